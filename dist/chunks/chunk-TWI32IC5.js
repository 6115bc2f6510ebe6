import { createRequire as __aiK8sLintCreateRequire } from 'node:module';
const require = __aiK8sLintCreateRequire(import.meta.url);
var a={general:"every object",ai:"AI workloads (GPU containers, AI images, serving, training and notebook workloads)"};function s(e){return["```yaml",e.replace(/\n+$/,""),"```"].join(`
`)}function l(e){let n=Object.entries(e.options?.properties??{});return n.length===0?[]:["## Options","","| option | type | default | description |","|---|---|---|---|",...n.map(([o,i])=>`| \`${o}\` | ${String(i.type??"")} | ${i.default===void 0?"":`\`${JSON.stringify(i.default)}\``} | ${String(i.description??"")} |`),"","Set them in `.ai-k8s-lint.yaml`:","",s(`rules:
  ${e.id}: [${e.level}, { ${n.map(([o,i])=>`${o}: ${JSON.stringify(i.default??"...")}`).join(", ")} }]`),""]}function p(e){let n=[`# ${e.id}`,"",`> ${e.summary}`,"",`- Family: **${e.family}**`,`- Default level: **${e.level}**`,`- Applies to: ${a[e.scope]}`,...e.needsWholeInput?["- Silenced by `--partial` (it reports something missing from the input)"]:[],"","## What it checks","",e.description,"","## Why it matters","",e.rationale,"","## How to fix","",e.remediation,"","## Examples",""];for(let t of e.examples.invalid)n.push(`### Triggers${t.title?`: ${t.title}`:""}`,"",s(t.yaml),"",`Reported on line${t.lines.length>1?"s":""} ${t.lines.join(", ")}.`,"");for(let t of e.examples.valid)n.push(`### Does not trigger${t.title?`: ${t.title}`:""}`,"",s(t.yaml),"");return n.push(...l(e)),n.push("## Suppressing","",`Annotate the object with \`ai-k8s-lint.io/ignore: "${e.id}"\` (and \`ai-k8s-lint.io/ignore-reason\`), put \`# ai-k8s-lint-disable-next-line ${e.id}\` on the line before, or set \`${e.id}: off\` under \`rules:\` in the config.`,""),e.references?.length&&n.push("## References","",...e.references.map(t=>`- ${t}`),""),`${n.join(`
`).replace(/\n+$/,"")}
`}function d(e){let n=["# Rules","","Generated from the rule metadata by `npm run gen`; do not edit.",""],t=[...new Set(e.map(o=>o.family))];for(let o of t){n.push(`## ${o}`,"","| rule | level | summary |","|---|---|---|");for(let i of e.filter(r=>r.family===o))n.push(`| [\`${i.id}\`](${i.id}.md) | ${i.level} | ${i.summary.replace(/\|/g,"\\|")} |`);n.push("")}return`${n.join(`
`).replace(/\n+$/,"")}
`}function f(e){return`${e.description}

**Why it matters.** ${e.rationale}

**How to fix.** ${e.remediation}

Documentation: docs/rules/${e.id}.md`}export{p as a,d as b,f as c};
