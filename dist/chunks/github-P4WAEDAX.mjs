import { createRequire as __aiK8sLintCreateRequire } from 'node:module';
const require = __aiK8sLintCreateRequire(import.meta.url);
import{a,b,c,d}from"./chunk-LXZVRTPV.mjs";import"./chunk-VDPBM7WD.mjs";import"./chunk-U5HXHDE7.mjs";import"./chunk-N2F7MEN7.mjs";import"./chunk-JFQNSWAJ.mjs";export{a as escapeData,b as escapeProperty,d as github,c as workflowCommand};
