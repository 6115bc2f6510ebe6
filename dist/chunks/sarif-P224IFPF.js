import { createRequire as __aiK8sLintCreateRequire } from 'node:module';
const require = __aiK8sLintCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-B7AJMWEG.js";import"./chunk-5OGXEHTI.js";import"./chunk-ZARAVEMG.js";import"./chunk-6BECTVQH.js";import"./chunk-22PEMWCZ.js";import"./chunk-QZ4W47QH.js";export{c as sarif,a as sarifUri,b as withinLimit};
