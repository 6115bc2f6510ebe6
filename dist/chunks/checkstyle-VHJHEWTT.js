import { createRequire as __aiK8sLintCreateRequire } from 'node:module';
const require = __aiK8sLintCreateRequire(import.meta.url);
import{a as o}from"./chunk-37IP5TB4.js";import{f as l}from"./chunk-LXQ3KYSQ.js";import"./chunk-CKW2MLNK.js";import"./chunk-QZ4W47QH.js";var c={error:"error",warning:"warning",note:"info"};function a(e){return`    <error ${[`line="${e.range.start.line}"`,`column="${e.range.start.column}"`,`severity="${c[e.level]}"`,`message="${o(`${e.message} (${e.ruleId})`)}"`,`source="${o(`ai-k8s-lint.${e.ruleId}`)}"`].join(" ")}/>`}var f=e=>{let t=new Map(e.files.map(n=>[n,[]]));for(let n of l(e)){let r=t.get(n.file);r?r.push(n):t.set(n.file,[n])}let i=['<?xml version="1.0" encoding="UTF-8"?>','<checkstyle version="4.3">'];for(let[n,r]of t){let s=o(n.replace(/^(\.\/)+/,""));if(r.length===0){i.push(`  <file name="${s}"/>`);continue}i.push(`  <file name="${s}">`,...r.map(a),"  </file>")}return i.push("</checkstyle>"),`${i.join(`
`)}
`};export{f as checkstyle};
