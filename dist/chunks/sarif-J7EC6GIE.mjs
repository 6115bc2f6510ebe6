import { createRequire as __aiK8sLintCreateRequire } from 'node:module';
const require = __aiK8sLintCreateRequire(import.meta.url);
import{a,b,c,d}from"./chunk-YWUFBYF3.mjs";import"./chunk-2MKB5VJ4.mjs";import"./chunk-EL7AKZET.mjs";import"./chunk-NL252GM2.mjs";import"./chunk-QZPIUGRY.mjs";import"./chunk-26UZ2Q5U.mjs";import"./chunk-TOLCW2PT.mjs";import"./chunk-3QEVTN6O.mjs";import"./chunk-VDPBM7WD.mjs";import"./chunk-U5HXHDE7.mjs";import"./chunk-N2F7MEN7.mjs";import"./chunk-JFQNSWAJ.mjs";export{c as sarif,a as sarifUri,d as versionControlProvenance,b as withinLimit};
