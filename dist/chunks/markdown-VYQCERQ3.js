import { createRequire as __aiK8sLintCreateRequire } from 'node:module';
const require = __aiK8sLintCreateRequire(import.meta.url);
import{c as i}from"./chunk-2QHX7MPY.js";import{f as m,g as f,h as $,i as p}from"./chunk-6NHBK4OB.js";import{d as o}from"./chunk-UF7RVEAY.js";import"./chunk-KBSJYFXL.js";var h={error:"\u{1F534}",warning:"\u{1F7E1}",note:"\u{1F535}"},v=50,I=u=>{let r=m(u),t=f(r),e=[`### ai-k8s-lint: ${o(t.error,"error")}, ${o(t.warning,"warning")}, ${o(t.note,"note")}`,"",p(u),""];if(r.length===0)return`${e.join(`
`)}
`;let s=new Map;for(let n of r)s.set(n.ruleId,{level:n.level,n:(s.get(n.ruleId)?.n??0)+1});e.push("| rule | level | findings |","|---|---|---|");for(let[n,a]of[...s].sort((c,g)=>g[1].n-c[1].n||(c[0]<g[0]?-1:1)))e.push(`| \`${n}\` | ${a.level} | ${a.n} |`);e.push("","| | location | rule | message |","|---|---|---|---|");let l=[...r].sort($).slice(0,v);for(let n of l)e.push(`| ${h[n.level]} | ${i(n.file)}:${n.range.start.line} | \`${n.ruleId}\` | ${i(n.message)} |`);return r.length>l.length&&e.push("",`${r.length-l.length} more not shown.`),`${e.join(`
`)}
`};export{I as markdown};
