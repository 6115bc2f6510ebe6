import { createRequire as __aiK8sLintCreateRequire } from 'node:module';
const require = __aiK8sLintCreateRequire(import.meta.url);
import{a as Xo,b as Qr,c as O,d as oe,e as lt,f as dn,g as Me,h as ct,i as Be,j as ce,k as Te,l as dt}from"./chunk-KOZ7HMW5.mjs";import{a as mt,b as va}from"./chunk-NL252GM2.mjs";import{$ as fa,A as sa,B as Zo,C as vt,D as yt,E as bt,F as T,H as la,I as ca,J as he,K as un,L as da,M as mn,N as L,O as F,P as wt,Q as Ke,R as pn,S as ua,T as X,U as Y,V as ma,W as pa,Z as ha,_ as kt,a as C,b as m,ba as q,c as w,ca as hn,d as S,da as tn,e as P,ea as G,f as ut,fa as ga,g as Se,h as b,i as ea,ia as Pt,j as na,l as ta,m as oa,o as pt,q as ia,r as ht,s as V,t as Ln,u as _,v as ft,w as gt,x as xe,y as ra,z as aa}from"./chunk-QZPIUGRY.mjs";import{c as Xr,e as Yr,f as Zr,g as ie}from"./chunk-26UZ2Q5U.mjs";import{b as ya}from"./chunk-TOLCW2PT.mjs";import{a as I,b as be,c as We,d as Yo}from"./chunk-U5HXHDE7.mjs";import{a as Nn,c as Ne,d as Q}from"./chunk-N2F7MEN7.mjs";import{resolve as Ia}from"node:path";import{relative as Rm,sep as Dm}from"node:path";function j(e,n){let t=Rm(n,e);return(t===""?".":t).split(Dm).join("/")}function Im(e,n){let t=Array.from({length:n.length+1},(o,i)=>i);for(let o=1;o<=e.length;o++){let i=[o];for(let r=1;r<=n.length;r++)i[r]=Math.min(t[r]+1,i[r-1]+1,t[r-1]+(e[o-1]===n[r-1]?0:1));t=i}return t[n.length]}function Z(e,n){let t=Math.max(2,Math.floor(e.length/3)),o,i=1/0;for(let r of n){if(Math.abs(e.length-r.length)>t)continue;let a=Im(e,r);a<i&&(o=r,i=a)}return i<=t?o:void 0}function wa(e){return e?e.slice(1).split("/").map(n=>n.replace(/~1/g,"/").replace(/~0/g,"~")).map(n=>/^\d+$/.test(n)?Number(n):n):[]}var ba=40,$m=12,Um=new Map([["settings","setting"],["cluster","cluster key"],["nodePools","node pool key"],["gpu","gpu key"],["kubelet","kubelet key"],["taints","taint key"],["compat","compat key"],["images","image key"],["workloads","workload key"],["templates","template key"],["render","render key"],["charts","chart key"],["applyUnits","apply unit key"],["overrides","override key"]]);function Ct(e){let n=e.length;return e[n-1]==="rules"&&(n===1||n===3&&e[0]==="overrides")}function ka(e){let n=e.length;return e[n-1]===1&&Ct(e.slice(0,n-2))?String(e[n-2]):void 0}function Gm(e){if(e.length===0)return"section";if(Ct(e))return"rule";let n=ka(e);if(n!==void 0)return`option of rule ${n}`;let t=e[e.length-1],o=typeof t=="number"?e[e.length-2]:t;return Um.get(String(o))??"key"}function Em(e){if(Array.isArray(e))return"a list";if(e!==null&&typeof e=="object")return"a mapping";if(typeof e!="string")return String(e);let n=e.length>ba?`${e.slice(0,ba)}\u2026`:e;return JSON.stringify(n)}var Pa=e=>e.map(n=>JSON.stringify(n)).join(", ");function Mm(e,n){let t=wa(e.instancePath),o=String(e.params.additionalProperty),i=e.parentSchema?.properties,r=i!==null&&typeof i=="object"?Object.keys(i):[],a=Ct(t)&&n.length>0?n:r,s=Gm(t),l=Z(o,a),c="";return l!==void 0?c=` (did you mean "${l}"?)`:Ct(t)?c=" (ai-k8s-lint --list-rules lists them)":a.length===0?c=ka(t)!==void 0?" (the rule has no options)":"":a.length<=$m&&(c=` (expected one of ${Pa(a)})`),{path:[...t,o],message:`unknown ${s}${c}`,...l!==void 0?{guess:l}:{}}}function Tm(e,n){if(e.keyword==="propertyNames")return;let t=wa(e.instancePath),o="data"in e?`, got ${Em(e.data)}`:"";switch(e.keyword){case"additionalProperties":return Mm(e,n);case"enum":{let i=e.params.allowedValues,r=i.filter(s=>typeof s=="string"),a=typeof e.data=="string"?Z(e.data,r):void 0;return{path:t,message:`expected one of ${Pa(i)}${o}${a!==void 0?` (did you mean "${a}"?)`:""}`}}case"type":return{path:t,message:`expected ${String(e.params.type)}${o}`};case"required":{let i=String(e.params.missingProperty);return{path:t,message:`missing required key "${i}"`,missing:i}}default:return typeof e.propertyName=="string"?{path:[...t,e.propertyName],message:`the key ${e.message}`}:{path:t,message:`${e.message??"does not match the schema"}${o}`}}}var Nm=(e,n)=>e===n||e.startsWith(`${n}/`),Lm=e=>e===""?0:e.split("/").length;function Om(e){let n=[];for(let t of e){if(t.keyword!=="anyOf"){n.push(t);continue}let o=n.length;for(;o>0&&Nm(n[o-1].instancePath,t.instancePath);)o--;let i=n.splice(o);if(i.length===0){n.push(t);continue}let r=new Map,a=-1;for(let f of i){let g=f.schemaPath.startsWith(`${t.schemaPath}/`)?f.schemaPath.slice(t.schemaPath.length+1):"",v=Number.parseInt(g,10);Number.isInteger(v)&&(a=v),be(r,a,f)}let s=f=>f.every(g=>g.keyword==="type"&&g.instancePath===t.instancePath),l=[...r.values()];if(l.every(s)){let f=[...new Set(l.flat().map(v=>String(v.params.type)))],g=f.length>1?`${f.slice(0,-1).join(", ")} or ${f[f.length-1]}`:f[0];n.push({...l[0][0],params:{type:g}});continue}let c=f=>[s(f)?1:0,-Math.max(...f.map(g=>Lm(g.instancePath))),f.length],d=(f,g)=>(f[0]-g[0]||f[1]-g[1]||f[2]-g[2])<0,u=l[0];for(let f of l.slice(1))d(c(f),c(u))&&(u=f);let p=u.some(f=>f.instancePath!==t.instancePath),h=f=>f.instancePath===t.instancePath&&(f.keyword==="type"||f.keyword==="enum");n.push(...p?u.filter(f=>!h(f)):u)}return n}function Ca(e,n){let t=Om(e).flatMap(a=>Tm(a,n)??[]),o=new Set(t.filter(a=>a.guess!==void 0).map(a=>JSON.stringify([a.path.slice(0,-1),a.guess]))),i=new Set,r=[];for(let a of t){if(a.missing!==void 0&&o.has(JSON.stringify([a.path,a.missing])))continue;let s=JSON.stringify([a.path,a.message]);i.has(s)||(i.add(s),r.push({path:a.path,message:a.message}))}return r}import{existsSync as Vm,lstatSync as jm,statSync as _m}from"node:fs";import{homedir as Fm}from"node:os";import{dirname as qm,join as Aa,resolve as Sa}from"node:path";var Ra=[".ai-k8s-lint.yaml",".ai-k8s-lint.yml"];function xa(e){try{return _m(e)}catch{return}}function zm(e){try{return jm(e),!0}catch{return!1}}var Bm=e=>process.platform!=="win32"&&(e.mode&2)!==0;function Da(e,n=Fm()){let t=Sa(e),o=n?Sa(n):void 0;for(;;){let i=xa(t);if(i&&Bm(i))return{stoppedAt:t,reason:"a directory other users can write to, which is not searched"};for(let s of Ra){let l=Aa(t,s);if(zm(l))return{file:l,stoppedAt:t,reason:"the config file"}}if(Vm(Aa(t,".git")))return{stoppedAt:t,reason:"the repository root"};if(t===o)return{stoppedAt:t,reason:"the home directory"};let r=qm(t);if(r===t)return{stoppedAt:t,reason:"the file-system root"};let a=xa(r);if(i&&a&&a.dev!==i.dev)return{stoppedAt:t,reason:"the top of its file system (a mount point)"};t=r}}function ei(e){return Da(e).file}var on=class extends Error{},$a=50,Wm=60,Km=400;function Ga(e,n){if(e.length<=n)return e;let t=/[\ud800-\udbff]/.test(e[n-1])?n-1:n;return`${e.slice(0,t)}\u2026`}function Jm(e){return e.length===0?"(top level)":e.map((t,o)=>{if(typeof t=="number")return`[${t}]`;let i=Ga(t,Wm);return/^[A-Za-z0-9_./-]+$/.test(i)?o===0?i:`.${i}`:`[${Nn(JSON.stringify(i))}]`}).join("")}function OP(e,n,t){return C(e)?Object.keys(e).filter(o=>!n.includes(o)).map(o=>{let i=Z(o,n);return`${t}: unknown rule "${o}"${i?` (did you mean "${i}"?)`:""}`}):[]}async function Ea(e,n,t={}){let o=t.cwd??process.cwd(),i=O(j(Ia(o,e),o)),r;try{r=dt(e,{cwd:o,maxBytes:Be.config})}catch(u){throw u instanceof ce?new on(u.code==="ENOENT"?`${i}: config file not found`:`${i}: cannot read the config file (${u.reason})`):u}let a=ie(r,"core"),s=u=>a.lines.position(u);if(a.problems.length>0)throw Ua(i,a.problems.map(u=>({at:s(u.start),text:u.message})));let l=a.documents[0],c=l?.value??{};if(!C(c))throw new on(`${i}:1:1: the config must be a mapping (rules:, settings:, ...)`);let{validate:d}=await import("./config-validator-2R22KATM.mjs");if(!d(c)){let u=Ca(d.errors??[],n).map(p=>{let h=l?.locate(p.path,f=>a.lines.lineEnd(f));return{at:h?s(h.start):{line:1,column:1},text:`${Jm(p.path)}: ${p.message}`}});throw Ua(i,u)}return mt(c,{path:Ia(o,e),partial:t.partial})}function Ua(e,n){let t=n.map((r,a)=>({...r,i:a})).sort((r,a)=>r.at.line-a.at.line||r.at.column-a.at.column||r.i-a.i),o=t.slice(0,$a).map(r=>`  ${Ga(Nn(`${e}:${r.at.line}:${r.at.column}: ${r.text}`),Km)}`),i=t.length-$a;return i>0&&o.push(`  \u2026 and ${i} more ${i===1?"problem":"problems"}`),new on(`Invalid config:
${o.join(`
`)}`)}var re=class extends Error{};import{readdirSync as Hm,realpathSync as Qm,statSync as Xm}from"node:fs";import{basename as Ym,join as La,relative as Ma,resolve as Zm,sep as Oa}from"node:path";var ep=[".yaml",".yml",".json"],ti=new Set([".git","node_modules"]),np=new Set([".ai-k8s-lint.yaml",".ai-k8s-lint.yml",".pre-commit-hooks.yaml",".pre-commit-config.yaml"]),ni=10,tp={readdir:e=>Hm(e,{withFileTypes:!0}),realpath:e=>Qm.native(e),stat:e=>Xm(e)};function Ta(e,n,t){try{return t.stat(e)}catch(o){let i=o.code;if(i==="ENOENT"||i==="ENOTDIR")return;throw new re(`cannot read ${O(n)}: ${Xo(o)}`)}}function Va(e){return/[*?[\]{}]/.test(e)}function op(e,n){return e<n?-1:e>n?1:0}function oi(e){return!np.has(e)&&ep.some(n=>e.endsWith(n))}function At(e){return e.split(Oa).join("/")}function ja(e,n){let t;try{t=n.fs.readdir(e)}catch(o){throw new re(`cannot read the directory ${O(j(e,n.cwd))}: ${Xo(o)}`)}t.sort((o,i)=>op(o.name,i.name));for(let o of t){let i=La(e,o.name);o.isDirectory()?!ti.has(o.name)&&n.descend(i)&&ja(i,n):o.isFile()?oi(o.name)&&n.keep(i)&&n.files.push(i):o.isSymbolicLink()&&n.links.push(i)}}function ip(e){if(e.links.length===0)return[];let n=new Set(e.files.map(o=>La(e.realRoot,Ma(e.root,o)))),t=o=>oe(o,e.realRoot)&&!Ma(e.realRoot,o).split(Oa).some(i=>ti.has(i));return e.links.filter(o=>{let i=Ym(o),r,a;try{r=e.fs.realpath(o),a=e.fs.stat(r)}catch{return oi(i)&&e.keep(o)}return a.isDirectory()?!ti.has(i)&&e.descend(o)&&!t(r):oi(i)&&e.keep(o)&&!n.has(r)})}function rp(e,n){ja(e.root,e);let t=ip(e);if(t.length>0){let o=t.slice(0,ni).map(a=>O(j(a,e.cwd))),i=t.length>ni?` and ${t.length-ni} more`:"",r=O(j(e.root,e.cwd));n(`did not follow ${t.length} symbolic link${t.length===1?"":"s"} under ${r} that lead${t.length===1?"s":""} to a directory, outside it, or nowhere: ${o.join(", ")}${i}`)}return e.files}function ap(e){let n=e.split("/"),t=n.findIndex(Va);return{base:n.slice(0,t).join("/")||(e.startsWith("/")?"/":"."),rest:n.slice(t).join("/")}}function Na(e,n){try{return dn(Zm(n,e),n)}catch(t){throw t instanceof lt?new re(`cannot read ${O(e)}: ${t.message}`):t}}function _a(e,n,t,o={}){let i=o.fs??tp,r=o.warn??(()=>{}),a=[],s=new Set,l=(d,u)=>{if(s.has(d))return;let p=j(d,n);if(t(p)){u!==void 0&&r(`${O(u)} is not linted: it matches an ignore pattern (the config's ignore or --ignore)`);return}s.add(d),a.push({absolute:d,display:p})},c=(d,u=()=>!0,p=()=>!0)=>{let h=d;try{h=i.realpath(d)}catch{}return rp({cwd:n,fs:i,root:d,realRoot:h,keep:u,descend:p,files:[],links:[]},r)};for(let d of e.length?e:["."]){if(d==="-"){a.push({absolute:"-",display:"-"});continue}let u=Na(d,n),p=Ta(u,d,i);if(p?.isDirectory())c(u).forEach(h=>l(h));else if(p?.isFile())l(u,d);else{if(p)throw new re(`cannot read ${O(d)}: it is not a regular file (${Qr(p)})`);if(Va(d)){let{base:h,rest:f}=ap(At(d)),g=Na(h,n),v=new ea(`${At(g).replace(/\/$/,"")}/${f}`,{dot:!0}),y=Ta(g,h,i)?.isDirectory()?c(g,k=>v.match(At(k)),k=>v.match(At(k),!0)):[];if(y.length===0)throw new re(`no files match ${O(d)}`);y.forEach(k=>l(k))}else throw new re(`cannot read ${O(d)}: no such file or directory`)}}return a}import{accessSync as sp,constants as lp,statSync as Fa}from"node:fs";import{basename as cp,delimiter as dp,isAbsolute as up,join as mp,resolve as pp}from"node:path";function qa(e){try{return Fa(e).isFile()?(process.platform!=="win32"&&sp(e,lp.X_OK),!0):!1}catch{return!1}}function hp(e,n=process.env){let t=n.PATH??n.Path??"",o=process.platform==="win32"?(n.PATHEXT??".EXE;.CMD;.BAT").split(";").filter(i=>i!==""):[""];for(let i of t.split(dp))if(!(i===""||!up(i)))for(let r of o){let a=mp(i,e+r);if(qa(a))return a}}function ii(e){return cp(e).replace(/\.exe$/i,"")==="kubectl"}function ZP(e){let n={};return e.helm!==void 0&&(n.helm=e.helm),e.kustomize!==void 0&&(ii(e.kustomize)?n.kubectl=e.kustomize:n.kustomize=e.kustomize),n}function za(e,n){let t={},o=[];for(let i of["helm","kustomize","kubectl"]){let r=e[i];if(r!==void 0){let a=pp(n.cwd,r);qa(a)?t[i]=a:o.push(`--${i} ${O(r)}: ${fp(a)?"not an executable file":"no such file"}`)}else t[i]=hp(i,n.env)}return{tools:t,errors:o}}function fp(e){try{return Fa(e),!0}catch{return!1}}var Ba={$schema:"../schemas/cuda-drivers.schema.json",description:'CUDA toolkit -> minimum Linux x86_64 NVIDIA driver ("Toolkit Driver Version"), the minor-version-compatibility floor of each CUDA major, and the driver branches on which a newer CUDA runs through the forward-compatibility package (cuda-compat). Used by the compatibility rules and `ai-k8s-lint matrix` in the order of RULES.md "CUDA compatibility decision order". Every row names its source and whether it was read from a primary source (verified) or from a copy/derivation (verified: false). Facts collected in ../shared/research/gpu-domain.md sections 1 and 2 and re-checked where noted.',toolkits:[{cuda:"13.4.1",label:"CUDA 13.4 Update 1",linuxMinDriver:"615.61",source:"https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md",verified:!1,note:"The Triton compatibility matrix (26.08 vllm-python-py3) lists CUDA 13.4.1 with driver 615.61; copies of the CUDA 13.4 release notes say R616 (616.00). The lower value is kept so that no pool is failed on a conflicting number."},{cuda:"13.3.1",label:"CUDA 13.3 Update 1",linuxMinDriver:"610.43.02",source:"https://docs.nvidia.com/cuda/archive/13.3.0/cuda-toolkit-release-notes/index.html",verified:!1,note:"Read only in copies that quote these release notes."},{cuda:"13.3.0",label:"CUDA 13.3 GA",linuxMinDriver:"610.43.02",source:"https://docs.nvidia.com/cuda/archive/13.3.0/cuda-toolkit-release-notes/index.html",verified:!1,note:"Read only in copies that quote these release notes."},{cuda:"13.2.2",label:"CUDA 13.2 Update 2",linuxMinDriver:"595.71.05",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"13.2.1",label:"CUDA 13.2 Update 1",linuxMinDriver:"595.58.03",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"13.2.0",label:"CUDA 13.2 GA",linuxMinDriver:"595.45.04",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"13.1.1",label:"CUDA 13.1 Update 1",linuxMinDriver:"590.48.01",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"13.1.0",label:"CUDA 13.1 GA",linuxMinDriver:"590.44.01",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"13.0.2",label:"CUDA 13.0 Update 2",linuxMinDriver:"580.95.05",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"13.0.1",label:"CUDA 13.0 Update 1",linuxMinDriver:"580.82.07",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"13.0.0",label:"CUDA 13.0 GA",linuxMinDriver:"580.65.06",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"12.9.1",label:"CUDA 12.9 Update 1",linuxMinDriver:"575.57.08",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"12.9.0",label:"CUDA 12.9 GA",linuxMinDriver:"575.51.03",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"12.8.1",label:"CUDA 12.8 Update 1",linuxMinDriver:"570.124.06",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"12.8.0",label:"CUDA 12.8 GA",linuxMinDriver:"570.26",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"12.6.3",label:"CUDA 12.6 Update 3",linuxMinDriver:"560.35.05",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"12.6.2",label:"CUDA 12.6 Update 2",linuxMinDriver:"560.35.03",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"12.6.1",label:"CUDA 12.6 Update 1",linuxMinDriver:"560.35.03",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"12.6.0",label:"CUDA 12.6 GA",linuxMinDriver:"560.28.03",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"12.5.1",label:"CUDA 12.5 Update 1",linuxMinDriver:"555.42.06",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"12.5.0",label:"CUDA 12.5 GA",linuxMinDriver:"555.42.02",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"12.4.1",label:"CUDA 12.4 Update 1",linuxMinDriver:"550.54.15",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"12.4.0",label:"CUDA 12.4 GA",linuxMinDriver:"550.54.14",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"12.3.2",label:"CUDA 12.3 Update 2",linuxMinDriver:"545.23.08",source:"https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md",verified:!1,note:"No separate row in the toolkit table; the Triton compatibility matrix lists CUDA 12.3.2 with driver 545.23.08."},{cuda:"12.3.1",label:"CUDA 12.3 Update 1",linuxMinDriver:"545.23.08",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"12.3.0",label:"CUDA 12.3 GA",linuxMinDriver:"545.23.06",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"12.2.2",label:"CUDA 12.2 Update 2",linuxMinDriver:"535.104.05",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"12.2.1",label:"CUDA 12.2 Update 1",linuxMinDriver:"535.86.09",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"12.2.0",label:"CUDA 12.2 GA",linuxMinDriver:"535.54.03",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"12.1.1",label:"CUDA 12.1 Update 1",linuxMinDriver:"530.30.02",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"12.1.0",label:"CUDA 12.1 GA",linuxMinDriver:"530.30.02",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"12.0.1",label:"CUDA 12.0 Update 1",linuxMinDriver:"525.85.12",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"12.0.0",label:"CUDA 12.0 GA",linuxMinDriver:"525.60.13",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"11.8.0",label:"CUDA 11.8 GA",linuxMinDriver:"520.61.05",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"11.7.1",label:"CUDA 11.7 Update 1",linuxMinDriver:"515.48.07",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"11.7.0",label:"CUDA 11.7 GA",linuxMinDriver:"515.43.04",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"11.6.2",label:"CUDA 11.6 Update 2",linuxMinDriver:"510.47.03",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"11.6.1",label:"CUDA 11.6 Update 1",linuxMinDriver:"510.47.03",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"11.6.0",label:"CUDA 11.6 GA",linuxMinDriver:"510.39.01",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"11.5.2",label:"CUDA 11.5 Update 2",linuxMinDriver:"495.29.05",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"11.5.1",label:"CUDA 11.5 Update 1",linuxMinDriver:"495.29.05",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"11.5.0",label:"CUDA 11.5 GA",linuxMinDriver:"495.29.05",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"11.4.4",label:"CUDA 11.4 Update 4",linuxMinDriver:"470.82.01",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"11.4.3",label:"CUDA 11.4 Update 3",linuxMinDriver:"470.82.01",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"11.4.2",label:"CUDA 11.4 Update 2",linuxMinDriver:"470.57.02",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"11.4.1",label:"CUDA 11.4 Update 1",linuxMinDriver:"470.57.02",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"11.4.0",label:"CUDA 11.4.0 GA",linuxMinDriver:"470.42.01",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"11.3.1",label:"CUDA 11.3.1 Update 1",linuxMinDriver:"465.19.01",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"11.3.0",label:"CUDA 11.3.0 GA",linuxMinDriver:"465.19.01",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"11.2.2",label:"CUDA 11.2.2 Update 2",linuxMinDriver:"460.32.03",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"11.2.1",label:"CUDA 11.2.1 Update 1",linuxMinDriver:"460.32.03",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"11.2.0",label:"CUDA 11.2.0 GA",linuxMinDriver:"460.27.03",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"11.1.1",label:"CUDA 11.1.1 Update 1",linuxMinDriver:"455.32",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"11.1.0",label:"CUDA 11.1 GA",linuxMinDriver:"455.23",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"11.0.3",label:"CUDA 11.0.3 Update 1",linuxMinDriver:"450.51.06",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"11.0.2",label:"CUDA 11.0.2 GA",linuxMinDriver:"450.51.05",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0}],minorVersionCompatibility:[{major:13,linuxMinDriver:"580",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0,note:"Table 2 of the toolkit release notes: >= 580, no upper bound."},{major:12,linuxMinDriver:"525.60.13",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0,note:"Older wording >= 525.60.13; the current table says >= 525 and < 580 (newer drivers run CUDA 12 through ordinary backward compatibility). https://docs.nvidia.com/deploy/cuda-compatibility/minor-version-compatibility.html"},{major:11,linuxMinDriver:"450.80.02",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0,note:"CUDA 11.0 shipped with an earlier driver; 450.80.02 is the floor for 11.x minor-version compatibility. https://docs.nvidia.com/deploy/cuda-compatibility/minor-version-compatibility.html"}],forwardCompatibility:{gpuClasses:["datacenter"],imageBases:["nvidia-cuda"],source:"https://docs.nvidia.com/deploy/cuda-compatibility/forward-compatibility.html",verified:!0,note:"Forward compatibility applies only to NVIDIA data center GPUs (plus select NGC Server Ready RTX SKUs and Jetson); elsewhere CUDA fails with cudaErrorCompatNotSupportedOnDevice (804). The container toolkit lets an image built on nvidia/cuda start below its CUDA version only when the driver is in one of the branches its NVIDIA_REQUIRE_CUDA lists.",branches:[{cuda:"11.8",branch:450,source:"https://gitlab.com/nvidia/container-images/cuda/-/tree/master/dist",verified:!1,note:"Branch alternative of NVIDIA_REQUIRE_CUDA in nvidia/cuda:11.8 images (brand=tesla,driver>=450,driver<451), read from verbatim copies of the image environment; rebuilds of the images have changed the list."},{cuda:"11.8",branch:470,source:"https://gitlab.com/nvidia/container-images/cuda/-/tree/master/dist",verified:!1,note:"Branch alternative of NVIDIA_REQUIRE_CUDA in nvidia/cuda:11.8 images (brand=tesla,driver>=470,driver<471), read from verbatim copies of the image environment; rebuilds of the images have changed the list."},{cuda:"11.8",branch:510,source:"https://gitlab.com/nvidia/container-images/cuda/-/tree/master/dist",verified:!1,note:"Branch alternative of NVIDIA_REQUIRE_CUDA in nvidia/cuda:11.8 images (brand=tesla,driver>=510,driver<511), read from verbatim copies of the image environment; rebuilds of the images have changed the list."},{cuda:"11.8",branch:515,source:"https://gitlab.com/nvidia/container-images/cuda/-/tree/master/dist",verified:!1,note:"Branch alternative of NVIDIA_REQUIRE_CUDA in nvidia/cuda:11.8 images (brand=tesla,driver>=515,driver<516), read from verbatim copies of the image environment; rebuilds of the images have changed the list."},{cuda:"12.1",branch:450,minDriver:"450.51",source:"https://docs.nvidia.com/deeplearning/frameworks/paddle-paddle-release-notes/chunk414378936.html",verified:!0,note:"NGC 23.04 (CUDA 12.1.0) driver requirements: data center GPUs can use R450 from 450.51."},{cuda:"12.1",branch:470,minDriver:"470.57",source:"https://docs.nvidia.com/deeplearning/frameworks/paddle-paddle-release-notes/chunk414378936.html",verified:!0,note:"NGC 23.04 (CUDA 12.1.0) driver requirements: data center GPUs can use R470 from 470.57."},{cuda:"12.1",branch:510,minDriver:"510.47",source:"https://docs.nvidia.com/deeplearning/frameworks/paddle-paddle-release-notes/chunk414378936.html",verified:!0,note:"NGC 23.04 (CUDA 12.1.0) driver requirements: data center GPUs can use R510 from 510.47."},{cuda:"12.1",branch:515,minDriver:"515.65",source:"https://docs.nvidia.com/deeplearning/frameworks/paddle-paddle-release-notes/chunk414378936.html",verified:!0,note:"NGC 23.04 (CUDA 12.1.0) driver requirements: data center GPUs can use R515 from 515.65."},{cuda:"12.1",branch:525,minDriver:"525.85",source:"https://docs.nvidia.com/deeplearning/frameworks/paddle-paddle-release-notes/chunk414378936.html",verified:!0,note:"NGC 23.04 (CUDA 12.1.0) driver requirements: data center GPUs can use R525 from 525.85."},{cuda:"12.2",branch:470,source:"https://gitlab.com/nvidia/container-images/cuda/-/tree/master/dist",verified:!1,note:"Branch alternative of NVIDIA_REQUIRE_CUDA in nvidia/cuda:12.2 images (brand=tesla,driver>=470,driver<471), read from verbatim copies of the image environment; rebuilds of the images have changed the list."},{cuda:"12.2",branch:525,source:"https://gitlab.com/nvidia/container-images/cuda/-/tree/master/dist",verified:!1,note:"Branch alternative of NVIDIA_REQUIRE_CUDA in nvidia/cuda:12.2 images (brand=tesla,driver>=525,driver<526), read from verbatim copies of the image environment; rebuilds of the images have changed the list."},{cuda:"12.3",branch:470,source:"https://gitlab.com/nvidia/container-images/cuda/-/tree/master/dist",verified:!1,note:"Branch alternative of NVIDIA_REQUIRE_CUDA in nvidia/cuda:12.3 images (brand=tesla,driver>=470,driver<471), read from verbatim copies of the image environment; rebuilds of the images have changed the list."},{cuda:"12.3",branch:525,source:"https://gitlab.com/nvidia/container-images/cuda/-/tree/master/dist",verified:!1,note:"Branch alternative of NVIDIA_REQUIRE_CUDA in nvidia/cuda:12.3 images (brand=tesla,driver>=525,driver<526), read from verbatim copies of the image environment; rebuilds of the images have changed the list."},{cuda:"12.3",branch:535,source:"https://gitlab.com/nvidia/container-images/cuda/-/tree/master/dist",verified:!1,note:"Branch alternative of NVIDIA_REQUIRE_CUDA in nvidia/cuda:12.3 images (brand=tesla,driver>=535,driver<536), read from verbatim copies of the image environment; rebuilds of the images have changed the list."},{cuda:"12.4",branch:470,minDriver:"470.57",source:"https://docs.nvidia.com/deeplearning/frameworks/paddle-paddle-release-notes/rel-24-05.html",verified:!0,note:"NGC 24.05 (CUDA 12.4.1) driver requirements: data center GPUs can use R470 from 470.57."},{cuda:"12.4",branch:525,minDriver:"525.85",source:"https://docs.nvidia.com/deeplearning/frameworks/paddle-paddle-release-notes/rel-24-05.html",verified:!0,note:"NGC 24.05 (CUDA 12.4.1) driver requirements: data center GPUs can use R525 from 525.85."},{cuda:"12.4",branch:535,minDriver:"535.86",source:"https://docs.nvidia.com/deeplearning/frameworks/paddle-paddle-release-notes/rel-24-05.html",verified:!0,note:"NGC 24.05 (CUDA 12.4.1) driver requirements: data center GPUs can use R535 from 535.86."},{cuda:"12.4",branch:545,minDriver:"545.23",source:"https://docs.nvidia.com/deeplearning/frameworks/paddle-paddle-release-notes/rel-24-05.html",verified:!0,note:"NGC 24.05 (CUDA 12.4.1) driver requirements: data center GPUs can use R545 from 545.23."},{cuda:"12.5",branch:470,source:"https://gitlab.com/nvidia/container-images/cuda/-/tree/master/dist",verified:!1,note:"Branch alternative of NVIDIA_REQUIRE_CUDA in nvidia/cuda:12.5 images (brand=tesla,driver>=470,driver<471), read from verbatim copies of the image environment; rebuilds of the images have changed the list."},{cuda:"12.5",branch:535,source:"https://gitlab.com/nvidia/container-images/cuda/-/tree/master/dist",verified:!1,note:"Branch alternative of NVIDIA_REQUIRE_CUDA in nvidia/cuda:12.5 images (brand=tesla,driver>=535,driver<536), read from verbatim copies of the image environment; rebuilds of the images have changed the list."},{cuda:"12.5",branch:550,source:"https://gitlab.com/nvidia/container-images/cuda/-/tree/master/dist",verified:!1,note:"Branch alternative of NVIDIA_REQUIRE_CUDA in nvidia/cuda:12.5 images (brand=tesla,driver>=550,driver<551), read from verbatim copies of the image environment; rebuilds of the images have changed the list."},{cuda:"12.6",branch:470,source:"https://gitlab.com/nvidia/container-images/cuda/-/tree/master/dist",verified:!1,note:"Branch alternative of NVIDIA_REQUIRE_CUDA in nvidia/cuda:12.6 images (brand=tesla,driver>=470,driver<471), read from verbatim copies of the image environment; rebuilds of the images have changed the list."},{cuda:"12.6",branch:535,source:"https://gitlab.com/nvidia/container-images/cuda/-/tree/master/dist",verified:!1,note:"Branch alternative of NVIDIA_REQUIRE_CUDA in nvidia/cuda:12.6 images (brand=tesla,driver>=535,driver<536), read from verbatim copies of the image environment; rebuilds of the images have changed the list."},{cuda:"12.6",branch:550,source:"https://gitlab.com/nvidia/container-images/cuda/-/tree/master/dist",verified:!1,note:"Branch alternative of NVIDIA_REQUIRE_CUDA in nvidia/cuda:12.6 images (brand=tesla,driver>=550,driver<551), read from verbatim copies of the image environment; rebuilds of the images have changed the list."},{cuda:"12.8",branch:470,source:"https://gitlab.com/nvidia/container-images/cuda/-/tree/master/dist",verified:!1,note:"Branch alternative of NVIDIA_REQUIRE_CUDA in nvidia/cuda:12.8 images (brand=tesla,driver>=470,driver<471), read from verbatim copies of the image environment; rebuilds of the images have changed the list."},{cuda:"12.8",branch:535,source:"https://gitlab.com/nvidia/container-images/cuda/-/tree/master/dist",verified:!1,note:"Branch alternative of NVIDIA_REQUIRE_CUDA in nvidia/cuda:12.8 images (brand=tesla,driver>=535,driver<536), read from verbatim copies of the image environment; rebuilds of the images have changed the list."},{cuda:"12.8",branch:550,source:"https://gitlab.com/nvidia/container-images/cuda/-/tree/master/dist",verified:!1,note:"Branch alternative of NVIDIA_REQUIRE_CUDA in nvidia/cuda:12.8 images (brand=tesla,driver>=550,driver<551), read from verbatim copies of the image environment; rebuilds of the images have changed the list."},{cuda:"12.8",branch:560,source:"https://gitlab.com/nvidia/container-images/cuda/-/tree/master/dist",verified:!1,note:"Branch alternative of NVIDIA_REQUIRE_CUDA in nvidia/cuda:12.8 images (brand=tesla,driver>=560,driver<561), read from verbatim copies of the image environment; rebuilds of the images have changed the list."},{cuda:"12.8",branch:565,source:"https://gitlab.com/nvidia/container-images/cuda/-/tree/master/dist",verified:!1,note:"Branch alternative of NVIDIA_REQUIRE_CUDA in nvidia/cuda:12.8 images (brand=tesla,driver>=565,driver<566), read from verbatim copies of the image environment; rebuilds of the images have changed the list."},{cuda:"12.9",branch:535,source:"https://gitlab.com/nvidia/container-images/cuda/-/tree/master/dist",verified:!1,note:"Branch alternative of NVIDIA_REQUIRE_CUDA in nvidia/cuda:12.9 images (brand=tesla,driver>=535,driver<536), read from verbatim copies of the image environment; rebuilds of the images have changed the list."},{cuda:"12.9",branch:550,source:"https://gitlab.com/nvidia/container-images/cuda/-/tree/master/dist",verified:!1,note:"Branch alternative of NVIDIA_REQUIRE_CUDA in nvidia/cuda:12.9 images (brand=tesla,driver>=550,driver<551), read from verbatim copies of the image environment; rebuilds of the images have changed the list."},{cuda:"12.9",branch:560,source:"https://gitlab.com/nvidia/container-images/cuda/-/tree/master/dist",verified:!1,note:"Branch alternative of NVIDIA_REQUIRE_CUDA in nvidia/cuda:12.9 images (brand=tesla,driver>=560,driver<561), read from verbatim copies of the image environment; rebuilds of the images have changed the list."},{cuda:"12.9",branch:565,source:"https://gitlab.com/nvidia/container-images/cuda/-/tree/master/dist",verified:!1,note:"Branch alternative of NVIDIA_REQUIRE_CUDA in nvidia/cuda:12.9 images (brand=tesla,driver>=565,driver<566), read from verbatim copies of the image environment; rebuilds of the images have changed the list."},{cuda:"12.9",branch:570,source:"https://gitlab.com/nvidia/container-images/cuda/-/tree/master/dist",verified:!1,note:"Branch alternative of NVIDIA_REQUIRE_CUDA in nvidia/cuda:12.9 images (brand=tesla,driver>=570,driver<571), read from verbatim copies of the image environment; rebuilds of the images have changed the list."},{cuda:"13.0",branch:535,source:"https://gitlab.com/nvidia/container-images/cuda/-/tree/master/dist",verified:!1,note:"Branch alternative of NVIDIA_REQUIRE_CUDA in nvidia/cuda:13.0 images (brand=tesla,driver>=535,driver<536), read from verbatim copies of the image environment; rebuilds of the images have changed the list."},{cuda:"13.0",branch:550,source:"https://gitlab.com/nvidia/container-images/cuda/-/tree/master/dist",verified:!1,note:"Branch alternative of NVIDIA_REQUIRE_CUDA in nvidia/cuda:13.0 images (brand=tesla,driver>=550,driver<551), read from verbatim copies of the image environment; rebuilds of the images have changed the list."},{cuda:"13.0",branch:565,source:"https://gitlab.com/nvidia/container-images/cuda/-/tree/master/dist",verified:!1,note:"Branch alternative of NVIDIA_REQUIRE_CUDA in nvidia/cuda:13.0 images (brand=tesla,driver>=565,driver<566), read from verbatim copies of the image environment; rebuilds of the images have changed the list."},{cuda:"13.0",branch:570,source:"https://gitlab.com/nvidia/container-images/cuda/-/tree/master/dist",verified:!1,note:"Branch alternative of NVIDIA_REQUIRE_CUDA in nvidia/cuda:13.0 images (brand=tesla,driver>=570,driver<571), read from verbatim copies of the image environment; rebuilds of the images have changed the list."},{cuda:"13.0",branch:575,source:"https://gitlab.com/nvidia/container-images/cuda/-/tree/master/dist",verified:!1,note:"Branch alternative of NVIDIA_REQUIRE_CUDA in nvidia/cuda:13.0 images (brand=tesla,driver>=575,driver<576), read from verbatim copies of the image environment; rebuilds of the images have changed the list."},{cuda:"13.1",branch:535,source:"https://gitlab.com/nvidia/container-images/cuda/-/tree/master/dist",verified:!1,note:"Branch alternative of NVIDIA_REQUIRE_CUDA in nvidia/cuda:13.1 images (brand=tesla,driver>=535,driver<536), read from verbatim copies of the image environment; rebuilds of the images have changed the list."},{cuda:"13.1",branch:550,source:"https://gitlab.com/nvidia/container-images/cuda/-/tree/master/dist",verified:!1,note:"Branch alternative of NVIDIA_REQUIRE_CUDA in nvidia/cuda:13.1 images (brand=tesla,driver>=550,driver<551), read from verbatim copies of the image environment; rebuilds of the images have changed the list."},{cuda:"13.1",branch:570,source:"https://gitlab.com/nvidia/container-images/cuda/-/tree/master/dist",verified:!1,note:"Branch alternative of NVIDIA_REQUIRE_CUDA in nvidia/cuda:13.1 images (brand=tesla,driver>=570,driver<571), read from verbatim copies of the image environment; rebuilds of the images have changed the list."},{cuda:"13.1",branch:575,source:"https://gitlab.com/nvidia/container-images/cuda/-/tree/master/dist",verified:!1,note:"Branch alternative of NVIDIA_REQUIRE_CUDA in nvidia/cuda:13.1 images (brand=tesla,driver>=575,driver<576), read from verbatim copies of the image environment; rebuilds of the images have changed the list."},{cuda:"13.1",branch:580,source:"https://gitlab.com/nvidia/container-images/cuda/-/tree/master/dist",verified:!1,note:"Branch alternative of NVIDIA_REQUIRE_CUDA in nvidia/cuda:13.1 images (brand=tesla,driver>=580,driver<581), read from verbatim copies of the image environment; rebuilds of the images have changed the list."},{cuda:"13.2",branch:535,source:"https://gitlab.com/nvidia/container-images/cuda/-/tree/master/dist",verified:!1,note:"Branch alternative of NVIDIA_REQUIRE_CUDA in nvidia/cuda:13.2 images (brand=tesla,driver>=535,driver<536), read from verbatim copies of the image environment; rebuilds of the images have changed the list."},{cuda:"13.2",branch:570,source:"https://gitlab.com/nvidia/container-images/cuda/-/tree/master/dist",verified:!1,note:"Branch alternative of NVIDIA_REQUIRE_CUDA in nvidia/cuda:13.2 images (brand=tesla,driver>=570,driver<571), read from verbatim copies of the image environment; rebuilds of the images have changed the list."},{cuda:"13.2",branch:580,source:"https://gitlab.com/nvidia/container-images/cuda/-/tree/master/dist",verified:!1,note:"Branch alternative of NVIDIA_REQUIRE_CUDA in nvidia/cuda:13.2 images (brand=tesla,driver>=580,driver<581), read from verbatim copies of the image environment; rebuilds of the images have changed the list."}]}};var Wa={$schema:"../schemas/cuda-images.schema.json",description:"How the tags of AI images encode CUDA, per image family of data/image-families.json (by family id; the family table owns the repository patterns and the base image kind). Each family lists encodings tried in order: a regular expression over the tag with a named group `cuda` (the version as written) or `cu` (a cuNNN token), a fixed `cuda` for alias tags, or a named group `version` looked up in release rows (inline `releases` or a shared `releaseTable`; `from`/`to` compare numerically and are inclusive). `repositories` limits an encoding to some repositories of the family. Release rows may carry `minDriver` (a framework's own documented driver floor) and `bundledCuda` (a framework built for a newer CUDA than the image base). The `generic` encodings are tried after a family's own ones, for every family that is not ROCm. Tags that match nothing are unknown (cuda-version-unknown); users add private images under `compat.images` in the config. Sources: ../shared/research/gpu-domain.md section 2 and the URLs in each row.",releaseTables:{"ngc-monthly":{description:`NGC monthly releases (YY.MM) -> CUDA of the release, from the Triton release notes ("Driver Requirements", read per month); where a month's Triton notes were not found, the same-month NGC framework, vLLM or CUDA DL notes named in the row; months without notes are either interpolated (verified: false) or absent.`,rows:[{from:"21.02",to:"21.02",cuda:"11.2.0",source:"https://docs.nvidia.com/deeplearning/sdk/inference-release-notes/rel_21-02.html",verified:!0},{from:"21.03",to:"21.03",cuda:"11.2.1",source:"https://docs.nvidia.com/deeplearning/sdk/inference-release-notes/rel_21-03.html",verified:!0},{from:"21.04",to:"21.04",cuda:"11.3.0",source:"https://docs.nvidia.com/deeplearning/sdk/inference-release-notes/rel_21-04.html",verified:!0},{from:"21.05",to:"21.05",cuda:"11.3.0",source:"https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/rel_21-05.html",verified:!0},{from:"21.06",to:"21.06",cuda:"11.3.1",source:"https://docs.nvidia.com/deeplearning/dgx/tensorflow-release-notes/rel_21-06.html",verified:!0,note:"From the NGC TensorFlow 21.06 notes (Driver Requirements: based on NVIDIA CUDA 11.3.1)."},{from:"21.07",to:"21.07",cuda:"11.4.0",source:"https://docs.nvidia.com/deeplearning/sdk/inference-release-notes/rel_21-07.html",verified:!0},{from:"21.08",to:"21.08",cuda:"11.4.1",source:"https://docs.nvidia.com/deeplearning/sdk/inference-release-notes/rel_21-08.html",verified:!0},{from:"21.09",to:"21.09",cuda:"11.4.2",source:"https://docs.nvidia.com/deeplearning/sdk/inference-release-notes/rel_21-09.html",verified:!0},{from:"21.10",to:"21.10",cuda:"11.4.2",source:"https://docs.nvidia.com/deeplearning/frameworks/tensorflow-release-notes/rel_21-10.html",verified:!0,note:"From the NGC TensorFlow 21.10 notes (based on NVIDIA CUDA 11.4.2 with cuBLAS 11.6.5.2)."},{from:"21.11",to:"21.11",cuda:"11.5.0",source:"https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/rel_21-11.html",verified:!0},{from:"21.12",to:"21.12",cuda:"11.5.0",source:"https://docs.nvidia.com/deeplearning/sdk/inference-release-notes/rel_21-12.html",verified:!0},{from:"22.01",to:"22.01",cuda:"11.6.0",source:"https://docs.nvidia.com/deeplearning/sdk/inference-release-notes/rel_22-01.html",verified:!0},{from:"22.02",to:"22.02",cuda:"11.6.0",source:"https://docs.nvidia.com/deeplearning/sdk/inference-release-notes/rel_22-02.html",verified:!0},{from:"22.03",to:"22.03",cuda:"11.6.1",source:"https://docs.nvidia.com/deeplearning/sdk/inference-release-notes/rel_22-03.html",verified:!0},{from:"22.04",to:"22.04",cuda:"11.6.2",source:"https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/rel_22-04.html",verified:!0},{from:"22.05",to:"22.05",cuda:"11.7",source:"https://docs.nvidia.com/deeplearning/sdk/inference-release-notes/rel_22-05.html",verified:!0,note:"The notes say CUDA 11.7 (same-month NGC MXNet notes: 11.7.0)."},{from:"22.06",to:"22.06",cuda:"11.7",source:"https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/rel_22-06.html",verified:!0,note:"The notes say CUDA 11.7 Update 1 Preview."},{from:"22.07",to:"22.07",cuda:"11.7",source:"https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/rel_22-07.html",verified:!0,note:"The notes say CUDA 11.7 Update 1 Preview."},{from:"22.08",to:"22.08",cuda:"11.7.1",source:"https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/rel_22-08.html",verified:!0,note:"The notes say CUDA 11.7 Update 1."},{from:"22.09",to:"22.09",cuda:"11.8.0",source:"https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/rel-22-09.html",verified:!0},{from:"22.10",to:"22.10",cuda:"11.8.0",source:"https://docs.nvidia.com/deeplearning/sdk/inference-release-notes/rel-22-10.html",verified:!0},{from:"22.11",to:"22.11",cuda:"11.8.0",source:"https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/rel-22-11.html",verified:!0},{from:"22.12",to:"22.12",cuda:"11.8.0",source:"https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/rel-22-12.html",verified:!0},{from:"23.01",to:"23.01",cuda:"12.0.1",source:"https://docs.nvidia.com/deeplearning/frameworks/tensorflow-release-notes/rel-23-01.html",verified:!0,note:"From the NGC TensorFlow 23.01 notes (Driver Requirements: based on CUDA 12.0.1)."},{from:"23.03",to:"23.03",cuda:"12.1.0",source:"https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/rel-23-03.html",verified:!0},{from:"23.04",to:"23.04",cuda:"12.1.0",source:"https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/rel-23-04.html",verified:!0},{from:"23.05",to:"23.05",cuda:"12.1.1",source:"https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/rel-23-05.html",verified:!0},{from:"23.06",to:"23.06",cuda:"12.1.1",source:"https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/rel-23-06.html",verified:!0},{from:"23.07",to:"23.07",cuda:"12.1.1",source:"https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/rel-23-07.html",verified:!0},{from:"23.08",to:"23.08",cuda:"12.2.1",source:"https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/rel-23-08.html",verified:!0},{from:"23.09",to:"23.09",cuda:"12.2.1",source:"https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/rel-23-09.html",verified:!0},{from:"23.10",to:"23.10",cuda:"12.2.2",source:"https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/rel-23-10.html",verified:!0},{from:"23.11",to:"23.11",cuda:"12.3.0",source:"https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/rel-23-11.html",verified:!0},{from:"23.12",to:"23.12",cuda:"12.3.2",source:"https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/rel-23-12.html",verified:!0},{from:"24.01",to:"24.01",cuda:"12.3.2",source:"https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/rel-24-01.html",verified:!0},{from:"24.02",to:"24.02",cuda:"12.3.2",source:"https://docs.nvidia.com/deeplearning/sdk/inference-release-notes/rel-24-02.html",verified:!0},{from:"24.03",to:"24.03",cuda:"12.4.0",source:"https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/rel-24-03.html",verified:!0},{from:"24.04",to:"24.04",cuda:"12.4",source:"https://docs.nvidia.com/deeplearning/sdk/inference-release-notes/rel-24-04.html",verified:!0,note:"The notes say NVIDIA CUDA 12.4."},{from:"24.05",to:"24.05",cuda:"12.4.1",source:"https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/rel-24-05.html",verified:!0},{from:"24.06",to:"24.06",cuda:"12.4.1",source:"https://docs.nvidia.com/deeplearning/frameworks/mxnet-release-notes/rel-24-06.html",verified:!0,note:"The NGC framework notes of 24.06 say CUDA 12.4.1 while Triton 24.06 is based on CUDA 12.5.0.23 (https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/rel-24-06.html): the lower of the two, so no container of this month gets a driver floor above its own."},{from:"24.07",to:"24.07",cuda:"12.5.1",source:"https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/rel-24-07.html",verified:!0},{from:"24.08",to:"24.08",cuda:"12.6",source:"https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/rel-24-08.html",verified:!0},{from:"24.09",to:"24.09",cuda:"12.6",source:"https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/rel-24-08.html",verified:!1,note:"No release notes read for 24.09: interpolated from 24.08 and 24.10, which share CUDA 12.6."},{from:"24.10",to:"24.10",cuda:"12.6.2",source:"https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/rel-24-10.html",verified:!0},{from:"24.11",to:"24.11",cuda:"12.6",source:"https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/rel-24-10.html",verified:!1,note:"No release notes read for 24.11: interpolated from 24.10 and 24.12, which share CUDA 12.6."},{from:"24.12",to:"24.12",cuda:"12.6.3",source:"https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/rel-24-12.html",verified:!0},{from:"25.01",to:"25.01",cuda:"12.8.0",source:"https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/rel-25-01.html",verified:!0,note:"The notes state an older driver branch than this CUDA release needs; the CUDA toolkit table decides."},{from:"25.02",to:"25.02",cuda:"12.8.0",source:"https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/rel-25-02.html",verified:!0,note:"The notes state an older driver branch than this CUDA release needs; the CUDA toolkit table decides."},{from:"25.03",to:"25.03",cuda:"12.8.1",source:"https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/rel-25-03.html",verified:!0,note:"The notes state an older driver branch than this CUDA release needs; the CUDA toolkit table decides."},{from:"25.04",to:"25.04",cuda:"12.9.0",source:"https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/rel-25-04.html",verified:!0},{from:"25.05",to:"25.05",cuda:"12.9",source:"https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/rel-25-04.html",verified:!1,note:"No release notes read for 25.05: interpolated from 25.04 and 25.06, which share CUDA 12.9."},{from:"25.06",to:"25.06",cuda:"12.9.1",source:"https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/rel-25-06.html",verified:!0},{from:"25.07",to:"25.07",cuda:"12.9",source:"https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md",verified:!1,note:"No 25.07 release notes read (Triton has no 25.07 release): the Triton compatibility matrix lists CUDA 12.9.0 for the 25.07 trtllm-python-py3 and vllm-python-py3 containers; 25.06 notes say 12.9.1, 25.08 notes 13.0.0. 12.9 is the lower reading."},{from:"25.08",to:"25.08",cuda:"13.0.0",source:"https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/rel-25-08.html",verified:!0,note:"The notes state an older driver branch than this CUDA release needs; the CUDA toolkit table decides."},{from:"25.09",to:"25.09",cuda:"13.0",source:"https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/rel-25-08.html",verified:!1,note:"No release notes read for 25.09: interpolated from 25.08 and 25.10, which share CUDA 13.0."},{from:"25.10",to:"25.10",cuda:"13.0.2",source:"https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/rel-25-10.html",verified:!0,note:"The notes state an older driver branch than this CUDA release needs; the CUDA toolkit table decides."},{from:"25.11",to:"25.11",cuda:"13.0",source:"https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md",verified:!1,note:"No 25.11 release notes read: the Triton compatibility matrix lists CUDA 13.0.2.006 for the 25.11 trtllm-python-py3 and vllm-python-py3 containers; 25.10 notes say 13.0.2, 25.12 notes 13.1.0. 13.0 is the lower reading."},{from:"25.12",to:"25.12",cuda:"13.1.0",source:"https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/rel-25-12.html",verified:!0,note:"The notes say CUDA 13.1.0.36 (NGC PyTorch 25.12 notes: 13.1.0)."},{from:"26.01",to:"26.01",cuda:"13.1.1",source:"https://docs.nvidia.com/deeplearning/frameworks/vllm-release-notes/rel-26-01.html",verified:!0,note:"From the NGC vLLM 26.01 notes (Driver Requirements: based on CUDA 13.1.1); the Triton compatibility matrix lists 13.1.1.006 for 26.01 vllm-python-py3."},{from:"26.02",to:"26.02",cuda:"13.1.1",source:"https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/rel-26-02.html",verified:!0},{from:"26.03",to:"26.03",cuda:"13.2.0",source:"https://docs.nvidia.com/deeplearning/frameworks/cuda-dl-release-notes/rel-26-03.html",verified:!0,note:"From the NGC CUDA DL 26.03 notes (the base of the 26.03 framework containers; NGC vLLM 26.03 notes also say CUDA 13.2.0)."},{from:"26.04",to:"26.04",cuda:"13.2.1",source:"https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/rel-26-04.html",verified:!0},{from:"26.05",to:"26.05",cuda:"13.2.1",source:"https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/rel-26-05.html",verified:!0},{from:"26.06",to:"26.06",cuda:"13.3.0",source:"https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/rel-26-06.html",verified:!0},{from:"26.07",to:"26.07",cuda:"13.3.1",source:"https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/rel-26-07.html",verified:!0},{from:"26.08",to:"26.08",cuda:"13.4.1",source:"https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/rel-26-08.html",verified:!0},{from:"26.09",to:"26.09",cuda:"13.4.1",source:"https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/rel-26-09.html",verified:!0},{from:"26.10",to:"26.10",cuda:"13.4.3",source:"https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/rel-26-10.html",verified:!0,note:"The notes say CUDA 13.4.3.001."}]}},families:[{family:"nvidia-cuda",encodings:[{id:"nvidia-cuda-tag",description:"<X.Y[.Z]>-[cudnn<N>-]<base|runtime|devel>-<os>: the tag states the CUDA version",tag:"^(?<cuda>\\d+\\.\\d+(?:\\.\\d+)?)-(?:cudnn\\d*-)?(?:base|runtime|devel)-[a-z]+[0-9.]*$",source:"https://nvidia.github.io/container-wiki/toolkit/container-images.html",verified:!1,note:"Tag convention; example tags (11.8.0-cudnn8-devel-ubuntu22.04 ... 13.0.0-cudnn-devel-ubuntu24.04) listed in https://github.com/replicate/cog/blob/main/pkg/config/cuda_compatibility.json."}]},{family:"pytorch",encodings:[{id:"pytorch-devel-tag",description:"<torch X.Y.Z>-cuda<X.Y>-cudnn<N>-devel: the tag states the CUDA version; devel images are built FROM nvidia/cuda",repositories:["docker.io/pytorch/pytorch","ghcr.io/pytorch/pytorch"],base:"nvidia-cuda",tag:"^\\d+\\.\\d+\\.\\d+-cuda(?<cuda>\\d+\\.\\d+)-cudnn\\d+-devel$",source:"https://github.com/pytorch/pytorch/blob/main/docker.Makefile",verified:!0,note:"docker.Makefile: BASE_DEVEL = nvidia/cuda:$(CUDA_VERSION)-cudnn$(CUDNN_VERSION)-devel-...; tags such as 2.4.1-cuda12.4-cudnn9-devel."},{id:"pytorch-runtime-tag",description:"<torch X.Y.Z>-cuda<X.Y>-cudnn<N>-runtime: the tag states the CUDA version; runtime images are a plain Ubuntu with CUDA from packages",repositories:["docker.io/pytorch/pytorch","ghcr.io/pytorch/pytorch"],base:"os",tag:"^\\d+\\.\\d+\\.\\d+-cuda(?<cuda>\\d+\\.\\d+)-cudnn\\d+-runtime$",source:"https://github.com/pytorch/pytorch/blob/main/docker.Makefile",verified:!0,note:"docker.Makefile: BASE_RUNTIME = ubuntu; tags such as 2.3.0-cuda12.1-cudnn8-runtime."}]},{family:"ngc-pytorch",encodings:[{id:"ngc-pytorch-monthly",description:"YY.MM-py3 (and -tf2-py3/-tf1-py3/-py3-igpu): the monthly NGC release, looked up in the NGC table",tag:"^(?<version>\\d{2}\\.\\d{2})-(?:py3|tf1-py3|tf2-py3|py3-igpu)$",releaseTable:"ngc-monthly",source:"https://docs.nvidia.com/deeplearning/frameworks/support-matrix/index.html",verified:!1,note:"Assumes nvcr.io/nvidia/pytorch YY.MM uses the same CUDA as the Triton release of the same month; verified for Triton, PaddlePaddle and MXNet only."}]},{family:"ngc-tensorflow",encodings:[{id:"ngc-tensorflow-monthly",description:"YY.MM-py3 (and -tf2-py3/-tf1-py3/-py3-igpu): the monthly NGC release, looked up in the NGC table",tag:"^(?<version>\\d{2}\\.\\d{2})-(?:py3|tf1-py3|tf2-py3|py3-igpu)$",releaseTable:"ngc-monthly",source:"https://docs.nvidia.com/deeplearning/frameworks/support-matrix/index.html",verified:!1,note:"Assumes nvcr.io/nvidia/tensorflow YY.MM uses the same CUDA as the Triton release of the same month; verified for Triton, PaddlePaddle and MXNet only."}]},{family:"ngc-tritonserver",encodings:[{id:"tritonserver-trtllm",description:"YY.MM-trtllm-python-py3 (TensorRT-LLM backend): per-release CUDA and driver from the Triton compatibility matrix",tag:"^(?<version>\\d{2}\\.\\d{2})-trtllm-python-py3$",releases:[{from:"24.04",to:"24.05",cuda:"12.3.2",minDriver:"545.23.08",framework:"Triton Inference Server",source:"https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md",verified:!0},{from:"24.06",to:"24.06",cuda:"12.4.0",minDriver:"550.54.14",framework:"Triton Inference Server",source:"https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md",verified:!0},{from:"24.07",to:"24.07",cuda:"12.4.1",minDriver:"550.54.15",framework:"Triton Inference Server",source:"https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md",verified:!0},{from:"24.08",to:"24.10",cuda:"12.5.1",minDriver:"555.42.06",framework:"Triton Inference Server",source:"https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md",verified:!0},{from:"24.11",to:"24.11",cuda:"12.6.3",minDriver:"555.42.06",framework:"Triton Inference Server",source:"https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md",verified:!0},{from:"24.12",to:"24.12",cuda:"12.6.3",minDriver:"560.35.05",framework:"Triton Inference Server",source:"https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md",verified:!0},{from:"25.01",to:"25.02",cuda:"12.8.0",minDriver:"570.86.10",framework:"Triton Inference Server",source:"https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md",verified:!0},{from:"25.03",to:"25.05",cuda:"12.8.1",minDriver:"570.124.06",framework:"Triton Inference Server",source:"https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md",verified:!0},{from:"25.06",to:"25.08",cuda:"12.9.0",minDriver:"575.51.03",framework:"Triton Inference Server",source:"https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md",verified:!0},{from:"25.09",to:"25.10",cuda:"12.9.1",minDriver:"575.57.08",framework:"Triton Inference Server",source:"https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md",verified:!0},{from:"25.11",to:"26.02",cuda:"13.0.2",minDriver:"580.95.05",framework:"Triton Inference Server",source:"https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md",verified:!0},{from:"26.03",to:"26.07",cuda:"13.1.0",minDriver:"590.44.01",framework:"Triton Inference Server",source:"https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md",verified:!0}],source:"https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md",verified:!0},{id:"tritonserver-vllm",description:"YY.MM-vllm-python-py3 (vLLM backend): per-release CUDA and driver from the Triton compatibility matrix",tag:"^(?<version>\\d{2}\\.\\d{2})-vllm-python-py3$",releases:[{from:"24.04",to:"24.05",cuda:"12.4.1",minDriver:"550.54.15",framework:"Triton Inference Server",source:"https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md",verified:!0},{from:"24.06",to:"24.06",cuda:"12.5.0",minDriver:"555.42.02",framework:"Triton Inference Server",source:"https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md",verified:!0},{from:"24.07",to:"24.07",cuda:"12.5.1",minDriver:"555.42.06",framework:"Triton Inference Server",source:"https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md",verified:!0},{from:"24.08",to:"24.08",cuda:"12.6.0",minDriver:"560.35.03",framework:"Triton Inference Server",source:"https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md",verified:!0},{from:"24.09",to:"24.09",cuda:"12.6.1",minDriver:"560.35.03",framework:"Triton Inference Server",source:"https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md",verified:!0},{from:"24.10",to:"24.10",cuda:"12.6.2",minDriver:"560.35.03",framework:"Triton Inference Server",source:"https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md",verified:!0},{from:"24.11",to:"24.12",cuda:"12.6.3",minDriver:"560.35.05",framework:"Triton Inference Server",source:"https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md",verified:!0},{from:"25.01",to:"25.02",cuda:"12.8.0",minDriver:"570.86.10",framework:"Triton Inference Server",source:"https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md",verified:!0},{from:"25.03",to:"25.03",cuda:"12.8.1",minDriver:"570.124.06",framework:"Triton Inference Server",source:"https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md",verified:!0},{from:"25.04",to:"25.04",cuda:"12.9.0",minDriver:"575.51.02",framework:"Triton Inference Server",source:"https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md",verified:!0},{from:"25.05",to:"25.07",cuda:"12.9.0",minDriver:"575.51.03",framework:"Triton Inference Server",source:"https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md",verified:!0},{from:"25.08",to:"25.09",cuda:"13.0.1",minDriver:"580.82.07",framework:"Triton Inference Server",source:"https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md",verified:!0},{from:"25.10",to:"25.11",cuda:"13.0.2",minDriver:"580.95.05",framework:"Triton Inference Server",source:"https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md",verified:!0},{from:"25.12",to:"25.12",cuda:"13.1.0",minDriver:"590.44.01",framework:"Triton Inference Server",source:"https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md",verified:!0},{from:"26.01",to:"26.02",cuda:"13.1.1",minDriver:"590.48.01",framework:"Triton Inference Server",source:"https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md",verified:!0},{from:"26.03",to:"26.03",cuda:"13.2.0",minDriver:"595.45.04",framework:"Triton Inference Server",source:"https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md",verified:!0},{from:"26.04",to:"26.05",cuda:"13.2.1",minDriver:"595.58.03",framework:"Triton Inference Server",source:"https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md",verified:!0},{from:"26.06",to:"26.07",cuda:"13.3.0",minDriver:"610.43.02",framework:"Triton Inference Server",source:"https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md",verified:!0},{from:"26.08",to:"26.08",cuda:"13.4.1",minDriver:"615.61",framework:"Triton Inference Server",source:"https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md",verified:!0}],source:"https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md",verified:!0},{id:"tritonserver-monthly",description:"YY.MM-py3, -py3-sdk, -py3-min, -pyt-python-py3, -tf2-python-py3: the monthly NGC release",tag:"^(?<version>\\d{2}\\.\\d{2})-(?:py3|py3-sdk|py3-min|py3-igpu|py3-igpu-sdk|pyt-python-py3|tf2-python-py3)$",releaseTable:"ngc-monthly",source:"https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/",verified:!0}]},{family:"ngc-other",encodings:[{id:"ngc-framework-monthly",description:"nvcr.io/nvidia/{paddlepaddle,mxnet,jax}:YY.MM-py3: same-month NGC framework containers share one CUDA base",repositories:["nvcr.io/nvidia/paddlepaddle","nvcr.io/nvidia/mxnet","nvcr.io/nvidia/jax"],tag:"^(?<version>\\d{2}\\.\\d{2})-py3$",releaseTable:"ngc-monthly",source:"https://docs.nvidia.com/deeplearning/frameworks/paddle-paddle-release-notes/rel-24-05.html",verified:!1,note:"Checked for 24.05 (PaddlePaddle and MXNet 24.05 are CUDA 12.4.1 like Triton 24.05); other months and JAX assumed."},{id:"cuda-dl-base-tag",description:"nvcr.io/nvidia/cuda-dl-base:YY.MM-cudaX.Y-<flavor>-<os>: the tag states the CUDA version",repositories:["nvcr.io/nvidia/cuda-dl-base"],tag:"^\\d{2}\\.\\d{2}-cuda(?<cuda>\\d+\\.\\d+)-",source:"https://catalog.ngc.nvidia.com/orgs/nvidia/containers/cuda-dl-base",verified:!1}]},{family:"vllm",encodings:[{id:"vllm-cu-suffix",description:"vX.Y.Z-cuNNN / latest-cuNNN: the suffix names the CUDA build",repositories:["docker.io/vllm/vllm-openai","quay.io/vllm/vllm-openai"],tag:"^(?:v\\d+\\.\\d+\\.\\d+(?:\\.\\d+)?(?:\\.post\\d+)?|latest)-(?<cu>cu\\d{3})(?:-(?:x86_64|aarch64))?$",source:"https://docs.vllm.ai/en/latest/deployment/docker.html",verified:!1,note:"cuNNN = CUDA N.N (e.g. cu129 = 12.9); vLLM publishes -cu129/-cu130 variants next to the default tag."},{id:"vllm-release",description:"vX.Y.Z[.postN] without a suffix: the CUDA of that release's default image",repositories:["docker.io/vllm/vllm-openai","quay.io/vllm/vllm-openai"],tag:"^v(?<version>\\d+\\.\\d+\\.\\d+(?:\\.\\d+)?)(?:\\.post\\d+)?(?:-(?:x86_64|aarch64))?$",source:"https://docs.vllm.ai/en/latest/deployment/docker.html",verified:!1,releases:[{from:"0.2.2",to:"0.3.2",cuda:"12.1",source:"https://github.com/vllm-project/vllm/pull/1596",verified:!1,note:"From v0.2.2 the wheels uploaded to PyPI are built with CUDA 12.1 (CUDA 11.8 wheels are attached separately); the image is assumed to match."},{from:"0.3.3",to:"0.7.2",cuda:"12.1",source:"https://docs.vllm.ai/en/v0.7.2/getting_started/installation.html",verified:!1,note:"pip binaries built with CUDA 12.1; the image is assumed to match."},{from:"0.7.3",to:"0.8.99",cuda:"12.4",source:"https://github.com/vllm-project/vllm/pull/12098",verified:!1,note:"Reviewed and merged in January 2025: release wheels and the release image are built with CUDA 12.4 (the docker build passes CUDA_VERSION=12.4.0); v0.9.0 moves to 12.8."},{from:"0.9.0",to:"0.9.99",cuda:"12.8",source:"https://docs.vllm.ai/en/v0.9.0/getting_started/installation/gpu.html",verified:!1,note:"Docs: pre-compiled CUDA 12.8 binaries; docker/Dockerfile ARG CUDA_VERSION=12.8.1. No 0.9 release after v0.9.2 was found (the next is v0.10.0, still CUDA 12.8.1, see the 0.10 row); the range is closed at 0.9.99."},{from:"0.10.0",to:"0.11.99",cuda:"12.8",source:"https://github.com/vllm-project/vllm/pull/19794",verified:!1,note:"The image builds with CUDA_VERSION=12.8.1 since v0.9.0 (this PR adds SM 12.0 to that build); v0.11.0 wheels target CUDA 12.9 (issue #30633), so 12.8 is the lower reading and never overstates the driver floor."},{from:"0.12.0",to:"0.19.99",cuda:"12.9",source:"https://github.com/vllm-project/vllm/blob/main/docker/Dockerfile",verified:!1,note:"ARG CUDA_VERSION=12.9.1 with separate -cu130 tags; the first release of this range is not pinned down (v0.11.0 is conflicting: docs 12.8, wheels 12.9)."},{from:"0.20.0",to:"0.27.0",cuda:"13.0",source:"https://github.com/NVIDIA/Model-Optimizer/pull/2042",verified:!1,note:"From v0.20.0 the default image is CUDA 13; -cu129 tags keep CUDA 12.9."},{from:"0.27.1",to:"0.29.99",cuda:"13.0.3",source:"https://github.com/vllm-project/vllm/blob/v0.27.1/docker/versions.json",verified:!1,note:"docker/versions.json CUDA_VERSION=13.0.3 (read in copies)."}]}]},{family:"tgi",encodings:[{id:"tgi-release",description:"X.Y.Z: the runtime base image (nvidia/cuda) of the release's Dockerfile",tag:"^(?<version>\\d+\\.\\d+\\.\\d+)$",source:"https://github.com/huggingface/text-generation-inference/blob/main/Dockerfile",verified:!0,releases:[{from:"1.0.0",to:"1.1.0",cuda:"11.8.0",source:"https://github.com/huggingface/text-generation-inference/blob/main/Dockerfile",verified:!0,note:"Runtime base nvidia/cuda:11.8.0-base-ubuntu20.04 (Dockerfile at the release tags)."},{from:"1.2.0",to:"1.4.0",cuda:"12.1.0",source:"https://github.com/huggingface/text-generation-inference/blob/main/Dockerfile",verified:!0,note:"Runtime base nvidia/cuda:12.1.0-base-ubuntu20.04."},{from:"1.4.5",to:"2.2.0",cuda:"12.1.0",source:"https://github.com/huggingface/text-generation-inference/blob/main/Dockerfile",verified:!0,note:"Runtime base nvidia/cuda:12.1.0-base-ubuntu22.04."},{from:"2.3.0",to:"3.1.0",cuda:"12.1.0",bundledCuda:"12.4",source:"https://github.com/huggingface/text-generation-inference/blob/main/Dockerfile",verified:!0,note:"Runtime base nvidia/cuda:12.1.0-base-ubuntu22.04 (NVIDIA_REQUIRE_CUDA cuda>=12.1) but PyTorch built for CUDA 12.4 (pytorch-cuda=12.4)."},{from:"3.1.1",to:"3.3.7",cuda:"12.4.0",source:"https://github.com/huggingface/text-generation-inference/blob/main/Dockerfile",verified:!0,note:"Runtime base nvidia/cuda:12.4.0-base-ubuntu22.04."}]}]},{family:"sglang",encodings:[{id:"sglang-cu126",description:"-cu126 builds use CUDA 12.6.1",tag:"-cu126(?:-|$)",cuda:"12.6.1",source:"https://github.com/sgl-project/sglang/blob/main/docker/Dockerfile",verified:!1},{id:"sglang-cu128",description:"-cu128 builds use CUDA 12.8.1",tag:"-cu128(?:-|$)",cuda:"12.8.1",source:"https://github.com/sgl-project/sglang/blob/main/docker/Dockerfile",verified:!1},{id:"sglang-cu129",description:"-cu129 builds use CUDA 12.9.1",tag:"-cu129(?:-|$)",cuda:"12.9.1",source:"https://github.com/sgl-project/sglang/blob/main/docker/Dockerfile",verified:!1},{id:"sglang-cu130",description:"-cu130 builds use CUDA 13.0.1",tag:"-cu130(?:-|$)",cuda:"13.0.1",source:"https://github.com/sgl-project/sglang/blob/main/docker/Dockerfile",verified:!1},{id:"sglang-release",description:"vX.Y.Z[.postN] without a -cuNNN suffix: the CUDA of that release's default image",repositories:["docker.io/lmsysorg/sglang"],tag:"^v(?<version>\\d+\\.\\d+\\.\\d+)(?:\\.post\\d+)?$",source:"https://docs.sglang.io/get_started/install.html",verified:!1,releases:[{from:"0.5.5",to:"0.5.5",cuda:"12.9.1",source:"https://github.com/sgl-project/sglang/blob/004740a9cb3dbf6153455fb38b447021e3e07236/docker/Dockerfile",verified:!1,note:"docker/Dockerfile with ARG SGL_VERSION=0.5.5 has ARG CUDA_VERSION=12.9.1; the default tag is assumed to be built with the Dockerfile default."},{from:"0.5.11",to:"0.5.23",cuda:"13.0",source:"https://github.com/gpustack/gpustack/issues/5285",verified:!1,note:"Quotes the SGLang v0.5.11 release notes: the default CUDA moves to 13.0 across SGLang, sgl-kernel and the Docker images. docs.sglang.io: SGLang requires CUDA 13 (0.5.19 is the last release with a CUDA 12 lane). 13.0 is the lower reading; 0.5.23 is the newest release named in what was read."}]}]},{family:"ray",encodings:[{id:"ray-cu117",description:"-cu117 platform: CUDA 11.7.1",tag:"-cu117(?:-|$)",cuda:"11.7.1",base:"nvidia-cuda",source:"https://github.com/ray-project/ray/blob/master/ci/ray_ci/docker_container.py",verified:!0,note:"Ray CUDA images are built FROM nvidia/cuda:$CUDA_VERSION-devel (docker/base-deps/cuda.wanda.yaml)."},{id:"ray-cu118",description:"-cu118 platform: CUDA 11.8.0",tag:"-cu118(?:-|$)",cuda:"11.8.0",base:"nvidia-cuda",source:"https://github.com/ray-project/ray/blob/master/ci/ray_ci/docker_container.py",verified:!0,note:"Ray CUDA images are built FROM nvidia/cuda:$CUDA_VERSION-devel (docker/base-deps/cuda.wanda.yaml)."},{id:"ray-cu121",description:"-cu121 platform: CUDA 12.1.1",tag:"-cu121(?:-|$)",cuda:"12.1.1",base:"nvidia-cuda",source:"https://github.com/ray-project/ray/blob/master/ci/ray_ci/docker_container.py",verified:!0,note:"Ray CUDA images are built FROM nvidia/cuda:$CUDA_VERSION-devel (docker/base-deps/cuda.wanda.yaml)."},{id:"ray-cu123",description:"-cu123 platform: CUDA 12.3.2",tag:"-cu123(?:-|$)",cuda:"12.3.2",base:"nvidia-cuda",source:"https://github.com/ray-project/ray/blob/master/ci/ray_ci/docker_container.py",verified:!0,note:"Ray CUDA images are built FROM nvidia/cuda:$CUDA_VERSION-devel (docker/base-deps/cuda.wanda.yaml)."},{id:"ray-cu124",description:"-cu124 platform: CUDA 12.4.1",tag:"-cu124(?:-|$)",cuda:"12.4.1",base:"nvidia-cuda",source:"https://github.com/ray-project/ray/blob/master/ci/ray_ci/docker_container.py",verified:!0,note:"Ray CUDA images are built FROM nvidia/cuda:$CUDA_VERSION-devel (docker/base-deps/cuda.wanda.yaml)."},{id:"ray-cu125",description:"-cu125 platform: CUDA 12.5.1",tag:"-cu125(?:-|$)",cuda:"12.5.1",base:"nvidia-cuda",source:"https://github.com/ray-project/ray/blob/master/ci/ray_ci/docker_container.py",verified:!0,note:"Ray CUDA images are built FROM nvidia/cuda:$CUDA_VERSION-devel (docker/base-deps/cuda.wanda.yaml)."},{id:"ray-cu126",description:"-cu126 platform: CUDA 12.6.3",tag:"-cu126(?:-|$)",cuda:"12.6.3",base:"nvidia-cuda",source:"https://github.com/ray-project/ray/blob/master/ci/ray_ci/docker_container.py",verified:!0,note:"Ray CUDA images are built FROM nvidia/cuda:$CUDA_VERSION-devel (docker/base-deps/cuda.wanda.yaml)."},{id:"ray-cu128",description:"-cu128 platform: CUDA 12.8.1",tag:"-cu128(?:-|$)",cuda:"12.8.1",base:"nvidia-cuda",source:"https://github.com/ray-project/ray/blob/master/ci/ray_ci/docker_container.py",verified:!0,note:"Ray CUDA images are built FROM nvidia/cuda:$CUDA_VERSION-devel (docker/base-deps/cuda.wanda.yaml)."},{id:"ray-gpu",description:"-gpu is an alias of the default GPU platform (cu12.1.1-cudnn8)",tag:"-gpu(?:-|$)",cuda:"12.1.1",base:"nvidia-cuda",source:"https://github.com/ray-project/ray/blob/master/ci/ray_ci/docker_container.py",verified:!0,note:'GPU_PLATFORM = "cu12.1.1-cudnn8" in the CI script read in August 2026. Ray CUDA images are built FROM nvidia/cuda:$CUDA_VERSION-devel (docker/base-deps/cuda.wanda.yaml).'},{id:"ray-ml-default",description:"rayproject/ray-ml without a platform suffix is the default GPU platform (cu12.1.1-cudnn8)",repositories:["docker.io/rayproject/ray-ml"],tag:"^(?:\\d+\\.\\d+\\.\\d+(?:\\.[0-9a-z]+)*|nightly)(?:-py\\d+)?$",cuda:"12.1.1",base:"nvidia-cuda",source:"https://github.com/ray-project/ray/blob/master/ci/ray_ci/docker_container.py",verified:!0,note:'"no tag is alias to gpu for ray-ml image" (for rayproject/ray no suffix means CPU). Ray CUDA images are built FROM nvidia/cuda:$CUDA_VERSION-devel (docker/base-deps/cuda.wanda.yaml).'},{id:"ray-cu-suffix",description:"another -cuNNN platform: CUDA N.N (the platform list of the CI script did not have it when read)",tag:"-(?<cu>cu1\\d{2})(?:-|$)",base:"nvidia-cuda",source:"https://github.com/ray-project/ray/blob/master/ci/ray_ci/docker_container.py",verified:!1,note:"Ray CUDA images are built FROM nvidia/cuda:$CUDA_VERSION-devel (docker/base-deps/cuda.wanda.yaml)."}]},{family:"tensorflow",encodings:[{id:"tensorflow-gpu-release",description:"X.Y.Z-gpu[-jupyter]: the tested CUDA of that TensorFlow release",tag:"^(?<version>\\d+\\.\\d+(?:\\.\\d+)?)-gpu(?:-jupyter)?$",source:"https://www.tensorflow.org/install/source#gpu",verified:!1,note:"Tested build configurations of the pip packages; the -gpu images are assumed to use the same CUDA.",releases:[{from:"2.4.0",to:"2.4.99",cuda:"11.0",source:"https://www.tensorflow.org/install/source#gpu",verified:!1},{from:"2.5.0",to:"2.11.99",cuda:"11.2",source:"https://www.tensorflow.org/install/source#gpu",verified:!1,note:"Tested build configurations: tensorflow-2.5.0 through tensorflow-2.11.0 list CUDA 11.2 (read in copies of the table)."},{from:"2.12.0",to:"2.13.99",cuda:"11.8",source:"https://www.tensorflow.org/install/source#gpu",verified:!1,note:"Tested build configurations: tensorflow-2.12.0 and tensorflow-2.13.0 list CUDA 11.8, cuDNN 8.6 (read in copies of the table)."},{from:"2.14.0",to:"2.14.99",cuda:"11.8",source:"https://www.tensorflow.org/install/source#gpu",verified:!1,note:"Tested build configurations: tensorflow-2.14.0 lists CUDA 11.8, cuDNN 8.7 (read in a copy of the table)."},{from:"2.15.0",to:"2.15.99",cuda:"12.2",source:"https://www.tensorflow.org/install/source#gpu",verified:!1,note:"Tested build configurations: tensorflow-2.15.0 lists CUDA 12.2, cuDNN 8.9 (read in a copy of the table)."},{from:"2.16.0",to:"2.17.99",cuda:"12.3",source:"https://www.tensorflow.org/install/source#gpu",verified:!1,note:"TF 2.16.1 and 2.17.0: CUDA 12.3, cuDNN 8.9."},{from:"2.18.0",to:"2.18.99",cuda:"12.5",source:"https://www.tensorflow.org/install/source#gpu",verified:!1,note:"Tested build configurations: tensorflow-2.18.0 lists CUDA 12.5, cuDNN 9.3 (read in a copy of the table)."}]}]}],generic:[{id:"cu-suffix",description:"a cuNNN token (cu118, cu121, cu124, cu128, cu130): CUDA N.N, the PyTorch wheel naming",tag:"(?:^|[-_.])(?<cu>cu1\\d{2})(?=$|[-_.])",source:"https://pytorch.org/get-started/previous-versions/",verified:!1,note:"cuNNN = major NN, minor N (cu118 = 11.8, cu130 = 13.0), as PyTorch names its CUDA wheel indexes."},{id:"cuda-token",description:"a cudaX.Y token (cuda12.4): CUDA X.Y",tag:"(?:^|[-_.])cuda(?<cuda>1\\d\\.\\d)(?=$|[-_.])",source:"https://hub.docker.com/r/pytorch/pytorch/tags",verified:!1,note:"The convention of pytorch/pytorch and other framework images."}]};function ee(e){if(e===void 0)return;let n=e.trim().replace(/^[vVrR]/,"");if(!/^[0-9]+(\.[0-9]+)*$/.test(n))return;let t=[];for(let o of n.split("."))t.push(Number(o));return t}function z(e,n){for(let t=0;t<Math.max(e.length,n.length);t++){let o=(e[t]??0)-(n[t]??0);if(o!==0)return o<0?-1:1}return 0}var St=3;function On(e,n=!1){let t=ee(e);if(!t||t.length>St)return;let o=t.length===St||n&&t.length===2,i=ai(t),r=o?i:[...t,...Array(St-t.length).fill(Number.POSITIVE_INFINITY)];return{lo:i,hi:r,text:e.trim(),exact:o}}function ri(e,n,t){let o=n?yp(n):[Number.POSITIVE_INFINITY,Number.POSITIVE_INFINITY,Number.POSITIVE_INFINITY];return{lo:ai(e),hi:o,text:t,exact:!1}}function ai(e){return[...e,...Array(Math.max(0,St-e.length)).fill(0)]}function yp(e){let n=ai(e);return[n[0],n[1],n[2]-1e-6]}function Ka(e,n){return z(e.lo,n)>=0?"yes":z(e.hi,n)<0?"no":"unknown"}var bp=new We(256);function J(e){return I(bp,e,wp)}function wp(e){let n=ee(e);if(!(!n||n.length<2))return[n[0],n[1]]}function Ja(e){let n=/^cu(\d{2,3})$/i.exec(e);if(!n)return;let t=n[1];return`${Number(t.slice(0,-1))}.${t.slice(-1)}`}var fn=Ba,Rt=Wa,si=new Map;function Dt(e){return si.has(e)||si.set(e,kp(e)),si.get(e)}function kp(e){let n=J(e);if(!n)return;let t;for(let o of fn.toolkits){let i=J(o.cuda);!i||i[0]!==n[0]||i[1]!==n[1]||(!t||z(ee(o.linuxMinDriver),ee(t.linuxMinDriver))<0)&&(t=o)}return t&&{cuda:`${n[0]}.${n[1]}`,driver:ee(t.linuxMinDriver),row:t}}function Ha(e){let n=ee(e);if(!(!n||n.length<3))return fn.toolkits.find(t=>z(ee(t.cuda),n)===0)}function Qa(e){return fn.minorVersionCompatibility.find(n=>n.major===e)}var Pp=new We(256);function It(e){return I(Pp,e,()=>{let n=J(e);return n?fn.forwardCompatibility.branches.filter(t=>t.cuda===`${n[0]}.${n[1]}`):[]})}var Xa=fn.forwardCompatibility;function Cp(){let e=new Map;for(let n of fn.toolkits){let t=J(n.cuda),o=`${t[0]}.${t[1]}`,i=ee(n.linuxMinDriver),r=e.get(o);(!r||z(i,r)<0)&&e.set(o,i)}return[...e.entries()].map(([n,t])=>({cuda:n,driver:t})).sort((n,t)=>z(n.driver,t.driver))}var xt=Cp();function Ya(e){let n;for(let t of xt)z(e,t.driver)>=0&&(n=t.cuda);return n}function Za(e){let n=J(e);if(!n)return;let t=`${n[0]}.${n[1]}`,o=xt.findIndex(i=>i.cuda===t);if(o!==-1)return{lo:xt[o].driver,hiExclusive:xt[o+1]?.driver}}function es(e){return Rt.releaseTables[e]?.rows??[]}function ns(e){return Rt.families.find(n=>n.family===e)?.encodings??[]}var Ap=new We(1024),Sp=e=>I(Ap,e,()=>new RegExp(e)),xp=new We(1024),Rp=e=>I(xp,e,oa);function li(e){let n=ee(e);return n?[...n]:void 0}function Dp(e,n){let t=li(n);if(t)return e.find(o=>z(t,li(o.from))>=0&&z(t,li(o.to))<=0)}function ts(e){return e.from===e.to?e.from:`${e.from}..${e.to}`}function Ip(e,n,t,o){let i=Sp(e.tag).exec(n);if(!i)return;let r=e.base??t,a=(l,c,d)=>({text:`data/cuda-images.json ${e.id} ${l}`,source:c,verified:d}),s=i.groups??{};if(e.cuda)return{status:"resolved",cuda:e.cuda,base:r,family:o,by:a(`(${e.description})`,e.source,e.verified)};if(s.cuda)return{status:"resolved",cuda:s.cuda,base:r,family:o,by:a(`(the tag states CUDA ${s.cuda})`,e.source,e.verified)};if(s.cu){let l=Ja(s.cu);return l?{status:"resolved",cuda:l,base:r,family:o,by:a(`(${s.cu} = CUDA ${l})`,e.source,e.verified)}:void 0}if(s.version){let l=e.releases??(e.releaseTable?es(e.releaseTable):[]),c=Dp(l,s.version);if(!c)return{noRow:`release ${s.version} is not in the ${e.id} rows of data/cuda-images.json`};let d=a(`${ts(c)} -> CUDA ${c.cuda}`,c.source,e.verified&&c.verified),u={status:"resolved",cuda:c.cuda,base:r,family:o,by:d};return c.bundledCuda&&(u.bundledCuda=c.bundledCuda),c.minDriver&&(u.frameworkFloor={driver:c.minDriver,framework:c.framework??o??"the framework",by:a(`${ts(c)} -> driver ${c.minDriver}`,c.source,e.verified&&c.verified)}),u}}function os(e){return e?.base==="nvidia-cuda"||e?.base==="os"?e.base:"unknown"}var $p=new WeakMap,Up=4096;function $t(e,n,t){if(!e)return{status:"not-ai"};let o=I($p,t,()=>new We(Up));return I(o,`${e.raw}\0${n?.id??""}`,()=>Gp(e,n,t))}function Gp(e,n,t){if(e.placeholder)return{status:"placeholder"};let o=ia(e,t);if(o)return{status:"resolved",cuda:o.cuda,base:o.base??os(n),family:n?.id,by:{text:`compat.images[${o.index}] (${o.match})`,verified:!0}};if(!n||n.role==="infrastructure")return{status:"not-ai"};if(n.vendor==="amd"||n.base==="rocm")return{status:"not-cuda",family:n.id,detail:"a ROCm image (AMD): no CUDA driver check"};if(n.vendor!=="nvidia")return{status:"not-cuda",family:n.id,detail:"not a CUDA image"};let i=e.tag;if(i===void 0||i.toLowerCase()==="latest")return e.digest?{status:"unknown",reason:"digest-only",family:n.id,detail:`the image is pinned by digest${i?" with the tag latest":" without a tag"}, and a digest says nothing about CUDA`}:i===void 0?{status:"unknown",reason:"no-tag",family:n.id,detail:"the image has no tag"}:{status:"unknown",reason:"latest",family:n.id,detail:"the tag is latest"};if(/rocm/i.test(i))return{status:"not-cuda",family:n.id,detail:`tag ${i} is a ROCm build: no CUDA driver check`};let r=os(n),a=ns(n.id).filter(l=>!l.repositories||l.repositories.some(c=>Rp(c).test(e.normalized))),s;for(let l of[...a,...Rt.generic]){let c=Ip(l,i,r,n.id);if(c){if("noRow"in c){s??=c.noRow;continue}return c}}return s?{status:"unknown",reason:"unknown-tag",family:n.id,detail:s}:!n.needsGpu&&n.gpuTag&&!la(e,n)?{status:"not-cuda",family:n.id,detail:`tag ${i} is not a GPU build of ${n.id}`}:a.length>0?{status:"unknown",reason:"unknown-tag",family:n.id,detail:`tag ${i} does not match how ${n.id} images encode CUDA (${a.map(l=>l.description).join("; ")})`}:{status:"unknown",reason:"no-data",family:n.id,detail:`data/cuda-images.json has no CUDA encoding for ${n.id} images, and tag ${i} names no cuNNN/cudaX.Y`}}function A(e,n,t="container"){if(n.name)return`${t} "${n.name}"`;let o=n.path[n.path.length-1];if(typeof o=="number")return`${String(n.path[n.path.length-2])}[${o}]`;if(o==="container"||o==="script"){let i=P(e.spec,"name"),r=i?`template "${i}"`:`the ${o} of ${is(e.path)}`;return i?o==="container"?r:`the script of ${r}`:r}return`the ${e.role?`${e.role} `:""}${String(o)} ${t}`}function is(e){let n=e[e.length-1];return typeof n=="number"?`${String(e[e.length-2])}[${n}]`:String(n)}function Je(e){return e.kind==="init"?"init container":e.kind==="sidecar"?"sidecar container":e.kind==="ephemeral"?"ephemeral container":"container"}function we(e){if(e.name)return`container "${e.name}"`;let n=e.path[e.path.length-1];return typeof n=="number"?is(e.path):n==="container"?"the container":`the ${String(n)} container`}function M(e){return e.name?`${e.kind} "${e.name}"`:`${e.kind} "${e.generateName?`${e.generateName}*`:"(unnamed)"}"`}function N(e){let n=e.indexOf(" ");return e.slice(0,n===-1?e.length:n).includes("[")?e:e.charAt(0).toUpperCase()+e.slice(1)}function gn(e,n,t){if(t.length<=1)return;let o=n.path.slice(e.path.length).filter(r=>r!=="spec"&&r!=="template");if(n.role){let r=o.findLast(a=>typeof a=="number");return r!==void 0&&t.filter(a=>a.role===n.role).length>1?`${n.role}[${r}]`:n.role}let i=o[o.length-1];return typeof i=="number"?`${String(o[o.length-2]??"")}[${i}]`:i===void 0?void 0:String(i)}function W(e,n){return n.run.get(kt).inputOf(e)}var Ep=X("placement-facts",()=>new WeakMap);function vn(e,n,t){let o=t.run.get(Ep);return o.has(e)||o.set(e,Mp(e,n,t)),o.get(e)}function Mp(e,n,t){let o=n(),i=[];for(let r of o){if(!r.workload.ai||r.workload.infrastructure)continue;let a=r.containers.some(d=>d.kind!=="ephemeral"&&d.hasGpu);if(!a&&r.dra!=="gpu")continue;let s=W(r,t),l=new Set;for(let d of r.containers)if(d.kind!=="ephemeral"&&d.hasGpu)for(let u of d.gpu)u.count!==0&&l.add(u.resource);t.cluster.extendedResourceToleration&&(s={...s,tolerations:[...s.tolerations,...[...l].map(d=>({key:d,operator:"Exists"}))]});let c=Tp(r,t);i.push({label:gn(e,r,o),placement:s,draOnly:!a,gpuResources:G([...l]),ert:t.cluster.extendedResourceToleration,mergedWith:r.mergedWith,spec:t.anchor(r.path),nodeSelector:m(r.spec,"nodeSelector")!==void 0?t.anchor([...r.path,"nodeSelector"]):void 0,affinity:m(m(r.spec,"affinity"),"nodeAffinity")!==void 0?t.anchor([...r.path,"affinity","nodeAffinity"]):void 0,tolerations:m(r.spec,"tolerations")!==void 0?t.anchor([...r.path,"tolerations"]):void 0,resources:c})}return i.length>0?G(i):void 0}function Tp(e,n){let t={};for(let o of Np(e)){let i=n.anchor([...o.container.path,"resources",o.written,o.name]);i&&(t[o.name]=i)}return t}function Np(e){let n=new Map,t=(o,i,r,a)=>{let s=V(a)?.value??0,l=n.get(i);l?s>l.amount&&(l.amount=s,l.container=o,l.written=r):n.set(i,{name:i,amount:s,container:o,written:r})};for(let o of e.containers)o.kind!=="ephemeral"&&ua(o.limits,o.requests,(i,r,a)=>t(o,i,a?"limits":"requests",r));return n.values()}function*ae(e,n,t){for(let o of e.objects){let i=n(o);if(!Array.isArray(i)||i.length===0)continue;let r=t(o.file);if(r.length!==0)for(let a of i)a.placement&&!a.placement.unknown&&(yield{object:o,facts:a,pools:r})}}function rs(e){return{...e.placement,requests:Object.fromEntries(e.gpuResources.map(n=>[n,1]))}}function as(e){return e.candidate&&e.fits!==!1}function Lp(e){return e.taints.filter(n=>n.effect!=="PreferNoSchedule")}function Op(e,n){return ma(e.placement,n,e.ert)}var Vp=new WeakMap;function jp(e){return I(Vp,e,_p)}function _p(e){let n=e.filter(T).map(t=>({pool:t,taints:Lp(t)}));return n.length>0&&n.every(t=>t.taints.length>0)?n:void 0}function Ut(e,n){let t=jp(n);if(!(!t||t.some(o=>o.taints.some(i=>Op(e,i)))))return t}function Vn(e){return e.label?`the ${e.label} pods`:"the pod"}var ui="nvidia.com/cuda.driver-version.full",ds=["nvidia.com/cuda.driver-version.major","nvidia.com/cuda.driver-version.minor","nvidia.com/cuda.driver-version.revision"],us=["nvidia.com/cuda.driver.major","nvidia.com/cuda.driver.minor","nvidia.com/cuda.driver.rev"],Gt="nvidia.com/cuda.runtime-version.full",ms=[["nvidia.com/cuda.runtime-version.major","nvidia.com/cuda.runtime-version.minor"],["nvidia.com/cuda.runtime.major","nvidia.com/cuda.runtime.minor"]],yn=new Set([ui,...ds,...us,Gt,...ms.flat()]),Fp=new Set(["nvidia.com/gpu.product","cloud.google.com/gke-accelerator","karpenter.k8s.aws/instance-gpu-name","karpenter.k8s.aws/instance-gpu-memory","node.kubernetes.io/instance-type"]);function ss(e,n){let t=[];for(let o of n){let i=e[o];if(i===void 0||!/^\d+$/.test(i.trim()))break;t.push(i.trim())}return t.length?t.join("."):void 0}function ls(e,n,t){let o=e.text.split(".").length,i=o>=3?`major/minor/${n}`:o===2?"major/minor":"major",r=[t,o===2?`no ${n}`:o===1?"major version only":void 0].filter(Boolean);return r.length?`${i} (${r.join(", ")})`:i}function ps(e,n){let t=Za(e);return t&&{range:ri(t.lo,t.hiExclusive,`supporting CUDA ${e}`),source:n}}function hs(e){let n=e[ui],t=On(n,!0);if(t)return{range:t,source:ui};let o=On(ss(e,ds));if(o)return{range:o,source:`nvidia.com/cuda.driver-version.${ls(o,"revision")}`};let i=On(ss(e,us));if(i)return{range:i,source:`nvidia.com/cuda.driver.${ls(i,"rev","deprecated labels")}`};let r=e[Gt]??ms.map(([a,s])=>e[a]&&e[s]?`${e[a]}.${e[s]}`:void 0).find(Boolean);if(r)return ps(r,e[Gt]?Gt:"nvidia.com/cuda.runtime-version.major/minor")}var qp=new WeakMap;function fs(e){return I(qp,e,zp)}function zp(e){let n={gpuClass:e.gpu.product?.class,product:e.gpu.product?.id??e.gpu.productName},t=e.gpu.sources.driverVersion;if(e.gpu.driverVersion!==void 0&&t!==void 0){if(t.startsWith("config")){let i=On(e.gpu.driverVersion);if(i)return{...n,range:i,source:t}}let o=hs(e.labels);if(o)return{...n,...o}}if(e.gpu.cudaRuntimeVersion){let o=ps(e.gpu.cudaRuntimeVersion,e.gpu.sources.cudaRuntimeVersion??"nvidia.com/cuda.runtime-version");if(o)return{...n,...o}}return n}var di=16;function gs(e,n){let t=w(e.spec,"nodeSelector"),o=S(w(w(w(e.spec,"affinity"),"nodeAffinity"),"requiredDuringSchedulingIgnoredDuringExecution"),"nodeSelectorTerms");if(!Bp(t,o))return[];let i=l=>yn.has(l)||Fp.has(l),r={labels:{},at:[]};for(let[l,c]of Object.entries(t??{})){let d=typeof c=="string"||typeof c=="number"?String(c):void 0;!i(l)||d===void 0||b(d)||(r.labels[l]=d,r.at.push({key:l,value:d,range:n([...e.path,"nodeSelector",l])}))}let a=[...e.path,"affinity","nodeAffinity","requiredDuringSchedulingIgnoredDuringExecution","nodeSelectorTerms"];if(o.length===0)return cs(r)?[r]:[];let s=[];return o.forEach((l,c)=>{let d=[{labels:{...r.labels},at:[...r.at]}];S(l,"matchExpressions").forEach((u,p)=>{if(!C(u))return;let h=P(u,"key"),f=P(u,"operator"),g=S(u,"values").map(String).filter(y=>!b(y));if(!h||!i(h))return;let v=n([...a,c,"matchExpressions",p]);if(f==="In"&&g.length>0)d=d.flatMap(y=>g.slice(0,di).map(k=>({...y,labels:{...y.labels,[h]:k},at:[...y.at,{key:h,value:k,range:v}]}))).slice(0,di);else if((f==="Gt"||f==="Lt")&&/\.major$/.test(h)&&yn.has(h)&&/^\d+$/.test(g[0]??"")){let y=Number(g[0]);for(let k of d)f==="Gt"?k.majorAbove=Math.max(k.majorAbove??0,y):k.majorBelow=Math.min(k.majorBelow??Number.POSITIVE_INFINITY,y),k.at.push({key:h,value:`${f} ${y}`,range:v})}}),s.push(...d.filter(cs))}),s.slice(0,di)}function Bp(e,n){if(Object.keys(e??{}).some(t=>yn.has(t)))return!0;for(let t of n)for(let o of S(t,"matchExpressions")){let i=C(o)?P(o,"key"):void 0;if(i!==void 0&&yn.has(i))return!0}return!1}function cs(e){return Object.keys(e.labels).some(n=>yn.has(n))||e.majorAbove!==void 0||e.majorBelow!==void 0}function vs(e){let n=bt(e.labels),t={gpuClass:n.product?.class,product:n.product?.id??n.productName},o=hs(e.labels);if(o)return{...t,...o};if(e.majorAbove!==void 0||e.majorBelow!==void 0){let i=e.majorAbove!==void 0?[e.majorAbove+1,0,0]:[0,0,0],r=e.majorBelow!==void 0&&Number.isFinite(e.majorBelow)?[e.majorBelow,0,0]:void 0,a=[e.majorAbove!==void 0?`> ${e.majorAbove}`:"",e.majorBelow!==void 0?`< ${e.majorBelow}`:""].filter(Boolean).join(" and ");return{...t,range:ri(i,r,`major ${a}`),source:"a Gt/Lt node affinity on the driver major version"}}return t}function ys(e){return e.at.filter(n=>yn.has(n.key)).map(n=>n.value.startsWith("Gt ")||n.value.startsWith("Lt ")?`${n.key} ${n.value}`:`${n.key}=${n.value}`).join(", ")}var bs={$schema:"../schemas/cuda-architectures.schema.json",description:"NVIDIA GPU architectures and the CUDA releases that can build kernels for them, for cuda-gpu-arch-unsupported. Each architecture lists its compute capabilities; `firstCuda` is the first CUDA toolkit release that generates native code (cubin) for that compute capability, and an architecture's `lastCudaMajor` is the last CUDA major release that can still build for it (absent while CUDA supports it). A cubin built for compute capability X.y runs on any GPU of compute capability X.z with z >= y (the CUDA compatibility guides), so the oldest CUDA release that can run on a GPU is the lowest `firstCuda` of the same major version at or below its minor version. Fields that no source states are left out, and a GPU whose floor is unknown is not judged. Product -> compute capability is `computeCapability` in data/gpu-products.json; nodes also state it in the GPU Feature Discovery labels nvidia.com/gpu.compute.major/minor.",architectures:[{id:"maxwell",name:"Maxwell",computeCapabilities:[{cc:"5.0"},{cc:"5.2"},{cc:"5.3"}],lastCudaMajor:12,source:"https://developer.nvidia.com/cuda-legacy-gpus",lastCudaSource:"https://developer.nvidia.com/blog/navigating-gpu-architecture-support-a-guide-for-nvidia-cuda-developers",verified:!0,note:"CUDA 13.0 removes offline compilation and library support for compute capabilities before 7.5 (5.x, 6.x, 7.0, 7.2); the CUDA 13.0 features list: CUDA 13.0 supports all NVIDIA architectures from Turing through Grace Blackwell."},{id:"pascal",name:"Pascal",computeCapabilities:[{cc:"6.0"},{cc:"6.1"},{cc:"6.2"}],lastCudaMajor:12,source:"https://developer.nvidia.com/cuda-legacy-gpus",lastCudaSource:"https://developer.nvidia.com/blog/navigating-gpu-architecture-support-a-guide-for-nvidia-cuda-developers",verified:!0},{id:"volta",name:"Volta",computeCapabilities:[{cc:"7.0",firstCuda:"9.0",source:"https://docs.nvidia.com/cuda/archive/11.2.1/pdf/Volta_Compatibility_Guide.pdf"},{cc:"7.2"}],lastCudaMajor:12,source:"https://developer.nvidia.com/cuda-legacy-gpus",lastCudaSource:"https://developer.nvidia.com/blog/navigating-gpu-architecture-support-a-guide-for-nvidia-cuda-developers",verified:!0},{id:"turing",name:"Turing",computeCapabilities:[{cc:"7.5"}],source:"https://developer.nvidia.com/cuda-gpus",verified:!0,note:"Still supported by CUDA 13 (https://docs.nvidia.com/cuda/cuda-features-archive/index.html, CUDA 13.0 features). Its first CUDA release is older than the driver table and is not recorded."},{id:"ampere",name:"Ampere",computeCapabilities:[{cc:"8.0",firstCuda:"11.0",source:"https://docs.nvidia.com/cuda/archive/11.0_GA/ampere-compatibility-guide/index.html"},{cc:"8.6",firstCuda:"11.1",source:"https://forums.developer.nvidia.com/t/minimum-required-cuda-version-by-gpu/276955/2",verified:!1},{cc:"8.7"}],source:"https://developer.nvidia.com/cuda-gpus",verified:!0},{id:"ada-lovelace",name:"Ada Lovelace",computeCapabilities:[{cc:"8.9",firstCuda:"11.8",source:"https://docs.nvidia.com/cuda/ada-compatibility-guide"}],source:"https://developer.nvidia.com/cuda-gpus",verified:!0,note:"Native code needs CUDA 11.8, but the Ada compatibility guide states that applications built with CUDA 11.0 through 11.7 run on Ada when they carry Ampere cubins (8.0/8.6), so images of CUDA 11.0 and later are not judged on Ada."},{id:"hopper",name:"Hopper",computeCapabilities:[{cc:"9.0",firstCuda:"11.8",source:"https://docs.nvidia.com/cuda/hopper-compatibility-guide"}],source:"https://developer.nvidia.com/cuda-gpus",verified:!0,note:"The Hopper compatibility guide: applications built with CUDA 11.7 or earlier run on Hopper only from PTX that the driver compiles at load time; native Hopper code needs CUDA 11.8."},{id:"blackwell",name:"Blackwell",computeCapabilities:[{cc:"10.0",firstCuda:"12.8",source:"https://docs.nvidia.com/cuda/blackwell-compatibility-guide"},{cc:"10.3",firstCuda:"12.9",source:"https://docs.nvidia.com/cuda/archive/12.9.1/cuda-features-archive/index.html"},{cc:"12.0",firstCuda:"12.8",source:"https://docs.nvidia.com/cuda/blackwell-compatibility-guide"},{cc:"12.1",firstCuda:"12.9",source:"https://docs.nvidia.com/cuda/archive/12.9.1/cuda-features-archive/index.html"}],source:"https://developer.nvidia.com/cuda-gpus",verified:!0,note:"B200/GB200 are 10.0, B300/GB300 10.3, RTX PRO Blackwell and GeForce RTX 50 12.0, GB10 (DGX Spark) 12.1. The Blackwell compatibility guide: applications built with CUDA 12.7 or earlier run only from PTX; CUDA 12.8 builds native Blackwell code. CUDA 12.9 adds compiler targets sm_103 and sm_121. Jetson Thor (11.0, sm_101 before CUDA 13.0) is not listed: its CUDA history is not recorded here."}]};var Et=bs.architectures,hi=/^([0-9]{1,2})\.([0-9])$/;function mi(e){return Et.find(n=>n.computeCapabilities.some(t=>t.cc===e))}function Kp(e){let n=e.computeCapability;return typeof n=="string"&&hi.test(n)?n:void 0}function fi(e,n,t){let o=e["nvidia.com/gpu.compute.major"]?.trim(),i=e["nvidia.com/gpu.compute.minor"]?.trim(),r=n?.id??e["nvidia.com/gpu.product"];if(o!==void 0&&i!==void 0&&hi.test(`${o}.${i}`)){let l=`${Number(o)}.${Number(i)}`,c=mi(l);if(c)return{arch:c,cc:l,source:"nvidia.com/gpu.compute.major/minor",product:r}}if(n&&n.vendor==="nvidia"){let l=Kp(n),c=l?mi(l):Et.find(d=>d.id===n.architecture);if(c)return{arch:c,cc:l&&mi(l)?l:void 0,source:t??`GPU product table (${n.id})`,product:n.id}}let a=e["nvidia.com/gpu.family"]?.trim().toLowerCase(),s=a?Et.find(l=>l.id===a):void 0;return s&&{arch:s,source:"nvidia.com/gpu.family",product:r}}var Jp=new WeakMap;function Ps(e){return I(Jp,e,Hp)}function Hp(e){if(e.gpu.vendor!=="amd")return fi(e.labels,e.gpu.product,e.gpu.sources.product)}function ws(e){let n=hi.exec(e);return[Number(n[1]),Number(n[2])]}var pi=new Map;function Cs(e){return pi.has(e)||pi.set(e,Qp(e)),pi.get(e)}function Qp(e){let[n,t]=ws(e),o;for(let i of Et)for(let r of i.computeCapabilities){if(!r.firstCuda)continue;let[a,s]=ws(r.cc);a!==n||s>t||(!o||z(J(r.firstCuda),J(o.cuda))<0)&&(o={cuda:r.firstCuda,row:r})}return o}function Xp(e){return e.cc?Cs(e.cc):Zp(e.arch)}var Yp=new WeakMap;function Zp(e){return I(Yp,e,eh)}function eh(e){let n;for(let{cc:t}of e.computeCapabilities){let o=Cs(t);if(!o)return;(!n||z(J(o.cuda),J(n.cuda))<0)&&(n=o)}return n}var nh=Object.freeze({kind:"ok"}),ks=Object.freeze({kind:"unknown"});function As(e,n){let t=J(e);if(!t)return ks;let o=n.arch.lastCudaMajor;if(o!==void 0&&t[0]>o)return{kind:"too-new",lastMajor:o};let i=Xp(n);return i?z(t,J(i.cuda))<0?{kind:"too-old",floor:i}:nh:ks}var th=new Set(["nvidia.com/gpu.product","nvidia.com/gpu.compute.major","nvidia.com/gpu.compute.minor","nvidia.com/gpu.family","cloud.google.com/gke-accelerator","karpenter.k8s.aws/instance-gpu-name","karpenter.k8s.aws/instance-gpu-memory","node.kubernetes.io/instance-type"]);function Ss(e,n){let t={},o=[];for(let[i,r]of Object.entries(w(e.spec,"nodeSelector")??{})){let a=typeof r=="string"||typeof r=="number"?String(r):void 0;!th.has(i)||a===void 0||b(a)||(t[i]=a,o.push({key:i,value:a,range:n([...e.path,"nodeSelector",i])}))}return o.length>0?{labels:t,at:G(o)}:void 0}function bn(e){return e.containers.filter(n=>n.kind!=="ephemeral"&&L(e,n)!==void 0)}var oh=X("compat-facts",()=>({resolved:new WeakMap,all:new WeakMap}));function He(e,n,t,o=!1){if(n().length===0)return;let i=t.run.get(oh);return I(o?i.all:i.resolved,e,()=>ih(e,n,t,o))}function ih(e,n,t,o){let i=ht(t),r=n(),a=[];for(let s of r){if(!s.workload.ai||s.workload.infrastructure)continue;let l=[];for(let h of bn(s)){let f=$t(h.image,h.family,i);!o&&f.status!=="resolved"||h.image&&l.push({name:h.name,image:h.image.raw,resolution:f,at:t.anchor([...h.path,"image"])})}if(l.length===0)continue;let c=W(s,t),d=t.cluster.extendedResourceToleration?{...c,tolerations:[...c.tolerations,...bn(s).flatMap(h=>h.gpu.filter(f=>f.count!==0).map(f=>({key:f.resource,operator:"Exists"})))]}:c,u={label:gn(e,s,r),placement:d,ert:t.cluster.extendedResourceToleration,pinned:G(gs(s,t.anchor)),containers:G(l)},p=Ss(s,t.anchor);p&&(u.gpuPinned=p),a.push(u)}return a.length>0?G(a):void 0}function Mt(e){return Array.isArray(e)?e:[]}function rh(e){return e.gpu.vendor==="amd"?!1:T(e)||e.gpu.driverVersion!==void 0||e.gpu.cudaRuntimeVersion!==void 0}var ah=Object.freeze([]),sh=X("possible-pools",()=>new WeakMap);function gi(e,n,t,o){if(e.placement.unknown)return ah;let i=o.get(kt).simulate(e.placement,n,{extendedResourceToleration:e.ert,gpuResources:t});return I(o.get(sh),i,()=>i.filter(r=>r.candidate&&r.fits!==!1&&rh(r.pool)))}function xs(e,n,t,o){let i=e.pinned.length===0?e.placement:e,r=I(o.get(lh),i,()=>[]),a=r.find(l=>l.pools===n&&l.gpuResources===t&&l.ert===e.ert);if(a)return a.targets;let s=ch(e,n,t,o);return r.push({pools:n,gpuResources:t,ert:e.ert,targets:s}),s}var lh=X("driver-targets",()=>new WeakMap);function ch(e,n,t,o){let i=e.pinned.map(a=>({set:a,facts:vs(a)})).filter(a=>a.facts.range),r=[];for(let a of gi(e,n,t,o)){let s=fs(a.pool);s.range?r.push({kind:"pool",name:`node pool ${a.pool.name}`,pool:a.pool,facts:s}):i.length===1&&r.push({kind:"pool",name:`node pool ${a.pool.name}`,pool:a.pool,pinned:i[0].set,facts:{...i[0].facts,gpuClass:s.gpuClass??i[0].facts.gpuClass,product:s.product??i[0].facts.product}})}return r.length>0?r:i.map(a=>({kind:"pinned",name:`the node the pod pins with ${ys(a.set)}`,pinned:a.set,facts:a.facts}))}function Tt(e,n,t){let o=[];for(let r of e.pinned?.at??[])r.range&&o.push({file:n,range:{start:r.range.start,end:r.range.end},message:`The pod pins ${r.key}${r.value.startsWith("Gt ")||r.value.startsWith("Lt ")?` ${r.value}`:`=${r.value}`}.`});let i=e.pool?.nodeNames?.map(r=>t.get("","Node",void 0,r)[0]).find(Boolean);return i&&o.push({file:i.file,range:i.range,message:`Node ${i.name??""} of ${e.name}${e.facts.range?`: driver ${e.facts.range.text}${e.facts.source?` (${e.facts.source})`:""}`:""}.`}),o}var Rs=[["description","What it checks"],["rationale","Why it matters"],["remediation","How to fix"]],Ds="Examples";var dh=/^([-*+] |\d+[.)] |\||#|>|```)/;var vi=e=>e.startsWith("```");function Is(e){let n=[],t=!1,o=!1;for(let i of e.split(`
`))t||vi(i)?(vi(i)&&(t=!t),n.push(i),o=!1):i===""?(n.push(i),o=!1):o&&!dh.test(i)?n[n.length-1]+=` ${i.trimStart()}`:(n.push(i),o=!/^[|#>]/.test(i));return n.join(`
`)}function uh(e){let n=e.replace(/\n$/,"").split(`
`),t=/^# (.+)$/.exec(n[0]??"")?.[1];if(t===void 0)throw new Error('README.md: the first line must be "# <rule id>"');let o=new Map,i,r=!1;for(let s of n.slice(1)){vi(s)&&(r=!r);let l=r?void 0:/^## (.+)$/.exec(s)?.[1];if(l!==void 0){if(o.has(l))throw new Error(`README.md: section "${l}" appears twice`);o.set(l,i=[])}else if(i)i.push(s);else if(s!=="")throw new Error(`README.md: text before the first section: ${s}`)}let a=new Map;for(let[s,l]of o){for(;l[0]==="";)l.shift();for(;l[l.length-1]==="";)l.pop();a.set(s,l.join(`
`))}return{title:t,sections:a}}function mh(e){let{title:n,sections:t}=uh(e),o=new Set([...Rs.map(([,s])=>s),Ds]);for(let s of t.keys())if(!o.has(s))throw new Error(`README.md: unknown section "${s}"`);let i=s=>{let l=t.get(s);if(l===void 0)throw new Error(`README.md: missing section "## ${s}"`);return l},r=Object.fromEntries(Rs.map(([s,l])=>[s,Is(i(l))])),a=[];for(let s of Is(i(Ds)).split(`
`)){if(!s.startsWith("- "))continue;let l=/^- \[([^\]]+)\]\(([^)]+)\)(?:: (.*))?$/.exec(s);if(!l||l[1]!==l[2]||!/^(in)?valid-[a-z0-9-]+\.yaml$/.test(l[1]))throw new Error(`README.md: an example is listed as "- [<file>](<file>): <title>", not ${s}`);a.push(l[3]===void 0?{file:l[1]}:{file:l[1],title:l[3]})}return{id:n,prose:r,examples:a}}function ph(e){let n=e.replace(/\.yaml$/,"");return{kind:e.startsWith("invalid-")?"invalid":"valid",config:`${n}.config.yaml`,output:`${n}.out`}}var $s=new WeakMap,hh=e=>$s.get(e)(),Nt=e=>({get(){return hh(this)[e]},enumerable:!0}),fh={description:Nt("description"),rationale:Nt("rationale"),remediation:Nt("remediation"),examples:Nt("examples")};function x(e,n){let t,o=Object.defineProperties({...e},fh);return $s.set(o,()=>t??=gh(e,n())),o}function gh(e,n){let t=`rules/${e.id}`,o=n["README.md"];if(o===void 0)throw new Error(`${t}/README.md is missing`);let i=mh(o);if(i.id!==e.id)throw new Error(`${t}/README.md is headed "# ${i.id}"`);let r={invalid:[],valid:[]};for(let a of i.examples){let s=n[a.file];if(s===void 0)throw new Error(`${t}/README.md lists ${a.file}, which is missing`);let{kind:l,config:c,output:d}=ph(a.file),u={file:a.file,yaml:s};if(a.title!==void 0&&(u.title=a.title),n[c]!==void 0&&(u.config=n[c]),l==="invalid"){if(n[d]===void 0)throw new Error(`${t}/${d} is missing`);u.output=n[d]}r[l].push(u)}return{...i.prose,examples:r}}function R(e){switch(e){case"anti-affinity-missing":return{"README.md":"# anti-affinity-missing\n\n## What it checks\n\nTriggers for a serving pod template (Deployment, StatefulSet, LeaderWorkerSet, InferenceService predictor, RayService\nworker group ... with a GPU container or a serving image) with more than one replica (`replicas`, `minReplicas` of an\nInferenceService predictor, groups of a LeaderWorkerSet for both its leader and worker templates) that has no\n`podAntiAffinity` term (required or preferred) and no `topologySpreadConstraints` entry with\n`topologyKey: kubernetes.io/hostname` that selects its own pods.\nA term or constraint selects its own pods when its `labelSelector` matches the template labels (`matchLabels`, and\n`matchExpressions` with `In`, `NotIn`, `Exists`, `DoesNotExist`); labels that controllers add\n(`leaderworkerset.sigs.k8s.io/*`, `ray.io/*`, `pod-template-hash` ...) and placeholders count as matching, and for\ntemplates whose labels are set by a controller (InferenceService) any selector counts.\nA missing `labelSelector` selects nothing.\nZone- or region-level spreading does not count: it does not stop two replicas from sharing a node.\nA hard (`DoNotSchedule`) constraint whose `maxSkew` is at least the replica count does not count either.\nUnreadable values (placeholders, wrong types) count as spreading, and a replica count that is a placeholder is silent.\nThe finding points at `podAntiAffinity` or `topologySpreadConstraints` when they exist but do not spread over nodes,\notherwise at `affinity` or the pod spec.\n\n## Why it matters\n\nThe scheduler packs pods where they fit; GPU nodes are large, so two or more inference replicas routinely land on the\nsame node.\nThen one node failure, kernel or driver upgrade, GPU Xid error or spot reclaim takes down several replicas at once, and\nthe service that was sized for N replicas loses most of its capacity while the models reload elsewhere.\nReplicas also compete for the node's PCIe/NVLink bandwidth, host memory and network.\nThe scheduler does spread pods that set no `topologySpreadConstraints` of their own: its PodTopologySpread plugin\napplies default constraints (`kubernetes.io/hostname` with maxSkew 3 and `topology.kubernetes.io/zone` with maxSkew 5,\nboth `ScheduleAnyway`).\nThose are only a score among the others (resource fit, image locality), not a rule, and they do not apply at all once\nthe pod sets constraints of its own (a zone spread, say), so they do not keep a handful of large GPU replicas apart; the\nmessage says which of the two applies.\n\n## How to fix\n\nPrefer (or require) one replica per node with anti-affinity on the pods' own labels:\n\n```yaml\nspec:\n  affinity:\n    podAntiAffinity:\n      preferredDuringSchedulingIgnoredDuringExecution:\n        - weight: 100\n          podAffinityTerm:\n            topologyKey: kubernetes.io/hostname\n            labelSelector:\n              matchLabels:\n                app: chat\n```\n\nor spread them over nodes with a topology spread constraint (add a second one on `topology.kubernetes.io/zone` to spread\nover zones as well):\n\n```yaml\nspec:\n  topologySpreadConstraints:\n    - maxSkew: 1\n      topologyKey: kubernetes.io/hostname\n      whenUnsatisfiable: ScheduleAnyway\n      labelSelector:\n        matchLabels:\n          app: chat\n```\n\nUse the required form or `DoNotSchedule` only when there are at least as many GPU nodes as replicas, or the extra\nreplicas stay Pending.\n\n## Examples\n\nEach `invalid-*.yaml` is reported as its `invalid-*.out` shows (the output with only this rule enabled, and the\n`.config.yaml` of the same name when there is one); each `valid-*.yaml` gives no finding.\n`rule.test.ts` checks them all; `npx vitest -u` rewrites the `.out` files.\n\n- [invalid-three-replicas-nothing-keeps-them-apart.yaml](invalid-three-replicas-nothing-keeps-them-apart.yaml): three\n  replicas, nothing keeps them apart\n- [invalid-spread-over-zones-only.yaml](invalid-spread-over-zones-only.yaml): spread over zones only\n- [valid-preferred-anti-affinity-on-the-node.yaml](valid-preferred-anti-affinity-on-the-node.yaml): preferred\n  anti-affinity on the node\n","invalid-spread-over-zones-only.out":`invalid-spread-over-zones-only.yaml
  15:7    warning  Serving Deployment "chat" runs 4 replicas but nothing in its pod template keeps them on different nodes (its topologySpreadConstraints spread by topology.kubernetes.io/zone, which does not stop two replicas from sharing a node); its own topologySpreadConstraints replace the scheduler's default spreading by kubernetes.io/hostname, so replicas can share a GPU node, and one node failure, drain or driver upgrade takes several of them down at once while their models reload elsewhere; add a podAntiAffinity term (preferred or required) or a topologySpreadConstraint with topologyKey kubernetes.io/hostname that selects the pods' own labels.  anti-affinity-missing
    15 |       topologySpreadConstraints:
       |       ^^^^^^^^^^^^^^^^^^^^^^^^^

\u2716 1 problem (0 errors, 1 warning, 0 notes) in 1 file
`,"invalid-spread-over-zones-only.yaml":`apiVersion: apps/v1
kind: Deployment
metadata:
  name: chat
spec:
  replicas: 4
  selector:
    matchLabels:
      app: chat
  template:
    metadata:
      labels:
        app: chat
    spec:
      topologySpreadConstraints:
        - maxSkew: 1
          topologyKey: topology.kubernetes.io/zone
          whenUnsatisfiable: DoNotSchedule
          labelSelector:
            matchLabels:
              app: chat
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          resources:
            limits:
              nvidia.com/gpu: 1
`,"invalid-three-replicas-nothing-keeps-them-apart.out":`invalid-three-replicas-nothing-keeps-them-apart.yaml
  14:5    warning  Serving Deployment "chat" runs 3 replicas but nothing in its pod template keeps them on different nodes (it has neither podAntiAffinity nor topologySpreadConstraints on kubernetes.io/hostname); the scheduler's default spreading (PodTopologySpread on kubernetes.io/hostname, maxSkew 3, ScheduleAnyway) is only a weak score weighed against resource fit and image locality, so replicas can share a GPU node, and one node failure, drain or driver upgrade takes several of them down at once while their models reload elsewhere; add a podAntiAffinity term (preferred or required) or a topologySpreadConstraint with topologyKey kubernetes.io/hostname that selects the pods' own labels.  anti-affinity-missing
    14 |     spec:
       |     ^^^^

\u2716 1 problem (0 errors, 1 warning, 0 notes) in 1 file
`,"invalid-three-replicas-nothing-keeps-them-apart.yaml":`apiVersion: apps/v1
kind: Deployment
metadata:
  name: chat
spec:
  replicas: 3
  selector:
    matchLabels:
      app: chat
  template:
    metadata:
      labels:
        app: chat
    spec:
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          resources:
            limits:
              nvidia.com/gpu: 1
`,"valid-preferred-anti-affinity-on-the-node.yaml":`apiVersion: apps/v1
kind: Deployment
metadata:
  name: chat
spec:
  replicas: 3
  selector:
    matchLabels:
      app: chat
  template:
    metadata:
      labels:
        app: chat
    spec:
      affinity:
        podAntiAffinity:
          preferredDuringSchedulingIgnoredDuringExecution:
            - weight: 100
              podAffinityTerm:
                topologyKey: kubernetes.io/hostname
                labelSelector:
                  matchLabels:
                    app: chat
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          resources:
            limits:
              nvidia.com/gpu: 1
`};case"api-deprecated":return{"README.md":"# api-deprecated\n\n## What it checks\n\nTriggers on an object of a built-in API group whose `apiVersion` and `kind` the lifecycle table\n(`data/api-lifecycle.json`) lists as deprecated in `settings.kubernetesVersion` or earlier and not yet removed there\n(for example `flowcontrol.apiserver.k8s.io/v1beta3` in 1.29 to 1.31, `admissionregistration.k8s.io/v1beta1`\nValidatingAdmissionPolicy in 1.31 to 1.33, `v1` Endpoints from 1.33).\nThe message says which release removes it, when one is planned, and what to use instead.\nReported on the `apiVersion` value; once the target version no longer serves it, api-removed reports it instead.\n\n## Why it matters\n\nThe API server answers every request for a deprecated version with a warning, and the release named in it stops serving\nthe version: manifests that are not migrated before the cluster upgrade fail to apply after it, and Helm releases that\nstored them cannot be upgraded.\nMigrating while both versions are served is a plain edit; migrating after is an incident.\n\n## How to fix\n\nChange `apiVersion` (or the kind) to the replacement the message names while the target cluster serves both, and apply\nthe field changes the deprecation guide lists.\n\n## Examples\n\nEach `invalid-*.yaml` is reported as its `invalid-*.out` shows (the output with only this rule enabled, and the\n`.config.yaml` of the same name when there is one); each `valid-*.yaml` gives no finding.\n`rule.test.ts` checks them all; `npx vitest -u` rewrites the `.out` files.\n\n- [invalid-a-flowschema-on-flowcontrol-v1beta3-deprecated.yaml](invalid-a-flowschema-on-flowcontrol-v1beta3-deprecated.yaml):\n  a FlowSchema on flowcontrol v1beta3, deprecated in 1.29 and removed in 1.32\n- [valid-example.yaml](valid-example.yaml)\n","invalid-a-flowschema-on-flowcontrol-v1beta3-deprecated.config.yaml":`settings:
  kubernetesVersion: "1.31"
`,"invalid-a-flowschema-on-flowcontrol-v1beta3-deprecated.out":`invalid-a-flowschema-on-flowcontrol-v1beta3-deprecated.yaml
  1:1     warning  flowcontrol.apiserver.k8s.io/v1beta3 FlowSchema is deprecated since Kubernetes 1.29 and Kubernetes 1.32 stops serving it; use flowcontrol.apiserver.k8s.io/v1.  api-deprecated (fixable)
    1 | apiVersion: flowcontrol.apiserver.k8s.io/v1beta3
      | ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^

\u2716 1 problem (0 errors, 1 warning, 0 notes) in 1 file
  1 finding fixable with --fix
`,"invalid-a-flowschema-on-flowcontrol-v1beta3-deprecated.yaml":`apiVersion: flowcontrol.apiserver.k8s.io/v1beta3
kind: FlowSchema
metadata:
  name: inference-gateway
spec:
  priorityLevelConfiguration:
    name: workload-high
  matchingPrecedence: 500
`,"valid-example.config.yaml":`settings:
  kubernetesVersion: "1.31"
`,"valid-example.yaml":`apiVersion: flowcontrol.apiserver.k8s.io/v1
kind: FlowSchema
metadata:
  name: inference-gateway
spec:
  priorityLevelConfiguration:
    name: workload-high
  matchingPrecedence: 500
`};case"api-removed":return{"README.md":'# api-removed\n\n## What it checks\n\nTriggers on an object of a built-in API group whose `apiVersion` and `kind` the lifecycle table\n(`data/api-lifecycle.json`, from the Kubernetes deprecation guide and the bundled OpenAPI of each release) lists as\nremoved in `settings.kubernetesVersion` or earlier.\nThe message names the release that removed it and the replacement that the target version serves (or what to use when no\nAPI replaces it, such as Pod Security Admission for PodSecurityPolicy).\nReported on the `apiVersion` value.\nCustom resources are the crd-ordering family\'s business.\n\n## Why it matters\n\n`kubectl apply` fails with `no matches for kind "CronJob" in version "batch/v1beta1"`, and Helm refuses to upgrade a\nrelease whose stored manifest uses the removed version.\nOld GPU and ML manifests are full of them: `batch/v1beta1` CronJobs for nightly fine-tuning, `autoscaling/v2beta2`\nHorizontalPodAutoscalers for inference, `policy/v1beta1` PodDisruptionBudgets, and the alpha DRA APIs\n(`resource.k8s.io/v1alpha2`) from early GPU-sharing experiments.\n\n## How to fix\n\nChange `apiVersion` to the replacement the message names and apply the field changes the deprecation guide lists for it\n(for example `autoscaling/v2` moves metric targets under `target:`).\n`kubectl convert` can rewrite a manifest.\nIf the cluster really is older, set `settings.kubernetesVersion` to its version.\n\n## Examples\n\nEach `invalid-*.yaml` is reported as its `invalid-*.out` shows (the output with only this rule enabled, and the\n`.config.yaml` of the same name when there is one); each `valid-*.yaml` gives no finding.\n`rule.test.ts` checks them all; `npx vitest -u` rewrites the `.out` files.\n\n- [invalid-a-nightly-fine-tuning-cronjob-on-batch-v1beta1.yaml](invalid-a-nightly-fine-tuning-cronjob-on-batch-v1beta1.yaml):\n  a nightly fine-tuning CronJob on batch/v1beta1\n- [valid-example.yaml](valid-example.yaml)\n',"invalid-a-nightly-fine-tuning-cronjob-on-batch-v1beta1.out":`invalid-a-nightly-fine-tuning-cronjob-on-batch-v1beta1.yaml
  1:1     error    Kubernetes 1.34 does not serve batch/v1beta1 CronJob: it was removed in 1.25; use batch/v1.  api-removed (fixable)
    1 | apiVersion: batch/v1beta1
      | ^^^^^^^^^^^^^^^^^^^^^^^^^

\u2716 1 problem (1 error, 0 warnings, 0 notes) in 1 file
  1 finding fixable with --fix
`,"invalid-a-nightly-fine-tuning-cronjob-on-batch-v1beta1.yaml":`apiVersion: batch/v1beta1
kind: CronJob
metadata:
  name: nightly-finetune
spec:
  schedule: "0 2 * * *"
  jobTemplate:
    spec:
      template:
        spec:
          restartPolicy: OnFailure
          containers:
            - name: train
              image: nvcr.io/nvidia/pytorch:24.08-py3
              resources:
                limits: {nvidia.com/gpu: 1}
`,"valid-example.yaml":`apiVersion: batch/v1
kind: CronJob
metadata:
  name: nightly-finetune
spec:
  schedule: "0 2 * * *"
  jobTemplate:
    spec:
      template:
        spec:
          restartPolicy: OnFailure
          containers:
            - name: train
              image: nvcr.io/nvidia/pytorch:24.08-py3
              resources:
                limits: {nvidia.com/gpu: 1}
`};case"crd-after-custom-resource":return{"README.md":'# crd-after-custom-resource\n\n## What it checks\n\nTriggers on a custom resource (an object whose API group is not built into Kubernetes) when its apply unit (the files of\none directory, one stdin stream, or one config `applyUnits` entry) also holds the CustomResourceDefinition of its group\nand kind, and every such CRD comes later in apply order: files in the order given on the command line, directories\nwalked like `kubectl apply -R -f DIR` (names sorted by code unit, so `crds/` sorts after `config/`), documents in stream\norder, `List` items in order.\nA CRD of another apply unit is installed by another `kubectl apply`, so it is not an ordering problem here (and\n`crd-missing` knows that it exists).\nOne finding per custom resource, on its `kind:` line, with the CRD as a related location.\nSilent when `cluster.crds` says the cluster already has the CRD, and on objects whose `apiVersion` is a template\nplaceholder.\n\n## Why it matters\n\nkubectl maps every object to a REST resource before it applies anything.\nA custom resource whose CRD is not yet registered fails with `no matches for kind "RayCluster" in version "ray.io/v1"` /\n`ensure CRDs are installed first`, and the rest of the apply goes on without it, so a first install (or a fresh CI\ncluster) ends half-applied.\nEven with the CRD first in the same `kubectl apply`, the API server needs a moment to establish the new type and the\ncustom resources can lose that race; this is why Helm installs the `crds/` directory before the templates, and why\ninstall docs apply CRDs in a separate step.\n\n## How to fix\n\nApply CRDs in their own step, before everything that uses them, and wait until they are established:\n\n```sh\nkubectl apply --server-side -f crds/\nkubectl wait --for=condition=Established crd --all --timeout=60s\nkubectl apply -R -f manifests/\n```\n\nIf one directory must hold both, give the CRD files a name that sorts first (`00-crds/`, `0-crd-rayclusters.yaml`).\nFor a stream (Helm, Kustomize), put the CRDs in their own stream: `helm template --include-crds` places them first, but\nthe race remains, so prefer `helm install` (which waits for CRDs) or `kustomize build crds/ | kubectl apply -f -` first.\nIf the cluster already has the CRD, list it under `cluster.crds`.\n\n## Examples\n\nEach `invalid-*.yaml` is reported as its `invalid-*.out` shows (the output with only this rule enabled, and the\n`.config.yaml` of the same name when there is one); each `valid-*.yaml` gives no finding.\n`rule.test.ts` checks them all; `npx vitest -u` rewrites the `.out` files.\n\n- [invalid-the-raycluster-comes-before-its-crd-in-one.yaml](invalid-the-raycluster-comes-before-its-crd-in-one.yaml):\n  the RayCluster comes before its CRD in one stream\n- [valid-the-crd-first-still-apply-it-in-its-own-step-and.yaml](valid-the-crd-first-still-apply-it-in-its-own-step-and.yaml):\n  the CRD first (still apply it in its own step and wait for Established)\n',"invalid-the-raycluster-comes-before-its-crd-in-one.out":`invalid-the-raycluster-comes-before-its-crd-in-one.yaml
  2:1     error    RayCluster "raycluster-kuberay" comes before its CustomResourceDefinition rayclusters.ray.io (line 9, both in apply unit ./), so kubectl rejects it with "no matches for kind": apply CRDs in a separate, earlier step and wait until they are Established (kubectl wait --for=condition=Established crd/rayclusters.ray.io); even a CRD placed first in one kubectl apply can race its custom resources.  crd-after-custom-resource
    2 | kind: RayCluster
      | ^^^^^^^^^^^^^^^^
    \u21B3 invalid-the-raycluster-comes-before-its-crd-in-one.yaml:9:1: The CustomResourceDefinition rayclusters.ray.io is applied here, after the RayCluster.

\u2716 1 problem (1 error, 0 warnings, 0 notes) in 1 file
`,"invalid-the-raycluster-comes-before-its-crd-in-one.yaml":`apiVersion: ray.io/v1
kind: RayCluster
metadata:
  name: raycluster-kuberay
spec:
  headGroupSpec: {}
---
apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: rayclusters.ray.io
spec:
  group: ray.io
  names: {kind: RayCluster, plural: rayclusters}
  scope: Namespaced
  versions:
    - {name: v1, served: true, storage: true}
`,"valid-the-crd-first-still-apply-it-in-its-own-step-and.yaml":`apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: rayclusters.ray.io
spec:
  group: ray.io
  names: {kind: RayCluster, plural: rayclusters}
  scope: Namespaced
  versions:
    - {name: v1, served: true, storage: true}
---
apiVersion: ray.io/v1
kind: RayCluster
metadata:
  name: raycluster-kuberay
spec:
  headGroupSpec: {}
`};case"crd-conflicting-definitions":return{"README.md":`# crd-conflicting-definitions

## What it checks

Triggers when the input holds two or more CustomResourceDefinitions of the same name that define different APIs: other
versions, or a version whose \`served\`, \`storage\`, schema or subresources differ.
Descriptions and key order do not count (generators rewrite them without changing the API).
Reported once per name, on the \`kind:\` line of the first definition that differs from the first one in apply order, with
that first one as a related location.

## Why it matters

A repository often holds a CRD twice: the source under \`config/crd/\` and a copy in a Helm chart or release bundle that
was not regenerated.
Only one of them ends up in the cluster (the one applied last), so the other copy describes an API the cluster may not
have.
Custom resources are checked against the definition in their own apply unit; without one there, a field is accepted when
any definition has it, so a stale copy never turns a valid resource into an error, but it hides real drift.

## How to fix

Keep one source for each CRD and generate the copies from it (for example in the same \`make manifests\` step), or delete
the stale copy.
If both are intended (a new release rolled out next to the old one), ignore this finding on the new copy with
\`ai-k8s-lint.io/ignore-reason\` saying so.

## Examples

Each \`invalid-*.yaml\` is reported as its \`invalid-*.out\` shows (the output with only this rule enabled, and the
\`.config.yaml\` of the same name when there is one); each \`valid-*.yaml\` gives no finding.
\`rule.test.ts\` checks them all; \`npx vitest -u\` rewrites the \`.out\` files.

- [invalid-a-chart-keeps-a-stale-copy-of-the-crd.yaml](invalid-a-chart-keeps-a-stale-copy-of-the-crd.yaml): a chart
  keeps a stale copy of the CRD
- [valid-two-copies-that-differ-only-in-descriptions.yaml](valid-two-copies-that-differ-only-in-descriptions.yaml): two
  copies that differ only in descriptions and key order
`,"invalid-a-chart-keeps-a-stale-copy-of-the-crd.out":`invalid-a-chart-keeps-a-stale-copy-of-the-crd.yaml
  26:1    warning  CustomResourceDefinition modelservers.serving.example.com is defined differently here and at line 3 (the schema or settings of v1 differ): the one applied last replaces the other in the cluster, and custom resources are checked against the definition of their own apply unit (else accepted when any definition accepts them); remove the stale copy or regenerate both from one source.  crd-conflicting-definitions
    26 | kind: CustomResourceDefinition
       | ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
    \u21B3 invalid-a-chart-keeps-a-stale-copy-of-the-crd.yaml:3:1: The other definition of modelservers.serving.example.com.

\u2716 1 problem (0 errors, 1 warning, 0 notes) in 1 file
`,"invalid-a-chart-keeps-a-stale-copy-of-the-crd.yaml":`# The source definition: v1 with a maxReplicas field.
apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: modelservers.serving.example.com
spec:
  group: serving.example.com
  names: {kind: ModelServer, plural: modelservers}
  scope: Namespaced
  versions:
    - name: v1
      served: true
      storage: true
      schema:
        openAPIV3Schema:
          type: object
          properties:
            spec:
              type: object
              properties:
                model: {type: string}
                maxReplicas: {type: integer}
---
# The copy in the chart was generated before maxReplicas was added.
apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: modelservers.serving.example.com
spec:
  group: serving.example.com
  names: {kind: ModelServer, plural: modelservers}
  scope: Namespaced
  versions:
    - name: v1
      served: true
      storage: true
      schema:
        openAPIV3Schema:
          type: object
          properties:
            spec:
              type: object
              properties:
                model: {type: string}
`,"valid-two-copies-that-differ-only-in-descriptions.yaml":`apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: modelservers.serving.example.com
spec:
  group: serving.example.com
  names: {kind: ModelServer, plural: modelservers}
  scope: Namespaced
  versions:
    - name: v1
      served: true
      storage: true
      schema:
        openAPIV3Schema:
          type: object
          properties:
            spec:
              type: object
              description: What to serve.
              properties:
                model: {type: string, description: The model to load.}
---
apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: modelservers.serving.example.com
spec:
  scope: Namespaced
  group: serving.example.com
  names: {plural: modelservers, kind: ModelServer}
  versions:
    - name: v1
      storage: true
      served: true
      schema:
        openAPIV3Schema:
          type: object
          properties:
            spec:
              type: object
              properties:
                model: {description: The model id on the Hub, type: string}
`};case"crd-missing":return{"README.md":"# crd-missing\n\n## What it checks\n\nTriggers on a custom resource (an object whose API group is not built into Kubernetes) when no CustomResourceDefinition\nof its group and kind is anywhere in the input, no `APIService` of the input serves its group (aggregated APIs need no\nCRD), and config `cluster.crds` does not list it.\nA `cluster.crds` entry is `<plural>.<group>`; since the object only gives its kind, an entry matches when its group is\nthe object's group and its first label is the usual plural of the kind (`rayclusters`, `policies`, `ingresses`) or\nstarts with the lower-cased kind (`prometheuses` for `Prometheus`).\nOne finding per object, on its `kind:` line.\nNever reported for the groups of aggregated metrics APIs (`metrics.k8s.io`, `custom.metrics.k8s.io`,\n`external.metrics.k8s.io`), tool configuration files (`kustomize.config.k8s.io`, `kubelet.config.k8s.io`, ...),\nOpenShift platform APIs (`route.openshift.io`, `security.openshift.io`, ...: every OpenShift cluster has them, no other\ncluster can install them; optional OpenShift operators such as `sriovnetwork.openshift.io` are checked), or templated\n`apiVersion`s.\nSilenced by `--partial`.\n\n## Why it matters\n\nNothing in the manifests installs the type, so the apply works only on a cluster where someone installed the operator\nbeforehand.\nOn any other cluster kubectl fails with `no matches for kind ... ensure CRDs are installed first`: a `RayCluster`\nwithout KubeRay, a `LocalQueue` without Kueue, an `InferenceService` without KServe.\nSaying which CRDs the cluster must already have makes that dependency explicit and reviewable.\n\n## How to fix\n\nInstall the operator that owns the CRD first (its Helm chart or release manifest), or add its CRDs to the input.\nIf the target cluster already has them, declare it in `.ai-k8s-lint.yaml`:\n\n```yaml\ncluster:\n  crds: [rayclusters.ray.io, localqueues.kueue.x-k8s.io]\n```\n\n`kubectl get crd` lists the names to use.\nLinting only part of a repository (a pre-commit hook, changed files)?\nRun with `--partial`.\n\n## Examples\n\nEach `invalid-*.yaml` is reported as its `invalid-*.out` shows (the output with only this rule enabled, and the\n`.config.yaml` of the same name when there is one); each `valid-*.yaml` gives no finding.\n`rule.test.ts` checks them all; `npx vitest -u` rewrites the `.out` files.\n\n- [invalid-a-raycluster-and-no-kuberay-crd-anywhere.yaml](invalid-a-raycluster-and-no-kuberay-crd-anywhere.yaml): a\n  RayCluster, and no KubeRay CRD anywhere\n- [valid-the-crd-is-part-of-the-input.yaml](valid-the-crd-is-part-of-the-input.yaml): the CRD is part of the input\n","invalid-a-raycluster-and-no-kuberay-crd-anywhere.out":`invalid-a-raycluster-and-no-kuberay-crd-anywhere.yaml
  2:1     warning  No CustomResourceDefinition for RayCluster (ray.io/v1) in the input or in cluster.crds: install its operator's CRDs first, or list "rayclusters.ray.io" under cluster.crds if the cluster already has them.  crd-missing
    2 | kind: RayCluster
      | ^^^^^^^^^^^^^^^^

\u2716 1 problem (0 errors, 1 warning, 0 notes) in 1 file
`,"invalid-a-raycluster-and-no-kuberay-crd-anywhere.yaml":`apiVersion: ray.io/v1
kind: RayCluster
metadata:
  name: raycluster-kuberay
spec:
  headGroupSpec: {}
`,"valid-the-crd-is-part-of-the-input.yaml":`apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: localqueues.kueue.x-k8s.io
spec:
  group: kueue.x-k8s.io
  names: {kind: LocalQueue, plural: localqueues}
  scope: Namespaced
  versions:
    - {name: v1beta1, served: true, storage: true}
---
apiVersion: kueue.x-k8s.io/v1beta1
kind: LocalQueue
metadata:
  name: team-a
  namespace: team-a
spec:
  clusterQueue: gpu-cluster-queue
`};case"crd-version-not-served":return{"README.md":'# crd-version-not-served\n\n## What it checks\n\nTriggers on a custom resource whose CustomResourceDefinition (same group and kind) is in the input when the version of\nits `apiVersion` is not one of the CRD\'s `spec.versions[].name`, or is listed with `served: false`.\nFor `apiextensions.k8s.io/v1beta1` CRDs with the single `spec.version` field, that version is the one served.\nWhen the input holds several CRDs of one kind, the one in effect is judged: the last one applied before the object, or\nthe first one when none comes before it.\nReported on the object\'s `apiVersion` value, with the CRD\'s versions as a related location.\nSilent when the versions cannot be read (templated names) and on templated `apiVersion`s.\n\n## Why it matters\n\nThe API server only accepts the versions a CRD serves: `kubectl apply` fails with\n`no matches for kind "RayCluster" in version "ray.io/v1alpha1"`.\nThis happens after an operator upgrade that stops serving an old version (KubeRay dropped `v1alpha1`, Kueue is moving\nfrom `v1beta1` to `v1beta2`), or when samples copied from an older release are applied next to new CRDs.\n\n## How to fix\n\nChange `apiVersion` to a version the CRD serves (usually its storage version; check\n`kubectl explain <kind> --api-version=<group>/<version>` for field changes), or pin the operator release whose CRD still\nserves the version you use.\n\n## Examples\n\nEach `invalid-*.yaml` is reported as its `invalid-*.out` shows (the output with only this rule enabled, and the\n`.config.yaml` of the same name when there is one); each `valid-*.yaml` gives no finding.\n`rule.test.ts` checks them all; `npx vitest -u` rewrites the `.out` files.\n\n- [invalid-kuberay-crd-serves-only-v1.yaml](invalid-kuberay-crd-serves-only-v1.yaml): KubeRay CRD serves only v1\n- [valid-a-served-version.yaml](valid-a-served-version.yaml): a served version\n',"invalid-kuberay-crd-serves-only-v1.out":`invalid-kuberay-crd-serves-only-v1.yaml
  13:1    error    RayCluster "raycluster-kuberay" uses ray.io/v1alpha1, but its CustomResourceDefinition rayclusters.ray.io (line 2) lists v1alpha1 with served: false (it serves v1): change apiVersion to ray.io/v1.  crd-version-not-served
    13 | apiVersion: ray.io/v1alpha1
       | ^^^^^^^^^^^^^^^^^^^^^^^^^^^
    \u21B3 invalid-kuberay-crd-serves-only-v1.yaml:9:3: The versions the CustomResourceDefinition rayclusters.ray.io serves.

\u2716 1 problem (1 error, 0 warnings, 0 notes) in 1 file
`,"invalid-kuberay-crd-serves-only-v1.yaml":`apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: rayclusters.ray.io
spec:
  group: ray.io
  names: {kind: RayCluster, plural: rayclusters}
  scope: Namespaced
  versions:
    - {name: v1, served: true, storage: true}
    - {name: v1alpha1, served: false, storage: false}
---
apiVersion: ray.io/v1alpha1
kind: RayCluster
metadata:
  name: raycluster-kuberay
spec:
  headGroupSpec: {}
`,"valid-a-served-version.yaml":`apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: rayclusters.ray.io
spec:
  group: ray.io
  names: {kind: RayCluster, plural: rayclusters}
  scope: Namespaced
  versions:
    - {name: v1, served: true, storage: true}
    - {name: v1alpha1, served: false, storage: false}
---
apiVersion: ray.io/v1
kind: RayCluster
metadata:
  name: raycluster-kuberay
spec:
  headGroupSpec: {}
`};case"cuda-driver-incompatible":return{"README.md":`# cuda-driver-incompatible

## What it checks

Reads the CUDA version of every GPU container's image from its tag (data/cuda-images.json per image family, or
\`compat.images\` in the config for private images) and compares the driver that CUDA version needs
(data/cuda-drivers.json) with the driver of every node pool the pod can land on (candidates of the placement simulation:
nodeSelector, required node affinity and taints pass, and the GPUs fit), or, when no such pool knows its driver, with
the driver labels the pod pins itself (\`nvidia.com/cuda.driver-version.full\`, \`.major/.minor/.revision\`, the deprecated
\`nvidia.com/cuda.driver.major/minor/rev\`, \`nvidia.com/cuda.runtime-version.*\`, \`Gt\`/\`Lt\` on the major version).

Decision order (RULES.md): a driver at or above the toolkit minimum of the CUDA release is fine.
Below it, an image built on \`nvidia/cuda\` (NGC, vLLM, TGI, Triton, SGLang: they carry \`NVIDIA_REQUIRE_CUDA\`) is refused
by the container toolkit unless the driver is in a forward-compatible branch listed for that CUDA release on a
data-center GPU; this rule fires when the branch is not listed or the GPU is a consumer GPU (an unknown GPU class is
\`cuda-driver-minor-compat-only\`).
Other images (PyTorch wheels on a plain OS) fire when the driver is below the minor-version-compatibility floor of the
CUDA major (11.x: 450.80.02, 12.x: 525.60.13, 13.x: 580).
With \`settings.cudaCompatibility: strict\` every driver below the toolkit minimum fires.

A partial driver version (\`535\`, \`535.104\`) stands for every version it could be: when the full version decides, the
finding is a warning that says so.
Images whose CUDA is unknown (\`latest\`, digests, unknown tags), placeholders, ROCm images, pools without a driver, AMD
pools and CUDA versions outside the table are not judged here.
The finding points at the \`image\` value; pinned labels and Node objects are related locations.

## Why it matters

The scheduler does not know which CUDA an image needs, so the pod is placed on the old-driver node anyway.
An image built on \`nvidia/cuda\` then fails at container start
(\`nvidia-container-cli: requirement error: unsatisfied condition: cuda>=12.8, please update your driver\`), the pod sits
in \`CreateContainerError\` or CrashLoopBackOff, and a plain-OS image starts but dies at the first CUDA call
(\`CUDA driver version is insufficient for CUDA runtime version\`, \`cudaErrorInitializationError\`, sometimes a
segmentation fault).
Both the CUDA version (the tag) and the driver (GPU Feature Discovery labels, the pool inventory) are known before
deploying.

## How to fix

Upgrade the pool's driver to at least the version in the message, pin the pod to a pool that has it
(\`nodeSelector: {nvidia.com/cuda.driver-version.major: "580"}\`), or use an image built for a CUDA version the driver
supports (the message names the newest one).
If the linter's idea of the image's CUDA is wrong, say what it is in the config:

\`\`\`yaml
compat:
  images:
    - { match: "registry.example.com/team/serving:*-cu124", cuda: "12.4", base: nvidia-cuda }
\`\`\`

## Examples

Each \`invalid-*.yaml\` is reported as its \`invalid-*.out\` shows (the output with only this rule enabled, and the
\`.config.yaml\` of the same name when there is one); each \`valid-*.yaml\` gives no finding.
\`rule.test.ts\` checks them all; \`npx vitest -u\` rewrites the \`.out\` files.

- [invalid-the-pod-pins-a-driver-deprecated-label-too-old.yaml](invalid-the-pod-pins-a-driver-deprecated-label-too-old.yaml):
  the pod pins a driver (deprecated label) too old for its vLLM image
- [invalid-a-cuda-13-pytorch-image-on-an-r535-node-the-node.yaml](invalid-a-cuda-13-pytorch-image-on-an-r535-node-the-node.yaml):
  a CUDA 13 PyTorch image on an R535 node (the Node object of the input is the pool)
- [valid-the-driver-is-new-enough-for-the-image.yaml](valid-the-driver-is-new-enough-for-the-image.yaml): the driver is
  new enough for the image
- [valid-forward-compatibility-an-nvidia-cuda-12-4-image.yaml](valid-forward-compatibility-an-nvidia-cuda-12-4-image.yaml):
  forward compatibility: an nvidia/cuda 12.4 image on a data-center GPU with R535
`,"invalid-a-cuda-13-pytorch-image-on-an-r535-node-the-node.out":`invalid-a-cuda-13-pytorch-image-on-an-r535-node-the-node.yaml
  19:11   error    Image pytorch/pytorch:2.9.0-cuda13.0-cudnn9-runtime uses CUDA 13.0 (data/cuda-images.json pytorch-runtime-tag (the tag states CUDA 13.0), verified: https://github.com/pytorch/pytorch/blob/main/docker.Makefile), which needs driver >= 580.65.06 (CUDA 13.0 GA, data/cuda-drivers.json, verified), but node pool a100-node-1 (A100-80GB, data-center GPU) has driver 535.104.05 from nvidia.com/cuda.driver-version.full: it is also below the CUDA 13 minor-version-compatibility floor 580 (data/cuda-drivers.json, verified), so CUDA fails to initialize (cudaErrorInsufficientDriver); upgrade the driver to >= 580.65.06 or use an image built for CUDA 12.2 or older.  cuda-driver-incompatible
    19 |           image: pytorch/pytorch:2.9.0-cuda13.0-cudnn9-runtime
       |           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
    \u21B3 invalid-a-cuda-13-pytorch-image-on-an-r535-node-the-node.yaml:2:1: Node a100-node-1 of node pool a100-node-1: driver 535.104.05 (nvidia.com/cuda.driver-version.full).

\u2716 1 problem (1 error, 0 warnings, 0 notes) in 1 file
`,"invalid-a-cuda-13-pytorch-image-on-an-r535-node-the-node.yaml":`apiVersion: v1
kind: Node
metadata:
  name: a100-node-1
  labels:
    nvidia.com/gpu.product: NVIDIA-A100-SXM4-80GB
    nvidia.com/cuda.driver-version.full: "535.104.05"
---
apiVersion: batch/v1
kind: Job
metadata:
  name: finetune
spec:
  template:
    spec:
      restartPolicy: Never
      containers:
        - name: train
          image: pytorch/pytorch:2.9.0-cuda13.0-cudnn9-runtime
          resources:
            limits:
              nvidia.com/gpu: 1
`,"invalid-the-pod-pins-a-driver-deprecated-label-too-old.out":`invalid-the-pod-pins-a-driver-deprecated-label-too-old.yaml
  17:11   error    Image vllm/vllm-openai:v0.9.0 uses CUDA 12.8 (data/cuda-images.json vllm-release 0.9.0..0.9.99 -> CUDA 12.8, unverified: https://docs.vllm.ai/en/v0.9.0/getting_started/installation/gpu.html), which needs driver >= 570.26 (CUDA 12.8 GA, data/cuda-drivers.json, verified), but the node the pod pins with nvidia.com/cuda.driver.major=418 has driver 418 from nvidia.com/cuda.driver.major (deprecated labels, major version only): the image is built on nvidia/cuda, so the container toolkit checks NVIDIA_REQUIRE_CUDA (cuda>=12.8) and refuses to start it on this driver, which is not in a forward-compatible branch listed for CUDA 12.8 (R470, R535, R550, R560, R565); upgrade the driver to >= 570.26.  cuda-driver-incompatible
    17 |           image: vllm/vllm-openai:v0.9.0
       |           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
    \u21B3 invalid-the-pod-pins-a-driver-deprecated-label-too-old.yaml:14:9: The pod pins nvidia.com/cuda.driver.major=418.

\u2716 1 problem (1 error, 0 warnings, 0 notes) in 1 file
`,"invalid-the-pod-pins-a-driver-deprecated-label-too-old.yaml":`apiVersion: apps/v1
kind: Deployment
metadata:
  name: chat
spec:
  replicas: 1
  selector:
    matchLabels: {app: chat}
  template:
    metadata:
      labels: {app: chat}
    spec:
      nodeSelector:
        nvidia.com/cuda.driver.major: "418"
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          resources:
            limits:
              nvidia.com/gpu: 1
`,"valid-forward-compatibility-an-nvidia-cuda-12-4-image.yaml":`apiVersion: v1
kind: Node
metadata:
  name: a100-node-1
  labels:
    nvidia.com/gpu.product: NVIDIA-A100-SXM4-80GB
    nvidia.com/cuda.driver-version.full: "535.104.05"
---
apiVersion: v1
kind: Pod
metadata:
  name: cuda-app
spec:
  containers:
    - name: app
      image: nvidia/cuda:12.4.1-runtime-ubuntu22.04
      resources:
        limits:
          nvidia.com/gpu: 1
`,"valid-the-driver-is-new-enough-for-the-image.yaml":`apiVersion: v1
kind: Node
metadata:
  name: a100-node-1
  labels:
    nvidia.com/gpu.product: NVIDIA-A100-SXM4-80GB
    nvidia.com/cuda.driver-version.full: "550.54.15"
---
apiVersion: batch/v1
kind: Job
metadata:
  name: finetune
spec:
  template:
    spec:
      restartPolicy: Never
      containers:
        - name: train
          image: pytorch/pytorch:2.4.1-cuda12.4-cudnn9-runtime
          resources:
            limits:
              nvidia.com/gpu: 1
`};case"cuda-driver-minor-compat-only":return{"README.md":`# cuda-driver-minor-compat-only

## What it checks

Same inputs as \`cuda-driver-incompatible\`: the CUDA version of a GPU container's image (data/cuda-images.json or
\`compat.images\`) against the driver of each node pool the pod can land on, or the driver labels the pod pins itself.
Triggers when the driver is below the toolkit minimum of that CUDA release (data/cuda-drivers.json) and:

- the image is not built on \`nvidia/cuda\` (PyTorch wheels on a plain OS, a private image with \`base: os\`) and the driver
  is at or above the minor-version-compatibility floor of the same CUDA major (11.x: 450.80.02, 12.x: 525.60.13, 13.x: 580):
  it runs with the limits of minor-version compatibility;
- or the image is built on \`nvidia/cuda\` and the driver is in a forward-compatible branch listed for that CUDA release,
  but the pool's GPU class is unknown or a workstation GPU: forward compatibility works only on data-center GPUs, so
  whether the container starts depends on the GPU;
- or a framework bundled in the image is built for a newer CUDA than its base (TGI 2.3 to 3.1: PyTorch for CUDA 12.4 on
  a CUDA 12.1 base) and the driver meets only the base.

A partial driver version that might be below the floor is reported too, and says so.
Silent with \`settings.cudaCompatibility: strict\` (then every such driver is \`cuda-driver-incompatible\`), for unknown
CUDA versions, placeholders, ROCm images and pools without a driver.

## Why it matters

Minor-version compatibility lets an application built with CUDA 12.8 run on an R535 driver, but only for code compiled
to the GPU's machine code: PTX that has to be JIT-compiled for the GPU fails (\`cudaErrorUnsupportedPtxVersion\`), newer
driver APIs are missing, and some wheels (Triton kernels, custom CUDA extensions) break at runtime, not at startup.
Forward compatibility through \`cuda-compat\` exists only on data-center GPUs; on a workstation or consumer GPU the same
image fails with \`cudaErrorCompatNotSupportedOnDevice\`.
Both are silent until a particular code path runs.

## How to fix

Upgrade the pool's driver to the toolkit minimum named in the message, or use an image built for the CUDA version the
driver supports.
When the GPU class is what is unknown, declare the product so the linter can decide (\`nvidia.com/gpu.product\` label, or
\`gpu.product\` of the pool in \`nodePools\`).
To make every such case an error, set \`settings.cudaCompatibility: strict\`.

## Examples

Each \`invalid-*.yaml\` is reported as its \`invalid-*.out\` shows (the output with only this rule enabled, and the
\`.config.yaml\` of the same name when there is one); each \`valid-*.yaml\` gives no finding.
\`rule.test.ts\` checks them all; \`npx vitest -u\` rewrites the \`.out\` files.

- [invalid-a-cuda-12-4-pytorch-image-on-an-r535-node-minor.yaml](invalid-a-cuda-12-4-pytorch-image-on-an-r535-node-minor.yaml):
  a CUDA 12.4 PyTorch image on an R535 node: minor-version compatibility only
- [valid-the-driver-meets-the-toolkit-minimum.yaml](valid-the-driver-meets-the-toolkit-minimum.yaml): the driver meets
  the toolkit minimum
`,"invalid-a-cuda-12-4-pytorch-image-on-an-r535-node-minor.out":`invalid-a-cuda-12-4-pytorch-image-on-an-r535-node-minor.yaml
  19:11   warning  Image pytorch/pytorch:2.4.1-cuda12.4-cudnn9-runtime uses CUDA 12.4 (data/cuda-images.json pytorch-runtime-tag (the tag states CUDA 12.4), verified: https://github.com/pytorch/pytorch/blob/main/docker.Makefile), which needs driver >= 550.54.14 (CUDA 12.4 GA, data/cuda-drivers.json, verified); node pool l4-node-1 (L4, data-center GPU) has driver 535.104.05 from nvidia.com/cuda.driver-version.full: it runs only through CUDA minor-version compatibility (CUDA 12 floor 525.60.13, data/cuda-drivers.json, verified), where code that JIT-compiles PTX for newer GPUs or calls newer driver APIs fails. To run it without these limits, upgrade the driver to >= 550.54.14 or use an image built for CUDA 12.2 or older.  cuda-driver-minor-compat-only
    19 |           image: pytorch/pytorch:2.4.1-cuda12.4-cudnn9-runtime
       |           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
    \u21B3 invalid-a-cuda-12-4-pytorch-image-on-an-r535-node-minor.yaml:2:1: Node l4-node-1 of node pool l4-node-1: driver 535.104.05 (nvidia.com/cuda.driver-version.full).

\u2716 1 problem (0 errors, 1 warning, 0 notes) in 1 file
`,"invalid-a-cuda-12-4-pytorch-image-on-an-r535-node-minor.yaml":`apiVersion: v1
kind: Node
metadata:
  name: l4-node-1
  labels:
    nvidia.com/gpu.product: NVIDIA-L4
    nvidia.com/cuda.driver-version.full: "535.104.05"
---
apiVersion: batch/v1
kind: Job
metadata:
  name: finetune
spec:
  template:
    spec:
      restartPolicy: Never
      containers:
        - name: train
          image: pytorch/pytorch:2.4.1-cuda12.4-cudnn9-runtime
          resources:
            limits:
              nvidia.com/gpu: 1
`,"valid-the-driver-meets-the-toolkit-minimum.yaml":`apiVersion: v1
kind: Node
metadata:
  name: l4-node-1
  labels:
    nvidia.com/gpu.product: NVIDIA-L4
    nvidia.com/cuda.driver-version.full: "550.54.15"
---
apiVersion: batch/v1
kind: Job
metadata:
  name: finetune
spec:
  template:
    spec:
      restartPolicy: Never
      containers:
        - name: train
          image: pytorch/pytorch:2.4.1-cuda12.4-cudnn9-runtime
          resources:
            limits:
              nvidia.com/gpu: 1
`};case"cuda-gpu-arch-unsupported":return{"README.md":`# cuda-gpu-arch-unsupported

## What it checks

Reads the CUDA version of every GPU container's image as \`cuda-driver-incompatible\` does (data/cuda-images.json per
image family, or \`compat.images\` in the config) and compares it with the GPU architecture of every node pool the pod can
land on (the candidates of the placement simulation whose GPUs fit).
When no such pool names its GPU, the GPU labels the pod pins in its nodeSelector (\`nvidia.com/gpu.product\`,
\`nvidia.com/gpu.compute.major/minor\`, \`cloud.google.com/gke-accelerator\`, instance types) stand for its node.
A node's GPU comes from the GPU Feature Discovery labels \`nvidia.com/gpu.compute.major/minor\`, else from the product
(\`computeCapability\` in data/gpu-products.json), else from \`nvidia.com/gpu.family\`.
It fires when the image's CUDA release is older than the first release that builds code for the GPU
(data/cuda-architectures.json: native code for Hopper 9.0 and Ada 8.9 needs 11.8, Blackwell 10.0 and 12.0 need 12.8), or
when it is a CUDA major release that no longer builds for the GPU (CUDA 13 drops Maxwell, Pascal and Volta).
A cubin built for compute capability X.y runs on X.z for z >= y, so the floor of a GPU is the lowest first release of
its major version at or below it: CUDA 11.0 to 11.7 images run on Ada with their Ampere code and are not reported, and a
B300 (10.3) runs CUDA 12.8 code built for 10.0.
Framework images (vLLM, PyTorch, NGC, TGI, SGLang) are errors; a plain \`nvidia/cuda\` base image or a private image on an
older toolkit is a warning, because what it runs is the user's own build, which may carry PTX.
Images whose CUDA is unknown, GPUs whose architecture or floor is not in the data, AMD pools and pools without a GPU
product are not judged.
The finding points at the \`image\` value; the Node objects of the pools and the pinned labels are related locations.

## Why it matters

A CUDA toolkit can only build code for the GPUs it knows, and a CUDA major release that drops an architecture builds
nothing for it.
The container starts, the driver is new enough, and the first kernel launch fails with
\`CUDA error: no kernel image is available for execution on the device\` (PyTorch also warns that the GPU's capability "is
not compatible with the current PyTorch installation").
PTX embedded in the binary can be compiled by the driver for a newer GPU, but framework images ship cubins for the GPUs
they were built for, and PTX from CUDA 13 cannot run on older GPUs at all.
Both the image's CUDA release and the GPU model of a pool are known before deploying.

## How to fix

Use an image built with a CUDA release that supports the GPU (the message names the release), such as a newer framework
release or its \`-cu128\`/\`-cu130\` variant.
For a GPU that the image's CUDA major release dropped, use an image of the previous major release (\`-cu129\`, \`-cuda12.8\`
tags).
Or keep the pod off those nodes with a nodeSelector or node affinity on \`nvidia.com/gpu.product\`.
If the linter's idea of the image's CUDA is wrong, say what it is under \`compat.images\` in the config.

## Examples

Each \`invalid-*.yaml\` is reported as its \`invalid-*.out\` shows (the output with only this rule enabled, and the
\`.config.yaml\` of the same name when there is one); each \`valid-*.yaml\` gives no finding.
\`rule.test.ts\` checks them all; \`npx vitest -u\` rewrites the \`.out\` files.

- [invalid-a-vllm-0-6-image-on-a-b200-pool.yaml](invalid-a-vllm-0-6-image-on-a-b200-pool.yaml): a vLLM 0.6 image (CUDA 12.1)
  on a pool of B200 GPUs (node pools in the config)
- [invalid-a-cuda-13-image-on-a-v100-node.yaml](invalid-a-cuda-13-image-on-a-v100-node.yaml): a CUDA 13 PyTorch image on
  a V100 node (the Node object of the input is the pool)
- [valid-a-cuda-12-8-image-on-a-b200-pool.yaml](valid-a-cuda-12-8-image-on-a-b200-pool.yaml): a vLLM image built with
  CUDA 12.8 on the same B200 pool
`,"invalid-a-cuda-13-image-on-a-v100-node.out":`invalid-a-cuda-13-image-on-a-v100-node.yaml
  20:11   error    Image pytorch/pytorch:2.9.0-cuda13.0-cudnn9-runtime uses CUDA 13.0 (data/cuda-images.json pytorch-runtime-tag (the tag states CUDA 13.0), verified: https://github.com/pytorch/pytorch/blob/main/docker.Makefile), but node pool v100-node-1 has a Volta GPU (V100-16GB, compute capability 7.0, from nvidia.com/gpu.compute.major/minor), which CUDA 13 no longer builds code for (the last is CUDA 12.x, data/cuda-architectures.json: https://developer.nvidia.com/blog/navigating-gpu-architecture-support-a-guide-for-nvidia-cuda-developers): its kernels fail with "no kernel image is available for execution on the device"; use an image built for CUDA 12.x, or keep the pod off these nodes.  cuda-gpu-arch-unsupported
    20 |           image: pytorch/pytorch:2.9.0-cuda13.0-cudnn9-runtime
       |           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
    \u21B3 invalid-a-cuda-13-image-on-a-v100-node.yaml:2:1: Node v100-node-1 of node pool v100-node-1.

\u2716 1 problem (1 error, 0 warnings, 0 notes) in 1 file
`,"invalid-a-cuda-13-image-on-a-v100-node.yaml":`apiVersion: v1
kind: Node
metadata:
  name: v100-node-1
  labels:
    nvidia.com/gpu.product: Tesla-V100-SXM2-16GB
    nvidia.com/gpu.compute.major: "7"
    nvidia.com/gpu.compute.minor: "0"
---
apiVersion: batch/v1
kind: Job
metadata:
  name: finetune
spec:
  template:
    spec:
      restartPolicy: Never
      containers:
        - name: train
          image: pytorch/pytorch:2.9.0-cuda13.0-cudnn9-runtime
          resources:
            limits:
              nvidia.com/gpu: 1
`,"invalid-a-vllm-0-6-image-on-a-b200-pool.config.yaml":`nodePools:
  - name: b200
    labels:
      nvidia.com/gpu.product: NVIDIA-B200
    gpu:
      count: 8
`,"invalid-a-vllm-0-6-image-on-a-b200-pool.out":`invalid-a-vllm-0-6-image-on-a-b200-pool.yaml
  15:11   error    Image vllm/vllm-openai:v0.6.3 uses CUDA 12.1 (data/cuda-images.json vllm-release 0.3.3..0.7.2 -> CUDA 12.1, unverified: https://docs.vllm.ai/en/v0.7.2/getting_started/installation.html), but node pool b200 has a Blackwell GPU (B200-180GB, compute capability 10.0, from nvidia.com/gpu.product), which CUDA builds code for from 12.8 (data/cuda-architectures.json, verified: https://docs.nvidia.com/cuda/blackwell-compatibility-guide): its kernels fail with "no kernel image is available for execution on the device" unless they carry PTX the driver can compile; use an image built for CUDA 12.8 or newer, or keep the pod off these nodes.  cuda-gpu-arch-unsupported
    15 |           image: vllm/vllm-openai:v0.6.3
       |           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^

\u2716 1 problem (1 error, 0 warnings, 0 notes) in 1 file
`,"invalid-a-vllm-0-6-image-on-a-b200-pool.yaml":`apiVersion: apps/v1
kind: Deployment
metadata:
  name: chat
spec:
  replicas: 1
  selector:
    matchLabels: {app: chat}
  template:
    metadata:
      labels: {app: chat}
    spec:
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.6.3
          args: ["--model", "Qwen/Qwen2.5-7B-Instruct"]
          resources:
            limits:
              nvidia.com/gpu: 1
`,"valid-a-cuda-12-8-image-on-a-b200-pool.config.yaml":`nodePools:
  - name: b200
    labels:
      nvidia.com/gpu.product: NVIDIA-B200
    gpu:
      count: 8
`,"valid-a-cuda-12-8-image-on-a-b200-pool.yaml":`apiVersion: apps/v1
kind: Deployment
metadata:
  name: chat
spec:
  replicas: 1
  selector:
    matchLabels: {app: chat}
  template:
    metadata:
      labels: {app: chat}
    spec:
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          args: ["--model", "Qwen/Qwen2.5-7B-Instruct"]
          resources:
            limits:
              nvidia.com/gpu: 1
`};case"cuda-version-unknown":return{"README.md":`# cuda-version-unknown

## What it checks

Triggers on the \`image\` of a GPU container when the image belongs to the image-family table (CUDA base images, NGC
containers, PyTorch, vLLM, Triton, TGI, SGLang, Ray, TensorFlow, NIM, DeepSpeed, ...) but its CUDA version cannot be
read: the tag matches none of the family's encodings in data/cuda-images.json (a release the table does not list, such
as an NGC month without release notes, or a tag scheme it does not know), the family has no CUDA data and the tag names
no \`cuNNN\`/\`cudaX.Y\`, or the image is pinned by digest without a readable tag.
The compatibility rules (\`cuda-driver-incompatible\`, \`cuda-driver-minor-compat-only\`, \`framework-driver-incompatible\`)
then cannot judge it.

Not for \`latest\`, another moving tag (\`main\`, \`nightly\`, ...) without a digest, or a missing tag (that is
\`image-tag-mutable\`), placeholders, images that \`compat.images\` in the config describes, ROCm images and CPU builds,
non-AI images, or containers without a GPU.
Does not need node pools.

## Why it matters

A CUDA image that needs a newer driver than the node has fails at container start or at the first CUDA call.
The linter can catch that before deploying only if it knows the image's CUDA version; a note says where that check is
blind, so the gap is visible instead of silently passing.

## How to fix

Use a tag that states the CUDA version or a release the data knows (\`vllm/vllm-openai:v0.9.0\`,
\`pytorch/pytorch:2.4.1-cuda12.4-cudnn9-runtime\`, \`nvcr.io/nvidia/tritonserver:24.05-py3\`), or tell the linter in the
config:

\`\`\`yaml
compat:
  images:
    - { match: "nvcr.io/nim/meta/llama-3.1-8b-instruct:1.3.*", cuda: "12.6", base: nvidia-cuda }
    - { match: "registry.example.com/ml/trainer@sha256:*", cuda: "12.4", base: os }
\`\`\`

See docs/compatibility.md for the tag encodings the linter reads.

## Examples

Each \`invalid-*.yaml\` is reported as its \`invalid-*.out\` shows (the output with only this rule enabled, and the
\`.config.yaml\` of the same name when there is one); each \`valid-*.yaml\` gives no finding.
\`rule.test.ts\` checks them all; \`npx vitest -u\` rewrites the \`.out\` files.

- [invalid-a-nim-image-the-data-has-no-cuda-version-for-it.yaml](invalid-a-nim-image-the-data-has-no-cuda-version-for-it.yaml):
  a NIM image: the data has no CUDA version for it
- [valid-the-tag-states-the-cuda-version.yaml](valid-the-tag-states-the-cuda-version.yaml): the tag states the CUDA
  version
`,"invalid-a-nim-image-the-data-has-no-cuda-version-for-it.out":`invalid-a-nim-image-the-data-has-no-cuda-version-for-it.yaml
  14:11   note     The CUDA version of image nvcr.io/nim/meta/llama-3.1-8b-instruct:1.3.3 (GPU container "nim", image family ngc-nim) is unknown: data/cuda-images.json has no CUDA encoding for ngc-nim images, and tag 1.3.3 names no cuNNN/cudaX.Y; the driver compatibility of this container is not checked. Add a compat.images entry to the config (match: "nvcr.io/nim/meta/llama-3.1-8b-instruct:1.3.3", cuda: "<X.Y>") or use a tag that states the CUDA version.  cuda-version-unknown
    14 |           image: nvcr.io/nim/meta/llama-3.1-8b-instruct:1.3.3
       |           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^

\u2716 1 problem (0 errors, 0 warnings, 1 note) in 1 file
`,"invalid-a-nim-image-the-data-has-no-cuda-version-for-it.yaml":`apiVersion: apps/v1
kind: Deployment
metadata:
  name: llama
spec:
  selector:
    matchLabels: {app: llama}
  template:
    metadata:
      labels: {app: llama}
    spec:
      containers:
        - name: nim
          image: nvcr.io/nim/meta/llama-3.1-8b-instruct:1.3.3
          resources:
            limits:
              nvidia.com/gpu: 1
`,"valid-the-tag-states-the-cuda-version.yaml":`apiVersion: apps/v1
kind: Deployment
metadata:
  name: llama
spec:
  selector:
    matchLabels: {app: llama}
  template:
    metadata:
      labels: {app: llama}
    spec:
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0-cu128
          resources:
            limits:
              nvidia.com/gpu: 1
`};case"env-var-not-expanded":return{"README.md":'# env-var-not-expanded\n\n## What it checks\n\nTriggers for an env `value` of a container of an AI workload that refers to another variable with shell syntax, `$NAME`\nor `${NAME}`, where `NAME` is written as an environment variable (upper case) or is defined in the container\'s env.\nKubernetes expands only `$(NAME)` in env values, so the process gets the text as written.\nThe finding points at the value and says what to write instead: `$(NAME)` when `NAME` is defined earlier in the\ncontainer\'s env or is a Service variable (`*_SERVICE_HOST`, `*_SERVICE_PORT`), and the whole value when it is a variable\nof the image (such as `PATH` or `LD_LIBRARY_PATH`), which `$(NAME)` cannot reach either.\n\nNot findings: `$$` (the Kubernetes escape for a literal `$`), `$(NAME)`, other shell forms (`$1`, `${NAME:-x}`), a value\nthat is one variable the env does not define (`value: $HF_TOKEN`, a placeholder to fill in; the other `$NAME`s of such a\npod are taken as placeholders too), values of templates that a tool fills in before they are applied (`{{ }}` in the\nvalue, or `${NAME}` in the object outside env values and commands, as envsubst templates have), values that some shell\nexpands after all (shell prompts, `*_COMMAND`, `*_CMD` and `*_SCRIPT` variables, values with shell operators, containers\nthat run `eval` or `envsubst`), and passwords and secrets, where a `$` is one of the characters.\n\n## Why it matters\n\nA shell expands `$NAME` when it reads a command line; Kubernetes is not a shell and puts env values into the process\nenvironment as written, expanding only `$(NAME)` for variables defined earlier in the same container\'s env.\n`LD_LIBRARY_PATH: "$LD_LIBRARY_PATH:/usr/local/nvidia/lib64"` replaces the image\'s library path with a path that starts\nwith the literal directory `$LD_LIBRARY_PATH`: the directories the image put on the path (CUDA compatibility and\nframework libraries) are dropped, and the server fails with "cannot open shared object file" or falls back to the wrong\nlibraries.\nA cache or model directory written as `${MODEL_ROOT}/hf-cache` becomes a relative directory named `${MODEL_ROOT}` in the\nworking directory, on the container\'s writable layer, so downloads fill the node\'s disk and are lost on restart.\n\n## How to fix\n\nUse `$(NAME)` for variables defined earlier in the container\'s env, and write the whole value for variables of the\nimage:\n\n```yaml\nenv:\n  - name: LD_LIBRARY_PATH\n    value: /usr/local/nvidia/lib64:/usr/local/cuda/lib64\n  - name: MODEL_ROOT\n    value: /models\n  - name: TRANSFORMERS_CACHE\n    value: $(MODEL_ROOT)/hf-cache\n```\n\nTo extend a variable of the image, do it in the container\'s shell command:\n`command: ["sh", "-c", "export LD_LIBRARY_PATH=$LD_LIBRARY_PATH:/usr/local/nvidia/lib64 && exec tritonserver ..."]`.\n\n## Examples\n\nEach `invalid-*.yaml` is reported as its `invalid-*.out` shows (the output with only this rule enabled, and the\n`.config.yaml` of the same name when there is one); each `valid-*.yaml` gives no finding.\n`rule.test.ts` checks them all; `npx vitest -u` rewrites the `.out` files.\n\n- [invalid-ld-library-path-extends-itself.yaml](invalid-ld-library-path-extends-itself.yaml): LD_LIBRARY_PATH extends\n  itself\n- [valid-kubernetes-syntax-and-escapes.yaml](valid-kubernetes-syntax-and-escapes.yaml): Kubernetes syntax and escapes\n',"invalid-ld-library-path-extends-itself.out":`invalid-ld-library-path-extends-itself.yaml
  20:15   warning  env LD_LIBRARY_PATH of container "triton" uses shell syntax $LD_LIBRARY_PATH, which Kubernetes does not expand: the process gets the literal text "$LD_LIBRARY_PATH:/usr/local/nvidia/lib64"; $(LD_LIBRARY_PATH) cannot extend the image's LD_LIBRARY_PATH either (Kubernetes expands $(NAME) only for variables defined earlier in the container's env, not the image's): write the whole value, or extend it in the container's shell command (export LD_LIBRARY_PATH="$LD_LIBRARY_PATH:...").  env-var-not-expanded
    20 |               value: "$LD_LIBRARY_PATH:/usr/local/nvidia/lib64"
       |               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  24:15   warning  env TRANSFORMERS_CACHE of container "triton" uses shell syntax \${MODEL_ROOT}, which Kubernetes does not expand: the process gets the literal text "\${MODEL_ROOT}/hf-cache"; write $(MODEL_ROOT) instead, which Kubernetes expands from the env above it.  env-var-not-expanded
    24 |               value: "\${MODEL_ROOT}/hf-cache"
       |               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^

\u2716 2 problems (0 errors, 2 warnings, 0 notes) in 1 file
`,"invalid-ld-library-path-extends-itself.yaml":`apiVersion: apps/v1
kind: Deployment
metadata:
  name: triton
spec:
  selector:
    matchLabels:
      app: triton
  template:
    metadata:
      labels:
        app: triton
    spec:
      containers:
        - name: triton
          image: nvcr.io/nvidia/tritonserver:24.05-py3
          command: ["tritonserver", "--model-repository=/models"]
          env:
            - name: LD_LIBRARY_PATH
              value: "$LD_LIBRARY_PATH:/usr/local/nvidia/lib64"
            - name: MODEL_ROOT
              value: /models
            - name: TRANSFORMERS_CACHE
              value: "\${MODEL_ROOT}/hf-cache"
          resources:
            limits:
              nvidia.com/gpu: 1
`,"valid-kubernetes-syntax-and-escapes.yaml":`apiVersion: apps/v1
kind: Deployment
metadata:
  name: vllm
spec:
  selector:
    matchLabels:
      app: vllm
  template:
    metadata:
      labels:
        app: vllm
    spec:
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          args: ["--model", "$(MODEL)", "--download-dir", "$(CACHE_DIR)"]
          env:
            - name: MODEL_ROOT
              value: /models
            - name: CACHE_DIR
              value: "$(MODEL_ROOT)/hf-cache"
            - name: MODEL
              value: meta-llama/Llama-3.1-8B-Instruct
            - name: BANNER
              value: "$$HOME is written literally"
          resources:
            limits:
              nvidia.com/gpu: 1
`};case"ephemeral-storage-missing":return{"README.md":"# ephemeral-storage-missing\n\n## What it checks\n\nTriggers for a container (regular, native sidecar or init) of an AI workload without an `ephemeral-storage` request or\nlimit (a placeholder counts as set) that downloads models to node-local disk, found in this order:\n\n1. **Declared cache locations**: `HF_HOME`, `HF_HUB_CACHE`, `HUGGINGFACE_HUB_CACHE`, `TRANSFORMERS_CACHE`,\n   `--download-dir`, `--huggingface-hub-cache`, and `--local-dir`/`--cache-dir` of `hf download`, also inside `sh -c`.\n   The deepest mount above the path decides: no volume is the writable layer, a disk `emptyDir` is an emptyDir; a PVC,\n   hostPath, memory-backed or read-only mount, `valueFrom`, a placeholder or a relative path stays silent.\n2. **A Hugging Face Hub model id** (`org/name`) in the serving arguments (`--model`, `vllm serve <model>`,\n   `--model-path`, `--model-id`, TGI `MODEL_ID`, `$(VAR)` expanded), `hf download <repo>` or a `MODEL_ID`/`HF_MODEL_ID`\n   env var, with no declared location: it goes to the image's default cache (`/data` for TGI and TEI, else\n   `$HOME/.cache/huggingface`), resolved the same way; silent when a possibly persistent volume is mounted at `/data` or\n   a model-cache-like path.\n3. **Model cache mounts**, when nothing is declared and no model named: a disk `emptyDir` of an AI-image, GPU or init\n   container at a path with `model`, `huggingface`, `cache`, `hf` or `weights` in it.\n\nNot a download: `HF_HUB_OFFLINE`/`TRANSFORMERS_OFFLINE` set (not `0`/`false`), a local model path (`--model /models`),\nand compile and kernel caches (a path or volume name with `compile`, `inductor`, `triton`, `kernel`, a `.config` or\n`.nv` directory, or where `TORCHINDUCTOR_CACHE_DIR`, `TRITON_CACHE_DIR`, `CUDA_CACHE_PATH`, `VLLM_CACHE_ROOT` point).\nThe suggested request is the emptyDir's `sizeLimit`, else the weights' size when the model name says it (`70B`).\nA writable-layer download is reported on the container; an emptyDir download once per volume (on the container that\ndeclares the location, else the first init container), and not when a container mounting it sets ephemeral-storage.\n\n## Why it matters\n\nModel weights are tens to hundreds of GB.\nWritten to the container's writable layer or to a disk-backed emptyDir, they use the node's ephemeral storage, which the\nscheduler only accounts for when containers request it: without a request, pods land on nodes whose disk cannot hold the\nmodel, the download fills the node's disk, and the kubelet starts evicting pods under `DiskPressure` (often the GPU\nworkload itself, after minutes of downloading, followed by a restart that downloads again).\nA request makes the scheduler pick a node with room; a limit turns a runaway cache into an eviction of this pod alone.\n\n## How to fix\n\nRequest the disk the model needs (weights plus some headroom) on the container that downloads, or keep the cache on a\nPersistentVolumeClaim so it survives restarts and is downloaded once:\n\n```yaml\n          env:\n            - name: HF_HOME\n              value: /cache/huggingface\n          resources:\n            requests:\n              ephemeral-storage: 40Gi\n            limits:\n              ephemeral-storage: 60Gi\n          volumeMounts:\n            - name: hf-cache\n              mountPath: /cache\n      volumes:\n        - name: hf-cache\n          emptyDir:\n            sizeLimit: 60Gi\n```\n\n## Examples\n\nEach `invalid-*.yaml` is reported as its `invalid-*.out` shows (the output with only this rule enabled, and the\n`.config.yaml` of the same name when there is one); each `valid-*.yaml` gives no finding.\n`rule.test.ts` checks them all; `npx vitest -u` rewrites the `.out` files.\n\n- [invalid-tgi-downloads-the-model-into-an-emptydir-without.yaml](invalid-tgi-downloads-the-model-into-an-emptydir-without.yaml):\n  TGI downloads the model into an emptyDir without requesting disk\n- [invalid-vllm-downloads-a-hub-model-into-its-writable-layer.yaml](invalid-vllm-downloads-a-hub-model-into-its-writable-layer.yaml):\n  vLLM downloads a Hub model into its writable layer\n- [valid-the-download-cache-is-sized.yaml](valid-the-download-cache-is-sized.yaml): the download cache is sized\n- [valid-the-cache-is-on-a-persistentvolumeclaim.yaml](valid-the-cache-is-on-a-persistentvolumeclaim.yaml): the cache is\n  on a PersistentVolumeClaim\n- [valid-a-local-model-and-a-compile-cache.yaml](valid-a-local-model-and-a-compile-cache.yaml): a local model and a\n  compile cache\n","invalid-tgi-downloads-the-model-into-an-emptydir-without.out":`invalid-tgi-downloads-the-model-into-an-emptydir-without.yaml
  22:11   note     Container "tgi" downloads models into emptyDir "data" mounted at /data (HF_HOME=/data) but has no ephemeral-storage request or limit; request resources.requests.ephemeral-storage (about 14Gi of weights plus headroom) or keep the cache on a PersistentVolumeClaim, so the scheduler picks a node with room and the node's disk does not fill up.  ephemeral-storage-missing
    22 |           resources:
       |           ^^^^^^^^^
    \u21B3 invalid-tgi-downloads-the-model-into-an-emptydir-without.yaml:20:15: Download location: HF_HOME=/data.

\u2716 1 problem (0 errors, 0 warnings, 1 note) in 1 file
`,"invalid-tgi-downloads-the-model-into-an-emptydir-without.yaml":`apiVersion: apps/v1
kind: Deployment
metadata:
  name: mistral
spec:
  replicas: 1
  selector:
    matchLabels:
      app: mistral
  template:
    metadata:
      labels:
        app: mistral
    spec:
      containers:
        - name: tgi
          image: ghcr.io/huggingface/text-generation-inference:3.0.1
          args: ["--model-id", "mistralai/Mistral-7B-Instruct-v0.3"]
          env:
            - name: HF_HOME
              value: /data
          resources:
            limits:
              nvidia.com/gpu: 1
              memory: 32Gi
          volumeMounts:
            - name: data
              mountPath: /data
      volumes:
        - name: data
          emptyDir: {}
`,"invalid-vllm-downloads-a-hub-model-into-its-writable-layer.out":`invalid-vllm-downloads-a-hub-model-into-its-writable-layer.yaml
  25:11   note     Container "vllm" downloads models into its writable layer (--model meta-llama/Llama-3.1-70B-Instruct, a Hugging Face Hub model) but has no ephemeral-storage request or limit; request resources.requests.ephemeral-storage (about 131Gi of weights plus headroom) or keep the cache on a PersistentVolumeClaim, so the scheduler picks a node with room and the node's disk does not fill up.  ephemeral-storage-missing
    25 |           resources:
       |           ^^^^^^^^^
    \u21B3 invalid-vllm-downloads-a-hub-model-into-its-writable-layer.yaml:18:18: Model downloaded from the Hugging Face Hub: --model meta-llama/Llama-3.1-70B-Instruct.

\u2716 1 problem (0 errors, 0 warnings, 1 note) in 1 file
`,"invalid-vllm-downloads-a-hub-model-into-its-writable-layer.yaml":`apiVersion: apps/v1
kind: Deployment
metadata:
  name: llama
spec:
  replicas: 1
  selector:
    matchLabels:
      app: llama
  template:
    metadata:
      labels:
        app: llama
    spec:
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          args: ["--model", "meta-llama/Llama-3.1-70B-Instruct", "--tensor-parallel-size", "4"]
          env:
            - name: HF_TOKEN
              valueFrom:
                secretKeyRef:
                  name: hf-token
                  key: token
          resources:
            limits:
              nvidia.com/gpu: 4
              memory: 256Gi
`,"valid-a-local-model-and-a-compile-cache.yaml":`# The model is read from a read-only hostPath, so nothing is downloaded; the emptyDirs hold
# torch.compile and Triton kernel caches, which are small and rebuilt on start.
apiVersion: apps/v1
kind: Deployment
metadata:
  name: llama
spec:
  replicas: 1
  selector:
    matchLabels:
      app: llama
  template:
    metadata:
      labels:
        app: llama
    spec:
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          args: ["--model", "/models/llama-3.1-8b-instruct", "--served-model-name", "llama"]
          env:
            - name: TRITON_CACHE_DIR
              value: /.triton
          resources:
            limits:
              nvidia.com/gpu: 1
          volumeMounts:
            - name: models
              mountPath: /models
              readOnly: true
            - name: torch-compile-cache
              mountPath: /.cache
            - name: triton-cache
              mountPath: /.triton
      volumes:
        - name: models
          hostPath:
            path: /mnt/models
            type: Directory
        - name: torch-compile-cache
          emptyDir: {}
        - name: triton-cache
          emptyDir: {}
`,"valid-the-cache-is-on-a-persistentvolumeclaim.yaml":`apiVersion: apps/v1
kind: Deployment
metadata:
  name: mistral
spec:
  replicas: 1
  selector:
    matchLabels:
      app: mistral
  template:
    metadata:
      labels:
        app: mistral
    spec:
      containers:
        - name: tgi
          image: ghcr.io/huggingface/text-generation-inference:3.0.1
          args: ["--model-id", "mistralai/Mistral-7B-Instruct-v0.3"]
          env:
            - name: HF_HOME
              value: /data
          resources:
            limits:
              nvidia.com/gpu: 1
              memory: 32Gi
          volumeMounts:
            - name: data
              mountPath: /data
      volumes:
        - name: data
          persistentVolumeClaim:
            claimName: hf-cache
`,"valid-the-download-cache-is-sized.yaml":`apiVersion: apps/v1
kind: Deployment
metadata:
  name: mistral
spec:
  replicas: 1
  selector:
    matchLabels:
      app: mistral
  template:
    metadata:
      labels:
        app: mistral
    spec:
      containers:
        - name: tgi
          image: ghcr.io/huggingface/text-generation-inference:3.0.1
          args: ["--model-id", "mistralai/Mistral-7B-Instruct-v0.3"]
          env:
            - name: HF_HOME
              value: /data
          resources:
            requests:
              ephemeral-storage: 30Gi
            limits:
              nvidia.com/gpu: 1
              memory: 32Gi
              ephemeral-storage: 40Gi
          volumeMounts:
            - name: data
              mountPath: /data
      volumes:
        - name: data
          emptyDir:
            sizeLimit: 40Gi
`};case"framework-driver-incompatible":return{"README.md":`# framework-driver-incompatible

## What it checks

Some framework releases state their own minimum driver, above what their image's CUDA version needs: the Triton
Inference Server compatibility matrix lists, per release of \`nvcr.io/nvidia/tritonserver:YY.MM-trtllm-python-py3\` and
\`-vllm-python-py3\`, a driver version that for some releases is newer than the CUDA toolkit's (25.01 and 25.02: driver 570.86.10
where CUDA 12.8.0 needs 570.26).
These floors are the \`minDriver\` of release rows in data/cuda-images.json.

Triggers when a GPU container uses such a release, the floor is higher than the minimum of the exact CUDA version of the
image, and the driver of a node pool the pod can land on (or the driver the pod pins in its nodeSelector or required
affinity) is below the floor.
One cause, one finding: it is judged only when the driver meets the CUDA toolkit minimum, so it never fires together
with \`cuda-driver-incompatible\` (or \`cuda-driver-minor-compat-only\`) for the same container and node; a node that runs
the image through forward compatibility is not judged (its compat libraries stand in for the newer driver).
A partial driver version that might be below the floor gives a warning that says so.

## Why it matters

A framework built and tested against a driver newer than its CUDA toolkit may use driver features of that release
(TensorRT-LLM kernels, NCCL versions).
The container starts, because the CUDA check passes, and fails or misbehaves later, under load or on particular models,
which is much harder to trace back to the driver than a refused container start.

## How to fix

Upgrade the pool's driver to the framework's documented minimum, pin the workload to a pool that has it, or use an
earlier release of the framework whose documented driver the pool meets.

## Examples

Each \`invalid-*.yaml\` is reported as its \`invalid-*.out\` shows (the output with only this rule enabled, and the
\`.config.yaml\` of the same name when there is one); each \`valid-*.yaml\` gives no finding.
\`rule.test.ts\` checks them all; \`npx vitest -u\` rewrites the \`.out\` files.

- [invalid-triton-25-02-tensorrt-llm-documents-driver-570.yaml](invalid-triton-25-02-tensorrt-llm-documents-driver-570.yaml):
  Triton 25.02 TensorRT-LLM documents driver 570.86.10; the node has 570.26
- [valid-the-node-meets-the-documented-driver.yaml](valid-the-node-meets-the-documented-driver.yaml): the node meets the
  documented driver
`,"invalid-triton-25-02-tensorrt-llm-documents-driver-570.out":`invalid-triton-25-02-tensorrt-llm-documents-driver-570.yaml
  16:7    error    Image nvcr.io/nvidia/tritonserver:25.02-trtllm-python-py3 is a Triton Inference Server release on CUDA 12.8.0 (data/cuda-images.json tritonserver-trtllm 25.01..25.02 -> CUDA 12.8.0, verified: https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md) that documents a minimum driver of 570.86.10 (data/cuda-images.json tritonserver-trtllm 25.01..25.02 -> driver 570.86.10, verified: https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md), stricter than the 570.26 CUDA 12.8.0 needs; node pool h100-node-1 (H100-80GB, data-center GPU) has driver 570.26 from nvidia.com/cuda.driver-version.full; upgrade the driver to >= 570.86.10 or use an earlier release of the image.  framework-driver-incompatible
    16 |       image: nvcr.io/nvidia/tritonserver:25.02-trtllm-python-py3
       |       ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
    \u21B3 invalid-triton-25-02-tensorrt-llm-documents-driver-570.yaml:2:1: Node h100-node-1 of node pool h100-node-1: driver 570.26 (nvidia.com/cuda.driver-version.full).

\u2716 1 problem (1 error, 0 warnings, 0 notes) in 1 file
`,"invalid-triton-25-02-tensorrt-llm-documents-driver-570.yaml":`apiVersion: v1
kind: Node
metadata:
  name: h100-node-1
  labels:
    nvidia.com/gpu.product: NVIDIA-H100-80GB-HBM3
    nvidia.com/cuda.driver-version.full: "570.26"
---
apiVersion: v1
kind: Pod
metadata:
  name: triton
spec:
  containers:
    - name: server
      image: nvcr.io/nvidia/tritonserver:25.02-trtllm-python-py3
      resources:
        limits:
          nvidia.com/gpu: 1
`,"valid-the-node-meets-the-documented-driver.yaml":`apiVersion: v1
kind: Node
metadata:
  name: h100-node-1
  labels:
    nvidia.com/gpu.product: NVIDIA-H100-80GB-HBM3
    nvidia.com/cuda.driver-version.full: "570.124.06"
---
apiVersion: v1
kind: Pod
metadata:
  name: triton
spec:
  containers:
    - name: server
      image: nvcr.io/nvidia/tritonserver:25.02-trtllm-python-py3
      resources:
        limits:
          nvidia.com/gpu: 1
`};case"gpu-container-cpu-memory-missing":return{"README.md":`# gpu-container-cpu-memory-missing

## What it checks

Triggers for a container (app, native sidecar or init container) that requests a GPU (a GPU resource with a count above
zero or a placeholder count, or, in a pod with DRA \`resourceClaims\`, a claim listed in its \`resources.claims\`) and lacks
an effective CPU request (neither \`requests.cpu\` nor \`limits.cpu\`, since a missing request defaults to the limit), or a
memory limit (\`limits.memory\`; the message also says when the memory request is missing too, which then has nothing to
default from).
At most two findings per container: one at \`requests.cpu\`, one at \`limits.memory\`, each landing on the nearest existing
parent key when missing.
A CPU limit is not required.
Silent when \`resources\`, \`requests\` or \`limits\` is a placeholder (\`{{ toYaml .Values.resources }}\`).
The other containers of the pod are left to \`memory-limit-missing\` and \`init-container-limits-missing\`, so each missing
value is reported once.

## Why it matters

Without a CPU request the scheduler counts the container as using no CPU, so it packs it next to other pods on a GPU
node; the data loader workers, tokenizers and NCCL progress threads that keep the GPU busy then fight for a few cores,
and the expensive GPU idles.
Without a memory request the cluster autoscaler and the scheduler cannot size the node for the host memory that model
loading needs (weights pass through host RAM, often tens of GiB).
Without a memory limit the container can grow until the kernel OOM killer picks victims on the node, which may be
another team's training job.

## How to fix

Give every GPU container a CPU request and a memory request and limit sized for its data loading and model weights;
setting requests equal to limits also makes the pod Guaranteed.

\`\`\`yaml
resources:
  requests:
    cpu: "8"
    memory: 64Gi
  limits:
    memory: 64Gi
    nvidia.com/gpu: 1
\`\`\`

## Examples

Each \`invalid-*.yaml\` is reported as its \`invalid-*.out\` shows (the output with only this rule enabled, and the
\`.config.yaml\` of the same name when there is one); each \`valid-*.yaml\` gives no finding.
\`rule.test.ts\` checks them all; \`npx vitest -u\` rewrites the \`.out\` files.

- [invalid-only-the-gpu-is-requested.yaml](invalid-only-the-gpu-is-requested.yaml): only the GPU is requested
- [valid-cpu-and-memory-sized-next-to-the-gpu.yaml](valid-cpu-and-memory-sized-next-to-the-gpu.yaml): CPU and memory
  sized next to the GPU
`,"invalid-only-the-gpu-is-requested.out":`invalid-only-the-gpu-is-requested.yaml
  14:15   warning  GPU container "pytorch" (nvidia.com/gpu: 8) has no cpu request, so the scheduler packs it as if it used no CPU and its data loading starves the GPU; set resources.requests.cpu (e.g. "8").  gpu-container-cpu-memory-missing
    14 |               resources:
       |               ^^^^^^^^^
  15:17   warning  GPU container "pytorch" (nvidia.com/gpu: 8) has no memory request or limit, so nodes cannot be sized for it and it can grow until the node OOM-kills its neighbours; set resources.requests.memory and resources.limits.memory (e.g. 64Gi).  gpu-container-cpu-memory-missing
    15 |                 limits:
       |                 ^^^^^^

\u2716 2 problems (0 errors, 2 warnings, 0 notes) in 1 file
`,"invalid-only-the-gpu-is-requested.yaml":`apiVersion: kubeflow.org/v1
kind: PyTorchJob
metadata:
  name: finetune
spec:
  pytorchReplicaSpecs:
    Worker:
      replicas: 2
      template:
        spec:
          containers:
            - name: pytorch
              image: nvcr.io/nvidia/pytorch:24.05-py3
              resources:
                limits:
                  nvidia.com/gpu: 8
`,"valid-cpu-and-memory-sized-next-to-the-gpu.yaml":`apiVersion: kubeflow.org/v1
kind: PyTorchJob
metadata:
  name: finetune
spec:
  pytorchReplicaSpecs:
    Worker:
      replicas: 2
      template:
        spec:
          containers:
            - name: pytorch
              image: nvcr.io/nvidia/pytorch:24.05-py3
              resources:
                requests:
                  cpu: "32"
                  memory: 256Gi
                limits:
                  memory: 256Gi
                  nvidia.com/gpu: 8
`};case"gpu-memory-utilization-risky":return{"README.md":`# gpu-memory-utilization-risky

## What it checks

Two triggers:

- **Too high**: vLLM \`--gpu-memory-utilization\` (or \`--gpu_memory_utilization\`) above \`maxUtilization\` (default 0.95),
  including values above 1, which vLLM rejects.
  Reported at the flag.
- **Shared GPUs**: a vLLM, SGLang or TGI server claims more than half of each GPU (vLLM \`--gpu-memory-utilization\`,
  default 0.9; SGLang \`--mem-fraction-static\`, default up to 0.88; TGI \`--cuda-memory-fraction\`, default 1.0) while its
  GPUs are shared by time-slicing or MPS, and at least one other such claim can land on the same GPUs: another replica
  of the same pod spec, another container, or another workload of the input.
  Shared GPUs are a \`*.shared\` resource (\`nvidia.com/gpu.shared\`, the device plugin's renamed time-slicing resource), a
  node selection on a \`-SHARED\` GPU product or a sharing-strategy label (\`nvidia.com/gpu.sharing-strategy\`,
  \`cloud.google.com/gke-gpu-sharing-strategy\`; claims with the same nodeSelector pair up), or candidate node pools that
  all share GPUs (\`gpu.sharing: time-slicing | mps\`, or the same labels on the Node objects). "More than half" is the
  line because two such claims cannot both fit in one GPU.
  Reported at the fraction flag, or at the GPU resource when the default applies.

TensorRT-LLM is not judged (its fraction applies to the memory left after the weights).
Placeholders, DRA and unknown GPU counts are silent.

## Why it matters

vLLM allocates its whole budget (weights, activations, KV cache) up front and, since v0.9, refuses to start when less
than that share of the GPU is free: "Free memory on device (31.44/47.38 GiB) on startup is less than desired GPU memory
utilization (0.95, 45.01 GiB)".
Above 0.95 the memory outside the budget (CUDA context, NCCL buffers, cuBLAS workspaces, other processes such as a
metrics exporter) no longer fits, and the server fails at startup or with CUDA out-of-memory under load.
Time-slicing and MPS let several pods use one GPU without dividing its memory, so two servers that each reserve 90% of
it take turns crashing: whichever starts second fails, restarts, and may knock out the first when the scheduler moves
things around.

## How to fix

Keep \`--gpu-memory-utilization\` at 0.95 or below (0.90 is the default).
Give each model server whole GPUs (\`nvidia.com/gpu\` on a pool without time-slicing, or a MIG device); if servers must
share a GPU, size their fractions so that those on one GPU add up to at most 1:

\`\`\`yaml
args: ["--model", "Qwen/Qwen2.5-1.5B-Instruct", "--gpu-memory-utilization", "0.45"]
\`\`\`

## Examples

Each \`invalid-*.yaml\` is reported as its \`invalid-*.out\` shows (the output with only this rule enabled, and the
\`.config.yaml\` of the same name when there is one); each \`valid-*.yaml\` gives no finding.
\`rule.test.ts\` checks them all; \`npx vitest -u\` rewrites the \`.out\` files.

- [invalid-vllm-takes-98-of-the-gpu.yaml](invalid-vllm-takes-98-of-the-gpu.yaml): vLLM takes 98% of the GPU
- [invalid-two-servers-on-time-sliced-gpus-each-claiming-90.yaml](invalid-two-servers-on-time-sliced-gpus-each-claiming-90.yaml):
  two servers on time-sliced GPUs, each claiming 90%
- [valid-two-servers-on-time-sliced-gpus-that-fit-one-gpu.yaml](valid-two-servers-on-time-sliced-gpus-that-fit-one-gpu.yaml):
  two servers on time-sliced GPUs that fit one GPU together
`,"invalid-two-servers-on-time-sliced-gpus-each-claiming-90.out":`invalid-two-servers-on-time-sliced-gpus-each-claiming-90.yaml
  12:59   warning  vLLM in container "vllm" of Deployment/chat-a claims 90% of each GPU's memory (0.90 from --gpu-memory-utilization 0.9), but its GPUs are shared (nvidia.com/gpu.shared is a time-sliced GPU resource) with container "vllm" of Deployment/chat-b (90%), each claiming more than half as well: sharing can put two of them on one GPU, where both cannot fit, and the one that starts second fails for lack of free memory; give each server whole GPUs without time-slicing, or lower the fractions so that servers sharing a GPU add up to at most 1 (e.g. 0.45 for two).  gpu-memory-utilization-risky
    12 |           args: ["--model", "Qwen/Qwen2.5-1.5B-Instruct", "--gpu-memory-utilization", "0.9"]
       |                                                           ^^^^^^^^^^^^^^^^^^^^^^^^^^
  28:59   warning  vLLM in container "vllm" of Deployment/chat-b claims 90% of each GPU's memory (0.90 from --gpu-memory-utilization 0.9), but its GPUs are shared (nvidia.com/gpu.shared is a time-sliced GPU resource) with container "vllm" of Deployment/chat-a (90%), each claiming more than half as well: sharing can put two of them on one GPU, where both cannot fit, and the one that starts second fails for lack of free memory; give each server whole GPUs without time-slicing, or lower the fractions so that servers sharing a GPU add up to at most 1 (e.g. 0.45 for two).  gpu-memory-utilization-risky
    28 |           args: ["--model", "Qwen/Qwen2.5-1.5B-Instruct", "--gpu-memory-utilization", "0.9"]
       |                                                           ^^^^^^^^^^^^^^^^^^^^^^^^^^

\u2716 2 problems (0 errors, 2 warnings, 0 notes) in 1 file
`,"invalid-two-servers-on-time-sliced-gpus-each-claiming-90.yaml":`apiVersion: apps/v1
kind: Deployment
metadata:
  name: chat-a
spec:
  replicas: 1
  template:
    spec:
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          args: ["--model", "Qwen/Qwen2.5-1.5B-Instruct", "--gpu-memory-utilization", "0.9"]
          resources:
            limits:
              nvidia.com/gpu.shared: 1
---
apiVersion: apps/v1
kind: Deployment
metadata:
  name: chat-b
spec:
  replicas: 1
  template:
    spec:
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          args: ["--model", "Qwen/Qwen2.5-1.5B-Instruct", "--gpu-memory-utilization", "0.9"]
          resources:
            limits:
              nvidia.com/gpu.shared: 1
`,"invalid-vllm-takes-98-of-the-gpu.out":`invalid-vllm-takes-98-of-the-gpu.yaml
  11:65   warning  --gpu-memory-utilization 0.98 in container "vllm" lets vLLM take 98% of each GPU's memory and leaves 2% for the CUDA context, NCCL buffers and anything else on the GPU: vLLM refuses to start when less than that share is free ("Free memory on device ... is less than desired GPU memory utilization") and runs out of memory under load when the rest does not fit; use at most 0.95 (0.9 is the default).  gpu-memory-utilization-risky
    11 |           args: ["--model", "meta-llama/Llama-3.1-8B-Instruct", "--gpu-memory-utilization", "0.98"]
       |                                                                 ^^^^^^^^^^^^^^^^^^^^^^^^^^

\u2716 1 problem (0 errors, 1 warning, 0 notes) in 1 file
`,"invalid-vllm-takes-98-of-the-gpu.yaml":`apiVersion: apps/v1
kind: Deployment
metadata:
  name: chat
spec:
  template:
    spec:
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          args: ["--model", "meta-llama/Llama-3.1-8B-Instruct", "--gpu-memory-utilization", "0.98"]
          resources:
            limits:
              nvidia.com/gpu: 1
`,"valid-two-servers-on-time-sliced-gpus-that-fit-one-gpu.yaml":`apiVersion: apps/v1
kind: Deployment
metadata:
  name: chat-a
spec:
  replicas: 1
  template:
    spec:
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          args: ["--model", "Qwen/Qwen2.5-1.5B-Instruct", "--gpu-memory-utilization", "0.45"]
          resources:
            limits:
              nvidia.com/gpu.shared: 1
---
apiVersion: apps/v1
kind: Deployment
metadata:
  name: chat-b
spec:
  replicas: 1
  template:
    spec:
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          args: ["--model", "Qwen/Qwen2.5-1.5B-Instruct", "--gpu-memory-utilization", "0.45"]
          resources:
            limits:
              nvidia.com/gpu.shared: 1
`};case"gpu-node-selector-missing":return{"README.md":"# gpu-node-selector-missing\n\n## What it checks\n\nFor every GPU pod template of an AI workload that gets its GPUs from a GPU resource (`nvidia.com/gpu`, MIG,\n`amd.com/gpu`, `settings.gpuResources`), simulates placement against the node pools the file lands on (config\n`nodePools`, an override's `nodePools`, `--node-pools`, `Node` objects in the input) and keeps its candidate GPU pools:\nthose its `nodeSelector`, required node affinity and tolerations admit, before the resource-fit step.\nA pool whose nodes are too small for the pod today still counts (node sizes and GPU counts change), and the message says\nwhy it does not fit; a pool that offers none of the pod's GPU resources (GPUs of the other vendor, no such MIG device)\ndoes not.\nTriggers when two or more of those pools differ in GPU product (`nvidia.com/gpu.product`, cloud labels or config\n`gpu.product`) or driver version, comparing only facts known for both.\nA pod with no `nodeSelector` and no required node affinity is the usual case; a selector that every pool satisfies\n(`nvidia.com/gpu.present: \"true\"`) pins nothing either, so it is reported the same way.\nPreferred node affinity does not keep a pod off a pool and does not count.\nSilent when no pools are declared, when the pools agree, on infrastructure pods and pods without GPUs, on pods whose\nGPUs come only from DRA claims (the claim's selectors pick the device), on pods pinned to a hostname or a label that\nvaries inside a pool, and when a selector, affinity or toleration is a template.\nThe finding points at `nodeSelector` (or the node affinity) when there is one, else at the pod spec key.\n\n## Why it matters\n\nA model server is sized and tested on one GPU: its memory settings (`--gpu-memory-utilization`, tensor-parallel degree,\nbatch size) and its CUDA image assume that GPU's memory and that node's driver.\nLeft free to land on any GPU pool, a replica that lands on a smaller GPU runs out of memory at load time, and one that\nlands on an older driver fails with `CUDA driver version is insufficient`.\nThe failure depends on where the scheduler happens to put the pod, so it shows up only on some rollouts or after the\nautoscaler adds a node.\n\n## How to fix\n\nPin the pool the workload was validated on with the label GPU Feature Discovery (or the cloud) puts on its nodes:\n\n```yaml\nnodeSelector:\n  nvidia.com/gpu.product: NVIDIA-A100-SXM4-80GB\n```\n\nor a required node affinity with `operator: In` over the products it supports.\nTo accept several products on purpose, pin the driver instead (`nvidia.com/cuda.driver-version.major`) and silence this\nfinding with a reason.\n\n## Examples\n\nEach `invalid-*.yaml` is reported as its `invalid-*.out` shows (the output with only this rule enabled, and the\n`.config.yaml` of the same name when there is one); each `valid-*.yaml` gives no finding.\n`rule.test.ts` checks them all; `npx vitest -u` rewrites the `.out` files.\n\n- [invalid-no-nodeselector-and-the-cluster-has-a100-and-t4.yaml](invalid-no-nodeselector-and-the-cluster-has-a100-and-t4.yaml):\n  No nodeSelector, and the cluster has A100 and T4 nodes on different drivers\n- [valid-pinned-to-the-a100-nodes.yaml](valid-pinned-to-the-a100-nodes.yaml): Pinned to the A100 nodes\n","invalid-no-nodeselector-and-the-cluster-has-a100-and-t4.out":`invalid-no-nodeselector-and-the-cluster-has-a100-and-t4.yaml
  29:5    warning  the pod has no nodeSelector or required node affinity to keep it off GPU node pools that differ in GPU product and driver version: a100-node (NVIDIA-A100-SXM4-80GB, driver 535.104.05), t4-node (Tesla-T4, driver 550.54.15); pin the pool it was validated on, e.g. nodeSelector nvidia.com/gpu.product: "NVIDIA-A100-SXM4-80GB".  gpu-node-selector-missing
    29 |     spec:
       |     ^^^^

\u2716 1 problem (0 errors, 1 warning, 0 notes) in 1 file
`,"invalid-no-nodeselector-and-the-cluster-has-a100-and-t4.yaml":`apiVersion: v1
kind: Node
metadata:
  name: a100-node
  labels:
    nvidia.com/gpu.product: NVIDIA-A100-SXM4-80GB
    nvidia.com/cuda.driver-version.full: "535.104.05"
---
apiVersion: v1
kind: Node
metadata:
  name: t4-node
  labels:
    nvidia.com/gpu.product: Tesla-T4
    nvidia.com/cuda.driver-version.full: "550.54.15"
---
apiVersion: apps/v1
kind: Deployment
metadata:
  name: chat
spec:
  selector:
    matchLabels:
      app: chat
  template:
    metadata:
      labels:
        app: chat
    spec:
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          resources:
            limits:
              nvidia.com/gpu: 1
`,"valid-pinned-to-the-a100-nodes.yaml":`apiVersion: v1
kind: Node
metadata:
  name: a100-node
  labels:
    nvidia.com/gpu.product: NVIDIA-A100-SXM4-80GB
    nvidia.com/cuda.driver-version.full: "535.104.05"
---
apiVersion: v1
kind: Node
metadata:
  name: t4-node
  labels:
    nvidia.com/gpu.product: Tesla-T4
    nvidia.com/cuda.driver-version.full: "550.54.15"
---
apiVersion: apps/v1
kind: Deployment
metadata:
  name: chat
spec:
  selector:
    matchLabels:
      app: chat
  template:
    metadata:
      labels:
        app: chat
    spec:
      nodeSelector:
        nvidia.com/gpu.product: NVIDIA-A100-SXM4-80GB
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          resources:
            limits:
              nvidia.com/gpu: 1
`};case"gpu-pod-not-guaranteed":return{"README.md":`# gpu-pod-not-guaranteed

## What it checks

Triggers for a pod with a GPU container (a GPU resource with a count above zero or a placeholder count, or a DRA GPU
claim) when a container of the pod (app, sidecar or init container, GPU or not) writes both a \`cpu\` (or \`memory\`)
request and limit and they differ as quantities (\`1Gi\` equals \`1024Mi\`).
One finding per differing value, at its request key.
Each message says what its own difference costs: a \`memory\` difference the eviction order under memory pressure and the
kernel OOM score, a \`cpu\` difference the exclusive, NUMA-aligned cores of the static CPU manager policy; when only \`cpu\`
differs and every memory request equals its limit, the message also says that the eviction order is unaffected.
A \`cpu\` limit that is not a whole number of CPUs gets a hint that exclusive cores need one.
Only values that exist are judged: a missing request defaults to the limit, and a missing limit is reported by the
missing-value rules (\`gpu-container-cpu-memory-missing\`, \`memory-limit-missing\`, \`init-container-limits-missing\`), not
here, even though it also makes the pod Burstable.
Placeholders are unknown and stay silent.
When the pod sets pod-level \`spec.resources\`, only those are judged, since they then decide the QoS class.

## Why it matters

A pod is Guaranteed only when every container has cpu and memory requests equal to its limits.
What a Burstable GPU pod loses depends on which value differs.
A memory request below the limit lets the pod use more memory than it requested: under memory pressure the kubelet
evicts pods that use more than they requested first (then by priority), and the kernel OOM killer scores Burstable
containers above Guaranteed ones, so hours of training progress or a loaded model are the first to go.
When only cpu differs and every memory request equals its limit, the kubelet's eviction order is unaffected (it ranks by
memory use above the request and by priority, not by QoS class); only the kernel OOM score differs, and the finding says
so.
Either way, the CPU Manager's \`static\` policy hands exclusive cores (and the Topology Manager NUMA-aligned cores next to
the GPU) only to Guaranteed containers with whole CPUs, so a Burstable GPU pod's data loaders share cores with every
other pod and cross NUMA nodes to reach the GPU.
A single sidecar with \`requests.cpu: 100m\` and \`limits.cpu: 1\` is enough to lose that for the whole pod.

## How to fix

Set each request equal to its limit, in every container of the pod, sidecars and init containers included (or drop the
request: it defaults to the limit).
Use whole CPUs in GPU containers to get exclusive cores.

\`\`\`yaml
resources:
  requests:
    cpu: "16"
    memory: 128Gi
  limits:
    cpu: "16"
    memory: 128Gi
    nvidia.com/gpu: 4
\`\`\`

## Examples

Each \`invalid-*.yaml\` is reported as its \`invalid-*.out\` shows (the output with only this rule enabled, and the
\`.config.yaml\` of the same name when there is one); each \`valid-*.yaml\` gives no finding.
\`rule.test.ts\` checks them all; \`npx vitest -u\` rewrites the \`.out\` files.

- [invalid-a-cpu-request-below-the-limit.yaml](invalid-a-cpu-request-below-the-limit.yaml): a cpu request below the
  limit
- [invalid-a-memory-request-below-the-limit.yaml](invalid-a-memory-request-below-the-limit.yaml): a memory request below
  the limit
- [valid-requests-equal-to-limits-1gi-equals-1024mi.yaml](valid-requests-equal-to-limits-1gi-equals-1024mi.yaml):
  requests equal to limits (1Gi equals 1024Mi)
`,"invalid-a-cpu-request-below-the-limit.out":`invalid-a-cpu-request-below-the-limit.yaml
  11:11   warning  Container "trainer" requests cpu 8 but its limit is 16, so the GPU pod is Burstable, not Guaranteed: under the static CPU manager policy it gets no exclusive cores, so its CPUs are not pinned or NUMA-aligned with its GPUs; the kubelet's eviction order under memory pressure is unaffected, since its memory requests equal its limits (only the kernel OOM score differs); set requests.cpu equal to the limit (16).  gpu-pod-not-guaranteed
    11 |           cpu: "8"
       |           ^^^^^^^^

\u2716 1 problem (0 errors, 1 warning, 0 notes) in 1 file
`,"invalid-a-cpu-request-below-the-limit.yaml":`apiVersion: v1
kind: Pod
metadata:
  name: trainer
spec:
  containers:
    - name: trainer
      image: nvcr.io/nvidia/pytorch:24.05-py3
      resources:
        requests:
          cpu: "8"
          memory: 64Gi
        limits:
          cpu: "16"
          memory: 64Gi
          nvidia.com/gpu: 4
`,"invalid-a-memory-request-below-the-limit.out":`invalid-a-memory-request-below-the-limit.yaml
  21:15   warning  Container "vllm" requests memory 32Gi but its limit is 96Gi, so the GPU pod is Burstable, not Guaranteed: once it uses more memory than it requests, the kubelet evicts it under memory pressure before pods within their requests and the kernel OOM killer picks it before Guaranteed pods, and the static CPU manager policy gives it no exclusive cores next to its GPUs; set requests.memory equal to the limit (96Gi).  gpu-pod-not-guaranteed
    21 |               memory: 32Gi
       |               ^^^^^^^^^^^^

\u2716 1 problem (0 errors, 1 warning, 0 notes) in 1 file
`,"invalid-a-memory-request-below-the-limit.yaml":`apiVersion: apps/v1
kind: Deployment
metadata:
  name: chat
spec:
  replicas: 1
  selector:
    matchLabels:
      app: chat
  template:
    metadata:
      labels:
        app: chat
    spec:
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          resources:
            requests:
              cpu: "8"
              memory: 32Gi
            limits:
              cpu: "8"
              memory: 96Gi
              nvidia.com/gpu: 1
`,"valid-requests-equal-to-limits-1gi-equals-1024mi.yaml":`apiVersion: v1
kind: Pod
metadata:
  name: trainer
spec:
  containers:
    - name: trainer
      image: nvcr.io/nvidia/pytorch:24.05-py3
      resources:
        requests:
          cpu: "16"
          memory: 64Gi
        limits:
          cpu: 16000m
          memory: 65536Mi
          nvidia.com/gpu: 4
`};case"gpu-quantity-invalid":return{"README.md":'# gpu-quantity-invalid\n\n## What it checks\n\nTriggers when the value of a GPU resource (`nvidia.com/gpu`, `nvidia.com/mig-*`, `nvidia.com/gpu.shared`, `amd.com/gpu`,\nor a resource in `settings.gpuResources`) in `requests` or `limits` is fractional (`0.5`, `500m`), negative, carries a\nsize suffix (`1Gi`), or is not a quantity at all.\nPlaceholders (`{{ .Values.gpus }}`, `${GPUS}`) are unknown, not invalid.\n\n## Why it matters\n\nExtended resources are counted in whole devices: the API server rejects fractional GPU quantities ("must be an\ninteger"), so the workload is never created.\nA GPU cannot be shared by asking for half of it; sharing is configured on the node (time-slicing, MPS) or done with MIG.\n\n## How to fix\n\nRequest whole devices (`nvidia.com/gpu: 1`).\nTo share a GPU, request a MIG device (`nvidia.com/mig-1g.10gb: 1`) or a time-sliced/MPS replica resource that the device\nplugin advertises.\n\n## Examples\n\nEach `invalid-*.yaml` is reported as its `invalid-*.out` shows (the output with only this rule enabled, and the\n`.config.yaml` of the same name when there is one); each `valid-*.yaml` gives no finding.\n`rule.test.ts` checks them all; `npx vitest -u` rewrites the `.out` files.\n\n- [invalid-example.yaml](invalid-example.yaml)\n- [valid-example.yaml](valid-example.yaml)\n',"invalid-example.out":`invalid-example.yaml
  11:11   error    nvidia.com/gpu: "0.5" in container "infer" is 0.5 devices, not a whole number; GPUs are allocated in whole devices (e.g. nvidia.com/gpu: 1).  gpu-quantity-invalid
    11 |           nvidia.com/gpu: "0.5"
       |           ^^^^^^^^^^^^^^^^^^^^^

\u2716 1 problem (1 error, 0 warnings, 0 notes) in 1 file
`,"invalid-example.yaml":`apiVersion: v1
kind: Pod
metadata:
  name: half-gpu
spec:
  containers:
    - name: infer
      image: vllm/vllm-openai:v0.9.0
      resources:
        limits:
          nvidia.com/gpu: "0.5"
`,"valid-example.yaml":`apiVersion: v1
kind: Pod
metadata:
  name: one-gpu
spec:
  containers:
    - name: infer
      image: vllm/vllm-openai:v0.9.0
      resources:
        limits:
          nvidia.com/gpu: 1
`};case"gpu-requests-limits-mismatch":return{"README.md":'# gpu-requests-limits-mismatch\n\n## What it checks\n\nTriggers for each GPU resource (`nvidia.com/gpu`, `nvidia.com/mig-*`, `nvidia.com/gpu.shared`, `amd.com/gpu`, or a\nresource in `settings.gpuResources`) of a container whose `resources.requests` value differs from its `resources.limits`\nvalue (compared as quantities, so `"2"` equals `2`), or that appears in `requests` without any `limits` entry (even with\nthe value `0`).\nThe finding points at the request key.\nA request written only in `requests` is reported whatever its value (a placeholder too), unless `limits` itself is a\nplaceholder.\nOtherwise placeholders (`{{ .Values.gpus }}`, `${GPUS}`) on either side are unknown and stay silent, and so is a\ncomparison with a value that is not a whole device count (`0.5`, `1Gi`: `gpu-quantity-invalid` reports those).\nA GPU set only in `limits` is fine: the request defaults to it.\n\n## Why it matters\n\nGPUs are extended resources, which Kubernetes never overcommits: the API server accepts a GPU request only when the same\nresource has a limit of exactly the same value.\nA request without a limit fails with "Limit must be set for non overcommitable resources", and a request of `1` with a\nlimit of `2` fails with "must be equal to nvidia.com/gpu limit of 2".\nA Pod, Deployment or Job is refused at `kubectl apply`; inside a custom resource (PyTorchJob, RayCluster,\nInferenceService) the pod template is not validated, so the object is accepted and the operator then fails to create\nevery pod, leaving the job or service hanging with `FailedCreate` events.\n\n## How to fix\n\nSet the GPU count in `limits` only; the request defaults to the limit.\nIf you keep the request, make it equal to the limit.\n\n```yaml\nresources:\n  limits:\n    nvidia.com/gpu: 2\n```\n\n## Examples\n\nEach `invalid-*.yaml` is reported as its `invalid-*.out` shows (the output with only this rule enabled, and the\n`.config.yaml` of the same name when there is one); each `valid-*.yaml` gives no finding.\n`rule.test.ts` checks them all; `npx vitest -u` rewrites the `.out` files.\n\n- [invalid-request-and-limit-disagree.yaml](invalid-request-and-limit-disagree.yaml): request and limit disagree\n- [invalid-gpu-only-in-requests.yaml](invalid-gpu-only-in-requests.yaml): GPU only in requests\n- [valid-gpu-in-limits-only-the-request-defaults-to-it.yaml](valid-gpu-in-limits-only-the-request-defaults-to-it.yaml):\n  GPU in limits only (the request defaults to it)\n- [valid-request-equal-to-the-limit.yaml](valid-request-equal-to-the-limit.yaml): request equal to the limit\n',"invalid-gpu-only-in-requests.out":`invalid-gpu-only-in-requests.yaml
  11:11   error    Container "trainer" sets nvidia.com/gpu: 1 only in requests, which the API server rejects for extended resources; move it to resources.limits (the request then defaults to the limit).  gpu-requests-limits-mismatch (fixable)
    11 |           nvidia.com/gpu: 1
       |           ^^^^^^^^^^^^^^^^^

\u2716 1 problem (1 error, 0 warnings, 0 notes) in 1 file
  1 finding fixable with --fix
`,"invalid-gpu-only-in-requests.yaml":`apiVersion: v1
kind: Pod
metadata:
  name: finetune
spec:
  containers:
    - name: trainer
      image: nvcr.io/nvidia/pytorch:24.05-py3
      resources:
        requests:
          nvidia.com/gpu: 1
          memory: 32Gi
        limits:
          memory: 32Gi
`,"invalid-request-and-limit-disagree.out":`invalid-request-and-limit-disagree.yaml
  20:15   error    Container "vllm" requests nvidia.com/gpu: 1 but limits it to 2, and GPU requests must equal limits or the API server rejects the pod; set the request to 2 or remove it.  gpu-requests-limits-mismatch (fixable)
    20 |               nvidia.com/gpu: 1
       |               ^^^^^^^^^^^^^^^^^

\u2716 1 problem (1 error, 0 warnings, 0 notes) in 1 file
  1 finding fixable with --fix
`,"invalid-request-and-limit-disagree.yaml":`apiVersion: apps/v1
kind: Deployment
metadata:
  name: llama-server
spec:
  replicas: 1
  selector:
    matchLabels:
      app: llama-server
  template:
    metadata:
      labels:
        app: llama-server
    spec:
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          resources:
            requests:
              nvidia.com/gpu: 1
            limits:
              nvidia.com/gpu: 2
`,"valid-gpu-in-limits-only-the-request-defaults-to-it.yaml":`apiVersion: v1
kind: Pod
metadata:
  name: finetune
spec:
  containers:
    - name: trainer
      image: nvcr.io/nvidia/pytorch:24.05-py3
      resources:
        limits:
          nvidia.com/gpu: 1
`,"valid-request-equal-to-the-limit.yaml":`apiVersion: v1
kind: Pod
metadata:
  name: finetune
spec:
  containers:
    - name: trainer
      image: nvcr.io/nvidia/pytorch:24.05-py3
      resources:
        requests:
          nvidia.com/gpu: "2"
        limits:
          nvidia.com/gpu: 2
`};case"gpu-resource-missing":return{"README.md":"# gpu-resource-missing\n\n## What it checks\n\nTriggers for an app or sidecar container whose image only makes sense with a GPU (CUDA and ROCm base images, NGC\ncontainers, vLLM, TGI, SGLang, Triton, GPU tags of PyTorch/TensorFlow/Ray images), or for any container (init containers\nincluded) that sets `NVIDIA_VISIBLE_DEVICES` or `CUDA_VISIBLE_DEVICES` to something other than `void`, `none`, empty (or\n`-1` for CUDA), when that container has no GPU resource (`nvidia.com/gpu`, `nvidia.com/mig-*`, `amd.com/gpu`, ... or\n`settings.gpuResources`) with a count above zero; `nvidia.com/gpu: 0` counts as no GPU.\nThe finding points at the visible-devices variable when one is set, otherwise at the `image`.\nSilent when `NVIDIA_VISIBLE_DEVICES` is `void`/`none`/empty (the container opts out of GPUs), when a visible-devices\nvalue is a placeholder or comes from `valueFrom`, when a GPU quantity is a placeholder, and for pods that get GPUs\nthrough DRA `resourceClaims`.\nInit containers are judged only by their environment, not by their image: running the serving image as an init container\nto download weights or warm a cache needs no GPU.\nThe same holds for a container whose whole command only sleeps (`sleep infinity`, a sleep loop, `tail -f /dev/null`),\nand client images such as Triton's `-sdk` tags need no GPU at all.\nSilent for TrainJobs and TrainingRuntimes: either one sets the resources of the trainer's pods.\nThe same holds for the pods that coordinate GPU workers and share their image: the head group and submitter of\nRayCluster/RayJob/RayService, the `Launcher` of an MPIJob and the `PS` (parameter server) replicas of a TFJob.\n\n## Why it matters\n\nA GPU is only handed to a container that asks the device plugin for one.\nWithout a GPU request the container is scheduled on any node and either starts without a GPU (vLLM, Triton and CUDA\nprograms crash with \"no CUDA-capable device is detected\" or silently run on CPU), or, on nodes where `nvidia` is the\ndefault container runtime, the `NVIDIA_VISIBLE_DEVICES=all` baked into CUDA images makes the runtime mount every GPU of\nthe node.\nThat container then uses GPUs the scheduler has given to other pods: their memory fills up and they fail with CUDA\nout-of-memory errors, while the cluster believes the GPUs are free.\nSetting `NVIDIA_VISIBLE_DEVICES` by hand without a request has the same effect.\n\n## How to fix\n\nRequest the GPUs the container uses in `limits`; the device plugin then sets the visible devices itself, so drop any\nhand-written `NVIDIA_VISIBLE_DEVICES`.\n\n```yaml\nresources:\n  limits:\n    nvidia.com/gpu: 1\n```\n\nIf the container really should run without a GPU, say so to the runtime:\n\n```yaml\nenv:\n  - name: NVIDIA_VISIBLE_DEVICES\n    value: void\n```\n\n## Examples\n\nEach `invalid-*.yaml` is reported as its `invalid-*.out` shows (the output with only this rule enabled, and the\n`.config.yaml` of the same name when there is one); each `valid-*.yaml` gives no finding.\n`rule.test.ts` checks them all; `npx vitest -u` rewrites the `.out` files.\n\n- [invalid-vllm-without-a-gpu-request.yaml](invalid-vllm-without-a-gpu-request.yaml): vLLM without a GPU request\n- [invalid-visible-devices-set-by-hand-instead-of-a-request.yaml](invalid-visible-devices-set-by-hand-instead-of-a-request.yaml):\n  visible devices set by hand instead of a request\n- [valid-the-gpu-is-requested.yaml](valid-the-gpu-is-requested.yaml): the GPU is requested\n- [valid-the-serving-image-used-in-an-init-container-to.yaml](valid-the-serving-image-used-in-an-init-container-to.yaml):\n  the serving image used in an init container to download weights\n","invalid-visible-devices-set-by-hand-instead-of-a-request.out":`invalid-visible-devices-set-by-hand-instead-of-a-request.yaml
  15:15   warning  Container "eval" sets NVIDIA_VISIBLE_DEVICES=all but requests no GPU resource, so it gets no GPU or, where nvidia is the default runtime, uses every GPU of the node behind the scheduler's back; request the GPUs in resources.limits (e.g. nvidia.com/gpu: 1) and drop the variable, or set NVIDIA_VISIBLE_DEVICES=void if it needs none.  gpu-resource-missing
    15 |               value: all
       |               ^^^^^^^^^^

\u2716 1 problem (0 errors, 1 warning, 0 notes) in 1 file
`,"invalid-visible-devices-set-by-hand-instead-of-a-request.yaml":`apiVersion: batch/v1
kind: Job
metadata:
  name: eval
spec:
  template:
    spec:
      restartPolicy: Never
      containers:
        - name: eval
          image: nvcr.io/nvidia/pytorch:24.05-py3
          command: ["python", "eval.py"]
          env:
            - name: NVIDIA_VISIBLE_DEVICES
              value: all
`,"invalid-vllm-without-a-gpu-request.out":`invalid-vllm-without-a-gpu-request.yaml
  17:11   warning  Container "vllm" runs the GPU image vllm/vllm-openai:v0.9.0 but requests no GPU resource, so it gets no GPU or, where nvidia is the default runtime, sees every GPU of the node; add resources.limits nvidia.com/gpu: 1 (or the number of GPUs it uses), or set NVIDIA_VISIBLE_DEVICES=void if it should run without one.  gpu-resource-missing
    17 |           image: vllm/vllm-openai:v0.9.0
       |           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^

\u2716 1 problem (0 errors, 1 warning, 0 notes) in 1 file
`,"invalid-vllm-without-a-gpu-request.yaml":`apiVersion: apps/v1
kind: Deployment
metadata:
  name: chat
spec:
  replicas: 1
  selector:
    matchLabels:
      app: chat
  template:
    metadata:
      labels:
        app: chat
    spec:
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          args: ["--model", "Qwen/Qwen2.5-7B-Instruct"]
          resources:
            limits:
              cpu: "8"
              memory: 32Gi
`,"valid-the-gpu-is-requested.yaml":`apiVersion: v1
kind: Pod
metadata:
  name: chat
spec:
  containers:
    - name: vllm
      image: vllm/vllm-openai:v0.9.0
      resources:
        limits:
          nvidia.com/gpu: 1
`,"valid-the-serving-image-used-in-an-init-container-to.yaml":`apiVersion: v1
kind: Pod
metadata:
  name: chat
spec:
  initContainers:
    - name: fetch-weights
      image: vllm/vllm-openai:v0.9.0
      command: ["huggingface-cli", "download", "Qwen/Qwen2.5-7B-Instruct"]
  containers:
    - name: vllm
      image: vllm/vllm-openai:v0.9.0
      resources:
        limits:
          nvidia.com/gpu: 1
`};case"gpu-sharing-not-isolation":return{"README.md":"# gpu-sharing-not-isolation\n\n## What it checks\n\nNeeds node pools.\nA GPU pod is a tenant of a pool when the pool is one of its candidate pools (nodeSelector, required node affinity,\ntaints) where it also fits, and either the pod requests `nvidia.com/gpu.shared` (an NVIDIA GPU pool that does not\ndeclare `sharing: none`), or it requests `nvidia.com/gpu` and the pool shares its GPUs:\n`gpu.sharing: time-slicing | mps`, the `nvidia.com/gpu.sharing-strategy` or `cloud.google.com/gke-gpu-sharing-strategy`\nlabel, a `nvidia.com/gpu.product` ending in `-SHARED`, `nvidia.com/gpu.replicas` above 1, or `nvidia.com/gpu.shared` in\nthe nodes' allocatable.\nThe rule triggers for every tenant of a shared pool that also has tenants in another namespace of the input, once per\npod, at its first shared GPU key (`limits`, or `requests` without a limit), naming the pools and the other namespaces.\n\nPods without `metadata.namespace` are not compared (the namespace is chosen at apply time), nor are GPU infrastructure\npods, counts of 0, pods whose selectors hold templates, or MIG resources.\nSilent without node pools: the input alone does not say which pods share nodes.\n\n## Why it matters\n\nTime-slicing hands out the same GPU to several pods in turns: every pod can allocate all of the GPU memory, so one\ntenant's out-of-memory takes the others down with it, and a GPU fault (Xid error) or a hung kernel affects every process\non that GPU.\nMPS adds memory limits per client but still no fault isolation.\nWithin one team that is a trade-off worth making for small notebooks and batch inference; between namespaces, which\nusually means between teams or customers, it is a noisy-neighbour and data-exposure risk.\nMIG partitions memory, caches and compute in hardware and is the isolated way to share one GPU.\n\n## How to fix\n\nGive tenants that must be isolated their own MIG devices (`nvidia.com/mig-1g.10gb: 1` on a mixed-strategy pool) or\nseparate node pools per namespace (a taint per team plus a matching toleration and nodeSelector).\nIf sharing across namespaces is intended, disable the rule for those workloads with an\n`ai-k8s-lint.io/ignore: gpu-sharing-not-isolation` annotation and a reason.\n\n## Examples\n\nEach `invalid-*.yaml` is reported as its `invalid-*.out` shows (the output with only this rule enabled, and the\n`.config.yaml` of the same name when there is one); each `valid-*.yaml` gives no finding.\n`rule.test.ts` checks them all; `npx vitest -u` rewrites the `.out` files.\n\n- [invalid-two-teams-on-one-time-sliced-t4-pool-the-node.yaml](invalid-two-teams-on-one-time-sliced-t4-pool-the-node.yaml):\n  two teams on one time-sliced T4 pool (the Node object of the input is the pool)\n- [valid-one-namespace-shares-the-pool.yaml](valid-one-namespace-shares-the-pool.yaml): one namespace shares the pool\n","invalid-two-teams-on-one-time-sliced-t4-pool-the-node.out":`invalid-two-teams-on-one-time-sliced-t4-pool-the-node.yaml
  21:11   note     nvidia.com/gpu in container "chat" (namespace team-a) shares the GPUs of pool t4-node-1 (time-slicing, from nvidia.com/gpu.sharing-strategy) with workloads of namespace team-b: time-slicing gives neither memory nor fault isolation, so one tenant can take the GPU memory of the others or crash their work; use MIG devices or a pool per namespace for tenants that must be isolated.  gpu-sharing-not-isolation
    21 |           nvidia.com/gpu: 1
       |           ^^^^^^^^^^^^^^^^^
  34:11   note     nvidia.com/gpu in container "embed" (namespace team-b) shares the GPUs of pool t4-node-1 (time-slicing, from nvidia.com/gpu.sharing-strategy) with workloads of namespace team-a: time-slicing gives neither memory nor fault isolation, so one tenant can take the GPU memory of the others or crash their work; use MIG devices or a pool per namespace for tenants that must be isolated.  gpu-sharing-not-isolation
    34 |           nvidia.com/gpu: 1
       |           ^^^^^^^^^^^^^^^^^

\u2716 2 problems (0 errors, 0 warnings, 2 notes) in 1 file
`,"invalid-two-teams-on-one-time-sliced-t4-pool-the-node.yaml":`apiVersion: v1
kind: Node
metadata:
  name: t4-node-1
  labels:
    nvidia.com/gpu.product: Tesla-T4-SHARED
    nvidia.com/gpu.sharing-strategy: time-sharing
    nvidia.com/gpu.replicas: "4"
---
apiVersion: v1
kind: Pod
metadata:
  name: chat
  namespace: team-a
spec:
  containers:
    - name: chat
      image: vllm/vllm-openai:v0.9.0
      resources:
        limits:
          nvidia.com/gpu: 1
---
apiVersion: v1
kind: Pod
metadata:
  name: embed
  namespace: team-b
spec:
  containers:
    - name: embed
      image: ghcr.io/huggingface/text-embeddings-inference:1.5
      resources:
        limits:
          nvidia.com/gpu: 1
`,"valid-one-namespace-shares-the-pool.yaml":`apiVersion: v1
kind: Node
metadata:
  name: t4-node-1
  labels:
    nvidia.com/gpu.product: Tesla-T4-SHARED
    nvidia.com/gpu.sharing-strategy: time-sharing
---
apiVersion: v1
kind: Pod
metadata:
  name: chat
  namespace: team-a
spec:
  containers:
    - name: chat
      image: vllm/vllm-openai:v0.9.0
      resources:
        limits:
          nvidia.com/gpu: 1
---
apiVersion: v1
kind: Pod
metadata:
  name: embed
  namespace: team-a
spec:
  containers:
    - name: embed
      image: vllm/vllm-openai:v0.9.0
      resources:
        limits:
          nvidia.com/gpu: 1
`};case"gpu-toleration-missing":return{"README.md":"# gpu-toleration-missing\n\n## What it checks\n\nFor every GPU pod template of an AI workload (a container requesting a GPU resource, or a DRA claim with a GPU\nDeviceClass), looks at the GPU pools the file lands on (pools with a GPU vendor, product or count, from config\n`nodePools`, an override's `nodePools`, `--node-pools` or `Node` objects in the input).\nTriggers when every GPU pool has a `NoSchedule` or `NoExecute` taint and none of the pod's tolerations tolerates any of\nthose taints: empty-key `operator: Exists` tolerates everything, `Equal` needs the same value, a toleration with an\neffect only matches that effect.\nWith `cluster.extendedResourceToleration: true` (GKE, EKS) a pod tolerates taints keyed by a resource it requests.\n`PreferNoSchedule` taints do not count, and a GPU pool without a blocking taint makes the rule silent.\nSilent when no pools are declared, on infrastructure pods and pods without GPUs, and when the tolerations, nodeSelector\nor node affinity hold a template.\nThe finding points at `tolerations` when the pod has some, else at the pod spec key.\n`unschedulable` does not repeat this cause: it reports the pod only if it still fits nowhere once these taints are\ntolerated.\n\n## Why it matters\n\nGPU node pools are usually tainted (`nvidia.com/gpu=present:NoSchedule` on GKE, EKS and many GPU Operator installs) so\nthat CPU pods do not occupy expensive nodes.\nA GPU pod without a matching toleration is then rejected by every GPU node and stays Pending, while the cluster\nautoscaler cannot add a node that would accept it.\nOn GKE and EKS the ExtendedResourceToleration admission plugin adds the toleration for pods that request\n`nvidia.com/gpu`, which is why the same manifest works there and hangs on another cluster.\n\n## How to fix\n\nAdd a toleration for the GPU pools' taint to the pod template:\n\n```yaml\ntolerations:\n  - key: nvidia.com/gpu\n    operator: Exists\n    effect: NoSchedule\n```\n\nIf the target cluster runs the ExtendedResourceToleration admission plugin (GKE, EKS), set\n`cluster.extendedResourceToleration: true` in the config instead.\n\n## Examples\n\nEach `invalid-*.yaml` is reported as its `invalid-*.out` shows (the output with only this rule enabled, and the\n`.config.yaml` of the same name when there is one); each `valid-*.yaml` gives no finding.\n`rule.test.ts` checks them all; `npx vitest -u` rewrites the `.out` files.\n\n- [invalid-the-only-gpu-pool-is-tainted-and-the-job.yaml](invalid-the-only-gpu-pool-is-tainted-and-the-job.yaml): The\n  only GPU pool is tainted and the Job tolerates nothing\n- [valid-the-job-tolerates-the-taint.yaml](valid-the-job-tolerates-the-taint.yaml): The Job tolerates the taint\n","invalid-the-only-gpu-pool-is-tainted-and-the-job.out":`invalid-the-only-gpu-pool-is-tainted-and-the-job.yaml
  20:5    warning  Every GPU node pool is tainted and the pod tolerates none of the taints: a100-node (nvidia.com/gpu=present:NoSchedule); add a toleration such as {key: nvidia.com/gpu, operator: Exists, effect: NoSchedule}, or set cluster.extendedResourceToleration: true if the cluster runs the ExtendedResourceToleration admission plugin (GKE, EKS).  gpu-toleration-missing
    20 |     spec:
       |     ^^^^

\u2716 1 problem (0 errors, 1 warning, 0 notes) in 1 file
  1 with --fix --fix-type suggestion
`,"invalid-the-only-gpu-pool-is-tainted-and-the-job.yaml":`apiVersion: v1
kind: Node
metadata:
  name: a100-node
  labels:
    nvidia.com/gpu.product: NVIDIA-A100-SXM4-80GB
    nvidia.com/gpu.count: "8"
spec:
  taints:
    - key: nvidia.com/gpu
      value: present
      effect: NoSchedule
---
apiVersion: batch/v1
kind: Job
metadata:
  name: finetune
spec:
  template:
    spec:
      restartPolicy: Never
      containers:
        - name: train
          image: nvcr.io/nvidia/pytorch:24.05-py3
          resources:
            limits:
              nvidia.com/gpu: 8
`,"valid-the-job-tolerates-the-taint.yaml":`apiVersion: v1
kind: Node
metadata:
  name: a100-node
  labels:
    nvidia.com/gpu.product: NVIDIA-A100-SXM4-80GB
    nvidia.com/gpu.count: "8"
spec:
  taints:
    - key: nvidia.com/gpu
      value: present
      effect: NoSchedule
---
apiVersion: batch/v1
kind: Job
metadata:
  name: finetune
spec:
  template:
    spec:
      restartPolicy: Never
      tolerations:
        - key: nvidia.com/gpu
          operator: Exists
          effect: NoSchedule
      containers:
        - name: train
          image: nvcr.io/nvidia/pytorch:24.05-py3
          resources:
            limits:
              nvidia.com/gpu: 8
`};case"gpu-vendor-mismatch":return{"README.md":`# gpu-vendor-mismatch

## What it checks

Triggers on a GPU resource key (\`resources.limits\`, or \`requests\` when there is no limit) when the container image is
built for the other vendor: a CUDA image (NVIDIA CUDA base images, NGC containers, vLLM, TGI, SGLang, Triton, and the
GPU tags of PyTorch, TensorFlow and Ray images) requesting \`amd.com/gpu\`, or a ROCm image (\`rocm/*\`, or any AI image
whose tag names ROCm, such as \`text-generation-inference:3.0.1-rocm\`) requesting \`nvidia.com/gpu\`, \`nvidia.com/mig-*\` or
\`nvidia.com/gpu.shared\`.
A CPU tag of a CPU/GPU image family (\`rayproject/ray:2.9.0\`, \`pytorch/torchserve:0.11.0-cpu\`) and builds for other
accelerators (Intel XPU/Gaudi, Neuron, TPU) are neither CUDA nor ROCm and never trigger.
It also triggers when one pod requests both vendors' GPUs (in one container or across containers): the first GPU key of
the pod sets its vendor and each key of the other vendor is reported, unless it was already reported for its image.
A quantity of 0, a placeholder quantity or image, \`NVIDIA_VISIBLE_DEVICES=void\` (for NVIDIA resources), resources from
\`settings.gpuResources\` (vendor unknown) and GPUs from DRA claims are not judged.

## Why it matters

A CUDA program only runs on an NVIDIA GPU with the NVIDIA driver, a ROCm program only on an AMD GPU with the \`amdgpu\`
driver.
The resource name decides which device plugin serves the pod and therefore which nodes it lands on: a vLLM CUDA image
given \`amd.com/gpu\` starts on an AMD node and fails with "no CUDA-capable device is detected" (or falls back to the
CPU), a ROCm image given \`nvidia.com/gpu\` finds no AMD device.
A pod that asks for both vendors' GPUs needs a node that offers both, which almost no cluster has, so it stays Pending
with "Insufficient amd.com/gpu" (or nvidia.com/gpu).

## How to fix

Request the GPU of the vendor the image is built for, or switch to the image build for the GPUs you have:

\`\`\`yaml
# CUDA image on NVIDIA GPUs
image: vllm/vllm-openai:v0.9.0
resources:
  limits:
    nvidia.com/gpu: 1
---
# ROCm build on AMD GPUs
image: rocm/vllm:rocm6.3.1_vllm_0.8.5_20250521
resources:
  limits:
    amd.com/gpu: 1
\`\`\`

If one workload really uses both vendors, run each part in its own pod.

## Examples

Each \`invalid-*.yaml\` is reported as its \`invalid-*.out\` shows (the output with only this rule enabled, and the
\`.config.yaml\` of the same name when there is one); each \`valid-*.yaml\` gives no finding.
\`rule.test.ts\` checks them all; \`npx vitest -u\` rewrites the \`.out\` files.

- [invalid-a-rocm-image-asks-for-an-nvidia-gpu.yaml](invalid-a-rocm-image-asks-for-an-nvidia-gpu.yaml): a ROCm image
  asks for an NVIDIA GPU
- [invalid-one-pod-asks-for-gpus-of-both-vendors.yaml](invalid-one-pod-asks-for-gpus-of-both-vendors.yaml): one pod asks
  for GPUs of both vendors
- [valid-each-image-gets-the-gpu-of-its-vendor.yaml](valid-each-image-gets-the-gpu-of-its-vendor.yaml): each image gets
  the GPU of its vendor
`,"invalid-a-rocm-image-asks-for-an-nvidia-gpu.out":`invalid-a-rocm-image-asks-for-an-nvidia-gpu.yaml
  11:11   error    Container "train" runs the ROCm image rocm/pytorch:rocm6.1_ubuntu22.04_py3.10_pytorch_2.4 but requests nvidia.com/gpu: 1, so it gets an NVIDIA GPU, on which ROCm finds no AMD device; request amd.com/gpu instead, or use the CUDA build of the image.  gpu-vendor-mismatch
    11 |           nvidia.com/gpu: 1
       |           ^^^^^^^^^^^^^^^^^
    \u21B3 invalid-a-rocm-image-asks-for-an-nvidia-gpu.yaml:8:7: The ROCm image.

\u2716 1 problem (1 error, 0 warnings, 0 notes) in 1 file
`,"invalid-a-rocm-image-asks-for-an-nvidia-gpu.yaml":`apiVersion: v1
kind: Pod
metadata:
  name: rocm-train
spec:
  containers:
    - name: train
      image: rocm/pytorch:rocm6.1_ubuntu22.04_py3.10_pytorch_2.4
      resources:
        limits:
          nvidia.com/gpu: 1
`,"invalid-one-pod-asks-for-gpus-of-both-vendors.out":`invalid-one-pod-asks-for-gpus-of-both-vendors.yaml
  16:11   error    This pod requests both nvidia.com/gpu (container "encoder") and amd.com/gpu (container "decoder"): it needs a node with NVIDIA and AMD GPUs together, which GPU nodes practically never are, so it stays Pending; use one vendor's GPUs, or run each part in its own pod.  gpu-vendor-mismatch
    16 |           amd.com/gpu: 1
       |           ^^^^^^^^^^^^^^
    \u21B3 invalid-one-pod-asks-for-gpus-of-both-vendors.yaml:11:11: The NVIDIA GPU request.

\u2716 1 problem (1 error, 0 warnings, 0 notes) in 1 file
`,"invalid-one-pod-asks-for-gpus-of-both-vendors.yaml":`apiVersion: v1
kind: Pod
metadata:
  name: mixed
spec:
  containers:
    - name: encoder
      image: registry.example.com/encoder:1.0
      resources:
        limits:
          nvidia.com/gpu: 1
    - name: decoder
      image: registry.example.com/decoder:1.0
      resources:
        limits:
          amd.com/gpu: 1
`,"valid-each-image-gets-the-gpu-of-its-vendor.yaml":`apiVersion: v1
kind: Pod
metadata:
  name: rocm-train
spec:
  containers:
    - name: train
      image: rocm/pytorch:rocm6.1_ubuntu22.04_py3.10_pytorch_2.4
      resources:
        limits:
          amd.com/gpu: 1
`};case"gpu-visible-devices-override":return{"README.md":"# gpu-visible-devices-override\n\n## What it checks\n\nTriggers for a container that has at least one GPU resource (`nvidia.com/gpu`, `nvidia.com/mig-*`, `amd.com/gpu`, ... or\n`settings.gpuResources`) with a known count above zero, and sets in its `env`: `NVIDIA_VISIBLE_DEVICES` to `all` or to\nexplicit device IDs (indexes, `GPU-` or `MIG-` UUIDs, comma lists); or `CUDA_VISIBLE_DEVICES` to `all`, to `GPU-`/`MIG-`\nUUIDs, or to an index at or beyond the number of GPUs the container is allocated.\nThe finding points at the variable's `value`; both variables set is two findings.\n`NVIDIA_VISIBLE_DEVICES` is an error: it escapes the allocation.\n`CUDA_VISIBLE_DEVICES` that leaves the process no GPU (`all`, a UUID, a first index beyond the allocation) is an error\ntoo; one that names more indices than the container is allocated but starts inside the allocation (`0,1,2,3` with\n`nvidia.com/gpu: 2`) is a warning: CUDA enumerates the allocated GPUs and stops at the first index it cannot resolve, so\nthe process still gets GPUs and the variable only misleads (or, for `0,2,1`, hides some of them).\n`CUDA_VISIBLE_DEVICES` indexes inside the allocation (`0,1` with `nvidia.com/gpu: 2`) are fine: inside the container the\nallocated GPUs are numbered from 0, so they only pick among the container's own GPUs.\nSilent for placeholders and `valueFrom`, for `void`/`none`/empty, and for containers without a GPU request\n(`gpu-resource-missing` covers a hand-set `NVIDIA_VISIBLE_DEVICES` there, so one cause gives one finding).\n\n## Why it matters\n\nThe device plugin tells the NVIDIA container runtime which GPUs a container got by setting `NVIDIA_VISIBLE_DEVICES`\nitself, and the variable from the pod spec comes later and wins.\nWith `all` or a fixed device list the container gets the GPUs it names instead of the ones allocated to it: it runs on\nGPUs the scheduler gave to other pods, their jobs die with CUDA out-of-memory errors or slow down, and the GPUs it was\nallocated sit idle.\n`CUDA_VISIBLE_DEVICES` cannot escape the allocation but breaks the container instead: CUDA numbers the allocated GPUs\nfrom 0, stops at the first entry it cannot resolve, and does not understand `all`, so a physical UUID, `all` or an index\nbeyond the allocation leaves the process with fewer GPUs than it paid for, or none (\"no CUDA-capable device is\ndetected\").\n\n## How to fix\n\nRemove the variable and let the device plugin choose the devices; ask for the number of GPUs in `limits`.\nTo use a subset of the allocated GPUs, use CUDA indexes counted from 0 inside the container.\n\n```yaml\nresources:\n  limits:\n    nvidia.com/gpu: 2\n# no NVIDIA_VISIBLE_DEVICES in env\n```\n\nCluster operators can also make the runtime ignore the variable for unprivileged containers (device plugin\n`--device-list-strategy=volume-mounts` with the toolkit's\n`accept-nvidia-visible-devices-envvar-when-unprivileged = false`).\n\n## Examples\n\nEach `invalid-*.yaml` is reported as its `invalid-*.out` shows (the output with only this rule enabled, and the\n`.config.yaml` of the same name when there is one); each `valid-*.yaml` gives no finding.\n`rule.test.ts` checks them all; `npx vitest -u` rewrites the `.out` files.\n\n- [invalid-nvidia-visible-devices-all-next-to-a-gpu-request.yaml](invalid-nvidia-visible-devices-all-next-to-a-gpu-request.yaml):\n  NVIDIA_VISIBLE_DEVICES=all next to a GPU request\n- [invalid-cuda-visible-devices-beyond-the-allocation.yaml](invalid-cuda-visible-devices-beyond-the-allocation.yaml):\n  CUDA_VISIBLE_DEVICES beyond the allocation\n- [invalid-cuda-visible-devices-naming-more-gpus-than-allocated.yaml](invalid-cuda-visible-devices-naming-more-gpus-than-allocated.yaml):\n  CUDA_VISIBLE_DEVICES naming more GPUs than allocated\n- [valid-the-device-plugin-sets-the-visible-devices.yaml](valid-the-device-plugin-sets-the-visible-devices.yaml): the\n  device plugin sets the visible devices\n- [valid-cuda-indexes-inside-the-allocation.yaml](valid-cuda-indexes-inside-the-allocation.yaml): CUDA indexes inside\n  the allocation\n","invalid-cuda-visible-devices-beyond-the-allocation.out":`invalid-cuda-visible-devices-beyond-the-allocation.yaml
  14:15   error    Container "bench" is allocated nvidia.com/gpu: 2 but sets CUDA_VISIBLE_DEVICES=2,3: inside the container its 2 GPUs are numbered from 0, so index 2 does not exist and CUDA ignores it and every entry after it, and sees no GPU; remove the variable, or list indexes from 0 to 1.  gpu-visible-devices-override
    14 |               value: "2,3"
       |               ^^^^^^^^^^^^

\u2716 1 problem (1 error, 0 warnings, 0 notes) in 1 file
`,"invalid-cuda-visible-devices-beyond-the-allocation.yaml":`apiVersion: batch/v1
kind: Job
metadata:
  name: bench
spec:
  template:
    spec:
      restartPolicy: Never
      containers:
        - name: bench
          image: nvcr.io/nvidia/pytorch:24.05-py3
          env:
            - name: CUDA_VISIBLE_DEVICES
              value: "2,3"
          resources:
            limits:
              nvidia.com/gpu: 2
`,"invalid-cuda-visible-devices-naming-more-gpus-than-allocated.out":`invalid-cuda-visible-devices-naming-more-gpus-than-allocated.yaml
  15:15   warning  Container "trainer" is allocated nvidia.com/gpu: 2 but sets CUDA_VISIBLE_DEVICES=0,1,2,3, which names 4 devices: CUDA numbers the allocated GPUs from 0 and ignores index 2 and every entry after it, so the process sees its 2 GPUs, not 4; list indexes from 0 to 1, or remove the variable.  gpu-visible-devices-override
    15 |               value: "0,1,2,3"
       |               ^^^^^^^^^^^^^^^^

\u2716 1 problem (0 errors, 1 warning, 0 notes) in 1 file
`,"invalid-cuda-visible-devices-naming-more-gpus-than-allocated.yaml":`apiVersion: batch/v1
kind: Job
metadata:
  name: finetune
spec:
  template:
    spec:
      restartPolicy: Never
      containers:
        - name: trainer
          image: nvcr.io/nvidia/pytorch:24.05-py3
          command: ["torchrun", "--nproc-per-node", "2", "train.py"]
          env:
            - name: CUDA_VISIBLE_DEVICES
              value: "0,1,2,3"
          resources:
            limits:
              nvidia.com/gpu: 2
`,"invalid-nvidia-visible-devices-all-next-to-a-gpu-request.out":`invalid-nvidia-visible-devices-all-next-to-a-gpu-request.yaml
  11:11   error    Container "trainer" is allocated nvidia.com/gpu: 1 by the device plugin but sets NVIDIA_VISIBLE_DEVICES=all, which overrides the allocation so it uses every GPU of the node, including GPUs allocated to other pods; remove the variable and let the device plugin set it.  gpu-visible-devices-override
    11 |           value: all
       |           ^^^^^^^^^^

\u2716 1 problem (1 error, 0 warnings, 0 notes) in 1 file
`,"invalid-nvidia-visible-devices-all-next-to-a-gpu-request.yaml":`apiVersion: v1
kind: Pod
metadata:
  name: trainer
spec:
  containers:
    - name: trainer
      image: nvcr.io/nvidia/pytorch:24.05-py3
      env:
        - name: NVIDIA_VISIBLE_DEVICES
          value: all
      resources:
        limits:
          nvidia.com/gpu: 1
`,"valid-cuda-indexes-inside-the-allocation.yaml":`apiVersion: v1
kind: Pod
metadata:
  name: trainer
spec:
  containers:
    - name: trainer
      image: nvcr.io/nvidia/pytorch:24.05-py3
      env:
        - name: CUDA_VISIBLE_DEVICES
          value: "0,1"
      resources:
        limits:
          nvidia.com/gpu: 2
`,"valid-the-device-plugin-sets-the-visible-devices.yaml":`apiVersion: v1
kind: Pod
metadata:
  name: trainer
spec:
  containers:
    - name: trainer
      image: nvcr.io/nvidia/pytorch:24.05-py3
      resources:
        limits:
          nvidia.com/gpu: 1
`};case"helm-template-unrendered":return{"README.md":`# helm-template-unrendered

## What it checks

Reported once per file that holds Helm template actions (\`{{ .Values.x }}\`, \`{{- if }}\`) outside string values; the file
is skipped.
\`{{ }}\` inside quoted or block string values (KServe runtime templates, Argo parameters, alert texts) is data and does
not trigger it.

## Why it matters

A chart template is not a manifest: its structure depends on values, so linting it would produce nonsense or miss what
is actually applied.
The rendered output is what reaches the cluster.

## How to fix

Lint the rendered chart:
\`helm template my-release ./chart -f values-prod.yaml > rendered.yaml && ai-k8s-lint rendered.yaml\`.
The \`# Source:\` comments Helm writes let findings point back to the template.
Exclude \`templates/\` directories with \`ignore:\` in the config.

## Examples

Each \`invalid-*.yaml\` is reported as its \`invalid-*.out\` shows (the output with only this rule enabled, and the
\`.config.yaml\` of the same name when there is one); each \`valid-*.yaml\` gives no finding.
\`rule.test.ts\` checks them all; \`npx vitest -u\` rewrites the \`.out\` files.

- [invalid-example.yaml](invalid-example.yaml)
- [valid-example.yaml](valid-example.yaml)
`,"invalid-example.out":`invalid-example.yaml
  4:10    note     This file holds unrendered Helm template syntax ({{ ... }}); render it with \`helm template\` and lint the output. The file was skipped.  helm-template-unrendered
    4 |   name: {{ .Release.Name }}
      |          ^^^^^^^^^^^^^^^^^^

\u2716 1 problem (0 errors, 0 warnings, 1 note) in 1 file; 1 unrendered Helm template skipped
`,"invalid-example.yaml":`apiVersion: apps/v1
kind: Deployment
metadata:
  name: {{ .Release.Name }}
spec:
  replicas: {{ .Values.replicas }}
`,"valid-example.yaml":`apiVersion: serving.kserve.io/v1alpha1
kind: ServingRuntime
metadata:
  name: vllm
spec:
  containers:
    - name: kserve-container
      image: vllm/vllm-openai:v0.9.0
      args: ["--model", "{{.Name}}"]
`};case"host-path-model-cache":return{"README.md":"# host-path-model-cache\n\n## What it checks\n\nTriggers for each `hostPath` volume of an AI workload's pod spec (GPU container or AI image; GPU infrastructure such as\nthe device plugin or DCGM is not an AI workload) whose path is a place for data: model caches (`/mnt/models`,\n`/data/hf-cache`, `/var/lib/models`), scratch directories (`/tmp`, `/scratch`) and anything else outside the system\npaths.\n`/dev/shm` is reported too, with its own message: it shares the node's shared memory (`shm-missing` counts it as shared\nmemory and leaves the judgement here).\nThe host root `/` is reported with its own message: it mounts the whole host filesystem.\nSilent for system paths that GPU and RDMA tooling legitimately mount and that are not caches: device nodes under `/dev`\n(`/dev/infiniband`, `/dev/nvidia*`, `/dev/kfd`, `/dev/dri`), `/sys`, `/proc`, `/run` and `/var/run` (sockets), `/etc`,\n`/boot`, `/lib` and `/lib64` (system libraries and `/lib/modules`), `/usr` (`/usr/lib*`, `/usr/local/nvidia`),\n`/home/kubernetes/bin` (GKE drivers), kubelet, containerd and Docker state and `/var/log`; for `type: Socket`,\n`CharDevice` and `BlockDevice`; and for a path that is a placeholder.\nIt points at the volume's `hostPath` key and names the containers that mount it.\n\n## Why it matters\n\nA hostPath directory belongs to the node, not to the pod: every pod scheduled there that mounts the same path, from any\nnamespace, reads and writes the same files.\nA shared Hugging Face or vLLM cache on the node therefore hands one tenant's weights (often gated or fine-tuned on\nprivate data) and tokens files to the next, lets a compromised pod plant modified weights or pickled code for the next\njob to load, and fills the node's root or kubelet disk until pods are evicted for disk pressure.\nIt also ties the workload to nodes that already hold the cache: a pod rescheduled elsewhere silently starts from an\nempty cache or fails.\n`hostPath` is also forbidden by the `baseline` Pod Security Standard, so such pods are rejected in namespaces that\nenforce it.\n\n## How to fix\n\nKeep model files on storage the cluster manages: a PersistentVolumeClaim (`ReadOnlyMany` for shared weights,\nper-workload claims for writable caches), an `emptyDir` filled by an init container, or an OCI image volume:\n\n```yaml\n      volumes:\n        - name: models\n          persistentVolumeClaim:\n            claimName: llama-3-8b-weights\n            readOnly: true\n```\n\nFor shared memory use `emptyDir: {medium: Memory, sizeLimit: ...}` instead of the host's `/dev/shm`.\n\n## Examples\n\nEach `invalid-*.yaml` is reported as its `invalid-*.out` shows (the output with only this rule enabled, and the\n`.config.yaml` of the same name when there is one); each `valid-*.yaml` gives no finding.\n`rule.test.ts` checks them all; `npx vitest -u` rewrites the `.out` files.\n\n- [invalid-a-hugging-face-cache-on-the-node.yaml](invalid-a-hugging-face-cache-on-the-node.yaml): a Hugging Face cache\n  on the node\n- [valid-a-persistentvolumeclaim-for-the-weights.yaml](valid-a-persistentvolumeclaim-for-the-weights.yaml): a\n  PersistentVolumeClaim for the weights\n","invalid-a-hugging-face-cache-on-the-node.out":`invalid-a-hugging-face-cache-on-the-node.yaml
  19:11   warning  Volume "hf-cache" mounts the node directory /mnt/hf-cache from hostPath (mounted at /root/.cache/huggingface in container "vllm"): a model cache on the node is shared with every pod scheduled there, from any namespace, and pins the workload to nodes that hold it; use a PersistentVolumeClaim (ReadOnlyMany for shared weights), an emptyDir filled at start-up, or an image volume.  host-path-model-cache
    19 |           hostPath:
       |           ^^^^^^^^

\u2716 1 problem (0 errors, 1 warning, 0 notes) in 1 file
`,"invalid-a-hugging-face-cache-on-the-node.yaml":`apiVersion: apps/v1
kind: Deployment
metadata:
  name: llm
spec:
  template:
    spec:
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          resources:
            limits:
              nvidia.com/gpu: 1
          volumeMounts:
            - name: hf-cache
              mountPath: /root/.cache/huggingface
      volumes:
        - name: hf-cache
          hostPath:
            path: /mnt/hf-cache
            type: DirectoryOrCreate
`,"valid-a-persistentvolumeclaim-for-the-weights.yaml":`apiVersion: apps/v1
kind: Deployment
metadata:
  name: llm
spec:
  template:
    spec:
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          resources:
            limits:
              nvidia.com/gpu: 1
          volumeMounts:
            - name: hf-cache
              mountPath: /root/.cache/huggingface
      volumes:
        - name: hf-cache
          persistentVolumeClaim:
            claimName: llm-hf-cache
`};case"hpa-cpu-metric-gpu-workload":return{"README.md":`# hpa-cpu-metric-gpu-workload

## What it checks

Triggers for a HorizontalPodAutoscaler (\`autoscaling/v2\`, \`v2beta2\`, \`v2beta1\` and \`v1\`) whose \`scaleTargetRef\` names,
by kind, name and (when given) API group, a serving workload of the HPA's apply unit (the files of one directory, one
stdin stream, or one config \`applyUnits\` entry) with a GPU container (or a GPU DRA claim) in the same namespace (objects
without a namespace count as being in \`default\`), when every metric is a \`Resource\` or \`ContainerResource\` metric on
\`cpu\` or \`memory\`.
An HPA without metrics scales on the default 80% CPU utilization and triggers too, as does a \`v1\` HPA
(\`targetCPUUtilizationPercentage\`, also when unset) unless its \`autoscaling.alpha.kubernetes.io/metrics\` annotation
carries custom metrics.
A single \`Pods\`, \`Object\` or \`External\` metric, an unreadable metric (placeholder, wrong type) or a target that is not
in the input keeps the rule silent.
The finding points at \`metrics\` (or \`targetCPUUtilizationPercentage\`), or at the HPA's \`spec\` when they are unset; the
target workload is a related location.

## Why it matters

GPU inference is bound by the GPU: as load grows, requests queue inside the server (vLLM, TGI, Triton batch them onto
the GPU) and latency climbs while the CPU of the pod stays mostly idle, because it only tokenizes and shuffles bytes.
A CPU target is then reached late or never, so the service is under-provisioned exactly under load; memory is flat
because the model is loaded once.
Conversely, CPU spikes from tokenization or logging can add GPU replicas that are expensive and slow to start.

## How to fix

Scale on a signal of GPU saturation, exported by the server or by DCGM and served through a custom/external metrics
adapter (Prometheus Adapter, KEDA):

\`\`\`yaml
apiVersion: autoscaling/v2
kind: HorizontalPodAutoscaler
spec:
  scaleTargetRef:
    apiVersion: apps/v1
    kind: Deployment
    name: chat
  minReplicas: 2
  maxReplicas: 8
  metrics:
    - type: Pods
      pods:
        metric:
          name: vllm_num_requests_waiting
        target:
          type: AverageValue
          averageValue: "5"
\`\`\`

Queue length or in-flight requests react before latency degrades; \`DCGM_FI_DEV_GPU_UTIL\` is a coarser alternative.
KServe and Knative can also autoscale on concurrency instead of an HPA.

## Examples

Each \`invalid-*.yaml\` is reported as its \`invalid-*.out\` shows (the output with only this rule enabled, and the
\`.config.yaml\` of the same name when there is one); each \`valid-*.yaml\` gives no finding.
\`rule.test.ts\` checks them all; \`npx vitest -u\` rewrites the \`.out\` files.

- [invalid-gpu-inference-autoscaled-on-cpu.yaml](invalid-gpu-inference-autoscaled-on-cpu.yaml): GPU inference autoscaled
  on CPU
- [valid-autoscaled-on-the-request-queue.yaml](valid-autoscaled-on-the-request-queue.yaml): autoscaled on the request
  queue
`,"invalid-gpu-inference-autoscaled-on-cpu.out":`invalid-gpu-inference-autoscaled-on-cpu.yaml
  32:3    warning  HorizontalPodAutoscaler "chat" scales the GPU serving Deployment "chat" only on cpu at 70% utilization, but GPU inference saturates (requests queue, latency climbs) long before its CPU or memory moves; scale on a Pods or External metric such as the server's waiting-request queue (vllm:num_requests_waiting) or GPU utilization (DCGM_FI_DEV_GPU_UTIL).  hpa-cpu-metric-gpu-workload
    32 |   metrics:
       |   ^^^^^^^
    \u21B3 invalid-gpu-inference-autoscaled-on-cpu.yaml:2:1: Deployment "chat" serves on GPUs.

\u2716 1 problem (0 errors, 1 warning, 0 notes) in 1 file
`,"invalid-gpu-inference-autoscaled-on-cpu.yaml":`apiVersion: apps/v1
kind: Deployment
metadata:
  name: chat
spec:
  selector:
    matchLabels:
      app: chat
  template:
    metadata:
      labels:
        app: chat
    spec:
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          resources:
            limits:
              nvidia.com/gpu: 1
---
apiVersion: autoscaling/v2
kind: HorizontalPodAutoscaler
metadata:
  name: chat
spec:
  scaleTargetRef:
    apiVersion: apps/v1
    kind: Deployment
    name: chat
  minReplicas: 2
  maxReplicas: 8
  metrics:
    - type: Resource
      resource:
        name: cpu
        target:
          type: Utilization
          averageUtilization: 70
`,"valid-autoscaled-on-the-request-queue.yaml":`apiVersion: apps/v1
kind: Deployment
metadata:
  name: chat
spec:
  selector:
    matchLabels:
      app: chat
  template:
    metadata:
      labels:
        app: chat
    spec:
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          resources:
            limits:
              nvidia.com/gpu: 1
---
apiVersion: autoscaling/v2
kind: HorizontalPodAutoscaler
metadata:
  name: chat
spec:
  scaleTargetRef:
    apiVersion: apps/v1
    kind: Deployment
    name: chat
  minReplicas: 2
  maxReplicas: 8
  metrics:
    - type: Pods
      pods:
        metric:
          name: vllm_num_requests_waiting
        target:
          type: AverageValue
          averageValue: "5"
`};case"image-tag-mutable":return{"README.md":"# image-tag-mutable\n\n## What it checks\n\nTriggers on the `image` of every GPU container (a GPU resource, or a GPU DRA claim) of an AI workload whose reference\nhas no tag and no digest (the runtime pulls `:latest`), or a moving tag: `latest`, `main`, `master`, `dev`, `nightly`,\n`edge` (in any case), or a tag that ends in `-latest` or starts with `latest-`.\nA release tag without a digest is fine by default; with the option `requireDigest: true` it is reported too, as a note\nat the rule's own level (a level set in config next to the option applies to every finding of the rule).\nA reference pinned by digest (`repo:tag@sha256:...`, `repo@sha256:...`) is fine.\nPlaceholders (`{{ .Values.image }}`, `${IMAGE}`, `REPO_HERE/vllm`, an image that is one upper-case token such as\n`IMAGE_NAME`) are unknown and stay silent, and so do containers without a GPU.\nMissing and moving tags are reported only here: `cuda-version-unknown` stays silent on them.\n\n## Why it matters\n\nA GPU image pins a CUDA version, and through it the driver the node must have.\n`latest` moves: `vllm/vllm-openai:latest` went from CUDA 12.9 to CUDA 13 in one release, so the same manifest that ran\nyesterday fails on an R570 node after a node restart or a rescheduling pulls the new image, and no review saw a change.\n`main`, `nightly` and `edge` are rebuilt from the development branch with every push, so they move more often still.\nA release tag is pushed once by convention, but it can be pushed again; only a digest names exactly the image that was\ntested, which is why `requireDigest` exists for clusters that want that guarantee.\nWithout a version the linter cannot check CUDA against the node drivers either.\n\n## How to fix\n\nUse a release tag (`vllm/vllm-openai:v0.9.0`) and, for production, pin the digest next to it\n(`vllm/vllm-openai:v0.9.0@sha256:...`): the tag stays readable in reviews and the digest decides what is pulled.\nTools such as `crane digest` or `docker buildx imagetools inspect` print the digest of a tag.\n\n## Examples\n\nEach `invalid-*.yaml` is reported as its `invalid-*.out` shows (the output with only this rule enabled, and the\n`.config.yaml` of the same name when there is one); each `valid-*.yaml` gives no finding.\n`rule.test.ts` checks them all; `npx vitest -u` rewrites the `.out` files.\n\n- [invalid-latest-warning.yaml](invalid-latest-warning.yaml): latest (warning)\n- [invalid-a-moving-nightly-tag.yaml](invalid-a-moving-nightly-tag.yaml): a moving nightly tag\n- [invalid-a-tag-without-a-digest-with-requiredigest.yaml](invalid-a-tag-without-a-digest-with-requiredigest.yaml): a\n  tag without a digest, with requireDigest\n- [valid-tag-and-digest.yaml](valid-tag-and-digest.yaml): tag and digest\n- [valid-a-release-tag.yaml](valid-a-release-tag.yaml): a release tag\n","invalid-a-moving-nightly-tag.out":`invalid-a-moving-nightly-tag.yaml
  17:11   warning  Image vllm/vllm-openai:nightly of GPU container "vllm" uses the moving tag nightly, which is pushed again with new builds and can move to another CUDA version (and driver requirement) at any pull; use a release tag, ideally with its digest (vllm/vllm-openai:<version>@sha256:...).  image-tag-mutable
    17 |           image: vllm/vllm-openai:nightly
       |           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^

\u2716 1 problem (0 errors, 1 warning, 0 notes) in 1 file
`,"invalid-a-moving-nightly-tag.yaml":`apiVersion: apps/v1
kind: Deployment
metadata:
  name: chat
spec:
  replicas: 1
  selector:
    matchLabels:
      app: chat
  template:
    metadata:
      labels:
        app: chat
    spec:
      containers:
        - name: vllm
          image: vllm/vllm-openai:nightly
          resources:
            limits:
              nvidia.com/gpu: 1
`,"invalid-a-tag-without-a-digest-with-requiredigest.config.yaml":`rules:
  image-tag-mutable: [note, {requireDigest: true}]
`,"invalid-a-tag-without-a-digest-with-requiredigest.out":`invalid-a-tag-without-a-digest-with-requiredigest.yaml
  8:7     note     Image vllm/vllm-openai:v0.9.0 of GPU container "vllm" is not pinned by digest: the tag v0.9.0 can be pushed again with different contents; add the digest (vllm/vllm-openai:v0.9.0@sha256:...) to run exactly the image that was tested.  image-tag-mutable
    8 |       image: vllm/vllm-openai:v0.9.0
      |       ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^

\u2716 1 problem (0 errors, 0 warnings, 1 note) in 1 file
`,"invalid-a-tag-without-a-digest-with-requiredigest.yaml":`apiVersion: v1
kind: Pod
metadata:
  name: chat
spec:
  containers:
    - name: vllm
      image: vllm/vllm-openai:v0.9.0
      resources:
        limits:
          nvidia.com/gpu: 1
`,"invalid-latest-warning.out":`invalid-latest-warning.yaml
  8:7     warning  Image vllm/vllm-openai:latest of GPU container "vllm" uses the tag latest, which can move to another CUDA version (and driver requirement) at any pull; use a release tag, ideally with its digest (vllm/vllm-openai:<version>@sha256:...).  image-tag-mutable
    8 |       image: vllm/vllm-openai:latest
      |       ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^

\u2716 1 problem (0 errors, 1 warning, 0 notes) in 1 file
`,"invalid-latest-warning.yaml":`apiVersion: v1
kind: Pod
metadata:
  name: chat
spec:
  containers:
    - name: vllm
      image: vllm/vllm-openai:latest
      resources:
        limits:
          nvidia.com/gpu: 1
`,"valid-a-release-tag.yaml":`# A release tag names one build; pinning its digest too is asked only with requireDigest: true.
apiVersion: v1
kind: Pod
metadata:
  name: chat
spec:
  containers:
    - name: vllm
      image: vllm/vllm-openai:v0.9.0
      resources:
        limits:
          nvidia.com/gpu: 1
`,"valid-tag-and-digest.yaml":`apiVersion: v1
kind: Pod
metadata:
  name: chat
spec:
  containers:
    - name: vllm
      image: vllm/vllm-openai:v0.9.0@sha256:4f6a3dbd53ab3fd4ff3a3aa8a4b9b3d8e6c1d2b8b8f0b1c2d3e4f5a6b7c8d9e0
      resources:
        limits:
          nvidia.com/gpu: 1
`};case"init-container-limits-missing":return{"README.md":'# init-container-limits-missing\n\n## What it checks\n\nTriggers for each run-to-completion init container (an entry of `initContainers` without `restartPolicy: Always`) of an\nAI workload pod that has no `resources.limits.memory`, or a limit of `0`, which the kubelet treats as unlimited.\nNative sidecars (`restartPolicy: Always`) run for the life of the pod and are checked by `memory-limit-missing`; an init\ncontainer that requests a GPU (or consumes a DRA claim of a GPU pod) is checked by `gpu-container-cpu-memory-missing`.\nA placeholder is unknown, never missing: a placeholder limit, or a `resources`/`limits`/`requests` value that is a\nplaceholder instead of a mapping, keeps the rule silent.\n\n## Why it matters\n\nInit containers of AI workloads do heavy work: they download and unpack model weights (`huggingface-cli download`,\n`aws s3 cp`, `gsutil`), convert checkpoints or compile engines.\nWithout a memory limit such a step can take the memory of the whole node while it buffers or decompresses files,\nevicting or OOM-killing neighbours that already run on the GPU node.\nThe scheduler also sizes the pod by the largest init container request, so an unbounded init step is invisible to it.\nWith a limit, a runaway download fails in the init container itself, with a clear `OOMKilled` reason on the pod.\n\n## How to fix\n\nSet a memory limit (and a request) on every init container, sized to the download or conversion step:\n\n```yaml\n      initContainers:\n        - name: fetch-model\n          image: python:3.12-slim\n          command: ["huggingface-cli", "download", "Qwen/Qwen2.5-7B-Instruct", "--local-dir", "/models"]\n          resources:\n            requests:\n              cpu: "1"\n              memory: 2Gi\n            limits:\n              memory: 2Gi\n```\n\n## Examples\n\nEach `invalid-*.yaml` is reported as its `invalid-*.out` shows (the output with only this rule enabled, and the\n`.config.yaml` of the same name when there is one); each `valid-*.yaml` gives no finding.\n`rule.test.ts` checks them all; `npx vitest -u` rewrites the `.out` files.\n\n- [invalid-a-model-download-step-without-a-memory-limit.yaml](invalid-a-model-download-step-without-a-memory-limit.yaml):\n  a model download step without a memory limit\n- [valid-the-download-step-has-a-memory-limit.yaml](valid-the-download-step-has-a-memory-limit.yaml): the download step\n  has a memory limit\n',"invalid-a-model-download-step-without-a-memory-limit.out":`invalid-a-model-download-step-without-a-memory-limit.yaml
  10:11   warning  Init container "fetch-model" has no memory limit; set resources.limits.memory (sized to the download or conversion step, e.g. 2Gi) so a model download or conversion cannot take the node's memory and evict the workloads already running there.  init-container-limits-missing
    10 |         - name: fetch-model
       |           ^^^^^^^^^^^^^^^^^

\u2716 1 problem (0 errors, 1 warning, 0 notes) in 1 file
`,"invalid-a-model-download-step-without-a-memory-limit.yaml":`apiVersion: batch/v1
kind: Job
metadata:
  name: finetune
spec:
  template:
    spec:
      restartPolicy: Never
      initContainers:
        - name: fetch-model
          image: python:3.12-slim
          command: ["huggingface-cli", "download", "Qwen/Qwen2.5-7B-Instruct", "--local-dir", "/models"]
          volumeMounts:
            - name: models
              mountPath: /models
      containers:
        - name: train
          image: nvcr.io/nvidia/pytorch:24.05-py3
          resources:
            limits:
              nvidia.com/gpu: 1
              memory: 64Gi
          volumeMounts:
            - name: models
              mountPath: /models
      volumes:
        - name: models
          persistentVolumeClaim:
            claimName: models
`,"valid-the-download-step-has-a-memory-limit.yaml":`apiVersion: batch/v1
kind: Job
metadata:
  name: finetune
spec:
  template:
    spec:
      restartPolicy: Never
      initContainers:
        - name: fetch-model
          image: python:3.12-slim
          command: ["huggingface-cli", "download", "Qwen/Qwen2.5-7B-Instruct", "--local-dir", "/models"]
          resources:
            requests:
              memory: 2Gi
            limits:
              memory: 2Gi
          volumeMounts:
            - name: models
              mountPath: /models
      containers:
        - name: train
          image: nvcr.io/nvidia/pytorch:24.05-py3
          resources:
            limits:
              nvidia.com/gpu: 1
              memory: 64Gi
          volumeMounts:
            - name: models
              mountPath: /models
      volumes:
        - name: models
          persistentVolumeClaim:
            claimName: models
`};case"kueue-queue-missing":return{"README.md":"# kueue-queue-missing\n\n## What it checks\n\nWhen an apply unit (the files of one directory, one stdin stream, or one config `applyUnits` entry) defines Kueue\nLocalQueues (`kueue.x-k8s.io`), triggers for each GPU workload of a kind Kueue manages by default (batch Job and\nCronJob, JobSet, RayJob, RayCluster, PyTorchJob, TFJob, MPIJob, XGBoostJob, PaddleJob, JAXJob, Kubeflow TrainJob) of\nthat unit in a namespace that has at least one of those LocalQueues when the workload has no `kueue.x-k8s.io/queue-name`\nlabel (a CronJob's belongs on `spec.jobTemplate.metadata.labels`; the deprecated annotation of the same name is\naccepted), or names a LocalQueue of its namespace that is defined neither anywhere in the input nor in config\n`cluster.localQueues` (`namespace/name`).\nA workload counts as GPU when a container requests a GPU resource or a GPU DRA claim (TrainJob:\n`spec.trainer.resourcesPerNode`).\nObjects without a namespace are in `default`.\nSilent when the namespace has a LocalQueue named `default` (Kueue's LocalQueue defaulting puts unlabelled workloads\nthere), for namespaces without LocalQueues in the workload's apply unit, for a RayJob that runs on an existing cluster\n(`clusterSelector`), for placeholder queue names, and for kinds whose Kueue integration must be switched on (Pods,\nDeployments, StatefulSets, LeaderWorkerSets).\nIt points at the label (for an unknown queue) or at the workload's `labels`/`metadata` key.\nSilenced by `--partial`, since the queue may live in a file that is not part of the input.\n\n## Why it matters\n\nKueue only manages workloads that name a LocalQueue: with the default `manageJobsWithoutQueueName: false`, an unlabelled\nJob is ignored and starts at once, outside the ClusterQueue's GPU quota, fair sharing and preemption, taking GPUs that\nadmitted workloads were promised (and, if the admins do enforce the label with a webhook or\n`manageJobsWithoutQueueName: true`, it is rejected or suspended forever instead).\nA label that names a LocalQueue that does not exist in the namespace leaves the workload suspended and pending with an\n`LocalQueue ... doesn't exist` condition: nothing runs and nothing fails.\n\n## How to fix\n\nLabel the workload with one of the LocalQueues of its namespace:\n\n```yaml\napiVersion: batch/v1\nkind: Job\nmetadata:\n  name: finetune\n  namespace: ml\n  labels:\n    kueue.x-k8s.io/queue-name: team-a\n```\n\nFor a CronJob the label goes on `spec.jobTemplate.metadata.labels`.\nAdmins who want every workload queued can also create a LocalQueue named `default` (LocalQueue defaulting) or set\n`manageJobsWithoutQueueName: true`.\n\n## Examples\n\nEach `invalid-*.yaml` is reported as its `invalid-*.out` shows (the output with only this rule enabled, and the\n`.config.yaml` of the same name when there is one); each `valid-*.yaml` gives no finding.\n`rule.test.ts` checks them all; `npx vitest -u` rewrites the `.out` files.\n\n- [invalid-a-gpu-job-without-a-queue.yaml](invalid-a-gpu-job-without-a-queue.yaml): a GPU Job without a queue\n- [valid-the-job-names-the-localqueue.yaml](valid-the-job-names-the-localqueue.yaml): the Job names the LocalQueue\n","invalid-a-gpu-job-without-a-queue.out":`invalid-a-gpu-job-without-a-queue.yaml
  11:1    warning  GPU Job "finetune" in namespace "ml" has no kueue.x-k8s.io/queue-name label although its apply unit ./ defines Kueue LocalQueues there ("team-a"), so Kueue does not manage it and it runs outside the GPU quota; add metadata.labels kueue.x-k8s.io/queue-name: team-a.  kueue-queue-missing
    11 | metadata:
       | ^^^^^^^^
    \u21B3 invalid-a-gpu-job-without-a-queue.yaml:2:1: LocalQueue "team-a" of namespace "ml".

\u2716 1 problem (0 errors, 1 warning, 0 notes) in 1 file
`,"invalid-a-gpu-job-without-a-queue.yaml":`apiVersion: kueue.x-k8s.io/v1beta1
kind: LocalQueue
metadata:
  name: team-a
  namespace: ml
spec:
  clusterQueue: gpu-cluster-queue
---
apiVersion: batch/v1
kind: Job
metadata:
  name: finetune
  namespace: ml
spec:
  template:
    spec:
      restartPolicy: Never
      containers:
        - name: train
          image: nvcr.io/nvidia/pytorch:24.05-py3
          resources:
            limits:
              nvidia.com/gpu: 8
`,"valid-the-job-names-the-localqueue.yaml":`apiVersion: kueue.x-k8s.io/v1beta1
kind: LocalQueue
metadata:
  name: team-a
  namespace: ml
spec:
  clusterQueue: gpu-cluster-queue
---
apiVersion: batch/v1
kind: Job
metadata:
  name: finetune
  namespace: ml
  labels:
    kueue.x-k8s.io/queue-name: team-a
spec:
  template:
    spec:
      restartPolicy: Never
      containers:
        - name: train
          image: nvcr.io/nvidia/pytorch:24.05-py3
          resources:
            limits:
              nvidia.com/gpu: 8
`};case"max-model-len-unbounded":return{"README.md":`# max-model-len-unbounded

## What it checks

For each vLLM container without \`--max-model-len\` (nor \`--max_model_len\`, \`--kv-cache-memory\`,
\`--num-gpu-blocks-override\` or a \`--config\` file), the memory vLLM may use is tp \xD7 pp \xD7 memory per GPU \xD7
\`--gpu-memory-utilization\` (default 0.9), and the weights are estimated as in \`model-exceeds-gpu-memory\` (parameter
count from the model name \xD7 bytes per parameter from dtype/quantization).
Memory per GPU comes from the MIG profile, the GPU the pod pins in its node selection, or the candidate node pools (the
largest; all must state their memory).

Triggers when what is left for the KV cache is less than \`minKvCacheShare\` (default 0.33, a third) of that usable
memory.
The threshold is set so that the common failure is caught: an 8B model in bf16 (~15 GiB) on a 24 GB GPU (L4, A10G)
leaves ~6.7 GiB of 21.6 GiB (31%), while Llama 3.1 8B at its default 128K context needs 16 GiB of KV cache for a single
request.
A GPU with at least twice the weights' size stays silent at the default utilization.

Silent when the weights do not fit at all (\`model-exceeds-gpu-memory\`), for other frameworks, and whenever an input is
unknown (model size, precision, GPU memory, placeholders, DRA, parallel sizes that do not match the GPU request).

## Why it matters

vLLM reserves KV cache for the longest sequence the model supports unless \`--max-model-len\` lowers it, and at startup it
checks that at least one request of that length fits, else it stops: "To serve at least one request with the models's
max seq len (131072), (16.00 GiB KV cache is needed, which is larger than the available KV cache memory (4.85 GiB)"
(older releases: "The model's max seq len (131072) is larger than the maximum number of tokens that can be stored in KV
cache").
Many current models declare 128K-token contexts, so a model that fits its GPU with little room to spare CrashLoops on
the first start, or, when it does start, runs one or two long requests at a time instead of dozens, and throughput
collapses.
The weights and GPU are in the manifest, so the risk is visible before deployment.

## How to fix

Bound the context to what the application needs, or give the KV cache more memory (more GPUs, a quantized model, FP8 KV
cache):

\`\`\`yaml
args: ["--model", "meta-llama/Llama-3.1-8B-Instruct", "--max-model-len", "8192"]
\`\`\`

## Examples

Each \`invalid-*.yaml\` is reported as its \`invalid-*.out\` shows (the output with only this rule enabled, and the
\`.config.yaml\` of the same name when there is one); each \`valid-*.yaml\` gives no finding.
\`rule.test.ts\` checks them all; \`npx vitest -u\` rewrites the \`.out\` files.

- [invalid-an-8b-model-on-one-24-gb-l4-with-the-default.yaml](invalid-an-8b-model-on-one-24-gb-l4-with-the-default.yaml):
  an 8B model on one 24 GB L4 with the default context length
- [valid-the-context-length-is-bounded.yaml](valid-the-context-length-is-bounded.yaml): the context length is bounded
- [valid-an-80-gb-gpu-leaves-plenty-of-kv-cache.yaml](valid-an-80-gb-gpu-leaves-plenty-of-kv-cache.yaml): an 80 GB GPU
  leaves plenty of KV cache
`,"invalid-an-8b-model-on-one-24-gb-l4-with-the-default.out":`invalid-an-8b-model-on-one-24-gb-l4-with-the-default.yaml
  13:18   note     vLLM in container "vllm" serves meta-llama/Llama-3.1-8B-Instruct without --max-model-len, and after ~14.9 GiB of weights (8B parameters \xD7 2 bytes) only 6.7 GiB (31%) of the 1 \xD7 24 GiB \xD7 0.90 = 21.6 GiB it may use is left for the KV cache (GPU memory from the pod's node selection nvidia.com/gpu.product=NVIDIA-L4): vLLM then sizes for the model's full context window (128K tokens for many current models), and fails at startup when one such request does not fit the KV cache, or runs very few requests at once; set --max-model-len to the longest context you serve (e.g. 8192).  max-model-len-unbounded
    13 |           args: ["--model", "meta-llama/Llama-3.1-8B-Instruct"]
       |                  ^^^^^^^^^

\u2716 1 problem (0 errors, 0 warnings, 1 note) in 1 file
`,"invalid-an-8b-model-on-one-24-gb-l4-with-the-default.yaml":`apiVersion: apps/v1
kind: Deployment
metadata:
  name: llama-8b
spec:
  template:
    spec:
      nodeSelector:
        nvidia.com/gpu.product: NVIDIA-L4
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          args: ["--model", "meta-llama/Llama-3.1-8B-Instruct"]
          resources:
            limits:
              nvidia.com/gpu: 1
`,"valid-an-80-gb-gpu-leaves-plenty-of-kv-cache.yaml":`apiVersion: apps/v1
kind: Deployment
metadata:
  name: llama-8b
spec:
  template:
    spec:
      nodeSelector:
        nvidia.com/gpu.product: NVIDIA-H100-80GB-HBM3
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          args: ["--model", "meta-llama/Llama-3.1-8B-Instruct"]
          resources:
            limits:
              nvidia.com/gpu: 1
`,"valid-the-context-length-is-bounded.yaml":`apiVersion: apps/v1
kind: Deployment
metadata:
  name: llama-8b
spec:
  template:
    spec:
      nodeSelector:
        nvidia.com/gpu.product: NVIDIA-L4
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          args: ["--model", "meta-llama/Llama-3.1-8B-Instruct", "--max-model-len", "8192"]
          resources:
            limits:
              nvidia.com/gpu: 1
`};case"memory-limit-missing":return{"README.md":`# memory-limit-missing

## What it checks

Triggers for each container of an AI workload pod that requests no GPU, is not a run-to-completion init container, and
has no \`resources.limits.memory\` (or a limit of \`0\`, which the kubelet treats as unlimited).
This covers regular containers and native sidecars (\`initContainers\` with \`restartPolicy: Always\`), which run for the
whole life of the pod.
GPU containers are covered by \`gpu-container-cpu-memory-missing\` (a container that consumes a DRA claim in a pod whose
claims use a GPU DeviceClass counts as a GPU container, and so does one that consumes a claim the linter cannot
resolve), init containers by \`init-container-limits-missing\`; ephemeral containers have no resources.
A placeholder is unknown, never missing: a placeholder limit (\`{{ .Values.memory }}\`, \`\${MEM}\`), or a
\`resources\`/\`limits\`/\`requests\` value that is a placeholder instead of a mapping, keeps the rule silent.

## Why it matters

A GPU node is expensive and usually packed tightly around the GPU containers.
A helper container without a memory limit (a metrics exporter, an auth proxy, a tokenizer, a log shipper) can grow until
the node is under memory pressure; the kernel OOM killer or kubelet eviction then picks a victim, and it is often the
model server that holds tens of GiB and has been loading weights for minutes.
Without a limit the container also puts the pod in the Burstable QoS class, and the cluster autoscaler cannot size nodes
for it.

## How to fix

Give every container a memory limit sized to its measured peak, and a request (equal to the limit for Guaranteed QoS):

\`\`\`yaml
      - name: auth-proxy
        image: quay.io/oauth2-proxy/oauth2-proxy:v7.6.0
        resources:
          requests:
            cpu: 100m
            memory: 128Mi
          limits:
            memory: 128Mi
\`\`\`

## Examples

Each \`invalid-*.yaml\` is reported as its \`invalid-*.out\` shows (the output with only this rule enabled, and the
\`.config.yaml\` of the same name when there is one); each \`valid-*.yaml\` gives no finding.
\`rule.test.ts\` checks them all; \`npx vitest -u\` rewrites the \`.out\` files.

- [invalid-a-metrics-sidecar-beside-a-vllm-server.yaml](invalid-a-metrics-sidecar-beside-a-vllm-server.yaml): a metrics
  sidecar beside a vLLM server
- [valid-every-helper-container-has-a-memory-limit.yaml](valid-every-helper-container-has-a-memory-limit.yaml): every
  helper container has a memory limit
`,"invalid-a-metrics-sidecar-beside-a-vllm-server.out":`invalid-a-metrics-sidecar-beside-a-vllm-server.yaml
  24:11   warning  Container "metrics" has no memory limit; set resources.limits.memory (at least its 64Mi request) so a leak in it cannot use up the node's memory and get the pods beside it, GPU workloads included, OOM-killed or evicted.  memory-limit-missing
    24 |           resources:
       |           ^^^^^^^^^

\u2716 1 problem (0 errors, 1 warning, 0 notes) in 1 file
`,"invalid-a-metrics-sidecar-beside-a-vllm-server.yaml":`apiVersion: apps/v1
kind: Deployment
metadata:
  name: llama-server
spec:
  replicas: 1
  selector:
    matchLabels:
      app: llama-server
  template:
    metadata:
      labels:
        app: llama-server
    spec:
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          resources:
            limits:
              nvidia.com/gpu: 1
              memory: 48Gi
        - name: metrics
          image: prom/statsd-exporter:v0.26.0
          resources:
            requests:
              cpu: 50m
              memory: 64Mi
`,"valid-every-helper-container-has-a-memory-limit.yaml":`apiVersion: apps/v1
kind: Deployment
metadata:
  name: llama-server
spec:
  replicas: 1
  selector:
    matchLabels:
      app: llama-server
  template:
    metadata:
      labels:
        app: llama-server
    spec:
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          resources:
            limits:
              nvidia.com/gpu: 1
              memory: 48Gi
        - name: metrics
          image: prom/statsd-exporter:v0.26.0
          resources:
            requests:
              cpu: 50m
              memory: 64Mi
            limits:
              memory: 64Mi
`};case"mig-mixed-with-full-gpu":return{"README.md":"# mig-mixed-with-full-gpu\n\n## What it checks\n\nTriggers once per container (app, sidecar or init container) that requests `nvidia.com/gpu` and at least one\n`nvidia.com/mig-*` resource, both with a count above zero (or a placeholder count).\nThe finding points at the `nvidia.com/gpu` key (in `limits`, or in `requests` when there is no limit), with the MIG keys\nas related locations.\nNeeds no node pools.\nRequests spread over different containers of one pod are fine, and so is `nvidia.com/gpu: 0`.\nContainers with `NVIDIA_VISIBLE_DEVICES` set to `void`, `none` or empty ask for no GPU and are not judged.\n\n## Why it matters\n\nNo device plugin setup gives one container both kinds of device in a usable way.\nUnder the `single` and `none` MIG strategies `nvidia.com/mig-*` is never advertised, so the pod stays Pending.\nUnder `mixed` the pod schedules, but each resource is served by its own device plugin endpoint and each one sets\n`NVIDIA_VISIBLE_DEVICES` for the container; the kubelet keeps only one of the values, so the container sees either the\nwhole GPU or the MIG device, never both (NVIDIA/k8s-device-plugin#728).\nEven when both are visible, CUDA does not use a MIG instance and other GPUs side by side in one process.\nThe GPUs the pod holds but cannot use are wasted for everyone else.\n\n## How to fix\n\nDecide per container: request whole GPUs (`nvidia.com/gpu`) or one MIG device (`nvidia.com/mig-<profile>: 1`).\nIf the pod really needs both, put them in separate containers.\n\n```yaml\nresources:\n  limits:\n    nvidia.com/mig-3g.40gb: 1\n```\n\n## Examples\n\nEach `invalid-*.yaml` is reported as its `invalid-*.out` shows (the output with only this rule enabled, and the\n`.config.yaml` of the same name when there is one); each `valid-*.yaml` gives no finding.\n`rule.test.ts` checks them all; `npx vitest -u` rewrites the `.out` files.\n\n- [invalid-example.yaml](invalid-example.yaml)\n- [valid-one-mig-device.yaml](valid-one-mig-device.yaml): one MIG device\n","invalid-example.out":`invalid-example.yaml
  11:11   error    Container "infer" requests nvidia.com/gpu: 1 together with nvidia.com/mig-1g.10gb: 1: the mixed MIG strategy lets it schedule but the container sees only one kind of device (the other strategies never offer nvidia.com/mig-*), so GPUs are held and wasted; request either whole GPUs or one MIG device per container.  mig-mixed-with-full-gpu
    11 |           nvidia.com/gpu: 1
       |           ^^^^^^^^^^^^^^^^^
    \u21B3 invalid-example.yaml:12:11: The MIG request nvidia.com/mig-1g.10gb.

\u2716 1 problem (1 error, 0 warnings, 0 notes) in 1 file
`,"invalid-example.yaml":`apiVersion: v1
kind: Pod
metadata:
  name: infer
spec:
  containers:
    - name: infer
      image: vllm/vllm-openai:v0.9.0
      resources:
        limits:
          nvidia.com/gpu: 1
          nvidia.com/mig-1g.10gb: 1
`,"valid-one-mig-device.yaml":`apiVersion: v1
kind: Pod
metadata:
  name: infer
spec:
  containers:
    - name: infer
      image: vllm/vllm-openai:v0.9.0
      resources:
        limits:
          nvidia.com/mig-3g.40gb: 1
`};case"mig-multiple-devices":return{"README.md":"# mig-multiple-devices\n\n## What it checks\n\nTriggers once per container (app, sidecar or init container) when:\n\n- its `nvidia.com/mig-*` requests add up to more than one device (`nvidia.com/mig-1g.10gb: 2`, or\n  `nvidia.com/mig-1g.10gb: 1` plus `nvidia.com/mig-2g.20gb: 1`).\n  The finding points at the first key with a count above 1, else at the second MIG key, with the other MIG keys as\n  related locations.\n  Needs no node pools;\n- or, with node pools, it requests `nvidia.com/gpu` above 1 and every candidate GPU pool (passing nodeSelector, required\n  node affinity and taints) uses the MIG strategy `single` on MIG-enabled GPUs, so each `nvidia.com/gpu` is a MIG\n  device.\n  The linter knows the GPUs are partitioned from a `nvidia.com/gpu.product` value with a `-MIG-<profile>` suffix (as GPU\n  Feature Discovery writes it under the single strategy), from `cloud.google.com/gke-gpu-partition-size` (GKE), or from\n  the GPU Operator label `nvidia.com/mig.config: all-<profile>`.\n  A single-strategy pool without such a fact may have MIG off (then `nvidia.com/gpu` is a whole GPU) and keeps the rule\n  silent.\n\nCounts of 0, placeholder counts, containers with `NVIDIA_VISIBLE_DEVICES=void` and requests spread over several\ncontainers are not judged.\n\n## Why it matters\n\nA MIG device is meant to be the whole GPU of one process: CUDA enumerates at most one MIG compute instance per process,\nso a container holding two MIG devices uses one and leaves the other idle (and unavailable to other pods).\nWhen the devices are of different profiles it is worse: each profile is a separate device plugin resource, each one sets\n`NVIDIA_VISIBLE_DEVICES`, and the kubelet keeps only one value, so the container does not even see the second device\n(NVIDIA/k8s-device-plugin#728).\nOn single-strategy nodes the same happens with `nvidia.com/gpu: 2`, which there means two MIG devices, not two GPUs.\n\n## How to fix\n\nRequest one MIG device of a profile large enough for the job (`nvidia.com/mig-3g.40gb: 1` instead of\n`nvidia.com/mig-1g.10gb: 3`), split the work over several pods or containers with one device each, or target a pool with\nwhole GPUs for multi-GPU work.\n\n## Examples\n\nEach `invalid-*.yaml` is reported as its `invalid-*.out` shows (the output with only this rule enabled, and the\n`.config.yaml` of the same name when there is one); each `valid-*.yaml` gives no finding.\n`rule.test.ts` checks them all; `npx vitest -u` rewrites the `.out` files.\n\n- [invalid-two-mig-devices-in-one-container.yaml](invalid-two-mig-devices-in-one-container.yaml): two MIG devices in one\n  container\n- [valid-one-larger-mig-device.yaml](valid-one-larger-mig-device.yaml): one larger MIG device\n","invalid-two-mig-devices-in-one-container.out":`invalid-two-mig-devices-in-one-container.yaml
  11:11   warning  Container "infer" requests 2 MIG devices (nvidia.com/mig-1g.10gb: 2): CUDA runs a process on only one MIG device, so the others sit idle; request one MIG device of a larger profile, or split the work over containers with one device each.  mig-multiple-devices
    11 |           nvidia.com/mig-1g.10gb: 2
       |           ^^^^^^^^^^^^^^^^^^^^^^^^^

\u2716 1 problem (0 errors, 1 warning, 0 notes) in 1 file
`,"invalid-two-mig-devices-in-one-container.yaml":`apiVersion: v1
kind: Pod
metadata:
  name: infer
spec:
  containers:
    - name: infer
      image: vllm/vllm-openai:v0.9.0
      resources:
        limits:
          nvidia.com/mig-1g.10gb: 2
`,"valid-one-larger-mig-device.yaml":`apiVersion: v1
kind: Pod
metadata:
  name: infer
spec:
  containers:
    - name: infer
      image: vllm/vllm-openai:v0.9.0
      resources:
        limits:
          nvidia.com/mig-2g.20gb: 1
`};case"mig-profile-invalid":return{"README.md":"# mig-profile-invalid\n\n## What it checks\n\nTriggers on a `nvidia.com/mig-<profile>` key in `resources.limits` (or in `requests` when the container sets no limit\nfor it) when:\n\n- the name is not a MIG resource as the NVIDIA device plugin advertises it: `<slices>g.<memory>gb`, lower case, with\n  media extensions written with `.` instead of `+` (profile `1g.10gb+me` is resource `nvidia.com/mig-1g.10gb.me`).\n  `nvidia.com/mig-1g5gb`, `nvidia.com/mig-1G.5GB` and `nvidia.com/mig-1g.10gb+me` are malformed.\n  This part needs no node pools;\n- or node pools are known and the profile belongs to none of the GPU products of the candidate pools (pools that pass\n  the pod's nodeSelector, required node affinity and taints; resource fit does not matter here), for example\n  `nvidia.com/mig-1g.5gb` on an H100 80GB, whose smallest profile is `1g.10gb`.\n  The message lists the profiles the GPU has.\n  This part stays silent when no pool is declared, when no pool is a candidate, when a candidate GPU pool's product is\n  unknown, when the pod's selectors hold a template, and when no candidate GPU supports MIG at all (that is\n  `mig-strategy-mismatch`).\n\nA quantity of 0, a placeholder resource name and containers with `NVIDIA_VISIBLE_DEVICES=void` are not judged; pools\nwithout any GPU fact are ignored.\n\n## Why it matters\n\nExtended resources are matched by exact name.\nThe device plugin advertises a MIG device only under the name of a profile that the GPU really has\n(`nvidia.com/mig-1g.10gb` on an A100 80GB or H100 80GB, `nvidia.com/mig-1g.5gb` on an A100 40GB).\nA misspelled name, a `+me` profile written with `+`, or a profile of another GPU model is accepted by the API server,\nbut no node ever offers it: the scheduler reports `Insufficient nvidia.com/mig-...` and the pod stays Pending with\nnothing else wrong in its YAML.\nCopying manifests from an A100 40GB cluster to H100 nodes is the common way to get there: memory sizes of the profiles\ndiffer per GPU model.\n\n## How to fix\n\nRequest a profile the target GPU has, spelled as the device plugin names it (`+` becomes `.`), e.g. on an H100 80GB:\n\n```yaml\nresources:\n  limits:\n    nvidia.com/mig-1g.10gb: 1\n```\n\nThe profiles per GPU are listed in NVIDIA's MIG user guide (\"Supported MIG Profiles\"); `kubectl describe node` shows the\n`nvidia.com/mig-*` resources a node really offers.\n\n## Examples\n\nEach `invalid-*.yaml` is reported as its `invalid-*.out` shows (the output with only this rule enabled, and the\n`.config.yaml` of the same name when there is one); each `valid-*.yaml` gives no finding.\n`rule.test.ts` checks them all; `npx vitest -u` rewrites the `.out` files.\n\n- [invalid-a-malformed-name-no-pools-needed.yaml](invalid-a-malformed-name-no-pools-needed.yaml): a malformed name (no\n  pools needed)\n- [invalid-an-a100-40gb-profile-on-h100-nodes-the-node.yaml](invalid-an-a100-40gb-profile-on-h100-nodes-the-node.yaml):\n  an A100 40GB profile on H100 nodes (the Node objects of the input are the pools)\n- [valid-a-profile-the-h100-80gb-has.yaml](valid-a-profile-the-h100-80gb-has.yaml): a profile the H100 80GB has\n","invalid-a-malformed-name-no-pools-needed.out":`invalid-a-malformed-name-no-pools-needed.yaml
  11:11   error    nvidia.com/mig-1g5gb in container "infer" is not a MIG resource name (nvidia.com/mig-<slices>g.<memory>gb, e.g. nvidia.com/mig-1g.10gb): no node offers it and the pod stays Pending; did you mean nvidia.com/mig-1g.5gb?  mig-profile-invalid
    11 |           nvidia.com/mig-1g5gb: 1
       |           ^^^^^^^^^^^^^^^^^^^^^^^

\u2716 1 problem (1 error, 0 warnings, 0 notes) in 1 file
`,"invalid-a-malformed-name-no-pools-needed.yaml":`apiVersion: v1
kind: Pod
metadata:
  name: small-infer
spec:
  containers:
    - name: infer
      image: nvcr.io/nvidia/tritonserver:24.05-py3
      resources:
        limits:
          nvidia.com/mig-1g5gb: 1
`,"invalid-an-a100-40gb-profile-on-h100-nodes-the-node.out":`invalid-an-a100-40gb-profile-on-h100-nodes-the-node.yaml
  19:11   error    nvidia.com/mig-1g.5gb in container "infer" asks for MIG profile 1g.5gb, but no pool it can land on has a GPU with that profile (h100-node-1: H100 80GB has 1g.10gb, 1g.10gb+me, 1g.20gb, 2g.20gb, 3g.40gb, 4g.40gb, 7g.80gb), so the pod stays Pending; request a profile of that GPU, e.g. nvidia.com/mig-1g.10gb.  mig-profile-invalid
    19 |           nvidia.com/mig-1g.5gb: 1
       |           ^^^^^^^^^^^^^^^^^^^^^^^^

\u2716 1 problem (1 error, 0 warnings, 0 notes) in 1 file
`,"invalid-an-a100-40gb-profile-on-h100-nodes-the-node.yaml":`apiVersion: v1
kind: Node
metadata:
  name: h100-node-1
  labels:
    nvidia.com/gpu.product: NVIDIA-H100-80GB-HBM3
    nvidia.com/mig.strategy: mixed
---
apiVersion: v1
kind: Pod
metadata:
  name: small-infer
spec:
  containers:
    - name: infer
      image: nvcr.io/nvidia/tritonserver:24.05-py3
      resources:
        limits:
          nvidia.com/mig-1g.5gb: 1
`,"valid-a-profile-the-h100-80gb-has.yaml":`apiVersion: v1
kind: Node
metadata:
  name: h100-node-1
  labels:
    nvidia.com/gpu.product: NVIDIA-H100-80GB-HBM3
    nvidia.com/mig.strategy: mixed
---
apiVersion: v1
kind: Pod
metadata:
  name: small-infer
spec:
  containers:
    - name: infer
      image: nvcr.io/nvidia/tritonserver:24.05-py3
      resources:
        limits:
          nvidia.com/mig-1g.10gb: 1
`};case"mig-strategy-mismatch":return{"README.md":"# mig-strategy-mismatch\n\n## What it checks\n\nNeeds node pools; judged against the candidate pools (those passing the pod's nodeSelector, required node affinity and\ntaints) that have GPUs.\nTriggers on a resource key (`limits`, or `requests` when there is no limit):\n\n- `nvidia.com/mig-*` when every candidate GPU pool uses the MIG strategy `single` or `none`, or has MIG disabled: a GPU\n  product without MIG (T4, L4, AMD), `nvidia.com/mig.capable: \"false\"`, or `nvidia.com/mig.config: all-disabled` without\n  MIG devices declared;\n- `nvidia.com/gpu` when every candidate GPU pool uses the `mixed` strategy with all GPUs partitioned, which the linter\n  knows from the GPU Operator label `nvidia.com/mig.config: all-<profile>` (`all-1g.10gb`, `all-balanced`, ...), from\n  `gpu.count: 0` (no whole GPU per node) or, for pools built from Node objects, from nodes that offer `nvidia.com/mig-*`\n  devices and no `nvidia.com/gpu`.\n\nA pool's strategy comes from `gpu.migStrategy` or the `nvidia.com/mig.strategy` label; declared MIG devices\n(`gpu.migDevices`, `nvidia.com/mig-<profile>.count` labels, `nvidia.com/mig-*` allocatable) mean `mixed`; GKE\npartitioned pools (`cloud.google.com/gke-gpu-partition-size`) are `single`.\nWhen a candidate pool's strategy cannot be told, when no pool is declared or none is a candidate, and when the selectors\nhold templates, the rule stays silent.\nQuantities of 0 and placeholder names are not judged.\n\n## Why it matters\n\nThe device plugin's MIG strategy decides which resource names a node advertises.\nUnder `single`, every MIG device is advertised as `nvidia.com/gpu` (this is what GKE uses); under `none`, MIG devices\nare not advertised at all; only `mixed` advertises `nvidia.com/mig-<profile>`.\nA pod asking for a resource no node advertises stays Pending with `Insufficient nvidia.com/mig-1g.10gb`; Kubernetes\nnever translates it to `nvidia.com/gpu`.\nThe reverse also holds: under `mixed`, `nvidia.com/gpu` counts only GPUs that are not in MIG mode, so once every GPU is\npartitioned a request for a whole GPU can never be met.\n\n## How to fix\n\nMatch the request to how the target pool exposes its GPUs: on `single`-strategy pools request `nvidia.com/gpu` and pick\nthe partition with a node selector (on GKE `cloud.google.com/gke-gpu-partition-size: 1g.10gb`); on `mixed` pools request\n`nvidia.com/mig-<profile>`; for a whole GPU target a pool without MIG, or request the profile that spans the GPU\n(`nvidia.com/mig-7g.80gb` on an A100/H100 80GB).\n\n## Examples\n\nEach `invalid-*.yaml` is reported as its `invalid-*.out` shows (the output with only this rule enabled, and the\n`.config.yaml` of the same name when there is one); each `valid-*.yaml` gives no finding.\n`rule.test.ts` checks them all; `npx vitest -u` rewrites the `.out` files.\n\n- [invalid-a-mig-resource-on-a-pool-that-uses-the-single.yaml](invalid-a-mig-resource-on-a-pool-that-uses-the-single.yaml):\n  a MIG resource on a pool that uses the single strategy\n- [valid-nvidia-com-gpu-on-the-single-strategy-pool-each.yaml](valid-nvidia-com-gpu-on-the-single-strategy-pool-each.yaml):\n  nvidia.com/gpu on the single-strategy pool: each one is a 1g.10gb MIG device\n","invalid-a-mig-resource-on-a-pool-that-uses-the-single.out":`invalid-a-mig-resource-on-a-pool-that-uses-the-single.yaml
  19:11   error    nvidia.com/mig-1g.10gb in container "infer" asks for a MIG device, but no pool it can land on advertises nvidia.com/mig-* resources: a100-node-1 (MIG strategy single, from nvidia.com/mig.strategy: its MIG devices are advertised as nvidia.com/gpu); the pod stays Pending. On single-strategy pools request nvidia.com/gpu (each is one MIG device) and select the partition with a node selector; otherwise target a pool whose device plugin uses the mixed strategy.  mig-strategy-mismatch
    19 |           nvidia.com/mig-1g.10gb: 1
       |           ^^^^^^^^^^^^^^^^^^^^^^^^^

\u2716 1 problem (1 error, 0 warnings, 0 notes) in 1 file
`,"invalid-a-mig-resource-on-a-pool-that-uses-the-single.yaml":`apiVersion: v1
kind: Node
metadata:
  name: a100-node-1
  labels:
    nvidia.com/gpu.product: NVIDIA-A100-SXM4-80GB-MIG-1g.10gb
    nvidia.com/mig.strategy: single
---
apiVersion: v1
kind: Pod
metadata:
  name: small-infer
spec:
  containers:
    - name: infer
      image: nvcr.io/nvidia/tritonserver:24.05-py3
      resources:
        limits:
          nvidia.com/mig-1g.10gb: 1
`,"valid-nvidia-com-gpu-on-the-single-strategy-pool-each.yaml":`apiVersion: v1
kind: Node
metadata:
  name: a100-node-1
  labels:
    nvidia.com/gpu.product: NVIDIA-A100-SXM4-80GB-MIG-1g.10gb
    nvidia.com/mig.strategy: single
---
apiVersion: v1
kind: Pod
metadata:
  name: small-infer
spec:
  containers:
    - name: infer
      image: nvcr.io/nvidia/tritonserver:24.05-py3
      resources:
        limits:
          nvidia.com/gpu: 1
`};case"model-exceeds-gpu-memory":return{"README.md":'# model-exceeds-gpu-memory\n\n## What it checks\n\nFor each vLLM, SGLang, TGI or TensorRT-LLM container whose model (`--model`, a positional model, `--model-path`,\n`--model-id`, `MODEL_ID`) has a parameter count in its name (`70B`, `1.5B`, `8x7B`; Mixtral totals are known), the\nweights are parameters \xD7 bytes per parameter: 2 by default and for fp16/bf16, 4 for fp32, 1 for fp8/int8 and 0.5 for\nAWQ/GPTQ/4-bit, from `--quantization`/`--quantize`, `--dtype` or a name suffix (`-FP8`, `-AWQ`).\nThey are compared with GPUs \xD7 memory per GPU \xD7 the fraction the framework takes: vLLM `--gpu-memory-utilization`\n(default 0.9), SGLang `--mem-fraction-static` (its default depends on version, tp size and GPU, from 0.79 to 0.88: 0.88\nis used), TGI `--cuda-memory-fraction` (default 1.0), TensorRT-LLM 1.0.\nGPUs are tp \xD7 pp (one copy of the model; data-parallel ranks each hold their own); TGI without `--num-shard` uses the\ncontainer\'s GPUs.\n\nMemory per GPU comes from the MIG profile (`nvidia.com/mig-3g.40gb`: 40 GiB), the GPU the pod pins\n(`nvidia.com/gpu.product`, `cloud.google.com/gke-accelerator` or a known instance type in its nodeSelector or required\nnode affinity; the largest if several), or else the candidate node pools (the largest of them, and only when every\ncandidate GPU pool states its memory).\nTriggers when the weights alone, before KV cache and activations, exceed that budget; the message gives the arithmetic\nin GB (10^9 bytes) and GiB (2^30 bytes).\n\nSilent when the model name has no size, the precision or fraction is unknown or a placeholder, `--cpu-offload-gb` is\nset, the pod uses DRA, no pools are known for a pod that pins no GPU, or a one-pod server\'s parallel sizes do not match\nits GPU request (that is `tensor-parallel-gpu-mismatch`).\n\n## Why it matters\n\nModel weights must be resident in GPU memory before the server can answer a single request.\nA 70B model in bf16 is ~140 GB of weights: it cannot load on one 80 GB GPU, nor on two 40 GB MIG slices, whatever the\nKV-cache settings.\nThe failure comes late and looks like a crash: the pod pulls a large image, downloads the weights for minutes, then dies\nwith `CUDA out of memory` (or vLLM\'s "not enough memory" during profiling) and CrashLoops, while the cause is arithmetic\nvisible in the manifest.\nThe serving frameworks also cap themselves below the GPU\'s size (vLLM uses 90% by default), so "80 GB" is really 72 GiB\nfor weights plus KV cache.\n\n## How to fix\n\nGive the model enough GPUs and shard it, serve a quantized variant, or choose a GPU with more memory:\n\n```yaml\nargs: ["--model", "meta-llama/Llama-3.1-70B-Instruct", "--tensor-parallel-size", "4"]\nresources:\n  limits:\n    nvidia.com/gpu: 4\n```\n\nor `--model neuralmagic/Meta-Llama-3.1-70B-Instruct-FP8` (~70 GB) on two 80 GB GPUs.\nWeights are only part of the memory: leave room for the KV cache (see `max-model-len-unbounded`).\n\n## Examples\n\nEach `invalid-*.yaml` is reported as its `invalid-*.out` shows (the output with only this rule enabled, and the\n`.config.yaml` of the same name when there is one); each `valid-*.yaml` gives no finding.\n`rule.test.ts` checks them all; `npx vitest -u` rewrites the `.out` files.\n\n- [invalid-a-70b-bf16-model-on-one-80-gb-h100.yaml](invalid-a-70b-bf16-model-on-one-80-gb-h100.yaml): a 70B bf16 model\n  on one 80 GB H100\n- [invalid-the-gpu-memory-comes-from-the-node-pools.yaml](invalid-the-gpu-memory-comes-from-the-node-pools.yaml): the\n  GPU memory comes from the node pools\n- [valid-the-same-model-over-4-gpus.yaml](valid-the-same-model-over-4-gpus.yaml): the same model over 4 GPUs\n',"invalid-a-70b-bf16-model-on-one-80-gb-h100.out":`invalid-a-70b-bf16-model-on-one-80-gb-h100.yaml
  13:18   warning  meta-llama/Llama-3.1-70B-Instruct (70B parameters \xD7 2 bytes, bfloat16) needs ~140 GB of weights (130.4 GiB), but vLLM in container "vllm" may use 1 \xD7 80 GiB \xD7 0.90 = 72 GiB for weights and KV cache (GPU memory from the pod's node selection nvidia.com/gpu.product=NVIDIA-H100-80GB-HBM3; 0.90 from vLLM's default --gpu-memory-utilization): it runs out of GPU memory while loading the model; spread it over at least 2 such GPUs (tensor/pipeline parallel), serve a quantized checkpoint (FP8, AWQ), or use GPUs with more memory.  model-exceeds-gpu-memory
    13 |           args: ["--model", "meta-llama/Llama-3.1-70B-Instruct", "--dtype", "bfloat16"]
       |                  ^^^^^^^^^

\u2716 1 problem (0 errors, 1 warning, 0 notes) in 1 file
`,"invalid-a-70b-bf16-model-on-one-80-gb-h100.yaml":`apiVersion: apps/v1
kind: Deployment
metadata:
  name: llama-70b
spec:
  template:
    spec:
      nodeSelector:
        nvidia.com/gpu.product: NVIDIA-H100-80GB-HBM3
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          args: ["--model", "meta-llama/Llama-3.1-70B-Instruct", "--dtype", "bfloat16"]
          resources:
            limits:
              nvidia.com/gpu: 1
`,"invalid-the-gpu-memory-comes-from-the-node-pools.config.yaml":`nodePools:
  - name: a100-80
    labels:
      nvidia.com/gpu.product: NVIDIA-A100-SXM4-80GB
    gpu:
      count: 8
`,"invalid-the-gpu-memory-comes-from-the-node-pools.out":`invalid-the-gpu-memory-comes-from-the-node-pools.yaml
  11:18   warning  meta-llama/Llama-3.1-70B-Instruct (70B parameters \xD7 2 bytes, 16-bit by default) needs ~140 GB of weights (130.4 GiB), but vLLM in container "vllm" may use 1 \xD7 80 GiB \xD7 0.90 = 72 GiB for weights and KV cache (GPU memory from node pool a100-80; 0.90 from vLLM's default --gpu-memory-utilization): it runs out of GPU memory while loading the model; spread it over at least 2 such GPUs (tensor/pipeline parallel), serve a quantized checkpoint (FP8, AWQ), or use GPUs with more memory.  model-exceeds-gpu-memory
    11 |           args: ["--model", "meta-llama/Llama-3.1-70B-Instruct"]
       |                  ^^^^^^^^^

\u2716 1 problem (0 errors, 1 warning, 0 notes) in 1 file
`,"invalid-the-gpu-memory-comes-from-the-node-pools.yaml":`apiVersion: apps/v1
kind: Deployment
metadata:
  name: llama-70b
spec:
  template:
    spec:
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          args: ["--model", "meta-llama/Llama-3.1-70B-Instruct"]
          resources:
            limits:
              nvidia.com/gpu: 1
`,"valid-the-same-model-over-4-gpus.yaml":`apiVersion: apps/v1
kind: Deployment
metadata:
  name: llama-70b
spec:
  template:
    spec:
      nodeSelector:
        nvidia.com/gpu.product: NVIDIA-H100-80GB-HBM3
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          args: ["--model", "meta-llama/Llama-3.1-70B-Instruct", "--dtype", "bfloat16", "--tensor-parallel-size", "4"]
          resources:
            limits:
              nvidia.com/gpu: 4
`};case"namespace-after-use":return{"README.md":`# namespace-after-use

## What it checks

Triggers on an object with \`metadata.namespace: N\` when its apply unit (the files of one directory, one stdin stream, or
one config \`applyUnits\` entry) also creates \`Namespace\` N and every such Namespace comes later in apply order (files in
the order given, directories walked like \`kubectl apply -R\`, documents in stream order).
Objects of cluster-scoped kinds (built-in ones, and custom resources whose CRD in the input says \`scope: Cluster\`) are
skipped: the API server ignores their namespace.
Reported on the object's \`kind:\` line, with the Namespace as a related location.
A namespace the unit does not create is not this rule's business (it may already exist, or another apply creates it).

## Why it matters

kubectl applies objects in order, and a namespaced object whose namespace does not exist yet fails with
\`namespaces "N" not found\`.
On a fresh cluster the first apply ends half-done and only a second run succeeds, which hides the problem on every
cluster where the namespace already exists (yours) and breaks the install everywhere else (CI, a new region, a user
following the README).

## How to fix

Put the \`Namespace\` first: as the first document of the stream, or in a file that sorts before the others
(\`00-namespace.yaml\`).
Kustomize and Helm already order Namespaces first in their output; this usually comes from hand-written directories or
concatenated files.

## Examples

Each \`invalid-*.yaml\` is reported as its \`invalid-*.out\` shows (the output with only this rule enabled, and the
\`.config.yaml\` of the same name when there is one); each \`valid-*.yaml\` gives no finding.
\`rule.test.ts\` checks them all; \`npx vitest -u\` rewrites the \`.out\` files.

- [invalid-the-serviceaccount-comes-before-its-namespace.yaml](invalid-the-serviceaccount-comes-before-its-namespace.yaml):
  the ServiceAccount comes before its Namespace
- [valid-the-namespace-first.yaml](valid-the-namespace-first.yaml): the Namespace first
`,"invalid-the-serviceaccount-comes-before-its-namespace.out":`invalid-the-serviceaccount-comes-before-its-namespace.yaml
  2:1     warning  ServiceAccount "kuberay-operator" is in namespace "kuberay-system", which the Namespace at line 8 (same apply unit ./) creates only later, so kubectl fails with namespaces "kuberay-system" not found: apply the Namespace first.  namespace-after-use
    2 | kind: ServiceAccount
      | ^^^^^^^^^^^^^^^^^^^^
    \u21B3 invalid-the-serviceaccount-comes-before-its-namespace.yaml:8:1: The Namespace kuberay-system is created here, after the objects that use it.

\u2716 1 problem (0 errors, 1 warning, 0 notes) in 1 file
`,"invalid-the-serviceaccount-comes-before-its-namespace.yaml":`apiVersion: v1
kind: ServiceAccount
metadata:
  name: kuberay-operator
  namespace: kuberay-system
---
apiVersion: v1
kind: Namespace
metadata:
  name: kuberay-system
`,"valid-the-namespace-first.yaml":`apiVersion: v1
kind: Namespace
metadata:
  name: kuberay-system
---
apiVersion: v1
kind: ServiceAccount
metadata:
  name: kuberay-operator
  namespace: kuberay-system
`};case"network-policy-blocks-collective":return{"README.md":`# network-policy-blocks-collective

## What it checks

Triggers for a NetworkPolicy that isolates (ingress or egress) pods of a distributed AI workload when the policies of
the namespace in the workload's apply unit, together, do not let those pods reach each other on every TCP port: JobSet,
PyTorchJob, TFJob, MPIJob, XGBoostJob, PaddleJob, JAXJob, LeaderWorkerSet, RayCluster, RayJob, RayService, Volcano Job,
a KServe InferenceService or LLMInferenceService with a \`workerSpec\`/\`worker\`, and a \`batch/v1\` Job with a GPU and
\`parallelism\` of 2 or more whose pods find each other (a \`subdomain\`, a \`MASTER_ADDR\` variable, or \`torchrun\`,
\`deepspeed\`, \`mpirun\`, \`accelerate launch\` in its command; other parallel Jobs are independent workers).
The workload counts when one of its templates is an AI workload and it runs at least two pods (JobSet replicas \xD7
parallelism, LWS groups \xD7 size, Ray head and workers; submitter, transformer and explainer pods are left out).
Every pair of its templates (and each template with itself when it has several pods) is evaluated in both directions:
the sender's egress and the receiver's ingress must both allow all TCP ports 1-65535, since NCCL, Gloo,
torch.distributed, MPI and Ray open connections on ephemeral ports after the rendezvous.
Policies are evaluated as the API defines them (policyTypes defaulting, peers, namespace selectors, \`endPort\` ranges,
the union of several policies); the pods' labels are the template labels plus the labels the controller adds
(\`job-name\`, \`training.kubeflow.org/job-name\`, \`jobset.sigs.k8s.io/jobset-name\`, \`leaderworkerset.sigs.k8s.io/name\`,
\`ray.io/cluster\` ...).
The rule stays silent when the answer depends on what is not in the input: other labels an operator may add, labels of
namespaces not in the input, \`ipBlock\` peers (pod IPs), placeholders; and for host-network pods.
One finding per policy and workload, at \`spec.policyTypes\` (else \`spec.ingress\`/\`spec.egress\`, else the kind line), with
the workload as related location.
A Kubeflow Trainer TrainJob with \`spec.trainer.numNodes\` of 2 or more counts too: its pods come from a training runtime,
so only the label of the JobSet it creates (\`jobset.sigs.k8s.io/jobset-name\`) is known about them.

## Why it matters

Distributed training and multi-node inference exchange tensors between pods over TCP (or use TCP to bootstrap RDMA):
NCCL and Gloo listen on random ephemeral ports after the rendezvous on \`MASTER_PORT\`, MPI launchers connect to every
worker, Ray workers talk to the head (GCS 6379, dashboard, object manager) and to each other on dynamic ports,
vLLM/SGLang multi-node tensor parallelism connects leader and workers.
A default-deny policy applied to the namespace, or one that only opens the rendezvous port, lets the job start and then
hang at the first collective with every GPU allocated and idle, typically until the NCCL timeout (30 minutes) kills it.

## How to fix

Allow all traffic between the workload's own pods, in both directions (the label can be one you set on the templates or
one the operator adds):

\`\`\`yaml
apiVersion: networking.k8s.io/v1
kind: NetworkPolicy
metadata:
  name: llama-ft-peers
  namespace: ml
spec:
  podSelector:
    matchLabels:
      training.kubeflow.org/job-name: llama-ft
  policyTypes: [Ingress, Egress]
  ingress:
    - from:
        - podSelector:
            matchLabels:
              training.kubeflow.org/job-name: llama-ft
  egress:
    - to:
        - podSelector:
            matchLabels:
              training.kubeflow.org/job-name: llama-ft
\`\`\`

Policies are additive, so this can sit next to a namespace-wide default-deny policy.

## Examples

Each \`invalid-*.yaml\` is reported as its \`invalid-*.out\` shows (the output with only this rule enabled, and the
\`.config.yaml\` of the same name when there is one); each \`valid-*.yaml\` gives no finding.
\`rule.test.ts\` checks them all; \`npx vitest -u\` rewrites the \`.out\` files.

- [invalid-namespace-default-deny-with-only-the-rendezvous.yaml](invalid-namespace-default-deny-with-only-the-rendezvous.yaml):
  namespace default-deny with only the rendezvous port open
- [valid-all-ports-between-the-pods-of-the-job.yaml](valid-all-ports-between-the-pods-of-the-job.yaml): all ports
  between the pods of the job
`,"invalid-namespace-default-deny-with-only-the-rendezvous.out":`invalid-namespace-default-deny-with-only-the-rendezvous.yaml
  36:3    warning  NetworkPolicy "default-deny" isolates the pods of PyTorchJob "llama-ft" in namespace "ml" (apply unit ./) without allowing all TCP traffic between them (it blocks the egress of its Master, Worker pods and the ingress of its Master, Worker pods; egress is open on TCP 29500 only; ingress is open on TCP 29500 only), so NCCL, Gloo, MPI or Ray connections on dynamic ports fail and the workload hangs at its first collective; allow ingress from and egress to podSelector app: llama-ft on all ports.  network-policy-blocks-collective
    36 |   policyTypes: [Ingress, Egress]
       |   ^^^^^^^^^^^
    \u21B3 invalid-namespace-default-deny-with-only-the-rendezvous.yaml:2:1: PyTorchJob "llama-ft" runs the pods that must reach each other.

\u2716 1 problem (0 errors, 1 warning, 0 notes) in 1 file
`,"invalid-namespace-default-deny-with-only-the-rendezvous.yaml":`apiVersion: kubeflow.org/v1
kind: PyTorchJob
metadata:
  name: llama-ft
  namespace: ml
spec:
  pytorchReplicaSpecs:
    Master:
      replicas: 1
      template:
        metadata:
          labels: {app: llama-ft}
        spec:
          containers:
            - name: pytorch
              image: nvcr.io/nvidia/pytorch:24.05-py3
              resources: {limits: {nvidia.com/gpu: 8}}
    Worker:
      replicas: 3
      template:
        metadata:
          labels: {app: llama-ft}
        spec:
          containers:
            - name: pytorch
              image: nvcr.io/nvidia/pytorch:24.05-py3
              resources: {limits: {nvidia.com/gpu: 8}}
---
apiVersion: networking.k8s.io/v1
kind: NetworkPolicy
metadata:
  name: default-deny
  namespace: ml
spec:
  podSelector: {}
  policyTypes: [Ingress, Egress]
  ingress:
    - from:
        - podSelector: {matchLabels: {app: llama-ft}}
      ports:
        - port: 29500
  egress:
    - to:
        - podSelector: {matchLabels: {app: llama-ft}}
      ports:
        - port: 29500
`,"valid-all-ports-between-the-pods-of-the-job.yaml":`apiVersion: kubeflow.org/v1
kind: PyTorchJob
metadata:
  name: llama-ft
  namespace: ml
spec:
  pytorchReplicaSpecs:
    Master:
      replicas: 1
      template:
        metadata:
          labels: {app: llama-ft}
        spec:
          containers:
            - name: pytorch
              image: nvcr.io/nvidia/pytorch:24.05-py3
              resources: {limits: {nvidia.com/gpu: 8}}
    Worker:
      replicas: 3
      template:
        metadata:
          labels: {app: llama-ft}
        spec:
          containers:
            - name: pytorch
              image: nvcr.io/nvidia/pytorch:24.05-py3
              resources: {limits: {nvidia.com/gpu: 8}}
---
apiVersion: networking.k8s.io/v1
kind: NetworkPolicy
metadata:
  name: default-deny
  namespace: ml
spec:
  podSelector: {}
  policyTypes: [Ingress, Egress]
  ingress:
    - from:
        - podSelector: {matchLabels: {app: llama-ft}}
  egress:
    - to:
        - podSelector: {matchLabels: {app: llama-ft}}
    - ports:
        - {port: 53, protocol: UDP}
        - {port: 53, protocol: TCP}
`};case"network-policy-blocks-dns":return{"README.md":"# network-policy-blocks-dns\n\n## What it checks\n\nTriggers for a NetworkPolicy (`networking.k8s.io/v1`) that isolates the egress of AI pods (pods with a GPU or an AI\nimage, in the policy's namespace and apply unit, selected by its `podSelector`) when the egress allowed by all policies\nselecting those pods together does not reach the cluster DNS on port 53.\nThe cluster DNS is taken to be the pods labelled `k8s-app: kube-dns` in `kube-system` (options `dnsNamespace`,\n`dnsPodLabels`, `dnsPort` for other clusters, e.g.\nOpenShift).\nEgress isolation follows the API: `policyTypes` with `Egress`, or no `policyTypes` and a non-empty `egress` list;\n`egress: []` or no rules under an `Egress` type deny everything.\nA rule allows DNS when its ports cover 53 for the protocol (TCP when `protocol` is omitted) and its `to` is empty or has\na peer matching those pods: `namespaceSelector: {}`, a `namespaceSelector` on `kubernetes.io/metadata.name: kube-system`\n(with or without a matching `podSelector`), or labels of a `kube-system` Namespace object in the input.\nBlocked UDP is an error; UDP allowed but TCP blocked is reported as a warning (large answers are retried over TCP).\nWhat cannot be decided offline keeps the rule silent: namespace labels other than the name for namespaces not in the\ninput, named ports (`port: dns`), `ipBlock` peers (pod IPs and whether the network plugin applies ipBlocks to pod\ntraffic are unknown), placeholders, and selectors on labels an operator may add.\nHost-network pods are skipped.\nOne finding per policy, at `spec.egress` (else the `Egress` policy type, else the kind line), with the selected\nworkloads as related locations; a workload annotated `ai-k8s-lint.io/ignore: network-policy-blocks-dns` is left out.\n\n## Why it matters\n\nOnce a pod is isolated for egress, everything not allowed is dropped, including DNS.\nDistributed training resolves the rendezvous address (`MASTER_ADDR` is a Service or pod hostname), model servers resolve\nthe Hugging Face Hub, S3 or an internal registry, and every in-cluster Service is reached by name.\nWith DNS dropped these calls hang until their timeouts (often minutes, NCCL rendezvous up to 30 minutes) instead of\nfailing fast, so a default-deny egress policy shows up as a stuck job with idle GPUs rather than as a network error.\nDNS falls back to TCP for answers that do not fit in a UDP packet, so both protocols are needed.\n\n## How to fix\n\nAdd an egress rule that lets the selected pods reach the cluster DNS on UDP and TCP 53 (alongside the rules for the\ntraffic you do want):\n\n```yaml\n  egress:\n    - to:\n        - namespaceSelector:\n            matchLabels:\n              kubernetes.io/metadata.name: kube-system\n          podSelector:\n            matchLabels:\n              k8s-app: kube-dns\n      ports:\n        - port: 53\n          protocol: UDP\n        - port: 53\n          protocol: TCP\n```\n\nWith NodeLocal DNSCache, also allow its link-local address (`ipBlock: {cidr: 169.254.20.10/32}`).\n\n## Examples\n\nEach `invalid-*.yaml` is reported as its `invalid-*.out` shows (the output with only this rule enabled, and the\n`.config.yaml` of the same name when there is one); each `valid-*.yaml` gives no finding.\n`rule.test.ts` checks them all; `npx vitest -u` rewrites the `.out` files.\n\n- [invalid-default-deny-egress-for-the-training-pods-only.yaml](invalid-default-deny-egress-for-the-training-pods-only.yaml):\n  default-deny egress for the training pods, only the object store allowed\n- [valid-dns-to-kube-dns-is-allowed-on-udp-and-tcp.yaml](valid-dns-to-kube-dns-is-allowed-on-udp-and-tcp.yaml): DNS to\n  kube-dns is allowed on UDP and TCP\n","invalid-default-deny-egress-for-the-training-pods-only.out":`invalid-default-deny-egress-for-the-training-pods-only.yaml
  32:3    error    NetworkPolicy "llama-ft-egress" isolates the egress of the AI pods of PyTorchJob "llama-ft" in namespace "ml" (apply unit ./) but allows no egress to the cluster DNS on port 53 (neither UDP nor TCP), so name resolution fails and NCCL rendezvous, model downloads and calls to Services hang; add an egress rule to the pods labelled k8s-app: kube-dns in namespace kube-system on port 53 UDP and TCP.  network-policy-blocks-dns
    32 |   egress:
       |   ^^^^^^
    \u21B3 invalid-default-deny-egress-for-the-training-pods-only.yaml:2:1: PyTorchJob "llama-ft" has AI pods the policy isolates.

\u2716 1 problem (1 error, 0 warnings, 0 notes) in 1 file
`,"invalid-default-deny-egress-for-the-training-pods-only.yaml":`apiVersion: kubeflow.org/v1
kind: PyTorchJob
metadata:
  name: llama-ft
  namespace: ml
spec:
  pytorchReplicaSpecs:
    Worker:
      replicas: 2
      template:
        metadata:
          labels:
            app: llama-ft
        spec:
          containers:
            - name: pytorch
              image: nvcr.io/nvidia/pytorch:24.05-py3
              resources:
                limits:
                  nvidia.com/gpu: 8
---
apiVersion: networking.k8s.io/v1
kind: NetworkPolicy
metadata:
  name: llama-ft-egress
  namespace: ml
spec:
  podSelector:
    matchLabels:
      app: llama-ft
  policyTypes: [Ingress, Egress]
  egress:
    - to:
        - ipBlock:
            cidr: 10.20.0.0/16
      ports:
        - port: 443
`,"valid-dns-to-kube-dns-is-allowed-on-udp-and-tcp.yaml":`apiVersion: kubeflow.org/v1
kind: PyTorchJob
metadata:
  name: llama-ft
  namespace: ml
spec:
  pytorchReplicaSpecs:
    Worker:
      replicas: 2
      template:
        metadata:
          labels:
            app: llama-ft
        spec:
          containers:
            - name: pytorch
              image: nvcr.io/nvidia/pytorch:24.05-py3
              resources:
                limits:
                  nvidia.com/gpu: 8
---
apiVersion: networking.k8s.io/v1
kind: NetworkPolicy
metadata:
  name: llama-ft-egress
  namespace: ml
spec:
  podSelector:
    matchLabels:
      app: llama-ft
  policyTypes: [Ingress, Egress]
  egress:
    - to:
        - ipBlock:
            cidr: 10.20.0.0/16
      ports:
        - port: 443
    - to:
        - namespaceSelector:
            matchLabels:
              kubernetes.io/metadata.name: kube-system
          podSelector:
            matchLabels:
              k8s-app: kube-dns
      ports:
        - port: 53
          protocol: UDP
        - port: 53
          protocol: TCP
`};case"notebook-isolation-missing":return{"README.md":"# notebook-isolation-missing\n\n## What it checks\n\nTriggers for notebook workloads: a Kubeflow `Notebook`, or any pod template with a Jupyter image (`jupyter/*`,\n`quay.io/jupyter/*`, images with `notebook` in the name), GPU or not.\nTwo findings are possible per pod template. (1) No sandbox: `runtimeClassName` is missing, or names a runtime that does\nnot sandbox: `runc`, `crun`, `youki`, `nvidia*`, or a RuntimeClass of the input whose `handler` is not a sandbox.\nSandboxes are gVisor (`gvisor`, `runsc`, `runsc-*`) and Kata Containers (`kata`, `kata-*`, e.g.\n`kata-qemu-nvidia-gpu`), by RuntimeClass name or by the `handler` of a RuntimeClass in the input; the option\n`sandboxRuntimeClasses` adds names.\nOther names that are not in the input are trusted (silent).\nIt points at `runtimeClassName`, or at the pod spec when it is missing. (2) The pod has a GPU (a GPU resource or a GPU\nDRA claim) and mounts its service account token: `automountServiceAccountToken` is not `false` on the pod and, when the\nServiceAccount is in the input, not `false` there either.\nIt points at the pod's `automountServiceAccountToken`, or at the pod spec when it is not set.\nPlaceholders keep the rule silent.\nA GPU notebook's token is reported here, not by `service-account-token-automount`.\n\n## Why it matters\n\nA notebook is a remote shell by design: whoever can open it runs arbitrary code, installs packages from anywhere and\noften pastes code from the internet.\nWith the default runtime (runc, or the NVIDIA runtime that wraps it) that code shares the node kernel with every other\npod, and a GPU container additionally gets the driver device files and libraries injected, a recurring source of\ncontainer escapes (for example the NVIDIA Container Toolkit CVEs of 2024-2025).\nA sandbox RuntimeClass puts a second kernel (gVisor) or a lightweight VM (Kata) between the notebook and the node.\nThe mounted service account token lets the same code call the Kubernetes API with the notebook's identity (Kubeflow\ngives it edit rights on the profile namespace), and GPU nodes are the most valuable ones to pivot from.\n\n## How to fix\n\nRun notebooks in a sandbox RuntimeClass that supports GPUs (GKE Sandbox `gvisor`, Kata `kata-qemu-nvidia-gpu`) and do\nnot mount the token unless the notebook needs the API:\n\n```yaml\nspec:\n  template:\n    spec:\n      runtimeClassName: gvisor\n      automountServiceAccountToken: false\n      containers:\n        - name: alice\n          image: kubeflownotebookswg/jupyter-pytorch-cuda-full:v1.9.0\n```\n\nIf the notebook does need the API (for example the Kubeflow Pipelines SDK), prefer a projected `serviceAccountToken`\nvolume with a short `expirationSeconds` and a dedicated audience over the automatically mounted token.\nA custom RuntimeClass name can be declared as a sandbox with the `sandboxRuntimeClasses` option.\n\n## Examples\n\nEach `invalid-*.yaml` is reported as its `invalid-*.out` shows (the output with only this rule enabled, and the\n`.config.yaml` of the same name when there is one); each `valid-*.yaml` gives no finding.\n`rule.test.ts` checks them all; `npx vitest -u` rewrites the `.out` files.\n\n- [invalid-a-gpu-notebook-in-the-default-runtime-with-its.yaml](invalid-a-gpu-notebook-in-the-default-runtime-with-its.yaml):\n  a GPU notebook in the default runtime with its token mounted\n- [valid-gvisor-and-no-token.yaml](valid-gvisor-and-no-token.yaml): gVisor and no token\n","invalid-a-gpu-notebook-in-the-default-runtime-with-its.out":`invalid-a-gpu-notebook-in-the-default-runtime-with-its.yaml
  8:5     warning  Notebook "alice" has no runtimeClassName, so it runs in the default runtime: code run in the notebook shares the node kernel and the GPU driver with other pods; set runtimeClassName to a gVisor or Kata RuntimeClass (e.g. gvisor, kata-qemu-nvidia-gpu).  notebook-isolation-missing
    8 |     spec:
      |     ^^^^
  8:5     warning  Notebook "alice" has a GPU (container "alice") and mounts the token of service account "default-editor" (automountServiceAccountToken is not false), so any code run in the notebook can call the Kubernetes API with that identity; set automountServiceAccountToken: false on the pod, or mount a short-lived projected token only if the notebook needs the API.  notebook-isolation-missing

\u2716 2 problems (0 errors, 2 warnings, 0 notes) in 1 file
`,"invalid-a-gpu-notebook-in-the-default-runtime-with-its.yaml":`apiVersion: kubeflow.org/v1
kind: Notebook
metadata:
  name: alice
  namespace: kubeflow-user-alice
spec:
  template:
    spec:
      serviceAccountName: default-editor
      containers:
        - name: alice
          image: kubeflownotebookswg/jupyter-pytorch-cuda-full:v1.9.0
          resources:
            limits:
              nvidia.com/gpu: 1
`,"valid-gvisor-and-no-token.yaml":`apiVersion: kubeflow.org/v1
kind: Notebook
metadata:
  name: alice
  namespace: kubeflow-user-alice
spec:
  template:
    spec:
      runtimeClassName: gvisor
      automountServiceAccountToken: false
      serviceAccountName: default-editor
      containers:
        - name: alice
          image: kubeflownotebookswg/jupyter-pytorch-cuda-full:v1.9.0
          resources:
            limits:
              nvidia.com/gpu: 1
`};case"nvidia-runtime-no-cgroups":return{"README.md":"# nvidia-runtime-no-cgroups\n\n## What it checks\n\nReads the `data` values of ConfigMaps that mention both `no-cgroups` and NVIDIA (in the key or the text); other values\nare not parsed.\nIt triggers when such a value is: an NVIDIA Container Toolkit `config.toml` (TOML, any key, parsed with a TOML parser)\nwhose `[nvidia-container-cli]` table sets `no-cgroups = true` (also as the dotted key `nvidia-container-cli.no-cgroups`\nor an inline table); a JSON config (Docker `daemon.json` with `runtimes.nvidia.runtimeArgs`, an OCI hook with `args`) or\na TOML config (containerd runtime options) with an argument list holding `--no-cgroups`; or a script that runs\n`nvidia-ctk config --set nvidia-container-cli.no-cgroups`, passes `--no-cgroups` to `nvidia-container-cli`, or writes\n`no-cgroups = true` (a heredoc, or the replacement side of `sed s/\u2026/\u2026/`).\nCommented-out lines (`#no-cgroups = false` in the stock file) and `no-cgroups = false` do not trigger.\nThe finding points at the ConfigMap data key; the message gives the line inside the value (line 1 is the first line of\nthe config text, so for a `|` block scalar it is that many lines below the key).\nThe GPU Operator `ClusterPolicy` has no field for this setting and is not checked.\n\n## Why it matters\n\n`no-cgroups` tells `nvidia-container-cli` not to add the GPU device nodes it injects to the container's device cgroup,\nwhich is how the runtime keeps a container to the GPUs it was given.\nIt exists for rootless container engines that cannot manage cgroups.\nOn a Kubernetes GPU node it means the GPU devices of a container are no longer fenced by cgroups: device isolation\nbetween the containers of the node is gone, and MIG and device-plugin allocation rest on device mounts alone.\n\n## How to fix\n\nRemove the setting (the stock `config.toml` has it commented out) or set it to false, and drop `--no-cgroups` from\nruntime arguments:\n\n```toml\n[nvidia-container-cli]\nload-kmods = true\n#no-cgroups = false\n```\n\nUse `no-cgroups` only for rootless Docker or Podman on a workstation, never on a shared GPU node.\n\n## Examples\n\nEach `invalid-*.yaml` is reported as its `invalid-*.out` shows (the output with only this rule enabled, and the\n`.config.yaml` of the same name when there is one); each `valid-*.yaml` gives no finding.\n`rule.test.ts` checks them all; `npx vitest -u` rewrites the `.out` files.\n\n- [invalid-config-toml-shipped-in-a-configmap-with-cgroups.yaml](invalid-config-toml-shipped-in-a-configmap-with-cgroups.yaml):\n  config.toml shipped in a ConfigMap with cgroups turned off\n- [valid-the-stock-setting-commented-out.yaml](valid-the-stock-setting-commented-out.yaml): the stock setting, commented\n  out\n","invalid-config-toml-shipped-in-a-configmap-with-cgroups.out":`invalid-config-toml-shipped-in-a-configmap-with-cgroups.yaml
  7:3     error    ConfigMap "nvidia-container-runtime": line 5 of data["config.toml"] sets [nvidia-container-cli] no-cgroups = true, so the NVIDIA container runtime no longer adds the GPU devices it injects to each container's device cgroup and GPU isolation between containers is lost; remove it (no-cgroups is only for rootless engines).  nvidia-runtime-no-cgroups
    7 |   config.toml: |
      |   ^^^^^^^^^^^

\u2716 1 problem (1 error, 0 warnings, 0 notes) in 1 file
`,"invalid-config-toml-shipped-in-a-configmap-with-cgroups.yaml":`apiVersion: v1
kind: ConfigMap
metadata:
  name: nvidia-container-runtime
  namespace: gpu-setup
data:
  config.toml: |
    disable-require = false
    [nvidia-container-cli]
    environment = []
    load-kmods = true
    no-cgroups = true
    ldconfig = "@/sbin/ldconfig.real"
`,"valid-the-stock-setting-commented-out.yaml":`apiVersion: v1
kind: ConfigMap
metadata:
  name: nvidia-container-runtime
  namespace: gpu-setup
data:
  config.toml: |
    disable-require = false
    [nvidia-container-cli]
    environment = []
    load-kmods = true
    #no-cgroups = false
    ldconfig = "@/sbin/ldconfig.real"
`};case"operator-not-ready-gate":return{"README.md":"# operator-not-ready-gate\n\n## What it checks\n\nTriggers on a `Deployment` none of whose containers has a `readinessProbe` when it is recognisably the operator of CRDs\nof its apply unit (the files of one directory, one stdin stream, or one config `applyUnits` entry).\nRecognition uses RBAC, not names: the Deployment's pods run as an explicitly named ServiceAccount (`serviceAccountName`;\nnot unset and not `default`, which any application may run as), and a `RoleBinding` or `ClusterRoleBinding` of the same\nunit binds it to a `Role`/`ClusterRole` that grants `list`, `watch` or `*` on a CRD of the unit (its group named\nexplicitly, its plural or `*` as resource).\nServing and training workloads (a model server or trainer may watch custom resources) are never operators.\nRoles that grant every group (`apiGroups: [\"*\"]`) do not count, nor do names, labels or images that merely look related:\nwithout that RBAC evidence (e.g.\nRBAC kept in another repository) the rule stays silent.\nReported on the container (or the `containers` key when there are several).\n\n## Why it matters\n\nAn install that applies an operator and then its custom resources can only wait for the operator with\n`kubectl rollout status` or `kubectl wait --for=condition=Available`, and a Deployment without a readiness probe is\nAvailable as soon as its process starts, before the controller has synced its caches, won leader election or started its\nwebhook server.\nCustom resources applied then are rejected by a webhook that is not listening yet, or sit unreconciled, and CI pipelines\nthat run smoke tests right after the install become flaky.\n\n## How to fix\n\nAdd a readiness probe on the controller's health endpoint (controller-runtime serves `/readyz` on the health-probe port, 8081\nby default):\n\n```yaml\nreadinessProbe:\n  httpGet: {path: /readyz, port: 8081}\n  initialDelaySeconds: 5\n  periodSeconds: 10\n```\n\nand gate the next step on it: `kubectl rollout status deployment/<operator> -n <namespace> --timeout=120s`.\n\n## Examples\n\nEach `invalid-*.yaml` is reported as its `invalid-*.out` shows (the output with only this rule enabled, and the\n`.config.yaml` of the same name when there is one); each `valid-*.yaml` gives no finding.\n`rule.test.ts` checks them all; `npx vitest -u` rewrites the `.out` files.\n\n- [invalid-the-kuberay-operator-bound-to-a-clusterrole-on.yaml](invalid-the-kuberay-operator-bound-to-a-clusterrole-on.yaml):\n  the KubeRay operator, bound to a ClusterRole on ray.io, without a readiness probe\n- [valid-with-a-readiness-probe.yaml](valid-with-a-readiness-probe.yaml): with a readiness probe\n","invalid-the-kuberay-operator-bound-to-a-clusterrole-on.out":`invalid-the-kuberay-operator-bound-to-a-clusterrole-on.yaml
  43:11   note     Deployment "kuberay-operator" runs the controller for RayCluster (CRDs in its apply unit ./) as ServiceAccount "kuberay-operator", but no container has a readinessProbe, so it counts as ready before it can reconcile or answer its webhooks: add one (e.g. httpGet /readyz) and wait for kubectl rollout status before applying custom resources.  operator-not-ready-gate
    43 |         - name: kuberay-operator
       |           ^^^^^^^^^^^^^^^^^^^^^^

\u2716 1 problem (0 errors, 0 warnings, 1 note) in 1 file
`,"invalid-the-kuberay-operator-bound-to-a-clusterrole-on.yaml":`apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: rayclusters.ray.io
spec:
  group: ray.io
  names: {kind: RayCluster, plural: rayclusters}
  scope: Namespaced
  versions:
    - {name: v1, served: true, storage: true}
---
apiVersion: rbac.authorization.k8s.io/v1
kind: ClusterRole
metadata:
  name: kuberay-operator
rules:
  - apiGroups: [ray.io]
    resources: [rayclusters]
    verbs: [get, list, watch, update]
---
apiVersion: rbac.authorization.k8s.io/v1
kind: ClusterRoleBinding
metadata:
  name: kuberay-operator
roleRef: {apiGroup: rbac.authorization.k8s.io, kind: ClusterRole, name: kuberay-operator}
subjects:
  - {kind: ServiceAccount, name: kuberay-operator, namespace: kuberay-system}
---
apiVersion: apps/v1
kind: Deployment
metadata:
  name: kuberay-operator
  namespace: kuberay-system
spec:
  selector:
    matchLabels: {app: kuberay-operator}
  template:
    metadata:
      labels: {app: kuberay-operator}
    spec:
      serviceAccountName: kuberay-operator
      containers:
        - name: kuberay-operator
          image: quay.io/kuberay/operator:v1.4.2
`,"valid-with-a-readiness-probe.yaml":`apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: rayclusters.ray.io
spec:
  group: ray.io
  names: {kind: RayCluster, plural: rayclusters}
  scope: Namespaced
  versions:
    - {name: v1, served: true, storage: true}
---
apiVersion: rbac.authorization.k8s.io/v1
kind: ClusterRole
metadata:
  name: kuberay-operator
rules:
  - apiGroups: [ray.io]
    resources: [rayclusters]
    verbs: [get, list, watch, update]
---
apiVersion: rbac.authorization.k8s.io/v1
kind: ClusterRoleBinding
metadata:
  name: kuberay-operator
roleRef: {apiGroup: rbac.authorization.k8s.io, kind: ClusterRole, name: kuberay-operator}
subjects:
  - {kind: ServiceAccount, name: kuberay-operator, namespace: kuberay-system}
---
apiVersion: apps/v1
kind: Deployment
metadata:
  name: kuberay-operator
  namespace: kuberay-system
spec:
  selector:
    matchLabels: {app: kuberay-operator}
  template:
    metadata:
      labels: {app: kuberay-operator}
    spec:
      serviceAccountName: kuberay-operator
      containers:
        - name: kuberay-operator
          image: quay.io/kuberay/operator:v1.4.2
          readinessProbe:
            httpGet: {path: /metrics, port: 8080}
`};case"pdb-missing":return{"README.md":"# pdb-missing\n\n## What it checks\n\nTriggers for a serving workload (Deployment, StatefulSet, LeaderWorkerSet, InferenceService, RayService ... with a GPU\ncontainer or a serving image) with a pod template of more than one replica (`replicas`; `minReplicas` of an\nInferenceService predictor; groups of a LeaderWorkerSet) when no PodDisruptionBudget (`policy/v1` or `policy/v1beta1`)\nof its apply unit (the files of one directory, one stdin stream, or one config `applyUnits` entry), in the same\nnamespace, selects the template's labels.\nSelectors are evaluated with `matchLabels` and `matchExpressions` (`In`, `NotIn`, `Exists`, `DoesNotExist`); an empty\nselector selects every pod of the namespace in `policy/v1` and none in `policy/v1beta1`, a missing one selects none.\nLabels that controllers add (`leaderworkerset.sigs.k8s.io/*`, `ray.io/*`, `serving.kserve.io/*` ...), placeholders and\nunreadable selectors count as selecting the pods, and any selector counts for templates whose labels a controller sets\n(InferenceService).\nObjects without a namespace count as being in `default`.\nOne finding per workload, at its `kind` line; with several uncovered templates the message names each.\nA replica count that is a placeholder, or left to an autoscaler, is silent.\nSilenced by `--partial`, since the budget may live in a file that is not part of the input.\n\n## Why it matters\n\nVoluntary disruptions (node drains for upgrades, cluster-autoscaler scale-down, spot or maintenance rebalancing,\nKarpenter consolidation) evict pods through the Eviction API, which only holds back when a PodDisruptionBudget says so.\nWithout one, draining the nodes of a GPU pool can evict every inference replica at once; each replacement must then be\nscheduled on a free GPU and reload its model, which takes minutes, so the service is down or overloaded for that long.\n\n## How to fix\n\nAdd a PodDisruptionBudget that selects the serving pods and lets at most one go at a time:\n\n```yaml\napiVersion: policy/v1\nkind: PodDisruptionBudget\nmetadata:\n  name: chat\nspec:\n  maxUnavailable: 1\n  selector:\n    matchLabels:\n      app: chat\n```\n\nAvoid `maxUnavailable: 0` (or `minAvailable` equal to the replica count): it blocks node drains forever.\n\n## Examples\n\nEach `invalid-*.yaml` is reported as its `invalid-*.out` shows (the output with only this rule enabled, and the\n`.config.yaml` of the same name when there is one); each `valid-*.yaml` gives no finding.\n`rule.test.ts` checks them all; `npx vitest -u` rewrites the `.out` files.\n\n- [invalid-three-inference-replicas-without-a-budget.yaml](invalid-three-inference-replicas-without-a-budget.yaml):\n  three inference replicas without a budget\n- [valid-a-budget-selects-the-replicas.yaml](valid-a-budget-selects-the-replicas.yaml): a budget selects the replicas\n","invalid-three-inference-replicas-without-a-budget.out":`invalid-three-inference-replicas-without-a-budget.yaml
  2:1     note     Serving Deployment "chat" runs 3 replicas but no PodDisruptionBudget of namespace "default" in its apply unit ./ selects its pods (app=chat), so a node drain or autoscaler scale-down can evict them all at once; add a PodDisruptionBudget with maxUnavailable: 1 whose selector matches the pod labels.  pdb-missing
    2 | kind: Deployment
      | ^^^^^^^^^^^^^^^^

\u2716 1 problem (0 errors, 0 warnings, 1 note) in 1 file
`,"invalid-three-inference-replicas-without-a-budget.yaml":`apiVersion: apps/v1
kind: Deployment
metadata:
  name: chat
spec:
  replicas: 3
  selector:
    matchLabels:
      app: chat
  template:
    metadata:
      labels:
        app: chat
    spec:
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          resources:
            limits:
              nvidia.com/gpu: 1
`,"valid-a-budget-selects-the-replicas.yaml":`apiVersion: apps/v1
kind: Deployment
metadata:
  name: chat
spec:
  replicas: 3
  selector:
    matchLabels:
      app: chat
  template:
    metadata:
      labels:
        app: chat
    spec:
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          resources:
            limits:
              nvidia.com/gpu: 1
---
apiVersion: policy/v1
kind: PodDisruptionBudget
metadata:
  name: chat
spec:
  maxUnavailable: 1
  selector:
    matchLabels:
      app: chat
`};case"pod-security-admission":return{"README.md":"# pod-security-admission\n\n## What it checks\n\nTriggers for every pod spec the workload model knows (core kinds, the AI custom resources, GPU Operator operands and\nother infrastructure included, since admission exempts none of them) that violates a control of the Pod Security\nStandard its namespace applies.\nThe namespace is the object's `metadata.namespace`, else the Helm render's namespace, else `default`.\nIts labels `pod-security.kubernetes.io/enforce`, `warn` and `audit` (with their `-version` labels) come from the\nNamespace object of the apply unit, else the one Namespace of that name in the run (two that differ: the rule stays\nsilent), else config `cluster.namespaces.<name>.podSecurity`; a mode without a label takes config\n`cluster.podSecurity.defaults` (Kubernetes default: privileged), and namespaces of\n`cluster.podSecurity.exemptions.namespaces` are skipped.\nA violation of the `enforce` level is an error; one that only `warn` or `audit` catches is a warning.\nLevels and controls are those of the admission controller: restricted is baseline plus its own controls; pod-level and\ncontainer-level fields combine as it combines them (a container's `runAsNonRoot` or `seccompProfile` overrides the\npod's); init, sidecar and ephemeral containers count; `-version` labels pin the policy version (`latest` and newer pins\nmean `settings.kubernetesVersion`), so a control or allowed value newer than the pinned version does not apply.\nOne finding per violated field: the capability item, the `hostPath:` key of the volume, `hostNetwork`, the `hostPort`,\nthe bad value; a required field that is missing is reported at the container's `securityContext` (else its `name`), or\nat the pod's `securityContext` when no container sets it.\nThe message names the control, the level, the namespace and where its label is set (the label is a related location),\nand the least change that passes.\nPlaceholders (and namespaces that are no DNS label, such as `FILLED BY THE OPERATOR`) are never judged, and a missing\nfield is unknown for containers an operator builds or merges (KServe `predictor.model`, Argo templates, a TrainJob\ntrainer) or fills with secure defaults (Knative Services).\nCluster-scoped templates (ClusterServingRuntime, ClusterTrainingRuntime, ClusterWorkflowTemplate) are skipped: their\npods run in namespaces they do not name.\n\n## Why it matters\n\nThe PodSecurity admission controller checks every pod against its namespace's `enforce` level and rejects the pod if it\nviolates it.\nFor a Deployment, Job or training CRD the controller's object is created and looks fine, but its pods are never created:\nthe controller shows `FailedCreate` events, nothing runs, and the cause sits in another file, the Namespace's labels.\nAI pods hit this more than others: GPUDirect RDMA needs `IPC_LOCK` (not in the baseline capabilities), NCCL setups use\n`hostNetwork`, model caches and driver paths use `hostPath`, and profiling sidecars run privileged.\n`warn` and `audit` admit the pods but print a warning on every apply or record it in the audit log, usually because the\nnamespace is on its way to a stricter `enforce` level.\n\n## How to fix\n\nChange the pod spec as the message says, or, when the workload really needs what the level forbids (RDMA, the host\nnetwork), run it in a namespace labelled `pod-security.kubernetes.io/enforce: privileged` and restrict who can deploy\nthere.\nA pod that meets restricted sets, for the pod or each container:\n\n```yaml\nsecurityContext:\n  runAsNonRoot: true\n  seccompProfile:\n    type: RuntimeDefault\ncontainers:\n  - name: server\n    securityContext:\n      allowPrivilegeEscalation: false\n      capabilities:\n        drop: [\"ALL\"]\n```\n\nThe controls (from `data/pod-security.json`; the Kubernetes page \"Pod Security Standards\" and the admission controller's\n`check_*.go`), with the policy versions they apply to:\n\n| Control | Level | Versions | Fields | Allowed |\n|---|---|---|---|---|\n| HostProcess | baseline | all | `windowsOptions.hostProcess` | unset, `false` |\n| Host Namespaces | baseline | all | `hostNetwork`, `hostPID`, `hostIPC` | unset, `false` |\n| Privileged Containers | baseline | all | `securityContext.privileged` | unset, `false` |\n| Capabilities | baseline | all | `capabilities.add` | the baseline set (1) |\n| HostPath Volumes | baseline | all | `volumes[*].hostPath` | unset |\n| Host Ports | baseline | all | `ports[*].hostPort` | unset, `0` |\n| Host Probes / Lifecycle Hooks | baseline | 1.34+ | `host` of probes and hooks (2) | unset, `\"\"` |\n| AppArmor | baseline | all | `appArmorProfile.type`, the AppArmor annotations | `RuntimeDefault`, `Localhost` (3) |\n| SELinux | baseline | all | `seLinuxOptions.type`, `.user`, `.role` | the allowed types (4), no user or role |\n| /proc Mount Type | baseline | all | `securityContext.procMount` | unset, `Default` (5) |\n| Seccomp | baseline | all | `seccompProfile.type` (before 1.19: annotations) | unset, `RuntimeDefault`, `Localhost` |\n| Sysctls | baseline | all | `securityContext.sysctls[*].name` | the safe set (6) |\n| Volume Types | restricted | all | `volumes[*]` | the allowed sources (7) |\n| Privilege Escalation | restricted | 1.8+ | `allowPrivilegeEscalation` | `false` (8) |\n| Running as Non-root | restricted | all | `runAsNonRoot` (pod, containers) | `true` (9) |\n| Running as Non-root user | restricted | 1.23+ | `runAsUser` (pod, containers) | unset, non-zero (9) |\n| Seccomp | restricted | 1.19+ | `seccompProfile.type` (pod, containers) | `RuntimeDefault`, `Localhost` (8, 10) |\n| Capabilities | restricted | 1.22+ | `capabilities.drop`, `capabilities.add` | drop `ALL`, add only `NET_BIND_SERVICE` (8) |\n| /proc Mount Type | restricted | all | `securityContext.procMount` | unset, `Default` |\n\n1. `AUDIT_WRITE`, `CHOWN`, `DAC_OVERRIDE`, `FOWNER`, `FSETID`, `KILL`, `MKNOD`, `NET_BIND_SERVICE`, `SETFCAP`, `SETGID`,\n   `SETPCAP`, `SETUID`, `SYS_CHROOT`; GPUDirect RDMA's `IPC_LOCK` is not among them.\n2. `httpGet.host` and `tcpSocket.host` of `livenessProbe`, `readinessProbe`, `startupProbe` and of the `postStart` and\n   `preStop` hooks.\n3. The annotations `container.apparmor.security.beta.kubernetes.io/*` allow `runtime/default` and `localhost/*`.\n4. `container_t`, `container_init_t`, `container_kvm_t`, and from 1.31 `container_engine_t`.\n5. From 1.35 baseline allows any `procMount` in a pod with `hostUsers: false`; restricted never does.\n6. `kernel.shm_rmid_forced`, `net.ipv4.ip_local_port_range`, `net.ipv4.tcp_syncookies`, `net.ipv4.ping_group_range`,\n   `net.ipv4.ip_unprivileged_port_start`; from 1.27 `net.ipv4.ip_local_reserved_ports`; from 1.29\n   `net.ipv4.tcp_keepalive_time`, `net.ipv4.tcp_fin_timeout`, `net.ipv4.tcp_keepalive_intvl`,\n   `net.ipv4.tcp_keepalive_probes`; from 1.32 `net.ipv4.tcp_rmem`, `net.ipv4.tcp_wmem`.\n7. `configMap`, `csi`, `downwardAPI`, `emptyDir`, `ephemeral`, `image`, `persistentVolumeClaim`, `projected`, `secret`\n   (a `hostPath` volume is reported as HostPath Volumes).\n8. Pods with `spec.os.name: windows` are exempt from 1.25.\n9. Pods with `hostUsers: false` are exempt from 1.35.\n10. On the pod, or on every container; a container's value overrides the pod's.\n\nThe least change for each is in the message: remove the field or set the allowed value; for what only the privileged\nlevel allows (RDMA's `IPC_LOCK`, `hostNetwork`, `hostPath` driver paths), a namespace labelled privileged.\n\n## Examples\n\nEach `invalid-*.yaml` is reported as its `invalid-*.out` shows (the output with only this rule enabled, and the\n`.config.yaml` of the same name when there is one); each `valid-*.yaml` gives no finding.\n`rule.test.ts` checks them all; `npx vitest -u` rewrites the `.out` files.\n\n- [invalid-a-gpu-rdma-pod-in-a-baseline-namespace.yaml](invalid-a-gpu-rdma-pod-in-a-baseline-namespace.yaml): a GPU RDMA\n  pod in a baseline namespace that warns on restricted\n- [valid-the-rdma-pod-in-a-privileged-namespace.yaml](valid-the-rdma-pod-in-a-privileged-namespace.yaml): the RDMA pod\n  in a privileged namespace\n","invalid-a-gpu-rdma-pod-in-a-baseline-namespace.out":`invalid-a-gpu-rdma-pod-in-a-baseline-namespace.yaml
  20:11   error    The pod template sets hostNetwork: true (control "Host Namespaces"), which Pod Security level "baseline" forbids: namespace "training" enforces baseline (label pod-security.kubernetes.io/enforce on Namespace "training" in invalid-a-gpu-rdma-pod-in-a-baseline-namespace.yaml), so the API server rejects the pods made from PyTorchJob "llama-pretrain" and nothing runs; NCCL over the host interfaces needs hostNetwork: if the pods need it, this namespace must be privileged for host networking: label it privileged and restrict who can deploy there; otherwise remove hostNetwork: true.  pod-security-admission
    20 |           hostNetwork: true
       |           ^^^^^^^^^^^^^^^^^
    \u21B3 invalid-a-gpu-rdma-pod-in-a-baseline-namespace.yaml:6:5: Namespace "training" sets pod-security.kubernetes.io/enforce: baseline.
  26:25   error    Container "pytorch" adds capability IPC_LOCK (control "Capabilities"), which Pod Security level "baseline" forbids: namespace "training" enforces baseline (label pod-security.kubernetes.io/enforce on Namespace "training" in invalid-a-gpu-rdma-pod-in-a-baseline-namespace.yaml), so the API server rejects the pods made from PyTorchJob "llama-pretrain" and nothing runs; GPUDirect RDMA needs IPC_LOCK: if the pods need it, this namespace must be privileged for RDMA: label it privileged and restrict who can deploy there; otherwise remove IPC_LOCK from capabilities.add.  pod-security-admission
    26 |                   add: ["IPC_LOCK"]
       |                         ^^^^^^^^^^
    \u21B3 invalid-a-gpu-rdma-pod-in-a-baseline-namespace.yaml:6:5: Namespace "training" sets pod-security.kubernetes.io/enforce: baseline.
  19:9    warning  The pod template sets a seccompProfile for neither the pod nor any container (control "Seccomp"), which Pod Security level "restricted" forbids: namespace "training" warns on restricted (label pod-security.kubernetes.io/warn on Namespace "training" in invalid-a-gpu-rdma-pod-in-a-baseline-namespace.yaml), so the API server admits the pods but warns on every apply; set seccompProfile: {type: RuntimeDefault} in the pod's securityContext.  pod-security-admission
    19 |         spec:
       |         ^^^^
    \u21B3 invalid-a-gpu-rdma-pod-in-a-baseline-namespace.yaml:7:5: Namespace "training" sets pod-security.kubernetes.io/warn: restricted.
  19:9    warning  The pod template sets runAsNonRoot: true for neither the pod nor any container (control "Running as Non-root"), which Pod Security level "restricted" forbids: namespace "training" warns on restricted (label pod-security.kubernetes.io/warn on Namespace "training" in invalid-a-gpu-rdma-pod-in-a-baseline-namespace.yaml), so the API server admits the pods but warns on every apply; set runAsNonRoot: true (the image must then run as a non-zero UID) in the pod's securityContext.  pod-security-admission
    \u21B3 invalid-a-gpu-rdma-pod-in-a-baseline-namespace.yaml:7:5: Namespace "training" sets pod-security.kubernetes.io/warn: restricted.
  24:15   warning  Container "pytorch" does not set allowPrivilegeEscalation: false (control "Privilege Escalation"), which Pod Security level "restricted" forbids: namespace "training" warns on restricted (label pod-security.kubernetes.io/warn on Namespace "training" in invalid-a-gpu-rdma-pod-in-a-baseline-namespace.yaml), so the API server admits the pods but warns on every apply; set allowPrivilegeEscalation: false in its securityContext.  pod-security-admission
    24 |               securityContext:
       |               ^^^^^^^^^^^^^^^
    \u21B3 invalid-a-gpu-rdma-pod-in-a-baseline-namespace.yaml:7:5: Namespace "training" sets pod-security.kubernetes.io/warn: restricted.
  25:17   warning  Container "pytorch" does not drop ALL capabilities (control "Capabilities"), which Pod Security level "restricted" forbids: namespace "training" warns on restricted (label pod-security.kubernetes.io/warn on Namespace "training" in invalid-a-gpu-rdma-pod-in-a-baseline-namespace.yaml), so the API server admits the pods but warns on every apply; add capabilities.drop: [ALL] to its securityContext.  pod-security-admission
    25 |                 capabilities:
       |                 ^^^^^^^^^^^^
    \u21B3 invalid-a-gpu-rdma-pod-in-a-baseline-namespace.yaml:7:5: Namespace "training" sets pod-security.kubernetes.io/warn: restricted.

\u2716 6 problems (2 errors, 4 warnings, 0 notes) in 1 file
`,"invalid-a-gpu-rdma-pod-in-a-baseline-namespace.yaml":`apiVersion: v1
kind: Namespace
metadata:
  name: training
  labels:
    pod-security.kubernetes.io/enforce: baseline
    pod-security.kubernetes.io/warn: restricted
---
apiVersion: kubeflow.org/v1
kind: PyTorchJob
metadata:
  name: llama-pretrain
  namespace: training
spec:
  pytorchReplicaSpecs:
    Worker:
      replicas: 4
      template:
        spec:
          hostNetwork: true
          containers:
            - name: pytorch
              image: nvcr.io/nvidia/pytorch:24.05-py3
              securityContext:
                capabilities:
                  add: ["IPC_LOCK"]
              resources:
                limits:
                  nvidia.com/gpu: 8
                  rdma/rdma_shared_device_a: 1
`,"valid-the-rdma-pod-in-a-privileged-namespace.yaml":`apiVersion: v1
kind: Namespace
metadata:
  name: training
  labels:
    pod-security.kubernetes.io/enforce: privileged
---
apiVersion: kubeflow.org/v1
kind: PyTorchJob
metadata:
  name: llama-pretrain
  namespace: training
spec:
  pytorchReplicaSpecs:
    Worker:
      replicas: 4
      template:
        spec:
          hostNetwork: true
          containers:
            - name: pytorch
              image: nvcr.io/nvidia/pytorch:24.05-py3
              securityContext:
                capabilities:
                  add: ["IPC_LOCK"]
              resources:
                limits:
                  nvidia.com/gpu: 8
                  rdma/rdma_shared_device_a: 1
`};case"pod-security-standard":return{"README.md":"# pod-security-standard\n\n## What it checks\n\nOnly with config `settings.podSecurityStandard` set to `baseline` or `restricted` (by default it is not set and the rule\nis silent): triggers for every pod spec the workload model knows (infrastructure included) in a namespace without a Pod\nSecurity label that violates a control of that level of the Pod Security Standards.\nA namespace has a Pod Security label when its Namespace object (of the apply unit, else the one of that name in the run)\nor config `cluster.namespaces.<name>.podSecurity` sets any `pod-security.kubernetes.io/<mode>` label; such namespaces\nare `pod-security-admission`'s, as are the namespaces of `cluster.podSecurity.exemptions.namespaces`, which this rule\nskips too.\nThe controls, the way pod and container fields combine, where findings point and what stays unknown are those of\n`pod-security-admission` (its page lists the controls), at the policy version of `settings.kubernetesVersion`.\nSilent where the namespace cannot be known: a placeholder or stand-in namespace (`FILLED BY THE OPERATOR`), two\nNamespaces of that name that differ, and cluster-scoped templates (ClusterServingRuntime, ClusterTrainingRuntime,\nClusterWorkflowTemplate), whose pods run in namespaces they do not name.\nA violation that `pod-security-admission` already reports (config `cluster.podSecurity.defaults` applies a level to\nunlabelled namespaces) is not reported twice.\n\n## Why it matters\n\nTurning it on checks every workload against a standard, as general-purpose linters do, before a namespace enforces it: a\npod that does not meet the level is rejected the day its namespace is labelled.\nMost AI images run as root and few pod specs drop capabilities or set a seccomp profile, so restricted namespaces reject\nthem; GPU RDMA, host networking and hostPath model caches do not even pass baseline.\n\n## How to fix\n\nChange the pod spec as the message says; the table of `pod-security-admission` gives the least change for each control.\nA workload that needs what the level forbids (RDMA's `IPC_LOCK`, `hostNetwork`) belongs in a namespace labelled\n`pod-security.kubernetes.io/enforce: privileged`, whose label then leaves it to `pod-security-admission`.\n\n```yaml\nsettings:\n  podSecurityStandard: restricted\n```\n\n## Examples\n\nEach `invalid-*.yaml` is reported as its `invalid-*.out` shows (the output with only this rule enabled, and the\n`.config.yaml` of the same name when there is one); each `valid-*.yaml` gives no finding.\n`rule.test.ts` checks them all; `npx vitest -u` rewrites the `.out` files.\n\n- [invalid-a-serving-deployment-checked-against-restricted.yaml](invalid-a-serving-deployment-checked-against-restricted.yaml):\n  a serving Deployment checked against restricted\n- [valid-a-deployment-that-meets-restricted.yaml](valid-a-deployment-that-meets-restricted.yaml): a Deployment that\n  meets restricted\n","invalid-a-serving-deployment-checked-against-restricted.config.yaml":`settings:
  podSecurityStandard: restricted
`,"invalid-a-serving-deployment-checked-against-restricted.out":`invalid-a-serving-deployment-checked-against-restricted.yaml
  13:5    warning  The pod template sets a seccompProfile for neither the pod nor any container (control "Seccomp"), which Pod Security level "restricted" forbids: settings.podSecurityStandard checks the pods of namespace "serving", which has no Pod Security label, against restricted; set seccompProfile: {type: RuntimeDefault} in the pod's securityContext.  pod-security-standard
    13 |     spec:
       |     ^^^^
  13:5    warning  The pod template sets runAsNonRoot: true for neither the pod nor any container (control "Running as Non-root"), which Pod Security level "restricted" forbids: settings.podSecurityStandard checks the pods of namespace "serving", which has no Pod Security label, against restricted; set runAsNonRoot: true (the image must then run as a non-zero UID) in the pod's securityContext.  pod-security-standard
  15:11   warning  Container "vllm" does not drop ALL capabilities (control "Capabilities"), which Pod Security level "restricted" forbids: settings.podSecurityStandard checks the pods of namespace "serving", which has no Pod Security label, against restricted; add capabilities.drop: [ALL] to its securityContext.  pod-security-standard
    15 |         - name: vllm
       |           ^^^^^^^^^^
  15:11   warning  Container "vllm" does not set allowPrivilegeEscalation: false (control "Privilege Escalation"), which Pod Security level "restricted" forbids: settings.podSecurityStandard checks the pods of namespace "serving", which has no Pod Security label, against restricted; set allowPrivilegeEscalation: false in its securityContext.  pod-security-standard
  26:11   warning  The pod template mounts host path /mnt/models as hostPath volume "models" (control "HostPath Volumes"), which Pod Security level "restricted" forbids: settings.podSecurityStandard checks the pods of namespace "serving", which has no Pod Security label, against restricted; use a PersistentVolumeClaim, an emptyDir or a CSI volume instead.  pod-security-standard
    26 |           hostPath:
       |           ^^^^^^^^

\u2716 5 problems (0 errors, 5 warnings, 0 notes) in 1 file
`,"invalid-a-serving-deployment-checked-against-restricted.yaml":`apiVersion: apps/v1
kind: Deployment
metadata:
  name: vllm
  namespace: serving
spec:
  replicas: 2
  selector:
    matchLabels: {app: vllm}
  template:
    metadata:
      labels: {app: vllm}
    spec:
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          args: ["--model", "/models/llama-3-8b"]
          resources:
            limits:
              nvidia.com/gpu: 1
          volumeMounts:
            - name: models
              mountPath: /models
      volumes:
        - name: models
          hostPath:
            path: /mnt/models
`,"valid-a-deployment-that-meets-restricted.config.yaml":`settings:
  podSecurityStandard: restricted
`,"valid-a-deployment-that-meets-restricted.yaml":`apiVersion: apps/v1
kind: Deployment
metadata:
  name: vllm
  namespace: serving
spec:
  replicas: 2
  selector:
    matchLabels: {app: vllm}
  template:
    metadata:
      labels: {app: vllm}
    spec:
      securityContext:
        runAsNonRoot: true
        runAsUser: 1000
        seccompProfile:
          type: RuntimeDefault
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          args: ["--model", "/models/llama-3-8b"]
          securityContext:
            allowPrivilegeEscalation: false
            capabilities:
              drop: ["ALL"]
          resources:
            limits:
              nvidia.com/gpu: 1
          volumeMounts:
            - name: models
              mountPath: /models
      volumes:
        - name: models
          persistentVolumeClaim:
            claimName: models
`};case"priority-class-missing":return{"README.md":`# priority-class-missing

## What it checks

Triggers for every pod template of a serving workload (a Deployment, StatefulSet, LeaderWorkerSet, InferenceService,
ServingRuntime, RayService or Knative Service template with a GPU container or an AI serving image) that has no
\`priorityClassName\`, or an empty one, while a PriorityClass that can preempt it is known.
Known classes are the PriorityClass objects anywhere in the run (existence is run-wide) and the names in config
\`cluster.priorityClasses\`, except the system classes \`system-cluster-critical\` and \`system-node-critical\`.
A class of the run whose \`value\` is at or below the priority the pods get without a class (the highest \`globalDefault\`
class of the run, else 0) cannot preempt them and does not count, nor does that \`globalDefault\` class itself; a class
from the config, or one whose value is not a number, counts.
Silent when no class is known: then nothing outranks the pods.
Objects with several pod templates are judged per template, because each template carries its own \`priorityClassName\`: a
LeaderWorkerSet with both a leader and a worker template without one gets two findings, and a RayService head without a
GPU or serving image is not a serving template.
The finding points at the pod spec (the template's \`spec:\` key, or \`predictor:\` for an InferenceService), names up to
three of the classes, highest value first, and the priority the pods get instead.
A placeholder or any other value is left to \`priority-class-undefined\`.

## Why it matters

A pod without \`priorityClassName\` gets the priority of the cluster's \`globalDefault\` PriorityClass, or 0 when there is
none.
Training jobs and batch pipelines are often given a PriorityClass so that they can queue ahead of ad-hoc work; once they
have one, the scheduler preempts lower-priority pods to place them, and a GPU node running a serving replica is exactly
what a pending GPU job is looking for.
Under node-pressure eviction the kubelet also evicts lower-priority pods first.
For inference, preemption means dropped requests and minutes of model reloading before the replica is back.
In a cluster without such classes every pod has the same priority and there is nothing to preempt the replicas, so the
rule says nothing until one exists.

## How to fix

Create a PriorityClass for inference with a value above every batch and training class, and reference it from the pod
template:

\`\`\`yaml
apiVersion: scheduling.k8s.io/v1
kind: PriorityClass
metadata:
  name: inference-high
value: 100000
description: Online inference; preempts batch and training.
---
# in the pod template
spec:
  priorityClassName: inference-high
\`\`\`

If the cluster already has such a class, list it in the config under \`cluster.priorityClasses\` so that
\`priority-class-undefined\` knows it.

## Examples

Each \`invalid-*.yaml\` is reported as its \`invalid-*.out\` shows (the output with only this rule enabled, and the
\`.config.yaml\` of the same name when there is one); each \`valid-*.yaml\` gives no finding.
\`rule.test.ts\` checks them all; \`npx vitest -u\` rewrites the \`.out\` files.

- [invalid-no-class-while-a-training-class-exists.yaml](invalid-no-class-while-a-training-class-exists.yaml): a vLLM
  Deployment without a PriorityClass while a training class exists
- [valid-the-serving-pods-carry-an-inference.yaml](valid-the-serving-pods-carry-an-inference.yaml): the serving pods
  carry an inference PriorityClass
- [valid-no-priorityclass-is-known.yaml](valid-no-priorityclass-is-known.yaml): no PriorityClass is known, so nothing
  outranks the pods
`,"invalid-no-class-while-a-training-class-exists.out":`invalid-no-class-while-a-training-class-exists.yaml
  14:5    warning  Serving Deployment "chat" sets no priorityClassName while PriorityClass "training-high" (value 100000) exists, so its pods run at the default priority (0 without a globalDefault PriorityClass) and pods of that class can preempt them; set priorityClassName to an inference class whose value is above every batch and training class.  priority-class-missing
    14 |     spec:
       |     ^^^^

\u2716 1 problem (0 errors, 1 warning, 0 notes) in 1 file
`,"invalid-no-class-while-a-training-class-exists.yaml":`apiVersion: apps/v1
kind: Deployment
metadata:
  name: chat
spec:
  replicas: 2
  selector:
    matchLabels:
      app: chat
  template:
    metadata:
      labels:
        app: chat
    spec:
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          resources:
            limits:
              nvidia.com/gpu: 1
---
apiVersion: scheduling.k8s.io/v1
kind: PriorityClass
metadata:
  name: training-high
value: 100000
description: Training jobs; may preempt lower-priority pods.
`,"valid-no-priorityclass-is-known.yaml":`# No PriorityClass in the input and none in config cluster.priorityClasses: nothing is known to
# outrank these pods, so there is nothing to be preempted by.
apiVersion: apps/v1
kind: Deployment
metadata:
  name: chat
spec:
  replicas: 2
  selector:
    matchLabels:
      app: chat
  template:
    metadata:
      labels:
        app: chat
    spec:
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          resources:
            limits:
              nvidia.com/gpu: 1
`,"valid-the-serving-pods-carry-an-inference.yaml":`apiVersion: apps/v1
kind: Deployment
metadata:
  name: chat
spec:
  replicas: 2
  selector:
    matchLabels:
      app: chat
  template:
    metadata:
      labels:
        app: chat
    spec:
      priorityClassName: inference-high
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          resources:
            limits:
              nvidia.com/gpu: 1
---
apiVersion: scheduling.k8s.io/v1
kind: PriorityClass
metadata:
  name: inference-high
value: 1000000
description: Online inference; preempts batch and training.
---
apiVersion: scheduling.k8s.io/v1
kind: PriorityClass
metadata:
  name: training-high
value: 100000
`};case"priority-class-undefined":return{"README.md":'# priority-class-undefined\n\n## What it checks\n\nTriggers for every `priorityClassName` of a pod spec (any workload, AI or not, including the pod templates of custom\nresources), of a Volcano Job or PodGroup (`spec.priorityClassName`) and of a Kubeflow training job\n(`spec.runPolicy.schedulingPolicy.priorityClass`) that names a PriorityClass which is not defined by a\n`scheduling.k8s.io` PriorityClass anywhere in the input (any file, any order), is not one of the built-in\n`system-cluster-critical` and `system-node-critical`, and is not listed in the config under `cluster.priorityClasses`.\nThe finding points at the value.\nPlaceholders (`{{ .Values.priorityClass }}`) and empty values are silent.\nSilenced by `--partial`, since the PriorityClass may live in a file that is not part of the input.\n\n## Why it matters\n\nThe Priority admission plugin rejects a pod whose `priorityClassName` does not exist ("no PriorityClass with name ...\nwas found").\nA bare Pod fails to apply; a Deployment, StatefulSet or Job applies fine, but its controller then fails to create any\npod (a `FailedCreate` event on the ReplicaSet or Job), so the workload silently never starts.\nA typo in the class name, or a chart that expects the class to be installed by another chart, is enough.\n\n## How to fix\n\nAdd the PriorityClass to the manifests (it is cluster-scoped, so one definition serves every namespace), fix the name,\nor, when the class is installed in the cluster by other means, declare it in `.ai-k8s-lint.yaml`:\n\n```yaml\napiVersion: scheduling.k8s.io/v1\nkind: PriorityClass\nmetadata:\n  name: inference-high\nvalue: 100000\n```\n\n```yaml\n# .ai-k8s-lint.yaml\ncluster:\n  priorityClasses: [inference-high]\n```\n\n## Examples\n\nEach `invalid-*.yaml` is reported as its `invalid-*.out` shows (the output with only this rule enabled, and the\n`.config.yaml` of the same name when there is one); each `valid-*.yaml` gives no finding.\n`rule.test.ts` checks them all; `npx vitest -u` rewrites the `.out` files.\n\n- [invalid-the-class-is-defined-nowhere.yaml](invalid-the-class-is-defined-nowhere.yaml): the class is defined nowhere\n- [valid-the-class-is-part-of-the-input.yaml](valid-the-class-is-part-of-the-input.yaml): the class is part of the input\n- [valid-a-system-class.yaml](valid-a-system-class.yaml): a system class\n',"invalid-the-class-is-defined-nowhere.out":`invalid-the-class-is-defined-nowhere.yaml
  8:7     warning  priorityClassName "training-high" of Job "finetune" names no PriorityClass of the input, no system class and nothing in config cluster.priorityClasses, so the API server rejects its pods ("no PriorityClass with name training-high was found"); add the PriorityClass manifest, or list it under cluster.priorityClasses if the cluster already has it.  priority-class-undefined
    8 |       priorityClassName: training-high
      |       ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^

\u2716 1 problem (0 errors, 1 warning, 0 notes) in 1 file
`,"invalid-the-class-is-defined-nowhere.yaml":`apiVersion: batch/v1
kind: Job
metadata:
  name: finetune
spec:
  template:
    spec:
      priorityClassName: training-high
      restartPolicy: Never
      containers:
        - name: train
          image: nvcr.io/nvidia/pytorch:24.05-py3
          resources:
            limits:
              nvidia.com/gpu: 8
`,"valid-a-system-class.yaml":`apiVersion: apps/v1
kind: DaemonSet
metadata:
  name: node-agent
spec:
  selector:
    matchLabels:
      app: node-agent
  template:
    metadata:
      labels:
        app: node-agent
    spec:
      priorityClassName: system-node-critical
      containers:
        - name: agent
          image: registry.example.com/node-agent:1.0
`,"valid-the-class-is-part-of-the-input.yaml":`apiVersion: scheduling.k8s.io/v1
kind: PriorityClass
metadata:
  name: training-high
value: 1000
---
apiVersion: batch/v1
kind: Job
metadata:
  name: finetune
spec:
  template:
    spec:
      priorityClassName: training-high
      restartPolicy: Never
      containers:
        - name: train
          image: nvcr.io/nvidia/pytorch:24.05-py3
          resources:
            limits:
              nvidia.com/gpu: 8
`};case"priority-inversion":return{"README.md":`# priority-inversion

## What it checks

Compares the priority of every training pod template (Job, CronJob, PyTorchJob, TFJob, MPIJob, JobSet, RayJob, Volcano
Job ... with a GPU container, and Argo Workflows with GPU containers) with that of every serving pod template
(Deployment, StatefulSet, LeaderWorkerSet, InferenceService, RayService ... with a GPU container or a serving image) of
the same apply unit (the files of one directory, one stdin stream, or one config \`applyUnits\` entry), across its files
and namespaces (priority and preemption are cluster-wide; unrelated samples elsewhere in a repository are not deployed
together).
A priority is known when \`priorityClassName\` names a PriorityClass anywhere in the input (its \`value\`) or a system class
(\`system-cluster-critical\` 2000000000, \`system-node-critical\` 2000001000), or when \`priorityClassName\` is unset and the
input holds a \`globalDefault: true\` PriorityClass.
Everything else is unknown and silent: classes only listed in \`cluster.priorityClasses\`, placeholders, and a missing
\`priorityClassName\` without a globalDefault class in the input (\`priority-class-missing\` covers serving workloads
without a class).
One finding per training object, at the \`priorityClassName\` of its highest-priority template (or its pod spec when the
globalDefault applies); the message names the lowest-priority serving workload it outranks, and every outranked serving
template is a related location.

## Why it matters

The scheduler sorts pending pods by priority and, when a higher-priority pod does not fit, preempts lower-priority pods
on a node to make room.
A training job with a higher PriorityClass than the inference service therefore evicts serving replicas whenever GPUs
are scarce, which is exactly when a large job is waiting: requests fail, the remaining replicas overload, and each
evicted replica reloads its model for minutes once it is rescheduled.
Even with \`preemptionPolicy: Never\` on the training class, its pods jump ahead of pending serving pods in the scheduling
queue, so a replica that is rescheduled or scaled up waits behind the job.

## How to fix

Give online serving the highest user-defined class and keep training and batch below it:

\`\`\`yaml
apiVersion: scheduling.k8s.io/v1
kind: PriorityClass
metadata:
  name: inference-high
value: 100000
---
apiVersion: scheduling.k8s.io/v1
kind: PriorityClass
metadata:
  name: training
value: 1000
preemptionPolicy: Never   # optional: training waits instead of evicting
\`\`\`

Reference \`inference-high\` from the serving pod templates and \`training\` from the jobs.

## Examples

Each \`invalid-*.yaml\` is reported as its \`invalid-*.out\` shows (the output with only this rule enabled, and the
\`.config.yaml\` of the same name when there is one); each \`valid-*.yaml\` gives no finding.
\`rule.test.ts\` checks them all; \`npx vitest -u\` rewrites the \`.out\` files.

- [invalid-the-fine-tuning-job-outranks-the-inference.yaml](invalid-the-fine-tuning-job-outranks-the-inference.yaml):
  the fine-tuning Job outranks the inference Deployment
- [valid-serving-outranks-training.yaml](valid-serving-outranks-training.yaml): serving outranks training
`,"invalid-the-fine-tuning-job-outranks-the-inference.out":`invalid-the-fine-tuning-job-outranks-the-inference.yaml
  20:7    warning  Training Job "finetune" has PriorityClass "training-high" (value 10000), higher than serving Deployment "chat" with PriorityClass "inference" (value 1000) of the same apply unit ./: when GPUs are short the scheduler preempts the serving pods to place the training pods; give training a class with a value of at most 1000, or raise the serving class above 10000.  priority-inversion
    20 |       priorityClassName: training-high
       |       ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
    \u21B3 invalid-the-fine-tuning-job-outranks-the-inference.yaml:42:7: Serving Deployment "chat" runs with PriorityClass "inference" (value 1000).

\u2716 1 problem (0 errors, 1 warning, 0 notes) in 1 file
`,"invalid-the-fine-tuning-job-outranks-the-inference.yaml":`apiVersion: scheduling.k8s.io/v1
kind: PriorityClass
metadata:
  name: training-high
value: 10000
---
apiVersion: scheduling.k8s.io/v1
kind: PriorityClass
metadata:
  name: inference
value: 1000
---
apiVersion: batch/v1
kind: Job
metadata:
  name: finetune
spec:
  template:
    spec:
      priorityClassName: training-high
      restartPolicy: Never
      containers:
        - name: train
          image: nvcr.io/nvidia/pytorch:24.05-py3
          resources:
            limits:
              nvidia.com/gpu: 8
---
apiVersion: apps/v1
kind: Deployment
metadata:
  name: chat
spec:
  selector:
    matchLabels:
      app: chat
  template:
    metadata:
      labels:
        app: chat
    spec:
      priorityClassName: inference
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          resources:
            limits:
              nvidia.com/gpu: 1
`,"valid-serving-outranks-training.yaml":`apiVersion: scheduling.k8s.io/v1
kind: PriorityClass
metadata:
  name: training
value: 1000
preemptionPolicy: Never
---
apiVersion: scheduling.k8s.io/v1
kind: PriorityClass
metadata:
  name: inference-high
value: 100000
---
apiVersion: batch/v1
kind: Job
metadata:
  name: finetune
spec:
  template:
    spec:
      priorityClassName: training
      restartPolicy: Never
      containers:
        - name: train
          image: nvcr.io/nvidia/pytorch:24.05-py3
          resources:
            limits:
              nvidia.com/gpu: 8
---
apiVersion: apps/v1
kind: Deployment
metadata:
  name: chat
spec:
  selector:
    matchLabels:
      app: chat
  template:
    metadata:
      labels:
        app: chat
    spec:
      priorityClassName: inference-high
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          resources:
            limits:
              nvidia.com/gpu: 1
`};case"privileged-gpu-container":return{"README.md":'# privileged-gpu-container\n\n## What it checks\n\nTriggers for a GPU container (one that requests `nvidia.com/gpu`, `nvidia.com/mig-*`, `amd.com/gpu` or a resource of\n`settings.gpuResources` with a count above zero, or that uses a DRA claim of a GPU DeviceClass) whose `securityContext`\nsets `privileged: true`, or whose `securityContext.capabilities.add` contains `SYS_ADMIN` (in any case, with or without\nthe `CAP_` prefix) or `ALL`, which includes it.\nEach offending key is reported: `privileged`, and each such entry of `capabilities.add`.\nPlaceholders are unknown and stay silent.\nGPU infrastructure pods (device plugin, GPU Feature Discovery, DCGM, GPU Operator operands), which need these\nprivileges, are not workloads and are not checked.\n\n## Why it matters\n\nThe device plugin gives a container the GPUs the scheduler allocated to it, and MIG gives it one slice of a GPU.\nBoth rely on the container seeing only those device nodes.\nA privileged container gets every device of the host, so it sees and can use every GPU of the node, including the GPUs\nand MIG slices allocated to other pods, whose memory it can fill and whose kernels it slows down.\n`CAP_SYS_ADMIN` is what GPU management needs (creating and destroying MIG instances, changing GPU settings that every\ntenant of the device shares) and it weakens the container boundary (mounts, namespaces).\nNeither is needed to run CUDA or ROCm workloads: the runtime mounts the allocated devices and driver libraries into an\nunprivileged container.\n\n## How to fix\n\nRemove `privileged: true` and `SYS_ADMIN`; request the GPUs in `resources.limits` and let the device plugin mount them.\nAdd only narrow capabilities the program really needs (for example `IPC_LOCK` for RDMA memory registration).\n\n```yaml\nsecurityContext:\n  allowPrivilegeEscalation: false\n  capabilities:\n    drop: ["ALL"]\n    add: ["IPC_LOCK"]\nresources:\n  limits:\n    nvidia.com/gpu: 1\n```\n\n## Examples\n\nEach `invalid-*.yaml` is reported as its `invalid-*.out` shows (the output with only this rule enabled, and the\n`.config.yaml` of the same name when there is one); each `valid-*.yaml` gives no finding.\n`rule.test.ts` checks them all; `npx vitest -u` rewrites the `.out` files.\n\n- [invalid-a-privileged-vllm-container.yaml](invalid-a-privileged-vllm-container.yaml): a privileged vLLM container\n- [invalid-sys-admin-added-to-a-training-container.yaml](invalid-sys-admin-added-to-a-training-container.yaml):\n  SYS_ADMIN added to a training container\n- [valid-an-unprivileged-gpu-container-with-a-narrow.yaml](valid-an-unprivileged-gpu-container-with-a-narrow.yaml): an\n  unprivileged GPU container with a narrow capability\n',"invalid-a-privileged-vllm-container.out":`invalid-a-privileged-vllm-container.yaml
  10:9    error    Container "vllm" requests nvidia.com/gpu: 1 but runs privileged: true, so it sees every GPU of the node, including GPUs and MIG slices allocated to other pods; remove privileged and let the device plugin mount the allocated GPUs.  privileged-gpu-container
    10 |         privileged: true
       |         ^^^^^^^^^^^^^^^^

\u2716 1 problem (1 error, 0 warnings, 0 notes) in 1 file
`,"invalid-a-privileged-vllm-container.yaml":`apiVersion: v1
kind: Pod
metadata:
  name: chat
spec:
  containers:
    - name: vllm
      image: vllm/vllm-openai:v0.9.0
      securityContext:
        privileged: true
      resources:
        limits:
          nvidia.com/gpu: 1
`,"invalid-sys-admin-added-to-a-training-container.out":`invalid-sys-admin-added-to-a-training-container.yaml
  14:33   error    Container "train" requests nvidia.com/gpu: 8 but adds capability SYS_ADMIN, which lets it reconfigure GPUs and MIG partitions shared with other pods and weakens the device isolation that GPU allocation relies on; drop it and add only the narrow capabilities it needs.  privileged-gpu-container
    14 |               add: ["IPC_LOCK", "SYS_ADMIN"]
       |                                 ^^^^^^^^^^^

\u2716 1 problem (1 error, 0 warnings, 0 notes) in 1 file
`,"invalid-sys-admin-added-to-a-training-container.yaml":`apiVersion: batch/v1
kind: Job
metadata:
  name: finetune
spec:
  template:
    spec:
      restartPolicy: Never
      containers:
        - name: train
          image: nvcr.io/nvidia/pytorch:24.05-py3
          securityContext:
            capabilities:
              add: ["IPC_LOCK", "SYS_ADMIN"]
          resources:
            limits:
              nvidia.com/gpu: 8
`,"valid-an-unprivileged-gpu-container-with-a-narrow.yaml":`apiVersion: v1
kind: Pod
metadata:
  name: chat
spec:
  containers:
    - name: vllm
      image: vllm/vllm-openai:v0.9.0
      securityContext:
        allowPrivilegeEscalation: false
        capabilities:
          drop: ["ALL"]
          add: ["IPC_LOCK"]
      resources:
        limits:
          nvidia.com/gpu: 1
`};case"probe-exec-nvidia-smi":return{"README.md":"# probe-exec-nvidia-smi\n\n## What it checks\n\nTriggers for a `startupProbe`, `readinessProbe` or `livenessProbe` of any app container or native sidecar of an AI\nworkload whose `exec.command` runs `nvidia-smi`: as the program itself (also with a path such as `/usr/bin/nvidia-smi`)\nor inside a shell script (`sh -c \"nvidia-smi && ...\"`).\nThe finding points at the first `command` item that mentions it, once per probe.\nThe message names the server's own health check when the server is known (its HTTP endpoint, or a `grpc` probe for a\nserver that speaks only gRPC).\nA container whose whole command only sleeps (a GPU dev box) has no model to check and is not judged.\nCommands that are not a list, and placeholders, are not read.\n\n## Why it matters\n\n`nvidia-smi` initializes NVML and queries every visible GPU: it routinely takes longer than the default `timeoutSeconds`\nof 1s, longer still on a busy 8-GPU node or while persistence mode is off, so the probe times out for no reason.\nIt fails while the driver or the device nodes are still being set up after a node reboot, and it also fails (or hangs)\non exactly the GPU faults a restart cannot fix, so kubelet restarts the container in a loop.\nAbove all, it says nothing about the model: the GPU is present and healthy while the server has crashed, deadlocked or\nnever loaded the weights.\nGPU health is the device plugin's and DCGM's job; the probe should ask the server.\n\n## How to fix\n\nProbe the model server's own health endpoint (vLLM, TGI, SGLang: `/health`; Triton: `/v2/health/live` and\n`/v2/health/ready`), and leave GPU health to the device plugin and DCGM health checks:\n\n```yaml\nlivenessProbe:\n  httpGet:\n    path: /health\n    port: 30000\n  periodSeconds: 10\n  timeoutSeconds: 5\n```\n\n## Examples\n\nEach `invalid-*.yaml` is reported as its `invalid-*.out` shows (the output with only this rule enabled, and the\n`.config.yaml` of the same name when there is one); each `valid-*.yaml` gives no finding.\n`rule.test.ts` checks them all; `npx vitest -u` rewrites the `.out` files.\n\n- [invalid-gpu-status-as-a-liveness-check.yaml](invalid-gpu-status-as-a-liveness-check.yaml): GPU status as a liveness\n  check\n- [valid-the-server-s-health-endpoint.yaml](valid-the-server-s-health-endpoint.yaml): the server's health endpoint\n","invalid-gpu-status-as-a-liveness-check.out":`invalid-gpu-status-as-a-liveness-check.yaml
  23:37   warning  The livenessProbe of container "sglang" runs nvidia-smi: it is slow (often over the default 1s timeout), fails while the driver or device is still being set up, and says nothing about whether the model is loaded and serving; probe the server's health endpoint instead (httpGet /health) and leave GPU health to the device plugin and DCGM.  probe-exec-nvidia-smi
    23 |               command: ["sh", "-c", "nvidia-smi > /dev/null"]
       |                                     ^^^^^^^^^^^^^^^^^^^^^^^^

\u2716 1 problem (0 errors, 1 warning, 0 notes) in 1 file
`,"invalid-gpu-status-as-a-liveness-check.yaml":`apiVersion: apps/v1
kind: Deployment
metadata:
  name: sglang
spec:
  selector:
    matchLabels:
      app: sglang
  template:
    metadata:
      labels:
        app: sglang
    spec:
      containers:
        - name: sglang
          image: lmsysorg/sglang:v0.4.6
          command: ["python3", "-m", "sglang.launch_server", "--model-path", "Qwen/Qwen2.5-7B-Instruct", "--port", "30000"]
          startupProbe:
            httpGet: {path: /health, port: 30000}
            failureThreshold: 60
          livenessProbe:
            exec:
              command: ["sh", "-c", "nvidia-smi > /dev/null"]
            timeoutSeconds: 5
          resources:
            limits:
              nvidia.com/gpu: 1
`,"valid-the-server-s-health-endpoint.yaml":`apiVersion: apps/v1
kind: Deployment
metadata:
  name: sglang
spec:
  selector:
    matchLabels:
      app: sglang
  template:
    metadata:
      labels:
        app: sglang
    spec:
      containers:
        - name: sglang
          image: lmsysorg/sglang:v0.4.6
          command: ["python3", "-m", "sglang.launch_server", "--model-path", "Qwen/Qwen2.5-7B-Instruct", "--port", "30000"]
          startupProbe:
            httpGet: {path: /health, port: 30000}
            failureThreshold: 60
          livenessProbe:
            httpGet: {path: /health, port: 30000}
            timeoutSeconds: 5
          resources:
            limits:
              nvidia.com/gpu: 1
`};case"probe-failure-threshold-one":return{"README.md":`# probe-failure-threshold-one

## What it checks

Triggers for the \`readinessProbe\` or \`livenessProbe\` of any app container or native sidecar of an AI workload whose
\`failureThreshold\` is 1.
The finding points at \`failureThreshold\`.
A \`startupProbe\` is not judged (its threshold is a time budget, see \`probe-startup-budget-too-small\`).
Placeholders and values that are not numbers are unknown and not reported.
Containers whose whole command only sleeps (\`sleep infinity\`, a sleep loop, \`tail -f /dev/null\`) serve nothing and are
not judged.

## Why it matters

With \`failureThreshold: 1\` one lost packet, one slow answer during a large batch, or one garbage-collection pause is
enough: a readinessProbe takes the pod out of the Service endpoints (and the load balancer spreads its traffic over the
remaining replicas, which makes them slower too), a livenessProbe restarts the container, and a model server then spends
minutes reloading its weights while its GPUs serve nothing.

## How to fix

Require a few consecutive failures; to react faster, shorten \`periodSeconds\` instead:

\`\`\`yaml
readinessProbe:
  httpGet:
    path: /v2/health/ready
    port: 8000
  periodSeconds: 5
  timeoutSeconds: 5
  failureThreshold: 3
\`\`\`

## Examples

Each \`invalid-*.yaml\` is reported as its \`invalid-*.out\` shows (the output with only this rule enabled, and the
\`.config.yaml\` of the same name when there is one); each \`valid-*.yaml\` gives no finding.
\`rule.test.ts\` checks them all; \`npx vitest -u\` rewrites the \`.out\` files.

- [invalid-one-failed-check-removes-the-pod.yaml](invalid-one-failed-check-removes-the-pod.yaml): one failed check
  removes the pod
- [valid-three-failures-in-a-row.yaml](valid-three-failures-in-a-row.yaml): three failures in a row
`,"invalid-one-failed-check-removes-the-pod.out":`invalid-one-failed-check-removes-the-pod.yaml
  21:13   warning  The readinessProbe of container "triton" has failureThreshold 1: a single failed check (one slow answer, one network blip) takes the pod out of the Service endpoints; use 3 (the default) or more, and a shorter periodSeconds if it must react faster.  probe-failure-threshold-one (fixable)
    21 |             failureThreshold: 1
       |             ^^^^^^^^^^^^^^^^^^^

\u2716 1 problem (0 errors, 1 warning, 0 notes) in 1 file
  1 finding fixable with --fix
`,"invalid-one-failed-check-removes-the-pod.yaml":`apiVersion: apps/v1
kind: Deployment
metadata:
  name: triton
spec:
  selector:
    matchLabels:
      app: triton
  template:
    metadata:
      labels:
        app: triton
    spec:
      containers:
        - name: triton
          image: nvcr.io/nvidia/tritonserver:24.05-py3
          args: ["tritonserver", "--model-repository=s3://models/triton"]
          readinessProbe:
            httpGet: {path: /v2/health/ready, port: 8000}
            timeoutSeconds: 5
            failureThreshold: 1
          resources:
            limits:
              nvidia.com/gpu: 1
`,"valid-three-failures-in-a-row.yaml":`apiVersion: apps/v1
kind: Deployment
metadata:
  name: triton
spec:
  selector:
    matchLabels:
      app: triton
  template:
    metadata:
      labels:
        app: triton
    spec:
      containers:
        - name: triton
          image: nvcr.io/nvidia/tritonserver:24.05-py3
          args: ["tritonserver", "--model-repository=s3://models/triton"]
          readinessProbe:
            httpGet: {path: /v2/health/ready, port: 8000}
            timeoutSeconds: 5
            failureThreshold: 3
          resources:
            limits:
              nvidia.com/gpu: 1
`};case"probe-liveness-kills-model-load":return{"README.md":`# probe-liveness-kills-model-load

## What it checks

Triggers for a container that loads a model (an app container of a serving workload with a GPU or a serving image such
as vLLM, TGI, SGLang or Triton, or any GPU container or GPU native sidecar, notebooks aside) that has a \`livenessProbe\`
but no \`startupProbe\`, when \`initialDelaySeconds + failureThreshold \xD7 periodSeconds\` of the livenessProbe, with the
Kubernetes defaults (0, 3, 10s) for missing fields, is below the model-load budget: the option \`modelLoadSeconds\`, which
defaults to \`settings.modelLoadSeconds\` (300); a workload can state its own with the annotation
\`ai-k8s-lint.io/model-load-seconds\` on the object or its pod template.
The finding points at the \`livenessProbe\` key.
Silent when a timing field is a placeholder or not a number, when the \`startupProbe\` is present in any form (then
\`probe-startup-budget-too-small\` judges it), and for KServe \`predictor.model\` containers and LLMInferenceService
templates, whose operator merges in probes of its own.

## Why it matters

A liveness probe starts checking as soon as the container starts (after \`initialDelaySeconds\`).
A model server does not answer its health endpoint until the weights are downloaded, copied to GPU memory and warmed up,
which takes minutes for a large model (a 70B model is 140 GB in bf16).
With the defaults the probe gives up after 3 failures 10 seconds apart: kubelet kills the container 30 seconds after it
started, the restarted container begins loading from scratch (and downloads again when the weights were in its own
filesystem), and the pod ends in CrashLoopBackOff without ever serving.
A \`startupProbe\` holds the liveness probe back until the server has come up once, so the liveness probe can stay strict
for the hung-process case it is meant for.

## How to fix

Add a \`startupProbe\` on the same health endpoint whose \`failureThreshold \xD7 periodSeconds\` covers the worst-case model
load, and keep the livenessProbe short:

\`\`\`yaml
startupProbe:
  httpGet:
    path: /health
    port: http
  periodSeconds: 10
  failureThreshold: 60        # up to 600s to load the model
livenessProbe:
  httpGet:
    path: /health
    port: http
  periodSeconds: 10
  timeoutSeconds: 5
  failureThreshold: 3
\`\`\`

Raising \`initialDelaySeconds\` also works but delays the first health check on every start, also when the model loads
fast.
If your models load faster than 300s, set \`settings.modelLoadSeconds\` (or this rule's \`modelLoadSeconds\` option) to the
real budget.

## Examples

Each \`invalid-*.yaml\` is reported as its \`invalid-*.out\` shows (the output with only this rule enabled, and the
\`.config.yaml\` of the same name when there is one); each \`valid-*.yaml\` gives no finding.
\`rule.test.ts\` checks them all; \`npx vitest -u\` rewrites the \`.out\` files.

- [invalid-vllm-with-a-liveness-probe-and-no-startupprobe.yaml](invalid-vllm-with-a-liveness-probe-and-no-startupprobe.yaml):
  vLLM with a liveness probe and no startupProbe
- [valid-a-startupprobe-covers-the-model-load.yaml](valid-a-startupprobe-covers-the-model-load.yaml): a startupProbe
  covers the model load
`,"invalid-vllm-with-a-liveness-probe-and-no-startupprobe.out":`invalid-vllm-with-a-liveness-probe-and-no-startupprobe.yaml
  21:11   error    The livenessProbe of container "vllm" allows 30s (initialDelaySeconds 0 + 3 x 10s) but the model-load budget is 300s and there is no startupProbe, so kubelet restarts the container while the model is still loading (CrashLoopBackOff); add a startupProbe with failureThreshold x periodSeconds of at least 300s (e.g. failureThreshold 30, periodSeconds 10).  probe-liveness-kills-model-load (fixable)
    21 |           livenessProbe:
       |           ^^^^^^^^^^^^^

\u2716 1 problem (1 error, 0 warnings, 0 notes) in 1 file
  1 finding fixable with --fix
`,"invalid-vllm-with-a-liveness-probe-and-no-startupprobe.yaml":`apiVersion: apps/v1
kind: Deployment
metadata:
  name: llama-70b
spec:
  selector:
    matchLabels:
      app: llama-70b
  template:
    metadata:
      labels:
        app: llama-70b
    spec:
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          args: ["--model", "meta-llama/Llama-3.1-70B-Instruct", "--tensor-parallel-size", "4"]
          ports:
            - name: http
              containerPort: 8000
          livenessProbe:
            httpGet:
              path: /health
              port: http
          resources:
            limits:
              nvidia.com/gpu: 4
`,"valid-a-startupprobe-covers-the-model-load.yaml":`apiVersion: apps/v1
kind: Deployment
metadata:
  name: llama-70b
spec:
  selector:
    matchLabels:
      app: llama-70b
  template:
    metadata:
      labels:
        app: llama-70b
    spec:
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          args: ["--model", "meta-llama/Llama-3.1-70B-Instruct", "--tensor-parallel-size", "4"]
          ports:
            - name: http
              containerPort: 8000
          startupProbe:
            httpGet:
              path: /health
              port: http
            periodSeconds: 10
            failureThreshold: 60
          livenessProbe:
            httpGet:
              path: /health
              port: http
          resources:
            limits:
              nvidia.com/gpu: 4
`};case"probe-liveness-same-as-readiness":return{"README.md":`# probe-liveness-same-as-readiness

## What it checks

Triggers for a container that loads a model (an app container of a serving workload with a GPU or a serving image, or
any GPU container or GPU native sidecar, notebooks aside) whose \`livenessProbe\` and \`readinessProbe\` are identical once
the Kubernetes defaults are applied: the same handler (\`exec\` command; \`httpGet\` path, port, host, scheme and headers;
\`tcpSocket\` port and host; \`grpc\` port and service, where a named port and the number it names in the container's
\`ports\` are the same) and the same \`initialDelaySeconds\`, \`periodSeconds\`, \`timeoutSeconds\`, \`successThreshold\` and
\`failureThreshold\`.
Probes that share an endpoint but differ in timing are not reported: a liveness check on the readiness endpoint with a
higher \`failureThreshold\` is the pattern the Kubernetes documentation recommends.
The finding points at the \`livenessProbe\` key, with the \`readinessProbe\` as a related location.
Placeholders are compared as written; probes that are not mappings or have no single handler are not compared, and
neither are KServe \`predictor.model\` containers and LLMInferenceService templates, whose operator merges probe fields of
its own into them.

## Why it matters

Readiness answers "should this pod get traffic now?" and liveness "is this process beyond repair?".
A model server that is saturated (a long queue, a huge prompt, a KV-cache eviction storm) should drop out of the Service
until it catches up; it should not be killed.
When both probes are the same check with the same thresholds, they fail at the same moment: the pod is taken out of
rotation and restarted at once, the model is reloaded for minutes, and the load moves to the other replicas, which then
saturate and restart in turn.

## How to fix

Make liveness more tolerant than readiness (or give it a cheaper check of the process), so that a busy server is drained
first and only restarted when it stays unresponsive:

\`\`\`yaml
readinessProbe:
  httpGet: {path: /health, port: http}
  periodSeconds: 10
  timeoutSeconds: 5
  failureThreshold: 3
livenessProbe:
  httpGet: {path: /health, port: http}
  periodSeconds: 10
  timeoutSeconds: 5
  failureThreshold: 12        # not ready for 30s, restarted after 2 minutes
\`\`\`

## Examples

Each \`invalid-*.yaml\` is reported as its \`invalid-*.out\` shows (the output with only this rule enabled, and the
\`.config.yaml\` of the same name when there is one); each \`valid-*.yaml\` gives no finding.
\`rule.test.ts\` checks them all; \`npx vitest -u\` rewrites the \`.out\` files.

- [invalid-the-same-check-on-the-named-and-the-numbered.yaml](invalid-the-same-check-on-the-named-and-the-numbered.yaml):
  the same check on the named and the numbered port
- [valid-liveness-tolerates-more-failures.yaml](valid-liveness-tolerates-more-failures.yaml): liveness tolerates more
  failures
`,"invalid-the-same-check-on-the-named-and-the-numbered.out":`invalid-the-same-check-on-the-named-and-the-numbered.yaml
  27:11   warning  The livenessProbe of container "vllm" is identical to its readinessProbe (httpGet /health on port 8000, every 10s, timeout 5s, 3 failures): when the server is busy both fail together, so the pod is taken out of the Service and restarted at the same moment and reloads its model; give liveness a cheaper check or more tolerance than readiness (e.g. failureThreshold 12).  probe-liveness-same-as-readiness
    27 |           livenessProbe:
       |           ^^^^^^^^^^^^^
    \u21B3 invalid-the-same-check-on-the-named-and-the-numbered.yaml:24:11: The readinessProbe with the same check and timing.

\u2716 1 problem (0 errors, 1 warning, 0 notes) in 1 file
`,"invalid-the-same-check-on-the-named-and-the-numbered.yaml":`apiVersion: apps/v1
kind: Deployment
metadata:
  name: llama-8b
spec:
  selector:
    matchLabels:
      app: llama-8b
  template:
    metadata:
      labels:
        app: llama-8b
    spec:
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          args: ["--model", "meta-llama/Llama-3.1-8B-Instruct"]
          ports:
            - name: http
              containerPort: 8000
          startupProbe:
            httpGet: {path: /health, port: http}
            failureThreshold: 60
          readinessProbe:
            httpGet: {path: /health, port: http}
            timeoutSeconds: 5
          livenessProbe:
            httpGet: {path: /health, port: 8000}
            timeoutSeconds: 5
          resources:
            limits:
              nvidia.com/gpu: 1
`,"valid-liveness-tolerates-more-failures.yaml":`apiVersion: apps/v1
kind: Deployment
metadata:
  name: llama-8b
spec:
  selector:
    matchLabels:
      app: llama-8b
  template:
    metadata:
      labels:
        app: llama-8b
    spec:
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          args: ["--model", "meta-llama/Llama-3.1-8B-Instruct"]
          ports:
            - name: http
              containerPort: 8000
          startupProbe:
            httpGet: {path: /health, port: http}
            failureThreshold: 60
          readinessProbe:
            httpGet: {path: /health, port: http}
            timeoutSeconds: 5
          livenessProbe:
            httpGet: {path: /health, port: http}
            timeoutSeconds: 5
            failureThreshold: 12
          resources:
            limits:
              nvidia.com/gpu: 1
`};case"probe-port-unknown":return{"README.md":`# probe-port-unknown

## What it checks

Triggers for an \`httpGet\`, \`tcpSocket\` or \`grpc\` probe (startup, readiness or liveness) of any app container or native
sidecar of an AI workload.
A named \`port\` that is not the \`name\` of one of the container's own \`ports\` is an error: kubelet resolves probe port
names only in the probed container.
A numeric \`port\` that is not the \`containerPort\` of one of the container's \`ports\` is a note, and only when the
container declares ports at all (declaring them is optional).
The finding points at the \`port\` field and suggests a close declared name.
Silent when the probe sets \`host\` (it checks another address), when the port or the \`ports\` list is a placeholder or of
the wrong type (a quoted number such as \`"8000"\` or a named gRPC port is a schema error, not this rule), when an entry
of \`ports\` has a placeholder name or number, and for KServe \`predictor.model\` containers and LLMInferenceService
templates, whose operator merges in a container (and ports) of its own.

## Why it matters

kubelet looks a named probe port up in the container's \`ports\`.
When the name is not there, the probe errors on every run, and kubelet throws errored results away instead of counting
them as failures: a readinessProbe never succeeds, so the pod never becomes Ready and never receives traffic; a
startupProbe never succeeds, so the container never counts as started; a livenessProbe never fails, so the check is
silently off.
The API server accepts such a manifest, and the problem only shows as a pod stuck at 0/1 Ready (or, for liveness, never
shows at all).
A numeric port that is not declared is often fine (declaring ports is informational), but next to a declared port it is
usually a typo or a port the server was moved away from.

## How to fix

Use a name from the container's \`ports\`, or the port number the server listens on:

\`\`\`yaml
ports:
  - name: http
    containerPort: 80
readinessProbe:
  httpGet:
    path: /health
    port: http
\`\`\`

## Examples

Each \`invalid-*.yaml\` is reported as its \`invalid-*.out\` shows (the output with only this rule enabled, and the
\`.config.yaml\` of the same name when there is one); each \`valid-*.yaml\` gives no finding.
\`rule.test.ts\` checks them all; \`npx vitest -u\` rewrites the \`.out\` files.

- [invalid-a-named-port-with-a-typo.yaml](invalid-a-named-port-with-a-typo.yaml): a named port with a typo
- [invalid-a-numeric-port-next-to-a-different-declared-one.yaml](invalid-a-numeric-port-next-to-a-different-declared-one.yaml):
  a numeric port next to a different declared one (a note)
- [valid-the-declared-name.yaml](valid-the-declared-name.yaml): the declared name
- [valid-the-declared-number.yaml](valid-the-declared-number.yaml): the declared number
`,"invalid-a-named-port-with-a-typo.out":`invalid-a-named-port-with-a-typo.yaml
  24:15   error    The readinessProbe of container "tgi" uses the named port "htpp", which is not among the container's ports (its named ports: "http" 80): kubelet cannot resolve it, so the readinessProbe never succeeds and the pod never becomes Ready; did you mean "http"?  probe-port-unknown
    24 |               port: htpp
       |               ^^^^^^^^^^

\u2716 1 problem (1 error, 0 warnings, 0 notes) in 1 file
`,"invalid-a-named-port-with-a-typo.yaml":`apiVersion: apps/v1
kind: Deployment
metadata:
  name: tgi-mixtral
spec:
  selector:
    matchLabels:
      app: tgi-mixtral
  template:
    metadata:
      labels:
        app: tgi-mixtral
    spec:
      containers:
        - name: tgi
          image: ghcr.io/huggingface/text-generation-inference:2.4.0
          args: ["--model-id", "mistralai/Mixtral-8x7B-Instruct-v0.1", "--num-shard", "2"]
          ports:
            - name: http
              containerPort: 80
          readinessProbe:
            httpGet:
              path: /health
              port: htpp
            timeoutSeconds: 5
          resources:
            limits:
              nvidia.com/gpu: 2
`,"invalid-a-numeric-port-next-to-a-different-declared-one.out":`invalid-a-numeric-port-next-to-a-different-declared-one.yaml
  24:15   note     The readinessProbe of container "tgi" checks port 8080, which is not among the container's declared ports (80); if the server listens on 8080, declare it, otherwise fix the probe (a wrong port fails every check).  probe-port-unknown
    24 |               port: 8080
       |               ^^^^^^^^^^

\u2716 1 problem (0 errors, 0 warnings, 1 note) in 1 file
`,"invalid-a-numeric-port-next-to-a-different-declared-one.yaml":`apiVersion: apps/v1
kind: Deployment
metadata:
  name: tgi-mixtral
spec:
  selector:
    matchLabels:
      app: tgi-mixtral
  template:
    metadata:
      labels:
        app: tgi-mixtral
    spec:
      containers:
        - name: tgi
          image: ghcr.io/huggingface/text-generation-inference:2.4.0
          args: ["--model-id", "mistralai/Mixtral-8x7B-Instruct-v0.1", "--num-shard", "2"]
          ports:
            - name: http
              containerPort: 80
          readinessProbe:
            httpGet:
              path: /health
              port: 8080
            timeoutSeconds: 5
          resources:
            limits:
              nvidia.com/gpu: 2
`,"valid-the-declared-name.yaml":`apiVersion: apps/v1
kind: Deployment
metadata:
  name: tgi-mixtral
spec:
  selector:
    matchLabels:
      app: tgi-mixtral
  template:
    metadata:
      labels:
        app: tgi-mixtral
    spec:
      containers:
        - name: tgi
          image: ghcr.io/huggingface/text-generation-inference:2.4.0
          args: ["--model-id", "mistralai/Mixtral-8x7B-Instruct-v0.1", "--num-shard", "2"]
          ports:
            - name: http
              containerPort: 80
          readinessProbe:
            httpGet:
              path: /health
              port: http
            timeoutSeconds: 5
          resources:
            limits:
              nvidia.com/gpu: 2
`,"valid-the-declared-number.yaml":`apiVersion: apps/v1
kind: Deployment
metadata:
  name: tgi-mixtral
spec:
  selector:
    matchLabels:
      app: tgi-mixtral
  template:
    metadata:
      labels:
        app: tgi-mixtral
    spec:
      containers:
        - name: tgi
          image: ghcr.io/huggingface/text-generation-inference:2.4.0
          args: ["--model-id", "mistralai/Mixtral-8x7B-Instruct-v0.1", "--num-shard", "2"]
          ports:
            - name: http
              containerPort: 80
          readinessProbe:
            httpGet:
              path: /health
              port: 80
            timeoutSeconds: 5
          resources:
            limits:
              nvidia.com/gpu: 2
`};case"probe-startup-budget-too-small":return{"README.md":"# probe-startup-budget-too-small\n\n## What it checks\n\nTriggers for a container that loads a model (an app container of a serving workload with a GPU or a serving image such\nas vLLM, TGI, SGLang or Triton, or any GPU container or GPU native sidecar, notebooks aside) whose `startupProbe` allows\n`initialDelaySeconds + failureThreshold \xD7 periodSeconds` seconds, with the Kubernetes defaults (0, 3, 10s) for missing\nfields, below the model-load budget: the option `modelLoadSeconds`, which defaults to `settings.modelLoadSeconds` (300);\na workload can state its own with the annotation `ai-k8s-lint.io/model-load-seconds` on the object or its pod template.\nThe finding points at `failureThreshold`, or at the `startupProbe` key when that field is not set.\nSilent when a timing field is a placeholder or not a number, when the startupProbe is not a mapping, and, for KServe\n`predictor.model` containers and LLMInferenceService templates (which the operator merges field by field with probes of\nits own), when a timing field is missing.\nA livenessProbe without any startupProbe is `probe-liveness-kills-model-load`; the two never report the same container.\n\n## Why it matters\n\nUntil the startupProbe succeeds, kubelet runs no liveness or readiness check, and when the startupProbe fails\n`failureThreshold` times in a row kubelet kills the container.\nIts budget must therefore cover the slowest model load: downloading the weights (tens to hundreds of GB for large\nmodels), loading them into GPU memory, compiling kernels and capturing CUDA graphs.\nA budget that fits a warm cache on a test node is too small on a fresh node that has to download the model first, and\nthe pod restarts forever, beginning the load from scratch each time.\n\n## How to fix\n\nRaise `failureThreshold` (not `periodSeconds`, which would also delay a fast start) so that\n`failureThreshold \xD7 periodSeconds` covers the worst-case load:\n\n```yaml\nstartupProbe:\n  httpGet:\n    path: /health\n    port: http\n  periodSeconds: 10\n  failureThreshold: 90        # 900s for a cold download of a 70B model\n```\n\nIf your models load faster than 300s, set `settings.modelLoadSeconds` (or this rule's `modelLoadSeconds` option) to the\nreal budget instead.\n\n## Examples\n\nEach `invalid-*.yaml` is reported as its `invalid-*.out` shows (the output with only this rule enabled, and the\n`.config.yaml` of the same name when there is one); each `valid-*.yaml` gives no finding.\n`rule.test.ts` checks them all; `npx vitest -u` rewrites the `.out` files.\n\n- [invalid-a-72b-model-with-12-x-10s-to-start.yaml](invalid-a-72b-model-with-12-x-10s-to-start.yaml): a 72B model with 12\n  x 10s to start\n- [valid-up-to-900s-to-load-the-model.yaml](valid-up-to-900s-to-load-the-model.yaml): up to 900s to load the model\n","invalid-a-72b-model-with-12-x-10s-to-start.out":`invalid-a-72b-model-with-12-x-10s-to-start.yaml
  23:13   warning  The startupProbe of container "tgi" allows 120s (initialDelaySeconds 0 + 12 x 10s) but the model-load budget is 300s, so kubelet kills the container before a slow model load can finish; raise failureThreshold to at least 30 (30 x 10s), or set modelLoadSeconds if this model loads faster.  probe-startup-budget-too-small
    23 |             failureThreshold: 12
       |             ^^^^^^^^^^^^^^^^^^^^

\u2716 1 problem (0 errors, 1 warning, 0 notes) in 1 file
`,"invalid-a-72b-model-with-12-x-10s-to-start.yaml":`apiVersion: apps/v1
kind: Deployment
metadata:
  name: qwen-72b
spec:
  selector:
    matchLabels:
      app: qwen-72b
  template:
    metadata:
      labels:
        app: qwen-72b
    spec:
      containers:
        - name: tgi
          image: ghcr.io/huggingface/text-generation-inference:2.4.0
          args: ["--model-id", "Qwen/Qwen2.5-72B-Instruct", "--num-shard", "4"]
          startupProbe:
            httpGet:
              path: /health
              port: 80
            periodSeconds: 10
            failureThreshold: 12
          readinessProbe:
            httpGet:
              path: /health
              port: 80
            timeoutSeconds: 5
          resources:
            limits:
              nvidia.com/gpu: 4
`,"valid-up-to-900s-to-load-the-model.yaml":`apiVersion: apps/v1
kind: Deployment
metadata:
  name: qwen-72b
spec:
  selector:
    matchLabels:
      app: qwen-72b
  template:
    metadata:
      labels:
        app: qwen-72b
    spec:
      containers:
        - name: tgi
          image: ghcr.io/huggingface/text-generation-inference:2.4.0
          args: ["--model-id", "Qwen/Qwen2.5-72B-Instruct", "--num-shard", "4"]
          startupProbe:
            httpGet:
              path: /health
              port: 80
            periodSeconds: 10
            failureThreshold: 90
          readinessProbe:
            httpGet:
              path: /health
              port: 80
            timeoutSeconds: 5
          resources:
            limits:
              nvidia.com/gpu: 4
`};case"probe-tcp-only":return{"README.md":"# probe-tcp-only\n\n## What it checks\n\nTriggers for the `readinessProbe` or `livenessProbe` of a serving container (an app container of a serving workload that\nhas a GPU or runs a model server, recognised by its command such as `vllm serve` or `tritonserver` or by its image,\nwhatever the registry) that uses a `tcpSocket` handler.\nThe finding points at the `tcpSocket` key; the message names the health endpoint of the server when it is known (vLLM,\nTGI, SGLang, TensorRT-LLM: `/health`; Triton: `/v2/health/ready` and `/v2/health/live`; Ray Serve: `/-/healthz`; NIM:\n`/v1/health/ready` and `/v1/health/live`).\nA server that speaks only gRPC (`python -m vllm.entrypoints.grpc_server` or `vllm serve --grpc`, SGLang `--grpc-mode`,\nTriton `--allow-http=false`) is never told to add an HTTP check: the message asks for a `grpc` probe of its port, which\nthese servers answer with the standard gRPC health service.\nA `startupProbe` is not judged, and neither are sidecars (proxies whose job is the open port), containers whose whole\ncommand only sleeps, or client images such as Triton's `-sdk` tags.\nProbes written as placeholders are not read.\n\n## Why it matters\n\nA TCP probe succeeds as soon as something accepts the connection: a server that binds its port before the weights are\nloaded, a routing or authentication frontend in the same process, a Ray Serve proxy whose deployments are not up yet.\nA TCP readinessProbe then sends traffic to a replica that answers every request with an error or a queue timeout.\nThe reverse failure is worse for a liveness probe: when the inference engine dies or deadlocks (a crashed GPU worker, a\nstuck NCCL collective, an engine loop that raised), the HTTP frontend can keep the port open, so kubelet never restarts\na container that cannot serve anything.\nThe health endpoints of the serving frameworks report the state of the engine itself.\n\n## How to fix\n\nProbe the server's health endpoint, which reports whether the engine is loaded and running:\n\n```yaml\nreadinessProbe:\n  httpGet:\n    path: /health          # vLLM, TGI, SGLang; Triton: /v2/health/ready\n    port: 8080\n  periodSeconds: 10\n  timeoutSeconds: 5\n```\n\nFor a server that speaks only gRPC, use a `grpc` probe of its gRPC port:\n\n```yaml\nreadinessProbe:\n  grpc:\n    port: 50051            # vLLM's gRPC entrypoint; SGLang --grpc-mode: its --port; Triton: 8001\n  periodSeconds: 10\n  timeoutSeconds: 5\n```\n\n## Examples\n\nEach `invalid-*.yaml` is reported as its `invalid-*.out` shows (the output with only this rule enabled, and the\n`.config.yaml` of the same name when there is one); each `valid-*.yaml` gives no finding.\n`rule.test.ts` checks them all; `npx vitest -u` rewrites the `.out` files.\n\n- [invalid-a-port-check-on-a-multi-node-vllm-leader.yaml](invalid-a-port-check-on-a-multi-node-vllm-leader.yaml): a port\n  check on a multi-node vLLM leader\n- [invalid-a-port-check-on-a-grpc-only-vllm-server.yaml](invalid-a-port-check-on-a-grpc-only-vllm-server.yaml): a port\n  check on a gRPC-only vLLM server\n- [valid-vllm-s-health-endpoint.yaml](valid-vllm-s-health-endpoint.yaml): vLLM's health endpoint\n","invalid-a-port-check-on-a-grpc-only-vllm-server.out":`invalid-a-port-check-on-a-grpc-only-vllm-server.yaml
  24:13   warning  The readinessProbe of container "engine" only checks that a TCP port accepts connections: an open port does not mean the model is loaded and serving, so traffic can reach a replica that only answers with errors; use a grpc probe (grpc: {port: 50051}) instead: it serves gRPC only (python -m vllm.entrypoints.grpc_server).  probe-tcp-only
    24 |             tcpSocket:
       |             ^^^^^^^^^

\u2716 1 problem (0 errors, 1 warning, 0 notes) in 1 file
`,"invalid-a-port-check-on-a-grpc-only-vllm-server.yaml":`apiVersion: apps/v1
kind: Deployment
metadata:
  name: vllm-grpc
spec:
  replicas: 2
  selector:
    matchLabels:
      app: vllm-grpc
  template:
    metadata:
      labels:
        app: vllm-grpc
    spec:
      containers:
        - name: engine
          image: vllm/vllm-openai:v0.11.0
          command: ["python3", "-m", "vllm.entrypoints.grpc_server"]
          args: ["--model", "Qwen/Qwen2.5-7B-Instruct", "--port", "50051"]
          ports:
            - name: grpc
              containerPort: 50051
          readinessProbe:
            tcpSocket:
              port: grpc
            periodSeconds: 10
          resources:
            limits:
              nvidia.com/gpu: 1
`,"invalid-a-port-check-on-a-multi-node-vllm-leader.out":`invalid-a-port-check-on-a-multi-node-vllm-leader.yaml
  21:15   warning  The readinessProbe of container "vllm-leader" only checks that a TCP port accepts connections: an open port does not mean the model is loaded and serving, so traffic can reach a replica that only answers with errors; use httpGet /health instead.  probe-tcp-only
    21 |               tcpSocket:
       |               ^^^^^^^^^

\u2716 1 problem (0 errors, 1 warning, 0 notes) in 1 file
`,"invalid-a-port-check-on-a-multi-node-vllm-leader.yaml":`apiVersion: leaderworkerset.x-k8s.io/v1
kind: LeaderWorkerSet
metadata:
  name: llama-405b
spec:
  replicas: 1
  leaderWorkerTemplate:
    size: 2
    leaderTemplate:
      spec:
        containers:
          - name: vllm-leader
            image: vllm/vllm-openai:v0.9.0
            command:
              - sh
              - -c
              - >-
                ray start --head && vllm serve meta-llama/Llama-3.1-405B-Instruct
                --tensor-parallel-size 8 --pipeline-parallel-size 2 --port 8080
            readinessProbe:
              tcpSocket:
                port: 8080
              periodSeconds: 10
              timeoutSeconds: 5
            resources:
              limits:
                nvidia.com/gpu: 8
    workerTemplate:
      spec:
        containers:
          - name: vllm-worker
            image: vllm/vllm-openai:v0.9.0
            command: ["sh", "-c", "ray start --address=$(LWS_LEADER_ADDRESS):6379 --block"]
            resources:
              limits:
                nvidia.com/gpu: 8
`,"valid-vllm-s-health-endpoint.yaml":`apiVersion: leaderworkerset.x-k8s.io/v1
kind: LeaderWorkerSet
metadata:
  name: llama-405b
spec:
  replicas: 1
  leaderWorkerTemplate:
    size: 2
    leaderTemplate:
      spec:
        containers:
          - name: vllm-leader
            image: vllm/vllm-openai:v0.9.0
            command:
              - sh
              - -c
              - >-
                ray start --head && vllm serve meta-llama/Llama-3.1-405B-Instruct
                --tensor-parallel-size 8 --pipeline-parallel-size 2 --port 8080
            readinessProbe:
              httpGet:
                path: /health
                port: 8080
              periodSeconds: 10
              timeoutSeconds: 5
            resources:
              limits:
                nvidia.com/gpu: 8
    workerTemplate:
      spec:
        containers:
          - name: vllm-worker
            image: vllm/vllm-openai:v0.9.0
            command: ["sh", "-c", "ray start --address=$(LWS_LEADER_ADDRESS):6379 --block"]
            resources:
              limits:
                nvidia.com/gpu: 8
`};case"probe-timeout-too-long":return{"README.md":`# probe-timeout-too-long

## What it checks

Triggers for the \`livenessProbe\` of any app container or native sidecar of an AI workload whose \`timeoutSeconds\` is
above the \`maxTimeoutSeconds\` option (10).
The finding points at \`timeoutSeconds\` and says roughly how long a hung container keeps running:
\`failureThreshold \xD7 max(periodSeconds, timeoutSeconds)\`, since kubelet does not start the next check before the previous
one has timed out.
Readiness and startup probes are not judged (a long readiness timeout delays taking a pod out of rotation, which
\`failureThreshold\` and \`periodSeconds\` matter more for).
Silent when \`timeoutSeconds\` is a placeholder or not a number.
Containers whose whole command only sleeps (\`sleep infinity\`, a sleep loop, \`tail -f /dev/null\`) serve nothing and are
not judged.

## Why it matters

A liveness probe exists to find a server that no longer answers: a deadlocked engine, a GPU that fell off the bus (Xid 79),
an NCCL collective waiting forever for a dead peer.
A long \`timeoutSeconds\` usually papers over a health endpoint that is slow under load, but it also stretches every
failed check: with \`timeoutSeconds: 60\` and the default 3 failures a hung server keeps its GPUs and keeps receiving (and
dropping) requests for three minutes before kubelet restarts it.
Slowness under load is the readiness probe's business; liveness should be a cheap check of the process.

## How to fix

Keep the liveness check cheap and its timeout short, and let the readinessProbe (with a few seconds of timeout) handle a
busy server:

\`\`\`yaml
livenessProbe:
  httpGet:
    path: /health
    port: http
  periodSeconds: 10
  timeoutSeconds: 5
  failureThreshold: 3
\`\`\`

## Examples

Each \`invalid-*.yaml\` is reported as its \`invalid-*.out\` shows (the output with only this rule enabled, and the
\`.config.yaml\` of the same name when there is one); each \`valid-*.yaml\` gives no finding.
\`rule.test.ts\` checks them all; \`npx vitest -u\` rewrites the \`.out\` files.

- [invalid-a-minute-long-liveness-timeout.yaml](invalid-a-minute-long-liveness-timeout.yaml): a minute-long liveness
  timeout
- [valid-five-seconds.yaml](valid-five-seconds.yaml): five seconds
`,"invalid-a-minute-long-liveness-timeout.out":`invalid-a-minute-long-liveness-timeout.yaml
  24:13   note     The livenessProbe of container "sglang" waits timeoutSeconds 60 for an answer (more than 10s), so a hung container keeps running for about 180s (3 x 60s) before kubelet restarts it; keep the liveness check cheap with timeoutSeconds of 10 or less, and leave slowness under load to the readinessProbe.  probe-timeout-too-long
    24 |             timeoutSeconds: 60
       |             ^^^^^^^^^^^^^^^^^^

\u2716 1 problem (0 errors, 0 warnings, 1 note) in 1 file
`,"invalid-a-minute-long-liveness-timeout.yaml":`apiVersion: apps/v1
kind: Deployment
metadata:
  name: sglang
spec:
  selector:
    matchLabels:
      app: sglang
  template:
    metadata:
      labels:
        app: sglang
    spec:
      containers:
        - name: sglang
          image: lmsysorg/sglang:v0.4.6
          command: ["python3", "-m", "sglang.launch_server", "--model-path", "Qwen/Qwen2.5-7B-Instruct", "--port", "30000"]
          startupProbe:
            httpGet: {path: /health, port: 30000}
            failureThreshold: 60
          livenessProbe:
            httpGet: {path: /health, port: 30000}
            periodSeconds: 10
            timeoutSeconds: 60
          resources:
            limits:
              nvidia.com/gpu: 1
`,"valid-five-seconds.yaml":`apiVersion: apps/v1
kind: Deployment
metadata:
  name: sglang
spec:
  selector:
    matchLabels:
      app: sglang
  template:
    metadata:
      labels:
        app: sglang
    spec:
      containers:
        - name: sglang
          image: lmsysorg/sglang:v0.4.6
          command: ["python3", "-m", "sglang.launch_server", "--model-path", "Qwen/Qwen2.5-7B-Instruct", "--port", "30000"]
          startupProbe:
            httpGet: {path: /health, port: 30000}
            failureThreshold: 60
          livenessProbe:
            httpGet: {path: /health, port: 30000}
            periodSeconds: 10
            timeoutSeconds: 5
          resources:
            limits:
              nvidia.com/gpu: 1
`};case"probe-timeout-too-short":return{"README.md":"# probe-timeout-too-short\n\n## What it checks\n\nTriggers for the `readinessProbe` and `livenessProbe` of a serving container (an app container of a serving workload\nthat has a GPU or runs a serving image such as vLLM, TGI, SGLang or Triton) when the probe uses `httpGet` or `grpc` and\nits `timeoutSeconds` is 1, written out or left to the default (a missing field or 0, which the API server sets to 1).\nThe finding points at `timeoutSeconds`, or at the probe key when the field is missing.\n`exec` and `tcpSocket` probes are out of scope (see `probe-exec-nvidia-smi` and `probe-tcp-only`), and so is the\n`startupProbe`: it runs before the server takes traffic and a slow answer only costs one of its attempts.\nSilent when `timeoutSeconds` is a placeholder or not a number, and when it is missing from a KServe `predictor.model`\ncontainer or an LLMInferenceService template (the operator merges probes of its own into those, field by field).\n\n## Why it matters\n\nAn inference server answers its health endpoint from the same process, and often the same event loop, that tokenizes\nprompts, schedules batches and streams tokens.\nUnder load (long prompts, a full batch, CUDA graph capture, a Python garbage collection) a health request routinely\nwaits more than a second.\nWith the 1-second default the probe fails exactly when the server is busiest: a failing readinessProbe takes the pod out\nof the Service, pushing its traffic onto the other replicas, which then fail in turn; a failing livenessProbe restarts\nthe container and throws away the loaded model.\n\n## How to fix\n\nGive health checks of model servers a few seconds:\n\n```yaml\nreadinessProbe:\n  httpGet:\n    path: /health\n    port: http\n  periodSeconds: 10\n  timeoutSeconds: 5\n  failureThreshold: 3\n```\n\n## Examples\n\nEach `invalid-*.yaml` is reported as its `invalid-*.out` shows (the output with only this rule enabled, and the\n`.config.yaml` of the same name when there is one); each `valid-*.yaml` gives no finding.\n`rule.test.ts` checks them all; `npx vitest -u` rewrites the `.out` files.\n\n- [invalid-the-default-timeout.yaml](invalid-the-default-timeout.yaml): the default timeout\n- [invalid-an-explicit-1s-timeout.yaml](invalid-an-explicit-1s-timeout.yaml): an explicit 1s timeout\n- [valid-five-seconds.yaml](valid-five-seconds.yaml): five seconds\n","invalid-an-explicit-1s-timeout.out":`invalid-an-explicit-1s-timeout.yaml
  25:13   warning  The HTTP readinessProbe of container "vllm" uses timeoutSeconds 1: an inference server under load often answers its health check later than that, so the pod drops out of the Service endpoints when it is busiest; set timeoutSeconds to 3 or more (e.g. 5).  probe-timeout-too-short (fixable)
    25 |             timeoutSeconds: 1
       |             ^^^^^^^^^^^^^^^^^

\u2716 1 problem (0 errors, 1 warning, 0 notes) in 1 file
  1 finding fixable with --fix
`,"invalid-an-explicit-1s-timeout.yaml":`apiVersion: apps/v1
kind: Deployment
metadata:
  name: mistral
spec:
  selector:
    matchLabels:
      app: mistral
  template:
    metadata:
      labels:
        app: mistral
    spec:
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          args: ["--model", "mistralai/Mistral-7B-Instruct-v0.3"]
          ports:
            - name: http
              containerPort: 8000
          readinessProbe:
            httpGet:
              path: /health
              port: http
            timeoutSeconds: 1
          resources:
            limits:
              nvidia.com/gpu: 1
`,"invalid-the-default-timeout.out":`invalid-the-default-timeout.yaml
  21:11   warning  The HTTP readinessProbe of container "vllm" sets no timeoutSeconds, so it uses the default of 1s: an inference server under load often answers its health check later than that, so the pod drops out of the Service endpoints when it is busiest; set timeoutSeconds to 3 or more (e.g. 5).  probe-timeout-too-short (fixable)
    21 |           readinessProbe:
       |           ^^^^^^^^^^^^^^

\u2716 1 problem (0 errors, 1 warning, 0 notes) in 1 file
  1 finding fixable with --fix
`,"invalid-the-default-timeout.yaml":`apiVersion: apps/v1
kind: Deployment
metadata:
  name: mistral
spec:
  selector:
    matchLabels:
      app: mistral
  template:
    metadata:
      labels:
        app: mistral
    spec:
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          args: ["--model", "mistralai/Mistral-7B-Instruct-v0.3"]
          ports:
            - name: http
              containerPort: 8000
          readinessProbe:
            httpGet:
              path: /health
              port: http
          resources:
            limits:
              nvidia.com/gpu: 1
`,"valid-five-seconds.yaml":`apiVersion: apps/v1
kind: Deployment
metadata:
  name: mistral
spec:
  selector:
    matchLabels:
      app: mistral
  template:
    metadata:
      labels:
        app: mistral
    spec:
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          args: ["--model", "mistralai/Mistral-7B-Instruct-v0.3"]
          ports:
            - name: http
              containerPort: 8000
          readinessProbe:
            httpGet:
              path: /health
              port: http
            timeoutSeconds: 5
          resources:
            limits:
              nvidia.com/gpu: 1
`};case"readiness-probe-missing":return{"README.md":"# readiness-probe-missing\n\n## What it checks\n\nTriggers for a serving container (an app container of a serving workload such as a Deployment, StatefulSet,\nLeaderWorkerSet leader, InferenceService, ServingRuntime or Knative Service, that runs a model server, or that has a GPU\nand declares `ports`) without a `readinessProbe` (missing or null).\nA model server is recognised by its command, also inside `sh -c` scripts (`vllm serve`, `python -m vllm.entrypoints.*`,\n`text-generation-launcher`, `python -m sglang.launch_server`, `tritonserver`, `trtllm-serve`, `serve run`, `torchserve`,\n`lmdeploy serve`, `llama-server`), or by its image (vLLM, TGI, SGLang, Triton, TensorRT-LLM, Ray Serve LLM, NIM, ...),\nwhatever the registry or mirror it is pulled from.\nThe finding points at the container's `name`, and the message names the server's health endpoint (vLLM, TGI, SGLang:\n`/health`; Triton: `/v2/health/ready`; NIM: `/v1/health/ready`; TorchServe: `/ping`), or a `grpc` probe for a server\nthat speaks only gRPC (`python -m vllm.entrypoints.grpc_server`, SGLang `--grpc-mode`, Triton `--allow-http=false`).\nProxies and other sidecars of a serving pod are not serving containers, and neither is a GPU container of another image\nthat declares no ports (a burn-in test takes no traffic), a container whose whole command only sleeps (`sleep infinity`,\n`while true; do sleep 30; done`, `tail -f /dev/null`), or a client image such as Triton's `-sdk` tags.\nSilent when the readinessProbe is a placeholder, for the worker pods of multi-node servers (LeaderWorkerSet and\nInferenceService workers, LLMInferenceService prefill workers: the leader takes the traffic), for KubeRay pods\n(RayCluster, RayService, RayJob: KubeRay adds readiness probes itself), for NIMService and DynamoGraphDeployment (their\noperators add probes), and for KServe `predictor.model` containers and LLMInferenceService templates, whose operator\nmerges in probes of its own.\n\n## Why it matters\n\nWithout a readinessProbe a container is Ready as soon as it has started (or, with a startupProbe, as soon as that\nsucceeds once).\nA model server then receives requests from the Service while it is still downloading and loading its weights, and the\ncallers get connection errors or timeouts; during a rolling update the old replicas are removed because the new ones\nlook ready, so the update itself causes an outage.\nLater, when the engine is overloaded or has died, nothing takes the pod out of the Service either.\n\n## How to fix\n\nAdd a readinessProbe on the server's health endpoint (vLLM, TGI, SGLang: `/health`; Triton: `/v2/health/ready`):\n\n```yaml\nreadinessProbe:\n  httpGet:\n    path: /health\n    port: http\n  periodSeconds: 10\n  timeoutSeconds: 5\n  failureThreshold: 3\n```\n\nA server that speaks only gRPC answers the standard gRPC health service instead:\n\n```yaml\nreadinessProbe:\n  grpc:\n    port: 50051\n  periodSeconds: 10\n  timeoutSeconds: 5\n```\n\n## Examples\n\nEach `invalid-*.yaml` is reported as its `invalid-*.out` shows (the output with only this rule enabled, and the\n`.config.yaml` of the same name when there is one); each `valid-*.yaml` gives no finding.\n`rule.test.ts` checks them all; `npx vitest -u` rewrites the `.out` files.\n\n- [invalid-no-readinessprobe.yaml](invalid-no-readinessprobe.yaml): no readinessProbe\n- [invalid-vllm-installed-on-a-python-image.yaml](invalid-vllm-installed-on-a-python-image.yaml): vLLM installed on a\n  python image\n- [valid-vllm-s-health-endpoint.yaml](valid-vllm-s-health-endpoint.yaml): vLLM's health endpoint\n- [valid-a-gpu-dev-box-that-only-sleeps.yaml](valid-a-gpu-dev-box-that-only-sleeps.yaml): a GPU dev box that only sleeps\n","invalid-no-readinessprobe.out":`invalid-no-readinessprobe.yaml
  16:11   warning  Container "vllm" has no readinessProbe: it counts as ready as soon as it starts, so the Service sends it requests while the model is still loading; add a readinessProbe on httpGet /health.  readiness-probe-missing
    16 |         - name: vllm
       |           ^^^^^^^^^^

\u2716 1 problem (0 errors, 1 warning, 0 notes) in 1 file
`,"invalid-no-readinessprobe.yaml":`apiVersion: apps/v1
kind: StatefulSet
metadata:
  name: llama-70b
spec:
  serviceName: llama-70b
  selector:
    matchLabels:
      app: llama-70b
  template:
    metadata:
      labels:
        app: llama-70b
    spec:
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          args: ["--model", "meta-llama/Llama-3.1-70B-Instruct", "--tensor-parallel-size", "4"]
          ports:
            - name: http
              containerPort: 8000
          resources:
            limits:
              nvidia.com/gpu: 4
`,"invalid-vllm-installed-on-a-python-image.out":`invalid-vllm-installed-on-a-python-image.yaml
  16:11   warning  Container "api" has no readinessProbe: it counts as ready as soon as it starts, so the Service sends it requests while the model is still loading; add a readinessProbe on httpGet /health.  readiness-probe-missing
    16 |         - name: api
       |           ^^^^^^^^^

\u2716 1 problem (0 errors, 1 warning, 0 notes) in 1 file
`,"invalid-vllm-installed-on-a-python-image.yaml":`apiVersion: apps/v1
kind: Deployment
metadata:
  name: chat
spec:
  replicas: 2
  selector:
    matchLabels:
      app: chat
  template:
    metadata:
      labels:
        app: chat
    spec:
      containers:
        - name: api
          image: python:3.12-slim
          command: ["sh", "-c"]
          args:
            - pip install vllm==0.9.2 && exec python -m vllm.entrypoints.openai.api_server --model Qwen/Qwen2.5-1.5B-Instruct --port 8000
          ports:
            - name: http
              containerPort: 8000
          resources:
            limits:
              nvidia.com/gpu: 1
`,"valid-a-gpu-dev-box-that-only-sleeps.yaml":`apiVersion: apps/v1
kind: Deployment
metadata:
  name: gpu-devbox
spec:
  selector:
    matchLabels:
      app: gpu-devbox
  template:
    metadata:
      labels:
        app: gpu-devbox
    spec:
      containers:
        - name: shell
          image: vllm/vllm-openai:v0.9.0
          command: ["sleep", "infinity"]
          ports:
            - containerPort: 8000
          resources:
            limits:
              nvidia.com/gpu: 1
`,"valid-vllm-s-health-endpoint.yaml":`apiVersion: apps/v1
kind: StatefulSet
metadata:
  name: llama-70b
spec:
  serviceName: llama-70b
  selector:
    matchLabels:
      app: llama-70b
  template:
    metadata:
      labels:
        app: llama-70b
    spec:
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          args: ["--model", "meta-llama/Llama-3.1-70B-Instruct", "--tensor-parallel-size", "4"]
          ports:
            - name: http
              containerPort: 8000
          readinessProbe:
            httpGet: {path: /health, port: http}
            timeoutSeconds: 5
          resources:
            limits:
              nvidia.com/gpu: 4
`};case"render-failed":return{"README.md":"# render-failed\n\n## What it checks\n\nTriggers once for each Helm chart (a directory with `Chart.yaml`) or kustomization (a directory with\n`kustomization.yaml`, `kustomization.yml` or `Kustomization`) among the inputs that could not be rendered.\nThe causes are: the renderer is not installed (`helm`, else `kustomize` or `kubectl` on PATH, or\n`--helm`/`--kustomize`), the tool failed (a template or values error, a missing chart dependency in `charts/`, a missing\nkustomize resource), the render timed out or wrote more than the output cap, or the linter refused to run it.\nIt refuses a kustomization that reaches remote resources (URLs, `git::`, `github.com/...`) or uses `helmCharts:`, and\nany chart, values file or resource outside the checkout: a pull request must not make the linter fetch from the network\nor read outside the repository.\nThe finding is on the first line of the `Chart.yaml` or kustomization file, with the tool's own first lines (paths made\nrelative).\nThe other inputs are still linted.\n\n## Why it matters\n\nWithout a render there is nothing to lint: a chart or an overlay would pass with no finding at all, which looks exactly\nlike a clean result.\nReporting the failure makes the gap visible and fails the run, so a repository made of charts cannot pass green with\nnothing checked.\n\n## How to fix\n\nInstall the renderer or point at it (`--helm <path>`, `--kustomize <path>`; GitHub's Ubuntu runners ship `helm` and\n`kubectl`).\nFix what the tool reports: render it yourself with `helm template <chart>` or `kubectl kustomize <dir>` to see the whole\nmessage.\nVendor chart dependencies into `charts/` (`helm dependency build`), since the linter does not fetch them, and replace\nremote kustomize bases with a local copy.\nTo lint a chart's templates without rendering, set `render.helm: false` (or `render.kustomize: false`) in\n`.ai-k8s-lint.yaml`, or pass `--no-render`.\n\n## Examples\n\nEach `invalid-*.yaml` is reported as its `invalid-*.out` shows (the output with only this rule enabled, and the\n`.config.yaml` of the same name when there is one); each `valid-*.yaml` gives no finding.\n`rule.test.ts` checks them all; `npx vitest -u` rewrites the `.out` files.\n\n- [invalid-a-kustomization-with-a-remote-base.yaml](invalid-a-kustomization-with-a-remote-base.yaml): a kustomization\n  with a remote base\n- [valid-a-kustomization-that-renders.yaml](valid-a-kustomization-that-renders.yaml): a kustomization that renders\n","invalid-a-kustomization-with-a-remote-base.out":`kustomization.yaml
  1:1     error    The kustomization in ./ could not be rendered, so none of its objects were linted: kustomization.yaml: resources https://github.com/example/serving-base//deploy?ref=v1.2.0 is remote: remote resources are not fetched (not rendered)  render-failed
    1 | # kustomization.yaml of an overlay whose base is fetched from GitHub at render time.
      | ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^

\u2716 1 problem (1 error, 0 warnings, 0 notes) in 1 file
`,"invalid-a-kustomization-with-a-remote-base.yaml":`# kustomization.yaml of an overlay whose base is fetched from GitHub at render time.
apiVersion: kustomize.config.k8s.io/v1beta1
kind: Kustomization
resources:
  - https://github.com/example/serving-base//deploy?ref=v1.2.0
patches:
  - path: gpu-limits.yaml
`,"valid-a-kustomization-that-renders.yaml":`apiVersion: kustomize.config.k8s.io/v1beta1
kind: Kustomization
namespace: serving
resources: []
`};case"runtime-class-missing":return{"README.md":'# runtime-class-missing\n\n## What it checks\n\nTriggers for a pod spec with a GPU container (an `nvidia.com/gpu`, `nvidia.com/mig-*`, `nvidia.com/gpu.shared` or\n`settings.gpuResources` request above zero, or a DRA claim of a GPU DeviceClass) that has no `runtimeClassName` (absent,\nnull or empty), when the config says the default container runtime of the GPU nodes is not `nvidia`\n(`cluster.defaultRuntime: runc`).\nThe finding points at the pod spec (`spec:` of the template), with the GPU request as a related location.\nPods whose only GPUs are `amd.com/gpu` need no runtime class and stay silent.\nA placeholder `runtimeClassName` counts as set; for Argo Workflows, a `podSpecPatch` that sets `runtimeClassName` does\ntoo.\nWith the default `cluster.defaultRuntime: nvidia` (what the GPU Operator configures) the rule is silent; per-pool\n`nodePools[].runtime` is not read yet.\n\n## Why it matters\n\nOn NVIDIA nodes the GPU devices and the user-space driver libraries (`libcuda.so`, `nvidia-smi`) are injected into a\ncontainer by the NVIDIA container runtime.\nWhen containerd (or CRI-O) keeps `runc` as its default runtime, which is what clusters that install the toolkit by hand,\nand some managed node images, do, only pods that select the `nvidia` handler through a RuntimeClass get that injection.\nWithout `runtimeClassName` the pod is scheduled on a GPU node and the device plugin allocates a GPU, but the container\nstarts without the driver libraries: CUDA reports "no CUDA-capable device is detected" or "libcuda.so.1: cannot open\nshared object file", and the allocated GPU sits idle.\n\n## How to fix\n\nSet the RuntimeClass that selects the NVIDIA runtime (the GPU Operator creates one named `nvidia`):\n\n```yaml\nspec:\n  runtimeClassName: nvidia\n  containers:\n    - name: vllm\n      image: vllm/vllm-openai:v0.9.0\n      resources:\n        limits:\n          nvidia.com/gpu: 1\n```\n\nIf the nodes do run the NVIDIA runtime by default, say so in the config instead: `cluster: { defaultRuntime: nvidia }`.\n\n## Examples\n\nEach `invalid-*.yaml` is reported as its `invalid-*.out` shows (the output with only this rule enabled, and the\n`.config.yaml` of the same name when there is one); each `valid-*.yaml` gives no finding.\n`rule.test.ts` checks them all; `npx vitest -u` rewrites the `.out` files.\n\n- [invalid-no-runtimeclassname-on-nodes-whose-default.yaml](invalid-no-runtimeclassname-on-nodes-whose-default.yaml): no\n  runtimeClassName on nodes whose default runtime is runc\n- [valid-the-pod-selects-the-nvidia-runtime.yaml](valid-the-pod-selects-the-nvidia-runtime.yaml): the pod selects the\n  NVIDIA runtime\n',"invalid-no-runtimeclassname-on-nodes-whose-default.config.yaml":`cluster:
  defaultRuntime: runc
`,"invalid-no-runtimeclassname-on-nodes-whose-default.out":`invalid-no-runtimeclassname-on-nodes-whose-default.yaml
  13:5    warning  Container "vllm" requests nvidia.com/gpu but the pod sets no runtimeClassName, and the config says the GPU nodes' default runtime is runc (cluster.defaultRuntime), so the container starts without the NVIDIA driver libraries and devices; set runtimeClassName: nvidia.  runtime-class-missing
    13 |     spec:
       |     ^^^^
    \u21B3 invalid-no-runtimeclassname-on-nodes-whose-default.yaml:19:15: The GPU request.

\u2716 1 problem (0 errors, 1 warning, 0 notes) in 1 file
`,"invalid-no-runtimeclassname-on-nodes-whose-default.yaml":`apiVersion: apps/v1
kind: Deployment
metadata:
  name: chat
spec:
  selector:
    matchLabels:
      app: chat
  template:
    metadata:
      labels:
        app: chat
    spec:
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          resources:
            limits:
              nvidia.com/gpu: 1
`,"valid-the-pod-selects-the-nvidia-runtime.config.yaml":`cluster:
  defaultRuntime: runc
`,"valid-the-pod-selects-the-nvidia-runtime.yaml":`apiVersion: v1
kind: Pod
metadata:
  name: chat
spec:
  runtimeClassName: nvidia
  containers:
    - name: vllm
      image: vllm/vllm-openai:v0.9.0
      resources:
        limits:
          nvidia.com/gpu: 1
`};case"runtime-class-undefined":return{"README.md":'# runtime-class-undefined\n\n## What it checks\n\nTriggers on the `runtimeClassName` of any pod spec (Pods, workload controllers and the pod templates of AI custom\nresources, GPU or not) whose value is not the name of a `RuntimeClass` (`node.k8s.io/v1`, or the older\n`v1beta1`/`v1alpha1`) anywhere in the input, in any file and in any order, nor listed in config\n`cluster.runtimeClasses`.\nA GPU Operator `ClusterPolicy` (`nvidia.com/v1`) in the input counts as defining the RuntimeClass the operator creates:\n`spec.operator.runtimeClass` (default `nvidia`), plus `nvidia-cdi` and `nvidia-legacy` when `spec.cdi.enabled` is true.\nPlaceholder values (`{{ .Values.runtimeClass }}`, `${RUNTIME_CLASS}`) are unknown and stay silent, and so does every\nreference when a RuntimeClass in the input has a placeholder name.\nThe message suggests the closest known name.\nSilenced by `--partial`: a RuntimeClass in a file that is not staged is not missing.\n\n## Why it matters\n\nThe RuntimeClass admission controller rejects every pod whose `runtimeClassName` names a RuntimeClass that does not\nexist ("pod rejected: RuntimeClass \\"nvida\\" not found").\nFor a Deployment, Job or training operator the object itself is accepted, so the mistake shows up only as controller\nevents (`FailedCreate`) while no pod ever starts.\nA typo in a GPU RuntimeClass name is easy to make and hard to see, because the workload looks healthy in `kubectl apply`\noutput.\n\n## How to fix\n\nUse the name of an existing RuntimeClass (the GPU Operator creates `nvidia`), or ship the RuntimeClass with the\nworkload:\n\n```yaml\napiVersion: node.k8s.io/v1\nkind: RuntimeClass\nmetadata:\n  name: nvidia\nhandler: nvidia\n```\n\nIf the RuntimeClass is installed in the cluster by other means, list it in the config:\n\n```yaml\ncluster:\n  runtimeClasses: [nvidia]\n```\n\n## Examples\n\nEach `invalid-*.yaml` is reported as its `invalid-*.out` shows (the output with only this rule enabled, and the\n`.config.yaml` of the same name when there is one); each `valid-*.yaml` gives no finding.\n`rule.test.ts` checks them all; `npx vitest -u` rewrites the `.out` files.\n\n- [invalid-a-typo-in-the-runtimeclass-name.yaml](invalid-a-typo-in-the-runtimeclass-name.yaml): a typo in the\n  RuntimeClass name\n- [valid-the-runtimeclass-is-defined-in-the-input.yaml](valid-the-runtimeclass-is-defined-in-the-input.yaml): the\n  RuntimeClass is defined in the input\n',"invalid-a-typo-in-the-runtimeclass-name.out":`invalid-a-typo-in-the-runtimeclass-name.yaml
  12:3    error    runtimeClassName "nvida" names a RuntimeClass that is neither in the input nor in config cluster.runtimeClasses (known: nvidia), so the API server rejects the pods ("RuntimeClass not found"); did you mean "nvidia"? Otherwise define the RuntimeClass, or list it in cluster.runtimeClasses if the cluster already has it.  runtime-class-undefined
    12 |   runtimeClassName: nvida
       |   ^^^^^^^^^^^^^^^^^^^^^^^

\u2716 1 problem (1 error, 0 warnings, 0 notes) in 1 file
`,"invalid-a-typo-in-the-runtimeclass-name.yaml":`apiVersion: node.k8s.io/v1
kind: RuntimeClass
metadata:
  name: nvidia
handler: nvidia
---
apiVersion: v1
kind: Pod
metadata:
  name: chat
spec:
  runtimeClassName: nvida
  containers:
    - name: vllm
      image: vllm/vllm-openai:v0.9.0
      resources:
        limits:
          nvidia.com/gpu: 1
`,"valid-the-runtimeclass-is-defined-in-the-input.yaml":`apiVersion: node.k8s.io/v1
kind: RuntimeClass
metadata:
  name: nvidia
handler: nvidia
---
apiVersion: v1
kind: Pod
metadata:
  name: chat
spec:
  runtimeClassName: nvidia
  containers:
    - name: vllm
      image: vllm/vllm-openai:v0.9.0
      resources:
        limits:
          nvidia.com/gpu: 1
`};case"schema-invalid-value":return{"README.md":'# schema-invalid-value\n\n## What it checks\n\nChecks every value against its schema, as the API server decodes it: strings, integers, booleans, lists and mappings;\nquantities (`resources.limits.*`, `emptyDir.sizeLimit`: a number, or a string such as `500m` or `16Gi`); int-or-strings\n(ports, `maxSurge`); RFC 3339 times; base64 in Secret `data`; and the enums of the API (`imagePullPolicy`,\n`restartPolicy`, `protocol`, taint effects...).\nAlso reports a built-in `apiVersion`/`kind` that `settings.kubernetesVersion` does not serve and that api-removed does\nnot explain (a misspelled kind, `apps/v1beta3`, an API added in a later release).\nBuilt-in kinds use the bundled OpenAPI of 1.29 to 1.34; custom resources the `openAPIV3Schema` of their CRD when it is\nin the input (types, `x-kubernetes-int-or-string`, enums).\nA target outside 1.29 to 1.34 is checked against the nearest bundled schema (the run says so once, as a warning), and\nonly the kinds that fact settles are reported as not served: an API the nearest release lacks but another bundled one\nhas, and a kind written in the wrong case.\nPlaceholders (`{{ .Values.x }}`, `${VAR}`, `$(VAR)`, `<your-value>`) are unknown, never invalid.\nAn unquoted `yes`/`on`/`0644` is left to yaml-ambiguous-scalar, and GPU quantities to gpu-quantity-invalid.\nOne finding per value, on the value.\n\n## Why it matters\n\nThe API server refuses the whole object:\n`cannot unmarshal string into Go struct field DeploymentSpec.spec.replicas of type int32`,\n`quantities must match the regular expression`,\n`Unsupported value: "always": supported values: "Always", "IfNotPresent", "Never"`.\nIn a pipeline that applies many manifests, the first invalid value stops the rollout halfway, often long after the\nchange was reviewed; an LLM server whose memory limit reads `16 GB` never starts.\n\n## How to fix\n\nWrite the value in the type the field takes: numbers unquoted for integer fields, quantities without spaces or a\ntrailing `B` (`16Gi`, `500m`), enum values with their exact capitalisation, lists as YAML sequences.\nFor an apiVersion the target version does not serve, use the one the message names.\n\n## Examples\n\nEach `invalid-*.yaml` is reported as its `invalid-*.out` shows (the output with only this rule enabled, and the\n`.config.yaml` of the same name when there is one); each `valid-*.yaml` gives no finding.\n`rule.test.ts` checks them all; `npx vitest -u` rewrites the `.out` files.\n\n- [invalid-a-quantity-with-a-space-and-a-lower-case-enum.yaml](invalid-a-quantity-with-a-space-and-a-lower-case-enum.yaml):\n  a quantity with a space, and a lower-case enum value\n- [invalid-replicas-as-a-word-limits-as-a-list.yaml](invalid-replicas-as-a-word-limits-as-a-list.yaml): replicas as a\n  word, limits as a list\n- [valid-example.yaml](valid-example.yaml)\n',"invalid-a-quantity-with-a-space-and-a-lower-case-enum.out":`invalid-a-quantity-with-a-space-and-a-lower-case-enum.yaml
  9:7     error    spec.containers[0].imagePullPolicy: "always" is not one of Always, IfNotPresent, Never; did you mean "Always"?  schema-invalid-value
    9 |       imagePullPolicy: always
      |       ^^^^^^^^^^^^^^^^^^^^^^^
  12:11   error    spec.containers[0].resources.limits.memory: "16 GB" is not a Kubernetes quantity; write 16G (or 16Gi for binary units).  schema-invalid-value
    12 |           memory: 16 GB
       |           ^^^^^^^^^^^^^

\u2716 2 problems (2 errors, 0 warnings, 0 notes) in 1 file
`,"invalid-a-quantity-with-a-space-and-a-lower-case-enum.yaml":`apiVersion: v1
kind: Pod
metadata:
  name: tgi
spec:
  containers:
    - name: tgi
      image: ghcr.io/huggingface/text-generation-inference:3.0.1
      imagePullPolicy: always
      resources:
        limits:
          memory: 16 GB
          nvidia.com/gpu: 1
`,"invalid-replicas-as-a-word-limits-as-a-list.out":`invalid-replicas-as-a-word-limits-as-a-list.yaml
  6:3     error    spec.replicas must be an integer, not the string "three".  schema-invalid-value
    6 |   replicas: three
      |   ^^^^^^^^^^^^^^^
  17:13   error    spec.template.spec.containers[0].resources.limits must be a mapping, not a list.  schema-invalid-value
    17 |             limits:
       |             ^^^^^^

\u2716 2 problems (2 errors, 0 warnings, 0 notes) in 1 file
`,"invalid-replicas-as-a-word-limits-as-a-list.yaml":`apiVersion: apps/v1
kind: Deployment
metadata:
  name: triton
spec:
  replicas: three
  selector:
    matchLabels: {app: triton}
  template:
    metadata:
      labels: {app: triton}
    spec:
      containers:
        - name: triton
          image: nvcr.io/nvidia/tritonserver:24.08-py3
          resources:
            limits:
              - nvidia.com/gpu: 1
`,"valid-example.yaml":`apiVersion: v1
kind: Pod
metadata:
  name: tgi
spec:
  containers:
    - name: tgi
      image: ghcr.io/huggingface/text-generation-inference:3.0.1
      imagePullPolicy: Always
      resources:
        limits:
          memory: 16Gi
          cpu: 4
          nvidia.com/gpu: 1
`};case"schema-unknown-field":return{"README.md":'# schema-unknown-field\n\n## What it checks\n\nChecks every key of every object against its schema.\nBuilt-in kinds use the Kubernetes OpenAPI of `settings.kubernetesVersion` (bundled for 1.29 to 1.34).\nA target outside that range is checked against the nearest bundled schema, and the run says so once, as a warning on\nstderr (an annotation in the GitHub Action): on a newer target a field added after 1.34 is reported as unknown.\nCustom resources use the `openAPIV3Schema` of their CustomResourceDefinition when the CRD is in the input (the version\nthe resource\'s `apiVersion` names), honouring `x-kubernetes-preserve-unknown-fields`, `x-kubernetes-embedded-resource`\nand a CRD-wide `preserveUnknownFields: true`; resources whose CRD is not in the input are not checked.\nField names are case-sensitive.\nEach unknown key is its own finding, on the key, with the closest sibling field as a suggestion.\n`status` is not checked.\n\n## Why it matters\n\nSince Kubernetes 1.27 `kubectl apply` asks the API server for strict field validation, so an unknown field fails the\nwhole apply with `strict decoding error: unknown field "spec.template.spec.containers[0].resource"`.\nWorse, with `--validate=false`, older clients, Helm, or GitOps controllers that use lenient decoding, the field is\nsilently dropped: a `resource:` typo for `resources:` removes the GPU request (the pod schedules on a CPU node and the\nmodel server crashes), and a `livenessprobe:` key means the container never gets a liveness probe.\n\n## How to fix\n\nRename the key to the suggested field (field names are camelCase and case-sensitive), move it to the level where it\nbelongs, or remove it.\nFor a field that only a newer Kubernetes has, set `settings.kubernetesVersion` to the version of the target cluster.\n\n## Examples\n\nEach `invalid-*.yaml` is reported as its `invalid-*.out` shows (the output with only this rule enabled, and the\n`.config.yaml` of the same name when there is one); each `valid-*.yaml` gives no finding.\n`rule.test.ts` checks them all; `npx vitest -u` rewrites the `.out` files.\n\n- [invalid-resource-for-resources-drops-the-gpu-request-and.yaml](invalid-resource-for-resources-drops-the-gpu-request-and.yaml):\n  `resource:` for `resources:` drops the GPU request, and a lower-case `livenessprobe:`\n- [invalid-a-custom-resource-checked-against-its-crd-in-the.yaml](invalid-a-custom-resource-checked-against-its-crd-in-the.yaml):\n  a custom resource checked against its CRD in the same input\n- [valid-example.yaml](valid-example.yaml)\n',"invalid-a-custom-resource-checked-against-its-crd-in-the.out":`invalid-a-custom-resource-checked-against-its-crd-in-the.yaml
  29:3    error    spec (ModelServer) has no field "gpu" in the schema of CustomResourceDefinition modelservers.serving.example.com (v1) (did you mean "gpus"?), so the API server rejects it, or silently drops it under --validate=false.  schema-unknown-field
    29 |   gpu: 1
       |   ^^^^^^
    \u21B3 invalid-a-custom-resource-checked-against-its-crd-in-the.yaml:2:1: The CustomResourceDefinition modelservers.serving.example.com whose schema the resource is checked against.

\u2716 1 problem (1 error, 0 warnings, 0 notes) in 1 file
`,"invalid-a-custom-resource-checked-against-its-crd-in-the.yaml":`apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: modelservers.serving.example.com
spec:
  group: serving.example.com
  names: {kind: ModelServer, plural: modelservers}
  scope: Namespaced
  versions:
    - name: v1
      served: true
      storage: true
      schema:
        openAPIV3Schema:
          type: object
          properties:
            spec:
              type: object
              properties:
                model: {type: string}
                gpus: {type: integer}
---
apiVersion: serving.example.com/v1
kind: ModelServer
metadata:
  name: llama
spec:
  model: meta-llama/Llama-3.1-8B-Instruct
  gpu: 1
`,"invalid-resource-for-resources-drops-the-gpu-request-and.out":`invalid-resource-for-resources-drops-the-gpu-request-and.yaml
  15:11   error    spec.template.spec.containers[0] (Container) has no field "resource" in the Kubernetes 1.34 schema (did you mean "resources"?), so the API server rejects it, or silently drops it under --validate=false.  schema-unknown-field
    15 |           resource:
       |           ^^^^^^^^
  18:11   error    spec.template.spec.containers[0] (Container) has no field "livenessprobe" in the Kubernetes 1.34 schema (did you mean "livenessProbe"?), so the API server rejects it, or silently drops it under --validate=false.  schema-unknown-field
    18 |           livenessprobe:
       |           ^^^^^^^^^^^^^

\u2716 2 problems (2 errors, 0 warnings, 0 notes) in 1 file
`,"invalid-resource-for-resources-drops-the-gpu-request-and.yaml":`apiVersion: apps/v1
kind: Deployment
metadata:
  name: vllm
spec:
  selector:
    matchLabels: {app: vllm}
  template:
    metadata:
      labels: {app: vllm}
    spec:
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          resource:
            limits:
              nvidia.com/gpu: 1
          livenessprobe:
            httpGet: {path: /health, port: 8000}
`,"valid-example.yaml":`apiVersion: apps/v1
kind: Deployment
metadata:
  name: vllm
spec:
  selector:
    matchLabels: {app: vllm}
  template:
    metadata:
      labels: {app: vllm}
    spec:
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          resources:
            limits:
              nvidia.com/gpu: 1
          livenessProbe:
            httpGet: {path: /health, port: 8000}
`};case"service-account-token-automount":return{"README.md":"# service-account-token-automount\n\n## What it checks\n\nTriggers for each pod template of an AI workload (GPU container or AI image) that runs as the `default` ServiceAccount\n(no `serviceAccountName`, or `default`) and mounts its token: `automountServiceAccountToken` is not `false` on the pod\nnor on a `default` ServiceAccount of the namespace in the input.\nThe pods are taken not to need the API unless something says they do, and then the rule is silent: a RoleBinding or\nClusterRoleBinding of the pod's apply unit (the files of one directory, one stdin stream, or one config `applyUnits`\nentry) that grants the namespace's `default` ServiceAccount a role; a pod that names another ServiceAccount (a\ndeliberate identity whose permissions the linter cannot see); Argo Workflow pods (the executor uses the API); a KubeRay\nhead with `enableInTreeAutoscaling` (the autoscaler sidecar); an MPIJob launcher; and containers that run `kubectl`,\n`helm` or `oc`, use a kubectl image or set `KUBECONFIG`.\nNotebooks are left to `notebook-isolation-missing`.\nIt points at `automountServiceAccountToken: true`, or at the pod spec when the field is not set.\nPlaceholders keep it silent.\n\n## Why it matters\n\nKubernetes mounts a token for the pod's ServiceAccount into every container at\n`/var/run/secrets/kubernetes.io/serviceaccount` unless told not to.\nTraining jobs and model servers rarely call the API, but they run large amounts of third-party code: pip packages pulled\nat start-up, `trust_remote_code` model repositories, pickled checkpoints, custom kernels.\nAny of it can read the token and call the API server; with the `default` account that is at least discovery and whatever\nsomeone later binds to it, and on shared GPU clusters the token is a foothold for moving between tenants.\nNot mounting it costs nothing for a pod that does not use it.\n\n## How to fix\n\nTurn the token off for the pod (or for the namespace's `default` ServiceAccount):\n\n```yaml\nspec:\n  template:\n    spec:\n      automountServiceAccountToken: false\n```\n\nIf the pod does need the API, give it its own ServiceAccount with a Role for exactly what it does and set\n`serviceAccountName`.\n\n## Examples\n\nEach `invalid-*.yaml` is reported as its `invalid-*.out` shows (the output with only this rule enabled, and the\n`.config.yaml` of the same name when there is one); each `valid-*.yaml` gives no finding.\n`rule.test.ts` checks them all; `npx vitest -u` rewrites the `.out` files.\n\n- [invalid-a-fine-tuning-job-that-mounts-the-default-token.yaml](invalid-a-fine-tuning-job-that-mounts-the-default-token.yaml):\n  a fine-tuning Job that mounts the default token\n- [valid-the-token-is-not-mounted.yaml](valid-the-token-is-not-mounted.yaml): the token is not mounted\n","invalid-a-fine-tuning-job-that-mounts-the-default-token.out":`invalid-a-fine-tuning-job-that-mounts-the-default-token.yaml
  7:5     note     The pods of Job "finetune" mount the API token of the "default" ServiceAccount (automountServiceAccountToken is not false) although nothing in its apply unit ./ grants it a role; set automountServiceAccountToken: false so code in the containers cannot call the API server with it.  service-account-token-automount
    7 |     spec:
      |     ^^^^

\u2716 1 problem (0 errors, 0 warnings, 1 note) in 1 file
  1 with --fix --fix-type suggestion
`,"invalid-a-fine-tuning-job-that-mounts-the-default-token.yaml":`apiVersion: batch/v1
kind: Job
metadata:
  name: finetune
spec:
  template:
    spec:
      restartPolicy: Never
      containers:
        - name: train
          image: nvcr.io/nvidia/pytorch:24.05-py3
          resources:
            limits:
              nvidia.com/gpu: 1
`,"valid-the-token-is-not-mounted.yaml":`apiVersion: batch/v1
kind: Job
metadata:
  name: finetune
spec:
  template:
    spec:
      automountServiceAccountToken: false
      restartPolicy: Never
      containers:
        - name: train
          image: nvcr.io/nvidia/pytorch:24.05-py3
          resources:
            limits:
              nvidia.com/gpu: 1
`};case"shared-pvc-subpath-race":return{"README.md":"# shared-pvc-subpath-race\n\n## What it checks\n\nApplies to every workload, AI or not. (1) Triggers when a container mounts a `persistentVolumeClaim` volume writable\nwith a `subPath`, or a `subPathExpr` that expands to the same directory in every pod (no variable, or only literal `env`\nvalues and the downward-API fields `metadata.namespace`/`spec.serviceAccountName`), in a pod template that runs two or\nmore pods at once: `replicas` of Deployments, ReplicaSets and custom resources, `parallelism` of Jobs and CronJobs,\nJobSet replicas \xD7 parallelism, LeaderWorkerSet groups \xD7 size, and every DaemonSet. (2) Triggers when a StatefulSet with\ntwo or more replicas mounts a `persistentVolumeClaim` volume writable from its pod template instead of declaring it in\n`volumeClaimTemplates`, with or without a subPath.\nA `subPathExpr` using `$(POD_NAME)` from `metadata.name`, a pod index or any variable the linter cannot resolve (set by\nan operator or the image) is per pod and silent, and so are read-only mounts (`readOnly: true` on the mount or the\nclaim), generic `ephemeral` volumes (one claim per pod), unknown or placeholder replica counts and a single replica.\nThe access mode of the claim is not read: ReadWriteMany is what lets the replicas share the volume in the first place\nand does not make concurrent writes to one directory safe (with ReadWriteOnce the replicas additionally pile onto one\nnode or fail with Multi-Attach errors).\nIt points at the volume's `persistentVolumeClaim` key, with the mounts as related locations.\n\n## Why it matters\n\nA subPath is resolved once per container, to the same directory for every replica: all replicas then write the same\nfiles.\nTraining replicas overwrite each other's checkpoints (`checkpoint-1000/` written by four ranks at once, `latest`\nsymlinks racing), caches such as Hugging Face's or Triton's are filled concurrently and corrupted, and logs interleave.\nThe bug is silent until a resumed job loads a half-written checkpoint.\nA StatefulSet that mounts one claim from its pod template defeats the point of a StatefulSet: the replicas share one\nvolume instead of each getting its own.\n\n## How to fix\n\nGive each pod its own directory with `subPathExpr` and the downward API, or its own claim:\n\n```yaml\n          env:\n            - name: POD_NAME\n              valueFrom:\n                fieldRef:\n                  fieldPath: metadata.name\n          volumeMounts:\n            - name: shared\n              mountPath: /checkpoints\n              subPathExpr: $(POD_NAME)\n```\n\nFor a StatefulSet, declare the volume under `spec.volumeClaimTemplates` instead of `volumes`.\nData that every replica only reads (datasets, model weights) should be mounted `readOnly: true`.\n\n## Examples\n\nEach `invalid-*.yaml` is reported as its `invalid-*.out` shows (the output with only this rule enabled, and the\n`.config.yaml` of the same name when there is one); each `valid-*.yaml` gives no finding.\n`rule.test.ts` checks them all; `npx vitest -u` rewrites the `.out` files.\n\n- [invalid-four-replicas-writing-into-one-checkpoint.yaml](invalid-four-replicas-writing-into-one-checkpoint.yaml): four\n  replicas writing into one checkpoint directory\n- [valid-one-directory-per-pod.yaml](valid-one-directory-per-pod.yaml): one directory per pod\n","invalid-four-replicas-writing-into-one-checkpoint.out":`invalid-four-replicas-writing-into-one-checkpoint.yaml
  18:11   warning  PersistentVolumeClaim "team-checkpoints" is mounted writable with subPath "run-42" in container "trainer" by the 4 pods of Deployment "trainer", so they all write into the same directory and overwrite each other's checkpoints, caches or logs; use subPathExpr with $(POD_NAME) from the downward API (or a claim per pod), or mount it readOnly.  shared-pvc-subpath-race
    18 |           persistentVolumeClaim:
       |           ^^^^^^^^^^^^^^^^^^^^^
    \u21B3 invalid-four-replicas-writing-into-one-checkpoint.yaml:15:15: container "trainer" mounts it with the same subPath in every pod.

\u2716 1 problem (0 errors, 1 warning, 0 notes) in 1 file
`,"invalid-four-replicas-writing-into-one-checkpoint.yaml":`apiVersion: apps/v1
kind: Deployment
metadata:
  name: trainer
spec:
  replicas: 4
  template:
    spec:
      containers:
        - name: trainer
          image: ghcr.io/example/trainer:1.4
          volumeMounts:
            - name: shared
              mountPath: /checkpoints
              subPath: run-42
      volumes:
        - name: shared
          persistentVolumeClaim:
            claimName: team-checkpoints
`,"valid-one-directory-per-pod.yaml":`apiVersion: apps/v1
kind: Deployment
metadata:
  name: trainer
spec:
  replicas: 4
  template:
    spec:
      containers:
        - name: trainer
          image: ghcr.io/example/trainer:1.4
          env:
            - name: POD_NAME
              valueFrom:
                fieldRef:
                  fieldPath: metadata.name
          volumeMounts:
            - name: shared
              mountPath: /checkpoints
              subPathExpr: $(POD_NAME)
      volumes:
        - name: shared
          persistentVolumeClaim:
            claimName: team-checkpoints
`};case"shm-missing":return{"README.md":"# shm-missing\n\n## What it checks\n\nTriggers for each GPU container (regular container or native sidecar) whose image belongs to a PyTorch-based family of\nthe image table (PyTorch, ROCm PyTorch, NGC PyTorch/NeMo/Triton/TensorRT-LLM/NIM, vLLM, SGLang, TGI, DeepSpeed, Ray,\nKServe runtimes, also pulled through a registry mirror), or whose command/args start a PyTorch launcher or server\n(`torchrun`, `python -m torch.distributed.run`, `deepspeed`, `accelerate launch`, `vllm serve`, `sglang.launch_server`,\n`text-generation-launcher`), and that does not mount an `emptyDir` with `medium: Memory` at `/dev/shm`.\nIt points at the container's `volumeMounts` key (or its `name:` when it has no mounts); when something is mounted at\n`/dev/shm` but is disk-backed (an `emptyDir` without `medium: Memory`, a PersistentVolumeClaim or generic ephemeral\nvolume), it points at that `mountPath`.\nA `hostPath` at `/dev/shm` counts as shared memory (`host-path-model-cache` judges hostPath volumes), and so does\n`hostIPC: true`.\nSilent for pod templates whose operator mounts a sized `/dev/shm` itself: RayCluster/RayJob/RayService (KubeRay), AIBrix\nRayClusterFleet (which creates RayClusters), KServe LLMInferenceService (merged with its LLMInferenceServiceConfig\ntemplate), and KServe inline model containers (`predictor.model`, `predictor.pytorch`, ...: the ServingRuntime supplies\nthe pod).\nSilent too when the mount cannot be judged: a placeholder mount path, a volume that is not in the pod spec (Argo\nWorkflow-level volumes), a DRA claim that cannot be resolved.\nSilent for pods whose operator merges the containers into a template of its own that holds the volumes (a TrainJob's\ntrainer, merged into its TrainingRuntime), and for NIMService and DynamoGraphDeployment, whose operators mount\n`/dev/shm`.\nInit containers, ephemeral containers and containers whose whole command only sleeps (`sleep infinity`, a sleep loop,\n`tail -f /dev/null`) are not checked.\n\n## Why it matters\n\nContainers get a 64Mi `/dev/shm` from the container runtime, and Kubernetes has no `--shm-size`.\nPyTorch passes DataLoader batches between worker processes through shared memory and NCCL uses it for intra-node GPU\ncommunication, so training jobs die with\n`ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm)` and\nvLLM/SGLang with tensor parallelism fail or hang with NCCL `No space left on device` errors, usually only after the\nfirst real batch or request, long after the rollout looked healthy.\nA disk-backed volume at `/dev/shm` avoids the size limit but turns shared-memory traffic into disk I/O.\n\n## How to fix\n\nMount a memory-backed emptyDir at `/dev/shm` in every PyTorch GPU container, with a `sizeLimit` that fits inside the\ncontainer's memory limit (the tmpfs is charged to it; the message suggests half of it, leaving the rest to the process):\n\n```yaml\n    spec:\n      containers:\n        - name: trainer\n          image: nvcr.io/nvidia/pytorch:24.05-py3\n          resources:\n            limits:\n              nvidia.com/gpu: 8\n              memory: 512Gi\n          volumeMounts:\n            - name: dshm\n              mountPath: /dev/shm\n      volumes:\n        - name: dshm\n          emptyDir:\n            medium: Memory\n            sizeLimit: 64Gi\n```\n\n## Examples\n\nEach `invalid-*.yaml` is reported as its `invalid-*.out` shows (the output with only this rule enabled, and the\n`.config.yaml` of the same name when there is one); each `valid-*.yaml` gives no finding.\n`rule.test.ts` checks them all; `npx vitest -u` rewrites the `.out` files.\n\n- [invalid-a-pytorchjob-worker-with-the-default-64mi-dev.yaml](invalid-a-pytorchjob-worker-with-the-default-64mi-dev.yaml):\n  a PyTorchJob worker with the default 64Mi /dev/shm\n- [valid-a-memory-backed-dev-shm-is-mounted.yaml](valid-a-memory-backed-dev-shm-is-mounted.yaml): a memory-backed /dev/shm\n  is mounted\n","invalid-a-pytorchjob-worker-with-the-default-64mi-dev.out":`invalid-a-pytorchjob-worker-with-the-default-64mi-dev.yaml
  13:15   warning  Container "pytorch" runs PyTorch on a GPU (image nvcr.io/nvidia/pytorch:24.05-py3) but mounts nothing at /dev/shm, so it gets the runtime's 64Mi default and DataLoader workers or NCCL fail; mount an emptyDir with medium: Memory at /dev/shm (e.g. sizeLimit: 64Gi, half the 128Gi memory limit).  shm-missing (fixable)
    13 |             - name: pytorch
       |               ^^^^^^^^^^^^^

\u2716 1 problem (0 errors, 1 warning, 0 notes) in 1 file
  1 finding fixable with --fix
`,"invalid-a-pytorchjob-worker-with-the-default-64mi-dev.yaml":`apiVersion: kubeflow.org/v1
kind: PyTorchJob
metadata:
  name: resnet-ddp
spec:
  pytorchReplicaSpecs:
    Worker:
      replicas: 2
      restartPolicy: OnFailure
      template:
        spec:
          containers:
            - name: pytorch
              image: nvcr.io/nvidia/pytorch:24.05-py3
              command: ["torchrun", "--nproc-per-node=4", "train.py"]
              resources:
                limits:
                  nvidia.com/gpu: 4
                  memory: 128Gi
`,"valid-a-memory-backed-dev-shm-is-mounted.yaml":`apiVersion: kubeflow.org/v1
kind: PyTorchJob
metadata:
  name: resnet-ddp
spec:
  pytorchReplicaSpecs:
    Worker:
      replicas: 2
      restartPolicy: OnFailure
      template:
        spec:
          containers:
            - name: pytorch
              image: nvcr.io/nvidia/pytorch:24.05-py3
              command: ["torchrun", "--nproc-per-node=4", "train.py"]
              resources:
                limits:
                  nvidia.com/gpu: 4
                  memory: 128Gi
              volumeMounts:
                - name: dshm
                  mountPath: /dev/shm
          volumes:
            - name: dshm
              emptyDir:
                medium: Memory
                sizeLimit: 32Gi
`};case"shm-size-exceeds-memory-limit":return{"README.md":`# shm-size-exceeds-memory-limit

## What it checks

Triggers for each volume of an AI workload pod whose source is \`emptyDir\` with \`medium: Memory\` and a \`sizeLimit\` larger
than the memory limit of a container that mounts it (read-only mounts aside: they write nothing).
Quantities are compared by value (\`64Gi\` is more than \`60000Mi\`).
The finding points at \`sizeLimit\`, with the memory limit of each such container as a related location.
Silent when the sizeLimit or the memory limit is a placeholder, missing or zero (\`shm-size-limit-missing\` covers a tmpfs
without a sizeLimit), and when the sizeLimit equals the limit or is below it.

## Why it matters

A \`medium: Memory\` emptyDir is a tmpfs, and every page written to it is charged to the memory cgroup of the container
that writes it.
When the sizeLimit is above that container's memory limit, the container reaches its limit first: the kernel OOM-kills
it (exit code 137) while the volume still has room, so the sizeLimit never bounds anything and the failure looks like a
memory leak of the server or of the PyTorch DataLoader workers and NCCL buffers that use \`/dev/shm\`.
The API documents the most a memory-backed emptyDir can hold as the smaller of its sizeLimit and the sum of the pod's
memory limits, so a sizeLimit above the limits only hides the bound that really applies.

## How to fix

Size the tmpfs well below the memory limit of every container that writes to it, leaving room for the process itself, or
raise the memory limit:

\`\`\`yaml
resources:
  limits:
    memory: 128Gi
volumeMounts:
  - name: dshm
    mountPath: /dev/shm
...
volumes:
  - name: dshm
    emptyDir:
      medium: Memory
      sizeLimit: 16Gi
\`\`\`

## Examples

Each \`invalid-*.yaml\` is reported as its \`invalid-*.out\` shows (the output with only this rule enabled, and the
\`.config.yaml\` of the same name when there is one); each \`valid-*.yaml\` gives no finding.
\`rule.test.ts\` checks them all; \`npx vitest -u\` rewrites the \`.out\` files.

- [invalid-dev-shm-larger-than-the-container-memory.yaml](invalid-dev-shm-larger-than-the-container-memory.yaml): /dev/shm
  larger than the container's memory limit
- [valid-dev-shm-within-the-memory-limit.yaml](valid-dev-shm-within-the-memory-limit.yaml): /dev/shm within the memory
  limit
`,"invalid-dev-shm-larger-than-the-container-memory.out":`invalid-dev-shm-larger-than-the-container-memory.yaml
  29:13   warning  emptyDir volume "dshm" (medium: Memory) has sizeLimit 64Gi, above the 32Gi memory limit of container "vllm": tmpfs pages count against the memory limit of the container that writes them, so it is OOM-killed before the volume is full and the sizeLimit never applies; set sizeLimit well below 32Gi, leaving room for the process, or raise the memory limit.  shm-size-exceeds-memory-limit
    29 |             sizeLimit: 64Gi
       |             ^^^^^^^^^^^^^^^
    \u21B3 invalid-dev-shm-larger-than-the-container-memory.yaml:21:15: The memory limit of container "vllm".

\u2716 1 problem (0 errors, 1 warning, 0 notes) in 1 file
`,"invalid-dev-shm-larger-than-the-container-memory.yaml":`apiVersion: apps/v1
kind: Deployment
metadata:
  name: llama-70b
spec:
  selector:
    matchLabels:
      app: llama-70b
  template:
    metadata:
      labels:
        app: llama-70b
    spec:
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          args: ["--model", "meta-llama/Llama-3.1-70B-Instruct", "--tensor-parallel-size", "4"]
          resources:
            limits:
              nvidia.com/gpu: 4
              memory: 32Gi
          volumeMounts:
            - name: dshm
              mountPath: /dev/shm
      volumes:
        - name: dshm
          emptyDir:
            medium: Memory
            sizeLimit: 64Gi
`,"valid-dev-shm-within-the-memory-limit.yaml":`apiVersion: apps/v1
kind: Deployment
metadata:
  name: llama-70b
spec:
  selector:
    matchLabels:
      app: llama-70b
  template:
    metadata:
      labels:
        app: llama-70b
    spec:
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          args: ["--model", "meta-llama/Llama-3.1-70B-Instruct", "--tensor-parallel-size", "4"]
          resources:
            limits:
              nvidia.com/gpu: 4
              memory: 128Gi
          volumeMounts:
            - name: dshm
              mountPath: /dev/shm
      volumes:
        - name: dshm
          emptyDir:
            medium: Memory
            sizeLimit: 16Gi
`};case"shm-size-limit-missing":return{"README.md":`# shm-size-limit-missing

## What it checks

Triggers for each volume of an AI workload pod whose source is \`emptyDir\` with \`medium: Memory\` and no \`sizeLimit\` (a
placeholder counts as set), when a container that mounts the volume has no memory limit (none, or 0).
Silent when every container that mounts it has a memory limit, or the pod has a pod-level
\`spec.resources.limits.memory\`: tmpfs pages are charged to the memory cgroup of the container that writes them, so that
limit bounds the volume.
Silent as well when nothing mounts the volume, or a mounting container's limit is a placeholder.
The finding points at the \`emptyDir\` key and names the containers without a memory limit.

## Why it matters

A \`medium: Memory\` emptyDir is a tmpfs: every byte written to it is RAM charged to the memory cgroup of the container
that writes it.
When that container has a memory limit, the limit bounds the volume: the container is OOM-killed before the tmpfs can
take more (\`shm-size-exceeds-memory-limit\` covers a \`sizeLimit\` above that limit).
Without a \`sizeLimit\` and without a memory limit, nothing bounds it: the tmpfs is sized to the node's allocatable
memory, and a PyTorch DataLoader or NCCL buffer that fills \`/dev/shm\` takes memory from every other pod on the node
until the kubelet evicts pods or the kernel OOM-kills them, GPU workloads included.
With a \`sizeLimit\`, the kubelet evicts the pod when the volume outgrows it, a visible reason, and the size you chose is
written down.

## How to fix

Give the volume a \`sizeLimit\`, or give the containers that mount it a memory limit; with both, keep the \`sizeLimit\`
inside the memory limit, leaving room for the process itself:

\`\`\`yaml
      volumes:
        - name: dshm
          emptyDir:
            medium: Memory
            sizeLimit: 16Gi   # container memory limit is 64Gi
\`\`\`

## Examples

Each \`invalid-*.yaml\` is reported as its \`invalid-*.out\` shows (the output with only this rule enabled, and the
\`.config.yaml\` of the same name when there is one); each \`valid-*.yaml\` gives no finding.
\`rule.test.ts\` checks them all; \`npx vitest -u\` rewrites the \`.out\` files.

- [invalid-dev-shm-without-a-size-or-a-memory-limit.yaml](invalid-dev-shm-without-a-size-or-a-memory-limit.yaml): /dev/shm
  without a size or a memory limit
- [valid-the-tmpfs-is-sized-below-the-memory-limit.yaml](valid-the-tmpfs-is-sized-below-the-memory-limit.yaml): the
  tmpfs is sized below the memory limit
- [valid-a-memory-limit-bounds-the-tmpfs.yaml](valid-a-memory-limit-bounds-the-tmpfs.yaml): a memory limit bounds the
  tmpfs
`,"invalid-dev-shm-without-a-size-or-a-memory-limit.out":`invalid-dev-shm-without-a-size-or-a-memory-limit.yaml
  27:11   warning  emptyDir volume "dshm" is memory-backed (medium: Memory) with no sizeLimit, and container "vllm", which mounts it, has no memory limit either, so the tmpfs can grow until it takes the node's memory; set emptyDir.sizeLimit (e.g. 8Gi) or a memory limit on container "vllm".  shm-size-limit-missing
    27 |           emptyDir:
       |           ^^^^^^^^

\u2716 1 problem (0 errors, 1 warning, 0 notes) in 1 file
`,"invalid-dev-shm-without-a-size-or-a-memory-limit.yaml":`apiVersion: apps/v1
kind: Deployment
metadata:
  name: qwen
spec:
  replicas: 1
  selector:
    matchLabels:
      app: qwen
  template:
    metadata:
      labels:
        app: qwen
    spec:
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          args: ["--model", "Qwen/Qwen2.5-32B-Instruct", "--tensor-parallel-size", "2"]
          resources:
            limits:
              nvidia.com/gpu: 2
          volumeMounts:
            - name: dshm
              mountPath: /dev/shm
      volumes:
        - name: dshm
          emptyDir:
            medium: Memory
`,"valid-a-memory-limit-bounds-the-tmpfs.yaml":`# The tmpfs has no sizeLimit, but every byte written to it is charged to the 64Gi memory limit of
# the only container that mounts it: it cannot take the node's memory.
apiVersion: apps/v1
kind: Deployment
metadata:
  name: qwen
spec:
  replicas: 1
  selector:
    matchLabels:
      app: qwen
  template:
    metadata:
      labels:
        app: qwen
    spec:
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          args: ["--model", "Qwen/Qwen2.5-32B-Instruct", "--tensor-parallel-size", "2"]
          resources:
            limits:
              nvidia.com/gpu: 2
              memory: 64Gi
          volumeMounts:
            - name: dshm
              mountPath: /dev/shm
      volumes:
        - name: dshm
          emptyDir:
            medium: Memory
`,"valid-the-tmpfs-is-sized-below-the-memory-limit.yaml":`apiVersion: apps/v1
kind: Deployment
metadata:
  name: qwen
spec:
  replicas: 1
  selector:
    matchLabels:
      app: qwen
  template:
    metadata:
      labels:
        app: qwen
    spec:
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          args: ["--model", "Qwen/Qwen2.5-32B-Instruct", "--tensor-parallel-size", "2"]
          resources:
            limits:
              nvidia.com/gpu: 2
              memory: 64Gi
          volumeMounts:
            - name: dshm
              mountPath: /dev/shm
      volumes:
        - name: dshm
          emptyDir:
            medium: Memory
            sizeLimit: 16Gi
`};case"tensor-parallel-gpu-mismatch":return{"README.md":'# tensor-parallel-gpu-mismatch\n\n## What it checks\n\nReads the serving command of each container (`command`/`args`, `sh -c` scripts with `$(VAR)` and `$VAR` expansion, the\nimage entrypoint\'s args, and env forms such as TGI `NUM_SHARD`) and multiplies the GPUs one server needs: tensor\nparallel (`--tensor-parallel-size`/`-tp`, `--tp-size`/`--tp`, `--num-shard`, `--tp_size`) \xD7 pipeline parallel\n(`--pipeline-parallel-size`/`-pp`, `--pp-size`, `--pp_size`) \xD7 data parallel where the ranks run in the same pod (vLLM\n`--data-parallel-size`, or its `--data-parallel-size-local`; SGLang `--dp-size` unless `--enable-dp-attention`, which\nruns the ranks on the tensor-parallel GPUs). vLLM also takes `_` for `-` in flag names.\n`--nnodes N` divides the count over N pods.\n\n- **One pod**: triggers when that count differs from the container\'s GPU limit (`nvidia.com/gpu`, `amd.com/gpu`; a MIG\n  device counts as one GPU), whatever its request says.\n  An unwritten size is 1 (vLLM, SGLang, TensorRT-LLM), but only when the command names a model; TGI without\n  `--num-shard` uses every GPU it sees.\n- **LeaderWorkerSet** with `size` > 1: tp \xD7 pp (\xD7 dp) against the GPUs of the whole group (leader + (size \u2212 1) workers).\n- **Ray** (RayCluster, RayService, RayJob): against head + worker replicas \xD7 GPUs (`rayStartParams.num-gpus` when set);\n  a server that fits its own pod is fine.\n\nSilent when a value is a placeholder, a `--config` file may set the sizes, a pod uses DRA, the GPU limit is unknown or\nzero, Ray autoscaling is on, a multi-node KServe service (`workerSpec`) sets the sizes itself, or a one-pod server needs\nmore GPUs than it has and runs on Ray (`--distributed-executor-backend ray`, `ray start`) in a pod that is part of a Ray\ncluster (a KubeRay object\'s pod, a LeaderWorkerSet pod, or a pod with a container that runs `ray start`).\n`--distributed-executor-backend ray` alone starts a one-node Ray instance on the pod\'s own GPUs: it is judged like any\nother server.\nSilent for multi-stage servers that place their stages on devices themselves: vLLM-Omni (`--omni`,\n`--stage-configs-path`, `vllm-omni` images).\n\n## Why it matters\n\nTensor and pipeline parallelism place one model shard on each GPU.\nWhen tp \xD7 pp asks for more GPUs than the container can see, vLLM and SGLang fail at startup (vLLM: "the number of\nrequired GPUs exceeds the total number of available GPUs"), and on Ray or a LeaderWorkerSet group they wait for\nplacement-group resources that never come, so the pod sits un-ready and probes eventually restart it.\nWhen it asks for fewer, the server starts and the remaining GPUs sit idle, which on 8-GPU nodes is the most expensive\nmistake a manifest can make.\nMulti-node groups are where the arithmetic goes wrong most: tp is per node, pp spans the nodes, and the group size, GPUs\nper pod and flags are written in three different places.\n\n## How to fix\n\nMake the parallel sizes multiply to the GPUs the server gets: in one pod, `--tensor-parallel-size` = GPU request (e.g.\n`nvidia.com/gpu: 4` with `--tensor-parallel-size 4`); across a LeaderWorkerSet group, tp = GPUs per pod and pp = number\nof pods:\n\n```yaml\nleaderWorkerTemplate:\n  size: 2\n  leaderTemplate:\n    spec:\n      containers:\n        - name: vllm\n          command: ["sh", "-c", "... vllm serve meta-llama/Llama-3.1-405B-Instruct --tensor-parallel-size 8 --pipeline-parallel-size 2"]\n          resources:\n            limits:\n              nvidia.com/gpu: 8\n```\n\n## Examples\n\nEach `invalid-*.yaml` is reported as its `invalid-*.out` shows (the output with only this rule enabled, and the\n`.config.yaml` of the same name when there is one); each `valid-*.yaml` gives no finding.\n`rule.test.ts` checks them all; `npx vitest -u` rewrites the `.out` files.\n\n- [invalid-tensor-parallel-4-on-2-gpus.yaml](invalid-tensor-parallel-4-on-2-gpus.yaml): tensor parallel 4 on 2 GPUs\n- [invalid-a-leaderworkerset-group-with-half-the-gpus-tp-pp.yaml](invalid-a-leaderworkerset-group-with-half-the-gpus-tp-pp.yaml):\n  a LeaderWorkerSet group with half the GPUs tp \xD7 pp needs\n- [valid-tp-8-pp-2-over-a-group-of-2-pods-8-gpus.yaml](valid-tp-8-pp-2-over-a-group-of-2-pods-8-gpus.yaml): tp 8 \xD7 pp 2\n  over a group of 2 pods \xD7 8 GPUs\n',"invalid-a-leaderworkerset-group-with-half-the-gpus-tp-pp.out":`invalid-a-leaderworkerset-group-with-half-the-gpus-tp-pp.yaml
  16:17   error    vLLM in container "vllm" needs tp 8 \xD7 pp 2 = 16 GPUs (--tensor-parallel-size 8, --pipeline-parallel-size 2), but the group has 2 pods \xD7 4 GPUs = 8 (LeaderWorkerSet size 2): the server waits for GPUs it cannot get and never becomes ready; make tensor \xD7 pipeline parallel equal the GPUs of the whole group (e.g. tp = GPUs per pod, pp = pods), or change the group.  tensor-parallel-gpu-mismatch
    16 |               - >-
       |                 ^^

\u2716 1 problem (1 error, 0 warnings, 0 notes) in 1 file
`,"invalid-a-leaderworkerset-group-with-half-the-gpus-tp-pp.yaml":`apiVersion: leaderworkerset.x-k8s.io/v1
kind: LeaderWorkerSet
metadata:
  name: llama-405b
spec:
  leaderWorkerTemplate:
    size: 2
    leaderTemplate:
      spec:
        containers:
          - name: vllm
            image: vllm/vllm-openai:v0.9.0
            command:
              - sh
              - -c
              - >-
                ray start --head && vllm serve meta-llama/Llama-3.1-405B-Instruct-FP8
                --tensor-parallel-size 8 --pipeline-parallel-size 2
            resources:
              limits:
                nvidia.com/gpu: 4
    workerTemplate:
      spec:
        containers:
          - name: ray
            image: vllm/vllm-openai:v0.9.0
            command: ["sh", "-c", "ray start --block --address=$(LWS_LEADER_ADDRESS):6379"]
            resources:
              limits:
                nvidia.com/gpu: 4
`,"invalid-tensor-parallel-4-on-2-gpus.out":`invalid-tensor-parallel-4-on-2-gpus.yaml
  11:58   error    vLLM in container "vllm" needs tp 4 = 4 GPUs (--tensor-parallel-size 4), but the container requests 2 (nvidia.com/gpu: 2): vLLM fails at startup because it cannot find 4 GPUs; request 4 GPUs or lower the parallel sizes to 2.  tensor-parallel-gpu-mismatch
    11 |           args: ["--model", "Qwen/Qwen2.5-32B-Instruct", "--tensor-parallel-size", "4"]
       |                                                          ^^^^^^^^^^^^^^^^^^^^^^^^

\u2716 1 problem (1 error, 0 warnings, 0 notes) in 1 file
`,"invalid-tensor-parallel-4-on-2-gpus.yaml":`apiVersion: apps/v1
kind: Deployment
metadata:
  name: qwen-32b
spec:
  template:
    spec:
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          args: ["--model", "Qwen/Qwen2.5-32B-Instruct", "--tensor-parallel-size", "4"]
          resources:
            limits:
              nvidia.com/gpu: 2
`,"valid-tp-8-pp-2-over-a-group-of-2-pods-8-gpus.yaml":`apiVersion: leaderworkerset.x-k8s.io/v1
kind: LeaderWorkerSet
metadata:
  name: llama-405b
spec:
  leaderWorkerTemplate:
    size: 2
    leaderTemplate:
      spec:
        containers:
          - name: vllm
            image: vllm/vllm-openai:v0.9.0
            command:
              - sh
              - -c
              - >-
                ray start --head && vllm serve meta-llama/Llama-3.1-405B-Instruct-FP8
                --tensor-parallel-size 8 --pipeline-parallel-size 2
            resources:
              limits:
                nvidia.com/gpu: 8
    workerTemplate:
      spec:
        containers:
          - name: ray
            image: vllm/vllm-openai:v0.9.0
            command: ["sh", "-c", "ray start --block --address=$(LWS_LEADER_ADDRESS):6379"]
            resources:
              limits:
                nvidia.com/gpu: 8
`};case"topology-alignment-not-guaranteed":return{"README.md":`# topology-alignment-not-guaranteed

## What it checks

Needs node pools.
Triggers for a GPU pod when at least one of its candidate pools where it fits (nodeSelector, required node affinity,
taints, GPUs per node) has GPUs and a kubelet with \`topologyManagerPolicy\` \`restricted\` or \`single-numa-node\` and
\`cpuManagerPolicy: static\` (from the pool's \`kubelet:\` in config or a \`KubeletConfiguration\` document of the input), and
the pod will not get exclusive CPUs there:

- a container (app, sidecar or init) writes a \`cpu\` or \`memory\` request that differs from its limit, so the pod is not
  Guaranteed: reported at the request key (with pod-level \`spec.resources\`, only those are judged);
- a GPU container's CPU request (or its limit when there is no request) is not a whole number (\`500m\`, \`2.5\`): reported
  at that key.

One finding per offending key; the message names the pools.
Only written values are judged: missing cpu/memory values are the business of \`gpu-container-cpu-memory-missing\`,
\`memory-limit-missing\` and \`init-container-limits-missing\`.
Pools whose CPU manager is not \`static\` are left to \`topology-cpu-manager-missing\`.
Silent without pools, for placeholders, GPU infrastructure pods and pods whose selectors hold templates.

## Why it matters

On these pools the Topology Manager aligns a container's CPUs with its GPUs only when the CPU manager hands it exclusive
cores, and the static CPU manager does that only for containers of Guaranteed pods that ask for a whole number of CPUs.
Any other GPU pod is admitted with its GPUs aligned but its CPUs spread over the shared pool on both sockets: data
loading, tokenization and NCCL proxy threads run far from the GPU, which is the very cost the restrictive policy was
configured to avoid, and the pod also loses the eviction protection of Guaranteed QoS.

## How to fix

Give every container requests equal to limits, and GPU containers whole CPUs:

\`\`\`yaml
resources:
  requests:
    cpu: "16"
    memory: 128Gi
  limits:
    cpu: "16"
    memory: 128Gi
    nvidia.com/gpu: 4
\`\`\`

## Examples

Each \`invalid-*.yaml\` is reported as its \`invalid-*.out\` shows (the output with only this rule enabled, and the
\`.config.yaml\` of the same name when there is one); each \`valid-*.yaml\` gives no finding.
\`rule.test.ts\` checks them all; \`npx vitest -u\` rewrites the \`.out\` files.

- [invalid-fractional-cpus-on-a-single-numa-node-kubelet.yaml](invalid-fractional-cpus-on-a-single-numa-node-kubelet.yaml):
  fractional CPUs on a single-numa-node kubelet (the KubeletConfiguration of the input applies to the Node's pool)
- [valid-guaranteed-with-whole-cpus.yaml](valid-guaranteed-with-whole-cpus.yaml): Guaranteed with whole CPUs
`,"invalid-fractional-cpus-on-a-single-numa-node-kubelet.out":`invalid-fractional-cpus-on-a-single-numa-node-kubelet.yaml
  24:11   warning  Container "infer" asks for cpu 3500m, not a whole number of CPUs, so the static CPU manager gives it no exclusive CPUs: on pool h100-node-1 (topologyManagerPolicy single-numa-node, from KubeletConfiguration in invalid-fractional-cpus-on-a-single-numa-node-kubelet.yaml:2) its GPUs get no NUMA-aligned CPUs; set requests equal to limits in every container and whole CPUs in GPU containers.  topology-alignment-not-guaranteed
    24 |           cpu: 3500m
       |           ^^^^^^^^^^

\u2716 1 problem (0 errors, 1 warning, 0 notes) in 1 file
`,"invalid-fractional-cpus-on-a-single-numa-node-kubelet.yaml":`apiVersion: kubelet.config.k8s.io/v1beta1
kind: KubeletConfiguration
topologyManagerPolicy: single-numa-node
cpuManagerPolicy: static
---
apiVersion: v1
kind: Node
metadata:
  name: h100-node-1
  labels:
    nvidia.com/gpu.product: NVIDIA-H100-80GB-HBM3
    nvidia.com/gpu.count: "8"
---
apiVersion: v1
kind: Pod
metadata:
  name: infer
spec:
  containers:
    - name: infer
      image: vllm/vllm-openai:v0.9.0
      resources:
        limits:
          cpu: 3500m
          memory: 64Gi
          nvidia.com/gpu: 2
`,"valid-guaranteed-with-whole-cpus.yaml":`apiVersion: kubelet.config.k8s.io/v1beta1
kind: KubeletConfiguration
topologyManagerPolicy: single-numa-node
cpuManagerPolicy: static
---
apiVersion: v1
kind: Node
metadata:
  name: h100-node-1
  labels:
    nvidia.com/gpu.product: NVIDIA-H100-80GB-HBM3
    nvidia.com/gpu.count: "8"
---
apiVersion: v1
kind: Pod
metadata:
  name: infer
spec:
  containers:
    - name: infer
      image: vllm/vllm-openai:v0.9.0
      resources:
        limits:
          cpu: "4"
          memory: 64Gi
          nvidia.com/gpu: 2
`};case"topology-cpu-manager-missing":return{"README.md":`# topology-cpu-manager-missing

## What it checks

Triggers in two places:

- a \`KubeletConfiguration\` document with \`topologyManagerPolicy\` \`restricted\` or \`single-numa-node\` whose
  \`cpuManagerPolicy\` is absent (the default is \`none\`) or not \`static\`, in an input that has GPU workloads or GPU node
  pools (a document named after a non-GPU pool is not judged).
  The finding points at the \`cpuManagerPolicy\` value, or at \`topologyManagerPolicy\` when it is absent;
- a GPU pod that can land (candidate pool where it fits) on GPU pools whose \`kubelet:\` in config (or an override, or a
  \`--node-pools\` file) has such a combination.
  Config has no location in the manifests, so the finding points at the pod's first GPU resource key and names the
  pools; one finding per pod.

Pools whose kubelet is not described, GPU infrastructure pods, pods whose selectors hold templates and placeholder
values stay silent.

## Why it matters

The Topology Manager only combines the NUMA hints of the resource managers.
GPUs get their hints from the device plugin, but CPUs only from the CPU manager, and only under its \`static\` policy,
which gives Guaranteed containers with whole CPUs exclusive cores.
With \`cpuManagerPolicy: none\` every container floats over the shared CPU pool: the kubelet happily aligns GPUs and NICs
on one NUMA node while the data loader and NCCL threads run on the other socket.
The restrictive topology policy then costs admissions without delivering the locality it was set for.

## How to fix

Turn on the static CPU manager with the topology policy (changing it requires draining the node and removing
\`/var/lib/kubelet/cpu_manager_state\`):

\`\`\`yaml
apiVersion: kubelet.config.k8s.io/v1beta1
kind: KubeletConfiguration
topologyManagerPolicy: single-numa-node
cpuManagerPolicy: static
reservedSystemCPUs: "0-1"
\`\`\`

and give GPU pods Guaranteed QoS with whole CPUs.

## Examples

Each \`invalid-*.yaml\` is reported as its \`invalid-*.out\` shows (the output with only this rule enabled, and the
\`.config.yaml\` of the same name when there is one); each \`valid-*.yaml\` gives no finding.
\`rule.test.ts\` checks them all; \`npx vitest -u\` rewrites the \`.out\` files.

- [invalid-single-numa-node-without-the-static-cpu-manager.yaml](invalid-single-numa-node-without-the-static-cpu-manager.yaml):
  single-numa-node without the static CPU manager
- [valid-the-static-cpu-manager.yaml](valid-the-static-cpu-manager.yaml): the static CPU manager
`,"invalid-single-numa-node-without-the-static-cpu-manager.out":`invalid-single-numa-node-without-the-static-cpu-manager.yaml
  4:1     note     topologyManagerPolicy is single-numa-node but cpuManagerPolicy is none: without the static CPU manager no container gets exclusive CPUs, so the Topology Manager aligns the GPUs but not the CPUs that feed them; set cpuManagerPolicy: static.  topology-cpu-manager-missing
    4 | cpuManagerPolicy: none
      | ^^^^^^^^^^^^^^^^^^^^^^

\u2716 1 problem (0 errors, 0 warnings, 1 note) in 1 file
`,"invalid-single-numa-node-without-the-static-cpu-manager.yaml":`apiVersion: kubelet.config.k8s.io/v1beta1
kind: KubeletConfiguration
topologyManagerPolicy: single-numa-node
cpuManagerPolicy: none
---
apiVersion: v1
kind: Pod
metadata:
  name: infer
spec:
  containers:
    - name: infer
      image: vllm/vllm-openai:v0.9.0
      resources:
        limits:
          cpu: "8"
          memory: 64Gi
          nvidia.com/gpu: 2
`,"valid-the-static-cpu-manager.yaml":`apiVersion: kubelet.config.k8s.io/v1beta1
kind: KubeletConfiguration
topologyManagerPolicy: single-numa-node
cpuManagerPolicy: static
---
apiVersion: v1
kind: Pod
metadata:
  name: infer
spec:
  containers:
    - name: infer
      image: vllm/vllm-openai:v0.9.0
      resources:
        limits:
          cpu: "8"
          memory: 64Gi
          nvidia.com/gpu: 2
`};case"topology-gpu-exceeds-numa":return{"README.md":"# topology-gpu-exceeds-numa\n\n## What it checks\n\nNeeds node pools.\nTriggers on a container's `nvidia.com/gpu` or `amd.com/gpu` key (`limits`, or `requests` without a limit) when its count\nis above the GPUs per NUMA node of a candidate pool where the pod fits (nodeSelector, required node affinity, taints,\nGPUs per node) whose kubelet uses `topologyManagerPolicy: single-numa-node` (from the pool's `kubelet:` in config or a\n`KubeletConfiguration` document of the input).\nGPUs per NUMA node come from the pool's `gpu.gpusPerNumaNode`, or, for pools built from Node objects, from\n`NodeResourceTopology` objects (`topology.node.k8s.io`, as exported by NFD's topology updater) of the same nodes in the\ninput: the largest GPU count of one zone.\nThe message names the pools.\n\nThe kubelet's default topology scope (`container`) is assumed: each container must fit on one NUMA node.\nCounts that are placeholders, MIG and shared resources, pools without a known GPUs-per-NUMA-node figure, GPU\ninfrastructure pods and pods whose selectors hold templates are not judged; a pool where the pod does not fit at all is\n`unschedulable`'s business.\n\n## Why it matters\n\nUnder `single-numa-node` the kubelet admits a container only if all of its CPUs and devices can come from one NUMA node.\nA typical 8-GPU server has 4 GPUs behind each CPU socket, so a container asking for 8 GPUs can never be aligned.\nThe scheduler does not know about NUMA: it binds the pod to the node, and the kubelet then rejects it at admission.\nThe pod ends in phase Failed with reason `TopologyAffinityError` and is not rescheduled; a Job keeps creating pods that\nfail the same way, and a Deployment's ReplicaSet retries on the same kind of node.\n\n## How to fix\n\nRequest at most as many GPUs per container as one NUMA node holds (split the work over more pods or containers), or run\njobs that need a whole node's GPUs on a pool with the `restricted` or `best-effort` policy.\n\n```yaml\nresources:\n  limits:\n    nvidia.com/gpu: 4   # gpusPerNumaNode of the pool\n```\n\n## Examples\n\nEach `invalid-*.yaml` is reported as its `invalid-*.out` shows (the output with only this rule enabled, and the\n`.config.yaml` of the same name when there is one); each `valid-*.yaml` gives no finding.\n`rule.test.ts` checks them all; `npx vitest -u` rewrites the `.out` files.\n\n- [invalid-8-gpus-on-a-node-with-4-per-numa-node-node.yaml](invalid-8-gpus-on-a-node-with-4-per-numa-node-node.yaml): 8\n  GPUs on a node with 4 per NUMA node (Node, NodeResourceTopology and KubeletConfiguration of the input describe the\n  pool)\n- [valid-two-containers-of-4-gpus-each.yaml](valid-two-containers-of-4-gpus-each.yaml): two containers of 4 GPUs each\n","invalid-8-gpus-on-a-node-with-4-per-numa-node-node.out":`invalid-8-gpus-on-a-node-with-4-per-numa-node-node.yaml
  41:15   error    nvidia.com/gpu: 8 in container "train" is more than one NUMA node holds on pool h100-node-1 (4 per NUMA node, from NodeResourceTopology zones; topologyManagerPolicy single-numa-node, from KubeletConfiguration in invalid-8-gpus-on-a-node-with-4-per-numa-node-node.yaml:2): the kubelet rejects the pod with TopologyAffinityError and does not reschedule it; request at most 4 GPUs per container, or run it on a pool whose policy is restricted.  topology-gpu-exceeds-numa
    41 |               nvidia.com/gpu: 8
       |               ^^^^^^^^^^^^^^^^^

\u2716 1 problem (1 error, 0 warnings, 0 notes) in 1 file
`,"invalid-8-gpus-on-a-node-with-4-per-numa-node-node.yaml":`apiVersion: kubelet.config.k8s.io/v1beta1
kind: KubeletConfiguration
topologyManagerPolicy: single-numa-node
cpuManagerPolicy: static
---
apiVersion: v1
kind: Node
metadata:
  name: h100-node-1
  labels:
    nvidia.com/gpu.product: NVIDIA-H100-80GB-HBM3
    nvidia.com/gpu.count: "8"
---
apiVersion: topology.node.k8s.io/v1alpha2
kind: NodeResourceTopology
metadata:
  name: h100-node-1
zones:
  - name: node-0
    type: Node
    resources:
      - {name: nvidia.com/gpu, capacity: "4", allocatable: "4", available: "4"}
  - name: node-1
    type: Node
    resources:
      - {name: nvidia.com/gpu, capacity: "4", allocatable: "4", available: "4"}
---
apiVersion: batch/v1
kind: Job
metadata:
  name: pretrain
spec:
  template:
    spec:
      restartPolicy: Never
      containers:
        - name: train
          image: nvcr.io/nvidia/pytorch:24.05-py3
          resources:
            limits:
              nvidia.com/gpu: 8
`,"valid-two-containers-of-4-gpus-each.yaml":`apiVersion: kubelet.config.k8s.io/v1beta1
kind: KubeletConfiguration
topologyManagerPolicy: single-numa-node
cpuManagerPolicy: static
---
apiVersion: v1
kind: Node
metadata:
  name: h100-node-1
  labels:
    nvidia.com/gpu.product: NVIDIA-H100-80GB-HBM3
    nvidia.com/gpu.count: "8"
---
apiVersion: topology.node.k8s.io/v1alpha2
kind: NodeResourceTopology
metadata:
  name: h100-node-1
zones:
  - name: node-0
    type: Node
    resources:
      - {name: nvidia.com/gpu, capacity: "4", allocatable: "4", available: "4"}
  - name: node-1
    type: Node
    resources:
      - {name: nvidia.com/gpu, capacity: "4", allocatable: "4", available: "4"}
---
apiVersion: batch/v1
kind: Job
metadata:
  name: pretrain
spec:
  template:
    spec:
      restartPolicy: Never
      containers:
        - name: train-a
          image: nvcr.io/nvidia/pytorch:24.05-py3
          resources:
            limits:
              nvidia.com/gpu: 4
        - name: train-b
          image: nvcr.io/nvidia/pytorch:24.05-py3
          resources:
            limits:
              nvidia.com/gpu: 4
`};case"topology-policy-weak":return{"README.md":"# topology-policy-weak\n\n## What it checks\n\nTriggers in two places:\n\n- a `KubeletConfiguration` document (`kubelet.config.k8s.io`) whose `topologyManagerPolicy` is `none` or `best-effort`,\n  or absent (the kubelet default is `none`), in an input that has GPU workloads or GPU node pools.\n  The finding points at the `topologyManagerPolicy` value (at `kind: KubeletConfiguration` when the field is absent).\n  A document whose `metadata.name` is the name of a pool applies to that pool only and is judged only when that pool has\n  GPUs; any other document applies to every GPU pool without an explicit `kubelet:` in config;\n- a GPU pod that can land (candidate pool where it fits) on GPU pools whose `kubelet:` in config (or in an override or a\n  `--node-pools` file) says `none` or `best-effort` (a `kubelet:` block without `topologyManagerPolicy` means the\n  default, `none`).\n  Config has no location in the manifests, so the finding points at the pod's first GPU resource key and names the\n  pools; one finding per pod.\n\nPools whose kubelet is not described stay silent, and so do GPU infrastructure pods, pods whose selectors hold templates\nand placeholder policies.\n\n## Why it matters\n\nMulti-GPU training and inference move data between the GPUs, host memory and the network card all the time.\nWith the Topology Manager off (`none`) or only advising (`best-effort`), the kubelet admits a pod even when its GPUs sit\non one NUMA node and its CPUs, memory or RDMA NIC on another: every host-to-device copy then crosses the socket\ninterconnect, NCCL and GPUDirect RDMA lose a large part of their bandwidth, and step times vary from pod to pod\ndepending on where the pod happened to land.\n`restricted` and `single-numa-node` make the kubelet align the devices or refuse the pod, so the placement is\npredictable.\n\n## How to fix\n\nSet the policy on the GPU nodes' kubelet and describe it to the linter:\n\n```yaml\napiVersion: kubelet.config.k8s.io/v1beta1\nkind: KubeletConfiguration\ntopologyManagerPolicy: single-numa-node   # or restricted\ncpuManagerPolicy: static\nreservedSystemCPUs: \"0-1\"\n```\n\nor in `.ai-k8s-lint.yaml`:\n`nodePools: [{ name: h100, kubelet: { topologyManagerPolicy: single-numa-node, cpuManagerPolicy: static } }]`.\nPods need Guaranteed QoS with whole CPUs to get aligned CPUs.\n\n## Examples\n\nEach `invalid-*.yaml` is reported as its `invalid-*.out` shows (the output with only this rule enabled, and the\n`.config.yaml` of the same name when there is one); each `valid-*.yaml` gives no finding.\n`rule.test.ts` checks them all; `npx vitest -u` rewrites the `.out` files.\n\n- [invalid-a-best-effort-kubelet-next-to-gpu-workloads.yaml](invalid-a-best-effort-kubelet-next-to-gpu-workloads.yaml):\n  a best-effort kubelet next to GPU workloads\n- [valid-single-numa-node.yaml](valid-single-numa-node.yaml): single-numa-node\n","invalid-a-best-effort-kubelet-next-to-gpu-workloads.out":`invalid-a-best-effort-kubelet-next-to-gpu-workloads.yaml
  3:1     warning  topologyManagerPolicy: best-effort: the kubelet may put a pod's GPUs, CPUs and NIC on different NUMA nodes, so host-device traffic crosses the socket interconnect and GPUDirect RDMA/NCCL bandwidth drops; use restricted or single-numa-node (with cpuManagerPolicy: static).  topology-policy-weak
    3 | topologyManagerPolicy: best-effort
      | ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^

\u2716 1 problem (0 errors, 1 warning, 0 notes) in 1 file
`,"invalid-a-best-effort-kubelet-next-to-gpu-workloads.yaml":`apiVersion: kubelet.config.k8s.io/v1beta1
kind: KubeletConfiguration
topologyManagerPolicy: best-effort
cpuManagerPolicy: static
---
apiVersion: batch/v1
kind: Job
metadata:
  name: finetune
spec:
  template:
    spec:
      restartPolicy: Never
      containers:
        - name: train
          image: nvcr.io/nvidia/pytorch:24.05-py3
          resources:
            limits:
              nvidia.com/gpu: 8
`,"valid-single-numa-node.yaml":`apiVersion: kubelet.config.k8s.io/v1beta1
kind: KubeletConfiguration
topologyManagerPolicy: single-numa-node
cpuManagerPolicy: static
---
apiVersion: batch/v1
kind: Job
metadata:
  name: finetune
spec:
  template:
    spec:
      restartPolicy: Never
      containers:
        - name: train
          image: nvcr.io/nvidia/pytorch:24.05-py3
          resources:
            limits:
              nvidia.com/gpu: 4
`};case"training-restart-policy":return{"README.md":"# training-restart-policy\n\n## What it checks\n\nFor AI training workloads (batch Job and CronJob, JobSet, RayJob submitter,\nPyTorchJob/TFJob/MPIJob/XGBoostJob/PaddleJob/JAXJob, TrainingRuntime, Volcano Job).\nError: a pod template with `restartPolicy: Always`, or, for `batch/v1` Jobs and CronJobs, a pod template without\n`restartPolicy` (it defaults to `Always`); for the Kubeflow replica kinds also a replica spec with\n`restartPolicy: Always` (e.g.\n`spec.pytorchReplicaSpecs.Worker.restartPolicy`), which the operator copies onto the pods: both places are checked and\neach offending key is reported.\nRayJob head and worker pods are long-running Ray nodes and are not judged.\nNote: a `batch/v1` Job (or CronJob job template) with a GPU container and no `backoffLimit` (and no\n`backoffLimitPerIndex`), pointing at the Job's `spec`.\nTraining CRDs keep their retry limit elsewhere (`runPolicy.backoffLimit`, JobSet `failurePolicy.maxRestarts`) and are\nnot checked for it.\nPlaceholders are silent.\n\n## Why it matters\n\n`restartPolicy: Always` means \"this container must never stop\": for a batch Job the API server rejects it (only\n`OnFailure` and `Never` are allowed, and an unset policy defaults to `Always`), so the Job is never created and CI\npipelines that apply it fail late; JobSets and training runtimes hit the same rejection when their controller creates\nthe Jobs.\nUnder the Kubeflow operators a replica with `Always` is restarted even after it exits successfully, so the job never\ncompletes and keeps every GPU it holds.\nWithout `backoffLimit`, a failing GPU Job is retried 6 times by default, each attempt pulling a multi-gigabyte image,\nloading the model and often running for hours before failing the same way: one bad hyperparameter or a flaky node costs\na day of GPU time.\n\n## How to fix\n\nUse `OnFailure` (restart in place) or `Never` (a new pod per attempt) and set the retry budget explicitly; a\n`podFailurePolicy` can fail fast on non-retryable exit codes:\n\n```yaml\napiVersion: batch/v1\nkind: Job\nspec:\n  backoffLimit: 2\n  template:\n    spec:\n      restartPolicy: Never\n```\n\nFor Kubeflow jobs set the replica's `restartPolicy: OnFailure` (or `ExitCode`) and `runPolicy.backoffLimit`.\n\n## Examples\n\nEach `invalid-*.yaml` is reported as its `invalid-*.out` shows (the output with only this rule enabled, and the\n`.config.yaml` of the same name when there is one); each `valid-*.yaml` gives no finding.\n`rule.test.ts` checks them all; `npx vitest -u` rewrites the `.out` files.\n\n- [invalid-restartpolicy-always-and-no-backofflimit.yaml](invalid-restartpolicy-always-and-no-backofflimit.yaml):\n  restartPolicy: Always and no backoffLimit\n- [valid-never-with-an-explicit-retry-budget.yaml](valid-never-with-an-explicit-retry-budget.yaml): Never, with an\n  explicit retry budget\n","invalid-restartpolicy-always-and-no-backofflimit.out":`invalid-restartpolicy-always-and-no-backofflimit.yaml
  8:7     error    Job "finetune" sets restartPolicy: Always in its pod template, which the API server rejects for Jobs; use OnFailure or Never.  training-restart-policy
    8 |       restartPolicy: Always
      |       ^^^^^^^^^^^^^^^^^^^^^
  5:1     note     Job "finetune" uses GPUs but sets no backoffLimit, so a failing run is retried 6 times by default, each attempt reloading the image and model on GPUs; set backoffLimit explicitly (e.g. 0-2) and consider a podFailurePolicy for non-retryable exit codes.  training-restart-policy
    5 | spec:
      | ^^^^

\u2716 2 problems (1 error, 0 warnings, 1 note) in 1 file
  2 with --fix --fix-type suggestion
`,"invalid-restartpolicy-always-and-no-backofflimit.yaml":`apiVersion: batch/v1
kind: Job
metadata:
  name: finetune
spec:
  template:
    spec:
      restartPolicy: Always
      containers:
        - name: train
          image: nvcr.io/nvidia/pytorch:24.05-py3
          resources:
            limits:
              nvidia.com/gpu: 8
`,"valid-never-with-an-explicit-retry-budget.yaml":`apiVersion: batch/v1
kind: Job
metadata:
  name: finetune
spec:
  backoffLimit: 2
  template:
    spec:
      restartPolicy: Never
      containers:
        - name: train
          image: nvcr.io/nvidia/pytorch:24.05-py3
          resources:
            limits:
              nvidia.com/gpu: 8
`};case"training-world-size-gpu-mismatch":return{"README.md":'# training-world-size-gpu-mismatch\n\n## What it checks\n\nReads the command of each container (`command`/`args`, and the commands inside `sh -c` scripts, with `$(VAR)` and `$VAR`\nexpanded from the container\'s env) for a distributed-training launcher, and compares the processes it starts in the pod\nwith the container\'s GPU limit (`nvidia.com/gpu`, `amd.com/gpu`, MIG devices; the limit, whatever the request says):\n\n- `torchrun`, `python -m torch.distributed.run` and `python -m torch.distributed.launch`: `--nproc-per-node` /\n  `--nproc_per_node` N (`--nproc_per_node N` or `--nproc_per_node=N`).\n- `deepspeed`: `--num_gpus` / `--num_accelerators` N, the count per node.\n- `accelerate launch`: `--num_processes` N, the count across all machines: with `--num_machines` M the pod runs N / M.\n\nOnly the launcher\'s own flags count, those written before the training script; the script\'s arguments are its own.\nMore processes than GPUs is an error; fewer is a warning (for one process, the message allows that it may spread its\nmodel over the GPUs itself, as `device_map="auto"` does).\nSilent when the count is `auto`, `gpu` or another word, a placeholder or an env reference that the container does not\ndefine (`$(NPROC)`, `$NPROC`), when the pod uses DRA or the container has no GPU, for deepspeed with a hostfile\n(`--hostfile`, `--include`, `--exclude`, `--num_nodes` > 1: the ranks run on the hosts it lists), and for accelerate\nwith `--config_file` but no `--num_machines` (the file may set it), `--cpu`, or a DeepSpeed or MPI hostfile.\n\n## Why it matters\n\nEach launched process is one rank that takes the GPU of its local rank (`torch.cuda.set_device(LOCAL_RANK)`).\nWith more processes than GPUs, the ranks past the last GPU fail with "CUDA error: invalid device ordinal" and the whole\njob fails at startup or, worse, after a long data-loading phase.\nWith fewer processes than GPUs, the job runs and the other GPUs sit idle: the pod holds GPUs no one else can schedule,\nfor the whole length of the training run.\n`accelerate launch --num_processes` is the easiest to get wrong: it counts the processes of every machine, while\n`torchrun` and `deepspeed` count per node.\n\n## How to fix\n\nStart one process per GPU of the pod, or let the launcher count them:\n\n```yaml\ncommand: ["torchrun", "--nproc-per-node=gpu", "train.py"]\nresources:\n  limits:\n    nvidia.com/gpu: 8\n```\n\nWith accelerate on several pods, set `--num_processes` to GPUs per pod \xD7 `--num_machines`.\n\n## Examples\n\nEach `invalid-*.yaml` is reported as its `invalid-*.out` shows (the output with only this rule enabled, and the\n`.config.yaml` of the same name when there is one); each `valid-*.yaml` gives no finding.\n`rule.test.ts` checks them all; `npx vitest -u` rewrites the `.out` files.\n\n- [invalid-torchrun-8-processes-on-4-gpus.yaml](invalid-torchrun-8-processes-on-4-gpus.yaml): torchrun starts 8\n  processes on 4 GPUs\n- [invalid-accelerate-counts-processes-across-machines.yaml](invalid-accelerate-counts-processes-across-machines.yaml):\n  accelerate counts the processes of all machines\n- [valid-one-process-per-gpu.yaml](valid-one-process-per-gpu.yaml): one process per GPU\n',"invalid-accelerate-counts-processes-across-machines.out":`invalid-accelerate-counts-processes-across-machines.yaml
  18:19   warning  accelerate launch in container "pytorch" starts 4 processes per pod (--num_processes 8 over --num_machines 2), but the container has 8 GPUs (nvidia.com/gpu: 8): 4 GPUs stay idle; set --num_processes 16 (8 per machine \xD7 2), or request 4 GPUs.  training-world-size-gpu-mismatch
    18 |                 - accelerate launch --multi_gpu --num_machines 2 --num_processes 8 --machine_rank $RANK sft.py
       |                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  33:19   warning  accelerate launch in container "pytorch" starts 4 processes per pod (--num_processes 8 over --num_machines 2), but the container has 8 GPUs (nvidia.com/gpu: 8): 4 GPUs stay idle; set --num_processes 16 (8 per machine \xD7 2), or request 4 GPUs.  training-world-size-gpu-mismatch
    33 |                 - accelerate launch --multi_gpu --num_machines 2 --num_processes 8 --machine_rank $RANK sft.py
       |                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^

\u2716 2 problems (0 errors, 2 warnings, 0 notes) in 1 file
`,"invalid-accelerate-counts-processes-across-machines.yaml":`apiVersion: kubeflow.org/v1
kind: PyTorchJob
metadata:
  name: sft
spec:
  pytorchReplicaSpecs:
    Master:
      replicas: 1
      restartPolicy: OnFailure
      template:
        spec:
          containers:
            - name: pytorch
              image: nvcr.io/nvidia/pytorch:24.05-py3
              command:
                - sh
                - -c
                - accelerate launch --multi_gpu --num_machines 2 --num_processes 8 --machine_rank $RANK sft.py
              resources:
                limits:
                  nvidia.com/gpu: 8
    Worker:
      replicas: 1
      restartPolicy: OnFailure
      template:
        spec:
          containers:
            - name: pytorch
              image: nvcr.io/nvidia/pytorch:24.05-py3
              command:
                - sh
                - -c
                - accelerate launch --multi_gpu --num_machines 2 --num_processes 8 --machine_rank $RANK sft.py
              resources:
                limits:
                  nvidia.com/gpu: 8
`,"invalid-torchrun-8-processes-on-4-gpus.out":`invalid-torchrun-8-processes-on-4-gpus.yaml
  13:49   error    torchrun in container "trainer" starts 8 processes per pod (--nproc_per_node=8), but the container has 4 GPUs (nvidia.com/gpu: 4): the processes of local rank 4 and up find no GPU of their own and fail with "invalid device ordinal"; set --nproc_per_node=4 (gpu counts the GPUs the container sees), or request 8 GPUs.  training-world-size-gpu-mismatch
    13 |           command: ["torchrun", "--standalone", "--nproc_per_node=8", "train.py", "--config", "llama-8b.yaml"]
       |                                                 ^^^^^^^^^^^^^^^^^^^^

\u2716 1 problem (1 error, 0 warnings, 0 notes) in 1 file
`,"invalid-torchrun-8-processes-on-4-gpus.yaml":`apiVersion: batch/v1
kind: Job
metadata:
  name: finetune-llama
spec:
  backoffLimit: 2
  template:
    spec:
      restartPolicy: Never
      containers:
        - name: trainer
          image: nvcr.io/nvidia/pytorch:24.05-py3
          command: ["torchrun", "--standalone", "--nproc_per_node=8", "train.py", "--config", "llama-8b.yaml"]
          resources:
            limits:
              nvidia.com/gpu: 4
`,"valid-one-process-per-gpu.yaml":`apiVersion: batch/v1
kind: Job
metadata:
  name: pretrain
spec:
  backoffLimit: 2
  template:
    spec:
      restartPolicy: Never
      containers:
        - name: trainer
          image: nvcr.io/nvidia/pytorch:24.05-py3
          command: ["deepspeed", "--num_gpus", "8", "pretrain.py", "--deepspeed_config", "ds_zero3.json"]
          resources:
            limits:
              nvidia.com/gpu: 8
        - name: eval
          image: nvcr.io/nvidia/pytorch:24.05-py3
          command: ["torchrun", "--nproc-per-node=gpu", "eval.py"]
          resources:
            limits:
              nvidia.com/gpu: 2
`};case"unschedulable":return{"README.md":`# unschedulable

## What it checks

For every GPU pod template of an AI workload (a container requesting a GPU resource, or a DRA claim with a GPU
DeviceClass), simulates placement against the node pools the file lands on (config \`nodePools\`, an override's
\`nodePools\` for its paths, \`--node-pools\`, and \`Node\` objects in the input): \`nodeSelector\`, required node affinity,
taints against tolerations (with \`cluster.extendedResourceToleration\`), then per-node fit of GPUs, MIG devices and,
where the pool states them, cpu and memory.
Triggers when no pool is left; the message names every pool with the first constraint that excluded it.
A pool whose fit the linter cannot decide (no GPU count, no allocatable) counts as a possible home, so there is no
finding.
A pool built from \`Node\` objects that is not a GPU pool but whose \`status.allocatable\` is known (a saved
\`kubectl get nodes -o yaml\`) offers none of the GPU resources it does not list.
Silent when no pools are declared, on infrastructure pods (device plugin, GFD, DCGM, GPU Operator operands) and pods
without GPUs, and when a selector, affinity or toleration is a template.
DRA pods have GPUs of unknown count: only their selectors, taints and cpu/memory are judged.
One cause, one finding: when \`gpu-toleration-missing\` is enabled and reports the pod (every GPU pool is tainted and the
pod tolerates none of the taints), this rule simulates again as if those taints were tolerated and reports only what is
still in the way.
The finding points at the resource key of the container that asks for the most of the resource that does not fit when at
least one GPU pool admits the pod (selectors, affinity and taints pass) and only its nodes are too small, else at the
pod spec key (the constraints are what is in the way).

## Why it matters

The API server accepts a pod that no node can run; the scheduler leaves it Pending with \`0/N nodes are available\` and
the job or rollout hangs until someone reads the events.
With GPU pools this is the common failure: 8 GPUs asked of a 4-GPU pool, a nodeSelector on a product label spelled
differently from what GPU Feature Discovery writes, or a taint on the GPU nodes that nothing tolerates.
Catching it in review is cheaper than a stuck deployment, and a cluster autoscaler cannot help either, since no node
shape it can add satisfies the pod.

## How to fix

Read the reason given for the pool the workload is meant for and fix that constraint: request at most the GPUs one node
of the pool has (split a larger job across pods, e.g. more PyTorchJob workers), spell the nodeSelector as the nodes
label it (\`nvidia.com/gpu.product: NVIDIA-H100-80GB-HBM3\`), add a toleration for the pool's taint, or declare the
missing pool in \`nodePools\` (or an \`overrides\` entry for that path) when the linter does not know it.

## Examples

Each \`invalid-*.yaml\` is reported as its \`invalid-*.out\` shows (the output with only this rule enabled, and the
\`.config.yaml\` of the same name when there is one); each \`valid-*.yaml\` gives no finding.
\`rule.test.ts\` checks them all; \`npx vitest -u\` rewrites the \`.out\` files.

- [invalid-8-gpus-per-pod-the-untainted-a100-nodes-have-4.yaml](invalid-8-gpus-per-pod-the-untainted-a100-nodes-have-4.yaml): 8
  GPUs per pod: the untainted A100 nodes have 4 (the finding points at the request), the H100 nodes are tainted
- [invalid-the-nodeselector-is-not-how-gpu-feature.yaml](invalid-the-nodeselector-is-not-how-gpu-feature.yaml): The
  nodeSelector is not how GPU Feature Discovery spells the product: no pool admits the pod
- [valid-the-pod-tolerates-the-h100-taint-which-has-8.yaml](valid-the-pod-tolerates-the-h100-taint-which-has-8.yaml):
  The pod tolerates the H100 taint, which has 8 GPUs per node
`,"invalid-8-gpus-per-pod-the-untainted-a100-nodes-have-4.out":`invalid-8-gpus-per-pod-the-untainted-a100-nodes-have-4.yaml
  32:11   error    no node pool fits: a100-node (needs 8 nvidia.com/gpu per node, nodes have 4), h100-node (taint nvidia.com/gpu=present:NoSchedule not tolerated); ask for no more than one node of the intended pool offers (split the work across more pods), or let the pod reach a pool with larger nodes.  unschedulable
    32 |           nvidia.com/gpu: 8
       |           ^^^^^^^^^^^^^^^^^

\u2716 1 problem (1 error, 0 warnings, 0 notes) in 1 file
`,"invalid-8-gpus-per-pod-the-untainted-a100-nodes-have-4.yaml":`apiVersion: v1
kind: Node
metadata:
  name: a100-node
  labels:
    nvidia.com/gpu.product: NVIDIA-A100-SXM4-80GB
    nvidia.com/gpu.count: "4"
---
apiVersion: v1
kind: Node
metadata:
  name: h100-node
  labels:
    nvidia.com/gpu.product: NVIDIA-H100-80GB-HBM3
    nvidia.com/gpu.count: "8"
spec:
  taints:
    - key: nvidia.com/gpu
      value: present
      effect: NoSchedule
---
apiVersion: v1
kind: Pod
metadata:
  name: llama-70b
spec:
  containers:
    - name: vllm
      image: vllm/vllm-openai:v0.9.0
      resources:
        limits:
          nvidia.com/gpu: 8
`,"invalid-the-nodeselector-is-not-how-gpu-feature.out":`invalid-the-nodeselector-is-not-how-gpu-feature.yaml
  26:1    error    no node pool fits: a100-node (nodeSelector nvidia.com/gpu.product=H100: the pool has nvidia.com/gpu.product=NVIDIA-A100-SXM4-80GB), h100-node (nodeSelector nvidia.com/gpu.product=H100: the pool has nvidia.com/gpu.product=NVIDIA-H100-80GB-HBM3); fix the constraint that excludes the pool this workload is meant for, or declare that pool in nodePools.  unschedulable
    26 | spec:
       | ^^^^

\u2716 1 problem (1 error, 0 warnings, 0 notes) in 1 file
`,"invalid-the-nodeselector-is-not-how-gpu-feature.yaml":`apiVersion: v1
kind: Node
metadata:
  name: a100-node
  labels:
    nvidia.com/gpu.product: NVIDIA-A100-SXM4-80GB
    nvidia.com/gpu.count: "4"
---
apiVersion: v1
kind: Node
metadata:
  name: h100-node
  labels:
    nvidia.com/gpu.product: NVIDIA-H100-80GB-HBM3
    nvidia.com/gpu.count: "8"
spec:
  taints:
    - key: nvidia.com/gpu
      value: present
      effect: NoSchedule
---
apiVersion: v1
kind: Pod
metadata:
  name: llama-70b
spec:
  nodeSelector:
    nvidia.com/gpu.product: H100
  tolerations:
    - key: nvidia.com/gpu
      operator: Exists
      effect: NoSchedule
  containers:
    - name: vllm
      image: vllm/vllm-openai:v0.9.0
      resources:
        limits:
          nvidia.com/gpu: 8
`,"valid-the-pod-tolerates-the-h100-taint-which-has-8.yaml":`apiVersion: v1
kind: Node
metadata:
  name: a100-node
  labels:
    nvidia.com/gpu.product: NVIDIA-A100-SXM4-80GB
    nvidia.com/gpu.count: "4"
---
apiVersion: v1
kind: Node
metadata:
  name: h100-node
  labels:
    nvidia.com/gpu.product: NVIDIA-H100-80GB-HBM3
    nvidia.com/gpu.count: "8"
spec:
  taints:
    - key: nvidia.com/gpu
      value: present
      effect: NoSchedule
---
apiVersion: v1
kind: Pod
metadata:
  name: llama-70b
spec:
  nodeSelector:
    nvidia.com/gpu.product: NVIDIA-H100-80GB-HBM3
  tolerations:
    - key: nvidia.com/gpu
      operator: Exists
      effect: NoSchedule
  containers:
    - name: vllm
      image: vllm/vllm-openai:v0.9.0
      resources:
        limits:
          nvidia.com/gpu: 8
`};case"webhook-failure-policy-risk":return{"README.md":'# webhook-failure-policy-risk\n\n## What it checks\n\nFor each webhook of a `ValidatingWebhookConfiguration` or `MutatingWebhookConfiguration` whose `failurePolicy` is `Fail`\n(the default in `admissionregistration.k8s.io/v1`; `v1beta1` defaults to `Ignore`), reports:\n\n- **no CA**: a `clientConfig.service` webhook with no `clientConfig.caBundle` (or an empty one, or the `Cg==` scaffold\n  placeholder) while the object has no CA-injection annotation (`cert-manager.io/inject-ca-from`,\n  `inject-ca-from-secret`, `inject-apiserver-ca`, OpenShift `service.beta.openshift.io/inject-cabundle`), and no\n  controller of the same apply unit writes its own CA: a Deployment, StatefulSet or DaemonSet behind\n  `clientConfig.service` (the Service\'s selector matches its pod labels) whose ServiceAccount a binding of the unit\n  grants `update` or `patch` on that configuration kind, as self-rotating controllers and istiod have.\n  Reported on `clientConfig`.\n  Webhooks reached by `url` may rely on the API server\'s system trust roots and are not reported;\n- **slow**: `timeoutSeconds` above 10 (`v1beta1` defaults to 30).\n  Reported on `timeoutSeconds`;\n- **kube-system**: the webhook intercepts namespaced built-in resources (a rule with `apiGroups` `"*"` or a built-in\n  group such as `""` or `apps`) and its `namespaceSelector` selects kube-system (absent, empty, or not excluding the\n  `kubernetes.io/metadata.name: kube-system` label), with no `objectSelector` or `matchConditions` that narrow it.\n  Reported on `namespaceSelector`, or on the webhook\'s `name` when there is none.\n\nTemplated values are unknown and never reported.\n\n## Why it matters\n\nWith `failurePolicy: Fail`, every request the webhook matches is rejected while the webhook cannot answer: before a CA\nis injected (the API server cannot verify the serving certificate: `x509: certificate signed by unknown authority`),\nwhile the operator pod is down or restarting, or when it is slow.\nOperators that write the CA into the webhook themselves (controller-runtime internal certificate management) are exposed\nuntil their pod is ready, which is exactly when the install applies its custom resources.\nA long timeout makes every matching request (and every `kubectl apply`) hang that long first.\nA webhook on Pods in kube-system can stop the cluster from healing itself: if the operator pod dies, the control-plane\nand CNI pods that would reschedule it are rejected too.\n\n## How to fix\n\nGive the API server a CA: annotate the configuration with `cert-manager.io/inject-ca-from: <namespace>/<certificate>`\n(cert-manager), or set `clientConfig.caBundle`.\nKeep `timeoutSeconds` at 10 or less.\nExclude system namespaces:\n\n```yaml\nnamespaceSelector:\n  matchExpressions:\n    - key: kubernetes.io/metadata.name\n      operator: NotIn\n      values: [kube-system, kuberay-system]\n```\n\nWhere rejecting is not essential (defaulting, metrics), use `failurePolicy: Ignore`.\nIf the operator injects its own CA, wait for its Deployment to be ready before applying custom resources and suppress\nthe finding with `ai-k8s-lint.io/ignore: webhook-failure-policy-risk`.\n\n## Examples\n\nEach `invalid-*.yaml` is reported as its `invalid-*.out` shows (the output with only this rule enabled, and the\n`.config.yaml` of the same name when there is one); each `valid-*.yaml` gives no finding.\n`rule.test.ts` checks them all; `npx vitest -u` rewrites the `.out` files.\n\n- [invalid-fail-by-default-with-no-ca-a-30s-timeout-and.yaml](invalid-fail-by-default-with-no-ca-a-30s-timeout-and.yaml):\n  Fail (by default) with no CA, a 30s timeout and every namespace\n- [valid-cert-manager-injects-the-ca-kube-system-is.yaml](valid-cert-manager-injects-the-ca-kube-system-is.yaml):\n  cert-manager injects the CA; kube-system is excluded\n',"invalid-fail-by-default-with-no-ca-a-30s-timeout-and.out":`invalid-fail-by-default-with-no-ca-a-30s-timeout-and.yaml
  6:5     warning  webhook "pods.gpu-defaults.example.com" has failurePolicy Fail (the default) and its namespaceSelector selects every namespace, so an operator outage also blocks system pods; exclude kube-system and the operator's namespace (key kubernetes.io/metadata.name, operator NotIn).  webhook-failure-policy-risk
    6 |   - name: pods.gpu-defaults.example.com
      |     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  9:5     warning  webhook "pods.gpu-defaults.example.com" has failurePolicy Fail (the default) and timeoutSeconds 30: a slow or unavailable operator holds every matching request for 30s before rejecting it; use 10 or less.  webhook-failure-policy-risk
    9 |     timeoutSeconds: 30
      |     ^^^^^^^^^^^^^^^^^^
  10:5    warning  webhook "pods.gpu-defaults.example.com" has failurePolicy Fail (the default) but no clientConfig.caBundle, no cert-manager.io/inject-ca-from annotation, and no controller in its apply unit ./ allowed to write the CA into MutatingWebhookConfigurations: until a CA is injected the API server cannot verify the webhook and rejects every request it matches; inject the CA with cert-manager or set caBundle.  webhook-failure-policy-risk
    10 |     clientConfig:
       |     ^^^^^^^^^^^^

\u2716 3 problems (0 errors, 3 warnings, 0 notes) in 1 file
`,"invalid-fail-by-default-with-no-ca-a-30s-timeout-and.yaml":`apiVersion: admissionregistration.k8s.io/v1
kind: MutatingWebhookConfiguration
metadata:
  name: gpu-defaults
webhooks:
  - name: pods.gpu-defaults.example.com
    admissionReviewVersions: [v1]
    sideEffects: None
    timeoutSeconds: 30
    clientConfig:
      service: {name: gpu-defaults, namespace: gpu-system, path: /mutate-pods}
    rules:
      - {apiGroups: [""], apiVersions: [v1], operations: [CREATE], resources: [pods]}
`,"valid-cert-manager-injects-the-ca-kube-system-is.yaml":`apiVersion: admissionregistration.k8s.io/v1
kind: MutatingWebhookConfiguration
metadata:
  name: gpu-defaults
  annotations:
    cert-manager.io/inject-ca-from: gpu-system/gpu-defaults-serving-cert
webhooks:
  - name: pods.gpu-defaults.example.com
    admissionReviewVersions: [v1]
    sideEffects: None
    failurePolicy: Fail
    timeoutSeconds: 5
    clientConfig:
      service: {name: gpu-defaults, namespace: gpu-system, path: /mutate-pods}
    namespaceSelector:
      matchExpressions:
        - {key: kubernetes.io/metadata.name, operator: NotIn, values: [kube-system, gpu-system]}
    rules:
      - {apiGroups: [""], apiVersions: [v1], operations: [CREATE], resources: [pods]}
`};case"yaml-ambiguous-scalar":return{"README.md":'# yaml-ambiguous-scalar\n\n## What it checks\n\nKubernetes decodes manifests with YAML 1.1 rules: unquoted `yes`/`no`/`on`/`off`/`y`/`n` are booleans and a leading zero\nmakes a number octal (`0444` is 292).\nYAML 1.2 tools (yq, editors, most linters, Python and JS libraries) read `yes` as a string and `0444` as 444.\nLeading-zero `defaultMode`/`mode` values (volume and projected item file modes) are silent: octal is what is meant\nthere, and it is what the API server gets.\nA 1.1 boolean in a field the API types as a string (an env `value`, a label, `args`) is an error because kubectl rejects\nit.\n\n## Why it matters\n\nThe same file means two different things depending on which tool reads it.\nA `runAsUser: 01000` is user 512 for Kubernetes but user 1000 for a YAML 1.2 tool that checks or rewrites the manifest;\n`value: yes` in an env var fails `kubectl apply` with "cannot unmarshal bool into Go struct field EnvVar.value of type\nstring".\n\n## How to fix\n\nSay what you mean explicitly: quote strings (`value: "yes"`), write booleans as `true`/`false`, and write numbers\nwithout a leading zero (`1000`), or as `0o1750` when octal is meant.\n\n## Examples\n\nEach `invalid-*.yaml` is reported as its `invalid-*.out` shows (the output with only this rule enabled, and the\n`.config.yaml` of the same name when there is one); each `valid-*.yaml` gives no finding.\n`rule.test.ts` checks them all; `npx vitest -u` rewrites the `.out` files.\n\n- [invalid-boolean-spelled-yes-and-a-string-field-given-one.yaml](invalid-boolean-spelled-yes-and-a-string-field-given-one.yaml):\n  boolean spelled yes, and a string field given one\n- [invalid-a-user-id-with-a-leading-zero.yaml](invalid-a-user-id-with-a-leading-zero.yaml): a user id with a leading\n  zero\n- [valid-an-octal-file-mode.yaml](valid-an-octal-file-mode.yaml): an octal file mode\n- [valid-example.yaml](valid-example.yaml)\n',"invalid-a-user-id-with-a-leading-zero.out":`invalid-a-user-id-with-a-leading-zero.yaml
  7:5     warning  01000 is read as the octal number 512 by Kubernetes but as 1000 by YAML 1.2 tools; write 0o1000 for octal or 1000 for decimal so every tool agrees.  yaml-ambiguous-scalar (fixable)
    7 |     runAsUser: 01000
      |     ^^^^^^^^^^^^^^^^

\u2716 1 problem (0 errors, 1 warning, 0 notes) in 1 file
  1 finding fixable with --fix
`,"invalid-a-user-id-with-a-leading-zero.yaml":`apiVersion: v1
kind: Pod
metadata:
  name: p
spec:
  securityContext:
    runAsUser: 01000
  containers:
    - name: c
      image: busybox
`,"invalid-boolean-spelled-yes-and-a-string-field-given-one.out":`invalid-boolean-spelled-yes-and-a-string-field-given-one.yaml
  12:11   error    Unquoted on is the boolean true for Kubernetes, but this field is a string and kubectl rejects a boolean here; quote it: "on".  yaml-ambiguous-scalar (fixable)
    12 |           value: on
       |           ^^^^^^^^^
  6:3     warning  Unquoted yes is the boolean true for Kubernetes but the string "yes" for YAML 1.2 tools; write true (or "yes" if a string is meant).  yaml-ambiguous-scalar (fixable)
    6 |   hostNetwork: yes
      |   ^^^^^^^^^^^^^^^^

\u2716 2 problems (1 error, 1 warning, 0 notes) in 1 file
  2 findings fixable with --fix
`,"invalid-boolean-spelled-yes-and-a-string-field-given-one.yaml":`apiVersion: v1
kind: Pod
metadata:
  name: p
spec:
  hostNetwork: yes
  containers:
    - name: c
      image: busybox
      env:
        - name: DEBUG
          value: on
`,"valid-an-octal-file-mode.yaml":`apiVersion: v1
kind: Pod
metadata:
  name: p
spec:
  containers:
    - name: c
      image: busybox
  volumes:
    - name: cfg
      configMap:
        name: cfg
        defaultMode: 0644
`,"valid-example.yaml":`apiVersion: v1
kind: Pod
metadata:
  name: p
spec:
  hostNetwork: true
  containers:
    - name: c
      image: busybox
      env:
        - name: DEBUG
          value: "on"
  volumes:
    - name: cfg
      configMap:
        name: cfg
        defaultMode: 0o644
`};case"yaml-syntax":return{"README.md":`# yaml-syntax

## What it checks

Reported at the parser's line and column (an unclosed quote where it opens) for every document that does not parse or
that Kubernetes would reject: syntax errors, tab indentation, duplicate mapping keys, keys that are lists or mappings,
aliases that expand beyond the linter's budget (alias bombs), nesting too deep to read safely, and files that are not
text.
A stream is split at its \`---\` lines before parsing, as kubectl does, so a broken document never hides the ones after
it; they and the other files are still linted.

## Why it matters

A document that does not parse is never applied, and in a multi-document stream \`kubectl apply\` stops at the first
broken document, so everything after it silently goes missing.
Duplicate keys are worse: many YAML tools keep the last value, but kubectl rejects the object ("mapping key already
defined"), so a manifest that looks fine in an editor fails in the pipeline.

## How to fix

Fix the YAML at the reported position.
Quote values that start with \`{\`, \`[\`, \`*\`, \`&\`, \`!\`, \`%\` or \`@\`; indent with spaces, never tabs; keep each key once per
mapping.

## Examples

Each \`invalid-*.yaml\` is reported as its \`invalid-*.out\` shows (the output with only this rule enabled, and the
\`.config.yaml\` of the same name when there is one); each \`valid-*.yaml\` gives no finding.
\`rule.test.ts\` checks them all; \`npx vitest -u\` rewrites the \`.out\` files.

- [invalid-duplicate-key.yaml](invalid-duplicate-key.yaml): duplicate key
- [invalid-a-list-as-a-key.yaml](invalid-a-list-as-a-key.yaml): a list as a key
- [invalid-unquoted-placeholder.yaml](invalid-unquoted-placeholder.yaml): unquoted placeholder
- [valid-example.yaml](valid-example.yaml)
`,"invalid-a-list-as-a-key.out":`invalid-a-list-as-a-key.yaml
  6:3     error    A mapping key is a list or a mapping; Kubernetes rejects it ("invalid map key"). Quote the key if it is meant as text. The document was not linted.  yaml-syntax
    6 |   [a]: b
      |   ^

\u2716 1 problem (1 error, 0 warnings, 0 notes) in 1 file
`,"invalid-a-list-as-a-key.yaml":`apiVersion: v1
kind: ConfigMap
metadata:
  name: a
data:
  [a]: b
`,"invalid-duplicate-key.out":`invalid-duplicate-key.yaml
  5:3     error    Map keys must be unique: Kubernetes rejects duplicate keys (kubectl apply fails with "mapping key already defined").  yaml-syntax
    5 |   name: b
      |   ^

\u2716 1 problem (1 error, 0 warnings, 0 notes) in 1 file
`,"invalid-duplicate-key.yaml":`apiVersion: v1
kind: ConfigMap
metadata:
  name: a
  name: b
`,"invalid-unquoted-placeholder.out":`invalid-unquoted-placeholder.yaml
  8:24    error    Unexpected scalar at node end. The value \`{username}/torchserve:latest\` starts with a YAML indicator ({); quote it.  yaml-syntax
    8 |       image: {username}/torchserve:latest
      |                        ^^^^^^^^^^^^^^^^^^

\u2716 1 problem (1 error, 0 warnings, 0 notes) in 1 file
`,"invalid-unquoted-placeholder.yaml":`apiVersion: v1
kind: Pod
metadata:
  name: p
spec:
  containers:
    - name: c
      image: {username}/torchserve:latest
`,"valid-example.yaml":`apiVersion: v1
kind: ConfigMap
metadata:
  name: a
data:
  image: "{username}/torchserve:latest"
`};default:return{}}}var wn="kubernetes.io/hostname",vh=`the scheduler's default spreading (PodTopologySpread on ${wn}, maxSkew 3, ScheduleAnyway)`;function yh(e,n,t){if(!C(e))return{spreads:!0};let o=m(e,"topologyKey");if(typeof o!="string"||b(o))return{spreads:!0};if(o!==wn)return{spreads:!1,why:`its podAntiAffinity uses topologyKey ${o}, which keeps replicas apart per ${o.split("/").pop()} but not per node`};let i=m(e,"namespaces"),r=n.object.namespace;return Array.isArray(i)&&i.length>0&&m(e,"namespaceSelector")===void 0&&r!==void 0&&!i.some(a=>a===r||b(a))?{spreads:!1,why:`its podAntiAffinity only looks at pods in namespaces ${i.map(String).join(", ")}, not its own`}:tn(m(e,"labelSelector"),t)?{spreads:!0}:{spreads:!1,why:m(e,"labelSelector")==null?"its podAntiAffinity term has no labelSelector, so it selects no pods":"its podAntiAffinity selects other pods, not its own replicas"}}function bh(e,n,t){if(!C(e))return{spreads:!0};let o=m(e,"topologyKey");if(typeof o!="string"||b(o))return{spreads:!0};if(o!==wn)return{spreads:!1,why:`its topologySpreadConstraints spread by ${o}, which does not stop two replicas from sharing a node`};if(!tn(m(e,"labelSelector"),t))return{spreads:!1,why:m(e,"labelSelector")==null?"its topologySpreadConstraint has no labelSelector, so it counts no pods":"its topologySpreadConstraint counts other pods, not its own replicas"};let i=m(e,"maxSkew");return!(m(e,"whenUnsatisfiable")==="ScheduleAnyway")&&typeof i=="number"&&i>=n?{spreads:!1,why:`its topologySpreadConstraint on ${wn} has maxSkew ${i}, which allows all ${n} replicas on one node`}:{spreads:!0}}function wh(e){return`${M(e.object)}${e.role?` (${e.role} pods)`:""}`}var Us={id:"anti-affinity-missing",family:"scheduling",level:"warning",scope:"ai",summary:"A serving workload with several replicas does not keep them on different nodes.",references:["https://kubernetes.io/docs/concepts/scheduling-eviction/assign-pod-node/#inter-pod-affinity-and-anti-affinity","https://kubernetes.io/docs/concepts/scheduling-eviction/topology-spread-constraints/"],check:{podSpec(e,n){if(!e.workload.serving)return;let t=e.replicas;if(t===void 0||t<=1)return;let o=hn(e),i=[],r=m(e.spec,"affinity");if(r!=null&&!C(r))return;let a=m(r,"podAntiAffinity");if(a!=null&&!C(a))return;let s=m(a,"requiredDuringSchedulingIgnoredDuringExecution"),l=m(a,"preferredDuringSchedulingIgnoredDuringExecution");for(let f of[s,l])if(f!=null&&!Array.isArray(f))return;let c=[...Array.isArray(s)?s:[],...Array.isArray(l)?l.map(f=>C(f)?m(f,"podAffinityTerm"):f):[]];for(let f of c){let g=yh(f,e,o);if(g.spreads)return;g.why&&i.push(g.why)}let d=m(e.spec,"topologySpreadConstraints");if(d!=null&&!Array.isArray(d))return;for(let f of Array.isArray(d)?d:[]){let g=bh(f,t,o);if(g.spreads)return;g.why&&i.push(g.why)}let u;C(a)?u=[...e.path,"affinity","podAntiAffinity"]:Array.isArray(d)?u=[...e.path,"topologySpreadConstraints"]:u=[...e.path,"affinity","podAntiAffinity"];let p=i.length>0?[...new Set(i)].join("; "):"it has neither podAntiAffinity nor topologySpreadConstraints on kubernetes.io/hostname",h=Array.isArray(d)&&d.length>0?`its own topologySpreadConstraints replace the scheduler's default spreading by ${wn}`:`${vh} is only a weak score weighed against resource fit and image locality`;n.report({path:u,message:`Serving ${wh(e)} runs ${t} ${e.groupSize!==void 0?"replica groups":"replicas"} but nothing in its pod template keeps them on different nodes (${p}); ${h}, so replicas can share a GPU node, and one node failure, drain or driver upgrade takes several of them down at once while their models reload elsewhere; add a podAntiAffinity term (preferred or required) or a topologySpreadConstraint with topologyKey ${wn} that selects the pods' own labels.`})}}};import{readFileSync as Fh}from"node:fs";var jn=new Set(["","admissionregistration.k8s.io","apiextensions.k8s.io","apiregistration.k8s.io","apps","authentication.k8s.io","authorization.k8s.io","autoscaling","batch","certificates.k8s.io","coordination.k8s.io","discovery.k8s.io","events.k8s.io","extensions","flowcontrol.apiserver.k8s.io","internal.apiserver.k8s.io","networking.k8s.io","node.k8s.io","policy","rbac.authorization.k8s.io","resource.k8s.io","scheduling.k8s.io","settings.k8s.io","storage.k8s.io","storagemigration.k8s.io"]),kh=new Set(["metrics.k8s.io","custom.metrics.k8s.io","external.metrics.k8s.io"]),Ph=new Set(["apiserver.config.k8s.io","apiserver.k8s.io","audit.k8s.io","client.authentication.k8s.io","config.kubernetes.io","kind.x-k8s.io","kpt.dev","kubeadm.k8s.io","kubecontrollermanager.config.k8s.io","kubelet.config.k8s.io","kubeproxy.config.k8s.io","kubescheduler.config.k8s.io","kustomize.config.k8s.io"]),Ch=new Set(["apps.openshift.io","authorization.openshift.io","build.openshift.io","config.openshift.io","console.openshift.io","image.openshift.io","imageregistry.operator.openshift.io","machineconfiguration.openshift.io","monitoring.openshift.io","network.openshift.io","oauth.openshift.io","operator.openshift.io","project.openshift.io","quota.openshift.io","route.openshift.io","samples.operator.openshift.io","security.openshift.io","template.openshift.io","user.openshift.io"]);function Le(e){return b(e)?"unknown":jn.has(e)?"builtin":kh.has(e)?"aggregated":Ph.has(e)?"not-api":Ch.has(e)?"openshift":"custom"}function Re(e){let n=Le(e.group);return(n==="custom"||n==="openshift")&&!b(e.apiVersion)&&!b(e.kind)}function Lt(e){return e.slice(e.lastIndexOf("/")+1)}function rn(e){return e===void 0||e===""||b(e)?void 0:e}function fe(e,n){if(e.group!=="apiextensions.k8s.io"||e.kind!=="CustomResourceDefinition")return;let t=w(e.value,"spec"),o=w(t,"names"),i=rn(P(t,"group")),r=rn(P(o,"kind"));if(!i||!r)return;let a=rn(P(o,"plural"))?.toLowerCase(),s,l,c=m(t,"versions");if(Array.isArray(c)){s=[];for(let u of c){let p=rn(P(u,"name"));if(!p){s=void 0;break}s.push({name:p,served:m(u,"served")!==!1})}l=["spec","versions"]}else{let u=rn(P(t,"version"));u&&(s=[{name:u,served:!0}]),l=["spec","version"]}let d=rn(e.name);return{crd:{group:i,kind:r,name:d??`${a??Ot(r)}.${i}`,plural:a??(d?.endsWith(`.${i}`)?d.slice(0,-i.length-1):void 0),scope:rn(P(t,"scope")),versions:s,versionsAt:n?.([...e.path,...l])}}}function Oe(e,n){return`${e}\0${n}`}function Ot(e){let n=e.toLowerCase();return/(s|x|z|ch|sh)$/.test(n)?`${n}es`:/[^aeiou]y$/.test(n)?`${n.slice(0,-1)}ies`:`${n}s`}function Vt(e,n,t,o){let i=t.toLowerCase(),r=n.toLowerCase();for(let a of e.crds){if(typeof a!="string")continue;let s=a.trim().toLowerCase(),l=s.indexOf(".");if(l<=0||s.slice(l+1)!==r)continue;let c=s.slice(0,l);if(o!==void 0?c===o.toLowerCase():c===Ot(t)||c.startsWith(i))return!0}return!1}function kn(e){return e.name?`${e.kind} "${e.name}"`:e.kind}import{readFileSync as Ih}from"node:fs";import{existsSync as Ah}from"node:fs";import{dirname as Sh,join as xh}from"node:path";var Rh=4;function jt(e){let n=import.meta.dirname,t=n;for(let o=0;o<=Rh;o++){let i=xh(t,"data",e);if(Ah(i))return i;let r=Sh(t);if(r===t)break;t=r}throw new Error(`data/${e} was not found above ${n}; the ai-k8s-lint installation is incomplete`)}var ge={kind:"any"},Dh=new Map;function ne(e){return I(Dh,e,()=>({kind:"scalar",type:e}))}var yi;function de(){if(!yi){let e=JSON.parse(Ih(jt("k8s-schemas.json"),"utf8"));if(e.format!==2)throw new Error(`data/k8s-schemas.json has format ${String(e.format)}, expected 2`);yi=e}return yi}function _n(){return de().versions}function _t(e){let n=/^1\.(\d+)$/.exec(e.trim());return n?Number(n[1]):NaN}function Pn(e){let n=de().versions,t=_t(e);if(n.includes(e))return{requested:e,version:e,newer:!1,older:!1};let o=n[n.length-1],i=n[0];if(Number.isNaN(t)||t>_t(o))return{requested:e,version:o,newer:!0,older:!1};if(t<_t(i))return{requested:e,version:i,newer:!1,older:!0};let r=n.find(a=>_t(a)>t)??o;return{requested:e,version:r,newer:!1,older:!1}}var bi=class{version;bit;objects=new Map;parsed=new Map;constructor(n){let o=de().versions.indexOf(n);if(o===-1)throw new Error(`no bundled schema for Kubernetes ${n}`);this.version=n,this.bit=1<<o}kind(n,t){let i=(Object.prototype.hasOwnProperty.call(de().kinds,`${n}/${t}`)?de().kinds[`${n}/${t}`]:void 0)?.find(([a])=>(a&this.bit)!==0);if(!i)return{served:!1};if(i[1]===-1)return{served:!0};let r=this.object(i[1]);return r?{served:!0,node:r,definition:de().definitions[i[1]]}:{served:!0}}servedVersionsOf(n,t){let o=[];for(let[i,r]of Object.entries(de().kinds)){let a=i.lastIndexOf("/");if(i.slice(a+1)!==t)continue;let s=i.slice(0,a);n!==void 0&&Uh(s)!==n||r.some(([l])=>(l&this.bit)!==0)&&o.push(s)}return o.sort(Gh)}kindsOf(n){let t=[],o=`${n}/`;for(let[i,r]of Object.entries(de().kinds))!i.startsWith(o)||i.indexOf("/",o.length)!==-1||r.some(([a])=>(a&this.bit)!==0)&&t.push(i.slice(o.length));return t}objectMeta(){let n=de().definitions.indexOf("io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta");return n===-1?void 0:this.object(n)??void 0}object(n){let t=this.objects.get(n);if(t!==void 0)return t??void 0;let o=de().types[n]?.find(([l])=>(l&this.bit)!==0);if(!o){this.objects.set(n,null);return}let i=o[1],r=de().definitions[n],a,s={kind:"object",name:r.slice(r.lastIndexOf(".")+1),open:!1,fields:()=>{if(!a&&(a=new Map,i!==""))for(let l of i.split(" ")){let c=l.lastIndexOf(":");a.set(l.slice(0,c),this.type(l.slice(c+1)))}return a}};return this.objects.set(n,s),s}type(n){let t=this.parsed.get(n);if(t)return t;let o,i=n.charAt(0);return i==="["?o={kind:"array",items:this.type(n.slice(1))}:i==="{"?o={kind:"map",values:this.type(n.slice(1))}:i==="@"?o=this.object(Number(n.slice(1)))??ge:i==="e"?o={kind:"scalar",type:"string",enum:de().enums[Number(n.slice(1))]}:o=$h[n]??ge,this.parsed.set(n,o),o}},$h={s:ne("string"),i:ne("integer"),n:ne("number"),b:ne("boolean"),q:ne("quantity"),x:ne("int-or-string"),t:ne("time"),y:ne("byte"),a:ge};function Uh(e){let n=e.lastIndexOf("/");return n===-1?"":e.slice(0,n)}function Gh(e,n){return Gs(n)-Gs(e)}function Gs(e){let n=/v(\d+)(?:(alpha|beta)(\d+))?$/.exec(e);if(!n)return 0;let t=n[2]===void 0?3:n[2]==="beta"?2:1;return Number(n[1])*1e4+t*1e3+Number(n[3]??0)}var Eh=new Map;function Cn(e){return I(Eh,e,()=>new bi(e))}function Es(e,n){let t=de(),i=(Object.prototype.hasOwnProperty.call(t.kinds,`${e}/${n}`)?t.kinds[`${e}/${n}`]:[]).reduce((r,[a])=>r|a,0);return t.versions.filter((r,a)=>(i&1<<a)!==0)}var Mh=256,Ft=2e5,Fn=100;function an(e){return e.join("\0")}function qn(e,n,t){let o=[],i=[],r=0,a=t.skip&&t.skip.size>0?t.skip:void 0,s=t.gpuResources??[],l=(g,v,y=i)=>{o.length<Fn&&o.push({kind:g,path:[...t.base,...y],message:v})},c=()=>a!==void 0&&a.has(an([...t.base,...i])),d=(g,v,y)=>{if(!(g==null||v.kind==="any")&&!(++r>Ft||y>Mh||o.length>=Fn))switch(v.kind){case"scalar":f(g,v);return;case"array":if(!Array.isArray(g))return h(g,"a list");for(let k=0;k<g.length&&r<=Ft&&o.length<Fn;k++)i.push(k),d(g[k],v.items,y+1),i.pop();return;case"map":{if(!C(g))return h(g,"a mapping");let k=v.values.kind==="scalar"&&v.values.type==="quantity";for(let $ of Object.keys(g)){if(r>Ft||o.length>=Fn)break;k&&ft($,s)||(i.push($),d(g[$],v.values,y+1),i.pop())}return}case"object":u(g,v,y);return}},u=(g,v,y)=>{if(!C(g))return h(g,`a mapping (${v.name})`);let k=v.fields();for(let $ of Object.keys(g)){if(r>Ft||o.length>=Fn)break;let E=k.get($);i.push($),E?d(g[$],E,y+1):v.embedded&&($==="apiVersion"||$==="kind")?f(g[$],Th):v.embedded&&$==="metadata"?d(g[$],t.objectMeta??{kind:"any"},y+1):!v.open&&t.unknownFields&&!b($)&&!Nh.test($)&&p($,v,k),i.pop()}},p=(g,v,y)=>{let k=[...y.keys()];v.embedded&&k.push("apiVersion","kind","metadata");let $=g.toLowerCase(),E=k.find(te=>te.toLowerCase()===$)??Z(g,k),B=`${i.length>1?`${An(i.slice(0,-1))} (${v.name})`:v.name} has no field "${Sn(g)}" in ${t.schemaLabel}`;l("unknown-field",E?`${B} (did you mean "${E}"?), so the API server rejects it, or silently drops it under --validate=false.`:`${B}, so the API server rejects it, or silently drops it under --validate=false; remove it or move it to where it belongs.`)},h=(g,v)=>{b(g)||c()||l("invalid-value",`${An(i)||"The object"} must be ${v}, not ${_h(g)}.`)},f=(g,v)=>{if(g==null)return;let y=Lh[v.type];switch(v.type){case"string":if(typeof g!="string")return h(g,y);break;case"byte":if(typeof g!="string")return h(g,y);if(!b(g)&&!Vh(g)){let k=i.length===2&&i[0]==="data"?" (put plain text under stringData instead)":"";l("invalid-value",`${An(i)} is not base64-encoded data${k}; the API server cannot decode it.`)}return;case"integer":if(typeof g=="number"&&Number.isInteger(g))break;return typeof g=="string"&&b(g)?void 0:h(g,y);case"number":if(typeof g=="number")break;return typeof g=="string"&&b(g)?void 0:h(g,y);case"boolean":if(typeof g=="boolean")break;return typeof g=="string"&&b(g)?void 0:h(g,y);case"int-or-string":if(typeof g=="number"&&Number.isInteger(g)||typeof g=="string")break;return h(g,y);case"quantity":if(typeof g=="number"&&Number.isFinite(g))return;if(typeof g!="string")return h(g,y);if(b(g)||V(g)||c())return;l("invalid-value",`${An(i)}: ${JSON.stringify(Sn(g))} is not a Kubernetes quantity; ${jh(g)}`);return;case"time":if(typeof g!="string")return h(g,y);!b(g)&&!Oh.test(g)&&l("invalid-value",`${An(i)}: ${JSON.stringify(Sn(g))} is not an RFC 3339 time (e.g. 2025-01-31T12:00:00Z).`);return}if(v.enum&&g!==""&&!v.enum.includes(g)&&!b(g)&&!c()){let k=v.enum.map(B=>typeof B=="string"?B:JSON.stringify(B)),$=typeof g=="string"?g:JSON.stringify(g),E=typeof g=="string"?k.find(B=>B.toLowerCase()===g.toLowerCase())??Z(g,k):void 0,H=k.length>8?`${k.slice(0,8).join(", ")}, ...`:k.join(", ");l("invalid-value",`${An(i)}: ${JSON.stringify(Sn($))} is not one of ${H}${E?`; did you mean "${E}"?`:"."}`)}};try{d(e,n,0)}catch{}return o}var Th={kind:"scalar",type:"string"},Nh=/^\$(?:patch|retainKeys|setElementOrder\/|deleteFromPrimitiveList\/)/,Lh={string:"a string",integer:"an integer",number:"a number",boolean:"true or false",quantity:"a quantity (e.g. 500m, 2, 16Gi)","int-or-string":"an integer or a string",time:"an RFC 3339 time",byte:"a base64 string"},Oh=/^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:[Zz]|[+-]\d{2}:\d{2})$/;function Vh(e){let n=e.replace(/[\r\n]/g,"");return n.length%4===0&&/^[A-Za-z0-9+/]*={0,2}$/.test(n)}function jh(e){let n=e.replace(/\s+/g,"").replace(/([KMGTPE])iB$/i,(t,o)=>`${o.toUpperCase()}i`).replace(/([kKMGTPE])B$/i,(t,o)=>o==="k"||o==="K"?"k":o.toUpperCase()).replace(/([kmgtpe])i$/,(t,o)=>`${o.toUpperCase()}i`);return n!==e&&V(n)?/[kMGTPE]$/.test(n)?`write ${n} (or ${n.replace(/k$/,"K")}i for binary units).`:`write ${n}.`:"write a number with an optional suffix (500m, 2, 16Gi, 1.5G)."}function An(e){let n="";for(let t of e)typeof t=="number"?n+=`[${t}]`:/^[A-Za-z_$][\w$-]*$/.test(t)?n+=n?`.${t}`:t:n+=`[${JSON.stringify(Sn(t))}]`;return n}function _h(e){return typeof e=="string"?`the string ${JSON.stringify(Sn(e))}`:typeof e=="number"?`the number ${e}`:typeof e=="boolean"?`the boolean ${e}`:Array.isArray(e)?"a list":C(e)?"a mapping":String(e)}function Sn(e){return e.length>60?`${e.slice(0,57)}...`:e}var qt,zt;function qh(){if(!qt)try{qt=JSON.parse(Fh(jt("api-lifecycle.json"),"utf8")).apis}catch{qt=[]}return qt}function zh(e,n){if(!zt){zt=new Map;for(let t of qh())be(zt,t.apiVersion,t)}return zt.get(e)?.find(t=>!t.kinds||t.kinds.includes(n))}function Ms(e,n){let t=o=>Number(/^1\.(\d+)$/.exec(o.trim())?.[1]??-1);return t(e)-t(n)}function wi(e,n,t){let o=zh(e,n);return o?o.removed&&Ms(t,o.removed)>=0?{status:"removed",entry:o}:o.deprecated&&Ms(t,o.deprecated)>=0?{status:"deprecated",entry:o}:{status:"served"}:{status:"served"}}function Bh(e,n,t){let o=e.replacements??[];if(o.length===0)return;let i=r=>r.kind&&r.kind!==n?`${r.apiVersion} ${r.kind}`:r.apiVersion;try{let r=Pn(t);if(r.older)return o.map(i).join(" or ");let a=Cn(r.version),s=o.find(l=>a.kind(l.apiVersion,l.kind??n).served);if(s)return i(s)}catch{}return i(o[0])}function Bt(e,n,t){if(Le(e.group)!=="builtin"||b(e.apiVersion)||b(e.kind))return;let o=wi(e.apiVersion,e.kind,n);if(o.status!==t)return;let{entry:i}=o,r=Bh(i,e.kind,n),a=r?`use ${r}`:`use ${i.instead??"a supported API"} instead`,s=r!==void 0&&i.note===void 0&&Wh(e,r,n);return{entry:i,fix:`${a}${r&&i.note?` (${i.note})`:""}`,...s&&{apiVersion:r}}}function Wh(e,n,t){if(n.includes(" "))return!1;try{let o=Pn(t);if(o.older)return!1;let i=Cn(o.version),r=i.kind(n,e.kind);if(!("node"in r)||!r.node)return!1;let a={...e.value,apiVersion:n};return qn(a,r.node,{base:[],schemaLabel:"",unknownFields:!0,objectMeta:i.objectMeta()}).length===0}catch{return!1}}var Ts={id:"api-deprecated",family:"schema",level:"warning",scope:"general",summary:"A built-in apiVersion/kind that `settings.kubernetesVersion` still serves but has deprecated, with the release that removes it.",references:["https://kubernetes.io/docs/reference/using-api/deprecation-guide/","https://kubernetes.io/docs/reference/using-api/deprecation-policy/"],fix:{kind:"fix",summary:"changes `apiVersion` to its replacement, when that serves the same kind and the API table notes no field changes"},check:{object(e,n,t){let o=t.settings.kubernetesVersion,i=Bt(e,o,"deprecated");if(!i)return;let{entry:r,fix:a,apiVersion:s}=i,l=[...e.path,"apiVersion"],c=r.removed?`Kubernetes ${r.removed} stops serving it`:"no removal is scheduled yet";t.report({path:l,fix:s?{kind:"fix",description:`Change apiVersion to ${s}`,changes:[{op:"set",path:l,value:s}]}:void 0,message:`${e.apiVersion} ${e.kind} is deprecated since Kubernetes ${r.deprecated} and ${c}; ${a}.`})}}};var Ns={id:"api-removed",family:"schema",level:"error",scope:"general",summary:"A built-in apiVersion/kind that `settings.kubernetesVersion` no longer serves (batch/v1beta1 CronJob, policy/v1beta1 PodSecurityPolicy, autoscaling/v2beta2, old DRA resource.k8s.io versions).",references:["https://kubernetes.io/docs/reference/using-api/deprecation-guide/"],fix:{kind:"fix",summary:"changes `apiVersion` to its replacement, when that serves the same kind and the API table notes no field changes"},check:{object(e,n,t){let o=t.settings.kubernetesVersion,i=Bt(e,o,"removed");if(!i)return;let{entry:r,fix:a,apiVersion:s}=i,l=[...e.path,"apiVersion"];t.report({path:l,fix:s?{kind:"fix",description:`Change apiVersion to ${s}`,changes:[{op:"set",path:l,value:s}]}:void 0,message:`Kubernetes ${o} does not serve ${e.apiVersion} ${e.kind}: it was removed in ${r.removed}; ${a}.`})}}};function K(e){return`apply unit ${e.unit.label}`}function De(e,n){let t=new Map;for(let o of e.ofKind("apiextensions.k8s.io","CustomResourceDefinition")){let i=n(o)?.crd;if(!i)continue;let r=Oe(i.group,i.kind),a=t.get(r);a?a.push({summary:o,fact:i}):t.set(r,[{summary:o,fact:i}])}return t}function Ie(e){return{start:e.start,end:e.end}}function Qe(e,n){return e.file===n.file?`line ${e.range.start.line}`:`${e.file}:${e.range.start.line}`}function Kh(e,n){let t;for(let o of e)o.summary.order<n&&(t=o);return t??e[0]}function Wt(e,n){let t=De(e,n),o=new Map;return i=>{let r=Oe(i.group,i.kind),a=t.get(r);if(!a)return;let s=e.unitOf(i),l=I(o,s,()=>De(s,n)).get(r);return l?{own:!0,entries:[Kh(l,i.order)]}:{own:!1,entries:a}}}var Jh="crd-after-custom-resource",Ls={id:Jh,family:"crd-ordering",level:"error",scope:"general",summary:"A custom resource comes before the CustomResourceDefinition that defines it in apply order.",references:["docs/apply-order.md","https://github.com/kubernetes/kubectl/issues/1179","https://helm.sh/docs/chart_best_practices/custom_resource_definitions/"],check:{collect(e){return fe(e)},input(e,n){for(let t of e.unitIndexes()){let o=De(t,n.facts);for(let i of t.objects){if(!Re(i))continue;let r=o.get(Oe(i.group,i.kind));if(!r||r[0].summary.order<i.order)continue;let a=r[0];if(Vt(n.cluster,a.fact.group,a.fact.kind,a.fact.plural))continue;let s=a.fact.name;n.report({object:i,message:`${kn(i)} comes before its CustomResourceDefinition ${s} (${Qe(a.summary,i)}, both in ${K(i)}), so kubectl rejects it with "no matches for kind": apply CRDs in a separate, earlier step and wait until they are Established (kubectl wait --for=condition=Established crd/${s}); even a CRD placed first in one kubectl apply can race its custom resources.`,related:[{file:a.summary.file,range:Ie(a.summary.range),message:`The CustomResourceDefinition ${s} is applied here, after the ${i.kind}.`}]})}}}}};var Hh="crd-conflicting-definitions",Qh=new Set(["description"]);function ki(e){return JSON.stringify(e,(n,t)=>{if(Qh.has(n))return;if(!C(t))return t;let o=Object.keys(t);if(Xh(o))return t;let i={};for(let r of o.sort())i[r]=t[r];return i})}function Xh(e){for(let n=1;n<e.length;n++)if(e[n-1]>e[n])return!1;return!0}var Os=e=>process.getBuiltinModule("node:crypto").hash("sha256",e).slice(0,16),Vs={id:Hh,family:"crd-ordering",level:"warning",scope:"general",summary:"Two CustomResourceDefinitions of the same name in the input differ (versions or schema).",references:["https://kubernetes.io/docs/tasks/extend-kubernetes/custom-resources/custom-resource-definition-versioning/"],check:{collect(e){if(e.group!=="apiextensions.k8s.io"||e.kind!=="CustomResourceDefinition"||!e.name)return;let n=w(e.value,"spec");if(!n)return;let t={};for(let i of S(n,"versions")){let r=P(i,"name");r&&(t[r]=Os(ki(i)))}let o=ki({scope:m(n,"scope"),validation:m(n,"validation"),version:m(n,"version")});return{name:e.name,digest:Os(`${o}\0${ki(t)}`),versions:t}},input(e,n){let t=new Map;for(let o of e.ofKind("apiextensions.k8s.io","CustomResourceDefinition")){let i=n.facts(o);if(!i)continue;let r=t.get(i.name);r?r.push({summary:o,fact:i}):t.set(i.name,[{summary:o,fact:i}])}for(let[o,i]of t){let r=i[0],a=i.find(l=>l.fact.digest!==r.fact.digest);if(!a)continue;let s=new Set(i.map(l=>l.fact.digest)).size;n.report({object:a.summary,message:`CustomResourceDefinition ${o} is defined differently here and at ${Qe(r.summary,a.summary)} (${Yh(r.fact,a.fact)}${s>2?`; ${s} different definitions in all`:""}): the one applied last replaces the other in the cluster, and custom resources are checked against the definition of their own apply unit (else accepted when any definition accepts them); remove the stale copy or regenerate both from one source.`,related:[{file:r.summary.file,range:Ie(r.summary.range),message:`The other definition of ${o}.`}]})}}}};function Yh(e,n){let t=Object.keys(e.versions),o=Object.keys(n.versions),i=t.filter(s=>!(s in n.versions)),r=o.filter(s=>!(s in e.versions));if(i.length>0||r.length>0)return`versions ${t.join(", ")||"none"} there, ${o.join(", ")||"none"} here`;let a=t.filter(s=>e.versions[s]!==n.versions[s]);return a.length>0?`the schema or settings of ${a.join(", ")} differ`:"scope or the shared schema differ"}var Zh="crd-missing",js={id:Zh,family:"crd-ordering",level:"warning",scope:"general",needsWholeInput:!0,summary:"A custom resource has no CustomResourceDefinition in the input and none is listed in cluster.crds.",references:["docs/apply-order.md"],check:{collect(e){if(e.group==="apiregistration.k8s.io"&&e.kind==="APIService"){let n=P(w(e.value,"spec"),"group");return n&&!b(n)?{apiService:{group:n}}:void 0}return fe(e)},input(e,n){let t=De(e,n.facts),o=new Set;for(let i of e.ofKind("apiregistration.k8s.io","APIService")){let r=n.facts(i)?.apiService;r&&o.add(r.group)}for(let i of e.objects){if(!Re(i)||Le(i.group)==="openshift"||t.has(Oe(i.group,i.kind))||o.has(i.group)||Vt(n.cluster,i.group,i.kind))continue;let r=`${Ot(i.kind)}.${i.group}`;n.report({object:i,message:`No CustomResourceDefinition for ${i.kind} (${i.apiVersion}) in the input or in cluster.crds: install its operator's CRDs first, or list "${r}" under cluster.crds if the cluster already has them.`})}}}};var ef="crd-version-not-served",_s={id:ef,family:"crd-ordering",level:"error",scope:"general",summary:"A custom resource uses an apiVersion that the CustomResourceDefinition in the input does not serve.",check:{collect(e,n,t){let o=fe(e,t.anchor);if(o)return o;if(Re(e))return{apiVersionAt:t.anchor([...e.path,"apiVersion"])}},input(e,n){let t=Wt(e,n.facts);for(let o of e.objects){if(!Re(o))continue;let i=t(o);if(!i)continue;let r=Lt(o.apiVersion);if(r===""||b(r))continue;let a=f=>!f.fact.versions||f.fact.versions.some(g=>g.name===r&&g.served);if(!i.own&&i.entries.some(a))continue;let{summary:s,fact:l}=i.entries[0];if(!l.versions)continue;let c=l.versions.find(f=>f.name===r);if(c?.served)continue;let d=l.versions.filter(f=>f.served).map(f=>f.name),u=d.length>0?`change apiVersion to ${o.group}/${d[0]}`:"serve a version in the CRD or use the operator release that does",p=c?`lists ${r} with served: false`:`does not define ${r}`,h=d.length>0?` (it serves ${d.join(", ")})`:" and serves no version";n.report({object:o,range:n.facts(o)?.apiVersionAt,message:`${kn(o)} uses ${o.apiVersion}, but its CustomResourceDefinition ${l.name} (${Qe(s,o)}) ${p}${h}: ${u}.`,related:[{file:s.file,range:Ie(l.versionsAt??s.range),message:`The versions the CustomResourceDefinition ${l.name} serves.`}]})}}}};function $e(e){return e.source?`${e.text}, ${e.verified?"verified":"unverified"}: ${e.source}`:e.text}function xn(e,n=e.bundled?"bundled":"image"){let t=n==="bundled"&&e.bundled?e.bundled.floor:e.floor;return`driver >= ${t.row.linuxMinDriver} (${t.row.label}, data/cuda-drivers.json, ${t.row.verified?"verified":"unverified"})`}function Rn(e){let n=e.facts.product?` (${e.facts.product}${e.facts.gpuClass?`, ${e.facts.gpuClass==="datacenter"?"data-center":e.facts.gpuClass} GPU`:""})`:"",t=e.facts.range?`driver ${e.facts.range.text}${e.facts.source?` from ${e.facts.source}`:""}`:"an unknown driver";return`${e.name}${n} has ${t}`}function Fs(e){return`R${e.branch}${e.minDriver?` from ${e.minDriver}`:""} (data/cuda-drivers.json forward compatibility for CUDA ${e.cuda}, ${e.verified?"verified":"unverified"}: ${e.source})`}function qs(e,n){if(e.strict)return"settings.cudaCompatibility is strict, so a driver below the toolkit minimum is incompatible";let t=e.bundled?e.bundled.cuda:e.cuda,o=t.split(".")[0];if(e.base==="nvidia-cuda"&&!e.bundled){if(e.forward&&e.best!=="incompatible"&&e.outcome!==e.best)return`the image is built on nvidia/cuda and ${Fs(e.forward)} runs it through forward compatibility${e.forward.minDriver?`, but only from ${e.forward.minDriver}`:""}; the node's full driver version is not known`;if(e.forward&&n.facts.gpuClass==="consumer")return`the image is built on nvidia/cuda, and ${Fs(e.forward)} runs CUDA ${t} only on data-center GPUs (forward compatibility), not on the pool's ${n.facts.product??"consumer"} GPU`;let r=t.split(".").slice(0,2).join("."),a=It(t).map(l=>`R${l.branch}`),s=a.length?`not in a forward-compatible branch listed for CUDA ${r} (${a.join(", ")})`:`not in a forward-compatible branch (data/cuda-drivers.json lists none for CUDA ${r})`;return`the image is built on nvidia/cuda, so the container toolkit checks NVIDIA_REQUIRE_CUDA (cuda>=${r}) and refuses to start it on this driver, which is ${s}`}let i=e.minor?`${e.minor.linuxMinDriver} (data/cuda-drivers.json, ${e.minor.verified?"verified":"unverified"})`:"unknown";return`it is also below the CUDA ${o} minor-version-compatibility floor ${i}, so CUDA fails to initialize (cudaErrorInsufficientDriver)`}function Kt(e,n){let t=e.bundled?e.bundled.floor:e.floor,o=n.facts.range?Ya(n.facts.range.lo):void 0;return`upgrade the driver to >= ${t.row.linuxMinDriver}${o?` or use an image built for CUDA ${o} or older`:""}`}var Ht={ok:0,"forward-compat":0,"forward-compat-if-datacenter":1,"minor-compat":1,incompatible:2};function nf(e,n){return Ht[e.outcome]<=Ht[n.outcome]?e:n}function tf(e,n){return e[0]!==n.branch?!1:n.minDriver===void 0||z(e,ee(n.minDriver))>=0}function Jt(e,n,t,o,i){let r=Dt(n);if(z(e,r.driver)>=0)return{outcome:"ok"};if(i)return{outcome:"incompatible"};let a=()=>{let l=It(n).find(c=>tf(e,c));return l?o!==void 0&&Xa.gpuClasses.includes(o)?{outcome:"forward-compat",forward:l}:o==="consumer"?{outcome:"incompatible",forward:l}:{outcome:"forward-compat-if-datacenter",forward:l}:{outcome:"incompatible"}},s=()=>{let l=Qa(J(n)[0]);return l&&z(e,ee(l.linuxMinDriver))>=0?{outcome:"minor-compat",minor:l}:{outcome:"incompatible",minor:l}};return t==="nvidia-cuda"?a():t==="os"?s():nf(a(),s())}var of=new WeakMap;function zs(e,n,t){let o=I(I(of,e,()=>new WeakMap),n,()=>[void 0,void 0]);return o[t?1:0]??=rf(e,n,t)}function rf(e,n,t){if(!n.range)return{kind:"no-driver"};let o=Dt(e.cuda);if(!o)return{kind:"no-floor",cuda:e.cuda};let{lo:i,hi:r}=n.range,a=Jt(i,e.cuda,e.base,n.gpuClass,t),s=Jt(r,e.cuda,e.base,n.gpuClass,t),l;if(e.bundledCuda&&a.outcome==="ok"){let u=Dt(e.bundledCuda);if(u){let p=Jt(i,e.bundledCuda,"os",n.gpuClass,t);Ht[p.outcome]>Ht[a.outcome]&&(a=p,s=Jt(r,e.bundledCuda,"os",n.gpuClass,t),l={cuda:e.bundledCuda,floor:u})}}let c={kind:"decided",outcome:a.outcome,best:s.outcome,cuda:e.cuda,base:e.base,floor:o,minor:a.minor??s.minor,forward:a.forward??s.forward,strict:t,bundled:l},d=e.frameworkFloor;if(d&&a.outcome==="ok"&&!l){let u=ee(d.driver),p=ee(Ha(e.cuda)?.linuxMinDriver??"")??o.driver;if(z(u,p)>0){let h=Ka(n.range,u);h!=="yes"&&(c.framework={driver:d.driver,framework:d.framework,below:h,by:d.by})}}return c}var af=new WeakMap;function sf(e,n,t){let o=I(I(af,n,()=>new WeakMap),e,()=>[]);return o[t?1:0]??=lf(e,n,t)}function lf(e,n,t){let o=[];for(let i of n){let r=zs(e,i.facts,t);r.kind==="decided"&&o.push({target:i,decision:r})}return o}function Dn(e,n,t,o){let i=t.settings.cudaCompatibility==="strict",r=new WeakMap;for(let a of n.objects){let s=Mt(t.facts(a));if(s.length===0)continue;let l=t.nodePools(a.file);for(let c of s){let d=xs(c,l,t.settings.gpuResources,t.run);if(d.length!==0)for(let u of c.containers){if(u.resolution.status!=="resolved")continue;let p=u.resolution,h=sf(p,d,i),f=I(r,h,()=>h.filter(v=>o.select(v)));if(f.length===0)continue;let g=f.flatMap(v=>Tt(v.target,a.file,n));t.report({object:a,range:u.at,level:o.level(f),message:o.message(u.image,p,f,c.label),related:g.length?g:void 0})}}}}function Ve(e,n){return`Image ${e}${n?` (the ${n} pods)`:""}`}var Bs="cuda-driver-incompatible",Ws={id:Bs,family:"compatibility",level:"error",scope:"ai",summary:"A GPU container's image needs a newer NVIDIA driver than a node it can run on has, even with CUDA minor-version or forward compatibility.",references:["https://docs.nvidia.com/deploy/cuda-compatibility/","https://docs.nvidia.com/cuda/cuda-toolkit-release-notes/index.html","https://docs.nvidia.com/deploy/cuda-compatibility/forward-compatibility.html"],check:{collect:(e,n,t)=>He(e,n,t),input(e,n){Dn(Bs,e,n,{select:t=>t.decision.outcome==="incompatible",level:t=>t.some(o=>o.decision.best==="incompatible")?void 0:"warning",message(t,o,i,r){let a=i[0].decision,s=a.bundled?`${Ve(t,r)} uses CUDA ${o.cuda} (${$e(o.by)}) with a framework built for CUDA ${a.bundled.cuda}, which needs ${xn(a)}`:`${Ve(t,r)} uses CUDA ${o.cuda} (${$e(o.by)}), which needs ${xn(a)}`,l=i.map(c=>{let d=c.decision.best!=="incompatible"?" (a partial version: the full version decides)":"";return`${Rn(c.target)}${d}: ${qs(c.decision,c.target)}`});return`${s}, but ${l.join("; ")}; ${Kt(a,i[0].target)}.`}})}}};var Ks="cuda-driver-minor-compat-only";function cf(e){let n=e.decision,t=n.outcome!==n.best?" (a partial version: the full version may be enough)":"";if(n.outcome==="forward-compat-if-datacenter"){let r=n.forward,a=e.target.facts.gpuClass==="workstation"?`the GPU (${e.target.facts.product??"a workstation GPU"}) is a workstation GPU, where only select NGC Server Ready RTX SKUs support it`:"the GPU class is unknown (no GPU product label or config gpu.product)";return`${t}: the image is built on nvidia/cuda and R${r.branch} is a forward-compatible branch for CUDA ${r.cuda} (data/cuda-drivers.json, ${r.verified?"verified":"unverified"}: ${r.source}), so it starts through the cuda-compat libraries on a data-center GPU and is refused on other GPUs; ${a}`}let o=n.minor,i=n.bundled?`the bundled framework, built for CUDA ${n.bundled.cuda}, runs`:"it runs";return`${t}: ${i} only through CUDA minor-version compatibility (CUDA ${o.major} floor ${o.linuxMinDriver}, data/cuda-drivers.json, ${o.verified?"verified":"unverified"}), where code that JIT-compiles PTX for newer GPUs or calls newer driver APIs fails`}var Js={id:Ks,family:"compatibility",level:"warning",scope:"ai",summary:"A node's driver is below the CUDA toolkit minimum of the image but inside minor-version compatibility (or forward compatibility on a GPU of unknown class).",references:["https://docs.nvidia.com/deploy/cuda-compatibility/minor-version-compatibility.html","https://docs.nvidia.com/deploy/cuda-compatibility/forward-compatibility.html"],check:{collect:(e,n,t)=>He(e,n,t),input(e,n){Dn(Ks,e,n,{select:t=>t.decision.outcome==="minor-compat"||t.decision.outcome==="forward-compat-if-datacenter",level:()=>{},message(t,o,i,r){let a=i[0].decision,s=i.map(c=>`${Rn(c.target)}${cf(c)}`),l=a.bundled?`its bundled framework uses CUDA ${a.bundled.cuda}, which needs ${xn(a)}`:`which needs ${xn(a)}`;return`${Ve(t,r)} uses CUDA ${o.cuda} (${$e(o.by)}), ${l}; ${s.join("; ")}. To run it without these limits, ${Kt(a,i[0].target)}.`}})}}};var df=new WeakMap;function uf(e){return I(df,e,mf)}function mf(e){let n=[];for(let{pool:t}of e){let o=Ps(t);o&&n.push({gpu:o,pool:t})}return n}function pf(e){let n=bt(e.labels);if(n.vendor!=="amd")return fi(e.labels,n.product,n.sources.product)}function hf(e,n,t){let o=uf(gi(e,n,t.settings.gpuResources,t.run));if(o.length>0||!e.gpuPinned)return o;let i=pf(e.gpuPinned);return i?[{gpu:i,pinned:e.gpuPinned}]:[]}function ff(e,n,t){let{gpu:o}=e;if("pool"in e){let s=`node pool ${e.pool.name}`;return{name:s,gpu:o,related:Tt({kind:"pool",name:s,pool:e.pool,facts:{}},n,t)}}let{at:i}=e.pinned,r=i.map(s=>`${s.key}=${s.value}`).join(", "),a=i.flatMap(s=>s.range?[{file:n,range:{start:s.range.start,end:s.range.end},message:`The pod selects ${s.key}=${s.value}.`}]:[]);return{name:`the node the pod selects with ${r}`,gpu:o,related:a}}var gf=new WeakMap;function vf(e,n){let t=I(gf,e,()=>new Map);return I(t,n,()=>{let o=[];for(let i of e){let r=As(n,i.gpu);(r.kind==="too-old"||r.kind==="too-new")&&o.push({candidate:i,verdict:r})}return o})}function Hs(e,n,t,o){for(let i of n.objects){let r=Mt(t.facts(i));if(r.length===0)continue;let a=t.nodePools(i.file);for(let s of r){let l=hf(s,a,t);if(l.length!==0)for(let c of s.containers){if(c.resolution.status!=="resolved")continue;let d=c.resolution,u=d.bundledCuda??d.cuda,p=vf(l,u);if(p.length===0)continue;let h=p.map(({candidate:g,verdict:v})=>({target:ff(g,i.file,n),verdict:v})),f=h.flatMap(g=>g.target.related);t.report({object:i,range:c.at,level:o.level(d,h),message:o.message(c.image,d,h,s.label),related:f.length?f:void 0})}}}}var Qs="cuda-gpu-arch-unsupported",Xs="data/cuda-architectures.json";function Ys(e){let{gpu:n}=e.target,t=[n.product,n.cc?`compute capability ${n.cc}`:void 0].filter(Boolean).join(", ");return`${e.target.name} has a ${n.arch.name} GPU${t?` (${t}, from ${n.source})`:` (from ${n.source})`}`}function yf(e){let n=e.verdict;if(n.kind==="too-old"){let i=n.floor.row,r=i.verified===!1?"unverified":"verified",s=`${i.cc===e.target.gpu.cc?"":`code for compute capability ${i.cc} runs on it, `}${Xs}, ${r}: ${i.source}`;return`${Ys(e)}, which CUDA builds code for from ${n.floor.cuda} (${s})`}let t=e.target.gpu.arch,o=`the last is CUDA ${n.lastMajor}.x, ${Xs}: ${t.lastCudaSource}`;return`${Ys(e)}, which CUDA ${n.lastMajor+1} no longer builds code for (${o})`}function bf(e){let n=e.flatMap(i=>i.verdict.kind==="too-old"?[i.verdict.floor.cuda]:[]),t=e.flatMap(i=>i.verdict.kind==="too-new"?[i.verdict.lastMajor]:[]),o=[];if(n.length>0){let i=n.reduce((r,a)=>z(J(r),J(a))>=0?r:a);o.push(`use an image built for CUDA ${i} or newer`)}return t.length>0&&o.push(`use an image built for CUDA ${Math.min(...t)}.x`),`${o.join(" or ")}, or keep the pod off these nodes`}var Zs={id:Qs,family:"compatibility",level:"error",scope:"ai",summary:"A GPU container's image is built with a CUDA release that cannot build code for the GPU architecture of a node it can run on (older than the first release for it, or a major release that dropped it).",references:["https://developer.nvidia.com/cuda-gpus","https://docs.nvidia.com/cuda/blackwell-compatibility-guide","https://docs.nvidia.com/cuda/hopper-compatibility-guide","https://developer.nvidia.com/blog/navigating-gpu-architecture-support-a-guide-for-nvidia-cuda-developers"],check:{collect:(e,n,t)=>He(e,n,t),input(e,n){Hs(Qs,e,n,{level:(t,o)=>o.some(i=>i.verdict.kind==="too-new")||t.family!==void 0&&t.family!=="nvidia-cuda"?void 0:"warning",message(t,o,i,r){let a=o.bundledCuda?`CUDA ${o.cuda} with a framework built for CUDA ${o.bundledCuda}`:`CUDA ${o.cuda}`,s=i.some(l=>l.verdict.kind==="too-old")?" unless they carry PTX the driver can compile":"";return`${Ve(t,r)} uses ${a} (${$e(o.by)}), but ${i.map(yf).join("; ")}: its kernels fail with "no kernel image is available for execution on the device"${s}; ${bf(i)}.`}})}}};var el={id:"cuda-version-unknown",family:"compatibility",level:"note",scope:"ai",summary:"A GPU container's AI image has a tag whose CUDA version the linter cannot determine, so driver compatibility is not checked.",references:["https://docs.nvidia.com/deploy/cuda-compatibility/"],check:{podSpec(e,n){let t=ht(n);for(let o of bn(e)){let i=$t(o.image,o.family,t);if(i.status!=="unknown"||i.reason==="latest"||i.reason==="no-tag"||o.image?.tag!==void 0&&!o.image.digest&&pt(o.image.tag))continue;let r=A(e,o);n.report({path:[...o.path,"image"],message:`The CUDA version of image ${o.image.raw} (GPU ${r}, image family ${i.family??"unknown"}) is unknown: ${i.detail}; the driver compatibility of this container is not checked. Add a compat.images entry to the config (match: "${o.image.normalized}${i.reason==="digest-only"?"@sha256:*":`:${o.image.tag}`}", cuda: "<X.Y>") or use a tag that states the CUDA version.`})}}}};var wf=/[A-Za-z_]/,kf=/[A-Za-z0-9_]/,tl=/^[A-Z][A-Z0-9_]*$|^_[A-Z0-9_]+$/,Pf=16384;function ol(e){let n=[],t=Math.min(e.length,Pf),o=e.indexOf("$");for(;o!==-1&&o<t;){let i=e[o+1]??"";if(i==="$"){o=e.indexOf("$",o+2);continue}let r=i==="{",a=r?o+2:o+1;if(wf.test(e[a]??"")){let s=a;for(;a<t&&kf.test(e[a]);)a++;let l=e.slice(s,a);r?e[a]==="}"&&n.push({name:l,text:`\${${l}}`}):n.push({name:l,text:`$${l}`})}o=e.indexOf("$",Math.max(a,o+1))}return n}var Cf=new Set(["PS0","PS1","PS2","PS3","PS4","PROMPT_COMMAND","BASH_ENV","ENV"]),Af=/(_COMMAND|_CMD|_SCRIPT)$/,Sf=/PASSWORD|PASSWD|SECRET|PRIVATE_KEY/i,xf=/&&|\|\||;|\||`|\n/;function Rf(e){return he(e).some(({argv:n})=>n.some(t=>t.text==="eval"||/(^|\/)envsubst$/.test(t.text)))}var Df=new Set(["env","command","args","source","script","entrypoint","kubectl.kubernetes.io/last-applied-configuration"]),nl=5e3,If=new WeakMap;function $f(e){return I(If,e,n=>Uf(n.value))}function Uf(e){let n=[e],t=nl;for(;n.length>0&&t-- >0;){let o=n.pop();if(typeof o=="string"){if(ol(o).some(i=>i.text.startsWith("${")||i.text===o.trim()&&tl.test(i.name)))return!0}else if(Array.isArray(o))n.push(...o.slice(0,nl));else if(C(o))for(let[i,r]of Object.entries(o))Df.has(i)||n.push(r)}return!1}function Gf(e){let n=new Map;return S(e.value,"env").forEach((t,o)=>{let i=P(t,"name");i!==void 0&&!n.has(i)&&n.set(i,o)}),n}var Ef=/_SERVICE_(HOST|PORT)(_[A-Z0-9_]+)?$/,Qt="Kubernetes expands $(NAME) only for variables defined earlier in the container's env";function Mf(e,n,t,o,i){if(e.name===n)return`$(${n}) cannot extend the image's ${n} either (${Qt}, not the image's): write the whole value, or extend it in the container's shell command (export ${n}="$${n}:...")`;let r=o.get(e.name);return r===void 0&&Ef.test(e.name)?`write $(${e.name}) instead: Kubernetes expands the variables of Services created before the pod too`:r!==void 0?`define ${e.name} above it and write $(${e.name}) (${Qt})`:i?`write $(${e.name}) if ${e.name} comes from envFrom, otherwise the value itself (${Qt})`:`write the value itself, or $(${e.name}) after defining ${e.name} above it (${Qt}, not the image's)`}var il={id:"env-var-not-expanded",family:"network-security",level:"warning",scope:"ai",summary:"An env value uses shell syntax ($NAME, ${NAME}) that Kubernetes does not expand: the process gets the literal text.",references:["https://kubernetes.io/docs/tasks/inject-data-application/define-interdependent-environment-variables/"],check:{podSpec(e,n){let t=[];for(let o of e.containers){let i=Gf(o),r=S(o.value,"envFrom").length>0,a;for(let[s,l]of S(o.value,"env").entries()){let c=P(l,"name"),d=m(l,"value");if(c===void 0||typeof d!="string"||!d.includes("$")||d.includes("{{")||Cf.has(c)||Af.test(c)||xf.test(d))continue;let u=k=>k.name!==c&&i.has(k.name),p=ol(d).filter(k=>tl.test(k.name)||u(k));if(p.length===0)continue;if(p.length===1&&p[0].text===d.trim()&&!u(p[0]))return;if(Sf.test(c)&&!p.some(u))continue;if(a??=Rf(o),a)break;let h=[...new Set(p.map(k=>k.text))],f=k=>k.name!==c&&(i.get(k.name)??s)<s,g=p.find(k=>!f(k)),v=g?Mf(g,c,s,i,r):`write ${[...new Set(p.map(k=>`$(${k.name})`))].join(", ")} instead, which Kubernetes expands from the env above it`,y=d.length>80?`${d.slice(0,77)}...`:d;t.push({path:[...o.path,"env",s,"value"],message:`env ${c} of ${A(e,o)} uses shell syntax ${h.join(", ")}, which Kubernetes does not expand: the process gets the literal text "${y}"; ${v}.`})}}if(!(t.length===0||$f(e.object)))for(let o of t)n.report(o)}}};var Tf=[[/mixtral-8x7b/i,467e8],[/mixtral-8x22b/i,141e9]];function Nf(e){for(let[i,r]of Tf)if(i.test(e))return r;let n=e.split("/").pop()??e,t=/(?:^|[^a-z0-9.])(\d+)x(\d+(?:\.\d+)?)b(?![a-z0-9])/i.exec(n);if(t)return Number(t[1])*Number(t[2])*1e9;let o=/(?:^|[^a-z0-9.])(\d+(?:\.\d+)?)([bm])(?![a-z0-9])/i.exec(n);if(o)return Number(o[1])*(o[2].toLowerCase()==="b"?1e9:1e6)}var Lf=[[/^(awq|gptq|gptq_marlin|awq_marlin|bitsandbytes|bnb|int4|w4a16|4bit|marlin|squeezellm|aqlm|eetq-?4)$/i,.5,"4-bit"],[/^(fp8|int8|w8a8|w8a16|8bit|eetq|fbgemm_fp8|compressed-tensors-fp8)$/i,1,"8-bit"]],Of=[[/[-_.](awq|gptq|int4|4bit|w4a16|bnb-4bit|q4[a-z0-9_]*)(?![a-z])/i,.5],[/[-_.](fp8|int8|8bit|w8a8|w8a16)(?![a-z])/i,1]];function Vf(e,n,t){if(t){for(let[o,i,r]of Lf)if(o.test(t))return{bytesPerParameter:i,source:`--quantization ${t} (${r})`};return}for(let[o,i]of Of){let r=e?o.exec(e):null;if(r)return{bytesPerParameter:i,source:`model name suffix ${r[0].slice(1)}`}}if(!n||/^(auto|half|float16|fp16|bfloat16|bf16)$/i.test(n))return{bytesPerParameter:2,source:n?`--dtype ${n}`:"default 16-bit weights"};if(/^(float32|fp32|float)$/i.test(n))return{bytesPerParameter:4,source:`--dtype ${n}`}}function Xt(e,n,t){let o=Nf(e),i=Vf(e,n,t);if(!(o===void 0||i===void 0))return{bytes:o*i.bytesPerParameter,parameters:o,precision:i}}var jf={vllm:{"--model":"model","--tensor-parallel-size":"tensorParallel","-tp":"tensorParallel","--pipeline-parallel-size":"pipelineParallel","-pp":"pipelineParallel","--data-parallel-size":"dataParallel","-dp":"dataParallel","--dtype":"dtype","--quantization":"quantization","-q":"quantization","--gpu-memory-utilization":"gpuMemoryUtilization","--max-model-len":"maxModelLen"},sglang:{"--model-path":"model","--model":"model","--tp-size":"tensorParallel","--tp":"tensorParallel","--tensor-parallel-size":"tensorParallel","--pp-size":"pipelineParallel","--pipeline-parallel-size":"pipelineParallel","--dp-size":"dataParallel","--data-parallel-size":"dataParallel","--dp":"dataParallel","--dtype":"dtype","--quantization":"quantization","--mem-fraction-static":"gpuMemoryUtilization","--context-length":"maxModelLen"},tgi:{"--model-id":"model","--num-shard":"tensorParallel","--dtype":"dtype","--quantize":"quantization","--max-total-tokens":"maxModelLen","--cuda-memory-fraction":"gpuMemoryUtilization"},"tensorrt-llm":{"--tp_size":"tensorParallel","--tp-size":"tensorParallel","--pp_size":"pipelineParallel","--pp-size":"pipelineParallel","--max_seq_len":"maxModelLen","--max-seq-len":"maxModelLen","--kv_cache_free_gpu_memory_fraction":"gpuMemoryUtilization"}},_f={vllm:{},sglang:{},tgi:{MODEL_ID:"model",NUM_SHARD:"tensorParallel",DTYPE:"dtype",QUANTIZE:"quantization",MAX_TOTAL_TOKENS:"maxModelLen",CUDA_MEMORY_FRACTION:"gpuMemoryUtilization"},"tensorrt-llm":{}};function Ff(e){let n=da(e);return n&&rl(n.framework)?{framework:n.framework,flagsFrom:n.flagsFrom,positionalModel:n.positionalModel}:void 0}function qf(e,n,t){let o=new Map;for(let i=n;i<e.length;i++){let r=e[i].text;if(!r.startsWith("-")||/^-\d/.test(r))continue;let a=r.indexOf("="),s=a>0?r.slice(0,a):r;t==="vllm"&&s.startsWith("--")&&(s=`--${s.slice(2).replace(/_/g,"-")}`);let l=e[i+1]?.text,c=a>0?r.slice(a+1):l!==void 0&&(!l.startsWith("-")||/^-\d/.test(l))?l:void 0;o.set(s,{name:s,value:c,path:e[i].path,index:i})}return o}function zf(e,n){let t=new Map;for(let[o,i]of Object.entries(n)){let r=e.flags.get(o);if(r?.value===void 0)continue;let a=t.get(i);(!a||r.index>a.index)&&t.set(i,r)}for(let[o,i]of t)e[o]={value:i.value,path:i.path,source:`${i.name} ${i.value}`}}var Bf=new WeakMap;function Yt(e){return I(Bf,e,Wf)}function Wf(e){let n=he(e),t=e.family?.framework;for(let[o,i]of n.entries()){let r=Ff(i.argv),a=r?.framework??(o===0&&m(e.value,"command")===void 0&&rl(t)?t:void 0);if(!a)continue;let s={framework:a,flags:qf(i.argv,r?.flagsFrom??0,a),commandPath:i.argv[0]?.path??[...e.path,"image"]};for(let[l,c]of Object.entries(_f[a])){let d=e.env.get(l);d?.value!==void 0&&(s[c]={value:d.value,path:[...d.path,"value"],source:`${l}=${d.value}`})}return r?.positionalModel&&(s.model={value:r.positionalModel.text,path:r.positionalModel.path,source:r.positionalModel.text}),zf(s,jf[a]),s}}function rl(e){return e==="vllm"||e==="sglang"||e==="tgi"||e==="tensorrt-llm"}var Kf=["HF_HOME","HF_HUB_CACHE","HUGGINGFACE_HUB_CACHE","TRANSFORMERS_CACHE"],ll=["--download-dir","--huggingface-hub-cache"],Jf=["--local-dir","--cache-dir"],Hf=[...ll,...Jf],Qf=/\b(?:huggingface-cli|hf)\s+download\b/,Xf=61,Yf=["HF_HUB_OFFLINE","TRANSFORMERS_OFFLINE"],Zf=["MODEL_ID","HF_MODEL_ID"],eg=["TORCHINDUCTOR_CACHE_DIR","TRITON_CACHE_DIR","CUDA_CACHE_PATH","VLLM_CACHE_ROOT","TORCH_EXTENSIONS_DIR"],ng=["compile","inductor","triton","kernel","torch_extensions","torch-extensions"],tg=/^[A-Za-z0-9][A-Za-z0-9._-]*\/[A-Za-z0-9][A-Za-z0-9._-]*$/,og={tgi:["/data"],"hf-tei":["/data"]},ig=["/root/.cache/huggingface","/.cache/huggingface"];function rg(e){let n=m(e,"emptyDir");if(n===void 0)return!1;let t=m(n,"medium");return t!=="Memory"&&!b(t)&&!(typeof t=="string"&&t.startsWith("HugePages"))}function cl(e,n){let t=P(e,"name");return t===void 0?void 0:n.get(t)}function dl(e,n){return m(e,"readOnly")!==!0&&rg(n.value)}function ag(e,n,t){let o=cl(e,t);return o?dl(e,o)?{where:"emptyDir",volume:o,mountPath:n}:{where:"elsewhere"}:{where:"unknown"}}function Ci(e,n,t){if(b(e)||!e.startsWith("/"))return{where:"unknown"};let o=m(n.value,"volumeMounts");if(o!=null&&!Array.isArray(o))return{where:"unknown"};let i=Ke(e),r,a=!1;for(let s of S(n.value,"volumeMounts")){let l=m(s,"mountPath");if(typeof l!="string"||b(l)){a=!0;continue}let c=Ke(l);(c==="/"||i===c||i.startsWith(`${c}/`))&&(!r||c.length>r.mountPath.length)&&(r={mount:s,mountPath:c})}return r?ag(r.mount,r.mountPath,t):a?{where:"unknown"}:{where:"layer"}}function Zt(e,n){return e.includes(n)&&e.split("/").includes(n)}function ul(e){let n=e.toLowerCase();return n.includes("model")||n.includes("huggingface")||n.includes("cache")||Zt(n,"hf")||Zt(n,"weights")}function al(e){let n=e.startsWith('"')||e.startsWith("'")?1:0,t=e.length;for(;t>n&&`'";`.includes(e[t-1]);)t--;return e.slice(n,t)}var sg=[];function sl(e){return e.includes("-dir")||e.includes("hub-cache")}function lg(e){let n=un(e);if(!n.some(a=>sl(a.text)))return sg;let o=Qf.test(n.map(a=>a.text).join(" "))?Hf:ll,i=[],r;for(let{text:a,key:s,index:l}of n)for(let c of a.split(/\s+/)){if(!c||(r&&i.push({flag:r.flag,value:al(c),path:r.path}),r=void 0,!sl(c)))continue;let d=al(c);for(let u of o)d===u?r={flag:u,path:[...e.path,s,l]}:d.startsWith(u)&&d.charCodeAt(u.length)===Xf&&i.push({flag:u,value:d.slice(u.length+1),path:[...e.path,s,l]})}return i}var Ai=e=>e!=null,Pi=e=>Ai(e)&&!C(e);function cg(e){let n=m(e.value,"resources");return Pi(n)||Pi(m(n,"requests"))||Pi(m(n,"limits"))?!0:Ai(m(e.requests,"ephemeral-storage"))||Ai(m(e.limits,"ephemeral-storage"))}function ml(e){return e.kind==="init"||e.hasGpu||e.family!==void 0&&e.family.role!=="infrastructure"}function dg(e){return Yf.some(n=>{let t=e.env.get(n);return t?t.value===void 0||b(t.value)||!/^(?:0|false|no|off|)$/i.test(t.value.trim()):!1})}function ug(e){let n=Yt(e);if(n)return n.model;if(!ml(e))return;let t=pg(e);if(t)return{value:t.text,source:`download ${t.text}`,path:t.path};for(let o of Zf){let i=e.env.get(o);if(i?.value!==void 0)return{value:i.value,source:`${i.name}=${i.value}`,path:[...i.path,"value"]}}}function mg(e){let n=ug(e);if(n===void 0||b(n.value))return;let t=n.value.trim();return t.startsWith("/")||t.startsWith("./")||t.startsWith("../")||t.startsWith("~")?{kind:"local"}:tg.test(t)?{kind:"hub",id:t,evidence:n.source,path:n.path}:void 0}function pg(e){for(let n of he(e)){let t=n.argv;for(let o=0;o+2<t.length;o++)if(t[o+1].text==="download"&&/(?:^|\/)(?:huggingface-cli|hf)$/.test(t[o].text))return t[o+2]}}function eo(e){let n=e.toLowerCase();for(let t of ng)if(n.includes(t))return!0;return Zt(n,".config")||Zt(n,".nv")}function hg(e,n,t){if(eo(t)||eo(P(n,"name")??""))return!0;if(t==="/")return!1;for(let o of eg){let i=e.env.get(o)?.value;if(i===void 0||b(i)||!i.startsWith("/"))continue;let r=Ke(i);if(r===t||r.startsWith(`${t}/`))return!0}return!1}function fg(e,n){return S(e.value,"volumeMounts").some(t=>{let o=P(t,"mountPath"),i=n.get(P(t,"name")??"");if(o===void 0||!i)return!1;let r=["emptyDir","configMap","secret","projected","downwardAPI"].some(s=>m(i.value,s)!==void 0),a=Ke(o);return!r&&(ul(a)||a==="/data")})}function gg(e,n){if(fg(e,n))return;let t=(e.family&&og[e.family.id])??ig,o;for(let i of t){let r=Ci(i,e,n);if(r.where==="elsewhere"||r.where==="unknown")return;let a=r.where==="emptyDir"&&!eo(r.volume.name)&&!eo(r.mountPath);(!o||o.where==="layer"&&a)&&(o=r)}return o}function vg(e,n){if(dg(e))return[];let t=mg(e);if(t?.kind==="local")return[];let o=[],i=!1;for(let a of Kf){let s=e.env.get(a);if(!s||(i=!0,s.value===void 0))continue;let l=Ci(s.value,e,n);(l.where==="layer"||l.where==="emptyDir")&&o.push({place:l,evidence:`${a}=${s.value}`,path:s.path,explicit:!0})}for(let a of lg(e)){i=!0;let s=Ci(a.value,e,n);(s.where==="layer"||s.where==="emptyDir")&&o.push({place:s,evidence:`${a.flag} ${a.value}`,path:a.path,explicit:!0})}if(t?.kind==="hub")for(let a of o)a.modelId=t.id;if(i)return o;if(t?.kind==="hub"){let a=gg(e,n),s=`${t.evidence}, a Hugging Face Hub model`,l=`Model downloaded from the Hugging Face Hub: ${t.evidence}.`;return(a?.where==="layer"||a?.where==="emptyDir")&&o.push({place:a,evidence:s,path:t.path,explicit:!0,modelId:t.id,note:l}),o}if(!ml(e))return o;let r=S(e.value,"volumeMounts");for(let a=0;a<r.length;a++){let s=r[a],l=cl(s,n);if(!l||!dl(s,l))continue;let c=P(s,"mountPath");if(c===void 0||b(c))continue;let d=Ke(c);if(!ul(d)||hg(e,s,d))continue;let u={where:"emptyDir",volume:l,mountPath:d};o.push({place:u,evidence:"a model cache path",path:[...e.path,"volumeMounts",a],explicit:!1})}return o}function yg(e){let n=m(w(e.value,"emptyDir"),"sizeLimit");return typeof n=="string"&&!b(n)||typeof n=="number"?String(n):void 0}function bg(e){for(let o of e){let i=o.place.where==="emptyDir"?yg(o.place.volume):void 0;if(i!==void 0)return`at least the volume's ${i} sizeLimit`}let n=e.find(o=>o.modelId!==void 0)?.modelId,t=n===void 0?void 0:Xt(n)?.bytes;return t!==void 0?`about ${Math.ceil(t/2**30)}Gi of weights plus headroom`:"the model's size on disk plus headroom"}var wg=(e,n)=>S(e.value,"volumeMounts").some(t=>P(t,"name")===n);function kg(e,n){let t=new Map,o=new Map;for(let[i,r]of e)for(let a of r)a.place.where==="layer"?be(t,i,a):be(o,a.place.volume.name,{c:i,r:a});for(let[i,r]of o){if(n.some(s=>wg(s,i)))continue;let a=r.find(s=>s.r.explicit)??r.find(s=>s.c.kind==="init")??r[0];be(t,a.c,a.r)}return t}function Pg(e){let n=new Map;return S(e.spec,"volumes").forEach((t,o)=>{let i=P(t,"name");i!==void 0&&C(t)&&!n.has(i)&&n.set(i,{index:o,name:i,value:t})}),n}var pl={id:"ephemeral-storage-missing",family:"resources",level:"note",scope:"ai",summary:"A container of an AI workload downloads models to node-local storage without an ephemeral-storage request or limit.",check:{podSpec(e,n){if(e.resourcesFrom)return;let t=Pg(e),o=e.containers.filter(s=>s.kind!=="ephemeral"),i=[],r=new Map;for(let s of o)if(cg(s))i.push(s);else{let l=vg(s,t);l.length&&r.set(s,l)}if(r.size===0)return;let a=kg(r,i);for(let s of o){let l=a.get(s);if(!l)continue;let c=new Map;for(let h of l){let f=h.place.where==="layer"?"its writable layer":`emptyDir "${h.place.volume.name}" mounted at ${h.place.mountPath}`;be(c,f,h.evidence)}let d=[...c].map(([h,f])=>`${h} (${f.join(", ")})`).join(" and "),u=bg(l),p=N(A(e,s,s.kind==="init"?"init container":s.kind==="sidecar"?"sidecar container":"container"));n.report({path:[...s.path,"resources","requests","ephemeral-storage"],message:`${p} downloads models into ${d} but has no ephemeral-storage request or limit; request resources.requests.ephemeral-storage (${u}) or keep the cache on a PersistentVolumeClaim, so the scheduler picks a node with room and the node's disk does not fill up.`,related:l.map(h=>({path:h.path,message:h.note??(h.explicit?`Download location: ${h.evidence}.`:"Disk-backed emptyDir mounted at a model cache path.")}))})}}}};var hl="framework-driver-incompatible",fl={id:hl,family:"compatibility",level:"error",scope:"ai",summary:"A serving framework release documents its own minimum driver, stricter than its image's CUDA floor, and a node the pod can run on is below it.",references:["https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md","https://docs.nvidia.com/deeplearning/frameworks/support-matrix/index.html"],check:{collect:(e,n,t)=>He(e,n,t),input(e,n){Dn(hl,e,n,{select:t=>t.decision.framework!==void 0,level:t=>t.some(o=>o.decision.framework.below==="no")?void 0:"warning",message(t,o,i,r){let a=i[0].decision.framework,s=i.map(l=>`${Rn(l.target)}${l.decision.framework.below==="unknown"?" (a partial version: the full version decides)":""}`);return`${Ve(t,r)} is a ${a.framework} release on CUDA ${o.cuda} (${$e(o.by)}) that documents a minimum driver of ${a.driver} (${$e(a.by)}), stricter than the ${i[0].decision.floor.row.linuxMinDriver} CUDA ${o.cuda} needs; ${s.join("; ")}; upgrade the driver to >= ${a.driver} or use an earlier release of the image.`}})}}};function Si(e,n){let t=m(e,n);return t!=null}function xi(e){return e==null||C(e)}function Cg(e,n){if(n.hasGpu)return n.gpu.filter(o=>o.count===void 0||o.count>0).map(o=>`${o.resource}: ${String(o.limit??o.request)}`).join(", ");let t=L(e,n);return t==="dra-gpu"?"a DRA GPU claim":t==="dra-unknown"?"a DRA resource claim":void 0}var gl={id:"gpu-container-cpu-memory-missing",family:"resources",level:"warning",scope:"ai",summary:"A GPU container has no CPU request, memory request or memory limit.",references:["https://kubernetes.io/docs/concepts/configuration/manage-resources-containers/"],check:{podSpec(e,n){if(!e.resourcesFrom)for(let t of e.containers){if(t.kind==="ephemeral")continue;let o=Cg(e,t);if(o===void 0)continue;let i=m(t.value,"resources"),r=m(i,"requests"),a=m(i,"limits");if(!xi(i)||!xi(r)||!xi(a))continue;let s=[...t.path,"resources"],l=N(A(e,t,t.kind==="init"?"GPU init container":"GPU container"));if(!Si(r,"cpu")&&!Si(a,"cpu")&&n.report({path:[...s,"requests","cpu"],message:`${l} (${o}) has no cpu request, so the scheduler packs it as if it used no CPU and its data loading starves the GPU; set resources.requests.cpu (e.g. "8").`}),!Si(a,"memory")){let c=m(r,"memory");n.report({path:[...s,"limits","memory"],message:c==null?`${l} (${o}) has no memory request or limit, so nodes cannot be sized for it and it can grow until the node OOM-kills its neighbours; set resources.requests.memory and resources.limits.memory (e.g. 64Gi).`:`${l} (${o}) requests memory ${String(c)} but has no memory limit, so it can grow until the node OOM-kills its neighbours; set resources.limits.memory (e.g. ${String(c)}).`})}}}}};var Ag=[["nvidia.com/gpu.product",aa],["cloud.google.com/gke-accelerator",sa],["node.kubernetes.io/instance-type",e=>Zo(e)?.product],["beta.kubernetes.io/instance-type",e=>Zo(e)?.product]];function ve(e){return Number.isInteger(e)?String(e):e.toFixed(1)}function Ri(e){return I(Sg,e,xg)}var Sg=new WeakMap;function xg(e){let n=Se(m(e.spec,"nodeSelector")),t=S(w(w(w(e.spec,"affinity"),"nodeAffinity"),"requiredDuringSchedulingIgnoredDuringExecution"),"nodeSelectorTerms");for(let[o,i]of Ag){let r;if(o in n)r=[n[o]];else if(t.length>0){let s=t.map(l=>S(l,"matchExpressions").find(c=>P(c,"key")===o&&P(c,"operator")==="In"));s.every(l=>l!==void 0)&&(r=[...new Set(s.flatMap(l=>S(l,"values").map(String)))])}if(!r||r.length===0)continue;if(r.some(b))return"unknown";let a=r.map(i);if(!a.some(s=>s===void 0))return{key:o,values:r,products:a}}}function zn(e,n){let t=Ri(e),o=n.gpu.filter(l=>l.count===void 0||l.count>0),i=o.filter(l=>l.resource.startsWith(_));if(i.length>0){if(i.length!==o.length||new Set(i.map(d=>d.resource)).size>1)return"unknown";let l=vt(i[0].resource.slice(_.length));if(t&&t!=="unknown"){let d=t.products.map(u=>yt(u,l)?.memoryGB);if(d.every(u=>u!==void 0))return{gib:Math.max(...d),source:`MIG profile ${l}`}}let c=/^\d+g\.(\d+)gb/.exec(l);return c?{gib:Number(c[1]),source:`MIG profile ${l}`}:"unknown"}if(t===void 0||t==="unknown")return t;let r=t.products.map(l=>l.memoryGiB),a=Math.max(...r),s=t.values.length===1?`${t.key}=${t.values[0]}`:`${t.key} in [${t.values.join(", ")}] (the largest)`;return{gib:a,source:`the pod's node selection ${s}`}}function vl(e){let n=e.filter(i=>i.candidate&&T(i.pool)).map(i=>i.pool);if(n.length===0||n.some(i=>i.gpu.memoryGiB===void 0))return;let t=n.reduce((i,r)=>Math.max(i,r.gpu.memoryGiB),Number.NEGATIVE_INFINITY),o=n.map(i=>i.name).join(", ");return{gib:t,source:n.length===1?`node pool ${o}`:`node pools ${o} (the largest)`}}function je(e){if(e===void 0||b(e)||!/^\s*\d+\s*$/.test(e))return;let n=Number(e);return n>=1?n:void 0}function $i(e){if(e===void 0||b(e)||!/^\s*(\d+(\.\d*)?|\.\d+)\s*$/.test(e))return;let n=Number(e);return n>0?n:void 0}function Rg(e,n){let t;for(let o of n){let i=e.get(o);i?.value!==void 0&&(!t||i.index>t.index)&&(t=i)}return t&&{value:t.value,path:t.path,source:`${t.name} ${t.value}`}}function Di(e,n){if(!e)return n?void 0:{n:1};let t=je(e.value);return t===void 0?void 0:{n:t,written:e}}var Dg=new WeakMap;function _e(e){return I(Dg,e,Ig)}function Ig(e){if(e.kind==="init"||e.kind==="ephemeral")return;let n=Yt(e);if(!n)return;let t=n.flags,o=(n.framework==="vllm"||n.framework==="sglang")&&t.has("--config"),i=n.tensorParallel,r=he(e).flatMap(s=>s.argv.map(l=>l.text)),a=t.get("--distributed-executor-backend")?.value==="ray"||t.get("--data-parallel-backend")?.value==="ray"||t.get("-dpb")?.value==="ray"||r.some((s,l)=>/(^|\/)ray$/.test(s)&&r[l+1]==="start"||/multi-node-serving\.sh$/.test(s));return{framework:n.framework,args:n,flags:t,tp:n.framework==="tgi"&&!i?{n:1}:Di(i,o),pp:Di(n.pipelineParallel,o),dp:Di(n.dataParallel,o),tpFollowsGpus:n.framework==="tgi"&&!i,configFile:o,usesRay:a}}function Xe(e,n){return Rg(e.flags,n)}function Ye(e,n){return n.some(t=>e.flags.has(t))}function no(e){let{tp:n,pp:t,dp:o}=e;if(!n||!t||!o||e.tpFollowsGpus)return;let i=e.framework==="sglang"&&Ye(e,["--enable-dp-attention"])?1:o.n;return n.n*t.n*i}var $g=["--headless","--data-parallel-start-rank","-dpr","--data-parallel-address","-dpa","--data-parallel-hybrid-lb","--data-parallel-external-lb"];function to(e){let{tp:n,pp:t,dp:o}=e;if(!n||!t||!o||e.tpFollowsGpus)return;let i=Ui(e);if(e.framework==="vllm"){let s=Xe(e,["--data-parallel-size-local","-dpl"]);if(s){let l=je(s.value);if(l===void 0)return;let c=i.filter(d=>!d.startsWith("dp "));return{n:n.n*t.n*l,expression:[...c,`local dp ${l}`].join(" \xD7 ")}}if(Ye(e,["--data-parallel-rank","-dpn"]))return{n:n.n*t.n,expression:i.filter(l=>!l.startsWith("dp ")).join(" \xD7 ")+" (one data-parallel rank)"};if(Ye(e,$g))return}let r=no(e);if(r===void 0)return;let a=e.framework==="vllm"||e.framework==="sglang"?Xe(e,["--nnodes"]):void 0;if(a){let s=je(a.value);if(s===void 0||r%s!==0)return;if(s>1)return{n:r/s,expression:`(${i.join(" \xD7 ")}) / ${s} nodes`}}return{n:r,expression:i.join(" \xD7 ")}}function Ui(e){let n=[`tp ${e.tp?.n??"?"}`];return e.pp&&(e.pp.written||e.pp.n>1)&&n.push(`pp ${e.pp.n}`),!(e.framework==="sglang"&&Ye(e,["--enable-dp-attention"]))&&e.dp&&(e.dp.written||e.dp.n>1)&&n.push(`dp ${e.dp.n}`),n}function Ug(e){if(!(!e.tp||!e.pp||e.tpFollowsGpus))return e.tp.n*e.pp.n}function Gi(e){let n=e.framework==="vllm"?Xe(e,["--gpu-memory-utilization"])??e.args.gpuMemoryUtilization:e.args.gpuMemoryUtilization;if(e.framework==="tensorrt-llm")return{value:1,source:"as TensorRT-LLM may fill the whole GPU with weights"};if(n){let t=$i(n.value);return t===void 0?void 0:{value:t,source:`from ${n.source}`,written:n}}if(!e.configFile)switch(e.framework){case"vllm":return{value:.9,source:"from vLLM's default --gpu-memory-utilization"};case"sglang":return{value:.88,source:"from SGLang's default --mem-fraction-static, at most 0.88"};case"tgi":return{value:1,source:"from TGI's default --cuda-memory-fraction"}}}function Gg(e,n){return e.startsWith("--dtype ")?e.slice(8):e.startsWith("--quantization ")?`${e.slice(15).replace(/ \(.*\)$/,"")} quantization`:e.startsWith("model name suffix ")?`${e.slice(18)} per its name`:`${n*8}-bit by default`}function bl(e){let n=m(w(w(e.value,"spec"),"leaderWorkerTemplate"),"size");return n==null?1:typeof n=="number"&&Number.isInteger(n)&&n>=1?n:void 0}var Eg=new Set(["ray.io/RayCluster","ray.io/RayService","ray.io/RayJob","orchestration.aibrix.ai/RayClusterFleet"]);function Ze(e){let n=e.object,t=w(n.value,"spec");if(n.kind==="LeaderWorkerSet"&&n.group==="leaderworkerset.x-k8s.io"){let o=bl(n);return o===void 0?"unknown":o===1?"single":"group"}return Eg.has(`${n.group}/${n.kind}`)?e.role==="head"||e.role==="worker"?"group":"single":n.kind==="InferenceService"&&m(w(t,"predictor"),"workerSpec")!==void 0||n.kind==="LLMInferenceService"&&(m(t,"worker")!==void 0||m(w(t,"prefill"),"worker")!==void 0)?"unknown":"single"}function oo(e){if(e.kind==="init"||e.kind==="ephemeral"||e.noGpuByEnv)return 0;if(!e.gpu.some(n=>n.limit!==void 0&&n.request!==void 0&&xe(n.limit)!==xe(n.request)))return e.gpuCount}function Ii(e){let n=0;for(let t of e.containers){let o=oo(t);if(o===void 0)return;n+=o}return n}function Mg(e){let n=w(e.value,"spec");switch(e.kind){case"RayService":return m(n,"rayClusterConfig");case"RayJob":return m(n,"rayClusterSpec");case"RayClusterFleet":return m(w(n,"template"),"spec");default:return n}}function yl(e){let n=ut(e.object.value,e.path.slice(e.object.path.length,-2)),t=m(w(n,"rayStartParams"),"num-gpus");if(t!=null){let o=typeof t=="number"?t:/^\s*\d+\s*$/.test(String(t))?Number(t):void 0;return o!==void 0&&Number.isInteger(o)&&o>=0?o:void 0}return Ii(e)}function io(e){let n=e.filter(s=>Ze(s)==="group");if(n.length===0||n.some(s=>s.dra!==void 0))return;let t=n[0].object;if(t.kind==="LeaderWorkerSet"){let s=bl(t),l=n.find(f=>f.role==="leader"),c=n.find(f=>f.role==="worker");if(s===void 0||!c)return;let d=Ii(c),u=l?Ii(l):d;if(d===void 0||u===void 0)return;let p=u+(s-1)*d,h=u===d?`${Q(s,"pod")} \xD7 ${Q(d,"GPU")}`:`1 leader \xD7 ${Q(u,"GPU")} + ${Q(s-1,"worker")} \xD7 ${Q(d,"GPU")}`;return{kind:"lws",total:p,arithmetic:`${h} = ${p} (LeaderWorkerSet size ${s})`}}if(m(Mg(t),"enableInTreeAutoscaling")===!0)return;let o=n.find(s=>s.role==="head"),i=o?yl(o):0;if(i===void 0)return;let r=[`1 head \xD7 ${Q(i,"GPU")}`],a=i;for(let s of n.filter(l=>l.role==="worker")){let l=yl(s);if(l===void 0||s.replicas===void 0)return;a+=s.replicas*l,r.push(`${Q(s.replicas,"worker")} \xD7 ${Q(l,"GPU")}`)}return{kind:"ray",total:a,arithmetic:`${r.join(" + ")} = ${a}`}}function Tg(e,n,t,o){if(e.dra!==void 0)return;let i=oo(n);if(!i)return;if(t.tpFollowsGpus)return i;let r=Ze(e),a=to(t)?.n===i;if(r!=="unknown"&&!(r==="single"&&!a)&&!(r==="group"&&!(o&&(no(t)===o.total||o.kind==="ray"&&a))))return Ug(t)}function ro(e){let[n,t]=e>=1e9?[e/1e9,"B"]:[e/1e6,"M"];return`${Number(n.toFixed(1))}${t}`}function ao(e,n,t){let o=_e(n),i=o?.args.model;if(!o||!i||b(i.value))return;let r=Xe(o,["--cpu-offload-gb"]);if(r&&!/^\s*0*(\.0*)?\s*$/.test(r.value))return;let a=Xt(i.value,o.args.dtype?.value,o.args.quantization?.value),s=Tg(e,n,o,t),l=Gi(o);if(!(!a||s===void 0||!l||l.value>1))return{container:A(e,n),framework:o.framework,model:i.value,parameters:a.parameters,bytes:a.bytes,precision:Gg(a.precision.source,a.precision.bytesPerParameter),bytesPerParameter:a.precision.bytesPerParameter,shards:s,fraction:l.value,fractionSource:l.source,path:i.path,commandPath:o.args.commandPath}}var Ng="gpu-memory-utilization-risky",Lg={vllm:"vLLM",sglang:"SGLang",tgi:"TGI","tensorrt-llm":"TensorRT-LLM"},Og={"nvidia.com/gpu.sharing-strategy":["time-slicing","mps"],"cloud.google.com/gke-gpu-sharing-strategy":["time-sharing","mps"]};function Vg(e,n){let t=[];for(let s of n.gpu)(s.count??0)>0&&s.resource.endsWith(".shared")&&t.push(`resource ${s.resource}`);let o=Se(m(e.spec,"nodeSelector")),i=Ri(e),r=i&&i!=="unknown"&&i.key==="nvidia.com/gpu.product"&&i.values.every(s=>/-SHARED$/i.test(s)),a=Object.entries(Og).some(([s,l])=>o[s]!==void 0&&l.includes(o[s]));if(r||a){let s=Object.entries(o).sort(([l],[c])=>l<c?-1:l>c?1:0);t.push(`selector ${s.map(([l,c])=>`${l}=${c}`).join(", ")}${i&&i!=="unknown"&&!(i.key in o)?`, ${i.key} in [${i.values.join(", ")}]`:""}`)}return t}function jg(e,n){return e.startsWith("resource ")?`${e.slice(9)} is a time-sliced GPU resource`:e.startsWith("selector ")?`the node selection ${e.slice(9)} picks shared GPUs`:`node pool ${e.slice(5)} shares its GPUs by ${n.get(e)??"time-slicing"}`}var wl={id:Ng,family:"serving",level:"warning",scope:"ai",summary:"vLLM claims more than 95% of GPU memory, or several servers on shared (time-sliced) GPUs each claim more than half of one.",references:["https://docs.vllm.ai/en/latest/configuration/conserving_memory.html","https://github.com/NVIDIA/k8s-device-plugin#shared-access-to-gpus"],options:{type:"object",properties:{maxUtilization:{type:"number",minimum:0,maximum:1,default:.95,description:"The largest vLLM --gpu-memory-utilization that is not reported."}},additionalProperties:!1},check:{podSpec(e,n){for(let t of e.containers){let o=_e(t);if(!o||o.framework!=="vllm"||L(e,t)===void 0)continue;let i=Xe(o,["--gpu-memory-utilization"])??o.args.gpuMemoryUtilization,r=$i(i?.value);if(!i||r===void 0||r<=n.options.maxUtilization)continue;let a=zn(e,t),s=a&&a!=="unknown"?` (${ve(Number((a.gib*(1-r)).toFixed(1)))} GiB of ${ve(a.gib)} GiB)`:"",l=r>1?`${i.source} in ${A(e,t)} is above 1: vLLM rejects it and does not start; use at most ${n.options.maxUtilization} (0.9 is the default).`:`${i.source} in ${A(e,t)} lets vLLM take ${Math.round(r*100)}% of each GPU's memory and leaves ${Math.round((1-r)*100)}%${s} for the CUDA context, NCCL buffers and anything else on the GPU: vLLM refuses to start when less than that share is free ("Free memory on device ... is less than desired GPU memory utilization") and runs out of memory under load when the rest does not fit; use at most ${n.options.maxUtilization} (0.9 is the default).`;n.report({path:i.path,message:l})}},collect(e,n,t){let o=n(),i=[];for(let r of o)if(!(!r.workload.ai||r.dra!==void 0))for(let a of r.containers){let s=_e(a);if(!s||s.framework==="tensorrt-llm"||!oo(a))continue;let l=Gi(s);!l||l.value<=.5||l.value>1||i.push({who:Ne(`${A(r,a)} of ${e.kind}/${e.name??""}`),framework:s.framework,fraction:l.value,fractionSource:t.run.get(Y).intern(l.source),count:r.podCount??1,at:t.anchor(l.written?.path??wt(a)),keys:Vg(r,a),placement:W(r,t)})}return i.length>0?G(i):void 0},input(e,n){let t=[],o=new Map;for(let r of e.objects)for(let a of n.facts(r)??[]){let s=[...a.keys];if(n.nodePools(r.file).length>0&&!a.placement.unknown){let c=n.simulate(r.file,a.placement).filter(d=>d.candidate&&T(d.pool));if(c.length>0&&c.every(d=>d.pool.gpu.sharing==="time-slicing"||d.pool.gpu.sharing==="mps"))for(let d of c)s.push(`pool ${d.pool.name}`),o.set(`pool ${d.pool.name}`,d.pool.gpu.sharing)}s.length>0&&t.push({object:r,claim:a,keys:s})}let i=new Map;for(let r of t)for(let a of r.keys)i.set(a,[...i.get(a)??[],r]);for(let r of t){let a=[...new Set(r.keys.flatMap(d=>i.get(d)))].filter(d=>d!==r);if(a.length===0&&r.claim.count<2)continue;let s=[...r.claim.count>1?[r.claim.count>2?`its other ${r.claim.count-1} replicas`:"its other replica"]:[],...a.slice(0,3).map(d=>`${d.claim.who} (${Math.round(d.claim.fraction*100)}%${d.claim.count>1?`, ${d.claim.count} pods`:""})`),...a.length>3?[`${a.length-3} more`]:[]],l=r.keys.find(d=>a.some(u=>u.keys.includes(d)))??r.keys[0],c=r.claim;n.report({object:r.object,range:c.at,message:`${Lg[c.framework]} in ${c.who} claims ${Math.round(c.fraction*100)}% of each GPU's memory (${c.fraction.toFixed(2)} ${c.fractionSource}), but its GPUs are shared (${jg(l,o)}) with ${s.join(", ")}, each claiming more than half as well: sharing can put two of them on one GPU, where both cannot fit, and the one that starts second fails for lack of free memory; give each server whole GPUs without time-slicing, or lower the fractions so that servers sharing a GPU add up to at most 1 (e.g. 0.45 for two).`})}}}};var _g="gpu-node-selector-missing",Fg=["cloud.google.com/gke-nodepool","karpenter.sh/nodepool","eks.amazonaws.com/nodegroup","agentpool","kubernetes.azure.com/agentpool"];function qg(e){return e.gpu.product?.id??e.gpu.productName}function zg({pool:e,fits:n,reason:t}){let o=[e.gpu.productName??e.gpu.product?.id??"GPU product unknown",e.gpu.driverVersion?`driver ${e.gpu.driverVersion}`:"driver unknown"];return`${e.name} (${o.join(", ")}${n===!1&&t?`; ${ha(t)}`:""})`}function Bg(e,n){let t=n?[e.gpu.sources.productName,e.gpu.sources.product]:[e.gpu.sources.driverVersion,"nvidia.com/cuda.driver-version.full","nvidia.com/cuda.driver-version.major","nvidia.com/cuda.driver.major"];for(let o of[...t,...Fg])if(o&&o in e.labels)return`${o}: ${JSON.stringify(e.labels[o])}`}function Wg(e,n){let t=o=>o==="kubernetes.io/hostname"||n.some(i=>i.variableLabels.includes(o));for(let o of Object.keys(e.nodeSelector))if(t(o))return!0;for(let o of e.requiredTerms??[])for(let i of o)if(t(i.key))return!0;return!1}var Kg=new WeakMap;function Jg(e,n,t,o){let i=e.simulate(n,t.placement,o),r=I(Kg,i,()=>new Map);return I(r,JSON.stringify(t.gpuResources),()=>Hg(t.placement,o,i,e.simulate(n,rs(t),o)))}function Hg(e,n,t,o){if(Wg(e,n))return;let i=t.filter((c,d)=>c.candidate&&T(c.pool)&&o[d]?.fits!==!1),r=i.map(c=>c.pool);if(r.length<2)return;let a=new Set(r.map(qg).filter(c=>c!==void 0)),s=new Set(r.map(c=>c.gpu.driverVersion).filter(c=>c!==void 0));if(a.size<2&&s.size<2)return;let l=a.size>=2;return{constrained:e.requiredTerms!==void 0||Object.keys(e.nodeSelector).length>0,what:l&&s.size>=2?"GPU product and driver version":l?"GPU product":"driver version",described:i.map(zg).join(", "),pin:Bg((i.find(c=>c.fits!==!1)??i[0]).pool,l)}}var kl={id:_g,family:"scheduling",level:"warning",scope:"ai",summary:"A GPU pod does not choose between node pools that differ in GPU product or driver version, so it can land on one it was not validated on.",check:{collect(e,n,t){return vn(e,n,t)},input(e,n){for(let{object:t,facts:o,pools:i}of ae(e,n.facts,n.nodePools)){if(o.draOnly)continue;let r=Jg(n,t.file,o,i);if(!r)continue;let a=r.constrained?`the nodeSelector/node affinity of ${Vn(o)} still admits`:`${Vn(o)} ${o.label?"have":"has"} no nodeSelector or required node affinity to keep ${o.label?"them":"it"} off`;n.report({object:t,message:`${a} GPU node pools that differ in ${r.what}: ${r.described}; pin the pool it was validated on${r.pin?`, e.g. nodeSelector ${r.pin}`:" with a nodeSelector on a label that identifies it"}.`,range:o.nodeSelector??o.affinity??o.spec})}}}};var Qg=["cpu","memory"];function Pl(e){let n=w(e,"requests"),t=w(e,"limits"),o=[];for(let i of Qg){let r=m(n,i),a=m(t,i);r==null||a===void 0||a===null||b(r)||b(a)||Ln(r,a)===!1&&o.push({resource:i,request:r,limit:a})}return o}function Cl(e){let n=m(w(e,"limits"),"memory"),t=m(w(e,"requests"),"memory");return n==null||b(n)?!1:t==null||Ln(t,n)===!0}var Xg="once it uses more memory than it requests, the kubelet evicts it under memory pressure before pods within their requests and the kernel OOM killer picks it before Guaranteed pods, and the static CPU manager policy gives it no exclusive cores next to its GPUs",Yg="under the static CPU manager policy it gets no exclusive cores, so its CPUs are not pinned or NUMA-aligned with its GPUs",Zg="; the kubelet's eviction order under memory pressure is unaffected, since its memory requests equal its limits (only the kernel OOM score differs)",Al={id:"gpu-pod-not-guaranteed",family:"resources",level:"warning",scope:"ai",summary:"A GPU pod is not in the Guaranteed QoS class because a container's cpu or memory request differs from its limit.",references:["https://kubernetes.io/docs/concepts/workloads/pods/pod-qos/","https://kubernetes.io/docs/tasks/administer-cluster/cpu-management-policies/"],check:{podSpec(e,n){if(!e.containers.some(a=>a.hasGpu)&&e.dra!=="gpu")return;let t=[],o,i=w(e.spec,"resources");if(i&&(m(i,"requests")!==void 0||m(i,"limits")!==void 0)){for(let a of Pl(i))t.push({where:[...e.path,"resources"],who:"The pod (spec.resources)",m:a});o=Cl(i)}else{let a=e.containers.filter(s=>s.kind!=="ephemeral");for(let s of a){let l=N(A(e,s,Je(s)));for(let c of Pl(m(s.value,"resources")))t.push({where:[...s.path,"resources"],who:l,m:c})}o=a.every(s=>Cl(m(s.value,"resources")))}let r=t.every(a=>a.m.resource==="cpu");for(let{where:a,who:s,m:l}of t){let c=String(l.limit),d=l.resource!=="cpu"||Number.isInteger(V(l.limit)?.value),u=l.resource==="memory"?Xg:`${Yg}${r&&o?Zg:""}`;n.report({path:[...a,"requests",l.resource],message:`${s} requests ${l.resource} ${String(l.request)} but its limit is ${c}, so the GPU pod is Burstable, not Guaranteed: ${u}; set requests.${l.resource} equal to the limit (${c})${d?"":", as a whole number of CPUs (exclusive cores need one)"}.`})}}}};function ev(e){if(b(e))return;let n=V(e);if(!n)return"is not a quantity";if(n.value<0)return"is negative";if(!Number.isInteger(n.value))return`is ${n.value} devices, not a whole number`;if(typeof e=="string"&&/[KMGTPE]i$|[kMGTPE]$/.test(e.trim()))return`uses a size suffix (${n.value} devices)`}var Sl={id:"gpu-quantity-invalid",family:"resources",level:"error",scope:"ai",summary:"A GPU or MIG resource quantity is not a whole number of devices.",check:{podSpec(e,n){for(let t of e.containers)for(let o of t.gpu)for(let[i,r]of[["limits",o.limit],["requests",o.request]]){if(r===void 0)continue;let a=ev(r);a&&n.report({path:[...t.path,"resources",i,o.resource],message:`${o.resource}: ${JSON.stringify(r)} in ${A(e,t)} ${a}; GPUs are allocated in whole devices (e.g. ${o.resource}: 1).`})}}}};function xl(e){if(!(typeof e=="string"&&/[KMGTPE]i$|[kMGTPE]$/.test(e.trim())))return xe(e)}function Rl(e,n,t){if(!(typeof t!="number"&&typeof t!="string"))return{kind:"fix",description:e,changes:[{op:"set",path:n,value:t}]}}function In(e){return typeof e=="string"?e:JSON.stringify(e)}var Dl={id:"gpu-requests-limits-mismatch",family:"resources",level:"error",scope:"ai",summary:"A GPU resource is requested with a different value than its limit, or only in requests.",references:["https://kubernetes.io/docs/tasks/manage-gpus/scheduling-gpus/"],fix:{kind:"fix",summary:"sets the GPU request to the limit, or, for a GPU only in requests, writes the same value as the limit"},check:{podSpec(e,n){for(let t of e.containers){let o=m(w(t.value,"resources"),"limits"),i=o==null||C(o);for(let r of t.gpu){if(r.request===void 0||r.request===null)continue;let a=[...t.path,"resources","requests",r.resource],s=N(A(e,t));if(r.limit===void 0){if(!i)continue;n.report({path:a,message:`${s} sets ${r.resource}: ${In(r.request)} only in requests, which the API server rejects for extended resources; move it to resources.limits (the request then defaults to the limit).`,fix:Rl(`Set the ${r.resource} limit to the request, ${In(r.request)}`,[...t.path,"resources","limits",r.resource],r.request)});continue}let l=xl(r.request),c=xl(r.limit);l!==void 0&&c!==void 0&&l!==c&&n.report({path:a,message:`${s} requests ${r.resource}: ${In(r.request)} but limits it to ${In(r.limit)}, and GPU requests must equal limits or the API server rejects the pod; set the request to ${In(r.limit)} or remove it.`,fix:Rl(`Set the ${r.resource} request to the limit, ${In(r.limit)}`,a,r.limit)})}}}}};var nv=new Set(["","void","none","-1"]),Il={mpiReplicaSpecs:"Launcher",tfReplicaSpecs:"PS"};function tv(e){return e.role==="head"||e.role==="submitter"?!0:e.path.some((n,t)=>typeof n=="string"&&Object.prototype.hasOwnProperty.call(Il,n)&&e.path[t+1]===Il[n])}function ov(e){let n=e.env.get("NVIDIA_VISIBLE_DEVICES"),t=e.env.get("CUDA_VISIBLE_DEVICES");for(let o of[n,t])if(o&&(o.value===void 0||b(o.value)))return"unknown";if(n?.value!==void 0)return ra(n.value)?"none":{env:n,variable:n.name,value:n.value};if(t?.value!==void 0)return nv.has(t.value.trim().toLowerCase())?"none":{env:t,variable:t.name,value:t.value}}var $l={id:"gpu-resource-missing",family:"resources",level:"warning",scope:"ai",summary:"A container that needs a GPU requests no GPU resource.",references:["https://github.com/NVIDIA/k8s-device-plugin#quick-start","https://kubernetes.io/docs/tasks/manage-gpus/scheduling-gpus/"],check:{podSpec(e,n){if(!e.resourcesFrom&&!e.dra)for(let t of e.containers){if(t.kind==="ephemeral"||t.gpu.some(l=>l.count===void 0||l.count>0))continue;let o=ov(t);if(o==="unknown"||o==="none")continue;let i=t.gpu.map(l=>`${l.resource}: ${String(l.limit??l.request)}`).join(", "),r=i?`sets ${i}`:"requests no GPU resource",a=N(A(e,t));if(o){let l=o.variable==="NVIDIA_VISIBLE_DEVICES"?o.value.trim().toLowerCase()==="all"?"every GPU of the node":`GPUs ${o.value} of the node`:"the GPUs of the node";n.report({path:[...o.env.path,"value"],message:`${a} sets ${o.variable}=${o.value} but ${r}, so it gets no GPU or, where nvidia is the default runtime, uses ${l} behind the scheduler's back; request the GPUs in resources.limits (e.g. nvidia.com/gpu: 1) and drop the variable, or set NVIDIA_VISIBLE_DEVICES=void if it needs none.`});continue}if(t.kind==="init"||!t.needsGpuImage||t.notServing==="idle"||tv(e))continue;let s=t.image?.raw??"";if(t.family?.vendor==="amd"){n.report({path:F(t,"image"),message:`${a} runs the ROCm image ${s} but ${r}, so it starts without a GPU; add resources.limits amd.com/gpu: 1 (or the number of GPUs it uses).`});continue}n.report({path:F(t,"image"),message:`${a} runs the GPU image ${s} but ${r}, so it gets no GPU or, where nvidia is the default runtime, sees every GPU of the node; add resources.limits nvidia.com/gpu: 1 (or the number of GPUs it uses), or set NVIDIA_VISIBLE_DEVICES=void if it should run without one.`})}}}};var iv="gpu-sharing-not-isolation",Bn="nvidia.com/gpu.shared",rv="nvidia.com/gpu";function av(e){let n=e.gpu;if(n.sharing==="time-slicing"||n.sharing==="mps")return{kind:n.sharing,why:`${n.sharing}${n.sources.sharing?`, from ${n.sources.sharing}`:""}`};if(n.sharing==="none")return;if(/-SHARED$/i.test(n.productName??""))return{kind:"unknown",why:`nvidia.com/gpu.product=${n.productName}`};let t=Number(e.labels["nvidia.com/gpu.replicas"]);if(Number.isInteger(t)&&t>1)return{kind:"unknown",why:`nvidia.com/gpu.replicas=${t}`};if((e.allocatable[Bn]??0)>0)return{kind:"unknown",why:`the nodes offer ${Bn}`}}var sv={"time-slicing":"time-slicing gives neither memory nor fault isolation, so one tenant can take the GPU memory of the others or crash their work",mps:"MPS gives no fault isolation, so a fault in one tenant's process can take down the others",unknown:"time-slicing and MPS give no fault isolation (time-slicing no memory isolation either), so one tenant can disturb the others"},Ul={id:iv,family:"mig",level:"note",scope:"ai",summary:"Pods of different namespaces share time-sliced or MPS GPUs of one pool, which isolates neither memory nor faults.",references:["https://github.com/NVIDIA/k8s-device-plugin#shared-access-to-gpus","https://docs.nvidia.com/datacenter/cloud-native/gpu-operator/latest/gpu-sharing.html","https://cloud.google.com/kubernetes-engine/docs/concepts/timesharing-gpus"],check:{collect(e,n,t){if(e.namespace===void 0||b(e.namespace))return;let o=[];for(let i of n()){let r,a=!1,s=!1;for(let l of i.containers)if(!(l.kind==="ephemeral"||l.noGpuByEnv))for(let c of l.gpu){if(c.resource!==Bn&&c.resource!==rv||c.count===0)continue;c.resource===Bn?a=!0:s=!0;let d=m(l.limits,c.resource)!==void 0?"limits":"requests";r??={resource:c.resource,container:t.run.get(Y).intern(A(i,l)),at:t.anchor([...l.path,"resources",d,c.resource])}}r&&o.push({...r,shared:a,whole:s,placement:W(i,t)})}return o.length>0?G(o):void 0},input(e,n){let t=[],o=new Map;for(let i of e.objects){let r=n.facts(i);if(!(!r||i.namespace===void 0||n.nodePools(i.file).length===0))for(let s of r){if(s.placement.unknown)continue;let l=[];for(let c of n.simulate(i.file,s.placement)){if(!c.candidate||c.fits===!1)continue;let d=av(c.pool);s.whole&&d?l.push({pool:c.pool,...d}):s.shared&&c.pool.gpu.vendor!=="amd"&&c.pool.gpu.sharing!=="none"&&T(c.pool)&&l.push({pool:c.pool,...d??{kind:"unknown",why:`pods request ${Bn}`}})}if(l.length!==0){t.push({object:i,fact:s,namespace:i.namespace,pools:l});for(let c of l){let d=o.get(c.pool)??new Set;d.add(i.namespace),o.set(c.pool,d)}}}}for(let i of t){let r=i.pools.filter(c=>(o.get(c.pool)?.size??0)>1);if(r.length===0)continue;let a=[...new Set(r.flatMap(c=>[...o.get(c.pool)]))].filter(c=>c!==i.namespace).sort(),s=new Set(r.map(c=>c.kind)),l=s.size===1?[...s][0]:"unknown";n.report({object:i.object,range:i.fact.at,message:`${i.fact.resource} in ${i.fact.container} (namespace ${i.namespace}) shares the GPUs of ${r.map(c=>`pool ${c.pool.name} (${c.why})`).join(", ")} with workloads of namespace${a.length>1?"s":""} ${a.join(", ")}: ${sv[l]}; use MIG devices or a pool per namespace for tenants that must be isolated.`})}}}};var lv="gpu-toleration-missing";function cv(e){let n=new Map;for(let o of e.flatMap(i=>i.taints)){let i=`${o.key}\0${o.effect}`,r=n.get(i);r?r.n++:n.set(i,{taint:o,n:1,freed:0})}for(let o of n.values())o.freed=e.filter(i=>i.taints.every(r=>r.key===o.taint.key&&r.effect===o.taint.effect)).length;let t=[...n.values()].sort((o,i)=>i.freed-o.freed||i.n-o.n)[0];return{taint:t.taint,frees:t.freed>0}}function dv(e,n){if(e.group==="serving.knative.dev"||n.mergedWith!==void 0)return;let t=n.spec&&"path"in n.spec?n.spec.path:void 0;return t&&[...t,"tolerations"]}function uv(e,n,t){let o=dv(e,n);if(o)return{kind:"suggestion",description:`Tolerate the ${t.key} taint (operator: Exists, effect: ${t.effect})`,changes:[{op:"append",path:o,value:{key:t.key,operator:"Exists",effect:t.effect}}]}}var Gl={id:lv,family:"scheduling",level:"warning",scope:"ai",summary:"Placement simulation: every GPU node pool is tainted and the GPU pod tolerates none of the taints.",references:["https://kubernetes.io/docs/concepts/scheduling-eviction/taint-and-toleration/","https://kubernetes.io/docs/reference/access-authn-authz/admission-controllers/#extendedresourcetoleration"],fix:{kind:"suggestion",summary:"appends to the pod spec's `tolerations` a toleration of the GPU pools' taint (its key, `operator: Exists`, its effect), when tolerating that one taint leaves a GPU pool the pod is not kept from"},check:{collect(e,n,t){return vn(e,n,t)},input(e,n){for(let{object:t,facts:o,pools:i}of ae(e,n.facts,n.nodePools)){let r=Ut(o,i);if(!r)continue;let a=r.map(u=>`${u.pool.name} (${u.taints.map(pa).join(", ")})`).join(", "),l=!o.ert&&r.some(u=>u.taints.some(p=>o.gpuResources.includes(p.key)))?", or set cluster.extendedResourceToleration: true if the cluster runs the ExtendedResourceToleration admission plugin (GKE, EKS)":"",{taint:c,frees:d}=cv(r);n.report({object:t,message:`Every GPU node pool is tainted and ${Vn(o)} ${o.label?"tolerate":"tolerates"} none of the taints: ${a}; add a toleration such as {key: ${c.key}, operator: Exists, effect: ${c.effect}}${l}.`,range:o.tolerations??o.spec,fix:d?uv(t,o,c):void 0})}}}};var mv=/(?:^|[-_.])(?:cpu|xpu|intel|ipex|gaudi\d*|hpu|habana|neuron|inf2|tpu|openvino)(?:$|[-_.\d])/i;function pv(e){let{image:n,family:t}=e;if(!n||!t||n.placeholder||t.role==="infrastructure")return;let o=n.tag??"";if(t.vendor!=="none"&&/rocm/i.test(o))return"rocm";if(!(mv.test(o)||!e.needsGpuImage)){if(t.base==="rocm"||t.vendor==="amd")return"rocm";if(t.vendor==="nvidia"&&(t.base==="nvidia-cuda"||t.base==="os"))return"cuda"}}function hv(e){let n=[];for(let t of e.gpu){let o=gt(t.resource);if(!o||o==="nvidia"&&e.noGpuByEnv)continue;let i=m(e.limits,t.resource)!==void 0?"limits":"requests",r=i==="limits"?t.limit:t.request;t.count===0||b(r)||n.push({container:e,resource:t.resource,vendor:o,raw:r,path:[...e.path,"resources",i,t.resource]})}return n}var Ei={cuda:"CUDA",rocm:"ROCm"},Mi={nvidia:"NVIDIA",amd:"AMD"},El={nvidia:"cuda",amd:"rocm"},fv={cuda:"nvidia.com/gpu",rocm:"amd.com/gpu"};function gv(e){return typeof e=="string"?JSON.stringify(e):String(e)}var Ml={id:"gpu-vendor-mismatch",family:"runtime",level:"error",scope:"ai",summary:"A CUDA image requests an AMD GPU, a ROCm image an NVIDIA GPU, or one pod asks for GPUs of both vendors.",references:["https://kubernetes.io/docs/tasks/manage-gpus/scheduling-gpus/","https://github.com/ROCm/k8s-device-plugin"],check:{podSpec(e,n){let t=[],o=new Set;for(let r of e.containers){let a=hv(r);for(let l of a)t.push(l);let s=pv(r);if(s)for(let l of a){if(El[l.vendor]===s)continue;o.add(l);let c=l.vendor==="amd"?"an AMD GPU, on which CUDA finds no NVIDIA device":"an NVIDIA GPU, on which ROCm finds no AMD device";n.report({path:l.path,message:`${N(A(e,r))} runs the ${Ei[s]} image ${r.image.raw} but requests ${l.resource}: ${gv(l.raw)}, so it gets ${c}; request ${fv[s]} instead, or use the ${Ei[El[l.vendor]]} build of the image.`,related:[{path:[...r.path,"image"],message:`The ${Ei[s]} image.`}]})}}let i=t[0];if(i)for(let r of t){if(r.vendor===i.vendor||o.has(r))continue;let a=s=>s.container===i.container&&s.container===r.container?"":` (${A(e,s.container)})`;n.report({path:r.path,message:`This pod requests both ${i.resource}${a(i)} and ${r.resource}${a(r)}: it needs a node with ${Mi[i.vendor]} and ${Mi[r.vendor]} GPUs together, which GPU nodes practically never are, so it stays Pending; use one vendor's GPUs, or run each part in its own pod.`,related:[{path:i.path,message:`The ${Mi[i.vendor]} GPU request.`}]})}}}};var vv=/^\d+$/,Nl=/^(?:GPU|MIG)-[0-9A-Za-z/-]+$/;function Tl(e){let n=e.trim();if(n.toLowerCase()==="all")return"all";if(n==="")return;let t=n.split(",").map(o=>o.trim());return t.every(o=>vv.test(o)||Nl.test(o))?t:void 0}var Ll={id:"gpu-visible-devices-override",family:"resources",level:"error",scope:"ai",summary:"A container with GPUs from the device plugin overrides NVIDIA_VISIBLE_DEVICES or CUDA_VISIBLE_DEVICES.",references:["https://github.com/NVIDIA/k8s-device-plugin#quick-start","https://docs.nvidia.com/cuda/cuda-c-programming-guide/index.html#cuda-environment-variables"],check:{podSpec(e,n){for(let t of e.containers){if(t.kind==="ephemeral"||t.noGpuByEnv)continue;let o=t.gpu.filter(l=>l.count!==void 0&&l.count>0);if(o.length===0)continue;let i=o.map(l=>`${l.resource}: ${l.count}`).join(", "),r=N(A(e,t)),a=t.env.get("NVIDIA_VISIBLE_DEVICES");if(a?.value!==void 0&&!b(a.value)){let l=Tl(a.value);if(l){let c=l==="all"?"every GPU of the node, including GPUs allocated to other pods":`GPUs ${l.join(", ")} of the node whether or not they are the ones allocated to it`;n.report({path:[...a.path,"value"],message:`${r} is allocated ${i} by the device plugin but sets NVIDIA_VISIBLE_DEVICES=${a.value}, which overrides the allocation so it uses ${c}; remove the variable and let the device plugin set it.`})}}let s=t.env.get("CUDA_VISIBLE_DEVICES");if(s?.value!==void 0&&!b(s.value)){let l=Tl(s.value),c=t.gpuCount===void 0?"":t.gpuCount===1?", or use index 0":`, or list indexes from 0 to ${t.gpuCount-1}`,d;if(l==="all")d='CUDA does not understand "all" and sees no GPU at all';else if(l?.some(u=>Nl.test(u)))d="it names physical devices by UUID while the device plugin picks which GPUs the container gets, so CUDA usually finds none of them";else if(l&&t.gpuCount!==void 0){let u=t.gpuCount,p=l.findIndex(h=>Number(h)>=u);if(p>0){let h=new Set(l.slice(0,p)).size,f=h>=u?`its ${u} GPU${u===1?"":"s"}, not ${l.length}`:`only ${h} of its ${u} GPUs`;n.report({path:[...s.path,"value"],level:"warning",message:`${r} is allocated ${i} but sets CUDA_VISIBLE_DEVICES=${s.value}, which names ${l.length} devices: CUDA numbers the allocated GPUs from 0 and ignores index ${l[p]} and every entry after it, so the process sees ${f}; list indexes from 0 to ${u-1}, or remove the variable.`})}else p===0&&(d=`inside the container its ${u} GPU${u===1?" is":"s are"} numbered from 0, so index ${l[0]} does not exist and CUDA ignores it and every entry after it, and sees no GPU`)}d&&n.report({path:[...s.path,"value"],message:`${r} is allocated ${i} but sets CUDA_VISIBLE_DEVICES=${s.value}: ${d}; remove the variable${c}.`})}}}}};var Ol={id:"helm-template-unrendered",family:"input",level:"note",scope:"general",reportedByLoader:"unrendered-template",summary:"The file is an unrendered Helm template; render it and lint the output.",check:{}};var yv=["/dev","/sys","/proc","/run","/var/run","/etc","/boot","/lib","/lib64","/usr","/var/lib/kubelet","/var/lib/containerd","/var/lib/docker","/var/log","/home/kubernetes/bin"],bv=new Set(["Socket","CharDevice","BlockDevice"]);function wv(e){return e.trim().replace(/\/+/g,"/").replace(/\/$/,"")||"/"}function kv(e){return yv.some(n=>e===n||e.startsWith(`${n}/`))}var Vl={id:"host-path-model-cache",family:"network-security",level:"warning",scope:"ai",summary:"An AI workload mounts a hostPath volume: a model cache on the node leaks between tenants and pins pods to nodes.",references:["https://kubernetes.io/docs/concepts/storage/volumes/#hostpath","https://kubernetes.io/docs/concepts/security/pod-security-standards/"],check:{podSpec(e,n){S(e.spec,"volumes").forEach((t,o)=>{let i=m(t,"hostPath");if(i===void 0)return;let r=P(i,"path");if(r===void 0||r.trim()===""||b(r))return;let a=m(i,"type");if(typeof a=="string"&&bv.has(a))return;let s=wv(r),l=s==="/dev/shm";if(!l&&kv(s))return;let c=P(t,"name"),d=[];for(let h of e.containers)for(let f of S(h.value,"volumeMounts")){if(c===void 0||P(f,"name")!==c)continue;let g=P(f,"mountPath");d.push(`${g?`at ${g} `:""}in ${A(e,h)}${m(f,"readOnly")===!0?" (read-only)":""}`)}let u=d.length?` (mounted ${d.join(", ")})`:"",p=c?`Volume "${c}"`:"A volume";n.report({path:[...e.path,"volumes",o,"hostPath"],message:s==="/"?`${p} mounts the whole host filesystem (hostPath /${d.length?`, mounted ${d.join(", ")}`:""}): the pod can read every file of the node, other pods' volumes and secrets included; mount only the directory the workload needs, or use a PersistentVolumeClaim for data.`:l?`${p} mounts the node's /dev/shm${u}: every pod on the node that does the same shares that memory, and it is not counted against the pod's memory limit; use an emptyDir with medium: Memory and a sizeLimit instead.`:`${p} mounts the node directory ${s} from hostPath${u}: a model cache on the node is shared with every pod scheduled there, from any namespace, and pins the workload to nodes that hold it; use a PersistentVolumeClaim (ReadOnlyMany for shared weights), an emptyDir filled at start-up, or an image volume.`})})}}};var Pv="hpa-cpu-metric-gpu-workload",Cv="autoscaling.alpha.kubernetes.io/metrics";function Av(e){return e.workload.serving?e.dra==="gpu"||e.containers.some(n=>L(e,n)==="resource"):!1}function Sv(e){if(!C(e))return"";let n=m(e,"averageUtilization")??m(e,"targetAverageUtilization");if(typeof n=="number")return` at ${n}% utilization`;let t=m(e,"averageValue")??m(e,"targetAverageValue")??m(e,"value");return typeof t=="string"||typeof t=="number"?` at ${t}`:""}function xv(e){let n=[];for(let t of e){let o=P(t,"type"),i=o==="Resource"?w(t,"resource"):o==="ContainerResource"?w(t,"containerResource"):void 0,r=P(i,"name");if(r!=="cpu"&&r!=="memory")return;let a=o==="ContainerResource"?P(i,"container"):void 0;n.push(`${r}${a?` of container "${a}"`:""}${Sv(m(i,"target")??i)}`)}return n}var jl={id:Pv,family:"scheduling",level:"warning",scope:"ai",summary:"A HorizontalPodAutoscaler scales a GPU serving workload on cpu/memory only.",references:["https://kubernetes.io/docs/tasks/run-application/horizontal-pod-autoscale/#autoscaling-on-multiple-metrics-and-custom-metrics","https://docs.vllm.ai/en/latest/usage/metrics.html"],check:{collect(e,n,t){if(e.group!=="autoscaling"||e.kind!=="HorizontalPodAutoscaler")return n().some(Av)?{type:"gpu-serving"}:void 0;let o=m(e.value,"spec");if(!C(o))return;let i=m(o,"scaleTargetRef"),r=P(i,"kind"),a=P(i,"name");if(!r||!a||b(r)||b(a))return;let s=P(i,"apiVersion"),c={type:"hpa",group:s&&!b(s)?s.includes("/")?s.slice(0,s.lastIndexOf("/")):"":void 0,kind:r,name:a};if(e.apiVersion==="autoscaling/v1"){if(e.annotations[Cv]!==void 0)return;let h=m(o,"targetCPUUtilizationPercentage"),f=t.anchor([...e.path,"spec","targetCPUUtilizationPercentage"]);return h==null?{...c,metrics:"the default cpu target of 80% utilization (targetCPUUtilizationPercentage is unset)",range:f}:{...c,metrics:`cpu${typeof h=="number"?` at ${h}% utilization`:""}`,range:f}}let d=m(o,"metrics"),u=t.anchor([...e.path,"spec","metrics"]);if(d==null||Array.isArray(d)&&d.length===0)return{...c,metrics:"the default cpu target of 80% utilization (no metrics are set)",range:u};if(!Array.isArray(d))return;let p=xv(d);return p?{...c,metrics:p.join(" and "),range:u}:void 0},input(e,n){for(let t of e.unitIndexes()){let o=new Map;for(let i of t.objects){if(n.facts(i)?.type!=="gpu-serving"||i.name===void 0)continue;let r=`${i.kind}\0${q(i)}\0${i.name}`;o.set(r,[...o.get(r)??[],i])}for(let i of t.ofKind("autoscaling","HorizontalPodAutoscaler")){let r=n.facts(i);if(r?.type!=="hpa")continue;let a=(o.get(`${r.kind}\0${q(i)}\0${r.name}`)??[]).find(s=>r.group===void 0||s.group===r.group);a&&n.report({object:i,range:r.range,related:[{file:a.file,range:a.range,message:`${a.kind} "${a.name}" serves on GPUs.`}],message:`HorizontalPodAutoscaler "${i.name??"(unnamed)"}" scales the GPU serving ${a.kind} "${a.name}" only on ${r.metrics}, but GPU inference saturates (requests queue, latency climbs) long before its CPU or memory moves; scale on a Pods or External metric such as the server's waiting-request queue (vllm:num_requests_waiting) or GPU utilization (DCGM_FI_DEV_GPU_UTIL).`})}}}}};var _l={id:"image-tag-mutable",family:"compatibility",level:"warning",scope:"ai",summary:"A GPU container image uses no tag, `latest` or another moving tag (`main`, `nightly`, ...).",references:["https://kubernetes.io/docs/concepts/containers/images/#image-names","https://kubernetes.io/docs/concepts/configuration/overview/#container-images"],options:{type:"object",properties:{requireDigest:{type:"boolean",default:!1,description:"Also report, as a note, a release tag that is not pinned by digest."}},additionalProperties:!1},check:{podSpec(e,n){for(let t of bn(e)){let o=t.image;if(!o||o.placeholder||o.digest)continue;let i=[...t.path,"image"],r=A(e,t);if(o.tag===void 0)n.report({path:i,message:`Image ${o.raw} of GPU ${r} has no tag, so the runtime pulls :latest, which can move to another CUDA version (and driver requirement) at any pull; use a release tag, ideally with its digest (${o.raw}:<version>@sha256:...).`});else if(pt(o.tag)){let a=o.raw.trim().slice(0,-(o.tag.length+1)),s=o.tag.toLowerCase()==="latest"?"the tag latest, which":`the moving tag ${o.tag}, which is pushed again with new builds and`;n.report({path:i,message:`Image ${o.raw} of GPU ${r} uses ${s} can move to another CUDA version (and driver requirement) at any pull; use a release tag, ideally with its digest (${a}:<version>@sha256:...).`})}else n.options.requireDigest&&n.report({path:i,level:"note",message:`Image ${o.raw} of GPU ${r} is not pinned by digest: the tag ${o.tag} can be pushed again with different contents; add the digest (${o.raw}@sha256:...) to run exactly the image that was tested.`})}}}};var Fl={id:"init-container-limits-missing",family:"resources",level:"warning",scope:"ai",summary:"An init container of an AI workload has no memory limit.",check:{podSpec(e,n){if(!e.resourcesFrom)for(let t of e.containers){if(t.kind!=="init"||L(e,t)!==void 0||pn(t))continue;let o=m(t.limits,"memory"),i=m(t.requests,"memory"),r=i==null||b(i)?void 0:V(i),a=r&&r.value>0?`at least its ${String(i)} request`:"sized to the download or conversion step, e.g. 2Gi",s=N(A(e,t,"init container"));o==null?n.report({path:[...t.path,"resources","limits","memory"],message:`${s} has no memory limit; set resources.limits.memory (${a}) so a model download or conversion cannot take the node's memory and evict the workloads already running there.`}):!b(o)&&V(o)?.value===0&&n.report({path:[...t.path,"resources","limits","memory"],message:`${s} sets memory limit ${String(o)}, which the kubelet treats as no limit; set a real memory limit (${a}).`})}}}};var Rv="kueue-queue-missing",Wn="kueue.x-k8s.io/queue-name",Dv=new Set(["batch/Job","batch/CronJob","jobset.x-k8s.io/JobSet","ray.io/RayJob","ray.io/RayCluster","kubeflow.org/PyTorchJob","kubeflow.org/TFJob","kubeflow.org/MPIJob","kubeflow.org/XGBoostJob","kubeflow.org/PaddleJob","kubeflow.org/JAXJob","trainer.kubeflow.org/TrainJob"]);function Iv(e,n){let t=w(w(w(e,"spec"),"trainer"),"resourcesPerNode");for(let o of["limits","requests"])for(let[i,r]of Object.entries(w(t,o)??{})){if(!ft(i,n))continue;let a=xe(r);if(a===void 0||a>0)return!0}return!1}var ql={id:Rv,family:"network-security",level:"warning",scope:"ai",summary:"A GPU Job in a namespace with Kueue LocalQueues has no kueue.x-k8s.io/queue-name label, or names a queue that does not exist.",references:["https://kueue.sigs.k8s.io/docs/concepts/local_queue/","https://kueue.sigs.k8s.io/docs/tasks/run/jobs/","https://kueue.sigs.k8s.io/docs/tasks/manage/enforce_job_management/manage_jobs_without_queue_name/"],needsWholeInput:!0,check:{collect(e,n,t){if(e.group==="kueue.x-k8s.io"&&e.kind==="LocalQueue")return{type:"queue"};if(!Dv.has(`${e.group}/${e.kind}`))return;let o=w(e.value,"spec");if(e.kind==="RayJob"&&m(o,"clusterSelector")!==void 0||!(e.kind==="TrainJob"?Iv(e.value,t.settings.gpuResources):n().some(u=>!u.workload.infrastructure&&u.containers.some(p=>p.kind!=="ephemeral"&&(L(u,p)==="resource"||L(u,p)==="dra-gpu")))))return;let r=e.kind==="CronJob"?[...e.path,"spec","jobTemplate","metadata"]:[...e.path,"metadata"],a=e.kind==="CronJob"?w(w(o,"jobTemplate"),"metadata"):w(e.value,"metadata"),s=m(w(a,"labels"),Wn),l=m(w(a,"annotations"),Wn),c=s??l;if(b(c)||c!=null&&typeof c!="string")return;let d=s===void 0&&l!==void 0?"annotations":"labels";return{type:"workload",queue:typeof c=="string"?c:void 0,at:t.anchor([...r,d,Wn]),where:e.kind==="CronJob"?"spec.jobTemplate.metadata.labels":"metadata.labels"}},input(e,n){let t=new Set(n.cluster.localQueues);for(let o of e.ofKind("kueue.x-k8s.io","LocalQueue"))o.name&&t.add(`${q(o)}/${o.name}`);for(let o of e.unitIndexes())if(o.ofKind("kueue.x-k8s.io","LocalQueue").length!==0)for(let i of o.objects){let r=n.facts(i);if(r?.type!=="workload")continue;let a=q(i),s=o.inNamespace("kueue.x-k8s.io","LocalQueue",a);if(s.length===0)continue;let l=[...new Set(s.map(u=>u.name??"?"))],c=s.slice(0,3).map(u=>({file:u.file,range:u.range,message:`LocalQueue "${u.name??"?"}" of namespace "${a}".`})),d=l.map(u=>`"${u}"`).join(", ");if(r.queue===void 0||r.queue===""){if(l.includes("default"))continue;n.report({object:i,range:r.at,message:`GPU ${M(i)} in namespace "${a}" has no ${Wn} label although its ${K(i)} defines Kueue LocalQueues there (${d}), so Kueue does not manage it and it runs outside the GPU quota; add ${r.where} ${Wn}: ${l[0]}.`,related:c})}else t.has(`${a}/${r.queue}`)||n.report({object:i,range:r.at,message:`GPU ${M(i)} names LocalQueue "${r.queue}", which does not exist in namespace "${a}" (its LocalQueues: ${d}), so Kueue keeps it suspended and it never starts; use one of those queues, or list it in config cluster.localQueues if the cluster has it.`,related:c})}}}};function so(e,n){return{podSpec(t,o){if(Ze(t)==="single")for(let i of t.containers){let r=n.demandOf(t,i);if(!r)continue;let a=zn(t,i);if(a===void 0||a==="unknown")continue;let s=n.judge(r,a,o.options);s&&o.report({path:r[n.at],message:s})}},collect(t,o,i){let r=o(),a=io(r),s=[];for(let l of r){if(!l.workload.ai)continue;let c=Ze(l)==="single";for(let d of l.containers){let u=n.demandOf(l,d,a);if(!u)continue;let p=zn(l,d);if(p==="unknown"||c&&p!==void 0)continue;let{path:h,commandPath:f,...g}=u;s.push({demand:g,at:i.anchor(n.at==="path"?h:f),memory:p,placement:p?void 0:W(l,i)})}}return s.length>0?G(s):void 0},input(t,o){for(let i of t.objects)for(let r of o.facts(i)??[]){let a=r.memory;!a&&r.placement&&!r.placement.unknown&&o.nodePools(i.file).length>0&&(a=vl(o.simulate(i.file,r.placement)));let s=a&&n.judge(r.demand,a,o.options);s&&o.report({object:i,range:r.at,message:s})}}}}var zl="max-model-len-unbounded";function $v(e,n,t){let o=_e(n);if(!(!o||o.framework!=="vllm"||o.configFile)&&!(o.args.maxModelLen||Xe(o,["--max-model-len"]))&&!Ye(o,["--kv-cache-memory","--kv-cache-memory-bytes","--num-gpu-blocks-override"]))return ao(e,n,t)}function Uv(e,n,t){let o=e.shards*n.gib*e.fraction,i=e.bytes/2**30,r=o-i;if(r<0||r>=t*o)return;let a=Math.round(r/o*100);return`vLLM in ${e.container} serves ${e.model} without --max-model-len, and after ~${ve(Number(i.toFixed(1)))} GiB of weights (${ro(e.parameters)} parameters \xD7 ${e.bytesPerParameter} byte${e.bytesPerParameter===1?"":"s"}) only ${ve(Number(r.toFixed(1)))} GiB (${a}%) of the ${e.shards} \xD7 ${ve(n.gib)} GiB \xD7 ${e.fraction.toFixed(2)} = ${ve(Number(o.toFixed(1)))} GiB it may use is left for the KV cache (GPU memory from ${n.source}): vLLM then sizes for the model's full context window (128K tokens for many current models), and fails at startup when one such request does not fit the KV cache, or runs very few requests at once; set --max-model-len to the longest context you serve (e.g. 8192).`}var Bl={id:zl,family:"serving",level:"note",scope:"ai",summary:"vLLM serves a model without --max-model-len on GPUs whose memory leaves little room for the KV cache after the weights.",references:["https://docs.vllm.ai/en/latest/configuration/conserving_memory.html","https://docs.vllm.ai/en/latest/configuration/engine_args.html"],options:{type:"object",properties:{minKvCacheShare:{type:"number",minimum:0,maximum:1,default:.33,description:"Smallest share of the memory vLLM may use (GPUs \xD7 memory \xD7 utilization) that must be left for the KV cache after the weights; below it a missing --max-model-len is reported."}},additionalProperties:!1},check:so(zl,{demandOf:$v,at:"commandPath",judge:(e,n,t)=>Uv(e,n,t.minKvCacheShare)})};function Wl(e,n){return n.kind==="sidecar"?`Sidecar ${A(e,n)} (initContainers, restartPolicy: Always)`:N(A(e,n))}var Kl={id:"memory-limit-missing",family:"resources",level:"warning",scope:"ai",summary:"A non-GPU container of an AI workload (sidecar, proxy, tokenizer) has no memory limit.",check:{podSpec(e,n){if(!e.resourcesFrom)for(let t of e.containers){if(t.kind!=="container"&&t.kind!=="sidecar"||L(e,t)!==void 0||pn(t))continue;let o=m(t.limits,"memory"),i=m(t.requests,"memory"),r=i==null||b(i)?void 0:V(i),a=t.family?.serving===!0,s=r&&r.value>0?`at least its ${String(i)} request`:a?"sized to the model it loads plus headroom":"sized to its measured peak";o==null?n.report({path:[...t.path,"resources","limits","memory"],message:`${Wl(e,t)} has no memory limit; set resources.limits.memory (${s}) so a leak in it cannot use up the node's memory and get the pods beside it, GPU workloads included, OOM-killed or evicted.`}):!b(o)&&V(o)?.value===0&&n.report({path:[...t.path,"resources","limits","memory"],message:`${Wl(e,t)} sets memory limit ${String(o)}, which the kubelet treats as no limit; set a real memory limit (${s}).`})}}}};function Jl(e,n){let t=[];for(let o of e.gpu){if(!n(o.resource)||b(o.resource)||o.count===0)continue;let i=m(e.limits,o.resource)!==void 0?"limits":"requests";t.push({resource:o.resource,raw:i==="limits"?o.limit:o.request,path:[...e.path,"resources",i,o.resource]})}return t}function Hl(e){return typeof e=="string"?JSON.stringify(e):String(e)}var Ql={id:"mig-mixed-with-full-gpu",family:"mig",level:"error",scope:"ai",summary:"One container requests both whole GPUs (`nvidia.com/gpu`) and MIG devices (`nvidia.com/mig-*`).",references:["https://github.com/NVIDIA/k8s-device-plugin/issues/728","https://docs.nvidia.com/datacenter/tesla/mig-user-guide/index.html"],check:{podSpec(e,n){for(let t of e.containers){if(t.kind==="ephemeral"||t.noGpuByEnv)continue;let o=Jl(t,s=>s==="nvidia.com/gpu")[0],i=Jl(t,s=>s.startsWith(_));if(!o||i.length===0)continue;let r=N(A(e,t)),a=i.map(s=>`${s.resource}: ${Hl(s.raw)}`).join(", ");n.report({path:o.path,message:`${r} requests nvidia.com/gpu: ${Hl(o.raw)} together with ${a}: the mixed MIG strategy lets it schedule but the container sees only one kind of device (the other strategies never offer ${_}*), so GPUs are held and wasted; request either whole GPUs or one MIG device per container.`,related:i.map(s=>({path:s.path,message:`The MIG request ${s.resource}.`}))})}}}};var Gv="mig-multiple-devices";function Xl(e,n){if(e.kind==="ephemeral"||e.noGpuByEnv)return[];let t=[];for(let o of e.gpu){if(!n(o.resource)||b(o.resource)||o.count===0)continue;let i=m(e.limits,o.resource)!==void 0?"limits":"requests";t.push({resource:o.resource,count:o.count,path:[...e.path,"resources",i,o.resource]})}return t}function Ev(e){if(e.gpu.migStrategy!=="single")return;let n=/-MIG-([0-9]+g\.[0-9]+gb)/i.exec(e.gpu.productName??"")?.[1];if(n)return`each nvidia.com/gpu is one ${n.toLowerCase()} MIG device (nvidia.com/gpu.product=${e.gpu.productName})`;let t=e.labels["cloud.google.com/gke-gpu-partition-size"];if(t)return`each nvidia.com/gpu is one ${t} MIG device (cloud.google.com/gke-gpu-partition-size)`;let o=e.labels["nvidia.com/mig.config"];if(o&&o.startsWith("all-")&&o!=="all-disabled")return`each nvidia.com/gpu is one MIG device (nvidia.com/mig.config=${o})`}var Yl="CUDA runs a process on only one MIG device",Mv=", and with several profiles the device plugin shows the container only one of them",Zl={id:Gv,family:"mig",level:"warning",scope:"ai",summary:"One container requests more than one MIG device (CUDA enumerates only one MIG instance per process).",references:["https://docs.nvidia.com/datacenter/tesla/mig-user-guide/index.html","https://github.com/NVIDIA/k8s-device-plugin/issues/728"],check:{podSpec(e,n){for(let t of e.containers){let o=Xl(t,l=>l.startsWith(_)),i=o.filter(l=>l.count!==void 0),r=i.reduce((l,c)=>l+c.count,0);if(r<=1)continue;let a=i.find(l=>l.count>1)??i[1],s=i.map(l=>`${l.resource}: ${l.count}`).join(", ");n.report({path:a.path,message:`${we(t).replace(/^./,l=>l.toUpperCase())} requests ${r} MIG devices (${s}): ${Yl}${new Set(i.map(l=>l.resource)).size>1?Mv:""}, so the others sit idle; request one MIG device of a larger profile, or split the work over containers with one device each.`,related:o.filter(l=>l!==a).map(l=>({path:l.path,message:`Also requested: ${l.resource}.`}))})}},collect(e,n,t){let o=[];for(let i of n()){let r=[];for(let a of i.containers)for(let s of Xl(a,l=>l==="nvidia.com/gpu"))s.count!==void 0&&s.count>1&&r.push({container:t.run.get(Y).intern(we(a)),count:s.count,at:t.anchor(s.path)});r.length>0&&o.push({placement:W(i,t),keys:G(r)})}return o.length>0?G(o):void 0},input(e,n){for(let{object:t,facts:o}of ae(e,n.facts,n.nodePools)){let r=n.simulate(t.file,o.placement).filter(s=>s.candidate&&T(s.pool)).map(s=>({pool:s.pool,partition:Ev(s.pool)}));if(r.length===0||r.some(s=>!s.partition))continue;let a=r.map(s=>`${s.pool.name}: MIG strategy single, ${s.partition}`).join("; ");for(let s of o.keys)n.report({object:t,range:s.at,message:`nvidia.com/gpu: ${s.count} in ${s.container} means ${s.count} MIG devices on every pool it can land on (${a}): ${Yl}, so the others sit idle; request nvidia.com/gpu: 1, or target a pool with larger partitions or whole GPUs.`})}}}};var Tv="mig-profile-invalid",Ti=/^[1-9][0-9]*g\.[1-9][0-9]*gb(?:(?:\.[a-z]+)+|-[a-z]+)?$/;function ec(e){if(e.kind==="ephemeral"||e.noGpuByEnv)return[];let n=[];for(let t of e.gpu)!t.resource.startsWith(_)||b(t.resource)||t.count===0||n.push({resource:t.resource,where:m(e.limits,t.resource)!==void 0?"limits":"requests"});return n}function Nv(e){let n=e.toLowerCase().replace(/\+/g,".").replace(/^([0-9]+)g[._-]?([0-9]+)(?:gb|g|b)?(?=$|[.-])/,"$1g.$2gb");return n!==e&&Ti.test(n)?n:void 0}function nc(e){return e.id.replace(/-/g," ")}function Lv(e,n){let t=(e.mig?.profiles??[]).map(i=>i.profile).filter(i=>!i.includes("+")&&!i.includes("-")),o=/^([0-9]+)g\./.exec(n)?.[1];return t.find(i=>i.startsWith(`${o}g.`))??t[0]}var tc={id:Tv,family:"mig",level:"error",scope:"ai",summary:"A `nvidia.com/mig-*` resource is not a well-formed MIG profile, or not a profile of the GPUs of any pool the pod can land on.",references:["https://docs.nvidia.com/datacenter/tesla/mig-user-guide/supported-mig-profiles.html","https://github.com/NVIDIA/k8s-device-plugin#configuration-option-details"],check:{podSpec(e,n){for(let t of e.containers)for(let o of ec(t)){let i=o.resource.slice(_.length);if(Ti.test(i))continue;let r=Nv(i),a=i.includes("+")&&r?`${o.resource} in ${we(t)} is not how the device plugin names the ${i} profile: it replaces "+" with ".", so no node offers this resource and the pod stays Pending; request ${_}${r}.`:`${o.resource} in ${we(t)} is not a MIG resource name (${_}<slices>g.<memory>gb, e.g. ${_}1g.10gb): no node offers it and the pod stays Pending; ${r?`did you mean ${_}${r}?`:"use a profile of the target GPU."}`;n.report({path:[...t.path,"resources",o.where,o.resource],message:a})}},collect(e,n,t){let o=[];for(let i of n()){let r=[];for(let a of i.containers)for(let s of ec(a))Ti.test(s.resource.slice(_.length))&&r.push({resource:s.resource,container:t.run.get(Y).intern(we(a)),at:t.anchor([...a.path,"resources",s.where,s.resource])});r.length>0&&o.push({placement:W(i,t),keys:G(r)})}return o.length>0?G(o):void 0},input(e,n){for(let{object:t,facts:o}of ae(e,n.facts,n.nodePools)){let i=n.simulate(t.file,o.placement).filter(a=>a.candidate&&T(a.pool)).map(a=>a.pool);if(i.length===0||i.some(a=>!a.gpu.product))continue;let r=[...new Map(i.map(a=>[a.gpu.product.id,a.gpu.product])).values()];if(r.some(a=>(a.mig?.profiles.length??0)>0))for(let a of o.keys){let s=vt(a.resource.slice(_.length));if(r.some(u=>yt(u,s)))continue;let l=r.map(u=>{let p=i.filter(f=>f.gpu.product.id===u.id).map(f=>f.name).join(", "),h=u.mig?.profiles.length?`${nc(u)} has ${u.mig.profiles.map(f=>f.profile).join(", ")}`:`${nc(u)} does not support MIG`;return`${p}: ${h}`}),c=r.find(u=>(u.mig?.profiles.length??0)>0),d=Lv(c,s);n.report({object:t,range:a.at,message:`${a.resource} in ${a.container} asks for MIG profile ${s}, but no pool it can land on has a GPU with that profile (${l.join("; ")}), so the pod stays Pending; request a profile of that GPU${d?`, e.g. ${_}${d}`:""}.`})}}}}};var Ov="mig-strategy-mismatch";function Vv(e){let n=e.gpu,t=i=>n.sources[i]?`, from ${n.sources[i]}`:"";if(n.vendor==="amd")return{mode:"disabled",why:"AMD GPUs have no NVIDIA MIG devices"};if(n.product&&!n.product.mig?.profiles.length)return{mode:"disabled",why:`${n.product.id.replace(/-/g," ")} does not support MIG`};if(e.labels["nvidia.com/mig.capable"]==="false")return{mode:"disabled",why:"nvidia.com/mig.capable=false"};if(n.migStrategy==="single")return{mode:"single",why:`MIG strategy single${t("migStrategy")}: its MIG devices are advertised as nvidia.com/gpu`};if(n.migStrategy==="none")return{mode:"none",why:`MIG strategy none${t("migStrategy")}: MIG devices are not advertised`};if(!Object.values(n.migDevices??{}).some(i=>i>0)&&e.labels["nvidia.com/mig.config"]==="all-disabled")return{mode:"disabled",why:"nvidia.com/mig.config=all-disabled: MIG is off on every GPU"};if(n.migStrategy==="mixed"||n.migDevices)return{mode:"mixed",why:`MIG strategy mixed${t(n.migStrategy?"migStrategy":"migDevices")}`}}function jv(e){let n=e.labels["nvidia.com/mig.config"];if(n&&n.startsWith("all-")&&n!=="all-disabled")return`nvidia.com/mig.config=${n} partitions every GPU`;if(e.gpu.count===0)return`${e.gpu.sources.count??"the GPU count"} says 0 whole GPUs per node`;let t=Object.keys(e.allocatable).some(o=>o.startsWith(_)&&(e.allocatable[o]??0)>0);if(e.origin==="nodes"&&t&&!((e.allocatable["nvidia.com/gpu"]??0)>0))return"the nodes offer nvidia.com/mig-* devices and no nvidia.com/gpu"}function _v(e){let n=Object.entries(e.gpu.migDevices??{}).filter(([,t])=>t>0);return n.length?`; it offers ${n.map(([t,o])=>`${_}${t.replace("+",".")} x${o}`).join(", ")}`:""}var oc={id:Ov,family:"mig",level:"error",scope:"ai",summary:"A MIG resource is requested from pools whose MIG strategy does not offer it, or a whole GPU from pools whose GPUs are all MIG-partitioned.",references:["https://github.com/NVIDIA/k8s-device-plugin#configuration-option-details","https://docs.nvidia.com/datacenter/cloud-native/gpu-operator/latest/gpu-operator-mig.html","https://cloud.google.com/kubernetes-engine/docs/how-to/gpus-multi"],check:{collect(e,n,t){let o=[];for(let i of n()){let r=[];for(let a of i.containers)if(!(a.kind==="ephemeral"||a.noGpuByEnv))for(let s of a.gpu){if(s.resource!=="nvidia.com/gpu"&&!s.resource.startsWith(_)||b(s.resource)||s.count===0)continue;let l=m(a.limits,s.resource)!==void 0?"limits":"requests";r.push({resource:s.resource,container:t.run.get(Y).intern(we(a)),at:t.anchor([...a.path,"resources",l,s.resource])})}r.length>0&&o.push({placement:W(i,t),keys:G(r)})}return o.length>0?G(o):void 0},input(e,n){for(let{object:t,facts:o}of ae(e,n.facts,n.nodePools)){let i=n.simulate(t.file,o.placement).filter(r=>r.candidate&&T(r.pool)).map(r=>({pool:r.pool,mig:Vv(r.pool)}));if(!(i.length===0||i.some(r=>!r.mig)))for(let r of o.keys)if(r.resource.startsWith(_)){if(i.some(l=>l.mig.mode==="mixed"))continue;let a=i.map(l=>`${l.pool.name} (${l.mig.why})`).join(", "),s=i.some(l=>l.mig.mode==="single");n.report({object:t,range:r.at,message:`${r.resource} in ${r.container} asks for a MIG device, but no pool it can land on advertises ${_}* resources: ${a}; the pod stays Pending. ${s?"On single-strategy pools request nvidia.com/gpu (each is one MIG device) and select the partition with a node selector; otherwise target":"Target"} a pool whose device plugin uses the mixed strategy.`})}else{let a=i.map(l=>({...l,why:l.mig.mode==="mixed"?jv(l.pool):void 0}));if(a.some(l=>!l.why))continue;let s=a.map(l=>`${l.pool.name} (${l.why}${_v(l.pool)})`).join(", ");n.report({object:t,range:r.at,message:`${r.resource} in ${r.container} asks for a whole GPU, but every pool it can land on uses the mixed MIG strategy with all GPUs partitioned: ${s}; under the mixed strategy nvidia.com/gpu counts only GPUs without MIG, so the pod stays Pending. Request a ${_}<profile> device, or target a pool without MIG.`})}}}}};var ic="model-exceeds-gpu-memory",Fv={vllm:"vLLM",sglang:"SGLang",tgi:"TGI","tensorrt-llm":"TensorRT-LLM"};function qv(e){let n=e/1e9;return n>=10?String(Math.round(n)):String(Number(n.toFixed(1)))}function zv(e,n){let t=e.bytes/1073741824,o=n.gib*e.fraction,i=e.shards*o;if(t<=i)return;let r=Math.ceil(t/o);return`${e.model} (${ro(e.parameters)} parameters \xD7 ${e.bytesPerParameter} byte${e.bytesPerParameter===1?"":"s"}, ${e.precision}) needs ~${qv(e.bytes)} GB of weights (${ve(Number(t.toFixed(1)))} GiB), but ${Fv[e.framework]} in ${e.container} may use ${e.shards} \xD7 ${ve(n.gib)} GiB \xD7 ${e.fraction.toFixed(2)} = ${ve(Number(i.toFixed(1)))} GiB for weights and KV cache (GPU memory from ${n.source}; ${e.fraction.toFixed(2)} ${e.fractionSource}): it runs out of GPU memory while loading the model; spread it over at least ${r} such GPUs (tensor/pipeline parallel), serve a quantized checkpoint (FP8, AWQ), or use GPUs with more memory.`}var rc={id:ic,family:"serving",level:"warning",scope:"ai",summary:"The served model's weights alone are larger than the GPU memory the server may use.",references:["https://docs.vllm.ai/en/latest/configuration/conserving_memory.html","https://docs.vllm.ai/en/latest/serving/parallelism_scaling.html"],check:so(ic,{demandOf:ao,at:"path",judge:zv})};var Bv="namespace-after-use",Wv=new Set(["/Namespace","/Node","/PersistentVolume","/ComponentStatus","admissionregistration.k8s.io/MutatingWebhookConfiguration","admissionregistration.k8s.io/ValidatingWebhookConfiguration","admissionregistration.k8s.io/ValidatingAdmissionPolicy","admissionregistration.k8s.io/ValidatingAdmissionPolicyBinding","admissionregistration.k8s.io/MutatingAdmissionPolicy","admissionregistration.k8s.io/MutatingAdmissionPolicyBinding","apiextensions.k8s.io/CustomResourceDefinition","apiregistration.k8s.io/APIService","certificates.k8s.io/CertificateSigningRequest","certificates.k8s.io/ClusterTrustBundle","flowcontrol.apiserver.k8s.io/FlowSchema","flowcontrol.apiserver.k8s.io/PriorityLevelConfiguration","internal.apiserver.k8s.io/StorageVersion","networking.k8s.io/IngressClass","networking.k8s.io/IPAddress","networking.k8s.io/ServiceCIDR","node.k8s.io/RuntimeClass","policy/PodSecurityPolicy","extensions/PodSecurityPolicy","rbac.authorization.k8s.io/ClusterRole","rbac.authorization.k8s.io/ClusterRoleBinding","resource.k8s.io/DeviceClass","resource.k8s.io/ResourceSlice","resource.k8s.io/DeviceTaintRule","scheduling.k8s.io/PriorityClass","storage.k8s.io/StorageClass","storage.k8s.io/CSIDriver","storage.k8s.io/CSINode","storage.k8s.io/VolumeAttachment","storage.k8s.io/VolumeAttributesClass","storagemigration.k8s.io/StorageVersionMigration"]),ac={id:Bv,family:"crd-ordering",level:"warning",scope:"general",summary:"An object in namespace N comes before the Namespace N that the input creates.",references:["docs/apply-order.md"],check:{collect(e){return fe(e)},input(e,n){for(let t of e.unitIndexes()){let o=new Map;for(let r of t.ofKind("","Namespace"))r.name&&!o.has(r.name)&&o.set(r.name,r);if(o.size===0)continue;let i=De(t,n.facts);for(let r of t.objects){let a=r.namespace;if(a===void 0||b(a))continue;let s=o.get(a);!s||s.order<r.order||Wv.has(`${r.group}/${r.kind}`)||i.get(Oe(r.group,r.kind))?.some(l=>l.fact.scope==="Cluster")||n.report({object:r,message:`${kn(r)} is in namespace "${a}", which the Namespace at ${Qe(s,r)} (same ${K(r)}) creates only later, so kubectl fails with namespaces "${a}" not found: apply the Namespace first.`,related:[{file:s.file,range:Ie(s.range),message:`The Namespace ${a} is created here, after the objects that use it.`}]})}}}}};var Li=()=>process.getBuiltinModule("node:net");function qi(...e){return zi(e)}function Kv(...e){return Oi(e)}function zi(e){return e.includes(!1)?!1:e.every(n=>n===!0)?!0:void 0}function Oi(e){return e.includes(!0)?!0:e.every(n=>n===!1)?!1:void 0}function lo(e){return e===void 0?void 0:!e}function mc(e){return e===!0?"allowed":e===!1?"denied":"unknown"}var Jv="default",Kn="kubernetes.io/metadata.name",co=65535;function pc(e){return e===void 0?{known:{},open:!0}:C(e)&&C(e.known)?e:{known:e}}var Fe={key:"",operator:"unreadable",values:[]},Hv=new Set(["In","NotIn","Exists","DoesNotExist"]);function hc(e){return typeof e=="string"||typeof e=="number"||typeof e=="boolean"?String(e):void 0}function Vi(e){if(e==null)return{requirements:[]};if(!C(e))return{requirements:[Fe]};let n=[],t=m(e,"matchLabels");if(C(t))for(let[i,r]of Object.entries(t)){let a=hc(r);n.push(a===void 0||b(i)?Fe:{key:i,operator:"In",values:[a]})}else t!=null&&n.push(Fe);let o=m(e,"matchExpressions");if(Array.isArray(o))for(let i of o)n.push(Qv(i));else o!=null&&n.push(Fe);return{requirements:n}}function Qv(e){let n=P(e,"key"),t=P(e,"operator");if(!n||b(n)||!t||!Hv.has(t))return Fe;let o=m(e,"values");if(o!=null&&!Array.isArray(o))return Fe;let i=(Array.isArray(o)?o:[]).map(hc);return i.some(a=>a===void 0)||(t==="In"||t==="NotIn")!==i.length>0?Fe:{key:n,operator:t,values:i}}function Xv(e,n){return Object.prototype.hasOwnProperty.call(e.known,n)?{kind:"value",value:e.known[n]}:e.present?.includes(n)?{kind:"present"}:e.open?{kind:"unknown"}:{kind:"absent"}}function sc(e,n){return n.includes(e)?!0:b(e)||n.some(b)?void 0:!1}function Yv(e,n){if(e.operator==="unreadable")return;let t=Xv(n,e.key),o=t.kind==="value"||t.kind==="present"?!0:t.kind==="absent"?!1:void 0;switch(e.operator){case"Exists":return o;case"DoesNotExist":return lo(o);case"In":return t.kind==="value"?sc(t.value,e.values):t.kind==="absent"?!1:void 0;case"NotIn":return t.kind==="value"?lo(sc(t.value,e.values)):t.kind==="absent"?!0:void 0}}function ji(e,n){let t=pc(n);return zi(e.requirements.map(o=>Yv(o,t)))}var Zv=new Set(["TCP","UDP","SCTP"]),ey=/^(?=.*[a-z])[a-z0-9]([a-z0-9-]*[a-z0-9])?$/;function _i(e){return typeof e=="number"&&Number.isInteger(e)&&e>=1&&e<=co}function ny(e){let n={protocol:"TCP",unreadable:!0};if(!C(e))return n;let t=m(e,"protocol"),o=t??"TCP";if(typeof o!="string"||!Zv.has(o))return n;let i=m(e,"port"),r=m(e,"endPort"),a=r!=null;return i==null?a?{...n,protocol:o}:{protocol:o}:_i(i)?a?_i(r)&&r>=i?{protocol:o,port:i,endPort:r}:{...n,protocol:o}:{protocol:o,port:i}:typeof i=="string"&&!a&&i.length<=15&&ey.test(i)&&!i.includes("--")?{protocol:o,port:i}:{...n,protocol:o}}function Fi(e){if(typeof e!="string")return;let n=e.indexOf("/");if(n===-1)return;let t=e.slice(0,n),o=e.slice(n+1),i=Li().isIP(t);if(i===0||!/^\d{1,3}$/.test(o))return;let r=Number(o);if(!(r>(i===4?32:128)))return{address:t,prefix:r,family:i===4?"ipv4":"ipv6"}}function ty(e){if(!C(e))return{unreadable:!0};let n=m(e,"podSelector"),t=m(e,"namespaceSelector"),o=m(e,"ipBlock"),i=n!=null,r=t!=null,a=o!=null;if(a===(i||r))return{unreadable:!0};if(a){let s=m(o,"cidr"),l=m(o,"except");if(!Fi(s)||l!=null&&!Array.isArray(l))return{unreadable:!0};let c=S(o,"except");return c.every(d=>Fi(d))?{ipBlock:{cidr:s,except:c}}:{unreadable:!0}}return{...i?{podSelector:Vi(n)}:{},...r?{namespaceSelector:Vi(t)}:{}}}function oy(e,n){if(e===null)return{};if(!C(e))return{unreadable:!0};let t={},o=m(e,"ports");Array.isArray(o)?o.length>0&&(t.ports=o.map(ny)):o!=null&&(t.unreadable=!0);let i=m(e,n);return Array.isArray(i)?i.length>0&&(t.peers=i.map(ty)):i!=null&&(t.unreadable=!0),t}function lc(e,n,t){let o=m(e,n);return o==null?{isolates:t,rules:[]}:Array.isArray(o)?{isolates:t,rules:o.map(i=>oy(i,n==="egress"?"to":"from"))}:{isolates:t,rules:[],unreadable:!0}}function iy(e){if(e!=null&&!C(e))return{ingress:void 0,egress:void 0};let n=m(e,"policyTypes");if(n==null||Array.isArray(n)&&n.length===0){let i=m(e,"egress");return{ingress:!0,egress:Array.isArray(i)?i.length>0:i==null?!1:void 0}}if(!Array.isArray(n))return{ingress:void 0,egress:void 0};let t=n.some(i=>i!=="Ingress"&&i!=="Egress"),o=i=>n.includes(i)?!0:t?void 0:!1;return{ingress:o("Ingress"),egress:o("Egress")}}var ry=new WeakMap;function mo(e){return C(e)?I(ry,e,cc):cc(e)}function cc(e){let n=w(e,"metadata"),t=m(e,"spec"),o=iy(t),i=t==null||C(t),r=m(t,"podSelector");return{name:P(n,"name"),namespace:P(n,"namespace")??Jv,podSelector:i?Vi(r):{requirements:[Fe]},ingress:i?lc(t,"ingress",o.ingress):{isolates:void 0,rules:[],unreadable:!0},egress:i?lc(t,"egress",o.egress):{isolates:void 0,rules:[],unreadable:!0}}}function ay(e,n,t){return e.namespace!==t?!1:ji(e.podSelector,n)}function sy(e,n,t){return qi(ay(e,t.labels,t.namespace),e[n].isolates)}function dc(e,n){let t=Fi(n),o=Li().isIP(e);if(!t||o===0)return;if((o===4?"ipv4":"ipv6")!==t.family)return!1;let i=new(Li()).BlockList;return i.addSubnet(t.address,t.prefix,t.family),i.check(e,t.family)}function ly(e){let n=e.namespaceLabels===void 0?{known:{},open:!0}:pc(e.namespaceLabels);return e.namespace===void 0?n:{...n,known:{...n.known,[Kn]:e.namespace}}}function cy(e,n,t){if(n.unreadable)return;if(n.ipBlock)return t.ip===void 0?void 0:zi([dc(t.ip,n.ipBlock.cidr),...n.ipBlock.except.map(a=>lo(dc(t.ip,a)))]);if(!(t.podLabels!==void 0||t.namespace!==void 0))return t.ip!==void 0?!1:void 0;let i=n.namespaceSelector?ji(n.namespaceSelector,ly(t)):t.namespace===void 0?void 0:t.namespace===e.namespace,r=n.podSelector?ji(n.podSelector,t.podLabels):!0;return qi(i,r)}function dy(e,n,t,o,i,r){let a=(s,l)=>{(r&&l?i.definite:i.possible).push(s)};if(!e.ports){a({from:1,to:co},!0);return}for(let s of e.ports)if(s.unreadable)a(t,!1);else{if(s.protocol!==n)continue;if(s.port===void 0)a({from:1,to:co},!0);else if(typeof s.port=="number")a({from:s.port,to:s.endPort??s.port},!0);else if(o===void 0)t.from===t.to&&a(t,!1);else for(let l of o)l.name===s.port&&l.protocol===n&&a({from:l.port,to:l.port},!0)}}function Ni(e,n){let t=n.from;for(let o of[...e].sort((i,r)=>i.from-r.from)){if(o.from>t)break;if(t=Math.max(t,o.to+1),t>n.to)return!0}return t>n.to}function uy(e){let n=[];for(let t of[...e].sort((o,i)=>o.from-i.from)){let o=n[n.length-1];o&&t.from<=o.to+1?o.to=Math.max(o.to,t.to):n.push({...t})}return n}function uo(e,n,t,o,i){let r=i.protocol??"TCP",a=i.port==="all"?{from:1,to:co}:{from:i.port,to:i.port},s=n==="egress"?o.namedPorts:t.namedPorts,l=[],c=[],d=[],u=[],p=!0;for(let g of e){let v=sy(g,n,t);if(v===!1)continue;l.push(v),v===!0&&c.push(g);let y={definite:[],possible:[]},k=g[n];k.unreadable&&y.possible.push(a);for(let E of k.rules){if(E.unreadable){y.possible.push(a);continue}let H=E.peers===void 0?!0:Oi(E.peers.map(B=>cy(g,B,o)));H!==!1&&dy(E,r,a,s,y,H===!0)}Ni(y.definite,a)||(p=!1);let $=v===!0?d:u;for(let E of y.definite)$.push(E);for(let E of y.possible)u.push(E)}let h=Oi(l),f=Ni(d,a)||p&&l.length>0?!0:Ni([...d,...u],a)?void 0:!1;return{verdict:mc(Kv(lo(h),f)),isolatedBy:c,allowedPorts:uy(d)}}function uc(e,n){return{podLabels:e.labels,namespace:e.namespace,namespaceLabels:n,namedPorts:e.namedPorts}}function fc(e,n,t,o){let i=uo(e,"egress",n,uc(t,t.namespaceLabels),o),r=uo(e,"ingress",t,uc(n,n.namespaceLabels),o),a=s=>s==="allowed"?!0:s==="denied"?!1:void 0;return{verdict:mc(qi(a(i.verdict),a(r.verdict))),egress:i,ingress:r}}function gc(e,n="TCP"){return e.map(t=>`${n} ${t.from===t.to?t.from:`${t.from}-${t.to}`}`).join(", ")}var my=new Set(["PyTorchJob","TFJob","XGBoostJob","PaddleJob","JAXJob"]);function po(e){let n=e.object,o={...Se(e.templateMetadata?.labels)},i=[],r=!1,a=(c,d)=>{d===void 0?i.push(c):o[c]=d},s=(c,d)=>{for(let u of["job-name","batch.kubernetes.io/job-name"])a(u,c);i.push("controller-uid","batch.kubernetes.io/controller-uid"),m(d,"completionMode")==="Indexed"&&i.push("batch.kubernetes.io/job-completion-index")},l=w(n.value,"spec");switch(`${n.group}/${n.kind}`){case"/Pod":case"apps/ReplicaSet":case"/ReplicationController":break;case"apps/Deployment":i.push("pod-template-hash");break;case"apps/StatefulSet":i.push("controller-revision-hash","statefulset.kubernetes.io/pod-name","apps.kubernetes.io/pod-index");break;case"apps/DaemonSet":i.push("controller-revision-hash","pod-template-generation");break;case"batch/Job":s(n.name,l);break;case"batch/CronJob":s(void 0,w(w(l,"jobTemplate"),"spec"));break;default:{r=!0;let c=e.path[e.path.length-3];if(n.group==="kubeflow.org"&&my.has(n.kind))a("training.kubeflow.org/job-name",n.name),typeof c=="string"&&a("training.kubeflow.org/replica-type",c.toLowerCase());else if(n.group==="kubeflow.org"&&n.kind==="MPIJob")a("training.kubeflow.org/job-name",n.name);else if(n.group==="jobset.x-k8s.io"&&n.kind==="JobSet"){a("jobset.sigs.k8s.io/jobset-name",n.name);let d=e.path.indexOf("replicatedJobs"),u=d===-1?void 0:S(l,"replicatedJobs")[e.path[d+1]];a("jobset.sigs.k8s.io/replicatedjob-name",P(u,"name"))}else n.group==="leaderworkerset.x-k8s.io"&&n.kind==="LeaderWorkerSet"?a("leaderworkerset.sigs.k8s.io/name",n.name):n.group==="ray.io"&&(e.role==="head"||e.role==="worker")&&(n.kind==="RayCluster"&&a("ray.io/cluster",n.name),a("ray.io/node-type",e.role))}}for(let c of i)delete o[c];return{known:o,...i.length?{present:[...new Set(i)]}:{},...r?{open:r}:{}}}function vc(e){let n=[];for(let t of e.containers)if(!(t.kind==="init"||t.kind==="ephemeral"))for(let o of S(t.value,"ports")){let i=P(o,"name"),r=m(o,"containerPort"),a=m(o,"protocol")??"TCP";i&&_i(r)&&typeof a=="string"&&n.push({name:i,port:r,protocol:a})}return n}function ho(e,n,t){let o=[];for(let i of e.inNamespace("networking.k8s.io","NetworkPolicy",n)){let r=t(i);r?.type==="policy"&&o.push({summary:i,facts:r})}return o}function fo(e,n,t){let o={known:{[Kn]:n},open:!0},i=t?.get("","Namespace",void 0,n)[0];if(i)return{known:{...i.labels,[Kn]:n}};let r=e.get("","Namespace",void 0,n),a=r[0];return!a||r.some(s=>!py(s.labels,a.labels))?o:{known:{...a.labels,[Kn]:n}}}function py(e,n){let t=Object.keys(e);return t.length===Object.keys(n).length&&t.every(o=>n[o]===e[o])}var yc="network-policy-blocks-collective",hy=new Set(["jobset.x-k8s.io/JobSet","kubeflow.org/PyTorchJob","kubeflow.org/TFJob","kubeflow.org/MPIJob","kubeflow.org/XGBoostJob","kubeflow.org/PaddleJob","kubeflow.org/JAXJob","leaderworkerset.x-k8s.io/LeaderWorkerSet","ray.io/RayCluster","ray.io/RayJob","ray.io/RayService","batch.volcano.sh/Job","batch/Job","serving.kserve.io/InferenceService","serving.kserve.io/LLMInferenceService"]),fy=/\b(?:torchrun|torch\.distributed\.(?:run|launch)|deepspeed|mpirun|horovodrun|accelerate\s+launch)\b/;function gy(e){return P(e.spec,"subdomain")?!0:e.containers.some(n=>n.env.has("MASTER_ADDR")||fy.test([...S(n.value,"command"),...S(n.value,"args")].filter(t=>typeof t=="string").join(" ")))}function vy(e){let n=e.object;if(n.group==="kubeflow.org"&&e.path[e.path.length-2]==="template")return String(e.path[e.path.length-3]);if(n.group==="jobset.x-k8s.io"){let t=e.path.indexOf("replicatedJobs");return P(S(w(n.value,"spec"),"replicatedJobs")[e.path[t+1]],"name")??"replicated job"}if(n.group==="batch.volcano.sh"){let t=e.path.indexOf("tasks");return P(S(w(n.value,"spec"),"tasks")[e.path[t+1]],"name")??"task"}return e.role??n.kind}function yy(e){let n=w(w(e.value,"spec"),"trainer"),t=m(n,"numNodes");if(!(typeof t!="number"||t<2||e.name===void 0))return[{name:"node",labels:{known:{"jobset.sigs.k8s.io/jobset-name":e.name},open:!0},count:t,namedPorts:[]}]}function by(e,n){if(e.group==="trainer.kubeflow.org"&&e.kind==="TrainJob")return yy(e);if(!hy.has(`${e.group}/${e.kind}`)||!n.some(i=>i.workload.ai)||e.group==="serving.kserve.io"&&!n.some(i=>i.role==="worker")||e.group==="batch"&&!n.some(i=>i.workload.training&&gy(i)))return;let o=[];for(let i of n){if(i.role==="submitter"||i.role==="transformer"||i.role==="explainer"||i.role==="prefill"||i.role==="prefill-worker")continue;let r=m(i.spec,"hostNetwork");if(r===!0||b(r))return;o.push({name:vy(i),labels:po(i),count:i.podCount??1,namedPorts:vc(i)})}return o.reduce((i,r)=>i+r.count,0)>=2?o:void 0}function wy(e){let[n,...t]=e;if(!n)return;let o=Object.entries(n.labels.known).filter(([r,a])=>!b(a)&&t.every(s=>s.labels.known[r]===a)),i=o.find(([r])=>!r.includes("/"))??o[0];return i&&`${i[0]}: ${i[1]}`}var bc={id:yc,family:"network-security",level:"warning",scope:"ai",summary:"A NetworkPolicy isolates the pods of a distributed training or multi-node serving workload without allowing traffic between them.",references:["https://kubernetes.io/docs/concepts/services-networking/network-policies/","https://docs.nvidia.com/deeplearning/nccl/user-guide/docs/env.html"],check:{collect(e,n,t){if(e.group==="networking.k8s.io"&&e.kind==="NetworkPolicy"){let i=w(e.value,"spec"),r=[...e.path,"spec"],a=s=>m(i,s)!==void 0?t.anchor([...r,s]):void 0;return{type:"policy",policy:mo(e.value),at:{policyTypes:a("policyTypes"),ingress:a("ingress"),egress:a("egress")}}}let o=by(e,n());return o?{type:"workload",members:o}:void 0},input(e,n){if(e.ofKind("networking.k8s.io","NetworkPolicy").length!==0)for(let t of e.objects){let o=n.facts(t);if(o?.type!=="workload"||Pt(t,yc))continue;let i=q(t),r=e.unitOf(t),a=ho(r,i,n.facts);if(a.length===0)continue;let s=a.map(h=>h.facts.policy),l=fo(e,i,r),c=new Map,d=(h,f,g,v)=>{let y=a.find($=>$.facts.policy===h),k=c.get(h)??{policy:y.summary,facts:y.facts,workload:t,blocks:new Map,allowed:new Map};k.blocks.set(f,(k.blocks.get(f)??new Set).add(g)),v.length&&k.allowed.set(f,v),c.set(h,k)};for(let h of o.members)for(let f of o.members){if(h===f&&h.count<2||h.count===0||f.count===0)continue;let g={labels:h.labels,namespace:i,namedPorts:h.namedPorts,namespaceLabels:l},v={labels:f.labels,namespace:i,namedPorts:f.namedPorts,namespaceLabels:l},y=fc(s,g,v,{port:"all",protocol:"TCP"});if(y.verdict==="denied"){if(y.egress.verdict==="denied")for(let k of y.egress.isolatedBy)d(k,"egress",h.name,y.egress.allowedPorts);if(y.ingress.verdict==="denied")for(let k of y.ingress.isolatedBy)d(k,"ingress",f.name,y.ingress.allowedPorts)}}let u=wy(o.members),p=[...new Set(o.members.map(h=>h.name))];for(let h of c.values()){let f=["egress","ingress"].filter(y=>h.blocks.has(y)).map(y=>`${y} of its ${p.filter(k=>h.blocks.get(y).has(k)).join(", ")} pods`),g=h.blocks.has("egress")?"egress":"ingress",v=[...h.allowed].map(([y,k])=>`; ${y} is open on ${gc(k)} only`).join("");n.report({object:h.policy,range:h.facts.at.policyTypes??h.facts.at[g],message:`NetworkPolicy "${h.policy.name??"?"}" isolates the pods of ${M(t)} in namespace "${i}" (${K(t)}) without allowing all TCP traffic between them (it blocks the ${f.join(" and the ")}${v}), so NCCL, Gloo, MPI or Ray connections on dynamic ports fail and the workload hangs at its first collective; allow ingress from and egress to ${u?`podSelector ${u}`:"a podSelector matching the workload's pods"} on all ports.`,related:[{file:t.file,range:t.range,message:`${M(t)} runs the pods that must reach each other.`}]})}}}}};var wc="network-policy-blocks-dns";function ky(e){let n=m(e,"hostNetwork");return n!=null&&n!==!1}var kc={id:wc,family:"network-security",level:"error",scope:"ai",summary:"A NetworkPolicy isolates the egress of AI pods and allows no DNS (port 53 UDP and TCP).",references:["https://kubernetes.io/docs/concepts/services-networking/network-policies/","https://kubernetes.io/docs/concepts/services-networking/dns-pod-service/"],options:{type:"object",properties:{dnsNamespace:{type:"string",default:"kube-system",description:"Namespace of the cluster DNS pods."},dnsPodLabels:{type:"object",additionalProperties:{type:"string"},default:{"k8s-app":"kube-dns"},description:"Labels of the cluster DNS pods."},dnsPort:{type:"integer",minimum:1,maximum:65535,default:53,description:"Port the DNS pods listen on (policies see the pod port, e.g. 5353 on OpenShift)."}},additionalProperties:!1},check:{collect(e,n,t){if(e.group==="networking.k8s.io"&&e.kind==="NetworkPolicy"){let i=w(e.value,"spec"),r=[...e.path,"spec"],a=S(i,"policyTypes").indexOf("Egress"),s=m(i,"egress")!==void 0?t.anchor([...r,"egress"]):a!==-1?t.anchor([...r,"policyTypes",a]):void 0;return{type:"policy",policy:mo(e.value),at:s}}let o=n().filter(i=>i.workload.ai&&!ky(i.spec)).map(i=>({labels:po(i)}));return o.length?{type:"workload",pods:o}:void 0},input(e,n){if(e.ofKind("networking.k8s.io","NetworkPolicy").length===0)return;let{dnsNamespace:t,dnsPodLabels:o,dnsPort:i}=n.options,r={podLabels:{known:{...o},open:!0},namespace:t,namespaceLabels:fo(e,t)},a=new Map;for(let s of e.objects){let l=n.facts(s);if(l?.type!=="workload"||Pt(s,wc))continue;let c=q(s),d=ho(e.unitOf(s),c,n.facts);if(d.length===0)continue;let u=d.map(p=>p.facts.policy);for(let p of l.pods)for(let h of["UDP","TCP"]){let f=uo(u,"egress",{labels:p.labels,namespace:c},r,{port:i,protocol:h});if(f.verdict==="denied")for(let g of f.isolatedBy){let v=d.find(k=>k.facts.policy===g),y=a.get(v.summary)??{policy:v.summary,at:v.facts.at,workloads:[],protocols:new Set};y.workloads.includes(s)||y.workloads.push(s),y.protocols.add(h),a.set(v.summary,y)}}}for(let s of a.values()){let l=q(s.policy),c=s.workloads.map(M),d=s.protocols.size===2?`allows no egress to the cluster DNS on port ${i} (neither UDP nor TCP)`:s.protocols.has("UDP")?`allows no egress to the cluster DNS on UDP port ${i}`:`allows UDP but not TCP to the cluster DNS on port ${i}`,u=s.protocols.has("UDP")?"so name resolution fails and NCCL rendezvous, model downloads and calls to Services hang":"so DNS answers too large for UDP (retried over TCP) fail",p=s.workloads.slice(0,5).map(h=>({file:h.file,range:h.range,message:`${M(h)} has AI pods the policy isolates.`}));n.report({object:s.policy,range:s.at,level:s.protocols.has("UDP")?void 0:"warning",message:`NetworkPolicy "${s.policy.name??"?"}" isolates the egress of the AI pods of ${c.join(", ")} in namespace "${l}" (${K(s.policy)}) but ${d}, ${u}; add an egress rule to the pods labelled ${Object.entries(o).map(([h,f])=>`${h}: ${f}`).join(", ")} in namespace ${t} on port ${i} UDP and TCP.`,related:p})}}}};var Py="notebook-isolation-missing",Pc=/^(?:gvisor|runsc|kata)(?:[-_.][a-z0-9-_.]*)?$/i,Cy=/^(?:runc|crun|youki|default|nvidia(?:[-_.][a-z0-9-_.]*)?)$/i;function Ay(e){let n=e.object,t=e.containers.find(o=>o.family?.notebook)?.image?.raw;return n.kind==="Notebook"?M(n):`${M(n)}${t?` (notebook image ${t})`:""}`}function Sy(e,n,t,o){if(t.has(e))return!0;if(n){let i=o(n)?.handler;return i===void 0||b(i)?void 0:Pc.test(i)}return Pc.test(e)?!0:Cy.test(e)?!1:void 0}function Cc(e){if(e!=null)return typeof e=="boolean"?e:null}var Ac={id:Py,family:"network-security",level:"warning",scope:"ai",summary:"A notebook runs user code without a sandbox RuntimeClass, or with a GPU and the service account token mounted.",references:["https://kubernetes.io/docs/concepts/containers/runtime-class/","https://gvisor.dev/docs/user_guide/gpu/","https://kubernetes.io/docs/tasks/configure-pod-container/configure-service-account/#opt-out-of-api-credential-automounting"],options:{type:"object",properties:{sandboxRuntimeClasses:{type:"array",items:{type:"string"},default:[],description:"RuntimeClass names that are sandboxes besides gvisor, runsc* and kata*."}},additionalProperties:!1},check:{collect(e,n,t){if(e.group==="node.k8s.io"&&e.kind==="RuntimeClass")return{type:"runtimeClass",handler:P(e.value,"handler")};if(e.group===""&&e.kind==="ServiceAccount")return{type:"serviceAccount",automount:Cc(m(e.value,"automountServiceAccountToken"))};let o=[];for(let i of n()){if(!i.workload.notebook)continue;let r=m(i.spec,"runtimeClassName"),a=m(i.spec,"serviceAccountName")??m(i.spec,"serviceAccount"),s=a==null||a===""?"default":a,l=i.containers.find(c=>c.kind!=="init"&&c.kind!=="ephemeral"&&(L(i,c)==="resource"||L(i,c)==="dra-gpu"));o.push({runtimeClassName:r==null?void 0:typeof r=="string"&&!b(r)?r:null,runtimeAt:t.anchor([...i.path,"runtimeClassName"]),automount:Cc(m(i.spec,"automountServiceAccountToken")),automountAt:t.anchor([...i.path,"automountServiceAccountToken"]),serviceAccount:typeof s=="string"&&!b(s)?s:void 0,gpu:l&&A(i,l),what:Ay(i)})}return o.length?{type:"notebook",pods:o}:void 0},input(e,n){let t=new Set(n.options.sandboxRuntimeClasses??[]);for(let o of e.objects){let i=n.facts(o);if(i?.type!=="notebook")continue;let r=q(o);for(let a of i.pods){let s=a.runtimeClassName,l=typeof s=="string"?e.get("node.k8s.io","RuntimeClass",void 0,s)[0]:void 0;if(s===void 0||s!==null&&Sy(s,l,t,n.facts)===!1){let p=l&&n.facts(l)?.handler,h=s===void 0?"has no runtimeClassName, so it runs in the default runtime":l?`uses RuntimeClass "${s}", whose handler "${p}" is not a sandbox`:`uses runtimeClassName "${s}", which is not a sandbox`;n.report({object:o,range:a.runtimeAt,message:`${a.what} ${h}: code run in the notebook shares the node kernel${a.gpu?" and the GPU driver":""} with other pods; set runtimeClassName to a gVisor or Kata RuntimeClass (e.g. gvisor, kata-qemu-nvidia-gpu).`,related:l?[{file:l.file,range:l.range,message:`RuntimeClass "${s}" is defined here.`}]:void 0})}if(!a.gpu||a.automount===!1||a.automount===null)continue;let c;if(a.automount===void 0){c=e.inNamespace("","ServiceAccount",r).find(h=>h.name===a.serviceAccount);let p=c&&n.facts(c)?.automount;if(p===!1||p===null)continue}let d=a.serviceAccount===void 0?"its service account":`service account "${a.serviceAccount}"`,u=a.automount===!0?"automountServiceAccountToken: true":c?"automountServiceAccountToken is not false on the pod or the ServiceAccount":"automountServiceAccountToken is not false";n.report({object:o,range:a.automountAt,message:`${a.what} has a GPU (${a.gpu}) and mounts the token of ${d} (${u}), so any code run in the notebook can call the Kubernetes API with that identity; set automountServiceAccountToken: false on the pod, or mount a short-lived projected token only if the notebook needs the API.`,related:c?[{file:c.file,range:c.range,message:`ServiceAccount "${a.serviceAccount}" does not disable automounting.`}]:void 0})}}}}};function xy(e,n){let t=e.slice(0,n).split(/\r?\n/);return[t.length,t.pop().length+1]}function Ry(e,n,t){let o=e.split(/\r?\n/),i="",r=(Math.log10(n+1)|0)+1;for(let a=n-1;a<=n+1;a++){let s=o[a-1];s&&(i+=a.toString().padEnd(r," "),i+=":  ",i+=s,i+=`
`,a===n&&(i+=" ".repeat(r+t+2),i+=`^
`))}return i}var U=class e extends Error{line;column;codeblock;constructor(n,t){let[o,i]=xy(t.toml,t.ptr),r=Ry(t.toml,o,i);super(`Invalid TOML document: ${n}

${r}`,t),this.line=o,this.column=i,this.codeblock=r}static x(n,t,o){throw new e(n,{toml:t.s,ptr:o??t.p})}};function go(e){let n=e.p,t=e.s.charCodeAt(e.p++),o=t,i=t===39,r=t===e.s.charCodeAt(e.p)&&t===e.s.charCodeAt(e.p+1);r&&((t=e.s.charCodeAt(e.p+=2))===10?e.p++:t===13&&e.s.charCodeAt(e.p+1)===10&&(e.p+=2));let a="",s=e.p,l=0;for(;e.p<e.s.length;e.p++)if(t=e.s.charCodeAt(e.p),r&&(t===10||t===13&&e.s.charCodeAt(e.p+1)===10))l=l&&3;else if(t<32&&t!==9||t===127)U.x("control characters are not allowed in strings",e);else if((!l||l===3)&&t===o&&(!r||e.s.charCodeAt(e.p+1)===o&&e.s.charCodeAt(e.p+2)===o)){if(r&&(e.s.charCodeAt(e.p+3)===o&&e.p++,e.s.charCodeAt(e.p+3)===o&&e.p++),!l){let c=e.s.slice(s,e.p);a=a?a+c:c}return e.p+=r?3:1,a}else if(!l)!i&&t===92&&(a+=e.s.slice(s,s=e.p),l=1);else if(l===1)if(t===120||t===117||t===85){let c=e.p++-1,d=0,u=t===120?2:t===117?4:8;for(let p=0;p<u;p++,e.p++){let h=e.s.charCodeAt(e.p),f=h>=48&&h<=57?h-48:h>=65&&h<=70?h-65+10:h>=97&&h<=102?h-97+10:-1;f<0&&U.x("invalid non-hex character in unicode escape",e),d=d<<4|f}(d<0||d>1114111||d>=55296&&d<=57343)&&U.x("invalid unicode escape",e,c),a+=String.fromCodePoint(d),s=e.p--,l=0}else r&&(t===32||t===9)?l=2:(t===98?a+="\b":t===116?a+="	":t===110?a+=`
`:t===102?a+="\f":t===114?a+="\r":t===101?a+="\x1B":t===34?a+='"':t===92?a+="\\":U.x("unrecognised escape sequence",e),s=e.p+1,l=0);else t!==32&&t!==9&&(l===2&&U.x("invalid escape: only line-ending whitespace may be escaped",e,s),l=!i&&t===92?1:0,s=e.p);U.x("unfinished string",e,n)}var Dy=/^(\d{4}-\d{2}-\d{2})?[Tt ]?(?:(\d{2}):\d{2}(?::\d{2}(?:\.\d+)?)?)?(Z|z|[-+]\d{2}:\d{2})?$/i,Jn=class e extends Date{#n=!1;#t=!1;#e=null;constructor(n,t,o){let i=!0,r=!0,a="Z",s;if(typeof n=="string")if(t)e:{if(t<3){if(+n.slice(11,13)>23){n="";break e}t===2?(a=null,n+="Z"):(s=n.charCodeAt(n.length-1))!==90&&s!==122&&(a=n.slice(n.length-6)),o&&(n=n.slice(0,10)+"T"+n.slice(11))}else t===4&&(n=+n.slice(0,2)>23?"":`0000-01-01T${n}Z`);i=t!==4,r=t!==3}else{let l=n.match(Dy);l?(l[1]||(i=!1,n=`0000-01-01T${n}`),r=!!l[2],r&&n[10]===" "&&(n=n.replace(" ","T")),l[2]&&+l[2]>23?n="":(a=l[3]||null,!a&&r&&(n+="Z"))):n=""}super(n),isNaN(this.getTime())||(this.#n=i,this.#t=r,this.#e=a)}isDateTime(){return this.#n&&this.#t}isLocal(){return!this.#n||!this.#t||!this.#e}isDate(){return this.#n&&!this.#t}isTime(){return this.#t&&!this.#n}isValid(){return this.#n||this.#t}toISOString(){let n=super.toISOString();if(this.isDate())return n.slice(0,10);if(this.isTime())return n.slice(11,23);if(this.#e===null)return n.slice(0,-1);if(this.#e==="Z"||this.#e==="z")return n;let t=+this.#e.slice(1,3)*60+ +this.#e.slice(4,6);return t=this.#e[0]==="-"?t:-t,new Date(this.getTime()-t*6e4).toISOString().slice(0,-1)+this.#e}static wrapAsOffsetDateTime(n,t="Z"){let o=new e(n);return o.#e=t,o}static wrapAsLocalDateTime(n){let t=new e(n);return t.#e=null,t}static wrapAsLocalDate(n){let t=new e(n);return t.#t=!1,t.#e=null,t}static wrapAsLocalTime(n){let t=new e(n);return t.#n=!1,t.#e=null,t}};function ue(e,n=10){return n===16?e>47&&e<58||e>64&&e<71||e>96&&e<103:e>47&&e<48+n}function Wi(e,n){return e===32||e===9||e===10||e===13||n&&(e===n||e===44)||e===35}function Qn(e,n){let t=e.p,o=e.s.charCodeAt(e.p);if(o===91||o===123){e.d--||U.x("document contains excessively nested structures. aborting.",e);let i=o===91?Rc(e):xc(e);return e.d++,i}return o===34||o===39?go(e):o===116?((e.s.charCodeAt(++e.p)!==114||e.s.charCodeAt(++e.p)!==117||e.s.charCodeAt(++e.p)!==101)&&U.x("invalid value",e,t),e.p++,!0):o===102?((e.s.charCodeAt(++e.p)!==97||e.s.charCodeAt(++e.p)!==108||e.s.charCodeAt(++e.p)!==115||e.s.charCodeAt(++e.p)!==101)&&U.x("invalid value",e,t),e.p++,!1):o===43||o===45?vo(e,e.p,e.s.charCodeAt(++e.p),44-o,n):e.s.charCodeAt(e.p+4)===45&&e.s.charCodeAt(e.p+7)===45?Iy(e,o,n):e.s.charCodeAt(e.p+2)===58?$y(e,o,n):vo(e,e.p,o,0,n)}function vo(e,n,t,o,i){let r=t,a=0,s=!1;if(r===105)return(e.s.charCodeAt(++e.p)!==110||e.s.charCodeAt(++e.p)!==102)&&U.x("invalid value",e,n),e.p++,(o||1)/0;if(r===110)return(e.s.charCodeAt(++e.p)!==97||e.s.charCodeAt(++e.p)!==110)&&U.x("invalid value",e,n),e.p++,NaN;if(r===48){if(++e.p>=e.s.length||Wi(r=e.s.charCodeAt(e.p),i))return e.bi===!0?0n:0;if(!o){if(r===120)return Bi(e,n,16,i);if(r===98)return Bi(e,n,2,i);if(r===111)return Bi(e,n,8,i)}r===46?a=2:r===101||r===69?a=4:U.x("illegal leading zero",e,n)}else ue(r)||U.x("invalid value",e,n);for(;++e.p<e.s.length&&(r=e.s.charCodeAt(e.p),!Wi(r,i));)a||(a=1),r===95?(a&1||U.x("illegal underscore",e),a+=11,s=!0):a===1&&r===46?a=2:(a===1||a===3)&&(r===101||r===69)?a=4:a===4&&(r===43||r===45)?a=6:ue(r)?a>9?a-=11:a&1||a++:U.x("illegal character in numeric literal",e);if(!a){let c=(t-48)*(o||1);return e.bi===!0?BigInt(c):c}a&1||U.x("unfinished numeric value",e,n);let l=e.s.slice(n,e.p);return s&&(l=l.replaceAll("_","")),a>1?parseFloat(l):Sc(e,l,10,n)}function Bi(e,n,t,o){let i,r=1;for(;++e.p<e.s.length&&(i=e.s.charCodeAt(e.p),!Wi(i,o));)i===95?(r&1&&U.x("illegal underscore",e),r=3):ue(i,t)?r&1&&r--:U.x("illegal character in numeric literal",e);r&1&&U.x("unfinished numeric value",e);let a=e.s.slice(n+2,e.p);return r&&(a=a.replaceAll("_","")),Sc(e,a,t,n)}function Sc(e,n,t,o){if(e.bi!==!0)e:{let i=parseInt(n,t);if(!Number.isSafeInteger(i)){if(e.bi)break e;U.x("integer value cannot be represented losslessly",e,o)}return i}return BigInt(t===10?n:(t===2?"0b":t===8?"0o":"0x")+n)}function Iy(e,n,t){let o=e.p++,i;if(!ue(n)||!ue(e.s.charCodeAt(e.p++))||!ue(e.s.charCodeAt(e.p++))||!ue(e.s.charCodeAt(e.p++)))return vo(e,e.p=o,n,0,t);if(e.p+=5,ue(e.s.charCodeAt(e.p++))||U.x("invalid date-time: date part is malformed",e,o),e.p>=e.s.length||((n=e.s.charCodeAt(e.p))!==32||(i=!0,!ue(e.s.charCodeAt(e.p+1))))&&n!==84&&n!==116){let a=e.s.slice(o,e.p);return Hn(e,a,3,!1,o)}if(e.s.charCodeAt(e.p+=3)!==58&&U.x("invalid date-time: time part is malformed",e,o),e.s.charCodeAt(e.p+=3)===58&&(e.p+=3),e.s.charCodeAt(e.p)===46)for(;ue(e.s.charCodeAt(++e.p)););if(n=e.s.charCodeAt(e.p)){if(n===90||n===122){let a=e.s.slice(o,++e.p);return Hn(e,a,1,i,o,"[+00:00]")}if(n===43||n===45){let a=e.s.slice(o,e.p+=6);return Hn(e,a,1,i,o,!e.ld&&"["+e.s.slice(e.p-6,e.p)+"]")}}let r=e.s.slice(o,e.p);return Hn(e,r,2,i,o)}function $y(e,n,t){let o=e.p;if(!ue(n)||!ue(e.s.charCodeAt(++e.p)))return vo(e,--e.p,n,0,t);if(e.s.charCodeAt(e.p+=4)===58&&(e.p+=3),e.s.charCodeAt(e.p)===46)for(;ue(e.s.charCodeAt(++e.p)););let i=e.s.slice(o,e.p);return Hn(e,i,4,!1,o)}function Hn(e,n,t,o,i,r){if(e.ld){let a=new Jn(n,t,o);return a.isValid()||U.x("invalid date",e,i),a}try{switch(r&&(n+=r),t){case 1:return Temporal.ZonedDateTime.from(n);case 2:return Temporal.PlainDateTime.from(n);case 3:return Temporal.PlainDate.from(n);case 4:return Temporal.PlainTime.from(n)}}catch(a){U.x(a instanceof Error?a.message:""+a,e,i)}}function Uy(e){for(;e.p<e.s.length;e.p++){let n=e.s.charCodeAt(e.p);if(n===10)break;if(n===13&&e.s.charCodeAt(e.p+1)===10){e.p++;break}(n<32&&n!==9||n===127)&&U.x("control characters are not allowed in comments",e)}}function ke(e,n,t){let o;for(;e.p<e.s.length;){for(;e.p<e.s.length&&((o=e.s.charCodeAt(e.p))===32||o===9||!n&&(o===10||o===13&&e.s.charCodeAt(e.p+1)===10));)e.p++;if(t||o!==35)break;Uy(e)}}function yo(e,n=61){let t,o=0,i=[],r,a=e.s.charCodeAt(t=e.p);do{if(a===n)return o||U.x("unexpected end of key",e),o===1&&i.push(e.s.slice(r,e.p)),e.p++,i;a===46?(o||U.x("illegal empty bare key",e),o===1&&i.push(e.s.slice(r,e.p)),o=0):!o&&(a===34||a===39)?(a===e.s.charCodeAt(e.p+1)&&a===e.s.charCodeAt(e.p+2)&&U.x("illegal quoted key: multiline strings are not allowed",e),i.push(go(e)),o=2,e.p--):a===32||a===9?o===1&&(i.push(e.s.slice(r,e.p)),o=2):o===2||a<48&&a!==45||a>57&&a<65||a>90&&a<97&&a!==95||a>122?U.x("illegal character in key",e):o||(o=1,r=e.p)}while(a=e.s.charCodeAt(++e.p));U.x("incomplete key-value: cannot find end of key",e,t)}function xc(e){let n=e.p++,t=Object.create(null),o=new Set,i;for(;e.p<e.s.length;){if(ke(e),(i=e.s.charCodeAt(e.p))===125)return e.p++,t;let r,a=t,s=!1,l=e.p,c=yo(e);for(let u=0;u<c.length;u++){u&&(a=s?a[r]:a[r]=Object.create(null)),r=c[u],(s=Object.hasOwn(a,r))&&(typeof a[r]!="object"||o.has(a[r]))&&U.x("trying to redefine an already defined value",e,l);let p=r==="__proto__";if(e.uk&&(p||r==="constructor")){a=e.uk!==1&&U.x("document contains an unsafe property",e,l);break}!s&&p&&Object.defineProperty(a,r,{enumerable:!0,configurable:!0,writable:!0})}s&&U.x("trying to redefine an already defined value",e,l),ke(e,!0,!0);let d=Qn(e,125);if(a&&typeof(a[r]=d)=="object"&&o.add(d),ke(e),(i=e.s.charCodeAt(e.p++))===125)return t;i!==44&&U.x("expected comma or end of structure",e,e.p-1)}U.x("unfinished table",e,n)}function Rc(e){let n=e.p++,t=[],o;for(;e.p<e.s.length;){if(ke(e),(o=e.s.charCodeAt(e.p))===93)return e.p++,t;if(t.push(Qn(e,93)),ke(e),(o=e.s.charCodeAt(e.p++))===93)return t;o!==44&&U.x("expected comma or end of structure",e,e.p-1)}U.x("unfinished array",e,n)}function Dc(e,n,t,o,i){let r=t,a=o,s,l=!1,c;for(let d=0;d<n.length;d++){if(d){if(r=l?r[s]:r[s]=Object.create(null),a=(c=a[s]).c,i===0&&(c.t===1||c.t===2))return null;if(c.t===2){let u=r.length-1;r=r[u],a=a[u].c}}if(s=n[d],(l=Object.hasOwn(r,s))&&a[s]?.t===0&&a[s]?.d)return null;if(!l){let u=s==="__proto__";if(e.uk&&(u||s==="constructor"))return!1;u&&(Object.defineProperty(r,s,{enumerable:!0,configurable:!0,writable:!0}),Object.defineProperty(a,s,{enumerable:!0,configurable:!0,writable:!0})),a[s]={t:d<n.length-1&&i===2?3:i,d:!1,i:0,c:Object.create(null)}}}if(c=a[s],c.t!==i&&!(i===1&&c.t===3)||(i===2&&(c.d||(c.d=!0,r[s]=[]),r[s].push(r=Object.create(null)),c.c[c.i++]=c={t:1,d:!1,i:0,c:Object.create(null)}),c.d))return null;if(c.d=!0,i===1)r=l?r[s]:r[s]=Object.create(null);else if(i===0&&l)return null;return[s,r,c.c]}function Ic(e,n,t){(n===null||e.uk===2)&&U.x(n===null?"trying to redefine an already defined table or value":"document contains an unsafe property",e,t)}function Ki(e,n={}){let t={s:e,p:0,d:n.maxDepth??1e3,bi:n.integersAsBigInt??!1,ld:n.useLegacyDate??!0,uk:n.unsafeKeyBehaviour==="throw"?2:n.unsafeKeyBehaviour==="drop"?1:0},o=Object.create(null),i=Object.create(null),r,a=!1,s=o,l=i;for(e.charCodeAt(0)===65279&&t.p++,ke(t);t.p<e.length;){if(e.charCodeAt(t.p)===91){let c=e.charCodeAt(++t.p)===91;r=t.p+=+c,a=!1;let d=yo(t,93);c&&(e.charCodeAt(t.p)!==93&&U.x("expected end of table array declaration",t),t.p++);let u=Dc(t,d,o,i,c?2:1);u?(l=u[2],s=u[1]):(Ic(t,u,r),a=!0)}else{r=t.p;let c=yo(t),d=Dc(t,c,s,l,0);!d&&!a&&Ic(t,d,r),ke(t,!0,!0);let u=Qn(t,void 0);d&&!a&&(d[1][d[0]]=u)}ke(t,!0),t.p<e.length&&(r=e.charCodeAt(t.p))!==10&&(r!==13||e.charCodeAt(t.p+1)!==10)&&U.x("each key-value declaration must be followed by an end-of-line",t),ke(t)}return o}var SI=!!"".isWellFormed;function Gy(e){return e.split(`
`).map((n,t)=>({text:n.endsWith("\r")?n.slice(0,-1):n,number:t+1}))}var Ji=e=>/^\s*(#|\/\/)/.test(e),Hi=/--no-cgroups(?:=(?:true|1))?(?=$|[\s"',;)\]])/,Ec=/(?:^|[\s.{,])["']?no-cgroups["']?\s*=\s*true\b/,Ey=/\bs([/|#@,])((?:\\.|(?!\1)[^\\\n\r\u2028\u2029])*)\1((?:\\.|(?!\1)[^\\\n\r\u2028\u2029])*)\1/,My=/^[ \t]*\[[^\]]+\][ \t]*$/,Ty=/^[ \t]*["']?[\w.-]+["']?[ \t]*=/;function Ny(e){let n="";for(let t of e){if(Ji(t.text))continue;let o=/^\s*\[([^\]]+)\]\s*(#.*)?$/.exec(t.text);if(o){n=o[1].replace(/["'\s]/g,"");continue}if(Ec.test(t.text)&&(n==="nvidia-container-cli"||n.endsWith(".nvidia-container-cli")||t.text.includes("nvidia-container-cli")))return t.number}}function Ly(e){let n=[];for(let t of e)!Ji(t.text)&&Hi.test(t.text)&&n.push(t.number);return n}function $c(e){return e.map(n=>/^[A-Za-z0-9_-]+$/.test(n)?n:JSON.stringify(n)).join(".")}function Uc(e,n){let t=[],o=Ly(n),i=0,r=!1,a=(s,l)=>{if(Array.isArray(s)){s.some(c=>typeof c=="string"&&c.trim().startsWith("--no-cgroups")&&Hi.test(c.trim()))&&t.push({what:`passes --no-cgroups in ${$c(l)}`,line:o[i++]}),s.forEach((c,d)=>a(c,[...l.slice(0,-1),`${l[l.length-1]??""}[${d}]`]));return}if(C(s))for(let[c,d]of Object.entries(s))c==="nvidia-container-cli"&&C(d)&&Object.prototype.hasOwnProperty.call(d,"no-cgroups")&&d["no-cgroups"]===!0&&(t.push({what:`sets ${l.length?`${$c(l)}.`:""}[nvidia-container-cli] no-cgroups = true`,line:r?void 0:Ny(n)}),r=!0),a(d,[...l,c])};return a(e,[]),t}function Gc(e){let n=[];for(let t of e){let o=t.text;if(Ji(o)||!o.includes("no-cgroups"))continue;let i=/--set[\s=]+["']?nvidia-container-cli\.no-cgroups(?:=(?:true)?)?["']?(?=\s|$|;|&|\|)/.exec(o);if(i){n.push({what:`sets nvidia-container-cli.no-cgroups (${i[0].trim()})`,line:t.number});continue}if(Hi.test(o)){n.push({what:"passes --no-cgroups",line:t.number});continue}let r=Ey.exec(o),a=r&&r[2].includes("no-cgroups")?r.index+3+r[2].length:0,s=o.slice(a,r&&a>0?a+r[3].length:void 0);Ec.test(s)&&n.push({what:"writes no-cgroups = true",line:t.number})}return n}function Oy(e,n){if(!n.includes("no-cgroups"))return[];if(!/nvidia/i.test(n)&&!/nvidia/i.test(e))return[];let t=Gy(n);if(/\.(sh|bash)$/i.test(e))return Gc(t);let o=n.trimStart();if(/\.json$/i.test(e)||o.startsWith("{"))try{return Uc(JSON.parse(n),t)}catch{}if(/\.toml$/i.test(e)||t.some(i=>My.test(i.text)||Ty.test(i.text)))try{return Uc(Ki(n),t)}catch{}return Gc(t)}var Mc={id:"nvidia-runtime-no-cgroups",family:"runtime",level:"error",scope:"ai",summary:"An NVIDIA container runtime config in a ConfigMap turns off device cgroups (no-cgroups = true or --no-cgroups).",references:["https://docs.nvidia.com/datacenter/cloud-native/container-toolkit/latest/install-guide.html","https://github.com/NVIDIA/nvidia-container-toolkit"],check:{object(e,n,t){if(e.group!==""||e.kind!=="ConfigMap")return;let o=w(e.value,"data");if(o){for(let[i,r]of Object.entries(o))if(typeof r=="string")for(let a of Oy(i,r)){let s=a.line===void 0?`data[${JSON.stringify(i)}]`:`line ${a.line} of data[${JSON.stringify(i)}]`;t.report({path:[...e.path,"data",i],message:`ConfigMap "${e.name??""}": ${s} ${a.what}, so the NVIDIA container runtime no longer adds the GPU devices it injects to each container's device cgroup and GPU isolation between containers is lost; remove it (no-cgroups is only for rootless engines).`})}}}}};var bo="rbac.authorization.k8s.io",Qi=e=>e.filter(n=>typeof n=="string"&&!b(n));function Vy(e,n){let t=[];for(let o of S(e,"rules")){let i={groups:Qi(S(o,"apiGroups")),resources:Qi(S(o,"resources")),verbs:Qi(S(o,"verbs"))};n(i)&&t.push(i)}return t.length>0?{rules:t}:void 0}function jy(e,n,t){let o=w(e,"roleRef"),i=P(o,"kind"),r=P(o,"name");if(!i||!r||b(r))return;let a=[];for(let s of S(e,"subjects")){let l=P(s,"name");if(P(s,"kind")!=="ServiceAccount"||!l||b(l))continue;let c=P(s,"namespace")??(t?void 0:n);a.push({name:l,namespace:c&&!b(c)?c:void 0})}return a.length>0?{roleKind:i,roleName:r,serviceAccounts:a}:void 0}function _y(e){if(e.group===bo){if(e.kind==="Role"||e.kind==="ClusterRole")return"role";if(e.kind==="RoleBinding"||e.kind==="ClusterRoleBinding")return"binding"}}function wo(e,n){let t=_y(e);if(t==="role"){let o=Vy(e.value,n);return o&&{role:o}}if(t==="binding"){let o=jy(e.value,e.namespace,e.kind==="ClusterRoleBinding");return o&&{binding:o}}}function ko(e,n,t,o,i){let r=(s,l)=>s===void 0||l===void 0||s===l,a=[];for(let s of["RoleBinding","ClusterRoleBinding"])for(let l of n.ofKind(bo,s)){let c=t(l)?.binding;if(!c?.serviceAccounts.some(u=>u.name===o&&r(u.namespace,i)))continue;let d=c.roleKind==="ClusterRole"?e.ofKind(bo,"ClusterRole").filter(u=>u.name===c.roleName):e.ofKind(bo,"Role").filter(u=>u.name===c.roleName&&r(u.namespace,l.namespace));for(let u of d)a.push(...t(u)?.role?.rules??[])}return a}var Fy="operator-not-ready-gate";function qy(e,n){let t=e()[0];if(!t||t.workload.serving||t.workload.training)return;let o=t.containers.filter(a=>a.kind==="container"||a.kind==="sidecar");if(o.length===0)return;let i=m(t.spec,"serviceAccountName")??m(t.spec,"serviceAccount");if(typeof i!="string"||i===""||i==="default"||b(i))return;let r=o.filter(a=>a.kind==="container");return{deployment:{serviceAccount:i,ready:o.some(a=>m(a.value,"readinessProbe")!==void 0&&m(a.value,"readinessProbe")!==null),containers:r.map(a=>a.name),at:n(r.length===1?r[0].path:[...t.path,"containers"])}}}function Tc(e){return e.verbs.some(n=>n==="watch"||n==="list"||n==="*")&&e.groups.some(n=>n!=="*"&&!jn.has(n))&&e.resources.some(n=>!n.includes("/"))}function zy(e,n,t,o,i,r){let a=new Set;for(let s of ko(e,n,l=>t(l),i,r))if(Tc(s))for(let[l]of o.values()){let{group:c,plural:d,kind:u}=l.fact;d&&s.groups.includes(c)&&(s.resources.includes(d)||s.resources.includes("*"))&&a.add(u)}return[...a].sort()}function By(e){return e.length<=3?e.join(", "):`${e.slice(0,3).join(", ")} and ${e.length-3} more`}var Nc={id:Fy,family:"crd-ordering",level:"note",scope:"general",summary:"The Deployment of an operator whose CRDs are in the same input has no readinessProbe.",check:{collect(e,n,t){let o=fe(e);return o||(e.kind==="Deployment"&&(e.group==="apps"||e.group==="extensions")?qy(n,t.anchor):wo(e,Tc))},input(e,n){for(let t of e.unitIndexes()){let o=De(t,n.facts);if(o.size!==0)for(let i of["apps","extensions"])for(let r of t.ofKind(i,"Deployment")){let a=n.facts(r)?.deployment;if(!a||a.ready)continue;let s=zy(e,t,n.facts,o,a.serviceAccount,r.namespace);s.length!==0&&n.report({object:r,range:a.at,message:`Deployment "${r.name??""}" runs the controller for ${By(s)} (CRDs in its ${K(r)}) as ServiceAccount "${a.serviceAccount}", but no container has a readinessProbe, so it counts as ready before it can reconcile or answer its webhooks: add one (e.g. httpGet /readyz) and wait for kubectl rollout status before applying custom resources.`})}}}}};var Wy="pdb-missing";function Ky(e){if(e===null)return"its pods";let n=Object.entries(e).map(([t,o])=>`${t}=${o}`);return n.length>0?`its pods (${n.join(", ")})`:"its pods (the template has no labels)"}var Lc={id:Wy,family:"scheduling",level:"note",scope:"ai",summary:"A serving workload with several replicas has no PodDisruptionBudget selecting it.",references:["https://kubernetes.io/docs/tasks/run-application/configure-pdb/","https://kubernetes.io/docs/concepts/workloads/pods/disruptions/"],needsWholeInput:!0,check:{collect(e,n){if(e.group==="policy"&&e.kind==="PodDisruptionBudget")return{type:"pdb",selector:m(w(e.value,"spec"),"selector")??null,beta:e.apiVersion==="policy/v1beta1"};let t=[];for(let o of n()){if(!o.workload.serving)continue;let i=o.replicas;i===void 0||i<=1||t.push({role:o.role,replicas:i,groups:o.groupSize!==void 0,labels:hn(o)??null})}return t.length>0?{type:"workload",templates:t}:void 0},input(e,n){if(!n.partial)for(let t of e.objects){let o=n.facts(t);if(o?.type!=="workload")continue;let i=e.unitOf(t).inNamespace("policy","PodDisruptionBudget",q(t)).map(a=>n.facts(a)).filter(a=>a?.type==="pdb"),r=o.templates.filter(a=>!i.some(s=>tn(s.selector,a.labels??void 0,{emptySelectsAll:!s.beta})));r.length!==0&&n.report({object:t,message:Jy(t,r)})}}}};function Jy(e,n){let t=e.namespace??"default",o=n[0],i=n.every(a=>a.groups&&a.replicas===o.replicas)?`${o.replicas} replica groups (${n.map(a=>a.role??"pod").join(" and ")} pods)`:n.map(a=>`${a.replicas} ${a.role?`${a.role} `:""}${a.groups?"replica groups":"replicas"}`).join(" and "),r=n.length===1?Ky(o.labels):"them";return`Serving ${M(e)} runs ${i} but no PodDisruptionBudget of namespace "${t}" in its ${K(e)} selects ${r}, so a node drain or autoscaler scale-down can evict them all at once; add a PodDisruptionBudget with maxUnavailable: 1 whose selector matches the pod labels.`}var ye={description:"The Pod Security Standards as the PodSecurity admission controller checks them: the controls of each level, the policy version each check (or each allowed value) starts at, and the allowed sets. Versions are Kubernetes minors (1.x); a check applies to policy versions from `since` on and before `until`. `latest` is the newest policy the cluster's API server knows (settings.kubernetesVersion). Restricted is every baseline control plus its own; where a restricted check replaces a baseline one (capabilities, seccomp, hostPath by volume types, /proc mount) the code applies the stricter one. Sources: the Kubernetes documentation page and the admission controller's checks (staging/src/k8s.io/pod-security-admission/policy/check_*.go, registry.go, visitor.go: init, regular and ephemeral containers are all visited; sidecars are init containers).",sources:{standards:"https://kubernetes.io/docs/concepts/security/pod-security-standards/",admission:"https://kubernetes.io/docs/concepts/security/pod-security-admission/",labels:"https://kubernetes.io/docs/tasks/configure-pod-container/enforce-standards-namespace-labels/",admissionConfiguration:"https://kubernetes.io/docs/tasks/configure-pod-container/enforce-standards-admission-controller/",checks:"https://github.com/kubernetes/kubernetes/tree/master/staging/src/k8s.io/pod-security-admission/policy",userNamespaces:"https://kubernetes.io/docs/concepts/workloads/pods/user-namespaces/#integration-with-pod-security-admission-checks",hostProbes:"https://github.com/kubernetes/enhancements/tree/master/keps/sig-auth/4940-psa-block-host-field-in-probes-and-lifecycle-handlers"},controls:{hostProcess:{name:"HostProcess",level:"baseline",since:"1.0",fields:["spec.securityContext.windowsOptions.hostProcess","spec.*containers[*].securityContext.windowsOptions.hostProcess"],allowed:"undefined, false",check:"check_windowsHostProcess.go"},hostNamespaces:{name:"Host Namespaces",level:"baseline",since:"1.0",fields:["spec.hostNetwork","spec.hostPID","spec.hostIPC"],allowed:"undefined, false",check:"check_hostNamespaces.go"},privileged:{name:"Privileged Containers",level:"baseline",since:"1.0",fields:["spec.*containers[*].securityContext.privileged"],allowed:"undefined, false",check:"check_privileged.go"},capabilities:{name:"Capabilities",level:"baseline",since:"1.0",fields:["spec.*containers[*].securityContext.capabilities.add"],allowed:"baseline: the capabilities of baselineCapabilities; restricted (1.22+): drop must include ALL and add only NET_BIND_SERVICE",restrictedSince:"1.22",windowsExemptSince:"1.25",check:"check_capabilities_baseline.go, check_capabilities_restricted.go"},hostPathVolumes:{name:"HostPath Volumes",level:"baseline",since:"1.0",fields:["spec.volumes[*].hostPath"],allowed:"undefined",check:"check_hostPathVolumes.go (restricted: check_restrictedVolumes.go)"},hostPorts:{name:"Host Ports",level:"baseline",since:"1.0",fields:["spec.*containers[*].ports[*].hostPort"],allowed:"undefined, 0",check:"check_hostPorts.go"},hostProbes:{name:"Host Probes / Lifecycle Hooks",level:"baseline",since:"1.34",fields:["spec.*containers[*].{liveness,readiness,startup}Probe.{httpGet,tcpSocket}.host","spec.*containers[*].lifecycle.{postStart,preStop}.{httpGet,tcpSocket}.host"],allowed:'undefined, ""',check:"check_hostProbesAndhostLifecycle.go"},appArmor:{name:"AppArmor",level:"baseline",since:"1.0",fields:["spec.securityContext.appArmorProfile.type","spec.*containers[*].securityContext.appArmorProfile.type","metadata.annotations['container.apparmor.security.beta.kubernetes.io/*']"],allowed:'fields: undefined, RuntimeDefault, Localhost; annotations: undefined, "", runtime/default, localhost/*',check:"check_appArmorProfile.go"},seLinux:{name:"SELinux",level:"baseline",since:"1.0",fields:["spec.securityContext.seLinuxOptions","spec.*containers[*].securityContext.seLinuxOptions"],allowed:'type: undefined, "" or one of seLinuxTypes; user and role: undefined, ""',check:"check_seLinuxOptions.go"},procMount:{name:"/proc Mount Type",level:"baseline",since:"1.0",fields:["spec.*containers[*].securityContext.procMount"],allowed:"undefined, Default; baseline 1.35+ allows any value in a pod with hostUsers: false, restricted never does",userNamespaceRelaxedSince:"1.35",check:"check_procMount_baseline.go, check_procMount_restricted.go"},seccomp:{name:"Seccomp",level:"baseline",since:"1.0",fields:["spec.securityContext.seccompProfile.type","spec.*containers[*].securityContext.seccompProfile.type"],allowed:"baseline: undefined, RuntimeDefault, Localhost (before 1.19: the seccomp annotations, runtime/default, docker/default, localhost/*); restricted (1.19+): RuntimeDefault or Localhost, at the pod level or on every container",fieldsSince:"1.19",restrictedSince:"1.19",windowsExemptSince:"1.25",check:"check_seccompProfile_baseline.go, check_seccompProfile_restricted.go"},sysctls:{name:"Sysctls",level:"baseline",since:"1.0",fields:["spec.securityContext.sysctls[*].name"],allowed:"undefined, or the names of safeSysctls",check:"check_sysctls.go"},volumeTypes:{name:"Volume Types",level:"restricted",since:"1.0",fields:["spec.volumes[*]"],allowed:"the sources of restrictedVolumes.allowed (a hostPath volume is reported as HostPath Volumes)",check:"check_restrictedVolumes.go"},privilegeEscalation:{name:"Privilege Escalation",level:"restricted",since:"1.8",fields:["spec.*containers[*].securityContext.allowPrivilegeEscalation"],allowed:"false",windowsExemptSince:"1.25",check:"check_allowPrivilegeEscalation.go"},runAsNonRoot:{name:"Running as Non-root",level:"restricted",since:"1.0",fields:["spec.securityContext.runAsNonRoot","spec.*containers[*].securityContext.runAsNonRoot"],allowed:"true (a container may leave it unset when the pod sets true)",userNamespaceRelaxedSince:"1.35",check:"check_runAsNonRoot.go"},runAsUser:{name:"Running as Non-root user",level:"restricted",since:"1.23",fields:["spec.securityContext.runAsUser","spec.*containers[*].securityContext.runAsUser"],allowed:"undefined, any non-zero value",userNamespaceRelaxedSince:"1.35",check:"check_runAsUser.go"}},baselineCapabilities:["AUDIT_WRITE","CHOWN","DAC_OVERRIDE","FOWNER","FSETID","KILL","MKNOD","NET_BIND_SERVICE","SETFCAP","SETGID","SETPCAP","SETUID","SYS_CHROOT"],restrictedCapabilities:["NET_BIND_SERVICE"],safeSysctls:[{name:"kernel.shm_rmid_forced",since:"1.0"},{name:"net.ipv4.ip_local_port_range",since:"1.0"},{name:"net.ipv4.tcp_syncookies",since:"1.0"},{name:"net.ipv4.ping_group_range",since:"1.0"},{name:"net.ipv4.ip_unprivileged_port_start",since:"1.0"},{name:"net.ipv4.ip_local_reserved_ports",since:"1.27"},{name:"net.ipv4.tcp_keepalive_time",since:"1.29"},{name:"net.ipv4.tcp_fin_timeout",since:"1.29"},{name:"net.ipv4.tcp_keepalive_intvl",since:"1.29"},{name:"net.ipv4.tcp_keepalive_probes",since:"1.29"},{name:"net.ipv4.tcp_rmem",since:"1.32"},{name:"net.ipv4.tcp_wmem",since:"1.32"}],seLinuxTypes:[{name:"container_t",since:"1.0"},{name:"container_init_t",since:"1.0"},{name:"container_kvm_t",since:"1.0"},{name:"container_engine_t",since:"1.31"}],restrictedVolumes:{allowed:["configMap","csi","downwardAPI","emptyDir","ephemeral","image","persistentVolumeClaim","projected","secret"],forbidden:["hostPath","gcePersistentDisk","awsElasticBlockStore","gitRepo","nfs","iscsi","glusterfs","rbd","flexVolume","cinder","cephfs","flocker","fc","azureFile","vsphereVolume","quobyte","azureDisk","photonPersistentDisk","portworxVolume","scaleIO","storageos"]},clusterScopedTemplates:[{group:"serving.kserve.io",kind:"ClusterServingRuntime"},{group:"trainer.kubeflow.org",kind:"ClusterTrainingRuntime"},{group:"argoproj.io",kind:"ClusterWorkflowTemplate"}],operatorSecurityDefaults:[{group:"serving.knative.dev",kind:"Service",why:"Knative's secure-pod-defaults feature fills allowPrivilegeEscalation, capabilities, seccompProfile (and runAsNonRoot) of containers that leave them unset",source:"https://knative.dev/docs/serving/configuration/secure-pod-defaults/"}]};var o$=Object.keys(ye.controls);function Po(e){return ye.controls[e].name}function me(e){return Number(e.slice(e.indexOf(".")+1))}var Pe=ye.controls,Qy=new Set(ye.baselineCapabilities),Oc=new Set(ye.restrictedCapabilities),Xy=new Map(ye.safeSysctls.map(e=>[e.name,me(e.since)])),Xi=new Map(ye.seLinuxTypes.map(e=>[e.name,me(e.since)])),Yy=new Set(ye.restrictedVolumes.allowed),Zy=new Set(ye.restrictedVolumes.forbidden),eb=me(Pe.capabilities.restrictedSince),Bc=me(Pe.seccomp.fieldsSince),nb=me(Pe.seccomp.restrictedSince),er=me(Pe.privilegeEscalation.windowsExemptSince),Yi=me(Pe.runAsNonRoot.userNamespaceRelaxedSince),Vc=me(Pe.procMount.userNamespaceRelaxedSince),tb=new Set(ye.clusterScopedTemplates.map(e=>`${e.group}/${e.kind}`)),ob=new Set(ye.operatorSecurityDefaults.map(e=>`${e.group}/${e.kind}`)),ib=new Set(["IPC_LOCK","CAP_IPC_LOCK"]),rb="container.apparmor.security.beta.kubernetes.io/",ab="seccomp.security.alpha.kubernetes.io/pod",jc="container.seccomp.security.alpha.kubernetes.io/",Wc=new Set(["RuntimeDefault","Localhost"]),sb=["livenessProbe","readinessProbe","startupProbe"],lb=["postStart","preStop"];function Xn(e,n,t){return(n==="restricted"||e.level==="baseline")&&e.since<=t&&(e.until===void 0||t<e.until)}function Kc(e){return tb.has(`${e.group}/${e.kind}`)}var nr=e=>e===!0;function Ue(e){return typeof e=="string"&&!b(e)}function Zi(e,n){return I(e.names,n,()=>N(A(e.pod,n,Je(n))))}function Jc(e,n){let t=e.spec,o=gn(e.object,e,n),i=e.object.kind==="Pod"&&e.object.group==="",r={pod:e,podText:i?"The pod":o?`The ${o} pod template`:"The pod template",windows:P(w(t,"os"),"name")==="windows",userNamespace:m(t,"hostUsers")===!1,complete:hb(e),names:new Map,out:[]};cb(r);let a=w(t,"securityContext"),s=[...e.path,"securityContext"];a&&(_c(r,a,s,r.podText),Fc(r,a,s,r.podText),qc(r,a,s,r.podText),db(r,a,s),m(a,"runAsUser")===0&&zc(r,[...s,"runAsUser"],r.podText,!0)),pb(r),mb(r);for(let l of e.containers){let c=w(l.value,"securityContext"),d=[...l.path,"securityContext"],u=Zi(r,l);c&&(_c(r,c,d,u),Fc(r,c,d,u),qc(r,c,d,u),nr(m(c,"privileged"))&&r.out.push({control:"privileged",level:"baseline",since:0,path:[...d,"privileged"],subject:u,does:"runs privileged: true",fix:"remove privileged: true (the device plugin gives containers their GPUs without it)"}),yb(r,c,d,u),m(c,"runAsUser")===0&&zc(r,[...d,"runAsUser"],u,!1)),fb(r,l,u),gb(r,l,u),vb(r,l,u),bb(r,l,u)}return kb(r),wb(r),r.out}function cb(e){for(let n of["hostNetwork","hostPID","hostIPC"]){if(!nr(m(e.pod.spec,n)))continue;let t=n==="hostNetwork"?{why:"NCCL over the host interfaces needs hostNetwork",use:"host networking"}:void 0;e.out.push({control:"hostNamespaces",level:"baseline",since:0,path:[...e.pod.path,n],subject:e.podText,does:`sets ${n}: true`,fix:`remove ${n}: true`,...t?{need:t}:{}})}}function _c(e,n,t,o){nr(m(w(n,"windowsOptions"),"hostProcess"))&&e.out.push({control:"hostProcess",level:"baseline",since:0,path:[...t,"windowsOptions","hostProcess"],subject:o,does:"sets windowsOptions.hostProcess: true",fix:"remove hostProcess: true"})}function Fc(e,n,t,o){let i=w(n,"seLinuxOptions");if(!i)return;let r=[...t,"seLinuxOptions"],a=m(i,"type");if(Ue(a)&&a!==""){let s=Xi.get(a);if(s!==0){let l=[...Xi.keys()].filter(c=>Xi.get(c)===0).join(", ");e.out.push({control:"seLinux",level:"baseline",since:0,...s!==void 0?{until:s}:{},path:[...r,"type"],subject:o,does:`sets seLinuxOptions.type: ${a}`,fix:s!==void 0?`remove the type, or use policy version v1.${s} or later`:`remove the type or use ${l}`})}}for(let s of["user","role"]){let l=m(i,s);!Ue(l)||l===""||e.out.push({control:"seLinux",level:"baseline",since:0,path:[...r,s],subject:o,does:`sets seLinuxOptions.${s}: ${l}`,fix:`remove seLinuxOptions.${s}`})}}function qc(e,n,t,o){let i=m(w(n,"appArmorProfile"),"type");!Ue(i)||Wc.has(i)||e.out.push({control:"appArmor",level:"baseline",since:0,path:[...t,"appArmorProfile","type"],subject:o,does:`sets appArmorProfile.type: ${i}`,fix:"use RuntimeDefault or a Localhost profile"})}function db(e,n,t){S(n,"sysctls").forEach((o,i)=>{let r=m(o,"name");if(!Ue(r))return;let a=Xy.get(r);a!==0&&e.out.push({control:"sysctls",level:"baseline",since:0,...a!==void 0?{until:a}:{},path:[...t,"sysctls",i,"name"],subject:e.podText,does:`sets sysctl ${r}`,fix:a!==void 0?`remove it, or use policy version v1.${a} or later, which counts it as safe`:"remove it: only namespaced sysctls isolated from other pods are allowed"})})}function zc(e,n,t,o){e.out.push({control:"runAsUser",level:"restricted",since:me(Pe.runAsUser.since),...e.userNamespace?{until:Yi}:{},path:n,subject:t,does:"sets runAsUser: 0",fix:o?"run the pod as a non-zero UID":"run the container as a non-zero UID"})}function ub(e){if(e.templateMetadata)return{value:e.templateMetadata,path:[...e.path.slice(0,-1),"metadata"]};if(e.object.kind==="Pod"&&e.object.group==="")return{value:m(e.object.value,"metadata"),path:[...e.object.path,"metadata"]}}function mb(e){let n=ub(e.pod),t=w(n?.value,"annotations");if(!n||!t)return;let o=new Set(e.pod.containers.map(i=>i.name));for(let[i,r]of Object.entries(t)){if(!Ue(r))continue;let a=[...n.path,"annotations",i];if(i.startsWith(rb)){if(r===""||r==="runtime/default"||r.startsWith("localhost/"))continue;e.out.push({control:"appArmor",level:"baseline",since:0,path:a,subject:e.podText,does:`sets annotation ${i}: ${r}`,fix:"use runtime/default or a localhost/ profile"})}else if(i===ab||i.startsWith(jc)&&o.has(i.slice(jc.length))){if(r==="runtime/default"||r==="docker/default"||r.startsWith("localhost/"))continue;e.out.push({control:"seccomp",level:"baseline",since:0,until:Bc,path:a,subject:e.podText,does:`sets annotation ${i}: ${r}`,fix:"use runtime/default, or set securityContext.seccompProfile"})}}}function pb(e){S(e.pod.spec,"volumes").forEach((n,t)=>{if(!C(n))return;let o=P(n,"name"),i=o?`volume "${o}"`:`volumes[${t}]`,r=[...e.pod.path,"volumes",t],a=w(n,"hostPath");if(a){let c=m(a,"path");e.out.push({control:"hostPathVolumes",level:"baseline",since:0,path:[...r,"hostPath"],subject:e.podText,does:`mounts ${Ue(c)?`host path ${c} as `:""}hostPath ${i}`,fix:"use a PersistentVolumeClaim, an emptyDir or a CSI volume instead"});return}let s=Object.keys(n).filter(c=>c!=="name");if(s.some(c=>Yy.has(c)))return;let l=s.find(c=>Zy.has(c)&&C(m(n,c)));l&&e.out.push({control:"volumeTypes",level:"restricted",since:0,path:[...r,l],subject:e.podText,does:`mounts ${i} as an inline ${l} volume`,fix:`mount it through a PersistentVolumeClaim bound to a ${l} PersistentVolume instead`})})}function hb(e){return e.mergedWith||ob.has(`${e.object.group}/${e.object.kind}`)?!1:e.containers.every(n=>{let t=n.path[n.path.length-2],o=t==="containers"||t==="initContainers"||t==="ephemeralContainers";return!n.fieldPaths&&typeof n.path[n.path.length-1]=="number"&&o})}function tr(e,...n){let t=w(e.value,"securityContext");if(!t)return m(e.value,"name")!==void 0?[...e.path,"name"]:e.path;let o=[...e.path,"securityContext"],i=t;for(let r of n){if(!C(m(i,r)))break;i=m(i,r),o=[...o,r]}return o}function fb(e,n,t){let o=m(n.value,"securityContext"),i=m(o,"capabilities"),r=[...n.path,"securityContext","capabilities"],a={since:eb,...e.windows?{until:er}:{}};S(i,"add").forEach((d,u)=>{if(!Ue(d))return;let p=[...r,"add",u];if(Qy.has(d))Oc.has(d)||e.out.push({control:"capabilities",level:"restricted",...a,path:p,subject:t,does:`adds capability ${d}`,fix:`remove ${d} from capabilities.add (only ${[...Oc].join(", ")} may be added)`});else{let h=ib.has(d);e.out.push({control:"capabilities",level:"baseline",since:0,path:p,subject:t,does:`adds capability ${d}`,fix:`remove ${d} from capabilities.add`,...h?{need:{why:`GPUDirect RDMA needs ${d}`,use:"RDMA"}}:{}})}});let s=m(i,"drop");if(o!==void 0&&!C(o)||i!==void 0&&!C(i)||s!==void 0&&!Array.isArray(s))return;let l=Array.isArray(s)?s:[];if(l.includes("ALL")||l.some(d=>b(d))||!e.complete)return;let c=l.findIndex(d=>typeof d=="string"&&d.trim().toUpperCase().replace(/^CAP_/,"")==="ALL");e.out.push({control:"capabilities",level:"restricted",...a,path:c!==-1?[...r,"drop",c]:Array.isArray(s)?[...r,"drop"]:tr(n,"capabilities"),subject:t,does:c!==-1?`drops ${String(l[c])}, which is not ALL as written`:"does not drop ALL capabilities",fix:c!==-1?"write it as ALL (upper case, no CAP_ prefix)":"add capabilities.drop: [ALL] to its securityContext"})}function gb(e,n,t){S(n.value,"ports").forEach((o,i)=>{let r=m(o,"hostPort");typeof r!="number"||r===0||e.out.push({control:"hostPorts",level:"baseline",since:0,path:[...n.path,"ports",i,"hostPort"],subject:t,does:`sets hostPort: ${r}`,fix:"remove hostPort and reach the container through a Service"})})}function vb(e,n,t){let o=me(Pe.hostProbes.since),i=(a,s,l)=>{for(let c of["httpGet","tcpSocket"]){let d=m(m(a,c),"host");!Ue(d)||d===""||e.out.push({control:"hostProbes",level:"baseline",since:o,path:[...s,c,"host"],subject:t,does:`sets host: ${d} in its ${l}`,fix:"remove host: the kubelet then connects to the pod IP"})}};for(let a of sb)i(m(n.value,a),[...n.path,a],a);let r=m(n.value,"lifecycle");for(let a of lb)i(m(r,a),[...n.path,"lifecycle",a],`${a} hook`)}function yb(e,n,t,o){let i=m(n,"procMount");if(!Ue(i)||i==="Default")return;let r={control:"procMount",path:[...t,"procMount"],subject:o,does:`sets procMount: ${i}`,fix:"remove procMount"};e.userNamespace?(e.out.push({...r,level:"baseline",since:0,until:Vc}),e.out.push({...r,level:"restricted",since:Vc})):e.out.push({...r,level:"baseline",since:0})}function bb(e,n,t){let o=m(n.value,"securityContext");if(o!==void 0&&!C(o))return;let i=m(o,"allowPrivilegeEscalation");i===!1||i!==void 0&&i!==!0||i===void 0&&!e.complete||e.out.push({control:"privilegeEscalation",level:"restricted",since:me(Pe.privilegeEscalation.since),...e.windows?{until:er}:{},path:i===!0?[...n.path,"securityContext","allowPrivilegeEscalation"]:tr(n),subject:t,does:i===!0?"sets allowPrivilegeEscalation: true":"does not set allowPrivilegeEscalation: false",fix:i===!0?"set it to false":"set allowPrivilegeEscalation: false in its securityContext"})}function Hc(e,n){let t=[...e.pod.path,"securityContext"],o=m(e.pod.spec,"securityContext");if(o!==void 0&&!C(o))return;let i=n.judge(n.read(o)),r=!1;if(i==="bad"){r=!0;let d=n.reportBad([...t,n.field],e.podText,n.read(o));d&&e.out.push(d)}let a=[],s=!1,l=!1;for(let d of e.pod.containers){let u=m(d.value,"securityContext");if(u!==void 0&&!C(u)){l=!0;continue}let p=n.judge(n.read(u)),h=Zi(e,d);if(p==="bad"){r=!0;let f=n.reportBad([...d.path,"securityContext",n.field],h,n.read(u));f&&e.out.push(f)}else p===void 0?e.complete?a.push(d):l=!0:p==="ok"?s=!0:l=!0}if(r||i==="ok"||i==="unknown"||a.length===0)return;let c={control:n.control,level:"restricted",since:n.since,...n.until?{until:n.until}:{}};if(!s&&!l){e.out.push({...c,path:[...t,n.field],subject:e.podText,does:`${n.missingPod}`,fix:`set ${n.wanted} in the pod's securityContext`});return}for(let d of a){let u=Zi(e,d);e.out.push({...c,path:tr(d),subject:u,does:`${n.missingContainer}`,fix:`set ${n.wanted} in the pod's or the container's securityContext`})}}function wb(e){Hc(e,{control:"runAsNonRoot",since:me(Pe.runAsNonRoot.since),...e.userNamespace?{until:Yi}:{},read:n=>m(n,"runAsNonRoot"),judge:n=>n==null?void 0:n===!0?"ok":n===!1?"bad":"unknown",reportBad:(n,t)=>({control:"runAsNonRoot",level:"restricted",since:me(Pe.runAsNonRoot.since),...e.userNamespace?{until:Yi}:{},path:n,subject:t,does:"sets runAsNonRoot: false",fix:"set it to true (the image must then run as a non-zero UID)"}),field:"runAsNonRoot",missingPod:"sets runAsNonRoot: true for neither the pod nor any container",missingContainer:"does not set runAsNonRoot: true and the pod does not either",wanted:"runAsNonRoot: true (the image must then run as a non-zero UID)"})}function kb(e){let n=t=>{let o=m(t,"seccompProfile");if(o!=null)return C(o)?m(o,"type")??null:null};Hc(e,{control:"seccomp",since:nb,...e.windows?{until:er}:{},read:n,judge:t=>t===void 0?void 0:Ue(t)?Wc.has(t)?"ok":"bad":"unknown",reportBad:(t,o,i)=>({control:"seccomp",level:"baseline",since:Bc,path:[...t,"type"],subject:o,does:`sets seccompProfile.type: ${String(i)}`,fix:"use RuntimeDefault or a Localhost profile"}),field:"seccompProfile",missingPod:"sets a seccompProfile for neither the pod nor any container",missingContainer:"sets no seccompProfile and the pod does not either",wanted:"seccompProfile: {type: RuntimeDefault}"})}var qe=["enforce","warn","audit"],Co="pod-security.kubernetes.io/",Pb=X("pod-security-facts",()=>new WeakMap),Cb=X("pod-security-clusters",()=>new WeakMap),or=class{known=new Map;of(n){let t=I(this.known,n.does,()=>new Map),o=I(t,n.fix,()=>[]),i=o.find(r=>Ab(r,n));return i||(i={control:n.control,level:n.level,since:n.since,until:n.until,does:Ne(n.does),fix:Ne(n.fix),need:n.need},o.push(i)),i}};function Ab(e,n){return e.control===n.control&&e.level===n.level&&e.since===n.since&&e.until===n.until&&e.need?.why===n.need?.why&&e.need?.use===n.need?.use}var Sb=X("pod-security-kinds",()=>new or),Ao=X("pod-security-pass",()=>({skippedIn:new Set,skippedWithoutNamespace:!1,restrictiveNamespace:!1}));function xo(e,n,t){let o=t.run.get(Pb);return o.has(e)||o.set(e,xb(e,n,t)),o.get(e)}function xb(e,n,t){if(e.group===""&&e.kind==="Namespace"){let c={};for(let d of Object.keys(e.labels))d.startsWith(Co)&&(c[d]=t.anchor([...e.path,"metadata","labels",d]));return Xc(e.labels)&&(t.run.get(Ao).restrictiveNamespace=!0),{type:"namespace",labels:c}}if(!t.run.eager&&!Rb(t)){let c=t.run.get(Ao);e.namespace===void 0?c.skippedWithoutNamespace=!0:c.skippedIn.add(e.namespace);return}let o=n(),i=[],r=new Map,a=t.run.get(Sb),s=t.run.get(Y);for(let c of o)for(let d of Jc(c,o)){let u=d.path.join("\0");r.has(u)||r.set(u,t.anchor(d.path)),i.push({kind:a.of(d),subject:s.intern(d.subject),at:r.get(u)})}if(i.length===0)return;let l=e.namespace!==void 0&&!Db(e.namespace)||Kc(e);return{type:"workload",violations:i,cluster:Ib(t),...l?{namespaceUnknown:!0}:{}}}function Rb(e){if(e.settings.podSecurityStandard!==void 0||e.run.get(Ao).restrictiveNamespace)return!0;let n=e.cluster.podSecurity.defaults;return n&&qe.some(t=>n[t]!==void 0&&n[t]!=="privileged")?!0:Object.keys(e.cluster.namespaces).length>0}function Ro(e,n){let t=n.get(Ao);if(n.eager||t.skippedIn.size===0&&!t.skippedWithoutNamespace)return!0;let o=i=>t.skippedWithoutNamespace||i.name!==void 0&&t.skippedIn.has(i.name);return e.ofKind("","Namespace").some(i=>Xc(i.labels)&&o(i))?(n.needsEagerPass(),!1):!0}function Xc(e){let n=So(e);return qe.some(t=>n[t]==="baseline"||n[t]==="restricted")}function Db(e){if(e.length===0||e.length>63||e.startsWith("-")||e.endsWith("-"))return!1;for(let n of e)if(!(n>="a"&&n<="z"||n>="0"&&n<="9"||n==="-"))return!1;return!0}function Ib(e){let n=e.run.get(Cb);return I(n,e.cluster,t=>({namespaces:t.namespaces,podSecurity:t.podSecurity}))}function Do(e){return e.namespace??e.unit.namespace??"default"}function ir(e){let n=Number(e.slice(e.indexOf(".")+1));return Number.isInteger(n)?n:Number.POSITIVE_INFINITY}var $b=new Set(["privileged","baseline","restricted"]);function Qc(e){if(e==="latest")return"latest";if(!e.startsWith("v1."))return;let n=e.slice(3);if(!(n===""||n.length>1&&n.startsWith("0")||n.length>4)){for(let t of n)if(t<"0"||t>"9")return;return Number(n)}}function Ub(e,n,t,o,i){let r=e,a=`${e}-version`,s=n[r],l=n[a],c=o[r]??"privileged",d=Qc(o[a]??"latest")??"latest",u={kind:"default",...o[r]?{key:`cluster.podSecurity.defaults.${e}`}:{}},p=o[a]!==void 0&&o[a]!=="latest"?o[a]:void 0;if(s!==void 0){if(!$b.has(s))return;c=s,d="latest",p=void 0,u=t(r)}if(l!==void 0){let h=Qc(l);if(h===void 0)return;d=h,p=h==="latest"?void 0:l}return{level:c,version:d==="latest"?i:Math.min(d,i),...p?{pinned:p}:{},source:u}}function So(e){let n={};for(let t of qe)n[t]=m(e,Co+t),n[`${t}-version`]=m(e,`${Co}${t}-version`);return n}function Gb(e,n){let t=So(e.labels),o=So(n.labels);return Object.keys(t).every(i=>t[i]===o[i])}function Eb(e,n,t,o,i){if(t.namespaceUnknown)return;let r=Do(n),a=ir(i),s=t.cluster.podSecurity.defaults??{},l,c,d=e.unitOf(n).get("","Namespace",void 0,r)[0],u=e.get("","Namespace",void 0,r),p=d??(u.every(f=>Gb(f,u[0]))?u[0]:void 0);if(!d&&u.length>0&&!p)return;if(p){l=So(p.labels);let f=o(p);c=g=>{let v=Co+g,y=f?.type==="namespace"?f.labels[v]:void 0;return{kind:"label",namespace:p,label:v,...y?{at:y}:{}}}}else l={...m(t.cluster.namespaces,r)?.podSecurity},c=g=>({kind:"config",key:`cluster.namespaces.${r}.podSecurity.${g}`});if(Object.values(l).some(f=>f!==void 0&&b(f)))return;let h={};for(let f of qe){let g=Ub(f,l,c,s,a);g&&(h[f]=g)}return{namespace:r,exempt:(t.cluster.podSecurity.exemptions?.namespaces??[]).includes(r),labelled:Object.values(l).some(f=>f!==void 0),modes:h}}var $n=class{constructor(n,t,o){this.run=n;this.factsOf=t;this.kubernetesVersion=o}run;factsOf;kubernetesVersion;cache=new WeakMap;of(n,t){if(t.namespaceUnknown)return;let o=I(this.cache,t.cluster,()=>new Map),i=`${n.unit.id}\0${Do(n)}`;return I(o,i,()=>Eb(this.run,n,t,this.factsOf,this.kubernetesVersion))}};function Yc(e){return e.kind==="label"?`label ${e.label} on ${M(e.namespace)} in ${e.at?.file??e.namespace.file}`:e.kind==="config"?`config ${e.key}`:e.key?`config ${e.key}`:"the admission controller's default"}function Zc(e){return e.group===""&&e.kind==="Pod"?"so the API server rejects the pod and nothing runs":Mb.has(`${e.group}/${e.kind}`)?`so the API server rejects its pods: ${M(e)} reports FailedCreate and nothing runs`:`so the API server rejects the pods made from ${M(e)} and nothing runs`}var Mb=new Set(["apps/Deployment","apps/StatefulSet","apps/DaemonSet","apps/ReplicaSet","/ReplicationController","batch/Job","batch/CronJob"]);var Tb="pod-security-admission";function Nb(e){return e.pinned?`${e.level}:${e.pinned}`:e.level}var Lb={enforce:"enforces",warn:"warns on",audit:"audits"};function Ob(e,n){let t=n.map(o=>{let i=e.modes[o];return`${Lb[o]} ${Nb(i)} (${Yc(i.source)})`});return`namespace "${e.namespace}" ${t.join(" and ")}`}function Vb(e,n){return!n||e.level!=="baseline"?e.fix:e.need?`${e.need.why}: if the pods need it, this namespace must be privileged for ${e.need.use}: label it privileged and restrict who can deploy there; otherwise ${e.fix}`:`${e.fix}, or, if the pods need it, label the namespace privileged and restrict who can deploy there`}var ed={id:Tb,family:"network-security",level:"error",scope:"general",summary:"A pod spec violates the Pod Security Standard its namespace enforces (or warns on, or audits), so the API server rejects its pods.",references:["https://kubernetes.io/docs/concepts/security/pod-security-standards/","https://kubernetes.io/docs/concepts/security/pod-security-admission/","https://kubernetes.io/docs/tasks/configure-pod-container/enforce-standards-namespace-labels/"],check:{collect:(e,n,t)=>xo(e,n,t),input(e,n){if(!Ro(e,n.run))return;let t=new $n(e,n.facts,n.settings.kubernetesVersion);for(let o of e.objects){let i=n.facts(o);if(i?.type!=="workload")continue;let r=t.of(o,i);if(!r||r.exempt||qe.every(s=>(r.modes[s]?.level??"privileged")==="privileged"))continue;let a=new Set;for(let s of i.violations){let l=qe.filter(g=>{let v=r.modes[g];return v!==void 0&&v.level!=="privileged"&&Xn(s.kind,v.level,v.version)});if(l.length===0)continue;let c=`${s.kind.control}\0${JSON.stringify(s.at?.path??[])}`;if(a.has(c))continue;a.add(c);let d=l.includes("enforce"),u=d?["enforce"]:l,p=r.modes[u[0]].level,h=d?Zc(o):u.length===2?"so the API server admits the pods but warns on every apply and records the violation in the audit log":u[0]==="warn"?"so the API server admits the pods but warns on every apply":"so the API server admits the pods and records the violation in the audit log",f=[];for(let g of u){let v=r.modes[g].source;v.kind==="label"&&v.at&&f.push({file:v.at.file??v.namespace.file,range:v.at,message:`Namespace "${r.namespace}" sets ${v.label}: ${v.namespace.labels[v.label]??""}.`})}n.report({object:o,...s.at?{range:s.at}:{},level:d?"error":"warning",message:`${s.subject} ${s.kind.does} (control "${Po(s.kind.control)}"), which Pod Security level "${p}" forbids: ${Ob(r,u)}, ${h}; ${Vb(s.kind,d)}.`,...f.length?{related:f}:{}})}}}}};var jb="pod-security-standard",_b="pod-security-admission";function Fb(e,n){return qe.some(t=>{let o=n.modes[t];return o!==void 0&&o.level!=="privileged"&&Xn(e.kind,o.level,o.version)})}var nd={id:jb,family:"network-security",level:"warning",scope:"general",summary:"With settings.podSecurityStandard set, a pod spec in a namespace without a Pod Security label violates that Pod Security level.",references:["https://kubernetes.io/docs/concepts/security/pod-security-standards/","https://kubernetes.io/docs/concepts/security/pod-security-admission/"],check:{collect:(e,n,t)=>t.settings.podSecurityStandard?xo(e,n,t):void 0,input(e,n){let t=n.settings.podSecurityStandard;if(!t||!Ro(e,n.run))return;let o=ir(n.settings.kubernetesVersion),i=new $n(e,n.facts,n.settings.kubernetesVersion);for(let r of e.objects){let a=n.facts(r);if(a?.type!=="workload")continue;let s=i.of(r,a);if(!s||s.labelled||s.exempt)continue;let l=n.ruleActive(_b,r.file),c=`the pods of namespace "${Do(r)}", which has no Pod Security label,`;for(let d of a.violations){if(!Xn(d.kind,t,o)||l&&Fb(d,s))continue;let u=d.kind.need?` (${d.kind.need.why}: pods that need it belong in a namespace labelled privileged)`:"";n.report({object:r,...d.at?{range:d.at}:{},message:`${d.subject} ${d.kind.does} (control "${Po(d.kind.control)}"), which Pod Security level "${t}" forbids: settings.podSecurityStandard checks ${c} against ${t}; ${d.kind.fix}${u}.`})}}}}};var sn=new Map([["system-cluster-critical",2e9],["system-node-critical",2000001e3]]);var qb="priority-class-missing",zb=3;function Bb(e){let n=M(e.object);return e.role?`${n} (${e.role} pods)`:n}function Wb(e){let n=e.slice(0,zb).map(i=>`"${i.name}" (${i.shown})`),t=e.length-n.length;return e.length===1?`PriorityClass ${n[0]} exists`:`PriorityClasses ${t>0?`${n.join(", ")} and ${t} more`:`${n.slice(0,-1).join(", ")} and ${n[n.length-1]}`} exist`}var td={id:qb,family:"scheduling",level:"warning",scope:"ai",summary:"A serving workload sets no priorityClassName while PriorityClasses that can preempt it exist.",references:["https://kubernetes.io/docs/concepts/scheduling-eviction/pod-priority-preemption/"],check:{collect(e,n,t){if(e.group==="scheduling.k8s.io"&&e.kind==="PriorityClass"){let i=m(e.value,"value"),r=m(e.value,"globalDefault")===!0;return{type:"class",value:typeof i=="number"?i:void 0,globalDefault:r}}let o=[];for(let i of n()){if(!i.workload.serving)continue;let r=m(i.spec,"priorityClassName"),a=typeof r=="string"&&r.trim()==="";r!=null&&!a||o.push({label:Ne(Bb(i)),range:t.anchor([...i.path,"priorityClassName"]),empty:a})}return o.length>0?{type:"pods",pods:G(o)}:void 0},input(e,n){let t=0,o,i=[];for(let d of e.ofKind("scheduling.k8s.io","PriorityClass")){let u=n.facts(d);u?.type!=="class"||!d.name||sn.has(d.name)||(i.push({name:d.name,facts:u}),u.globalDefault&&u.value!==void 0&&(o===void 0||u.value>t)&&(t=u.value,o=d.name))}let r=[],a=new Set;for(let{name:d,facts:u}of i)a.has(d)||d===o||(a.add(d),!(u.value!==void 0&&u.value<=t)&&r.push({name:d,value:u.value,shown:u.value===void 0?"value unknown":`value ${u.value}`}));let s=Array.isArray(n.cluster.priorityClasses)?n.cluster.priorityClasses:[];for(let d of s)typeof d!="string"||d.trim()===""||b(d)||sn.has(d)||a.has(d)||(a.add(d),r.push({name:d,shown:"config cluster.priorityClasses"}));if(r.length===0)return;r.sort((d,u)=>(u.value??Number.NEGATIVE_INFINITY)-(d.value??Number.NEGATIVE_INFINITY));let l=Wb(r),c=o===void 0?"the default priority (0 without a globalDefault PriorityClass)":`the default priority (${t}, of the globalDefault PriorityClass "${o}")`;for(let d of e.objects){let u=n.facts(d);if(u?.type==="pods")for(let p of u.pods)n.report({object:d,range:p.range,message:p.empty?`Serving ${p.label} sets an empty priorityClassName while ${l}, so its pods run at ${c} and pods of ${r.length===1?"that class":"those classes"} can preempt them; name an inference class whose value is above every batch and training class.`:`Serving ${p.label} sets no priorityClassName while ${l}, so its pods run at ${c} and pods of ${r.length===1?"that class":"those classes"} can preempt them; set priorityClassName to an inference class whose value is above every batch and training class.`})}}}};var Kb="priority-class-undefined";function Jb(e,n){return e==="batch.volcano.sh"&&n==="Job"?[["spec","priorityClassName"]]:e==="scheduling.volcano.sh"&&n==="PodGroup"?[["spec","priorityClassName"]]:e==="kubeflow.org"&&n.endsWith("Job")?[["spec","runPolicy","schedulingPolicy","priorityClass"]]:[]}function od(e){if(!(typeof e!="string"||e.trim()===""||b(e)))return e}var id={id:Kb,family:"scheduling",level:"warning",scope:"general",summary:"priorityClassName names a PriorityClass that is not in the input, not a system class and not in the config.",references:["https://kubernetes.io/docs/concepts/scheduling-eviction/pod-priority-preemption/#priorityclass"],needsWholeInput:!0,check:{collect(e,n,t){let o=[],i=new Set,r=(a,s,l)=>{let c=od(s),d=JSON.stringify(a);c===void 0||i.has(d)||(i.add(d),o.push({name:c,range:t.anchor(a),effect:l}))};for(let a of n()){let s=od(m(a.spec,"priorityClassName"));r([...a.path,"priorityClassName"],s,`the API server rejects its ${a.role?`${a.role} `:""}pods ("no PriorityClass with name ${s} was found")`)}for(let a of Jb(e.group,e.kind)){let s=e.value;for(let l of a)s=m(s,String(l));r([...e.path,...a],s,"the gang scheduler cannot give its PodGroup that priority")}return o.length>0?{refs:o}:void 0},input(e,n){if(n.partial)return;let t=e.ofKind("scheduling.k8s.io","PriorityClass").flatMap(a=>a.name?[a.name]:[]),o=Array.isArray(n.cluster.priorityClasses)?n.cluster.priorityClasses.filter(a=>typeof a=="string"):[],i=new Set([...sn.keys(),...t,...o]),r=[...i];for(let a of e.objects){let s=n.facts(a);for(let l of s?.refs??[]){if(i.has(l.name))continue;let c=Z(l.name,r),d=c?`did you mean "${c}"? Otherwise `:"";n.report({object:a,range:l.range,message:`priorityClassName "${l.name}" of ${M(a)} names no PriorityClass of the input, no system class and nothing in config cluster.priorityClasses, so ${l.effect}; ${d}add the PriorityClass manifest, or list it under cluster.priorityClasses if the cluster already has it.`})}}}}};var Hb="priority-inversion",Qb=10;function Xb(e){return e.workload.training?!0:e.workload.class!=="batch"||e.workload.infrastructure?!1:e.dra==="gpu"||e.containers.some(n=>L(e,n)==="resource")}function rr(e,n){return`${M(e)}${n.role?` (${n.role} pods)`:""}`}var rd={id:Hb,family:"scheduling",level:"warning",scope:"ai",summary:"A training or batch workload has a higher PriorityClass value than a serving workload of the input.",references:["https://kubernetes.io/docs/concepts/scheduling-eviction/pod-priority-preemption/"],check:{collect(e,n,t){if(e.group==="scheduling.k8s.io"&&e.kind==="PriorityClass"){let i=m(e.value,"value");return{type:"class",value:typeof i=="number"&&Number.isInteger(i)?i:void 0,globalDefault:m(e.value,"globalDefault")===!0,never:m(e.value,"preemptionPolicy")==="Never"}}let o=[];for(let i of n()){let r=i.workload.serving?"serving":Xb(i)?"training":void 0;if(!r)continue;let a=m(i.spec,"priorityClassName"),s;if(a==null||a==="")s=null;else if(typeof a=="string"&&!b(a))s=a;else continue;o.push({side:r,role:i.role,className:s,range:t.anchor([...i.path,"priorityClassName"])})}return o.length>0?{type:"workload",templates:G(o)}:void 0},input(e,n){let t=new Map,o;for(let r of e.ofKind("scheduling.k8s.io","PriorityClass")){let a=n.facts(r);!a||!r.name||t.has(r.name)||(t.set(r.name,a),a.globalDefault&&a.value!==void 0&&(o??={name:r.name,value:a.value}))}let i=(r,a)=>{if(a.className===null)return o&&{object:r,template:a,value:o.value,how:`no priorityClassName, so the globalDefault PriorityClass "${o.name}" (value ${o.value})`};let l=sn.get(a.className)??t.get(a.className)?.value;return l===void 0?void 0:{object:r,template:a,value:l,how:`PriorityClass "${a.className}" (value ${l})`}};for(let r of e.unitIndexes()){let a=[],s=new Map;for(let l of r.objects){let c=n.facts(l);if(c?.type==="workload")for(let d of c.templates){let u=i(l,d);u&&(d.side==="serving"?a.push(u):s.set(l,[...s.get(l)??[],u]))}}if(a.length!==0)for(let[l,c]of s){let d=c.reduce((y,k)=>k.value>y.value?k:y),u=a.filter(y=>y.value<d.value).sort((y,k)=>y.value-k.value||y.object.order-k.object.order),p=u[0];if(!p)continue;let h=u.length-1,g=d.template.className!==null&&t.get(d.template.className)?.never===!0?"with preemptionPolicy: Never it does not evict them, but its pods still go ahead of pending serving pods in the scheduling queue":"when GPUs are short the scheduler preempts the serving pods to place the training pods",v=u.slice(0,Qb).map(y=>({file:y.object.file,range:y.template.range??y.object.range,message:`Serving ${rr(y.object,y.template)} runs with ${y.how}.`}));n.report({object:l,range:d.template.range,related:v,message:`Training ${rr(l,d.template)} has ${d.how}, higher than serving ${rr(p.object,p.template)} with ${p.how}${h>0?` and ${h} other serving workload${h===1?"":"s"}`:""} of the same ${K(l)}: ${g}; give training a class with a value of at most ${p.value}, or raise the serving class above ${d.value}.`})}}}}};function Yb(e){if(typeof e!="string"||b(e))return;let n=e.trim().toUpperCase().replace(/^CAP_/,"");return n==="SYS_ADMIN"||n==="ALL"?e:void 0}function Zb(e,n){let t=L(e,n);if(t==="dra-gpu")return"gets a GPU through a DRA resource claim";if(t!=="resource")return;let o=n.gpu.find(i=>i.count===void 0||i.count>0);return o?`requests ${o.resource}: ${String(o.limit??o.request)}`:void 0}var ad={id:"privileged-gpu-container",family:"runtime",level:"error",scope:"ai",summary:"A GPU container runs privileged or adds SYS_ADMIN, bypassing GPU allocation and MIG isolation.",references:["https://github.com/NVIDIA/k8s-device-plugin#quick-start","https://kubernetes.io/docs/concepts/security/pod-security-standards/"],check:{podSpec(e,n){for(let t of e.containers){let o=Zb(e,t);if(!o)continue;let i=w(t.value,"securityContext");if(!i)continue;let r=N(A(e,t));m(i,"privileged")===!0&&n.report({path:[...t.path,"securityContext","privileged"],message:`${r} ${o} but runs privileged: true, so it sees every GPU of the node, including GPUs and MIG slices allocated to other pods; remove privileged and let the device plugin mount the allocated GPUs.`}),S(w(i,"capabilities"),"add").forEach((a,s)=>{let l=Yb(a);if(!l)return;let c=l.trim().toUpperCase()==="ALL"?"adds capability ALL (which includes SYS_ADMIN)":`adds capability ${l}`;n.report({path:[...t.path,"securityContext","capabilities","add",s],message:`${r} ${o} but ${c}, which lets it reconfigure GPUs and MIG partitions shared with other pods and weakens the device isolation that GPU allocation relies on; drop it and add only the narrow capabilities it needs.`})})}}}};var ew=["startupProbe","readinessProbe","livenessProbe"],nw=/(?:^|[\s/;&|(`'"=])nvidia-smi(?=$|[\s;&|)`'">])/;function tw(e,n){if(e?.kind==="grpc")return`probe the server instead with a grpc probe ${e.port===void 0?"on its gRPC port":`(grpc: {port: ${e.port}}`}; it serves gRPC only: ${e.why})`;let t=e?n==="livenessProbe"?e.live:e.ready:void 0;return`probe the server's health endpoint instead (${t?`httpGet ${t}`:"e.g. httpGet /health"})`}var sd={id:"probe-exec-nvidia-smi",family:"probes",level:"warning",scope:"ai",summary:"An exec probe runs nvidia-smi, which is slow and says nothing about the model.",references:["https://docs.nvidia.com/datacenter/dcgm/latest/user-guide/feature-overview.html#health-and-diagnostics"],check:{podSpec(e,n){for(let t of e.containers)if(!(t.kind!=="container"&&t.kind!=="sidecar")&&t.notServing!=="idle")for(let o of ew){let i=m(m(t.value,o),"exec");if(!C(i))continue;let r=S(i,"command").findIndex(s=>typeof s=="string"&&nw.test(s));if(r===-1)continue;let a=A(e,t,t.kind==="sidecar"?"sidecar container":"container");n.report({path:F(t,o,"exec","command",r),message:`The ${o} of ${a} runs nvidia-smi: it is slow (often over the default 1s timeout), fails while the driver or device is still being set up, and says nothing about whether the model is loaded and serving; ${tw(mn(t.server),o)} and leave GPU health to the device plugin and DCGM.`})}}}};var ow=["readinessProbe","livenessProbe"],ld={id:"probe-failure-threshold-one",family:"probes",level:"warning",scope:"ai",summary:"A readiness or liveness probe acts on a single failed check.",references:["https://kubernetes.io/docs/tasks/configure-pod-container/configure-liveness-readiness-startup-probes/#configure-probes"],fix:{kind:"fix",summary:"sets the probe's `failureThreshold` to 3, the default"},check:{podSpec(e,n){for(let t of e.containers)if(!(t.kind!=="container"&&t.kind!=="sidecar")&&t.notServing!=="idle")for(let o of ow){let i=m(t.value,o);if(!C(i)||m(i,"failureThreshold")!==1)continue;let r=A(e,t,t.kind==="sidecar"?"sidecar container":"container"),a=o==="readinessProbe"?"takes the pod out of the Service endpoints":t.hasGpu?"restarts the container, which then reloads its model":"restarts the container",s=F(t,o,"failureThreshold");n.report({path:s,fix:{kind:"fix",description:`Set the ${o}'s failureThreshold to 3, the default`,changes:[{op:"set",path:s,value:3}]},message:`The ${o} of ${r} has failureThreshold 1: a single failed check (one slow answer, one network blip) ${a}; use 3 (the default) or more, and a shorter periodSeconds if it must react faster.`})}}}};var cd={initialDelaySeconds:0,periodSeconds:10,timeoutSeconds:1,successThreshold:1,failureThreshold:3};function Ce(e,n,t=!1){let o=m(e,n);if(o==null)return t?void 0:cd[n];if(!(typeof o!="number"||!Number.isInteger(o)||o<0))return o===0?cd[n]:o}function ud(e,n){let t=L(e,n);return t==="resource"||t==="dra-gpu"}function ln(e,n){return n.kind==="container"&&e.workload.serving&&n.notServing===void 0&&(n.server!==void 0||ud(e,n))}function Un(e,n){return ln(e,n)?!0:(n.kind==="container"||n.kind==="sidecar")&&!e.workload.notebook&&n.notServing===void 0&&ud(e,n)}function se(e,n){return typeof n.path[n.path.length-1]!="number"||e.mergedWith!==void 0}var Io={type:"object",properties:{modelLoadSeconds:{type:"integer",minimum:0,default:300,description:"Seconds a model server may take to load its model before it answers probes. Defaults to `settings.modelLoadSeconds`."}},additionalProperties:!1},dd="ai-k8s-lint.io/model-load-seconds";function $o(e,n){let t=Se(m(e.templateMetadata??{},"annotations"))[dd]??e.object.annotations[dd];return t!==void 0&&/^\d+$/.test(t.trim())&&Number(t)>0?Number(t):n}var iw=["httpGet","tcpSocket","grpc"],rw=[...iw,"exec"],md=10,pd=3;function ar(e,n=0){if(e===null||typeof e=="string"||typeof e=="boolean")return e;if(typeof e=="number")return Number.isFinite(e)?e:void 0;if(n>8||typeof e!="object")return;if(Array.isArray(e)){let o=e.map(i=>ar(i,n+1));return o.every(i=>i!==void 0)?o:void 0}if(Object.getPrototypeOf(e)!==Object.prototype)return;let t={};for(let[o,i]of Object.entries(e)){let r=ar(i,n+1);if(r===void 0)return;t[o]=r}return t}function aw(e,n){let t=m(e.value,"ports");return Array.isArray(t)&&t.some(o=>C(o)&&m(o,"name")===n)}function sw(e,n,t){let o=rw.filter(d=>m(n,d)!==void 0),i=o[0];if(o.length!==1||i==="exec"||i===void 0)return;let r=ar(m(n,i));if(r==null||typeof r!="object"||Array.isArray(r))return;let a=r.port;if(typeof a=="string"&&!aw(e,a))return;let s=m(n,"timeoutSeconds"),l=Math.max(1,Math.ceil(t/md)),c={[i]:r,periodSeconds:md,timeoutSeconds:typeof s=="number"&&Number.isInteger(s)&&s>pd?s:pd,failureThreshold:l};return{kind:"fix",description:`Add a startupProbe with the livenessProbe's ${i} check, failureThreshold ${l} x periodSeconds 10`,changes:[{op:"set",path:F(e,"startupProbe"),value:c}]}}var hd={id:"probe-liveness-kills-model-load",family:"probes",level:"error",scope:"ai",summary:"A livenessProbe without a startupProbe restarts the model server before the model has loaded.",references:["https://kubernetes.io/docs/tasks/configure-pod-container/configure-liveness-readiness-startup-probes/#define-startup-probes"],options:Io,fix:{kind:"fix",summary:"adds a `startupProbe` with the livenessProbe's `httpGet`, `tcpSocket` or `grpc` check (never an `exec` command), `periodSeconds: 10`, `failureThreshold` of the model-load budget / 10 (rounded up) and `timeoutSeconds` of at least 3"},check:{podSpec(e,n){let t=$o(e,n.options.modelLoadSeconds);if(typeof t=="number")for(let o of e.containers){if(!Un(e,o)||se(e,o))continue;let i=m(o.value,"livenessProbe");if(!C(i))continue;let r=m(o.value,"startupProbe");if(r!=null)continue;let a=Ce(i,"initialDelaySeconds"),s=Ce(i,"failureThreshold"),l=Ce(i,"periodSeconds");if(a===void 0||s===void 0||l===void 0)continue;let c=a+s*l;if(c>=t)continue;let d=A(e,o,o.kind==="sidecar"?"sidecar container":"container");n.report({path:F(o,"livenessProbe"),message:`The livenessProbe of ${d} allows ${c}s (initialDelaySeconds ${a} + ${s} x ${l}s) but the model-load budget is ${t}s and there is no startupProbe, so kubelet restarts the container while the model is still loading (CrashLoopBackOff); add a startupProbe with failureThreshold x periodSeconds of at least ${t}s (e.g. failureThreshold ${Math.ceil(t/10)}, periodSeconds 10).`,fix:sw(o,i,t)})}}}};var lw=["exec","httpGet","tcpSocket","grpc"],fd={initialDelaySeconds:0,periodSeconds:10,timeoutSeconds:1,successThreshold:1,failureThreshold:3},Uo=e=>e==null;function Yn(e){return Array.isArray(e)?`[${gd(e,Yn)}]`:C(e)?`{${gd(Object.keys(e).sort(),n=>`${JSON.stringify(n)}:${Yn(e[n])}`)}}`:JSON.stringify(e)??"null"}function gd(e,n){let t="";for(let o=0;o<e.length;o++)t+=o===0?n(e[o]):`,${n(e[o])}`;return t}function cw(e,n,t){let o=e;for(let i in n)o+=`\0${Yn(n[i])}`;for(let i in t)o+=`\0${Yn(t[i])}`;return o}function vd(e,n){if(typeof n!="string"||b(n))return n;let t=S(e.value,"ports").find(i=>m(i,"name")===n),o=m(t,"containerPort");return typeof o=="number"?o:n}function yd(e,n){let t=lw.filter(s=>!Uo(m(n,s)));if(t.length!==1)return;let o=t[0],i=m(n,o);if(!C(i))return;let r;if(o==="exec")r={command:m(i,"command")??null};else if(o==="httpGet"){let s=m(i,"path"),l=m(i,"scheme");r={path:Uo(s)||s===""?"/":s,port:vd(e,m(i,"port")),host:m(i,"host")??"",scheme:Uo(l)||l===""?"HTTP":typeof l=="string"?l.toUpperCase():l,httpHeaders:m(i,"httpHeaders")??[]}}else o==="tcpSocket"?r={port:vd(e,m(i,"port")),host:m(i,"host")??""}:r={port:m(i,"port")??null,service:m(i,"service")??""};let a={};for(let s of Object.keys(fd)){let l=m(n,s);a[s]=Uo(l)||l===0?fd[s]:l}return{key:cw(o,r,a),handler:o,action:r,timing:a}}function dw(e){let n=r=>typeof r=="string"?r:Yn(r),{action:t,timing:o}=e,i;return e.handler==="exec"?i=`exec ${Array.isArray(t.command)?t.command.map(n).join(" "):n(t.command)}`:e.handler==="httpGet"?i=`httpGet ${n(t.path)} on port ${n(t.port)}`:i=`${e.handler} on port ${n(t.port)}`,`${i}, every ${n(o.periodSeconds)}s, timeout ${n(o.timeoutSeconds)}s, ${n(o.failureThreshold)} failures`}var bd={id:"probe-liveness-same-as-readiness",family:"probes",level:"warning",scope:"ai",summary:"The livenessProbe is the same check as the readinessProbe, with the same timing.",references:["https://kubernetes.io/docs/tasks/configure-pod-container/configure-liveness-readiness-startup-probes/#define-a-liveness-http-request"],check:{podSpec(e,n){for(let t of e.containers){if(!Un(e,t)||se(e,t))continue;let o=m(t.value,"livenessProbe"),i=m(t.value,"readinessProbe");if(!C(o)||!C(i))continue;let r=yd(t,o),a=yd(t,i);if(!r||!a||r.key!==a.key)continue;let s=A(e,t,t.kind==="sidecar"?"sidecar container":"container");n.report({path:F(t,"livenessProbe"),message:`The livenessProbe of ${s} is identical to its readinessProbe (${dw(r)}): when the server is busy both fail together, so the pod is taken out of the Service and restarted at the same moment and reloads its model; give liveness a cheaper check or more tolerance than readiness (e.g. failureThreshold ${Math.max(6,4*(typeof r.timing.failureThreshold=="number"?r.timing.failureThreshold:3))}).`,related:[{path:F(t,"readinessProbe"),message:"The readinessProbe with the same check and timing."}]})}}}};var uw=["startupProbe","readinessProbe","livenessProbe"],mw=["httpGet","tcpSocket","grpc"],pw={startupProbe:"the startupProbe never succeeds: the container never counts as started and never becomes Ready",readinessProbe:"the readinessProbe never succeeds and the pod never becomes Ready",livenessProbe:"the livenessProbe never reports a failure and a hung container is never restarted"};function sr(e){let n=m(e.value,"ports"),t={names:new Map,numbers:new Set,unknownNames:!1,unknownNumbers:!1,count:0};if(n==null)return t;if(Array.isArray(n)){for(let o of n){if(t.count++,!C(o)){t.unknownNames=t.unknownNumbers=!0;continue}let i=m(o,"name"),r=m(o,"containerPort");typeof i=="string"&&!b(i)?t.names.set(i,r):i!=null&&(t.unknownNames=!0),typeof r=="number"?t.numbers.add(r):t.unknownNumbers=!0}return t}}function hw(e){let n=[...e.names].map(([t,o])=>`"${t}"${typeof o=="number"?` ${o}`:""}`);return n.length?`its named ports: ${n.join(", ")}`:e.count?"it declares no named port":"it declares no ports"}var wd={id:"probe-port-unknown",family:"probes",level:"error",scope:"ai",summary:"A probe's port is not one of the container's ports.",references:["https://kubernetes.io/docs/reference/kubernetes-api/workload-resources/pod-v1/#Probe"],check:{podSpec(e,n){for(let t of e.containers){if(t.kind!=="container"&&t.kind!=="sidecar"||se(e,t))continue;let o=sr(t);if(!o)continue;let i=A(e,t,t.kind==="sidecar"?"sidecar container":"container");for(let r of uw){let a=m(t.value,r);if(C(a))for(let s of mw){let l=m(a,s);if(!C(l))continue;let c=m(l,"host");if(c!=null&&c!=="")continue;let d=m(l,"port"),u=F(t,r,s,"port");if(typeof d=="string"){if(s==="grpc"||b(d)||/^\d+$/.test(d.trim())||o.names.has(d)||o.unknownNames)continue;let p=Z(d,[...o.names.keys()]),h=e.containers.find(v=>v!==t&&sr(v)?.names.has(d)),f=h?` (${A(e,h)} declares it, but kubelet looks a probe's port name up only in the probed container)`:"",g=p?`did you mean "${p}"?`:"declare it in the container's ports or use the port number.";n.report({path:u,message:`The ${r} of ${i} uses the named port "${d}", which is not among the container's ports (${hw(o)})${f}: kubelet cannot resolve it, so ${pw[r]}; ${g}`})}else if(typeof d=="number"&&Number.isInteger(d)){if(o.count===0||o.numbers.has(d)||o.unknownNumbers)continue;let p=[...o.numbers].join(", "),h=e.containers.find(g=>g!==t&&sr(g)?.numbers.has(d)),f=h?`; ${A(e,h)} declares it, so this probe checks that container, not this one`:"";n.report({path:u,level:"note",message:`The ${r} of ${i} checks port ${d}, which is not among the container's declared ports (${p})${f}; if the server listens on ${d}, declare it, otherwise fix the probe (a wrong port fails every check).`})}}}}}}};var kd={id:"probe-startup-budget-too-small",family:"probes",level:"warning",scope:"ai",summary:"The startupProbe gives up before the model can have finished loading.",references:["https://kubernetes.io/docs/tasks/configure-pod-container/configure-liveness-readiness-startup-probes/#define-startup-probes"],options:Io,check:{podSpec(e,n){let t=$o(e,n.options.modelLoadSeconds);if(typeof t=="number")for(let o of e.containers){if(!Un(e,o))continue;let i=m(o.value,"startupProbe");if(!C(i))continue;let r=se(e,o),a=Ce(i,"initialDelaySeconds",r),s=Ce(i,"failureThreshold",r),l=Ce(i,"periodSeconds",r);if(a===void 0||s===void 0||l===void 0)continue;let c=a+s*l;if(c>=t)continue;let d=Math.ceil((t-a)/l),u=A(e,o,o.kind==="sidecar"?"sidecar container":"container");n.report({path:F(o,"startupProbe","failureThreshold"),message:`The startupProbe of ${u} allows ${c}s (initialDelaySeconds ${a} + ${s} x ${l}s) but the model-load budget is ${t}s, so kubelet kills the container before a slow model load can finish; raise failureThreshold to at least ${d} (${d} x ${l}s), or set modelLoadSeconds if this model loads faster.`})}}}};var fw=["readinessProbe","livenessProbe"];function gw(e,n){return e?e.kind==="http"?`use httpGet ${n?e.ready:e.live} instead`:`use ${e.port===void 0?"a grpc probe of its gRPC port":`a grpc probe (grpc: {port: ${e.port}})`} instead: it serves gRPC only (${e.why})`:"use an httpGet or grpc probe of the server's health endpoint instead"}var Pd={id:"probe-tcp-only",family:"probes",level:"warning",scope:"ai",summary:"A model server is probed with tcpSocket: an open port is not a ready model.",references:["https://kubernetes.io/docs/tasks/configure-pod-container/configure-liveness-readiness-startup-probes/#define-a-tcp-liveness-probe"],check:{podSpec(e,n){for(let t of e.containers){if(!ln(e,t))continue;let o=mn(t.server);for(let i of fw){let r=m(t.value,i);if(!C(r)||!C(m(r,"tcpSocket")))continue;let a=i==="readinessProbe",s=a?"an open port does not mean the model is loaded and serving, so traffic can reach a replica that only answers with errors":"a dead or hung inference engine can leave the port open, so kubelet never restarts a container that cannot serve";n.report({path:F(t,i,"tcpSocket"),message:`The ${i} of ${A(e,t)} only checks that a TCP port accepts connections: ${s}; ${gw(o,a)}.`})}}}}};var Cd={id:"probe-timeout-too-long",family:"probes",level:"note",scope:"ai",summary:"A livenessProbe waits more than 10 seconds for an answer, so a hung server is found late.",references:["https://kubernetes.io/docs/tasks/configure-pod-container/configure-liveness-readiness-startup-probes/#configure-probes"],options:{type:"object",properties:{maxTimeoutSeconds:{type:"integer",minimum:1,default:10,description:"The largest livenessProbe `timeoutSeconds` that is not reported."}},additionalProperties:!1},check:{podSpec(e,n){let t=n.options.maxTimeoutSeconds;if(typeof t=="number")for(let o of e.containers){if(o.kind!=="container"&&o.kind!=="sidecar"||o.notServing==="idle")continue;let i=m(o.value,"livenessProbe");if(!C(i))continue;let r=m(i,"timeoutSeconds");if(typeof r!="number"||!Number.isInteger(r)||r<=t)continue;let a=se(e,o),s=Ce(i,"failureThreshold",a),l=Ce(i,"periodSeconds",a),c=s!==void 0&&l!==void 0?`, so a hung container keeps running for about ${s*Math.max(l,r)}s (${s} x ${Math.max(l,r)}s) before kubelet restarts it`:", so a hung container is restarted late",d=A(e,o,o.kind==="sidecar"?"sidecar container":"container");n.report({path:F(o,"livenessProbe","timeoutSeconds"),message:`The livenessProbe of ${d} waits timeoutSeconds ${r} for an answer (more than ${t}s)${c}; keep the liveness check cheap with timeoutSeconds of ${t} or less, and leave slowness under load to the readinessProbe.`})}}}};var vw=["readinessProbe","livenessProbe"];function yw(e){if(C(m(e,"httpGet")))return"httpGet";if(C(m(e,"grpc")))return"grpc"}var Ad={id:"probe-timeout-too-short",family:"probes",level:"warning",scope:"ai",summary:"An HTTP or gRPC probe of a model server times out after 1 second.",references:["https://kubernetes.io/docs/tasks/configure-pod-container/configure-liveness-readiness-startup-probes/#configure-probes"],fix:{kind:"fix",summary:"sets the probe's `timeoutSeconds` to 5"},check:{podSpec(e,n){for(let t of e.containers)if(ln(e,t))for(let o of vw){let i=m(t.value,o);if(!C(i))continue;let r=yw(i);if(!r)continue;let a=m(i,"timeoutSeconds"),s=a==null||a===0;if(s?se(e,t):a!==1)continue;let l=r==="grpc"?"gRPC":"HTTP",c=s?"sets no timeoutSeconds, so it uses the default of 1s":"uses timeoutSeconds 1",d=o==="readinessProbe"?"the pod drops out of the Service endpoints":"kubelet restarts the container, throwing away its loaded model,",u=F(t,o,"timeoutSeconds");n.report({path:u,fix:{kind:"fix",description:`Set the ${o}'s timeoutSeconds to 5`,changes:[{op:"set",path:u,value:5}]},message:`The ${l} ${o} of ${A(e,t)} ${c}: an inference server under load often answers its health check later than that, so ${d} when it is busiest; set timeoutSeconds to 3 or more (e.g. 5).`})}}}};var bw=new Set(["worker","prefill-worker"]);function ww(e,n){return ln(e,n)?n.server!==void 0||S(n.value,"ports").length>0:!1}function kw(e){let n=mn(e.server);return n?n.kind==="http"?`add a readinessProbe on httpGet ${n.ready}`:`add ${n.port===void 0?"a grpc readinessProbe on its gRPC port":`a readinessProbe with grpc: {port: ${n.port}}`} (it serves gRPC only: ${n.why})`:"add a readinessProbe on the server's health endpoint"}function Pw(e,n){return se(e,n)||e.providesProbes?!0:e.role!==void 0&&bw.has(e.role)}var Sd={id:"readiness-probe-missing",family:"probes",level:"warning",scope:"ai",summary:"A model server has no readinessProbe, so it gets traffic before the model is loaded.",references:["https://kubernetes.io/docs/tasks/configure-pod-container/configure-liveness-readiness-startup-probes/#define-readiness-probes"],check:{podSpec(e,n){for(let t of e.containers){if(!ww(e,t)||Pw(e,t))continue;let o=m(t.value,"readinessProbe");if(o!=null)continue;let i=m(t.value,"startupProbe"),r=i!=null?"it counts as ready as soon as its startupProbe succeeds once and stays in the Service even when the server stops answering":"it counts as ready as soon as it starts, so the Service sends it requests while the model is still loading";n.report({path:F(t,"readinessProbe"),message:`${N(A(e,t))} has no readinessProbe: ${r}; ${kw(t)}.`})}}}};var xd={id:"render-failed",family:"input",level:"error",scope:"general",reportedByLoader:"render",summary:"A Helm chart or kustomization among the inputs could not be rendered, so none of its objects were linted.",references:["https://helm.sh/docs/helm/helm_template/","https://kubectl.docs.kubernetes.io/references/kustomize/cmd/build/"],check:{}};function Cw(e){for(let n of e.containers){let t=L(e,n);if(t==="dra-gpu")return{path:[...n.path,"resources","claims"],what:`${A(e,n)} uses a GPU resource claim`};if(t!=="resource")continue;let o=n.gpu.find(r=>(r.count===void 0||r.count>0)&&gt(r.resource)!=="amd");if(!o)continue;let i=m(n.limits,o.resource)!==void 0?"limits":"requests";return{path:[...n.path,"resources",i,o.resource],what:`${A(e,n)} requests ${o.resource}`}}if(e.dra==="gpu")return{path:[...e.path,"resourceClaims"],what:"the pod claims GPUs through DRA"}}function Aw(e){return e.object.group!=="argoproj.io"?!1:[P(e.spec,"podSpecPatch"),P(w(e.object.value,"spec"),"podSpecPatch")].some(t=>t?.includes("runtimeClassName"))}var Rd={id:"runtime-class-missing",family:"runtime",level:"warning",scope:"ai",summary:"A GPU pod sets no runtimeClassName although the GPU nodes do not run the NVIDIA runtime by default.",references:["https://kubernetes.io/docs/concepts/containers/runtime-class/","https://github.com/NVIDIA/k8s-device-plugin#quick-start"],check:{podSpec(e,n){if(n.cluster.defaultRuntime==="nvidia")return;let t=m(e.spec,"runtimeClassName");if(t!=null&&t!==""||Aw(e))return;let o=Cw(e);if(!o)return;let i=n.cluster.runtimeClasses.find(r=>r.toLowerCase().includes("nvidia"))??"nvidia";n.report({path:[...e.path,"runtimeClassName"],message:`${N(o.what)} but the pod sets no runtimeClassName, and the config says the GPU nodes' default runtime is ${n.cluster.defaultRuntime} (cluster.defaultRuntime), so the container starts without the NVIDIA driver libraries and devices; set runtimeClassName: ${i}.`,related:[{path:o.path,message:"The GPU request."}]})}}};var Sw="runtime-class-undefined";function xw(e){let n=w(e,"spec"),t=P(w(n,"operator"),"runtimeClass"),o=[t&&t.trim()!==""?t:"nvidia"];return m(w(n,"cdi"),"enabled")===!0&&o.push("nvidia-cdi","nvidia-legacy"),o}var Dd={id:Sw,family:"runtime",level:"error",scope:"general",needsWholeInput:!0,summary:"runtimeClassName names a RuntimeClass that is neither in the input nor in the config.",references:["https://kubernetes.io/docs/concepts/containers/runtime-class/"],check:{collect(e,n,t){let o={};e.group==="nvidia.com"&&e.kind==="ClusterPolicy"&&(o.defines=xw(e.value));for(let i of n()){let r=m(i.spec,"runtimeClassName");typeof r!="string"||r===""||b(r)||(o.refs??=[]).push({name:r,range:t.anchor([...i.path,"runtimeClassName"])})}return o.refs||o.defines?o:void 0},input(e,n){let t=new Set(n.cluster.runtimeClasses);for(let i of e.ofKind("node.k8s.io","RuntimeClass"))i.name&&t.add(i.name);for(let i of e.ofKind("nvidia.com","ClusterPolicy"))for(let r of n.facts(i)?.defines??[])t.add(r);if([...t].some(b))return;let o=[...t].sort();for(let i of e.objects)for(let r of n.facts(i)?.refs??[]){if(t.has(r.name))continue;let a=Z(r.name,o),s=a?`did you mean "${a}"? Otherwise define`:"define",l=o.length>0?`neither in the input nor in config cluster.runtimeClasses (known: ${o.join(", ")})`:"neither in the input nor in config cluster.runtimeClasses";n.report({object:i,range:r.range,message:`runtimeClassName "${r.name}" names a RuntimeClass that is ${l}, so the API server rejects the pods ("RuntimeClass not found"); ${s} the RuntimeClass, or list it in cluster.runtimeClasses if the cluster already has it.`})}}}};var Rw="^(\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))(([KMGTPE]i)|[numkMGTPE]|([eE](\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))))?$",Dw=64,Iw=5e4;function Id(e){let n=fe(e);if(!n)return;let t=w(e.value,"spec"),o=e.apiVersion==="apiextensions.k8s.io/v1beta1",i=m(t,"preserveUnknownFields"),r=new Map,a=new lr(n.crd.kind),s=w(w(t,"validation"),"openAPIV3Schema"),l=m(t,"versions");if(Array.isArray(l))for(let c of l){let d=m(c,"name");if(typeof d!="string")continue;let u=w(w(c,"schema"),"openAPIV3Schema")??s;u&&r.set(d,a.root(u))}else{let c=m(t,"version");typeof c=="string"&&s&&r.set(c,a.root(s))}return{crd:n.crd,preserveUnknownFields:i===!0||o&&i!==!1,schemas:r}}var lr=class{constructor(n){this.kind=n}kind;nodes=0;interned=new Map;ids=new Map;root(n){this.nodes=0;let t=this.compile(n,0),o=new Map(t.kind==="object"?t.fields():[]);return o.delete("metadata"),o.set("status",ge),{kind:"object",name:this.kind,fields:()=>o,open:t.kind==="object"?t.open:!0,embedded:!0}}compile(n,t){if(!C(n)||t>Dw||++this.nodes>Iw)return ge;if(n["x-kubernetes-int-or-string"]===!0)return this.intern(Zn(ne(n.pattern===Rw?"quantity":"int-or-string"),n.enum));let o=n["x-kubernetes-preserve-unknown-fields"]===!0,i=n["x-kubernetes-embedded-resource"]===!0;switch(n.type){case"string":return this.intern(Zn(ne("string"),n.enum));case"integer":return this.intern(Zn(ne("integer"),n.enum));case"number":return this.intern(Zn(ne("number"),n.enum));case"boolean":return this.intern(Zn(ne("boolean"),n.enum));case"array":{let r=n.items;return this.intern({kind:"array",items:C(r)?this.compile(r,t+1):ge})}case"object":case void 0:{let r=C(n.properties)?n.properties:void 0,a=n.additionalProperties;if(!r&&C(a))return this.intern({kind:"map",values:this.compile(a,t+1)});if(n.type===void 0&&!r&&!i)return ge;if(!r&&o&&!i)return ge;let s=new Map;for(let c of Object.keys(r??{}))s.set(c,this.compile(r[c],t+1));let l=o||a===!0||C(a);return this.intern({kind:"object",name:this.kind,fields:()=>s,open:l,...i?{embedded:i}:{}})}default:return ge}}intern(n){let t=this.key(n),o=this.interned.get(t);return o||(this.interned.set(t,n),this.ids.set(n,this.ids.size),n)}id(n){if(n===ge)return"a";let t=this.ids.get(n);return t===void 0?`?${this.key(n)}`:`#${t}`}key(n){switch(n.kind){case"any":return"a";case"scalar":return`s:${n.type}:${n.enum?JSON.stringify(n.enum):""}`;case"array":return`[${this.id(n.items)}`;case"map":return`{${this.id(n.values)}`;case"object":{let t=`o:${n.open?1:0}${n.embedded?1:0}:`;for(let[o,i]of n.fields())t+=`${JSON.stringify(o)}=${this.id(i)},`;return t}}}};function Zn(e,n){if(!Array.isArray(n)||n.length===0||e.kind!=="scalar")return e;let t=n.filter(o=>o===null||typeof o!="object");return t.length!==n.length?e:{...e,enum:t}}var Gd=X("schema-notices",()=>new Map);function Ed(e){return[...e.get(Gd).values()]}function $w(e,n){let t=Pn(e.kubernetesVersion),o=Cn(t.version);if(t.newer||t.older){let i=n.get(Gd);i.has(t.requested)||i.set(t.requested,Uw(t))}return{choice:t,schema:o}}function Uw(e){let n=_n(),t=`${n[0]} to ${n[n.length-1]}`,o=JSON.stringify(e.requested);if(!/^1\.\d+$/.test(e.requested))return`settings.kubernetesVersion ${o} is not a Kubernetes minor version such as 1.34: built-in kinds are checked against the bundled Kubernetes ${e.version} schema (bundled: ${t}).`;let i=e.newer?"newer":"older",r=e.newer?`a field added after ${e.version} is reported as unknown`:`a field removed before ${e.version} is reported as unknown and one added after ${e.requested} is accepted`;return`settings.kubernetesVersion is ${e.requested}, ${i} than every bundled Kubernetes schema (${t}): built-in kinds are checked against the nearest, ${e.version}, so ${r}.`}var $d=new WeakMap;function Gw(e,n,t){let o=$d.get(e);if(o?.settings===n)return o.issues;let i=[];$d.set(e,{settings:n,issues:i});let r=e.objects.filter(c=>Le(c.group)==="builtin"&&!b(c.apiVersion)&&!b(c.kind));if(r.length===0)return i;let a,s;try{({choice:a,schema:s}=$w(n,t))}catch{return i}let l=new Set(e.ambiguous.map(c=>an(c.path)));for(let c of r){let d=s.kind(c.apiVersion,c.kind);if(!d.served){let u=Tw(c,a,s);u&&i.push(u);continue}d.node&&i.push(...qn(c.value,d.node,{base:c.path,schemaLabel:Ew(a),unknownFields:!0,skip:l,gpuResources:n.gpuResources}))}return i}function Ew(e){return e.newer||e.older?`the Kubernetes ${e.version} schema (the nearest bundled to ${e.requested})`:`the Kubernetes ${e.version} schema`}var Mw=new Set(["/Config"]);function Tw(e,n,t){if(Mw.has(`${e.group}/${e.kind}`)||e.kind==="List"||wi(e.apiVersion,e.kind,n.requested).status==="removed")return;let o=n.newer||n.older,i=o?`Kubernetes ${n.version} (the nearest bundled to ${n.requested})`:`Kubernetes ${n.version}`,r=`${e.apiVersion} ${e.kind}`,a=[...e.path,"apiVersion"],s=t.servedVersionsOf(e.group,e.kind),l=s.length>0?s:t.servedVersionsOf(void 0,e.kind),c=Es(e.apiVersion,e.kind);if(c.length>0){let h=(l.length>0?`use ${l[0]}${o?` if Kubernetes ${n.requested} serves it`:""}`:void 0)??"set settings.kubernetesVersion to a version that serves it";return{kind:"invalid-value",path:a,message:`${i} does not serve ${r} (the bundled schemas have it in ${c.join(", ")}); ${h}.`}}if(l.length>0)return o?void 0:{kind:"invalid-value",path:a,message:`${i} serves ${e.kind} as ${l.join(", ")}, not as ${e.apiVersion}; use ${l[0]}.`};let d=t.kindsOf(e.apiVersion);if(d.length>0){let p=e.kind.toLowerCase(),h=d.find(g=>g.toLowerCase()===p);if(o&&!h)return;let f=h??Z(e.kind,d);return{kind:"invalid-value",path:[...e.path,"kind"],message:`${e.apiVersion} has no kind ${JSON.stringify(e.kind)} in ${i}${f?`; did you mean ${f}?`:"."}`}}if(o)return;let u=`${_n()[0]}-${_n()[_n().length-1]}`;return{kind:"invalid-value",path:a,message:`${i} serves no ${r}: no Kubernetes release from ${u} has ${e.apiVersion}; fix the apiVersion, or if a newer release added it, set settings.kubernetesVersion to that release.`}}var cr=2e4,Nw=X("schema-facts",()=>new WeakMap);function Lw(e,n){let t=n.run.get(Nw),o=t.get(e.value);if(o!==void 0)return o??void 0;let i;try{e.group==="apiextensions.k8s.io"&&e.kind==="CustomResourceDefinition"?i=Id(e):Re(e)&&(i=Ow(e,n.anchor))}catch{i=void 0}return t.set(e.value,i??null),i}function Ow(e,n){let t={value:e.value,base:e.path,at:new Map,ranges:[],snippets:new Map,skip:new Set},o=[{value:e.value,path:[...e.path]}],i=0,r=(a,s,l)=>{let c=[...a,s],d=n(c);if(!d)return;let u=an(c);t.at.set(u,t.ranges.length),t.ranges.push(d.start.line,d.start.column,d.end.line,d.end.column),d.snippet&&!t.snippets.has(d.start.line)&&t.snippets.set(d.start.line,d.snippet),(typeof l=="boolean"||typeof l=="number")&&Vw(d)&&t.skip.add(u),typeof l=="object"&&l!==null&&o.push({value:l,path:c})};for(;o.length>0&&i<cr;){let{value:a,path:s}=o.pop();if(Array.isArray(a))for(let l=0;l<a.length&&++i<=cr;l++)r(s,l,a[l]);else if(C(a)){for(let l in a)if(Object.prototype.hasOwnProperty.call(a,l)){if(++i>cr)break;r(s,l,a[l])}}}return t}function Vw(e){let n=e.snippet;if(!n||e.start.line!==e.end.line)return!1;let o=n.text.slice(e.start.column-1-n.offset,e.end.column-1-n.offset).replace(/^(?:-\s+)?[^:]*:\s+/,"").trim();return Xr.has(o)||/^[-+]?0[0-9]+$/.test(o)}var Ud=new WeakMap;function jw(e,n,t){let o=Wt(e,n),i=[],r=_w(t);for(let a of e.objects){if(!Re(a))continue;let s=n(a),l=s?.at&&o(a);if(!s||!l)continue;let c=Lt(a.apiVersion),d,u;for(let p of l.entries){let h=Fw(s,p,n,c,t,r);if(!h){d=[];break}if(!d)d=h,u=p;else{let f=new Set(h.map(g=>`${g.kind}\0${an(g.path)}`));d=d.filter(g=>f.has(`${g.kind}\0${an(g.path)}`))}}for(let p of d??[])i.push({summary:a,issue:p,range:qw(s,p.path),crd:u})}return i}function _w(e){let n=null;return()=>{if(n===null)try{n=Cn(Pn(e.kubernetesVersion).version).objectMeta()}catch{n=void 0}return n}}function Fw(e,n,t,o,i,r){let a=t(n.summary),s=a?.schemas.get(o);if(!a||!s||n.fact.versions?.find(d=>d.name===o)?.served===!1)return;let l=Ud.get(e);if(l&&l.crd===a&&l.settings===i)return l.issues;let c=qn(e.value,s,{base:e.base,schemaLabel:`the schema of CustomResourceDefinition ${a.crd.name} (${o})`,unknownFields:!a.preserveUnknownFields,objectMeta:r(),skip:e.skip,gpuResources:i.gpuResources});return Ud.set(e,{crd:a,settings:i,issues:c}),c}function qw(e,n){for(let t=n.length;t>e.base.length;t--){let o=e.at.get(an(n.slice(0,t)));if(o===void 0)continue;let[i,r,a,s]=e.ranges.slice(o,o+4),l={start:{line:i,column:r},end:{line:a,column:s}},c=e.snippets.get(i);return c?{...l,snippet:c}:l}}function Go(e,n){return{document(t,o){for(let i of Gw(t,o.settings,o.run))i.kind===n&&o.report({path:i.path,message:i.message})},collect:(t,o,i)=>Lw(t,i),input(t,o){for(let i of jw(t,o.facts,o.settings))i.issue.kind===n&&o.report({object:i.summary,message:i.issue.message,range:i.range,related:[{file:i.crd.summary.file,range:Ie(i.crd.summary.range),message:`The CustomResourceDefinition ${i.crd.fact.name} whose schema the resource is checked against.`}]})}}}var Md="schema-invalid-value",Td={id:Md,family:"schema",level:"error",scope:"general",summary:"A value of the wrong type or format for its field (a list where a mapping goes, `replicas: three`, a quantity that does not parse, an enum value the API does not accept).",references:["https://kubernetes.io/docs/reference/kubernetes-api/common-definitions/quantity/","https://kubernetes.io/docs/reference/using-api/api-concepts/#field-validation"],check:Go(Md,"invalid-value")};var Nd="schema-unknown-field",Ld={id:Nd,family:"schema",level:"error",scope:"general",summary:"A field that the object's schema does not have: a typo such as `resource:` or `livenessprobe:`, or a field of another version.",references:["https://kubernetes.io/docs/reference/using-api/api-concepts/#field-validation","https://kubernetes.io/docs/tasks/extend-kubernetes/custom-resources/custom-resource-definitions/#field-pruning"],check:Go(Nd,"unknown-field")};var zw="service-account-token-automount",Od=/(?:^|\/)(?:kubectl|k8s-wait-for|kubernetes-client)(?:$|[:@/-])|(?:^|[\s/;&|'"])(?:kubectl|helm|oc)(?=$|[\s;&|'"])/;function Bw(e){let n=w(e.object.value,"spec"),t=e.object.kind==="RayJob"?w(n,"rayClusterSpec"):e.object.kind==="RayService"?w(n,"rayClusterConfig"):n,o=m(t,"enableInTreeAutoscaling");return o===!0||b(o)}function Ww(e){let n=e.object;return n.group==="argoproj.io"||n.group==="ray.io"&&e.role==="head"&&Bw(e)||n.group==="kubeflow.org"&&n.kind==="MPIJob"&&String(e.path[e.path.length-3]).toLowerCase()==="launcher"?!0:e.containers.some(t=>t.env.has("KUBECONFIG")||Kw(t))}function Kw(e){return e.image!==void 0&&Od.test(e.image.raw)?!0:un(e).some(n=>Od.test(n.text))}function Jw(e){let n=e.object;return Le(n.group)==="builtin"?!0:n.group==="serving.knative.dev"?!1:n.group==="serving.kserve.io"?n.kind==="InferenceService":e.path.length-n.path.length>=2&&e.path[e.path.length-1]==="spec"}function Hw(e){let n=e.object,t=e.path[e.path.length-2]==="template"&&n.group==="kubeflow.org"?String(e.path[e.path.length-3]):e.role;return`${M(n)}${t?` (${t})`:""}`}var Vd={id:zw,family:"network-security",level:"note",scope:"ai",summary:"An AI workload mounts the default service account's API token without needing the API.",references:["https://kubernetes.io/docs/tasks/configure-pod-container/configure-service-account/#opt-out-of-api-credential-automounting","https://kubernetes.io/docs/concepts/security/service-accounts/"],fix:{kind:"suggestion",summary:"sets `automountServiceAccountToken: false` on the pod spec"},check:{collect(e,n,t){if(e.group===""&&e.kind==="ServiceAccount"){let i=m(e.value,"automountServiceAccountToken");return{type:"serviceAccount",automount:i==null?void 0:typeof i=="boolean"?i:null}}if(e.group==="rbac.authorization.k8s.io"&&(e.kind==="RoleBinding"||e.kind==="ClusterRoleBinding")){let i=S(e.value,"subjects").filter(r=>m(r,"kind")==="ServiceAccount").map(r=>({namespace:P(r,"namespace")??q(e),name:P(r,"name")??""}));return i.length?{type:"binding",subjects:i}:void 0}let o=[];for(let i of n()){if(!i.workload.ai||i.workload.notebook||i.mergedWith!==void 0)continue;let r=m(i.spec,"automountServiceAccountToken");if(r!=null&&r!==!0)continue;let a=m(i.spec,"serviceAccountName")??m(i.spec,"serviceAccount");a!=null&&a!=="default"&&a!==""||Ww(i)||o.push({what:Ne(Hw(i)),at:t.anchor([...i.path,"automountServiceAccountToken"]),explicit:r===!0,settable:Jw(i)})}return o.length?{type:"pods",pods:G(o)}:void 0},input(e,n){let t=new Map;for(let o of e.ofKind("","ServiceAccount")){let i=n.facts(o);i?.type==="serviceAccount"&&t.set(`${q(o)}/${o.name??""}`,i.automount)}for(let o of e.unitIndexes()){let i=new Set;for(let r of o.objects){let a=n.facts(r);if(a?.type==="binding")for(let s of a.subjects)i.add(`${s.namespace}/${s.name}`)}for(let r of o.objects){let a=n.facts(r);if(a?.type!=="pods")continue;let s=`${q(r)}/default`;if(!i.has(s))for(let l of a.pods){let c=t.get(s);if(!l.explicit&&(c===!1||c===null))continue;let d=l.explicit?"automountServiceAccountToken: true":t.has(s)?"neither the pod nor the ServiceAccount sets automountServiceAccountToken: false":"automountServiceAccountToken is not false";n.report({object:r,range:l.at,message:`The pods of ${l.what} mount the API token of the "default" ServiceAccount (${d}) although nothing in its ${K(r)} grants it a role; set automountServiceAccountToken: false so code in the containers cannot call the API server with it.`,fix:l.settable&&l.at?{kind:"suggestion",description:"Set automountServiceAccountToken: false on the pod spec",changes:[{op:"set",path:l.at.path,value:!1}]}:void 0})}}}}}};var Qw=new Set(["metadata.namespace","spec.serviceAccountName"]);function Xw(e){return e.object.group==="apps"&&e.object.kind==="DaemonSet"?"many":e.podCount}function Yw(e,n){let t=[...e.matchAll(/\$\(([A-Za-z_][A-Za-z0-9_.-]*)\)/g)].map(o=>o[1]);for(let o of t){let i=n.env.get(o);if(!i)return;if(i.value!==void 0){if(b(i.value))return;continue}let r=S(n.value,"env")[i.path[i.path.length-1]],a=P(w(w(r,"valueFrom"),"fieldRef"),"fieldPath");if(a===void 0||!Qw.has(a))return!1}return!0}var jd={id:"shared-pvc-subpath-race",family:"network-security",level:"warning",scope:"general",summary:"Several replicas write into one PersistentVolumeClaim directory (a static subPath, or a StatefulSet sharing one claim).",references:["https://kubernetes.io/docs/concepts/storage/volumes/#using-subpath","https://kubernetes.io/docs/concepts/workloads/controllers/statefulset/#volume-claim-templates"],check:{podSpec(e,n){let t=Xw(e);if(t===void 0||t!=="many"&&t<2)return;let o=e.object.group==="apps"&&e.object.kind==="StatefulSet";S(e.spec,"volumes").forEach((i,r)=>{let a=m(i,"persistentVolumeClaim"),s=P(i,"name");if(!C(a)||s===void 0||b(s))return;let l=m(a,"readOnly");if(l===!0||b(l))return;let c=m(a,"claimName"),d=typeof c=="string"?`PersistentVolumeClaim "${c}"`:"the PersistentVolumeClaim",u=[];for(let y of e.containers)y.kind!=="ephemeral"&&S(y.value,"volumeMounts").forEach((k,$)=>{if(P(k,"name")!==s)return;let E=m(k,"readOnly"),H={c:y,index:$,readOnly:E===!0||b(E)},B=m(k,"subPath"),te=m(k,"subPathExpr");typeof B=="string"&&B!==""&&!b(B)?Object.assign(H,{shared:B,key:"subPath"}):typeof te=="string"&&te!==""&&!b(te.replace(/\$\([A-Za-z_][A-Za-z0-9_.-]*\)/g,""))&&Yw(te,y)&&Object.assign(H,{shared:te,key:"subPathExpr"}),u.push(H)});let p=u.filter(y=>!y.readOnly);if(p.length===0)return;let h=t==="many"?"every pod of the DaemonSet (one per node)":`the ${t} pods`,f=[...e.path,"volumes",r,"persistentVolumeClaim"];if(o){n.report({path:f,message:`${M(e.object)} mounts ${d} from its pod template, so ${h} share one volume instead of getting one each (with ReadWriteOnce they also cannot run on different nodes); declare it in spec.volumeClaimTemplates, or mount it readOnly if the replicas only read it.`,related:p.map(y=>({path:[...y.c.path,"volumeMounts",y.index],message:`${A(e,y.c)} mounts it here.`}))});return}let g=p.filter(y=>y.shared!==void 0);if(g.length===0)return;let v=g.map(y=>`${y.key} "${y.shared}" in ${A(e,y.c)}`).join(", ");n.report({path:f,message:`${d} is mounted writable with ${v} by ${h} of ${M(e.object)}, so they all write into the same directory and overwrite each other's checkpoints, caches or logs; use subPathExpr with $(POD_NAME) from the downward API (or a claim per pod), or mount it readOnly.`,related:g.map(y=>({path:[...y.c.path,"volumeMounts",y.index,y.key],message:`${A(e,y.c)} mounts it with the same ${y.key} in every pod.`}))})})}}};var en="/dev/shm",Zw=new RegExp(`(?:^|[\\s/;&|'"(=])(?:torchrun|deepspeed|text-generation-launcher)(?=$|[\\s;&|'")])|torch\\.distributed\\.(?:run|launch)\\b|\\baccelerate\\s+launch\\b|\\bvllm\\s+serve\\b|\\bvllm\\.entrypoints\\b|\\bsglang\\.launch_server\\b`);function ek(e,n){let t=n.path[n.path.length-2];return e.object.group==="serving.kserve.io"&&e.object.kind==="InferenceService"&&t!=="containers"&&t!=="initContainers"}function nk(e){if(ca(e.family))return`image ${e.image?.raw??e.family?.id}`;let n=Zw.exec(un(e).map(t=>t.text).join(" "));return n?`it runs ${n[0].replace(/^[\s/;&|'"(=]/,"").replace(/\s+/g," ")}`:void 0}function _d(e){let n=m(e,"memory");if(b(n))return;let t=V(n);return t&&t.value>0?{bytes:t.value,source:String(n)}:void 0}var Fd=2**30;function dr(e,n){let t=_d(e.limits)??_d(w(w(n.spec,"resources"),"limits"));return t?t.bytes<Fd?{size:`${Math.max(64,Math.floor(t.bytes/2/2**20))}Mi`,limit:t.source,fits:!1}:{size:`${Math.max(1,Math.round(t.bytes/2/Fd))}Gi`,limit:t.source,fits:!0}:{size:"8Gi",fits:!0}}function qd(e,n){let{size:t,limit:o}=dr(e,n);return o===void 0?`e.g. sizeLimit: ${t}`:`e.g. sizeLimit: ${t}, half the ${o} memory limit`}function tk(e){let n=new Set,t=(o,i)=>{for(let r of o){let a=i(r);if(typeof a!="string"||b(a))return!1;n.add(a)}return!0};if(t(S(e.spec,"volumes"),o=>m(o,"name"))){if(e.object.group==="apps"&&e.object.kind==="StatefulSet"){let o=S(w(e.object.value,"spec"),"volumeClaimTemplates");if(!t(o,i=>m(w(i,"metadata"),"name")))return}if(e.object.group==="argoproj.io"){let o=w(e.object.value,"spec"),i=e.object.kind==="CronWorkflow"?w(o,"workflowSpec"):o;if(!t(S(i,"volumes"),r=>m(r,"name"))||!t(S(i,"volumeClaimTemplates"),r=>m(w(r,"metadata"),"name")))return}return n}}function ok(e){if(e.object.group!=="argoproj.io")return!1;let n=w(e.object.value,"spec"),t=e.object.kind==="CronWorkflow"?w(n,"workflowSpec"):n;return m(e.spec,"podSpecPatch")!==void 0||m(t,"podSpecPatch")!==void 0}function ik(e,n,t){if(ok(e)||e.object.group==="serving.knative.dev")return;let o=tk(e);if(!o)return;for(let d of e.containers)for(let u of S(d.value,"volumeMounts")){let p=m(u,"name");if(typeof p!="string"||!o.has(p))return}let i=S(n.value,"volumeMounts"),r=[...n.path,"volumeMounts"],a=A(e,n);if(t.length>0){let[d,...u]=t;if(u.length>0||i.some(g=>P(g,"name")===d.name))return;let p=m(w(d.value,"emptyDir"),"sizeLimit");if(!(p!=null)&&dr(n,e).limit===void 0)return;let f=d.name;return{kind:"fix",description:`Mount the pod's Memory emptyDir "${f}" at ${en} in ${a}`,changes:[{op:"append",path:r,value:{name:f,mountPath:en}}]}}let{size:s,fits:l}=dr(n,e);if(!l)return;let c="dshm";for(let d=2;o.has(c);d++)c=`dshm-${d}`;return{kind:"fix",description:`Mount a new emptyDir "${c}" with medium: Memory and sizeLimit: ${s} at ${en} in ${a}`,changes:[{op:"append",path:r,value:{name:c,mountPath:en}},{op:"append",path:[...e.path,"volumes"],value:{name:c,emptyDir:{medium:"Memory",sizeLimit:s}}}]}}function zd(e){if(!e)return{kind:"unknown"};let n=m(e,"emptyDir");if(n!==void 0){let t=m(n,"medium");return t==="Memory"||b(t)?{kind:"memory"}:{kind:"disk-emptyDir",sourceKey:"emptyDir"}}return m(e,"hostPath")!==void 0?{kind:"host"}:m(e,"persistentVolumeClaim")!==void 0?{kind:"pvc",sourceKey:"persistentVolumeClaim"}:m(e,"ephemeral")!==void 0?{kind:"pvc",sourceKey:"ephemeral"}:{kind:"other"}}var Bd={id:"shm-missing",family:"resources",level:"warning",scope:"ai",summary:"A PyTorch-based GPU container has no memory-backed /dev/shm.",fix:{kind:"fix",summary:"mounts a new emptyDir `dshm` with `medium: Memory` at `/dev/shm`, its `sizeLimit` half the container's memory limit (whole Gi, at least 1Gi) or 8Gi without one, or mounts the pod's one Memory emptyDir the container does not mount"},check:{podSpec(e,n){if(e.providesDevShm||e.mergedWith||m(e.spec,"hostIPC")===!0)return;let t=m(e.spec,"volumes");if(t!=null&&!Array.isArray(t))return;let o=new Map;S(e.spec,"volumes").forEach((a,s)=>{let l=P(a,"name");l!==void 0&&C(a)&&!o.has(l)&&o.set(l,{index:s,value:a})});let i=[...o.entries()].filter(([,a])=>zd(a.value).kind==="memory").map(([a,s])=>({name:a,...s})),r=i.map(a=>a.name);for(let a of e.containers){if(a.kind!=="container"&&a.kind!=="sidecar"||a.notServing==="idle"||ek(e,a)||!(L(e,a)==="resource"||L(e,a)==="dra-gpu"))continue;let s=nk(a);if(!s)continue;let l=m(a.value,"volumeMounts");if(l!=null&&!Array.isArray(l))continue;let c=S(a.value,"volumeMounts"),d=c.findIndex(k=>{let $=P(k,"mountPath");return $!==void 0&&Ke($)===en});if(d===-1){if(c.some(E=>b(m(E,"mountPath"))))continue;let k=r.map(E=>({name:E,at:c.find(H=>P(H,"name")===E)})).map(({name:E,at:H})=>H?`the pod's Memory emptyDir "${E}" is mounted at ${P(H,"mountPath")??"?"} instead`:`the pod's Memory emptyDir "${E}" is not mounted in it`),$=k.length?` (${k.join("; ")})`:"";n.report({path:[...a.path,"volumeMounts"],message:`${N(A(e,a))} runs PyTorch on a GPU (${s}) but mounts nothing at ${en}${$}, so it gets the runtime's 64Mi default and DataLoader workers or NCCL fail; mount an emptyDir with medium: Memory at ${en} (${qd(a,e)}).`,fix:ik(e,a,i)});continue}let u=c[d],p=P(u,"name");if(p===void 0||b(p))continue;let h=o.get(p),{kind:f,sourceKey:g}=zd(h?.value);if(f!=="disk-emptyDir"&&f!=="pvc")continue;let v=h&&g?[{path:[...e.path,"volumes",h.index,g],message:`Volume "${p}" is defined here.`}]:[],y=f==="pvc"?`volume "${p}" (${g}), which is disk, not shared memory`:`emptyDir "${p}" without medium: Memory, which lives on the node's disk`;n.report({path:[...a.path,"volumeMounts",d,"mountPath"],message:`${N(A(e,a))} runs PyTorch on a GPU (${s}) but its ${en} is ${y}; mount an emptyDir with medium: Memory there instead (${qd(a,e)}).`,related:v})}}}};function Wd(e){if(b(e))return;let n=V(e);return n&&n.value>0?n.value:void 0}function rk(e,n,t){let o=[];for(let i of e){if(i.kind==="ephemeral"||!S(i.value,"volumeMounts").filter(l=>P(l,"name")===n).some(l=>m(l,"readOnly")!==!0))continue;let a=m(i.limits,"memory"),s=Wd(a);s===void 0||s>=t||o.push({container:i,limit:s,written:String(a),path:[...i.path,"resources","limits","memory"]})}return o}var Kd={id:"shm-size-exceeds-memory-limit",family:"resources",level:"warning",scope:"ai",summary:"A memory-backed emptyDir (`medium: Memory`) has a sizeLimit above the memory limit of a container that mounts it.",references:["https://kubernetes.io/docs/concepts/storage/volumes/#emptydir"],check:{podSpec(e,n){S(e.spec,"volumes").forEach((t,o)=>{let i=w(t,"emptyDir");if(!i||m(i,"medium")!=="Memory")return;let r=m(i,"sizeLimit"),a=Wd(r),s=P(t,"name");if(a===void 0||s===void 0)return;let l=rk(e.containers,s,a);if(l.length===0)return;let c=l.reduce((u,p)=>p.limit<u.limit?p:u),d=l.length===1?`the ${c.written} memory limit of ${A(e,c.container)}`:`the memory limits of ${l.map(u=>`${A(e,u.container)} (${u.written})`).join(", ")}`;n.report({path:[...e.path,"volumes",o,"emptyDir","sizeLimit"],message:`emptyDir volume "${s}" (medium: Memory) has sizeLimit ${String(r)}, above ${d}: tmpfs pages count against the memory limit of the container that writes them, so it is OOM-killed before the volume is full and the sizeLimit never applies; set sizeLimit well below ${c.written}, leaving room for the process, or raise the memory limit.`,related:l.map(u=>({path:u.path,message:`The memory limit of ${A(e,u.container)}.`}))})})}}};function Jd(e){let n=m(e,"memory");if(n==null)return"missing";if(b(n))return"unknown";let t=V(n);return t?t.value>0?"set":"missing":"unknown"}function ak(e,n){return e.filter(t=>t.kind!=="ephemeral"&&S(t.value,"volumeMounts").some(o=>P(o,"name")===n))}var Hd={id:"shm-size-limit-missing",family:"resources",level:"warning",scope:"ai",summary:"A memory-backed emptyDir (`medium: Memory`) has no sizeLimit and no memory limit of the containers that mount it bounds it.",check:{podSpec(e,n){Jd(w(w(e.spec,"resources"),"limits"))==="missing"&&S(e.spec,"volumes").forEach((t,o)=>{let i=w(t,"emptyDir");if(!i||m(i,"medium")!=="Memory")return;let r=m(i,"sizeLimit");if(r!=null)return;let a=P(t,"name");if(a===void 0)return;let s=ak(e.containers,a),l=s.map(p=>pn(p)?"unknown":Jd(p.limits));if(l.includes("unknown"))return;let c=s.filter((p,h)=>l[h]==="missing");if(c.length===0)return;let d=c.map(p=>A(e,p,Je(p))),u=d.length===1?d[0]:`${d.slice(0,-1).join(", ")} and ${d[d.length-1]}`;n.report({path:[...e.path,"volumes",o,"emptyDir"],message:`emptyDir volume "${a}" is memory-backed (medium: Memory) with no sizeLimit, and ${u}, which ${d.length===1?"mounts it, has":"mount it, have"} no memory limit either, so the tmpfs can grow until it takes the node's memory; set emptyDir.sizeLimit (e.g. 8Gi) or a memory limit on ${u}.`})})}}};var sk="tensor-parallel-gpu-mismatch",Qd={vllm:"vLLM",sglang:"SGLang",tgi:"TGI","tensorrt-llm":"TensorRT-LLM"},Xd={vllm:"--tensor-parallel-size",sglang:"--tp-size",tgi:"--num-shard","tensorrt-llm":"--tp_size"};function Yd(e,n=""){return`${Q(e,"GPU")}${n} ${e===1?"stays":"stay"} idle`}function lk(e){return e.gpu.filter(n=>(n.count??0)>0).map(n=>`${n.resource}: ${n.count}`).join(", ")}function Zd(e,n){return e.tp?.written?.path??e.pp?.written?.path??e.dp?.written?.path??wt(n)}function eu(e){return!e.tp?.written&&!e.pp?.written&&!e.dp?.written&&!e.args.model}function nu(e){let n=[e.tp?.written,e.pp?.written,e.dp?.written].filter(t=>t!==void 0).map(t=>t.source);return e.tp?.written||n.unshift(`no ${Xd[e.framework]}: tp 1 by default`),n.join(", ")}function ck(e,n){let t=(e.pp?.n??1)*(e.framework==="sglang"&&e.flags.has("--enable-dp-attention")?1:e.dp?.n??1);return n%t===0&&!e.flags.has("--nnodes")?`set ${Xd[e.framework]} ${n/t}`:"make the parallel sizes multiply to the GPU request"}function tu(e){return e.noGpuByEnv?0:e.gpuCount}function dk(e){return e.gpu.some(n=>n.limit!==void 0&&n.request!==void 0&&xe(n.limit)!==xe(n.request))}var uk=new Set(["ray.io/RayCluster","ray.io/RayService","ray.io/RayJob","orchestration.aibrix.ai/RayClusterFleet"]);function mk(e){let n=e.object;return uk.has(`${n.group}/${n.kind}`)||n.kind==="LeaderWorkerSet"&&n.group==="leaderworkerset.x-k8s.io"?!0:e.containers.some(t=>he(t).some(({argv:o})=>o.some((i,r)=>/(^|\/)ray$/.test(i.text)&&o[r+1]?.text==="start"||/multi-node-serving\.sh$/.test(i.text))))}function ou(e,n){if(e.framework!=="vllm")return!1;if(Ye(e,["--omni","--stage-configs-path"]))return!0;let t=n.image?.repository??"";return t.slice(t.lastIndexOf("/")+1).startsWith("vllm-omni")}function pk(e,n){return e>n?"the server waits for GPUs it cannot get and never becomes ready":Yd(n-e," of the group")}function hk(e){let n=io(e);if(!n||n.total===0)return[];let{total:t,arithmetic:o}=n,i=[];for(let r of e)if(r.workload.ai)for(let a of r.containers){let s=_e(a);if(!s||eu(s)||ou(s,a))continue;let l=no(s);l===void 0||l===t||n.kind==="ray"&&to(s)?.n===tu(a)||i.push({path:Zd(s,a),message:`${Qd[s.framework]} in ${A(r,a)} needs ${Ui(s).join(" \xD7 ")} = ${Q(l,"GPU")} (${nu(s)}), but ${n.kind==="lws"?"the group":"the Ray cluster"} has ${o}: ${pk(l,t)}; make tensor \xD7 pipeline parallel equal the GPUs of the whole group (e.g. tp = GPUs per pod, pp = pods), or change the group.`})}return i}var iu={id:sk,family:"serving",level:"error",scope:"ai",summary:"The tensor \xD7 pipeline (\xD7 data) parallel sizes of a vLLM, SGLang, TGI or TensorRT-LLM server differ from the GPUs it gets.",references:["https://docs.vllm.ai/en/latest/serving/parallelism_scaling.html","https://lws.sigs.k8s.io/docs/examples/vllm/","https://docs.sglang.ai/advanced_features/server_arguments.html"],check:{podSpec(e,n){if(!(e.dra!==void 0||Ze(e)!=="single"))for(let t of e.containers){if(t.kind==="init"||t.kind==="ephemeral")continue;let o=_e(t);if(!o||eu(o)||ou(o,t))continue;let i=tu(t);if(!i)continue;let r=to(o);if(!r||r.n===i||r.n>i&&o.usesRay&&mk(e))continue;let a=Qd[o.framework],s=dk(t)?`the container's GPU limit is ${i}`:`the container requests ${i}`,l=`${a} in ${A(e,t)} needs ${r.expression} = ${Q(r.n,"GPU")} (${nu(o)}), but ${s} (${lk(t)})`,c=r.n>i?`${l}: ${a} fails at startup because it cannot find ${r.n} GPUs; request ${r.n} GPUs or lower the parallel sizes to ${i}.`:`${l}: ${Yd(i-r.n)}; ${ck(o,i)} to use ${i===r.n+1?"it":"them"}, or request ${r.n}.`;n.report({path:Zd(o,t),message:c})}},object(e,n,t){let o=n().filter(i=>Ze(i)==="group");if(o.length!==0)for(let i of hk(o))t.report(i)}}};var fk="topology-alignment-not-guaranteed",gk=new Set(["restricted","single-numa-node"]);function ur(e){return e!=null&&!b(e)&&V(e)!==void 0}function mr(e){return String(e)}function vk(e){let n=new Map,t=(r,a,s)=>{let l=JSON.stringify(r),c=n.get(l)??{path:r,who:a,texts:[]};c.texts.push(s),n.set(l,c)},o=(r,a,s)=>{for(let l of["cpu","memory"]){let c=m(w(r,"requests"),l),d=m(w(r,"limits"),l);!ur(c)||!ur(d)||Ln(c,d)!==!1||t([...a,"requests",l],s,`requests ${l} ${mr(c)} but its limit is ${mr(d)}, so the pod is not Guaranteed`)}},i=w(e.spec,"resources");i&&(m(i,"requests")!==void 0||m(i,"limits")!==void 0)&&o(i,[...e.path,"resources"],"The pod (spec.resources)");for(let r of e.containers){if(r.kind==="ephemeral")continue;let a=N(A(e,r,Je(r)));if(i||o(m(r.value,"resources"),[...r.path,"resources"],a),!r.hasGpu)continue;let s=m(r.requests,"cpu")!==void 0?"requests":"limits",l=m(s==="requests"?r.requests:r.limits,"cpu");if(!ur(l))continue;let c=V(l).value;Number.isInteger(c)||t([...r.path,"resources",s,"cpu"],a,`asks for cpu ${mr(l)}, not a whole number of CPUs, so the static CPU manager gives it no exclusive CPUs`)}return[...n.values()].map(r=>({path:r.path,text:`${r.who} ${r.texts.join("; it also ")}`}))}var ru={id:fk,family:"topology",level:"warning",scope:"ai",summary:"A GPU pod can land on a restricted/single-numa-node pool but is not Guaranteed with whole CPUs, so its CPUs are not aligned with its GPUs.",references:["https://kubernetes.io/docs/tasks/administer-cluster/topology-manager/","https://kubernetes.io/docs/tasks/administer-cluster/cpu-management-policies/#static-policy"],check:{collect(e,n,t){let o=[];for(let i of n()){if(!i.workload.ai||!i.containers.some(a=>a.hasGpu&&a.kind!=="ephemeral"))continue;let r=vk(i).map(a=>({text:a.text,at:t.anchor(a.path)}));r.length>0&&o.push({placement:W(i,t),problems:G(r)})}return o.length>0?G(o):void 0},input(e,n){for(let{object:t,facts:o}of ae(e,n.facts,n.nodePools)){let i=n.simulate(t.file,o.placement).filter(a=>a.candidate&&a.fits!==!1&&T(a.pool)).map(a=>a.pool).filter(a=>a.kubelet.source!==void 0&&gk.has(a.kubelet.topologyManagerPolicy??"none")&&(a.kubelet.cpuManagerPolicy??"none").toLowerCase()==="static");if(i.length===0)continue;let r=i.map(a=>`${a.name} (topologyManagerPolicy ${a.kubelet.topologyManagerPolicy}, from ${a.kubelet.source})`).join(", ");for(let a of o.problems)n.report({object:t,range:a.at,message:`${a.text}: on pool${i.length>1?"s":""} ${r} its GPUs get no NUMA-aligned CPUs; set requests equal to limits in every container and whole CPUs in GPU containers.`})}}}};function yk(e,n){if(!e.workload.ai)return;let t=e.containers.find(r=>r.hasGpu&&r.kind!=="ephemeral"),o=t?.gpu.find(r=>r.count!==0);if(!t||!o)return;let i=m(t.limits,o.resource)!==void 0?"limits":"requests";return{kind:"pod",placement:W(e,n),resource:o.resource,container:n.run.get(Y).intern(we(t)),at:n.anchor([...t.path,"resources",i,o.resource])}}var bk=X("topology-pod-facts",()=>new WeakMap);function Eo(e,n){return I(n.run.get(bk),e,()=>{let t=[];for(let o of e){let i=yk(o,n);i&&t.push(i)}return G(t)})}function Mo(e,n,t,o){let i=t.find(a=>a.object===e),r=n.find(a=>i?.name!==void 0&&a.name===i.name);return{doc:i,named:r,concernsGpus:r?T(r):o||n.some(T)}}function To(e,n){return n.some(t=>t.facts===e.kubelet)}var wk="topology-cpu-manager-missing",au=new Set(["restricted","single-numa-node"]);function su(e){return typeof e=="string"&&!b(e)}var lu="without the static CPU manager no container gets exclusive CPUs, so the Topology Manager aligns the GPUs but not the CPUs that feed them",cu={id:wk,family:"topology",level:"note",scope:"ai",summary:"The Topology Manager is restricted or single-numa-node but the CPU manager is not static, so CPUs are not aligned with the GPUs.",references:["https://kubernetes.io/docs/tasks/administer-cluster/cpu-management-policies/","https://kubernetes.io/docs/tasks/administer-cluster/topology-manager/"],check:{collect(e,n,t){if(e.group==="kubelet.config.k8s.io"&&e.kind==="KubeletConfiguration"){let i=m(e.value,"topologyManagerPolicy"),r=m(e.value,"cpuManagerPolicy"),a=t.anchor([...e.path,r!==void 0?"cpuManagerPolicy":"topologyManagerPolicy"]);return[{kind:"kubelet",policy:i,cpu:r,at:a}]}let o=Eo(n(),t);return o.length>0?G(o):void 0},input(e,n){let t=e.objects.flatMap(i=>(n.facts(i)??[]).map(r=>({object:i,fact:r}))),o=t.some(i=>i.fact.kind==="pod");for(let{object:i,fact:r}of t){let a=n.nodePools(i.file);if(r.kind==="kubelet"){if(!su(r.policy)||!au.has(r.policy)||r.cpu!==void 0&&(!su(r.cpu)||r.cpu.toLowerCase()==="static")||!Mo(i,a,n.kubeletDocuments,o).concernsGpus)continue;let c=r.cpu===void 0?"cpuManagerPolicy is not set (the default is none)":`cpuManagerPolicy is ${r.cpu}`;n.report({object:i,range:r.at,message:`topologyManagerPolicy is ${r.policy} but ${c}: ${lu}; set cpuManagerPolicy: static.`});continue}if(a.length===0||r.placement.unknown)continue;let s=n.simulate(i.file,r.placement).filter(c=>c.candidate&&c.fits!==!1&&T(c.pool)&&c.pool.kubelet.source!==void 0&&!To(c.pool,n.kubeletDocuments)).map(c=>c.pool).filter(c=>au.has(c.kubelet.topologyManagerPolicy??"none")&&(c.kubelet.cpuManagerPolicy??"none").toLowerCase()!=="static");if(s.length===0)continue;let l=s.map(c=>`${c.name} (topologyManagerPolicy ${c.kubelet.topologyManagerPolicy}, cpuManagerPolicy ${c.kubelet.cpuManagerPolicy??"not set, so none"}, from ${c.kubelet.source})`).join(", ");n.report({object:i,range:r.at,message:`${r.resource} in ${r.container} can land on GPU pool${s.length>1?"s":""} ${l}: ${lu}; set cpuManagerPolicy: static on those pools.`})}}}};var kk="topology-gpu-exceeds-numa",du=new Set(["nvidia.com/gpu","amd.com/gpu"]);function Pk(e){let n={};for(let t of S(e,"zones")){let o=P(t,"type");if(!(o!==void 0&&!/^(node|numa)/i.test(o)))for(let i of S(t,"resources")){let r=P(i,"name");if(!r||!du.has(r))continue;let a=V(m(i,"allocatable")??m(i,"capacity"));a&&Number.isInteger(a.value)&&(n[r]=Math.max(n[r]??0,a.value))}}return n}function Ck(e,n,t){if(e.gpu.gpusPerNumaNode!==void 0)return{count:e.gpu.gpusPerNumaNode,source:e.gpu.sources.gpusPerNumaNode??"gpusPerNumaNode"};let o=(e.nodeNames??[]).map(i=>t.get(i)?.[n]).filter(i=>i!==void 0);if(o.length!==0)return{count:o.reduce((i,r)=>Math.max(i,r)),source:"NodeResourceTopology zones"}}var uu={id:kk,family:"topology",level:"error",scope:"ai",summary:"A container requests more GPUs than one NUMA node of a single-numa-node pool holds: the kubelet rejects the pod with TopologyAffinityError.",references:["https://kubernetes.io/docs/tasks/administer-cluster/topology-manager/#policy-single-numa-node","https://github.com/k8stopologyawareschedwg/noderesourcetopology-api"],check:{collect(e,n,t){if(e.group==="topology.node.k8s.io"&&e.kind==="NodeResourceTopology"){let i=Pk(e.value);return e.name&&Object.keys(i).length>0?[{kind:"topology",node:e.name,perZone:i}]:void 0}let o=[];for(let i of n()){let r=[];for(let a of i.containers)if(!(a.kind==="ephemeral"||a.noGpuByEnv))for(let s of a.gpu){if(!du.has(s.resource)||s.count===void 0||s.count<2)continue;let l=m(a.limits,s.resource)!==void 0?"limits":"requests";b(l==="limits"?s.limit:s.request)||r.push({resource:s.resource,count:s.count,container:t.run.get(Y).intern(A(i,a)),at:t.anchor([...a.path,"resources",l,s.resource])})}r.length>0&&o.push({kind:"pod",placement:W(i,t),keys:G(r)})}return o.length>0?G(o):void 0},input(e,n){let t=new Map;for(let o of e.ofKind("topology.node.k8s.io","NodeResourceTopology"))for(let i of n.facts(o)??[])i.kind==="topology"&&t.set(i.node,i.perZone);for(let o of e.objects){let i=n.facts(o);if(!(!i||n.nodePools(o.file).length===0))for(let a of i){if(a.kind!=="pod"||a.placement.unknown)continue;let s=n.simulate(o.file,a.placement).filter(l=>l.candidate&&l.fits!==!1&&T(l.pool)&&l.pool.kubelet.topologyManagerPolicy==="single-numa-node").map(l=>l.pool);if(s.length!==0)for(let l of a.keys){let c=s.filter(p=>!p.gpu.vendor||p.gpu.vendor===(l.resource==="amd.com/gpu"?"amd":"nvidia")).map(p=>({pool:p,numa:Ck(p,l.resource,t)})).filter(p=>p.numa!==void 0&&l.count>p.numa.count);if(c.length===0)continue;let d=c.map(p=>`${p.pool.name} (${p.numa.count} per NUMA node, from ${p.numa.source}; topologyManagerPolicy single-numa-node, from ${p.pool.kubelet.source})`).join(", "),u=c.reduce((p,h)=>Math.min(p,h.numa.count),Number.POSITIVE_INFINITY);n.report({object:o,range:l.at,message:`${l.resource}: ${l.count} in ${l.container} is more than one NUMA node holds on pool${c.length>1?"s":""} ${d}: the kubelet rejects the pod with TopologyAffinityError and does not reschedule it; request at most ${u} GPUs per container, or run it on a pool whose policy is restricted.`})}}}}}};var Ak="topology-policy-weak",Sk=new Set(["none","best-effort","restricted","single-numa-node"]),mu=new Set(["none","best-effort"]),pu="the kubelet may put a pod's GPUs, CPUs and NIC on different NUMA nodes, so host-device traffic crosses the socket interconnect and GPUDirect RDMA/NCCL bandwidth drops",hu="use restricted or single-numa-node (with cpuManagerPolicy: static)",fu={id:Ak,family:"topology",level:"warning",scope:"ai",summary:"A GPU node pool's kubelet uses topologyManagerPolicy none or best-effort, so GPUs, CPUs and NICs are not NUMA-aligned.",references:["https://kubernetes.io/docs/tasks/administer-cluster/topology-manager/","https://kubernetes.io/docs/reference/config-api/kubelet-config.v1beta1/"],check:{collect(e,n,t){if(e.group==="kubelet.config.k8s.io"&&e.kind==="KubeletConfiguration"){let i=m(e.value,"topologyManagerPolicy");return[{kind:"kubelet",policy:i,at:t.anchor([...e.path,i===void 0?"kind":"topologyManagerPolicy"])}]}let o=Eo(n(),t);return o.length>0?G(o):void 0},input(e,n){let t=e.objects.flatMap(i=>(n.facts(i)??[]).map(r=>({object:i,fact:r}))),o=t.some(i=>i.fact.kind==="pod");for(let{object:i,fact:r}of t){let a=n.nodePools(i.file);if(r.kind==="kubelet"){if(r.policy!==void 0&&(typeof r.policy!="string"||b(r.policy)||!Sk.has(r.policy)))continue;let c=r.policy??"none";if(!mu.has(c))continue;let{doc:d,named:u,concernsGpus:p}=Mo(i,a,n.kubeletDocuments,o);if(!p)continue;let h=a.filter(v=>T(v)&&d!==void 0&&v.kubelet===d.facts).map(v=>v.name),f=h.length>0?` (it applies to GPU pool${h.length>1?"s":""} ${h.join(", ")})`:u?` (it applies to pool ${u.name})`:"",g=r.policy===void 0?"This KubeletConfiguration sets no topologyManagerPolicy, so the kubelet uses none":`topologyManagerPolicy: ${c}`;n.report({object:i,range:r.at,message:`${g}${f}: ${pu}; ${hu}.`});continue}if(a.length===0||r.placement.unknown)continue;let s=n.simulate(i.file,r.placement).filter(c=>c.candidate&&c.fits!==!1&&T(c.pool)&&c.pool.kubelet.source!==void 0&&!To(c.pool,n.kubeletDocuments)).map(c=>({pool:c.pool,policy:c.pool.kubelet.topologyManagerPolicy??"none"})).filter(c=>mu.has(c.policy));if(s.length===0)continue;let l=s.map(c=>`${c.pool.name} (topologyManagerPolicy ${c.policy}${c.pool.kubelet.topologyManagerPolicy?"":", the default"}, from ${c.pool.kubelet.source})`).join(", ");n.report({object:i,range:r.at,message:`${r.resource} in ${r.container} can land on GPU pool${s.length>1?"s":""} ${l}: ${pu}; ${hu} on those pools, or target a pool that aligns.`})}}}};var vu=new Set(["PyTorchJob","TFJob","MPIJob","XGBoostJob","PaddleJob","JAXJob"]);function et(e){let n=e.object,t=n.group==="kubeflow.org"&&vu.has(n.kind)?` replica "${String(e.path[e.path.length-3])}"`:e.role?` (${e.role})`:"";return`${M(n)}${t}`}function xk(e){let n=e.object;return n.group==="jobset.x-k8s.io"||n.group==="trainer.kubeflow.org"||n.group==="ray.io"&&e.role==="submitter"}function Rk(e){let n=e.object;if(n.group==="batch"){if(n.kind==="Job")return{spec:w(n.value,"spec"),path:[...n.path,"spec"]};if(n.kind==="CronJob")return{spec:w(w(w(n.value,"spec"),"jobTemplate"),"spec"),path:[...n.path,"spec","jobTemplate","spec"]}}}var gu=2;function Dk(e){return e.object.group==="ray.io"&&e.role==="submitter"?"Never":"OnFailure"}function pr(e,n){return{kind:"suggestion",description:`Set restartPolicy: ${n}`,changes:[{op:"set",path:e,value:n}]}}var yu={id:"training-restart-policy",family:"network-security",level:"error",scope:"ai",summary:"A training Job or training replica uses restartPolicy: Always; a GPU Job has no backoffLimit.",references:["https://kubernetes.io/docs/concepts/workloads/controllers/job/#pod-template","https://kubernetes.io/docs/concepts/workloads/controllers/job/#pod-backoff-failure-policy"],fix:{kind:"suggestion",summary:"sets `restartPolicy: OnFailure` (`Never` for a RayJob submitter, as KubeRay does) where the finding points, and `backoffLimit: 2` on a GPU Job without one"},check:{podSpec(e,n){let t=e.object;if(e.workload.class!=="training"||e.workload.infrastructure||t.group==="ray.io"&&e.role!=="submitter")return;let o=Rk(e),i=m(e.spec,"restartPolicy");if(i==="Always"?n.report({path:[...e.path,"restartPolicy"],fix:pr([...e.path,"restartPolicy"],Dk(e)),message:o?`${et(e)} sets restartPolicy: Always in its pod template, which the API server rejects for Jobs; use OnFailure or Never.`:xk(e)?`${et(e)} sets restartPolicy: Always in a Job's pod template, so the Jobs its controller creates are rejected by the API server (Jobs allow only OnFailure or Never) and nothing runs; use OnFailure or Never.`:`${et(e)} sets restartPolicy: Always in its pod template, so its containers are restarted even after they finish and the training never completes while holding its GPUs; use OnFailure or Never.`}):i==null&&o&&n.report({path:[...e.path,"restartPolicy"],fix:pr([...e.path,"restartPolicy"],"OnFailure"),message:`${et(e)} has no restartPolicy in its pod template; it defaults to Always, which the API server rejects for Jobs; set restartPolicy: OnFailure or Never.`}),t.group==="kubeflow.org"&&vu.has(t.kind)&&e.path[e.path.length-2]==="template"){let r=e.path.slice(0,-2);m(ut(t.value,r.slice(t.path.length)),"restartPolicy")==="Always"&&n.report({path:[...r,"restartPolicy"],fix:pr([...r,"restartPolicy"],"OnFailure"),message:`${et(e)} has restartPolicy: Always, which the operator copies onto its pods: they are restarted even after they finish, so the job never completes and keeps its GPUs; use OnFailure, ExitCode or Never.`})}o&&e.containers.some(r=>r.kind!=="ephemeral"&&(L(e,r)==="resource"||L(e,r)==="dra-gpu"))&&m(o.spec,"backoffLimit")===void 0&&m(o.spec,"backoffLimitPerIndex")===void 0&&(o.spec!==void 0||t.kind==="Job")&&n.report({path:[...o.path,"backoffLimit"],level:"note",fix:{kind:"suggestion",description:`Set backoffLimit: ${gu}`,changes:[{op:"set",path:[...o.path,"backoffLimit"],value:gu}]},message:`${M(t)} uses GPUs but sets no backoffLimit, so a failing run is retried 6 times by default, each attempt reloading the image and model on GPUs; set backoffLimit explicitly (e.g. 0-2) and consider a podFailurePolicy for non-retryable exit codes.`})}}};function No(e,n){return e.written.includes("=")?`${e.name}=${n}`:`${e.name} ${n}`}var Ik=e=>`${e} ${e===1?"process":"processes"}`,$k={torchrun:new Set(["--standalone","-m","--module","--no-python","--run-path","--virtual-local-rank","--use-env"]),deepspeed:new Set(["--module","--no-python","--no-local-rank","--no-ssh","--no-ssh-check","--force-multi","--save-pid","--elastic-training","--bind-cores-to-rank"]),accelerate:new Set(["--cpu","--multi-gpu","--tpu","--ipex","--use-cpu","--use-deepspeed","--use-fsdp","--use-megatron-lm","--use-xpu","--use-parallelism-config","-q","--quiet","-m","--module","--no-python","--debug","--same-network","--tpu-cluster","--no-tpu-cluster","--tpu-use-sudo","--downcast-bf16","--dynamo-use-fullgraph","--dynamo-use-dynamic","--enable-cpu-affinity","--fp16"])},Uk={"torch.distributed.run":["torchrun","python -m torch.distributed.run"],"torch.distributed.launch":["torchrun","python -m torch.distributed.launch"],"deepspeed.launcher.runner":["deepspeed","python -m deepspeed.launcher.runner"],"accelerate.commands.launch":["accelerate","python -m accelerate.commands.launch"]};function Gk(e){for(let n=0;n<e.length;n++){let t=e[n].text,o=e[n+1]?.text;if(e[n-1]?.text.startsWith("--"))continue;if(/(^|\/)torchrun$/.test(t))return{launcher:"torchrun",label:"torchrun",from:n+1};if(/(^|\/)deepspeed$/.test(t))return{launcher:"deepspeed",label:"deepspeed",from:n+1};if(/(^|\/)accelerate$/.test(t)&&o==="launch")return{launcher:"accelerate",label:"accelerate launch",from:n+2};let i=t==="-m"&&o!==void 0?Uk[o]:void 0;if(i)return{launcher:i[0],label:i[1],from:n+2}}}var Ek=e=>/\.(py|sh)$/.test(e);function Mk(e,n,t){let o=new Map;for(let i=n;i<e.length;i++){let r=e[i];if(!r.text.startsWith("-")||r.text==="-"||r.text==="--")break;let a=r.text.indexOf("="),s=a>0?r.text.slice(0,a):r.text,l=s.startsWith("--")?`--${s.slice(2).replace(/_/g,"-")}`:s;if(a>0){o.set(l,{name:s,value:r.text.slice(a+1),valuePath:r.path,written:r.text});continue}if($k[t].has(l)){o.set(l,{name:s,valuePath:r.path,written:s});continue}let c=e[i+1];if(!c||c.text.startsWith("--")||Ek(c.text)){o.set(l,{name:s,valuePath:r.path,written:s});continue}o.set(l,{name:s,value:c.text,valuePath:c.path,written:`${s} ${c.text}`}),i++}return o}function Tk(e){let n=[];for(let{argv:t}of he(e)){let o=Gk(t);o&&n.push({launcher:o.launcher,label:o.label,flags:Mk(t,o.from,o.launcher)})}return n}var hr=(e,...n)=>n.some(t=>e.flags.has(t));function Nk(e){let{flags:n}=e;switch(e.launcher){case"torchrun":{let t=n.get("--nproc-per-node"),o=je(t?.value);return!t||o===void 0?void 0:{n:o,flag:t,source:t.written,fix:i=>`set ${No(t,i)} (gpu counts the GPUs the container sees)`}}case"deepspeed":{if(hr(e,"--hostfile","-H","--force-multi","--include","-i","--exclude","-e"))return;let t=n.get("--num-nodes")?.value;if(t!==void 0&&je(t)!==1)return;let o=n.get("--num-gpus")??n.get("--num-accelerators"),i=je(o?.value);if(!o||i===void 0)return;let r=a=>`set ${No(o,a)} (without it deepspeed uses every GPU the container sees)`;return{n:i,flag:o,source:o.written,fix:r}}case"accelerate":{if(hr(e,"--cpu","--use-cpu","--tpu","--use-xpu","--mpirun-hostfile","--deepspeed-hostfile"))return;let t=n.get("--num-processes"),o=je(t?.value);if(!t||o===void 0)return;let i=n.get("--num-machines");if(!i&&hr(e,"--config-file"))return;let r=i?je(i.value):1;return r===void 0||o%r!==0?void 0:r===1?{n:o,flag:t,source:t.written,fix:a=>`set ${No(t,a)}`}:{n:o/r,flag:t,source:`${t.written} over ${i.written}`,fix:a=>`set ${No(t,a*r)} (${a} per machine \xD7 ${r})`}}}}function Lk(e){return e.gpu.filter(n=>(n.count??0)>0).map(n=>`${n.resource}: ${n.count}`).join(", ")}var bu={id:"training-world-size-gpu-mismatch",family:"serving",level:"error",scope:"ai",summary:"A torchrun, deepspeed or accelerate launcher starts a different number of processes per pod than the container has GPUs.",references:["https://docs.pytorch.org/docs/stable/elastic/run.html","https://www.deepspeed.ai/getting-started/#resource-configuration-single-node","https://huggingface.co/docs/accelerate/package_reference/cli#accelerate-launch"],check:{podSpec(e,n){if(e.dra===void 0)for(let t of e.containers){if(t.kind==="ephemeral"||t.noGpuByEnv)continue;let o=t.gpuCount;if(o)for(let i of Tk(t)){let r=Nk(i);if(!r||r.n===o)continue;let a=`${i.label} in ${A(e,t)} starts ${Ik(r.n)} per pod (${r.source}), but the container has ${Q(o,"GPU")} (${Lk(t)})`;if(r.n>o)n.report({path:r.flag.valuePath,message:`${a}: the processes of local rank ${o} and up find no GPU of their own and fail with "invalid device ordinal"; ${r.fix(o)}, or request ${r.n} GPUs.`});else{let s=o-r.n;n.report({path:r.flag.valuePath,level:"warning",message:`${a}: ${Q(s,"GPU")} ${s===1?"stays":"stay"} idle${r.n===1?" unless the one process spreads its model over them itself":""}; ${r.fix(o)}, or request ${Q(r.n,"GPU")}.`})}}}}}};var Ok="unschedulable",Vk="gpu-toleration-missing",jk=new WeakMap;function _k(e){return I(jk,e,()=>e.map(n=>T(n)?{...n,taints:[]}:n))}var wu={id:Ok,family:"scheduling",level:"error",scope:"ai",summary:"Placement simulation: no known node pool can run the GPU pod (selectors, affinity, taints or GPUs per node rule out every pool).",references:["https://kubernetes.io/docs/concepts/scheduling-eviction/assign-pod-node/","https://kubernetes.io/docs/concepts/scheduling-eviction/taint-and-toleration/"],check:{collect(e,n,t){return vn(e,n,t)},input(e,n){for(let{object:t,facts:o,pools:i}of ae(e,n.facts,n.nodePools)){let r=n.ruleActive(Vk,t.file)&&Ut(o,i)!==void 0,a=r?_k(i):i,s=n.simulate(t.file,o.placement,a);if(s.some(as))continue;let l=s.find(u=>u.candidate&&T(u.pool)),c=l?.reason?.kind==="fit"?l.reason.resource:void 0,d=l?"ask for no more than one node of the intended pool offers (split the work across more pods), or let the pod reach a pool with larger nodes":"fix the constraint that excludes the pool this workload is meant for, or declare that pool in nodePools";n.report({object:t,message:`no node pool fits${o.label?` the ${o.label} pods`:""}: ${fa(s)}${r?" (the untolerated GPU taints are reported by gpu-toleration-missing)":""}; ${d}.`,range:(c?o.resources[c]:void 0)??o.spec})}}}};var Fk=["cert-manager.io/inject-ca-from","cert-manager.io/inject-ca-from-secret","cert-manager.io/inject-apiserver-ca","certmanager.k8s.io/inject-ca-from","service.beta.openshift.io/inject-cabundle"],qk=new Set(["","Cg=="]),zk={"kubernetes.io/metadata.name":"kube-system"},ku=10;function Bk(e,n){if(e==null)return!0;if(!C(e))return;let t=m(e,"matchLabels");if(t!=null){if(!C(t))return;for(let[i,r]of Object.entries(t)){if(typeof r!="string"||b(r)||b(i))return;if(n[i]!==r)return!1}}let o=m(e,"matchExpressions");if(!(o!=null&&!Array.isArray(o))){for(let i of S(e,"matchExpressions")){let r=m(i,"key"),a=m(i,"operator"),s=S(i,"values");if(typeof r!="string"||b(r)||s.some(u=>typeof u!="string"||b(u)))return;let l=Object.prototype.hasOwnProperty.call(n,r),c=n[r],d;if(a==="In")d=l&&s.includes(c);else if(a==="NotIn")d=!l||!s.includes(c);else if(a==="Exists")d=l;else if(a==="DoesNotExist")d=!l;else return;if(!d)return!1}return!0}}function Wk(e){return S(e,"rules").some(n=>m(n,"scope")==="Cluster"?!1:S(n,"apiGroups").some(t=>t==="*"||typeof t=="string"&&jn.has(t)))}function Pu(e){return e==null||C(e)&&S(e,"matchExpressions").length===0&&Object.keys(w(e,"matchLabels")??{}).length===0}var Kk="webhook-failure-policy-risk",Lo="admissionregistration.k8s.io",Su={id:Kk,family:"crd-ordering",level:"warning",scope:"general",summary:"An admission webhook with failurePolicy Fail has no CA bundle, a timeout above 10s, or also intercepts kube-system.",references:["https://kubernetes.io/docs/reference/access-authn-authz/extensible-admission-controllers/","https://cert-manager.io/docs/concepts/ca-injector/"],check:{object(e,n,t){if(!Au(e))return;let o=e.apiVersion.endsWith("/v1beta1");for(let{webhook:i,at:r,name:a,explicit:s}of Cu(e)){let l=m(i,"timeoutSeconds")??(o?30:void 0);if(typeof l=="number"&&l>ku&&t.report({path:[...r,m(i,"timeoutSeconds")===void 0?"name":"timeoutSeconds"],message:`${a} has ${s} and timeoutSeconds ${l}: a slow or unavailable operator holds every matching request for ${l}s before rejecting it; use ${ku} or less.`}),Wk(i)&&Pu(m(i,"objectSelector"))&&S(i,"matchConditions").length===0){let c=m(i,"namespaceSelector");Bk(c,zk)===!0&&t.report({path:[...r,c===void 0?"name":"namespaceSelector"],message:`${a} has ${s} and its namespaceSelector ${Pu(c)?"selects every namespace":"does not exclude kube-system"}, so an operator outage also blocks system pods; exclude kube-system and the operator's namespace (key kubernetes.io/metadata.name, operator NotIn).`})}}},collect(e,n,t){if(Au(e)){if(Jk(e))return;let o=[];for(let{webhook:i,at:r,name:a,explicit:s}of Cu(e)){let l=w(i,"clientConfig"),c=m(l,"caBundle");if(c!=null&&!(typeof c=="string"&&qk.has(c.trim()))||m(l,"url")!==void 0)continue;let u=w(l,"service"),p=P(u,"name"),h=P(u,"namespace");o.push({at:t.anchor([...r,"clientConfig"]),name:a,explicit:s,service:p&&h?{name:p,namespace:h}:void 0})}return o.length>0?{webhooks:o}:void 0}if(e.group===""&&e.kind==="Service"){let o=Se(m(w(e.value,"spec"),"selector"));return o&&Object.keys(o).length>0?{service:o}:void 0}if(e.group==="apps"&&(e.kind==="Deployment"||e.kind==="StatefulSet"||e.kind==="DaemonSet")){let o=n()[0],i=o&&hn(o);if(!o||!i)return;let r=m(o.spec,"serviceAccountName")??m(o.spec,"serviceAccount")??"default";return typeof r=="string"&&!b(r)?{controller:{serviceAccount:r,labels:ga(i)}}:void 0}return wo(e,xu)},input(e,n){for(let t of[...e.ofKind(Lo,"ValidatingWebhookConfiguration"),...e.ofKind(Lo,"MutatingWebhookConfiguration")]){let o=n.facts(t)?.webhooks;if(!o)continue;let i=e.unitOf(t);for(let r of o)r.service&&Hk(e,i,r.service,t.kind,n.facts)||n.report({object:t,range:r.at,message:`${r.name} has ${r.explicit} but no clientConfig.caBundle, no cert-manager.io/inject-ca-from annotation, and no controller in its ${K(t)} allowed to write the CA into ${t.kind}s: until a CA is injected the API server cannot verify the webhook and rejects every request it matches; inject the CA with cert-manager or set caBundle.`})}}}};function*Cu(e){let n=e.apiVersion.endsWith("/v1beta1"),t=S(e.value,"webhooks");for(let o=0;o<t.length;o++){let i=t[o];if(!C(i)||(m(i,"failurePolicy")??(n?"Ignore":"Fail"))!=="Fail")continue;let a=m(i,"failurePolicy")==="Fail"?"failurePolicy Fail":"failurePolicy Fail (the default)",s=m(i,"name");yield{webhook:i,at:[...e.path,"webhooks",o],name:typeof s=="string"?`webhook "${s}"`:`webhook #${o+1}`,explicit:a}}}function Au(e){return e.group===Lo&&(e.kind==="ValidatingWebhookConfiguration"||e.kind==="MutatingWebhookConfiguration")}function Jk(e){return Fk.some(n=>{let t=e.annotations[n];return t!==void 0&&t!==""&&t!=="false"})}function xu(e){return e.verbs.some(n=>n==="update"||n==="patch"||n==="*")&&e.groups.some(n=>n===Lo||n==="*")&&e.resources.some(n=>n==="*"||n==="validatingwebhookconfigurations"||n==="mutatingwebhookconfigurations")}function Hk(e,n,t,o,i){let r=`${o.toLowerCase()}s`,a=s=>i(s);for(let s of n.get("","Service",t.namespace,t.name)){let l=a(s)?.service;if(l)for(let c of n.objects){let d=a(c)?.controller;if(!d||q(c)!==t.namespace||!tn({matchLabels:l},d.labels,{emptySelectsAll:!1}))continue;let u=ko(e,n,a,d.serviceAccount,t.namespace),p=h=>xu(h)&&(h.resources.includes("*")||h.resources.includes(r));if(u.some(p))return!0}}return!1}var Qk=new Set(["defaultMode","mode"]);function Ru(e){let n=e.length,t=e[n-2],o=e[n-1];return o==="value"&&typeof t=="number"&&e[n-3]==="env"||t==="labels"||t==="annotations"||t==="nodeSelector"||t==="data"||t==="stringData"||typeof o=="number"&&(t==="args"||t==="command")}function Du(e){return`"${e}"`}var Iu={id:"yaml-ambiguous-scalar",family:"input",level:"warning",scope:"general",summary:"An unquoted value that Kubernetes reads differently from YAML 1.2 tools (0444, yes, on).",fix:{kind:"fix",summary:"quotes the value in a string field, writes a YAML 1.1 boolean as `true`/`false` elsewhere, and a leading-zero number in `0o` octal"},check:{document(e,n){for(let t of e.ambiguous){let o=t.path[t.path.length-1];if(t.kind==="leading-zero-octal"){if(typeof o=="string"&&Qk.has(o)&&!Ru(t.path))continue;let i=t.source.replace(/^([-+]?)0+(?=\d)/,"$1"),r=t.source.replace(/^([-+]?)0+/,"$1");n.report({path:t.path,fix:typeof t.value=="number"&&/^\d+$/.test(r)?{kind:"fix",description:`Write ${t.source} as 0o${r}`,changes:[{op:"scalar",path:t.path,text:`0o${r}`,value:t.value}]}:void 0,message:`${t.source} is read as the octal number ${String(t.value)} by Kubernetes but as ${i} by YAML 1.2 tools; write 0o${t.source.replace(/^[-+]?0+/,"")} for octal or ${i} for decimal so every tool agrees.`})}else{let i=Ru(t.path);n.report({path:t.path,level:i?"error":void 0,fix:i?{kind:"fix",description:`Quote ${t.source}`,changes:[{op:"quote",path:t.path}]}:typeof t.value=="boolean"?{kind:"fix",description:`Write ${t.source} as ${String(t.value)}`,changes:[{op:"scalar",path:t.path,text:String(t.value),value:t.value}]}:void 0,message:i?`Unquoted ${t.source} is the boolean ${String(t.value)} for Kubernetes, but this field is a string and kubectl rejects a boolean here; quote it: ${Du(t.source)}.`:`Unquoted ${t.source} is the boolean ${String(t.value)} for Kubernetes but the string "${t.source}" for YAML 1.2 tools; write ${String(t.value)} (or ${Du(t.source)} if a string is meant).`})}}}}};var $u={id:"yaml-syntax",family:"input",level:"error",scope:"general",reportedByLoader:"syntax",summary:"A document does not parse as YAML, or holds duplicate keys that kubectl rejects.",check:{}};var Oo=[x(Us,()=>R("anti-affinity-missing")),x(Ts,()=>R("api-deprecated")),x(Ns,()=>R("api-removed")),x(Ls,()=>R("crd-after-custom-resource")),x(Vs,()=>R("crd-conflicting-definitions")),x(js,()=>R("crd-missing")),x(_s,()=>R("crd-version-not-served")),x(Ws,()=>R("cuda-driver-incompatible")),x(Js,()=>R("cuda-driver-minor-compat-only")),x(Zs,()=>R("cuda-gpu-arch-unsupported")),x(el,()=>R("cuda-version-unknown")),x(il,()=>R("env-var-not-expanded")),x(pl,()=>R("ephemeral-storage-missing")),x(fl,()=>R("framework-driver-incompatible")),x(gl,()=>R("gpu-container-cpu-memory-missing")),x(wl,()=>R("gpu-memory-utilization-risky")),x(kl,()=>R("gpu-node-selector-missing")),x(Al,()=>R("gpu-pod-not-guaranteed")),x(Sl,()=>R("gpu-quantity-invalid")),x(Dl,()=>R("gpu-requests-limits-mismatch")),x($l,()=>R("gpu-resource-missing")),x(Ul,()=>R("gpu-sharing-not-isolation")),x(Gl,()=>R("gpu-toleration-missing")),x(Ml,()=>R("gpu-vendor-mismatch")),x(Ll,()=>R("gpu-visible-devices-override")),x(Ol,()=>R("helm-template-unrendered")),x(Vl,()=>R("host-path-model-cache")),x(jl,()=>R("hpa-cpu-metric-gpu-workload")),x(_l,()=>R("image-tag-mutable")),x(Fl,()=>R("init-container-limits-missing")),x(ql,()=>R("kueue-queue-missing")),x(Bl,()=>R("max-model-len-unbounded")),x(Kl,()=>R("memory-limit-missing")),x(Ql,()=>R("mig-mixed-with-full-gpu")),x(Zl,()=>R("mig-multiple-devices")),x(tc,()=>R("mig-profile-invalid")),x(oc,()=>R("mig-strategy-mismatch")),x(rc,()=>R("model-exceeds-gpu-memory")),x(ac,()=>R("namespace-after-use")),x(bc,()=>R("network-policy-blocks-collective")),x(kc,()=>R("network-policy-blocks-dns")),x(Ac,()=>R("notebook-isolation-missing")),x(Mc,()=>R("nvidia-runtime-no-cgroups")),x(Nc,()=>R("operator-not-ready-gate")),x(Lc,()=>R("pdb-missing")),x(ed,()=>R("pod-security-admission")),x(nd,()=>R("pod-security-standard")),x(td,()=>R("priority-class-missing")),x(id,()=>R("priority-class-undefined")),x(rd,()=>R("priority-inversion")),x(ad,()=>R("privileged-gpu-container")),x(sd,()=>R("probe-exec-nvidia-smi")),x(ld,()=>R("probe-failure-threshold-one")),x(hd,()=>R("probe-liveness-kills-model-load")),x(bd,()=>R("probe-liveness-same-as-readiness")),x(wd,()=>R("probe-port-unknown")),x(kd,()=>R("probe-startup-budget-too-small")),x(Pd,()=>R("probe-tcp-only")),x(Cd,()=>R("probe-timeout-too-long")),x(Ad,()=>R("probe-timeout-too-short")),x(Sd,()=>R("readiness-probe-missing")),x(xd,()=>R("render-failed")),x(Rd,()=>R("runtime-class-missing")),x(Dd,()=>R("runtime-class-undefined")),x(Td,()=>R("schema-invalid-value")),x(Ld,()=>R("schema-unknown-field")),x(Vd,()=>R("service-account-token-automount")),x(jd,()=>R("shared-pvc-subpath-race")),x(Bd,()=>R("shm-missing")),x(Kd,()=>R("shm-size-exceeds-memory-limit")),x(Hd,()=>R("shm-size-limit-missing")),x(iu,()=>R("tensor-parallel-gpu-mismatch")),x(ru,()=>R("topology-alignment-not-guaranteed")),x(cu,()=>R("topology-cpu-manager-missing")),x(uu,()=>R("topology-gpu-exceeds-numa")),x(fu,()=>R("topology-policy-weak")),x(yu,()=>R("training-restart-policy")),x(bu,()=>R("training-world-size-gpu-mismatch")),x(wu,()=>R("unschedulable")),x(Su,()=>R("webhook-failure-policy-risk")),x(Iu,()=>R("yaml-ambiguous-scalar")),x($u,()=>R("yaml-syntax"))];import{posix as xm,resolve as Hr}from"node:path";import{readdirSync as e1}from"node:fs";import{basename as _o,dirname as ju,join as vr,resolve as _u}from"node:path";import{realpathSync as Xk}from"node:fs";import{join as Nu,resolve as Lu}from"node:path";import{statSync as Uu}from"node:fs";function ze(e){try{return Uu(e).isDirectory()}catch{return!1}}function nt(e){try{return Uu(e).isFile()}catch{return!1}}var tt=["kustomization.yaml","kustomization.yml","Kustomization"],cn={maxDepth:20,maxKustomizations:500,maxFiles:2e4,maxBytes:1*ct};function Vo(e){for(let n of tt){let t=Nu(e,n);if(nt(t))return t}}var Yk=["git::","git@","gh:","ssh:","http:","https:","file:","s3:","gcs:","hg::","oci:"],Zk=["?ref=","?version=","?timeout=","?submodules=","&ref="];function Gu(e,n){let t=e.toLowerCase();if(t.includes("://")||Yk.some(r=>t.startsWith(r))||Zk.some(r=>t.includes(r)))return!0;if(n)return!1;let o=e.indexOf("/");if(o<=0)return!1;let i=e.slice(0,o);return i!=="."&&i!==".."&&i.includes(".")}function Ou(e){try{return Xk.native(e)}catch{return}}function Ge(e){return typeof e=="string"?[e]:Array.isArray(e)?e.filter(n=>typeof n=="string"):[]}function Eu(e){return Array.isArray(e)?e.filter(n=>typeof n=="object"&&n!==null&&!Array.isArray(n)):[]}function Mu(e){return e.includes(`
`)||e.trimStart().startsWith("{")}function jo(e,n){let t={cwd:n.cwd,boundary:n.boundary,realBoundary:Ou(n.boundary)??n.boundary,files:new Set,kustomizationDirs:[],referencedDirs:new Set,patches:[],visiting:new Set,done:new Set},o=Vo(e),i=o!==void 0&&Vu(e,t,0)?.origin===!0;return{file:o,files:t.files,kustomizationDirs:t.kustomizationDirs,referencedDirs:t.referencedDirs,patches:t.patches,originAnnotations:i,refusal:t.refusal??(o===void 0?`${O(j(e,n.cwd))} has no kustomization file`:void 0)}}function Ae(e,n){e.refusal??=n}function Tu(e,n,t,o){let i=Lu(n,t),r=O(t);if(!oe(i,e.boundary)){Ae(e,`${o} ${r} leads outside the checkout (not rendered)`);return}let a=Ou(i);if(a!==void 0&&!oe(a,e.realBoundary)){Ae(e,`${o} ${r} leads outside the checkout through a symbolic link (not rendered)`);return}return i}function fr(e,n){e.files.size>=cn.maxFiles?Ae(e,`the kustomization references more than ${cn.maxFiles} files (not rendered)`):e.files.add(n)}function Vu(e,n,t){let o=Vo(e),i=O(j(o??Nu(e,tt[0]),n.cwd));if(o===void 0||n.visiting.has(e)||n.done.has(e))return;if(t>cn.maxDepth){Ae(n,`${i}: bases nested deeper than ${cn.maxDepth} levels (not rendered)`);return}if(n.kustomizationDirs.length>=cn.maxKustomizations){Ae(n,`more than ${cn.maxKustomizations} kustomizations in one tree (not rendered)`);return}n.visiting.add(e),n.kustomizationDirs.push(e),fr(n,o);let r={};try{let d=ie(Me(Te(o,cn.maxBytes)),"kubernetes"),u=d.problems.find(p=>p.kind==="syntax");if(u){let p=d.lines.position(u.start);Ae(n,`${i}:${p.line}:${p.column}: ${u.message}`)}else r=d.documents[0]?.value??{}}catch(d){if(!(d instanceof ce))throw d;Ae(n,`cannot read ${i}: ${d.reason}`)}(typeof r!="object"||r===null||Array.isArray(r))&&(Ae(n,`${i}: a kustomization is a mapping (resources:, patches:, ...)`),r={});let a=r;(a.helmCharts!==void 0||a.helmChartInflationGenerator!==void 0)&&Ae(n,`${i}: helmCharts generators download and run a chart: not rendered (lint the chart itself instead)`);let s=(d,u)=>{if(Gu(d,!1)&&d.includes(":")){Ae(n,`${i}: ${u} ${O(d)} is remote: remote resources are not fetched (not rendered)`);return}let p=Tu(n,e,d,`${i}: ${u}`);return p!==void 0&&fr(n,p),p},l=(d,u)=>{let p=Lu(e,d),h=nt(p)||ze(p);if(Gu(d,h)){Ae(n,`${i}: ${u} ${O(d)} is remote: remote resources are not fetched (not rendered)`);return}let f=Tu(n,e,d,`${i}: ${u}`);f!==void 0&&(ze(f)?(n.referencedDirs.add(f),Vu(f,n,t+1)):fr(n,f))};for(let d of["resources","bases","components"])for(let u of Ge(a[d]))l(u,d);for(let d of["generators","transformers","validators"])for(let u of Ge(a[d]))Mu(u)||l(u,d);for(let d of["crds","configurations"])for(let u of Ge(a[d]))s(u,d);for(let d of Eu(a.replacements))for(let u of Ge(d.path))s(u,"replacements");if(typeof a.openapi=="object"&&a.openapi!==null)for(let d of Ge(a.openapi.path))s(d,"openapi");for(let d of["configMapGenerator","secretGenerator"])for(let u of Eu(a[d])){for(let p of Ge(u.files))s(p.includes("=")?p.slice(p.indexOf("=")+1):p,d);for(let p of[...Ge(u.envs),...Ge(u.env)])s(p,d)}let c=j(o,n.cwd);Ge(a.patchesStrategicMerge).forEach((d,u)=>{if(Mu(d))n.patches.push({field:"patchesStrategicMerge",file:c,inline:["patchesStrategicMerge",u]});else{let p=s(d,"patchesStrategicMerge");p!==void 0&&n.patches.push({field:"patchesStrategicMerge",file:j(p,n.cwd)})}});for(let d of["patches","patchesJson6902"])(Array.isArray(a[d])?a[d]:[]).forEach((p,h)=>{if(typeof p!="object"||p===null)return;let f=p,g=f.target;if(typeof f.path=="string"){let v=s(f.path,d);v!==void 0&&n.patches.push({field:d,file:j(v,n.cwd),...g!==void 0?{target:g}:{}})}else typeof f.patch=="string"&&n.patches.push({field:d,file:c,inline:[d,h,"patch"],...g!==void 0?{target:g}:{}})});return n.visiting.delete(e),n.done.add(e),{origin:Ge(a.buildMetadata).includes("originAnnotations")}}var Gn={maxDirectories:1e5,maxRoots:2e3},n1=new Set([".git","node_modules"]),yr="Chart.yaml",br=new Set([yr,...tt]);function t1(e,n){return e<n?-1:e>n?1:0}function wr(e,n,t,o,i){if(t.helm&&n.has(yr))return{kind:"helm",dir:e,manifest:vr(e,yr),explicit:o,boundary:i};if(t.kustomize){let r=tt.find(a=>n.has(a));if(r)return{kind:"kustomize",dir:e,manifest:vr(e,r),explicit:o,boundary:i}}}function kr(e,n){let t=e.found.get(n.dir);if(t){t.explicit||=n.explicit;return}if(e.found.size>=Gn.maxRoots){e.found.size===Gn.maxRoots&&e.warnings.push(`more than ${Gn.maxRoots} charts and kustomizations: the others are not rendered`);return}e.found.set(n.dir,n)}function o1(e,n,t){let o=(i,r)=>{if(++n.directories>Gn.maxDirectories){n.directories===Gn.maxDirectories+1&&n.warnings.push(`more than ${Gn.maxDirectories} directories: charts and kustomizations below ${O(j(i,n.cwd))} and later are not looked for`);return}let a;try{a=e1(i,{withFileTypes:!0})}catch{return}a.sort((c,d)=>t1(c.name,d.name));let s=new Set(a.filter(c=>c.isFile()&&br.has(c.name)).map(c=>c.name)),l=wr(i,s,n,r,t);if(l&&kr(n,l),l?.kind!=="helm")for(let c of a)c.isDirectory()&&!n1.has(c.name)&&o(vr(i,c.name),!1)};o(e,!0)}function gr(e,n,t){return oe(e,n)?n:t}function Fu(e){let{cwd:n}=e,t={cwd:n,helm:e.helm??!0,kustomize:e.kustomize??!0,found:new Map,directories:0,warnings:[]},o=v=>e.ignore?.(j(v.manifest,n))===!0;for(let v of e.args){if(v==="-")continue;let y;try{y=dn(_u(n,v),n)}catch{continue}if(ze(y))o1(y,t,gr(y,n,y));else if(br.has(_o(y))&&nt(y)){let k=ju(y),$=wr(k,new Set([_o(y)]),t,!0,gr(k,n,k));$&&kr(t,$)}}for(let v of e.files){if(v.absolute==="-"||!br.has(_o(v.absolute)))continue;let y=ju(v.absolute);if(t.found.has(y))continue;let k=wr(y,new Set([_o(v.absolute)]),t,!1,gr(y,n,y));k?.kind==="kustomize"&&(k.manifest=Vo(y)??k.manifest),k&&kr(t,k)}let i=[...t.found.values()].filter(v=>!o(v)),r=i.filter(v=>v.kind==="helm"),a=v=>r.some(y=>y!==v&&oe(v.dir,y.dir)),s=i.filter(v=>!a(v)),l=new Map;for(let v of s)v.kind==="kustomize"&&l.set(v,jo(v.dir,{boundary:v.boundary,cwd:n}));let c=v=>[...l].filter(([y,k])=>y!==v&&k.referencedDirs.has(v.dir)).map(([y])=>y),d=new Set(s.filter(v=>v.kind==="helm"||v.explicit||c(v).length===0)),u=new Set([...d].flatMap(v=>l.get(v)?.kustomizationDirs??[]));for(let v of s)if(!(v.kind!=="kustomize"||d.has(v)||u.has(v.dir))){d.add(v);for(let y of l.get(v)?.kustomizationDirs??[])u.add(y)}let p=s.filter(v=>d.has(v)).map(v=>i1(v,l.get(v),e)),h=s.filter(v=>v.kind==="helm").map(v=>v.dir),f=new Set(s.flatMap(v=>[...l.get(v)?.files??[]]));for(let v of s)f.add(v.manifest);let g=v=>f.has(v)||h.some(y=>oe(v,y));return{roots:p,inputs:r1(e.files,p,l,s,g),isCovered:g,warnings:t.warnings}}function i1(e,n,t){let o={kind:e.kind,dir:e.dir,root:j(e.dir,t.cwd),manifest:j(e.manifest,t.cwd),boundary:e.boundary,explicit:e.explicit};if(e.kind==="helm"){let i=(t.charts??[]).filter(r=>_u(r.path)===e.dir);o.charts=i.length>0?[...i]:[{path:e.dir}]}else o.patches=n?.patches??[];return o}function r1(e,n,t,o,i){let r=new Map(e.map((c,d)=>[c.absolute,d])),a=new Map,s=[];for(let c of n){let d=o.find(f=>f.dir===c.dir),u=d.kind==="helm"?e.filter(f=>oe(f.absolute,d.dir)).map(f=>f.absolute):[...t.get(d)?.files??[]],p=[d.manifest,...u].map(f=>r.get(f)).filter(f=>f!==void 0),h=r.get(d.manifest)??(p.length>0?Math.min(...p):void 0);h===void 0?s.push(c):a.set(h,[...a.get(h)??[],c])}let l=[];e.forEach((c,d)=>{for(let u of a.get(d)??[])l.push({kind:"render",root:u});(c.absolute==="-"||!i(c.absolute))&&l.push({kind:"file",file:c})});for(let c of s)l.push({kind:"render",root:c});return l}import{mkdtempSync as c1,readdirSync as d1,realpathSync as Ku,rmSync as u1}from"node:fs";import{tmpdir as m1}from"node:os";import{join as Cr,sep as zo}from"node:path";var nn={timeoutMs:6e4,maxOutputBytes:67108864,maxErrorBytes:262144},qu=10,zu=2048;function a1(e,n){let t=e;for(let[o,i]of[...n].filter(([r])=>r.length>1).sort((r,a)=>a[0].length-r[0].length))t=t.split(o).join(i);return t}function Bu(e,n=[],t=()=>!1){let o=a1(e.replace(/\r\n?/g,`
`),n).split(`
`).map(s=>s.trimEnd()).filter(s=>s!==""),i=(o.some(s=>!t(s))?o.filter(s=>!t(s)):o).map(Nn),r=[],a=0;for(let s of i.slice(0,qu)){let l=zu-a;if(l<=1)break;r.push(s.length>l?`${s.slice(0,l-1)}\u2026`:s),a+=Math.min(s.length,l)+1}return r.length<i.length&&!r[r.length-1]?.endsWith("\u2026")&&r.push("\u2026"),r.join(`
`)}function Fo(e){return{reason:"missing-tool",message:e==="helm"?"helm is not installed: install it or pass --helm <path>, or set render.helm: false":"kustomize is not installed (nor kubectl): install one of them or pass --kustomize <path>, or set render.kustomize: false"}}function Ee(e){return{reason:"refused",message:Bu(e)}}function s1(e){return e>=1024*1024?`${Math.round(e/(1024*1024))} MB`:`${e} bytes`}function l1(e){return e>=1e3?`${Math.round(e/1e3)} s`:`${e} ms`}function qo(e,n,t,o,i){switch(e.outcome){case"timeout":return{reason:"timeout",message:`${n} did not finish within ${l1(t.timeoutMs)} and was stopped`};case"output-too-large":return{reason:"output-too-large",message:`${n} wrote more than ${s1(t.maxOutputBytes)}, the limit for a render, and was stopped`};case"spawn-error":return{reason:"tool-error",message:`cannot run ${n}: ${e.spawnError??"unknown error"}`};case"exited":{if(e.status===0)return;let r=Bu(e.stderr,o,i);return{reason:"tool-error",message:r===""?`${n} failed (exit status ${String(e.status)}) without a message`:r}}}}var Ar={maxChartEntries:5e4,maxChartFileBytes:1*ct},p1=/^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/,Pr=53;function En(e){try{return Ku.native(e)}catch{return e}}function ot(e){try{let t=ie(Me(Te(Cr(e,"Chart.yaml"),Ar.maxChartFileBytes)),"core").documents[0]?.value,o=typeof t=="object"&&t!==null?t.name:void 0;return typeof o=="string"&&o!==""?o:void 0}catch(n){if(n instanceof ce)return;throw n}}function h1(e){let n=(e??"").toLowerCase().slice(0,200),t="";for(let r of n)t+=r>="a"&&r<="z"||r>="0"&&r<="9"||r==="-"?r:"-";let o=0,i=Math.min(t.length,Pr);for(;o<i&&t[o]==="-";)o++;for(;i>o&&t[i-1]==="-";)i--;return i>o?t.slice(o,i):"release"}function f1(e){if(e.length===0||e.length>63||e.startsWith("-")||e.endsWith("-"))return!1;for(let n of e)if(!(n>="a"&&n<="z"||n>="0"&&n<="9"||n==="-"))return!1;return!0}function g1(e){let n="";for(let t of e)n+=t==="\\"||t===","?`\\${t}`:t;return n}function Wu(e,n){if(!n.some(o=>oe(e,o)))return"it is outside the checkout";let t=En(e);if(!n.some(o=>oe(t,En(o))))return"it leads outside the checkout through a symbolic link"}function v1(e,n,t){let o=En(n),i=new Set([En(e)]),r=[e],a=0;for(;r.length>0;){let s=r.pop(),l;try{l=d1(s,{withFileTypes:!0})}catch{continue}for(let c of l){if(++a>Ar.maxChartEntries)return"too-large";let d=Cr(s,c.name);if(c.isDirectory())r.push(d);else if(c.isSymbolicLink()){let u;try{u=Ku.native(d)}catch{continue}if(!oe(u,o))return j(d,t);ze(u)&&!i.has(u)&&(i.add(u),r.push(d))}}}}function y1(e){return e.startsWith("Use --debug flag")}function b1(){return c1(Cr(m1(),"ai-k8s-lint-helm-"))}function Sr(e,n){return[[e+zo,""],[En(e)+zo,""],[n+zo,""],[En(n)+zo,""]]}function*Ju(e,n,t){let o={kind:"helm",root:e.root,manifest:e.manifest,durationMs:0},i=ot(e.dir),r=n.releaseName??h1(i),a=n.namespace??"default",s=n.values??[],l=n.set??{},c={chart:i,releaseName:r,namespace:a,values:s.map(y=>j(y,t.cwd)),set:{...l}},d=y=>({...o,helm:c,failure:y}),u=[e.boundary],p=Wu(e.dir,u);if(p)return d(Ee(`the chart ${O(e.root)}: ${p} (not rendered)`));for(let y of s){let k=Wu(y,[e.boundary,t.cwd]);if(k)return d(Ee(`the values file ${O(j(y,t.cwd))}: ${k} (not rendered)`))}let h=v1(e.dir,e.boundary,t.cwd);if(h==="too-large")return d(Ee(`the chart ${O(e.root)} has more than ${Ar.maxChartEntries} files (not rendered)`));if(h!==void 0)return d(Ee(`${O(h)} is a symbolic link that leads outside the checkout (not rendered)`));if(!p1.test(r)||r.length>Pr)return d(Ee(`release name ${JSON.stringify(r)}: helm takes lower-case letters, digits, - and . (at most ${Pr})`));if(!f1(a))return d(Ee(`namespace ${JSON.stringify(a)}: a namespace is lower-case letters, digits and - (at most 63)`));let f=Object.keys(l).find(y=>y===""||y.includes("=")||y.includes(","));if(f!==void 0)return d(Ee(`set key ${JSON.stringify(f)}: a key may not be empty or hold = or ,`));if(t.tools.helm===void 0)return d(Fo("helm"));let g=["template",`--namespace=${a}`,"--include-crds",`--kube-version=${t.kubernetesVersion}`];for(let y of s)g.push(`--values=${y}`);for(let[y,k]of Object.entries(l))g.push(`--set=${y}=${g1(k)}`);g.push("--",r,e.dir);let v=b1();try{let y={timeoutMs:t.timeoutMs??nn.timeoutMs,maxOutputBytes:t.maxOutputBytes??nn.maxOutputBytes},k=yield{file:t.tools.helm,args:g,cwd:v,home:v,...y},$=qo(k,"helm",y,Sr(t.cwd,v),y1),E={...o,helm:c,durationMs:k.durationMs};return $?{...E,failure:$}:{...E,text:k.stdout.toString("utf8")}}finally{u1(v,{recursive:!0,force:!0})}}import{mkdirSync as w1,mkdtempSync as k1,realpathSync as P1,rmSync as C1,writeFileSync as A1}from"node:fs";import{tmpdir as S1}from"node:os";import{join as Dr,relative as x1,resolve as R1,sep as D1}from"node:path";var xr="config.kubernetes.io/origin";function Bo(e){try{return P1.native(e)}catch{return e}}function I1(e){let{kustomize:n,kubectl:t}=e.tools;if(n!==void 0)return ii(n)?{file:n,args:["kustomize"],name:"kubectl kustomize"}:{file:n,args:["build"],name:"kustomize build"};if(t!==void 0)return{file:t,args:["kustomize"],name:"kubectl kustomize"}}function $1(e){return e.startsWith("# Warning: ")}function U1(e){let n=e!==""&&!"-?:,[]{}#&*!|>'\"%@`".includes(e[0])&&!e.endsWith(" ");for(let t of e){if(!n)break;n=t>" "&&t!=="#"&&t!==":"&&t<="~"}return n?e:JSON.stringify(e)}function Rr(e){let n=e.trim();if(n.startsWith('"'))try{let t=JSON.parse(n);return typeof t=="string"?t:void 0}catch{return}return n.startsWith("'")?n.length>=2&&n.endsWith("'")?n.slice(1,-1).split("''").join("'"):void 0:n}function G1(e){let n=0;for(;n<e.length&&e[n]===" ";)n++;return n}function E1(e,n,t){let o=Bo(n),i=Bo(t),r=e.split(`
`),a=[],s;for(let l=0;l<r.length;l++){let c=r[l],d=c.trim();if(c.startsWith("---")){a.length=0,s=void 0;continue}if(d==="")continue;let u=G1(c);if(s){if(u>s.indent){if(s.contentIndent??=u,u===s.contentIndent){let f=c.slice(u),g=f.startsWith("path: ")?"path: ":f.startsWith("configuredIn: ")?"configuredIn: ":void 0,v=g?Rr(f.slice(g.length)):void 0;g&&v!==void 0&&v!==""&&(r[l]=`${" ".repeat(u)}${g}${U1(j(R1(o,v),i))}`)}continue}s=void 0}for(;a.length>0&&a[a.length-1].indent>=u;)a.pop();let p=a[a.length-1],h=a[a.length-2];(d===`${xr}: |`||d===`${xr}: |-`||d===`${xr}: |+`)&&p?.text==="annotations:"&&h?.text==="metadata:"&&h.indent===0&&a.length===2&&(s={indent:u}),a.push({indent:u,text:d})}return r.join(`
`)}function Hu(e){let n={};for(let t of e.split(`
`))t.startsWith("path: ")?n.path??=Rr(t.slice(6)):t.startsWith("configuredIn: ")&&(n.configuredIn??=Rr(t.slice(14)));return n}function M1(){return k1(Dr(S1(),"ai-k8s-lint-kustomize-"))}function T1(e,n){w1(e,{recursive:!0});let t=x1(Bo(e),Bo(n)).split(D1).join("/"),o=`# Written by ai-k8s-lint: builds the directory below with origin annotations.
resources:
  - ${JSON.stringify(t)}
buildMetadata: [originAnnotations]
`;A1(Dr(e,"kustomization.yaml"),o)}function*Qu(e,n){let t={kind:"kustomize",root:e.root,manifest:e.manifest,durationMs:0},o=jo(e.dir,{boundary:e.boundary,cwd:n.cwd});if(o.refusal!==void 0)return{...t,failure:Ee(o.refusal)};let i=I1(n);if(i===void 0)return{...t,failure:Fo("kustomize")};let r={timeoutMs:n.timeoutMs??nn.timeoutMs,maxOutputBytes:n.maxOutputBytes??nn.maxOutputBytes},a=M1(),s=0;try{let l=Sr(n.cwd,a),c=function*(g){let v=yield{file:i.file,args:[...i.args,g],cwd:a,home:a,...r};return s+=v.durationMs,{output:v,failure:qo(v,i.name,r,l,$1)}},d=e.dir,u=!1,p;if(!o.originAnnotations){let g=Dr(a,"wrapper");if(T1(g,e.dir),p=yield*c(g),p.failure===void 0)d=g,u=!0;else{if(p.failure.reason!=="tool-error")return{...t,failure:p.failure,durationMs:s};p=void 0}}if(p??=yield*c(e.dir),p.failure)return{...t,failure:p.failure,durationMs:s};let h=p.output.stdout.toString("utf8"),f=u||o.originAnnotations;return{...t,text:f?E1(h,d,n.cwd):h,...f?{origins:{added:u}}:{},durationMs:s}}finally{C1(a,{recursive:!0,force:!0})}}import{mkdirSync as N1}from"node:fs";import{join as pe}from"node:path";var L1=()=>process.getBuiltinModule("node:child_process"),Mn="http://127.0.0.1:9";function O1(e){let n={HOME:e,USERPROFILE:e,TMPDIR:pe(e,"tmp"),XDG_CONFIG_HOME:pe(e,"config"),XDG_CACHE_HOME:pe(e,"cache"),XDG_DATA_HOME:pe(e,"data"),XDG_STATE_HOME:pe(e,"state"),HELM_CONFIG_HOME:pe(e,"helm","config"),HELM_CACHE_HOME:pe(e,"helm","cache"),HELM_DATA_HOME:pe(e,"helm","data"),HELM_PLUGINS:pe(e,"helm","plugins"),HELM_REGISTRY_CONFIG:pe(e,"helm","registry.json"),HELM_REPOSITORY_CONFIG:pe(e,"helm","repositories.yaml"),HELM_REPOSITORY_CACHE:pe(e,"helm","repository"),PATH:"",HTTP_PROXY:Mn,HTTPS_PROXY:Mn,ALL_PROXY:Mn,http_proxy:Mn,https_proxy:Mn,all_proxy:Mn,NO_PROXY:"",no_proxy:"",LC_ALL:"C"};if(process.platform==="win32")for(let t of["SystemRoot","windir","TEMP","TMP"])process.env[t]!==void 0&&(n[t]=process.env[t]);return n}function V1(e){return N1(pe(e.home,"tmp"),{recursive:!0}),{cwd:e.cwd,env:O1(e.home),shell:!1,windowsHide:!0,stdio:["ignore","pipe","pipe"]}}function j1(e){return e.code==="ENOENT"?"no such file":e.code==="EACCES"?"permission denied (not executable)":e.code??e.message}function _1(e,n){return e?e.subarray(0,n).toString("utf8"):""}function Xu(e){let n=performance.now(),t=L1().spawnSync(e.file,e.args,{...V1(e),timeout:e.timeoutMs,killSignal:"SIGKILL",maxBuffer:e.maxOutputBytes}),o=performance.now()-n,i=t.stdout??Buffer.alloc(0),r=_1(t.stderr,nn.maxErrorBytes),a=t.error?.code;return a==="ETIMEDOUT"?{outcome:"timeout",status:null,stdout:i,stderr:r,durationMs:o}:a==="ENOBUFS"?{outcome:"output-too-large",status:null,stdout:i,stderr:r,durationMs:o}:t.error?{outcome:"spawn-error",status:null,stdout:i,stderr:r,spawnError:j1(t.error),durationMs:o}:{outcome:"exited",status:t.status,stdout:i,stderr:r,durationMs:o}}function F1(e,n){return e.kind==="kustomize"?[Qu(e,n)]:(e.charts&&e.charts.length>0?e.charts:[{path:e.dir}]).map(t=>Ju(e,t,n))}function q1(e){try{let n=e.next();for(;!n.done;)n=e.next(Xu(n.value));return n.value}catch(n){throw e.return(void 0),n}}function Yu(e,n){return F1(e,n).map(q1)}import{readdirSync as Q0}from"node:fs";import{posix as wm,resolve as X0}from"node:path";function Ir(e,n){let t=(o,...i)=>o===void 0||o===""||i.some(r=>r!==void 0&&z1(o,r)===!0);return t(e.group,n.group)&&(e.version===void 0||n.version===void 0||t(e.version,n.version))&&t(e.kind,n.kind)&&t(e.name,n.name,n.originalName)&&t(e.namespace,Zu(n.namespace),Zu(n.originalNamespace??n.namespace))&&(e.labelSelector===void 0||nm(e.labelSelector,n.labels??{})===!0)&&(e.annotationSelector===void 0||nm(e.annotationSelector,n.annotations??{})===!0)}function Zu(e){return e===void 0||e===""?"default":e}function z1(e,n){if(e.length>256||n.length>1024)return;let t=B1(e);if(t)return t.some(o=>W1(o,n))}function B1(e){let n=[[]],t=0;e[0]==="^"&&t++;let o=e.length;for(o>t&&e[o-1]==="$"&&e[o-2]!=="\\"&&o--;t<o;){let i=e[t],r;if(i==="|"){n.push([]),t++;continue}if(i==="("||i===")"||i==="["||i==="]"||i==="{"||i==="}"||i==="^"||i==="$"||i==="*"||i==="+"||i==="?")return;if(i==="\\"){let s=e[t+1];if(s===void 0||/[A-Za-z0-9]/.test(s))return;r={char:s,min:1,max:1},t+=2}else r=i==="."?{min:1,max:1}:{char:i,min:1,max:1},t++;let a=e[t];(a==="*"||a==="+"||a==="?")&&(r.min=a==="+"?1:0,r.max=a==="?"?1:1/0,t++,(e[t]==="?"||e[t]==="*"||e[t]==="+")&&t++),n[n.length-1].push(r)}return n}function W1(e,n){let t=e.length,o=new Uint8Array(t+1);o[0]=1;let i=em(e,o);for(let r=0;r<n.length;r++){let a=n[r],s=new Uint8Array(t+1);for(let l=0;l<t;l++){if(!i[l])continue;let c=e[l];c.char!==void 0&&c.char!==a||(c.max===1/0&&(s[l]=1),s[l+1]=1)}if(i=em(e,s),!i.some(l=>l===1))return!1}return i[t]===1}function em(e,n){for(let t=0;t<e.length;t++)n[t]&&e[t].min===0&&(n[t+1]=1);return n}function nm(e,n){if(e.length>1024)return;let t=o=>Object.prototype.hasOwnProperty.call(n,o);for(let o of K1(e)){let i=o.trim();if(i==="")continue;let r=J1(i);if(r){let l=t(r.key)?n[r.key]:void 0,c=l!==void 0&&r.values.includes(l);if(r.op==="in"?!c:c)return!1;continue}if(i.startsWith("!")){if(t(i.slice(1).trim()))return!1;continue}let a=i.indexOf("!="),s=i.indexOf("=");if(a!==-1){let l=i.slice(0,a).trim();if(t(l)&&n[l]===i.slice(a+2).trim())return!1}else if(s!==-1){let l=i.slice(0,s).trim(),c=i.slice(i[s+1]==="="?s+2:s+1).trim();if(!t(l)||n[l]!==c)return!1}else{if(i.includes(" ")||i.includes("("))return;if(!t(i))return!1}}return!0}function K1(e){let n=[],t=0,o=0;for(let i=0;i<e.length;i++){let r=e[i];r==="("?t++:r===")"?t--:r===","&&t===0&&(n.push(e.slice(o,i)),o=i+1)}return n.push(e.slice(o)),n}function J1(e){let n=e.indexOf("(");if(n===-1||!e.endsWith(")"))return;let t=e.slice(0,n).trim(),o=t.lastIndexOf(" ");if(o===-1)return;let i=t.slice(o+1);if(i!=="in"&&i!=="notin")return;let r=e.slice(n+1,-1).split(",").map(a=>a.trim());return{key:t.slice(0,o).trim(),op:i,values:r}}function it(e,n){let t=e.lines.position(n.start),o=e.lines.lineEnd(n.start),i=Math.min(n.end,o),r=H1(e.text,n.start,i),a={line:t.line,column:t.column,endColumn:t.column+((r??i)-n.start)};return r!==void 0&&e.text.slice(r,i).replace(":","").trim()!==""&&(a.valueEndColumn=t.column+(i-n.start)),a}function H1(e,n,t){let o=n,i=e.charCodeAt(n);if(i===34||i===39){for(o=n+1;o<t;o++){let s=e.charCodeAt(o);if(i===34&&s===92)o++;else if(s===i)break}if(o>=t)return;let r=o+1,a=r;for(;a<t&&e.charCodeAt(a)===32;)a++;return e.charCodeAt(a)===58?r:void 0}for(;o<t;o++){if(e.charCodeAt(o)!==58)continue;let r=e.charCodeAt(o+1);if(o+1>=t||r===32||r===9){let a=o;for(;a>n&&e.charCodeAt(a-1)===32;)a--;return a}}}function om(e){let n=e.map(Q1);return(t,o)=>{let i=X1(t);for(let r=n.length-1;r>=0;r--){let a=n[r];if(!a)continue;let s=Z1(a,i,o);if(s)return{...e[r].entry??Y1(it(a.file,s.range),e[r].at),patch:r,file:e[r].file,document:s.document,exact:s.exact}}}}function Q1(e){let n;try{n=ie(e.text)}catch{return}let t=e.type??(Array.isArray(n.documents[0]?.value)?"json6902":"strategic-merge"),o=[];for(let i of t==="json6902"?n.documents.slice(0,1):n.documents){let r=t==="json6902"?{ops:i.value}:le(i.value);r&&o.push({doc:i,value:r,names:t==="json6902"?void 0:e0(r)})}return{file:n,target:e.target,type:t,documents:o}}function X1(e){if(e.labels&&e.annotations)return e;let n=le(le(e.rendered)?.metadata);return{...e,labels:e.labels??tm(n?.labels),annotations:e.annotations??tm(n?.annotations)}}function Y1(e,n){if(!n)return e;let t=n.column-1,o={line:e.line+n.line-1,column:e.column+t,endColumn:e.endColumn+t};return e.valueEndColumn!==void 0&&(o.valueEndColumn=e.valueEndColumn+t),o}function Z1(e,n,t){let{file:o}=e;if(e.type==="json6902"){let r=e.documents[0]?.doc;return r&&e.target&&Ir(e.target,n)?a0(o,r,n,t):void 0}let i;for(let{doc:r,value:a,names:s}of e.documents){if(!(e.target?Ir(e.target,n):s!==void 0&&n0(s,n)))continue;let l=o0(a,t,n);if(!l)continue;let c=r.locate(l.patchPath,d=>o.lines.lineEnd(d));c&&(i={document:r.index,range:c,exact:l.exact})}return i}function e0(e){let n=typeof e.apiVersion=="string"?e.apiVersion:"",t=n.indexOf("/"),o=le(e.metadata),i=o?.name;if(typeof i=="string")return{group:t===-1?"":n.slice(0,t),kind:e.kind,name:i,namespace:typeof o?.namespace=="string"?o.namespace:void 0}}function n0(e,n){return e.kind!==n.kind||e.group!==n.group||e.name!==n.name&&e.name!==n.originalName?!1:e.namespace===void 0||e.namespace===(n.namespace??"")||e.namespace===n.originalNamespace}var t0={containers:["name"],initContainers:["name"],ephemeralContainers:["name"],env:["name"],volumes:["name"],volumeMounts:["mountPath"],volumeDevices:["devicePath"],imagePullSecrets:["name"],resourceClaims:["name"],hostAliases:["ip"],ports:["containerPort","port"]};function o0(e,n,t){let o=[],i=e,r=t.rendered,a=i0(t.group);for(let s=0;s<n.length;s++){let l=n[s];if(Array.isArray(i)){if(typeof l!="number")return;let d=Array.isArray(r)?r[l]:void 0,u=n[s-1],p=a&&typeof u=="string"?t0[u]:void 0,h=i,f;if(p&&h.some(g=>p.some(v=>le(g)?.[v]!==void 0))){let g=p.find(y=>h.some(k=>le(k)?.[y]!==void 0)),v=le(d)?.[g];if(v===void 0||(f=h.findIndex(y=>String(le(y)?.[g])===String(v)),f===-1))return}else{if(l>=h.length)return{patchPath:o,exact:!1};f=l}o.push(f),i=h[f],r=d;continue}let c=le(i);if(!c)return{patchPath:o,exact:!1};if(typeof l!="string"||!Object.prototype.hasOwnProperty.call(c,l))return;if(o.push(l),i=c[l],r=le(r)?.[l],s<n.length-1&&(i===null||typeof i!="object"))return{patchPath:o,exact:!1}}return{patchPath:o,exact:!0}}function i0(e){return e===""||!e.includes(".")||e.endsWith(".k8s.io")}var r0=new Set(["add","replace","remove","copy","move"]);function a0(e,n,t,o){let i=n.value;if(Array.isArray(i))for(let r=i.length-1;r>=0;r--){let a=le(i[r]);if(!a||typeof a.op!="string"||!r0.has(a.op)||typeof a.path!="string")continue;let s=s0(a.path);if(!s||!l0(s,o,t.rendered))continue;let l=d=>e.lines.lineEnd(d);if((a.op==="add"||a.op==="replace")&&"value"in a){let d=n.locate([r,"value",...o.slice(s.length)],l);if(d?.exact)return{document:n.index,range:d,exact:!0}}let c=n.locate([r,"path"],l);if(c)return{document:n.index,range:c,exact:s.length===o.length}}}function s0(e){if(e==="")return[];if(!(!e.startsWith("/")||e.length>4096))return e.slice(1).split("/").map(n=>n.split("~1").join("/").split("~0").join("~"))}function l0(e,n,t){if(e.length>n.length)return!1;let o=t;for(let i=0;i<e.length;i++){let r=n[i],a=e[i];if(a==="-"){if(!Array.isArray(o)||typeof r!="number"||r!==o.length-1)return!1}else if(a!==String(r))return!1;o=Array.isArray(o)&&typeof r=="number"?o[r]:le(o)?.[String(r)]}return!0}function im(e,n){let t=e.documents[0],o=t?.value;for(let c of n)o=Array.isArray(o)?o[c]:le(o)?.[c];if(!t||typeof o!="string")return;let i=e.lines,r=t.locate(n,c=>i.lineEnd(c));if(!r)return;let a=it(e,r),s=typeof n[n.length-1]=="number"?r.start:c0(e,r.start,a),l=s===void 0?void 0:d0(e,s,o);return l?{text:o,at:l,entry:a}:{text:o,entry:a}}function c0(e,n,t){let{text:o}=e,i=n+(t.endColumn-t.column);for(;o.charCodeAt(i)===32;)i++;if(o.charCodeAt(i)===58){for(i++;o.charCodeAt(i)===32||o.charCodeAt(i)===9;)i++;return i<e.lines.lineEnd(n)?i:void 0}}function d0(e,n,t){let{text:o}=e,i=o[n];if(i==="|")return u0(e,e.lines.position(n).line+1,t);if(i===">"||i==="!"||i==="&"||t.includes(`
`)||t.length===0)return;let r=i==="'"||i==='"',a=r?n+1:n;if(!(!o.startsWith(t,a)||r&&o[a+t.length]!==i))return e.lines.position(a)}function u0(e,n,t){let o=t.split(`
`);t.endsWith(`
`)&&o.pop();let i=o.findIndex(s=>s!=="");if(i===-1)return;let a=e.lines.lineText(n+i).length-o[i].length;if(!(a<0)){for(let s=0;s<o.length;s++){let l=e.lines.lineText(n+s);if(l.slice(a)!==o[s]||!m0(l.slice(0,a)))return}return{line:n,column:a+1}}}function m0(e){for(let n=0;n<e.length;n++)if(e.charCodeAt(n)!==32)return!1;return!0}function le(e){return typeof e=="object"&&e!==null&&!Array.isArray(e)?e:void 0}function tm(e){let n=le(e);if(!n)return;let t={};for(let[o,i]of Object.entries(n))typeof i=="string"&&(t[o]=i);return t}function sm(e,n){let t=e.length,o=[],i=[],r="",a=0;if(n.open){let s=rm(e,0,n.open);if(r+=$r.repeat(s===-1?t:s),s===-1)return{masked:r,actions:o,finished:i};let l=n.open.span;n.open=void 0,l&&i.push(l),a=s}for(;a<t;){let s=e.indexOf("{{",a);if(s===-1)break;r+=e.slice(a,s);let l=s+2;for(e.charCodeAt(l)===45&&at(e.charCodeAt(l+1))&&(l+=2);l<t&&at(e.charCodeAt(l));)l++;let c=e.charCodeAt(l)===47&&e.charCodeAt(l+1)===42,d={start:s,end:t,inner:""};o.push(d);let u={inner:"",comment:c,span:d},p=rm(e,c?l+2:l,u);if(p===-1)return r+=$r.repeat(t-s),n.open=u,{masked:r,actions:o,finished:i};d.end=p,r+=$r.repeat(p-s),a=p}return r+=e.slice(a),{masked:r,actions:o,finished:i}}var $r="\0";function rm(e,n,t){let o=e.length,i=n,r=-1;for(;i<o;){let a=e.charCodeAt(i);if(t.quote)a===92&&t.quote!=="`"?i++:e[i]===t.quote&&(t.quote=void 0),i++;else if(t.comment){if(a===42&&e.charCodeAt(i+1)===47&&(r=p0(e,i+2),r!==-1))break;i++}else if(a===34||a===96||a===39)t.quote=e[i],i++;else if(a===125&&e.charCodeAt(i+1)===125){r=i+2;break}else i++}return t.comment||f0(t,e.slice(n,r===-1?o:h0(e,n,r)),r===-1),r!==-1&&t.span&&(t.span.inner=t.comment?"/*":t.inner.trim()),r}function p0(e,n){let t=n;return e.charCodeAt(t)===32&&e.charCodeAt(t+1)===45&&(t+=2),e.charCodeAt(t)===125&&e.charCodeAt(t+1)===125?t+2:-1}function h0(e,n,t){let o=t-2;return o-2>=n&&e.charCodeAt(o-1)===45&&at(e.charCodeAt(o-2))&&(o-=2),o}function f0(e,n,t){e.inner.length>=4096||(e.inner+=n.slice(0,4096-e.inner.length),t&&e.inner.length<4096&&(e.inner+=" "))}function at(e){return e===32||e===9||e===10||e===13}var g0={if:"if",else:"else",end:"end",range:"range",with:"with",define:"define",block:"block",break:"silent",continue:"silent"};function Ur(e){if(e.startsWith("/*"))return{kind:"comment",rest:""};let n=am(e),t=g0[n];if(t==="else"){let o=e.slice(n.length).trimStart(),i=am(o);return i==="if"||i==="with"||i==="range"?{kind:t,elseOf:i,rest:o.slice(i.length).trimStart()}:{kind:t,rest:""}}return t?{kind:t,rest:e.slice(n.length).trimStart()}:v0(e)?{kind:"assign",rest:""}:{kind:"output",rest:e}}function am(e){let n=0;for(;n<e.length&&Tn(e.charCodeAt(n));)n++;return e.slice(0,n)}function Tn(e){return e>=97&&e<=122||e>=65&&e<=90||e>=48&&e<=57||e===95}function v0(e){if(e.charCodeAt(0)!==36)return!1;let n=1;for(;n<e.length&&Tn(e.charCodeAt(n));)n++;for(;n<e.length&&at(e.charCodeAt(n));)n++;return e[n]==="="||e[n]===":"&&e[n+1]==="="}function y0(e){let n=[],t=0,o=e.length;for(;t<o;){if(n.length>512)return;let i=e.charCodeAt(t);if(at(i)||i===44){t++;continue}if(i===124)n.push({t:"|"}),t++;else if(i===40)n.push({t:"("}),t++;else if(i===41)n.push({t:")"}),t++;else if(i===34||i===96||i===39){let r=e[t],a=t+1,s="";for(;a<o&&e[a]!==r;)e.charCodeAt(a)===92&&r!=="`"&&a+1<o?(s+=b0(e[a+1]),a+=2):s+=e[a++];if(a>=o)return;n.push({t:"literal",value:s}),t=a+1}else if(i===46||i===36){let r=t,a=".";if(i===36){r++;let l=r;for(;r<o&&Tn(e.charCodeAt(r));)r++;a=r>l?"var":"$"}let s=[];for(;r<o&&e.charCodeAt(r)===46;){let l=++r;for(;r<o&&Tn(e.charCodeAt(r));)r++;r>l&&s.push(e.slice(l,r))}r===t&&r++,n.push({t:"field",root:a,path:s}),t=r}else if(Tn(i)||i===45){let r=t+1;for(;r<o&&(Tn(e.charCodeAt(r))||e.charCodeAt(r)===46);)r++;let a=e.slice(t,r);n.push(i===45||i>=48&&i<=57||a==="true"||a==="false"||a==="nil"?{t:"literal",value:a}:{t:"ident",name:a}),t=r}else n.push({t:"other"}),t++}return n}function b0(e){return e==="n"?`
`:e==="t"?"	":e}function lm(e,n,t){if(t>16)return;let o=[[]];for(;n.i<e.length;){let i=e[n.i];if(i.t===")")break;if(n.i++,i.t==="|"){o.push([]);continue}if(i.t==="("){let r=lm(e,n,t+1);if(!r||e[n.i]?.t!==")")return;n.i++,o[o.length-1].push({t:"pipeline",commands:r});continue}if(i.t==="other")return;o[o.length-1].push(i)}return o.every(i=>i.length>0)?o:void 0}function Gr(e){let n=y0(e);if(!n)return;let t={i:0},o=lm(n,t,0);return o&&t.i===n.length?o:void 0}var w0=new Set(["quote","squote","int","int64","float64","toString","trim","toYaml","toJson","toPrettyJson","nindent","indent","required","lower","upper","trimSuffix","trimPrefix"]);function Er(e,n){let t=Gr(e);return t&&cm(t,n)}function cm(e,n){let t;for(let o=0;o<e.length;o++){let i=e[o],r=i[0];if(r.t!=="ident"){if(o>0||i.length>1)return;t=rt(r,n);continue}let a=i.slice(1),s=o>0?[...a,void 0]:a;if(r.name==="index"){if(o>0)return;t=k0(a,n)}else if(r.name==="default"){let l=o>0?t:a.length>0?rt(a[a.length-1],n):void 0,c=(o>0?a:a.slice(0,-1)).map(d=>rt(d,n));if(!l||c.some(d=>d===void 0))return;t=[...l,...c.flatMap(d=>d)]}else if(r.name==="tpl"){if(o>0)return;t=a[0]?rt(a[0],n):void 0}else if(w0.has(r.name)){let l=s[s.length-1];t=l===void 0?o>0?t:void 0:rt(l,n)}else return;if(t===void 0)return}return t}function rt(e,n){switch(e.t){case"literal":return[];case"pipeline":return cm(e.commands,n);case"field":{let t=Mr(e,n);return t===void 0?[]:[t]}default:return}}function Mr(e,n){if(e.root!=="var")return e.root==="$"||n==="root"?e.path[0]==="Values"?e.path.slice(1):void 0:n===void 0?void 0:[...n,...e.path]}function k0(e,n){let t=e[0];if(!t||t.t!=="field")return;let o=Mr(t,n);if(o===void 0)return[];let i=[];for(let r of e.slice(1)){if(r.t!=="literal")return;i.push(r.value)}return[[...o,...i]]}function dm(e){let n=Gr(e);if(!n)return;let t;for(let o of n){let i=o[0];if(i?.t==="ident"&&(i.name==="nindent"||i.name==="indent")){let r=o[1];r?.t==="literal"&&/^\d{1,3}$/.test(r.value)&&(t=Number(r.value))}}return t}function Tr(e,n){let t=e.startsWith("$")?e.indexOf(":="):-1,o=Gr(t===-1?e:e.slice(t+2));if(!o||o.length!==1||o[0].length!==1)return;let i=o[0][0];if(i.t==="field")return Mr(i,n)}var P0=10240,C0=64,A0=200,S0=32;function um(e){let n=x0(Yr(e.charCodeAt(0)===65279?e.slice(1):e)),t=new Or;for(let o=0;o<n.length;o++)t.line(n[o],o);return t.finish(),{documents:t.documents}}function x0(e){let n=e.split(`
`);for(let t=0;t<n.length;t++){let o=n[t];o.charCodeAt(o.length-1)===13&&(n[t]=o.slice(0,-1))}return n}var Or=class{documents=[];doc={index:0};stack=[];frame;overflow=0;state={};openAction;skip;line(n,t){let o=this.state.open!==void 0;if(!o&&R0(n)){this.endDocument();return}if(n.length>P0)return;let i=this.frame,r=sm(n,this.state),a=r.masked,s=[];for(let d of r.finished)this.finishOpen(d);for(let d of r.actions){if(this.state.open?.span===d){this.openAction={line:t,alone:!1,dot:this.dot()};continue}let u=Ur(d.inner);s.push({span:d,kind:u.kind,dot:this.dot(),frame:this.frame}),this.control(u)}let l=D0(a),c=l===a.length||a.charCodeAt(l)===35;if(I0(a,l)){this.openAction?.line===t&&(this.openAction.alone=!0);for(let d of s)d.kind==="output"&&!d.frame?.defined&&this.generatorLine(d.span,t,d.dot,d.frame);return}c||o||i?.defined||this.content(n,a,l,t,s,i)}finish(){this.endDocument()}dot(){return this.frame?this.frame.dot:"root"}finishOpen(n){let t=this.openAction;this.openAction=void 0;let o=Ur(n.inner);o.kind==="output"&&t?.alone&&!this.frame?.defined?this.generatorLine(n,t.line,t.dot,this.frame):this.control(o)}control(n){let{kind:t}=n;if(t==="if"||t==="with"||t==="range"||t==="define"||t==="block"){if(this.depth()>=C0){this.overflow++;return}let o=this.dot(),i=t==="with"?Tr(n.rest,o):t==="if"?o:void 0;this.frame={group:{kind:t,finalElse:!1,branches:1},branch:0,parent:this.frame,dot:i,outerDot:o,defined:t==="define"||(this.frame?.defined??!1)}}else if(t==="else"){if(this.overflow>0||!this.frame)return;let{group:o,outerDot:i,parent:r,defined:a}=this.frame;o.branches++,n.elseOf||(o.finalElse=!0);let s=n.elseOf==="with"?Tr(n.rest,i):i;this.frame={group:o,branch:this.frame.branch+1,parent:r,dot:s,outerDot:i,defined:a}}else t==="end"&&(this.overflow>0?this.overflow--:this.frame&&(this.frame=this.frame.parent))}depth(){let n=0;for(let t=this.frame;t;t=t.parent)n++;return n}endDocument(){this.documents.push(this.doc),this.doc={index:this.doc.index+1},this.stack=[],this.skip=void 0}generatorLine(n,t,o,i){let r=dm(n.inner)??n.start;if(this.skip?.kind==="block"){if(r>this.skip.min)return;this.skip=void 0}if(this.skip)return;let a=Er(n.inner,o),s={type:"action",line:t,column:n.start,endColumn:n.end,frame:i,source:a?.length===1?a[0]:void 0},l=this.placeGenerator(r,i);l&&l.children.push(s)}content(n,t,o,i,r,a){if(this.skip&&this.skipped(t,o))return;let s=U0(n,t,o);if(!s)return;let l;for(let c of s.dashes){let d=this.place(c,!0,a);if(!d)return;d.kind="seq";let u={type:"item",line:i,column:c,endColumn:c+1,frame:a,value:{kind:"pending"}};d.children.push(u),l=u}if(s.key){let c=this.place(s.key.start,!1,a);if(!c||(c.kind==="unknown"&&(c.kind="map"),c.kind!=="map"))return;let{start:d,end:u,text:p,pieces:h}=s.key,f={type:"entry",key:p,pieces:h,line:i,column:d,endColumn:u,frame:a,value:{kind:"pending"}};c.children.push(f),l=f}l&&(l.value=this.valueOf(n,t,s.valueStart,s.valueEnd,i,r,l))}skipped(n,t){let o=this.skip;if(o.kind==="block")return t>o.min?!0:(this.skip=void 0,!1);let i={quote:o.kind==="quote"?o.quote:0,depth:o.kind==="flow"?o.depth:0};return Lr(n,0,i)===-1?(this.skip=i.quote?{kind:"quote",quote:i.quote}:{kind:"flow",depth:i.depth},!0):(this.skip=void 0,!0)}valueOf(n,t,o,i,r,a,s){let l=o;for(;l<i&&(t[l]===" "||t[l]==="	");)l++;for(;l<i&&(t[l]==="&"||t[l]==="!");){for(;l<i&&t[l]!==" ";)l++;for(;l<i&&t[l]===" ";)l++}if(l>=i)return{kind:"pending"};let c=t.charCodeAt(l);if((c===124||c===62)&&$0(t,l+1,i))return this.skip={kind:"block",min:s.column},{kind:"block"};if(c===123||c===91){let d=L0(n,t,l,r,a,s.frame);if(d)return d.value;let u={quote:0,depth:0};return Lr(t,l,u)===-1&&(this.skip=u.quote?{kind:"quote",quote:u.quote}:{kind:"flow",depth:u.depth}),{kind:"scalar",line:r,start:l,end:i}}return(c===34||c===39)&&Lr(t,l,{quote:0,depth:0})===-1&&(this.skip={kind:"quote",quote:c}),hm(n,t,l,i,r,a,s.frame,pm(s))}place(n,t,o){if(this.stack.length===0)return this.doc.root?n===this.doc.root.column?this.push(this.doc.root):void 0:(this.doc.root={column:n,kind:"unknown",frame:o,children:[]},this.push(this.doc.root));for(;;){for(;this.stack.length>1&&this.top().column>n;)this.stack.pop();let i=this.top();if(this.stack.length===1&&i.kind==="unknown"&&i.column>n&&(i.column=n),i.column===n){if(t&&i.kind==="map")return this.open(i,n);if(!t&&i.kind==="seq"&&this.stack.length>1){this.stack.pop();continue}return i}return i.column>n?void 0:this.open(i,n)}}placeGenerator(n,t){if(this.stack.length===0)return this.doc.root||(this.doc.root={column:n,kind:"unknown",frame:t,children:[]}),this.push(this.doc.root),this.doc.root;for(;this.stack.length>1&&this.top().column>n;)this.stack.pop();let o=this.top();return o.column>=n?o:this.open(o,n)??o}open(n,t){let o=n.children[n.children.length-1];if(!o||o.type==="action"||o.value.kind!=="pending"||this.stack.length>=A0)return;let i={column:t,kind:"unknown",frame:o.frame,children:[]};return o.value={kind:"container",node:i},this.push(i)}push(n){return this.stack.push(n),n}top(){return this.stack[this.stack.length-1]}};function R0(e){if(!e.startsWith("---")&&!e.startsWith("..."))return!1;let n=e.charCodeAt(3);return e.length===3||n===32||n===9}function D0(e){let n=0;for(;n<e.length&&e.charCodeAt(n)===32;)n++;return n}function I0(e,n){let t=!1;for(let o=n;o<e.length;o++){let i=e.charCodeAt(o);if(i===0)t=!0;else if(i!==32&&i!==9)return!1}return t}function $0(e,n,t){for(let o=n;o<t;o++){let i=e.charCodeAt(o);if(!(i===43||i===45||i>=48&&i<=57))return!1}return!0}function U0(e,n,t){let o=t,i=n.length,r=[];for(;o<i&&n.charCodeAt(o)===45&&(o+1===i||n.charCodeAt(o+1)===32||n.charCodeAt(o+1)===9);)for(r.push(o),o++;o<i&&(n.charCodeAt(o)===32||n.charCodeAt(o)===9);)o++;let a=G0(n,o);if(o>=a)return{dashes:r,valueStart:a,valueEnd:a};let s=E0(e,n,o,a);return s?{dashes:r,key:s.key,valueStart:s.valueStart,valueEnd:a}:{dashes:r,valueStart:o,valueEnd:a}}function G0(e,n){let t=n,o=e.length,i=o;for(;t<o;){let r=e.charCodeAt(t),a=t===n?32:e.charCodeAt(t-1);if((r===34||r===39)&&(a===32||a===9||a===58||a===44||a===91||a===123||t===n)){let l=Wo(e,t);if(l===-1)break;t=l;continue}if(r===35&&(a===32||a===9||t===n)){i=t;break}t++}for(;i>n&&(e.charCodeAt(i-1)===32||e.charCodeAt(i-1)===9);)i--;return i}function Wo(e,n){let t=e.charCodeAt(n);for(let o=n+1;o<e.length;o++){let i=e.charCodeAt(o);if(t===34&&i===92)o++;else if(i===t)if(t===39&&e.charCodeAt(o+1)===39)o++;else return o+1}return-1}function E0(e,n,t,o){let i=n.charCodeAt(t);if(!(i===123||i===91||i===124||i===62||i===63||i===42)){if(i===34||i===39){let r=Wo(n,t);if(r===-1||r>o)return;let a=r;for(;a<o&&n.charCodeAt(a)===32;)a++;return n.charCodeAt(a)!==58||!(a+1>=o||Nr(n.charCodeAt(a+1)))?void 0:{key:Vr(e,n,t,r,!0),valueStart:a+1}}for(let r=t;r<o;r++)if(n.charCodeAt(r)===58&&(r+1>=o||Nr(n.charCodeAt(r+1)))){let a=r;for(;a>t&&Nr(n.charCodeAt(a-1));)a--;return{key:Vr(e,n,t,a,!1),valueStart:r+1}}}}function Nr(e){return e===32||e===9}function Vr(e,n,t,o,i){let r=i?jr(e.slice(t,o)):e.slice(t,o),a=i?n.slice(t+1,o-1):n.slice(t,o);return{start:t,end:o,text:r,pieces:a.includes("\0")?mm(i?jr(n.slice(t,o)):a):void 0}}function mm(e){let n=[],t=0,o=0;for(;o<=e.length;){let i=e.indexOf("\0",o);if(i===-1)break;for(n.push(e.slice(t,i)),o=i;e.charCodeAt(o)===0;)o++;t=o}return n.push(e.slice(t)),n}function jr(e){let n=e[0],t=e.slice(1,-1);if(n==="'")return t.split("''").join("'");if(!t.includes("\\"))return t;let o="";for(let i=0;i<t.length;i++){let r=t[i];if(r!=="\\"||i+1>=t.length){o+=r;continue}let a=t[++i];a==="n"?o+=`
`:a==="t"?o+="	":a==="u"&&/^[0-9a-fA-F]{4}$/.test(t.slice(i+1,i+5))?(o+=String.fromCharCode(parseInt(t.slice(i+1,i+5),16)),i+=4):o+=a}return o}function Lr(e,n,t){for(let o=n;o<e.length;o++){let i=e.charCodeAt(o);if(t.quote){if(t.quote===34&&i===92)o++;else if(i===t.quote){if(t.quote===39&&e.charCodeAt(o+1)===39)o++;else if(t.quote=0,t.depth===0)return o+1}}else if(i===34||i===39)t.quote=i;else if(i===123||i===91)t.depth++;else if(i===125||i===93){if(t.depth--,t.depth<=0)return o+1}else if(i===35&&t.depth>0&&(e.charCodeAt(o-1)===32||o===0))return-1}return-1}var M0=1024;function pm(e){return e.type==="entry"&&(e.key==="kind"||e.key==="name")}function hm(e,n,t,o,i,r,a,s){let l=[],c=new Set,d=0,u;for(let h=T0(r,t);h<r.length&&r[h].span.start<o;h++){let f=r[h];if(f.kind!=="output"||f.span.end>o)continue;let g=Er(f.span.inner,f.dot);++d===1&&(u={action:f,sources:g});for(let v of g??[]){let y=v.join("\0");c.has(y)||(c.add(y),l.push(v))}}let p={kind:"scalar",line:i,start:t,end:o};if(l.length>0&&(p.refs=l),s&&o-t<=M0){let h=o-t>=2&&(n[t]==='"'||n[t]==="'")&&n[o-1]===n[t],f=n.slice(t,o);f.includes("\0")?p.pieces=mm(h?f.slice(1,-1):f):p.literal=h?jr(e.slice(t,o)):e.slice(t,o)}if(d===1&&u&&N0(n,t,o)){let{span:h}=u.action;p.action={type:"action",line:i,column:h.start,endColumn:h.end,frame:a,source:u.sources?.length===1?u.sources[0]:void 0}}return p}function T0(e,n){let t=0,o=e.length;for(;t<o;){let i=t+o>>1;e[i].span.start<n?t=i+1:o=i}return t}function N0(e,n,t){for(let o=n;o<t;o++)if(e.charCodeAt(o)!==0&&e.charCodeAt(o)!==32)return!1;return!0}function L0(e,n,t,o,i,r){return new _r(e,n,o,i,r).node(t,0)}var _r=class{constructor(n,t,o,i,r){this.raw=n;this.masked=t;this.line=o;this.actions=i;this.frame=r}raw;masked;line;actions;frame;node(n,t,o=!1){if(t>S0)return;let i=this.space(n),r=this.masked.charCodeAt(i);if(r===123)return this.mapping(i,t);if(r===91)return this.sequence(i,t);let a=this.scalarEnd(i);if(a===void 0)return;let s=this.trimEnd(i,a);return{value:hm(this.raw,this.masked,i,s,this.line,this.actions,this.frame,o),end:a}}mapping(n,t){let o={column:-1,kind:"map",frame:this.frame,children:[]},i=this.space(n+1);if(this.masked.charCodeAt(i)===125)return{value:{kind:"container",node:o},end:i+1};for(;;){i=this.space(i);let r=i,a,s=this.masked.charCodeAt(i);if(s===34||s===39){if(a=Wo(this.masked,i),a===-1)return;i=this.space(a)}else{for(;i<this.masked.length&&!this.keyStop(i);)i++;a=this.trimEnd(r,i)}if(a<=r)return;let l=Vr(this.raw,this.masked,r,a,s===34||s===39),c={type:"entry",key:l.text,pieces:l.pieces,line:this.line,column:r,endColumn:a,frame:this.frame,value:{kind:"pending"}};if(o.children.push(c),this.masked.charCodeAt(i)===58){let u=this.space(i+1),p=this.masked.charCodeAt(u);if(p===44||p===125)i=u;else{let h=this.node(i+1,t+1,pm(c));if(!h)return;c.value=h.value,i=this.space(h.end)}}let d=this.masked.charCodeAt(i);if(d===44){if(i++,this.masked.charCodeAt(this.space(i))===125)return{value:{kind:"container",node:o},end:this.space(i)+1};continue}return d===125?{value:{kind:"container",node:o},end:i+1}:void 0}}sequence(n,t){let o={column:-1,kind:"seq",frame:this.frame,children:[]},i=this.space(n+1);if(this.masked.charCodeAt(i)===93)return{value:{kind:"container",node:o},end:i+1};for(;;){let r=this.space(i),a=this.node(r,t+1);if(!a)return;let s=a.value.kind==="scalar"?a.value.end:a.end;o.children.push({type:"item",line:this.line,column:r,endColumn:s,frame:this.frame,value:a.value}),i=this.space(a.end);let l=this.masked.charCodeAt(i);if(l===44){if(i++,this.masked.charCodeAt(this.space(i))===93)return{value:{kind:"container",node:o},end:this.space(i)+1};continue}return l===93?{value:{kind:"container",node:o},end:i+1}:void 0}}scalarEnd(n){let t=this.masked.charCodeAt(n);if(t===34||t===39){let i=Wo(this.masked,n);return i===-1?void 0:i}let o=n;for(;o<this.masked.length;){let i=this.masked.charCodeAt(o);if(i===44||i===125||i===93)break;o++}return o}keyStop(n){let t=this.masked.charCodeAt(n);if(t===44||t===125||t===93)return!0;if(t!==58)return!1;let o=this.masked.charCodeAt(n+1);return n+1>=this.masked.length||o===32||o===9||o===44||o===125||o===93}space(n){for(;n<this.masked.length&&(this.masked.charCodeAt(n)===32||this.masked.charCodeAt(n)===9);)n++;return n}trimEnd(n,t){for(;t>n&&(this.masked.charCodeAt(t-1)===32||this.masked.charCodeAt(t-1)===9);)t--;return t}};function vm(e){let n;try{n=um(e)}catch{n=void 0}return(t,o,i={})=>{if(n)try{return O0(n,t,o,i)}catch{return}}}function O0(e,n,t,o){let i=st(o.rendered)?o.rendered:void 0,r=o.kind??qr(i?.kind),a=o.name??qr(st(i?.metadata)?i.metadata.name:void 0),s=V0(e.documents,n,r,a,o.kindIndex);if(!s?.root)return;let l=new Fr(t,K0(o.rendered,t),o.values),c=t.length>0?l.inContainer(s.root,0):void 0;if(!c)return W0(s,s.root,r,t.length===0);let d={line:c.line+1,column:c.column+1,endColumn:c.endColumn+1,via:c.via,exact:c.rank>1,document:s.index};return c.valueEnd!==void 0&&c.valueEnd>c.endColumn&&(d.valueEndColumn=c.valueEnd+1),c.refs&&c.refs.length>0&&(d.valuesRefs=c.refs),d}function V0(e,n,t,o,i){let r=e.filter(u=>u.root&&u.root.children.length>0);if(t===void 0&&o===void 0)return r[n];let a=u=>r.map((p,h)=>({doc:p,position:h,kindScore:t===void 0?1:_0(p.root,t),nameScore:u&&o!==void 0?F0(p.root,o):0})).filter(p=>p.kindScore>0&&p.nameScore>=0),s=a(!0);if(s.length===0&&o!==void 0&&(s=a(!1)),s.length===0)return;let l=0;for(let u of s)l=Math.max(l,u.kindScore);let c=-1;for(let u of s)u.kindScore===l&&(c=Math.max(c,u.nameScore));let d=s.filter(u=>u.kindScore===l&&u.nameScore===c);if(i!==void 0&&t!==void 0){let u=r.filter(h=>j0(h.root).includes(t)),p=d.find(h=>h.doc===u[i]);if(p)return p.doc}return(d.find(u=>u.position===n)??d[0]).doc}function Ko(e,n){return e.children.filter(t=>t.type==="entry"&&t.pieces===void 0&&t.key===n)}function j0(e){return Ko(e,"kind").flatMap(n=>n.value.kind==="scalar"&&n.value.literal!==void 0?[n.value.literal]:[])}function _0(e,n){let t=Ko(e,"kind");if(t.length===0)return e.kind==="map"&&!e.children.some(i=>i.type==="action")?0:1;let o=0;for(let i of t){let r=i.value;if(r.kind==="scalar"){if(r.literal===n)return 2;r.pieces&&zr(r.pieces,n)>=0&&(o=1)}}return o}function F0(e,n){let t=-1,o=!1;for(let i of Ko(e,"metadata"))if(i.value.kind==="container")for(let r of i.value.node.children){if(r.type==="action")return Math.max(t,0);r.type!=="entry"||r.key!=="name"||r.pieces||(o=!0,t=Math.max(t,ym(r.value,n)))}return o?t:0}var q0=1e4;function ym(e,n){return e.kind!=="scalar"?0:e.literal!==void 0?e.literal===n?q0:-1:e.pieces?zr(e.pieces,n):0}function zr(e,n){if(e.length<2)return e[0]===n?e[0].length:-1;let t=e[0],o=e[e.length-1];if(t.length+o.length>n.length||!n.startsWith(t)||!n.endsWith(o))return-1;let i=t.length,r=n.length-o.length,a=t.length+o.length;for(let s=1;s<e.length-1;s++){let l=e[s],c=n.indexOf(l,i);if(c===-1||c+l.length>r)return-1;i=c+l.length,a+=l.length}return a}var Fr=class{constructor(n,t,o){this.path=n;this.names=t;this.values=o}path;names;values;inContainer(n,t){let o=this.path[t];if(typeof o=="string"){if(n.kind==="seq")return;let i;for(let r of n.children)if(!(r.type!=="entry"||r.pieces!==void 0||r.key!==o)&&(i=z0(i,this.throughEntry(r,t+1)),i.rank===3))break;return i??this.generated(n,t)}if(!(typeof o!="number"||n.kind==="map"))return n.kind==="unknown"?this.generated(n,t):this.inSequence(n,t,o)}generated(n,t){let o=this.path[t],i=[];for(let s of n.children)if(s.type==="entry"&&s.pieces!==void 0&&typeof o=="string"){let l=zr(s.pieces,o);l>=0&&i.push({child:s,score:l})}else s.type==="action"&&i.push({child:s,score:0});let r=-1;for(let s of i)r=Math.max(r,s.score);if(r>0)return this.throughEntry(i.find(s=>s.score===r).child,t+1);if(i.length!==1)return this.byValues(i.map(s=>s.child),t);let a=i[0].child;return a.type==="action"?this.action(a,t,0):{rank:2,depth:t,via:"action",line:a.line,column:a.column,endColumn:a.endColumn}}byValues(n,t){if(this.values===void 0)return;let o=this.path.slice(t).map(String),i=l=>l.type==="action"&&l.source!==void 0?J0(this.values,[...l.source,...o]):void 0,r=n.filter(l=>i(l)===!0),a=r.length===1?r:n.filter(l=>i(l)!==!1);if(a.length!==1)return;let s=a[0];return s.type==="action"?this.action(s,t,0):{rank:2,depth:t,via:"action",line:s.line,column:s.column,endColumn:s.endColumn}}throughEntry(n,t){if(t===this.path.length)return this.atKey(n,!0,t);let o=n.value;return o.kind==="container"?this.inContainer(o.node,t)??this.atKey(n,!1,t):o.kind==="scalar"&&o.action?this.action(o.action,t,0):this.atKey(n,!1,t)}throughItem(n,t){if(t===this.path.length)return this.atItem(n,!0,t);let o=n.value;return o.kind==="container"?this.inContainer(o.node,t)??this.atItem(n,!1,t):o.kind==="scalar"&&o.action?this.action(o.action,t,0):this.atItem(n,!1,t)}atKey(n,t,o){let i={rank:t?3:1,depth:o,via:"key",line:n.line,column:n.column,endColumn:n.endColumn},r=n.value;return r.kind==="scalar"&&r.line===n.line&&(i.valueEnd=r.end,t&&r.refs&&(i.refs=r.refs)),i}atItem(n,t,o){let i=n.value;if(i.kind==="container"&&i.node.kind==="map"){let r=i.node.children.filter(s=>s.type==="entry"),a=r.find(s=>s.key==="name"&&s.pieces===void 0)??r[0];if(a)return{...this.atKey(a,!1,o),rank:t?3:1}}if(i.kind==="scalar"&&i.line===n.line){let r={rank:t?3:1,depth:o,via:"key",line:n.line,column:i.start,endColumn:i.end};return t&&i.refs&&(r.refs=i.refs),r}return{rank:t?3:1,depth:o,via:"key",line:n.line,column:n.column,endColumn:n.endColumn}}action(n,t,o){let i={rank:2,depth:t,via:"action",line:n.line,column:n.column,endColumn:n.endColumn};if(n.source){let r=this.path.slice(t).map((a,s)=>String(s===0&&typeof a=="number"?a-o:a));i.refs=[[...n.source,...r]]}return i}inSequence(n,t,o){if(!Number.isInteger(o)||o<0)return;let i=this.names[t];if(i!==void 0){let a,s=0;for(let l of n.children){if(l.type!=="item")continue;let c=fm(l,i);c>s&&(a=l,s=c)}if(a)return this.throughItem(a,t+1)}let r=B0(n,o);if(r){if(r.type==="action")return this.action(r,t,r.shift);if(!(i!==void 0&&fm(r,i)<0))return this.throughItem(r,t+1)}}};function z0(e,n){return!e||n.rank>e.rank||n.rank===e.rank&&n.depth>e.depth?n:e}function fm(e,n){let t=e.value;if(t.kind!=="container"||t.node.kind!=="map")return 0;let o=0,i=!1;for(let r of t.node.children){if(r.type!=="entry"||r.key!=="name"||r.pieces!==void 0)continue;let a=ym(r.value,n);o=i?Math.max(o,a):a,i=!0}return o}function B0(e,n){let t=e.children.filter(i=>i.type!=="entry"),o=0;for(let i=0;i<t.length;){let r=t[i],a=gm(r.frame,e.frame);if(!a)return;if(a.length===0){if(r.type==="action")return i===t.length-1?{...r,shift:o}:void 0;if(o===n)return r;o++,i++;continue}let s=a[a.length-1].group,l=Array.from({length:Math.min(s.branches,64)},()=>[]),c,d=i;for(;d<t.length;d++){let h=t[d],f=gm(h.frame,e.frame);if(!f||f.length===0||f[f.length-1].group!==s)break;if(f.length>1||s.kind==="range"||s.kind==="define")return;if(h.type==="action"){if(d!==t.length-1||f[0].branch!==0)return;c=h}else l[f[0].branch]?.push(h)}let u=l[0]??[],p=u.length;if(c)return s.branches===1?n-o<p?u[n-o]:{...c,shift:o+p}:void 0;if(s.finalElse&&l.every(h=>h.length===p)){if(n<o+p)return u[n-o];o+=p,i=d;continue}return d===t.length&&s.branches===1&&n-o<p?u[n-o]:void 0}}function gm(e,n){let t=[];for(let o=e;o!==n;o=o.parent){if(!o||t.length>64)return;t.push(o)}return t}function W0(e,n,t,o){let i=Ko(n,"kind"),r=i.find(s=>s.value.kind==="scalar"&&s.value.literal===t)??i[0]??n.children.find(s=>s.type==="entry")??n.children[0];if(!r)return;let a={line:r.line+1,column:r.column+1,endColumn:r.endColumn+1,via:"head",exact:o,document:e.index};return r.type!=="action"&&r.value.kind==="scalar"&&r.value.line===r.line&&r.value.end>r.endColumn&&(a.valueEndColumn=r.value.end+1),a}function K0(e,n){let t=[],o=e;for(let i=0;i<n.length;i++){let r=n[i];if(typeof r=="number"){let a=Array.isArray(o)?o[r]:void 0;t[i]=st(a)?qr(a.name):void 0,o=a}else o=st(o)?o[r]:void 0}return t}function J0(e,n){let t=e;for(let o of n){if(Array.isArray(t))t=/^\d{1,9}$/.test(o)?t[Number(o)]:void 0;else if(st(t)&&Object.prototype.hasOwnProperty.call(t,o))t=t[o];else return!1;if(t===void 0)return!1}return!0}function st(e){return typeof e=="object"&&e!==null&&!Array.isArray(e)}function qr(e){return typeof e=="string"?e:void 0}function bm(e){let n=ie(e),t=n.documents[0];return o=>{if(!t||o.length===0||typeof t.value!="object"||t.value===null||Array.isArray(t.value))return;let i=[],r=t.value;for(let s of o)if(Array.isArray(r)&&H0(s)&&Number(s)<r.length)i.push(Number(s)),r=r[Number(s)];else if(typeof r=="object"&&r!==null&&!Array.isArray(r)&&Object.prototype.hasOwnProperty.call(r,s))i.push(s),r=r[s];else return;let a=t.locate(i,s=>n.lines.lineEnd(s));return a?.exact?it(n,a):void 0}}function H0(e){if(e.length===0||e.length>9)return!1;for(let n=0;n<e.length;n++){let t=e.charCodeAt(n);if(t<48||t>57)return!1}return!0}var Y0="config.kubernetes.io/origin",Jo=class{constructor(n){this.cwd=n}cwd;texts=new Map;loaded=new Map;indexes=new Map;absolute(n){return wm.isAbsolute(n)?n:`${this.cwd}/${n}`}text(n){return I(this.texts,n,()=>this.read(n))}read(n){try{if(!wm.isAbsolute(n)&&!Z0(n))throw new ce("not a plain relative path");return Me(Te(dn(X0(this.cwd,n),this.cwd),Be.manifest))}catch(t){if(!(t instanceof ce)&&!(t instanceof lt))throw t;return}}lines(n){return I(this.indexes,n,()=>Ho(this.text(n),t=>new Zr(t)))}yaml(n){return I(this.loaded,n,()=>Ho(this.text(n),ie))}};function Ho(e,n){return e===void 0?void 0:n(e)}function Z0(e){return!e.includes(":")&&e.split("/").every(Kr)}function Qo(e,n,t){let o=(e.lines(n)?.lineText(t)??"").slice(0,1e4),i={start:{line:t,column:1},end:{line:t,column:Math.max(o.trimEnd().length,1)+1}};return{file:n,range:i,lineText:o}}function km(e,n,t,o){let i=new Jo(t),r=Qo(i,e.manifest,1),a=e.root==="."?"":`${e.root}/`,s=e.kind==="helm"?Pm(i,{name:e.helm?.chart,dir:a,values:e.helm?.values??[]}):void 0,l=e.kind==="kustomize"?eP(i,n):void 0;return{label:o,root:`${e.root}${e.helm?` ${[...e.helm.values,...Object.entries(e.helm.set).map(([c,d])=>`${c}=${d}`)].join(",")}`:""}`,fallback:r,locate(c,d){return s?s(c,d):(l&&nP(i,l,c.value,d))??tP(i,c.value,d)}}}function Pm(e,n){let{name:t,dir:o}=n,i=t===void 0?void 0:new Wr(e,o,t,n.values),r=new Map,a=new Map,s=new Map,l=new Map,c=(d,u)=>{for(let{file:p,prefix:h}of u){let f=I(l,p,()=>Ho(e.text(p),bm))?.([...h,...d]);if(f)return{file:p,range:{start:{line:f.line,column:f.column},end:{line:f.line,column:f.valueEndColumn??f.endColumn}}}}};return(d,u)=>{let p=d.helmSource,h=p===void 0?void 0:i?.templateOf(p);if(!h||!p)return;if("packed"in h)return h.packed;let f=h.template,g=I(r,f,()=>Ho(e.text(f),vm));if(!g)return;let v=P(d.value,"kind")??"",{objectIndex:y,kindIndex:k}=I(a,d.index,()=>{let B=s.get(p)??0,te=s.get(`${p}\0${v}`)??0;return s.set(p,B+1),s.set(`${p}\0${v}`,te+1),{objectIndex:B,kindIndex:te}}),$=g(y,u,{kind:v,name:P(w(d.value,"metadata"),"name"),kindIndex:k,rendered:d.value});if(!$)return;let E=Qo(e,f,$.line);E.range={start:{line:$.line,column:$.column},end:{line:$.line,column:$.valueEndColumn??$.endColumn}};let H=($.valuesRefs??[]).flatMap(B=>{let te=c(B,h.values);return te?[{file:te.file,range:te.range,message:`The value comes from .Values.${B.join(".")}, set here.`}]:[]});return H.length>0&&(E.related=H),E}}var Br={maxLength:4096,maxSubchartDepth:16,maxSubchartFolders:1e3},Wr=class{constructor(n,t,o,i){this.sources=n;this.dir=t;this.name=o;this.values=i}sources;dir;name;values;resolved=new Map;folders=new Map;templateOf(n){return I(this.resolved,n,t=>this.resolve(t))}resolve(n){if(n.length>Br.maxLength||!n.startsWith(`${this.name}/`))return;let t=n.slice(this.name.length+1).split("/");if(!t.every(Kr))return;let o=[this.dir],i=[],r=0;for(;t[r]==="charts"&&r+2<t.length;){if(i.length>=Br.maxSubchartDepth)return;let s=t[r+1],l=o[o.length-1],c=this.subchartFolders(l).get(this.dependencyName(l,s));if(c===void 0)return{packed:this.dependencyEntry(l,s)};o.push(`${l}charts/${c}/`),i.push(s),r+=2}let a=[];if(this.values!==void 0){for(let s of[...this.values].reverse())a.push({file:s,prefix:i});o.forEach((s,l)=>a.push({file:`${s}values.yaml`,prefix:i.slice(l)}))}return{template:`${o[o.length-1]}${t.slice(r).join("/")}`,values:a}}dependencies(n){let t=this.sources.yaml(`${n}Chart.yaml`),o=t&&m(t.documents[0]?.value,"dependencies");return t&&Array.isArray(o)?{loaded:t,entries:o}:void 0}dependencyIndex(n,t){let o=n.findIndex(i=>P(i,"alias")===t);return o!==-1?o:n.findIndex(i=>P(i,"name")===t&&m(i,"alias")===void 0)}dependencyName(n,t){let o=this.dependencies(n),i=o?this.dependencyIndex(o.entries,t):-1;return o&&i!==-1&&P(o.entries[i],"name")||t}dependencyEntry(n,t){let o=`${n}Chart.yaml`,i=this.dependencies(n),r=i?this.dependencyIndex(i.entries,t):-1,a=i?.loaded.documents[0],s=i&&a&&r!==-1?a.locate(["dependencies",r,"name"],l=>i.loaded.lines.lineEnd(l)):void 0;return(i&&s&&Cm(o,i.loaded,s))??Qo(this.sources,o,1)}subchartFolders(n){return I(this.folders,n,t=>this.readSubchartFolders(t))}readSubchartFolders(n){let t=new Map,o=this.sources.absolute(`${n}charts`),i;try{i=Q0(o).sort().slice(0,Br.maxSubchartFolders)}catch{return t}for(let r of i){if(!Kr(r)||!ze(`${o}/${r}`))continue;let a=ot(`${o}/${r}`);a!==void 0&&!t.has(a)&&t.set(a,r)}return t}};function Kr(e){if(e===""||e==="."||e==="..")return!1;for(let n=0;n<e.length;n++){let t=e.charCodeAt(n);if(t<32||t===127||t===92)return!1}return!0}function eP(e,n){let t=[];for(let o of n.patches??[]){let i=o.field==="patchesJson6902"?"json6902":void 0,r=C(o.target)?o.target:void 0;if(o.inline){let s=e.yaml(o.file),l=s&&im(s,o.inline);if(!l)continue;t.push({file:o.file,text:l.text,type:i,target:r,...l.at?{at:l.at}:{entry:l.entry}});continue}let a=e.text(o.file);a!==void 0&&t.push({file:o.file,text:a,type:i,target:r})}return t.length>0?om(t):void 0}function nP(e,n,t,o){let i=P(t,"apiVersion")??"",r=i.lastIndexOf("/"),a=w(t,"metadata"),s=n({group:r===-1?"":i.slice(0,r),version:i.slice(r+1),kind:P(t,"kind")??"",name:P(a,"name")??"",namespace:P(a,"namespace"),rendered:t},o);if(!s||!s.exact||!e.lines(s.file))return;let l=Qo(e,s.file,s.line);return l.range={start:{line:s.line,column:s.column},end:{line:s.line,column:s.valueEndColumn??s.endColumn}},l}function tP(e,n,t){let o=w(n,"metadata"),i=P(w(o,"annotations"),Y0),r=i===void 0?void 0:Hu(i).path;if(!r||r.startsWith("/")||r.split("/").includes(".."))return;let a=e.yaml(r);if(!a)return;let s=m(n,"kind"),l=P(o,"name"),c=a.documents.filter(h=>C(h.value)&&m(h.value,"kind")===s),d=c.find(h=>P(w(h.value,"metadata"),"name")===l)??(c.length===1?c[0]:void 0);if(!d)return;let u=h=>a.lines.lineEnd(h),p=d.locate(t,u)??d.locate(["kind"],u);return p&&Cm(r,a,p)}function Cm(e,n,t){let o=n.lines.position(t.start),i=n.lines.position(Math.max(t.end,t.start)),r=n.lines.lineText(o.line).slice(0,1e4),a=i.line===o.line?{start:o,end:i}:{start:o,end:{line:o.line,column:r.length+1}};return{file:e,range:a,lineText:r}}function Am(e,n,t){let o=new Jo(e),i=new Map,r=new Map,a=(s,l)=>{if(!r.has(l)){let c=l.indexOf("/"),d=c<=0?"":l.slice(0,c),p=(d===""?[]:t().get(d)??[]).map(h=>{let f=h==="."?"":`${h}/`;return i.has(f)||i.set(f,Pm(o,{name:d,dir:f,values:void 0})),i.get(f)}).filter(h=>h(s,["kind"])!==void 0);r.set(l,p.length===1?p[0]:void 0)}return r.get(l)};return{label:n.file==="-"?"the Helm output on standard input":`the Helm output ${n.file}`,root:n.file,primary:n.primary,locate:(s,l)=>s.helmSource===void 0?void 0:a(s,s.helmSource)?.(s,l)}}import{readdirSync as oP}from"node:fs";import{join as iP,relative as rP,sep as aP}from"node:path";var sP=6,lP=5e3,cP=new Set(["node_modules","templates"]);function Sm(e){let n=new Map,t=0,o=[e];for(let i=0;i<=sP&&o.length>0;i++){let r=[];for(let a of o){if(t++>=lP)return n;let s;try{s=oP(a,{withFileTypes:!0})}catch{continue}s.sort((l,c)=>l.name<c.name?-1:l.name>c.name?1:0);for(let l of s){if(l.isFile()&&l.name==="Chart.yaml"){let c=ot(a);if(c===void 0)continue;let d=rP(e,a).split(aP).join("/")||".";be(n,c,d)}l.isDirectory()&&!l.name.startsWith(".")&&!cP.has(l.name)&&r.push(iP(a,l.name))}}o=r}return n}async function bO(e){let n=e.partial??!1,t=e.config!==void 0?Hr(e.cwd,e.config):ei(e.cwd);return t?await Ea(t,Oo.map(o=>o.id),{partial:n,cwd:e.cwd}):mt({},{partial:n})}function dP(e){let n;return()=>n??=e()}function Jr(e){process.stderr.write(`ai-k8s-lint: warning: ${e}
`)}function uP(e,n=process.cwd()){let t;try{t=dt(e,{cwd:n,maxBytes:Be.nodePools})}catch(r){throw r instanceof ce?new re(`cannot read --node-pools ${O(e)}: ${r.code==="ENOENT"?"no such file":r.reason}`):r}let o=ie(t),i=o.problems.find(r=>r.kind==="syntax");if(i)throw new on(`--node-pools ${e}: ${i.message}`);return o.documents.map(r=>r.value)}function mP(e,n,t){let o=[...n.ignore,...t.ignore??[]],i=p=>o.length>0&&na(p,o),r=t.warn??Jr,a=_a(t.paths,t.cwd,i,{warn:r}),s=[],l=Fu({args:t.paths,cwd:t.cwd,files:a,ignore:i,helm:!t.noRender&&n.render.helm,kustomize:!t.noRender&&n.render.kustomize,charts:n.render.charts});for(let p of l.warnings)r(p);let c,d,u=()=>d??=Sm(t.cwd);for(let p of l.inputs){if(p.kind==="render"){c??=pP(t);for(let k of Yu(p.root,{tools:c,cwd:t.cwd,kubernetesVersion:n.settings.kubernetesVersion}))s.push(k.manifest),t.beforeFile?.(k.text?.length??0),hP(e,k,p.root,t.cwd);continue}let h=p.file,f,g=h.display,v;if(h.absolute==="-"){if(!t.readStdin)throw new re("cannot read - (standard input) here");f=t.readStdin(),g=t.stdinFilename??"-",v=ta(g)}else{let k=t.readText?.(h);try{f=k??Me(Te(h.absolute,Be.manifest))}catch($){throw $ instanceof ce?new re(`cannot read ${O(h.display)}: ${$.reason}`):$}}s.push(g);let y=f.includes("# Source: ")?Am(t.cwd,{file:g,primary:h.absolute==="-"?"source":"rendered"},u):void 0;t.beforeFile?.(f.length),e.lintText(g,f,v,y,{factsOnly:t.findingsWanted?.(h)===!1})}if(e.finish(),o.length>0){let p=e.findings.filter(h=>h.render===void 0||!i(h.file));e.findings.length=0;for(let h of p)e.findings.push(h)}for(let p of Ed(e.run))(t.warn??Jr)(p);return s}function pP(e){let{env:n,...t}=e.renderers??{},{tools:o,errors:i}=za(t,{cwd:e.cwd,env:n});if(i.length>0)throw new re(i.join("; "));return o}function hP(e,n,t,o){let i=n.kind==="helm"?"Helm chart":"kustomization",r=n.kind==="helm"?`helm template${n.helm?.values.length?`, ${n.helm.values.join(", ")}`:""}`:"kustomize build",a=`${n.root} (${r})`,s=fP(n.manifest,o);if(n.failure||n.text===void 0){let c=n.failure?.message??"no output",d=n.root==="."?"./":`${n.root}/`;e.reportInputProblem("render",n.manifest,s,`The ${i} in ${d} could not be rendered, so none of its objects were linted: ${c}`);return}let l={id:`render:${a}`,label:a,root:n.root,...n.helm?{namespace:n.helm.namespace}:{}};e.lintText(n.manifest,n.text,l,km(n,t,o,a))}function fP(e,n){try{return Me(Te(Hr(n,e),Be.config))}catch(t){if(!(t instanceof ce))throw t;return""}}function wO(e,n){return gP(e,n).report}function gP(e,n){let t=n.nodePools!==void 0?uP(n.nodePools,n.cwd):void 0,o=n.readStdin&&dP(n.readStdin),{linter:i,fed:{displayed:r,warnings:a}}=va({rules:[...Oo,...n.collectors??[]],config:e,cliRules:n.cliRules,reportUnusedDirectives:n.reportUnusedDirectives,nodePoolDocuments:t,eagerFacts:n.eagerFacts},c=>{let d=[];return{displayed:mP(c,e,{...n,readStdin:o,warn:p=>d.push(p)}),warnings:d}});for(let c of a)(n.warn??Jr)(c);let s={findings:i.findings,stats:i.stats,rules:Oo,files:r,tool:ya,legacyFingerprintOf:c=>i.legacyFingerprintOf(c)};i.internalErrors.length>0&&(s.internalErrors=i.internalErrors);let l=vP(n,i,r);return l.length>0&&(s.emptyPaths=l),{report:s,linter:i}}function vP(e,n,t){let o=a=>{let s=new Set(a);for(let l of[...s])for(let c=xm.dirname(l);c!=="."&&c!=="/"&&!s.has(c);c=xm.dirname(c))s.add(c);return s},i=o([...n.index.objects.flatMap(a=>a.unit.root===void 0?[a.file]:[a.file,a.unit.root]),...n.findings.map(a=>a.file)]),r=o(t);return e.paths.filter(a=>{if(/[*?[\]{}]/.test(a))return!1;if(a==="-")return!i.has(e.stdinFilename??"-");let s=j(Hr(e.cwd,a),e.cwd);return s==="."||s===""?t.length>0&&i.size===0:r.has(s)&&!i.has(s)})}function kO(e,n,t){return e["no-color"]?!1:e.color?!0:n.FORCE_COLOR!==void 0&&n.FORCE_COLOR!==""?n.FORCE_COLOR!=="0"&&n.FORCE_COLOR!=="false":(n.NO_COLOR??"")!==""||n.NODE_DISABLE_COLORS?!1:t}var PO=["error","warning","note","never"];function CO(e,n){return n==="never"?[]:e.filter(t=>Yo[t.level]>=Yo[n])}export{j as a,Z as b,wa as c,Ra as d,ei as e,on as f,OP as g,re as h,oi as i,_a as j,ZP as k,za as l,Dt as m,Qa as n,It as o,Xa as p,fs as q,vs as r,$t as s,Ps as t,As as u,He as v,Mt as w,$e as x,xn as y,Rn as z,qs as A,zs as B,Oo as C,bO as D,uP as E,mP as F,wO as G,gP as H,kO as I,PO as J,CO as K};
/*! Bundled license information:

smol-toml/dist/error.js:
smol-toml/dist/primitive.js:
smol-toml/dist/date.js:
smol-toml/dist/extract.js:
smol-toml/dist/util.js:
smol-toml/dist/struct.js:
smol-toml/dist/parse.js:
smol-toml/dist/stringify.js:
smol-toml/dist/index.js:
  (*!
   * Copyright (c) Squirrel Chat et al., All rights reserved.
   * SPDX-License-Identifier: BSD-3-Clause
   *
   * Redistribution and use in source and binary forms, with or without
   * modification, are permitted provided that the following conditions are met:
   *
   * 1. Redistributions of source code must retain the above copyright notice, this
   *    list of conditions and the following disclaimer.
   * 2. Redistributions in binary form must reproduce the above copyright notice,
   *    this list of conditions and the following disclaimer in the
   *    documentation and/or other materials provided with the distribution.
   * 3. Neither the name of the copyright holder nor the names of its contributors
   *    may be used to endorse or promote products derived from this software without
   *    specific prior written permission.
   *
   * THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS "AS IS" AND
   * ANY EXPRESS OR IMPLIED WARRANTIES, INCLUDING, BUT NOT LIMITED TO, THE IMPLIED
   * WARRANTIES OF MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE ARE
   * DISCLAIMED. IN NO EVENT SHALL THE COPYRIGHT HOLDER OR CONTRIBUTORS BE LIABLE
   * FOR ANY DIRECT, INDIRECT, INCIDENTAL, SPECIAL, EXEMPLARY, OR CONSEQUENTIAL
   * DAMAGES (INCLUDING, BUT NOT LIMITED TO, PROCUREMENT OF SUBSTITUTE GOODS OR
   * SERVICES; LOSS OF USE, DATA, OR PROFITS; OR BUSINESS INTERRUPTION) HOWEVER
   * CAUSED AND ON ANY THEORY OF LIABILITY, WHETHER IN CONTRACT, STRICT LIABILITY,
   * OR TORT (INCLUDING NEGLIGENCE OR OTHERWISE) ARISING IN ANY WAY OUT OF THE USE
   * OF THIS SOFTWARE, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGE.
   *)
*/
