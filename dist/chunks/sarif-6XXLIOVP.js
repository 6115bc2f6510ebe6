import { createRequire as __aiK8sLintCreateRequire } from 'node:module';
const require = __aiK8sLintCreateRequire(import.meta.url);
import{a,b,c,d}from"./chunk-3FN4FW4E.js";import"./chunk-753NOG43.js";import"./chunk-Q7OUZ4BG.js";import"./chunk-CF6FSBDT.js";import"./chunk-NAE3XHMS.js";import"./chunk-AEADAYNR.js";import"./chunk-NJ4REFHO.js";import"./chunk-5N4MEFS3.js";import"./chunk-R2QEI6E7.js";import"./chunk-ZPH6QQU5.js";import"./chunk-K3WLDYGR.js";import"./chunk-KBSJYFXL.js";export{c as sarif,a as sarifUri,d as versionControlProvenance,b as withinLimit};
