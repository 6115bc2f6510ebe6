import { createRequire as __aiK8sLintCreateRequire } from 'node:module';
const require = __aiK8sLintCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-6BSVW65F.js";import"./chunk-C3TRJZW7.js";import"./chunk-IEVA4BUG.js";import"./chunk-OJESPQTY.js";import"./chunk-OKHFRJXY.js";import"./chunk-QZ4W47QH.js";export{c as sarif,a as sarifUri,b as withinLimit};
