import { createRequire as __aiK8sLintCreateRequire } from 'node:module';
const require = __aiK8sLintCreateRequire(import.meta.url);
import{a,b,c,d}from"./chunk-PCSHXLXL.js";import"./chunk-R2QEI6E7.js";import"./chunk-ZPH6QQU5.js";import"./chunk-K3WLDYGR.js";import"./chunk-KBSJYFXL.js";export{a as escapeData,b as escapeProperty,d as github,c as workflowCommand};
