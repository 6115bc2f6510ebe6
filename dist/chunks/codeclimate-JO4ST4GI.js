import { createRequire as __aiK8sLintCreateRequire } from 'node:module';
const require = __aiK8sLintCreateRequire(import.meta.url);
import{b as r}from"./chunk-P63GK3HL.js";import{j as i}from"./chunk-JDERHYAD.js";import"./chunk-QZ4W47QH.js";var n={note:"info",warning:"minor",error:"major"};function o(e){return{type:"issue",check_name:e.ruleId,description:e.message,categories:["Bug Risk"],severity:n[e.level],fingerprint:e.fingerprint,location:{path:e.file.replace(/^(\.\/)+/,""),lines:{begin:e.range.start.line,end:e.range.end.line}}}}var a=e=>`${r(JSON.stringify(i(e).map(o),null,2))}
`;export{n as CODECLIMATE_SEVERITY,a as codeclimate};
