import { createRequire as __aiK8sLintCreateRequire } from 'node:module';
const require = __aiK8sLintCreateRequire(import.meta.url);
import{d as r}from"./chunk-F5ESN7NH.js";var o={error:"error",warning:"warning",note:"notice"};function i(e){return e.replace(/%/g,"%25").replace(/\r/g,"%0D").replace(/\n/g,"%0A")}function t(e){return i(e).replace(/:/g,"%3A").replace(/,/g,"%2C")}function a(e){let n=[`file=${t(e.file)}`,`line=${e.range.start.line}`,`endLine=${e.range.end.line}`,...e.range.start.line===e.range.end.line?[`col=${e.range.start.column}`,`endColumn=${e.range.end.column}`]:[],`title=${t(`ai-k8s-lint (${e.ruleId})`)}`];return`::${o[e.level]} ${n.join(",")}::${i(e.message)}`}var l=e=>r(e).map(n=>`${a(n)}
`).join("");export{i as a,t as b,a as c,l as d};
