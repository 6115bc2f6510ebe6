import { createRequire as __aiK8sLintCreateRequire } from 'node:module';
const require = __aiK8sLintCreateRequire(import.meta.url);
import{a as r}from"./chunk-2G7SG6ZB.js";import{d as i,f as n}from"./chunk-LXQ3KYSQ.js";import{a as e}from"./chunk-CKW2MLNK.js";import"./chunk-QZ4W47QH.js";function p(t){let o=e(t.file);return`${r(o)?`./${o}`:o}:${t.range.start.line}:${t.range.start.column}: ${t.level} ${e(t.message)} [${t.ruleId}]
`}var l=Object.assign(t=>n(t).map(p).join(""),{chunks:t=>i(n(t),p)});export{l as compact,p as compactLine};
