import { createRequire as __aiK8sLintCreateRequire } from 'node:module';
const require = __aiK8sLintCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-KSJRCK4P.js";import"./chunk-PIRQEUYZ.js";import"./chunk-ZNEMFZ75.js";import"./chunk-EP352DTP.js";import"./chunk-OO5LFCBI.js";import"./chunk-QZ4W47QH.js";export{c as sarif,a as sarifUri,b as withinLimit};
