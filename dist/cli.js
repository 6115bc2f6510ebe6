#!/usr/bin/env node
import { createRequire as __aiK8sLintCreateRequire } from 'node:module';
const require = __aiK8sLintCreateRequire(import.meta.url);
import{a as O,b as E,c as L,d as g,e as w,f as h}from"./chunks/chunk-NWJWNSB3.js";import{o as d,p as R,q as F,r as m,s as j,v as C,w as N,x as P,y as I,z as _}from"./chunks/chunk-KGCEPPQZ.js";import{b as T}from"./chunks/chunk-XWTU3B7Y.js";import"./chunks/chunk-A5HBTG7Z.js";import"./chunks/chunk-SUXO6Y6A.js";import"./chunks/chunk-S6TGY6SM.js";import"./chunks/chunk-QZ4W47QH.js";import{readFileSync as Z}from"node:fs";import{existsSync as A,mkdirSync as B,writeFileSync as M}from"node:fs";import{dirname as G,resolve as U}from"node:path";import{parseArgs as W}from"node:util";var z=["off","note","warning","error"],H=`Usage: ai-k8s-lint [paths...] [options]
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
`,s=class extends Error{};function K(n){return W({args:n,allowPositionals:!0,strict:!0,options:{config:{type:"string",short:"c"},format:{type:"string",short:"f"},output:{type:"string",short:"o"},"output-format":{type:"string",multiple:!0},baseline:{type:"string"},"write-baseline":{type:"string"},"fail-on":{type:"string"},"max-warnings":{type:"string"},partial:{type:"boolean"},"node-pools":{type:"string"},rule:{type:"string",multiple:!0},ignore:{type:"string",multiple:!0},"stdin-filename":{type:"string"},"report-unused-disable-directives":{type:"boolean"},"list-rules":{type:"boolean"},explain:{type:"string"},"print-config":{type:"boolean"},init:{type:"boolean"},quiet:{type:"boolean"},color:{type:"boolean"},"no-color":{type:"boolean"},version:{type:"boolean",short:"v"},help:{type:"boolean",short:"h"}}})}function y(n,t){B(G(U(n)),{recursive:!0}),M(n,t)}function V(n){return(n??[]).map(t=>{let e=t.indexOf("="),l=e<0?t:t.slice(0,e),r=e<0?"":t.slice(e+1);if(!w(l)||r===""||r==="-")throw new s(`--output-format expects <format>=<file> with a format among ${g.join(", ")} and a file name (stdout is for --format), got "${t}"`);return{format:l,file:r}})}function Q(n){let t=new Map,e=d.map(l=>l.id);for(let l of n??[]){let r=/^([a-z0-9-]+)=([a-z]+)$/.exec(l);if(!r||!z.includes(r[2]))throw new s(`--rule expects <id>=<off|note|warning|error>, got "${l}"`);let u=m({[r[1]]:!0},e,"--rule");if(u.length)throw new s(u[0]);t.set(r[1],r[2])}return t}var X=`# yaml-language-server: $schema=./node_modules/ai-k8s-lint/schemas/config.schema.json
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
`;async function q(n,t){if(n[0]==="matrix")return(await import("./chunks/matrix-7R77DELH.js")).runMatrix(n.slice(1),t);let e,l;try{({values:e,positionals:l}=K(n))}catch(r){return t.stderr(`ai-k8s-lint: ${r.message}
Run ai-k8s-lint --help for usage.
`),2}try{if(e.help)return t.stdout(H),0;if(e.version)return t.stdout(`${T.version}
`),0;let r=e.format??"stylish";if(!w(r))throw new s(`unknown format "${e.format}"; use one of ${g.join(", ")}`);if(e["list-rules"]){let i=d.map(o=>({id:o.id,family:o.family,level:o.level,summary:o.summary}));return r==="json"?t.stdout(`${JSON.stringify(i,null,2)}
`):t.stdout(i.map(o=>`${o.id.padEnd(34)} ${o.family.padEnd(16)} ${o.level.padEnd(8)} ${o.summary}`).join(`
`)+`
`),0}if(e.explain!==void 0){let i=d.find(c=>c.id===e.explain);if(!i)throw new s(m({[e.explain]:!0},d.map(c=>c.id),"--explain")[0]);let{renderRuleDoc:o}=await import("./chunks/render-2DHVBHUY.js");return t.stdout(o(i)),0}if(e.init){let i=`${t.cwd}/.ai-k8s-lint.yaml`;if(A(i))throw new s(".ai-k8s-lint.yaml already exists; not overwriting it");return M(i,X),t.stdout(`Wrote .ai-k8s-lint.yaml
`),0}let u=e["fail-on"]??"error";if(!P.includes(u))throw new s(`--fail-on expects error, warning, note or never, got "${e["fail-on"]}"`);let p;if(e["max-warnings"]!==void 0&&(p=Number(e["max-warnings"]),!Number.isInteger(p)||p<0))throw new s(`--max-warnings expects a whole number, got "${e["max-warnings"]}"`);if(e["node-pools"]!==void 0&&!A(e["node-pools"]))throw new s(`cannot read --node-pools ${e["node-pools"]}: no such file`);let D=V(e["output-format"]),v=e.baseline!==void 0?E(e.baseline):void 0,b=e.partial??!1,a=await j({config:e.config,cwd:t.cwd,partial:b}),x=Q(e.rule);if(e["print-config"]){let i={file:a.file??null,settings:a.settings,rules:Object.fromEntries(d.map(o=>[o.id,x.get(o.id)??a.rules.get(o.id)?.level??o.level])),ignore:[...a.ignore,...e.ignore??[]],partial:b,...a.raw.cluster?{cluster:a.raw.cluster}:{},...a.raw.nodePools?{nodePools:a.raw.nodePools}:{},...a.raw.overrides?{overrides:a.raw.overrides}:{}};return t.stdout(`${JSON.stringify(i,null,2)}
`),0}let f=C(a,{paths:l,cwd:t.cwd,ignore:e.ignore,cliRules:x,reportUnusedDirectives:e["report-unused-disable-directives"],readStdin:t.readStdin,stdinFilename:e["stdin-filename"],nodePools:e["node-pools"]});if(v&&(f.baseline={file:e.baseline,unchanged:v}),e["write-baseline"]!==void 0){let i=f.findings.filter(o=>!o.suppressed);y(e["write-baseline"],L(i)),t.stderr(`ai-k8s-lint: wrote ${i.length} finding${i.length===1?"":"s"} to the baseline ${e["write-baseline"]}
`),f.baseline={file:e["write-baseline"],unchanged:new Set(i.map(o=>o.fingerprint))}}let J=e.quiet?f.findings.filter(i=>i.level==="error"):f.findings,k={...f,findings:J},S=(await h(r))(k,{color:e.output?!1:N(e,t.env,t.isTTY)});e.output?y(e.output,S):t.stdout(S);for(let i of D)y(i.file,(await h(i.format))(k,{color:!1}));let $=I(f),Y=p!==void 0&&$.filter(i=>i.level==="warning").length>p;return _($,u).length>0||Y?1:0}catch(r){if(r instanceof s||r instanceof F||r instanceof R||r instanceof O)return t.stderr(`ai-k8s-lint: ${r.message}
`),2;throw r}}q(process.argv.slice(2),{cwd:process.cwd(),env:process.env,stdout:n=>process.stdout.write(n),stderr:n=>process.stderr.write(n),readStdin:()=>Z(0,"utf8"),isTTY:process.stdout.isTTY===!0}).then(n=>{process.exitCode=n},n=>{process.stderr.write(`ai-k8s-lint: internal error: ${n instanceof Error?n.message:String(n)}
Please report this with the input that caused it.
`),process.env.AI_K8S_LINT_DEBUG&&process.stderr.write(`${n.stack}
`),process.exitCode=2});
