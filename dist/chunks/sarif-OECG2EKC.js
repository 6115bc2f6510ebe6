import { createRequire as __aiK8sLintCreateRequire } from 'node:module';
const require = __aiK8sLintCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-4VNIDMAR.js";import"./chunk-2RWVKUC5.js";import"./chunk-2QHX7MPY.js";import"./chunk-6NHBK4OB.js";import"./chunk-UF7RVEAY.js";import"./chunk-QZ4W47QH.js";export{c as sarif,a as sarifUri,b as withinLimit};
