import { createRequire as __aiK8sLintCreateRequire } from 'node:module';
const require = __aiK8sLintCreateRequire(import.meta.url);
import{a,b,c,d}from"./chunk-JQOOCPF7.js";import"./chunk-6NHBK4OB.js";import"./chunk-UF7RVEAY.js";import"./chunk-KBSJYFXL.js";export{a as escapeData,b as escapeProperty,d as github,c as workflowCommand};
