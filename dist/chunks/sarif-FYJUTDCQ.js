import { createRequire as __aiK8sLintCreateRequire } from 'node:module';
const require = __aiK8sLintCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-QU4VZL7R.js";import"./chunk-IZM6P2EL.js";import"./chunk-2QHX7MPY.js";import"./chunk-6NHBK4OB.js";import"./chunk-UF7RVEAY.js";import"./chunk-KBSJYFXL.js";export{c as sarif,a as sarifUri,b as withinLimit};
