import { createRequire as __aiK8sLintCreateRequire } from 'node:module';
const require = __aiK8sLintCreateRequire(import.meta.url);
import{b as ri}from"./chunk-NJ4REFHO.js";import{A as Nt,B as fn,C as hn,D as Yo,E as I,F as ye,G as Zo,H as ei,L as gn,M as ni,O as ti,P as oi,Q as U,R as vn,S as Ae,T as yn,U as V,V as bn,W as je,X as wn,Z as ii,b as Bo,c as cn,d as k,e as u,f as b,g as S,h as P,i as le,j as g,k as zo,l as Jo,o as Ko,p as dn,q as Wo,r as M,s as un,t as N,u as mn,v as pn,w as ve,x as Ho,y as Qo,z as Xo}from"./chunk-P52DC27T.js";import{a as Rt,b as xt}from"./chunk-OKHFRJXY.js";import{closeSync as Mt,constants as ci,fstatSync as sc,openSync as lc,readSync as cc}from"node:fs";import{resolve as dc}from"node:path";import{realpathSync as ai}from"node:fs";import{isAbsolute as nc,join as tc,relative as si,sep as oc}from"node:path";function kn(e,n){let t=si(n,e);return t===""||!nc(t)&&t!==".."&&!t.startsWith(`..${oc}`)}function ic(e){try{return ai.native(e)}catch{return e}}var be=class extends Error{constructor(){super("it leads outside the working directory through a symbolic link (not followed)")}};function Pn(e,n){if(!kn(e,n))return e;let t;try{t=ai.native(e)}catch{return e}let o=ic(n);if(!kn(t,o))throw new be;return tc(n,si(o,t))}function Cn(e){let n=rc(e),t=n&&ac(e.subarray(2),n);if(t!==void 0)return t;let o=e.toString("utf8");return o.charCodeAt(0)===65279?o.slice(1):o}function rc(e){if(e[0]===255&&e[1]===254&&!(e[2]===0&&e[3]===0))return"le";if(e[0]===254&&e[1]===255)return"be"}function ac(e,n){let t=e.length-e.length%2,o=e.subarray(0,t);n==="be"&&(o=Buffer.from(o).swap16());let i=o.toString("utf16le")+(t<e.length?"\uFFFD":"");return i.isWellFormed()?i:void 0}var li={ENOENT:"no such file or directory",EACCES:"permission denied",EPERM:"operation not permitted",EISDIR:"it is a directory",ENOTDIR:"a part of the path is not a directory",ELOOP:"it is a symbolic link (not followed)",EIO:"input/output error",ENXIO:"it is not a regular file (a FIFO or device without a reader)",ENOSPC:"no space left on the device",EDQUOT:"disk quota exceeded",EROFS:"the file system is read-only",EFBIG:"the file is too large",EEXIST:"it already exists",ENAMETOOLONG:"the name is too long",EMFILE:"too many open files",ENFILE:"too many open files",EBUSY:"the device or file is busy",ETXTBSY:"the file is busy",EINVAL:"the operation is not supported on this file"};function $e(e){let n=e?.code;return n&&li[n]?li[n]:n??(e instanceof Error?e.message:String(e))}function Sn(e){return e.isFile()?"a regular file":e.isDirectory()?"a directory":e.isSymbolicLink()?"a symbolic link":e.isFIFO()?"a FIFO":e.isCharacterDevice()?"a character device":e.isBlockDevice()?"a block device":e.isSocket()?"a socket":"not a regular file"}function j(e){return Rt(e)===e?e:`"${Rt(e.replace(/["\\]/g,t=>`\\${t}`))}"`}var Fe=1024*1024,_e={config:1*Fe,baseline:64*Fe,nodePools:64*Fe,manifest:256*Fe},z=class extends Error{constructor(t,o){super(t);this.reason=t;this.code=o}reason;code},uc=ci.O_RDONLY|(ci.O_NONBLOCK??0);function mc(e){return`${Math.round(e/Fe)} MB`}var di=e=>new z(`it is larger than ${mc(e)}, the limit for this kind of file`,"EFBIG");function ui(e,n){let t;try{t=lc(e,uc)}catch(o){throw new z($e(o),o.code)}try{let o=sc(t);if(!o.isFile())throw new z(`it is not a regular file (${Sn(o)})`,"ENOTREG");if(o.size>n)throw di(n);return{fd:t,stats:o}}catch(o){throw Mt(t),o}}function Tt(e,n){let{fd:t,stats:o}=ui(e,n);try{let i=Buffer.allocUnsafe(Math.min(o.size,n)+1),r=0;for(;;){if(r===i.length){let s=Buffer.allocUnsafe(Math.min(i.length*2,n+1));i.copy(s,0,0,r),i=s}let a;try{a=cc(t,i,r,i.length-r,null)}catch(s){throw new z($e(s),s.code)}if(a===0)break;if(r+=a,r>n)throw di(n)}return i.subarray(0,r)}finally{Mt(t)}}function mi(e,n){try{return Pn(dc(n,e),n)}catch(t){throw t instanceof be?new z(t.message,"EOUTSIDE"):t}}function An(e,n){return Cn(Tt(mi(e,n.cwd),n.maxBytes))}function pc(e,n){Mt(ui(mi(e,n.cwd),n.maxBytes).fd)}function nh(e,n){try{pc(e,n);return}catch(t){if(!(t instanceof z))throw t;return t.code==="ENOENT"?"no such file":t.reason}}import{resolve as ki}from"node:path";import{relative as fc,sep as hc}from"node:path";function we(e,n){let t=fc(n,e);return(t===""?".":t).split(hc).join("/")}var pi={crds:[],priorityClasses:[],runtimeClasses:[],defaultRuntime:"nvidia",extendedResourceToleration:!1},fi={modelLoadSeconds:300,kubernetesVersion:"1.34",cudaCompatibility:"minor-version",gpuResources:[]};function gc(e){return Array.isArray(e)?{level:e[0],options:e[1]}:{level:e}}function hi(e){return new Map(Object.entries(e??{}).map(([n,t])=>[n,gc(t)]))}function vc(e){if(!("podTemplates"in e))return e;let n=e.apiVersion.lastIndexOf("/");return{group:n===-1?"":e.apiVersion.slice(0,n),kind:e.kind,versions:[e.apiVersion.slice(n+1)],class:"other",templates:e.podTemplates.map(t=>({path:t,type:"podTemplateSpec",replicas:e.replicas}))}}function $n(e,n={}){let t={...fi,...e.settings};return{file:n.path,settings:t,cluster:{...pi,...e.cluster},rules:hi(e.rules),ignore:e.ignore??[],overrides:(e.overrides??[]).map(o=>({files:o.files,rules:hi(o.rules),nodePools:o.nodePools,cluster:o.cluster})),workloads:(e.workloads??[]).map(vc),partial:n.partial??!1,raw:e}}function yc(e,n){let t=Array.from({length:n.length+1},(o,i)=>i);for(let o=1;o<=e.length;o++){let i=[o];for(let r=1;r<=n.length;r++)i[r]=Math.min(t[r]+1,i[r-1]+1,t[r-1]+(e[o-1]===n[r-1]?0:1));t=i}return t[n.length]}function J(e,n){let t,o=1/0;for(let i of n){let r=yc(e,i);r<o&&(t=i,o=r)}return o<=Math.max(2,Math.floor(e.length/3))?t:void 0}import{existsSync as bc,lstatSync as wc,statSync as kc}from"node:fs";import{homedir as Pc}from"node:os";import{dirname as Cc,join as gi,resolve as vi}from"node:path";var bi=[".ai-k8s-lint.yaml",".ai-k8s-lint.yml"];function yi(e){try{return kc(e)}catch{return}}function Sc(e){try{return wc(e),!0}catch{return!1}}var Ac=e=>process.platform!=="win32"&&(e.mode&2)!==0;function wi(e,n=Pc()){let t=vi(e),o=n?vi(n):void 0;for(;;){let i=yi(t);if(i&&Ac(i))return{stoppedAt:t,reason:"a directory other users can write to, which is not searched"};for(let s of bi){let l=gi(t,s);if(Sc(l))return{file:l,stoppedAt:t,reason:"the config file"}}if(bc(gi(t,".git")))return{stoppedAt:t,reason:"the repository root"};if(t===o)return{stoppedAt:t,reason:"the home directory"};let r=Cc(t);if(r===t)return{stoppedAt:t,reason:"the file-system root"};let a=yi(r);if(i&&a&&a.dev!==i.dev)return{stoppedAt:t,reason:"the top of its file system (a mount point)"};t=r}}function Vt(e){return wi(e).file}var ce=class extends Error{};function $c(e){return e?e.slice(1).split("/").map(n=>n.replace(/~1/g,"/").replace(/~0/g,"~")).map(n=>/^\d+$/.test(n)?Number(n):n):[]}function Lt(e){return e.length===0?"(top level)":e.map(n=>typeof n=="number"?`[${n}]`:`.${n}`).join("").replace(/^\./,"")}function Dc(e){switch(e.keyword){case"additionalProperties":return`unknown key "${String(e.params.additionalProperty)}"`;case"enum":return`expected one of ${e.params.allowedValues.map(n=>JSON.stringify(n)).join(", ")}`;case"type":return`expected ${String(e.params.type)}`;case"required":return`missing required key "${String(e.params.missingProperty)}"`;default:return`expected a value that ${e.message??"matches the schema"}`}}function Pi(e,n,t){return k(e)?Object.keys(e).filter(o=>!n.includes(o)).map(o=>{let i=J(o,n);return`${t}: unknown rule "${o}"${i?` (did you mean "${i}"?)`:""}`}):[]}async function Ci(e,n,t={}){let o=t.cwd??process.cwd(),i=j(we(ki(o,e),o)),r;try{r=An(e,{cwd:o,maxBytes:_e.config})}catch(p){throw p instanceof z?new ce(p.code==="ENOENT"?`${i}: config file not found`:`${i}: cannot read the config file (${p.reason})`):p}let a=cn(r,"core"),s=a.problems[0];if(s){let p=a.lines.position(s.start);throw new ce(`${i}:${p.line}:${p.column}: ${s.message}`)}let l=a.documents[0],c=l?.value??{};if(!k(c))throw new ce(`${i}:1:1: the config must be a mapping (rules:, settings:, ...)`);let d=p=>{let v=l?.locate(p,y=>a.lines.lineEnd(y)),h=v?a.lines.position(v.start):{line:1,column:1};return`${i}:${h.line}:${h.column}: ${Lt(p)}`},m=[...Pi(c.rules,n,d(["rules"])),...Array.isArray(c.overrides)?c.overrides.flatMap((p,v)=>Pi(k(p)?p.rules:void 0,n,d(["overrides",v,"rules"]))):[]],{validate:f}=await import("./config-validator-OX2B3O4I.js");if(m.length===0&&!f(c)){let p=new Set;for(let v of f.errors??[]){if(v.keyword==="anyOf")continue;let h=$c(v.instancePath),y=v.keyword==="additionalProperties"?[...h,String(v.params.additionalProperty)]:h,w=`${d(y)}: ${Dc(v)}`;p.has(Lt(h))||(p.add(Lt(h)),m.push(w))}}if(m.length>0)throw new ce(`Invalid config:
${m.map(p=>`  ${p}`).join(`
`)}`);return $n(c,{path:ki(o,e),partial:t.partial})}var K=class extends Error{};import{readdirSync as Uc,realpathSync as Gc,statSync as Ic}from"node:fs";import{basename as Rc,join as Di,relative as Si,resolve as xc,sep as Ui}from"node:path";var Nc=[".yaml",".yml",".json"],Ot=new Set([".git","node_modules"]),Mc=new Set([".ai-k8s-lint.yaml",".ai-k8s-lint.yml",".pre-commit-hooks.yaml",".pre-commit-config.yaml"]),Et=10,Tc={readdir:e=>Uc(e,{withFileTypes:!0}),realpath:e=>Gc.native(e),stat:e=>Ic(e)};function Ai(e,n,t){try{return t.stat(e)}catch(o){let i=o.code;if(i==="ENOENT"||i==="ENOTDIR")return;throw new K(`cannot read ${j(n)}: ${$e(o)}`)}}function Gi(e){return/[*?[\]{}]/.test(e)}function Vc(e,n){return e<n?-1:e>n?1:0}function jt(e){return!Mc.has(e)&&Nc.some(n=>e.endsWith(n))}function Dn(e){return e.split(Ui).join("/")}function Ii(e,n){let t;try{t=n.fs.readdir(e)}catch(o){throw new K(`cannot read the directory ${j(we(e,n.cwd))}: ${$e(o)}`)}t.sort((o,i)=>Vc(o.name,i.name));for(let o of t){let i=Di(e,o.name);o.isDirectory()?!Ot.has(o.name)&&n.descend(i)&&Ii(i,n):o.isFile()?jt(o.name)&&n.keep(i)&&n.files.push(i):o.isSymbolicLink()&&n.links.push(i)}}function Lc(e){if(e.links.length===0)return[];let n=new Set(e.files.map(o=>Di(e.realRoot,Si(e.root,o)))),t=o=>kn(o,e.realRoot)&&!Si(e.realRoot,o).split(Ui).some(i=>Ot.has(i));return e.links.filter(o=>{let i=Rc(o),r,a;try{r=e.fs.realpath(o),a=e.fs.stat(r)}catch{return jt(i)&&e.keep(o)}return a.isDirectory()?!Ot.has(i)&&e.descend(o)&&!t(r):jt(i)&&e.keep(o)&&!n.has(r)})}function Ec(e,n){Ii(e.root,e);let t=Lc(e);if(t.length>0){let o=t.slice(0,Et).map(a=>j(we(a,e.cwd))),i=t.length>Et?` and ${t.length-Et} more`:"",r=j(we(e.root,e.cwd));n(`did not follow ${t.length} symbolic link${t.length===1?"":"s"} under ${r} that lead${t.length===1?"s":""} to a directory, outside it, or nowhere: ${o.join(", ")}${i}`)}return e.files}function Oc(e){let n=e.split("/"),t=n.findIndex(Gi);return{base:n.slice(0,t).join("/")||(e.startsWith("/")?"/":"."),rest:n.slice(t).join("/")}}function $i(e,n){try{return Pn(xc(n,e),n)}catch(t){throw t instanceof be?new K(`cannot read ${j(e)}: ${t.message}`):t}}function Ri(e,n,t,o={}){let i=o.fs??Tc,r=o.warn??(()=>{}),a=[],s=new Set,l=(d,m)=>{if(s.has(d))return;let f=we(d,n);if(t(f)){m!==void 0&&r(`${j(m)} is not linted: it matches an ignore pattern (the config's ignore or --ignore)`);return}s.add(d),a.push({absolute:d,display:f})},c=(d,m=()=>!0,f=()=>!0)=>{let p=d;try{p=i.realpath(d)}catch{}return Ec({cwd:n,fs:i,root:d,realRoot:p,keep:m,descend:f,files:[],links:[]},r)};for(let d of e.length?e:["."]){if(d==="-"){a.push({absolute:"-",display:"-"});continue}let m=$i(d,n),f=Ai(m,d,i);if(f?.isDirectory())c(m).forEach(p=>l(p));else if(f?.isFile())l(m,d);else{if(f)throw new K(`cannot read ${j(d)}: it is not a regular file (${Sn(f)})`);if(Gi(d)){let{base:p,rest:v}=Oc(Dn(d)),h=$i(p,n),y=new zo(`${Dn(h).replace(/\/$/,"")}/${v}`,{dot:!0}),w=Ai(h,p,i)?.isDirectory()?c(h,$=>y.match(Dn($)),$=>y.match(Dn($),!0)):[];if(w.length===0)throw new K(`no files match ${j(d)}`);w.forEach($=>l($))}else throw new K(`cannot read ${j(d)}: no such file or directory`)}}return a}var xi={$schema:"../schemas/cuda-drivers.schema.json",description:'CUDA toolkit -> minimum Linux x86_64 NVIDIA driver ("Toolkit Driver Version"), the minor-version-compatibility floor of each CUDA major, and the driver branches on which a newer CUDA runs through the forward-compatibility package (cuda-compat). Used by the compatibility rules and `ai-k8s-lint matrix` in the order of RULES.md "CUDA compatibility decision order". Every row names its source and whether it was read from a primary source (verified) or from a copy/derivation (verified: false). Facts collected in ../shared/research/gpu-domain.md sections 1 and 2 and re-checked where noted.',toolkits:[{cuda:"13.4.1",label:"CUDA 13.4 Update 1",linuxMinDriver:"615.61",source:"https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md",verified:!1,note:"The Triton compatibility matrix (26.08 vllm-python-py3) lists CUDA 13.4.1 with driver 615.61; copies of the CUDA 13.4 release notes say R616 (616.00). The lower value is kept so that no pool is failed on a conflicting number."},{cuda:"13.3.1",label:"CUDA 13.3 Update 1",linuxMinDriver:"610.43.02",source:"https://docs.nvidia.com/cuda/archive/13.3.0/cuda-toolkit-release-notes/index.html",verified:!1,note:"Read only in copies that quote these release notes."},{cuda:"13.3.0",label:"CUDA 13.3 GA",linuxMinDriver:"610.43.02",source:"https://docs.nvidia.com/cuda/archive/13.3.0/cuda-toolkit-release-notes/index.html",verified:!1,note:"Read only in copies that quote these release notes."},{cuda:"13.2.2",label:"CUDA 13.2 Update 2",linuxMinDriver:"595.71.05",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"13.2.1",label:"CUDA 13.2 Update 1",linuxMinDriver:"595.58.03",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"13.2.0",label:"CUDA 13.2 GA",linuxMinDriver:"595.45.04",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"13.1.1",label:"CUDA 13.1 Update 1",linuxMinDriver:"590.48.01",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"13.1.0",label:"CUDA 13.1 GA",linuxMinDriver:"590.44.01",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"13.0.2",label:"CUDA 13.0 Update 2",linuxMinDriver:"580.95.05",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"13.0.1",label:"CUDA 13.0 Update 1",linuxMinDriver:"580.82.07",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"13.0.0",label:"CUDA 13.0 GA",linuxMinDriver:"580.65.06",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"12.9.1",label:"CUDA 12.9 Update 1",linuxMinDriver:"575.57.08",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"12.9.0",label:"CUDA 12.9 GA",linuxMinDriver:"575.51.03",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"12.8.1",label:"CUDA 12.8 Update 1",linuxMinDriver:"570.124.06",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"12.8.0",label:"CUDA 12.8 GA",linuxMinDriver:"570.26",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"12.6.3",label:"CUDA 12.6 Update 3",linuxMinDriver:"560.35.05",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"12.6.2",label:"CUDA 12.6 Update 2",linuxMinDriver:"560.35.03",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"12.6.1",label:"CUDA 12.6 Update 1",linuxMinDriver:"560.35.03",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"12.6.0",label:"CUDA 12.6 GA",linuxMinDriver:"560.28.03",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"12.5.1",label:"CUDA 12.5 Update 1",linuxMinDriver:"555.42.06",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"12.5.0",label:"CUDA 12.5 GA",linuxMinDriver:"555.42.02",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"12.4.1",label:"CUDA 12.4 Update 1",linuxMinDriver:"550.54.15",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"12.4.0",label:"CUDA 12.4 GA",linuxMinDriver:"550.54.14",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"12.3.2",label:"CUDA 12.3 Update 2",linuxMinDriver:"545.23.08",source:"https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md",verified:!1,note:"No separate row in the toolkit table; the Triton compatibility matrix lists CUDA 12.3.2 with driver 545.23.08."},{cuda:"12.3.1",label:"CUDA 12.3 Update 1",linuxMinDriver:"545.23.08",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"12.3.0",label:"CUDA 12.3 GA",linuxMinDriver:"545.23.06",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"12.2.2",label:"CUDA 12.2 Update 2",linuxMinDriver:"535.104.05",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"12.2.1",label:"CUDA 12.2 Update 1",linuxMinDriver:"535.86.09",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"12.2.0",label:"CUDA 12.2 GA",linuxMinDriver:"535.54.03",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"12.1.1",label:"CUDA 12.1 Update 1",linuxMinDriver:"530.30.02",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"12.1.0",label:"CUDA 12.1 GA",linuxMinDriver:"530.30.02",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"12.0.1",label:"CUDA 12.0 Update 1",linuxMinDriver:"525.85.12",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"12.0.0",label:"CUDA 12.0 GA",linuxMinDriver:"525.60.13",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"11.8.0",label:"CUDA 11.8 GA",linuxMinDriver:"520.61.05",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"11.7.1",label:"CUDA 11.7 Update 1",linuxMinDriver:"515.48.07",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"11.7.0",label:"CUDA 11.7 GA",linuxMinDriver:"515.43.04",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"11.6.2",label:"CUDA 11.6 Update 2",linuxMinDriver:"510.47.03",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"11.6.1",label:"CUDA 11.6 Update 1",linuxMinDriver:"510.47.03",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"11.6.0",label:"CUDA 11.6 GA",linuxMinDriver:"510.39.01",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"11.5.2",label:"CUDA 11.5 Update 2",linuxMinDriver:"495.29.05",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"11.5.1",label:"CUDA 11.5 Update 1",linuxMinDriver:"495.29.05",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"11.5.0",label:"CUDA 11.5 GA",linuxMinDriver:"495.29.05",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"11.4.4",label:"CUDA 11.4 Update 4",linuxMinDriver:"470.82.01",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"11.4.3",label:"CUDA 11.4 Update 3",linuxMinDriver:"470.82.01",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"11.4.2",label:"CUDA 11.4 Update 2",linuxMinDriver:"470.57.02",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"11.4.1",label:"CUDA 11.4 Update 1",linuxMinDriver:"470.57.02",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"11.4.0",label:"CUDA 11.4.0 GA",linuxMinDriver:"470.42.01",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"11.3.1",label:"CUDA 11.3.1 Update 1",linuxMinDriver:"465.19.01",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"11.3.0",label:"CUDA 11.3.0 GA",linuxMinDriver:"465.19.01",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"11.2.2",label:"CUDA 11.2.2 Update 2",linuxMinDriver:"460.32.03",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"11.2.1",label:"CUDA 11.2.1 Update 1",linuxMinDriver:"460.32.03",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"11.2.0",label:"CUDA 11.2.0 GA",linuxMinDriver:"460.27.03",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"11.1.1",label:"CUDA 11.1.1 Update 1",linuxMinDriver:"455.32",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"11.1.0",label:"CUDA 11.1 GA",linuxMinDriver:"455.23",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"11.0.3",label:"CUDA 11.0.3 Update 1",linuxMinDriver:"450.51.06",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0},{cuda:"11.0.2",label:"CUDA 11.0.2 GA",linuxMinDriver:"450.51.05",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0}],minorVersionCompatibility:[{major:13,linuxMinDriver:"580",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0,note:"Table 2 of the toolkit release notes: >= 580, no upper bound."},{major:12,linuxMinDriver:"525.60.13",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0,note:"Older wording >= 525.60.13; the current table says >= 525 and < 580 (newer drivers run CUDA 12 through ordinary backward compatibility). https://docs.nvidia.com/deploy/cuda-compatibility/minor-version-compatibility.html"},{major:11,linuxMinDriver:"450.80.02",source:"https://docs.nvidia.com/cuda/archive/13.2.2/cuda-toolkit-release-notes/index.html",verified:!0,note:"CUDA 11.0 shipped with an earlier driver; 450.80.02 is the floor for 11.x minor-version compatibility. https://docs.nvidia.com/deploy/cuda-compatibility/minor-version-compatibility.html"}],forwardCompatibility:{gpuClasses:["datacenter"],imageBases:["nvidia-cuda"],source:"https://docs.nvidia.com/deploy/cuda-compatibility/forward-compatibility.html",verified:!0,note:"Forward compatibility applies only to NVIDIA data center GPUs (plus select NGC Server Ready RTX SKUs and Jetson); elsewhere CUDA fails with cudaErrorCompatNotSupportedOnDevice (804). The container toolkit lets an image built on nvidia/cuda start below its CUDA version only when the driver is in one of the branches its NVIDIA_REQUIRE_CUDA lists.",branches:[{cuda:"11.8",branch:450,source:"https://gitlab.com/nvidia/container-images/cuda/-/tree/master/dist",verified:!1,note:"Branch alternative of NVIDIA_REQUIRE_CUDA in nvidia/cuda:11.8 images (brand=tesla,driver>=450,driver<451), read from verbatim copies of the image environment; rebuilds of the images have changed the list."},{cuda:"11.8",branch:470,source:"https://gitlab.com/nvidia/container-images/cuda/-/tree/master/dist",verified:!1,note:"Branch alternative of NVIDIA_REQUIRE_CUDA in nvidia/cuda:11.8 images (brand=tesla,driver>=470,driver<471), read from verbatim copies of the image environment; rebuilds of the images have changed the list."},{cuda:"11.8",branch:510,source:"https://gitlab.com/nvidia/container-images/cuda/-/tree/master/dist",verified:!1,note:"Branch alternative of NVIDIA_REQUIRE_CUDA in nvidia/cuda:11.8 images (brand=tesla,driver>=510,driver<511), read from verbatim copies of the image environment; rebuilds of the images have changed the list."},{cuda:"11.8",branch:515,source:"https://gitlab.com/nvidia/container-images/cuda/-/tree/master/dist",verified:!1,note:"Branch alternative of NVIDIA_REQUIRE_CUDA in nvidia/cuda:11.8 images (brand=tesla,driver>=515,driver<516), read from verbatim copies of the image environment; rebuilds of the images have changed the list."},{cuda:"12.1",branch:450,minDriver:"450.51",source:"https://docs.nvidia.com/deeplearning/frameworks/paddle-paddle-release-notes/chunk414378936.html",verified:!0,note:"NGC 23.04 (CUDA 12.1.0) driver requirements: data center GPUs can use R450 from 450.51."},{cuda:"12.1",branch:470,minDriver:"470.57",source:"https://docs.nvidia.com/deeplearning/frameworks/paddle-paddle-release-notes/chunk414378936.html",verified:!0,note:"NGC 23.04 (CUDA 12.1.0) driver requirements: data center GPUs can use R470 from 470.57."},{cuda:"12.1",branch:510,minDriver:"510.47",source:"https://docs.nvidia.com/deeplearning/frameworks/paddle-paddle-release-notes/chunk414378936.html",verified:!0,note:"NGC 23.04 (CUDA 12.1.0) driver requirements: data center GPUs can use R510 from 510.47."},{cuda:"12.1",branch:515,minDriver:"515.65",source:"https://docs.nvidia.com/deeplearning/frameworks/paddle-paddle-release-notes/chunk414378936.html",verified:!0,note:"NGC 23.04 (CUDA 12.1.0) driver requirements: data center GPUs can use R515 from 515.65."},{cuda:"12.1",branch:525,minDriver:"525.85",source:"https://docs.nvidia.com/deeplearning/frameworks/paddle-paddle-release-notes/chunk414378936.html",verified:!0,note:"NGC 23.04 (CUDA 12.1.0) driver requirements: data center GPUs can use R525 from 525.85."},{cuda:"12.2",branch:470,source:"https://gitlab.com/nvidia/container-images/cuda/-/tree/master/dist",verified:!1,note:"Branch alternative of NVIDIA_REQUIRE_CUDA in nvidia/cuda:12.2 images (brand=tesla,driver>=470,driver<471), read from verbatim copies of the image environment; rebuilds of the images have changed the list."},{cuda:"12.2",branch:525,source:"https://gitlab.com/nvidia/container-images/cuda/-/tree/master/dist",verified:!1,note:"Branch alternative of NVIDIA_REQUIRE_CUDA in nvidia/cuda:12.2 images (brand=tesla,driver>=525,driver<526), read from verbatim copies of the image environment; rebuilds of the images have changed the list."},{cuda:"12.3",branch:470,source:"https://gitlab.com/nvidia/container-images/cuda/-/tree/master/dist",verified:!1,note:"Branch alternative of NVIDIA_REQUIRE_CUDA in nvidia/cuda:12.3 images (brand=tesla,driver>=470,driver<471), read from verbatim copies of the image environment; rebuilds of the images have changed the list."},{cuda:"12.3",branch:525,source:"https://gitlab.com/nvidia/container-images/cuda/-/tree/master/dist",verified:!1,note:"Branch alternative of NVIDIA_REQUIRE_CUDA in nvidia/cuda:12.3 images (brand=tesla,driver>=525,driver<526), read from verbatim copies of the image environment; rebuilds of the images have changed the list."},{cuda:"12.3",branch:535,source:"https://gitlab.com/nvidia/container-images/cuda/-/tree/master/dist",verified:!1,note:"Branch alternative of NVIDIA_REQUIRE_CUDA in nvidia/cuda:12.3 images (brand=tesla,driver>=535,driver<536), read from verbatim copies of the image environment; rebuilds of the images have changed the list."},{cuda:"12.4",branch:470,minDriver:"470.57",source:"https://docs.nvidia.com/deeplearning/frameworks/paddle-paddle-release-notes/rel-24-05.html",verified:!0,note:"NGC 24.05 (CUDA 12.4.1) driver requirements: data center GPUs can use R470 from 470.57."},{cuda:"12.4",branch:525,minDriver:"525.85",source:"https://docs.nvidia.com/deeplearning/frameworks/paddle-paddle-release-notes/rel-24-05.html",verified:!0,note:"NGC 24.05 (CUDA 12.4.1) driver requirements: data center GPUs can use R525 from 525.85."},{cuda:"12.4",branch:535,minDriver:"535.86",source:"https://docs.nvidia.com/deeplearning/frameworks/paddle-paddle-release-notes/rel-24-05.html",verified:!0,note:"NGC 24.05 (CUDA 12.4.1) driver requirements: data center GPUs can use R535 from 535.86."},{cuda:"12.4",branch:545,minDriver:"545.23",source:"https://docs.nvidia.com/deeplearning/frameworks/paddle-paddle-release-notes/rel-24-05.html",verified:!0,note:"NGC 24.05 (CUDA 12.4.1) driver requirements: data center GPUs can use R545 from 545.23."},{cuda:"12.5",branch:470,source:"https://gitlab.com/nvidia/container-images/cuda/-/tree/master/dist",verified:!1,note:"Branch alternative of NVIDIA_REQUIRE_CUDA in nvidia/cuda:12.5 images (brand=tesla,driver>=470,driver<471), read from verbatim copies of the image environment; rebuilds of the images have changed the list."},{cuda:"12.5",branch:535,source:"https://gitlab.com/nvidia/container-images/cuda/-/tree/master/dist",verified:!1,note:"Branch alternative of NVIDIA_REQUIRE_CUDA in nvidia/cuda:12.5 images (brand=tesla,driver>=535,driver<536), read from verbatim copies of the image environment; rebuilds of the images have changed the list."},{cuda:"12.5",branch:550,source:"https://gitlab.com/nvidia/container-images/cuda/-/tree/master/dist",verified:!1,note:"Branch alternative of NVIDIA_REQUIRE_CUDA in nvidia/cuda:12.5 images (brand=tesla,driver>=550,driver<551), read from verbatim copies of the image environment; rebuilds of the images have changed the list."},{cuda:"12.6",branch:470,source:"https://gitlab.com/nvidia/container-images/cuda/-/tree/master/dist",verified:!1,note:"Branch alternative of NVIDIA_REQUIRE_CUDA in nvidia/cuda:12.6 images (brand=tesla,driver>=470,driver<471), read from verbatim copies of the image environment; rebuilds of the images have changed the list."},{cuda:"12.6",branch:535,source:"https://gitlab.com/nvidia/container-images/cuda/-/tree/master/dist",verified:!1,note:"Branch alternative of NVIDIA_REQUIRE_CUDA in nvidia/cuda:12.6 images (brand=tesla,driver>=535,driver<536), read from verbatim copies of the image environment; rebuilds of the images have changed the list."},{cuda:"12.6",branch:550,source:"https://gitlab.com/nvidia/container-images/cuda/-/tree/master/dist",verified:!1,note:"Branch alternative of NVIDIA_REQUIRE_CUDA in nvidia/cuda:12.6 images (brand=tesla,driver>=550,driver<551), read from verbatim copies of the image environment; rebuilds of the images have changed the list."},{cuda:"12.8",branch:470,source:"https://gitlab.com/nvidia/container-images/cuda/-/tree/master/dist",verified:!1,note:"Branch alternative of NVIDIA_REQUIRE_CUDA in nvidia/cuda:12.8 images (brand=tesla,driver>=470,driver<471), read from verbatim copies of the image environment; rebuilds of the images have changed the list."},{cuda:"12.8",branch:535,source:"https://gitlab.com/nvidia/container-images/cuda/-/tree/master/dist",verified:!1,note:"Branch alternative of NVIDIA_REQUIRE_CUDA in nvidia/cuda:12.8 images (brand=tesla,driver>=535,driver<536), read from verbatim copies of the image environment; rebuilds of the images have changed the list."},{cuda:"12.8",branch:550,source:"https://gitlab.com/nvidia/container-images/cuda/-/tree/master/dist",verified:!1,note:"Branch alternative of NVIDIA_REQUIRE_CUDA in nvidia/cuda:12.8 images (brand=tesla,driver>=550,driver<551), read from verbatim copies of the image environment; rebuilds of the images have changed the list."},{cuda:"12.8",branch:560,source:"https://gitlab.com/nvidia/container-images/cuda/-/tree/master/dist",verified:!1,note:"Branch alternative of NVIDIA_REQUIRE_CUDA in nvidia/cuda:12.8 images (brand=tesla,driver>=560,driver<561), read from verbatim copies of the image environment; rebuilds of the images have changed the list."},{cuda:"12.8",branch:565,source:"https://gitlab.com/nvidia/container-images/cuda/-/tree/master/dist",verified:!1,note:"Branch alternative of NVIDIA_REQUIRE_CUDA in nvidia/cuda:12.8 images (brand=tesla,driver>=565,driver<566), read from verbatim copies of the image environment; rebuilds of the images have changed the list."},{cuda:"12.9",branch:535,source:"https://gitlab.com/nvidia/container-images/cuda/-/tree/master/dist",verified:!1,note:"Branch alternative of NVIDIA_REQUIRE_CUDA in nvidia/cuda:12.9 images (brand=tesla,driver>=535,driver<536), read from verbatim copies of the image environment; rebuilds of the images have changed the list."},{cuda:"12.9",branch:550,source:"https://gitlab.com/nvidia/container-images/cuda/-/tree/master/dist",verified:!1,note:"Branch alternative of NVIDIA_REQUIRE_CUDA in nvidia/cuda:12.9 images (brand=tesla,driver>=550,driver<551), read from verbatim copies of the image environment; rebuilds of the images have changed the list."},{cuda:"12.9",branch:560,source:"https://gitlab.com/nvidia/container-images/cuda/-/tree/master/dist",verified:!1,note:"Branch alternative of NVIDIA_REQUIRE_CUDA in nvidia/cuda:12.9 images (brand=tesla,driver>=560,driver<561), read from verbatim copies of the image environment; rebuilds of the images have changed the list."},{cuda:"12.9",branch:565,source:"https://gitlab.com/nvidia/container-images/cuda/-/tree/master/dist",verified:!1,note:"Branch alternative of NVIDIA_REQUIRE_CUDA in nvidia/cuda:12.9 images (brand=tesla,driver>=565,driver<566), read from verbatim copies of the image environment; rebuilds of the images have changed the list."},{cuda:"12.9",branch:570,source:"https://gitlab.com/nvidia/container-images/cuda/-/tree/master/dist",verified:!1,note:"Branch alternative of NVIDIA_REQUIRE_CUDA in nvidia/cuda:12.9 images (brand=tesla,driver>=570,driver<571), read from verbatim copies of the image environment; rebuilds of the images have changed the list."},{cuda:"13.0",branch:535,source:"https://gitlab.com/nvidia/container-images/cuda/-/tree/master/dist",verified:!1,note:"Branch alternative of NVIDIA_REQUIRE_CUDA in nvidia/cuda:13.0 images (brand=tesla,driver>=535,driver<536), read from verbatim copies of the image environment; rebuilds of the images have changed the list."},{cuda:"13.0",branch:550,source:"https://gitlab.com/nvidia/container-images/cuda/-/tree/master/dist",verified:!1,note:"Branch alternative of NVIDIA_REQUIRE_CUDA in nvidia/cuda:13.0 images (brand=tesla,driver>=550,driver<551), read from verbatim copies of the image environment; rebuilds of the images have changed the list."},{cuda:"13.0",branch:565,source:"https://gitlab.com/nvidia/container-images/cuda/-/tree/master/dist",verified:!1,note:"Branch alternative of NVIDIA_REQUIRE_CUDA in nvidia/cuda:13.0 images (brand=tesla,driver>=565,driver<566), read from verbatim copies of the image environment; rebuilds of the images have changed the list."},{cuda:"13.0",branch:570,source:"https://gitlab.com/nvidia/container-images/cuda/-/tree/master/dist",verified:!1,note:"Branch alternative of NVIDIA_REQUIRE_CUDA in nvidia/cuda:13.0 images (brand=tesla,driver>=570,driver<571), read from verbatim copies of the image environment; rebuilds of the images have changed the list."},{cuda:"13.0",branch:575,source:"https://gitlab.com/nvidia/container-images/cuda/-/tree/master/dist",verified:!1,note:"Branch alternative of NVIDIA_REQUIRE_CUDA in nvidia/cuda:13.0 images (brand=tesla,driver>=575,driver<576), read from verbatim copies of the image environment; rebuilds of the images have changed the list."},{cuda:"13.1",branch:535,source:"https://gitlab.com/nvidia/container-images/cuda/-/tree/master/dist",verified:!1,note:"Branch alternative of NVIDIA_REQUIRE_CUDA in nvidia/cuda:13.1 images (brand=tesla,driver>=535,driver<536), read from verbatim copies of the image environment; rebuilds of the images have changed the list."},{cuda:"13.1",branch:550,source:"https://gitlab.com/nvidia/container-images/cuda/-/tree/master/dist",verified:!1,note:"Branch alternative of NVIDIA_REQUIRE_CUDA in nvidia/cuda:13.1 images (brand=tesla,driver>=550,driver<551), read from verbatim copies of the image environment; rebuilds of the images have changed the list."},{cuda:"13.1",branch:570,source:"https://gitlab.com/nvidia/container-images/cuda/-/tree/master/dist",verified:!1,note:"Branch alternative of NVIDIA_REQUIRE_CUDA in nvidia/cuda:13.1 images (brand=tesla,driver>=570,driver<571), read from verbatim copies of the image environment; rebuilds of the images have changed the list."},{cuda:"13.1",branch:575,source:"https://gitlab.com/nvidia/container-images/cuda/-/tree/master/dist",verified:!1,note:"Branch alternative of NVIDIA_REQUIRE_CUDA in nvidia/cuda:13.1 images (brand=tesla,driver>=575,driver<576), read from verbatim copies of the image environment; rebuilds of the images have changed the list."},{cuda:"13.1",branch:580,source:"https://gitlab.com/nvidia/container-images/cuda/-/tree/master/dist",verified:!1,note:"Branch alternative of NVIDIA_REQUIRE_CUDA in nvidia/cuda:13.1 images (brand=tesla,driver>=580,driver<581), read from verbatim copies of the image environment; rebuilds of the images have changed the list."},{cuda:"13.2",branch:535,source:"https://gitlab.com/nvidia/container-images/cuda/-/tree/master/dist",verified:!1,note:"Branch alternative of NVIDIA_REQUIRE_CUDA in nvidia/cuda:13.2 images (brand=tesla,driver>=535,driver<536), read from verbatim copies of the image environment; rebuilds of the images have changed the list."},{cuda:"13.2",branch:570,source:"https://gitlab.com/nvidia/container-images/cuda/-/tree/master/dist",verified:!1,note:"Branch alternative of NVIDIA_REQUIRE_CUDA in nvidia/cuda:13.2 images (brand=tesla,driver>=570,driver<571), read from verbatim copies of the image environment; rebuilds of the images have changed the list."},{cuda:"13.2",branch:580,source:"https://gitlab.com/nvidia/container-images/cuda/-/tree/master/dist",verified:!1,note:"Branch alternative of NVIDIA_REQUIRE_CUDA in nvidia/cuda:13.2 images (brand=tesla,driver>=580,driver<581), read from verbatim copies of the image environment; rebuilds of the images have changed the list."}]}};var Ni={$schema:"../schemas/cuda-images.schema.json",description:"How the tags of AI images encode CUDA, per image family of data/image-families.json (by family id; the family table owns the repository patterns and the base image kind). Each family lists encodings tried in order: a regular expression over the tag with a named group `cuda` (the version as written) or `cu` (a cuNNN token), a fixed `cuda` for alias tags, or a named group `version` looked up in release rows (inline `releases` or a shared `releaseTable`; `from`/`to` compare numerically and are inclusive). `repositories` limits an encoding to some repositories of the family. Release rows may carry `minDriver` (a framework's own documented driver floor) and `bundledCuda` (a framework built for a newer CUDA than the image base). The `generic` encodings are tried after a family's own ones, for every family that is not ROCm. Tags that match nothing are unknown (cuda-version-unknown); users add private images under `compat.images` in the config. Sources: ../shared/research/gpu-domain.md section 2 and the URLs in each row.",releaseTables:{"ngc-monthly":{description:'NGC monthly releases (YY.MM) -> CUDA of the release, from the Triton release notes ("Driver Requirements"); months without notes are either interpolated (verified: false) or absent.',rows:[{from:"22.12",to:"22.12",cuda:"11.8.0",source:"https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/rel-22-12.html",verified:!0},{from:"23.03",to:"23.03",cuda:"12.1.0",source:"https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/rel-23-03.html",verified:!0},{from:"23.04",to:"23.04",cuda:"12.1.0",source:"https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/rel-23-04.html",verified:!0},{from:"23.05",to:"23.05",cuda:"12.1.1",source:"https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/rel-23-05.html",verified:!0},{from:"23.06",to:"23.06",cuda:"12.1.1",source:"https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/rel-23-06.html",verified:!0},{from:"23.07",to:"23.07",cuda:"12.1.1",source:"https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/rel-23-07.html",verified:!0},{from:"23.08",to:"23.08",cuda:"12.2.1",source:"https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/rel-23-08.html",verified:!0},{from:"23.09",to:"23.09",cuda:"12.2.1",source:"https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/rel-23-09.html",verified:!0},{from:"23.10",to:"23.10",cuda:"12.2.2",source:"https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/rel-23-10.html",verified:!0},{from:"23.12",to:"23.12",cuda:"12.3.2",source:"https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/rel-23-12.html",verified:!0},{from:"24.01",to:"24.01",cuda:"12.3.2",source:"https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/rel-24-01.html",verified:!0},{from:"24.03",to:"24.03",cuda:"12.4.0",source:"https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/rel-24-03.html",verified:!0},{from:"24.04",to:"24.04",cuda:"12.4",source:"https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/rel-24-03.html",verified:!1,note:"No release notes read for 24.04: interpolated from 24.03 and 24.05, which share CUDA 12.4."},{from:"24.05",to:"24.05",cuda:"12.4.1",source:"https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/rel-24-05.html",verified:!0},{from:"24.08",to:"24.08",cuda:"12.6",source:"https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/rel-24-08.html",verified:!0},{from:"24.09",to:"24.09",cuda:"12.6",source:"https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/rel-24-08.html",verified:!1,note:"No release notes read for 24.09: interpolated from 24.08 and 24.10, which share CUDA 12.6."},{from:"24.10",to:"24.10",cuda:"12.6.2",source:"https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/rel-24-10.html",verified:!0},{from:"24.11",to:"24.11",cuda:"12.6",source:"https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/rel-24-10.html",verified:!1,note:"No release notes read for 24.11: interpolated from 24.10 and 24.12, which share CUDA 12.6."},{from:"24.12",to:"24.12",cuda:"12.6.3",source:"https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/rel-24-12.html",verified:!0},{from:"25.02",to:"25.02",cuda:"12.8.0",source:"https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/rel-25-02.html",verified:!0,note:"The notes state an older driver branch than this CUDA release needs; the CUDA toolkit table decides."},{from:"25.03",to:"25.03",cuda:"12.8.1",source:"https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/rel-25-03.html",verified:!0,note:"The notes state an older driver branch than this CUDA release needs; the CUDA toolkit table decides."},{from:"25.04",to:"25.04",cuda:"12.9.0",source:"https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/rel-25-04.html",verified:!0},{from:"25.05",to:"25.05",cuda:"12.9",source:"https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/rel-25-04.html",verified:!1,note:"No release notes read for 25.05: interpolated from 25.04 and 25.06, which share CUDA 12.9."},{from:"25.06",to:"25.06",cuda:"12.9.1",source:"https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/rel-25-06.html",verified:!0},{from:"25.08",to:"25.08",cuda:"13.0.0",source:"https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/rel-25-08.html",verified:!0,note:"The notes state an older driver branch than this CUDA release needs; the CUDA toolkit table decides."},{from:"25.09",to:"25.09",cuda:"13.0",source:"https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/rel-25-08.html",verified:!1,note:"No release notes read for 25.09: interpolated from 25.08 and 25.10, which share CUDA 13.0."},{from:"25.10",to:"25.10",cuda:"13.0.2",source:"https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/rel-25-10.html",verified:!0,note:"The notes state an older driver branch than this CUDA release needs; the CUDA toolkit table decides."}]}},families:[{family:"nvidia-cuda",encodings:[{id:"nvidia-cuda-tag",description:"<X.Y[.Z]>-[cudnn<N>-]<base|runtime|devel>-<os>: the tag states the CUDA version",tag:"^(?<cuda>\\d+\\.\\d+(?:\\.\\d+)?)-(?:cudnn\\d*-)?(?:base|runtime|devel)-[a-z]+[0-9.]*$",source:"https://nvidia.github.io/container-wiki/toolkit/container-images.html",verified:!1,note:"Tag convention; example tags (11.8.0-cudnn8-devel-ubuntu22.04 ... 13.0.0-cudnn-devel-ubuntu24.04) listed in https://github.com/replicate/cog/blob/main/pkg/config/cuda_compatibility.json."}]},{family:"pytorch",encodings:[{id:"pytorch-devel-tag",description:"<torch X.Y.Z>-cuda<X.Y>-cudnn<N>-devel: the tag states the CUDA version; devel images are built FROM nvidia/cuda",repositories:["docker.io/pytorch/pytorch","ghcr.io/pytorch/pytorch"],base:"nvidia-cuda",tag:"^\\d+\\.\\d+\\.\\d+-cuda(?<cuda>\\d+\\.\\d+)-cudnn\\d+-devel$",source:"https://github.com/pytorch/pytorch/blob/main/docker.Makefile",verified:!0,note:"docker.Makefile: BASE_DEVEL = nvidia/cuda:$(CUDA_VERSION)-cudnn$(CUDNN_VERSION)-devel-...; tags such as 2.4.1-cuda12.4-cudnn9-devel."},{id:"pytorch-runtime-tag",description:"<torch X.Y.Z>-cuda<X.Y>-cudnn<N>-runtime: the tag states the CUDA version; runtime images are a plain Ubuntu with CUDA from packages",repositories:["docker.io/pytorch/pytorch","ghcr.io/pytorch/pytorch"],base:"os",tag:"^\\d+\\.\\d+\\.\\d+-cuda(?<cuda>\\d+\\.\\d+)-cudnn\\d+-runtime$",source:"https://github.com/pytorch/pytorch/blob/main/docker.Makefile",verified:!0,note:"docker.Makefile: BASE_RUNTIME = ubuntu; tags such as 2.3.0-cuda12.1-cudnn8-runtime."}]},{family:"ngc-pytorch",encodings:[{id:"ngc-pytorch-monthly",description:"YY.MM-py3 (and -tf2-py3/-tf1-py3/-py3-igpu): the monthly NGC release, looked up in the NGC table",tag:"^(?<version>\\d{2}\\.\\d{2})-(?:py3|tf1-py3|tf2-py3|py3-igpu)$",releaseTable:"ngc-monthly",source:"https://docs.nvidia.com/deeplearning/frameworks/support-matrix/index.html",verified:!1,note:"Assumes nvcr.io/nvidia/pytorch YY.MM uses the same CUDA as the Triton release of the same month; verified for Triton, PaddlePaddle and MXNet only."}]},{family:"ngc-tensorflow",encodings:[{id:"ngc-tensorflow-monthly",description:"YY.MM-py3 (and -tf2-py3/-tf1-py3/-py3-igpu): the monthly NGC release, looked up in the NGC table",tag:"^(?<version>\\d{2}\\.\\d{2})-(?:py3|tf1-py3|tf2-py3|py3-igpu)$",releaseTable:"ngc-monthly",source:"https://docs.nvidia.com/deeplearning/frameworks/support-matrix/index.html",verified:!1,note:"Assumes nvcr.io/nvidia/tensorflow YY.MM uses the same CUDA as the Triton release of the same month; verified for Triton, PaddlePaddle and MXNet only."}]},{family:"ngc-tritonserver",encodings:[{id:"tritonserver-trtllm",description:"YY.MM-trtllm-python-py3 (TensorRT-LLM backend): per-release CUDA and driver from the Triton compatibility matrix",tag:"^(?<version>\\d{2}\\.\\d{2})-trtllm-python-py3$",releases:[{from:"24.04",to:"24.05",cuda:"12.3.2",minDriver:"545.23.08",framework:"Triton Inference Server",source:"https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md",verified:!0},{from:"24.06",to:"24.06",cuda:"12.4.0",minDriver:"550.54.14",framework:"Triton Inference Server",source:"https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md",verified:!0},{from:"24.07",to:"24.07",cuda:"12.4.1",minDriver:"550.54.15",framework:"Triton Inference Server",source:"https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md",verified:!0},{from:"24.08",to:"24.10",cuda:"12.5.1",minDriver:"555.42.06",framework:"Triton Inference Server",source:"https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md",verified:!0},{from:"24.11",to:"24.11",cuda:"12.6.3",minDriver:"555.42.06",framework:"Triton Inference Server",source:"https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md",verified:!0},{from:"24.12",to:"24.12",cuda:"12.6.3",minDriver:"560.35.05",framework:"Triton Inference Server",source:"https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md",verified:!0},{from:"25.01",to:"25.02",cuda:"12.8.0",minDriver:"570.86.10",framework:"Triton Inference Server",source:"https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md",verified:!0},{from:"25.03",to:"25.05",cuda:"12.8.1",minDriver:"570.124.06",framework:"Triton Inference Server",source:"https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md",verified:!0},{from:"25.06",to:"25.08",cuda:"12.9.0",minDriver:"575.51.03",framework:"Triton Inference Server",source:"https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md",verified:!0},{from:"25.09",to:"25.10",cuda:"12.9.1",minDriver:"575.57.08",framework:"Triton Inference Server",source:"https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md",verified:!0},{from:"25.11",to:"26.02",cuda:"13.0.2",minDriver:"580.95.05",framework:"Triton Inference Server",source:"https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md",verified:!0},{from:"26.03",to:"26.07",cuda:"13.1.0",minDriver:"590.44.01",framework:"Triton Inference Server",source:"https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md",verified:!0}],source:"https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md",verified:!0},{id:"tritonserver-vllm",description:"YY.MM-vllm-python-py3 (vLLM backend): per-release CUDA and driver from the Triton compatibility matrix",tag:"^(?<version>\\d{2}\\.\\d{2})-vllm-python-py3$",releases:[{from:"24.04",to:"24.05",cuda:"12.4.1",minDriver:"550.54.15",framework:"Triton Inference Server",source:"https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md",verified:!0},{from:"24.06",to:"24.06",cuda:"12.5.0",minDriver:"555.42.02",framework:"Triton Inference Server",source:"https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md",verified:!0},{from:"24.07",to:"24.07",cuda:"12.5.1",minDriver:"555.42.06",framework:"Triton Inference Server",source:"https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md",verified:!0},{from:"24.08",to:"24.08",cuda:"12.6.0",minDriver:"560.35.03",framework:"Triton Inference Server",source:"https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md",verified:!0},{from:"24.09",to:"24.09",cuda:"12.6.1",minDriver:"560.35.03",framework:"Triton Inference Server",source:"https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md",verified:!0},{from:"24.10",to:"24.10",cuda:"12.6.2",minDriver:"560.35.03",framework:"Triton Inference Server",source:"https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md",verified:!0},{from:"24.11",to:"24.12",cuda:"12.6.3",minDriver:"560.35.05",framework:"Triton Inference Server",source:"https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md",verified:!0},{from:"25.01",to:"25.02",cuda:"12.8.0",minDriver:"570.86.10",framework:"Triton Inference Server",source:"https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md",verified:!0},{from:"25.03",to:"25.03",cuda:"12.8.1",minDriver:"570.124.06",framework:"Triton Inference Server",source:"https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md",verified:!0},{from:"25.04",to:"25.04",cuda:"12.9.0",minDriver:"575.51.02",framework:"Triton Inference Server",source:"https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md",verified:!0},{from:"25.05",to:"25.07",cuda:"12.9.0",minDriver:"575.51.03",framework:"Triton Inference Server",source:"https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md",verified:!0},{from:"25.08",to:"25.09",cuda:"13.0.1",minDriver:"580.82.07",framework:"Triton Inference Server",source:"https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md",verified:!0},{from:"25.10",to:"25.11",cuda:"13.0.2",minDriver:"580.95.05",framework:"Triton Inference Server",source:"https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md",verified:!0},{from:"25.12",to:"25.12",cuda:"13.1.0",minDriver:"590.44.01",framework:"Triton Inference Server",source:"https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md",verified:!0},{from:"26.01",to:"26.02",cuda:"13.1.1",minDriver:"590.48.01",framework:"Triton Inference Server",source:"https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md",verified:!0},{from:"26.03",to:"26.03",cuda:"13.2.0",minDriver:"595.45.04",framework:"Triton Inference Server",source:"https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md",verified:!0},{from:"26.04",to:"26.05",cuda:"13.2.1",minDriver:"595.58.03",framework:"Triton Inference Server",source:"https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md",verified:!0},{from:"26.06",to:"26.07",cuda:"13.3.0",minDriver:"610.43.02",framework:"Triton Inference Server",source:"https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md",verified:!0},{from:"26.08",to:"26.08",cuda:"13.4.1",minDriver:"615.61",framework:"Triton Inference Server",source:"https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md",verified:!0}],source:"https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md",verified:!0},{id:"tritonserver-monthly",description:"YY.MM-py3, -py3-sdk, -py3-min, -pyt-python-py3, -tf2-python-py3: the monthly NGC release",tag:"^(?<version>\\d{2}\\.\\d{2})-(?:py3|py3-sdk|py3-min|py3-igpu|py3-igpu-sdk|pyt-python-py3|tf2-python-py3)$",releaseTable:"ngc-monthly",source:"https://docs.nvidia.com/deeplearning/triton-inference-server/release-notes/",verified:!0}]},{family:"ngc-other",encodings:[{id:"ngc-framework-monthly",description:"nvcr.io/nvidia/{paddlepaddle,mxnet,jax}:YY.MM-py3: same-month NGC framework containers share one CUDA base",repositories:["nvcr.io/nvidia/paddlepaddle","nvcr.io/nvidia/mxnet","nvcr.io/nvidia/jax"],tag:"^(?<version>\\d{2}\\.\\d{2})-py3$",releaseTable:"ngc-monthly",source:"https://docs.nvidia.com/deeplearning/frameworks/paddle-paddle-release-notes/rel-24-05.html",verified:!1,note:"Checked for 24.05 (PaddlePaddle and MXNet 24.05 are CUDA 12.4.1 like Triton 24.05); other months and JAX assumed."},{id:"cuda-dl-base-tag",description:"nvcr.io/nvidia/cuda-dl-base:YY.MM-cudaX.Y-<flavor>-<os>: the tag states the CUDA version",repositories:["nvcr.io/nvidia/cuda-dl-base"],tag:"^\\d{2}\\.\\d{2}-cuda(?<cuda>\\d+\\.\\d+)-",source:"https://catalog.ngc.nvidia.com/orgs/nvidia/containers/cuda-dl-base",verified:!1}]},{family:"vllm",encodings:[{id:"vllm-cu-suffix",description:"vX.Y.Z-cuNNN / latest-cuNNN: the suffix names the CUDA build",repositories:["docker.io/vllm/vllm-openai","quay.io/vllm/vllm-openai"],tag:"^(?:v\\d+\\.\\d+\\.\\d+(?:\\.\\d+)?(?:\\.post\\d+)?|latest)-(?<cu>cu\\d{3})(?:-(?:x86_64|aarch64))?$",source:"https://docs.vllm.ai/en/latest/deployment/docker.html",verified:!1,note:"cuNNN = CUDA N.N (e.g. cu129 = 12.9); vLLM publishes -cu129/-cu130 variants next to the default tag."},{id:"vllm-release",description:"vX.Y.Z[.postN] without a suffix: the CUDA of that release's default image",repositories:["docker.io/vllm/vllm-openai","quay.io/vllm/vllm-openai"],tag:"^v(?<version>\\d+\\.\\d+\\.\\d+(?:\\.\\d+)?)(?:\\.post\\d+)?(?:-(?:x86_64|aarch64))?$",source:"https://docs.vllm.ai/en/latest/deployment/docker.html",verified:!1,releases:[{from:"0.3.3",to:"0.7.2",cuda:"12.1",source:"https://docs.vllm.ai/en/v0.7.2/getting_started/installation.html",verified:!1,note:"pip binaries built with CUDA 12.1; the image is assumed to match."},{from:"0.9.0",to:"0.9.2",cuda:"12.8",source:"https://docs.vllm.ai/en/v0.9.0/getting_started/installation/gpu.html",verified:!1,note:"Docs: pre-compiled CUDA 12.8 binaries; docker/Dockerfile ARG CUDA_VERSION=12.8.1."},{from:"0.12.0",to:"0.19.99",cuda:"12.9",source:"https://github.com/vllm-project/vllm/blob/main/docker/Dockerfile",verified:!1,note:"ARG CUDA_VERSION=12.9.1 with separate -cu130 tags; the first release of this range is not pinned down (v0.11.0 is conflicting: docs 12.8, wheels 12.9)."},{from:"0.20.0",to:"0.27.0",cuda:"13.0",source:"https://github.com/NVIDIA/Model-Optimizer/pull/2042",verified:!1,note:"From v0.20.0 the default image is CUDA 13; -cu129 tags keep CUDA 12.9."},{from:"0.27.1",to:"0.29.99",cuda:"13.0.3",source:"https://github.com/vllm-project/vllm/blob/v0.27.1/docker/versions.json",verified:!1,note:"docker/versions.json CUDA_VERSION=13.0.3 (read in copies)."}]}]},{family:"tgi",encodings:[{id:"tgi-release",description:"X.Y.Z: the runtime base image (nvidia/cuda) of the release's Dockerfile",tag:"^(?<version>\\d+\\.\\d+\\.\\d+)$",source:"https://github.com/huggingface/text-generation-inference/blob/main/Dockerfile",verified:!0,releases:[{from:"1.0.0",to:"1.1.0",cuda:"11.8.0",source:"https://github.com/huggingface/text-generation-inference/blob/main/Dockerfile",verified:!0,note:"Runtime base nvidia/cuda:11.8.0-base-ubuntu20.04 (Dockerfile at the release tags)."},{from:"1.2.0",to:"1.4.0",cuda:"12.1.0",source:"https://github.com/huggingface/text-generation-inference/blob/main/Dockerfile",verified:!0,note:"Runtime base nvidia/cuda:12.1.0-base-ubuntu20.04."},{from:"1.4.5",to:"2.2.0",cuda:"12.1.0",source:"https://github.com/huggingface/text-generation-inference/blob/main/Dockerfile",verified:!0,note:"Runtime base nvidia/cuda:12.1.0-base-ubuntu22.04."},{from:"2.3.0",to:"3.1.0",cuda:"12.1.0",bundledCuda:"12.4",source:"https://github.com/huggingface/text-generation-inference/blob/main/Dockerfile",verified:!0,note:"Runtime base nvidia/cuda:12.1.0-base-ubuntu22.04 (NVIDIA_REQUIRE_CUDA cuda>=12.1) but PyTorch built for CUDA 12.4 (pytorch-cuda=12.4)."},{from:"3.1.1",to:"3.3.7",cuda:"12.4.0",source:"https://github.com/huggingface/text-generation-inference/blob/main/Dockerfile",verified:!0,note:"Runtime base nvidia/cuda:12.4.0-base-ubuntu22.04."}]}]},{family:"sglang",encodings:[{id:"sglang-cu126",description:"-cu126 builds use CUDA 12.6.1",tag:"-cu126(?:-|$)",cuda:"12.6.1",source:"https://github.com/sgl-project/sglang/blob/main/docker/Dockerfile",verified:!1},{id:"sglang-cu128",description:"-cu128 builds use CUDA 12.8.1",tag:"-cu128(?:-|$)",cuda:"12.8.1",source:"https://github.com/sgl-project/sglang/blob/main/docker/Dockerfile",verified:!1},{id:"sglang-cu129",description:"-cu129 builds use CUDA 12.9.1",tag:"-cu129(?:-|$)",cuda:"12.9.1",source:"https://github.com/sgl-project/sglang/blob/main/docker/Dockerfile",verified:!1},{id:"sglang-cu130",description:"-cu130 builds use CUDA 13.0.1",tag:"-cu130(?:-|$)",cuda:"13.0.1",source:"https://github.com/sgl-project/sglang/blob/main/docker/Dockerfile",verified:!1}]},{family:"ray",encodings:[{id:"ray-cu117",description:"-cu117 platform: CUDA 11.7.1",tag:"-cu117(?:-|$)",cuda:"11.7.1",base:"nvidia-cuda",source:"https://github.com/ray-project/ray/blob/master/ci/ray_ci/docker_container.py",verified:!0,note:"Ray CUDA images are built FROM nvidia/cuda:$CUDA_VERSION-devel (docker/base-deps/cuda.wanda.yaml)."},{id:"ray-cu118",description:"-cu118 platform: CUDA 11.8.0",tag:"-cu118(?:-|$)",cuda:"11.8.0",base:"nvidia-cuda",source:"https://github.com/ray-project/ray/blob/master/ci/ray_ci/docker_container.py",verified:!0,note:"Ray CUDA images are built FROM nvidia/cuda:$CUDA_VERSION-devel (docker/base-deps/cuda.wanda.yaml)."},{id:"ray-cu121",description:"-cu121 platform: CUDA 12.1.1",tag:"-cu121(?:-|$)",cuda:"12.1.1",base:"nvidia-cuda",source:"https://github.com/ray-project/ray/blob/master/ci/ray_ci/docker_container.py",verified:!0,note:"Ray CUDA images are built FROM nvidia/cuda:$CUDA_VERSION-devel (docker/base-deps/cuda.wanda.yaml)."},{id:"ray-cu123",description:"-cu123 platform: CUDA 12.3.2",tag:"-cu123(?:-|$)",cuda:"12.3.2",base:"nvidia-cuda",source:"https://github.com/ray-project/ray/blob/master/ci/ray_ci/docker_container.py",verified:!0,note:"Ray CUDA images are built FROM nvidia/cuda:$CUDA_VERSION-devel (docker/base-deps/cuda.wanda.yaml)."},{id:"ray-cu124",description:"-cu124 platform: CUDA 12.4.1",tag:"-cu124(?:-|$)",cuda:"12.4.1",base:"nvidia-cuda",source:"https://github.com/ray-project/ray/blob/master/ci/ray_ci/docker_container.py",verified:!0,note:"Ray CUDA images are built FROM nvidia/cuda:$CUDA_VERSION-devel (docker/base-deps/cuda.wanda.yaml)."},{id:"ray-cu125",description:"-cu125 platform: CUDA 12.5.1",tag:"-cu125(?:-|$)",cuda:"12.5.1",base:"nvidia-cuda",source:"https://github.com/ray-project/ray/blob/master/ci/ray_ci/docker_container.py",verified:!0,note:"Ray CUDA images are built FROM nvidia/cuda:$CUDA_VERSION-devel (docker/base-deps/cuda.wanda.yaml)."},{id:"ray-cu126",description:"-cu126 platform: CUDA 12.6.3",tag:"-cu126(?:-|$)",cuda:"12.6.3",base:"nvidia-cuda",source:"https://github.com/ray-project/ray/blob/master/ci/ray_ci/docker_container.py",verified:!0,note:"Ray CUDA images are built FROM nvidia/cuda:$CUDA_VERSION-devel (docker/base-deps/cuda.wanda.yaml)."},{id:"ray-cu128",description:"-cu128 platform: CUDA 12.8.1",tag:"-cu128(?:-|$)",cuda:"12.8.1",base:"nvidia-cuda",source:"https://github.com/ray-project/ray/blob/master/ci/ray_ci/docker_container.py",verified:!0,note:"Ray CUDA images are built FROM nvidia/cuda:$CUDA_VERSION-devel (docker/base-deps/cuda.wanda.yaml)."},{id:"ray-gpu",description:"-gpu is an alias of the default GPU platform (cu12.1.1-cudnn8)",tag:"-gpu(?:-|$)",cuda:"12.1.1",base:"nvidia-cuda",source:"https://github.com/ray-project/ray/blob/master/ci/ray_ci/docker_container.py",verified:!0,note:'GPU_PLATFORM = "cu12.1.1-cudnn8" in the CI script read in August 2026. Ray CUDA images are built FROM nvidia/cuda:$CUDA_VERSION-devel (docker/base-deps/cuda.wanda.yaml).'},{id:"ray-ml-default",description:"rayproject/ray-ml without a platform suffix is the default GPU platform (cu12.1.1-cudnn8)",repositories:["docker.io/rayproject/ray-ml"],tag:"^(?:\\d+\\.\\d+\\.\\d+(?:\\.[0-9a-z]+)*|nightly)(?:-py\\d+)?$",cuda:"12.1.1",base:"nvidia-cuda",source:"https://github.com/ray-project/ray/blob/master/ci/ray_ci/docker_container.py",verified:!0,note:'"no tag is alias to gpu for ray-ml image" (for rayproject/ray no suffix means CPU). Ray CUDA images are built FROM nvidia/cuda:$CUDA_VERSION-devel (docker/base-deps/cuda.wanda.yaml).'},{id:"ray-cu-suffix",description:"another -cuNNN platform: CUDA N.N (the platform list of the CI script did not have it when read)",tag:"-(?<cu>cu1\\d{2})(?:-|$)",base:"nvidia-cuda",source:"https://github.com/ray-project/ray/blob/master/ci/ray_ci/docker_container.py",verified:!1,note:"Ray CUDA images are built FROM nvidia/cuda:$CUDA_VERSION-devel (docker/base-deps/cuda.wanda.yaml)."}]},{family:"tensorflow",encodings:[{id:"tensorflow-gpu-release",description:"X.Y.Z-gpu[-jupyter]: the tested CUDA of that TensorFlow release",tag:"^(?<version>\\d+\\.\\d+(?:\\.\\d+)?)-gpu(?:-jupyter)?$",source:"https://www.tensorflow.org/install/source#gpu",verified:!1,note:"Tested build configurations of the pip packages; the -gpu images are assumed to use the same CUDA.",releases:[{from:"2.4.0",to:"2.4.99",cuda:"11.0",source:"https://www.tensorflow.org/install/source#gpu",verified:!1},{from:"2.5.0",to:"2.5.99",cuda:"11.2",source:"https://www.tensorflow.org/install/source#gpu",verified:!1},{from:"2.16.0",to:"2.17.99",cuda:"12.3",source:"https://www.tensorflow.org/install/source#gpu",verified:!1,note:"TF 2.16.1 and 2.17.0: CUDA 12.3, cuDNN 8.9."}]}]}],generic:[{id:"cu-suffix",description:"a cuNNN token (cu118, cu121, cu124, cu128, cu130): CUDA N.N, the PyTorch wheel naming",tag:"(?:^|[-_.])(?<cu>cu1\\d{2})(?=$|[-_.])",source:"https://pytorch.org/get-started/previous-versions/",verified:!1,note:"cuNNN = major NN, minor N (cu118 = 11.8, cu130 = 13.0), as PyTorch names its CUDA wheel indexes."},{id:"cuda-token",description:"a cudaX.Y token (cuda12.4): CUDA X.Y",tag:"(?:^|[-_.])cuda(?<cuda>1\\d\\.\\d)(?=$|[-_.])",source:"https://hub.docker.com/r/pytorch/pytorch/tags",verified:!1,note:"The convention of pytorch/pytorch and other framework images."}]};function E(e){if(e===void 0)return;let n=e.trim().replace(/^[vVrR]/,"");if(/^[0-9]+(\.[0-9]+)*$/.test(n))return n.split(".").map(Number)}function L(e,n){for(let t=0;t<Math.max(e.length,n.length);t++){let o=(e[t]??0)-(n[t]??0);if(o!==0)return o<0?-1:1}return 0}var Un=3;function qe(e,n=!1){let t=E(e);if(!t||t.length>Un)return;let o=t.length===Un||n&&t.length===2,i=_t(t),r=o?i:[...t,...Array(Un-t.length).fill(Number.POSITIVE_INFINITY)];return{lo:i,hi:r,text:e.trim(),exact:o}}function Ft(e,n,t){let o=n?_c(n):[Number.POSITIVE_INFINITY,Number.POSITIVE_INFINITY,Number.POSITIVE_INFINITY];return{lo:_t(e),hi:o,text:t,exact:!1}}function _t(e){return[...e,...Array(Math.max(0,Un-e.length)).fill(0)]}function _c(e){let n=_t(e);return[n[0],n[1],n[2]-1e-6]}function Mi(e,n){return L(e.lo,n)>=0?"yes":L(e.hi,n)<0?"no":"unknown"}function de(e){let n=E(e);if(!(!n||n.length<2))return[n[0],n[1]]}function Ti(e){let n=/^cu(\d{2,3})$/i.exec(e);if(!n)return;let t=n[1];return`${Number(t.slice(0,-1))}.${t.slice(-1)}`}var De=xi,In=Ni,qt=new Map;function Rn(e){return qt.has(e)||qt.set(e,qc(e)),qt.get(e)}function qc(e){let n=de(e);if(!n)return;let t;for(let o of De.toolkits){let i=de(o.cuda);!i||i[0]!==n[0]||i[1]!==n[1]||(!t||L(E(o.linuxMinDriver),E(t.linuxMinDriver))<0)&&(t=o)}return t&&{cuda:`${n[0]}.${n[1]}`,driver:E(t.linuxMinDriver),row:t}}function Li(e){let n=E(e);if(!(!n||n.length<3))return De.toolkits.find(t=>L(E(t.cuda),n)===0)}function Ei(e){return De.minorVersionCompatibility.find(n=>n.major===e)}var Vi=new Map;function xn(e){let n=Vi.get(e);if(!n){let t=de(e);n=t?De.forwardCompatibility.branches.filter(o=>o.cuda===`${t[0]}.${t[1]}`):[],Vi.set(e,n)}return n}var Oi=De.forwardCompatibility;function Bc(){let e=new Map;for(let n of De.toolkits){let t=de(n.cuda),o=`${t[0]}.${t[1]}`,i=E(n.linuxMinDriver),r=e.get(o);(!r||L(i,r)<0)&&e.set(o,i)}return[...e.entries()].map(([n,t])=>({cuda:n,driver:t})).sort((n,t)=>L(n.driver,t.driver))}var Gn=Bc();function ji(e){let n;for(let t of Gn)L(e,t.driver)>=0&&(n=t.cuda);return n}function Fi(e){let n=de(e);if(!n)return;let t=`${n[0]}.${n[1]}`,o=Gn.findIndex(i=>i.cuda===t);if(o!==-1)return{lo:Gn[o].driver,hiExclusive:Gn[o+1]?.driver}}function _i(e){return In.releaseTables[e]?.rows??[]}function qi(e){return In.families.find(n=>n.family===e)?.encodings??[]}var Bi=new Map;function zc(e){let n=Bi.get(e);return n||Bi.set(e,n=new RegExp(e)),n}var zi=new Map;function Jc(e){let n=zi.get(e);return n||zi.set(e,n=Jo(e)),n}function Bt(e){let n=E(e);return n?[...n]:void 0}function Kc(e,n){let t=Bt(n);if(t)return e.find(o=>L(t,Bt(o.from))>=0&&L(t,Bt(o.to))<=0)}function Ji(e){return e.from===e.to?e.from:`${e.from}..${e.to}`}function Wc(e,n,t,o){let i=zc(e.tag).exec(n);if(!i)return;let r=e.base??t,a=(l,c,d)=>({text:`data/cuda-images.json ${e.id} ${l}`,source:c,verified:d}),s=i.groups??{};if(e.cuda)return{status:"resolved",cuda:e.cuda,base:r,family:o,by:a(`(${e.description})`,e.source,e.verified)};if(s.cuda)return{status:"resolved",cuda:s.cuda,base:r,family:o,by:a(`(the tag states CUDA ${s.cuda})`,e.source,e.verified)};if(s.cu){let l=Ti(s.cu);return l?{status:"resolved",cuda:l,base:r,family:o,by:a(`(${s.cu} = CUDA ${l})`,e.source,e.verified)}:void 0}if(s.version){let l=e.releases??(e.releaseTable?_i(e.releaseTable):[]),c=Kc(l,s.version);if(!c)return{noRow:`release ${s.version} is not in the ${e.id} rows of data/cuda-images.json`};let d=a(`${Ji(c)} -> CUDA ${c.cuda}`,c.source,e.verified&&c.verified),m={status:"resolved",cuda:c.cuda,base:r,family:o,by:d};return c.bundledCuda&&(m.bundledCuda=c.bundledCuda),c.minDriver&&(m.frameworkFloor={driver:c.minDriver,framework:c.framework??o??"the framework",by:a(`${Ji(c)} -> driver ${c.minDriver}`,c.source,e.verified&&c.verified)}),m}}function Ki(e){return e?.base==="nvidia-cuda"||e?.base==="os"?e.base:"unknown"}var Wi=new WeakMap;function Nn(e,n,t){if(!e)return{status:"not-ai"};let o=Wi.get(t);o||Wi.set(t,o=new Map);let i=`${e.raw}\0${n?.id??""}`,r=o.get(i);return r||o.set(i,r=Hc(e,n,t)),r}function Hc(e,n,t){if(e.placeholder)return{status:"placeholder"};let o=Ko(e,t);if(o)return{status:"resolved",cuda:o.cuda,base:o.base??Ki(n),family:n?.id,by:{text:`compat.images[${o.index}] (${o.match})`,verified:!0}};if(!n||n.role==="infrastructure")return{status:"not-ai"};if(n.vendor==="amd"||n.base==="rocm")return{status:"not-cuda",family:n.id,detail:"a ROCm image (AMD): no CUDA driver check"};if(n.vendor!=="nvidia")return{status:"not-cuda",family:n.id,detail:"not a CUDA image"};let i=e.tag;if(i===void 0||i.toLowerCase()==="latest")return e.digest?{status:"unknown",reason:"digest-only",family:n.id,detail:`the image is pinned by digest${i?" with the tag latest":" without a tag"}, and a digest says nothing about CUDA`}:i===void 0?{status:"unknown",reason:"no-tag",family:n.id,detail:"the image has no tag"}:{status:"unknown",reason:"latest",family:n.id,detail:"the tag is latest"};if(/rocm/i.test(i))return{status:"not-cuda",family:n.id,detail:`tag ${i} is a ROCm build: no CUDA driver check`};let r=Ki(n),a=qi(n.id).filter(l=>!l.repositories||l.repositories.some(c=>Jc(c).test(e.normalized))),s;for(let l of[...a,...In.generic]){let c=Wc(l,i,r,n.id);if(c){if("noRow"in c){s??=c.noRow;continue}return c}}return s?{status:"unknown",reason:"unknown-tag",family:n.id,detail:s}:!n.needsGpu&&n.gpuTag&&!ti(e,n)?{status:"not-cuda",family:n.id,detail:`tag ${i} is not a GPU build of ${n.id}`}:a.length>0?{status:"unknown",reason:"unknown-tag",family:n.id,detail:`tag ${i} does not match how ${n.id} images encode CUDA (${a.map(l=>l.description).join("; ")})`}:{status:"unknown",reason:"no-data",family:n.id,detail:`data/cuda-images.json has no CUDA encoding for ${n.id} images, and tag ${i} names no cuNNN/cudaX.Y`}}function A(e,n,t="container"){if(n.name)return`${t} "${n.name}"`;let o=String(n.path[n.path.length-1]),i=P(e.spec,"name");return`the inline ${o==="container"||o==="script"?"":`${o} `}${t}${i?` of "${i}"`:""}`}function ee(e){return e.name?`container "${e.name}"`:"the container"}function R(e){return`${e.kind} "${e.name??"(unnamed)"}"`}function F(e){return e.charAt(0).toUpperCase()+e.slice(1)}function Mn(e,n,t){if(t.length<=1)return;let o=n.path.slice(e.path.length).filter(r=>r!=="spec"&&r!=="template");if(n.role){let r=o.findLast(a=>typeof a=="number");return r!==void 0&&t.filter(a=>a.role===n.role).length>1?`${n.role}[${r}]`:n.role}let i=o[o.length-1];return typeof i=="number"?`${String(o[o.length-2]??"")}[${i}]`:i===void 0?void 0:String(i)}function T(e,n){return n.run.get(gn).inputOf(e)}var Qc=ye("placement-facts",()=>new WeakMap);function Ue(e,n,t){let o=t.run.get(Qc);return o.has(e)||o.set(e,Xc(e,n,t)),o.get(e)}function Xc(e,n,t){let o=n(),i=[];for(let r of o){if(!r.workload.ai||r.workload.infrastructure)continue;let a=r.containers.some(f=>f.kind!=="ephemeral"&&f.hasGpu);if(!a&&r.dra!=="gpu")continue;let s=T(r,t),l=new Set,c=new Map;for(let f of r.containers)if(f.kind!=="ephemeral"){for(let p of f.gpu)f.hasGpu&&p.count!==0&&l.add(p.resource);for(let p of new Set([...Object.keys(f.limits),...Object.keys(f.requests)])){let v=u(f.limits,p)!==void 0,h=M(u(f.limits,p)??u(f.requests,p))?.value??0,y=c.get(p);(!y||h>y.amount)&&c.set(p,{amount:h,path:[...f.path,"resources",v?"limits":"requests",p]})}}t.cluster.extendedResourceToleration&&(s={...s,tolerations:[...s.tolerations,...[...l].map(f=>({key:f,operator:"Exists"}))]});let d=f=>u(r.spec,f)!==void 0,m={};for(let[f,{path:p}]of c){let v=t.locate(p);v&&(m[f]=v)}i.push({label:Mn(e,r,o),placement:s,draOnly:!a,gpuResources:[...l],ert:t.cluster.extendedResourceToleration,spec:t.locate(r.path),nodeSelector:d("nodeSelector")?t.locate([...r.path,"nodeSelector"]):void 0,affinity:u(u(r.spec,"affinity"),"nodeAffinity")!==void 0?t.locate([...r.path,"affinity","nodeAffinity"]):void 0,tolerations:d("tolerations")?t.locate([...r.path,"tolerations"]):void 0,resources:m})}return i.length>0?i:void 0}function*q(e,n,t){for(let o of e.objects){let i=o.facts[n];if(!Array.isArray(i)||i.length===0)continue;let r=t(o.file);if(r.length!==0)for(let a of i)a.placement&&!a.placement.unknown&&(yield{object:o,facts:a,pools:r})}}function Tn(e){return e.candidate&&e.fits!==!1}function Yc(e){return e.taints.filter(n=>n.effect!=="PreferNoSchedule")}function Zc(e,n){return Zo(e.placement,n,e.ert)}function Vn(e,n){let t=n.filter(I);if(t.length===0)return;let o=t.map(i=>({pool:i,taints:Yc(i)}));if(!o.some(i=>i.taints.length===0)&&!o.some(i=>i.taints.some(r=>Zc(e,r))))return o}function Be(e){return e.label?`the ${e.label} pods`:"the pod"}var Jt="nvidia.com/cuda.driver-version.full",er=["nvidia.com/cuda.driver-version.major","nvidia.com/cuda.driver-version.minor","nvidia.com/cuda.driver-version.revision"],nr=["nvidia.com/cuda.driver.major","nvidia.com/cuda.driver.minor","nvidia.com/cuda.driver.rev"],Ln="nvidia.com/cuda.runtime-version.full",tr=[["nvidia.com/cuda.runtime-version.major","nvidia.com/cuda.runtime-version.minor"],["nvidia.com/cuda.runtime.major","nvidia.com/cuda.runtime.minor"]],En=new Set([Jt,...er,...nr,Ln,...tr.flat()]),ed=new Set(["nvidia.com/gpu.product","cloud.google.com/gke-accelerator","karpenter.k8s.aws/instance-gpu-name","karpenter.k8s.aws/instance-gpu-memory","node.kubernetes.io/instance-type"]);function Qi(e,n){let t=[];for(let o of n){let i=e[o];if(i===void 0||!/^\d+$/.test(i.trim()))break;t.push(i.trim())}return t.length?t.join("."):void 0}function Xi(e,n,t){let o=e.text.split(".").length,i=o>=3?`major/minor/${n}`:o===2?"major/minor":"major",r=[t,o===2?`no ${n}`:o===1?"major version only":void 0].filter(Boolean);return r.length?`${i} (${r.join(", ")})`:i}function or(e,n){let t=Fi(e);return t&&{range:Ft(t.lo,t.hiExclusive,`supporting CUDA ${e}`),source:n}}function ir(e){let n=e[Jt],t=qe(n,!0);if(t)return{range:t,source:Jt};let o=qe(Qi(e,er));if(o)return{range:o,source:`nvidia.com/cuda.driver-version.${Xi(o,"revision")}`};let i=qe(Qi(e,nr));if(i)return{range:i,source:`nvidia.com/cuda.driver.${Xi(i,"rev","deprecated labels")}`};let r=e[Ln]??tr.map(([a,s])=>e[a]&&e[s]?`${e[a]}.${e[s]}`:void 0).find(Boolean);if(r)return or(r,e[Ln]?Ln:"nvidia.com/cuda.runtime-version.major/minor")}var Yi=new WeakMap;function rr(e){let n=Yi.get(e);return n||Yi.set(e,n=nd(e)),n}function nd(e){let n={gpuClass:e.gpu.product?.class,product:e.gpu.product?.id??e.gpu.productName},t=e.gpu.sources.driverVersion;if(e.gpu.driverVersion!==void 0&&t!==void 0){if(t.startsWith("config")){let i=qe(e.gpu.driverVersion);if(i)return{...n,range:i,source:t}}let o=ir(e.labels);if(o)return{...n,...o}}if(e.gpu.cudaRuntimeVersion){let o=or(e.gpu.cudaRuntimeVersion,e.gpu.sources.cudaRuntimeVersion??"nvidia.com/cuda.runtime-version");if(o)return{...n,...o}}return n}var zt=16;function ar(e,n){let t=l=>En.has(l)||ed.has(l),o={labels:{},at:[]},i=b(e.spec,"nodeSelector");for(let[l,c]of Object.entries(i??{})){let d=typeof c=="string"||typeof c=="number"?String(c):void 0;!t(l)||d===void 0||g(d)||(o.labels[l]=d,o.at.push({key:l,value:d,range:n([...e.path,"nodeSelector",l])}))}let r=[...e.path,"affinity","nodeAffinity","requiredDuringSchedulingIgnoredDuringExecution","nodeSelectorTerms"],a=S(b(b(b(e.spec,"affinity"),"nodeAffinity"),"requiredDuringSchedulingIgnoredDuringExecution"),"nodeSelectorTerms");if(a.length===0)return Zi(o)?[o]:[];let s=[];return a.forEach((l,c)=>{let d=[{labels:{...o.labels},at:[...o.at]}];S(l,"matchExpressions").forEach((m,f)=>{if(!k(m))return;let p=P(m,"key"),v=P(m,"operator"),h=S(m,"values").map(String).filter(w=>!g(w));if(!p||!t(p))return;let y=n([...r,c,"matchExpressions",f]);if(v==="In"&&h.length>0)d=d.flatMap(w=>h.slice(0,zt).map($=>({...w,labels:{...w.labels,[p]:$},at:[...w.at,{key:p,value:$,range:y}]}))).slice(0,zt);else if((v==="Gt"||v==="Lt")&&/\.major$/.test(p)&&En.has(p)&&/^\d+$/.test(h[0]??"")){let w=Number(h[0]);for(let $ of d)v==="Gt"?$.majorAbove=Math.max($.majorAbove??0,w):$.majorBelow=Math.min($.majorBelow??Number.POSITIVE_INFINITY,w),$.at.push({key:p,value:`${v} ${w}`,range:y})}}),s.push(...d.filter(Zi))}),s.slice(0,zt)}function Zi(e){return Object.keys(e.labels).some(n=>En.has(n))||e.majorAbove!==void 0||e.majorBelow!==void 0}function sr(e){let n=Yo(e.labels),t={gpuClass:n.product?.class,product:n.product?.id??n.productName},o=ir(e.labels);if(o)return{...t,...o};if(e.majorAbove!==void 0||e.majorBelow!==void 0){let i=e.majorAbove!==void 0?[e.majorAbove+1,0,0]:[0,0,0],r=e.majorBelow!==void 0&&Number.isFinite(e.majorBelow)?[e.majorBelow,0,0]:void 0,a=[e.majorAbove!==void 0?`> ${e.majorAbove}`:"",e.majorBelow!==void 0?`< ${e.majorBelow}`:""].filter(Boolean).join(" and ");return{...t,range:Ft(i,r,`major ${a}`),source:"a Gt/Lt node affinity on the driver major version"}}return t}function lr(e){return e.at.filter(n=>En.has(n.key)).map(n=>n.value.startsWith("Gt ")||n.value.startsWith("Lt ")?`${n.key} ${n.value}`:`${n.key}=${n.value}`).join(", ")}function Ge(e){return e.containers.filter(n=>n.kind!=="ephemeral"&&U(e,n)!==void 0)}var td=ye("compat-facts",()=>new WeakMap);function Ie(e,n,t,o=!1){let i=t.run.get(td),r=i.get(e);return r||i.set(e,r=new Map),r.has(o)||r.set(o,od(e,n,t,o)),r.get(o)}function od(e,n,t,o){let i=dn(t),r=n(),a=[];for(let s of r){if(!s.workload.ai||s.workload.infrastructure)continue;let l=[];for(let m of Ge(s)){let f=Nn(m.image,m.family,i);!o&&f.status!=="resolved"||m.image&&l.push({name:m.name,image:m.image.raw,resolution:f,at:t.locate([...m.path,"image"]),line:t.locate(m.path)?.start.line})}if(l.length===0)continue;let c=T(s,t),d=t.cluster.extendedResourceToleration?{...c,tolerations:[...c.tolerations,...Ge(s).flatMap(m=>m.gpu.filter(f=>f.count!==0).map(f=>({key:f.resource,operator:"Exists"})))]}:c;a.push({label:Mn(e,s,r),placement:d,ert:t.cluster.extendedResourceToleration,pinned:ar(s,t.locate),containers:l})}return a.length>0?a:void 0}function cr(e){return Array.isArray(e)?e:[]}function id(e){return e.gpu.vendor==="amd"?!1:I(e)||e.gpu.driverVersion!==void 0||e.gpu.cudaRuntimeVersion!==void 0}function rd(e,n,t,o){return e.placement.unknown?[]:o.get(gn).simulate(e.placement,n,{extendedResourceToleration:e.ert,gpuResources:t}).filter(i=>i.candidate&&i.fits!==!1&&id(i.pool))}function dr(e,n,t,o){let i=e.pinned.length===0?e.placement:e,r=o.get(ad),a=r.get(i);a||r.set(i,a=[]);let s=a.find(c=>c.pools===n&&c.gpuResources===t&&c.ert===e.ert);if(s)return s.targets;let l=sd(e,n,t,o);return a.push({pools:n,gpuResources:t,ert:e.ert,targets:l}),l}var ad=ye("driver-targets",()=>new WeakMap);function sd(e,n,t,o){let i=e.pinned.map(a=>({set:a,facts:sr(a)})).filter(a=>a.facts.range),r=[];for(let a of rd(e,n,t,o)){let s=rr(a.pool);s.range?r.push({kind:"pool",name:`node pool ${a.pool.name}`,pool:a.pool,facts:s}):i.length===1&&r.push({kind:"pool",name:`node pool ${a.pool.name}`,pool:a.pool,pinned:i[0].set,facts:{...i[0].facts,gpuClass:s.gpuClass??i[0].facts.gpuClass,product:s.product??i[0].facts.product}})}return r.length>0?r:i.map(a=>({kind:"pinned",name:`the node the pod pins with ${lr(a.set)}`,pinned:a.set,facts:a.facts}))}function ur(e,n,t){let o=[];for(let r of e.pinned?.at??[])r.range&&o.push({file:n,range:{start:r.range.start,end:r.range.end},message:`The pod pins ${r.key}${r.value.startsWith("Gt ")||r.value.startsWith("Lt ")?` ${r.value}`:`=${r.value}`}.`});let i=e.pool?.nodeNames?.map(r=>t.get("","Node",void 0,r)[0]).find(Boolean);return i&&o.push({file:i.file,range:i.range,message:`Node ${i.name??""} of ${e.name}${e.facts.range?`: driver ${e.facts.range.text}${e.facts.source?` (${e.facts.source})`:""}`:""}.`}),o}var On="kubernetes.io/hostname";function ld(e,n,t){if(!k(e))return{spreads:!0};let o=u(e,"topologyKey");if(typeof o!="string"||g(o))return{spreads:!0};if(o!==On)return{spreads:!1,why:`its podAntiAffinity uses topologyKey ${o}, which keeps replicas apart per ${o.split("/").pop()} but not per node`};let i=u(e,"namespaces"),r=n.object.namespace;return Array.isArray(i)&&i.length>0&&u(e,"namespaceSelector")===void 0&&r!==void 0&&!i.some(a=>a===r||g(a))?{spreads:!1,why:`its podAntiAffinity only looks at pods in namespaces ${i.map(String).join(", ")}, not its own`}:je(u(e,"labelSelector"),t)?{spreads:!0}:{spreads:!1,why:u(e,"labelSelector")==null?"its podAntiAffinity term has no labelSelector, so it selects no pods":"its podAntiAffinity selects other pods, not its own replicas"}}function cd(e,n,t){if(!k(e))return{spreads:!0};let o=u(e,"topologyKey");if(typeof o!="string"||g(o))return{spreads:!0};if(o!==On)return{spreads:!1,why:`its topologySpreadConstraints spread by ${o}, which does not stop two replicas from sharing a node`};if(!je(u(e,"labelSelector"),t))return{spreads:!1,why:u(e,"labelSelector")==null?"its topologySpreadConstraint has no labelSelector, so it counts no pods":"its topologySpreadConstraint counts other pods, not its own replicas"};let i=u(e,"maxSkew");return!(u(e,"whenUnsatisfiable")==="ScheduleAnyway")&&typeof i=="number"&&i>=n?{spreads:!1,why:`its topologySpreadConstraint on ${On} has maxSkew ${i}, which allows all ${n} replicas on one node`}:{spreads:!0}}function dd(e){return`${R(e.object)}${e.role?` (${e.role} pods)`:""}`}var mr={id:"anti-affinity-missing",family:"scheduling",level:"warning",scope:"ai",summary:"A serving workload with several replicas does not keep them on different nodes.",description:"Triggers for a serving pod template (Deployment, StatefulSet, LeaderWorkerSet, InferenceService predictor, RayService worker group ... with a GPU container or a serving image) with more than one replica (`replicas`, `minReplicas` of an InferenceService predictor, groups of a LeaderWorkerSet for both its leader and worker templates) that has no `podAntiAffinity` term (required or preferred) and no `topologySpreadConstraints` entry with `topologyKey: kubernetes.io/hostname` that selects its own pods. A term or constraint selects its own pods when its `labelSelector` matches the template labels (`matchLabels`, and `matchExpressions` with `In`, `NotIn`, `Exists`, `DoesNotExist`); labels that controllers add (`leaderworkerset.sigs.k8s.io/*`, `ray.io/*`, `pod-template-hash` ...) and placeholders count as matching, and for templates whose labels are set by a controller (InferenceService) any selector counts. A missing `labelSelector` selects nothing. Zone- or region-level spreading does not count: it does not stop two replicas from sharing a node. A hard (`DoNotSchedule`) constraint whose `maxSkew` is at least the replica count does not count either. Unreadable values (placeholders, wrong types) count as spreading, and a replica count that is a placeholder is silent. The finding points at `podAntiAffinity` or `topologySpreadConstraints` when they exist but do not spread over nodes, otherwise at `affinity` or the pod spec.",rationale:"The scheduler packs pods where they fit; GPU nodes are large, so two or more inference replicas routinely land on the same node. Then one node failure, kernel or driver upgrade, GPU Xid error or spot reclaim takes down several replicas at once, and the service that was sized for N replicas loses most of its capacity while the models reload elsewhere. Replicas also compete for the node's PCIe/NVLink bandwidth, host memory and network.",remediation:`Prefer (or require) one replica per node with anti-affinity on the pods' own labels:

\`\`\`yaml
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
\`\`\`

or spread them over nodes with a topology spread constraint (add a second one on \`topology.kubernetes.io/zone\` to spread over zones as well):

\`\`\`yaml
spec:
  topologySpreadConstraints:
    - maxSkew: 1
      topologyKey: kubernetes.io/hostname
      whenUnsatisfiable: ScheduleAnyway
      labelSelector:
        matchLabels:
          app: chat
\`\`\`

Use the required form or \`DoNotSchedule\` only when there are at least as many GPU nodes as replicas, or the extra replicas stay Pending.`,references:["https://kubernetes.io/docs/concepts/scheduling-eviction/assign-pod-node/#inter-pod-affinity-and-anti-affinity","https://kubernetes.io/docs/concepts/scheduling-eviction/topology-spread-constraints/"],examples:{invalid:[{title:"three replicas, nothing keeps them apart",yaml:`apiVersion: apps/v1
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
`,lines:[14]},{title:"spread over zones only",yaml:`apiVersion: apps/v1
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
`,lines:[15]}],valid:[{title:"preferred anti-affinity on the node",yaml:`apiVersion: apps/v1
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
`}]},check:{podSpec(e,n){if(!e.workload.serving)return;let t=e.replicas;if(t===void 0||t<=1)return;let o=bn(e),i=[],r=u(e.spec,"affinity");if(r!=null&&!k(r))return;let a=u(r,"podAntiAffinity");if(a!=null&&!k(a))return;let s=u(a,"requiredDuringSchedulingIgnoredDuringExecution"),l=u(a,"preferredDuringSchedulingIgnoredDuringExecution");for(let p of[s,l])if(p!=null&&!Array.isArray(p))return;let c=[...Array.isArray(s)?s:[],...Array.isArray(l)?l.map(p=>k(p)?u(p,"podAffinityTerm"):p):[]];for(let p of c){let v=ld(p,e,o);if(v.spreads)return;v.why&&i.push(v.why)}let d=u(e.spec,"topologySpreadConstraints");if(d!=null&&!Array.isArray(d))return;for(let p of Array.isArray(d)?d:[]){let v=cd(p,t,o);if(v.spreads)return;v.why&&i.push(v.why)}let m;k(a)?m=[...e.path,"affinity","podAntiAffinity"]:Array.isArray(d)?m=[...e.path,"topologySpreadConstraints"]:m=[...e.path,"affinity","podAntiAffinity"];let f=i.length>0?[...new Set(i)].join("; "):"it has neither podAntiAffinity nor topologySpreadConstraints on kubernetes.io/hostname";n.report({path:m,message:`Serving ${dd(e)} runs ${t} ${e.groupSize!==void 0?"replica groups":"replicas"} but nothing keeps them on different nodes (${f}), so one GPU node failure, drain or upgrade can take several of them down at once; add a podAntiAffinity term (preferred or required) or a topologySpreadConstraint with topologyKey ${On} that selects the pods' own labels.`})}}};import{readFileSync as Pd}from"node:fs";var ze=new Set(["","admissionregistration.k8s.io","apiextensions.k8s.io","apiregistration.k8s.io","apps","authentication.k8s.io","authorization.k8s.io","autoscaling","batch","certificates.k8s.io","coordination.k8s.io","discovery.k8s.io","events.k8s.io","extensions","flowcontrol.apiserver.k8s.io","internal.apiserver.k8s.io","networking.k8s.io","node.k8s.io","policy","rbac.authorization.k8s.io","resource.k8s.io","scheduling.k8s.io","settings.k8s.io","storage.k8s.io","storagemigration.k8s.io"]),ud=new Set(["metrics.k8s.io","custom.metrics.k8s.io","external.metrics.k8s.io"]),md=new Set(["apiserver.config.k8s.io","apiserver.k8s.io","audit.k8s.io","client.authentication.k8s.io","config.kubernetes.io","kind.x-k8s.io","kpt.dev","kubeadm.k8s.io","kubecontrollermanager.config.k8s.io","kubelet.config.k8s.io","kubeproxy.config.k8s.io","kubescheduler.config.k8s.io","kustomize.config.k8s.io"]),pd=new Set(["apps.openshift.io","authorization.openshift.io","build.openshift.io","config.openshift.io","console.openshift.io","image.openshift.io","imageregistry.operator.openshift.io","machineconfiguration.openshift.io","monitoring.openshift.io","network.openshift.io","oauth.openshift.io","operator.openshift.io","project.openshift.io","quota.openshift.io","route.openshift.io","samples.operator.openshift.io","security.openshift.io","template.openshift.io","user.openshift.io"]);function Pe(e){return g(e)?"unknown":ze.has(e)?"builtin":ud.has(e)?"aggregated":md.has(e)?"not-api":pd.has(e)?"openshift":"custom"}function oe(e){let n=Pe(e.group);return(n==="custom"||n==="openshift")&&!g(e.apiVersion)&&!g(e.kind)}function jn(e){return e.slice(e.lastIndexOf("/")+1)}function ke(e){return e===void 0||e===""||g(e)?void 0:e}function Q(e,n){if(e.group!=="apiextensions.k8s.io"||e.kind!=="CustomResourceDefinition")return;let t=b(e.value,"spec"),o=b(t,"names"),i=ke(P(t,"group")),r=ke(P(o,"kind"));if(!i||!r)return;let a=ke(P(o,"plural"))?.toLowerCase(),s,l,c=u(t,"versions");if(Array.isArray(c)){s=[];for(let m of c){let f=ke(P(m,"name"));if(!f){s=void 0;break}s.push({name:f,served:u(m,"served")!==!1})}l=["spec","versions"]}else{let m=ke(P(t,"version"));m&&(s=[{name:m,served:!0}]),l=["spec","version"]}let d=ke(e.name);return{crd:{group:i,kind:r,name:d??`${a??Fn(r)}.${i}`,plural:a??(d?.endsWith(`.${i}`)?d.slice(0,-i.length-1):void 0),scope:ke(P(t,"scope")),versions:s,versionsAt:n?.([...e.path,...l])}}}function X(e,n){return`${e}\0${n}`}function Fn(e){let n=e.toLowerCase();return/(s|x|z|ch|sh)$/.test(n)?`${n}es`:/[^aeiou]y$/.test(n)?`${n.slice(0,-1)}ies`:`${n}s`}function _n(e,n,t,o){let i=t.toLowerCase(),r=n.toLowerCase();for(let a of e.crds){if(typeof a!="string")continue;let s=a.trim().toLowerCase(),l=s.indexOf(".");if(l<=0||s.slice(l+1)!==r)continue;let c=s.slice(0,l);if(o!==void 0?c===o.toLowerCase():c===Fn(t)||c.startsWith(i))return!0}return!1}function Re(e){return e.name?`${e.kind} "${e.name}"`:e.kind}import{readFileSync as yd}from"node:fs";import{existsSync as fd}from"node:fs";import{dirname as pr,join as hd}from"node:path";import{fileURLToPath as gd}from"node:url";var vd=4;function qn(e){let n=pr(gd(import.meta.url)),t=n;for(let o=0;o<=vd;o++){let i=hd(t,"data",e);if(fd(i))return i;let r=pr(t);if(r===t)break;t=r}throw new Error(`data/${e} was not found above ${n}; the ai-k8s-lint installation is incomplete`)}var Y={kind:"any"},fr=new Map;function _(e){let n=fr.get(e);return n||fr.set(e,n={kind:"scalar",type:e}),n}var Kt;function W(){if(!Kt){let e=JSON.parse(yd(qn("k8s-schemas.json"),"utf8"));if(e.format!==1)throw new Error(`data/k8s-schemas.json has format ${String(e.format)}, expected 1`);Kt=e}return Kt}function zn(){return W().versions}function Bn(e){let n=/^1\.(\d+)$/.exec(e.trim());return n?Number(n[1]):NaN}function Je(e){let n=W().versions,t=Bn(e);if(n.includes(e))return{requested:e,version:e,newer:!1,older:!1};let o=n[n.length-1],i=n[0];if(Number.isNaN(t)||t>Bn(o))return{requested:e,version:o,newer:!0,older:!1};if(t<Bn(i))return{requested:e,version:i,newer:!1,older:!0};let r=n.find(a=>Bn(a)>t)??o;return{requested:e,version:r,newer:!1,older:!1}}var Wt=class{version;bit;objects=new Map;parsed=new Map;constructor(n){let o=W().versions.indexOf(n);if(o===-1)throw new Error(`no bundled schema for Kubernetes ${n}`);this.version=n,this.bit=1<<o}kind(n,t){let i=(Object.prototype.hasOwnProperty.call(W().kinds,`${n}/${t}`)?W().kinds[`${n}/${t}`]:void 0)?.find(([a])=>(a&this.bit)!==0);if(!i)return{served:!1};if(i[1]===-1)return{served:!0};let r=this.object(i[1]);return r?{served:!0,node:r,definition:W().definitions[i[1]]}:{served:!0}}servedVersionsOf(n,t){let o=[];for(let[i,r]of Object.entries(W().kinds)){let a=i.lastIndexOf("/");if(i.slice(a+1)!==t)continue;let s=i.slice(0,a);n!==void 0&&wd(s)!==n||r.some(([l])=>(l&this.bit)!==0)&&o.push(s)}return o.sort(kd)}kindsOf(n){let t=[],o=`${n}/`;for(let[i,r]of Object.entries(W().kinds))!i.startsWith(o)||i.indexOf("/",o.length)!==-1||r.some(([a])=>(a&this.bit)!==0)&&t.push(i.slice(o.length));return t}objectMeta(){let n=W().definitions.indexOf("io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta");return n===-1?void 0:this.object(n)??void 0}object(n){let t=this.objects.get(n);if(t!==void 0)return t??void 0;let o=W().types[n]?.find(([l])=>(l&this.bit)!==0);if(!o){this.objects.set(n,null);return}let i=o[1],r=W().definitions[n],a,s={kind:"object",name:r.slice(r.lastIndexOf(".")+1),open:!1,fields:()=>{if(!a){a=new Map;for(let[l,c]of Object.entries(i))a.set(l,this.type(c))}return a}};return this.objects.set(n,s),s}type(n){let t=this.parsed.get(n);if(t)return t;let o,i=n.charAt(0);return i==="["?o={kind:"array",items:this.type(n.slice(1))}:i==="{"?o={kind:"map",values:this.type(n.slice(1))}:i==="@"?o=this.object(Number(n.slice(1)))??Y:i==="e"?o={kind:"scalar",type:"string",enum:W().enums[Number(n.slice(1))]}:o=bd[n]??Y,this.parsed.set(n,o),o}},bd={s:_("string"),i:_("integer"),n:_("number"),b:_("boolean"),q:_("quantity"),x:_("int-or-string"),t:_("time"),y:_("byte"),a:Y};function wd(e){let n=e.lastIndexOf("/");return n===-1?"":e.slice(0,n)}function kd(e,n){return hr(n)-hr(e)}function hr(e){let n=/v(\d+)(?:(alpha|beta)(\d+))?$/.exec(e);if(!n)return 0;let t=n[2]===void 0?3:n[2]==="beta"?2:1;return Number(n[1])*1e4+t*1e3+Number(n[3]??0)}var gr=new Map;function Ke(e){let n=gr.get(e);return n||gr.set(e,n=new Wt(e)),n}function vr(e,n){let t=W(),i=(Object.prototype.hasOwnProperty.call(t.kinds,`${e}/${n}`)?t.kinds[`${e}/${n}`]:[]).reduce((r,[a])=>r|a,0);return t.versions.filter((r,a)=>(i&1<<a)!==0)}var Jn,We;function Cd(){if(!Jn)try{Jn=JSON.parse(Pd(qn("api-lifecycle.json"),"utf8")).apis}catch{Jn=[]}return Jn}function Sd(e,n){if(!We){We=new Map;for(let t of Cd()){let o=We.get(t.apiVersion);o?o.push(t):We.set(t.apiVersion,[t])}}return We.get(e)?.find(t=>!t.kinds||t.kinds.includes(n))}function yr(e,n){let t=o=>Number(/^1\.(\d+)$/.exec(o.trim())?.[1]??-1);return t(e)-t(n)}function Ht(e,n,t){let o=Sd(e,n);return o?o.removed&&yr(t,o.removed)>=0?{status:"removed",entry:o}:o.deprecated&&yr(t,o.deprecated)>=0?{status:"deprecated",entry:o}:{status:"served"}:{status:"served"}}function Ad(e,n,t){let o=e.replacements??[];if(o.length===0)return;let i=r=>r.kind&&r.kind!==n?`${r.apiVersion} ${r.kind}`:r.apiVersion;try{let r=Je(t);if(r.older)return o.map(i).join(" or ");let a=Ke(r.version),s=o.find(l=>a.kind(l.apiVersion,l.kind??n).served);if(s)return i(s)}catch{}return i(o[0])}function Kn(e,n,t){if(Pe(e.group)!=="builtin"||g(e.apiVersion)||g(e.kind))return;let o=Ht(e.apiVersion,e.kind,n);if(o.status!==t)return;let{entry:i}=o,r=Ad(i,e.kind,n),a=r?`use ${r}`:`use ${i.instead??"a supported API"} instead`;return{entry:i,fix:`${a}${r&&i.note?` (${i.note})`:""}`}}var br={id:"api-deprecated",family:"schema",level:"warning",scope:"general",summary:"A built-in apiVersion/kind that `settings.kubernetesVersion` still serves but has deprecated, with the release that removes it.",description:"Triggers on an object of a built-in API group whose `apiVersion` and `kind` the lifecycle table (`data/api-lifecycle.json`) lists as deprecated in `settings.kubernetesVersion` or earlier and not yet removed there (for example `flowcontrol.apiserver.k8s.io/v1beta3` in 1.29 to 1.31, `admissionregistration.k8s.io/v1beta1` ValidatingAdmissionPolicy in 1.31 to 1.33, `v1` Endpoints from 1.33). The message says which release removes it, when one is planned, and what to use instead. Reported on the `apiVersion` value; once the target version no longer serves it, api-removed reports it instead.",rationale:"The API server answers every request for a deprecated version with a warning, and the release named in it stops serving the version: manifests that are not migrated before the cluster upgrade fail to apply after it, and Helm releases that stored them cannot be upgraded. Migrating while both versions are served is a plain edit; migrating after is an incident.",remediation:"Change `apiVersion` (or the kind) to the replacement the message names while the target cluster serves both, and apply the field changes the deprecation guide lists.",examples:{invalid:[{title:"a FlowSchema on flowcontrol v1beta3, deprecated in 1.29 and removed in 1.32",yaml:`apiVersion: flowcontrol.apiserver.k8s.io/v1beta3
kind: FlowSchema
metadata:
  name: inference-gateway
spec:
  priorityLevelConfiguration:
    name: workload-high
  matchingPrecedence: 500
`,lines:[1],config:{settings:{kubernetesVersion:"1.31"}}}],valid:[{yaml:`apiVersion: flowcontrol.apiserver.k8s.io/v1
kind: FlowSchema
metadata:
  name: inference-gateway
spec:
  priorityLevelConfiguration:
    name: workload-high
  matchingPrecedence: 500
`,config:{settings:{kubernetesVersion:"1.31"}}}]},references:["https://kubernetes.io/docs/reference/using-api/deprecation-guide/","https://kubernetes.io/docs/reference/using-api/deprecation-policy/"],check:{object(e,n){let t=n.settings.kubernetesVersion,o=Kn(e,t,"deprecated");if(!o)return;let{entry:i,fix:r}=o,a=i.removed?`Kubernetes ${i.removed} stops serving it`:"no removal is scheduled yet";n.report({path:[...e.path,"apiVersion"],message:`${e.apiVersion} ${e.kind} is deprecated since Kubernetes ${i.deprecated} and ${a}; ${r}.`})}}};var wr={id:"api-removed",family:"schema",level:"error",scope:"general",summary:"A built-in apiVersion/kind that `settings.kubernetesVersion` no longer serves (batch/v1beta1 CronJob, policy/v1beta1 PodSecurityPolicy, autoscaling/v2beta2, old DRA resource.k8s.io versions).",description:"Triggers on an object of a built-in API group whose `apiVersion` and `kind` the lifecycle table (`data/api-lifecycle.json`, from the Kubernetes deprecation guide and the bundled OpenAPI of each release) lists as removed in `settings.kubernetesVersion` or earlier. The message names the release that removed it and the replacement that the target version serves (or what to use when no API replaces it, such as Pod Security Admission for PodSecurityPolicy). Reported on the `apiVersion` value. Custom resources are the crd-ordering family's business.",rationale:'`kubectl apply` fails with `no matches for kind "CronJob" in version "batch/v1beta1"`, and Helm refuses to upgrade a release whose stored manifest uses the removed version. Old GPU and ML manifests are full of them: `batch/v1beta1` CronJobs for nightly fine-tuning, `autoscaling/v2beta2` HorizontalPodAutoscalers for inference, `policy/v1beta1` PodDisruptionBudgets, and the alpha DRA APIs (`resource.k8s.io/v1alpha2`) from early GPU-sharing experiments.',remediation:"Change `apiVersion` to the replacement the message names and apply the field changes the deprecation guide lists for it (for example `autoscaling/v2` moves metric targets under `target:`). `kubectl convert` can rewrite a manifest. If the cluster really is older, set `settings.kubernetesVersion` to its version.",examples:{invalid:[{title:"a nightly fine-tuning CronJob on batch/v1beta1",yaml:`apiVersion: batch/v1beta1
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
`,lines:[1]}],valid:[{yaml:`apiVersion: batch/v1
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
`}]},references:["https://kubernetes.io/docs/reference/using-api/deprecation-guide/"],check:{object(e,n){let t=n.settings.kubernetesVersion,o=Kn(e,t,"removed");if(!o)return;let{entry:i,fix:r}=o;n.report({path:[...e.path,"apiVersion"],message:`Kubernetes ${t} does not serve ${e.apiVersion} ${e.kind}: it was removed in ${i.removed}; ${r}.`})}}};function ie(e,n){let t=new Map;for(let o of e.ofKind("apiextensions.k8s.io","CustomResourceDefinition")){let i=o.facts[n]?.crd;if(!i)continue;let r=X(i.group,i.kind),a=t.get(r);a?a.push({summary:o,fact:i}):t.set(r,[{summary:o,fact:i}])}return t}function ue(e){return{start:e.start,end:e.end}}function xe(e,n){return e.file===n.file?`line ${e.range.start.line}`:`${e.file}:${e.range.start.line}`}var kr="crd-after-custom-resource",Pr={id:kr,family:"crd-ordering",level:"error",scope:"general",summary:"A custom resource comes before the CustomResourceDefinition that defines it in apply order.",description:"Triggers on a custom resource (an object whose API group is not built into Kubernetes) when the input also holds the CustomResourceDefinition of its group and kind, and every such CRD comes later in apply order: files in the order given on the command line, directories walked like `kubectl apply -R -f DIR` (names sorted by code unit, so `crds/` sorts after `config/`), documents in stream order, `List` items in order. One finding per custom resource, on its `kind:` line, with the CRD as a related location. Silent when `cluster.crds` says the cluster already has the CRD, and on objects whose `apiVersion` is a template placeholder.",rationale:'kubectl maps every object to a REST resource before it applies anything. A custom resource whose CRD is not yet registered fails with `no matches for kind "RayCluster" in version "ray.io/v1"` / `ensure CRDs are installed first`, and the rest of the apply goes on without it, so a first install (or a fresh CI cluster) ends half-applied. Even with the CRD first in the same `kubectl apply`, the API server needs a moment to establish the new type and the custom resources can lose that race; this is why Helm installs the `crds/` directory before the templates, and why install docs apply CRDs in a separate step.',remediation:"Apply CRDs in their own step, before everything that uses them, and wait until they are established:\n\n```sh\nkubectl apply --server-side -f crds/\nkubectl wait --for=condition=Established crd --all --timeout=60s\nkubectl apply -R -f manifests/\n```\n\nIf one directory must hold both, give the CRD files a name that sorts first (`00-crds/`, `0-crd-rayclusters.yaml`). For a stream (Helm, Kustomize), put the CRDs in their own stream: `helm template --include-crds` places them first, but the race remains, so prefer `helm install` (which waits for CRDs) or `kustomize build crds/ | kubectl apply -f -` first. If the cluster already has the CRD, list it under `cluster.crds`.",examples:{invalid:[{title:"the RayCluster comes before its CRD in one stream",yaml:`apiVersion: ray.io/v1
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
`,lines:[2]}],valid:[{title:"the CRD first (still apply it in its own step and wait for Established)",yaml:`apiVersion: apiextensions.k8s.io/v1
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
`}]},references:["docs/apply-order.md","https://github.com/kubernetes/kubectl/issues/1179","https://helm.sh/docs/chart_best_practices/custom_resource_definitions/"],check:{collect(e){return Q(e)},input(e,n){let t=ie(e,kr);for(let o of e.objects){if(!oe(o))continue;let i=t.get(X(o.group,o.kind));if(!i||i[0].summary.order<o.order)continue;let r=i[0];if(_n(n.cluster,r.fact.group,r.fact.kind,r.fact.plural))continue;let a=r.fact.name;n.report({object:o,message:`${Re(o)} comes before its CustomResourceDefinition ${a} (${xe(r.summary,o)}), so kubectl rejects it with "no matches for kind": apply CRDs in a separate, earlier step and wait until they are Established (kubectl wait --for=condition=Established crd/${a}); even a CRD placed first in one kubectl apply can race its custom resources.`,related:[{file:r.summary.file,range:ue(r.summary.range),message:`The CustomResourceDefinition ${a} is applied here, after the ${o.kind}.`}]})}}}};var Qt="crd-missing",Cr={id:Qt,family:"crd-ordering",level:"warning",scope:"general",needsWholeInput:!0,summary:"A custom resource has no CustomResourceDefinition in the input and none is listed in cluster.crds.",description:"Triggers on a custom resource (an object whose API group is not built into Kubernetes) when no CustomResourceDefinition of its group and kind is anywhere in the input, no `APIService` of the input serves its group (aggregated APIs need no CRD), and config `cluster.crds` does not list it. A `cluster.crds` entry is `<plural>.<group>`; since the object only gives its kind, an entry matches when its group is the object's group and its first label is the usual plural of the kind (`rayclusters`, `policies`, `ingresses`) or starts with the lower-cased kind (`prometheuses` for `Prometheus`). One finding per object, on its `kind:` line. Never reported for the groups of aggregated metrics APIs (`metrics.k8s.io`, `custom.metrics.k8s.io`, `external.metrics.k8s.io`), tool configuration files (`kustomize.config.k8s.io`, `kubelet.config.k8s.io`, ...), OpenShift platform APIs (`route.openshift.io`, `security.openshift.io`, ...: every OpenShift cluster has them, no other cluster can install them; optional OpenShift operators such as `sriovnetwork.openshift.io` are checked), or templated `apiVersion`s. Silenced by `--partial`.",rationale:"Nothing in the manifests installs the type, so the apply works only on a cluster where someone installed the operator beforehand. On any other cluster kubectl fails with `no matches for kind ... ensure CRDs are installed first`: a `RayCluster` without KubeRay, a `LocalQueue` without Kueue, an `InferenceService` without KServe. Saying which CRDs the cluster must already have makes that dependency explicit and reviewable.",remediation:"Install the operator that owns the CRD first (its Helm chart or release manifest), or add its CRDs to the input. If the target cluster already has them, declare it in `.ai-k8s-lint.yaml`:\n\n```yaml\ncluster:\n  crds: [rayclusters.ray.io, localqueues.kueue.x-k8s.io]\n```\n\n`kubectl get crd` lists the names to use. Linting only part of a repository (a pre-commit hook, changed files)? Run with `--partial`.",examples:{invalid:[{title:"a RayCluster, and no KubeRay CRD anywhere",yaml:`apiVersion: ray.io/v1
kind: RayCluster
metadata:
  name: raycluster-kuberay
spec:
  headGroupSpec: {}
`,lines:[2]}],valid:[{title:"the CRD is part of the input",yaml:`apiVersion: apiextensions.k8s.io/v1
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
`}]},references:["docs/apply-order.md"],check:{collect(e){if(e.group==="apiregistration.k8s.io"&&e.kind==="APIService"){let n=P(b(e.value,"spec"),"group");return n&&!g(n)?{apiService:{group:n}}:void 0}return Q(e)},input(e,n){let t=ie(e,Qt),o=new Set;for(let i of e.ofKind("apiregistration.k8s.io","APIService")){let r=i.facts[Qt]?.apiService;r&&o.add(r.group)}for(let i of e.objects){if(!oe(i)||Pe(i.group)==="openshift"||t.has(X(i.group,i.kind))||o.has(i.group)||_n(n.cluster,i.group,i.kind))continue;let r=`${Fn(i.kind)}.${i.group}`;n.report({object:i,message:`No CustomResourceDefinition for ${i.kind} (${i.apiVersion}) in the input or in cluster.crds: install its operator's CRDs first, or list "${r}" under cluster.crds if the cluster already has them.`})}}}};var Xt="crd-version-not-served";function $d(e,n){let t;for(let o of e)o.summary.order<n&&(t=o);return t??e[0]}var Sr={id:Xt,family:"crd-ordering",level:"error",scope:"general",summary:"A custom resource uses an apiVersion that the CustomResourceDefinition in the input does not serve.",description:"Triggers on a custom resource whose CustomResourceDefinition (same group and kind) is in the input when the version of its `apiVersion` is not one of the CRD's `spec.versions[].name`, or is listed with `served: false`. For `apiextensions.k8s.io/v1beta1` CRDs with the single `spec.version` field, that version is the one served. When the input holds several CRDs of one kind, the one in effect is judged: the last one applied before the object, or the first one when none comes before it. Reported on the object's `apiVersion` value, with the CRD's versions as a related location. Silent when the versions cannot be read (templated names) and on templated `apiVersion`s.",rationale:'The API server only accepts the versions a CRD serves: `kubectl apply` fails with `no matches for kind "RayCluster" in version "ray.io/v1alpha1"`. This happens after an operator upgrade that stops serving an old version (KubeRay dropped `v1alpha1`, Kueue is moving from `v1beta1` to `v1beta2`), or when samples copied from an older release are applied next to new CRDs.',remediation:"Change `apiVersion` to a version the CRD serves (usually its storage version; check `kubectl explain <kind> --api-version=<group>/<version>` for field changes), or pin the operator release whose CRD still serves the version you use.",examples:{invalid:[{title:"KubeRay CRD serves only v1",yaml:`apiVersion: apiextensions.k8s.io/v1
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
`,lines:[13]}],valid:[{title:"a served version",yaml:`apiVersion: apiextensions.k8s.io/v1
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
`}]},check:{collect(e,n,t){let o=Q(e,t.locate);if(o)return o;if(oe(e))return{apiVersionAt:t.locate([...e.path,"apiVersion"])}},input(e,n){let t=ie(e,Xt);if(t.size!==0)for(let o of e.objects){if(!oe(o))continue;let i=t.get(X(o.group,o.kind));if(!i)continue;let r=jn(o.apiVersion);if(r===""||g(r))continue;let{summary:a,fact:s}=$d(i,o.order);if(!s.versions)continue;let l=s.versions.find(p=>p.name===r);if(l?.served)continue;let c=s.versions.filter(p=>p.served).map(p=>p.name),d=c.length>0?`change apiVersion to ${o.group}/${c[0]}`:"serve a version in the CRD or use the operator release that does",m=l?`lists ${r} with served: false`:`does not define ${r}`,f=c.length>0?` (it serves ${c.join(", ")})`:" and serves no version";n.report({object:o,range:o.facts[Xt]?.apiVersionAt,message:`${Re(o)} uses ${o.apiVersion}, but its CustomResourceDefinition ${s.name} (${xe(a,o)}) ${m}${f}: ${d}.`,related:[{file:a.file,range:ue(s.versionsAt??a.range),message:`The versions the CustomResourceDefinition ${s.name} serves.`}]})}}}};function me(e){return e.source?`${e.text}, ${e.verified?"verified":"unverified"}: ${e.source}`:e.text}function Ne(e,n=e.bundled?"bundled":"image"){let t=n==="bundled"&&e.bundled?e.bundled.floor:e.floor;return`driver >= ${t.row.linuxMinDriver} (${t.row.label}, data/cuda-drivers.json, ${t.row.verified?"verified":"unverified"})`}function Me(e){let n=e.facts.product?` (${e.facts.product}${e.facts.gpuClass?`, ${e.facts.gpuClass==="datacenter"?"data-center":e.facts.gpuClass} GPU`:""})`:"",t=e.facts.range?`driver ${e.facts.range.text}${e.facts.source?` from ${e.facts.source}`:""}`:"an unknown driver";return`${e.name}${n} has ${t}`}function Ar(e){return`R${e.branch}${e.minDriver?` from ${e.minDriver}`:""} (data/cuda-drivers.json forward compatibility for CUDA ${e.cuda}, ${e.verified?"verified":"unverified"}: ${e.source})`}function $r(e,n){if(e.strict)return"settings.cudaCompatibility is strict, so a driver below the toolkit minimum is incompatible";let t=e.bundled?e.bundled.cuda:e.cuda,o=t.split(".")[0];if(e.base==="nvidia-cuda"&&!e.bundled){if(e.forward&&e.best!=="incompatible"&&e.outcome!==e.best)return`the image is built on nvidia/cuda and ${Ar(e.forward)} runs it through forward compatibility${e.forward.minDriver?`, but only from ${e.forward.minDriver}`:""}; the node's full driver version is not known`;if(e.forward&&n.facts.gpuClass==="consumer")return`the image is built on nvidia/cuda, and ${Ar(e.forward)} runs CUDA ${t} only on data-center GPUs (forward compatibility), not on the pool's ${n.facts.product??"consumer"} GPU`;let r=t.split(".").slice(0,2).join("."),a=xn(t).map(l=>`R${l.branch}`),s=a.length?`not in a forward-compatible branch listed for CUDA ${r} (${a.join(", ")})`:`not in a forward-compatible branch (data/cuda-drivers.json lists none for CUDA ${r})`;return`the image is built on nvidia/cuda, so the container toolkit checks NVIDIA_REQUIRE_CUDA (cuda>=${r}) and refuses to start it on this driver, which is ${s}`}let i=e.minor?`${e.minor.linuxMinDriver} (data/cuda-drivers.json, ${e.minor.verified?"verified":"unverified"})`:"unknown";return`it is also below the CUDA ${o} minor-version-compatibility floor ${i}, so CUDA fails to initialize (cudaErrorInsufficientDriver)`}function Wn(e,n){let t=e.bundled?e.bundled.floor:e.floor,o=n.facts.range?ji(n.facts.range.lo):void 0;return`upgrade the driver to >= ${t.row.linuxMinDriver}${o?` or use an image built for CUDA ${o} or older`:""}`}var Qn={ok:0,"forward-compat":0,"forward-compat-if-datacenter":1,"minor-compat":1,incompatible:2};function Dd(e,n){return Qn[e.outcome]<=Qn[n.outcome]?e:n}function Ud(e,n){return e[0]!==n.branch?!1:n.minDriver===void 0||L(e,E(n.minDriver))>=0}function Hn(e,n,t,o,i){let r=Rn(n);if(L(e,r.driver)>=0)return{outcome:"ok"};if(i)return{outcome:"incompatible"};let a=()=>{let l=xn(n).find(c=>Ud(e,c));return l?o!==void 0&&Oi.gpuClasses.includes(o)?{outcome:"forward-compat",forward:l}:o==="consumer"?{outcome:"incompatible",forward:l}:{outcome:"forward-compat-if-datacenter",forward:l}:{outcome:"incompatible"}},s=()=>{let l=Ei(de(n)[0]);return l&&L(e,E(l.linuxMinDriver))>=0?{outcome:"minor-compat",minor:l}:{outcome:"incompatible",minor:l}};return t==="nvidia-cuda"?a():t==="os"?s():Dd(a(),s())}var Dr=new WeakMap;function Ur(e,n,t){let o=Dr.get(e);o||Dr.set(e,o=new WeakMap);let i=o.get(n);return i||o.set(n,i=[void 0,void 0]),i[t?1:0]??=Gd(e,n,t)}function Gd(e,n,t){if(!n.range)return{kind:"no-driver"};let o=Rn(e.cuda);if(!o)return{kind:"no-floor",cuda:e.cuda};let{lo:i,hi:r}=n.range,a=Hn(i,e.cuda,e.base,n.gpuClass,t),s=Hn(r,e.cuda,e.base,n.gpuClass,t),l;if(e.bundledCuda&&a.outcome==="ok"){let m=Rn(e.bundledCuda);if(m){let f=Hn(i,e.bundledCuda,"os",n.gpuClass,t);Qn[f.outcome]>Qn[a.outcome]&&(a=f,s=Hn(r,e.bundledCuda,"os",n.gpuClass,t),l={cuda:e.bundledCuda,floor:m})}}let c={kind:"decided",outcome:a.outcome,best:s.outcome,cuda:e.cuda,base:e.base,floor:o,minor:a.minor??s.minor,forward:a.forward??s.forward,strict:t,bundled:l},d=e.frameworkFloor;if(d&&a.outcome==="ok"&&!l){let m=E(d.driver),f=E(Li(e.cuda)?.linuxMinDriver??"")??o.driver;if(L(m,f)>0){let p=Mi(n.range,m);p!=="yes"&&(c.framework={driver:d.driver,framework:d.framework,below:p,by:d.by})}}return c}function Te(e,n,t,o){let i=t.settings.cudaCompatibility==="strict";for(let r of n.objects){let a=cr(r.facts[e]);if(a.length===0)continue;let s=t.nodePools(r.file);for(let l of a){let c=dr(l,s,t.settings.gpuResources,t.run);if(c.length!==0)for(let d of l.containers){if(d.resolution.status!=="resolved")continue;let m=d.resolution,f=[];for(let h of c){let y=Ur(m,h.facts,i);y.kind==="decided"&&f.push({target:h,decision:y})}let p=f.filter(h=>o.select(h));if(p.length===0)continue;let v=p.flatMap(h=>ur(h.target,r.file,n));t.report({object:r,range:d.at,level:o.level(p),message:o.message(d.image,m,p,l.label),related:v.length?v:void 0})}}}}function Ce(e,n){return`Image ${e}${n?` (the ${n} pods)`:""}`}var Gr="cuda-driver-incompatible",Ir={id:Gr,family:"compatibility",level:"error",scope:"ai",summary:"A GPU container's image needs a newer NVIDIA driver than a node it can run on has, even with CUDA minor-version or forward compatibility.",description:"Reads the CUDA version of every GPU container's image from its tag (data/cuda-images.json per image family, or `compat.images` in the config for private images) and compares the driver that CUDA version needs (data/cuda-drivers.json) with the driver of every node pool the pod can land on (candidates of the placement simulation: nodeSelector, required node affinity and taints pass, and the GPUs fit), or, when no such pool knows its driver, with the driver labels the pod pins itself (`nvidia.com/cuda.driver-version.full`, `.major/.minor/.revision`, the deprecated `nvidia.com/cuda.driver.major/minor/rev`, `nvidia.com/cuda.runtime-version.*`, `Gt`/`Lt` on the major version).\n\nDecision order (RULES.md): a driver at or above the toolkit minimum of the CUDA release is fine. Below it, an image built on `nvidia/cuda` (NGC, vLLM, TGI, Triton, SGLang: they carry `NVIDIA_REQUIRE_CUDA`) is refused by the container toolkit unless the driver is in a forward-compatible branch listed for that CUDA release on a data-center GPU; this rule fires when the branch is not listed or the GPU is a consumer GPU (an unknown GPU class is `cuda-driver-minor-compat-only`). Other images (PyTorch wheels on a plain OS) fire when the driver is below the minor-version-compatibility floor of the CUDA major (11.x: 450.80.02, 12.x: 525.60.13, 13.x: 580). With `settings.cudaCompatibility: strict` every driver below the toolkit minimum fires.\n\nA partial driver version (`535`, `535.104`) stands for every version it could be: when the full version decides, the finding is a warning that says so. Images whose CUDA is unknown (`latest`, digests, unknown tags), placeholders, ROCm images, pools without a driver, AMD pools and CUDA versions outside the table are not judged here. The finding points at the `image` value; pinned labels and Node objects are related locations.",rationale:"The scheduler does not know which CUDA an image needs, so the pod is placed on the old-driver node anyway. An image built on `nvidia/cuda` then fails at container start (`nvidia-container-cli: requirement error: unsatisfied condition: cuda>=12.8, please update your driver`), the pod sits in `CreateContainerError` or CrashLoopBackOff, and a plain-OS image starts but dies at the first CUDA call (`CUDA driver version is insufficient for CUDA runtime version`, `cudaErrorInitializationError`, sometimes a segmentation fault). Both the CUDA version (the tag) and the driver (GPU Feature Discovery labels, the pool inventory) are known before deploying.",remediation:`Upgrade the pool's driver to at least the version in the message, pin the pod to a pool that has it (\`nodeSelector: {nvidia.com/cuda.driver-version.major: "580"}\`), or use an image built for a CUDA version the driver supports (the message names the newest one). If the linter's idea of the image's CUDA is wrong, say what it is in the config:

\`\`\`yaml
compat:
  images:
    - { match: "registry.example.com/team/serving:*-cu124", cuda: "12.4", base: nvidia-cuda }
\`\`\``,references:["https://docs.nvidia.com/deploy/cuda-compatibility/","https://docs.nvidia.com/cuda/cuda-toolkit-release-notes/index.html","https://docs.nvidia.com/deploy/cuda-compatibility/forward-compatibility.html"],examples:{invalid:[{title:"the pod pins a driver (deprecated label) too old for its vLLM image",yaml:`apiVersion: apps/v1
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
`,lines:[17]},{title:"a CUDA 13 PyTorch image on an R535 node (the Node object of the input is the pool)",yaml:`apiVersion: v1
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
`,lines:[19]}],valid:[{title:"the driver is new enough for the image",yaml:`apiVersion: v1
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
`},{title:"forward compatibility: an nvidia/cuda 12.4 image on a data-center GPU with R535",yaml:`apiVersion: v1
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
`}]},check:{collect:(e,n,t)=>Ie(e,n,t),input(e,n){Te(Gr,e,n,{select:t=>t.decision.outcome==="incompatible",level:t=>t.some(o=>o.decision.best==="incompatible")?void 0:"warning",message(t,o,i,r){let a=i[0].decision,s=a.bundled?`${Ce(t,r)} uses CUDA ${o.cuda} (${me(o.by)}) with a framework built for CUDA ${a.bundled.cuda}, which needs ${Ne(a)}`:`${Ce(t,r)} uses CUDA ${o.cuda} (${me(o.by)}), which needs ${Ne(a)}`,l=i.map(c=>{let d=c.decision.best!=="incompatible"?" (a partial version: the full version decides)":"";return`${Me(c.target)}${d}: ${$r(c.decision,c.target)}`});return`${s}, but ${l.join("; ")}; ${Wn(a,i[0].target)}.`}})}}};var Rr="cuda-driver-minor-compat-only";function Id(e){let n=e.decision,t=n.outcome!==n.best?" (a partial version: the full version may be enough)":"";if(n.outcome==="forward-compat-if-datacenter"){let r=n.forward,a=e.target.facts.gpuClass==="workstation"?`the GPU (${e.target.facts.product??"a workstation GPU"}) is a workstation GPU, where only select NGC Server Ready RTX SKUs support it`:"the GPU class is unknown (no GPU product label or config gpu.product)";return`${t}: the image is built on nvidia/cuda and R${r.branch} is a forward-compatible branch for CUDA ${r.cuda} (data/cuda-drivers.json, ${r.verified?"verified":"unverified"}: ${r.source}), so it starts through the cuda-compat libraries on a data-center GPU and is refused on other GPUs; ${a}`}let o=n.minor,i=n.bundled?`the bundled framework, built for CUDA ${n.bundled.cuda}, runs`:"it runs";return`${t}: ${i} only through CUDA minor-version compatibility (CUDA ${o.major} floor ${o.linuxMinDriver}, data/cuda-drivers.json, ${o.verified?"verified":"unverified"}), where code that JIT-compiles PTX for newer GPUs or calls newer driver APIs fails`}var xr={id:Rr,family:"compatibility",level:"warning",scope:"ai",summary:"A node's driver is below the CUDA toolkit minimum of the image but inside minor-version compatibility (or forward compatibility on a GPU of unknown class).",description:"Same inputs as `cuda-driver-incompatible`: the CUDA version of a GPU container's image (data/cuda-images.json or `compat.images`) against the driver of each node pool the pod can land on, or the driver labels the pod pins itself. Triggers when the driver is below the toolkit minimum of that CUDA release (data/cuda-drivers.json) and:\n\n- the image is not built on `nvidia/cuda` (PyTorch wheels on a plain OS, a private image with `base: os`) and the driver is at or above the minor-version-compatibility floor of the same CUDA major (11.x: 450.80.02, 12.x: 525.60.13, 13.x: 580): it runs with the limits of minor-version compatibility;\n- or the image is built on `nvidia/cuda` and the driver is in a forward-compatible branch listed for that CUDA release, but the pool's GPU class is unknown or a workstation GPU: forward compatibility works only on data-center GPUs, so whether the container starts depends on the GPU;\n- or a framework bundled in the image is built for a newer CUDA than its base (TGI 2.3 to 3.1: PyTorch for CUDA 12.4 on a CUDA 12.1 base) and the driver meets only the base.\n\nA partial driver version that might be below the floor is reported too, and says so. Silent with `settings.cudaCompatibility: strict` (then every such driver is `cuda-driver-incompatible`), for unknown CUDA versions, placeholders, ROCm images and pools without a driver.",rationale:"Minor-version compatibility lets an application built with CUDA 12.8 run on an R535 driver, but only for code compiled to the GPU's machine code: PTX that has to be JIT-compiled for the GPU fails (`cudaErrorUnsupportedPtxVersion`), newer driver APIs are missing, and some wheels (Triton kernels, custom CUDA extensions) break at runtime, not at startup. Forward compatibility through `cuda-compat` exists only on data-center GPUs; on a workstation or consumer GPU the same image fails with `cudaErrorCompatNotSupportedOnDevice`. Both are silent until a particular code path runs.",remediation:"Upgrade the pool's driver to the toolkit minimum named in the message, or use an image built for the CUDA version the driver supports. When the GPU class is what is unknown, declare the product so the linter can decide (`nvidia.com/gpu.product` label, or `gpu.product` of the pool in `nodePools`). To make every such case an error, set `settings.cudaCompatibility: strict`.",references:["https://docs.nvidia.com/deploy/cuda-compatibility/minor-version-compatibility.html","https://docs.nvidia.com/deploy/cuda-compatibility/forward-compatibility.html"],examples:{invalid:[{title:"a CUDA 12.4 PyTorch image on an R535 node: minor-version compatibility only",yaml:`apiVersion: v1
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
`,lines:[19]}],valid:[{title:"the driver meets the toolkit minimum",yaml:`apiVersion: v1
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
`}]},check:{collect:(e,n,t)=>Ie(e,n,t),input(e,n){Te(Rr,e,n,{select:t=>t.decision.outcome==="minor-compat"||t.decision.outcome==="forward-compat-if-datacenter",level:()=>{},message(t,o,i,r){let a=i[0].decision,s=i.map(c=>`${Me(c.target)}${Id(c)}`),l=a.bundled?`its bundled framework uses CUDA ${a.bundled.cuda}, which needs ${Ne(a)}`:`which needs ${Ne(a)}`;return`${Ce(t,r)} uses CUDA ${o.cuda} (${me(o.by)}), ${l}; ${s.join("; ")}. To run it without these limits, ${Wn(a,i[0].target)}.`}})}}};var Nr={id:"cuda-version-unknown",family:"compatibility",level:"note",scope:"ai",summary:"A GPU container's AI image has a tag whose CUDA version the linter cannot determine, so driver compatibility is not checked.",description:"Triggers on the `image` of a GPU container when the image belongs to the image-family table (CUDA base images, NGC containers, PyTorch, vLLM, Triton, TGI, SGLang, Ray, TensorFlow, NIM, DeepSpeed, ...) but its CUDA version cannot be read: the tag matches none of the family's encodings in data/cuda-images.json (a release the table does not list, such as an NGC month without release notes, or a tag scheme it does not know), the family has no CUDA data and the tag names no `cuNNN`/`cudaX.Y`, or the image is pinned by digest without a readable tag. The compatibility rules (`cuda-driver-incompatible`, `cuda-driver-minor-compat-only`, `framework-driver-incompatible`) then cannot judge it.\n\nNot for `latest` or a missing tag (that is `image-tag-mutable`), placeholders, images that `compat.images` in the config describes, ROCm images and CPU builds, non-AI images, or containers without a GPU. Does not need node pools.",rationale:"A CUDA image that needs a newer driver than the node has fails at container start or at the first CUDA call. The linter can catch that before deploying only if it knows the image's CUDA version; a note says where that check is blind, so the gap is visible instead of silently passing.",remediation:'Use a tag that states the CUDA version or a release the data knows (`vllm/vllm-openai:v0.9.0`, `pytorch/pytorch:2.4.1-cuda12.4-cudnn9-runtime`, `nvcr.io/nvidia/tritonserver:24.05-py3`), or tell the linter in the config:\n\n```yaml\ncompat:\n  images:\n    - { match: "nvcr.io/nim/meta/llama-3.1-8b-instruct:1.3.*", cuda: "12.6", base: nvidia-cuda }\n    - { match: "registry.example.com/ml/trainer@sha256:*", cuda: "12.4", base: os }\n```\n\nSee docs/compatibility.md for the tag encodings the linter reads.',references:["https://docs.nvidia.com/deploy/cuda-compatibility/"],examples:{invalid:[{title:"a NIM image: the data has no CUDA version for it",yaml:`apiVersion: apps/v1
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
`,lines:[14]}],valid:[{title:"the tag states the CUDA version",yaml:`apiVersion: apps/v1
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
`}]},check:{podSpec(e,n){let t=dn(n);for(let o of Ge(e)){let i=Nn(o.image,o.family,t);if(i.status!=="unknown"||i.reason==="latest"||i.reason==="no-tag")continue;let r=o.name?`container "${o.name}"`:"the container";n.report({path:[...o.path,"image"],message:`The CUDA version of image ${o.image.raw} (GPU ${r}, image family ${i.family??"unknown"}) is unknown: ${i.detail}; the driver compatibility of this container is not checked. Add a compat.images entry to the config (match: "${o.image.normalized}${i.reason==="digest-only"?"@sha256:*":`:${o.image.tag}`}", cuda: "<X.Y>") or use a tag that states the CUDA version.`})}}}};var Rd=["HF_HOME","HF_HUB_CACHE","HUGGINGFACE_HUB_CACHE","TRANSFORMERS_CACHE"],Mr=["--download-dir","--huggingface-hub-cache"],xd=["--local-dir","--cache-dir"],Nd=/\b(?:huggingface-cli|hf)\s+download\b/;function Md(e){let n=u(e,"emptyDir");if(n===void 0)return!1;let t=u(n,"medium");return t!=="Memory"&&!g(t)&&!(typeof t=="string"&&t.startsWith("HugePages"))}function Lr(e,n,t){let o=P(e,"name"),i=o===void 0?void 0:t.get(o);return i?u(e,"readOnly")===!0||!Md(i.value)?{where:"elsewhere"}:{where:"emptyDir",volume:i,mountPath:n}:{where:"unknown"}}function Tr(e,n,t){if(g(e)||!e.startsWith("/"))return{where:"unknown"};let o=u(n.value,"volumeMounts");if(o!=null&&!Array.isArray(o))return{where:"unknown"};let i=Ae(e),r,a=!1;for(let s of S(n.value,"volumeMounts")){let l=u(s,"mountPath");if(typeof l!="string"||g(l)){a=!0;continue}let c=Ae(l);(c==="/"||i===c||i.startsWith(`${c}/`))&&(!r||c.length>r.mountPath.length)&&(r={mount:s,mountPath:c})}return r?Lr(r.mount,r.mountPath,t):a?{where:"unknown"}:{where:"layer"}}function Td(e){return e.toLowerCase().split("/").some(n=>n.includes("model")||n.includes("huggingface")||n.includes("cache")||n==="hf"||n==="weights")}function Vd(e){let n=e.startsWith('"')||e.startsWith("'")?1:0,t=e.length;for(;t>n&&`'";`.includes(e[t-1]);)t--;return e.slice(n,t)}function Ld(e){let n=[],t=[];for(let a of["command","args"])S(e.value,a).forEach((s,l)=>{typeof s=="string"&&t.push({text:s,path:[...e.path,a,l]})});let i=Nd.test(t.map(a=>a.text).join(" "))?[...Mr,...xd]:Mr,r=[];for(let a of t)for(let s of a.text.split(/\s+/))s&&r.push({text:Vd(s),path:a.path});return r.forEach((a,s)=>{for(let l of i)a.text===l&&r[s+1]?n.push({flag:l,value:r[s+1].text,path:a.path}):a.text.startsWith(`${l}=`)&&n.push({flag:l,value:a.text.slice(l.length+1),path:a.path})}),n}function Vr(e){let n=o=>o!=null,t=u(e.value,"resources");return[t,u(t,"requests"),u(t,"limits")].some(o=>n(o)&&!k(o))?!0:n(u(e.requests,"ephemeral-storage"))||n(u(e.limits,"ephemeral-storage"))}function Ed(e){return e.kind==="init"||e.hasGpu||e.family!==void 0&&e.family.role!=="infrastructure"}function Od(e,n){let t=[],o=!1;for(let i of Rd){let r=e.env.get(i);if(!r||(o=!0,r.value===void 0))continue;let a=Tr(r.value,e,n);(a.where==="layer"||a.where==="emptyDir")&&t.push({place:a,evidence:`${i}=${r.value}`,path:r.path,explicit:!0})}for(let i of Ld(e)){o=!0;let r=Tr(i.value,e,n);(r.where==="layer"||r.where==="emptyDir")&&t.push({place:r,evidence:`${i.flag} ${i.value}`,path:i.path,explicit:!0})}return o||!Ed(e)||S(e.value,"volumeMounts").forEach((i,r)=>{let a=P(i,"mountPath");if(a===void 0||g(a))return;let s=Ae(a);if(!Td(s))return;let l=Lr(i,s,n);l.where==="emptyDir"&&t.push({place:l,evidence:"a model cache path",path:[...e.path,"volumeMounts",r],explicit:!1})}),t}function jd(e){let n=u(b(e.value,"emptyDir"),"sizeLimit");return typeof n=="string"&&!g(n)||typeof n=="number"?String(n):void 0}function Fd(e){let n=new Map;return S(e.spec,"volumes").forEach((t,o)=>{let i=P(t,"name");i!==void 0&&k(t)&&!n.has(i)&&n.set(i,{index:o,name:i,value:t})}),n}var Er={id:"ephemeral-storage-missing",family:"resources",level:"note",scope:"ai",summary:"A container of an AI workload downloads models to node-local storage without an ephemeral-storage request or limit.",description:"Triggers for a container (regular, native sidecar or init) of an AI workload that has neither `resources.requests.ephemeral-storage` nor `resources.limits.ephemeral-storage` (a placeholder value, or a `resources`/`requests`/`limits` value that is a placeholder instead of a mapping, counts as set) and downloads models to node-local disk. The heuristic, in order:\n\n1. **Declared download locations.** The env vars `HF_HOME`, `HF_HUB_CACHE`, `HUGGINGFACE_HUB_CACHE`, `TRANSFORMERS_CACHE`; the flags `--download-dir` (vLLM, SGLang) and `--huggingface-hub-cache` (TGI) in `command`/`args`, including inside `sh -c` scripts (`--flag value` and `--flag=value`); `--local-dir`/`--cache-dir` when the command runs `huggingface-cli download` or `hf download`. Each path is resolved against the container's `volumeMounts` (the deepest mount above it): a path on no volume is the writable layer, a path on a read-write `emptyDir` without `medium: Memory` is an emptyDir; a path on a PersistentVolumeClaim, generic ephemeral volume, hostPath, memory-backed emptyDir, read-only mount or any other volume is not ephemeral storage and stays silent. A `valueFrom` or placeholder value, a relative path, or a mount whose path or volume is unknown also stays silent.\n2. **Model cache mounts**, only for containers that declare no location, and only for AI-image containers, GPU containers and init containers: a read-write disk `emptyDir` mounted at a path with a segment containing `model`, `huggingface` or `cache` (`.cache` included), or equal to `hf` or `weights`.\n\nA writable-layer download is reported on the container. An emptyDir belongs to the pod, and the scheduler and the kubelet size the pod's ephemeral storage from the requests and limits of all its containers, so an emptyDir download is reported once per volume, on the container with a declared location (else the first init container, else the first container with a matching mount), and only when no container that mounts the volume requests or limits ephemeral-storage.",rationale:"Model weights are tens to hundreds of GB. Written to the container's writable layer or to a disk-backed emptyDir, they use the node's ephemeral storage, which the scheduler only accounts for when containers request it: without a request, pods land on nodes whose disk cannot hold the model, the download fills the node's disk, and the kubelet starts evicting pods under `DiskPressure` (often the GPU workload itself, after minutes of downloading, followed by a restart that downloads again). A request makes the scheduler pick a node with room; a limit turns a runaway cache into an eviction of this pod alone.",remediation:`Request the disk the model needs (weights plus some headroom) on the container that downloads, or keep the cache on a PersistentVolumeClaim so it survives restarts and is downloaded once:

\`\`\`yaml
          env:
            - name: HF_HOME
              value: /cache/huggingface
          resources:
            requests:
              ephemeral-storage: 40Gi
            limits:
              ephemeral-storage: 60Gi
          volumeMounts:
            - name: hf-cache
              mountPath: /cache
      volumes:
        - name: hf-cache
          emptyDir:
            sizeLimit: 60Gi
\`\`\``,examples:{invalid:[{title:"TGI downloads the model into an emptyDir without requesting disk",yaml:`apiVersion: apps/v1
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
`,lines:[22]}],valid:[{title:"the download cache is sized",yaml:`apiVersion: apps/v1
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
`},{title:"the cache is on a PersistentVolumeClaim",yaml:`apiVersion: apps/v1
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
`}]},check:{podSpec(e,n){if(e.resourcesFrom)return;let t=Fd(e),o=e.containers.filter(l=>l.kind!=="ephemeral"),i=new Map;for(let l of o){if(Vr(l))continue;let c=Od(l,t);c.length&&i.set(l,c)}let r=new Map,a=(l,c)=>r.set(l,[...r.get(l)??[],c]),s=new Map;for(let[l,c]of i)for(let d of c)d.place.where==="layer"?a(l,d):s.set(d.place.volume.name,[...s.get(d.place.volume.name)??[],{c:l,r:d}]);for(let[l,c]of s){if(o.some(f=>Vr(f)&&S(f.value,"volumeMounts").some(p=>P(p,"name")===l)))continue;let m=c.find(f=>f.r.explicit)??c.find(f=>f.c.kind==="init")??c[0];a(m.c,m.r)}for(let l of o){let c=r.get(l);if(!c)continue;let d=new Map;for(let h of c){let y=h.place.where==="layer"?"its writable layer":`emptyDir "${h.place.volume.name}" mounted at ${h.place.mountPath}`;d.set(y,[...d.get(y)??[],h.evidence])}let m=[...d].map(([h,y])=>`${h} (${y.join(", ")})`).join(" and "),f=c.flatMap(h=>h.place.where==="emptyDir"?jd(h.place.volume)??[]:[]),p=f.length?`at least the volume's ${f[0]} sizeLimit`:"the model's size on disk plus headroom, e.g. 50Gi",v=F(A(e,l,l.kind==="init"?"init container":l.kind==="sidecar"?"sidecar container":"container"));n.report({path:[...l.path,"resources","requests","ephemeral-storage"],message:`${v} downloads models into ${m} but has no ephemeral-storage request or limit; request resources.requests.ephemeral-storage (${p}) or keep the cache on a PersistentVolumeClaim, so the scheduler picks a node with room and the node's disk does not fill up.`,related:c.map(h=>({path:h.path,message:h.explicit?`Download location: ${h.evidence}.`:"Disk-backed emptyDir mounted at a model cache path."}))})}}}};var Or="framework-driver-incompatible",jr={id:Or,family:"compatibility",level:"error",scope:"ai",summary:"A serving framework release documents its own minimum driver, stricter than its image's CUDA floor, and a node the pod can run on is below it.",description:"Some framework releases state their own minimum driver, above what their image's CUDA version needs: the Triton Inference Server compatibility matrix lists, per release of `nvcr.io/nvidia/tritonserver:YY.MM-trtllm-python-py3` and `-vllm-python-py3`, a driver version that for some releases is newer than the CUDA toolkit's (25.01 and 25.02: driver 570.86.10 where CUDA 12.8.0 needs 570.26). These floors are the `minDriver` of release rows in data/cuda-images.json.\n\nTriggers when a GPU container uses such a release, the floor is higher than the minimum of the exact CUDA version of the image, and the driver of a node pool the pod can land on (or the driver the pod pins in its nodeSelector or required affinity) is below the floor. One cause, one finding: it is judged only when the driver meets the CUDA toolkit minimum, so it never fires together with `cuda-driver-incompatible` (or `cuda-driver-minor-compat-only`) for the same container and node; a node that runs the image through forward compatibility is not judged (its compat libraries stand in for the newer driver). A partial driver version that might be below the floor gives a warning that says so.",rationale:"A framework built and tested against a driver newer than its CUDA toolkit may use driver features of that release (TensorRT-LLM kernels, NCCL versions). The container starts, because the CUDA check passes, and fails or misbehaves later, under load or on particular models, which is much harder to trace back to the driver than a refused container start.",remediation:"Upgrade the pool's driver to the framework's documented minimum, pin the workload to a pool that has it, or use an earlier release of the framework whose documented driver the pool meets.",references:["https://github.com/triton-inference-server/server/blob/main/docs/introduction/compatibility.md","https://docs.nvidia.com/deeplearning/frameworks/support-matrix/index.html"],examples:{invalid:[{title:"Triton 25.02 TensorRT-LLM documents driver 570.86.10; the node has 570.26",yaml:`apiVersion: v1
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
`,lines:[16]}],valid:[{title:"the node meets the documented driver",yaml:`apiVersion: v1
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
`}]},check:{collect:(e,n,t)=>Ie(e,n,t),input(e,n){Te(Or,e,n,{select:t=>t.decision.framework!==void 0,level:t=>t.some(o=>o.decision.framework.below==="no")?void 0:"warning",message(t,o,i,r){let a=i[0].decision.framework,s=i.map(l=>`${Me(l.target)}${l.decision.framework.below==="unknown"?" (a partial version: the full version decides)":""}`);return`${Ce(t,r)} is a ${a.framework} release on CUDA ${o.cuda} (${me(o.by)}) that documents a minimum driver of ${a.driver} (${me(a.by)}), stricter than the ${i[0].decision.floor.row.linuxMinDriver} CUDA ${o.cuda} needs; ${s.join("; ")}; upgrade the driver to >= ${a.driver} or use an earlier release of the image.`}})}}};function Yt(e,n){let t=u(e,n);return t!=null}function Zt(e){return e==null||k(e)}function _d(e,n){if(n.hasGpu)return n.gpu.filter(o=>o.count===void 0||o.count>0).map(o=>`${o.resource}: ${String(o.limit??o.request)}`).join(", ");let t=U(e,n);return t==="dra-gpu"?"a DRA GPU claim":t==="dra-unknown"?"a DRA resource claim":void 0}var Fr={id:"gpu-container-cpu-memory-missing",family:"resources",level:"warning",scope:"ai",summary:"A GPU container has no CPU request, memory request or memory limit.",description:"Triggers for a container (app, native sidecar or init container) that requests a GPU (a GPU resource with a count above zero or a placeholder count, or, in a pod with DRA `resourceClaims`, a claim listed in its `resources.claims`) and lacks an effective CPU request (neither `requests.cpu` nor `limits.cpu`, since a missing request defaults to the limit), or a memory limit (`limits.memory`; the message also says when the memory request is missing too, which then has nothing to default from). At most two findings per container: one at `requests.cpu`, one at `limits.memory`, each landing on the nearest existing parent key when missing. A CPU limit is not required. Silent when `resources`, `requests` or `limits` is a placeholder (`{{ toYaml .Values.resources }}`). The other containers of the pod are left to `memory-limit-missing` and `init-container-limits-missing`, so each missing value is reported once.",rationale:"Without a CPU request the scheduler counts the container as using no CPU, so it packs it next to other pods on a GPU node; the data loader workers, tokenizers and NCCL progress threads that keep the GPU busy then fight for a few cores, and the expensive GPU idles. Without a memory request the cluster autoscaler and the scheduler cannot size the node for the host memory that model loading needs (weights pass through host RAM, often tens of GiB). Without a memory limit the container can grow until the kernel OOM killer picks victims on the node, which may be another team's training job.",remediation:`Give every GPU container a CPU request and a memory request and limit sized for its data loading and model weights; setting requests equal to limits also makes the pod Guaranteed.

\`\`\`yaml
resources:
  requests:
    cpu: "8"
    memory: 64Gi
  limits:
    memory: 64Gi
    nvidia.com/gpu: 1
\`\`\``,references:["https://kubernetes.io/docs/concepts/configuration/manage-resources-containers/"],examples:{invalid:[{title:"only the GPU is requested",yaml:`apiVersion: kubeflow.org/v1
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
`,lines:[14,15]}],valid:[{title:"CPU and memory sized next to the GPU",yaml:`apiVersion: kubeflow.org/v1
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
`}]},check:{podSpec(e,n){if(!e.resourcesFrom)for(let t of e.containers){if(t.kind==="ephemeral")continue;let o=_d(e,t);if(o===void 0)continue;let i=u(t.value,"resources"),r=u(i,"requests"),a=u(i,"limits");if(!Zt(i)||!Zt(r)||!Zt(a))continue;let s=[...t.path,"resources"],l=t.kind==="init"?"GPU init container":"GPU container";if(!Yt(r,"cpu")&&!Yt(a,"cpu")&&n.report({path:[...s,"requests","cpu"],message:`${l} "${t.name}" (${o}) has no cpu request, so the scheduler packs it as if it used no CPU and its data loading starves the GPU; set resources.requests.cpu (e.g. "8").`}),!Yt(a,"memory")){let c=u(r,"memory");n.report({path:[...s,"limits","memory"],message:c==null?`${l} "${t.name}" (${o}) has no memory request or limit, so nodes cannot be sized for it and it can grow until the node OOM-kills its neighbours; set resources.requests.memory and resources.limits.memory (e.g. 64Gi).`:`${l} "${t.name}" (${o}) requests memory ${String(c)} but has no memory limit, so it can grow until the node OOM-kills its neighbours; set resources.limits.memory (e.g. ${String(c)}).`})}}}}};var qd=[["nvidia.com/gpu.product",Qo],["cloud.google.com/gke-accelerator",Xo],["node.kubernetes.io/instance-type",e=>Nt(e)?.product],["beta.kubernetes.io/instance-type",e=>Nt(e)?.product]];function Z(e){return Number.isInteger(e)?String(e):e.toFixed(1)}function eo(e){let n=le(u(e.spec,"nodeSelector")),t=S(b(b(b(e.spec,"affinity"),"nodeAffinity"),"requiredDuringSchedulingIgnoredDuringExecution"),"nodeSelectorTerms");for(let[o,i]of qd){let r;if(o in n)r=[n[o]];else if(t.length>0){let s=t.map(l=>S(l,"matchExpressions").find(c=>P(c,"key")===o&&P(c,"operator")==="In"));s.every(l=>l!==void 0)&&(r=[...new Set(s.flatMap(l=>S(l,"values").map(String)))])}if(!r||r.length===0)continue;if(r.some(g))return"unknown";let a=r.map(i);if(!a.some(s=>s===void 0))return{key:o,values:r,products:a}}}function He(e,n){let t=eo(e),o=n.gpu.filter(l=>l.count===void 0||l.count>0),i=o.filter(l=>l.resource.startsWith(N));if(i.length>0){if(i.length!==o.length||new Set(i.map(d=>d.resource)).size>1)return"unknown";let l=fn(i[0].resource.slice(N.length));if(t&&t!=="unknown"){let d=t.products.map(m=>hn(m,l)?.memoryGB);if(d.every(m=>m!==void 0))return{gib:Math.max(...d),source:`MIG profile ${l}`}}let c=/^\d+g\.(\d+)gb/.exec(l);return c?{gib:Number(c[1]),source:`MIG profile ${l}`}:"unknown"}if(t===void 0||t==="unknown")return t;let r=t.products.map(l=>l.memoryGiB),a=Math.max(...r),s=t.values.length===1?`${t.key}=${t.values[0]}`:`${t.key} in [${t.values.join(", ")}] (the largest)`;return{gib:a,source:`the pod's node selection ${s}`}}function _r(e){let n=e.filter(i=>i.candidate&&I(i.pool)).map(i=>i.pool);if(n.length===0||n.some(i=>i.gpu.memoryGiB===void 0))return;let t=n.reduce((i,r)=>Math.max(i,r.gpu.memoryGiB),Number.NEGATIVE_INFINITY),o=n.map(i=>i.name).join(", ");return{gib:t,source:n.length===1?`node pool ${o}`:`node pools ${o} (the largest)`}}var Bd=/(^|\/)(sh|bash|dash|ash|zsh)$/;function zd(e,n){return e.replace(/\$(\$)?\(([A-Za-z_][A-Za-z0-9_]*)\)/g,(t,o,i)=>{if(o)return`$(${i})`;let r=n.get(i)?.value;return r===void 0?t:r})}function Jd(e,n){let t=[],o=[],i="",r=!1,a=()=>{r&&o.push(i),i="",r=!1},s=()=>{a(),o.length&&t.push(o),o=[]},l=d=>{let m=/^\$\{([A-Za-z_][A-Za-z0-9_]*)(?::?[-=+?][^}]*)?\}/.exec(e.slice(d)),f=/^\$([A-Za-z_][A-Za-z0-9_]*)/.exec(e.slice(d)),p=m??f;return p?[n.get(p[1])?.value??p[0],d+p[0].length]:["$",d+1]},c=0;for(;c<e.length;){let d=e[c];if(d==="\\"&&e[c+1]===`
`){c+=2;continue}if(d==="\\"){i+=e[c+1]??"",r=!0,c+=2;continue}if(d==="'"){let m=e.indexOf("'",c+1);i+=e.slice(c+1,m===-1?void 0:m),r=!0,c=m===-1?e.length:m+1;continue}if(d==='"'){for(c++,r=!0;c<e.length&&e[c]!=='"';)if(e[c]==="\\"&&/["\\$`\n]/.test(e[c+1]??""))e[c+1]!==`
`&&(i+=e[c+1]),c+=2;else if(e[c]==="$"){let[m,f]=l(c);i+=m,c=f}else i+=e[c++];c++;continue}if(d==="$"){let[m,f]=l(c);i+=m,r=!0,c=f;continue}if(d==="#"&&!r){let m=e.indexOf(`
`,c);c=m===-1?e.length:m;continue}if(d===`
`||d===";"||d==="|"||d==="&"){s(),c+=d!==`
`&&e[c+1]===d?2:1;continue}if(d===" "||d==="	"||d==="\r"){a(),c++;continue}i+=d,r=!0,c++}return s(),t}var qr=new WeakMap;function Xn(e){let n=qr.get(e);return n||(n=Wd(e),qr.set(e,n)),n}var Kd=1e4;function Wd(e){let n=[];for(let o of["command","args"]){let i=u(e.value,o);if(!Array.isArray(i))continue;let r=Math.min(i.length,Kd);for(let a=0;a<r;a++){let s=i[a];s==null||typeof s=="object"||n.push({text:zd(String(s),e.env),path:[...e.path,o,a]})}}let t=n.findIndex(o=>Bd.test(o.text));if(t===0||t===1&&/(^|\/)(env|tini|dumb-init)$/.test(n[0].text)){let o=n.findIndex((r,a)=>a>t&&/^-[a-z]*c[a-z]*$/.test(r.text)),i=o===-1?void 0:n[o+1];if(i)return Jd(i.text,e.env).map(r=>({argv:r.map(a=>({text:a,path:i.path})),fromScript:!0}))}return[{argv:n,fromScript:!1}]}var Hd=[[/mixtral-8x7b/i,467e8],[/mixtral-8x22b/i,141e9]];function Qd(e){for(let[i,r]of Hd)if(i.test(e))return r;let n=e.split("/").pop()??e,t=/(?:^|[^a-z0-9.])(\d+)x(\d+(?:\.\d+)?)b(?![a-z0-9])/i.exec(n);if(t)return Number(t[1])*Number(t[2])*1e9;let o=/(?:^|[^a-z0-9.])(\d+(?:\.\d+)?)([bm])(?![a-z0-9])/i.exec(n);if(o)return Number(o[1])*(o[2].toLowerCase()==="b"?1e9:1e6)}var Xd=[[/^(awq|gptq|gptq_marlin|awq_marlin|bitsandbytes|bnb|int4|w4a16|4bit|marlin|squeezellm|aqlm|eetq-?4)$/i,.5,"4-bit"],[/^(fp8|int8|w8a8|w8a16|8bit|eetq|fbgemm_fp8|compressed-tensors-fp8)$/i,1,"8-bit"]],Yd=[[/[-_.](awq|gptq|int4|4bit|w4a16|bnb-4bit|q4[a-z0-9_]*)(?![a-z])/i,.5],[/[-_.](fp8|int8|8bit|w8a8|w8a16)(?![a-z])/i,1]];function Zd(e,n,t){if(t){for(let[o,i,r]of Xd)if(o.test(t))return{bytesPerParameter:i,source:`--quantization ${t} (${r})`};return}for(let[o,i]of Yd){let r=e?o.exec(e):null;if(r)return{bytesPerParameter:i,source:`model name suffix ${r[0].slice(1)}`}}if(!n||/^(auto|half|float16|fp16|bfloat16|bf16)$/i.test(n))return{bytesPerParameter:2,source:n?`--dtype ${n}`:"default 16-bit weights"};if(/^(float32|fp32|float)$/i.test(n))return{bytesPerParameter:4,source:`--dtype ${n}`}}function Br(e,n,t){let o=Qd(e),i=Zd(e,n,t);if(!(o===void 0||i===void 0))return{bytes:o*i.bytesPerParameter,parameters:o,precision:i}}var eu={vllm:{"--model":"model","--tensor-parallel-size":"tensorParallel","-tp":"tensorParallel","--pipeline-parallel-size":"pipelineParallel","-pp":"pipelineParallel","--data-parallel-size":"dataParallel","-dp":"dataParallel","--dtype":"dtype","--quantization":"quantization","-q":"quantization","--gpu-memory-utilization":"gpuMemoryUtilization","--max-model-len":"maxModelLen"},sglang:{"--model-path":"model","--model":"model","--tp-size":"tensorParallel","--tp":"tensorParallel","--tensor-parallel-size":"tensorParallel","--pp-size":"pipelineParallel","--pipeline-parallel-size":"pipelineParallel","--dp-size":"dataParallel","--data-parallel-size":"dataParallel","--dp":"dataParallel","--dtype":"dtype","--quantization":"quantization","--mem-fraction-static":"gpuMemoryUtilization","--context-length":"maxModelLen"},tgi:{"--model-id":"model","--num-shard":"tensorParallel","--dtype":"dtype","--quantize":"quantization","--max-total-tokens":"maxModelLen","--cuda-memory-fraction":"gpuMemoryUtilization"},"tensorrt-llm":{"--tp_size":"tensorParallel","--tp-size":"tensorParallel","--pp_size":"pipelineParallel","--pp-size":"pipelineParallel","--max_seq_len":"maxModelLen","--max-seq-len":"maxModelLen","--kv_cache_free_gpu_memory_fraction":"gpuMemoryUtilization"}},nu={vllm:{},sglang:{},tgi:{MODEL_ID:"model",NUM_SHARD:"tensorParallel",DTYPE:"dtype",QUANTIZE:"quantization",MAX_TOTAL_TOKENS:"maxModelLen",CUDA_MEMORY_FRACTION:"gpuMemoryUtilization"},"tensorrt-llm":{}};function tu(e){for(let n=0;n<e.length;n++){let t=e[n].text,o=e[n+1]?.text;if(/(^|\/)vllm$/.test(t)&&o==="serve")return{framework:"vllm",flagsFrom:n+2,positionalModel:e[n+2]&&!e[n+2].text.startsWith("-")?e[n+2]:void 0};if(t==="-m"&&o&&/^vllm\.entrypoints\.(openai\.api_server|api_server)$/.test(o))return{framework:"vllm",flagsFrom:n+2};if(t==="-m"&&o&&/^sglang\.launch_server$/.test(o))return{framework:"sglang",flagsFrom:n+2};if(/(^|\/)text-generation-launcher$/.test(t))return{framework:"tgi",flagsFrom:n+1};if(/(^|\/)trtllm-serve$/.test(t))return{framework:"tensorrt-llm",flagsFrom:n+1,positionalModel:e[n+1]&&!e[n+1].text.startsWith("-")?e[n+1]:void 0}}}function ou(e,n,t){let o=new Map;for(let i=n;i<e.length;i++){let r=e[i].text;if(!r.startsWith("-")||/^-\d/.test(r))continue;let a=r.indexOf("="),s=a>0?r.slice(0,a):r;t==="vllm"&&s.startsWith("--")&&(s=`--${s.slice(2).replace(/_/g,"-")}`);let l=e[i+1]?.text,c=a>0?r.slice(a+1):l!==void 0&&(!l.startsWith("-")||/^-\d/.test(l))?l:void 0;o.set(s,{name:s,value:c,path:e[i].path,index:i})}return o}function iu(e,n){let t=new Map;for(let[o,i]of Object.entries(n)){let r=e.flags.get(o);if(r?.value===void 0)continue;let a=t.get(i);(!a||r.index>a.index)&&t.set(i,r)}for(let[o,i]of t)e[o]={value:i.value,path:i.path,source:`${i.name} ${i.value}`}}var zr=new WeakMap;function Jr(e){let n=zr.get(e);return n===void 0&&(n=ru(e)??null,zr.set(e,n)),n??void 0}function ru(e){let n=Xn(e),t=e.family?.framework;for(let[o,i]of n.entries()){let r=tu(i.argv),a=r?.framework??(o===0&&u(e.value,"command")===void 0&&au(t)?t:void 0);if(!a)continue;let s={framework:a,flags:ou(i.argv,r?.flagsFrom??0,a),commandPath:i.argv[0]?.path??[...e.path,"image"]};for(let[l,c]of Object.entries(nu[a])){let d=e.env.get(l);d?.value!==void 0&&(s[c]={value:d.value,path:[...d.path,"value"],source:`${l}=${d.value}`})}return r?.positionalModel&&(s.model={value:r.positionalModel.text,path:r.positionalModel.path,source:r.positionalModel.text}),iu(s,eu[a]),s}}function au(e){return e==="vllm"||e==="sglang"||e==="tgi"||e==="tensorrt-llm"}function to(e){if(e===void 0||g(e)||!/^\s*\d+\s*$/.test(e))return;let n=Number(e);return n>=1?n:void 0}function io(e){if(e===void 0||g(e)||!/^\s*(\d+(\.\d*)?|\.\d+)\s*$/.test(e))return;let n=Number(e);return n>0?n:void 0}function su(e,n){let t;for(let o of n){let i=e.get(o);i?.value!==void 0&&(!t||i.index>t.index)&&(t=i)}return t&&{value:t.value,path:t.path,source:`${t.name} ${t.value}`}}function no(e,n){if(!e)return n?void 0:{n:1};let t=to(e.value);return t===void 0?void 0:{n:t,written:e}}var Kr=new WeakMap;function ae(e){let n=Kr.get(e);return n===void 0&&Kr.set(e,n=lu(e)??null),n??void 0}function lu(e){if(e.kind==="init"||e.kind==="ephemeral")return;let n=Jr(e);if(!n)return;let t=n.flags,o=(n.framework==="vllm"||n.framework==="sglang")&&t.has("--config"),i=n.tensorParallel,r=Xn(e).flatMap(s=>s.argv.map(l=>l.text)),a=t.get("--distributed-executor-backend")?.value==="ray"||t.get("--data-parallel-backend")?.value==="ray"||t.get("-dpb")?.value==="ray"||r.some((s,l)=>/(^|\/)ray$/.test(s)&&r[l+1]==="start"||/multi-node-serving\.sh$/.test(s));return{framework:n.framework,args:n,flags:t,tp:n.framework==="tgi"&&!i?{n:1}:no(i,o),pp:no(n.pipelineParallel,o),dp:no(n.dataParallel,o),tpFollowsGpus:n.framework==="tgi"&&!i,configFile:o,usesRay:a}}function fe(e,n){return su(e.flags,n)}function Ve(e,n){return n.some(t=>e.flags.has(t))}function Yn(e){let{tp:n,pp:t,dp:o}=e;if(!n||!t||!o||e.tpFollowsGpus)return;let i=e.framework==="sglang"&&Ve(e,["--enable-dp-attention"])?1:o.n;return n.n*t.n*i}var cu=["--headless","--data-parallel-start-rank","-dpr","--data-parallel-address","-dpa","--data-parallel-hybrid-lb","--data-parallel-external-lb"];function Zn(e){let{tp:n,pp:t,dp:o}=e;if(!n||!t||!o||e.tpFollowsGpus)return;let i=ro(e);if(e.framework==="vllm"){let s=fe(e,["--data-parallel-size-local","-dpl"]);if(s){let l=to(s.value);if(l===void 0)return;let c=i.filter(d=>!d.startsWith("dp "));return{n:n.n*t.n*l,expression:[...c,`local dp ${l}`].join(" \xD7 ")}}if(Ve(e,["--data-parallel-rank","-dpn"]))return{n:n.n*t.n,expression:i.filter(l=>!l.startsWith("dp ")).join(" \xD7 ")+" (one data-parallel rank)"};if(Ve(e,cu))return}let r=Yn(e);if(r===void 0)return;let a=e.framework==="vllm"||e.framework==="sglang"?fe(e,["--nnodes"]):void 0;if(a){let s=to(a.value);if(s===void 0||r%s!==0)return;if(s>1)return{n:r/s,expression:`(${i.join(" \xD7 ")}) / ${s} nodes`}}return{n:r,expression:i.join(" \xD7 ")}}function ro(e){let n=[`tp ${e.tp?.n??"?"}`];return e.pp&&(e.pp.written||e.pp.n>1)&&n.push(`pp ${e.pp.n}`),!(e.framework==="sglang"&&Ve(e,["--enable-dp-attention"]))&&e.dp&&(e.dp.written||e.dp.n>1)&&n.push(`dp ${e.dp.n}`),n}function du(e){if(!(!e.tp||!e.pp||e.tpFollowsGpus))return e.tp.n*e.pp.n}function ao(e){let n=e.framework==="vllm"?fe(e,["--gpu-memory-utilization"])??e.args.gpuMemoryUtilization:e.args.gpuMemoryUtilization;if(e.framework==="tensorrt-llm")return{value:1,source:"as TensorRT-LLM may fill the whole GPU with weights"};if(n){let t=io(n.value);return t===void 0?void 0:{value:t,source:`from ${n.source}`,written:n}}if(!e.configFile)switch(e.framework){case"vllm":return{value:.9,source:"from vLLM's default --gpu-memory-utilization"};case"sglang":return{value:.88,source:"from SGLang's default --mem-fraction-static, at most 0.88"};case"tgi":return{value:1,source:"from TGI's default --cuda-memory-fraction"}}}function uu(e,n){return e.startsWith("--dtype ")?e.slice(8):e.startsWith("--quantization ")?`${e.slice(15).replace(/ \(.*\)$/,"")} quantization`:e.startsWith("model name suffix ")?`${e.slice(18)} per its name`:`${n*8}-bit by default`}function Hr(e){let n=u(b(b(e.value,"spec"),"leaderWorkerTemplate"),"size");return n==null?1:typeof n=="number"&&Number.isInteger(n)&&n>=1?n:void 0}var mu=new Set(["ray.io/RayCluster","ray.io/RayService","ray.io/RayJob","orchestration.aibrix.ai/RayClusterFleet"]);function he(e){let n=e.object,t=b(n.value,"spec");if(n.kind==="LeaderWorkerSet"&&n.group==="leaderworkerset.x-k8s.io"){let o=Hr(n);return o===void 0?"unknown":o===1?"single":"group"}return mu.has(`${n.group}/${n.kind}`)?e.role==="head"||e.role==="worker"?"group":"single":n.kind==="InferenceService"&&u(b(t,"predictor"),"workerSpec")!==void 0||n.kind==="LLMInferenceService"&&(u(t,"worker")!==void 0||u(b(t,"prefill"),"worker")!==void 0)?"unknown":"single"}function Se(e){if(e.kind==="init"||e.kind==="ephemeral"||e.noGpuByEnv)return 0;if(!e.gpu.some(n=>n.limit!==void 0&&n.request!==void 0&&ve(n.limit)!==ve(n.request)))return e.gpuCount}function oo(e){let n=0;for(let t of e.containers){let o=Se(t);if(o===void 0)return;n+=o}return n}function pe(e,n){return`${e} ${n}${e===1?"":"s"}`}function pu(e){let n=b(e.value,"spec");switch(e.kind){case"RayService":return u(n,"rayClusterConfig");case"RayJob":return u(n,"rayClusterSpec");case"RayClusterFleet":return u(b(n,"template"),"spec");default:return n}}function fu(e,n){let t=e;for(let o of n)t=typeof o=="number"?Array.isArray(t)?t[o]:void 0:u(t,o);return t}function Wr(e){let n=fu(e.object.value,e.path.slice(e.object.path.length,-2)),t=u(b(n,"rayStartParams"),"num-gpus");if(t!=null){let o=typeof t=="number"?t:/^\s*\d+\s*$/.test(String(t))?Number(t):void 0;return o!==void 0&&Number.isInteger(o)&&o>=0?o:void 0}return oo(e)}function et(e){let n=e.filter(s=>he(s)==="group");if(n.length===0||n.some(s=>s.dra!==void 0))return;let t=n[0].object;if(t.kind==="LeaderWorkerSet"){let s=Hr(t),l=n.find(v=>v.role==="leader"),c=n.find(v=>v.role==="worker");if(s===void 0||!c)return;let d=oo(c),m=l?oo(l):d;if(d===void 0||m===void 0)return;let f=m+(s-1)*d,p=m===d?`${pe(s,"pod")} \xD7 ${pe(d,"GPU")}`:`1 leader \xD7 ${pe(m,"GPU")} + ${pe(s-1,"worker")} \xD7 ${pe(d,"GPU")}`;return{kind:"lws",total:f,arithmetic:`${p} = ${f} (LeaderWorkerSet size ${s})`}}if(u(pu(t),"enableInTreeAutoscaling")===!0)return;let o=n.find(s=>s.role==="head"),i=o?Wr(o):0;if(i===void 0)return;let r=[`1 head \xD7 ${pe(i,"GPU")}`],a=i;for(let s of n.filter(l=>l.role==="worker")){let l=Wr(s);if(l===void 0||s.replicas===void 0)return;a+=s.replicas*l,r.push(`${pe(s.replicas,"worker")} \xD7 ${pe(l,"GPU")}`)}return{kind:"ray",total:a,arithmetic:`${r.join(" + ")} = ${a}`}}function hu(e,n,t,o){if(e.dra!==void 0)return;let i=Se(n);if(!i)return;if(t.tpFollowsGpus)return i;let r=he(e),a=Zn(t)?.n===i;if(r!=="unknown"&&!(r==="single"&&!a)&&!(r==="group"&&!(o&&(Yn(t)===o.total||o.kind==="ray"&&a))))return du(t)}function nt(e){let[n,t]=e>=1e9?[e/1e9,"B"]:[e/1e6,"M"];return`${Number(n.toFixed(1))}${t}`}function tt(e,n,t){let o=ae(n),i=o?.args.model;if(!o||!i||g(i.value))return;let r=fe(o,["--cpu-offload-gb"]);if(r&&!/^\s*0*(\.0*)?\s*$/.test(r.value))return;let a=Br(i.value,o.args.dtype?.value,o.args.quantization?.value),s=hu(e,n,o,t),l=ao(o);if(!(!a||s===void 0||!l||l.value>1))return{container:A(e,n),framework:o.framework,model:i.value,parameters:a.parameters,bytes:a.bytes,precision:uu(a.precision.source,a.precision.bytesPerParameter),bytesPerParameter:a.precision.bytesPerParameter,shards:s,fraction:l.value,fractionSource:l.source,path:i.path,commandPath:o.args.commandPath}}var Qr="gpu-memory-utilization-risky",gu={vllm:"vLLM",sglang:"SGLang",tgi:"TGI","tensorrt-llm":"TensorRT-LLM"},vu={"nvidia.com/gpu.sharing-strategy":["time-slicing","mps"],"cloud.google.com/gke-gpu-sharing-strategy":["time-sharing","mps"]};function yu(e,n){let t=[];for(let s of n.gpu)(s.count??0)>0&&s.resource.endsWith(".shared")&&t.push(`resource ${s.resource}`);let o=le(u(e.spec,"nodeSelector")),i=eo(e),r=i&&i!=="unknown"&&i.key==="nvidia.com/gpu.product"&&i.values.every(s=>/-SHARED$/i.test(s)),a=Object.entries(vu).some(([s,l])=>o[s]!==void 0&&l.includes(o[s]));if(r||a){let s=Object.entries(o).sort(([l],[c])=>l<c?-1:l>c?1:0);t.push(`selector ${s.map(([l,c])=>`${l}=${c}`).join(", ")}${i&&i!=="unknown"&&!(i.key in o)?`, ${i.key} in [${i.values.join(", ")}]`:""}`)}return t}function bu(e,n){return e.startsWith("resource ")?`${e.slice(9)} is a time-sliced GPU resource`:e.startsWith("selector ")?`the node selection ${e.slice(9)} picks shared GPUs`:`node pool ${e.slice(5)} shares its GPUs by ${n.get(e)??"time-slicing"}`}var ot=(e,n)=>`apiVersion: apps/v1
kind: Deployment
metadata:
  name: ${e}
spec:
  replicas: 1
  template:
    spec:
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          args: ["--model", "Qwen/Qwen2.5-1.5B-Instruct", "--gpu-memory-utilization", "${n}"]
          resources:
            limits:
              nvidia.com/gpu.shared: 1
`,Xr={id:Qr,family:"serving",level:"warning",scope:"ai",summary:"vLLM claims more than 95% of GPU memory, or several servers on shared (time-sliced) GPUs each claim more than half of one.",description:'Two triggers:\n\n- **Too high**: vLLM `--gpu-memory-utilization` (or `--gpu_memory_utilization`) above `maxUtilization` (default 0.95), including values above 1, which vLLM rejects. Reported at the flag.\n- **Shared GPUs**: a vLLM, SGLang or TGI server claims more than half of each GPU (vLLM `--gpu-memory-utilization`, default 0.9; SGLang `--mem-fraction-static`, default up to 0.88; TGI `--cuda-memory-fraction`, default 1.0) while its GPUs are shared by time-slicing or MPS, and at least one other such claim can land on the same GPUs: another replica of the same pod spec, another container, or another workload of the input. Shared GPUs are a `*.shared` resource (`nvidia.com/gpu.shared`, the device plugin\'s renamed time-slicing resource), a node selection on a `-SHARED` GPU product or a sharing-strategy label (`nvidia.com/gpu.sharing-strategy`, `cloud.google.com/gke-gpu-sharing-strategy`; claims with the same nodeSelector pair up), or candidate node pools that all share GPUs (`gpu.sharing: time-slicing | mps`, or the same labels on the Node objects). "More than half" is the line because two such claims cannot both fit in one GPU. Reported at the fraction flag, or at the GPU resource when the default applies.\n\nTensorRT-LLM is not judged (its fraction applies to the memory left after the weights). Placeholders, DRA and unknown GPU counts are silent.',rationale:'vLLM allocates its whole budget (weights, activations, KV cache) up front and, since v0.9, refuses to start when less than that share of the GPU is free: "Free memory on device (31.44/47.38 GiB) on startup is less than desired GPU memory utilization (0.95, 45.01 GiB)". Above 0.95 the memory outside the budget (CUDA context, NCCL buffers, cuBLAS workspaces, other processes such as a metrics exporter) no longer fits, and the server fails at startup or with CUDA out-of-memory under load. Time-slicing and MPS let several pods use one GPU without dividing its memory, so two servers that each reserve 90% of it take turns crashing: whichever starts second fails, restarts, and may knock out the first when the scheduler moves things around.',remediation:'Keep `--gpu-memory-utilization` at 0.95 or below (0.90 is the default). Give each model server whole GPUs (`nvidia.com/gpu` on a pool without time-slicing, or a MIG device); if servers must share a GPU, size their fractions so that those on one GPU add up to at most 1:\n\n```yaml\nargs: ["--model", "Qwen/Qwen2.5-1.5B-Instruct", "--gpu-memory-utilization", "0.45"]\n```',references:["https://docs.vllm.ai/en/latest/configuration/conserving_memory.html","https://github.com/NVIDIA/k8s-device-plugin#shared-access-to-gpus"],options:{type:"object",properties:{maxUtilization:{type:"number",minimum:0,maximum:1,default:.95,description:"The largest vLLM --gpu-memory-utilization that is not reported."}},additionalProperties:!1},examples:{invalid:[{title:"vLLM takes 98% of the GPU",yaml:`apiVersion: apps/v1
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
`,lines:[11]},{title:"two servers on time-sliced GPUs, each claiming 90%",yaml:`${ot("chat-a","0.9")}---
${ot("chat-b","0.9")}`,lines:[12,28]}],valid:[{title:"two servers on time-sliced GPUs that fit one GPU together",yaml:`${ot("chat-a","0.45")}---
${ot("chat-b","0.45")}`}]},check:{podSpec(e,n){for(let t of e.containers){let o=ae(t);if(!o||o.framework!=="vllm"||U(e,t)===void 0)continue;let i=fe(o,["--gpu-memory-utilization"])??o.args.gpuMemoryUtilization,r=io(i?.value);if(!i||r===void 0||r<=n.options.maxUtilization)continue;let a=He(e,t),s=a&&a!=="unknown"?` (${Z(Number((a.gib*(1-r)).toFixed(1)))} GiB of ${Z(a.gib)} GiB)`:"",l=r>1?`${i.source} in ${A(e,t)} is above 1: vLLM rejects it and does not start; use at most ${n.options.maxUtilization} (0.9 is the default).`:`${i.source} in ${A(e,t)} lets vLLM take ${Math.round(r*100)}% of each GPU's memory and leaves ${Math.round((1-r)*100)}%${s} for the CUDA context, NCCL buffers and anything else on the GPU: vLLM refuses to start when less than that share is free ("Free memory on device ... is less than desired GPU memory utilization") and runs out of memory under load when the rest does not fit; use at most ${n.options.maxUtilization} (0.9 is the default).`;n.report({path:i.path,message:l})}},collect(e,n,t){let o=n(),i=[];for(let r of o)if(!(!r.workload.ai||r.dra!==void 0))for(let a of r.containers){let s=ae(a);if(!s||s.framework==="tensorrt-llm"||!Se(a))continue;let l=ao(s);!l||l.value<=.5||l.value>1||i.push({who:`${A(r,a)} of ${e.kind}/${e.name??""}`,framework:s.framework,fraction:l.value,fractionSource:l.source,count:r.podCount??1,at:t.locate(l.written?.path??vn(a)),keys:yu(r,a),placement:T(r,t)})}return i.length>0?i:void 0},input(e,n){let t=[],o=new Map;for(let r of e.objects)for(let a of r.facts[Qr]??[]){let s=[...a.keys];if(n.nodePools(r.file).length>0&&!a.placement.unknown){let c=n.simulate(r.file,a.placement).filter(d=>d.candidate&&I(d.pool));if(c.length>0&&c.every(d=>d.pool.gpu.sharing==="time-slicing"||d.pool.gpu.sharing==="mps"))for(let d of c)s.push(`pool ${d.pool.name}`),o.set(`pool ${d.pool.name}`,d.pool.gpu.sharing)}s.length>0&&t.push({object:r,claim:a,keys:s})}let i=new Map;for(let r of t)for(let a of r.keys)i.set(a,[...i.get(a)??[],r]);for(let r of t){let a=[...new Set(r.keys.flatMap(d=>i.get(d)))].filter(d=>d!==r);if(a.length===0&&r.claim.count<2)continue;let s=[...r.claim.count>1?[r.claim.count>2?`its other ${r.claim.count-1} replicas`:"its other replica"]:[],...a.slice(0,3).map(d=>`${d.claim.who} (${Math.round(d.claim.fraction*100)}%${d.claim.count>1?`, ${d.claim.count} pods`:""})`),...a.length>3?[`${a.length-3} more`]:[]],l=r.keys.find(d=>a.some(m=>m.keys.includes(d)))??r.keys[0],c=r.claim;n.report({object:r.object,range:c.at,message:`${gu[c.framework]} in ${c.who} claims ${Math.round(c.fraction*100)}% of each GPU's memory (${c.fraction.toFixed(2)} ${c.fractionSource}), but its GPUs are shared (${bu(l,o)}) with ${s.join(", ")}, each claiming more than half as well: sharing can put two of them on one GPU, where both cannot fit, and the one that starts second fails for lack of free memory; give each server whole GPUs without time-slicing, or lower the fractions so that servers sharing a GPU add up to at most 1 (e.g. 0.45 for two).`})}}}};var Yr="gpu-node-selector-missing",wu=["cloud.google.com/gke-nodepool","karpenter.sh/nodepool","eks.amazonaws.com/nodegroup","agentpool","kubernetes.azure.com/agentpool"];function ku(e){return e.gpu.product?.id??e.gpu.productName}function Pu(e){let n=[e.gpu.productName??e.gpu.product?.id??"GPU product unknown",e.gpu.driverVersion?`driver ${e.gpu.driverVersion}`:"driver unknown"];return`${e.name} (${n.join(", ")})`}function Cu(e,n){let t=n?[e.gpu.sources.productName,e.gpu.sources.product]:[e.gpu.sources.driverVersion,"nvidia.com/cuda.driver-version.full","nvidia.com/cuda.driver-version.major","nvidia.com/cuda.driver.major"];for(let o of[...t,...wu])if(o&&o in e.labels)return`${o}: ${JSON.stringify(e.labels[o])}`}function Su(e,n){return[...Object.keys(e.placement.nodeSelector),...(e.placement.requiredTerms??[]).flat().map(o=>o.key)].some(o=>o==="kubernetes.io/hostname"||n.some(i=>i.variableLabels.includes(o)))}var Zr=`apiVersion: v1
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
`,ea={id:Yr,family:"scheduling",level:"warning",scope:"ai",summary:"A GPU pod does not choose between node pools that differ in GPU product or driver version, so it can land on one it was not validated on.",description:"For every GPU pod template of an AI workload that gets its GPUs from a GPU resource (`nvidia.com/gpu`, MIG, `amd.com/gpu`, `settings.gpuResources`), simulates placement against the node pools the file lands on (config `nodePools`, an override's `nodePools`, `--node-pools`, `Node` objects in the input) and keeps the GPU pools it can land on: those its `nodeSelector`, required node affinity and tolerations admit and whose nodes have room for its GPUs (or do not say). Triggers when two or more of those pools differ in GPU product (`nvidia.com/gpu.product`, cloud labels or config `gpu.product`) or driver version, comparing only facts known for both. A pod with no `nodeSelector` and no required node affinity is the usual case; a selector that every pool satisfies (`nvidia.com/gpu.present: \"true\"`) pins nothing either, so it is reported the same way. Preferred node affinity does not keep a pod off a pool and does not count. Silent when no pools are declared, when the pools agree, on infrastructure pods and pods without GPUs, on pods whose GPUs come only from DRA claims (the claim's selectors pick the device), on pods pinned to a hostname or a label that varies inside a pool, and when a selector, affinity or toleration is a template. The finding points at `nodeSelector` (or the node affinity) when there is one, else at the pod spec key.",rationale:"A model server is sized and tested on one GPU: its memory settings (`--gpu-memory-utilization`, tensor-parallel degree, batch size) and its CUDA image assume that GPU's memory and that node's driver. Left free to land on any GPU pool, a replica that lands on a smaller GPU runs out of memory at load time, and one that lands on an older driver fails with `CUDA driver version is insufficient`. The failure depends on where the scheduler happens to put the pod, so it shows up only on some rollouts or after the autoscaler adds a node.",remediation:"Pin the pool the workload was validated on with the label GPU Feature Discovery (or the cloud) puts on its nodes:\n\n```yaml\nnodeSelector:\n  nvidia.com/gpu.product: NVIDIA-A100-SXM4-80GB\n```\n\nor a required node affinity with `operator: In` over the products it supports. To accept several products on purpose, pin the driver instead (`nvidia.com/cuda.driver-version.major`) and silence this finding with a reason.",examples:{invalid:[{title:"No nodeSelector, and the cluster has A100 and T4 nodes on different drivers",yaml:`${Zr}apiVersion: apps/v1
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
`,lines:[29]}],valid:[{title:"Pinned to the A100 nodes",yaml:`${Zr}apiVersion: apps/v1
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
`}]},check:{collect(e,n,t){return Ue(e,n,t)},input(e,n){for(let{object:t,facts:o,pools:i}of q(e,Yr,n.nodePools)){if(o.draOnly||Su(o,i))continue;let r=n.simulate(t.file,o.placement,i).filter(p=>Tn(p)&&I(p.pool)).map(p=>p.pool);if(r.length<2)continue;let a=new Set(r.map(ku).filter(p=>p!==void 0)),s=new Set(r.map(p=>p.gpu.driverVersion).filter(p=>p!==void 0));if(a.size<2&&s.size<2)continue;let l=a.size>=2,c=l&&s.size>=2?"GPU product and driver version":l?"GPU product":"driver version",m=o.placement.requiredTerms!==void 0||Object.keys(o.placement.nodeSelector).length>0?`the nodeSelector/node affinity of ${Be(o)} still admits`:`${Be(o)} ${o.label?"have":"has"} no nodeSelector or required node affinity and can land on`,f=Cu(r[0],l);n.report({object:t,message:`${m} GPU node pools that differ in ${c}: ${r.map(Pu).join(", ")}; pin the pool it was validated on${f?`, e.g. nodeSelector ${f}`:" with a nodeSelector on a label that identifies it"}.`,range:o.nodeSelector??o.affinity??o.spec})}}}};var Au=["cpu","memory"];function na(e){let n=b(e,"requests"),t=b(e,"limits"),o=[];for(let i of Au){let r=u(n,i),a=u(t,i);r==null||a===void 0||a===null||g(r)||g(a)||un(r,a)===!1&&o.push({resource:i,request:r,limit:a})}return o}var $u="so the GPU pod is Burstable, not Guaranteed: it is OOM-killed and evicted before Guaranteed pods under node pressure and cannot get exclusive, NUMA-aligned CPUs next to its GPUs",ta={id:"gpu-pod-not-guaranteed",family:"resources",level:"warning",scope:"ai",summary:"A GPU pod is not in the Guaranteed QoS class because a container's cpu or memory request differs from its limit.",description:"Triggers for a pod with a GPU container (a GPU resource with a count above zero or a placeholder count, or a DRA GPU claim) when a container of the pod (app, sidecar or init container, GPU or not) writes both a `cpu` (or `memory`) request and limit and they differ as quantities (`1Gi` equals `1024Mi`). One finding per differing value, at its request key. Only values that exist are judged: a missing request defaults to the limit, and a missing limit is reported by the missing-value rules (`gpu-container-cpu-memory-missing`, `memory-limit-missing`, `init-container-limits-missing`), not here, even though it also makes the pod Burstable. Placeholders are unknown and stay silent. When the pod sets pod-level `spec.resources`, only those are judged, since they then decide the QoS class.",rationale:"A pod is Guaranteed only when every container has cpu and memory requests equal to its limits. A Burstable GPU pod loses its protection when the node runs short of memory: the kernel OOM killer prefers Burstable containers over Guaranteed ones, and the kubelet evicts pods that use more than they requested first, throwing away hours of training progress or a loaded model. In addition, the CPU Manager's `static` policy hands exclusive cores (and the Topology Manager NUMA-aligned cores next to the GPU) only to Guaranteed containers with whole CPUs. A single sidecar with `requests.cpu: 100m` and `limits.cpu: 1` is enough to lose both for the whole pod.",remediation:`Set each request equal to its limit, in every container of the pod, sidecars and init containers included (or drop the request: it defaults to the limit). Use whole CPUs in GPU containers to get exclusive cores.

\`\`\`yaml
resources:
  requests:
    cpu: "16"
    memory: 128Gi
  limits:
    cpu: "16"
    memory: 128Gi
    nvidia.com/gpu: 4
\`\`\``,references:["https://kubernetes.io/docs/concepts/workloads/pods/pod-qos/","https://kubernetes.io/docs/tasks/administer-cluster/cpu-management-policies/"],examples:{invalid:[{title:"requests below limits",yaml:`apiVersion: v1
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
`,lines:[11]}],valid:[{title:"requests equal to limits (1Gi equals 1024Mi)",yaml:`apiVersion: v1
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
`}]},check:{podSpec(e,n){if(!e.containers.some(i=>i.hasGpu)&&e.dra!=="gpu")return;let t=(i,r,a)=>n.report({path:[...i,"requests",a.resource],message:`${r} requests ${a.resource} ${String(a.request)} but its limit is ${String(a.limit)}, ${$u}; set requests.${a.resource} equal to the limit (${String(a.limit)}).`}),o=b(e.spec,"resources");if(o&&(u(o,"requests")!==void 0||u(o,"limits")!==void 0)){for(let i of na(o))t([...e.path,"resources"],"The pod (spec.resources)",i);return}for(let i of e.containers){if(i.kind==="ephemeral")continue;let r=i.kind==="container"?"Container":i.kind==="sidecar"?"Sidecar container":"Init container";for(let a of na(u(i.value,"resources")))t([...i.path,"resources"],`${r} "${i.name}"`,a)}}}};function Du(e){if(g(e))return;let n=M(e);if(!n)return"is not a quantity";if(n.value<0)return"is negative";if(!Number.isInteger(n.value))return`is ${n.value} devices, not a whole number`;if(typeof e=="string"&&/[KMGTPE]i$|[kMGTPE]$/.test(e.trim()))return`uses a size suffix (${n.value} devices)`}var oa={id:"gpu-quantity-invalid",family:"resources",level:"error",scope:"ai",summary:"A GPU or MIG resource quantity is not a whole number of devices.",description:"Triggers when the value of a GPU resource (`nvidia.com/gpu`, `nvidia.com/mig-*`, `nvidia.com/gpu.shared`, `amd.com/gpu`, or a resource in `settings.gpuResources`) in `requests` or `limits` is fractional (`0.5`, `500m`), negative, carries a size suffix (`1Gi`), or is not a quantity at all. Placeholders (`{{ .Values.gpus }}`, `${GPUS}`) are unknown, not invalid.",rationale:'Extended resources are counted in whole devices: the API server rejects fractional GPU quantities ("must be an integer"), so the workload is never created. A GPU cannot be shared by asking for half of it; sharing is configured on the node (time-slicing, MPS) or done with MIG.',remediation:"Request whole devices (`nvidia.com/gpu: 1`). To share a GPU, request a MIG device (`nvidia.com/mig-1g.10gb: 1`) or a time-sliced/MPS replica resource that the device plugin advertises.",examples:{invalid:[{yaml:`apiVersion: v1
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
`,lines:[11]}],valid:[{yaml:`apiVersion: v1
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
`}]},check:{podSpec(e,n){for(let t of e.containers)for(let o of t.gpu)for(let[i,r]of[["limits",o.limit],["requests",o.request]]){if(r===void 0)continue;let a=Du(r);a&&n.report({path:[...t.path,"resources",i,o.resource],message:`${o.resource}: ${JSON.stringify(r)} in container "${t.name}" ${a}; GPUs are allocated in whole devices (e.g. ${o.resource}: 1).`})}}}};function ia(e){if(!(typeof e=="string"&&/[KMGTPE]i$|[kMGTPE]$/.test(e.trim())))return ve(e)}function it(e){return typeof e=="string"?e:JSON.stringify(e)}var ra={id:"gpu-requests-limits-mismatch",family:"resources",level:"error",scope:"ai",summary:"A GPU resource is requested with a different value than its limit, or only in requests.",description:'Triggers for each GPU resource (`nvidia.com/gpu`, `nvidia.com/mig-*`, `nvidia.com/gpu.shared`, `amd.com/gpu`, or a resource in `settings.gpuResources`) of a container whose `resources.requests` value differs from its `resources.limits` value (compared as quantities, so `"2"` equals `2`), or that appears in `requests` without any `limits` entry (even with the value `0`). The finding points at the request key. A request written only in `requests` is reported whatever its value (a placeholder too), unless `limits` itself is a placeholder. Otherwise placeholders (`{{ .Values.gpus }}`, `${GPUS}`) on either side are unknown and stay silent, and so is a comparison with a value that is not a whole device count (`0.5`, `1Gi`: `gpu-quantity-invalid` reports those). A GPU set only in `limits` is fine: the request defaults to it.',rationale:'GPUs are extended resources, which Kubernetes never overcommits: the API server accepts a GPU request only when the same resource has a limit of exactly the same value. A request without a limit fails with "Limit must be set for non overcommitable resources", and a request of `1` with a limit of `2` fails with "must be equal to nvidia.com/gpu limit of 2". A Pod, Deployment or Job is refused at `kubectl apply`; inside a custom resource (PyTorchJob, RayCluster, InferenceService) the pod template is not validated, so the object is accepted and the operator then fails to create every pod, leaving the job or service hanging with `FailedCreate` events.',remediation:"Set the GPU count in `limits` only; the request defaults to the limit. If you keep the request, make it equal to the limit.\n\n```yaml\nresources:\n  limits:\n    nvidia.com/gpu: 2\n```",references:["https://kubernetes.io/docs/tasks/manage-gpus/scheduling-gpus/"],examples:{invalid:[{title:"request and limit disagree",yaml:`apiVersion: apps/v1
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
`,lines:[20]},{title:"GPU only in requests",yaml:`apiVersion: v1
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
`,lines:[11]}],valid:[{title:"GPU in limits only (the request defaults to it)",yaml:`apiVersion: v1
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
`},{title:"request equal to the limit",yaml:`apiVersion: v1
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
`}]},check:{podSpec(e,n){for(let t of e.containers){let o=u(b(t.value,"resources"),"limits"),i=o==null||k(o);for(let r of t.gpu){if(r.request===void 0||r.request===null)continue;let a=[...t.path,"resources","requests",r.resource];if(r.limit===void 0){if(!i)continue;n.report({path:a,message:`Container "${t.name}" sets ${r.resource}: ${it(r.request)} only in requests, which the API server rejects for extended resources; move it to resources.limits (the request then defaults to the limit).`});continue}let s=ia(r.request),l=ia(r.limit);s!==void 0&&l!==void 0&&s!==l&&n.report({path:a,message:`Container "${t.name}" requests ${r.resource}: ${it(r.request)} but limits it to ${it(r.limit)}, and GPU requests must equal limits or the API server rejects the pod; set the request to ${it(r.limit)} or remove it.`})}}}}};var Uu=new Set(["","void","none","-1"]),aa={mpiReplicaSpecs:"Launcher",tfReplicaSpecs:"PS"};function Gu(e){return e.role==="head"||e.role==="submitter"?!0:e.path.some((n,t)=>typeof n=="string"&&Object.prototype.hasOwnProperty.call(aa,n)&&e.path[t+1]===aa[n])}function Iu(e){let n=e.env.get("NVIDIA_VISIBLE_DEVICES"),t=e.env.get("CUDA_VISIBLE_DEVICES");for(let o of[n,t])if(o&&(o.value===void 0||g(o.value)))return"unknown";if(n?.value!==void 0)return Ho(n.value)?"none":{env:n,variable:n.name,value:n.value};if(t?.value!==void 0)return Uu.has(t.value.trim().toLowerCase())?"none":{env:t,variable:t.name,value:t.value}}var sa={id:"gpu-resource-missing",family:"resources",level:"warning",scope:"ai",summary:"A container that needs a GPU requests no GPU resource.",description:"Triggers for an app or sidecar container whose image only makes sense with a GPU (CUDA and ROCm base images, NGC containers, vLLM, TGI, SGLang, Triton, GPU tags of PyTorch/TensorFlow/Ray images), or for any container (init containers included) that sets `NVIDIA_VISIBLE_DEVICES` or `CUDA_VISIBLE_DEVICES` to something other than `void`, `none`, empty (or `-1` for CUDA), when that container has no GPU resource (`nvidia.com/gpu`, `nvidia.com/mig-*`, `amd.com/gpu`, ... or `settings.gpuResources`) with a count above zero; `nvidia.com/gpu: 0` counts as no GPU. The finding points at the visible-devices variable when one is set, otherwise at the `image`. Silent when `NVIDIA_VISIBLE_DEVICES` is `void`/`none`/empty (the container opts out of GPUs), when a visible-devices value is a placeholder or comes from `valueFrom`, when a GPU quantity is a placeholder, and for pods that get GPUs through DRA `resourceClaims`. Init containers are judged only by their environment, not by their image: running the serving image as an init container to download weights or warm a cache needs no GPU. The same holds for the pods that coordinate GPU workers and share their image: the head group and submitter of RayCluster/RayJob/RayService, the `Launcher` of an MPIJob and the `PS` (parameter server) replicas of a TFJob.",rationale:'A GPU is only handed to a container that asks the device plugin for one. Without a GPU request the container is scheduled on any node and either starts without a GPU (vLLM, Triton and CUDA programs crash with "no CUDA-capable device is detected" or silently run on CPU), or, on nodes where `nvidia` is the default container runtime, the `NVIDIA_VISIBLE_DEVICES=all` baked into CUDA images makes the runtime mount every GPU of the node. That container then uses GPUs the scheduler has given to other pods: their memory fills up and they fail with CUDA out-of-memory errors, while the cluster believes the GPUs are free. Setting `NVIDIA_VISIBLE_DEVICES` by hand without a request has the same effect.',remediation:"Request the GPUs the container uses in `limits`; the device plugin then sets the visible devices itself, so drop any hand-written `NVIDIA_VISIBLE_DEVICES`.\n\n```yaml\nresources:\n  limits:\n    nvidia.com/gpu: 1\n```\n\nIf the container really should run without a GPU, say so to the runtime:\n\n```yaml\nenv:\n  - name: NVIDIA_VISIBLE_DEVICES\n    value: void\n```",references:["https://github.com/NVIDIA/k8s-device-plugin#quick-start","https://kubernetes.io/docs/tasks/manage-gpus/scheduling-gpus/"],examples:{invalid:[{title:"vLLM without a GPU request",yaml:`apiVersion: apps/v1
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
`,lines:[17]},{title:"visible devices set by hand instead of a request",yaml:`apiVersion: batch/v1
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
`,lines:[15]}],valid:[{title:"the GPU is requested",yaml:`apiVersion: v1
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
`},{title:"the serving image used in an init container to download weights",yaml:`apiVersion: v1
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
`}]},check:{podSpec(e,n){if(!e.resourcesFrom&&!e.dra)for(let t of e.containers){if(t.kind==="ephemeral"||t.gpu.some(s=>s.count===void 0||s.count>0))continue;let o=Iu(t);if(o==="unknown"||o==="none")continue;let i=t.gpu.map(s=>`${s.resource}: ${String(s.limit??s.request)}`).join(", "),r=i?`sets ${i}`:"requests no GPU resource";if(o){let s=o.variable==="NVIDIA_VISIBLE_DEVICES"?o.value.trim().toLowerCase()==="all"?"every GPU of the node":`GPUs ${o.value} of the node`:"the GPUs of the node";n.report({path:[...o.env.path,"value"],message:`Container "${t.name}" sets ${o.variable}=${o.value} but ${r}, so it gets no GPU or, where nvidia is the default runtime, uses ${s} behind the scheduler's back; request the GPUs in resources.limits (e.g. nvidia.com/gpu: 1) and drop the variable, or set NVIDIA_VISIBLE_DEVICES=void if it needs none.`});continue}if(t.kind==="init"||!t.needsGpuImage||Gu(e))continue;let a=t.image?.raw??"";if(t.family?.vendor==="amd"){n.report({path:[...t.path,"image"],message:`Container "${t.name}" runs the ROCm image ${a} but ${r}, so it starts without a GPU; add resources.limits amd.com/gpu: 1 (or the number of GPUs it uses).`});continue}n.report({path:[...t.path,"image"],message:`Container "${t.name}" runs the GPU image ${a} but ${r}, so it gets no GPU or, where nvidia is the default runtime, sees every GPU of the node; add resources.limits nvidia.com/gpu: 1 (or the number of GPUs it uses), or set NVIDIA_VISIBLE_DEVICES=void if it should run without one.`})}}}};var la="gpu-sharing-not-isolation",Qe="nvidia.com/gpu.shared",Ru="nvidia.com/gpu";function xu(e){let n=e.gpu;if(n.sharing==="time-slicing"||n.sharing==="mps")return{kind:n.sharing,why:`${n.sharing}${n.sources.sharing?`, from ${n.sources.sharing}`:""}`};if(n.sharing==="none")return;if(/-SHARED$/i.test(n.productName??""))return{kind:"unknown",why:`nvidia.com/gpu.product=${n.productName}`};let t=Number(e.labels["nvidia.com/gpu.replicas"]);if(Number.isInteger(t)&&t>1)return{kind:"unknown",why:`nvidia.com/gpu.replicas=${t}`};if((e.allocatable[Qe]??0)>0)return{kind:"unknown",why:`the nodes offer ${Qe}`}}var Nu={"time-slicing":"time-slicing gives neither memory nor fault isolation, so one tenant can take the GPU memory of the others or crash their work",mps:"MPS gives no fault isolation, so a fault in one tenant's process can take down the others",unknown:"time-slicing and MPS give no fault isolation (time-slicing no memory isolation either), so one tenant can disturb the others"},ca={id:la,family:"mig",level:"note",scope:"ai",summary:"Pods of different namespaces share time-sliced or MPS GPUs of one pool, which isolates neither memory nor faults.",description:"Needs node pools. A GPU pod is a tenant of a pool when the pool is one of its candidate pools (nodeSelector, required node affinity, taints) where it also fits, and either the pod requests `nvidia.com/gpu.shared` (an NVIDIA GPU pool that does not declare `sharing: none`), or it requests `nvidia.com/gpu` and the pool shares its GPUs: `gpu.sharing: time-slicing | mps`, the `nvidia.com/gpu.sharing-strategy` or `cloud.google.com/gke-gpu-sharing-strategy` label, a `nvidia.com/gpu.product` ending in `-SHARED`, `nvidia.com/gpu.replicas` above 1, or `nvidia.com/gpu.shared` in the nodes' allocatable. The rule triggers for every tenant of a shared pool that also has tenants in another namespace of the input, once per pod, at its first shared GPU key (`limits`, or `requests` without a limit), naming the pools and the other namespaces.\n\nPods without `metadata.namespace` are not compared (the namespace is chosen at apply time), nor are GPU infrastructure pods, counts of 0, pods whose selectors hold templates, or MIG resources. Silent without node pools: the input alone does not say which pods share nodes.",rationale:"Time-slicing hands out the same GPU to several pods in turns: every pod can allocate all of the GPU memory, so one tenant's out-of-memory takes the others down with it, and a GPU fault (Xid error) or a hung kernel affects every process on that GPU. MPS adds memory limits per client but still no fault isolation. Within one team that is a trade-off worth making for small notebooks and batch inference; between namespaces, which usually means between teams or customers, it is a noisy-neighbour and data-exposure risk. MIG partitions memory, caches and compute in hardware and is the isolated way to share one GPU.",remediation:"Give tenants that must be isolated their own MIG devices (`nvidia.com/mig-1g.10gb: 1` on a mixed-strategy pool) or separate node pools per namespace (a taint per team plus a matching toleration and nodeSelector). If sharing across namespaces is intended, disable the rule for those workloads with an `ai-k8s-lint.io/ignore: gpu-sharing-not-isolation` annotation and a reason.",references:["https://github.com/NVIDIA/k8s-device-plugin#shared-access-to-gpus","https://docs.nvidia.com/datacenter/cloud-native/gpu-operator/latest/gpu-sharing.html","https://cloud.google.com/kubernetes-engine/docs/concepts/timesharing-gpus"],examples:{invalid:[{title:"two teams on one time-sliced T4 pool (the Node object of the input is the pool)",yaml:`apiVersion: v1
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
`,lines:[21,34]}],valid:[{title:"one namespace shares the pool",yaml:`apiVersion: v1
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
`}]},check:{collect(e,n,t){if(e.namespace===void 0||g(e.namespace))return;let o=[];for(let i of n()){if(!i.workload.ai)continue;let r,a=!1,s=!1;for(let l of i.containers)if(!(l.kind==="ephemeral"||l.noGpuByEnv))for(let c of l.gpu){if(c.resource!==Qe&&c.resource!==Ru||c.count===0)continue;c.resource===Qe?a=!0:s=!0;let d=u(l.limits,c.resource)!==void 0?"limits":"requests";r??={resource:c.resource,container:l.name?`container "${l.name}"`:"the container",at:t.locate([...l.path,"resources",d,c.resource])}}r&&o.push({...r,shared:a,whole:s,placement:T(i,t)})}return o.length>0?o:void 0},input(e,n){let t=[],o=new Map;for(let i of e.objects){let r=i.facts[la];if(!(!r||i.namespace===void 0||n.nodePools(i.file).length===0))for(let s of r){if(s.placement.unknown)continue;let l=[];for(let c of n.simulate(i.file,s.placement)){if(!c.candidate||c.fits===!1)continue;let d=xu(c.pool);s.whole&&d?l.push({pool:c.pool,...d}):s.shared&&c.pool.gpu.vendor!=="amd"&&c.pool.gpu.sharing!=="none"&&I(c.pool)&&l.push({pool:c.pool,...d??{kind:"unknown",why:`pods request ${Qe}`}})}if(l.length!==0){t.push({object:i,fact:s,namespace:i.namespace,pools:l});for(let c of l){let d=o.get(c.pool)??new Set;d.add(i.namespace),o.set(c.pool,d)}}}}for(let i of t){let r=i.pools.filter(c=>(o.get(c.pool)?.size??0)>1);if(r.length===0)continue;let a=[...new Set(r.flatMap(c=>[...o.get(c.pool)]))].filter(c=>c!==i.namespace).sort(),s=new Set(r.map(c=>c.kind)),l=s.size===1?[...s][0]:"unknown";n.report({object:i.object,range:i.fact.at,message:`${i.fact.resource} in ${i.fact.container} (namespace ${i.namespace}) shares the GPUs of ${r.map(c=>`pool ${c.pool.name} (${c.why})`).join(", ")} with workloads of namespace${a.length>1?"s":""} ${a.join(", ")}: ${Nu[l]}; use MIG devices or a pool per namespace for tenants that must be isolated.`})}}}};var da="gpu-toleration-missing";function Mu(e){let n=new Map;for(let o of e){let i=`${o.key}\0${o.effect}`,r=n.get(i);r?r.n++:n.set(i,{taint:o,n:1})}let t=[...n.values()].sort((o,i)=>i.n-o.n)[0].taint;return`{key: ${t.key}, operator: Exists, effect: ${t.effect}}`}var ua=`apiVersion: v1
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
`,ma={id:da,family:"scheduling",level:"warning",scope:"ai",summary:"Placement simulation: every GPU node pool is tainted and the GPU pod tolerates none of the taints.",description:"For every GPU pod template of an AI workload (a container requesting a GPU resource, or a DRA claim with a GPU DeviceClass), looks at the GPU pools the file lands on (pools with a GPU vendor, product or count, from config `nodePools`, an override's `nodePools`, `--node-pools` or `Node` objects in the input). Triggers when every GPU pool has a `NoSchedule` or `NoExecute` taint and none of the pod's tolerations tolerates any of those taints: empty-key `operator: Exists` tolerates everything, `Equal` needs the same value, a toleration with an effect only matches that effect. With `cluster.extendedResourceToleration: true` (GKE, EKS) a pod tolerates taints keyed by a resource it requests. `PreferNoSchedule` taints do not count, and a GPU pool without a blocking taint makes the rule silent. Silent when no pools are declared, on infrastructure pods and pods without GPUs, and when the tolerations, nodeSelector or node affinity hold a template. The finding points at `tolerations` when the pod has some, else at the pod spec key. `unschedulable` does not repeat this cause: it reports the pod only if it still fits nowhere once these taints are tolerated.",rationale:"GPU node pools are usually tainted (`nvidia.com/gpu=present:NoSchedule` on GKE, EKS and many GPU Operator installs) so that CPU pods do not occupy expensive nodes. A GPU pod without a matching toleration is then rejected by every GPU node and stays Pending, while the cluster autoscaler cannot add a node that would accept it. On GKE and EKS the ExtendedResourceToleration admission plugin adds the toleration for pods that request `nvidia.com/gpu`, which is why the same manifest works there and hangs on another cluster.",remediation:`Add a toleration for the GPU pools' taint to the pod template:

\`\`\`yaml
tolerations:
  - key: nvidia.com/gpu
    operator: Exists
    effect: NoSchedule
\`\`\`

If the target cluster runs the ExtendedResourceToleration admission plugin (GKE, EKS), set \`cluster.extendedResourceToleration: true\` in the config instead.`,references:["https://kubernetes.io/docs/concepts/scheduling-eviction/taint-and-toleration/","https://kubernetes.io/docs/reference/access-authn-authz/admission-controllers/#extendedresourcetoleration"],examples:{invalid:[{title:"The only GPU pool is tainted and the Job tolerates nothing",yaml:`${ua}apiVersion: batch/v1
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
`,lines:[20]}],valid:[{title:"The Job tolerates the taint",yaml:`${ua}apiVersion: batch/v1
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
`}]},check:{collect(e,n,t){return Ue(e,n,t)},input(e,n){for(let{object:t,facts:o,pools:i}of q(e,da,n.nodePools)){let r=Vn(o,i);if(!r)continue;let a=r.flatMap(d=>d.taints),s=r.map(d=>`${d.pool.name} (${d.taints.map(ei).join(", ")})`).join(", "),c=!o.ert&&a.some(d=>o.gpuResources.includes(d.key))?", or set cluster.extendedResourceToleration: true if the cluster runs the ExtendedResourceToleration admission plugin (GKE, EKS)":"";n.report({object:t,message:`Every GPU node pool is tainted and ${Be(o)} ${o.label?"tolerate":"tolerates"} none of the taints: ${s}; add a toleration such as ${Mu(a)}${c}.`,range:o.tolerations??o.spec})}}}};var Tu=/(?:^|[-_.])(?:cpu|xpu|intel|ipex|gaudi\d*|hpu|habana|neuron|inf2|tpu|openvino)(?:$|[-_.\d])/i;function Vu(e){let{image:n,family:t}=e;if(!n||!t||n.placeholder||t.role==="infrastructure")return;let o=n.tag??"";if(t.vendor!=="none"&&/rocm/i.test(o))return"rocm";if(!(Tu.test(o)||!e.needsGpuImage)){if(t.base==="rocm"||t.vendor==="amd")return"rocm";if(t.vendor==="nvidia"&&(t.base==="nvidia-cuda"||t.base==="os"))return"cuda"}}function Lu(e){let n=[];for(let t of e.gpu){let o=pn(t.resource);if(!o||o==="nvidia"&&e.noGpuByEnv)continue;let i=u(e.limits,t.resource)!==void 0?"limits":"requests",r=i==="limits"?t.limit:t.request;t.count===0||g(r)||n.push({container:e,resource:t.resource,vendor:o,raw:r,path:[...e.path,"resources",i,t.resource]})}return n}var so={cuda:"CUDA",rocm:"ROCm"},lo={nvidia:"NVIDIA",amd:"AMD"},pa={nvidia:"cuda",amd:"rocm"},Eu={cuda:"nvidia.com/gpu",rocm:"amd.com/gpu"};function Ou(e){return typeof e=="string"?JSON.stringify(e):String(e)}var fa={id:"gpu-vendor-mismatch",family:"runtime",level:"error",scope:"ai",summary:"A CUDA image requests an AMD GPU, a ROCm image an NVIDIA GPU, or one pod asks for GPUs of both vendors.",description:"Triggers on a GPU resource key (`resources.limits`, or `requests` when there is no limit) when the container image is built for the other vendor: a CUDA image (NVIDIA CUDA base images, NGC containers, vLLM, TGI, SGLang, Triton, and the GPU tags of PyTorch, TensorFlow and Ray images) requesting `amd.com/gpu`, or a ROCm image (`rocm/*`, or any AI image whose tag names ROCm, such as `text-generation-inference:3.0.1-rocm`) requesting `nvidia.com/gpu`, `nvidia.com/mig-*` or `nvidia.com/gpu.shared`. A CPU tag of a CPU/GPU image family (`rayproject/ray:2.9.0`, `pytorch/torchserve:0.11.0-cpu`) and builds for other accelerators (Intel XPU/Gaudi, Neuron, TPU) are neither CUDA nor ROCm and never trigger. It also triggers when one pod requests both vendors' GPUs (in one container or across containers): the first GPU key of the pod sets its vendor and each key of the other vendor is reported, unless it was already reported for its image. A quantity of 0, a placeholder quantity or image, `NVIDIA_VISIBLE_DEVICES=void` (for NVIDIA resources), resources from `settings.gpuResources` (vendor unknown) and GPUs from DRA claims are not judged.",rationale:'A CUDA program only runs on an NVIDIA GPU with the NVIDIA driver, a ROCm program only on an AMD GPU with the `amdgpu` driver. The resource name decides which device plugin serves the pod and therefore which nodes it lands on: a vLLM CUDA image given `amd.com/gpu` starts on an AMD node and fails with "no CUDA-capable device is detected" (or falls back to the CPU), a ROCm image given `nvidia.com/gpu` finds no AMD device. A pod that asks for both vendors\' GPUs needs a node that offers both, which almost no cluster has, so it stays Pending with "Insufficient amd.com/gpu" (or nvidia.com/gpu).',remediation:`Request the GPU of the vendor the image is built for, or switch to the image build for the GPUs you have:

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

If one workload really uses both vendors, run each part in its own pod.`,references:["https://kubernetes.io/docs/tasks/manage-gpus/scheduling-gpus/","https://github.com/ROCm/k8s-device-plugin"],examples:{invalid:[{title:"a ROCm image asks for an NVIDIA GPU",yaml:`apiVersion: v1
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
`,lines:[11]},{title:"one pod asks for GPUs of both vendors",yaml:`apiVersion: v1
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
`,lines:[16]}],valid:[{title:"each image gets the GPU of its vendor",yaml:`apiVersion: v1
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
`}]},check:{podSpec(e,n){let t=[],o=new Set;for(let r of e.containers){let a=Lu(r);for(let l of a)t.push(l);let s=Vu(r);if(s)for(let l of a){if(pa[l.vendor]===s)continue;o.add(l);let c=l.vendor==="amd"?"an AMD GPU, on which CUDA finds no NVIDIA device":"an NVIDIA GPU, on which ROCm finds no AMD device";n.report({path:l.path,message:`${F(A(e,r))} runs the ${so[s]} image ${r.image.raw} but requests ${l.resource}: ${Ou(l.raw)}, so it gets ${c}; request ${Eu[s]} instead, or use the ${so[pa[l.vendor]]} build of the image.`,related:[{path:[...r.path,"image"],message:`The ${so[s]} image.`}]})}}let i=t[0];if(i)for(let r of t){if(r.vendor===i.vendor||o.has(r))continue;let a=s=>s.container===i.container&&s.container===r.container?"":` (${A(e,s.container)})`;n.report({path:r.path,message:`This pod requests both ${i.resource}${a(i)} and ${r.resource}${a(r)}: it needs a node with ${lo[i.vendor]} and ${lo[r.vendor]} GPUs together, which GPU nodes practically never are, so it stays Pending; use one vendor's GPUs, or run each part in its own pod.`,related:[{path:i.path,message:`The ${lo[i.vendor]} GPU request.`}]})}}}};var ju=/^\d+$/,ga=/^(?:GPU|MIG)-[0-9A-Za-z/-]+$/;function ha(e){let n=e.trim();if(n.toLowerCase()==="all")return"all";if(n==="")return;let t=n.split(",").map(o=>o.trim());return t.every(o=>ju.test(o)||ga.test(o))?t:void 0}var va={id:"gpu-visible-devices-override",family:"resources",level:"error",scope:"ai",summary:"A container with GPUs from the device plugin overrides NVIDIA_VISIBLE_DEVICES or CUDA_VISIBLE_DEVICES.",description:"Triggers for a container that has at least one GPU resource (`nvidia.com/gpu`, `nvidia.com/mig-*`, `amd.com/gpu`, ... or `settings.gpuResources`) with a known count above zero, and sets in its `env`: `NVIDIA_VISIBLE_DEVICES` to `all` or to explicit device IDs (indexes, `GPU-` or `MIG-` UUIDs, comma lists); or `CUDA_VISIBLE_DEVICES` to `all`, to `GPU-`/`MIG-` UUIDs, or to an index at or beyond the number of GPUs the container is allocated. The finding points at the variable's `value`; both variables set is two findings. `CUDA_VISIBLE_DEVICES` indexes inside the allocation (`0,1` with `nvidia.com/gpu: 2`) are fine: inside the container the allocated GPUs are numbered from 0, so they only pick among the container's own GPUs. Silent for placeholders and `valueFrom`, for `void`/`none`/empty, and for containers without a GPU request (`gpu-resource-missing` covers a hand-set `NVIDIA_VISIBLE_DEVICES` there, so one cause gives one finding).",rationale:'The device plugin tells the NVIDIA container runtime which GPUs a container got by setting `NVIDIA_VISIBLE_DEVICES` itself, and the variable from the pod spec comes later and wins. With `all` or a fixed device list the container gets the GPUs it names instead of the ones allocated to it: it runs on GPUs the scheduler gave to other pods, their jobs die with CUDA out-of-memory errors or slow down, and the GPUs it was allocated sit idle. `CUDA_VISIBLE_DEVICES` cannot escape the allocation but breaks the container instead: CUDA numbers the allocated GPUs from 0, stops at the first entry it cannot resolve, and does not understand `all`, so a physical UUID, `all` or an index beyond the allocation leaves the process with fewer GPUs than it paid for, or none ("no CUDA-capable device is detected").',remediation:"Remove the variable and let the device plugin choose the devices; ask for the number of GPUs in `limits`. To use a subset of the allocated GPUs, use CUDA indexes counted from 0 inside the container.\n\n```yaml\nresources:\n  limits:\n    nvidia.com/gpu: 2\n# no NVIDIA_VISIBLE_DEVICES in env\n```\n\nCluster operators can also make the runtime ignore the variable for unprivileged containers (device plugin `--device-list-strategy=volume-mounts` with the toolkit's `accept-nvidia-visible-devices-envvar-when-unprivileged = false`).",references:["https://github.com/NVIDIA/k8s-device-plugin#quick-start","https://docs.nvidia.com/cuda/cuda-c-programming-guide/index.html#cuda-environment-variables"],examples:{invalid:[{title:"NVIDIA_VISIBLE_DEVICES=all next to a GPU request",yaml:`apiVersion: v1
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
`,lines:[11]},{title:"CUDA_VISIBLE_DEVICES beyond the allocation",yaml:`apiVersion: batch/v1
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
`,lines:[14]}],valid:[{title:"the device plugin sets the visible devices",yaml:`apiVersion: v1
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
`},{title:"CUDA indexes inside the allocation",yaml:`apiVersion: v1
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
`}]},check:{podSpec(e,n){for(let t of e.containers){if(t.kind==="ephemeral"||t.noGpuByEnv)continue;let o=t.gpu.filter(s=>s.count!==void 0&&s.count>0);if(o.length===0)continue;let i=o.map(s=>`${s.resource}: ${s.count}`).join(", "),r=t.env.get("NVIDIA_VISIBLE_DEVICES");if(r?.value!==void 0&&!g(r.value)){let s=ha(r.value);if(s){let l=s==="all"?"every GPU of the node, including GPUs allocated to other pods":`GPUs ${s.join(", ")} of the node whether or not they are the ones allocated to it`;n.report({path:[...r.path,"value"],message:`Container "${t.name}" is allocated ${i} by the device plugin but sets NVIDIA_VISIBLE_DEVICES=${r.value}, which overrides the allocation so it uses ${l}; remove the variable and let the device plugin set it.`})}}let a=t.env.get("CUDA_VISIBLE_DEVICES");if(a?.value!==void 0&&!g(a.value)){let s=ha(a.value),l;if(s==="all")l='CUDA does not understand "all" and sees no GPU at all';else if(s?.some(c=>ga.test(c)))l="it names physical devices by UUID while the device plugin picks which GPUs the container gets, so CUDA usually finds none of them";else if(s&&t.gpuCount!==void 0){let c=s.find(d=>Number(d)>=t.gpuCount);c!==void 0&&(l=`inside the container its ${t.gpuCount} GPU${t.gpuCount===1?" is":"s are"} numbered from 0, so index ${c} does not exist and CUDA ignores it and every entry after it`)}if(l){let c=t.gpuCount===void 0?"":t.gpuCount===1?", or use index 0":`, or list indexes from 0 to ${t.gpuCount-1}`;n.report({path:[...a.path,"value"],message:`Container "${t.name}" is allocated ${i} but sets CUDA_VISIBLE_DEVICES=${a.value}: ${l}; remove the variable${c}.`})}}}}}};var ya={id:"helm-template-unrendered",family:"input",level:"note",scope:"general",reportedByLoader:"unrendered-template",summary:"The file is an unrendered Helm template; render it and lint the output.",description:"Reported once per file that holds Helm template actions (`{{ .Values.x }}`, `{{- if }}`) outside string values; the file is skipped. `{{ }}` inside quoted or block string values (KServe runtime templates, Argo parameters, alert texts) is data and does not trigger it.",rationale:"A chart template is not a manifest: its structure depends on values, so linting it would produce nonsense or miss what is actually applied. The rendered output is what reaches the cluster.",remediation:"Lint the rendered chart: `helm template my-release ./chart -f values-prod.yaml > rendered.yaml && ai-k8s-lint rendered.yaml`. The `# Source:` comments Helm writes let findings point back to the template. Exclude `templates/` directories with `ignore:` in the config.",examples:{invalid:[{yaml:`apiVersion: apps/v1
kind: Deployment
metadata:
  name: {{ .Release.Name }}
spec:
  replicas: {{ .Values.replicas }}
`,lines:[4]}],valid:[{yaml:`apiVersion: serving.kserve.io/v1alpha1
kind: ServingRuntime
metadata:
  name: vllm
spec:
  containers:
    - name: kserve-container
      image: vllm/vllm-openai:v0.9.0
      args: ["--model", "{{.Name}}"]
`}]},check:{}};var Fu=["/dev","/sys","/proc","/run","/var/run","/etc","/boot","/lib/modules","/usr","/var/lib/kubelet","/var/lib/containerd","/var/lib/docker","/var/log","/home/kubernetes/bin"],_u=new Set(["Socket","CharDevice","BlockDevice"]);function qu(e){return e.trim().replace(/\/+/g,"/").replace(/\/$/,"")||"/"}function Bu(e){return Fu.some(n=>e===n||e.startsWith(`${n}/`))}var ba={id:"host-path-model-cache",family:"network-security",level:"warning",scope:"ai",summary:"An AI workload mounts a hostPath volume: a model cache on the node leaks between tenants and pins pods to nodes.",description:"Triggers for each `hostPath` volume of an AI workload's pod spec (GPU container or AI image; GPU infrastructure such as the device plugin or DCGM is not an AI workload) whose path is a place for data: model caches (`/mnt/models`, `/data/hf-cache`, `/var/lib/models`), scratch directories (`/tmp`, `/scratch`) and anything else outside the system paths. `/dev/shm` is reported too, with its own message: it shares the node's shared memory (`shm-missing` counts it as shared memory and leaves the judgement here). Silent for system paths that GPU and RDMA tooling legitimately mount and that are not caches: device nodes under `/dev` (`/dev/infiniband`, `/dev/nvidia*`, `/dev/kfd`, `/dev/dri`), `/sys`, `/proc`, `/run` and `/var/run` (sockets), `/etc`, `/boot`, `/lib/modules`, `/usr` (e.g. `/usr/local/nvidia`), `/home/kubernetes/bin` (GKE drivers), kubelet, containerd and Docker state and `/var/log`; for `type: Socket`, `CharDevice` and `BlockDevice`; and for a path that is a placeholder. It points at the volume's `hostPath` key and names the containers that mount it.",rationale:"A hostPath directory belongs to the node, not to the pod: every pod scheduled there that mounts the same path, from any namespace, reads and writes the same files. A shared Hugging Face or vLLM cache on the node therefore hands one tenant's weights (often gated or fine-tuned on private data) and tokens files to the next, lets a compromised pod plant modified weights or pickled code for the next job to load, and fills the node's root or kubelet disk until pods are evicted for disk pressure. It also ties the workload to nodes that already hold the cache: a pod rescheduled elsewhere silently starts from an empty cache or fails. `hostPath` is also forbidden by the `baseline` Pod Security Standard, so such pods are rejected in namespaces that enforce it.",remediation:"Keep model files on storage the cluster manages: a PersistentVolumeClaim (`ReadOnlyMany` for shared weights, per-workload claims for writable caches), an `emptyDir` filled by an init container, or an OCI image volume:\n\n```yaml\n      volumes:\n        - name: models\n          persistentVolumeClaim:\n            claimName: llama-3-8b-weights\n            readOnly: true\n```\n\nFor shared memory use `emptyDir: {medium: Memory, sizeLimit: ...}` instead of the host's `/dev/shm`.",references:["https://kubernetes.io/docs/concepts/storage/volumes/#hostpath","https://kubernetes.io/docs/concepts/security/pod-security-standards/"],examples:{invalid:[{title:"a Hugging Face cache on the node",yaml:`apiVersion: apps/v1
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
`,lines:[19]}],valid:[{title:"a PersistentVolumeClaim for the weights",yaml:`apiVersion: apps/v1
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
`}]},check:{podSpec(e,n){S(e.spec,"volumes").forEach((t,o)=>{let i=u(t,"hostPath");if(i===void 0)return;let r=P(i,"path");if(r===void 0||r.trim()===""||g(r))return;let a=u(i,"type");if(typeof a=="string"&&_u.has(a))return;let s=qu(r),l=s==="/dev/shm";if(!l&&Bu(s))return;let c=P(t,"name"),d=[];for(let p of e.containers)for(let v of S(p.value,"volumeMounts")){if(c===void 0||P(v,"name")!==c)continue;let h=P(v,"mountPath");d.push(`${h?`at ${h} `:""}in ${A(e,p)}${u(v,"readOnly")===!0?" (read-only)":""}`)}let m=d.length?` (mounted ${d.join(", ")})`:"",f=c?`Volume "${c}"`:"A volume";n.report({path:[...e.path,"volumes",o,"hostPath"],message:l?`${f} mounts the node's /dev/shm${m}: every pod on the node that does the same shares that memory, and it is not counted against the pod's memory limit; use an emptyDir with medium: Memory and a sizeLimit instead.`:`${f} mounts the node directory ${s} from hostPath${m}: a model cache on the node is shared with every pod scheduled there, from any namespace, and pins the workload to nodes that hold it; use a PersistentVolumeClaim (ReadOnlyMany for shared weights), an emptyDir filled at start-up, or an image volume.`})})}}};var co="hpa-cpu-metric-gpu-workload",zu="autoscaling.alpha.kubernetes.io/metrics";function Ju(e){return e.workload.serving?e.dra==="gpu"||e.containers.some(n=>U(e,n)==="resource"):!1}function Ku(e){if(!k(e))return"";let n=u(e,"averageUtilization")??u(e,"targetAverageUtilization");if(typeof n=="number")return` at ${n}% utilization`;let t=u(e,"averageValue")??u(e,"targetAverageValue")??u(e,"value");return typeof t=="string"||typeof t=="number"?` at ${t}`:""}function Wu(e){let n=[];for(let t of e){let o=P(t,"type"),i=o==="Resource"?b(t,"resource"):o==="ContainerResource"?b(t,"containerResource"):void 0,r=P(i,"name");if(r!=="cpu"&&r!=="memory")return;let a=o==="ContainerResource"?P(i,"container"):void 0;n.push(`${r}${a?` of container "${a}"`:""}${Ku(u(i,"target")??i)}`)}return n}var wa={id:co,family:"scheduling",level:"warning",scope:"ai",summary:"A HorizontalPodAutoscaler scales a GPU serving workload on cpu/memory only.",description:"Triggers for a HorizontalPodAutoscaler (`autoscaling/v2`, `v2beta2`, `v2beta1` and `v1`) whose `scaleTargetRef` names, by kind, name and (when given) API group, a serving workload of the input with a GPU container (or a GPU DRA claim) in the same namespace (objects without a namespace count as being in `default`), when every metric is a `Resource` or `ContainerResource` metric on `cpu` or `memory`. An HPA without metrics scales on the default 80% CPU utilization and triggers too, as does a `v1` HPA (`targetCPUUtilizationPercentage`, also when unset) unless its `autoscaling.alpha.kubernetes.io/metrics` annotation carries custom metrics. A single `Pods`, `Object` or `External` metric, an unreadable metric (placeholder, wrong type) or a target that is not in the input keeps the rule silent. The finding points at `metrics` (or `targetCPUUtilizationPercentage`), or at the HPA's `spec` when they are unset; the target workload is a related location.",rationale:"GPU inference is bound by the GPU: as load grows, requests queue inside the server (vLLM, TGI, Triton batch them onto the GPU) and latency climbs while the CPU of the pod stays mostly idle, because it only tokenizes and shuffles bytes. A CPU target is then reached late or never, so the service is under-provisioned exactly under load; memory is flat because the model is loaded once. Conversely, CPU spikes from tokenization or logging can add GPU replicas that are expensive and slow to start.",remediation:`Scale on a signal of GPU saturation, exported by the server or by DCGM and served through a custom/external metrics adapter (Prometheus Adapter, KEDA):

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

Queue length or in-flight requests react before latency degrades; \`DCGM_FI_DEV_GPU_UTIL\` is a coarser alternative. KServe and Knative can also autoscale on concurrency instead of an HPA.`,references:["https://kubernetes.io/docs/tasks/run-application/horizontal-pod-autoscale/#autoscaling-on-multiple-metrics-and-custom-metrics","https://docs.vllm.ai/en/latest/usage/metrics.html"],examples:{invalid:[{title:"GPU inference autoscaled on CPU",yaml:`apiVersion: apps/v1
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
`,lines:[32]}],valid:[{title:"autoscaled on the request queue",yaml:`apiVersion: apps/v1
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
`}]},check:{collect(e,n,t){if(e.group!=="autoscaling"||e.kind!=="HorizontalPodAutoscaler")return n().some(Ju)?{type:"gpu-serving"}:void 0;let o=u(e.value,"spec");if(!k(o))return;let i=u(o,"scaleTargetRef"),r=P(i,"kind"),a=P(i,"name");if(!r||!a||g(r)||g(a))return;let s=P(i,"apiVersion"),c={type:"hpa",group:s&&!g(s)?s.includes("/")?s.slice(0,s.lastIndexOf("/")):"":void 0,kind:r,name:a};if(e.apiVersion==="autoscaling/v1"){if(e.annotations[zu]!==void 0)return;let p=u(o,"targetCPUUtilizationPercentage"),v=t.locate([...e.path,"spec","targetCPUUtilizationPercentage"]);return p==null?{...c,metrics:"the default cpu target of 80% utilization (targetCPUUtilizationPercentage is unset)",range:v}:{...c,metrics:`cpu${typeof p=="number"?` at ${p}% utilization`:""}`,range:v}}let d=u(o,"metrics"),m=t.locate([...e.path,"spec","metrics"]);if(d==null||Array.isArray(d)&&d.length===0)return{...c,metrics:"the default cpu target of 80% utilization (no metrics are set)",range:m};if(!Array.isArray(d))return;let f=Wu(d);return f?{...c,metrics:f.join(" and "),range:m}:void 0},input(e,n){let t=new Map;for(let o of e.objects){if(o.facts[co]?.type!=="gpu-serving"||o.name===void 0)continue;let i=`${o.kind}\0${V(o)}\0${o.name}`;t.set(i,[...t.get(i)??[],o])}for(let o of e.ofKind("autoscaling","HorizontalPodAutoscaler")){let i=o.facts[co];if(i?.type!=="hpa")continue;let r=(t.get(`${i.kind}\0${V(o)}\0${i.name}`)??[]).find(a=>i.group===void 0||a.group===i.group);r&&n.report({object:o,range:i.range,related:[{file:r.file,range:r.range,message:`${r.kind} "${r.name}" serves on GPUs.`}],message:`HorizontalPodAutoscaler "${o.name??"(unnamed)"}" scales the GPU serving ${r.kind} "${r.name}" only on ${i.metrics}, but GPU inference saturates (requests queue, latency climbs) long before its CPU or memory moves; scale on a Pods or External metric such as the server's waiting-request queue (vllm:num_requests_waiting) or GPU utilization (DCGM_FI_DEV_GPU_UTIL).`})}}}};var ka={id:"image-tag-mutable",family:"compatibility",level:"warning",scope:"ai",summary:"A GPU container image uses `latest` or no tag (warning), or a tag without a digest (note).",description:"Triggers on the `image` of every GPU container (a GPU resource, or a GPU DRA claim) of an AI workload: a warning when the reference has no tag and no digest (the runtime pulls `:latest`) or the tag is `latest`; a note when it has another tag but no `@sha256:` digest. A reference pinned by digest (`repo:tag@sha256:...`, `repo@sha256:...`) is fine. Placeholders (`{{ .Values.image }}`, `${IMAGE}`) are unknown and stay silent, and so do containers without a GPU. `latest` and missing tags are reported only here: `cuda-version-unknown` stays silent on them.",rationale:"A GPU image pins a CUDA version, and through it the driver the node must have. `latest` moves: `vllm/vllm-openai:latest` went from CUDA 12.9 to CUDA 13 in one release, so the same manifest that ran yesterday fails on an R570 node after a node restart or a rescheduling pulls the new image, and no review saw a change. A tag can also be pushed again; only a digest names exactly the image that was tested. Without a version the linter cannot check CUDA against the node drivers either.",remediation:"Use a release tag (`vllm/vllm-openai:v0.9.0`) and, for production, pin the digest next to it (`vllm/vllm-openai:v0.9.0@sha256:...`): the tag stays readable in reviews and the digest decides what is pulled. Tools such as `crane digest` or `docker buildx imagetools inspect` print the digest of a tag.",references:["https://kubernetes.io/docs/concepts/containers/images/#image-names","https://kubernetes.io/docs/concepts/configuration/overview/#container-images"],examples:{invalid:[{title:"latest (warning)",yaml:`apiVersion: v1
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
`,lines:[8]},{title:"a tag without a digest (note)",yaml:`apiVersion: v1
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
`,lines:[8]}],valid:[{title:"tag and digest",yaml:`apiVersion: v1
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
`}]},check:{podSpec(e,n){for(let t of Ge(e)){let o=t.image;if(!o||o.placeholder||o.digest)continue;let i=[...t.path,"image"],r=t.name?`container "${t.name}"`:"the container";o.tag===void 0?n.report({path:i,message:`Image ${o.raw} of GPU ${r} has no tag, so the runtime pulls :latest, which can move to another CUDA version (and driver requirement) at any pull; use a release tag, ideally with its digest (${o.raw}:<version>@sha256:...).`}):o.tag.toLowerCase()==="latest"?n.report({path:i,message:`Image ${o.raw} of GPU ${r} uses the tag latest, which can move to another CUDA version (and driver requirement) at any pull; use a release tag, ideally with its digest (${o.raw.trim().slice(0,-(o.tag.length+1))}:<version>@sha256:...).`}):n.report({path:i,level:"note",message:`Image ${o.raw} of GPU ${r} is not pinned by digest: the tag ${o.tag} can be pushed again with different contents; add the digest (${o.raw}@sha256:...) to run exactly the image that was tested.`})}}}};var Pa={id:"init-container-limits-missing",family:"resources",level:"warning",scope:"ai",summary:"An init container of an AI workload has no memory limit.",description:"Triggers for each run-to-completion init container (an entry of `initContainers` without `restartPolicy: Always`) of an AI workload pod that has no `resources.limits.memory`, or a limit of `0`, which the kubelet treats as unlimited. Native sidecars (`restartPolicy: Always`) run for the life of the pod and are checked by `memory-limit-missing`; an init container that requests a GPU (or consumes a DRA claim of a GPU pod) is checked by `gpu-container-cpu-memory-missing`. A placeholder is unknown, never missing: a placeholder limit, or a `resources`/`limits`/`requests` value that is a placeholder instead of a mapping, keeps the rule silent.",rationale:"Init containers of AI workloads do heavy work: they download and unpack model weights (`huggingface-cli download`, `aws s3 cp`, `gsutil`), convert checkpoints or compile engines. Without a memory limit such a step can take the memory of the whole node while it buffers or decompresses files, evicting or OOM-killing neighbours that already run on the GPU node. The scheduler also sizes the pod by the largest init container request, so an unbounded init step is invisible to it. With a limit, a runaway download fails in the init container itself, with a clear `OOMKilled` reason on the pod.",remediation:`Set a memory limit (and a request) on every init container, sized to the download or conversion step:

\`\`\`yaml
      initContainers:
        - name: fetch-model
          image: python:3.12-slim
          command: ["huggingface-cli", "download", "Qwen/Qwen2.5-7B-Instruct", "--local-dir", "/models"]
          resources:
            requests:
              cpu: "1"
              memory: 2Gi
            limits:
              memory: 2Gi
\`\`\``,examples:{invalid:[{title:"a model download step without a memory limit",yaml:`apiVersion: batch/v1
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
`,lines:[10]}],valid:[{title:"the download step has a memory limit",yaml:`apiVersion: batch/v1
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
`}]},check:{podSpec(e,n){if(!e.resourcesFrom)for(let t of e.containers){if(t.kind!=="init"||U(e,t)!==void 0||yn(t))continue;let o=u(t.limits,"memory"),i=u(t.requests,"memory"),r=i==null||g(i)?void 0:M(i),a=r&&r.value>0?`at least its ${String(i)} request`:"sized to the download or conversion step, e.g. 2Gi";o==null?n.report({path:[...t.path,"resources","limits","memory"],message:`Init container "${t.name}" has no memory limit; set resources.limits.memory (${a}) so a model download or conversion cannot take the node's memory and evict the workloads already running there.`}):!g(o)&&M(o)?.value===0&&n.report({path:[...t.path,"resources","limits","memory"],message:`Init container "${t.name}" sets memory limit ${String(o)}, which the kubelet treats as no limit; set a real memory limit (${a}).`})}}}};var Ca="kueue-queue-missing",Xe="kueue.x-k8s.io/queue-name",Hu=new Set(["batch/Job","batch/CronJob","jobset.x-k8s.io/JobSet","ray.io/RayJob","ray.io/RayCluster","kubeflow.org/PyTorchJob","kubeflow.org/TFJob","kubeflow.org/MPIJob","kubeflow.org/XGBoostJob","kubeflow.org/PaddleJob","kubeflow.org/JAXJob","trainer.kubeflow.org/TrainJob"]);function Qu(e,n){let t=b(b(b(e,"spec"),"trainer"),"resourcesPerNode");for(let o of["limits","requests"])for(let[i,r]of Object.entries(b(t,o)??{})){if(!mn(i,n))continue;let a=ve(r);if(a===void 0||a>0)return!0}return!1}var Sa=`apiVersion: kueue.x-k8s.io/v1beta1
kind: LocalQueue
metadata:
  name: team-a
  namespace: ml
spec:
  clusterQueue: gpu-cluster-queue
---
`,Aa=e=>`apiVersion: batch/v1
kind: Job
metadata:
  name: finetune
  namespace: ml
${e}spec:
  template:
    spec:
      restartPolicy: Never
      containers:
        - name: train
          image: nvcr.io/nvidia/pytorch:24.05-py3
          resources:
            limits:
              nvidia.com/gpu: 8
`,$a={id:Ca,family:"network-security",level:"warning",scope:"ai",summary:"A GPU Job in a namespace with Kueue LocalQueues has no kueue.x-k8s.io/queue-name label, or names a queue that does not exist.",description:"When the input defines Kueue LocalQueues (`kueue.x-k8s.io`), triggers for each GPU workload of a kind Kueue manages by default (batch Job and CronJob, JobSet, RayJob, RayCluster, PyTorchJob, TFJob, MPIJob, XGBoostJob, PaddleJob, JAXJob, Kubeflow TrainJob) in a namespace that has at least one of those LocalQueues when the workload has no `kueue.x-k8s.io/queue-name` label (a CronJob's belongs on `spec.jobTemplate.metadata.labels`; the deprecated annotation of the same name is accepted), or names a LocalQueue that is not defined in its namespace. A workload counts as GPU when a container requests a GPU resource or a GPU DRA claim (TrainJob: `spec.trainer.resourcesPerNode`). Objects without a namespace are in `default`. Silent when the namespace has a LocalQueue named `default` (Kueue's LocalQueue defaulting puts unlabelled workloads there), for namespaces without LocalQueues in the input, for a RayJob that runs on an existing cluster (`clusterSelector`), for placeholder queue names, and for kinds whose Kueue integration must be switched on (Pods, Deployments, StatefulSets, LeaderWorkerSets). It points at the label (for an unknown queue) or at the workload's `labels`/`metadata` key. Silenced by `--partial`, since the queue may live in a file that is not part of the input.",rationale:"Kueue only manages workloads that name a LocalQueue: with the default `manageJobsWithoutQueueName: false`, an unlabelled Job is ignored and starts at once, outside the ClusterQueue's GPU quota, fair sharing and preemption, taking GPUs that admitted workloads were promised (and, if the admins do enforce the label with a webhook or `manageJobsWithoutQueueName: true`, it is rejected or suspended forever instead). A label that names a LocalQueue that does not exist in the namespace leaves the workload suspended and pending with an `LocalQueue ... doesn't exist` condition: nothing runs and nothing fails.",remediation:"Label the workload with one of the LocalQueues of its namespace:\n\n```yaml\napiVersion: batch/v1\nkind: Job\nmetadata:\n  name: finetune\n  namespace: ml\n  labels:\n    kueue.x-k8s.io/queue-name: team-a\n```\n\nFor a CronJob the label goes on `spec.jobTemplate.metadata.labels`. Admins who want every workload queued can also create a LocalQueue named `default` (LocalQueue defaulting) or set `manageJobsWithoutQueueName: true`.",references:["https://kueue.sigs.k8s.io/docs/concepts/local_queue/","https://kueue.sigs.k8s.io/docs/tasks/run/jobs/","https://kueue.sigs.k8s.io/docs/tasks/manage/enforce_job_management/manage_jobs_without_queue_name/"],needsWholeInput:!0,examples:{invalid:[{title:"a GPU Job without a queue",yaml:Sa+Aa(""),lines:[11]}],valid:[{title:"the Job names the LocalQueue",yaml:Sa+Aa(`  labels:
    kueue.x-k8s.io/queue-name: team-a
`)}]},check:{collect(e,n,t){if(e.group==="kueue.x-k8s.io"&&e.kind==="LocalQueue")return{type:"queue"};if(!Hu.has(`${e.group}/${e.kind}`))return;let o=b(e.value,"spec");if(e.kind==="RayJob"&&u(o,"clusterSelector")!==void 0||!(e.kind==="TrainJob"?Qu(e.value,t.settings.gpuResources):n().some(m=>!m.workload.infrastructure&&m.containers.some(f=>f.kind!=="ephemeral"&&(U(m,f)==="resource"||U(m,f)==="dra-gpu")))))return;let r=e.kind==="CronJob"?[...e.path,"spec","jobTemplate","metadata"]:[...e.path,"metadata"],a=e.kind==="CronJob"?b(b(o,"jobTemplate"),"metadata"):b(e.value,"metadata"),s=u(b(a,"labels"),Xe),l=u(b(a,"annotations"),Xe),c=s??l;if(g(c)||c!=null&&typeof c!="string")return;let d=s===void 0&&l!==void 0?"annotations":"labels";return{type:"workload",queue:typeof c=="string"?c:void 0,at:t.locate([...r,d,Xe]),where:e.kind==="CronJob"?"spec.jobTemplate.metadata.labels":"metadata.labels"}},input(e,n){if(e.ofKind("kueue.x-k8s.io","LocalQueue").length!==0)for(let t of e.objects){let o=t.facts[Ca];if(o?.type!=="workload")continue;let i=V(t),r=e.inNamespace("kueue.x-k8s.io","LocalQueue",i);if(r.length===0)continue;let a=[...new Set(r.map(c=>c.name??"?"))],s=r.slice(0,3).map(c=>({file:c.file,range:c.range,message:`LocalQueue "${c.name??"?"}" of namespace "${i}".`})),l=a.map(c=>`"${c}"`).join(", ");if(o.queue===void 0||o.queue===""){if(a.includes("default"))continue;n.report({object:t,range:o.at,message:`GPU ${R(t)} in namespace "${i}" has no ${Xe} label although the namespace has Kueue LocalQueues (${l}), so Kueue does not manage it and it runs outside the GPU quota; add ${o.where} ${Xe}: ${a[0]}.`,related:s})}else a.includes(o.queue)||n.report({object:t,range:o.at,message:`GPU ${R(t)} names LocalQueue "${o.queue}", which does not exist in namespace "${i}" (its LocalQueues: ${l}), so Kueue keeps it suspended and it never starts; use one of those queues.`,related:s})}}}};function rt(e,n){return{podSpec(t,o){if(he(t)==="single")for(let i of t.containers){let r=He(t,i);if(r===void 0||r==="unknown")continue;let a=n.demandOf(t,i),s=a&&n.judge(a,r,o.options);a&&s&&o.report({path:a[n.at],message:s})}},collect(t,o,i){let r=o(),a=et(r),s=[];for(let l of r){if(!l.workload.ai)continue;let c=he(l)==="single";for(let d of l.containers){let m=He(l,d);if(m==="unknown"||c&&m!==void 0)continue;let f=n.demandOf(l,d,a);if(!f)continue;let{path:p,commandPath:v,...h}=f;s.push({demand:h,at:i.locate(n.at==="path"?p:v),memory:m,placement:m?void 0:T(l,i)})}}return s.length>0?s:void 0},input(t,o){for(let i of t.objects)for(let r of i.facts[e]??[]){let a=r.memory;!a&&r.placement&&!r.placement.unknown&&o.nodePools(i.file).length>0&&(a=_r(o.simulate(i.file,r.placement)));let s=a&&n.judge(r.demand,a,o.options);s&&o.report({object:i,range:r.at,message:s})}}}}var Da="max-model-len-unbounded";function Xu(e,n,t){let o=ae(n);if(!(!o||o.framework!=="vllm"||o.configFile)&&!(o.args.maxModelLen||fe(o,["--max-model-len"]))&&!Ve(o,["--kv-cache-memory","--kv-cache-memory-bytes","--num-gpu-blocks-override"]))return tt(e,n,t)}function Yu(e,n,t){let o=e.shards*n.gib*e.fraction,i=e.bytes/2**30,r=o-i;if(r<0||r>=t*o)return;let a=Math.round(r/o*100);return`vLLM in ${e.container} serves ${e.model} without --max-model-len, and after ~${Z(Number(i.toFixed(1)))} GiB of weights (${nt(e.parameters)} parameters \xD7 ${e.bytesPerParameter} byte${e.bytesPerParameter===1?"":"s"}) only ${Z(Number(r.toFixed(1)))} GiB (${a}%) of the ${e.shards} \xD7 ${Z(n.gib)} GiB \xD7 ${e.fraction.toFixed(2)} = ${Z(Number(o.toFixed(1)))} GiB it may use is left for the KV cache (GPU memory from ${n.source}): vLLM then sizes for the model's full context window (128K tokens for many current models), and fails at startup when one such request does not fit the KV cache, or runs very few requests at once; set --max-model-len to the longest context you serve (e.g. 8192).`}var uo=(e,n="NVIDIA-L4")=>`apiVersion: apps/v1
kind: Deployment
metadata:
  name: llama-8b
spec:
  template:
    spec:
      nodeSelector:
        nvidia.com/gpu.product: ${n}
      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          args: [${e}]
          resources:
            limits:
              nvidia.com/gpu: 1
`,Ua={id:Da,family:"serving",level:"note",scope:"ai",summary:"vLLM serves a model without --max-model-len on GPUs whose memory leaves little room for the KV cache after the weights.",description:"For each vLLM container without `--max-model-len` (nor `--max_model_len`, `--kv-cache-memory`, `--num-gpu-blocks-override` or a `--config` file), the memory vLLM may use is tp \xD7 pp \xD7 memory per GPU \xD7 `--gpu-memory-utilization` (default 0.9), and the weights are estimated as in `model-exceeds-gpu-memory` (parameter count from the model name \xD7 bytes per parameter from dtype/quantization). Memory per GPU comes from the MIG profile, the GPU the pod pins in its node selection, or the candidate node pools (the largest; all must state their memory).\n\nTriggers when what is left for the KV cache is less than `minKvCacheShare` (default 0.33, a third) of that usable memory. The threshold is set so that the common failure is caught: an 8B model in bf16 (~15 GiB) on a 24 GB GPU (L4, A10G) leaves ~6.7 GiB of 21.6 GiB (31%), while Llama 3.1 8B at its default 128K context needs 16 GiB of KV cache for a single request. A GPU with at least twice the weights' size stays silent at the default utilization.\n\nSilent when the weights do not fit at all (`model-exceeds-gpu-memory`), for other frameworks, and whenever an input is unknown (model size, precision, GPU memory, placeholders, DRA, parallel sizes that do not match the GPU request).",rationale:'vLLM reserves KV cache for the longest sequence the model supports unless `--max-model-len` lowers it, and at startup it checks that at least one request of that length fits, else it stops: "To serve at least one request with the models\'s max seq len (131072), (16.00 GiB KV cache is needed, which is larger than the available KV cache memory (4.85 GiB)" (older releases: "The model\'s max seq len (131072) is larger than the maximum number of tokens that can be stored in KV cache"). Many current models declare 128K-token contexts, so a model that fits its GPU with little room to spare CrashLoops on the first start, or, when it does start, runs one or two long requests at a time instead of dozens, and throughput collapses. The weights and GPU are in the manifest, so the risk is visible before deployment.',remediation:'Bound the context to what the application needs, or give the KV cache more memory (more GPUs, a quantized model, FP8 KV cache):\n\n```yaml\nargs: ["--model", "meta-llama/Llama-3.1-8B-Instruct", "--max-model-len", "8192"]\n```',references:["https://docs.vllm.ai/en/latest/configuration/conserving_memory.html","https://docs.vllm.ai/en/latest/configuration/engine_args.html"],options:{type:"object",properties:{minKvCacheShare:{type:"number",minimum:0,maximum:1,default:.33,description:"Smallest share of the memory vLLM may use (GPUs \xD7 memory \xD7 utilization) that must be left for the KV cache after the weights; below it a missing --max-model-len is reported."}},additionalProperties:!1},examples:{invalid:[{title:"an 8B model on one 24 GB L4 with the default context length",yaml:uo('"--model", "meta-llama/Llama-3.1-8B-Instruct"'),lines:[13]}],valid:[{title:"the context length is bounded",yaml:uo('"--model", "meta-llama/Llama-3.1-8B-Instruct", "--max-model-len", "8192"')},{title:"an 80 GB GPU leaves plenty of KV cache",yaml:uo('"--model", "meta-llama/Llama-3.1-8B-Instruct"',"NVIDIA-H100-80GB-HBM3")}]},check:rt(Da,{demandOf:Xu,at:"commandPath",judge:(e,n,t)=>Yu(e,n,t.minKvCacheShare)})};function Ga(e,n){return n.kind==="sidecar"?`Sidecar ${A(e,n)} (initContainers, restartPolicy: Always)`:F(A(e,n))}var Ia={id:"memory-limit-missing",family:"resources",level:"warning",scope:"ai",summary:"A non-GPU container of an AI workload (sidecar, proxy, tokenizer) has no memory limit.",description:"Triggers for each container of an AI workload pod that requests no GPU, is not a run-to-completion init container, and has no `resources.limits.memory` (or a limit of `0`, which the kubelet treats as unlimited). This covers regular containers and native sidecars (`initContainers` with `restartPolicy: Always`), which run for the whole life of the pod. GPU containers are covered by `gpu-container-cpu-memory-missing` (a container that consumes a DRA claim in a pod whose claims use a GPU DeviceClass counts as a GPU container, and so does one that consumes a claim the linter cannot resolve), init containers by `init-container-limits-missing`; ephemeral containers have no resources. A placeholder is unknown, never missing: a placeholder limit (`{{ .Values.memory }}`, `${MEM}`), or a `resources`/`limits`/`requests` value that is a placeholder instead of a mapping, keeps the rule silent.",rationale:"A GPU node is expensive and usually packed tightly around the GPU containers. A helper container without a memory limit (a metrics exporter, an auth proxy, a tokenizer, a log shipper) can grow until the node is under memory pressure; the kernel OOM killer or kubelet eviction then picks a victim, and it is often the model server that holds tens of GiB and has been loading weights for minutes. Without a limit the container also puts the pod in the Burstable QoS class, and the cluster autoscaler cannot size nodes for it.",remediation:`Give every container a memory limit sized to its measured peak, and a request (equal to the limit for Guaranteed QoS):

\`\`\`yaml
      - name: auth-proxy
        image: quay.io/oauth2-proxy/oauth2-proxy:v7.6.0
        resources:
          requests:
            cpu: 100m
            memory: 128Mi
          limits:
            memory: 128Mi
\`\`\``,examples:{invalid:[{title:"a metrics sidecar beside a vLLM server",yaml:`apiVersion: apps/v1
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
`,lines:[24]}],valid:[{title:"every helper container has a memory limit",yaml:`apiVersion: apps/v1
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
`}]},check:{podSpec(e,n){if(!e.resourcesFrom)for(let t of e.containers){if(t.kind!=="container"&&t.kind!=="sidecar"||U(e,t)!==void 0||yn(t))continue;let o=u(t.limits,"memory"),i=u(t.requests,"memory"),r=i==null||g(i)?void 0:M(i),a=r&&r.value>0?`at least its ${String(i)} request`:"sized to its measured peak, e.g. 256Mi";o==null?n.report({path:[...t.path,"resources","limits","memory"],message:`${Ga(e,t)} has no memory limit; set resources.limits.memory (${a}) so a leak in it cannot use up the node's memory and get the pods beside it, GPU workloads included, OOM-killed or evicted.`}):!g(o)&&M(o)?.value===0&&n.report({path:[...t.path,"resources","limits","memory"],message:`${Ga(e,t)} sets memory limit ${String(o)}, which the kubelet treats as no limit; set a real memory limit (${a}).`})}}}};function Ra(e,n){let t=[];for(let o of e.gpu){if(!n(o.resource)||g(o.resource)||o.count===0)continue;let i=u(e.limits,o.resource)!==void 0?"limits":"requests";t.push({resource:o.resource,raw:i==="limits"?o.limit:o.request,path:[...e.path,"resources",i,o.resource]})}return t}function xa(e){return typeof e=="string"?JSON.stringify(e):String(e)}var Na={id:"mig-mixed-with-full-gpu",family:"mig",level:"error",scope:"ai",summary:"One container requests both whole GPUs (`nvidia.com/gpu`) and MIG devices (`nvidia.com/mig-*`).",description:"Triggers once per container (app, sidecar or init container) that requests `nvidia.com/gpu` and at least one `nvidia.com/mig-*` resource, both with a count above zero (or a placeholder count). The finding points at the `nvidia.com/gpu` key (in `limits`, or in `requests` when there is no limit), with the MIG keys as related locations. Needs no node pools. Requests spread over different containers of one pod are fine, and so is `nvidia.com/gpu: 0`. Containers with `NVIDIA_VISIBLE_DEVICES` set to `void`, `none` or empty ask for no GPU and are not judged.",rationale:"No device plugin setup gives one container both kinds of device in a usable way. Under the `single` and `none` MIG strategies `nvidia.com/mig-*` is never advertised, so the pod stays Pending. Under `mixed` the pod schedules, but each resource is served by its own device plugin endpoint and each one sets `NVIDIA_VISIBLE_DEVICES` for the container; the kubelet keeps only one of the values, so the container sees either the whole GPU or the MIG device, never both (NVIDIA/k8s-device-plugin#728). Even when both are visible, CUDA does not use a MIG instance and other GPUs side by side in one process. The GPUs the pod holds but cannot use are wasted for everyone else.",remediation:"Decide per container: request whole GPUs (`nvidia.com/gpu`) or one MIG device (`nvidia.com/mig-<profile>: 1`). If the pod really needs both, put them in separate containers.\n\n```yaml\nresources:\n  limits:\n    nvidia.com/mig-3g.40gb: 1\n```",references:["https://github.com/NVIDIA/k8s-device-plugin/issues/728","https://docs.nvidia.com/datacenter/tesla/mig-user-guide/index.html"],examples:{invalid:[{yaml:`apiVersion: v1
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
`,lines:[11]}],valid:[{title:"one MIG device",yaml:`apiVersion: v1
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
`}]},check:{podSpec(e,n){for(let t of e.containers){if(t.kind==="ephemeral"||t.noGpuByEnv)continue;let o=Ra(t,s=>s==="nvidia.com/gpu")[0],i=Ra(t,s=>s.startsWith(N));if(!o||i.length===0)continue;let r=t.name?`Container "${t.name}"`:"The container",a=i.map(s=>`${s.resource}: ${xa(s.raw)}`).join(", ");n.report({path:o.path,message:`${r} requests nvidia.com/gpu: ${xa(o.raw)} together with ${a}: the mixed MIG strategy lets it schedule but the container sees only one kind of device (the other strategies never offer ${N}*), so GPUs are held and wasted; request either whole GPUs or one MIG device per container.`,related:i.map(s=>({path:s.path,message:`The MIG request ${s.resource}.`}))})}}}};var Ma="mig-multiple-devices";function Ta(e,n){if(e.kind==="ephemeral"||e.noGpuByEnv)return[];let t=[];for(let o of e.gpu){if(!n(o.resource)||g(o.resource)||o.count===0)continue;let i=u(e.limits,o.resource)!==void 0?"limits":"requests";t.push({resource:o.resource,count:o.count,path:[...e.path,"resources",i,o.resource]})}return t}function Zu(e){if(e.gpu.migStrategy!=="single")return;let n=/-MIG-([0-9]+g\.[0-9]+gb)/i.exec(e.gpu.productName??"")?.[1];if(n)return`each nvidia.com/gpu is one ${n.toLowerCase()} MIG device (nvidia.com/gpu.product=${e.gpu.productName})`;let t=e.labels["cloud.google.com/gke-gpu-partition-size"];if(t)return`each nvidia.com/gpu is one ${t} MIG device (cloud.google.com/gke-gpu-partition-size)`;let o=e.labels["nvidia.com/mig.config"];if(o&&o.startsWith("all-")&&o!=="all-disabled")return`each nvidia.com/gpu is one MIG device (nvidia.com/mig.config=${o})`}var Va="CUDA runs a process on only one MIG device",em=", and with several profiles the device plugin shows the container only one of them",La={id:Ma,family:"mig",level:"warning",scope:"ai",summary:"One container requests more than one MIG device (CUDA enumerates only one MIG instance per process).",description:"Triggers once per container (app, sidecar or init container) when:\n\n- its `nvidia.com/mig-*` requests add up to more than one device (`nvidia.com/mig-1g.10gb: 2`, or `nvidia.com/mig-1g.10gb: 1` plus `nvidia.com/mig-2g.20gb: 1`). The finding points at the first key with a count above 1, else at the second MIG key, with the other MIG keys as related locations. Needs no node pools;\n- or, with node pools, it requests `nvidia.com/gpu` above 1 and every candidate GPU pool (passing nodeSelector, required node affinity and taints) uses the MIG strategy `single` on MIG-enabled GPUs, so each `nvidia.com/gpu` is a MIG device. The linter knows the GPUs are partitioned from a `nvidia.com/gpu.product` value with a `-MIG-<profile>` suffix (as GPU Feature Discovery writes it under the single strategy), from `cloud.google.com/gke-gpu-partition-size` (GKE), or from the GPU Operator label `nvidia.com/mig.config: all-<profile>`. A single-strategy pool without such a fact may have MIG off (then `nvidia.com/gpu` is a whole GPU) and keeps the rule silent.\n\nCounts of 0, placeholder counts, containers with `NVIDIA_VISIBLE_DEVICES=void` and requests spread over several containers are not judged.",rationale:"A MIG device is meant to be the whole GPU of one process: CUDA enumerates at most one MIG compute instance per process, so a container holding two MIG devices uses one and leaves the other idle (and unavailable to other pods). When the devices are of different profiles it is worse: each profile is a separate device plugin resource, each one sets `NVIDIA_VISIBLE_DEVICES`, and the kubelet keeps only one value, so the container does not even see the second device (NVIDIA/k8s-device-plugin#728). On single-strategy nodes the same happens with `nvidia.com/gpu: 2`, which there means two MIG devices, not two GPUs.",remediation:"Request one MIG device of a profile large enough for the job (`nvidia.com/mig-3g.40gb: 1` instead of `nvidia.com/mig-1g.10gb: 3`), split the work over several pods or containers with one device each, or target a pool with whole GPUs for multi-GPU work.",references:["https://docs.nvidia.com/datacenter/tesla/mig-user-guide/index.html","https://github.com/NVIDIA/k8s-device-plugin/issues/728"],examples:{invalid:[{title:"two MIG devices in one container",yaml:`apiVersion: v1
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
`,lines:[11]}],valid:[{title:"one larger MIG device",yaml:`apiVersion: v1
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
`}]},check:{podSpec(e,n){for(let t of e.containers){let o=Ta(t,l=>l.startsWith(N)),i=o.filter(l=>l.count!==void 0),r=i.reduce((l,c)=>l+c.count,0);if(r<=1)continue;let a=i.find(l=>l.count>1)??i[1],s=i.map(l=>`${l.resource}: ${l.count}`).join(", ");n.report({path:a.path,message:`${ee(t).replace(/^./,l=>l.toUpperCase())} requests ${r} MIG devices (${s}): ${Va}${new Set(i.map(l=>l.resource)).size>1?em:""}, so the others sit idle; request one MIG device of a larger profile, or split the work over containers with one device each.`,related:o.filter(l=>l!==a).map(l=>({path:l.path,message:`Also requested: ${l.resource}.`}))})}},collect(e,n,t){let o=[];for(let i of n()){if(!i.workload.ai)continue;let r=[];for(let a of i.containers)for(let s of Ta(a,l=>l==="nvidia.com/gpu"))s.count!==void 0&&s.count>1&&r.push({container:ee(a),count:s.count,at:t.locate(s.path)});r.length>0&&o.push({placement:T(i,t),keys:r})}return o.length>0?o:void 0},input(e,n){for(let{object:t,facts:o}of q(e,Ma,n.nodePools)){let r=n.simulate(t.file,o.placement).filter(s=>s.candidate&&I(s.pool)).map(s=>({pool:s.pool,partition:Zu(s.pool)}));if(r.length===0||r.some(s=>!s.partition))continue;let a=r.map(s=>`${s.pool.name}: MIG strategy single, ${s.partition}`).join("; ");for(let s of o.keys)n.report({object:t,range:s.at,message:`nvidia.com/gpu: ${s.count} in ${s.container} means ${s.count} MIG devices on every pool it can land on (${a}): ${Va}, so the others sit idle; request nvidia.com/gpu: 1, or target a pool with larger partitions or whole GPUs.`})}}}};var Ea="mig-profile-invalid",mo=/^[1-9][0-9]*g\.[1-9][0-9]*gb(?:(?:\.[a-z]+)+|-[a-z]+)?$/;function Oa(e){if(e.kind==="ephemeral"||e.noGpuByEnv)return[];let n=[];for(let t of e.gpu)!t.resource.startsWith(N)||g(t.resource)||t.count===0||n.push({resource:t.resource,where:u(e.limits,t.resource)!==void 0?"limits":"requests"});return n}function nm(e){let n=e.toLowerCase().replace(/\+/g,".").replace(/^([0-9]+)g[._-]?([0-9]+)(?:gb|g|b)?(?=$|[.-])/,"$1g.$2gb");return n!==e&&mo.test(n)?n:void 0}function ja(e){return e.id.replace(/-/g," ")}function tm(e,n){let t=(e.mig?.profiles??[]).map(i=>i.profile).filter(i=>!i.includes("+")&&!i.includes("-")),o=/^([0-9]+)g\./.exec(n)?.[1];return t.find(i=>i.startsWith(`${o}g.`))??t[0]}var Fa={id:Ea,family:"mig",level:"error",scope:"ai",summary:"A `nvidia.com/mig-*` resource is not a well-formed MIG profile, or not a profile of the GPUs of any pool the pod can land on.",description:"Triggers on a `nvidia.com/mig-<profile>` key in `resources.limits` (or in `requests` when the container sets no limit for it) when:\n\n- the name is not a MIG resource as the NVIDIA device plugin advertises it: `<slices>g.<memory>gb`, lower case, with media extensions written with `.` instead of `+` (profile `1g.10gb+me` is resource `nvidia.com/mig-1g.10gb.me`). `nvidia.com/mig-1g5gb`, `nvidia.com/mig-1G.5GB` and `nvidia.com/mig-1g.10gb+me` are malformed. This part needs no node pools;\n- or node pools are known and the profile belongs to none of the GPU products of the candidate pools (pools that pass the pod's nodeSelector, required node affinity and taints; resource fit does not matter here), for example `nvidia.com/mig-1g.5gb` on an H100 80GB, whose smallest profile is `1g.10gb`. The message lists the profiles the GPU has. This part stays silent when no pool is declared, when no pool is a candidate, when a candidate GPU pool's product is unknown, when the pod's selectors hold a template, and when no candidate GPU supports MIG at all (that is `mig-strategy-mismatch`).\n\nA quantity of 0, a placeholder resource name and containers with `NVIDIA_VISIBLE_DEVICES=void` are not judged; pools without any GPU fact are ignored.",rationale:"Extended resources are matched by exact name. The device plugin advertises a MIG device only under the name of a profile that the GPU really has (`nvidia.com/mig-1g.10gb` on an A100 80GB or H100 80GB, `nvidia.com/mig-1g.5gb` on an A100 40GB). A misspelled name, a `+me` profile written with `+`, or a profile of another GPU model is accepted by the API server, but no node ever offers it: the scheduler reports `Insufficient nvidia.com/mig-...` and the pod stays Pending with nothing else wrong in its YAML. Copying manifests from an A100 40GB cluster to H100 nodes is the common way to get there: memory sizes of the profiles differ per GPU model.",remediation:'Request a profile the target GPU has, spelled as the device plugin names it (`+` becomes `.`), e.g. on an H100 80GB:\n\n```yaml\nresources:\n  limits:\n    nvidia.com/mig-1g.10gb: 1\n```\n\nThe profiles per GPU are listed in NVIDIA\'s MIG user guide ("Supported MIG Profiles"); `kubectl describe node` shows the `nvidia.com/mig-*` resources a node really offers.',references:["https://docs.nvidia.com/datacenter/tesla/mig-user-guide/supported-mig-profiles.html","https://github.com/NVIDIA/k8s-device-plugin#configuration-option-details"],examples:{invalid:[{title:"a malformed name (no pools needed)",yaml:`apiVersion: v1
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
`,lines:[11]},{title:"an A100 40GB profile on H100 nodes (the Node objects of the input are the pools)",yaml:`apiVersion: v1
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
`,lines:[19]}],valid:[{title:"a profile the H100 80GB has",yaml:`apiVersion: v1
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
`}]},check:{podSpec(e,n){for(let t of e.containers)for(let o of Oa(t)){let i=o.resource.slice(N.length);if(mo.test(i))continue;let r=nm(i),a=i.includes("+")&&r?`${o.resource} in ${ee(t)} is not how the device plugin names the ${i} profile: it replaces "+" with ".", so no node offers this resource and the pod stays Pending; request ${N}${r}.`:`${o.resource} in ${ee(t)} is not a MIG resource name (${N}<slices>g.<memory>gb, e.g. ${N}1g.10gb): no node offers it and the pod stays Pending; ${r?`did you mean ${N}${r}?`:"use a profile of the target GPU."}`;n.report({path:[...t.path,"resources",o.where,o.resource],message:a})}},collect(e,n,t){let o=[];for(let i of n()){if(!i.workload.ai)continue;let r=[];for(let a of i.containers)for(let s of Oa(a))mo.test(s.resource.slice(N.length))&&r.push({resource:s.resource,container:ee(a),at:t.locate([...a.path,"resources",s.where,s.resource])});r.length>0&&o.push({placement:T(i,t),keys:r})}return o.length>0?o:void 0},input(e,n){for(let{object:t,facts:o}of q(e,Ea,n.nodePools)){let i=n.simulate(t.file,o.placement).filter(a=>a.candidate&&I(a.pool)).map(a=>a.pool);if(i.length===0||i.some(a=>!a.gpu.product))continue;let r=[...new Map(i.map(a=>[a.gpu.product.id,a.gpu.product])).values()];if(r.some(a=>(a.mig?.profiles.length??0)>0))for(let a of o.keys){let s=fn(a.resource.slice(N.length));if(r.some(m=>hn(m,s)))continue;let l=r.map(m=>{let f=i.filter(v=>v.gpu.product.id===m.id).map(v=>v.name).join(", "),p=m.mig?.profiles.length?`${ja(m)} has ${m.mig.profiles.map(v=>v.profile).join(", ")}`:`${ja(m)} does not support MIG`;return`${f}: ${p}`}),c=r.find(m=>(m.mig?.profiles.length??0)>0),d=tm(c,s);n.report({object:t,range:a.at,message:`${a.resource} in ${a.container} asks for MIG profile ${s}, but no pool it can land on has a GPU with that profile (${l.join("; ")}), so the pod stays Pending; request a profile of that GPU${d?`, e.g. ${N}${d}`:""}.`})}}}}};var _a="mig-strategy-mismatch";function om(e){let n=e.gpu,t=i=>n.sources[i]?`, from ${n.sources[i]}`:"";if(n.vendor==="amd")return{mode:"disabled",why:"AMD GPUs have no NVIDIA MIG devices"};if(n.product&&!n.product.mig?.profiles.length)return{mode:"disabled",why:`${n.product.id.replace(/-/g," ")} does not support MIG`};if(e.labels["nvidia.com/mig.capable"]==="false")return{mode:"disabled",why:"nvidia.com/mig.capable=false"};if(n.migStrategy==="single")return{mode:"single",why:`MIG strategy single${t("migStrategy")}: its MIG devices are advertised as nvidia.com/gpu`};if(n.migStrategy==="none")return{mode:"none",why:`MIG strategy none${t("migStrategy")}: MIG devices are not advertised`};if(!Object.values(n.migDevices??{}).some(i=>i>0)&&e.labels["nvidia.com/mig.config"]==="all-disabled")return{mode:"disabled",why:"nvidia.com/mig.config=all-disabled: MIG is off on every GPU"};if(n.migStrategy==="mixed"||n.migDevices)return{mode:"mixed",why:`MIG strategy mixed${t(n.migStrategy?"migStrategy":"migDevices")}`}}function im(e){let n=e.labels["nvidia.com/mig.config"];if(n&&n.startsWith("all-")&&n!=="all-disabled")return`nvidia.com/mig.config=${n} partitions every GPU`;if(e.gpu.count===0)return`${e.gpu.sources.count??"the GPU count"} says 0 whole GPUs per node`;let t=Object.keys(e.allocatable).some(o=>o.startsWith(N)&&(e.allocatable[o]??0)>0);if(e.origin==="nodes"&&t&&!((e.allocatable["nvidia.com/gpu"]??0)>0))return"the nodes offer nvidia.com/mig-* devices and no nvidia.com/gpu"}function rm(e){let n=Object.entries(e.gpu.migDevices??{}).filter(([,t])=>t>0);return n.length?`; it offers ${n.map(([t,o])=>`${N}${t.replace("+",".")} x${o}`).join(", ")}`:""}var qa={id:_a,family:"mig",level:"error",scope:"ai",summary:"A MIG resource is requested from pools whose MIG strategy does not offer it, or a whole GPU from pools whose GPUs are all MIG-partitioned.",description:"Needs node pools; judged against the candidate pools (those passing the pod's nodeSelector, required node affinity and taints) that have GPUs. Triggers on a resource key (`limits`, or `requests` when there is no limit):\n\n- `nvidia.com/mig-*` when every candidate GPU pool uses the MIG strategy `single` or `none`, or has MIG disabled: a GPU product without MIG (T4, L4, AMD), `nvidia.com/mig.capable: \"false\"`, or `nvidia.com/mig.config: all-disabled` without MIG devices declared;\n- `nvidia.com/gpu` when every candidate GPU pool uses the `mixed` strategy with all GPUs partitioned, which the linter knows from the GPU Operator label `nvidia.com/mig.config: all-<profile>` (`all-1g.10gb`, `all-balanced`, ...), from `gpu.count: 0` (no whole GPU per node) or, for pools built from Node objects, from nodes that offer `nvidia.com/mig-*` devices and no `nvidia.com/gpu`.\n\nA pool's strategy comes from `gpu.migStrategy` or the `nvidia.com/mig.strategy` label; declared MIG devices (`gpu.migDevices`, `nvidia.com/mig-<profile>.count` labels, `nvidia.com/mig-*` allocatable) mean `mixed`; GKE partitioned pools (`cloud.google.com/gke-gpu-partition-size`) are `single`. When a candidate pool's strategy cannot be told, when no pool is declared or none is a candidate, and when the selectors hold templates, the rule stays silent. Quantities of 0 and placeholder names are not judged.",rationale:"The device plugin's MIG strategy decides which resource names a node advertises. Under `single`, every MIG device is advertised as `nvidia.com/gpu` (this is what GKE uses); under `none`, MIG devices are not advertised at all; only `mixed` advertises `nvidia.com/mig-<profile>`. A pod asking for a resource no node advertises stays Pending with `Insufficient nvidia.com/mig-1g.10gb`; Kubernetes never translates it to `nvidia.com/gpu`. The reverse also holds: under `mixed`, `nvidia.com/gpu` counts only GPUs that are not in MIG mode, so once every GPU is partitioned a request for a whole GPU can never be met.",remediation:"Match the request to how the target pool exposes its GPUs: on `single`-strategy pools request `nvidia.com/gpu` and pick the partition with a node selector (on GKE `cloud.google.com/gke-gpu-partition-size: 1g.10gb`); on `mixed` pools request `nvidia.com/mig-<profile>`; for a whole GPU target a pool without MIG, or request the profile that spans the GPU (`nvidia.com/mig-7g.80gb` on an A100/H100 80GB).",references:["https://github.com/NVIDIA/k8s-device-plugin#configuration-option-details","https://docs.nvidia.com/datacenter/cloud-native/gpu-operator/latest/gpu-operator-mig.html","https://cloud.google.com/kubernetes-engine/docs/how-to/gpus-multi"],examples:{invalid:[{title:"a MIG resource on a pool that uses the single strategy",yaml:`apiVersion: v1
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
`,lines:[19]}],valid:[{title:"nvidia.com/gpu on the single-strategy pool: each one is a 1g.10gb MIG device",yaml:`apiVersion: v1
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
`}]},check:{collect(e,n,t){let o=[];for(let i of n()){if(!i.workload.ai)continue;let r=[];for(let a of i.containers)if(!(a.kind==="ephemeral"||a.noGpuByEnv))for(let s of a.gpu){if(s.resource!=="nvidia.com/gpu"&&!s.resource.startsWith(N)||g(s.resource)||s.count===0)continue;let l=u(a.limits,s.resource)!==void 0?"limits":"requests";r.push({resource:s.resource,container:ee(a),at:t.locate([...a.path,"resources",l,s.resource])})}r.length>0&&o.push({placement:T(i,t),keys:r})}return o.length>0?o:void 0},input(e,n){for(let{object:t,facts:o}of q(e,_a,n.nodePools)){let i=n.simulate(t.file,o.placement).filter(r=>r.candidate&&I(r.pool)).map(r=>({pool:r.pool,mig:om(r.pool)}));if(!(i.length===0||i.some(r=>!r.mig)))for(let r of o.keys)if(r.resource.startsWith(N)){if(i.some(l=>l.mig.mode==="mixed"))continue;let a=i.map(l=>`${l.pool.name} (${l.mig.why})`).join(", "),s=i.some(l=>l.mig.mode==="single");n.report({object:t,range:r.at,message:`${r.resource} in ${r.container} asks for a MIG device, but no pool it can land on advertises ${N}* resources: ${a}; the pod stays Pending. ${s?"On single-strategy pools request nvidia.com/gpu (each is one MIG device) and select the partition with a node selector; otherwise target":"Target"} a pool whose device plugin uses the mixed strategy.`})}else{let a=i.map(l=>({...l,why:l.mig.mode==="mixed"?im(l.pool):void 0}));if(a.some(l=>!l.why))continue;let s=a.map(l=>`${l.pool.name} (${l.why}${rm(l.pool)})`).join(", ");n.report({object:t,range:r.at,message:`${r.resource} in ${r.container} asks for a whole GPU, but every pool it can land on uses the mixed MIG strategy with all GPUs partitioned: ${s}; under the mixed strategy nvidia.com/gpu counts only GPUs without MIG, so the pod stays Pending. Request a ${N}<profile> device, or target a pool without MIG.`})}}}}};var Ba="model-exceeds-gpu-memory",am={vllm:"vLLM",sglang:"SGLang",tgi:"TGI","tensorrt-llm":"TensorRT-LLM"};function sm(e){let n=e/1e9;return n>=10?String(Math.round(n)):String(Number(n.toFixed(1)))}function lm(e,n){let t=e.bytes/1073741824,o=n.gib*e.fraction,i=e.shards*o;if(t<=i)return;let r=Math.ceil(t/o);return`${e.model} (${nt(e.parameters)} parameters \xD7 ${e.bytesPerParameter} byte${e.bytesPerParameter===1?"":"s"}, ${e.precision}) needs ~${sm(e.bytes)} GB of weights (${Z(Number(t.toFixed(1)))} GiB), but ${am[e.framework]} in ${e.container} may use ${e.shards} \xD7 ${Z(n.gib)} GiB \xD7 ${e.fraction.toFixed(2)} = ${Z(Number(i.toFixed(1)))} GiB for weights and KV cache (GPU memory from ${n.source}; ${e.fraction.toFixed(2)} ${e.fractionSource}): it runs out of GPU memory while loading the model; spread it over at least ${r} such GPUs (tensor/pipeline parallel), serve a quantized checkpoint (FP8, AWQ), or use GPUs with more memory.`}var po=(e,n,t)=>`apiVersion: apps/v1
kind: Deployment
metadata:
  name: llama-70b
spec:
  template:
    spec:
${n}      containers:
        - name: vllm
          image: vllm/vllm-openai:v0.9.0
          args: [${t}]
          resources:
            limits:
              nvidia.com/gpu: ${e}
`,za=`      nodeSelector:
        nvidia.com/gpu.product: NVIDIA-H100-80GB-HBM3
`,Ja={id:Ba,family:"serving",level:"warning",scope:"ai",summary:"The served model's weights alone are larger than the GPU memory the server may use.",description:"For each vLLM, SGLang, TGI or TensorRT-LLM container whose model (`--model`, a positional model, `--model-path`, `--model-id`, `MODEL_ID`) has a parameter count in its name (`70B`, `1.5B`, `8x7B`; Mixtral totals are known), the weights are parameters \xD7 bytes per parameter: 2 by default and for fp16/bf16, 4 for fp32, 1 for fp8/int8 and 0.5 for AWQ/GPTQ/4-bit, from `--quantization`/`--quantize`, `--dtype` or a name suffix (`-FP8`, `-AWQ`). They are compared with GPUs \xD7 memory per GPU \xD7 the fraction the framework takes: vLLM `--gpu-memory-utilization` (default 0.9), SGLang `--mem-fraction-static` (its default depends on version, tp size and GPU, from 0.79 to 0.88: 0.88 is used), TGI `--cuda-memory-fraction` (default 1.0), TensorRT-LLM 1.0. GPUs are tp \xD7 pp (one copy of the model; data-parallel ranks each hold their own); TGI without `--num-shard` uses the container's GPUs.\n\nMemory per GPU comes from the MIG profile (`nvidia.com/mig-3g.40gb`: 40 GiB), the GPU the pod pins (`nvidia.com/gpu.product`, `cloud.google.com/gke-accelerator` or a known instance type in its nodeSelector or required node affinity; the largest if several), or else the candidate node pools (the largest of them, and only when every candidate GPU pool states its memory). Triggers when the weights alone, before KV cache and activations, exceed that budget; the message gives the arithmetic in GB (10^9 bytes) and GiB (2^30 bytes).\n\nSilent when the model name has no size, the precision or fraction is unknown or a placeholder, `--cpu-offload-gb` is set, the pod uses DRA, no pools are known for a pod that pins no GPU, or a one-pod server's parallel sizes do not match its GPU request (that is `tensor-parallel-gpu-mismatch`).",rationale:'Model weights must be resident in GPU memory before the server can answer a single request. A 70B model in bf16 is ~140 GB of weights: it cannot load on one 80 GB GPU, nor on two 40 GB MIG slices, whatever the KV-cache settings. The failure comes late and looks like a crash: the pod pulls a large image, downloads the weights for minutes, then dies with `CUDA out of memory` (or vLLM\'s "not enough memory" during profiling) and CrashLoops, while the cause is arithmetic visible in the manifest. The serving frameworks also cap themselves below the GPU\'s size (vLLM uses 90% by default), so "80 GB" is really 72 GiB for weights plus KV cache.',remediation:'Give the model enough GPUs and shard it, serve a quantized variant, or choose a GPU with more memory:\n\n```yaml\nargs: ["--model", "meta-llama/Llama-3.1-70B-Instruct", "--tensor-parallel-size", "4"]\nresources:\n  limits:\n    nvidia.com/gpu: 4\n```\n\nor `--model neuralmagic/Meta-Llama-3.1-70B-Instruct-FP8` (~70 GB) on two 80 GB GPUs. Weights are only part of the memory: leave room for the KV cache (see `max-model-len-unbounded`).',references:["https://docs.vllm.ai/en/latest/configuration/conserving_memory.html","https://docs.vllm.ai/en/latest/serving/parallelism_scaling.html"],examples:{invalid:[{title:"a 70B bf16 model on one 80 GB H100",yaml:po(1,za,'"--model", "meta-llama/Llama-3.1-70B-Instruct", "--dtype", "bfloat16"'),lines:[13]},{title:"the GPU memory comes from the node pools",yaml:po(1,"",'"--model", "meta-llama/Llama-3.1-70B-Instruct"'),lines:[11],config:{nodePools:[{name:"a100-80",labels:{"nvidia.com/gpu.product":"NVIDIA-A100-SXM4-80GB"},gpu:{count:8}}]}}],valid:[{title:"the same model over 4 GPUs",yaml:po(4,za,'"--model", "meta-llama/Llama-3.1-70B-Instruct", "--dtype", "bfloat16", "--tensor-parallel-size", "4"')}]},check:rt(Ba,{demandOf:tt,at:"path",judge:lm})};var Ka="namespace-after-use",cm=new Set(["/Namespace","/Node","/PersistentVolume","/ComponentStatus","admissionregistration.k8s.io/MutatingWebhookConfiguration","admissionregistration.k8s.io/ValidatingWebhookConfiguration","admissionregistration.k8s.io/ValidatingAdmissionPolicy","admissionregistration.k8s.io/ValidatingAdmissionPolicyBinding","admissionregistration.k8s.io/MutatingAdmissionPolicy","admissionregistration.k8s.io/MutatingAdmissionPolicyBinding","apiextensions.k8s.io/CustomResourceDefinition","apiregistration.k8s.io/APIService","certificates.k8s.io/CertificateSigningRequest","certificates.k8s.io/ClusterTrustBundle","flowcontrol.apiserver.k8s.io/FlowSchema","flowcontrol.apiserver.k8s.io/PriorityLevelConfiguration","internal.apiserver.k8s.io/StorageVersion","networking.k8s.io/IngressClass","networking.k8s.io/IPAddress","networking.k8s.io/ServiceCIDR","node.k8s.io/RuntimeClass","policy/PodSecurityPolicy","extensions/PodSecurityPolicy","rbac.authorization.k8s.io/ClusterRole","rbac.authorization.k8s.io/ClusterRoleBinding","resource.k8s.io/DeviceClass","resource.k8s.io/ResourceSlice","resource.k8s.io/DeviceTaintRule","scheduling.k8s.io/PriorityClass","storage.k8s.io/StorageClass","storage.k8s.io/CSIDriver","storage.k8s.io/CSINode","storage.k8s.io/VolumeAttachment","storage.k8s.io/VolumeAttributesClass","storagemigration.k8s.io/StorageVersionMigration"]),Wa={id:Ka,family:"crd-ordering",level:"warning",scope:"general",summary:"An object in namespace N comes before the Namespace N that the input creates.",description:"Triggers on an object with `metadata.namespace: N` when the input also creates `Namespace` N and every such Namespace comes later in apply order (files in the order given, directories walked like `kubectl apply -R`, documents in stream order). Objects of cluster-scoped kinds (built-in ones, and custom resources whose CRD in the input says `scope: Cluster`) are skipped: the API server ignores their namespace. Reported on the object's `kind:` line, with the Namespace as a related location. A namespace the input does not create is not this rule's business (it may already exist).",rationale:'kubectl applies objects in order, and a namespaced object whose namespace does not exist yet fails with `namespaces "N" not found`. On a fresh cluster the first apply ends half-done and only a second run succeeds, which hides the problem on every cluster where the namespace already exists (yours) and breaks the install everywhere else (CI, a new region, a user following the README).',remediation:"Put the `Namespace` first: as the first document of the stream, or in a file that sorts before the others (`00-namespace.yaml`). Kustomize and Helm already order Namespaces first in their output; this usually comes from hand-written directories or concatenated files.",examples:{invalid:[{title:"the ServiceAccount comes before its Namespace",yaml:`apiVersion: v1
kind: ServiceAccount
metadata:
  name: kuberay-operator
  namespace: kuberay-system
---
apiVersion: v1
kind: Namespace
metadata:
  name: kuberay-system
`,lines:[2]}],valid:[{title:"the Namespace first",yaml:`apiVersion: v1
kind: Namespace
metadata:
  name: kuberay-system
---
apiVersion: v1
kind: ServiceAccount
metadata:
  name: kuberay-operator
  namespace: kuberay-system
`}]},references:["docs/apply-order.md"],check:{collect(e){return Q(e)},input(e,n){let t=new Map;for(let i of e.ofKind("","Namespace"))i.name&&!t.has(i.name)&&t.set(i.name,i);if(t.size===0)return;let o=ie(e,Ka);for(let i of e.objects){let r=i.namespace;if(r===void 0||g(r))continue;let a=t.get(r);!a||a.order<i.order||cm.has(`${i.group}/${i.kind}`)||o.get(X(i.group,i.kind))?.some(s=>s.fact.scope==="Cluster")||n.report({object:i,message:`${Re(i)} is in namespace "${r}", which the Namespace at ${xe(a,i)} creates only later, so kubectl fails with namespaces "${r}" not found: apply the Namespace first.`,related:[{file:a.file,range:ue(a.range),message:`The Namespace ${r} is created here, after the objects that use it.`}]})}}}};import{BlockList as dm,isIP as ns}from"node:net";function wo(...e){return ko(e)}function um(...e){return ho(e)}function ko(e){return e.includes(!1)?!1:e.every(n=>n===!0)?!0:void 0}function ho(e){return e.includes(!0)?!0:e.every(n=>n===!1)?!1:void 0}function at(e){return e===void 0?void 0:!e}function ts(e){return e===!0?"allowed":e===!1?"denied":"unknown"}var mm="default",ct="kubernetes.io/metadata.name",st=65535;function os(e){return e===void 0?{known:{},open:!0}:k(e)&&k(e.known)?e:{known:e}}var se={key:"",operator:"unreadable",values:[]},pm=new Set(["In","NotIn","Exists","DoesNotExist"]);function is(e){return typeof e=="string"||typeof e=="number"||typeof e=="boolean"?String(e):void 0}function go(e){if(e==null)return{requirements:[]};if(!k(e))return{requirements:[se]};let n=[],t=u(e,"matchLabels");if(k(t))for(let[i,r]of Object.entries(t)){let a=is(r);n.push(a===void 0||g(i)?se:{key:i,operator:"In",values:[a]})}else t!=null&&n.push(se);let o=u(e,"matchExpressions");if(Array.isArray(o))for(let i of o)n.push(fm(i));else o!=null&&n.push(se);return{requirements:n}}function fm(e){let n=P(e,"key"),t=P(e,"operator");if(!n||g(n)||!t||!pm.has(t))return se;let o=u(e,"values");if(o!=null&&!Array.isArray(o))return se;let i=(Array.isArray(o)?o:[]).map(is);return i.some(a=>a===void 0)||(t==="In"||t==="NotIn")!==i.length>0?se:{key:n,operator:t,values:i}}function hm(e,n){return Object.prototype.hasOwnProperty.call(e.known,n)?{kind:"value",value:e.known[n]}:e.present?.includes(n)?{kind:"present"}:e.open?{kind:"unknown"}:{kind:"absent"}}function Ha(e,n){return n.includes(e)?!0:g(e)||n.some(g)?void 0:!1}function gm(e,n){if(e.operator==="unreadable")return;let t=hm(n,e.key),o=t.kind==="value"||t.kind==="present"?!0:t.kind==="absent"?!1:void 0;switch(e.operator){case"Exists":return o;case"DoesNotExist":return at(o);case"In":return t.kind==="value"?Ha(t.value,e.values):t.kind==="absent"?!1:void 0;case"NotIn":return t.kind==="value"?at(Ha(t.value,e.values)):t.kind==="absent"?!0:void 0}}function vo(e,n){let t=os(n);return ko(e.requirements.map(o=>gm(o,t)))}var vm=new Set(["TCP","UDP","SCTP"]),ym=/^(?=.*[a-z])[a-z0-9]([a-z0-9-]*[a-z0-9])?$/;function yo(e){return typeof e=="number"&&Number.isInteger(e)&&e>=1&&e<=st}function bm(e){let n={protocol:"TCP",unreadable:!0};if(!k(e))return n;let t=u(e,"protocol"),o=t??"TCP";if(typeof o!="string"||!vm.has(o))return n;let i=u(e,"port"),r=u(e,"endPort"),a=r!=null;return i==null?a?{...n,protocol:o}:{protocol:o}:yo(i)?a?yo(r)&&r>=i?{protocol:o,port:i,endPort:r}:{...n,protocol:o}:{protocol:o,port:i}:typeof i=="string"&&!a&&i.length<=15&&ym.test(i)&&!i.includes("--")?{protocol:o,port:i}:{...n,protocol:o}}function bo(e){if(typeof e!="string")return;let n=e.indexOf("/");if(n===-1)return;let t=e.slice(0,n),o=e.slice(n+1),i=ns(t);if(i===0||!/^\d{1,3}$/.test(o))return;let r=Number(o);if(!(r>(i===4?32:128)))return{address:t,prefix:r,family:i===4?"ipv4":"ipv6"}}function wm(e){if(!k(e))return{unreadable:!0};let n=u(e,"podSelector"),t=u(e,"namespaceSelector"),o=u(e,"ipBlock"),i=n!=null,r=t!=null,a=o!=null;if(a===(i||r))return{unreadable:!0};if(a){let s=u(o,"cidr"),l=u(o,"except");if(!bo(s)||l!=null&&!Array.isArray(l))return{unreadable:!0};let c=S(o,"except");return c.every(d=>bo(d))?{ipBlock:{cidr:s,except:c}}:{unreadable:!0}}return{...i?{podSelector:go(n)}:{},...r?{namespaceSelector:go(t)}:{}}}function km(e,n){if(e===null)return{};if(!k(e))return{unreadable:!0};let t={},o=u(e,"ports");Array.isArray(o)?o.length>0&&(t.ports=o.map(bm)):o!=null&&(t.unreadable=!0);let i=u(e,n);return Array.isArray(i)?i.length>0&&(t.peers=i.map(wm)):i!=null&&(t.unreadable=!0),t}function Qa(e,n,t){let o=u(e,n);return o==null?{isolates:t,rules:[]}:Array.isArray(o)?{isolates:t,rules:o.map(i=>km(i,n==="egress"?"to":"from"))}:{isolates:t,rules:[],unreadable:!0}}function Pm(e){if(e!=null&&!k(e))return{ingress:void 0,egress:void 0};let n=u(e,"policyTypes");if(n==null||Array.isArray(n)&&n.length===0){let i=u(e,"egress");return{ingress:!0,egress:Array.isArray(i)?i.length>0:i==null?!1:void 0}}if(!Array.isArray(n))return{ingress:void 0,egress:void 0};let t=n.some(i=>i!=="Ingress"&&i!=="Egress"),o=i=>n.includes(i)?!0:t?void 0:!1;return{ingress:o("Ingress"),egress:o("Egress")}}var Xa=new WeakMap;function dt(e){if(!k(e))return Ya(e);let n=Xa.get(e);return n||Xa.set(e,n=Ya(e)),n}function Ya(e){let n=b(e,"metadata"),t=u(e,"spec"),o=Pm(t),i=t==null||k(t),r=u(t,"podSelector");return{name:P(n,"name"),namespace:P(n,"namespace")??mm,podSelector:i?go(r):{requirements:[se]},ingress:i?Qa(t,"ingress",o.ingress):{isolates:void 0,rules:[],unreadable:!0},egress:i?Qa(t,"egress",o.egress):{isolates:void 0,rules:[],unreadable:!0}}}function Cm(e,n,t){return e.namespace!==t?!1:vo(e.podSelector,n)}function Sm(e,n,t){return wo(Cm(e,t.labels,t.namespace),e[n].isolates)}function Za(e,n){let t=bo(n),o=ns(e);if(!t||o===0)return;if((o===4?"ipv4":"ipv6")!==t.family)return!1;let i=new dm;return i.addSubnet(t.address,t.prefix,t.family),i.check(e,t.family)}function Am(e){let n=e.namespaceLabels===void 0?{known:{},open:!0}:os(e.namespaceLabels);return e.namespace===void 0?n:{...n,known:{...n.known,[ct]:e.namespace}}}function $m(e,n,t){if(n.unreadable)return;if(n.ipBlock)return t.ip===void 0?void 0:ko([Za(t.ip,n.ipBlock.cidr),...n.ipBlock.except.map(a=>at(Za(t.ip,a)))]);if(!(t.podLabels!==void 0||t.namespace!==void 0))return t.ip!==void 0?!1:void 0;let i=n.namespaceSelector?vo(n.namespaceSelector,Am(t)):t.namespace===void 0?void 0:t.namespace===e.namespace,r=n.podSelector?vo(n.podSelector,t.podLabels):!0;return wo(i,r)}function Dm(e,n,t,o,i,r){let a=(s,l)=>{(r&&l?i.definite:i.possible).push(s)};if(!e.ports){a({from:1,to:st},!0);return}for(let s of e.ports)if(s.unreadable)a(t,!1);else{if(s.protocol!==n)continue;if(s.port===void 0)a({from:1,to:st},!0);else if(typeof s.port=="number")a({from:s.port,to:s.endPort??s.port},!0);else if(o===void 0)t.from===t.to&&a(t,!1);else for(let l of o)l.name===s.port&&l.protocol===n&&a({from:l.port,to:l.port},!0)}}function fo(e,n){let t=n.from;for(let o of[...e].sort((i,r)=>i.from-r.from)){if(o.from>t)break;if(t=Math.max(t,o.to+1),t>n.to)return!0}return t>n.to}function Um(e){let n=[];for(let t of[...e].sort((o,i)=>o.from-i.from)){let o=n[n.length-1];o&&t.from<=o.to+1?o.to=Math.max(o.to,t.to):n.push({...t})}return n}function lt(e,n,t,o,i){let r=i.protocol??"TCP",a=i.port==="all"?{from:1,to:st}:{from:i.port,to:i.port},s=n==="egress"?o.namedPorts:t.namedPorts,l=[],c=[],d=[],m=[],f=!0;for(let h of e){let y=Sm(h,n,t);if(y===!1)continue;l.push(y),y===!0&&c.push(h);let w={definite:[],possible:[]},$=h[n];$.unreadable&&w.possible.push(a);for(let x of $.rules){if(x.unreadable){w.possible.push(a);continue}let re=x.peers===void 0?!0:ho(x.peers.map(O=>$m(h,O,o)));re!==!1&&Dm(x,r,a,s,w,re===!0)}fo(w.definite,a)||(f=!1);let G=y===!0?d:m;for(let x of w.definite)G.push(x);for(let x of w.possible)m.push(x)}let p=ho(l),v=fo(d,a)||f&&l.length>0?!0:fo([...d,...m],a)?void 0:!1;return{verdict:ts(um(at(p),v)),isolatedBy:c,allowedPorts:Um(d)}}function es(e,n){return{podLabels:e.labels,namespace:e.namespace,namespaceLabels:n,namedPorts:e.namedPorts}}function rs(e,n,t,o){let i=lt(e,"egress",n,es(t,t.namespaceLabels),o),r=lt(e,"ingress",t,es(n,n.namespaceLabels),o),a=s=>s==="allowed"?!0:s==="denied"?!1:void 0;return{verdict:ts(wo(a(i.verdict),a(r.verdict))),egress:i,ingress:r}}function as(e,n="TCP"){return e.map(t=>`${n} ${t.from===t.to?t.from:`${t.from}-${t.to}`}`).join(", ")}var Gm=new Set(["PyTorchJob","TFJob","XGBoostJob","PaddleJob","JAXJob"]);function ut(e){let n=e.object,o={...le(e.templateMetadata?.labels)},i=[],r=!1,a=(c,d)=>{d===void 0?i.push(c):o[c]=d},s=(c,d)=>{for(let m of["job-name","batch.kubernetes.io/job-name"])a(m,c);i.push("controller-uid","batch.kubernetes.io/controller-uid"),u(d,"completionMode")==="Indexed"&&i.push("batch.kubernetes.io/job-completion-index")},l=b(n.value,"spec");switch(`${n.group}/${n.kind}`){case"/Pod":case"apps/ReplicaSet":case"/ReplicationController":break;case"apps/Deployment":i.push("pod-template-hash");break;case"apps/StatefulSet":i.push("controller-revision-hash","statefulset.kubernetes.io/pod-name","apps.kubernetes.io/pod-index");break;case"apps/DaemonSet":i.push("controller-revision-hash","pod-template-generation");break;case"batch/Job":s(n.name,l);break;case"batch/CronJob":s(void 0,b(b(l,"jobTemplate"),"spec"));break;default:{r=!0;let c=e.path[e.path.length-3];if(n.group==="kubeflow.org"&&Gm.has(n.kind))a("training.kubeflow.org/job-name",n.name),typeof c=="string"&&a("training.kubeflow.org/replica-type",c.toLowerCase());else if(n.group==="kubeflow.org"&&n.kind==="MPIJob")a("training.kubeflow.org/job-name",n.name);else if(n.group==="jobset.x-k8s.io"&&n.kind==="JobSet"){a("jobset.sigs.k8s.io/jobset-name",n.name);let d=e.path.indexOf("replicatedJobs"),m=d===-1?void 0:S(l,"replicatedJobs")[e.path[d+1]];a("jobset.sigs.k8s.io/replicatedjob-name",P(m,"name"))}else n.group==="leaderworkerset.x-k8s.io"&&n.kind==="LeaderWorkerSet"?a("leaderworkerset.sigs.k8s.io/name",n.name):n.group==="ray.io"&&(e.role==="head"||e.role==="worker")&&(n.kind==="RayCluster"&&a("ray.io/cluster",n.name),a("ray.io/node-type",e.role))}}for(let c of i)delete o[c];return{known:o,...i.length?{present:[...new Set(i)]}:{},...r?{open:r}:{}}}function ss(e){let n=[];for(let t of e.containers)if(!(t.kind==="init"||t.kind==="ephemeral"))for(let o of S(t.value,"ports")){let i=P(o,"name"),r=u(o,"containerPort"),a=u(o,"protocol")??"TCP";i&&yo(r)&&typeof a=="string"&&n.push({name:i,port:r,protocol:a})}return n}function mt(e,n,t){let o=[];for(let i of e.inNamespace("networking.k8s.io","NetworkPolicy",n)){let r=i.facts[t];r?.type==="policy"&&o.push({summary:i,facts:r})}return o}function pt(e,n){let t=e.get("","Namespace",void 0,n)[0];return t?{known:{...t.labels,[ct]:n}}:{known:{[ct]:n},open:!0}}var ft="network-policy-blocks-collective",Im=new Set(["jobset.x-k8s.io/JobSet","kubeflow.org/PyTorchJob","kubeflow.org/TFJob","kubeflow.org/MPIJob","kubeflow.org/XGBoostJob","kubeflow.org/PaddleJob","kubeflow.org/JAXJob","leaderworkerset.x-k8s.io/LeaderWorkerSet","ray.io/RayCluster","ray.io/RayJob","ray.io/RayService","batch.volcano.sh/Job","batch/Job","serving.kserve.io/InferenceService","serving.kserve.io/LLMInferenceService"]),Rm=/\b(?:torchrun|torch\.distributed\.(?:run|launch)|deepspeed|mpirun|horovodrun|accelerate\s+launch)\b/;function xm(e){return P(e.spec,"subdomain")?!0:e.containers.some(n=>n.env.has("MASTER_ADDR")||Rm.test([...S(n.value,"command"),...S(n.value,"args")].filter(t=>typeof t=="string").join(" ")))}function Nm(e){let n=e.object;if(n.group==="kubeflow.org"&&e.path[e.path.length-2]==="template")return String(e.path[e.path.length-3]);if(n.group==="jobset.x-k8s.io"){let t=e.path.indexOf("replicatedJobs");return P(S(b(n.value,"spec"),"replicatedJobs")[e.path[t+1]],"name")??"replicated job"}if(n.group==="batch.volcano.sh"){let t=e.path.indexOf("tasks");return P(S(b(n.value,"spec"),"tasks")[e.path[t+1]],"name")??"task"}return e.role??n.kind}function Mm(e){let n=b(b(e.value,"spec"),"trainer"),t=u(n,"numNodes");if(!(typeof t!="number"||t<2||e.name===void 0))return[{name:"node",labels:{known:{"jobset.sigs.k8s.io/jobset-name":e.name},open:!0},count:t,namedPorts:[]}]}function Tm(e,n){if(e.group==="trainer.kubeflow.org"&&e.kind==="TrainJob")return Mm(e);if(!Im.has(`${e.group}/${e.kind}`)||!n.some(i=>i.workload.ai)||e.group==="serving.kserve.io"&&!n.some(i=>i.role==="worker")||e.group==="batch"&&!n.some(i=>i.workload.training&&xm(i)))return;let o=[];for(let i of n){if(i.role==="submitter"||i.role==="transformer"||i.role==="explainer"||i.role==="prefill"||i.role==="prefill-worker")continue;let r=u(i.spec,"hostNetwork");if(r===!0||g(r))return;o.push({name:Nm(i),labels:ut(i),count:i.podCount??1,namedPorts:ss(i)})}return o.reduce((i,r)=>i+r.count,0)>=2?o:void 0}function Vm(e){let[n,...t]=e;if(!n)return;let o=Object.entries(n.labels.known).filter(([r,a])=>!g(a)&&t.every(s=>s.labels.known[r]===a)),i=o.find(([r])=>!r.includes("/"))??o[0];return i&&`${i[0]}: ${i[1]}`}var ls=`apiVersion: kubeflow.org/v1
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
`,cs={id:ft,family:"network-security",level:"warning",scope:"ai",summary:"A NetworkPolicy isolates the pods of a distributed training or multi-node serving workload without allowing traffic between them.",description:"Triggers for a NetworkPolicy that isolates (ingress or egress) pods of a distributed AI workload when the policies of the namespace, together, do not let those pods reach each other on every TCP port: JobSet, PyTorchJob, TFJob, MPIJob, XGBoostJob, PaddleJob, JAXJob, LeaderWorkerSet, RayCluster, RayJob, RayService, Volcano Job, a KServe InferenceService or LLMInferenceService with a `workerSpec`/`worker`, and a `batch/v1` Job with a GPU and `parallelism` of 2 or more whose pods find each other (a `subdomain`, a `MASTER_ADDR` variable, or `torchrun`, `deepspeed`, `mpirun`, `accelerate launch` in its command; other parallel Jobs are independent workers). The workload counts when one of its templates is an AI workload and it runs at least two pods (JobSet replicas \xD7 parallelism, LWS groups \xD7 size, Ray head and workers; submitter, transformer and explainer pods are left out). Every pair of its templates (and each template with itself when it has several pods) is evaluated in both directions: the sender's egress and the receiver's ingress must both allow all TCP ports 1-65535, since NCCL, Gloo, torch.distributed, MPI and Ray open connections on ephemeral ports after the rendezvous. Policies are evaluated as the API defines them (policyTypes defaulting, peers, namespace selectors, `endPort` ranges, the union of several policies); the pods' labels are the template labels plus the labels the controller adds (`job-name`, `training.kubeflow.org/job-name`, `jobset.sigs.k8s.io/jobset-name`, `leaderworkerset.sigs.k8s.io/name`, `ray.io/cluster` ...). The rule stays silent when the answer depends on what is not in the input: other labels an operator may add, labels of namespaces not in the input, `ipBlock` peers (pod IPs), placeholders; and for host-network pods. One finding per policy and workload, at `spec.policyTypes` (else `spec.ingress`/`spec.egress`, else the kind line), with the workload as related location. A Kubeflow Trainer TrainJob with `spec.trainer.numNodes` of 2 or more counts too: its pods come from a training runtime, so only the label of the JobSet it creates (`jobset.sigs.k8s.io/jobset-name`) is known about them.",rationale:"Distributed training and multi-node inference exchange tensors between pods over TCP (or use TCP to bootstrap RDMA): NCCL and Gloo listen on random ephemeral ports after the rendezvous on `MASTER_PORT`, MPI launchers connect to every worker, Ray workers talk to the head (GCS 6379, dashboard, object manager) and to each other on dynamic ports, vLLM/SGLang multi-node tensor parallelism connects leader and workers. A default-deny policy applied to the namespace, or one that only opens the rendezvous port, lets the job start and then hang at the first collective with every GPU allocated and idle, typically until the NCCL timeout (30 minutes) kills it.",remediation:`Allow all traffic between the workload's own pods, in both directions (the label can be one you set on the templates or one the operator adds):

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

Policies are additive, so this can sit next to a namespace-wide default-deny policy.`,references:["https://kubernetes.io/docs/concepts/services-networking/network-policies/","https://docs.nvidia.com/deeplearning/nccl/user-guide/docs/env.html"],examples:{invalid:[{title:"namespace default-deny with only the rendezvous port open",yaml:`${ls}apiVersion: networking.k8s.io/v1
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
`,lines:[36]}],valid:[{title:"all ports between the pods of the job",yaml:`${ls}apiVersion: networking.k8s.io/v1
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
`}]},check:{collect(e,n,t){if(e.group==="networking.k8s.io"&&e.kind==="NetworkPolicy"){let i=b(e.value,"spec"),r=[...e.path,"spec"],a=s=>u(i,s)!==void 0?t.locate([...r,s]):void 0;return{type:"policy",policy:dt(e.value),at:{policyTypes:a("policyTypes"),ingress:a("ingress"),egress:a("egress")}}}let o=Tm(e,n());return o?{type:"workload",members:o}:void 0},input(e,n){if(e.ofKind("networking.k8s.io","NetworkPolicy").length!==0)for(let t of e.objects){let o=t.facts[ft];if(o?.type!=="workload"||wn(t,ft))continue;let i=V(t),r=mt(e,i,ft);if(r.length===0)continue;let a=r.map(f=>f.facts.policy),s=pt(e,i),l=new Map,c=(f,p,v,h)=>{let y=r.find($=>$.facts.policy===f),w=l.get(f)??{policy:y.summary,facts:y.facts,workload:t,blocks:new Map,allowed:new Map};w.blocks.set(p,(w.blocks.get(p)??new Set).add(v)),h.length&&w.allowed.set(p,h),l.set(f,w)};for(let f of o.members)for(let p of o.members){if(f===p&&f.count<2||f.count===0||p.count===0)continue;let v={labels:f.labels,namespace:i,namedPorts:f.namedPorts,namespaceLabels:s},h={labels:p.labels,namespace:i,namedPorts:p.namedPorts,namespaceLabels:s},y=rs(a,v,h,{port:"all",protocol:"TCP"});if(y.verdict==="denied"){if(y.egress.verdict==="denied")for(let w of y.egress.isolatedBy)c(w,"egress",f.name,y.egress.allowedPorts);if(y.ingress.verdict==="denied")for(let w of y.ingress.isolatedBy)c(w,"ingress",p.name,y.ingress.allowedPorts)}}let d=Vm(o.members),m=[...new Set(o.members.map(f=>f.name))];for(let f of l.values()){let p=["egress","ingress"].filter(y=>f.blocks.has(y)).map(y=>`${y} of its ${m.filter(w=>f.blocks.get(y).has(w)).join(", ")} pods`),v=f.blocks.has("egress")?"egress":"ingress",h=[...f.allowed].map(([y,w])=>`; ${y} is open on ${as(w)} only`).join("");n.report({object:f.policy,range:f.facts.at.policyTypes??f.facts.at[v],message:`NetworkPolicy "${f.policy.name??"?"}" isolates the pods of ${R(t)} in namespace "${i}" without allowing all TCP traffic between them (it blocks the ${p.join(" and the ")}${h}), so NCCL, Gloo, MPI or Ray connections on dynamic ports fail and the workload hangs at its first collective; allow ingress from and egress to ${d?`podSelector ${d}`:"a podSelector matching the workload's pods"} on all ports.`,related:[{file:t.file,range:t.range,message:`${R(t)} runs the pods that must reach each other.`}]})}}}}};var ht="network-policy-blocks-dns";function Lm(e){let n=u(e,"hostNetwork");return n!=null&&n!==!1}var ds=`apiVersion: kubeflow.org/v1
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
`,us={id:ht,family:"network-security",level:"error",scope:"ai",summary:"A NetworkPolicy isolates the egress of AI pods and allows no DNS (port 53 UDP and TCP).",description:"Triggers for a NetworkPolicy (`networking.k8s.io/v1`) that isolates the egress of AI pods (pods with a GPU or an AI image, in the policy's namespace, selected by its `podSelector`) when the egress allowed by all policies selecting those pods together does not reach the cluster DNS on port 53. The cluster DNS is taken to be the pods labelled `k8s-app: kube-dns` in `kube-system` (options `dnsNamespace`, `dnsPodLabels`, `dnsPort` for other clusters, e.g. OpenShift). Egress isolation follows the API: `policyTypes` with `Egress`, or no `policyTypes` and a non-empty `egress` list; `egress: []` or no rules under an `Egress` type deny everything. A rule allows DNS when its ports cover 53 for the protocol (TCP when `protocol` is omitted) and its `to` is empty or has a peer matching those pods: `namespaceSelector: {}`, a `namespaceSelector` on `kubernetes.io/metadata.name: kube-system` (with or without a matching `podSelector`), or labels of a `kube-system` Namespace object in the input. Blocked UDP is an error; UDP allowed but TCP blocked is reported as a warning (large answers are retried over TCP). What cannot be decided offline keeps the rule silent: namespace labels other than the name for namespaces not in the input, named ports (`port: dns`), `ipBlock` peers (pod IPs and whether the network plugin applies ipBlocks to pod traffic are unknown), placeholders, and selectors on labels an operator may add. Host-network pods are skipped. One finding per policy, at `spec.egress` (else the `Egress` policy type, else the kind line), with the selected workloads as related locations; a workload annotated `ai-k8s-lint.io/ignore: network-policy-blocks-dns` is left out.",rationale:"Once a pod is isolated for egress, everything not allowed is dropped, including DNS. Distributed training resolves the rendezvous address (`MASTER_ADDR` is a Service or pod hostname), model servers resolve the Hugging Face Hub, S3 or an internal registry, and every in-cluster Service is reached by name. With DNS dropped these calls hang until their timeouts (often minutes, NCCL rendezvous up to 30 minutes) instead of failing fast, so a default-deny egress policy shows up as a stuck job with idle GPUs rather than as a network error. DNS falls back to TCP for answers that do not fit in a UDP packet, so both protocols are needed.",remediation:`Add an egress rule that lets the selected pods reach the cluster DNS on UDP and TCP 53 (alongside the rules for the traffic you do want):

\`\`\`yaml
  egress:
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
\`\`\`

With NodeLocal DNSCache, also allow its link-local address (\`ipBlock: {cidr: 169.254.20.10/32}\`).`,references:["https://kubernetes.io/docs/concepts/services-networking/network-policies/","https://kubernetes.io/docs/concepts/services-networking/dns-pod-service/"],options:{type:"object",properties:{dnsNamespace:{type:"string",default:"kube-system",description:"Namespace of the cluster DNS pods."},dnsPodLabels:{type:"object",additionalProperties:{type:"string"},default:{"k8s-app":"kube-dns"},description:"Labels of the cluster DNS pods."},dnsPort:{type:"integer",minimum:1,maximum:65535,default:53,description:"Port the DNS pods listen on (policies see the pod port, e.g. 5353 on OpenShift)."}},additionalProperties:!1},examples:{invalid:[{title:"default-deny egress for the training pods, only the object store allowed",yaml:`${ds}apiVersion: networking.k8s.io/v1
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
`,lines:[32]}],valid:[{title:"DNS to kube-dns is allowed on UDP and TCP",yaml:`${ds}apiVersion: networking.k8s.io/v1
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
`}]},check:{collect(e,n,t){if(e.group==="networking.k8s.io"&&e.kind==="NetworkPolicy"){let i=b(e.value,"spec"),r=[...e.path,"spec"],a=S(i,"policyTypes").indexOf("Egress"),s=u(i,"egress")!==void 0?t.locate([...r,"egress"]):a!==-1?t.locate([...r,"policyTypes",a]):void 0;return{type:"policy",policy:dt(e.value),at:s}}let o=n().filter(i=>i.workload.ai&&!Lm(i.spec)).map(i=>({labels:ut(i)}));return o.length?{type:"workload",pods:o}:void 0},input(e,n){if(e.ofKind("networking.k8s.io","NetworkPolicy").length===0)return;let{dnsNamespace:t,dnsPodLabels:o,dnsPort:i}=n.options,r={podLabels:{known:{...o},open:!0},namespace:t,namespaceLabels:pt(e,t)},a=new Map;for(let s of e.objects){let l=s.facts[ht];if(l?.type!=="workload"||wn(s,ht))continue;let c=V(s),d=mt(e,c,ht);if(d.length===0)continue;let m=d.map(f=>f.facts.policy);for(let f of l.pods)for(let p of["UDP","TCP"]){let v=lt(m,"egress",{labels:f.labels,namespace:c},r,{port:i,protocol:p});if(v.verdict==="denied")for(let h of v.isolatedBy){let y=d.find($=>$.facts.policy===h),w=a.get(y.summary)??{policy:y.summary,at:y.facts.at,workloads:[],protocols:new Set};w.workloads.includes(s)||w.workloads.push(s),w.protocols.add(p),a.set(y.summary,w)}}}for(let s of a.values()){let l=V(s.policy),c=s.workloads.map(R),d=s.protocols.size===2?`allows no egress to the cluster DNS on port ${i} (neither UDP nor TCP)`:s.protocols.has("UDP")?`allows no egress to the cluster DNS on UDP port ${i}`:`allows UDP but not TCP to the cluster DNS on port ${i}`,m=s.protocols.has("UDP")?"so name resolution fails and NCCL rendezvous, model downloads and calls to Services hang":"so DNS answers too large for UDP (retried over TCP) fail",f=s.workloads.slice(0,5).map(p=>({file:p.file,range:p.range,message:`${R(p)} has AI pods the policy isolates.`}));n.report({object:s.policy,range:s.at,level:s.protocols.has("UDP")?void 0:"warning",message:`NetworkPolicy "${s.policy.name??"?"}" isolates the egress of the AI pods of ${c.join(", ")} in namespace "${l}" but ${d}, ${m}; add an egress rule to the pods labelled ${Object.entries(o).map(([p,v])=>`${p}: ${v}`).join(", ")} in namespace ${t} on port ${i} UDP and TCP.`,related:f})}}}};var Ye="notebook-isolation-missing",ms=/^(?:gvisor|runsc|kata)(?:[-_.][a-z0-9-_.]*)?$/i,Em=/^(?:runc|crun|youki|default|nvidia(?:[-_.][a-z0-9-_.]*)?)$/i;function Om(e){let n=e.object,t=e.containers.find(o=>o.family?.notebook)?.image?.raw;return n.kind==="Notebook"?`Notebook "${n.name??"?"}"`:`${R(n)}${t?` (notebook image ${t})`:""}`}function jm(e,n,t){if(t.has(e))return!0;if(n){let o=n.facts[Ye]?.handler;return o===void 0||g(o)?void 0:ms.test(o)}return ms.test(e)?!0:Em.test(e)?!1:void 0}function ps(e){if(e!=null)return typeof e=="boolean"?e:null}var fs=e=>`apiVersion: kubeflow.org/v1
kind: Notebook
metadata:
  name: alice
  namespace: kubeflow-user-alice
spec:
  template:
    spec:
${e}      serviceAccountName: default-editor
      containers:
        - name: alice
          image: kubeflownotebookswg/jupyter-pytorch-cuda-full:v1.9.0
          resources:
            limits:
              nvidia.com/gpu: 1
`,hs={id:Ye,family:"network-security",level:"warning",scope:"ai",summary:"A notebook runs user code without a sandbox RuntimeClass, or with a GPU and the service account token mounted.",description:"Triggers for notebook workloads: a Kubeflow `Notebook`, or any pod template with a Jupyter image (`jupyter/*`, `quay.io/jupyter/*`, images with `notebook` in the name), GPU or not. Two findings are possible per pod template. (1) No sandbox: `runtimeClassName` is missing, or names a runtime that does not sandbox: `runc`, `crun`, `youki`, `nvidia*`, or a RuntimeClass of the input whose `handler` is not a sandbox. Sandboxes are gVisor (`gvisor`, `runsc`, `runsc-*`) and Kata Containers (`kata`, `kata-*`, e.g. `kata-qemu-nvidia-gpu`), by RuntimeClass name or by the `handler` of a RuntimeClass in the input; the option `sandboxRuntimeClasses` adds names. Other names that are not in the input are trusted (silent). It points at `runtimeClassName`, or at the pod spec when it is missing. (2) The pod has a GPU (a GPU resource or a GPU DRA claim) and mounts its service account token: `automountServiceAccountToken` is not `false` on the pod and, when the ServiceAccount is in the input, not `false` there either. It points at the pod's `automountServiceAccountToken`, or at the pod spec when it is not set. Placeholders keep the rule silent. A GPU notebook's token is reported here, not by `service-account-token-automount`.",rationale:"A notebook is a remote shell by design: whoever can open it runs arbitrary code, installs packages from anywhere and often pastes code from the internet. With the default runtime (runc, or the NVIDIA runtime that wraps it) that code shares the node kernel with every other pod, and a GPU container additionally gets the driver device files and libraries injected, a recurring source of container escapes (for example the NVIDIA Container Toolkit CVEs of 2024-2025). A sandbox RuntimeClass puts a second kernel (gVisor) or a lightweight VM (Kata) between the notebook and the node. The mounted service account token lets the same code call the Kubernetes API with the notebook's identity (Kubeflow gives it edit rights on the profile namespace), and GPU nodes are the most valuable ones to pivot from.",remediation:"Run notebooks in a sandbox RuntimeClass that supports GPUs (GKE Sandbox `gvisor`, Kata `kata-qemu-nvidia-gpu`) and do not mount the token unless the notebook needs the API:\n\n```yaml\nspec:\n  template:\n    spec:\n      runtimeClassName: gvisor\n      automountServiceAccountToken: false\n      containers:\n        - name: alice\n          image: kubeflownotebookswg/jupyter-pytorch-cuda-full:v1.9.0\n```\n\nIf the notebook does need the API (for example the Kubeflow Pipelines SDK), prefer a projected `serviceAccountToken` volume with a short `expirationSeconds` and a dedicated audience over the automatically mounted token. A custom RuntimeClass name can be declared as a sandbox with the `sandboxRuntimeClasses` option.",references:["https://kubernetes.io/docs/concepts/containers/runtime-class/","https://gvisor.dev/docs/user_guide/gpu/","https://kubernetes.io/docs/tasks/configure-pod-container/configure-service-account/#opt-out-of-api-credential-automounting"],options:{type:"object",properties:{sandboxRuntimeClasses:{type:"array",items:{type:"string"},default:[],description:"RuntimeClass names that are sandboxes besides gvisor, runsc* and kata*."}},additionalProperties:!1},examples:{invalid:[{title:"a GPU notebook in the default runtime with its token mounted",yaml:fs(""),lines:[8,8]}],valid:[{title:"gVisor and no token",yaml:fs(`      runtimeClassName: gvisor
      automountServiceAccountToken: false
`)}]},check:{collect(e,n,t){if(e.group==="node.k8s.io"&&e.kind==="RuntimeClass")return{type:"runtimeClass",handler:P(e.value,"handler")};if(e.group===""&&e.kind==="ServiceAccount")return{type:"serviceAccount",automount:ps(u(e.value,"automountServiceAccountToken"))};let o=[];for(let i of n()){if(!i.workload.notebook)continue;let r=u(i.spec,"runtimeClassName"),a=u(i.spec,"serviceAccountName")??u(i.spec,"serviceAccount"),s=a==null||a===""?"default":a,l=i.containers.find(c=>c.kind!=="init"&&c.kind!=="ephemeral"&&(U(i,c)==="resource"||U(i,c)==="dra-gpu"));o.push({runtimeClassName:r==null?void 0:typeof r=="string"&&!g(r)?r:null,runtimeAt:t.locate([...i.path,"runtimeClassName"]),automount:ps(u(i.spec,"automountServiceAccountToken")),automountAt:t.locate([...i.path,"automountServiceAccountToken"]),serviceAccount:typeof s=="string"&&!g(s)?s:void 0,gpu:l&&A(i,l),what:Om(i)})}return o.length?{type:"notebook",pods:o}:void 0},input(e,n){let t=new Set(n.options.sandboxRuntimeClasses??[]);for(let o of e.objects){let i=o.facts[Ye];if(i?.type!=="notebook")continue;let r=V(o);for(let a of i.pods){let s=a.runtimeClassName,l=typeof s=="string"?e.get("node.k8s.io","RuntimeClass",void 0,s)[0]:void 0;if(s===void 0||s!==null&&jm(s,l,t)===!1){let f=l&&l.facts[Ye]?.handler,p=s===void 0?"has no runtimeClassName, so it runs in the default runtime":l?`uses RuntimeClass "${s}", whose handler "${f}" is not a sandbox`:`uses runtimeClassName "${s}", which is not a sandbox`;n.report({object:o,range:a.runtimeAt,message:`${a.what} ${p}: code run in the notebook shares the node kernel${a.gpu?" and the GPU driver":""} with other pods; set runtimeClassName to a gVisor or Kata RuntimeClass (e.g. gvisor, kata-qemu-nvidia-gpu).`,related:l?[{file:l.file,range:l.range,message:`RuntimeClass "${s}" is defined here.`}]:void 0})}if(!a.gpu||a.automount===!1||a.automount===null)continue;let c;if(a.automount===void 0){c=e.inNamespace("","ServiceAccount",r).find(p=>p.name===a.serviceAccount);let f=c&&c.facts[Ye]?.automount;if(f===!1||f===null)continue}let d=a.serviceAccount===void 0?"its service account":`service account "${a.serviceAccount}"`,m=a.automount===!0?"automountServiceAccountToken: true":c?"automountServiceAccountToken is not false on the pod or the ServiceAccount":"automountServiceAccountToken is not false";n.report({object:o,range:a.automountAt,message:`${a.what} has a GPU (${a.gpu}) and mounts the token of ${d} (${m}), so any code run in the notebook can call the Kubernetes API with that identity; set automountServiceAccountToken: false on the pod, or mount a short-lived projected token only if the notebook needs the API.`,related:c?[{file:c.file,range:c.range,message:`ServiceAccount "${a.serviceAccount}" does not disable automounting.`}]:void 0})}}}}};function Fm(e,n){let t=e.slice(0,n).split(/\r?\n/);return[t.length,t.pop().length+1]}function _m(e,n,t){let o=e.split(/\r?\n/),i="",r=(Math.log10(n+1)|0)+1;for(let a=n-1;a<=n+1;a++){let s=o[a-1];s&&(i+=a.toString().padEnd(r," "),i+=":  ",i+=s,i+=`
`,a===n&&(i+=" ".repeat(r+t+2),i+=`^
`))}return i}var D=class e extends Error{line;column;codeblock;constructor(n,t){let[o,i]=Fm(t.toml,t.ptr),r=_m(t.toml,o,i);super(`Invalid TOML document: ${n}

${r}`,t),this.line=o,this.column=i,this.codeblock=r}static x(n,t,o){throw new e(n,{toml:t.s,ptr:o??t.p})}};function gt(e){let n=e.p,t=e.s.charCodeAt(e.p++),o=t,i=t===39,r=t===e.s.charCodeAt(e.p)&&t===e.s.charCodeAt(e.p+1);r&&((t=e.s.charCodeAt(e.p+=2))===10?e.p++:t===13&&e.s.charCodeAt(e.p+1)===10&&(e.p+=2));let a="",s=e.p,l=0;for(;e.p<e.s.length;e.p++)if(t=e.s.charCodeAt(e.p),r&&(t===10||t===13&&e.s.charCodeAt(e.p+1)===10))l=l&&3;else if(t<32&&t!==9||t===127)D.x("control characters are not allowed in strings",e);else if((!l||l===3)&&t===o&&(!r||e.s.charCodeAt(e.p+1)===o&&e.s.charCodeAt(e.p+2)===o)){if(r&&(e.s.charCodeAt(e.p+3)===o&&e.p++,e.s.charCodeAt(e.p+3)===o&&e.p++),!l){let c=e.s.slice(s,e.p);a=a?a+c:c}return e.p+=r?3:1,a}else if(!l)!i&&t===92&&(a+=e.s.slice(s,s=e.p),l=1);else if(l===1)if(t===120||t===117||t===85){let c=e.p++-1,d=0,m=t===120?2:t===117?4:8;for(let f=0;f<m;f++,e.p++){let p=e.s.charCodeAt(e.p),v=p>=48&&p<=57?p-48:p>=65&&p<=70?p-65+10:p>=97&&p<=102?p-97+10:-1;v<0&&D.x("invalid non-hex character in unicode escape",e),d=d<<4|v}(d<0||d>1114111||d>=55296&&d<=57343)&&D.x("invalid unicode escape",e,c),a+=String.fromCodePoint(d),s=e.p--,l=0}else r&&(t===32||t===9)?l=2:(t===98?a+="\b":t===116?a+="	":t===110?a+=`
`:t===102?a+="\f":t===114?a+="\r":t===101?a+="\x1B":t===34?a+='"':t===92?a+="\\":D.x("unrecognised escape sequence",e),s=e.p+1,l=0);else t!==32&&t!==9&&(l===2&&D.x("invalid escape: only line-ending whitespace may be escaped",e,s),l=!i&&t===92?1:0,s=e.p);D.x("unfinished string",e,n)}var qm=/^(\d{4}-\d{2}-\d{2})?[Tt ]?(?:(\d{2}):\d{2}(?::\d{2}(?:\.\d+)?)?)?(Z|z|[-+]\d{2}:\d{2})?$/i,Ze=class e extends Date{#n=!1;#t=!1;#e=null;constructor(n,t,o){let i=!0,r=!0,a="Z",s;if(typeof n=="string")if(t)e:{if(t<3){if(+n.slice(11,13)>23){n="";break e}t===2?(a=null,n+="Z"):(s=n.charCodeAt(n.length-1))!==90&&s!==122&&(a=n.slice(n.length-6)),o&&(n=n.slice(0,10)+"T"+n.slice(11))}else t===4&&(n=+n.slice(0,2)>23?"":`0000-01-01T${n}Z`);i=t!==4,r=t!==3}else{let l=n.match(qm);l?(l[1]||(i=!1,n=`0000-01-01T${n}`),r=!!l[2],r&&n[10]===" "&&(n=n.replace(" ","T")),l[2]&&+l[2]>23?n="":(a=l[3]||null,!a&&r&&(n+="Z"))):n=""}super(n),isNaN(this.getTime())||(this.#n=i,this.#t=r,this.#e=a)}isDateTime(){return this.#n&&this.#t}isLocal(){return!this.#n||!this.#t||!this.#e}isDate(){return this.#n&&!this.#t}isTime(){return this.#t&&!this.#n}isValid(){return this.#n||this.#t}toISOString(){let n=super.toISOString();if(this.isDate())return n.slice(0,10);if(this.isTime())return n.slice(11,23);if(this.#e===null)return n.slice(0,-1);if(this.#e==="Z"||this.#e==="z")return n;let t=+this.#e.slice(1,3)*60+ +this.#e.slice(4,6);return t=this.#e[0]==="-"?t:-t,new Date(this.getTime()-t*6e4).toISOString().slice(0,-1)+this.#e}static wrapAsOffsetDateTime(n,t="Z"){let o=new e(n);return o.#e=t,o}static wrapAsLocalDateTime(n){let t=new e(n);return t.#e=null,t}static wrapAsLocalDate(n){let t=new e(n);return t.#t=!1,t.#e=null,t}static wrapAsLocalTime(n){let t=new e(n);return t.#n=!1,t.#e=null,t}};function H(e,n=10){return n===16?e>47&&e<58||e>64&&e<71||e>96&&e<103:e>47&&e<48+n}function Co(e,n){return e===32||e===9||e===10||e===13||n&&(e===n||e===44)||e===35}function nn(e,n){let t=e.p,o=e.s.charCodeAt(e.p);if(o===91||o===123){e.d--||D.x("document contains excessively nested structures. aborting.",e);let i=o===91?ys(e):vs(e);return e.d++,i}return o===34||o===39?gt(e):o===116?((e.s.charCodeAt(++e.p)!==114||e.s.charCodeAt(++e.p)!==117||e.s.charCodeAt(++e.p)!==101)&&D.x("invalid value",e,t),e.p++,!0):o===102?((e.s.charCodeAt(++e.p)!==97||e.s.charCodeAt(++e.p)!==108||e.s.charCodeAt(++e.p)!==115||e.s.charCodeAt(++e.p)!==101)&&D.x("invalid value",e,t),e.p++,!1):o===43||o===45?vt(e,e.p,e.s.charCodeAt(++e.p),44-o,n):e.s.charCodeAt(e.p+4)===45&&e.s.charCodeAt(e.p+7)===45?Bm(e,o,n):e.s.charCodeAt(e.p+2)===58?zm(e,o,n):vt(e,e.p,o,0,n)}function vt(e,n,t,o,i){let r=t,a=0,s=!1;if(r===105)return(e.s.charCodeAt(++e.p)!==110||e.s.charCodeAt(++e.p)!==102)&&D.x("invalid value",e,n),e.p++,(o||1)/0;if(r===110)return(e.s.charCodeAt(++e.p)!==97||e.s.charCodeAt(++e.p)!==110)&&D.x("invalid value",e,n),e.p++,NaN;if(r===48){if(++e.p>=e.s.length||Co(r=e.s.charCodeAt(e.p),i))return e.bi===!0?0n:0;if(!o){if(r===120)return Po(e,n,16,i);if(r===98)return Po(e,n,2,i);if(r===111)return Po(e,n,8,i)}r===46?a=2:r===101||r===69?a=4:D.x("illegal leading zero",e,n)}else H(r)||D.x("invalid value",e,n);for(;++e.p<e.s.length&&(r=e.s.charCodeAt(e.p),!Co(r,i));)a||(a=1),r===95?(a&1||D.x("illegal underscore",e),a+=11,s=!0):a===1&&r===46?a=2:(a===1||a===3)&&(r===101||r===69)?a=4:a===4&&(r===43||r===45)?a=6:H(r)?a>9?a-=11:a&1||a++:D.x("illegal character in numeric literal",e);if(!a){let c=(t-48)*(o||1);return e.bi===!0?BigInt(c):c}a&1||D.x("unfinished numeric value",e,n);let l=e.s.slice(n,e.p);return s&&(l=l.replaceAll("_","")),a>1?parseFloat(l):gs(e,l,10,n)}function Po(e,n,t,o){let i,r=1;for(;++e.p<e.s.length&&(i=e.s.charCodeAt(e.p),!Co(i,o));)i===95?(r&1&&D.x("illegal underscore",e),r=3):H(i,t)?r&1&&r--:D.x("illegal character in numeric literal",e);r&1&&D.x("unfinished numeric value",e);let a=e.s.slice(n+2,e.p);return r&&(a=a.replaceAll("_","")),gs(e,a,t,n)}function gs(e,n,t,o){if(e.bi!==!0)e:{let i=parseInt(n,t);if(!Number.isSafeInteger(i)){if(e.bi)break e;D.x("integer value cannot be represented losslessly",e,o)}return i}return BigInt(t===10?n:(t===2?"0b":t===8?"0o":"0x")+n)}function Bm(e,n,t){let o=e.p++,i;if(!H(n)||!H(e.s.charCodeAt(e.p++))||!H(e.s.charCodeAt(e.p++))||!H(e.s.charCodeAt(e.p++)))return vt(e,e.p=o,n,0,t);if(e.p+=5,H(e.s.charCodeAt(e.p++))||D.x("invalid date-time: date part is malformed",e,o),e.p>=e.s.length||((n=e.s.charCodeAt(e.p))!==32||(i=!0,!H(e.s.charCodeAt(e.p+1))))&&n!==84&&n!==116){let a=e.s.slice(o,e.p);return en(e,a,3,!1,o)}if(e.s.charCodeAt(e.p+=3)!==58&&D.x("invalid date-time: time part is malformed",e,o),e.s.charCodeAt(e.p+=3)===58&&(e.p+=3),e.s.charCodeAt(e.p)===46)for(;H(e.s.charCodeAt(++e.p)););if(n=e.s.charCodeAt(e.p)){if(n===90||n===122){let a=e.s.slice(o,++e.p);return en(e,a,1,i,o,"[+00:00]")}if(n===43||n===45){let a=e.s.slice(o,e.p+=6);return en(e,a,1,i,o,!e.ld&&"["+e.s.slice(e.p-6,e.p)+"]")}}let r=e.s.slice(o,e.p);return en(e,r,2,i,o)}function zm(e,n,t){let o=e.p;if(!H(n)||!H(e.s.charCodeAt(++e.p)))return vt(e,--e.p,n,0,t);if(e.s.charCodeAt(e.p+=4)===58&&(e.p+=3),e.s.charCodeAt(e.p)===46)for(;H(e.s.charCodeAt(++e.p)););let i=e.s.slice(o,e.p);return en(e,i,4,!1,o)}function en(e,n,t,o,i,r){if(e.ld){let a=new Ze(n,t,o);return a.isValid()||D.x("invalid date",e,i),a}try{switch(r&&(n+=r),t){case 1:return Temporal.ZonedDateTime.from(n);case 2:return Temporal.PlainDateTime.from(n);case 3:return Temporal.PlainDate.from(n);case 4:return Temporal.PlainTime.from(n)}}catch(a){D.x(a instanceof Error?a.message:""+a,e,i)}}function Jm(e){for(;e.p<e.s.length;e.p++){let n=e.s.charCodeAt(e.p);if(n===10)break;if(n===13&&e.s.charCodeAt(e.p+1)===10){e.p++;break}(n<32&&n!==9||n===127)&&D.x("control characters are not allowed in comments",e)}}function ne(e,n,t){let o;for(;e.p<e.s.length;){for(;e.p<e.s.length&&((o=e.s.charCodeAt(e.p))===32||o===9||!n&&(o===10||o===13&&e.s.charCodeAt(e.p+1)===10));)e.p++;if(t||o!==35)break;Jm(e)}}function yt(e,n=61){let t,o=0,i=[],r,a=e.s.charCodeAt(t=e.p);do{if(a===n)return o||D.x("unexpected end of key",e),o===1&&i.push(e.s.slice(r,e.p)),e.p++,i;a===46?(o||D.x("illegal empty bare key",e),o===1&&i.push(e.s.slice(r,e.p)),o=0):!o&&(a===34||a===39)?(a===e.s.charCodeAt(e.p+1)&&a===e.s.charCodeAt(e.p+2)&&D.x("illegal quoted key: multiline strings are not allowed",e),i.push(gt(e)),o=2,e.p--):a===32||a===9?o===1&&(i.push(e.s.slice(r,e.p)),o=2):o===2||a<48&&a!==45||a>57&&a<65||a>90&&a<97&&a!==95||a>122?D.x("illegal character in key",e):o||(o=1,r=e.p)}while(a=e.s.charCodeAt(++e.p));D.x("incomplete key-value: cannot find end of key",e,t)}function vs(e){let n=e.p++,t=Object.create(null),o=new Set,i;for(;e.p<e.s.length;){if(ne(e),(i=e.s.charCodeAt(e.p))===125)return e.p++,t;let r,a=t,s=!1,l=e.p,c=yt(e);for(let m=0;m<c.length;m++){m&&(a=s?a[r]:a[r]=Object.create(null)),r=c[m],(s=Object.hasOwn(a,r))&&(typeof a[r]!="object"||o.has(a[r]))&&D.x("trying to redefine an already defined value",e,l);let f=r==="__proto__";if(e.uk&&(f||r==="constructor")){a=e.uk!==1&&D.x("document contains an unsafe property",e,l);break}!s&&f&&Object.defineProperty(a,r,{enumerable:!0,configurable:!0,writable:!0})}s&&D.x("trying to redefine an already defined value",e,l),ne(e,!0,!0);let d=nn(e,125);if(a&&typeof(a[r]=d)=="object"&&o.add(d),ne(e),(i=e.s.charCodeAt(e.p++))===125)return t;i!==44&&D.x("expected comma or end of structure",e,e.p-1)}D.x("unfinished table",e,n)}function ys(e){let n=e.p++,t=[],o;for(;e.p<e.s.length;){if(ne(e),(o=e.s.charCodeAt(e.p))===93)return e.p++,t;if(t.push(nn(e,93)),ne(e),(o=e.s.charCodeAt(e.p++))===93)return t;o!==44&&D.x("expected comma or end of structure",e,e.p-1)}D.x("unfinished array",e,n)}function bs(e,n,t,o,i){let r=t,a=o,s,l=!1,c;for(let d=0;d<n.length;d++){if(d){if(r=l?r[s]:r[s]=Object.create(null),a=(c=a[s]).c,i===0&&(c.t===1||c.t===2))return null;if(c.t===2){let m=r.length-1;r=r[m],a=a[m].c}}if(s=n[d],(l=Object.hasOwn(r,s))&&a[s]?.t===0&&a[s]?.d)return null;if(!l){let m=s==="__proto__";if(e.uk&&(m||s==="constructor"))return!1;m&&(Object.defineProperty(r,s,{enumerable:!0,configurable:!0,writable:!0}),Object.defineProperty(a,s,{enumerable:!0,configurable:!0,writable:!0})),a[s]={t:d<n.length-1&&i===2?3:i,d:!1,i:0,c:Object.create(null)}}}if(c=a[s],c.t!==i&&!(i===1&&c.t===3)||(i===2&&(c.d||(c.d=!0,r[s]=[]),r[s].push(r=Object.create(null)),c.c[c.i++]=c={t:1,d:!1,i:0,c:Object.create(null)}),c.d))return null;if(c.d=!0,i===1)r=l?r[s]:r[s]=Object.create(null);else if(i===0&&l)return null;return[s,r,c.c]}function ws(e,n,t){(n===null||e.uk===2)&&D.x(n===null?"trying to redefine an already defined table or value":"document contains an unsafe property",e,t)}function So(e,n={}){let t={s:e,p:0,d:n.maxDepth??1e3,bi:n.integersAsBigInt??!1,ld:n.useLegacyDate??!0,uk:n.unsafeKeyBehaviour==="throw"?2:n.unsafeKeyBehaviour==="drop"?1:0},o=Object.create(null),i=Object.create(null),r,a=!1,s=o,l=i;for(e.charCodeAt(0)===65279&&t.p++,ne(t);t.p<e.length;){if(e.charCodeAt(t.p)===91){let c=e.charCodeAt(++t.p)===91;r=t.p+=+c,a=!1;let d=yt(t,93);c&&(e.charCodeAt(t.p)!==93&&D.x("expected end of table array declaration",t),t.p++);let m=bs(t,d,o,i,c?2:1);m?(l=m[2],s=m[1]):(ws(t,m,r),a=!0)}else{r=t.p;let c=yt(t),d=bs(t,c,s,l,0);!d&&!a&&ws(t,d,r),ne(t,!0,!0);let m=nn(t,void 0);d&&!a&&(d[1][d[0]]=m)}ne(t,!0),t.p<e.length&&(r=e.charCodeAt(t.p))!==10&&(r!==13||e.charCodeAt(t.p+1)!==10)&&D.x("each key-value declaration must be followed by an end-of-line",t),ne(t)}return o}var vk=!!"".isWellFormed;function Km(e){return e.split(`
`).map((n,t)=>({text:n.endsWith("\r")?n.slice(0,-1):n,number:t+1}))}var Ao=e=>/^\s*(#|\/\/)/.test(e),$o=/--no-cgroups(?:=(?:true|1))?(?=$|[\s"',;)\]])/,Ss=/(?:^|[\s.{,])["']?no-cgroups["']?\s*=\s*true\b/,Wm=/\bs([/|#@,])((?:\\.|(?!\1)[^\\\n\r\u2028\u2029])*)\1((?:\\.|(?!\1)[^\\\n\r\u2028\u2029])*)\1/,Hm=/^[ \t]*\[[^\]]+\][ \t]*$/,Qm=/^[ \t]*["']?[\w.-]+["']?[ \t]*=/;function Xm(e){let n="";for(let t of e){if(Ao(t.text))continue;let o=/^\s*\[([^\]]+)\]\s*(#.*)?$/.exec(t.text);if(o){n=o[1].replace(/["'\s]/g,"");continue}if(Ss.test(t.text)&&(n==="nvidia-container-cli"||n.endsWith(".nvidia-container-cli")||t.text.includes("nvidia-container-cli")))return t.number}}function Ym(e){let n=[];for(let t of e)!Ao(t.text)&&$o.test(t.text)&&n.push(t.number);return n}function ks(e){return e.map(n=>/^[A-Za-z0-9_-]+$/.test(n)?n:JSON.stringify(n)).join(".")}function Ps(e,n){let t=[],o=Ym(n),i=0,r=!1,a=(s,l)=>{if(Array.isArray(s)){s.some(c=>typeof c=="string"&&c.trim().startsWith("--no-cgroups")&&$o.test(c.trim()))&&t.push({what:`passes --no-cgroups in ${ks(l)}`,line:o[i++]}),s.forEach((c,d)=>a(c,[...l.slice(0,-1),`${l[l.length-1]??""}[${d}]`]));return}if(k(s))for(let[c,d]of Object.entries(s))c==="nvidia-container-cli"&&k(d)&&Object.prototype.hasOwnProperty.call(d,"no-cgroups")&&d["no-cgroups"]===!0&&(t.push({what:`sets ${l.length?`${ks(l)}.`:""}[nvidia-container-cli] no-cgroups = true`,line:r?void 0:Xm(n)}),r=!0),a(d,[...l,c])};return a(e,[]),t}function Cs(e){let n=[];for(let t of e){let o=t.text;if(Ao(o)||!o.includes("no-cgroups"))continue;let i=/--set[\s=]+["']?nvidia-container-cli\.no-cgroups(?:=(?:true)?)?["']?(?=\s|$|;|&|\|)/.exec(o);if(i){n.push({what:`sets nvidia-container-cli.no-cgroups (${i[0].trim()})`,line:t.number});continue}if($o.test(o)){n.push({what:"passes --no-cgroups",line:t.number});continue}let r=Wm.exec(o),a=r&&r[2].includes("no-cgroups")?r.index+3+r[2].length:0,s=o.slice(a,r&&a>0?a+r[3].length:void 0);Ss.test(s)&&n.push({what:"writes no-cgroups = true",line:t.number})}return n}function Zm(e,n){if(!n.includes("no-cgroups"))return[];if(!/nvidia/i.test(n)&&!/nvidia/i.test(e))return[];let t=Km(n);if(/\.(sh|bash)$/i.test(e))return Cs(t);let o=n.trimStart();if(/\.json$/i.test(e)||o.startsWith("{"))try{return Ps(JSON.parse(n),t)}catch{}if(/\.toml$/i.test(e)||t.some(i=>Hm.test(i.text)||Qm.test(i.text)))try{return Ps(So(n),t)}catch{}return Cs(t)}var As={id:"nvidia-runtime-no-cgroups",family:"runtime",level:"error",scope:"ai",summary:"An NVIDIA container runtime config in a ConfigMap turns off device cgroups (no-cgroups = true or --no-cgroups).",description:"Reads the `data` values of ConfigMaps that mention both `no-cgroups` and NVIDIA (in the key or the text); other values are not parsed. It triggers when such a value is: an NVIDIA Container Toolkit `config.toml` (TOML, any key, parsed with a TOML parser) whose `[nvidia-container-cli]` table sets `no-cgroups = true` (also as the dotted key `nvidia-container-cli.no-cgroups` or an inline table); a JSON config (Docker `daemon.json` with `runtimes.nvidia.runtimeArgs`, an OCI hook with `args`) or a TOML config (containerd runtime options) with an argument list holding `--no-cgroups`; or a script that runs `nvidia-ctk config --set nvidia-container-cli.no-cgroups`, passes `--no-cgroups` to `nvidia-container-cli`, or writes `no-cgroups = true` (a heredoc, or the replacement side of `sed s/\u2026/\u2026/`). Commented-out lines (`#no-cgroups = false` in the stock file) and `no-cgroups = false` do not trigger. The finding points at the ConfigMap data key; the message gives the line inside the value (line 1 is the first line of the config text, so for a `|` block scalar it is that many lines below the key). The GPU Operator `ClusterPolicy` has no field for this setting and is not checked.",rationale:"`no-cgroups` tells `nvidia-container-cli` not to add the GPU device nodes it injects to the container's device cgroup, which is how the runtime keeps a container to the GPUs it was given. It exists for rootless container engines that cannot manage cgroups. On a Kubernetes GPU node it means the GPU devices of a container are no longer fenced by cgroups: device isolation between the containers of the node is gone, and MIG and device-plugin allocation rest on device mounts alone.",remediation:"Remove the setting (the stock `config.toml` has it commented out) or set it to false, and drop `--no-cgroups` from runtime arguments:\n\n```toml\n[nvidia-container-cli]\nload-kmods = true\n#no-cgroups = false\n```\n\nUse `no-cgroups` only for rootless Docker or Podman on a workstation, never on a shared GPU node.",references:["https://docs.nvidia.com/datacenter/cloud-native/container-toolkit/latest/install-guide.html","https://github.com/NVIDIA/nvidia-container-toolkit"],examples:{invalid:[{title:"config.toml shipped in a ConfigMap with cgroups turned off",yaml:`apiVersion: v1
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
`,lines:[7]}],valid:[{title:"the stock setting, commented out",yaml:`apiVersion: v1
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
`}]},check:{object(e,n){if(e.group!==""||e.kind!=="ConfigMap")return;let t=b(e.value,"data");if(t){for(let[o,i]of Object.entries(t))if(typeof i=="string")for(let r of Zm(o,i)){let a=r.line===void 0?`data[${JSON.stringify(o)}]`:`line ${r.line} of data[${JSON.stringify(o)}]`;n.report({path:[...e.path,"data",o],message:`ConfigMap "${e.name??""}": ${a} ${r.what}, so the NVIDIA container runtime no longer adds the GPU devices it injects to each container's device cgroup and GPU isolation between containers is lost; remove it (no-cgroups is only for rootless engines).`})}}}}};var tn="operator-not-ready-gate",Do=e=>e.filter(n=>typeof n=="string"&&!g(n));function ep(e,n){let t=e()[0];if(!t)return;let o=t.containers.filter(a=>a.kind==="container"||a.kind==="sidecar");if(o.length===0)return;let i=u(t.spec,"serviceAccountName")??u(t.spec,"serviceAccount")??"default",r=o.filter(a=>a.kind==="container");return{deployment:{serviceAccount:typeof i=="string"&&i!==""&&!g(i)?i:void 0,ready:o.some(a=>u(a.value,"readinessProbe")!==void 0&&u(a.value,"readinessProbe")!==null),containers:r.map(a=>a.name),at:n(r.length===1?r[0].path:[...t.path,"containers"])}}}function np(e){let n=[];for(let t of S(e,"rules")){if(!Do(S(t,"verbs")).some(a=>a==="watch"||a==="list"||a==="*"))continue;let i=Do(S(t,"apiGroups")).filter(a=>a!=="*"&&!ze.has(a)),r=Do(S(t,"resources")).filter(a=>!a.includes("/"));i.length>0&&r.length>0&&n.push({groups:i,resources:r})}return n.length>0?{role:{grants:n}}:void 0}function tp(e,n,t){let o=b(e,"roleRef"),i=P(o,"kind"),r=P(o,"name");if(!i||!r||g(r))return;let a=[];for(let s of S(e,"subjects")){let l=P(s,"name");if(P(s,"kind")!=="ServiceAccount"||!l||g(l))continue;let c=P(s,"namespace")??(t?void 0:n);a.push({name:l,namespace:c&&!g(c)?c:void 0})}return a.length>0?{binding:{roleKind:i,roleName:r,serviceAccounts:a}}:void 0}function op(e){let n=new Map;for(let t of e.ofKind("apiextensions.k8s.io","CustomResourceDefinition")){let o=t.facts[tn]?.crd;o?.plural&&n.set(`${o.group}/${o.plural}`,o.kind)}return n}function ip(e,n,t,o){let i=new Set,r=(a,s)=>a===void 0||s===void 0||a===s;for(let a of["RoleBinding","ClusterRoleBinding"])for(let s of e.ofKind("rbac.authorization.k8s.io",a)){let l=s.facts[tn]?.binding;if(!l?.serviceAccounts.some(d=>d.name===t&&r(d.namespace,o)))continue;let c=l.roleKind==="ClusterRole"?e.ofKind("rbac.authorization.k8s.io","ClusterRole").filter(d=>d.name===l.roleName):e.ofKind("rbac.authorization.k8s.io","Role").filter(d=>d.name===l.roleName&&r(d.namespace,s.namespace));for(let d of c)for(let m of d.facts[tn]?.role?.grants??[])for(let f of m.groups)for(let[p,v]of n){let[h,y]=[p.slice(0,p.indexOf("/")),p.slice(p.indexOf("/")+1)];h===f&&(m.resources.includes(y)||m.resources.includes("*"))&&i.add(v)}}return[...i].sort()}function rp(e){return e.length<=3?e.join(", "):`${e.slice(0,3).join(", ")} and ${e.length-3} more`}var $s={id:tn,family:"crd-ordering",level:"note",scope:"general",summary:"The Deployment of an operator whose CRDs are in the same input has no readinessProbe.",description:'Triggers on a `Deployment` none of whose containers has a `readinessProbe` when it is recognisably the operator of CRDs in the input. Recognition uses RBAC, not names: the Deployment\'s pod ServiceAccount (`serviceAccountName`, else `default`) is bound by a `RoleBinding` or `ClusterRoleBinding` of the input to a `Role`/`ClusterRole` of the input that grants `list`, `watch` or `*` on a CRD of the input (its group named explicitly, its plural or `*` as resource). Roles that grant every group (`apiGroups: ["*"]`) do not count, nor do names, labels or images that merely look related: without that RBAC evidence (e.g. RBAC kept in another repository) the rule stays silent. Reported on the container (or the `containers` key when there are several).',rationale:"An install that applies an operator and then its custom resources can only wait for the operator with `kubectl rollout status` or `kubectl wait --for=condition=Available`, and a Deployment without a readiness probe is Available as soon as its process starts, before the controller has synced its caches, won leader election or started its webhook server. Custom resources applied then are rejected by a webhook that is not listening yet, or sit unreconciled, and CI pipelines that run smoke tests right after the install become flaky.",remediation:"Add a readiness probe on the controller's health endpoint (controller-runtime serves `/readyz` on the health-probe port, 8081 by default):\n\n```yaml\nreadinessProbe:\n  httpGet: {path: /readyz, port: 8081}\n  initialDelaySeconds: 5\n  periodSeconds: 10\n```\n\nand gate the next step on it: `kubectl rollout status deployment/<operator> -n <namespace> --timeout=120s`.",examples:{invalid:[{title:"the KubeRay operator, bound to a ClusterRole on ray.io, without a readiness probe",yaml:`apiVersion: apiextensions.k8s.io/v1
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
`,lines:[43]}],valid:[{title:"with a readiness probe",yaml:`apiVersion: apiextensions.k8s.io/v1
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
`}]},check:{collect(e,n,t){let o=Q(e);if(o)return o;if(e.kind==="Deployment"&&(e.group==="apps"||e.group==="extensions"))return ep(n,t.locate);if(e.group==="rbac.authorization.k8s.io"){if(e.kind==="Role"||e.kind==="ClusterRole")return np(e.value);if(e.kind==="RoleBinding"||e.kind==="ClusterRoleBinding")return tp(e.value,e.namespace,e.kind==="ClusterRoleBinding")}},input(e,n){let t=op(e);if(t.size!==0)for(let o of["apps","extensions"])for(let i of e.ofKind(o,"Deployment")){let r=i.facts[tn]?.deployment;if(!r||r.ready||!r.serviceAccount)continue;let a=ip(e,t,r.serviceAccount,i.namespace);a.length!==0&&n.report({object:i,range:r.at,message:`Deployment "${i.name??""}" runs the controller for ${rp(a)} (CRDs in this input) but no container has a readinessProbe, so it counts as ready before it can reconcile or answer its webhooks: add one (e.g. httpGet /readyz) and wait for kubectl rollout status before applying custom resources.`})}}}};var Uo="pdb-missing";function ap(e){if(e===null)return"its pods";let n=Object.entries(e).map(([t,o])=>`${t}=${o}`);return n.length>0?`its pods (${n.join(", ")})`:"its pods (the template has no labels)"}var Ds={id:Uo,family:"scheduling",level:"note",scope:"ai",summary:"A serving workload with several replicas has no PodDisruptionBudget selecting it.",description:"Triggers for a serving workload (Deployment, StatefulSet, LeaderWorkerSet, InferenceService, RayService ... with a GPU container or a serving image) with a pod template of more than one replica (`replicas`; `minReplicas` of an InferenceService predictor; groups of a LeaderWorkerSet) when no PodDisruptionBudget (`policy/v1` or `policy/v1beta1`) anywhere in the input, in the same namespace, selects the template's labels. Selectors are evaluated with `matchLabels` and `matchExpressions` (`In`, `NotIn`, `Exists`, `DoesNotExist`); an empty selector selects every pod of the namespace in `policy/v1` and none in `policy/v1beta1`, a missing one selects none. Labels that controllers add (`leaderworkerset.sigs.k8s.io/*`, `ray.io/*`, `serving.kserve.io/*` ...), placeholders and unreadable selectors count as selecting the pods, and any selector counts for templates whose labels a controller sets (InferenceService). Objects without a namespace count as being in `default`. One finding per workload, at its `kind` line; with several uncovered templates the message names each. A replica count that is a placeholder, or left to an autoscaler, is silent. Silenced by `--partial`, since the budget may live in a file that is not part of the input.",rationale:"Voluntary disruptions (node drains for upgrades, cluster-autoscaler scale-down, spot or maintenance rebalancing, Karpenter consolidation) evict pods through the Eviction API, which only holds back when a PodDisruptionBudget says so. Without one, draining the nodes of a GPU pool can evict every inference replica at once; each replacement must then be scheduled on a free GPU and reload its model, which takes minutes, so the service is down or overloaded for that long.",remediation:`Add a PodDisruptionBudget that selects the serving pods and lets at most one go at a time:

\`\`\`yaml
apiVersion: policy/v1
kind: PodDisruptionBudget
metadata:
  name: chat
spec:
  maxUnavailable: 1
  selector:
    matchLabels:
      app: chat
\`\`\`

Avoid \`maxUnavailable: 0\` (or \`minAvailable\` equal to the replica count): it blocks node drains forever.`,references:["https://kubernetes.io/docs/tasks/run-application/configure-pdb/","https://kubernetes.io/docs/concepts/workloads/pods/disruptions/"],needsWholeInput:!0,examples:{invalid:[{title:"three inference replicas without a budget",yaml:`apiVersion: apps/v1
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
`,lines:[2]}],valid:[{title:"a budget selects the replicas",yaml:`apiVersion: apps/v1
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
`}]},check:{collect(e,n){if(e.group==="policy"&&e.kind==="PodDisruptionBudget")return{type:"pdb",selector:u(b(e.value,"spec"),"selector")??null,beta:e.apiVersion==="policy/v1beta1"};let t=[];for(let o of n()){if(!o.workload.serving)continue;let i=o.replicas;i===void 0||i<=1||t.push({role:o.role,replicas:i,groups:o.groupSize!==void 0,labels:bn(o)??null})}return t.length>0?{type:"workload",templates:t}:void 0},input(e,n){if(!n.partial)for(let t of e.objects){let o=t.facts[Uo];if(o?.type!=="workload")continue;let i=e.inNamespace("policy","PodDisruptionBudget",V(t)).map(a=>a.facts[Uo]).filter(a=>a?.type==="pdb"),r=o.templates.filter(a=>!i.some(s=>je(s.selector,a.labels??void 0,{emptySelectsAll:!s.beta})));r.length!==0&&n.report({object:t,message:sp(t,r)})}}}};function sp(e,n){let t=e.namespace??"default",o=n[0],i=n.every(a=>a.groups&&a.replicas===o.replicas)?`${o.replicas} replica groups (${n.map(a=>a.role??"pod").join(" and ")} pods)`:n.map(a=>`${a.replicas} ${a.role?`${a.role} `:""}${a.groups?"replica groups":"replicas"}`).join(" and "),r=n.length===1?ap(o.labels):"them";return`Serving ${R(e)} runs ${i} but no PodDisruptionBudget in namespace "${t}" selects ${r}, so a node drain or autoscaler scale-down can evict them all at once; add a PodDisruptionBudget with maxUnavailable: 1 whose selector matches the pod labels.`}function Us(e){let n=R(e.object);return e.role?`${n} (${e.role} pods)`:n}var Gs={id:"priority-class-missing",family:"scheduling",level:"warning",scope:"ai",summary:"A serving workload sets no priorityClassName, so batch and training pods can preempt it.",description:"Triggers for every pod template of a serving workload (a Deployment, StatefulSet, LeaderWorkerSet, InferenceService, ServingRuntime, RayService or Knative Service template with a GPU container or an AI serving image) that has no `priorityClassName`, or an empty one. Objects with several pod templates are judged per template, because each template carries its own `priorityClassName`: a LeaderWorkerSet with both a leader and a worker template without one gets two findings, and a RayService head without a GPU or serving image is not a serving template. The finding points at the pod spec (the template's `spec:` key, or `predictor:` for an InferenceService). A placeholder or any other value is left to `priority-class-undefined`.",rationale:"A pod without `priorityClassName` gets the priority of the cluster's `globalDefault` PriorityClass, or 0 when there is none. Training jobs and batch pipelines are often given a PriorityClass so that they can queue ahead of ad-hoc work; once they have one, the scheduler preempts lower-priority pods to place them, and a GPU node running a serving replica is exactly what a pending GPU job is looking for. Under node-pressure eviction the kubelet also evicts lower-priority pods first. For inference, preemption means dropped requests and minutes of model reloading before the replica is back.",remediation:`Create a PriorityClass for inference with a value above every batch and training class, and reference it from the pod template:

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

If the cluster already has such a class, list it in the config under \`cluster.priorityClasses\` so that \`priority-class-undefined\` knows it.`,references:["https://kubernetes.io/docs/concepts/scheduling-eviction/pod-priority-preemption/"],examples:{invalid:[{title:"a vLLM Deployment without a PriorityClass",yaml:`apiVersion: apps/v1
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
`,lines:[14]}],valid:[{title:"the serving pods carry an inference PriorityClass",yaml:`apiVersion: apps/v1
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
`}]},check:{podSpec(e,n){if(!e.workload.serving)return;let t=u(e.spec,"priorityClassName");t==null?n.report({path:[...e.path,"priorityClassName"],message:`Serving ${Us(e)} sets no priorityClassName, so its pods run at the cluster's default priority (0 without a globalDefault PriorityClass) and training or batch pods with a PriorityClass can preempt them; set priorityClassName to an inference class whose value is above every batch and training class.`}):typeof t=="string"&&t.trim()===""&&n.report({path:[...e.path,"priorityClassName"],message:`Serving ${Us(e)} sets an empty priorityClassName, which means the cluster's default priority (0 without a globalDefault PriorityClass), so training or batch pods with a PriorityClass can preempt it; name an inference class whose value is above every batch and training class.`})}}};var Is="priority-class-undefined",lp=["system-cluster-critical","system-node-critical"];function cp(e,n){return e==="batch.volcano.sh"&&n==="Job"?[["spec","priorityClassName"]]:e==="scheduling.volcano.sh"&&n==="PodGroup"?[["spec","priorityClassName"]]:e==="kubeflow.org"&&n.endsWith("Job")?[["spec","runPolicy","schedulingPolicy","priorityClass"]]:[]}function Rs(e){if(!(typeof e!="string"||e.trim()===""||g(e)))return e}var xs={id:Is,family:"scheduling",level:"warning",scope:"general",summary:"priorityClassName names a PriorityClass that is not in the input, not a system class and not in the config.",description:"Triggers for every `priorityClassName` of a pod spec (any workload, AI or not, including the pod templates of custom resources), of a Volcano Job or PodGroup (`spec.priorityClassName`) and of a Kubeflow training job (`spec.runPolicy.schedulingPolicy.priorityClass`) that names a PriorityClass which is not defined by a `scheduling.k8s.io` PriorityClass anywhere in the input (any file, any order), is not one of the built-in `system-cluster-critical` and `system-node-critical`, and is not listed in the config under `cluster.priorityClasses`. The finding points at the value. Placeholders (`{{ .Values.priorityClass }}`) and empty values are silent. Silenced by `--partial`, since the PriorityClass may live in a file that is not part of the input.",rationale:'The Priority admission plugin rejects a pod whose `priorityClassName` does not exist ("no PriorityClass with name ... was found"). A bare Pod fails to apply; a Deployment, StatefulSet or Job applies fine, but its controller then fails to create any pod (a `FailedCreate` event on the ReplicaSet or Job), so the workload silently never starts. A typo in the class name, or a chart that expects the class to be installed by another chart, is enough.',remediation:"Add the PriorityClass to the manifests (it is cluster-scoped, so one definition serves every namespace), fix the name, or, when the class is installed in the cluster by other means, declare it in `.ai-k8s-lint.yaml`:\n\n```yaml\napiVersion: scheduling.k8s.io/v1\nkind: PriorityClass\nmetadata:\n  name: inference-high\nvalue: 100000\n```\n\n```yaml\n# .ai-k8s-lint.yaml\ncluster:\n  priorityClasses: [inference-high]\n```",references:["https://kubernetes.io/docs/concepts/scheduling-eviction/pod-priority-preemption/#priorityclass"],needsWholeInput:!0,examples:{invalid:[{title:"the class is defined nowhere",yaml:`apiVersion: batch/v1
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
`,lines:[8]}],valid:[{title:"the class is part of the input",yaml:`apiVersion: scheduling.k8s.io/v1
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
`},{title:"a system class",yaml:`apiVersion: apps/v1
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
`}]},check:{collect(e,n,t){let o=[],i=new Set,r=(a,s,l)=>{let c=Rs(s),d=JSON.stringify(a);c===void 0||i.has(d)||(i.add(d),o.push({name:c,range:t.locate(a),effect:l}))};for(let a of n()){let s=Rs(u(a.spec,"priorityClassName"));r([...a.path,"priorityClassName"],s,`the API server rejects its ${a.role?`${a.role} `:""}pods ("no PriorityClass with name ${s} was found")`)}for(let a of cp(e.group,e.kind)){let s=e.value;for(let l of a)s=u(s,String(l));r([...e.path,...a],s,"the gang scheduler cannot give its PodGroup that priority")}return o.length>0?{refs:o}:void 0},input(e,n){if(n.partial)return;let t=e.ofKind("scheduling.k8s.io","PriorityClass").flatMap(a=>a.name?[a.name]:[]),o=Array.isArray(n.cluster.priorityClasses)?n.cluster.priorityClasses.filter(a=>typeof a=="string"):[],i=new Set([...lp,...t,...o]),r=[...i];for(let a of e.objects){let s=a.facts[Is];for(let l of s?.refs??[]){if(i.has(l.name))continue;let c=J(l.name,r),d=c?`did you mean "${c}"? Otherwise `:"";n.report({object:a,range:l.range,message:`priorityClassName "${l.name}" of ${R(a)} names no PriorityClass of the input, no system class and nothing in config cluster.priorityClasses, so ${l.effect}; ${d}add the PriorityClass manifest, or list it under cluster.priorityClasses if the cluster already has it.`})}}}}};var Go="priority-inversion",Ns={"system-cluster-critical":2e9,"system-node-critical":2000001e3},dp=10;function up(e){return e.workload.training?!0:e.workload.class!=="batch"||e.workload.infrastructure?!1:e.dra==="gpu"||e.containers.some(n=>U(e,n)==="resource")}function Io(e,n){return`${R(e)}${n.role?` (${n.role} pods)`:""}`}var Ms={id:Go,family:"scheduling",level:"warning",scope:"ai",summary:"A training or batch workload has a higher PriorityClass value than a serving workload of the input.",description:"Compares the priority of every training pod template (Job, CronJob, PyTorchJob, TFJob, MPIJob, JobSet, RayJob, Volcano Job ... with a GPU container, and Argo Workflows with GPU containers) with that of every serving pod template (Deployment, StatefulSet, LeaderWorkerSet, InferenceService, RayService ... with a GPU container or a serving image) anywhere in the input, across files and namespaces (priority and preemption are cluster-wide). A priority is known when `priorityClassName` names a PriorityClass of the input (its `value`) or a system class (`system-cluster-critical` 2000000000, `system-node-critical` 2000001000), or when `priorityClassName` is unset and the input holds a `globalDefault: true` PriorityClass. Everything else is unknown and silent: classes only listed in `cluster.priorityClasses`, placeholders, and a missing `priorityClassName` without a globalDefault class in the input (`priority-class-missing` covers serving workloads without a class). One finding per training object, at the `priorityClassName` of its highest-priority template (or its pod spec when the globalDefault applies); the message names the lowest-priority serving workload it outranks, and every outranked serving template is a related location.",rationale:"The scheduler sorts pending pods by priority and, when a higher-priority pod does not fit, preempts lower-priority pods on a node to make room. A training job with a higher PriorityClass than the inference service therefore evicts serving replicas whenever GPUs are scarce, which is exactly when a large job is waiting: requests fail, the remaining replicas overload, and each evicted replica reloads its model for minutes once it is rescheduled. Even with `preemptionPolicy: Never` on the training class, its pods jump ahead of pending serving pods in the scheduling queue, so a replica that is rescheduled or scaled up waits behind the job.",remediation:`Give online serving the highest user-defined class and keep training and batch below it:

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

Reference \`inference-high\` from the serving pod templates and \`training\` from the jobs.`,references:["https://kubernetes.io/docs/concepts/scheduling-eviction/pod-priority-preemption/"],examples:{invalid:[{title:"the fine-tuning Job outranks the inference Deployment",yaml:`apiVersion: scheduling.k8s.io/v1
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
`,lines:[20]}],valid:[{title:"serving outranks training",yaml:`apiVersion: scheduling.k8s.io/v1
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
`}]},check:{collect(e,n,t){if(e.group==="scheduling.k8s.io"&&e.kind==="PriorityClass"){let i=u(e.value,"value");return{type:"class",value:typeof i=="number"&&Number.isInteger(i)?i:void 0,globalDefault:u(e.value,"globalDefault")===!0,never:u(e.value,"preemptionPolicy")==="Never"}}let o=[];for(let i of n()){let r=i.workload.serving?"serving":up(i)?"training":void 0;if(!r)continue;let a=u(i.spec,"priorityClassName"),s;if(a==null||a==="")s=null;else if(typeof a=="string"&&!g(a))s=a;else continue;o.push({side:r,role:i.role,className:s,range:t.locate([...i.path,"priorityClassName"])})}return o.length>0?{type:"workload",templates:o}:void 0},input(e,n){let t=new Map,o;for(let s of e.ofKind("scheduling.k8s.io","PriorityClass")){let l=s.facts[Go];!l||!s.name||t.has(s.name)||(t.set(s.name,l),l.globalDefault&&l.value!==void 0&&(o??={name:s.name,value:l.value}))}let i=(s,l)=>{if(l.className===null)return o&&{object:s,template:l,value:o.value,how:`no priorityClassName, so the globalDefault PriorityClass "${o.name}" (value ${o.value})`};let d=(Object.prototype.hasOwnProperty.call(Ns,l.className)?Ns[l.className]:void 0)??t.get(l.className)?.value;return d===void 0?void 0:{object:s,template:l,value:d,how:`PriorityClass "${l.className}" (value ${d})`}},r=[],a=new Map;for(let s of e.objects){let l=s.facts[Go];if(l?.type==="workload")for(let c of l.templates){let d=i(s,c);d&&(c.side==="serving"?r.push(d):a.set(s,[...a.get(s)??[],d]))}}if(r.length!==0)for(let[s,l]of a){let c=l.reduce((y,w)=>w.value>y.value?w:y),d=r.filter(y=>y.value<c.value).sort((y,w)=>y.value-w.value||y.object.order-w.object.order),m=d[0];if(!m)continue;let f=d.length-1,v=c.template.className!==null&&t.get(c.template.className)?.never===!0?"with preemptionPolicy: Never it does not evict them, but its pods still go ahead of pending serving pods in the scheduling queue":"when GPUs are short the scheduler preempts the serving pods to place the training pods",h=d.slice(0,dp).map(y=>({file:y.object.file,range:y.template.range??y.object.range,message:`Serving ${Io(y.object,y.template)} runs with ${y.how}.`}));n.report({object:s,range:c.template.range,related:h,message:`Training ${Io(s,c.template)} has ${c.how}, higher than serving ${Io(m.object,m.template)} with ${m.how}${f>0?` and ${f} other serving workload${f===1?"":"s"}`:""}: ${v}; give training a class with a value of at most ${m.value}, or raise the serving class above ${c.value}.`})}}}};function mp(e){if(typeof e!="string"||g(e))return;let n=e.trim().toUpperCase().replace(/^CAP_/,"");return n==="SYS_ADMIN"||n==="ALL"?e:void 0}function pp(e,n){let t=U(e,n);if(t==="dra-gpu")return"gets a GPU through a DRA resource claim";if(t!=="resource")return;let o=n.gpu.find(i=>i.count===void 0||i.count>0);return o?`requests ${o.resource}: ${String(o.limit??o.request)}`:void 0}var Ts={id:"privileged-gpu-container",family:"runtime",level:"error",scope:"ai",summary:"A GPU container runs privileged or adds SYS_ADMIN, bypassing GPU allocation and MIG isolation.",description:"Triggers for a GPU container (one that requests `nvidia.com/gpu`, `nvidia.com/mig-*`, `amd.com/gpu` or a resource of `settings.gpuResources` with a count above zero, or that uses a DRA claim of a GPU DeviceClass) whose `securityContext` sets `privileged: true`, or whose `securityContext.capabilities.add` contains `SYS_ADMIN` (in any case, with or without the `CAP_` prefix) or `ALL`, which includes it. Each offending key is reported: `privileged`, and each such entry of `capabilities.add`. Placeholders are unknown and stay silent. GPU infrastructure pods (device plugin, GPU Feature Discovery, DCGM, GPU Operator operands), which need these privileges, are not workloads and are not checked.",rationale:"The device plugin gives a container the GPUs the scheduler allocated to it, and MIG gives it one slice of a GPU. Both rely on the container seeing only those device nodes. A privileged container gets every device of the host, so it sees and can use every GPU of the node, including the GPUs and MIG slices allocated to other pods, whose memory it can fill and whose kernels it slows down. `CAP_SYS_ADMIN` is what GPU management needs (creating and destroying MIG instances, changing GPU settings that every tenant of the device shares) and it weakens the container boundary (mounts, namespaces). Neither is needed to run CUDA or ROCm workloads: the runtime mounts the allocated devices and driver libraries into an unprivileged container.",remediation:'Remove `privileged: true` and `SYS_ADMIN`; request the GPUs in `resources.limits` and let the device plugin mount them. Add only narrow capabilities the program really needs (for example `IPC_LOCK` for RDMA memory registration).\n\n```yaml\nsecurityContext:\n  allowPrivilegeEscalation: false\n  capabilities:\n    drop: ["ALL"]\n    add: ["IPC_LOCK"]\nresources:\n  limits:\n    nvidia.com/gpu: 1\n```',references:["https://github.com/NVIDIA/k8s-device-plugin#quick-start","https://kubernetes.io/docs/concepts/security/pod-security-standards/"],examples:{invalid:[{title:"a privileged vLLM container",yaml:`apiVersion: v1
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
`,lines:[10]},{title:"SYS_ADMIN added to a training container",yaml:`apiVersion: batch/v1
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
`,lines:[14]}],valid:[{title:"an unprivileged GPU container with a narrow capability",yaml:`apiVersion: v1
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
`}]},check:{podSpec(e,n){for(let t of e.containers){let o=pp(e,t);if(!o)continue;let i=b(t.value,"securityContext");if(!i)continue;let r=F(A(e,t));u(i,"privileged")===!0&&n.report({path:[...t.path,"securityContext","privileged"],message:`${r} ${o} but runs privileged: true, so it sees every GPU of the node, including GPUs and MIG slices allocated to other pods; remove privileged and let the device plugin mount the allocated GPUs.`}),S(b(i,"capabilities"),"add").forEach((a,s)=>{let l=mp(a);if(!l)return;let c=l.trim().toUpperCase()==="ALL"?"adds capability ALL (which includes SYS_ADMIN)":`adds capability ${l}`;n.report({path:[...t.path,"securityContext","capabilities","add",s],message:`${r} ${o} but ${c}, which lets it reconfigure GPUs and MIG partitions shared with other pods and weakens the device isolation that GPU allocation relies on; drop it and add only the narrow capabilities it needs.`})})}}}};var fp=["startupProbe","readinessProbe","livenessProbe"],hp=/(?:^|[\s/;&|(`'"=])nvidia-smi(?=$|[\s;&|)`'">])/,Vs=e=>`apiVersion: apps/v1
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
${e}            timeoutSeconds: 5
          resources:
            limits:
              nvidia.com/gpu: 1
`,Ls={id:"probe-exec-nvidia-smi",family:"probes",level:"warning",scope:"ai",summary:"An exec probe runs nvidia-smi, which is slow and says nothing about the model.",description:'Triggers for a `startupProbe`, `readinessProbe` or `livenessProbe` of any app container or native sidecar of an AI workload whose `exec.command` runs `nvidia-smi`: as the program itself (also with a path such as `/usr/bin/nvidia-smi`) or inside a shell script (`sh -c "nvidia-smi && ..."`). The finding points at the first `command` item that mentions it, once per probe. Commands that are not a list, and placeholders, are not read.',rationale:"`nvidia-smi` initializes NVML and queries every visible GPU: it routinely takes longer than the default `timeoutSeconds` of 1s, longer still on a busy 8-GPU node or while persistence mode is off, so the probe times out for no reason. It fails while the driver or the device nodes are still being set up after a node reboot, and it also fails (or hangs) on exactly the GPU faults a restart cannot fix, so kubelet restarts the container in a loop. Above all, it says nothing about the model: the GPU is present and healthy while the server has crashed, deadlocked or never loaded the weights. GPU health is the device plugin's and DCGM's job; the probe should ask the server.",remediation:"Probe the model server's own health endpoint (vLLM, TGI, SGLang: `/health`; Triton: `/v2/health/live` and `/v2/health/ready`), and leave GPU health to the device plugin and DCGM health checks:\n\n```yaml\nlivenessProbe:\n  httpGet:\n    path: /health\n    port: 30000\n  periodSeconds: 10\n  timeoutSeconds: 5\n```",references:["https://docs.nvidia.com/datacenter/dcgm/latest/user-guide/feature-overview.html#health-and-diagnostics"],examples:{invalid:[{title:"GPU status as a liveness check",yaml:Vs(`            exec:
              command: ["sh", "-c", "nvidia-smi > /dev/null"]
`),lines:[23]}],valid:[{title:"the server's health endpoint",yaml:Vs(`            httpGet: {path: /health, port: 30000}
`)}]},check:{podSpec(e,n){for(let t of e.containers)if(!(t.kind!=="container"&&t.kind!=="sidecar"))for(let o of fp){let i=u(u(t.value,o),"exec");if(!k(i))continue;let r=S(i,"command").findIndex(s=>typeof s=="string"&&hp.test(s));if(r===-1)continue;let a=A(e,t,t.kind==="sidecar"?"sidecar container":"container");n.report({path:[...t.path,o,"exec","command",r],message:`The ${o} of ${a} runs nvidia-smi: it is slow (often over the default 1s timeout), fails while the driver or device is still being set up, and says nothing about whether the model is loaded and serving; probe the server's health endpoint instead (e.g. httpGet /health) and leave GPU health to the device plugin and DCGM.`})}}}};var gp=["readinessProbe","livenessProbe"],Es=e=>`apiVersion: apps/v1
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
            failureThreshold: ${e}
          resources:
            limits:
              nvidia.com/gpu: 1
`,Os={id:"probe-failure-threshold-one",family:"probes",level:"warning",scope:"ai",summary:"A readiness or liveness probe acts on a single failed check.",description:"Triggers for the `readinessProbe` or `livenessProbe` of any app container or native sidecar of an AI workload whose `failureThreshold` is 1. The finding points at `failureThreshold`. A `startupProbe` is not judged (its threshold is a time budget, see `probe-startup-budget-too-small`). Placeholders and values that are not numbers are unknown and not reported.",rationale:"With `failureThreshold: 1` one lost packet, one slow answer during a large batch, or one garbage-collection pause is enough: a readinessProbe takes the pod out of the Service endpoints (and the load balancer spreads its traffic over the remaining replicas, which makes them slower too), a livenessProbe restarts the container, and a model server then spends minutes reloading its weights while its GPUs serve nothing.",remediation:`Require a few consecutive failures; to react faster, shorten \`periodSeconds\` instead:

\`\`\`yaml
readinessProbe:
  httpGet:
    path: /v2/health/ready
    port: 8000
  periodSeconds: 5
  timeoutSeconds: 5
  failureThreshold: 3
\`\`\``,references:["https://kubernetes.io/docs/tasks/configure-pod-container/configure-liveness-readiness-startup-probes/#configure-probes"],examples:{invalid:[{title:"one failed check removes the pod",yaml:Es(1),lines:[21]}],valid:[{title:"three failures in a row",yaml:Es(3)}]},check:{podSpec(e,n){for(let t of e.containers)if(!(t.kind!=="container"&&t.kind!=="sidecar"))for(let o of gp){let i=u(t.value,o);if(!k(i)||u(i,"failureThreshold")!==1)continue;let r=A(e,t,t.kind==="sidecar"?"sidecar container":"container"),a=o==="readinessProbe"?"takes the pod out of the Service endpoints":t.hasGpu?"restarts the container, which then reloads its model":"restarts the container";n.report({path:[...t.path,o,"failureThreshold"],message:`The ${o} of ${r} has failureThreshold 1: a single failed check (one slow answer, one network blip) ${a}; use 3 (the default) or more, and a shorter periodSeconds if it must react faster.`})}}}};var js={initialDelaySeconds:0,periodSeconds:10,timeoutSeconds:1,successThreshold:1,failureThreshold:3};function te(e,n,t=!1){let o=u(e,n);if(o==null)return t?void 0:js[n];if(!(typeof o!="number"||!Number.isInteger(o)||o<0))return o===0?js[n]:o}function _s(e,n){let t=U(e,n);return t==="resource"||t==="dra-gpu"}function on(e,n){return n.kind==="container"&&e.workload.serving&&(n.family?.serving===!0||_s(e,n))}function Le(e,n){return on(e,n)?!0:(n.kind==="container"||n.kind==="sidecar")&&!e.workload.notebook&&_s(e,n)}function B(e,n){return typeof n.path[n.path.length-1]!="number"||e.mergedWith!==void 0}var bt={type:"object",properties:{modelLoadSeconds:{type:"integer",minimum:0,default:300,description:"Seconds a model server may take to load its model before it answers probes. Defaults to `settings.modelLoadSeconds`."}},additionalProperties:!1},Fs="ai-k8s-lint.io/model-load-seconds";function wt(e,n){let t=le(u(e.templateMetadata??{},"annotations"))[Fs]??e.object.annotations[Fs];return t!==void 0&&/^\d+$/.test(t.trim())&&Number(t)>0?Number(t):n}var qs={id:"probe-liveness-kills-model-load",family:"probes",level:"error",scope:"ai",summary:"A livenessProbe without a startupProbe restarts the model server before the model has loaded.",description:"Triggers for a container that loads a model (an app container of a serving workload with a GPU or a serving image such as vLLM, TGI, SGLang or Triton, or any GPU container or GPU native sidecar, notebooks aside) that has a `livenessProbe` but no `startupProbe`, when `initialDelaySeconds + failureThreshold \xD7 periodSeconds` of the livenessProbe, with the Kubernetes defaults (0, 3, 10s) for missing fields, is below the model-load budget: the option `modelLoadSeconds`, which defaults to `settings.modelLoadSeconds` (300); a workload can state its own with the annotation `ai-k8s-lint.io/model-load-seconds` on the object or its pod template. The finding points at the `livenessProbe` key. Silent when a timing field is a placeholder or not a number, when the `startupProbe` is present in any form (then `probe-startup-budget-too-small` judges it), and for KServe `predictor.model` containers and LLMInferenceService templates, whose operator merges in probes of its own.",rationale:"A liveness probe starts checking as soon as the container starts (after `initialDelaySeconds`). A model server does not answer its health endpoint until the weights are downloaded, copied to GPU memory and warmed up, which takes minutes for a large model (a 70B model is 140 GB in bf16). With the defaults the probe gives up after 3 failures 10 seconds apart: kubelet kills the container 30 seconds after it started, the restarted container begins loading from scratch (and downloads again when the weights were in its own filesystem), and the pod ends in CrashLoopBackOff without ever serving. A `startupProbe` holds the liveness probe back until the server has come up once, so the liveness probe can stay strict for the hung-process case it is meant for.",remediation:`Add a \`startupProbe\` on the same health endpoint whose \`failureThreshold \xD7 periodSeconds\` covers the worst-case model load, and keep the livenessProbe short:

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

Raising \`initialDelaySeconds\` also works but delays the first health check on every start, also when the model loads fast. If your models load faster than 300s, set \`settings.modelLoadSeconds\` (or this rule's \`modelLoadSeconds\` option) to the real budget.`,references:["https://kubernetes.io/docs/tasks/configure-pod-container/configure-liveness-readiness-startup-probes/#define-startup-probes"],options:bt,examples:{invalid:[{title:"vLLM with a liveness probe and no startupProbe",yaml:`apiVersion: apps/v1
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
`,lines:[21]}],valid:[{title:"a startupProbe covers the model load",yaml:`apiVersion: apps/v1
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
`}]},check:{podSpec(e,n){let t=wt(e,n.options.modelLoadSeconds);if(typeof t=="number")for(let o of e.containers){if(!Le(e,o)||B(e,o))continue;let i=u(o.value,"livenessProbe");if(!k(i))continue;let r=u(o.value,"startupProbe");if(r!=null)continue;let a=te(i,"initialDelaySeconds"),s=te(i,"failureThreshold"),l=te(i,"periodSeconds");if(a===void 0||s===void 0||l===void 0)continue;let c=a+s*l;if(c>=t)continue;let d=A(e,o,o.kind==="sidecar"?"sidecar container":"container");n.report({path:[...o.path,"livenessProbe"],message:`The livenessProbe of ${d} allows ${c}s (initialDelaySeconds ${a} + ${s} x ${l}s) but the model-load budget is ${t}s and there is no startupProbe, so kubelet restarts the container while the model is still loading (CrashLoopBackOff); add a startupProbe with failureThreshold x periodSeconds of at least ${t}s (e.g. failureThreshold ${Math.ceil(t/10)}, periodSeconds 10).`})}}}};var vp=["exec","httpGet","tcpSocket","grpc"],Bs={initialDelaySeconds:0,periodSeconds:10,timeoutSeconds:1,successThreshold:1,failureThreshold:3},kt=e=>e==null;function Pt(e){return Array.isArray(e)?`[${e.map(Pt).join(",")}]`:k(e)?`{${Object.keys(e).sort().map(n=>`${JSON.stringify(n)}:${Pt(e[n])}`).join(",")}}`:JSON.stringify(e)??"null"}function zs(e,n){if(typeof n!="string"||g(n))return n;let t=S(e.value,"ports").find(i=>u(i,"name")===n),o=u(t,"containerPort");return typeof o=="number"?o:n}function Js(e,n){let t=vp.filter(s=>!kt(u(n,s)));if(t.length!==1)return;let o=t[0],i=u(n,o);if(!k(i))return;let r;if(o==="exec")r={command:u(i,"command")??null};else if(o==="httpGet"){let s=u(i,"path"),l=u(i,"scheme");r={path:kt(s)||s===""?"/":s,port:zs(e,u(i,"port")),host:u(i,"host")??"",scheme:kt(l)||l===""?"HTTP":typeof l=="string"?l.toUpperCase():l,httpHeaders:u(i,"httpHeaders")??[]}}else o==="tcpSocket"?r={port:zs(e,u(i,"port")),host:u(i,"host")??""}:r={port:u(i,"port")??null,service:u(i,"service")??""};let a={};for(let s of Object.keys(Bs)){let l=u(n,s);a[s]=kt(l)||l===0?Bs[s]:l}return{key:Pt({handler:o,action:r,timing:a}),handler:o,action:r,timing:a}}function yp(e){let n=r=>typeof r=="string"?r:Pt(r),{action:t,timing:o}=e,i;return e.handler==="exec"?i=`exec ${Array.isArray(t.command)?t.command.map(n).join(" "):n(t.command)}`:e.handler==="httpGet"?i=`httpGet ${n(t.path)} on port ${n(t.port)}`:i=`${e.handler} on port ${n(t.port)}`,`${i}, every ${n(o.periodSeconds)}s, timeout ${n(o.timeoutSeconds)}s, ${n(o.failureThreshold)} failures`}var Ks=e=>`apiVersion: apps/v1
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
${e}          resources:
            limits:
              nvidia.com/gpu: 1
`,Ws={id:"probe-liveness-same-as-readiness",family:"probes",level:"warning",scope:"ai",summary:"The livenessProbe is the same check as the readinessProbe, with the same timing.",description:"Triggers for a container that loads a model (an app container of a serving workload with a GPU or a serving image, or any GPU container or GPU native sidecar, notebooks aside) whose `livenessProbe` and `readinessProbe` are identical once the Kubernetes defaults are applied: the same handler (`exec` command; `httpGet` path, port, host, scheme and headers; `tcpSocket` port and host; `grpc` port and service, where a named port and the number it names in the container's `ports` are the same) and the same `initialDelaySeconds`, `periodSeconds`, `timeoutSeconds`, `successThreshold` and `failureThreshold`. Probes that share an endpoint but differ in timing are not reported: a liveness check on the readiness endpoint with a higher `failureThreshold` is the pattern the Kubernetes documentation recommends. The finding points at the `livenessProbe` key, with the `readinessProbe` as a related location. Placeholders are compared as written; probes that are not mappings or have no single handler are not compared, and neither are KServe `predictor.model` containers and LLMInferenceService templates, whose operator merges probe fields of its own into them.",rationale:'Readiness answers "should this pod get traffic now?" and liveness "is this process beyond repair?". A model server that is saturated (a long queue, a huge prompt, a KV-cache eviction storm) should drop out of the Service until it catches up; it should not be killed. When both probes are the same check with the same thresholds, they fail at the same moment: the pod is taken out of rotation and restarted at once, the model is reloaded for minutes, and the load moves to the other replicas, which then saturate and restart in turn.',remediation:`Make liveness more tolerant than readiness (or give it a cheaper check of the process), so that a busy server is drained first and only restarted when it stays unresponsive:

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
\`\`\``,references:["https://kubernetes.io/docs/tasks/configure-pod-container/configure-liveness-readiness-startup-probes/#define-a-liveness-http-request"],examples:{invalid:[{title:"the same check on the named and the numbered port",yaml:Ks(`            httpGet: {path: /health, port: 8000}
            timeoutSeconds: 5
`),lines:[27]}],valid:[{title:"liveness tolerates more failures",yaml:Ks(`            httpGet: {path: /health, port: http}
            timeoutSeconds: 5
            failureThreshold: 12
`)}]},check:{podSpec(e,n){for(let t of e.containers){if(!Le(e,t)||B(e,t))continue;let o=u(t.value,"livenessProbe"),i=u(t.value,"readinessProbe");if(!k(o)||!k(i))continue;let r=Js(t,o),a=Js(t,i);if(!r||!a||r.key!==a.key)continue;let s=A(e,t,t.kind==="sidecar"?"sidecar container":"container");n.report({path:[...t.path,"livenessProbe"],message:`The livenessProbe of ${s} is identical to its readinessProbe (${yp(r)}): when the server is busy both fail together, so the pod is taken out of the Service and restarted at the same moment and reloads its model; give liveness a cheaper check or more tolerance than readiness (e.g. failureThreshold ${Math.max(6,4*(typeof r.timing.failureThreshold=="number"?r.timing.failureThreshold:3))}).`,related:[{path:[...t.path,"readinessProbe"],message:"The readinessProbe with the same check and timing."}]})}}}};var bp=["startupProbe","readinessProbe","livenessProbe"],wp=["httpGet","tcpSocket","grpc"],kp={startupProbe:"the startupProbe never succeeds: the container never counts as started and never becomes Ready",readinessProbe:"the readinessProbe never succeeds and the pod never becomes Ready",livenessProbe:"the livenessProbe never reports a failure and a hung container is never restarted"};function Ro(e){let n=u(e.value,"ports"),t={names:new Map,numbers:new Set,unknownNames:!1,unknownNumbers:!1,count:0};if(n==null)return t;if(Array.isArray(n)){for(let o of n){if(t.count++,!k(o)){t.unknownNames=t.unknownNumbers=!0;continue}let i=u(o,"name"),r=u(o,"containerPort");typeof i=="string"&&!g(i)?t.names.set(i,r):i!=null&&(t.unknownNames=!0),typeof r=="number"?t.numbers.add(r):t.unknownNumbers=!0}return t}}function Pp(e){let n=[...e.names].map(([t,o])=>`"${t}"${typeof o=="number"?` ${o}`:""}`);return n.length?`its named ports: ${n.join(", ")}`:e.count?"it declares no named port":"it declares no ports"}var Ct=e=>`apiVersion: apps/v1
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
              port: ${e}
            timeoutSeconds: 5
          resources:
            limits:
              nvidia.com/gpu: 2
`,Hs={id:"probe-port-unknown",family:"probes",level:"error",scope:"ai",summary:"A probe's port is not one of the container's ports.",description:"Triggers for an `httpGet`, `tcpSocket` or `grpc` probe (startup, readiness or liveness) of any app container or native sidecar of an AI workload. A named `port` that is not the `name` of one of the container's own `ports` is an error: kubelet resolves probe port names only in the probed container. A numeric `port` that is not the `containerPort` of one of the container's `ports` is a note, and only when the container declares ports at all (declaring them is optional). The finding points at the `port` field and suggests a close declared name. Silent when the probe sets `host` (it checks another address), when the port or the `ports` list is a placeholder or of the wrong type (a quoted number such as `\"8000\"` or a named gRPC port is a schema error, not this rule), when an entry of `ports` has a placeholder name or number, and for KServe `predictor.model` containers and LLMInferenceService templates, whose operator merges in a container (and ports) of its own.",rationale:"kubelet looks a named probe port up in the container's `ports`. When the name is not there, the probe errors on every run, and kubelet throws errored results away instead of counting them as failures: a readinessProbe never succeeds, so the pod never becomes Ready and never receives traffic; a startupProbe never succeeds, so the container never counts as started; a livenessProbe never fails, so the check is silently off. The API server accepts such a manifest, and the problem only shows as a pod stuck at 0/1 Ready (or, for liveness, never shows at all). A numeric port that is not declared is often fine (declaring ports is informational), but next to a declared port it is usually a typo or a port the server was moved away from.",remediation:`Use a name from the container's \`ports\`, or the port number the server listens on:

\`\`\`yaml
ports:
  - name: http
    containerPort: 80
readinessProbe:
  httpGet:
    path: /health
    port: http
\`\`\``,references:["https://kubernetes.io/docs/reference/kubernetes-api/workload-resources/pod-v1/#Probe"],examples:{invalid:[{title:"a named port with a typo",yaml:Ct("htpp"),lines:[24]},{title:"a numeric port next to a different declared one (a note)",yaml:Ct("8080"),lines:[24]}],valid:[{title:"the declared name",yaml:Ct("http")},{title:"the declared number",yaml:Ct("80")}]},check:{podSpec(e,n){for(let t of e.containers){if(t.kind!=="container"&&t.kind!=="sidecar"||B(e,t))continue;let o=Ro(t);if(!o)continue;let i=A(e,t,t.kind==="sidecar"?"sidecar container":"container");for(let r of bp){let a=u(t.value,r);if(k(a))for(let s of wp){let l=u(a,s);if(!k(l))continue;let c=u(l,"host");if(c!=null&&c!=="")continue;let d=u(l,"port"),m=[...t.path,r,s,"port"];if(typeof d=="string"){if(s==="grpc"||g(d)||/^\d+$/.test(d.trim())||o.names.has(d)||o.unknownNames)continue;let f=J(d,[...o.names.keys()]),p=e.containers.find(y=>y!==t&&Ro(y)?.names.has(d)),v=p?` (${A(e,p)} declares it, but kubelet looks a probe's port name up only in the probed container)`:"",h=f?`did you mean "${f}"?`:"declare it in the container's ports or use the port number.";n.report({path:m,message:`The ${r} of ${i} uses the named port "${d}", which is not among the container's ports (${Pp(o)})${v}: kubelet cannot resolve it, so ${kp[r]}; ${h}`})}else if(typeof d=="number"&&Number.isInteger(d)){if(o.count===0||o.numbers.has(d)||o.unknownNumbers)continue;let f=[...o.numbers].join(", "),p=e.containers.find(h=>h!==t&&Ro(h)?.numbers.has(d)),v=p?`; ${A(e,p)} declares it, so this probe checks that container, not this one`:"";n.report({path:m,level:"note",message:`The ${r} of ${i} checks port ${d}, which is not among the container's declared ports (${f})${v}; if the server listens on ${d}, declare it, otherwise fix the probe (a wrong port fails every check).`})}}}}}}};var Qs=e=>`apiVersion: apps/v1
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
${e}          readinessProbe:
            httpGet:
              path: /health
              port: 80
            timeoutSeconds: 5
          resources:
            limits:
              nvidia.com/gpu: 4
`,Xs={id:"probe-startup-budget-too-small",family:"probes",level:"warning",scope:"ai",summary:"The startupProbe gives up before the model can have finished loading.",description:"Triggers for a container that loads a model (an app container of a serving workload with a GPU or a serving image such as vLLM, TGI, SGLang or Triton, or any GPU container or GPU native sidecar, notebooks aside) whose `startupProbe` allows `initialDelaySeconds + failureThreshold \xD7 periodSeconds` seconds, with the Kubernetes defaults (0, 3, 10s) for missing fields, below the model-load budget: the option `modelLoadSeconds`, which defaults to `settings.modelLoadSeconds` (300); a workload can state its own with the annotation `ai-k8s-lint.io/model-load-seconds` on the object or its pod template. The finding points at `failureThreshold`, or at the `startupProbe` key when that field is not set. Silent when a timing field is a placeholder or not a number, when the startupProbe is not a mapping, and, for KServe `predictor.model` containers and LLMInferenceService templates (which the operator merges field by field with probes of its own), when a timing field is missing. A livenessProbe without any startupProbe is `probe-liveness-kills-model-load`; the two never report the same container.",rationale:"Until the startupProbe succeeds, kubelet runs no liveness or readiness check, and when the startupProbe fails `failureThreshold` times in a row kubelet kills the container. Its budget must therefore cover the slowest model load: downloading the weights (tens to hundreds of GB for large models), loading them into GPU memory, compiling kernels and capturing CUDA graphs. A budget that fits a warm cache on a test node is too small on a fresh node that has to download the model first, and the pod restarts forever, beginning the load from scratch each time.",remediation:"Raise `failureThreshold` (not `periodSeconds`, which would also delay a fast start) so that `failureThreshold \xD7 periodSeconds` covers the worst-case load:\n\n```yaml\nstartupProbe:\n  httpGet:\n    path: /health\n    port: http\n  periodSeconds: 10\n  failureThreshold: 90        # 900s for a cold download of a 70B model\n```\n\nIf your models load faster than 300s, set `settings.modelLoadSeconds` (or this rule's `modelLoadSeconds` option) to the real budget instead.",references:["https://kubernetes.io/docs/tasks/configure-pod-container/configure-liveness-readiness-startup-probes/#define-startup-probes"],options:bt,examples:{invalid:[{title:"a 72B model with 12 x 10s to start",yaml:Qs(`            periodSeconds: 10
            failureThreshold: 12
`),lines:[23]}],valid:[{title:"up to 900s to load the model",yaml:Qs(`            periodSeconds: 10
            failureThreshold: 90
`)}]},check:{podSpec(e,n){let t=wt(e,n.options.modelLoadSeconds);if(typeof t=="number")for(let o of e.containers){if(!Le(e,o))continue;let i=u(o.value,"startupProbe");if(!k(i))continue;let r=B(e,o),a=te(i,"initialDelaySeconds",r),s=te(i,"failureThreshold",r),l=te(i,"periodSeconds",r);if(a===void 0||s===void 0||l===void 0)continue;let c=a+s*l;if(c>=t)continue;let d=Math.ceil((t-a)/l),m=A(e,o,o.kind==="sidecar"?"sidecar container":"container");n.report({path:[...o.path,"startupProbe","failureThreshold"],message:`The startupProbe of ${m} allows ${c}s (initialDelaySeconds ${a} + ${s} x ${l}s) but the model-load budget is ${t}s, so kubelet kills the container before a slow model load can finish; raise failureThreshold to at least ${d} (${d} x ${l}s), or set modelLoadSeconds if this model loads faster.`})}}}};var Cp=["readinessProbe","livenessProbe"],Sp={vllm:["/health","/health"],tgi:["/health","/health"],sglang:["/health","/health"],"tensorrt-llm":["/health","/health"],triton:["/v2/health/ready","/v2/health/live"],"ray-serve":["/-/healthz","/-/healthz"]},Ys=e=>`apiVersion: leaderworkerset.x-k8s.io/v1
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
            command: ["sh", "-c", "ray start --head && vllm serve meta-llama/Llama-3.1-405B-Instruct --tensor-parallel-size 8 --pipeline-parallel-size 2 --port 8080"]
            readinessProbe:
${e}              periodSeconds: 10
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
`,Zs={id:"probe-tcp-only",family:"probes",level:"warning",scope:"ai",summary:"A model server is probed with tcpSocket: an open port is not a ready model.",description:"Triggers for the `readinessProbe` or `livenessProbe` of a serving container (an app container of a serving workload that has a GPU or runs a serving image such as vLLM, TGI, SGLang or Triton) that uses a `tcpSocket` handler. The finding points at the `tcpSocket` key; the message names the health endpoint of the framework when the image is known (vLLM, TGI, SGLang, TensorRT-LLM: `/health`; Triton: `/v2/health/ready` and `/v2/health/live`; Ray Serve: `/-/healthz`). A `startupProbe` is not judged, and neither are sidecars (proxies whose job is the open port). Probes written as placeholders are not read.",rationale:"A TCP probe succeeds as soon as something accepts the connection: a server that binds its port before the weights are loaded, a routing or authentication frontend in the same process, a Ray Serve proxy whose deployments are not up yet. A TCP readinessProbe then sends traffic to a replica that answers every request with an error or a queue timeout. The reverse failure is worse for a liveness probe: when the inference engine dies or deadlocks (a crashed GPU worker, a stuck NCCL collective, an engine loop that raised), the HTTP frontend can keep the port open, so kubelet never restarts a container that cannot serve anything. The health endpoints of the serving frameworks report the state of the engine itself.",remediation:`Probe the server's health endpoint over HTTP (or gRPC), which reports whether the engine is loaded and running:

\`\`\`yaml
readinessProbe:
  httpGet:
    path: /health          # vLLM, TGI, SGLang; Triton: /v2/health/ready
    port: 8080
  periodSeconds: 10
  timeoutSeconds: 5
\`\`\``,references:["https://kubernetes.io/docs/tasks/configure-pod-container/configure-liveness-readiness-startup-probes/#define-a-tcp-liveness-probe"],examples:{invalid:[{title:"a port check on a multi-node vLLM leader",yaml:Ys(`              tcpSocket:
                port: 8080
`),lines:[16]}],valid:[{title:"vLLM's health endpoint",yaml:Ys(`              httpGet:
                path: /health
                port: 8080
`)}]},check:{podSpec(e,n){for(let t of e.containers){if(!on(e,t))continue;let o=t.family?.framework?Sp[t.family.framework]:void 0;for(let i of Cp){let r=u(t.value,i);if(!k(r)||!k(u(r,"tcpSocket")))continue;let a=i==="readinessProbe",s=a?"an open port does not mean the model is loaded and serving, so traffic can reach a replica that only answers with errors":"a dead or hung inference engine can leave the port open, so kubelet never restarts a container that cannot serve",l=o?`httpGet ${a?o[0]:o[1]}`:"an httpGet or grpc probe of the server's health endpoint";n.report({path:[...t.path,i,"tcpSocket"],message:`The ${i} of ${A(e,t)} only checks that a TCP port accepts connections: ${s}; use ${l} instead.`})}}}}};var el=e=>`apiVersion: apps/v1
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
            timeoutSeconds: ${e}
          resources:
            limits:
              nvidia.com/gpu: 1
`,nl={id:"probe-timeout-too-long",family:"probes",level:"note",scope:"ai",summary:"A livenessProbe waits more than 10 seconds for an answer, so a hung server is found late.",description:"Triggers for the `livenessProbe` of any app container or native sidecar of an AI workload whose `timeoutSeconds` is above the `maxTimeoutSeconds` option (10). The finding points at `timeoutSeconds` and says roughly how long a hung container keeps running: `failureThreshold \xD7 max(periodSeconds, timeoutSeconds)`, since kubelet does not start the next check before the previous one has timed out. Readiness and startup probes are not judged (a long readiness timeout delays taking a pod out of rotation, which `failureThreshold` and `periodSeconds` matter more for). Silent when `timeoutSeconds` is a placeholder or not a number.",rationale:"A liveness probe exists to find a server that no longer answers: a deadlocked engine, a GPU that fell off the bus (Xid 79), an NCCL collective waiting forever for a dead peer. A long `timeoutSeconds` usually papers over a health endpoint that is slow under load, but it also stretches every failed check: with `timeoutSeconds: 60` and the default 3 failures a hung server keeps its GPUs and keeps receiving (and dropping) requests for three minutes before kubelet restarts it. Slowness under load is the readiness probe's business; liveness should be a cheap check of the process.",remediation:`Keep the liveness check cheap and its timeout short, and let the readinessProbe (with a few seconds of timeout) handle a busy server:

\`\`\`yaml
livenessProbe:
  httpGet:
    path: /health
    port: http
  periodSeconds: 10
  timeoutSeconds: 5
  failureThreshold: 3
\`\`\``,references:["https://kubernetes.io/docs/tasks/configure-pod-container/configure-liveness-readiness-startup-probes/#configure-probes"],options:{type:"object",properties:{maxTimeoutSeconds:{type:"integer",minimum:1,default:10,description:"The largest livenessProbe `timeoutSeconds` that is not reported."}},additionalProperties:!1},examples:{invalid:[{title:"a minute-long liveness timeout",yaml:el(60),lines:[24]}],valid:[{title:"five seconds",yaml:el(5)}]},check:{podSpec(e,n){let t=n.options.maxTimeoutSeconds;if(typeof t=="number")for(let o of e.containers){if(o.kind!=="container"&&o.kind!=="sidecar")continue;let i=u(o.value,"livenessProbe");if(!k(i))continue;let r=u(i,"timeoutSeconds");if(typeof r!="number"||!Number.isInteger(r)||r<=t)continue;let a=B(e,o),s=te(i,"failureThreshold",a),l=te(i,"periodSeconds",a),c=s!==void 0&&l!==void 0?`, so a hung container keeps running for about ${s*Math.max(l,r)}s (${s} x ${Math.max(l,r)}s) before kubelet restarts it`:", so a hung container is restarted late",d=A(e,o,o.kind==="sidecar"?"sidecar container":"container");n.report({path:[...o.path,"livenessProbe","timeoutSeconds"],message:`The livenessProbe of ${d} waits timeoutSeconds ${r} for an answer (more than ${t}s)${c}; keep the liveness check cheap with timeoutSeconds of ${t} or less, and leave slowness under load to the readinessProbe.`})}}}};var Ap=["readinessProbe","livenessProbe"];function $p(e){if(k(u(e,"httpGet")))return"httpGet";if(k(u(e,"grpc")))return"grpc"}var xo=e=>`apiVersion: apps/v1
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
${e}          resources:
            limits:
              nvidia.com/gpu: 1
`,tl={id:"probe-timeout-too-short",family:"probes",level:"warning",scope:"ai",summary:"An HTTP or gRPC probe of a model server times out after 1 second.",description:"Triggers for the `readinessProbe` and `livenessProbe` of a serving container (an app container of a serving workload that has a GPU or runs a serving image such as vLLM, TGI, SGLang or Triton) when the probe uses `httpGet` or `grpc` and its `timeoutSeconds` is 1, written out or left to the default (a missing field or 0, which the API server sets to 1). The finding points at `timeoutSeconds`, or at the probe key when the field is missing. `exec` and `tcpSocket` probes are out of scope (see `probe-exec-nvidia-smi` and `probe-tcp-only`), and so is the `startupProbe`: it runs before the server takes traffic and a slow answer only costs one of its attempts. Silent when `timeoutSeconds` is a placeholder or not a number, and when it is missing from a KServe `predictor.model` container or an LLMInferenceService template (the operator merges probes of its own into those, field by field).",rationale:"An inference server answers its health endpoint from the same process, and often the same event loop, that tokenizes prompts, schedules batches and streams tokens. Under load (long prompts, a full batch, CUDA graph capture, a Python garbage collection) a health request routinely waits more than a second. With the 1-second default the probe fails exactly when the server is busiest: a failing readinessProbe takes the pod out of the Service, pushing its traffic onto the other replicas, which then fail in turn; a failing livenessProbe restarts the container and throws away the loaded model.",remediation:`Give health checks of model servers a few seconds:

\`\`\`yaml
readinessProbe:
  httpGet:
    path: /health
    port: http
  periodSeconds: 10
  timeoutSeconds: 5
  failureThreshold: 3
\`\`\``,references:["https://kubernetes.io/docs/tasks/configure-pod-container/configure-liveness-readiness-startup-probes/#configure-probes"],examples:{invalid:[{title:"the default timeout",yaml:xo(""),lines:[21]},{title:"an explicit 1s timeout",yaml:xo(`            timeoutSeconds: 1
`),lines:[25]}],valid:[{title:"five seconds",yaml:xo(`            timeoutSeconds: 5
`)}]},check:{podSpec(e,n){for(let t of e.containers)if(on(e,t))for(let o of Ap){let i=u(t.value,o);if(!k(i))continue;let r=$p(i);if(!r)continue;let a=u(i,"timeoutSeconds"),s=a==null||a===0;if(s?B(e,t):a!==1)continue;let l=r==="grpc"?"gRPC":"HTTP",c=s?"sets no timeoutSeconds, so it uses the default of 1s":"uses timeoutSeconds 1",d=o==="readinessProbe"?"the pod drops out of the Service endpoints":"kubelet restarts the container, throwing away its loaded model,";n.report({path:[...t.path,o,"timeoutSeconds"],message:`The ${l} ${o} of ${A(e,t)} ${c}: an inference server under load often answers its health check later than that, so ${d} when it is busiest; set timeoutSeconds to 3 or more (e.g. 5).`})}}}};var Dp={vllm:"/health",tgi:"/health",sglang:"/health","tensorrt-llm":"/health",triton:"/v2/health/ready","ray-serve":"/-/healthz"},Up=new Set(["worker","prefill-worker"]);function Gp(e,n){if(n.kind!=="container"||!e.workload.serving)return!1;if(n.family?.serving===!0)return!0;let t=U(e,n);return(t==="resource"||t==="dra-gpu")&&S(n.value,"ports").length>0}function Ip(e,n){return B(e,n)||e.providesProbes?!0:e.role!==void 0&&Up.has(e.role)}var ol=e=>`apiVersion: apps/v1
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
${e}          resources:
            limits:
              nvidia.com/gpu: 4
`,il={id:"readiness-probe-missing",family:"probes",level:"warning",scope:"ai",summary:"A model server has no readinessProbe, so it gets traffic before the model is loaded.",description:"Triggers for a serving container (an app container of a serving workload such as a Deployment, StatefulSet, LeaderWorkerSet leader, InferenceService, ServingRuntime or Knative Service, that runs a serving image such as vLLM, TGI, SGLang or Triton, or that has a GPU and declares `ports`) without a `readinessProbe` (missing or null). The finding points at the container's `name`. Proxies and other sidecars of a serving pod are not serving containers, and neither is a GPU container of another image that declares no ports (a burn-in test or a `sleep infinity` dev box takes no traffic). Silent when the readinessProbe is a placeholder, for the worker pods of multi-node servers (LeaderWorkerSet and InferenceService workers, LLMInferenceService prefill workers: the leader takes the traffic), for KubeRay pods (RayCluster, RayService, RayJob: KubeRay adds readiness probes itself), and for KServe `predictor.model` containers and LLMInferenceService templates, whose operator merges in probes of its own.",rationale:"Without a readinessProbe a container is Ready as soon as it has started (or, with a startupProbe, as soon as that succeeds once). A model server then receives requests from the Service while it is still downloading and loading its weights, and the callers get connection errors or timeouts; during a rolling update the old replicas are removed because the new ones look ready, so the update itself causes an outage. Later, when the engine is overloaded or has died, nothing takes the pod out of the Service either.",remediation:"Add a readinessProbe on the server's health endpoint (vLLM, TGI, SGLang: `/health`; Triton: `/v2/health/ready`):\n\n```yaml\nreadinessProbe:\n  httpGet:\n    path: /health\n    port: http\n  periodSeconds: 10\n  timeoutSeconds: 5\n  failureThreshold: 3\n```",references:["https://kubernetes.io/docs/tasks/configure-pod-container/configure-liveness-readiness-startup-probes/#define-readiness-probes"],examples:{invalid:[{title:"no readinessProbe",yaml:ol(""),lines:[16]}],valid:[{title:"vLLM's health endpoint",yaml:ol(`          readinessProbe:
            httpGet: {path: /health, port: http}
            timeoutSeconds: 5
`)}]},check:{podSpec(e,n){for(let t of e.containers){if(!Gp(e,t)||Ip(e,t))continue;let o=u(t.value,"readinessProbe");if(o!=null)continue;let i=u(t.value,"startupProbe"),r=i!=null?"it counts as ready as soon as its startupProbe succeeds once and stays in the Service even when the server stops answering":"it counts as ready as soon as it starts, so the Service sends it requests while the model is still loading",a=t.family?.framework?Dp[t.family.framework]:void 0;n.report({path:[...t.path,"readinessProbe"],message:`${F(A(e,t))} has no readinessProbe: ${r}; add a readinessProbe on ${a?`httpGet ${a}`:"the server's health endpoint"}.`})}}}};function Rp(e){for(let n of e.containers){let t=U(e,n);if(t==="dra-gpu")return{path:[...n.path,"resources","claims"],what:`${A(e,n)} uses a GPU resource claim`};if(t!=="resource")continue;let o=n.gpu.find(r=>(r.count===void 0||r.count>0)&&pn(r.resource)!=="amd");if(!o)continue;let i=u(n.limits,o.resource)!==void 0?"limits":"requests";return{path:[...n.path,"resources",i,o.resource],what:`${A(e,n)} requests ${o.resource}`}}if(e.dra==="gpu")return{path:[...e.path,"resourceClaims"],what:"the pod claims GPUs through DRA"}}function xp(e){return e.object.group!=="argoproj.io"?!1:[P(e.spec,"podSpecPatch"),P(b(e.object.value,"spec"),"podSpecPatch")].some(t=>t?.includes("runtimeClassName"))}var Np={title:"no runtimeClassName on nodes whose default runtime is runc",yaml:`apiVersion: apps/v1
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
`,lines:[13],config:{cluster:{defaultRuntime:"runc"}}},Mp={title:"the pod selects the NVIDIA runtime",yaml:`apiVersion: v1
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
`,config:{cluster:{defaultRuntime:"runc"}}},rl={id:"runtime-class-missing",family:"runtime",level:"warning",scope:"ai",summary:"A GPU pod sets no runtimeClassName although the GPU nodes do not run the NVIDIA runtime by default.",description:"Triggers for a pod spec with a GPU container (an `nvidia.com/gpu`, `nvidia.com/mig-*`, `nvidia.com/gpu.shared` or `settings.gpuResources` request above zero, or a DRA claim of a GPU DeviceClass) that has no `runtimeClassName` (absent, null or empty), when the config says the default container runtime of the GPU nodes is not `nvidia` (`cluster.defaultRuntime: runc`). The finding points at the pod spec (`spec:` of the template), with the GPU request as a related location. Pods whose only GPUs are `amd.com/gpu` need no runtime class and stay silent. A placeholder `runtimeClassName` counts as set; for Argo Workflows, a `podSpecPatch` that sets `runtimeClassName` does too. With the default `cluster.defaultRuntime: nvidia` (what the GPU Operator configures) the rule is silent; per-pool `nodePools[].runtime` is not read yet.",rationale:'On NVIDIA nodes the GPU devices and the user-space driver libraries (`libcuda.so`, `nvidia-smi`) are injected into a container by the NVIDIA container runtime. When containerd (or CRI-O) keeps `runc` as its default runtime, which is what clusters that install the toolkit by hand, and some managed node images, do, only pods that select the `nvidia` handler through a RuntimeClass get that injection. Without `runtimeClassName` the pod is scheduled on a GPU node and the device plugin allocates a GPU, but the container starts without the driver libraries: CUDA reports "no CUDA-capable device is detected" or "libcuda.so.1: cannot open shared object file", and the allocated GPU sits idle.',remediation:`Set the RuntimeClass that selects the NVIDIA runtime (the GPU Operator creates one named \`nvidia\`):

\`\`\`yaml
spec:
  runtimeClassName: nvidia
  containers:
    - name: vllm
      image: vllm/vllm-openai:v0.9.0
      resources:
        limits:
          nvidia.com/gpu: 1
\`\`\`

If the nodes do run the NVIDIA runtime by default, say so in the config instead: \`cluster: { defaultRuntime: nvidia }\`.`,references:["https://kubernetes.io/docs/concepts/containers/runtime-class/","https://github.com/NVIDIA/k8s-device-plugin#quick-start"],examples:{invalid:[Np],valid:[Mp]},check:{podSpec(e,n){if(n.cluster.defaultRuntime==="nvidia")return;let t=u(e.spec,"runtimeClassName");if(t!=null&&t!==""||xp(e))return;let o=Rp(e);if(!o)return;let i=n.cluster.runtimeClasses.find(r=>r.toLowerCase().includes("nvidia"))??"nvidia";n.report({path:[...e.path,"runtimeClassName"],message:`${F(o.what)} but the pod sets no runtimeClassName, and the config says the GPU nodes' default runtime is ${n.cluster.defaultRuntime} (cluster.defaultRuntime), so the container starts without the NVIDIA driver libraries and devices; set runtimeClassName: ${i}.`,related:[{path:o.path,message:"The GPU request."}]})}}};var No="runtime-class-undefined";function Tp(e){let n=b(e,"spec"),t=P(b(n,"operator"),"runtimeClass"),o=[t&&t.trim()!==""?t:"nvidia"];return u(b(n,"cdi"),"enabled")===!0&&o.push("nvidia-cdi","nvidia-legacy"),o}var al={id:No,family:"runtime",level:"error",scope:"general",needsWholeInput:!0,summary:"runtimeClassName names a RuntimeClass that is neither in the input nor in the config.",description:"Triggers on the `runtimeClassName` of any pod spec (Pods, workload controllers and the pod templates of AI custom resources, GPU or not) whose value is not the name of a `RuntimeClass` (`node.k8s.io/v1`, or the older `v1beta1`/`v1alpha1`) anywhere in the input, in any file and in any order, nor listed in config `cluster.runtimeClasses`. A GPU Operator `ClusterPolicy` (`nvidia.com/v1`) in the input counts as defining the RuntimeClass the operator creates: `spec.operator.runtimeClass` (default `nvidia`), plus `nvidia-cdi` and `nvidia-legacy` when `spec.cdi.enabled` is true. Placeholder values (`{{ .Values.runtimeClass }}`, `${RUNTIME_CLASS}`) are unknown and stay silent, and so does every reference when a RuntimeClass in the input has a placeholder name. The message suggests the closest known name. Silenced by `--partial`: a RuntimeClass in a file that is not staged is not missing.",rationale:'The RuntimeClass admission controller rejects every pod whose `runtimeClassName` names a RuntimeClass that does not exist ("pod rejected: RuntimeClass \\"nvida\\" not found"). For a Deployment, Job or training operator the object itself is accepted, so the mistake shows up only as controller events (`FailedCreate`) while no pod ever starts. A typo in a GPU RuntimeClass name is easy to make and hard to see, because the workload looks healthy in `kubectl apply` output.',remediation:`Use the name of an existing RuntimeClass (the GPU Operator creates \`nvidia\`), or ship the RuntimeClass with the workload:

\`\`\`yaml
apiVersion: node.k8s.io/v1
kind: RuntimeClass
metadata:
  name: nvidia
handler: nvidia
\`\`\`

If the RuntimeClass is installed in the cluster by other means, list it in the config:

\`\`\`yaml
cluster:
  runtimeClasses: [nvidia]
\`\`\``,references:["https://kubernetes.io/docs/concepts/containers/runtime-class/"],examples:{invalid:[{title:"a typo in the RuntimeClass name",yaml:`apiVersion: node.k8s.io/v1
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
`,lines:[12]}],valid:[{title:"the RuntimeClass is defined in the input",yaml:`apiVersion: node.k8s.io/v1
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
`}]},check:{collect(e,n,t){let o={};e.group==="nvidia.com"&&e.kind==="ClusterPolicy"&&(o.defines=Tp(e.value));for(let i of n()){let r=u(i.spec,"runtimeClassName");typeof r!="string"||r===""||g(r)||(o.refs??=[]).push({name:r,range:t.locate([...i.path,"runtimeClassName"])})}return o.refs||o.defines?o:void 0},input(e,n){let t=new Set(n.cluster.runtimeClasses);for(let i of e.ofKind("node.k8s.io","RuntimeClass"))i.name&&t.add(i.name);for(let i of e.ofKind("nvidia.com","ClusterPolicy"))for(let r of i.facts[No]?.defines??[])t.add(r);if([...t].some(g))return;let o=[...t].sort();for(let i of e.objects)for(let r of i.facts[No]?.refs??[]){if(t.has(r.name))continue;let a=J(r.name,o),s=a?`did you mean "${a}"? Otherwise define`:"define",l=o.length>0?`neither in the input nor in config cluster.runtimeClasses (known: ${o.join(", ")})`:"neither in the input nor in config cluster.runtimeClasses";n.report({object:i,range:r.range,message:`runtimeClassName "${r.name}" names a RuntimeClass that is ${l}, so the API server rejects the pods ("RuntimeClass not found"); ${s} the RuntimeClass, or list it in cluster.runtimeClasses if the cluster already has it.`})}}}};var Vp="^(\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))(([KMGTPE]i)|[numkMGTPE]|([eE](\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))))?$",Lp=64,Ep=5e4;function sl(e){let n=Q(e);if(!n)return;let t=b(e.value,"spec"),o=e.apiVersion==="apiextensions.k8s.io/v1beta1",i=u(t,"preserveUnknownFields"),r=new Map,a=new Mo(n.crd.kind),s=b(b(t,"validation"),"openAPIV3Schema"),l=u(t,"versions");if(Array.isArray(l))for(let c of l){let d=u(c,"name");if(typeof d!="string")continue;let m=b(b(c,"schema"),"openAPIV3Schema")??s;m&&r.set(d,a.root(m))}else{let c=u(t,"version");typeof c=="string"&&s&&r.set(c,a.root(s))}return{crd:n.crd,preserveUnknownFields:i===!0||o&&i!==!1,schemas:r}}var Mo=class{constructor(n){this.kind=n}kind;nodes=0;interned=new Map;ids=new Map;root(n){this.nodes=0;let t=this.compile(n,0),o=new Map(t.kind==="object"?t.fields():[]);return o.delete("metadata"),o.set("status",Y),{kind:"object",name:this.kind,fields:()=>o,open:t.kind==="object"?t.open:!0,embedded:!0}}compile(n,t){if(!k(n)||t>Lp||++this.nodes>Ep)return Y;if(n["x-kubernetes-int-or-string"]===!0)return this.intern(rn(_(n.pattern===Vp?"quantity":"int-or-string"),n.enum));let o=n["x-kubernetes-preserve-unknown-fields"]===!0,i=n["x-kubernetes-embedded-resource"]===!0;switch(n.type){case"string":return this.intern(rn(_("string"),n.enum));case"integer":return this.intern(rn(_("integer"),n.enum));case"number":return this.intern(rn(_("number"),n.enum));case"boolean":return this.intern(rn(_("boolean"),n.enum));case"array":{let r=n.items;return this.intern({kind:"array",items:k(r)?this.compile(r,t+1):Y})}case"object":case void 0:{let r=k(n.properties)?n.properties:void 0,a=n.additionalProperties;if(!r&&k(a))return this.intern({kind:"map",values:this.compile(a,t+1)});if(n.type===void 0&&!r&&!i)return Y;if(!r&&o&&!i)return Y;let s=new Map;for(let c of Object.keys(r??{}))s.set(c,this.compile(r[c],t+1));let l=o||a===!0||k(a);return this.intern({kind:"object",name:this.kind,fields:()=>s,open:l,...i?{embedded:i}:{}})}default:return Y}}intern(n){let t=this.key(n),o=this.interned.get(t);return o||(this.interned.set(t,n),this.ids.set(n,this.ids.size),n)}id(n){if(n===Y)return"a";let t=this.ids.get(n);return t===void 0?`?${this.key(n)}`:`#${t}`}key(n){switch(n.kind){case"any":return"a";case"scalar":return`s:${n.type}:${n.enum?JSON.stringify(n.enum):""}`;case"array":return`[${this.id(n.items)}`;case"map":return`{${this.id(n.values)}`;case"object":{let t=`o:${n.open?1:0}${n.embedded?1:0}:`;for(let[o,i]of n.fields())t+=`${JSON.stringify(o)}=${this.id(i)},`;return t}}}};function rn(e,n){if(!Array.isArray(n)||n.length===0||e.kind!=="scalar")return e;let t=n.filter(o=>o===null||typeof o!="object");return t.length!==n.length?e:{...e,enum:t}}var Op=256,St=2e5,an=100;function sn(e){return e.join("\0")}function To(e,n,t){let o=[],i=[],r=0,a=t.skip&&t.skip.size>0?t.skip:void 0,s=t.gpuResources??[],l=(h,y,w=i)=>{o.length<an&&o.push({kind:h,path:[...t.base,...w],message:y})},c=()=>a!==void 0&&a.has(sn([...t.base,...i])),d=(h,y,w)=>{if(!(h==null||y.kind==="any")&&!(++r>St||w>Op||o.length>=an))switch(y.kind){case"scalar":v(h,y);return;case"array":if(!Array.isArray(h))return p(h,"a list");for(let $=0;$<h.length&&r<=St&&o.length<an;$++)i.push($),d(h[$],y.items,w+1),i.pop();return;case"map":{if(!k(h))return p(h,"a mapping");let $=y.values.kind==="scalar"&&y.values.type==="quantity";for(let G in h){if(r>St||o.length>=an)break;Object.prototype.hasOwnProperty.call(h,G)&&($&&mn(G,s)||(i.push(G),d(h[G],y.values,w+1),i.pop()))}return}case"object":m(h,y,w);return}},m=(h,y,w)=>{if(!k(h))return p(h,`a mapping (${y.name})`);let $=y.fields();for(let G in h){if(r>St||o.length>=an)break;if(!Object.prototype.hasOwnProperty.call(h,G))continue;let x=$.get(G);i.push(G),x?d(h[G],x,w+1):y.embedded&&(G==="apiVersion"||G==="kind")?v(h[G],jp):y.embedded&&G==="metadata"?d(h[G],t.objectMeta??{kind:"any"},w+1):!y.open&&t.unknownFields&&!g(G)&&!Fp.test(G)&&f(G,y,$),i.pop()}},f=(h,y,w)=>{let $=[...w.keys()];y.embedded&&$.push("apiVersion","kind","metadata");let G=h.toLowerCase(),x=$.find(ge=>ge.toLowerCase()===G)??J(h,$),O=`${i.length>1?`${Ee(i.slice(0,-1))} (${y.name})`:y.name} has no field "${Oe(h)}" in ${t.schemaLabel}`;l("unknown-field",x?`${O} (did you mean "${x}"?), so the API server rejects it, or silently drops it under --validate=false.`:`${O}, so the API server rejects it, or silently drops it under --validate=false; remove it or move it to where it belongs.`)},p=(h,y)=>{g(h)||c()||l("invalid-value",`${Ee(i)||"The object"} must be ${y}, not ${Jp(h)}.`)},v=(h,y)=>{if(h==null)return;let w=_p[y.type];switch(y.type){case"string":if(typeof h!="string")return p(h,w);break;case"byte":if(typeof h!="string")return p(h,w);if(!g(h)&&!Bp(h)){let $=i.length===2&&i[0]==="data"?" (put plain text under stringData instead)":"";l("invalid-value",`${Ee(i)} is not base64-encoded data${$}; the API server cannot decode it.`)}return;case"integer":if(typeof h=="number"&&Number.isInteger(h))break;return typeof h=="string"&&g(h)?void 0:p(h,w);case"number":if(typeof h=="number")break;return typeof h=="string"&&g(h)?void 0:p(h,w);case"boolean":if(typeof h=="boolean")break;return typeof h=="string"&&g(h)?void 0:p(h,w);case"int-or-string":if(typeof h=="number"&&Number.isInteger(h)||typeof h=="string")break;return p(h,w);case"quantity":if(typeof h=="number"&&Number.isFinite(h))return;if(typeof h!="string")return p(h,w);if(g(h)||M(h)||c())return;l("invalid-value",`${Ee(i)}: ${JSON.stringify(Oe(h))} is not a Kubernetes quantity; ${zp(h)}`);return;case"time":if(typeof h!="string")return p(h,w);!g(h)&&!qp.test(h)&&l("invalid-value",`${Ee(i)}: ${JSON.stringify(Oe(h))} is not an RFC 3339 time (e.g. 2025-01-31T12:00:00Z).`);return}if(y.enum&&h!==""&&!y.enum.includes(h)&&!g(h)&&!c()){let $=y.enum.map(O=>typeof O=="string"?O:JSON.stringify(O)),G=typeof h=="string"?h:JSON.stringify(h),x=typeof h=="string"?$.find(O=>O.toLowerCase()===h.toLowerCase())??J(h,$):void 0,re=$.length>8?`${$.slice(0,8).join(", ")}, ...`:$.join(", ");l("invalid-value",`${Ee(i)}: ${JSON.stringify(Oe(G))} is not one of ${re}${x?`; did you mean "${x}"?`:"."}`)}};try{d(e,n,0)}catch{}return o}var jp={kind:"scalar",type:"string"},Fp=/^\$(?:patch|retainKeys|setElementOrder\/|deleteFromPrimitiveList\/)/,_p={string:"a string",integer:"an integer",number:"a number",boolean:"true or false",quantity:"a quantity (e.g. 500m, 2, 16Gi)","int-or-string":"an integer or a string",time:"an RFC 3339 time",byte:"a base64 string"},qp=/^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:[Zz]|[+-]\d{2}:\d{2})$/;function Bp(e){let n=e.replace(/[\r\n]/g,"");return n.length%4===0&&/^[A-Za-z0-9+/]*={0,2}$/.test(n)}function zp(e){let n=e.replace(/\s+/g,"").replace(/([KMGTPE])iB$/i,(t,o)=>`${o.toUpperCase()}i`).replace(/([kKMGTPE])B$/i,(t,o)=>o==="k"||o==="K"?"k":o.toUpperCase()).replace(/([kmgtpe])i$/,(t,o)=>`${o.toUpperCase()}i`);return n!==e&&M(n)?/[kMGTPE]$/.test(n)?`write ${n} (or ${n.replace(/k$/,"K")}i for binary units).`:`write ${n}.`:"write a number with an optional suffix (500m, 2, 16Gi, 1.5G)."}function Ee(e){let n="";for(let t of e)typeof t=="number"?n+=`[${t}]`:/^[A-Za-z_$][\w$-]*$/.test(t)?n+=n?`.${t}`:t:n+=`[${JSON.stringify(Oe(t))}]`;return n}function Jp(e){return typeof e=="string"?`the string ${JSON.stringify(Oe(e))}`:typeof e=="number"?`the number ${e}`:typeof e=="boolean"?`the boolean ${e}`:Array.isArray(e)?"a list":k(e)?"a mapping":String(e)}function Oe(e){return e.length>60?`${e.slice(0,57)}...`:e}var ll=new WeakMap;function Kp(e,n){let t=ll.get(e);if(t?.settings===n)return t.issues;let o=[];ll.set(e,{settings:n,issues:o});let i=e.objects.filter(l=>Pe(l.group)==="builtin"&&!g(l.apiVersion)&&!g(l.kind));if(i.length===0)return o;let r,a;try{r=Je(n.kubernetesVersion),a=Ke(r.version)}catch{return o}let s=new Set(e.ambiguous.map(l=>sn(l.path)));for(let l of i){let c=a.kind(l.apiVersion,l.kind);if(!c.served){let d=Qp(l,r,a);d&&o.push(d);continue}c.node&&o.push(...To(l.value,c.node,{base:l.path,schemaLabel:Wp(r),unknownFields:!r.newer&&!r.older,skip:s,gpuResources:n.gpuResources}))}return o}function Wp(e){return e.newer||e.older?`the Kubernetes ${e.version} schema (the nearest bundled to ${e.requested})`:`the Kubernetes ${e.version} schema`}var Hp=new Set(["/Config"]);function Qp(e,n,t){if(n.newer||n.older||Hp.has(`${e.group}/${e.kind}`)||e.kind==="List"||Ht(e.apiVersion,e.kind,n.requested).status==="removed")return;let o=`Kubernetes ${n.version}`,i=`${e.apiVersion} ${e.kind}`,r=[...e.path,"apiVersion"],a=t.servedVersionsOf(e.group,e.kind),s=a.length>0?a:t.servedVersionsOf(void 0,e.kind),l=vr(e.apiVersion,e.kind);if(l.length>0){let m=s.length>0?`use ${s[0]}`:"set settings.kubernetesVersion to a version that serves it";return{kind:"invalid-value",path:r,message:`${o} does not serve ${i} (the bundled schemas have it in ${l.join(", ")}); ${m}.`}}if(s.length>0)return{kind:"invalid-value",path:r,message:`${o} serves ${e.kind} as ${s.join(", ")}, not as ${e.apiVersion}; use ${s[0]}.`};let c=t.kindsOf(e.apiVersion);if(c.length>0){let m=e.kind.toLowerCase(),f=c.find(p=>p.toLowerCase()===m)??J(e.kind,c);return{kind:"invalid-value",path:[...e.path,"kind"],message:`${e.apiVersion} has no kind ${JSON.stringify(e.kind)} in ${o}${f?`; did you mean ${f}?`:"."}`}}let d=`${zn()[0]}-${zn()[zn().length-1]}`;return{kind:"invalid-value",path:r,message:`${o} serves no ${i}: no Kubernetes release from ${d} has ${e.apiVersion}; fix the apiVersion, or if a newer release added it, set settings.kubernetesVersion to that release.`}}var Vo=2e4,Xp=ye("schema-facts",()=>new WeakMap);function Yp(e,n){let t=n.run.get(Xp),o=t.get(e.value);if(o!==void 0)return o??void 0;let i;try{e.group==="apiextensions.k8s.io"&&e.kind==="CustomResourceDefinition"?i=sl(e):oe(e)&&(i=Zp(e,n.locate))}catch{i=void 0}return t.set(e.value,i??null),i}function Zp(e,n){let t={value:e.value,base:e.path,at:new Map,ranges:[],snippets:new Map,skip:new Set},o=[{value:e.value,path:[...e.path]}],i=0,r=(a,s,l)=>{let c=[...a,s],d=n(c);if(!d)return;let m=sn(c);t.at.set(m,t.ranges.length),t.ranges.push(d.start.line,d.start.column,d.end.line,d.end.column),d.snippet&&!t.snippets.has(d.start.line)&&t.snippets.set(d.start.line,d.snippet),(typeof l=="boolean"||typeof l=="number")&&ef(d)&&t.skip.add(m),typeof l=="object"&&l!==null&&o.push({value:l,path:c})};for(;o.length>0&&i<Vo;){let{value:a,path:s}=o.pop();if(Array.isArray(a))for(let l=0;l<a.length&&++i<=Vo;l++)r(s,l,a[l]);else if(k(a)){for(let l in a)if(Object.prototype.hasOwnProperty.call(a,l)){if(++i>Vo)break;r(s,l,a[l])}}}return t}function ef(e){let n=e.snippet;if(!n||e.start.line!==e.end.line)return!1;let o=n.text.slice(e.start.column-1-n.offset,e.end.column-1-n.offset).replace(/^(?:-\s+)?[^:]*:\s+/,"").trim();return Bo.has(o)||/^[-+]?0[0-9]+$/.test(o)}var cl=new WeakMap;function nf(e,n){let t;for(let o of e)o.summary.order<n&&(t=o);return t??e[0]}function tf(e,n,t){let o=ie(e,n);if(o.size===0)return[];let i=[],r=null;for(let a of e.objects){if(!oe(a))continue;let s=o.get(X(a.group,a.kind)),l=a.facts[n];if(!s||!l?.at)continue;let c=nf(s,a.order),d=c.summary.facts[n],m=jn(a.apiVersion),f=d?.schemas.get(m);if(!d||!f||c.fact.versions?.find(v=>v.name===m)?.served===!1)continue;let p=cl.get(l);if(!p||p.crd!==d||p.settings!==t){if(r===null)try{r=Ke(Je(t.kubernetesVersion).version).objectMeta()}catch{r=void 0}let v=To(l.value,f,{base:l.base,schemaLabel:`the schema of CustomResourceDefinition ${d.crd.name} (${m})`,unknownFields:!d.preserveUnknownFields,objectMeta:r,skip:l.skip,gpuResources:t.gpuResources});p={crd:d,settings:t,issues:v},cl.set(l,p)}for(let v of p.issues)i.push({summary:a,issue:v,range:of(l,v.path),crd:c})}return i}function of(e,n){for(let t=n.length;t>e.base.length;t--){let o=e.at.get(sn(n.slice(0,t)));if(o===void 0)continue;let[i,r,a,s]=e.ranges.slice(o,o+4),l={start:{line:i,column:r},end:{line:a,column:s}},c=e.snippets.get(i);return c?{...l,snippet:c}:l}}function At(e,n){return{document(t,o){for(let i of Kp(t,o.settings))i.kind===n&&o.report({path:i.path,message:i.message})},collect:(t,o,i)=>Yp(t,i),input(t,o){for(let i of tf(t,e,o.settings))i.issue.kind===n&&o.report({object:i.summary,message:i.issue.message,range:i.range,related:[{file:i.crd.summary.file,range:ue(i.crd.summary.range),message:`The CustomResourceDefinition ${i.crd.fact.name} whose schema the resource is checked against.`}]})}}}var dl="schema-invalid-value",ul={id:dl,family:"schema",level:"error",scope:"general",summary:"A value of the wrong type or format for its field (a list where a mapping goes, `replicas: three`, a quantity that does not parse, an enum value the API does not accept).",description:"Checks every value against its schema, as the API server decodes it: strings, integers, booleans, lists and mappings; quantities (`resources.limits.*`, `emptyDir.sizeLimit`: a number, or a string such as `500m` or `16Gi`); int-or-strings (ports, `maxSurge`); RFC 3339 times; base64 in Secret `data`; and the enums of the API (`imagePullPolicy`, `restartPolicy`, `protocol`, taint effects...). Also reports a built-in `apiVersion`/`kind` that `settings.kubernetesVersion` does not serve and that api-removed does not explain (a misspelled kind, `apps/v1beta3`, an API added in a later release). Built-in kinds use the bundled OpenAPI of 1.31 to 1.34; custom resources the `openAPIV3Schema` of their CRD when it is in the input (types, `x-kubernetes-int-or-string`, enums). Placeholders (`{{ .Values.x }}`, `${VAR}`, `$(VAR)`, `<your-value>`) are unknown, never invalid. An unquoted `yes`/`on`/`0644` is left to yaml-ambiguous-scalar, and GPU quantities to gpu-quantity-invalid. One finding per value, on the value.",rationale:'The API server refuses the whole object: `cannot unmarshal string into Go struct field DeploymentSpec.spec.replicas of type int32`, `quantities must match the regular expression`, `Unsupported value: "always": supported values: "Always", "IfNotPresent", "Never"`. In a pipeline that applies many manifests, the first invalid value stops the rollout halfway, often long after the change was reviewed; an LLM server whose memory limit reads `16 GB` never starts.',remediation:"Write the value in the type the field takes: numbers unquoted for integer fields, quantities without spaces or a trailing `B` (`16Gi`, `500m`), enum values with their exact capitalisation, lists as YAML sequences. For an apiVersion the target version does not serve, use the one the message names.",examples:{invalid:[{title:"a quantity with a space, and a lower-case enum value",yaml:`apiVersion: v1
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
`,lines:[9,12]},{title:"replicas as a word, limits as a list",yaml:`apiVersion: apps/v1
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
`,lines:[6,17]}],valid:[{yaml:`apiVersion: v1
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
`}]},references:["https://kubernetes.io/docs/reference/kubernetes-api/common-definitions/quantity/","https://kubernetes.io/docs/reference/using-api/api-concepts/#field-validation"],check:At(dl,"invalid-value")};var ml="schema-unknown-field",pl={id:ml,family:"schema",level:"error",scope:"general",summary:"A field that the object's schema does not have: a typo such as `resource:` or `livenessprobe:`, or a field of another version.",description:"Checks every key of every object against its schema. Built-in kinds use the Kubernetes OpenAPI of `settings.kubernetesVersion` (bundled for 1.31 to 1.34; a target outside that range is checked against the nearest bundled schema for value types only, with no unknown-field findings, since its fields may differ). Custom resources use the `openAPIV3Schema` of their CustomResourceDefinition when the CRD is in the input (the version the resource's `apiVersion` names), honouring `x-kubernetes-preserve-unknown-fields`, `x-kubernetes-embedded-resource` and a CRD-wide `preserveUnknownFields: true`; resources whose CRD is not in the input are not checked. Field names are case-sensitive. Each unknown key is its own finding, on the key, with the closest sibling field as a suggestion. `status` is not checked.",rationale:'Since Kubernetes 1.27 `kubectl apply` asks the API server for strict field validation, so an unknown field fails the whole apply with `strict decoding error: unknown field "spec.template.spec.containers[0].resource"`. Worse, with `--validate=false`, older clients, Helm, or GitOps controllers that use lenient decoding, the field is silently dropped: a `resource:` typo for `resources:` removes the GPU request (the pod schedules on a CPU node and the model server crashes), and a `livenessprobe:` key means the container never gets a liveness probe.',remediation:"Rename the key to the suggested field (field names are camelCase and case-sensitive), move it to the level where it belongs, or remove it. For a field that only a newer Kubernetes has, set `settings.kubernetesVersion` to the version of the target cluster.",examples:{invalid:[{title:"`resource:` for `resources:` drops the GPU request, and a lower-case `livenessprobe:`",yaml:`apiVersion: apps/v1
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
`,lines:[15,18]},{title:"a custom resource checked against its CRD in the same input",yaml:`apiVersion: apiextensions.k8s.io/v1
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
`,lines:[29]}],valid:[{yaml:`apiVersion: apps/v1
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
`}]},references:["https://kubernetes.io/docs/reference/using-api/api-concepts/#field-validation","https://kubernetes.io/docs/tasks/extend-kubernetes/custom-resources/custom-resource-definitions/#field-pruning"],check:At(ml,"unknown-field")};var Lo="service-account-token-automount",rf=/(?:^|\/)(?:kubectl|k8s-wait-for|kubernetes-client)(?:$|[:@/-])|(?:^|[\s/;&|'"])(?:kubectl|helm|oc)(?=$|[\s;&|'"])/;function af(e){let n=b(e.object.value,"spec"),t=e.object.kind==="RayJob"?b(n,"rayClusterSpec"):e.object.kind==="RayService"?b(n,"rayClusterConfig"):n,o=u(t,"enableInTreeAutoscaling");return o===!0||g(o)}function sf(e){let n=e.object;return n.group==="argoproj.io"||n.group==="ray.io"&&e.role==="head"&&af(e)||n.group==="kubeflow.org"&&n.kind==="MPIJob"&&String(e.path[e.path.length-3]).toLowerCase()==="launcher"?!0:e.containers.some(t=>t.env.has("KUBECONFIG")?!0:[t.image?.raw??"",...[...S(t.value,"command"),...S(t.value,"args")].filter(i=>typeof i=="string")].some(i=>rf.test(i)))}function lf(e){let n=e.object,t=e.path[e.path.length-2]==="template"&&n.group==="kubeflow.org"?String(e.path[e.path.length-3]):e.role;return`${R(n)}${t?` (${t})`:""}`}var fl=e=>`apiVersion: batch/v1
kind: Job
metadata:
  name: finetune
spec:
  template:
    spec:
${e}      restartPolicy: Never
      containers:
        - name: train
          image: nvcr.io/nvidia/pytorch:24.05-py3
          resources:
            limits:
              nvidia.com/gpu: 1
`,hl={id:Lo,family:"network-security",level:"note",scope:"ai",summary:"An AI workload mounts the default service account's API token without needing the API.",description:"Triggers for each pod template of an AI workload (GPU container or AI image) that runs as the `default` ServiceAccount (no `serviceAccountName`, or `default`) and mounts its token: `automountServiceAccountToken` is not `false` on the pod nor on a `default` ServiceAccount of the namespace in the input. The pods are taken not to need the API unless something says they do, and then the rule is silent: a RoleBinding or ClusterRoleBinding in the input that grants the namespace's `default` ServiceAccount a role; a pod that names another ServiceAccount (a deliberate identity whose permissions the linter cannot see); Argo Workflow pods (the executor uses the API); a KubeRay head with `enableInTreeAutoscaling` (the autoscaler sidecar); an MPIJob launcher; and containers that run `kubectl`, `helm` or `oc`, use a kubectl image or set `KUBECONFIG`. Notebooks are left to `notebook-isolation-missing`. It points at `automountServiceAccountToken: true`, or at the pod spec when the field is not set. Placeholders keep it silent.",rationale:"Kubernetes mounts a token for the pod's ServiceAccount into every container at `/var/run/secrets/kubernetes.io/serviceaccount` unless told not to. Training jobs and model servers rarely call the API, but they run large amounts of third-party code: pip packages pulled at start-up, `trust_remote_code` model repositories, pickled checkpoints, custom kernels. Any of it can read the token and call the API server; with the `default` account that is at least discovery and whatever someone later binds to it, and on shared GPU clusters the token is a foothold for moving between tenants. Not mounting it costs nothing for a pod that does not use it.",remediation:"Turn the token off for the pod (or for the namespace's `default` ServiceAccount):\n\n```yaml\nspec:\n  template:\n    spec:\n      automountServiceAccountToken: false\n```\n\nIf the pod does need the API, give it its own ServiceAccount with a Role for exactly what it does and set `serviceAccountName`.",references:["https://kubernetes.io/docs/tasks/configure-pod-container/configure-service-account/#opt-out-of-api-credential-automounting","https://kubernetes.io/docs/concepts/security/service-accounts/"],examples:{invalid:[{title:"a fine-tuning Job that mounts the default token",yaml:fl(""),lines:[7]}],valid:[{title:"the token is not mounted",yaml:fl(`      automountServiceAccountToken: false
`)}]},check:{collect(e,n,t){if(e.group===""&&e.kind==="ServiceAccount"){let i=u(e.value,"automountServiceAccountToken");return{type:"serviceAccount",automount:i==null?void 0:typeof i=="boolean"?i:null}}if(e.group==="rbac.authorization.k8s.io"&&(e.kind==="RoleBinding"||e.kind==="ClusterRoleBinding")){let i=S(e.value,"subjects").filter(r=>u(r,"kind")==="ServiceAccount").map(r=>({namespace:P(r,"namespace")??V(e),name:P(r,"name")??""}));return i.length?{type:"binding",subjects:i}:void 0}let o=[];for(let i of n()){if(!i.workload.ai||i.workload.notebook)continue;let r=u(i.spec,"automountServiceAccountToken");if(r!=null&&r!==!0)continue;let a=u(i.spec,"serviceAccountName")??u(i.spec,"serviceAccount");a!=null&&a!=="default"&&a!==""||sf(i)||o.push({what:lf(i),at:t.locate([...i.path,"automountServiceAccountToken"]),explicit:r===!0})}return o.length?{type:"pods",pods:o}:void 0},input(e,n){let t=new Set,o=new Map;for(let i of e.objects){let r=i.facts[Lo];if(r?.type==="binding")for(let a of r.subjects)t.add(`${a.namespace}/${a.name}`);r?.type==="serviceAccount"&&o.set(`${V(i)}/${i.name??""}`,r.automount)}for(let i of e.objects){let r=i.facts[Lo];if(r?.type!=="pods")continue;let a=`${V(i)}/default`;if(!t.has(a))for(let s of r.pods){let l=o.get(a);if(!s.explicit&&(l===!1||l===null))continue;let c=s.explicit?"automountServiceAccountToken: true":o.has(a)?"neither the pod nor the ServiceAccount sets automountServiceAccountToken: false":"automountServiceAccountToken is not false";n.report({object:i,range:s.at,message:`The pods of ${s.what} mount the API token of the "default" ServiceAccount (${c}) although nothing in the input grants it a role; set automountServiceAccountToken: false so code in the containers cannot call the API server with it.`})}}}}};var cf=new Set(["metadata.namespace","spec.serviceAccountName"]);function df(e){return e.object.group==="apps"&&e.object.kind==="DaemonSet"?"many":e.podCount}function uf(e,n){let t=[...e.matchAll(/\$\(([A-Za-z_][A-Za-z0-9_.-]*)\)/g)].map(o=>o[1]);for(let o of t){let i=n.env.get(o);if(!i)return;if(i.value!==void 0){if(g(i.value))return;continue}let r=S(n.value,"env")[i.path[i.path.length-1]],a=P(b(b(r,"valueFrom"),"fieldRef"),"fieldPath");if(a===void 0||!cf.has(a))return!1}return!0}var gl=e=>`apiVersion: apps/v1
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
${e}      volumes:
        - name: shared
          persistentVolumeClaim:
            claimName: team-checkpoints
`,vl={id:"shared-pvc-subpath-race",family:"network-security",level:"warning",scope:"general",summary:"Several replicas write into one PersistentVolumeClaim directory (a static subPath, or a StatefulSet sharing one claim).",description:"Applies to every workload, AI or not. (1) Triggers when a container mounts a `persistentVolumeClaim` volume writable with a `subPath`, or a `subPathExpr` that expands to the same directory in every pod (no variable, or only literal `env` values and the downward-API fields `metadata.namespace`/`spec.serviceAccountName`), in a pod template that runs two or more pods at once: `replicas` of Deployments, ReplicaSets and custom resources, `parallelism` of Jobs and CronJobs, JobSet replicas \xD7 parallelism, LeaderWorkerSet groups \xD7 size, and every DaemonSet. (2) Triggers when a StatefulSet with two or more replicas mounts a `persistentVolumeClaim` volume writable from its pod template instead of declaring it in `volumeClaimTemplates`, with or without a subPath. A `subPathExpr` using `$(POD_NAME)` from `metadata.name`, a pod index or any variable the linter cannot resolve (set by an operator or the image) is per pod and silent, and so are read-only mounts (`readOnly: true` on the mount or the claim), generic `ephemeral` volumes (one claim per pod), unknown or placeholder replica counts and a single replica. The access mode of the claim is not read: ReadWriteMany is what lets the replicas share the volume in the first place and does not make concurrent writes to one directory safe (with ReadWriteOnce the replicas additionally pile onto one node or fail with Multi-Attach errors). It points at the volume's `persistentVolumeClaim` key, with the mounts as related locations.",rationale:"A subPath is resolved once per container, to the same directory for every replica: all replicas then write the same files. Training replicas overwrite each other's checkpoints (`checkpoint-1000/` written by four ranks at once, `latest` symlinks racing), caches such as Hugging Face's or Triton's are filled concurrently and corrupted, and logs interleave. The bug is silent until a resumed job loads a half-written checkpoint. A StatefulSet that mounts one claim from its pod template defeats the point of a StatefulSet: the replicas share one volume instead of each getting its own.",remediation:"Give each pod its own directory with `subPathExpr` and the downward API, or its own claim:\n\n```yaml\n          env:\n            - name: POD_NAME\n              valueFrom:\n                fieldRef:\n                  fieldPath: metadata.name\n          volumeMounts:\n            - name: shared\n              mountPath: /checkpoints\n              subPathExpr: $(POD_NAME)\n```\n\nFor a StatefulSet, declare the volume under `spec.volumeClaimTemplates` instead of `volumes`. Data that every replica only reads (datasets, model weights) should be mounted `readOnly: true`.",references:["https://kubernetes.io/docs/concepts/storage/volumes/#using-subpath","https://kubernetes.io/docs/concepts/workloads/controllers/statefulset/#volume-claim-templates"],examples:{invalid:[{title:"four replicas writing into one checkpoint directory",yaml:gl(`              subPath: run-42
`),lines:[18]}],valid:[{title:"one directory per pod",yaml:gl(`              subPathExpr: $(POD_NAME)
`).replace(`          image: ghcr.io/example/trainer:1.4
`,`          image: ghcr.io/example/trainer:1.4
          env:
            - name: POD_NAME
              valueFrom:
                fieldRef:
                  fieldPath: metadata.name
`)}]},check:{podSpec(e,n){let t=df(e);if(t===void 0||t!=="many"&&t<2)return;let o=e.object.group==="apps"&&e.object.kind==="StatefulSet";S(e.spec,"volumes").forEach((i,r)=>{let a=u(i,"persistentVolumeClaim"),s=P(i,"name");if(!k(a)||s===void 0||g(s))return;let l=u(a,"readOnly");if(l===!0||g(l))return;let c=u(a,"claimName"),d=typeof c=="string"?`PersistentVolumeClaim "${c}"`:"the PersistentVolumeClaim",m=[];for(let w of e.containers)w.kind!=="ephemeral"&&S(w.value,"volumeMounts").forEach(($,G)=>{if(P($,"name")!==s)return;let x=u($,"readOnly"),re={c:w,index:G,readOnly:x===!0||g(x)},O=u($,"subPath"),ge=u($,"subPathExpr");typeof O=="string"&&O!==""&&!g(O)?Object.assign(re,{shared:O,key:"subPath"}):typeof ge=="string"&&ge!==""&&!g(ge.replace(/\$\([A-Za-z_][A-Za-z0-9_.-]*\)/g,""))&&uf(ge,w)&&Object.assign(re,{shared:ge,key:"subPathExpr"}),m.push(re)});let f=m.filter(w=>!w.readOnly);if(f.length===0)return;let p=t==="many"?"every pod of the DaemonSet (one per node)":`the ${t} pods`,v=[...e.path,"volumes",r,"persistentVolumeClaim"];if(o){n.report({path:v,message:`StatefulSet "${e.object.name??"?"}" mounts ${d} from its pod template, so ${p} share one volume instead of getting one each (with ReadWriteOnce they also cannot run on different nodes); declare it in spec.volumeClaimTemplates, or mount it readOnly if the replicas only read it.`,related:f.map(w=>({path:[...w.c.path,"volumeMounts",w.index],message:`${A(e,w.c)} mounts it here.`}))});return}let h=f.filter(w=>w.shared!==void 0);if(h.length===0)return;let y=h.map(w=>`${w.key} "${w.shared}" in ${A(e,w.c)}`).join(", ");n.report({path:v,message:`${d} is mounted writable with ${y} by ${p} of ${R(e.object)}, so they all write into the same directory and overwrite each other's checkpoints, caches or logs; use subPathExpr with $(POD_NAME) from the downward API (or a claim per pod), or mount it readOnly.`,related:h.map(w=>({path:[...w.c.path,"volumeMounts",w.index,w.key],message:`${A(e,w.c)} mounts it with the same ${w.key} in every pod.`}))})})}}};var $t="/dev/shm",mf=/(?:^|[\s/;&|'"(=])(?:torchrun|deepspeed|text-generation-launcher)(?=$|[\s;&|'")])|torch\.distributed\.(?:run|launch)\b|\baccelerate\s+launch\b|\bvllm\s+serve\b|\bvllm\.entrypoints\b|\bsglang\.launch_server\b/;function pf(e,n){let t=n.path[n.path.length-2];return e.object.group==="serving.kserve.io"&&e.object.kind==="InferenceService"&&t!=="containers"&&t!=="initContainers"}function ff(e){if(oi(e.family))return`image ${e.image?.raw??e.family?.id}`;let n=[...S(e.value,"command"),...S(e.value,"args")].filter(o=>typeof o=="string"),t=mf.exec(n.join(" "));return t?`it runs ${t[0].replace(/^[\s/;&|'"(=]/,"").replace(/\s+/g," ")}`:void 0}function hf(e){let n=u(e.limits,"memory");if(g(n))return;let t=M(n);return t&&t.value>0?{bytes:t.value,source:String(n)}:void 0}function yl(e){let n=hf(e);if(!n)return"e.g. sizeLimit: 8Gi";let t=Math.floor(n.bytes/4/2**30);return`e.g. sizeLimit: ${t>=1?`${t}Gi`:`${Math.max(64,Math.floor(n.bytes/4/2**20))}Mi`}, inside its ${n.source} memory limit`}function bl(e){if(!e)return{kind:"unknown"};let n=u(e,"emptyDir");if(n!==void 0){let t=u(n,"medium");return t==="Memory"||g(t)?{kind:"memory"}:{kind:"disk-emptyDir",sourceKey:"emptyDir"}}return u(e,"hostPath")!==void 0?{kind:"host"}:u(e,"persistentVolumeClaim")!==void 0?{kind:"pvc",sourceKey:"persistentVolumeClaim"}:u(e,"ephemeral")!==void 0?{kind:"pvc",sourceKey:"ephemeral"}:{kind:"other"}}var wl={id:"shm-missing",family:"resources",level:"warning",scope:"ai",summary:"A PyTorch-based GPU container has no memory-backed /dev/shm.",description:"Triggers for each GPU container (regular container or native sidecar) whose image belongs to a PyTorch-based family of the image table (PyTorch, NGC PyTorch/NeMo/Triton/TensorRT-LLM/NIM, vLLM, SGLang, TGI, DeepSpeed, Ray, KServe runtimes), or whose command/args start a PyTorch launcher or server (`torchrun`, `python -m torch.distributed.run`, `deepspeed`, `accelerate launch`, `vllm serve`, `sglang.launch_server`, `text-generation-launcher`), and that does not mount an `emptyDir` with `medium: Memory` at `/dev/shm`. It points at the container's `volumeMounts` key (or its `name:` when it has no mounts); when something is mounted at `/dev/shm` but is disk-backed (an `emptyDir` without `medium: Memory`, a PersistentVolumeClaim or generic ephemeral volume), it points at that `mountPath`. A `hostPath` at `/dev/shm` counts as shared memory (`host-path-model-cache` judges hostPath volumes), and so does `hostIPC: true`. Silent for pod templates whose operator mounts a sized `/dev/shm` itself: RayCluster/RayJob/RayService (KubeRay), AIBrix RayClusterFleet (which creates RayClusters), KServe LLMInferenceService (merged with its LLMInferenceServiceConfig template), and KServe inline model containers (`predictor.model`, `predictor.pytorch`, ...: the ServingRuntime supplies the pod). Silent too when the mount cannot be judged: a placeholder mount path, a volume that is not in the pod spec (Argo Workflow-level volumes), a DRA claim that cannot be resolved. Init containers and ephemeral containers are not checked.",rationale:"Containers get a 64Mi `/dev/shm` from the container runtime, and Kubernetes has no `--shm-size`. PyTorch passes DataLoader batches between worker processes through shared memory and NCCL uses it for intra-node GPU communication, so training jobs die with `ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm)` and vLLM/SGLang with tensor parallelism fail or hang with NCCL `No space left on device` errors, usually only after the first real batch or request, long after the rollout looked healthy. A disk-backed volume at `/dev/shm` avoids the size limit but turns shared-memory traffic into disk I/O.",remediation:`Mount a memory-backed emptyDir at \`/dev/shm\` in every PyTorch GPU container, with a \`sizeLimit\` that fits inside the container's memory limit (the tmpfs is charged to it):

\`\`\`yaml
    spec:
      containers:
        - name: trainer
          image: nvcr.io/nvidia/pytorch:24.05-py3
          resources:
            limits:
              nvidia.com/gpu: 8
              memory: 512Gi
          volumeMounts:
            - name: dshm
              mountPath: /dev/shm
      volumes:
        - name: dshm
          emptyDir:
            medium: Memory
            sizeLimit: 64Gi
\`\`\``,examples:{invalid:[{title:"a PyTorchJob worker with the default 64Mi /dev/shm",yaml:`apiVersion: kubeflow.org/v1
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
`,lines:[13]}],valid:[{title:"a memory-backed /dev/shm is mounted",yaml:`apiVersion: kubeflow.org/v1
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
`}]},check:{podSpec(e,n){if(e.providesDevShm||u(e.spec,"hostIPC")===!0)return;let t=u(e.spec,"volumes");if(t!=null&&!Array.isArray(t))return;let o=new Map;S(e.spec,"volumes").forEach((r,a)=>{let s=P(r,"name");s!==void 0&&k(r)&&!o.has(s)&&o.set(s,{index:a,value:r})});let i=[...o.entries()].filter(([,r])=>bl(r.value).kind==="memory").map(([r])=>r);for(let r of e.containers){if(r.kind!=="container"&&r.kind!=="sidecar"||pf(e,r)||!(U(e,r)==="resource"||U(e,r)==="dra-gpu"))continue;let a=ff(r);if(!a)continue;let s=u(r.value,"volumeMounts");if(s!=null&&!Array.isArray(s))continue;let l=S(r.value,"volumeMounts"),c=l.findIndex(w=>{let $=P(w,"mountPath");return $!==void 0&&Ae($)===$t});if(c===-1){if(l.some(G=>g(u(G,"mountPath"))))continue;let w=i.map(G=>({name:G,at:l.find(x=>P(x,"name")===G)})).map(({name:G,at:x})=>x?`the pod's Memory emptyDir "${G}" is mounted at ${P(x,"mountPath")??"?"} instead`:`the pod's Memory emptyDir "${G}" is not mounted in it`),$=w.length?` (${w.join("; ")})`:"";n.report({path:[...r.path,"volumeMounts"],message:`${F(A(e,r))} runs PyTorch on a GPU (${a}) but mounts nothing at ${$t}${$}, so it gets the runtime's 64Mi default and DataLoader workers or NCCL fail; mount an emptyDir with medium: Memory at ${$t} (${yl(r)}).`});continue}let d=l[c],m=P(d,"name");if(m===void 0||g(m))continue;let f=o.get(m),{kind:p,sourceKey:v}=bl(f?.value);if(p!=="disk-emptyDir"&&p!=="pvc")continue;let h=f&&v?[{path:[...e.path,"volumes",f.index,v],message:`Volume "${m}" is defined here.`}]:[],y=p==="pvc"?`volume "${m}" (${v}), which is disk, not shared memory`:`emptyDir "${m}" without medium: Memory, which lives on the node's disk`;n.report({path:[...r.path,"volumeMounts",c,"mountPath"],message:`${F(A(e,r))} runs PyTorch on a GPU (${a}) but its ${$t} is ${y}; mount an emptyDir with medium: Memory there instead (${yl(r)}).`,related:h})}}}};function gf(e){let n=Math.floor(e/1073741824);return n>=1?`${n}Gi`:`${Math.max(1,Math.floor(e/2**20))}Mi`}function Eo(e,n){if(n.name)return`container "${n.name}"`;let t=String(n.path[n.path.length-1]),o=P(e.spec,"name");return`the inline ${t==="container"||t==="script"?"":`${t} `}container${o?` of "${o}"`:""}`}function vf(e,n){let t=[];for(let o of e){if(o.kind==="ephemeral"||!S(o.value,"volumeMounts").some(a=>P(a,"name")===n))continue;let i=u(o.limits,"memory"),r=g(i)?void 0:M(i);t.push({container:o,limit:r&&r.value>0?r.value:void 0,limitSource:r&&r.value>0?String(i):void 0})}return t}var kl={id:"shm-size-limit-missing",family:"resources",level:"warning",scope:"ai",summary:"A memory-backed emptyDir (`medium: Memory`) has no sizeLimit.",description:"Triggers for each volume of an AI workload pod whose source is `emptyDir` with `medium: Memory` and no `sizeLimit` (a placeholder counts as set). The finding points at the `emptyDir` key and names the memory limits of the containers that mount the volume, when they are known.",rationale:"A `medium: Memory` emptyDir is a tmpfs: every byte written to it is RAM charged to the memory cgroup of the container that writes it. Without `sizeLimit`, the tmpfs is sized to the pod's memory limit (or to the node's allocatable memory when a container has no limit), so a PyTorch DataLoader or NCCL buffer that fills `/dev/shm` pushes the container over its memory limit and the kernel OOM-kills it, losing a training step or taking a model server down in the middle of traffic; with no limit at all it competes with every other pod on the node. With a `sizeLimit`, the kubelet evicts the pod when the volume outgrows it, a visible reason, and the size you chose is written down next to the memory limit it has to fit in.",remediation:"Give the volume a `sizeLimit` that fits inside the memory limit of the containers that mount it, leaving room for the process itself:\n\n```yaml\n      volumes:\n        - name: dshm\n          emptyDir:\n            medium: Memory\n            sizeLimit: 16Gi   # container memory limit is 64Gi\n```",examples:{invalid:[{title:"/dev/shm without a size for a vLLM server",yaml:`apiVersion: apps/v1
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
`,lines:[28]}],valid:[{title:"the tmpfs is sized below the memory limit",yaml:`apiVersion: apps/v1
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
`}]},check:{podSpec(e,n){S(e.spec,"volumes").forEach((t,o)=>{let i=b(t,"emptyDir");if(!i||u(i,"medium")!=="Memory")return;let r=u(i,"sizeLimit");if(r!=null)return;let a=P(t,"name")??`#${o}`,s=vf(e.containers,a),l=s.filter(m=>m.limit!==void 0),c,d="e.g. 8Gi";if(l.length>0){let m=l.reduce((p,v)=>v.limit<p.limit?v:p);c=`whatever is written to it counts against ${l.length===1?`the ${l[0].limitSource} memory limit of ${Eo(e,l[0].container)}`:`the memory limits of ${l.map(p=>`${Eo(e,p.container)} (${p.limitSource})`).join(", ")}`} and can get ${l.length===1?"the container":"them"} OOM-killed`,d=`e.g. ${gf(m.limit/4)}, well below the ${m.limitSource} limit`}else s.length>0?c=`${s.map(f=>Eo(e,f.container)).join(", ")} ${s.length===1?"has":"have"} no known memory limit either, so the tmpfs can grow until it takes the node's memory`:c="once a container mounts it, it can grow until it is OOM-killed or takes the node's memory";n.report({path:[...e.path,"volumes",o,"emptyDir"],message:`emptyDir volume "${a}" is memory-backed (medium: Memory) with no sizeLimit: ${c}; set emptyDir.sizeLimit (${d}).`})})}}};var Pl="tensor-parallel-gpu-mismatch",Cl={vllm:"vLLM",sglang:"SGLang",tgi:"TGI","tensorrt-llm":"TensorRT-LLM"},Sl={vllm:"--tensor-parallel-size",sglang:"--tp-size",tgi:"--num-shard","tensorrt-llm":"--tp_size"};function Oo(e,n){return`${e} ${n}${e===1?"":"s"}`}function Al(e,n=""){return`${Oo(e,"GPU")}${n} ${e===1?"stays":"stay"} idle`}function yf(e){return e.gpu.filter(n=>(n.count??0)>0).map(n=>`${n.resource}: ${n.count}`).join(", ")}function $l(e,n){return e.tp?.written?.path??e.pp?.written?.path??e.dp?.written?.path??vn(n)}function Dl(e){return!e.tp?.written&&!e.pp?.written&&!e.dp?.written&&!e.args.model}function Ul(e){let n=[e.tp?.written,e.pp?.written,e.dp?.written].filter(t=>t!==void 0).map(t=>t.source);return e.tp?.written||n.unshift(`no ${Sl[e.framework]}: tp 1 by default`),n.join(", ")}function bf(e,n){let t=(e.pp?.n??1)*(e.framework==="sglang"&&e.flags.has("--enable-dp-attention")?1:e.dp?.n??1);return n%t===0&&!e.flags.has("--nnodes")?`set ${Sl[e.framework]} ${n/t}`:"make the parallel sizes multiply to the GPU request"}function wf(e,n){return e>n?"the server waits for GPUs it cannot get and never becomes ready":Al(n-e," of the group")}function kf(e){let n=et(e);if(!n||n.total===0)return[];let{total:t,arithmetic:o}=n,i=[];for(let r of e)if(r.workload.ai)for(let a of r.containers){let s=ae(a);if(!s||Dl(s))continue;let l=Yn(s);l===void 0||l===t||n.kind==="ray"&&Zn(s)?.n===Se(a)||i.push({path:$l(s,a),message:`${Cl[s.framework]} in ${A(r,a)} needs ${ro(s).join(" \xD7 ")} = ${Oo(l,"GPU")} (${Ul(s)}), but ${n.kind==="lws"?"the group":"the Ray cluster"} has ${o}: ${wf(l,t)}; make tensor \xD7 pipeline parallel equal the GPUs of the whole group (e.g. tp = GPUs per pod, pp = pods), or change the group.`})}return i}var Gl={id:Pl,family:"serving",level:"error",scope:"ai",summary:"The tensor \xD7 pipeline (\xD7 data) parallel sizes of a vLLM, SGLang, TGI or TensorRT-LLM server differ from the GPUs it gets.",description:"Reads the serving command of each container (`command`/`args`, `sh -c` scripts with `$(VAR)` and `$VAR` expansion, the image entrypoint's args, and env forms such as TGI `NUM_SHARD`) and multiplies the GPUs one server needs: tensor parallel (`--tensor-parallel-size`/`-tp`, `--tp-size`/`--tp`, `--num-shard`, `--tp_size`) \xD7 pipeline parallel (`--pipeline-parallel-size`/`-pp`, `--pp-size`, `--pp_size`) \xD7 data parallel where the ranks run in the same pod (vLLM `--data-parallel-size`, or its `--data-parallel-size-local`; SGLang `--dp-size` unless `--enable-dp-attention`, which runs the ranks on the tensor-parallel GPUs). vLLM also takes `_` for `-` in flag names. `--nnodes N` divides the count over N pods.\n\n- **One pod**: triggers when that count differs from the container's GPU request (`nvidia.com/gpu`, `amd.com/gpu`; a MIG device counts as one GPU). An unwritten size is 1 (vLLM, SGLang, TensorRT-LLM), but only when the command names a model; TGI without `--num-shard` uses every GPU it sees.\n- **LeaderWorkerSet** with `size` > 1: tp \xD7 pp (\xD7 dp) against the GPUs of the whole group (leader + (size \u2212 1) workers).\n- **Ray** (RayCluster, RayService, RayJob): against head + worker replicas \xD7 GPUs (`rayStartParams.num-gpus` when set); a server that fits its own pod is fine.\n\nSilent when a value is a placeholder, a `--config` file may set the sizes, a pod uses DRA, the GPU request is unknown or zero, Ray autoscaling is on, a multi-node KServe service (`workerSpec`) sets the sizes itself, or a one-pod server needs more GPUs than it has but joins a Ray cluster (`ray start`, `--distributed-executor-backend ray`).",rationale:'Tensor and pipeline parallelism place one model shard on each GPU. When tp \xD7 pp asks for more GPUs than the container can see, vLLM and SGLang fail at startup (vLLM: "the number of required GPUs exceeds the total number of available GPUs"), and on Ray or a LeaderWorkerSet group they wait for placement-group resources that never come, so the pod sits un-ready and probes eventually restart it. When it asks for fewer, the server starts and the remaining GPUs sit idle, which on 8-GPU nodes is the most expensive mistake a manifest can make. Multi-node groups are where the arithmetic goes wrong most: tp is per node, pp spans the nodes, and the group size, GPUs per pod and flags are written in three different places.',remediation:`Make the parallel sizes multiply to the GPUs the server gets: in one pod, \`--tensor-parallel-size\` = GPU request (e.g. \`nvidia.com/gpu: 4\` with \`--tensor-parallel-size 4\`); across a LeaderWorkerSet group, tp = GPUs per pod and pp = number of pods:

\`\`\`yaml
leaderWorkerTemplate:
  size: 2
  leaderTemplate:
    spec:
      containers:
        - name: vllm
          command: ["sh", "-c", "... vllm serve meta-llama/Llama-3.1-405B-Instruct --tensor-parallel-size 8 --pipeline-parallel-size 2"]
          resources:
            limits:
              nvidia.com/gpu: 8
\`\`\``,references:["https://docs.vllm.ai/en/latest/serving/parallelism_scaling.html","https://lws.sigs.k8s.io/docs/examples/vllm/","https://docs.sglang.ai/advanced_features/server_arguments.html"],examples:{invalid:[{title:"tensor parallel 4 on 2 GPUs",yaml:`apiVersion: apps/v1
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
`,lines:[11]},{title:"a LeaderWorkerSet group with half the GPUs tp \xD7 pp needs",yaml:`apiVersion: leaderworkerset.x-k8s.io/v1
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
            command: ["sh", "-c", "ray start --head && vllm serve meta-llama/Llama-3.1-405B-Instruct-FP8 --tensor-parallel-size 8 --pipeline-parallel-size 2"]
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
`,lines:[13]}],valid:[{title:"tp 8 \xD7 pp 2 over a group of 2 pods \xD7 8 GPUs",yaml:`apiVersion: leaderworkerset.x-k8s.io/v1
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
            command: ["sh", "-c", "ray start --head && vllm serve meta-llama/Llama-3.1-405B-Instruct-FP8 --tensor-parallel-size 8 --pipeline-parallel-size 2"]
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
`}]},check:{podSpec(e,n){if(!(e.dra!==void 0||he(e)!=="single"))for(let t of e.containers){let o=ae(t);if(!o||Dl(o))continue;let i=Se(t);if(!i)continue;let r=Zn(o);if(!r||r.n===i||r.n>i&&o.usesRay)continue;let a=Cl[o.framework],s=`${a} in ${A(e,t)} needs ${r.expression} = ${Oo(r.n,"GPU")} (${Ul(o)}), but the container requests ${i} (${yf(t)})`,l=r.n>i?`${s}: ${a} fails at startup because it cannot find ${r.n} GPUs; request ${r.n} GPUs or lower the parallel sizes to ${i}.`:`${s}: ${Al(i-r.n)}; ${bf(o,i)} to use ${i===r.n+1?"it":"them"}, or request ${r.n}.`;n.report({path:$l(o,t),message:l})}},collect(e,n,t){let i=n().filter(a=>he(a)==="group");if(i.length===0)return;let r=kf(i).map(a=>({at:t.locate(a.path),message:a.message}));return r.length>0?{reports:r}:void 0},input(e,n){for(let t of e.objects){let o=t.facts[Pl];for(let i of o?.reports??[])n.report({object:t,range:i.at,message:i.message})}}}};var Il="topology-alignment-not-guaranteed",Pf=new Set(["restricted","single-numa-node"]);function jo(e){return e!=null&&!g(e)&&M(e)!==void 0}function Fo(e){return String(e)}function Cf(e){let n=new Map,t=(r,a,s)=>{let l=JSON.stringify(r),c=n.get(l)??{path:r,who:a,texts:[]};c.texts.push(s),n.set(l,c)},o=(r,a,s)=>{for(let l of["cpu","memory"]){let c=u(b(r,"requests"),l),d=u(b(r,"limits"),l);!jo(c)||!jo(d)||un(c,d)!==!1||t([...a,"requests",l],s,`requests ${l} ${Fo(c)} but its limit is ${Fo(d)}, so the pod is not Guaranteed`)}},i=b(e.spec,"resources");i&&(u(i,"requests")!==void 0||u(i,"limits")!==void 0)&&o(i,[...e.path,"resources"],"The pod (spec.resources)");for(let r of e.containers){if(r.kind==="ephemeral")continue;let a=`${r.kind==="init"?"Init container":r.kind==="sidecar"?"Sidecar container":"Container"}${r.name?` "${r.name}"`:""}`;if(i||o(u(r.value,"resources"),[...r.path,"resources"],a),!r.hasGpu)continue;let s=u(r.requests,"cpu")!==void 0?"requests":"limits",l=u(s==="requests"?r.requests:r.limits,"cpu");if(!jo(l))continue;let c=M(l).value;Number.isInteger(c)||t([...r.path,"resources",s,"cpu"],a,`asks for cpu ${Fo(l)}, not a whole number of CPUs, so the static CPU manager gives it no exclusive CPUs`)}return[...n.values()].map(r=>({path:r.path,text:`${r.who} ${r.texts.join("; it also ")}`}))}var Rl={id:Il,family:"topology",level:"warning",scope:"ai",summary:"A GPU pod can land on a restricted/single-numa-node pool but is not Guaranteed with whole CPUs, so its CPUs are not aligned with its GPUs.",description:"Needs node pools. Triggers for a GPU pod when at least one of its candidate pools where it fits (nodeSelector, required node affinity, taints, GPUs per node) has GPUs and a kubelet with `topologyManagerPolicy` `restricted` or `single-numa-node` and `cpuManagerPolicy: static` (from the pool's `kubelet:` in config or a `KubeletConfiguration` document of the input), and the pod will not get exclusive CPUs there:\n\n- a container (app, sidecar or init) writes a `cpu` or `memory` request that differs from its limit, so the pod is not Guaranteed: reported at the request key (with pod-level `spec.resources`, only those are judged);\n- a GPU container's CPU request (or its limit when there is no request) is not a whole number (`500m`, `2.5`): reported at that key.\n\nOne finding per offending key; the message names the pools. Only written values are judged: missing cpu/memory values are the business of `gpu-container-cpu-memory-missing`, `memory-limit-missing` and `init-container-limits-missing`. Pools whose CPU manager is not `static` are left to `topology-cpu-manager-missing`. Silent without pools, for placeholders, GPU infrastructure pods and pods whose selectors hold templates.",rationale:"On these pools the Topology Manager aligns a container's CPUs with its GPUs only when the CPU manager hands it exclusive cores, and the static CPU manager does that only for containers of Guaranteed pods that ask for a whole number of CPUs. Any other GPU pod is admitted with its GPUs aligned but its CPUs spread over the shared pool on both sockets: data loading, tokenization and NCCL proxy threads run far from the GPU, which is the very cost the restrictive policy was configured to avoid, and the pod also loses the eviction protection of Guaranteed QoS.",remediation:`Give every container requests equal to limits, and GPU containers whole CPUs:

\`\`\`yaml
resources:
  requests:
    cpu: "16"
    memory: 128Gi
  limits:
    cpu: "16"
    memory: 128Gi
    nvidia.com/gpu: 4
\`\`\``,references:["https://kubernetes.io/docs/tasks/administer-cluster/topology-manager/","https://kubernetes.io/docs/tasks/administer-cluster/cpu-management-policies/#static-policy"],examples:{invalid:[{title:"fractional CPUs on a single-numa-node kubelet (the KubeletConfiguration of the input applies to the Node's pool)",yaml:`apiVersion: kubelet.config.k8s.io/v1beta1
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
`,lines:[24]}],valid:[{title:"Guaranteed with whole CPUs",yaml:`apiVersion: kubelet.config.k8s.io/v1beta1
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
`}]},check:{collect(e,n,t){let o=[];for(let i of n()){if(!i.workload.ai||!i.containers.some(a=>a.hasGpu&&a.kind!=="ephemeral"))continue;let r=Cf(i).map(a=>({text:a.text,at:t.locate(a.path)}));r.length>0&&o.push({placement:T(i,t),problems:r})}return o.length>0?o:void 0},input(e,n){for(let{object:t,facts:o}of q(e,Il,n.nodePools)){let i=n.simulate(t.file,o.placement).filter(a=>a.candidate&&a.fits!==!1&&I(a.pool)).map(a=>a.pool).filter(a=>a.kubelet.source!==void 0&&Pf.has(a.kubelet.topologyManagerPolicy??"none")&&(a.kubelet.cpuManagerPolicy??"none").toLowerCase()==="static");if(i.length===0)continue;let r=i.map(a=>`${a.name} (topologyManagerPolicy ${a.kubelet.topologyManagerPolicy}, from ${a.kubelet.source})`).join(", ");for(let a of o.problems)n.report({object:t,range:a.at,message:`${a.text}: on pool${i.length>1?"s":""} ${r} its GPUs get no NUMA-aligned CPUs; set requests equal to limits in every container and whole CPUs in GPU containers.`})}}}};function Sf(e,n){if(!e.workload.ai)return;let t=e.containers.find(r=>r.hasGpu&&r.kind!=="ephemeral"),o=t?.gpu.find(r=>r.count!==0);if(!t||!o)return;let i=u(t.limits,o.resource)!==void 0?"limits":"requests";return{kind:"pod",placement:T(e,n),resource:o.resource,container:ee(t),at:n.locate([...t.path,"resources",i,o.resource])}}function Dt(e,n){let t=[];for(let o of e){let i=Sf(o,n);i&&t.push(i)}return t}function Ut(e,n,t,o){let i=t.find(a=>a.object===e),r=n.find(a=>i?.name!==void 0&&a.name===i.name);return{doc:i,named:r,concernsGpus:r?I(r):o||n.some(I)}}function Gt(e,n){return n.some(t=>t.facts===e.kubelet)}var xl="topology-cpu-manager-missing",Nl=new Set(["restricted","single-numa-node"]);function Ml(e){return typeof e=="string"&&!g(e)}var Tl="without the static CPU manager no container gets exclusive CPUs, so the Topology Manager aligns the GPUs but not the CPUs that feed them",Vl={id:xl,family:"topology",level:"note",scope:"ai",summary:"The Topology Manager is restricted or single-numa-node but the CPU manager is not static, so CPUs are not aligned with the GPUs.",description:"Triggers in two places:\n\n- a `KubeletConfiguration` document with `topologyManagerPolicy` `restricted` or `single-numa-node` whose `cpuManagerPolicy` is absent (the default is `none`) or not `static`, in an input that has GPU workloads or GPU node pools (a document named after a non-GPU pool is not judged). The finding points at the `cpuManagerPolicy` value, or at `topologyManagerPolicy` when it is absent;\n- a GPU pod that can land (candidate pool where it fits) on GPU pools whose `kubelet:` in config (or an override, or a `--node-pools` file) has such a combination. Config has no location in the manifests, so the finding points at the pod's first GPU resource key and names the pools; one finding per pod.\n\nPools whose kubelet is not described, GPU infrastructure pods, pods whose selectors hold templates and placeholder values stay silent.",rationale:"The Topology Manager only combines the NUMA hints of the resource managers. GPUs get their hints from the device plugin, but CPUs only from the CPU manager, and only under its `static` policy, which gives Guaranteed containers with whole CPUs exclusive cores. With `cpuManagerPolicy: none` every container floats over the shared CPU pool: the kubelet happily aligns GPUs and NICs on one NUMA node while the data loader and NCCL threads run on the other socket. The restrictive topology policy then costs admissions without delivering the locality it was set for.",remediation:`Turn on the static CPU manager with the topology policy (changing it requires draining the node and removing \`/var/lib/kubelet/cpu_manager_state\`):

\`\`\`yaml
apiVersion: kubelet.config.k8s.io/v1beta1
kind: KubeletConfiguration
topologyManagerPolicy: single-numa-node
cpuManagerPolicy: static
reservedSystemCPUs: "0-1"
\`\`\`

and give GPU pods Guaranteed QoS with whole CPUs.`,references:["https://kubernetes.io/docs/tasks/administer-cluster/cpu-management-policies/","https://kubernetes.io/docs/tasks/administer-cluster/topology-manager/"],examples:{invalid:[{title:"single-numa-node without the static CPU manager",yaml:`apiVersion: kubelet.config.k8s.io/v1beta1
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
`,lines:[4]}],valid:[{title:"the static CPU manager",yaml:`apiVersion: kubelet.config.k8s.io/v1beta1
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
`}]},check:{collect(e,n,t){if(e.group==="kubelet.config.k8s.io"&&e.kind==="KubeletConfiguration"){let i=u(e.value,"topologyManagerPolicy"),r=u(e.value,"cpuManagerPolicy"),a=t.locate([...e.path,r!==void 0?"cpuManagerPolicy":"topologyManagerPolicy"]);return[{kind:"kubelet",policy:i,cpu:r,at:a}]}let o=Dt(n(),t);return o.length>0?o:void 0},input(e,n){let t=e.objects.flatMap(i=>(i.facts[xl]??[]).map(r=>({object:i,fact:r}))),o=t.some(i=>i.fact.kind==="pod");for(let{object:i,fact:r}of t){let a=n.nodePools(i.file);if(r.kind==="kubelet"){if(!Ml(r.policy)||!Nl.has(r.policy)||r.cpu!==void 0&&(!Ml(r.cpu)||r.cpu.toLowerCase()==="static")||!Ut(i,a,n.kubeletDocuments,o).concernsGpus)continue;let c=r.cpu===void 0?"cpuManagerPolicy is not set (the default is none)":`cpuManagerPolicy is ${r.cpu}`;n.report({object:i,range:r.at,message:`topologyManagerPolicy is ${r.policy} but ${c}: ${Tl}; set cpuManagerPolicy: static.`});continue}if(a.length===0||r.placement.unknown)continue;let s=n.simulate(i.file,r.placement).filter(c=>c.candidate&&c.fits!==!1&&I(c.pool)&&c.pool.kubelet.source!==void 0&&!Gt(c.pool,n.kubeletDocuments)).map(c=>c.pool).filter(c=>Nl.has(c.kubelet.topologyManagerPolicy??"none")&&(c.kubelet.cpuManagerPolicy??"none").toLowerCase()!=="static");if(s.length===0)continue;let l=s.map(c=>`${c.name} (topologyManagerPolicy ${c.kubelet.topologyManagerPolicy}, cpuManagerPolicy ${c.kubelet.cpuManagerPolicy??"not set, so none"}, from ${c.kubelet.source})`).join(", ");n.report({object:i,range:r.at,message:`${r.resource} in ${r.container} can land on GPU pool${s.length>1?"s":""} ${l}: ${Tl}; set cpuManagerPolicy: static on those pools.`})}}}};var _o="topology-gpu-exceeds-numa",Ll=new Set(["nvidia.com/gpu","amd.com/gpu"]);function Af(e){let n={};for(let t of S(e,"zones")){let o=P(t,"type");if(!(o!==void 0&&!/^(node|numa)/i.test(o)))for(let i of S(t,"resources")){let r=P(i,"name");if(!r||!Ll.has(r))continue;let a=M(u(i,"allocatable")??u(i,"capacity"));a&&Number.isInteger(a.value)&&(n[r]=Math.max(n[r]??0,a.value))}}return n}function $f(e,n,t){if(e.gpu.gpusPerNumaNode!==void 0)return{count:e.gpu.gpusPerNumaNode,source:e.gpu.sources.gpusPerNumaNode??"gpusPerNumaNode"};let o=(e.nodeNames??[]).map(i=>t.get(i)?.[n]).filter(i=>i!==void 0);if(o.length!==0)return{count:o.reduce((i,r)=>Math.max(i,r)),source:"NodeResourceTopology zones"}}var El={id:_o,family:"topology",level:"error",scope:"ai",summary:"A container requests more GPUs than one NUMA node of a single-numa-node pool holds: the kubelet rejects the pod with TopologyAffinityError.",description:"Needs node pools. Triggers on a container's `nvidia.com/gpu` or `amd.com/gpu` key (`limits`, or `requests` without a limit) when its count is above the GPUs per NUMA node of a candidate pool where the pod fits (nodeSelector, required node affinity, taints, GPUs per node) whose kubelet uses `topologyManagerPolicy: single-numa-node` (from the pool's `kubelet:` in config or a `KubeletConfiguration` document of the input). GPUs per NUMA node come from the pool's `gpu.gpusPerNumaNode`, or, for pools built from Node objects, from `NodeResourceTopology` objects (`topology.node.k8s.io`, as exported by NFD's topology updater) of the same nodes in the input: the largest GPU count of one zone. The message names the pools.\n\nThe kubelet's default topology scope (`container`) is assumed: each container must fit on one NUMA node. Counts that are placeholders, MIG and shared resources, pools without a known GPUs-per-NUMA-node figure, GPU infrastructure pods and pods whose selectors hold templates are not judged; a pool where the pod does not fit at all is `unschedulable`'s business.",rationale:"Under `single-numa-node` the kubelet admits a container only if all of its CPUs and devices can come from one NUMA node. A typical 8-GPU server has 4 GPUs behind each CPU socket, so a container asking for 8 GPUs can never be aligned. The scheduler does not know about NUMA: it binds the pod to the node, and the kubelet then rejects it at admission. The pod ends in phase Failed with reason `TopologyAffinityError` and is not rescheduled; a Job keeps creating pods that fail the same way, and a Deployment's ReplicaSet retries on the same kind of node.",remediation:"Request at most as many GPUs per container as one NUMA node holds (split the work over more pods or containers), or run jobs that need a whole node's GPUs on a pool with the `restricted` or `best-effort` policy.\n\n```yaml\nresources:\n  limits:\n    nvidia.com/gpu: 4   # gpusPerNumaNode of the pool\n```",references:["https://kubernetes.io/docs/tasks/administer-cluster/topology-manager/#policy-single-numa-node","https://github.com/k8stopologyawareschedwg/noderesourcetopology-api"],examples:{invalid:[{title:"8 GPUs on a node with 4 per NUMA node (Node, NodeResourceTopology and KubeletConfiguration of the input describe the pool)",yaml:`apiVersion: kubelet.config.k8s.io/v1beta1
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
`,lines:[41]}],valid:[{title:"two containers of 4 GPUs each",yaml:`apiVersion: kubelet.config.k8s.io/v1beta1
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
`}]},check:{collect(e,n,t){if(e.group==="topology.node.k8s.io"&&e.kind==="NodeResourceTopology"){let i=Af(e.value);return e.name&&Object.keys(i).length>0?[{kind:"topology",node:e.name,perZone:i}]:void 0}let o=[];for(let i of n()){if(!i.workload.ai)continue;let r=[];for(let a of i.containers)if(!(a.kind==="ephemeral"||a.noGpuByEnv))for(let s of a.gpu){if(!Ll.has(s.resource)||s.count===void 0||s.count<2)continue;let l=u(a.limits,s.resource)!==void 0?"limits":"requests";g(l==="limits"?s.limit:s.request)||r.push({resource:s.resource,count:s.count,container:a.name?`container "${a.name}"`:"the container",at:t.locate([...a.path,"resources",l,s.resource])})}r.length>0&&o.push({kind:"pod",placement:T(i,t),keys:r})}return o.length>0?o:void 0},input(e,n){let t=new Map;for(let o of e.ofKind("topology.node.k8s.io","NodeResourceTopology"))for(let i of o.facts[_o]??[])i.kind==="topology"&&t.set(i.node,i.perZone);for(let o of e.objects){let i=o.facts[_o];if(!(!i||n.nodePools(o.file).length===0))for(let a of i){if(a.kind!=="pod"||a.placement.unknown)continue;let s=n.simulate(o.file,a.placement).filter(l=>l.candidate&&l.fits!==!1&&I(l.pool)&&l.pool.kubelet.topologyManagerPolicy==="single-numa-node").map(l=>l.pool);if(s.length!==0)for(let l of a.keys){let c=s.filter(f=>!f.gpu.vendor||f.gpu.vendor===(l.resource==="amd.com/gpu"?"amd":"nvidia")).map(f=>({pool:f,numa:$f(f,l.resource,t)})).filter(f=>f.numa!==void 0&&l.count>f.numa.count);if(c.length===0)continue;let d=c.map(f=>`${f.pool.name} (${f.numa.count} per NUMA node, from ${f.numa.source}; topologyManagerPolicy single-numa-node, from ${f.pool.kubelet.source})`).join(", "),m=c.reduce((f,p)=>Math.min(f,p.numa.count),Number.POSITIVE_INFINITY);n.report({object:o,range:l.at,message:`${l.resource}: ${l.count} in ${l.container} is more than one NUMA node holds on pool${c.length>1?"s":""} ${d}: the kubelet rejects the pod with TopologyAffinityError and does not reschedule it; request at most ${m} GPUs per container, or run it on a pool whose policy is restricted.`})}}}}}};var Ol="topology-policy-weak",Df=new Set(["none","best-effort","restricted","single-numa-node"]),jl=new Set(["none","best-effort"]),Fl="the kubelet may put a pod's GPUs, CPUs and NIC on different NUMA nodes, so host-device traffic crosses the socket interconnect and GPUDirect RDMA/NCCL bandwidth drops",_l="use restricted or single-numa-node (with cpuManagerPolicy: static)",ql={id:Ol,family:"topology",level:"warning",scope:"ai",summary:"A GPU node pool's kubelet uses topologyManagerPolicy none or best-effort, so GPUs, CPUs and NICs are not NUMA-aligned.",description:"Triggers in two places:\n\n- a `KubeletConfiguration` document (`kubelet.config.k8s.io`) whose `topologyManagerPolicy` is `none` or `best-effort`, or absent (the kubelet default is `none`), in an input that has GPU workloads or GPU node pools. The finding points at the `topologyManagerPolicy` value (at `kind: KubeletConfiguration` when the field is absent). A document whose `metadata.name` is the name of a pool applies to that pool only and is judged only when that pool has GPUs; any other document applies to every GPU pool without an explicit `kubelet:` in config;\n- a GPU pod that can land (candidate pool where it fits) on GPU pools whose `kubelet:` in config (or in an override or a `--node-pools` file) says `none` or `best-effort` (a `kubelet:` block without `topologyManagerPolicy` means the default, `none`). Config has no location in the manifests, so the finding points at the pod's first GPU resource key and names the pools; one finding per pod.\n\nPools whose kubelet is not described stay silent, and so do GPU infrastructure pods, pods whose selectors hold templates and placeholder policies.",rationale:"Multi-GPU training and inference move data between the GPUs, host memory and the network card all the time. With the Topology Manager off (`none`) or only advising (`best-effort`), the kubelet admits a pod even when its GPUs sit on one NUMA node and its CPUs, memory or RDMA NIC on another: every host-to-device copy then crosses the socket interconnect, NCCL and GPUDirect RDMA lose a large part of their bandwidth, and step times vary from pod to pod depending on where the pod happened to land. `restricted` and `single-numa-node` make the kubelet align the devices or refuse the pod, so the placement is predictable.",remediation:`Set the policy on the GPU nodes' kubelet and describe it to the linter:

\`\`\`yaml
apiVersion: kubelet.config.k8s.io/v1beta1
kind: KubeletConfiguration
topologyManagerPolicy: single-numa-node   # or restricted
cpuManagerPolicy: static
reservedSystemCPUs: "0-1"
\`\`\`

or in \`.ai-k8s-lint.yaml\`: \`nodePools: [{ name: h100, kubelet: { topologyManagerPolicy: single-numa-node, cpuManagerPolicy: static } }]\`. Pods need Guaranteed QoS with whole CPUs to get aligned CPUs.`,references:["https://kubernetes.io/docs/tasks/administer-cluster/topology-manager/","https://kubernetes.io/docs/reference/config-api/kubelet-config.v1beta1/"],examples:{invalid:[{title:"a best-effort kubelet next to GPU workloads",yaml:`apiVersion: kubelet.config.k8s.io/v1beta1
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
`,lines:[3]}],valid:[{title:"single-numa-node",yaml:`apiVersion: kubelet.config.k8s.io/v1beta1
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
`}]},check:{collect(e,n,t){if(e.group==="kubelet.config.k8s.io"&&e.kind==="KubeletConfiguration"){let i=u(e.value,"topologyManagerPolicy");return[{kind:"kubelet",policy:i,at:t.locate([...e.path,i===void 0?"kind":"topologyManagerPolicy"])}]}let o=Dt(n(),t);return o.length>0?o:void 0},input(e,n){let t=e.objects.flatMap(i=>(i.facts[Ol]??[]).map(r=>({object:i,fact:r}))),o=t.some(i=>i.fact.kind==="pod");for(let{object:i,fact:r}of t){let a=n.nodePools(i.file);if(r.kind==="kubelet"){if(r.policy!==void 0&&(typeof r.policy!="string"||g(r.policy)||!Df.has(r.policy)))continue;let c=r.policy??"none";if(!jl.has(c))continue;let{doc:d,named:m,concernsGpus:f}=Ut(i,a,n.kubeletDocuments,o);if(!f)continue;let p=a.filter(y=>I(y)&&d!==void 0&&y.kubelet===d.facts).map(y=>y.name),v=p.length>0?` (it applies to GPU pool${p.length>1?"s":""} ${p.join(", ")})`:m?` (it applies to pool ${m.name})`:"",h=r.policy===void 0?"This KubeletConfiguration sets no topologyManagerPolicy, so the kubelet uses none":`topologyManagerPolicy: ${c}`;n.report({object:i,range:r.at,message:`${h}${v}: ${Fl}; ${_l}.`});continue}if(a.length===0||r.placement.unknown)continue;let s=n.simulate(i.file,r.placement).filter(c=>c.candidate&&c.fits!==!1&&I(c.pool)&&c.pool.kubelet.source!==void 0&&!Gt(c.pool,n.kubeletDocuments)).map(c=>({pool:c.pool,policy:c.pool.kubelet.topologyManagerPolicy??"none"})).filter(c=>jl.has(c.policy));if(s.length===0)continue;let l=s.map(c=>`${c.pool.name} (topologyManagerPolicy ${c.policy}${c.pool.kubelet.topologyManagerPolicy?"":", the default"}, from ${c.pool.kubelet.source})`).join(", ");n.report({object:i,range:r.at,message:`${r.resource} in ${r.container} can land on GPU pool${s.length>1?"s":""} ${l}: ${Fl}; ${_l} on those pools, or target a pool that aligns.`})}}}};var zl=new Set(["PyTorchJob","TFJob","MPIJob","XGBoostJob","PaddleJob","JAXJob"]);function Uf(e,n){let t=e;for(let o of n)t=typeof o=="number"?Array.isArray(t)?t[o]:void 0:u(t,o);return t}function ln(e){let n=e.object,t=n.group==="kubeflow.org"&&zl.has(n.kind)?` replica "${String(e.path[e.path.length-3])}"`:e.role?` (${e.role})`:"";return`${R(n)}${t}`}function Gf(e){let n=e.object;return n.group==="jobset.x-k8s.io"||n.group==="trainer.kubeflow.org"||n.group==="ray.io"&&e.role==="submitter"}function If(e){let n=e.object;if(n.group==="batch"){if(n.kind==="Job")return{spec:b(n.value,"spec"),path:[...n.path,"spec"]};if(n.kind==="CronJob")return{spec:b(b(b(n.value,"spec"),"jobTemplate"),"spec"),path:[...n.path,"spec","jobTemplate","spec"]}}}var Bl=(e,n="")=>`apiVersion: batch/v1
kind: Job
metadata:
  name: finetune
spec:
${n}  template:
    spec:
${e}      containers:
        - name: train
          image: nvcr.io/nvidia/pytorch:24.05-py3
          resources:
            limits:
              nvidia.com/gpu: 8
`,Jl={id:"training-restart-policy",family:"network-security",level:"error",scope:"ai",summary:"A training Job or training replica uses restartPolicy: Always; a GPU Job has no backoffLimit.",description:"For AI training workloads (batch Job and CronJob, JobSet, RayJob submitter, PyTorchJob/TFJob/MPIJob/XGBoostJob/PaddleJob/JAXJob, TrainingRuntime, Volcano Job). Error: a pod template with `restartPolicy: Always`, or, for `batch/v1` Jobs and CronJobs, a pod template without `restartPolicy` (it defaults to `Always`); for the Kubeflow replica kinds also a replica spec with `restartPolicy: Always` (e.g. `spec.pytorchReplicaSpecs.Worker.restartPolicy`), which the operator copies onto the pods: both places are checked and each offending key is reported. RayJob head and worker pods are long-running Ray nodes and are not judged. Note: a `batch/v1` Job (or CronJob job template) with a GPU container and no `backoffLimit` (and no `backoffLimitPerIndex`), pointing at the Job's `spec`. Training CRDs keep their retry limit elsewhere (`runPolicy.backoffLimit`, JobSet `failurePolicy.maxRestarts`) and are not checked for it. Placeholders are silent.",rationale:'`restartPolicy: Always` means "this container must never stop": for a batch Job the API server rejects it (only `OnFailure` and `Never` are allowed, and an unset policy defaults to `Always`), so the Job is never created and CI pipelines that apply it fail late; JobSets and training runtimes hit the same rejection when their controller creates the Jobs. Under the Kubeflow operators a replica with `Always` is restarted even after it exits successfully, so the job never completes and keeps every GPU it holds. Without `backoffLimit`, a failing GPU Job is retried 6 times by default, each attempt pulling a multi-gigabyte image, loading the model and often running for hours before failing the same way: one bad hyperparameter or a flaky node costs a day of GPU time.',remediation:"Use `OnFailure` (restart in place) or `Never` (a new pod per attempt) and set the retry budget explicitly; a `podFailurePolicy` can fail fast on non-retryable exit codes:\n\n```yaml\napiVersion: batch/v1\nkind: Job\nspec:\n  backoffLimit: 2\n  template:\n    spec:\n      restartPolicy: Never\n```\n\nFor Kubeflow jobs set the replica's `restartPolicy: OnFailure` (or `ExitCode`) and `runPolicy.backoffLimit`.",references:["https://kubernetes.io/docs/concepts/workloads/controllers/job/#pod-template","https://kubernetes.io/docs/concepts/workloads/controllers/job/#pod-backoff-failure-policy"],examples:{invalid:[{title:"restartPolicy: Always and no backoffLimit",yaml:Bl(`      restartPolicy: Always
`),lines:[5,8]}],valid:[{title:"Never, with an explicit retry budget",yaml:Bl(`      restartPolicy: Never
`,`  backoffLimit: 2
`)}]},check:{podSpec(e,n){let t=e.object;if(e.workload.class!=="training"||e.workload.infrastructure||t.group==="ray.io"&&e.role!=="submitter")return;let o=If(e),i=u(e.spec,"restartPolicy");if(i==="Always"?n.report({path:[...e.path,"restartPolicy"],message:o?`${ln(e)} sets restartPolicy: Always in its pod template, which the API server rejects for Jobs; use OnFailure or Never.`:Gf(e)?`${ln(e)} sets restartPolicy: Always in a Job's pod template, so the Jobs its controller creates are rejected by the API server (Jobs allow only OnFailure or Never) and nothing runs; use OnFailure or Never.`:`${ln(e)} sets restartPolicy: Always in its pod template, so its containers are restarted even after they finish and the training never completes while holding its GPUs; use OnFailure or Never.`}):i==null&&o&&n.report({path:[...e.path,"restartPolicy"],message:`${ln(e)} has no restartPolicy in its pod template; it defaults to Always, which the API server rejects for Jobs; set restartPolicy: OnFailure or Never.`}),t.group==="kubeflow.org"&&zl.has(t.kind)&&e.path[e.path.length-2]==="template"){let r=e.path.slice(0,-2);u(Uf(t.value,r.slice(t.path.length)),"restartPolicy")==="Always"&&n.report({path:[...r,"restartPolicy"],message:`${ln(e)} has restartPolicy: Always, which the operator copies onto its pods: they are restarted even after they finish, so the job never completes and keeps its GPUs; use OnFailure, ExitCode or Never.`})}o&&e.containers.some(r=>r.kind!=="ephemeral"&&(U(e,r)==="resource"||U(e,r)==="dra-gpu"))&&u(o.spec,"backoffLimit")===void 0&&u(o.spec,"backoffLimitPerIndex")===void 0&&(o.spec!==void 0||t.kind==="Job")&&n.report({path:[...o.path,"backoffLimit"],level:"note",message:`${R(t)} uses GPUs but sets no backoffLimit, so a failing run is retried 6 times by default, each attempt reloading the image and model on GPUs; set backoffLimit explicitly (e.g. 0-2) and consider a podFailurePolicy for non-retryable exit codes.`})}}};var Kl="unschedulable",Rf="gpu-toleration-missing",qo=`apiVersion: v1
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
`,Wl={id:Kl,family:"scheduling",level:"error",scope:"ai",summary:"Placement simulation: no known node pool can run the GPU pod (selectors, affinity, taints or GPUs per node rule out every pool).",description:"For every GPU pod template of an AI workload (a container requesting a GPU resource, or a DRA claim with a GPU DeviceClass), simulates placement against the node pools the file lands on (config `nodePools`, an override's `nodePools` for its paths, `--node-pools`, and `Node` objects in the input): `nodeSelector`, required node affinity, taints against tolerations (with `cluster.extendedResourceToleration`), then per-node fit of GPUs, MIG devices and, where the pool states them, cpu and memory. Triggers when no pool is left; the message names every pool with the first constraint that excluded it. A pool whose fit the linter cannot decide (no GPU count, no allocatable) counts as a possible home, so there is no finding. A pool built from `Node` objects that is not a GPU pool but whose `status.allocatable` is known (a saved `kubectl get nodes -o yaml`) offers none of the GPU resources it does not list. Silent when no pools are declared, on infrastructure pods (device plugin, GFD, DCGM, GPU Operator operands) and pods without GPUs, and when a selector, affinity or toleration is a template. DRA pods have GPUs of unknown count: only their selectors, taints and cpu/memory are judged. One cause, one finding: when `gpu-toleration-missing` is enabled and reports the pod (every GPU pool is tainted and the pod tolerates none of the taints), this rule simulates again as if those taints were tolerated and reports only what is still in the way. The finding points at the resource key of the container that asks for the most of the resource that does not fit when at least one GPU pool admits the pod (selectors, affinity and taints pass) and only its nodes are too small, else at the pod spec key (the constraints are what is in the way).",rationale:"The API server accepts a pod that no node can run; the scheduler leaves it Pending with `0/N nodes are available` and the job or rollout hangs until someone reads the events. With GPU pools this is the common failure: 8 GPUs asked of a 4-GPU pool, a nodeSelector on a product label spelled differently from what GPU Feature Discovery writes, or a taint on the GPU nodes that nothing tolerates. Catching it in review is cheaper than a stuck deployment, and a cluster autoscaler cannot help either, since no node shape it can add satisfies the pod.",remediation:"Read the reason given for the pool the workload is meant for and fix that constraint: request at most the GPUs one node of the pool has (split a larger job across pods, e.g. more PyTorchJob workers), spell the nodeSelector as the nodes label it (`nvidia.com/gpu.product: NVIDIA-H100-80GB-HBM3`), add a toleration for the pool's taint, or declare the missing pool in `nodePools` (or an `overrides` entry for that path) when the linter does not know it.",references:["https://kubernetes.io/docs/concepts/scheduling-eviction/assign-pod-node/","https://kubernetes.io/docs/concepts/scheduling-eviction/taint-and-toleration/"],examples:{invalid:[{title:"8 GPUs per pod: the untainted A100 nodes have 4 (the finding points at the request), the H100 nodes are tainted",yaml:`${qo}apiVersion: v1
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
`,lines:[32]},{title:"The nodeSelector is not how GPU Feature Discovery spells the product: no pool admits the pod",yaml:`${qo}apiVersion: v1
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
`,lines:[26]}],valid:[{title:"The pod tolerates the H100 taint, which has 8 GPUs per node",yaml:`${qo}apiVersion: v1
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
`}]},check:{collect(e,n,t){return Ue(e,n,t)},input(e,n){for(let{object:t,facts:o,pools:i}of q(e,Kl,n.nodePools)){let r=t.facts[Rf]!==void 0&&Vn(o,i)!==void 0,a=r?i.map(m=>I(m)?{...m,taints:[]}:m):i,s=n.simulate(t.file,o.placement,a);if(s.some(Tn))continue;let l=s.find(m=>m.candidate&&I(m.pool)),c=l?.reason?.kind==="fit"?l.reason.resource:void 0,d=l?"ask for no more than one node of the intended pool offers (split the work across more pods), or let the pod reach a pool with larger nodes":"fix the constraint that excludes the pool this workload is meant for, or declare that pool in nodePools";n.report({object:t,message:`no node pool fits${o.label?` the ${o.label} pods`:""}: ${ni(s)}${r?" (the untolerated GPU taints are reported by gpu-toleration-missing)":""}; ${d}.`,range:(c?o.resources[c]:void 0)??o.spec})}}}};var xf=["cert-manager.io/inject-ca-from","cert-manager.io/inject-ca-from-secret","cert-manager.io/inject-apiserver-ca","certmanager.k8s.io/inject-ca-from","service.beta.openshift.io/inject-cabundle"],Nf=new Set(["","Cg=="]),Mf={"kubernetes.io/metadata.name":"kube-system"},Hl=10;function Tf(e,n){if(e==null)return!0;if(!k(e))return;let t=u(e,"matchLabels");if(t!=null){if(!k(t))return;for(let[i,r]of Object.entries(t)){if(typeof r!="string"||g(r)||g(i))return;if(n[i]!==r)return!1}}let o=u(e,"matchExpressions");if(!(o!=null&&!Array.isArray(o))){for(let i of S(e,"matchExpressions")){let r=u(i,"key"),a=u(i,"operator"),s=S(i,"values");if(typeof r!="string"||g(r)||s.some(m=>typeof m!="string"||g(m)))return;let l=Object.prototype.hasOwnProperty.call(n,r),c=n[r],d;if(a==="In")d=l&&s.includes(c);else if(a==="NotIn")d=!l||!s.includes(c);else if(a==="Exists")d=l;else if(a==="DoesNotExist")d=!l;else return;if(!d)return!1}return!0}}function Vf(e){return S(e,"rules").some(n=>u(n,"scope")==="Cluster"?!1:S(n,"apiGroups").some(t=>t==="*"||typeof t=="string"&&ze.has(t)))}function Ql(e){return e==null||k(e)&&S(e,"matchExpressions").length===0&&Object.keys(b(e,"matchLabels")??{}).length===0}var Xl={id:"webhook-failure-policy-risk",family:"crd-ordering",level:"warning",scope:"general",summary:"An admission webhook with failurePolicy Fail has no CA bundle, a timeout above 10s, or also intercepts kube-system.",description:'For each webhook of a `ValidatingWebhookConfiguration` or `MutatingWebhookConfiguration` whose `failurePolicy` is `Fail` (the default in `admissionregistration.k8s.io/v1`; `v1beta1` defaults to `Ignore`), reports:\n\n- **no CA**: a `clientConfig.service` webhook with no `clientConfig.caBundle` (or an empty one, or the `Cg==` scaffold placeholder) while the object has no CA-injection annotation (`cert-manager.io/inject-ca-from`, `inject-ca-from-secret`, `inject-apiserver-ca`, OpenShift `service.beta.openshift.io/inject-cabundle`). Reported on `clientConfig`. Webhooks reached by `url` may rely on the API server\'s system trust roots and are not reported;\n- **slow**: `timeoutSeconds` above 10 (`v1beta1` defaults to 30). Reported on `timeoutSeconds`;\n- **kube-system**: the webhook intercepts namespaced built-in resources (a rule with `apiGroups` `"*"` or a built-in group such as `""` or `apps`) and its `namespaceSelector` selects kube-system (absent, empty, or not excluding the `kubernetes.io/metadata.name: kube-system` label), with no `objectSelector` or `matchConditions` that narrow it. Reported on `namespaceSelector`, or on the webhook\'s `name` when there is none.\n\nTemplated values are unknown and never reported.',rationale:"With `failurePolicy: Fail`, every request the webhook matches is rejected while the webhook cannot answer: before a CA is injected (the API server cannot verify the serving certificate: `x509: certificate signed by unknown authority`), while the operator pod is down or restarting, or when it is slow. Operators that write the CA into the webhook themselves (controller-runtime internal certificate management) are exposed until their pod is ready, which is exactly when the install applies its custom resources. A long timeout makes every matching request (and every `kubectl apply`) hang that long first. A webhook on Pods in kube-system can stop the cluster from healing itself: if the operator pod dies, the control-plane and CNI pods that would reschedule it are rejected too.",remediation:"Give the API server a CA: annotate the configuration with `cert-manager.io/inject-ca-from: <namespace>/<certificate>` (cert-manager), or set `clientConfig.caBundle`. Keep `timeoutSeconds` at 10 or less. Exclude system namespaces:\n\n```yaml\nnamespaceSelector:\n  matchExpressions:\n    - key: kubernetes.io/metadata.name\n      operator: NotIn\n      values: [kube-system, kuberay-system]\n```\n\nWhere rejecting is not essential (defaulting, metrics), use `failurePolicy: Ignore`. If the operator injects its own CA, wait for its Deployment to be ready before applying custom resources and suppress the finding with `ai-k8s-lint.io/ignore: webhook-failure-policy-risk`.",examples:{invalid:[{title:"Fail (by default) with no CA, a 30s timeout and every namespace",yaml:`apiVersion: admissionregistration.k8s.io/v1
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
`,lines:[6,9,10]}],valid:[{title:"cert-manager injects the CA; kube-system is excluded",yaml:`apiVersion: admissionregistration.k8s.io/v1
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
`}]},references:["https://kubernetes.io/docs/reference/access-authn-authz/extensible-admission-controllers/","https://cert-manager.io/docs/concepts/ca-injector/"],check:{object(e,n){if(e.group!=="admissionregistration.k8s.io"||e.kind!=="ValidatingWebhookConfiguration"&&e.kind!=="MutatingWebhookConfiguration")return;let t=e.apiVersion.endsWith("/v1beta1"),o=xf.some(i=>e.annotations[i]!==void 0&&e.annotations[i]!==""&&e.annotations[i]!=="false");S(e.value,"webhooks").forEach((i,r)=>{if(!k(i))return;let a=[...e.path,"webhooks",r];if((u(i,"failurePolicy")??(t?"Ignore":"Fail"))!=="Fail")return;let l=u(i,"failurePolicy")==="Fail"?"failurePolicy Fail":"failurePolicy Fail (the default)",c=u(i,"name"),d=typeof c=="string"?`webhook "${c}"`:`webhook #${r+1}`,m=b(i,"clientConfig"),f=u(m,"caBundle"),p=f!=null&&!(typeof f=="string"&&Nf.has(f.trim()));!o&&!p&&u(m,"url")===void 0&&n.report({path:[...a,"clientConfig"],message:`${d} has ${l} but no clientConfig.caBundle and no cert-manager.io/inject-ca-from annotation: until a CA is injected the API server cannot verify the webhook and rejects every request it matches; inject the CA with cert-manager or set caBundle.`});let v=u(i,"timeoutSeconds")??(t?30:void 0);if(typeof v=="number"&&v>Hl&&n.report({path:[...a,u(i,"timeoutSeconds")===void 0?"name":"timeoutSeconds"],message:`${d} has ${l} and timeoutSeconds ${v}: a slow or unavailable operator holds every matching request for ${v}s before rejecting it; use ${Hl} or less.`}),Vf(i)&&Ql(u(i,"objectSelector"))&&S(i,"matchConditions").length===0){let h=u(i,"namespaceSelector");Tf(h,Mf)===!0&&n.report({path:[...a,h===void 0?"name":"namespaceSelector"],message:`${d} has ${l} and its namespaceSelector ${Ql(h)?"selects every namespace":"does not exclude kube-system"}, so an operator outage also blocks system pods; exclude kube-system and the operator's namespace (key kubernetes.io/metadata.name, operator NotIn).`})}})}}};var Lf=new Set(["defaultMode","mode"]);function Ef(e){let n=e.length,t=e[n-2],o=e[n-1];return o==="value"&&typeof t=="number"&&e[n-3]==="env"||t==="labels"||t==="annotations"||t==="nodeSelector"||t==="data"||t==="stringData"||typeof o=="number"&&(t==="args"||t==="command")}function Yl(e){return`"${e}"`}var Zl={id:"yaml-ambiguous-scalar",family:"input",level:"warning",scope:"general",summary:"An unquoted value that Kubernetes reads differently from YAML 1.2 tools (0444, yes, on).",description:"Kubernetes decodes manifests with YAML 1.1 rules: unquoted `yes`/`no`/`on`/`off`/`y`/`n` are booleans and a leading zero makes a number octal (`0444` is 292). YAML 1.2 tools (yq, editors, most linters, Python and JS libraries) read `yes` as a string and `0444` as 444. Octal-looking `defaultMode`/`mode` values are a note, since octal is what is usually meant there; a 1.1 boolean in a field the API types as a string (an env `value`, a label, `args`) is an error because kubectl rejects it.",rationale:'The same file means two different things depending on which tool reads it. A `defaultMode: 0644` that a templating step rewrites with a YAML 1.2 library becomes 644 (an invalid mode, or 0o1204 permissions); `value: yes` in an env var fails `kubectl apply` with "cannot unmarshal bool into Go struct field EnvVar.value of type string".',remediation:'Say what you mean explicitly: quote strings (`value: "yes"`), write booleans as `true`/`false`, and write file modes as `0o644` (read the same by every tool) or as the decimal number.',examples:{invalid:[{title:"boolean spelled yes, and a string field given one",yaml:`apiVersion: v1
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
`,lines:[6,12]},{title:"octal file mode",yaml:`apiVersion: v1
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
`,lines:[13]}],valid:[{yaml:`apiVersion: v1
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
`}]},check:{document(e,n){for(let t of e.ambiguous){let o=t.path[t.path.length-1];if(t.kind==="leading-zero-octal"){let i=t.source.replace(/^([-+]?)0+(?=\d)/,"$1"),r=typeof o=="string"&&Lf.has(o);n.report({path:t.path,level:r?"note":void 0,message:`${t.source} is read as the octal number ${String(t.value)} by Kubernetes but as ${i} by YAML 1.2 tools; write ${r?`0o${t.source.replace(/^[-+]?0+/,"")}`:`0o${t.source.replace(/^[-+]?0+/,"")} for octal or ${i} for decimal`} so every tool agrees.`})}else{let i=Ef(t.path);n.report({path:t.path,level:i?"error":void 0,message:i?`Unquoted ${t.source} is the boolean ${String(t.value)} for Kubernetes, but this field is a string and kubectl rejects a boolean here; quote it: ${Yl(t.source)}.`:`Unquoted ${t.source} is the boolean ${String(t.value)} for Kubernetes but the string "${t.source}" for YAML 1.2 tools; write ${String(t.value)} (or ${Yl(t.source)} if a string is meant).`})}}}}};var ec={id:"yaml-syntax",family:"input",level:"error",scope:"general",reportedByLoader:"syntax",summary:"A document does not parse as YAML, or holds duplicate keys that kubectl rejects.",description:"Reported at the parser's line and column (an unclosed quote where it opens) for every document that does not parse or that Kubernetes would reject: syntax errors, tab indentation, duplicate mapping keys, keys that are lists or mappings, aliases that expand beyond the linter's budget (alias bombs), nesting too deep to read safely, and files that are not text. A stream is split at its `---` lines before parsing, as kubectl does, so a broken document never hides the ones after it; they and the other files are still linted.",rationale:'A document that does not parse is never applied, and in a multi-document stream `kubectl apply` stops at the first broken document, so everything after it silently goes missing. Duplicate keys are worse: many YAML tools keep the last value, but kubectl rejects the object ("mapping key already defined"), so a manifest that looks fine in an editor fails in the pipeline.',remediation:"Fix the YAML at the reported position. Quote values that start with `{`, `[`, `*`, `&`, `!`, `%` or `@`; indent with spaces, never tabs; keep each key once per mapping.",examples:{invalid:[{title:"duplicate key",yaml:`apiVersion: v1
kind: ConfigMap
metadata:
  name: a
  name: b
`,lines:[5]},{title:"a list as a key",yaml:`apiVersion: v1
kind: ConfigMap
metadata:
  name: a
data:
  [a]: b
`,lines:[6]},{title:"unquoted placeholder",yaml:`apiVersion: v1
kind: Pod
metadata:
  name: p
spec:
  containers:
    - name: c
      image: {username}/torchserve:latest
`,lines:[8]}],valid:[{yaml:`apiVersion: v1
kind: ConfigMap
metadata:
  name: a
data:
  image: "{username}/torchserve:latest"
`}]},check:{}};var It=[mr,br,wr,Pr,Cr,Sr,Ir,xr,Nr,Er,jr,Fr,Xr,ea,ta,oa,ra,sa,ca,ma,fa,va,ya,ba,wa,ka,Pa,$a,Ua,Ia,Na,La,Fa,qa,Ja,Wa,cs,us,hs,As,$s,Ds,Gs,xs,Ms,Ts,Ls,Os,qs,Ws,Hs,Xs,Zs,nl,tl,il,rl,al,ul,pl,hl,vl,wl,kl,Gl,Rl,Vl,El,ql,Jl,Wl,Xl,Zl,ec];import{resolve as Of}from"node:path";async function TS(e){let n=e.partial??!1,t=e.config!==void 0?Of(e.cwd,e.config):Vt(e.cwd);return t?await Ci(t,It.map(o=>o.id),{partial:n,cwd:e.cwd}):$n({},{partial:n})}function jf(e){process.stderr.write(`ai-k8s-lint: warning: ${e}
`)}function Ff(e,n=process.cwd()){let t;try{t=An(e,{cwd:n,maxBytes:_e.nodePools})}catch(r){throw r instanceof z?new K(`cannot read --node-pools ${j(e)}: ${r.code==="ENOENT"?"no such file":r.reason}`):r}let o=cn(t),i=o.problems.find(r=>r.kind==="syntax");if(i)throw new ce(`--node-pools ${e}: ${i.message}`);return o.documents.map(r=>r.value)}function _f(e,n,t){let o=[...n.ignore,...t.ignore??[]],i=Ri(t.paths,t.cwd,a=>o.length>0&&Wo(a,o),{warn:t.warn??jf}),r=[];for(let a of i){let s,l=a.display;if(a.absolute==="-"){if(!t.readStdin)throw new K("cannot read - (standard input) here");s=t.readStdin(),l=t.stdinFilename??"-"}else try{s=Cn(Tt(a.absolute,_e.manifest))}catch(c){throw c instanceof z?new K(`cannot read ${j(a.display)}: ${c.reason}`):c}r.push(l),e.lintText(l,s)}return e.finish(),r}function VS(e,n){return qf(e,n).report}function qf(e,n){let t=n.nodePools!==void 0?Ff(n.nodePools,n.cwd):void 0,o=new ii({rules:[...It,...n.collectors??[]],config:e,cliRules:n.cliRules,reportUnusedDirectives:n.reportUnusedDirectives,nodePoolDocuments:t}),i=_f(o,e,n),r={findings:o.findings,stats:o.stats,rules:It,files:i,tool:ri};return o.internalErrors.length>0&&(r.internalErrors=o.internalErrors),{report:r,linter:o}}function LS(e,n,t){return e["no-color"]?!1:e.color?!0:n.FORCE_COLOR!==void 0&&n.FORCE_COLOR!==""?n.FORCE_COLOR!=="0"&&n.FORCE_COLOR!=="false":(n.NO_COLOR??"")!==""||n.NODE_DISABLE_COLORS?!1:t}var ES=["error","warning","note","never"];function OS(e){let n=e.baseline?.unchanged;return e.findings.filter(t=>!t.suppressed&&!n?.has(t.fingerprint))}function jS(e,n){return n==="never"?[]:e.filter(t=>xt[t.level]>=xt[n])}export{$e as a,Sn as b,j as c,kn as d,Fe as e,_e as f,z as g,Tt as h,An as i,nh as j,we as k,ce as l,Pi as m,K as n,Rn as o,Ei as p,xn as q,Oi as r,rr as s,sr as t,Nn as u,Ie as v,cr as w,me as x,Ne as y,Me as z,$r as A,Ur as B,It as C,TS as D,Ff as E,_f as F,VS as G,qf as H,LS as I,ES as J,OS as K,jS as L};
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
