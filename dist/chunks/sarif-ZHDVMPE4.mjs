import { createRequire as __aiK8sLintCreateRequire } from 'node:module';
const require = __aiK8sLintCreateRequire(import.meta.url);
import{a,b,c,d}from"./chunk-ZG5XZ5CC.mjs";import"./chunk-2MKB5VJ4.mjs";import"./chunk-ZNTYP4DA.mjs";import"./chunk-I6KJRVZH.mjs";import"./chunk-O4EZK3IA.mjs";import"./chunk-S3EBXSX6.mjs";import"./chunk-TOLCW2PT.mjs";import"./chunk-KDEJI7KF.mjs";import"./chunk-ADAA4SEZ.mjs";import"./chunk-IXLXDDK7.mjs";import"./chunk-N2F7MEN7.mjs";import"./chunk-JFQNSWAJ.mjs";export{c as sarif,a as sarifUri,d as versionControlProvenance,b as withinLimit};
