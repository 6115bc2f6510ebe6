import { createRequire as __aiK8sLintCreateRequire } from 'node:module';
const require = __aiK8sLintCreateRequire(import.meta.url);
import{a,b,c}from"./chunk-ZFJI2DF7.js";import"./chunk-VW4J6OX7.js";import"./chunk-BYLP3WKY.js";import"./chunk-RIVMIAZU.js";import"./chunk-AHOCJM3B.js";import"./chunk-QZ4W47QH.js";export{c as sarif,a as sarifUri,b as withinLimit};
