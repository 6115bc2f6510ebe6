import { createRequire as __aiK8sLintCreateRequire } from 'node:module';
const require = __aiK8sLintCreateRequire(import.meta.url);
import{a as r}from"./chunk-ESFOQXJL.mjs";import{f as s,g as l}from"./chunk-VDPBM7WD.mjs";import"./chunk-U5HXHDE7.mjs";import"./chunk-N2F7MEN7.mjs";import"./chunk-JFQNSWAJ.mjs";var a={error:"error",warning:"warning",note:"info"};function m(e){return`    <error ${[`line="${e.range.start.line}"`,`column="${e.range.start.column}"`,`severity="${a[e.level]}"`,`message="${r(`${e.message} (${e.ruleId})`)}"`,`source="${r(`ai-k8s-lint.${e.ruleId}`)}"`].join(" ")}/>`}var $=e=>{let t=l(e,s(e)),n=['<?xml version="1.0" encoding="UTF-8"?>','<checkstyle version="4.3">'];for(let[c,i]of t){let o=r(c.replace(/^(\.\/)+/,""));if(i.length===0){n.push(`  <file name="${o}"/>`);continue}n.push(`  <file name="${o}">`,...i.map(m),"  </file>")}return n.push("</checkstyle>"),`${n.join(`
`)}
`};export{$ as checkstyle};
