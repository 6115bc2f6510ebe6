import { createRequire as __aiK8sLintCreateRequire } from 'node:module';
const require = __aiK8sLintCreateRequire(import.meta.url);
import{a,b,c,d}from"./chunk-ZXJ3KUFS.js";import"./chunk-ETGBOZ2H.js";import"./chunk-NJ4REFHO.js";import"./chunk-2G7SG6ZB.js";import"./chunk-LXQ3KYSQ.js";import"./chunk-CKW2MLNK.js";import"./chunk-QZ4W47QH.js";export{c as sarif,a as sarifUri,d as versionControlProvenance,b as withinLimit};
