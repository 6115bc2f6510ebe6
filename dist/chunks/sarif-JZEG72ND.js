import { createRequire as __aiK8sLintCreateRequire } from 'node:module';
const require = __aiK8sLintCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-PV7EF4VV.js";import"./chunk-QU4LAR6M.js";import"./chunk-IEVA4BUG.js";import"./chunk-4FX5OJUE.js";import"./chunk-OKHFRJXY.js";import"./chunk-QZ4W47QH.js";export{c as sarif,a as sarifUri,b as withinLimit};
