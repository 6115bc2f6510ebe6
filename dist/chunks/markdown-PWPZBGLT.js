import { createRequire as __aiK8sLintCreateRequire } from 'node:module';
const require = __aiK8sLintCreateRequire(import.meta.url);
import{d as a,e as f,f as o,g as $,h as p}from"./chunk-F5ESN7NH.js";import"./chunk-A5HBTG7Z.js";import"./chunk-QZ4W47QH.js";var m={error:"\u{1F534}",warning:"\u{1F7E1}",note:"\u{1F535}"},v=50;function h(t){return t.replace(/\|/g,"\\|").replace(/\r?\n/g," ")}var d=t=>{let r=a(t),s=f(r),e=[`### ai-k8s-lint: ${o(s.error,"error")}, ${o(s.warning,"warning")}, ${o(s.note,"note")}`,"",p(t),""];if(r.length===0)return`${e.join(`
`)}
`;let l=new Map;for(let n of r)l.set(n.ruleId,{level:n.level,n:(l.get(n.ruleId)?.n??0)+1});e.push("| rule | level | findings |","|---|---|---|");for(let[n,u]of[...l].sort((c,g)=>g[1].n-c[1].n||(c[0]<g[0]?-1:1)))e.push(`| \`${n}\` | ${u.level} | ${u.n} |`);e.push("","| | location | rule | message |","|---|---|---|---|");let i=[...r].sort($).slice(0,v);for(let n of i)e.push(`| ${m[n.level]} | \`${h(n.file)}:${n.range.start.line}\` | \`${n.ruleId}\` | ${h(n.message)} |`);return r.length>i.length&&e.push("",`${r.length-i.length} more not shown.`),`${e.join(`
`)}
`};export{d as markdown};
