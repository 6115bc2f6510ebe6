import { createRequire as __aiK8sLintCreateRequire } from 'node:module';
const require = __aiK8sLintCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-GF52UIN4.js";import"./chunk-2HO2HCPP.js";import"./chunk-IEVA4BUG.js";import"./chunk-OJESPQTY.js";import"./chunk-OKHFRJXY.js";import"./chunk-QZ4W47QH.js";export{c as sarif,a as sarifUri,b as withinLimit};
