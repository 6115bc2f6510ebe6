import { createRequire as __aiK8sLintCreateRequire } from 'node:module';
const require = __aiK8sLintCreateRequire(import.meta.url);
import{d as n}from"./chunk-F5ESN7NH.js";import"./chunk-A5HBTG7Z.js";import"./chunk-QZ4W47QH.js";var i={note:"info",warning:"minor",error:"major"};function r(e){return{type:"issue",check_name:e.ruleId,description:e.message,categories:["Bug Risk"],severity:i[e.level],fingerprint:e.fingerprint,location:{path:e.file.replace(/^(\.\/)+/,""),lines:{begin:e.range.start.line,end:e.range.end.line}}}}var o=e=>`${JSON.stringify(n(e).map(r),null,2)}
`;export{i as CODECLIMATE_SEVERITY,o as codeclimate};
