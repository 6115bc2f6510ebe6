import { createRequire as __aiK8sLintCreateRequire } from 'node:module';
const require = __aiK8sLintCreateRequire(import.meta.url);
import{a,b,c,d}from"./chunk-EAVH7NLO.mjs";import"./chunk-2MKB5VJ4.mjs";import"./chunk-66I52RNH.mjs";import"./chunk-I6KJRVZH.mjs";import"./chunk-T772FC7G.mjs";import"./chunk-ZKKYW5EI.mjs";import"./chunk-TOLCW2PT.mjs";import"./chunk-A2XD5LO3.mjs";import"./chunk-TFTSBWFU.mjs";import"./chunk-IXLXDDK7.mjs";import"./chunk-MBJTCQ6W.mjs";import"./chunk-JFQNSWAJ.mjs";export{c as sarif,a as sarifUri,d as versionControlProvenance,b as withinLimit};
