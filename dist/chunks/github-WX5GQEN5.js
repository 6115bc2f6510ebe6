import { createRequire as __aiK8sLintCreateRequire } from 'node:module';
const require = __aiK8sLintCreateRequire(import.meta.url);
import{a,b,c,d}from"./chunk-6BGT52W4.js";import"./chunk-RIVMIAZU.js";import"./chunk-AHOCJM3B.js";import"./chunk-QZ4W47QH.js";export{a as escapeData,b as escapeProperty,d as github,c as workflowCommand};
