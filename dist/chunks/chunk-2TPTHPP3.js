import { createRequire as __aiK8sLintCreateRequire } from 'node:module';
const require = __aiK8sLintCreateRequire(import.meta.url);
var SCOPE_TEXT={general:"every object",ai:"AI workloads (GPU containers, AI images, serving, training and notebook workloads)"};function yamlBlock(yaml){return["```yaml",yaml.replace(/\n+$/,""),"```"].join(`
`)}function optionsTable(rule){let props=Object.entries(rule.options?.properties??{});return props.length===0?[]:["## Options","","| option | type | default | description |","|---|---|---|---|",...props.map(([name,s])=>`| \`${name}\` | ${String(s.type??"")} | ${s.default===void 0?"":`\`${JSON.stringify(s.default)}\``} | ${String(s.description??"")} |`),"","Set them in `.ai-k8s-lint.yaml`:","",yamlBlock(`rules:
  ${rule.id}: [${rule.level}, { ${props.map(([n,s])=>`${n}: ${JSON.stringify(s.default??"...")}`).join(", ")} }]`),""]}function renderRuleDoc(rule){let lines=[`# ${rule.id}`,"",`> ${rule.summary}`,"",`- Family: **${rule.family}**`,`- Default level: **${rule.level}**`,`- Applies to: ${SCOPE_TEXT[rule.scope]}`,...rule.needsWholeInput?["- Silenced by `--partial` (it reports something missing from the input)"]:[],"","## What it checks","",rule.description,"","## Why it matters","",rule.rationale,"","## How to fix","",rule.remediation,"","## Examples",""];for(let ex of rule.examples.invalid)lines.push(`### Triggers${ex.title?`: ${ex.title}`:""}`,"",yamlBlock(ex.yaml),"",`Reported on line${ex.lines.length>1?"s":""} ${ex.lines.join(", ")}.`,"");for(let ex of rule.examples.valid)lines.push(`### Does not trigger${ex.title?`: ${ex.title}`:""}`,"",yamlBlock(ex.yaml),"");return lines.push(...optionsTable(rule)),lines.push("## Suppressing","",`Annotate the object with \`ai-k8s-lint.io/ignore: "${rule.id}"\` (and \`ai-k8s-lint.io/ignore-reason\`), put \`# ai-k8s-lint-disable-next-line ${rule.id}\` on the line before, or set \`${rule.id}: off\` under \`rules:\` in the config.`,""),rule.references?.length&&lines.push("## References","",...rule.references.map(r=>`- ${r}`),""),`${lines.join(`
`).replace(/\n+$/,"")}
`}function renderRuleIndex(rules){let lines=["# Rules","","Generated from the rule metadata by `npm run gen`; do not edit.",""],families=[...new Set(rules.map(r=>r.family))];for(let family of families){lines.push(`## ${family}`,"","| rule | level | summary |","|---|---|---|");for(let r of rules.filter(x=>x.family===family))lines.push(`| [\`${r.id}\`](${r.id}.md) | ${r.level} | ${r.summary.replace(/\|/g,"\\|")} |`);lines.push("")}return`${lines.join(`
`).replace(/\n+$/,"")}
`}function ruleHelpMarkdown(rule){return`${rule.description}

**Why it matters.** ${rule.rationale}

**How to fix.** ${rule.remediation}

Documentation: docs/rules/${rule.id}.md`}export{renderRuleDoc,renderRuleIndex,ruleHelpMarkdown};
