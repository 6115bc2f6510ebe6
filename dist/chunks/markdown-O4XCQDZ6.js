import { createRequire as __aiK8sLintCreateRequire } from 'node:module';
const require = __aiK8sLintCreateRequire(import.meta.url);
import{b as s,d as n}from"./chunk-HBMEKWNY.js";import"./chunk-NJ4REFHO.js";import"./chunk-PH6OUNPA.js";import"./chunk-5N4MEFS3.js";import{f as i,g as t,j as r}from"./chunk-R2QEI6E7.js";import"./chunk-ZPH6QQU5.js";import"./chunk-K3WLDYGR.js";import"./chunk-QZ4W47QH.js";var o=e=>n(i(e),{title:"ai-k8s-lint",depth:3,intro:[`${r(e)}.`],link:()=>{},seeAlso:"the other report formats (stylish, json, sarif)",max:s,measure:"chars",baseline:t(e)});export{o as markdown};
