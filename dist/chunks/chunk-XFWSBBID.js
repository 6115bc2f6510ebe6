import { createRequire as __aiK8sLintCreateRequire } from 'node:module';
const require = __aiK8sLintCreateRequire(import.meta.url);
import{a as r,j as t}from"./chunk-JDERHYAD.js";var a={error:"error",warning:"warning",note:"notice"};function o(e){return e.replace(/%/g,"%25").replace(/\r/g,"%0D").replace(/\n/g,"%0A")}function i(e){return o(e).replace(/:/g,"%3A").replace(/,/g,"%2C")}function l(e){let n=[`file=${i(e.file)}`,`line=${e.range.start.line}`,`endLine=${e.range.end.line}`,...e.range.start.line===e.range.end.line?[`col=${e.range.start.column}`,`endColumn=${e.range.end.column}`]:[],`title=${i(`ai-k8s-lint (${e.ruleId})`)}`];return`::${a[e.level]} ${n.join(",")}::${o(r(e.message))}`}var s=e=>t(e).map(n=>`${l(n)}
`).join("");export{o as a,i as b,l as c,s as d};
