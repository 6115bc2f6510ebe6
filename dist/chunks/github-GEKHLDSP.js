import { createRequire as __aiK8sLintCreateRequire } from 'node:module';
const require = __aiK8sLintCreateRequire(import.meta.url);
import{a,b,c,d}from"./chunk-BVT4YDW4.js";import"./chunk-F5ESN7NH.js";import"./chunk-A5HBTG7Z.js";import"./chunk-QZ4W47QH.js";export{a as escapeData,b as escapeProperty,d as github,c as workflowCommand};
