import { createRequire as __aiK8sLintCreateRequire } from 'node:module';
const require = __aiK8sLintCreateRequire(import.meta.url);
import{c as v}from"./chunk-2MKB5VJ4.mjs";import{ja as x}from"./chunk-QZPIUGRY.mjs";import{c as y,d as S}from"./chunk-3QEVTN6O.mjs";import{i as k}from"./chunk-VDPBM7WD.mjs";import{d as p}from"./chunk-U5HXHDE7.mjs";import{a as R,d as m}from"./chunk-N2F7MEN7.mjs";var nn=1024*1024,en=65535,B=50,T=["error","warning","note"],D={error:"\u{1F534}",warning:"\u{1F7E1}",note:"\u{1F535}"},E=300;function C(n){let e=R(n);if(e.length<=E)return y(e);let t=E-1;return H(e.charCodeAt(t-1))&&t--,`${y(e.slice(0,t))}\u2026`}function H(n){return n>=55296&&n<=56319}function _(n){return n===x?`\`${n}\``:`[\`${n}\`](${S(v(n))})`}function j(n){let e=k(n);return`${m(e.error,"error")}, ${m(e.warning,"warning")}, ${m(e.note,"note")}`}function N(n){return C(n).replaceAll("/","/<wbr>")}function A(n,e,t){let s=N(`${n}:${e.start.line}`),l=t(n,e);return l?`[${s}](${S(l)})`:s}function I(n,e){let t=[A(n.file,n.range,e)],s=V(n);s!==void 0&&t.push(`<sub>in ${N(s)}</sub>`);for(let l of n.related??[])l.kind==="value-source"&&l.range&&t.push(`<sub>value set at ${A(l.file,l.range,e)}</sub>`);return t.join("<br>")}function V(n){return(n.related??[]).find(e=>e.kind==="render-output")?.file??n.render}function Y(n,e){return`| ${I(n,e)} | ${_(n.ruleId)} ${C(n.message)} |
`}var L=`| where | finding |
|---|---|
`;function tn(n,e){let t=a=>e.measure==="bytes"?Buffer.byteLength(a,"utf8"):a.length,s="#".repeat(e.depth??2),l=e.failed===void 0?"":e.failed?"\u274C failed, ":"\u2705 passed, ",o=`${s} ${e.title}: ${l}${j(n)}

${e.intro.map(a=>`${a}
`).join(`
`)}`,r=e.baseline??[];if(n.length===0&&r.length===0)return O(`${o}
`,e.max,t);let u=G(n,s),f=K(n,r,e),d=e.maxRows??B,h=f.reduce((a,c)=>a+t(c.open)+t(c.close)+t(F(c.findings.length,c.findings.length,c.noun,e.seeAlso)),0),$=e.max-t(o)-t(u)-h-16,b=d,g=`${o}
`,i=!1;for(let a of f){a.baseline&&!i&&(g+=u,i=!0),g+=a.open,a.findings.length>0&&(g+=L);let c=0;for(let U of a.findings){if(b<=0)break;let w=Y(U,e.link);if(t(w)+t(L)>$)break;$-=t(w),g+=w,c++,b--}c===0&&a.findings.length>0&&(g=g.slice(0,g.length-L.length)),g+=F(a.findings.length-c,a.findings.length,a.noun,e.seeAlso)+a.close}return O(i?g:g+u,e.max,t)}function K(n,e,t){let s="#".repeat(t.depth??2),l=t.failOn??"error",o=[];for(let r of T){let u=n.filter(i=>i.level===r);if(u.length===0)continue;let f=r==="error"||l!=="never"&&p[r]>=p[l],d=t.split,h=(d?[{label:d.newLabel,note:void 0,findings:u.filter(i=>d.isNew(i))},{label:d.oldLabel,note:d.oldNote,findings:u.filter(i=>!d.isNew(i))}]:[{label:void 0,note:void 0,findings:u}]).filter(i=>i.findings.length>0),$=`${D[r]} ${m(u.length,r)}`,b=d?`: ${h.map(i=>`${i.findings.length} ${i.label}`).join(", ")}`:"",g=f?`${s}# ${$}${b}

`:`<details><summary><b>${$}</b>${b}</summary>

`;h.forEach((i,a)=>{let c=i.label===void 0||h.length===1&&!i.note?"":`**${M(i.label)} (${i.findings.length})**${i.note?`: ${i.note}`:""}

`;o.push({open:(a===0?g:"")+c,findings:i.findings,noun:r,close:`
${a===h.length-1&&!f?`</details>

`:""}`})})}return e.length>0&&o.push({open:`<details><summary>${m(e.length,"finding")} already in the baseline (not counted)</summary>

`,findings:[...e].sort((r,u)=>p[u.level]-p[r.level]),noun:"baseline finding",close:`
</details>

`,baseline:!0}),o}function M(n){return n.charAt(0).toUpperCase()+n.slice(1)}function F(n,e,t,s){return n===0?"":n===e?`
${M(m(e,t))} not listed here: see ${s}.
`:`
\u2026and ${m(n,`more ${t}`)} not shown here: see ${s}.
`}function G(n,e){if(n.length===0)return"";let t=new Map;for(let o of n){let r=t.get(o.ruleId)??{error:0,warning:0,note:0};r[o.level]++,t.set(o.ruleId,r)}let s=o=>o.error*1e12+o.warning*1e6+o.note,l=[`${e}# Findings per rule`,"","| rule | errors | warnings | notes |","|---|--:|--:|--:|"];for(let[o,r]of[...t].sort((u,f)=>s(f[1])-s(u[1])||(u[0]<f[0]?-1:1)))l.push(`| ${_(o)} | ${r.error} | ${r.warning} | ${r.note} |`);return`${l.join(`
`)}
`}function O(n,e,t){return t(n)<=e?n:P(n,e,t)}function P(n,e,t){let s=`

\u2026(truncated)
`,l=0,o=n.length;for(;l<o;){let r=Math.ceil((l+o)/2);t(n.slice(0,r))+t(s)<=e?l=r:o=r-1}return n.slice(0,l)+s}export{nn as a,en as b,j as c,tn as d};
