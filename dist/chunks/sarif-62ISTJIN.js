import { createRequire as __aiK8sLintCreateRequire } from 'node:module';
const require = __aiK8sLintCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-WI5NWWO7.js";import"./chunk-WQWDULOS.js";import"./chunk-2QHX7MPY.js";import"./chunk-WSE5Z4CC.js";import"./chunk-UF7RVEAY.js";import"./chunk-QZ4W47QH.js";export{c as sarif,a as sarifUri,b as withinLimit};
