import { createRequire as __aiK8sLintCreateRequire } from 'node:module';
const require = __aiK8sLintCreateRequire(import.meta.url);
import{b as r}from"./chunk-3QEVTN6O.mjs";import{f as n}from"./chunk-VDPBM7WD.mjs";import"./chunk-U5HXHDE7.mjs";import"./chunk-N2F7MEN7.mjs";import"./chunk-JFQNSWAJ.mjs";var i={note:"info",warning:"minor",error:"major"};function o(e){return{type:"issue",check_name:e.ruleId,description:e.message,categories:["Bug Risk"],severity:i[e.level],fingerprint:e.fingerprint,location:{path:e.file.replace(/^(\.\/)+/,""),lines:{begin:e.range.start.line,end:e.range.end.line}}}}var a=e=>`${r(JSON.stringify(n(e).map(o),null,2))}
`;export{i as CODECLIMATE_SEVERITY,a as codeclimate};
