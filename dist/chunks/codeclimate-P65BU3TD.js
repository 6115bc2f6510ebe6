import { createRequire as __aiK8sLintCreateRequire } from 'node:module';
const require = __aiK8sLintCreateRequire(import.meta.url);
import{b as r}from"./chunk-5N4MEFS3.js";import{f as n}from"./chunk-R2QEI6E7.js";import"./chunk-ZPH6QQU5.js";import"./chunk-K3WLDYGR.js";import"./chunk-KBSJYFXL.js";var i={note:"info",warning:"minor",error:"major"};function o(e){return{type:"issue",check_name:e.ruleId,description:e.message,categories:["Bug Risk"],severity:i[e.level],fingerprint:e.fingerprint,location:{path:e.file.replace(/^(\.\/)+/,""),lines:{begin:e.range.start.line,end:e.range.end.line}}}}var a=e=>`${r(JSON.stringify(n(e).map(o),null,2))}
`;export{i as CODECLIMATE_SEVERITY,a as codeclimate};
