import { createRequire as __aiK8sLintCreateRequire } from 'node:module';
const require = __aiK8sLintCreateRequire(import.meta.url);
import{a,b,c,d}from"./chunk-WVSQQZCJ.mjs";import"./chunk-2MKB5VJ4.mjs";import"./chunk-UY5NXYU2.mjs";import"./chunk-I6KJRVZH.mjs";import"./chunk-AJA42P4J.mjs";import"./chunk-PRNNJI26.mjs";import"./chunk-TOLCW2PT.mjs";import"./chunk-KDEJI7KF.mjs";import"./chunk-5NSTU4YU.mjs";import"./chunk-IXLXDDK7.mjs";import"./chunk-N2F7MEN7.mjs";import"./chunk-JFQNSWAJ.mjs";export{c as sarif,a as sarifUri,d as versionControlProvenance,b as withinLimit};
