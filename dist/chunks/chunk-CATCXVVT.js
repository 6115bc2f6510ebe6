import { createRequire as __aiK8sLintCreateRequire } from 'node:module';
const require = __aiK8sLintCreateRequire(import.meta.url);
import{a as f}from"./chunk-S6TGY6SM.js";import{c as p}from"./chunk-QZ4W47QH.js";var a=p(f(),1),m={general:"every object",ai:"AI workloads (GPU containers, AI images, serving, training and notebook workloads)"};function r(n){return["```yaml",n.replace(/\n+$/,""),"```"].join(`
`)}function s(n){return n?["With this `.ai-k8s-lint.yaml`:","","```yaml",(0,a.stringify)(n).replace(/\n+$/,""),"```",""]:[]}function c(n){let i=Object.entries(n.options?.properties??{});return i.length===0?[]:["## Options","","| option | type | default | description |","|---|---|---|---|",...i.map(([o,t])=>`| \`${o}\` | ${String(t.type??"")} | ${t.default===void 0?"":`\`${JSON.stringify(t.default)}\``} | ${String(t.description??"")} |`),"","Set them in `.ai-k8s-lint.yaml`:","",r(`rules:
  ${n.id}: [${n.level}, { ${i.map(([o,t])=>`${o}: ${JSON.stringify(t.default??"...")}`).join(", ")} }]`),""]}function d(n){let i=[`# ${n.id}`,"",`> ${n.summary}`,"",`- Family: **${n.family}**`,`- Default level: **${n.level}**`,`- Applies to: ${m[n.scope]}`,...n.needsWholeInput?["- Silenced by `--partial` (it reports something missing from the input)"]:[],"","## What it checks","",n.description,"","## Why it matters","",n.rationale,"","## How to fix","",n.remediation,"","## Examples",""];for(let e of n.examples.invalid)i.push(`### Triggers${e.title?`: ${e.title}`:""}`,"",...s(e.config),r(e.yaml),"",`Reported on line${e.lines.length>1?"s":""} ${e.lines.join(", ")}.`,"");for(let e of n.examples.valid)i.push(`### Does not trigger${e.title?`: ${e.title}`:""}`,"",...s(e.config),r(e.yaml),"");return i.push(...c(n)),i.push("## Suppressing","",`Annotate the object with \`ai-k8s-lint.io/ignore: "${n.id}"\` (and \`ai-k8s-lint.io/ignore-reason\`), put \`# ai-k8s-lint-disable-next-line ${n.id}\` on the line before, or set \`${n.id}: off\` under \`rules:\` in the config.`,""),n.references?.length&&i.push("## References","",...n.references.map(e=>`- ${e}`),""),`${i.join(`
`).replace(/\n+$/,"")}
`}function $(n){let i=["# Rules","","Generated from the rule metadata by `npm run gen`; do not edit.",""],e=[...new Set(n.map(o=>o.family))];for(let o of e){i.push(`## ${o}`,"","| rule | level | summary |","|---|---|---|");for(let t of n.filter(l=>l.family===o))i.push(`| [\`${t.id}\`](${t.id}.md) | ${t.level} | ${t.summary.replace(/\|/g,"\\|")} |`);i.push("")}return`${i.join(`
`).replace(/\n+$/,"")}
`}function g(n){return`${n.description}

**Why it matters.** ${n.rationale}

**How to fix.** ${n.remediation}

Documentation: docs/rules/${n.id}.md`}export{d as a,$ as b,g as c};
