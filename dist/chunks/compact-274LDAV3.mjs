import { createRequire as __aiK8sLintCreateRequire } from 'node:module';
const require = __aiK8sLintCreateRequire(import.meta.url);
import{a as r}from"./chunk-3QEVTN6O.mjs";import{d as i,f as n}from"./chunk-VDPBM7WD.mjs";import"./chunk-U5HXHDE7.mjs";import{a as e}from"./chunk-N2F7MEN7.mjs";import"./chunk-JFQNSWAJ.mjs";function p(t){let o=e(t.file);return`${r(o)?`./${o}`:o}:${t.range.start.line}:${t.range.start.column}: ${t.level} ${e(t.message)} [${t.ruleId}]
`}var l=Object.assign(t=>n(t).map(p).join(""),{chunks:t=>i(n(t),p)});export{l as compact,p as compactLine};
