#!/usr/bin/env node
import { createRequire as __aiK8sLintCreateRequire } from 'node:module';
const require = __aiK8sLintCreateRequire(import.meta.url);
import{a as E,b as L,c as R,d as w,e as h,f as y}from"./chunks/chunk-6UMUNR6J.js";import{o as d,p as F,q as j,r as m,s as C,v as N,w as P,x as I,y as _,z as A}from"./chunks/chunk-GL2ZNVQY.js";import{b as T}from"./chunks/chunk-XWTU3B7Y.js";import"./chunks/chunk-XO26ZXLG.js";import{a as g}from"./chunks/chunk-V3YLCLUR.js";import"./chunks/chunk-A5HBTG7Z.js";import"./chunks/chunk-S6TGY6SM.js";import"./chunks/chunk-QZ4W47QH.js";import{readFileSync as ie}from"node:fs";import{closeSync as B,existsSync as M,mkdirSync as U,openSync as W,writeFileSync as q,writeSync as H}from"node:fs";import{dirname as K,resolve as V}from"node:path";import{parseArgs as Q}from"node:util";var X=["off","note","warning","error"],Z=`Usage: ai-k8s-lint [paths...] [options]
       ai-k8s-lint matrix [paths...] [--image <ref>] [--format table|markdown|json]
Lint Kubernetes manifests of AI/GPU workloads. Paths: files, directories, globs, or - for stdin.

Options:
  -c, --config <file>          config file (default: nearest .ai-k8s-lint.yaml upward from the cwd)
  -f, --format <name>          stylish | json | sarif | github | markdown | junit | codeclimate
                               (default: stylish)
  -o, --output <file>          write the report to a file instead of stdout
      --output-format <name>=<file>
                               also write the report in another format to a file (repeatable),
                               e.g. --output-format sarif=ai-k8s-lint.sarif
      --baseline <file>        findings already in this baseline are unchanged: not shown, not failing
      --write-baseline <file>  write the current findings to a baseline file
      --fail-on <level>        error (default) | warning | note | never
      --max-warnings <n>       exit 1 when there are more than n warnings
      --partial                the input is a subset (pre-commit): silence "not in the input" rules
      --node-pools <file>      node pools (as in the config's nodePools) or saved Node objects
      --rule <id>=<level>      override one rule's level (repeatable)
      --ignore <glob>          skip paths (repeatable)
      --stdin-filename <name>  file name to report for input read from stdin
      --report-unused-disable-directives
                               report ai-k8s-lint-disable comments that suppress nothing
      --list-rules             print the rule catalog (with --format json: as JSON)
      --explain <rule-id>      print a rule's documentation
      --print-config           print the effective config
      --init                   write a starter .ai-k8s-lint.yaml
      --quiet                  show errors only
      --color / --no-color     force or disable colors (NO_COLOR and FORCE_COLOR are honoured)
  -v, --version                print the version
  -h, --help                   print this help

Exit codes: 0 no finding at or above --fail-on, 1 findings at or above it, 2 usage or config error.
`,a=class extends Error{};function ee(n){return Q({args:n,allowPositionals:!0,strict:!0,options:{config:{type:"string",short:"c"},format:{type:"string",short:"f"},output:{type:"string",short:"o"},"output-format":{type:"string",multiple:!0},baseline:{type:"string"},"write-baseline":{type:"string"},"fail-on":{type:"string"},"max-warnings":{type:"string"},partial:{type:"boolean"},"node-pools":{type:"string"},rule:{type:"string",multiple:!0},ignore:{type:"string",multiple:!0},"stdin-filename":{type:"string"},"report-unused-disable-directives":{type:"boolean"},"list-rules":{type:"boolean"},explain:{type:"string"},"print-config":{type:"boolean"},init:{type:"boolean"},quiet:{type:"boolean"},color:{type:"boolean"},"no-color":{type:"boolean"},version:{type:"boolean",short:"v"},help:{type:"boolean",short:"h"}}})}function b(n,t){if(U(K(V(n)),{recursive:!0}),typeof t=="string")return q(n,t);let e=W(n,"w");try{for(let s of D(t))H(e,s)}finally{B(e)}}function*D(n){let t=[],e=0;for(let s of n)t.push(s),e+=s.length,e>=65536&&(yield t.join(""),t=[],e=0);t.length>0&&(yield t.join(""))}function te(n){return(n??[]).map(t=>{let e=t.indexOf("="),s=e<0?t:t.slice(0,e),i=e<0?"":t.slice(e+1);if(!h(s)||i===""||i==="-")throw new a(`--output-format expects <format>=<file> with a format among ${w.join(", ")} and a file name (stdout is for --format), got "${t}"`);return{format:s,file:i}})}function ne(n){let t=new Map,e=d.map(s=>s.id);for(let s of n??[]){let i=/^([a-z0-9-]+)=([a-z]+)$/.exec(s);if(!i||!X.includes(i[2]))throw new a(`--rule expects <id>=<off|note|warning|error>, got "${s}"`);let u=m({[i[1]]:!0},e,"--rule");if(u.length)throw new a(u[0]);t.set(i[1],i[2])}return t}var re=`# yaml-language-server: $schema=./node_modules/ai-k8s-lint/schemas/config.schema.json
# ai-k8s-lint configuration. Every key is optional; \`ai-k8s-lint --list-rules\` shows the rules.
rules: {}
  # probe-timeout-too-short: off
  # shm-missing: error
settings:
  modelLoadSeconds: 300        # how long your largest model takes to load
  kubernetesVersion: "1.34"
ignore:
  - "**/templates/**"          # unrendered Helm chart templates
cluster:
  crds: []                     # CRDs already installed, e.g. rayclusters.ray.io
  priorityClasses: []
  runtimeClasses: []
nodePools: []
`;async function G(n,t){if(n[0]==="matrix")return(await import("./chunks/matrix-WZB2BI2O.js")).runMatrix(n.slice(1),t);let e,s;try{({values:e,positionals:s}=ee(n))}catch(i){return t.stderr(`ai-k8s-lint: ${i.message}
Run ai-k8s-lint --help for usage.
`),2}try{if(e.help)return t.stdout(Z),0;if(e.version)return t.stdout(`${T.version}
`),0;let i=e.format??"stylish";if(!h(i))throw new a(`unknown format "${e.format}"; use one of ${w.join(", ")}`);if(e["list-rules"]){let r=d.map(o=>({id:o.id,family:o.family,level:o.level,summary:o.summary}));return i==="json"?t.stdout(`${JSON.stringify(r,null,2)}
`):t.stdout(r.map(o=>`${o.id.padEnd(34)} ${o.family.padEnd(16)} ${o.level.padEnd(8)} ${o.summary}`).join(`
`)+`
`),0}if(e.explain!==void 0){let r=d.find(c=>c.id===e.explain);if(!r)throw new a(m({[e.explain]:!0},d.map(c=>c.id),"--explain")[0]);let{renderRuleDoc:o}=await import("./chunks/render-2DHVBHUY.js");return t.stdout(o(r)),0}if(e.init){let r=`${t.cwd}/.ai-k8s-lint.yaml`;if(M(r))throw new a(".ai-k8s-lint.yaml already exists; not overwriting it");return q(r,re),t.stdout(`Wrote .ai-k8s-lint.yaml
`),0}let u=e["fail-on"]??"error";if(!I.includes(u))throw new a(`--fail-on expects error, warning, note or never, got "${e["fail-on"]}"`);let p;if(e["max-warnings"]!==void 0&&(p=Number(e["max-warnings"]),!Number.isInteger(p)||p<0))throw new a(`--max-warnings expects a whole number, got "${e["max-warnings"]}"`);if(e["node-pools"]!==void 0&&!M(e["node-pools"]))throw new a(`cannot read --node-pools ${e["node-pools"]}: no such file`);let J=te(e["output-format"]),v=e.baseline!==void 0?L(e.baseline):void 0,k=e.partial??!1,l=await C({config:e.config,cwd:t.cwd,partial:k}),x=ne(e.rule);if(e["print-config"]){let r={file:l.file??null,settings:l.settings,rules:Object.fromEntries(d.map(o=>[o.id,x.get(o.id)??l.rules.get(o.id)?.level??o.level])),ignore:[...l.ignore,...e.ignore??[]],partial:k,...l.raw.cluster?{cluster:l.raw.cluster}:{},...l.raw.nodePools?{nodePools:l.raw.nodePools}:{},...l.raw.overrides?{overrides:l.raw.overrides}:{}};return t.stdout(`${JSON.stringify(r,null,2)}
`),0}let f=N(l,{paths:s,cwd:t.cwd,ignore:e.ignore,cliRules:x,reportUnusedDirectives:e["report-unused-disable-directives"],readStdin:t.readStdin,stdinFilename:e["stdin-filename"],nodePools:e["node-pools"]});if(v&&(f.baseline={file:e.baseline,unchanged:v}),e["write-baseline"]!==void 0){let r=f.findings.filter(o=>!o.suppressed);b(e["write-baseline"],R(r)),t.stderr(`ai-k8s-lint: wrote ${r.length} finding${r.length===1?"":"s"} to the baseline ${e["write-baseline"]}
`),f.baseline={file:e["write-baseline"],unchanged:new Set(r.map(o=>o.fingerprint))}}let Y=e.quiet?f.findings.filter(r=>r.level==="error"):f.findings,S={...f,findings:Y},$=g(await y(i),S,{color:e.output?!1:P(e,t.env,t.isTTY)});if(e.output)b(e.output,$);else for(let r of D($))t.stdout(r);for(let r of J)b(r.file,g(await y(r.format),S,{color:!1}));let O=_(f),z=p!==void 0&&O.filter(r=>r.level==="warning").length>p;return A(O,u).length>0||z?1:0}catch(i){if(i instanceof a||i instanceof j||i instanceof F||i instanceof E)return t.stderr(`ai-k8s-lint: ${i.message}
`),2;throw i}}G(process.argv.slice(2),{cwd:process.cwd(),env:process.env,stdout:n=>process.stdout.write(n),stderr:n=>process.stderr.write(n),readStdin:()=>ie(0,"utf8"),isTTY:process.stdout.isTTY===!0}).then(n=>{process.exitCode=n},n=>{process.stderr.write(`ai-k8s-lint: internal error: ${n instanceof Error?n.message:String(n)}
Please report this with the input that caused it.
`),process.env.AI_K8S_LINT_DEBUG&&process.stderr.write(`${n.stack}
`),process.exitCode=2});
