import { createRequire as __aiK8sLintCreateRequire } from 'node:module';
const require = __aiK8sLintCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-2XLD3FU3.js";import"./chunk-EAUEPPFL.js";import"./chunk-P63GK3HL.js";import"./chunk-JDERHYAD.js";import"./chunk-QZ4W47QH.js";export{c as sarif,a as sarifUri,b as withinLimit};
