import { createRequire as __aiK8sLintCreateRequire } from 'node:module';
const require = __aiK8sLintCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-EFDHREEN.js";import"./chunk-XO26ZXLG.js";import"./chunk-V3YLCLUR.js";import"./chunk-A5HBTG7Z.js";import"./chunk-CATCXVVT.js";import"./chunk-S6TGY6SM.js";import"./chunk-QZ4W47QH.js";export{c as sarif,a as sarifUri,b as withinLimit};
