import { createRequire as __aiK8sLintCreateRequire } from 'node:module';
const require = __aiK8sLintCreateRequire(import.meta.url);
import{a as r}from"./chunk-5N4MEFS3.js";import{d as i,f as n}from"./chunk-R2QEI6E7.js";import"./chunk-ZPH6QQU5.js";import{a as e}from"./chunk-K3WLDYGR.js";import"./chunk-KBSJYFXL.js";function p(t){let o=e(t.file);return`${r(o)?`./${o}`:o}:${t.range.start.line}:${t.range.start.column}: ${t.level} ${e(t.message)} [${t.ruleId}]
`}var l=Object.assign(t=>n(t).map(p).join(""),{chunks:t=>i(n(t),p)});export{l as compact,p as compactLine};
