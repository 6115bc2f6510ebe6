import { createRequire as __aiK8sLintCreateRequire } from 'node:module';
const require = __aiK8sLintCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-42ZQGAQF.js";import"./chunk-FA7RMBDH.js";import"./chunk-F5ESN7NH.js";import"./chunk-A5HBTG7Z.js";import"./chunk-QZ4W47QH.js";export{c as sarif,a as sarifUri,b as withinLimit};
