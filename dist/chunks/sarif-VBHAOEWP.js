import { createRequire as __aiK8sLintCreateRequire } from 'node:module';
const require = __aiK8sLintCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-UK2557UC.js";import"./chunk-5375FREW.js";import"./chunk-2QHX7MPY.js";import"./chunk-6NHBK4OB.js";import"./chunk-UF7RVEAY.js";import"./chunk-QZ4W47QH.js";export{c as sarif,a as sarifUri,b as withinLimit};
