import { createRequire as __aiK8sLintCreateRequire } from 'node:module';
const require = __aiK8sLintCreateRequire(import.meta.url);
import{bySeverity,counts,plural,summaryLine,visible}from"./chunk-YHFZR2N7.js";import"./chunk-HFWVREDL.js";import"./chunk-VBJQ5M7D.js";var ICON={error:"\u{1F534}",warning:"\u{1F7E1}",note:"\u{1F535}"},MAX_ROWS=50;function cell(s){return s.replace(/\|/g,"\\|").replace(/\r?\n/g," ")}var markdown=report=>{let shown=visible(report),c=counts(shown),out=[`### ai-k8s-lint: ${plural(c.error,"error")}, ${plural(c.warning,"warning")}, ${plural(c.note,"note")}`,"",summaryLine(report),""];if(shown.length===0)return`${out.join(`
`)}
`;let perRule=new Map;for(let f of shown)perRule.set(f.ruleId,{level:f.level,n:(perRule.get(f.ruleId)?.n??0)+1});out.push("| rule | level | findings |","|---|---|---|");for(let[id,v]of[...perRule].sort((a,b)=>b[1].n-a[1].n||(a[0]<b[0]?-1:1)))out.push(`| \`${id}\` | ${v.level} | ${v.n} |`);out.push("","| | location | rule | message |","|---|---|---|---|");let top=[...shown].sort(bySeverity).slice(0,MAX_ROWS);for(let f of top)out.push(`| ${ICON[f.level]} | \`${cell(f.file)}:${f.range.start.line}\` | \`${f.ruleId}\` | ${cell(f.message)} |`);return shown.length>top.length&&out.push("",`${shown.length-top.length} more not shown.`),`${out.join(`
`)}
`};export{markdown};
