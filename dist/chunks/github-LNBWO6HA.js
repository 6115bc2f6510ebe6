import { createRequire as __aiK8sLintCreateRequire } from 'node:module';
const require = __aiK8sLintCreateRequire(import.meta.url);
import{a,b,c,d}from"./chunk-HOXPQFFA.js";import"./chunk-LXQ3KYSQ.js";import"./chunk-CKW2MLNK.js";import"./chunk-QZ4W47QH.js";export{a as escapeData,b as escapeProperty,d as github,c as workflowCommand};
