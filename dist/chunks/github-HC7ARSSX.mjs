import { createRequire as __aiK8sLintCreateRequire } from 'node:module';
const require = __aiK8sLintCreateRequire(import.meta.url);
import{a,b,c,d}from"./chunk-RYFUEZPM.mjs";import"./chunk-TFTSBWFU.mjs";import"./chunk-IXLXDDK7.mjs";import"./chunk-MBJTCQ6W.mjs";import"./chunk-JFQNSWAJ.mjs";export{a as escapeData,b as escapeProperty,d as github,c as workflowCommand};
