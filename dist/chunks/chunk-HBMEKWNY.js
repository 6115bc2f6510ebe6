import { createRequire as __aiK8sLintCreateRequire } from 'node:module';
const require = __aiK8sLintCreateRequire(import.meta.url);
import{a as v}from"./chunk-NJ4REFHO.js";import{fa as x}from"./chunk-PH6OUNPA.js";import{c as R,d as S}from"./chunk-5N4MEFS3.js";import{h as k}from"./chunk-R2QEI6E7.js";import{a as b}from"./chunk-ZPH6QQU5.js";import{a as L,d as m}from"./chunk-K3WLDYGR.js";var T="https://github.com/ai-k8s-lint/ai-k8s-lint";function E(n,e=v){return`${T}/blob/v${encodeURIComponent(e)}/docs/rules/${encodeURIComponent(n)}.md`}var on=1024*1024,sn=65535,B=50,D=["error","warning","note"],H={error:"\u{1F534}",warning:"\u{1F7E1}",note:"\u{1F535}"},O=300;function U(n){let e=L(n);if(e.length<=O)return R(e);let t=O-1;return j(e.charCodeAt(t-1))&&t--,`${R(e.slice(0,t))}\u2026`}function j(n){return n>=55296&&n<=56319}function _(n){return n===x?`\`${n}\``:`[\`${n}\`](${S(E(n))})`}function V(n){let e=k(n);return`${m(e.error,"error")}, ${m(e.warning,"warning")}, ${m(e.note,"note")}`}function N(n){return U(n).replaceAll("/","/<wbr>")}function A(n,e,t){let l=N(`${n}:${e.start.line}`),s=t(n,e);return s?`[${l}](${S(s)})`:l}function Y(n,e){let t=[A(n.file,n.range,e)],l=K(n);l!==void 0&&t.push(`<sub>in ${N(l)}</sub>`);for(let s of n.related??[])s.kind==="value-source"&&s.range&&t.push(`<sub>value set at ${A(s.file,s.range,e)}</sub>`);return t.join("<br>")}function K(n){return(n.related??[]).find(e=>e.kind==="render-output")?.file??n.render}function P(n,e){return`| ${Y(n,e)} | ${_(n.ruleId)} ${U(n.message)} |
`}var y=`| where | finding |
|---|---|
`;function ln(n,e){let t=a=>e.measure==="bytes"?Buffer.byteLength(a,"utf8"):a.length,l="#".repeat(e.depth??2),s=e.failed===void 0?"":e.failed?"\u274C failed, ":"\u2705 passed, ",o=`${l} ${e.title}: ${s}${V(n)}

${e.intro.map(a=>`${a}
`).join(`
`)}`,r=e.baseline??[];if(n.length===0&&r.length===0)return C(`${o}
`,e.max,t);let u=W(n,l),f=G(n,r,e),d=e.maxRows??B,h=f.reduce((a,g)=>a+t(g.open)+t(g.close)+t(F(g.findings.length,g.findings.length,g.noun,e.seeAlso)),0),p=e.max-t(o)-t(u)-h-16,$=d,c=`${o}
`,i=!1;for(let a of f){a.baseline&&!i&&(c+=u,i=!0),c+=a.open,a.findings.length>0&&(c+=y);let g=0;for(let M of a.findings){if($<=0)break;let w=P(M,e.link);if(t(w)+t(y)>p)break;p-=t(w),c+=w,g++,$--}g===0&&a.findings.length>0&&(c=c.slice(0,c.length-y.length)),c+=F(a.findings.length-g,a.findings.length,a.noun,e.seeAlso)+a.close}return C(i?c:c+u,e.max,t)}function G(n,e,t){let l="#".repeat(t.depth??2),s=t.failOn??"error",o=[];for(let r of D){let u=n.filter(i=>i.level===r);if(u.length===0)continue;let f=r==="error"||s!=="never"&&b[r]>=b[s],d=t.split,h=(d?[{label:d.newLabel,note:void 0,findings:u.filter(i=>d.isNew(i))},{label:d.oldLabel,note:d.oldNote,findings:u.filter(i=>!d.isNew(i))}]:[{label:void 0,note:void 0,findings:u}]).filter(i=>i.findings.length>0),p=`${H[r]} ${m(u.length,r)}`,$=d?`: ${h.map(i=>`${i.findings.length} ${i.label}`).join(", ")}`:"",c=f?`${l}# ${p}${$}

`:`<details><summary><b>${p}</b>${$}</summary>

`;h.forEach((i,a)=>{let g=i.label===void 0||h.length===1&&!i.note?"":`**${I(i.label)} (${i.findings.length})**${i.note?`: ${i.note}`:""}

`;o.push({open:(a===0?c:"")+g,findings:i.findings,noun:r,close:`
${a===h.length-1&&!f?`</details>

`:""}`})})}return e.length>0&&o.push({open:`<details><summary>${m(e.length,"finding")} already in the baseline (not counted)</summary>

`,findings:[...e].sort((r,u)=>b[u.level]-b[r.level]),noun:"baseline finding",close:`
</details>

`,baseline:!0}),o}function I(n){return n.charAt(0).toUpperCase()+n.slice(1)}function F(n,e,t,l){return n===0?"":n===e?`
${I(m(e,t))} not listed here: see ${l}.
`:`
\u2026and ${m(n,`more ${t}`)} not shown here: see ${l}.
`}function W(n,e){if(n.length===0)return"";let t=new Map;for(let o of n){let r=t.get(o.ruleId)??{error:0,warning:0,note:0};r[o.level]++,t.set(o.ruleId,r)}let l=o=>o.error*1e12+o.warning*1e6+o.note,s=[`${e}# Findings per rule`,"","| rule | errors | warnings | notes |","|---|--:|--:|--:|"];for(let[o,r]of[...t].sort((u,f)=>l(f[1])-l(u[1])||(u[0]<f[0]?-1:1)))s.push(`| ${_(o)} | ${r.error} | ${r.warning} | ${r.note} |`);return`${s.join(`
`)}
`}function C(n,e,t){return t(n)<=e?n:q(n,e,t)}function q(n,e,t){let l=`

\u2026(truncated)
`,s=0,o=n.length;for(;s<o;){let r=Math.ceil((s+o)/2);t(n.slice(0,r))+t(l)<=e?s=r:o=r-1}return n.slice(0,s)+l}export{on as a,sn as b,V as c,ln as d};
