#!/usr/bin/env node
import { createRequire as __aiK8sLintCreateRequire } from 'node:module';
const require = __aiK8sLintCreateRequire(import.meta.url);
import{a as S,b as c,c as E,d as k,e as b,f as h,g as I,h as oe,i as re,j as se,k as ae,l as V,m as T,n as le,o as me,p as ce,q as ue,s as de}from"./chunks/chunk-3T3UHDLS.js";import{a as B}from"./chunks/chunk-A5HBTG7Z.js";import"./chunks/chunk-QZ4W47QH.js";import{readFileSync as it}from"node:fs";import{readFileSync as Wn,writeFileSync as Ye,existsSync as te}from"node:fs";import{parseArgs as Kn}from"node:util";function M(e,t,n="container"){if(t.name)return`${n} "${t.name}"`;let i=String(t.path[t.path.length-1]),r=b(e.spec,"name");return`the inline ${i==="container"||i==="script"?"":`${i} `}${n}${r?` of "${r}"`:""}`}function L(e){return e.charAt(0).toUpperCase()+e.slice(1)}var nn=["HF_HOME","HF_HUB_CACHE","HUGGINGFACE_HUB_CACHE","TRANSFORMERS_CACHE"],pe=["--download-dir","--huggingface-hub-cache"],tn=["--local-dir","--cache-dir"],on=/\b(?:huggingface-cli|hf)\s+download\b/;function J(e){return e.trim().replace(/\/+$/,"")||"/"}function rn(e){let t=c(e,"emptyDir");if(t===void 0)return!1;let n=c(t,"medium");return n!=="Memory"&&!h(n)&&!(typeof n=="string"&&n.startsWith("HugePages"))}function ge(e,t,n){let i=b(e,"name"),r=i===void 0?void 0:n.get(i);return r?c(e,"readOnly")===!0||!rn(r.value)?{where:"elsewhere"}:{where:"emptyDir",volume:r,mountPath:t}:{where:"unknown"}}function he(e,t,n){if(h(e)||!e.startsWith("/"))return{where:"unknown"};let i=c(t.value,"volumeMounts");if(i!=null&&!Array.isArray(i))return{where:"unknown"};let r=J(e),o,s=!1;for(let a of k(t.value,"volumeMounts")){let l=c(a,"mountPath");if(typeof l!="string"||h(l)){s=!0;continue}let m=J(l);(m==="/"||r===m||r.startsWith(`${m}/`))&&(!o||m.length>o.mountPath.length)&&(o={mount:a,mountPath:m})}return o?ge(o.mount,o.mountPath,n):s?{where:"unknown"}:{where:"layer"}}function sn(e){return e.toLowerCase().split("/").some(t=>t.includes("model")||t.includes("huggingface")||t.includes("cache")||t==="hf"||t==="weights")}function an(e){let t=[],n=[];for(let s of["command","args"])k(e.value,s).forEach((a,l)=>{typeof a=="string"&&n.push({text:a,path:[...e.path,s,l]})});let r=on.test(n.map(s=>s.text).join(" "))?[...pe,...tn]:pe,o=[];for(let s of n)for(let a of s.text.split(/\s+/))a&&o.push({text:a.replace(/^['"]|['";]+$/g,""),path:s.path});return o.forEach((s,a)=>{for(let l of r)s.text===l&&o[a+1]?t.push({flag:l,value:o[a+1].text,path:s.path}):s.text.startsWith(`${l}=`)&&t.push({flag:l,value:s.text.slice(l.length+1),path:s.path})}),t}function fe(e){let t=i=>i!=null,n=c(e.value,"resources");return[n,c(n,"requests"),c(n,"limits")].some(i=>t(i)&&!S(i))?!0:t(c(e.requests,"ephemeral-storage"))||t(c(e.limits,"ephemeral-storage"))}function ln(e){return e.kind==="init"||e.hasGpu||e.family!==void 0&&e.family.role!=="infrastructure"}function mn(e,t){let n=[],i=!1;for(let r of nn){let o=e.env.get(r);if(!o||(i=!0,o.value===void 0))continue;let s=he(o.value,e,t);(s.where==="layer"||s.where==="emptyDir")&&n.push({place:s,evidence:`${r}=${o.value}`,path:o.path,explicit:!0})}for(let r of an(e)){i=!0;let o=he(r.value,e,t);(o.where==="layer"||o.where==="emptyDir")&&n.push({place:o,evidence:`${r.flag} ${r.value}`,path:r.path,explicit:!0})}return i||!ln(e)||k(e.value,"volumeMounts").forEach((r,o)=>{let s=b(r,"mountPath");if(s===void 0||h(s))return;let a=J(s);if(!sn(a))return;let l=ge(r,a,t);l.where==="emptyDir"&&n.push({place:l,evidence:"a model cache path",path:[...e.path,"volumeMounts",o],explicit:!1})}),n}function cn(e){let t=c(E(e.value,"emptyDir"),"sizeLimit");return typeof t=="string"&&!h(t)||typeof t=="number"?String(t):void 0}function un(e){let t=new Map;return k(e.spec,"volumes").forEach((n,i)=>{let r=b(n,"name");r!==void 0&&S(n)&&!t.has(r)&&t.set(r,{index:i,name:r,value:n})}),t}var ve={id:"ephemeral-storage-missing",family:"resources",level:"note",scope:"ai",summary:"A container of an AI workload downloads models to node-local storage without an ephemeral-storage request or limit.",description:"Triggers for a container (regular, native sidecar or init) of an AI workload that has neither `resources.requests.ephemeral-storage` nor `resources.limits.ephemeral-storage` (a placeholder value, or a `resources`/`requests`/`limits` value that is a placeholder instead of a mapping, counts as set) and downloads models to node-local disk. The heuristic, in order:\n\n1. **Declared download locations.** The env vars `HF_HOME`, `HF_HUB_CACHE`, `HUGGINGFACE_HUB_CACHE`, `TRANSFORMERS_CACHE`; the flags `--download-dir` (vLLM, SGLang) and `--huggingface-hub-cache` (TGI) in `command`/`args`, including inside `sh -c` scripts (`--flag value` and `--flag=value`); `--local-dir`/`--cache-dir` when the command runs `huggingface-cli download` or `hf download`. Each path is resolved against the container's `volumeMounts` (the deepest mount above it): a path on no volume is the writable layer, a path on a read-write `emptyDir` without `medium: Memory` is an emptyDir; a path on a PersistentVolumeClaim, generic ephemeral volume, hostPath, memory-backed emptyDir, read-only mount or any other volume is not ephemeral storage and stays silent. A `valueFrom` or placeholder value, a relative path, or a mount whose path or volume is unknown also stays silent.\n2. **Model cache mounts**, only for containers that declare no location, and only for AI-image containers, GPU containers and init containers: a read-write disk `emptyDir` mounted at a path with a segment containing `model`, `huggingface` or `cache` (`.cache` included), or equal to `hf` or `weights`.\n\nA writable-layer download is reported on the container. An emptyDir belongs to the pod, and the scheduler and the kubelet size the pod's ephemeral storage from the requests and limits of all its containers, so an emptyDir download is reported once per volume, on the container with a declared location (else the first init container, else the first container with a matching mount), and only when no container that mounts the volume requests or limits ephemeral-storage.",rationale:"Model weights are tens to hundreds of GB. Written to the container's writable layer or to a disk-backed emptyDir, they use the node's ephemeral storage, which the scheduler only accounts for when containers request it: without a request, pods land on nodes whose disk cannot hold the model, the download fills the node's disk, and the kubelet starts evicting pods under `DiskPressure` (often the GPU workload itself, after minutes of downloading, followed by a restart that downloads again). A request makes the scheduler pick a node with room; a limit turns a runaway cache into an eviction of this pod alone.",remediation:`Request the disk the model needs (weights plus some headroom) on the container that downloads, or keep the cache on a PersistentVolumeClaim so it survives restarts and is downloaded once:

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
`}]},check:{podSpec(e,t){if(e.resourcesFrom)return;let n=un(e),i=e.containers.filter(l=>l.kind!=="ephemeral"),r=new Map;for(let l of i){if(fe(l))continue;let m=mn(l,n);m.length&&r.set(l,m)}let o=new Map,s=(l,m)=>o.set(l,[...o.get(l)??[],m]),a=new Map;for(let[l,m]of r)for(let u of m)u.place.where==="layer"?s(l,u):a.set(u.place.volume.name,[...a.get(u.place.volume.name)??[],{c:l,r:u}]);for(let[l,m]of a){if(i.some(d=>fe(d)&&k(d.value,"volumeMounts").some(p=>b(p,"name")===l)))continue;let g=m.find(d=>d.r.explicit)??m.find(d=>d.c.kind==="init")??m[0];s(g.c,g.r)}for(let l of i){let m=o.get(l);if(!m)continue;let u=new Map;for(let y of m){let P=y.place.where==="layer"?"its writable layer":`emptyDir "${y.place.volume.name}" mounted at ${y.place.mountPath}`;u.set(P,[...u.get(P)??[],y.evidence])}let g=[...u].map(([y,P])=>`${y} (${P.join(", ")})`).join(" and "),d=m.flatMap(y=>y.place.where==="emptyDir"?cn(y.place.volume)??[]:[]),p=d.length?`at least the volume's ${d[0]} sizeLimit`:"the model's size on disk plus headroom, e.g. 50Gi",v=L(M(e,l,l.kind==="init"?"init container":l.kind==="sidecar"?"sidecar container":"container"));t.report({path:[...l.path,"resources","requests","ephemeral-storage"],message:`${v} downloads models into ${g} but has no ephemeral-storage request or limit; request resources.requests.ephemeral-storage (${p}) or keep the cache on a PersistentVolumeClaim, so the scheduler picks a node with room and the node's disk does not fill up.`,related:m.map(y=>({path:y.path,message:y.explicit?`Download location: ${y.evidence}.`:"Disk-backed emptyDir mounted at a model cache path."}))})}}}};function H(e,t){let n=c(e,t);return n!=null}function W(e){return e==null||S(e)}function dn(e,t){if(t.hasGpu)return t.gpu.filter(i=>i.count===void 0||i.count>0).map(i=>`${i.resource}: ${String(i.limit??i.request)}`).join(", ");let n=V(e,t);return n==="dra-gpu"?"a DRA GPU claim":n==="dra-unknown"?"a DRA resource claim":void 0}var ye={id:"gpu-container-cpu-memory-missing",family:"resources",level:"warning",scope:"ai",summary:"A GPU container has no CPU request, memory request or memory limit.",description:"Triggers for a container (app, native sidecar or init container) that requests a GPU (a GPU resource with a count above zero or a placeholder count, or, in a pod with DRA `resourceClaims`, a claim listed in its `resources.claims`) and lacks an effective CPU request (neither `requests.cpu` nor `limits.cpu`, since a missing request defaults to the limit), or a memory limit (`limits.memory`; the message also says when the memory request is missing too, which then has nothing to default from). At most two findings per container: one at `requests.cpu`, one at `limits.memory`, each landing on the nearest existing parent key when missing. A CPU limit is not required. Silent when `resources`, `requests` or `limits` is a placeholder (`{{ toYaml .Values.resources }}`). The other containers of the pod are left to `memory-limit-missing` and `init-container-limits-missing`, so each missing value is reported once.",rationale:"Without a CPU request the scheduler counts the container as using no CPU, so it packs it next to other pods on a GPU node; the data loader workers, tokenizers and NCCL progress threads that keep the GPU busy then fight for a few cores, and the expensive GPU idles. Without a memory request the cluster autoscaler and the scheduler cannot size the node for the host memory that model loading needs (weights pass through host RAM, often tens of GiB). Without a memory limit the container can grow until the kernel OOM killer picks victims on the node, which may be another team's training job.",remediation:`Give every GPU container a CPU request and a memory request and limit sized for its data loading and model weights; setting requests equal to limits also makes the pod Guaranteed.

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
`}]},check:{podSpec(e,t){if(!e.resourcesFrom)for(let n of e.containers){if(n.kind==="ephemeral")continue;let i=dn(e,n);if(i===void 0)continue;let r=c(n.value,"resources"),o=c(r,"requests"),s=c(r,"limits");if(!W(r)||!W(o)||!W(s))continue;let a=[...n.path,"resources"],l=n.kind==="init"?"GPU init container":"GPU container";if(!H(o,"cpu")&&!H(s,"cpu")&&t.report({path:[...a,"requests","cpu"],message:`${l} "${n.name}" (${i}) has no cpu request, so the scheduler packs it as if it used no CPU and its data loading starves the GPU; set resources.requests.cpu (e.g. "8").`}),!H(s,"memory")){let m=c(o,"memory");t.report({path:[...a,"limits","memory"],message:m==null?`${l} "${n.name}" (${i}) has no memory request or limit, so nodes cannot be sized for it and it can grow until the node OOM-kills its neighbours; set resources.requests.memory and resources.limits.memory (e.g. 64Gi).`:`${l} "${n.name}" (${i}) requests memory ${String(m)} but has no memory limit, so it can grow until the node OOM-kills its neighbours; set resources.limits.memory (e.g. ${String(m)}).`})}}}}};var pn=["cpu","memory"];function we(e){let t=E(e,"requests"),n=E(e,"limits"),i=[];for(let r of pn){let o=c(t,r),s=c(n,r);o==null||s===void 0||s===null||h(o)||h(s)||oe(o,s)===!1&&i.push({resource:r,request:o,limit:s})}return i}var hn="so the GPU pod is Burstable, not Guaranteed: it is OOM-killed and evicted before Guaranteed pods under node pressure and cannot get exclusive, NUMA-aligned CPUs next to its GPUs",be={id:"gpu-pod-not-guaranteed",family:"resources",level:"warning",scope:"ai",summary:"A GPU pod is not in the Guaranteed QoS class because a container's cpu or memory request differs from its limit.",description:"Triggers for a pod with a GPU container (a GPU resource with a count above zero or a placeholder count, or a DRA GPU claim) when a container of the pod (app, sidecar or init container, GPU or not) writes both a `cpu` (or `memory`) request and limit and they differ as quantities (`1Gi` equals `1024Mi`). One finding per differing value, at its request key. Only values that exist are judged: a missing request defaults to the limit, and a missing limit is reported by the missing-value rules (`gpu-container-cpu-memory-missing`, `memory-limit-missing`, `init-container-limits-missing`), not here, even though it also makes the pod Burstable. Placeholders are unknown and stay silent. When the pod sets pod-level `spec.resources`, only those are judged, since they then decide the QoS class.",rationale:"A pod is Guaranteed only when every container has cpu and memory requests equal to its limits. A Burstable GPU pod loses its protection when the node runs short of memory: the kernel OOM killer prefers Burstable containers over Guaranteed ones, and the kubelet evicts pods that use more than they requested first, throwing away hours of training progress or a loaded model. In addition, the CPU Manager's `static` policy hands exclusive cores (and the Topology Manager NUMA-aligned cores next to the GPU) only to Guaranteed containers with whole CPUs. A single sidecar with `requests.cpu: 100m` and `limits.cpu: 1` is enough to lose both for the whole pod.",remediation:`Set each request equal to its limit, in every container of the pod, sidecars and init containers included (or drop the request: it defaults to the limit). Use whole CPUs in GPU containers to get exclusive cores.

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
`}]},check:{podSpec(e,t){if(!e.containers.some(r=>r.hasGpu)&&e.dra!=="gpu")return;let n=(r,o,s)=>t.report({path:[...r,"requests",s.resource],message:`${o} requests ${s.resource} ${String(s.request)} but its limit is ${String(s.limit)}, ${hn}; set requests.${s.resource} equal to the limit (${String(s.limit)}).`}),i=E(e.spec,"resources");if(i&&(c(i,"requests")!==void 0||c(i,"limits")!==void 0)){for(let r of we(i))n([...e.path,"resources"],"The pod (spec.resources)",r);return}for(let r of e.containers){if(r.kind==="ephemeral")continue;let o=r.kind==="container"?"Container":r.kind==="sidecar"?"Sidecar container":"Init container";for(let s of we(c(r.value,"resources")))n([...r.path,"resources"],`${o} "${r.name}"`,s)}}}};function fn(e){if(h(e))return;let t=I(e);if(!t)return"is not a quantity";if(t.value<0)return"is negative";if(!Number.isInteger(t.value))return`is ${t.value} devices, not a whole number`;if(typeof e=="string"&&/[KMGTPE]i$|[kMGTPE]$/.test(e.trim()))return`uses a size suffix (${t.value} devices)`}var ke={id:"gpu-quantity-invalid",family:"resources",level:"error",scope:"ai",summary:"A GPU or MIG resource quantity is not a whole number of devices.",description:"Triggers when the value of a GPU resource (`nvidia.com/gpu`, `nvidia.com/mig-*`, `nvidia.com/gpu.shared`, `amd.com/gpu`, or a resource in `settings.gpuResources`) in `requests` or `limits` is fractional (`0.5`, `500m`), negative, carries a size suffix (`1Gi`), or is not a quantity at all. Placeholders (`{{ .Values.gpus }}`, `${GPUS}`) are unknown, not invalid.",rationale:'Extended resources are counted in whole devices: the API server rejects fractional GPU quantities ("must be an integer"), so the workload is never created. A GPU cannot be shared by asking for half of it; sharing is configured on the node (time-slicing, MPS) or done with MIG.',remediation:"Request whole devices (`nvidia.com/gpu: 1`). To share a GPU, request a MIG device (`nvidia.com/mig-1g.10gb: 1`) or a time-sliced/MPS replica resource that the device plugin advertises.",examples:{invalid:[{yaml:`apiVersion: v1
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
`}]},check:{podSpec(e,t){for(let n of e.containers)for(let i of n.gpu)for(let[r,o]of[["limits",i.limit],["requests",i.request]]){if(o===void 0)continue;let s=fn(o);s&&t.report({path:[...n.path,"resources",r,i.resource],message:`${i.resource}: ${JSON.stringify(o)} in container "${n.name}" ${s}; GPUs are allocated in whole devices (e.g. ${i.resource}: 1).`})}}}};function Pe(e){if(!(typeof e=="string"&&/[KMGTPE]i$|[kMGTPE]$/.test(e.trim())))return re(e)}function j(e){return typeof e=="string"?e:JSON.stringify(e)}var Se={id:"gpu-requests-limits-mismatch",family:"resources",level:"error",scope:"ai",summary:"A GPU resource is requested with a different value than its limit, or only in requests.",description:'Triggers for each GPU resource (`nvidia.com/gpu`, `nvidia.com/mig-*`, `nvidia.com/gpu.shared`, `amd.com/gpu`, or a resource in `settings.gpuResources`) of a container whose `resources.requests` value differs from its `resources.limits` value (compared as quantities, so `"2"` equals `2`), or that appears in `requests` without any `limits` entry (even with the value `0`). The finding points at the request key. A request written only in `requests` is reported whatever its value (a placeholder too), unless `limits` itself is a placeholder. Otherwise placeholders (`{{ .Values.gpus }}`, `${GPUS}`) on either side are unknown and stay silent, and so is a comparison with a value that is not a whole device count (`0.5`, `1Gi`: `gpu-quantity-invalid` reports those). A GPU set only in `limits` is fine: the request defaults to it.',rationale:'GPUs are extended resources, which Kubernetes never overcommits: the API server accepts a GPU request only when the same resource has a limit of exactly the same value. A request without a limit fails with "Limit must be set for non overcommitable resources", and a request of `1` with a limit of `2` fails with "must be equal to nvidia.com/gpu limit of 2". A Pod, Deployment or Job is refused at `kubectl apply`; inside a custom resource (PyTorchJob, RayCluster, InferenceService) the pod template is not validated, so the object is accepted and the operator then fails to create every pod, leaving the job or service hanging with `FailedCreate` events.',remediation:"Set the GPU count in `limits` only; the request defaults to the limit. If you keep the request, make it equal to the limit.\n\n```yaml\nresources:\n  limits:\n    nvidia.com/gpu: 2\n```",references:["https://kubernetes.io/docs/tasks/manage-gpus/scheduling-gpus/"],examples:{invalid:[{title:"request and limit disagree",yaml:`apiVersion: apps/v1
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
`}]},check:{podSpec(e,t){for(let n of e.containers){let i=c(E(n.value,"resources"),"limits"),r=i==null||S(i);for(let o of n.gpu){if(o.request===void 0||o.request===null)continue;let s=[...n.path,"resources","requests",o.resource];if(o.limit===void 0){if(!r)continue;t.report({path:s,message:`Container "${n.name}" sets ${o.resource}: ${j(o.request)} only in requests, which the API server rejects for extended resources; move it to resources.limits (the request then defaults to the limit).`});continue}let a=Pe(o.request),l=Pe(o.limit);a!==void 0&&l!==void 0&&a!==l&&t.report({path:s,message:`Container "${n.name}" requests ${o.resource}: ${j(o.request)} but limits it to ${j(o.limit)}, and GPU requests must equal limits or the API server rejects the pod; set the request to ${j(o.limit)} or remove it.`})}}}}};var gn=new Set(["","void","none","-1"]),Ce={mpiReplicaSpecs:"Launcher",tfReplicaSpecs:"PS"};function vn(e){return e.role==="head"||e.role==="submitter"?!0:e.path.some((t,n)=>typeof t=="string"&&Object.prototype.hasOwnProperty.call(Ce,t)&&e.path[n+1]===Ce[t])}function yn(e){let t=e.env.get("NVIDIA_VISIBLE_DEVICES"),n=e.env.get("CUDA_VISIBLE_DEVICES");for(let i of[t,n])if(i&&(i.value===void 0||h(i.value)))return"unknown";if(t?.value!==void 0)return se(t.value)?"none":{env:t,variable:t.name,value:t.value};if(n?.value!==void 0)return gn.has(n.value.trim().toLowerCase())?"none":{env:n,variable:n.name,value:n.value}}var Ie={id:"gpu-resource-missing",family:"resources",level:"warning",scope:"ai",summary:"A container that needs a GPU requests no GPU resource.",description:"Triggers for an app or sidecar container whose image only makes sense with a GPU (CUDA and ROCm base images, NGC containers, vLLM, TGI, SGLang, Triton, GPU tags of PyTorch/TensorFlow/Ray images), or for any container (init containers included) that sets `NVIDIA_VISIBLE_DEVICES` or `CUDA_VISIBLE_DEVICES` to something other than `void`, `none`, empty (or `-1` for CUDA), when that container has no GPU resource (`nvidia.com/gpu`, `nvidia.com/mig-*`, `amd.com/gpu`, ... or `settings.gpuResources`) with a count above zero; `nvidia.com/gpu: 0` counts as no GPU. The finding points at the visible-devices variable when one is set, otherwise at the `image`. Silent when `NVIDIA_VISIBLE_DEVICES` is `void`/`none`/empty (the container opts out of GPUs), when a visible-devices value is a placeholder or comes from `valueFrom`, when a GPU quantity is a placeholder, and for pods that get GPUs through DRA `resourceClaims`. Init containers are judged only by their environment, not by their image: running the serving image as an init container to download weights or warm a cache needs no GPU. The same holds for the pods that coordinate GPU workers and share their image: the head group and submitter of RayCluster/RayJob/RayService, the `Launcher` of an MPIJob and the `PS` (parameter server) replicas of a TFJob.",rationale:'A GPU is only handed to a container that asks the device plugin for one. Without a GPU request the container is scheduled on any node and either starts without a GPU (vLLM, Triton and CUDA programs crash with "no CUDA-capable device is detected" or silently run on CPU), or, on nodes where `nvidia` is the default container runtime, the `NVIDIA_VISIBLE_DEVICES=all` baked into CUDA images makes the runtime mount every GPU of the node. That container then uses GPUs the scheduler has given to other pods: their memory fills up and they fail with CUDA out-of-memory errors, while the cluster believes the GPUs are free. Setting `NVIDIA_VISIBLE_DEVICES` by hand without a request has the same effect.',remediation:"Request the GPUs the container uses in `limits`; the device plugin then sets the visible devices itself, so drop any hand-written `NVIDIA_VISIBLE_DEVICES`.\n\n```yaml\nresources:\n  limits:\n    nvidia.com/gpu: 1\n```\n\nIf the container really should run without a GPU, say so to the runtime:\n\n```yaml\nenv:\n  - name: NVIDIA_VISIBLE_DEVICES\n    value: void\n```",references:["https://github.com/NVIDIA/k8s-device-plugin#quick-start","https://kubernetes.io/docs/tasks/manage-gpus/scheduling-gpus/"],examples:{invalid:[{title:"vLLM without a GPU request",yaml:`apiVersion: apps/v1
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
`}]},check:{podSpec(e,t){if(!e.resourcesFrom&&!e.dra)for(let n of e.containers){if(n.kind==="ephemeral"||n.gpu.some(a=>a.count===void 0||a.count>0))continue;let i=yn(n);if(i==="unknown"||i==="none")continue;let r=n.gpu.map(a=>`${a.resource}: ${String(a.limit??a.request)}`).join(", "),o=r?`sets ${r}`:"requests no GPU resource";if(i){let a=i.variable==="NVIDIA_VISIBLE_DEVICES"?i.value.trim().toLowerCase()==="all"?"every GPU of the node":`GPUs ${i.value} of the node`:"the GPUs of the node";t.report({path:[...i.env.path,"value"],message:`Container "${n.name}" sets ${i.variable}=${i.value} but ${o}, so it gets no GPU or, where nvidia is the default runtime, uses ${a} behind the scheduler's back; request the GPUs in resources.limits (e.g. nvidia.com/gpu: 1) and drop the variable, or set NVIDIA_VISIBLE_DEVICES=void if it needs none.`});continue}if(n.kind==="init"||!n.needsGpuImage||vn(e))continue;let s=n.image?.raw??"";if(n.family?.vendor==="amd"){t.report({path:[...n.path,"image"],message:`Container "${n.name}" runs the ROCm image ${s} but ${o}, so it starts without a GPU; add resources.limits amd.com/gpu: 1 (or the number of GPUs it uses).`});continue}t.report({path:[...n.path,"image"],message:`Container "${n.name}" runs the GPU image ${s} but ${o}, so it gets no GPU or, where nvidia is the default runtime, sees every GPU of the node; add resources.limits nvidia.com/gpu: 1 (or the number of GPUs it uses), or set NVIDIA_VISIBLE_DEVICES=void if it should run without one.`})}}}};var wn=/^\d+$/,Ge=/^(?:GPU|MIG)-[0-9A-Za-z/-]+$/;function $e(e){let t=e.trim();if(t.toLowerCase()==="all")return"all";if(t==="")return;let n=t.split(",").map(i=>i.trim());return n.every(i=>wn.test(i)||Ge.test(i))?n:void 0}var Ee={id:"gpu-visible-devices-override",family:"resources",level:"error",scope:"ai",summary:"A container with GPUs from the device plugin overrides NVIDIA_VISIBLE_DEVICES or CUDA_VISIBLE_DEVICES.",description:"Triggers for a container that has at least one GPU resource (`nvidia.com/gpu`, `nvidia.com/mig-*`, `amd.com/gpu`, ... or `settings.gpuResources`) with a known count above zero, and sets in its `env`: `NVIDIA_VISIBLE_DEVICES` to `all` or to explicit device IDs (indexes, `GPU-` or `MIG-` UUIDs, comma lists); or `CUDA_VISIBLE_DEVICES` to `all`, to `GPU-`/`MIG-` UUIDs, or to an index at or beyond the number of GPUs the container is allocated. The finding points at the variable's `value`; both variables set is two findings. `CUDA_VISIBLE_DEVICES` indexes inside the allocation (`0,1` with `nvidia.com/gpu: 2`) are fine: inside the container the allocated GPUs are numbered from 0, so they only pick among the container's own GPUs. Silent for placeholders and `valueFrom`, for `void`/`none`/empty, and for containers without a GPU request (`gpu-resource-missing` covers a hand-set `NVIDIA_VISIBLE_DEVICES` there, so one cause gives one finding).",rationale:'The device plugin tells the NVIDIA container runtime which GPUs a container got by setting `NVIDIA_VISIBLE_DEVICES` itself, and the variable from the pod spec comes later and wins. With `all` or a fixed device list the container gets the GPUs it names instead of the ones allocated to it: it runs on GPUs the scheduler gave to other pods, their jobs die with CUDA out-of-memory errors or slow down, and the GPUs it was allocated sit idle. `CUDA_VISIBLE_DEVICES` cannot escape the allocation but breaks the container instead: CUDA numbers the allocated GPUs from 0, stops at the first entry it cannot resolve, and does not understand `all`, so a physical UUID, `all` or an index beyond the allocation leaves the process with fewer GPUs than it paid for, or none ("no CUDA-capable device is detected").',remediation:"Remove the variable and let the device plugin choose the devices; ask for the number of GPUs in `limits`. To use a subset of the allocated GPUs, use CUDA indexes counted from 0 inside the container.\n\n```yaml\nresources:\n  limits:\n    nvidia.com/gpu: 2\n# no NVIDIA_VISIBLE_DEVICES in env\n```\n\nCluster operators can also make the runtime ignore the variable for unprivileged containers (device plugin `--device-list-strategy=volume-mounts` with the toolkit's `accept-nvidia-visible-devices-envvar-when-unprivileged = false`).",references:["https://github.com/NVIDIA/k8s-device-plugin#quick-start","https://docs.nvidia.com/cuda/cuda-c-programming-guide/index.html#cuda-environment-variables"],examples:{invalid:[{title:"NVIDIA_VISIBLE_DEVICES=all next to a GPU request",yaml:`apiVersion: v1
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
`}]},check:{podSpec(e,t){for(let n of e.containers){if(n.kind==="ephemeral"||n.noGpuByEnv)continue;let i=n.gpu.filter(a=>a.count!==void 0&&a.count>0);if(i.length===0)continue;let r=i.map(a=>`${a.resource}: ${a.count}`).join(", "),o=n.env.get("NVIDIA_VISIBLE_DEVICES");if(o?.value!==void 0&&!h(o.value)){let a=$e(o.value);if(a){let l=a==="all"?"every GPU of the node, including GPUs allocated to other pods":`GPUs ${a.join(", ")} of the node whether or not they are the ones allocated to it`;t.report({path:[...o.path,"value"],message:`Container "${n.name}" is allocated ${r} by the device plugin but sets NVIDIA_VISIBLE_DEVICES=${o.value}, which overrides the allocation so it uses ${l}; remove the variable and let the device plugin set it.`})}}let s=n.env.get("CUDA_VISIBLE_DEVICES");if(s?.value!==void 0&&!h(s.value)){let a=$e(s.value),l;if(a==="all")l='CUDA does not understand "all" and sees no GPU at all';else if(a?.some(m=>Ge.test(m)))l="it names physical devices by UUID while the device plugin picks which GPUs the container gets, so CUDA usually finds none of them";else if(a&&n.gpuCount!==void 0){let m=a.find(u=>Number(u)>=n.gpuCount);m!==void 0&&(l=`inside the container its ${n.gpuCount} GPU${n.gpuCount===1?" is":"s are"} numbered from 0, so index ${m} does not exist and CUDA ignores it and every entry after it`)}if(l){let m=n.gpuCount===void 0?"":n.gpuCount===1?", or use index 0":`, or list indexes from 0 to ${n.gpuCount-1}`;t.report({path:[...s.path,"value"],message:`Container "${n.name}" is allocated ${r} but sets CUDA_VISIBLE_DEVICES=${s.value}: ${l}; remove the variable${m}.`})}}}}}};var Ve={id:"helm-template-unrendered",family:"input",level:"note",scope:"general",reportedByLoader:!0,summary:"The file is an unrendered Helm template; render it and lint the output.",description:"Reported once per file that holds Helm template actions (`{{ .Values.x }}`, `{{- if }}`) outside string values; the file is skipped. `{{ }}` inside quoted or block string values (KServe runtime templates, Argo parameters, alert texts) is data and does not trigger it.",rationale:"A chart template is not a manifest: its structure depends on values, so linting it would produce nonsense or miss what is actually applied. The rendered output is what reaches the cluster.",remediation:"Lint the rendered chart: `helm template my-release ./chart -f values-prod.yaml > rendered.yaml && ai-k8s-lint rendered.yaml`. The `# Source:` comments Helm writes let findings point back to the template. Exclude `templates/` directories with `ignore:` in the config.",examples:{invalid:[{yaml:`apiVersion: apps/v1
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
`}]},check:{}};var De={id:"init-container-limits-missing",family:"resources",level:"warning",scope:"ai",summary:"An init container of an AI workload has no memory limit.",description:"Triggers for each run-to-completion init container (an entry of `initContainers` without `restartPolicy: Always`) of an AI workload pod that has no `resources.limits.memory`, or a limit of `0`, which the kubelet treats as unlimited. Native sidecars (`restartPolicy: Always`) run for the life of the pod and are checked by `memory-limit-missing`; an init container that requests a GPU (or consumes a DRA claim of a GPU pod) is checked by `gpu-container-cpu-memory-missing`. A placeholder is unknown, never missing: a placeholder limit, or a `resources`/`limits`/`requests` value that is a placeholder instead of a mapping, keeps the rule silent.",rationale:"Init containers of AI workloads do heavy work: they download and unpack model weights (`huggingface-cli download`, `aws s3 cp`, `gsutil`), convert checkpoints or compile engines. Without a memory limit such a step can take the memory of the whole node while it buffers or decompresses files, evicting or OOM-killing neighbours that already run on the GPU node. The scheduler also sizes the pod by the largest init container request, so an unbounded init step is invisible to it. With a limit, a runaway download fails in the init container itself, with a clear `OOMKilled` reason on the pod.",remediation:`Set a memory limit (and a request) on every init container, sized to the download or conversion step:

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
`}]},check:{podSpec(e,t){if(!e.resourcesFrom)for(let n of e.containers){if(n.kind!=="init"||V(e,n)!==void 0||T(n))continue;let i=c(n.limits,"memory"),r=c(n.requests,"memory"),o=r==null||h(r)?void 0:I(r),s=o&&o.value>0?`at least its ${String(r)} request`:"sized to the download or conversion step, e.g. 2Gi";i==null?t.report({path:[...n.path,"resources","limits","memory"],message:`Init container "${n.name}" has no memory limit; set resources.limits.memory (${s}) so a model download or conversion cannot take the node's memory and evict the workloads already running there.`}):!h(i)&&I(i)?.value===0&&t.report({path:[...n.path,"resources","limits","memory"],message:`Init container "${n.name}" sets memory limit ${String(i)}, which the kubelet treats as no limit; set a real memory limit (${s}).`})}}}};function Ue(e,t){return t.kind==="sidecar"?`Sidecar ${M(e,t)} (initContainers, restartPolicy: Always)`:L(M(e,t))}var Me={id:"memory-limit-missing",family:"resources",level:"warning",scope:"ai",summary:"A non-GPU container of an AI workload (sidecar, proxy, tokenizer) has no memory limit.",description:"Triggers for each container of an AI workload pod that requests no GPU, is not a run-to-completion init container, and has no `resources.limits.memory` (or a limit of `0`, which the kubelet treats as unlimited). This covers regular containers and native sidecars (`initContainers` with `restartPolicy: Always`), which run for the whole life of the pod. GPU containers are covered by `gpu-container-cpu-memory-missing` (a container that consumes a DRA claim in a pod whose claims use a GPU DeviceClass counts as a GPU container, and so does one that consumes a claim the linter cannot resolve), init containers by `init-container-limits-missing`; ephemeral containers have no resources. A placeholder is unknown, never missing: a placeholder limit (`{{ .Values.memory }}`, `${MEM}`), or a `resources`/`limits`/`requests` value that is a placeholder instead of a mapping, keeps the rule silent.",rationale:"A GPU node is expensive and usually packed tightly around the GPU containers. A helper container without a memory limit (a metrics exporter, an auth proxy, a tokenizer, a log shipper) can grow until the node is under memory pressure; the kernel OOM killer or kubelet eviction then picks a victim, and it is often the model server that holds tens of GiB and has been loading weights for minutes. Without a limit the container also puts the pod in the Burstable QoS class, and the cluster autoscaler cannot size nodes for it.",remediation:`Give every container a memory limit sized to its measured peak, and a request (equal to the limit for Guaranteed QoS):

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
`}]},check:{podSpec(e,t){if(!e.resourcesFrom)for(let n of e.containers){if(n.kind!=="container"&&n.kind!=="sidecar"||V(e,n)!==void 0||T(n))continue;let i=c(n.limits,"memory"),r=c(n.requests,"memory"),o=r==null||h(r)?void 0:I(r),s=o&&o.value>0?`at least its ${String(r)} request`:"sized to its measured peak, e.g. 256Mi";i==null?t.report({path:[...n.path,"resources","limits","memory"],message:`${Ue(e,n)} has no memory limit; set resources.limits.memory (${s}) so a leak in it cannot use up the node's memory and get the pods beside it, GPU workloads included, OOM-killed or evicted.`}):!h(i)&&I(i)?.value===0&&t.report({path:[...n.path,"resources","limits","memory"],message:`${Ue(e,n)} sets memory limit ${String(i)}, which the kubelet treats as no limit; set a real memory limit (${s}).`})}}}};var N="/dev/shm",bn=/(?:^|[\s/;&|'"(=])(?:torchrun|deepspeed|text-generation-launcher)(?=$|[\s;&|'")])|torch\.distributed\.(?:run|launch)\b|\baccelerate\s+launch\b|\bvllm\s+serve\b|\bvllm\.entrypoints\b|\bsglang\.launch_server\b/;function kn(e,t){let n=t.path[t.path.length-2];return e.object.group==="serving.kserve.io"&&e.object.kind==="InferenceService"&&n!=="containers"&&n!=="initContainers"}function Pn(e){if(ae(e.family))return`image ${e.image?.raw??e.family?.id}`;let t=[...k(e.value,"command"),...k(e.value,"args")].filter(i=>typeof i=="string"),n=bn.exec(t.join(" "));return n?`it runs ${n[0].replace(/^[\s/;&|'"(=]/,"").replace(/\s+/g," ")}`:void 0}function Sn(e){return e.trim().replace(/\/+$/,"")||"/"}function Cn(e){let t=c(e.limits,"memory");if(h(t))return;let n=I(t);return n&&n.value>0?{bytes:n.value,source:String(t)}:void 0}function qe(e){let t=Cn(e);if(!t)return"e.g. sizeLimit: 8Gi";let n=Math.floor(t.bytes/4/2**30);return`e.g. sizeLimit: ${n>=1?`${n}Gi`:`${Math.max(64,Math.floor(t.bytes/4/2**20))}Mi`}, inside its ${t.source} memory limit`}function Ae(e){if(!e)return{kind:"unknown"};let t=c(e,"emptyDir");if(t!==void 0){let n=c(t,"medium");return n==="Memory"||h(n)?{kind:"memory"}:{kind:"disk-emptyDir",sourceKey:"emptyDir"}}return c(e,"hostPath")!==void 0?{kind:"host"}:c(e,"persistentVolumeClaim")!==void 0?{kind:"pvc",sourceKey:"persistentVolumeClaim"}:c(e,"ephemeral")!==void 0?{kind:"pvc",sourceKey:"ephemeral"}:{kind:"other"}}var Le={id:"shm-missing",family:"resources",level:"warning",scope:"ai",summary:"A PyTorch-based GPU container has no memory-backed /dev/shm.",description:"Triggers for each GPU container (regular container or native sidecar) whose image belongs to a PyTorch-based family of the image table (PyTorch, NGC PyTorch/NeMo/Triton/TensorRT-LLM/NIM, vLLM, SGLang, TGI, DeepSpeed, Ray, KServe runtimes), or whose command/args start a PyTorch launcher or server (`torchrun`, `python -m torch.distributed.run`, `deepspeed`, `accelerate launch`, `vllm serve`, `sglang.launch_server`, `text-generation-launcher`), and that does not mount an `emptyDir` with `medium: Memory` at `/dev/shm`. It points at the container's `volumeMounts` key (or its `name:` when it has no mounts); when something is mounted at `/dev/shm` but is disk-backed (an `emptyDir` without `medium: Memory`, a PersistentVolumeClaim or generic ephemeral volume), it points at that `mountPath`. A `hostPath` at `/dev/shm` counts as shared memory (`host-path-model-cache` judges hostPath volumes), and so does `hostIPC: true`. Silent for pod templates whose operator mounts a sized `/dev/shm` itself: RayCluster/RayJob/RayService (KubeRay), AIBrix RayClusterFleet (which creates RayClusters), KServe LLMInferenceService (merged with its LLMInferenceServiceConfig template), and KServe inline model containers (`predictor.model`, `predictor.pytorch`, ...: the ServingRuntime supplies the pod). Silent too when the mount cannot be judged: a placeholder mount path, a volume that is not in the pod spec (Argo Workflow-level volumes), a DRA claim that cannot be resolved. Init containers and ephemeral containers are not checked.",rationale:"Containers get a 64Mi `/dev/shm` from the container runtime, and Kubernetes has no `--shm-size`. PyTorch passes DataLoader batches between worker processes through shared memory and NCCL uses it for intra-node GPU communication, so training jobs die with `ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm)` and vLLM/SGLang with tensor parallelism fail or hang with NCCL `No space left on device` errors, usually only after the first real batch or request, long after the rollout looked healthy. A disk-backed volume at `/dev/shm` avoids the size limit but turns shared-memory traffic into disk I/O.",remediation:`Mount a memory-backed emptyDir at \`/dev/shm\` in every PyTorch GPU container, with a \`sizeLimit\` that fits inside the container's memory limit (the tmpfs is charged to it):

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
`}]},check:{podSpec(e,t){if(e.providesDevShm||c(e.spec,"hostIPC")===!0)return;let n=c(e.spec,"volumes");if(n!=null&&!Array.isArray(n))return;let i=new Map;k(e.spec,"volumes").forEach((o,s)=>{let a=b(o,"name");a!==void 0&&S(o)&&!i.has(a)&&i.set(a,{index:s,value:o})});let r=[...i.entries()].filter(([,o])=>Ae(o.value).kind==="memory").map(([o])=>o);for(let o of e.containers){if(o.kind!=="container"&&o.kind!=="sidecar"||kn(e,o)||!(V(e,o)==="resource"||V(e,o)==="dra-gpu"))continue;let s=Pn(o);if(!s)continue;let a=c(o.value,"volumeMounts");if(a!=null&&!Array.isArray(a))continue;let l=k(o.value,"volumeMounts"),m=l.findIndex(R=>{let q=b(R,"mountPath");return q!==void 0&&Sn(q)===N});if(m===-1){if(l.some(G=>h(c(G,"mountPath"))))continue;let R=r.map(G=>({name:G,at:l.find(O=>b(O,"name")===G)})).map(({name:G,at:O})=>O?`the pod's Memory emptyDir "${G}" is mounted at ${b(O,"mountPath")??"?"} instead`:`the pod's Memory emptyDir "${G}" is not mounted in it`),q=R.length?` (${R.join("; ")})`:"";t.report({path:[...o.path,"volumeMounts"],message:`${L(M(e,o))} runs PyTorch on a GPU (${s}) but mounts nothing at ${N}${q}, so it gets the runtime's 64Mi default and DataLoader workers or NCCL fail; mount an emptyDir with medium: Memory at ${N} (${qe(o)}).`});continue}let u=l[m],g=b(u,"name");if(g===void 0||h(g))continue;let d=i.get(g),{kind:p,sourceKey:v}=Ae(d?.value);if(p!=="disk-emptyDir"&&p!=="pvc")continue;let y=d&&v?[{path:[...e.path,"volumes",d.index,v],message:`Volume "${g}" is defined here.`}]:[],P=p==="pvc"?`volume "${g}" (${v}), which is disk, not shared memory`:`emptyDir "${g}" without medium: Memory, which lives on the node's disk`;t.report({path:[...o.path,"volumeMounts",m,"mountPath"],message:`${L(M(e,o))} runs PyTorch on a GPU (${s}) but its ${N} is ${P}; mount an emptyDir with medium: Memory there instead (${qe(o)}).`,related:y})}}}};function In(e){let t=Math.floor(e/1073741824);return t>=1?`${t}Gi`:`${Math.max(1,Math.floor(e/2**20))}Mi`}function K(e,t){if(t.name)return`container "${t.name}"`;let n=String(t.path[t.path.length-1]),i=b(e.spec,"name");return`the inline ${n==="container"||n==="script"?"":`${n} `}container${i?` of "${i}"`:""}`}function $n(e,t){let n=[];for(let i of e){if(i.kind==="ephemeral"||!k(i.value,"volumeMounts").some(s=>b(s,"name")===t))continue;let r=c(i.limits,"memory"),o=h(r)?void 0:I(r);n.push({container:i,limit:o&&o.value>0?o.value:void 0,limitSource:o&&o.value>0?String(r):void 0})}return n}var xe={id:"shm-size-limit-missing",family:"resources",level:"warning",scope:"ai",summary:"A memory-backed emptyDir (`medium: Memory`) has no sizeLimit.",description:"Triggers for each volume of an AI workload pod whose source is `emptyDir` with `medium: Memory` and no `sizeLimit` (a placeholder counts as set). The finding points at the `emptyDir` key and names the memory limits of the containers that mount the volume, when they are known.",rationale:"A `medium: Memory` emptyDir is a tmpfs: every byte written to it is RAM charged to the memory cgroup of the container that writes it. Without `sizeLimit`, the tmpfs is sized to the pod's memory limit (or to the node's allocatable memory when a container has no limit), so a PyTorch DataLoader or NCCL buffer that fills `/dev/shm` pushes the container over its memory limit and the kernel OOM-kills it, losing a training step or taking a model server down in the middle of traffic; with no limit at all it competes with every other pod on the node. With a `sizeLimit`, the kubelet evicts the pod when the volume outgrows it, a visible reason, and the size you chose is written down next to the memory limit it has to fit in.",remediation:"Give the volume a `sizeLimit` that fits inside the memory limit of the containers that mount it, leaving room for the process itself:\n\n```yaml\n      volumes:\n        - name: dshm\n          emptyDir:\n            medium: Memory\n            sizeLimit: 16Gi   # container memory limit is 64Gi\n```",examples:{invalid:[{title:"/dev/shm without a size for a vLLM server",yaml:`apiVersion: apps/v1
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
`}]},check:{podSpec(e,t){k(e.spec,"volumes").forEach((n,i)=>{let r=E(n,"emptyDir");if(!r||c(r,"medium")!=="Memory")return;let o=c(r,"sizeLimit");if(o!=null)return;let s=b(n,"name")??`#${i}`,a=$n(e.containers,s),l=a.filter(g=>g.limit!==void 0),m,u="e.g. 8Gi";if(l.length>0){let g=l.reduce((p,v)=>v.limit<p.limit?v:p);m=`whatever is written to it counts against ${l.length===1?`the ${l[0].limitSource} memory limit of ${K(e,l[0].container)}`:`the memory limits of ${l.map(p=>`${K(e,p.container)} (${p.limitSource})`).join(", ")}`} and can get ${l.length===1?"the container":"them"} OOM-killed`,u=`e.g. ${In(g.limit/4)}, well below the ${g.limitSource} limit`}else a.length>0?m=`${a.map(d=>K(e,d.container)).join(", ")} ${a.length===1?"has":"have"} no known memory limit either, so the tmpfs can grow until it takes the node's memory`:m="once a container mounts it, it can grow until it is OOM-killed or takes the node's memory";t.report({path:[...e.path,"volumes",i,"emptyDir"],message:`emptyDir volume "${s}" is memory-backed (medium: Memory) with no sizeLimit: ${m}; set emptyDir.sizeLimit (${u}).`})})}}};var Gn=new Set(["defaultMode","mode"]);function En(e){let t=e.length,n=e[t-2],i=e[t-1];return i==="value"&&typeof n=="number"&&e[t-3]==="env"||n==="labels"||n==="annotations"||n==="nodeSelector"||n==="data"||n==="stringData"||typeof i=="number"&&(n==="args"||n==="command")}function Re(e){return`"${e}"`}var Oe={id:"yaml-ambiguous-scalar",family:"input",level:"warning",scope:"general",summary:"An unquoted value that Kubernetes reads differently from YAML 1.2 tools (0444, yes, on).",description:"Kubernetes decodes manifests with YAML 1.1 rules: unquoted `yes`/`no`/`on`/`off`/`y`/`n` are booleans and a leading zero makes a number octal (`0444` is 292). YAML 1.2 tools (yq, editors, most linters, Python and JS libraries) read `yes` as a string and `0444` as 444. Octal-looking `defaultMode`/`mode` values are a note, since octal is what is usually meant there; a 1.1 boolean in a field the API types as a string (an env `value`, a label, `args`) is an error because kubectl rejects it.",rationale:'The same file means two different things depending on which tool reads it. A `defaultMode: 0644` that a templating step rewrites with a YAML 1.2 library becomes 644 (an invalid mode, or 0o1204 permissions); `value: yes` in an env var fails `kubectl apply` with "cannot unmarshal bool into Go struct field EnvVar.value of type string".',remediation:'Say what you mean explicitly: quote strings (`value: "yes"`), write booleans as `true`/`false`, and write file modes as `0o644` (read the same by every tool) or as the decimal number.',examples:{invalid:[{title:"boolean spelled yes, and a string field given one",yaml:`apiVersion: v1
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
`}]},check:{document(e,t){for(let n of e.ambiguous){let i=n.path[n.path.length-1];if(n.kind==="leading-zero-octal"){let r=n.source.replace(/^([-+]?)0+(?=\d)/,"$1"),o=typeof i=="string"&&Gn.has(i);t.report({path:n.path,level:o?"note":void 0,message:`${n.source} is read as the octal number ${String(n.value)} by Kubernetes but as ${r} by YAML 1.2 tools; write ${o?`0o${n.source.replace(/^[-+]?0+/,"")}`:`0o${n.source.replace(/^[-+]?0+/,"")} for octal or ${r} for decimal`} so every tool agrees.`})}else{let r=En(n.path);t.report({path:n.path,level:r?"error":void 0,message:r?`Unquoted ${n.source} is the boolean ${String(n.value)} for Kubernetes, but this field is a string and kubectl rejects a boolean here; quote it: ${Re(n.source)}.`:`Unquoted ${n.source} is the boolean ${String(n.value)} for Kubernetes but the string "${n.source}" for YAML 1.2 tools; write ${String(n.value)} (or ${Re(n.source)} if a string is meant).`})}}}}};var _e={id:"yaml-syntax",family:"input",level:"error",scope:"general",reportedByLoader:!0,summary:"A document does not parse as YAML, or holds duplicate keys that kubectl rejects.",description:"Reported at the parser's line and column for every document that does not parse: syntax errors, tab indentation, duplicate mapping keys, alias bombs, nesting too deep to read safely, and files that are not text. The other documents of the stream and the other files are still linted.",rationale:'A document that does not parse is never applied, and in a multi-document stream `kubectl apply` stops at the first broken document, so everything after it silently goes missing. Duplicate keys are worse: many YAML tools keep the last value, but kubectl rejects the object ("mapping key already defined"), so a manifest that looks fine in an editor fails in the pipeline.',remediation:"Fix the YAML at the reported position. Quote values that start with `{`, `[`, `*`, `&`, `!`, `%` or `@`; indent with spaces, never tabs; keep each key once per mapping.",examples:{invalid:[{title:"duplicate key",yaml:`apiVersion: v1
kind: ConfigMap
metadata:
  name: a
  name: b
`,lines:[5]},{title:"unquoted placeholder",yaml:`apiVersion: v1
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
`}]},check:{}};var D=[ve,ye,be,ke,Se,Ie,Ee,Ve,De,Me,Le,xe,Oe,_e];import{existsSync as He,readFileSync as jn,statSync as Nn}from"node:fs";import{dirname as Fn,join as We,resolve as ee}from"node:path";import{readdirSync as Vn,realpathSync as Dn,statSync as Te}from"node:fs";import{join as Un,relative as Mn,resolve as Q,sep as F}from"node:path";var qn=[".yaml",".yml",".json"],An=new Set([".git","node_modules"]),Ln=new Set([".ai-k8s-lint.yaml",".ai-k8s-lint.yml",".pre-commit-hooks.yaml",".pre-commit-config.yaml"]),x=class extends Error{};function X(e,t){let n=Mn(t,e);return(n===""?".":n).split(F).join("/")}function je(e){return/[*?[\]{}]/.test(e)}function xn(e,t){return e<t?-1:e>t?1:0}function Y(e,t,n){let i;try{i=Dn(e)}catch{return}if(n.has(i))return;n.add(i);let r=Vn(e).sort(xn);for(let o of r){let s=Un(e,o),a;try{a=Te(s)}catch{continue}a.isDirectory()?An.has(o)||Y(s,t,n):a.isFile()&&!Ln.has(o)&&qn.some(l=>o.endsWith(l))&&t.push(s)}}function Rn(e){let t=e.split("/"),n=t.findIndex(je);return t.slice(0,n).join("/")||"."}function Ne(e,t,n){let i=[],r=new Set,o=s=>{if(r.has(s))return;let a=X(s,t);n(a)||(r.add(s),i.push({absolute:s,display:a}))};for(let s of e.length?e:["."]){if(s==="-"){i.push({absolute:"-",display:"-"});continue}let a=Q(t,s),l;try{l=Te(a)}catch{l=void 0}if(l?.isDirectory()){let m=[];Y(a,m,new Set),m.forEach(o)}else if(l?.isFile())o(a);else if(je(s)){let m=s.split(F).join("/"),u=Q(t,Rn(m)),g=[];try{Y(u,g,new Set)}catch{}let d=Q(t,m).split(F).join("/"),p=g.filter(v=>le(v.split(F).join("/"),d,{dot:!0}));if(p.length===0)throw new x(`no files match ${s}`);p.forEach(o)}else throw new x(`cannot read ${s}: no such file or directory`)}return i}var Fe={crds:[],priorityClasses:[],runtimeClasses:[],defaultRuntime:"nvidia",extendedResourceToleration:!1},ze={modelLoadSeconds:300,kubernetesVersion:"1.34",cudaCompatibility:"minor-version",gpuResources:[]};function On(e){return Array.isArray(e)?{level:e[0],options:e[1]}:{level:e}}function Be(e){return new Map(Object.entries(e??{}).map(([t,n])=>[t,On(n)]))}function _n(e){if(!("podTemplates"in e))return e;let t=e.apiVersion.lastIndexOf("/");return{group:t===-1?"":e.apiVersion.slice(0,t),kind:e.kind,versions:[e.apiVersion.slice(t+1)],class:"other",templates:e.podTemplates.map(n=>({path:n,type:"podTemplateSpec",replicas:e.replicas}))}}function z(e,t={}){let n={...ze,...e.settings};return{file:t.path,settings:n,cluster:{...Fe,...e.cluster},rules:Be(e.rules),ignore:e.ignore??[],overrides:(e.overrides??[]).map(i=>({files:i.files,rules:Be(i.rules)})),workloads:(e.workloads??[]).map(_n),partial:t.partial??!1,raw:e}}function Tn(e,t){let n=Array.from({length:t.length+1},(i,r)=>r);for(let i=1;i<=e.length;i++){let r=[i];for(let o=1;o<=t.length;o++)r[o]=Math.min(n[o]+1,r[o-1]+1,n[o-1]+(e[i-1]===t[o-1]?0:1));n=r}return n[t.length]}function Je(e,t){let n,i=1/0;for(let r of t){let o=Tn(e,r);o<i&&(n=r,i=o)}return i<=Math.max(2,Math.floor(e.length/3))?n:void 0}var zn=[".ai-k8s-lint.yaml",".ai-k8s-lint.yml"],U=class extends Error{};function Ke(e){let t=ee(e);for(;;){for(let i of zn){let r=We(t,i);if(He(r)&&Nn(r).isFile())return r}if(He(We(t,".git")))return;let n=Fn(t);if(n===t)return;t=n}}function Bn(e){return e?e.slice(1).split("/").map(t=>t.replace(/~1/g,"/").replace(/~0/g,"~")).map(t=>/^\d+$/.test(t)?Number(t):t):[]}function Z(e){return e.length===0?"(top level)":e.map(t=>typeof t=="number"?`[${t}]`:`.${t}`).join("").replace(/^\./,"")}function Jn(e){switch(e.keyword){case"additionalProperties":return`unknown key "${String(e.params.additionalProperty)}"`;case"enum":return`expected one of ${e.params.allowedValues.map(t=>JSON.stringify(t)).join(", ")}`;case"type":return`expected ${String(e.params.type)}`;case"required":return`missing required key "${String(e.params.missingProperty)}"`;default:return`expected a value that ${e.message??"matches the schema"}`}}function _(e,t,n){return S(e)?Object.keys(e).filter(i=>!t.includes(i)).map(i=>{let r=Je(i,t);return`${n}: unknown rule "${i}"${r?` (did you mean "${r}"?)`:""}`}):[]}async function Qe(e,t,n={}){let i=X(ee(e),n.cwd??process.cwd()),r;try{r=jn(e,"utf8")}catch(d){throw new U(`${i}: cannot read the config file (${d.code??String(d)})`)}let o=me(r,"core"),s=o.problems[0];if(s){let d=o.lines.position(s.start);throw new U(`${i}:${d.line}:${d.column}: ${s.message}`)}let a=o.documents[0],l=a?.value??{};if(!S(l))throw new U(`${i}:1:1: the config must be a mapping (rules:, settings:, ...)`);let m=d=>{let p=a&&ce(a.doc,d,y=>o.lines.lineEnd(y)),v=p?o.lines.position(p.start):{line:1,column:1};return`${i}:${v.line}:${v.column}: ${Z(d)}`},u=[..._(l.rules,t,m(["rules"])),...Array.isArray(l.overrides)?l.overrides.flatMap((d,p)=>_(S(d)?d.rules:void 0,t,m(["overrides",p,"rules"]))):[]],{validate:g}=await import("./chunks/config-validator-FFUGXE46.js");if(u.length===0&&!g(l)){let d=new Set;for(let p of g.errors??[]){if(p.keyword==="anyOf")continue;let v=Bn(p.instancePath),y=p.keyword==="additionalProperties"?[...v,String(p.params.additionalProperty)]:v,P=`${m(y)}: ${Jn(p)}`;d.has(Z(v))||(d.add(Z(v)),u.push(P))}}if(u.length>0)throw new U(`Invalid config:
${u.map(d=>`  ${d}`).join(`
`)}`);return z(l,{path:ee(e),partial:n.partial})}var Hn="0.1.0",ne={name:"ai-k8s-lint",version:Hn};var Xe=["stylish","json","sarif","github","markdown","junit"],Qn=["off","note","warning","error"],Yn=`Usage: ai-k8s-lint [paths...] [options]
Lint Kubernetes manifests of AI/GPU workloads. Paths: files, directories, globs, or - for stdin.

Options:
  -c, --config <file>          config file (default: nearest .ai-k8s-lint.yaml upward from the cwd)
  -f, --format <name>          stylish | json | sarif | github | markdown | junit (default: stylish)
  -o, --output <file>          write the report to a file instead of stdout
      --fail-on <level>        error (default) | warning | note | never
      --max-warnings <n>       exit 1 when there are more than n warnings
      --partial                the input is a subset (pre-commit): silence "not in the input" rules
      --node-pools <file>      node pool inventory for the placement simulation (reserved)
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
`,$=class extends Error{};function Xn(e){return Kn({args:e,allowPositionals:!0,strict:!0,options:{config:{type:"string",short:"c"},format:{type:"string",short:"f"},output:{type:"string",short:"o"},"fail-on":{type:"string"},"max-warnings":{type:"string"},partial:{type:"boolean"},"node-pools":{type:"string"},rule:{type:"string",multiple:!0},ignore:{type:"string",multiple:!0},"stdin-filename":{type:"string"},"report-unused-disable-directives":{type:"boolean"},"list-rules":{type:"boolean"},explain:{type:"string"},"print-config":{type:"boolean"},init:{type:"boolean"},quiet:{type:"boolean"},color:{type:"boolean"},"no-color":{type:"boolean"},version:{type:"boolean",short:"v"},help:{type:"boolean",short:"h"}}})}async function Zn(e){switch(e){case"stylish":return(await import("./chunks/stylish-6RWUG5W7.js")).stylish;case"json":return(await import("./chunks/json-LZPOL3X6.js")).json;case"sarif":return(await import("./chunks/sarif-67BBFXPD.js")).sarif;case"github":return(await import("./chunks/github-IUJLQUPG.js")).github;case"markdown":return(await import("./chunks/markdown-FMWEDVUD.js")).markdown;case"junit":return(await import("./chunks/junit-57QKP23D.js")).junit}}function et(e,t,n){return e["no-color"]?!1:e.color?!0:t.FORCE_COLOR!==void 0&&t.FORCE_COLOR!==""?t.FORCE_COLOR!=="0"&&t.FORCE_COLOR!=="false":(t.NO_COLOR??"")!==""||t.NODE_DISABLE_COLORS?!1:n}function nt(e){let t=new Map,n=D.map(i=>i.id);for(let i of e??[]){let r=/^([a-z0-9-]+)=([a-z]+)$/.exec(i);if(!r||!Qn.includes(r[2]))throw new $(`--rule expects <id>=<off|note|warning|error>, got "${i}"`);let o=_({[r[1]]:!0},n,"--rule");if(o.length)throw new $(o[0]);t.set(r[1],r[2])}return t}var tt=`# yaml-language-server: $schema=./node_modules/ai-k8s-lint/schemas/config.schema.json
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
`;async function Ze(e,t){let n,i;try{({values:n,positionals:i}=Xn(e))}catch(r){return t.stderr(`ai-k8s-lint: ${r.message}
Run ai-k8s-lint --help for usage.
`),2}try{if(n.help)return t.stdout(Yn),0;if(n.version)return t.stdout(`${ne.version}
`),0;if(i[0]==="matrix")throw new $("the `matrix` subcommand is reserved for the CUDA compatibility matrix and is not available in this version");let r=n.format??"stylish";if(!Xe.includes(r))throw new $(`unknown format "${n.format}"; use one of ${Xe.join(", ")}`);if(n["list-rules"]){let f=D.map(w=>({id:w.id,family:w.family,level:w.level,summary:w.summary}));return r==="json"?t.stdout(`${JSON.stringify(f,null,2)}
`):t.stdout(f.map(w=>`${w.id.padEnd(34)} ${w.family.padEnd(16)} ${w.level.padEnd(8)} ${w.summary}`).join(`
`)+`
`),0}if(n.explain!==void 0){let f=D.find(A=>A.id===n.explain);if(!f)throw new $(_({[n.explain]:!0},D.map(A=>A.id),"--explain")[0]);let{renderRuleDoc:w}=await import("./chunks/render-NA6LEP7E.js");return t.stdout(w(f)),0}if(n.init){let f=`${t.cwd}/.ai-k8s-lint.yaml`;if(te(f))throw new $(".ai-k8s-lint.yaml already exists; not overwriting it");return Ye(f,tt),t.stdout(`Wrote .ai-k8s-lint.yaml
`),0}let o=n["fail-on"]??"error";if(!["error","warning","note","never"].includes(o))throw new $(`--fail-on expects error, warning, note or never, got "${n["fail-on"]}"`);let s;if(n["max-warnings"]!==void 0&&(s=Number(n["max-warnings"]),!Number.isInteger(s)||s<0))throw new $(`--max-warnings expects a whole number, got "${n["max-warnings"]}"`);if(n["node-pools"]!==void 0&&!te(n["node-pools"]))throw new $(`cannot read --node-pools ${n["node-pools"]}: no such file`);let a=n.partial??!1,l=D.map(f=>f.id),m=n.config??Ke(t.cwd);if(n.config!==void 0&&!te(n.config))throw new U(`${n.config}: config file not found`);let u=m?await Qe(m,l,{partial:a,cwd:t.cwd}):z({},{partial:a}),g=nt(n.rule);if(n["print-config"]){let f={file:u.file??null,settings:u.settings,rules:Object.fromEntries(D.map(w=>[w.id,g.get(w.id)??u.rules.get(w.id)?.level??w.level])),ignore:[...u.ignore,...n.ignore??[]],partial:a,...u.raw.cluster?{cluster:u.raw.cluster}:{},...u.raw.nodePools?{nodePools:u.raw.nodePools}:{},...u.raw.overrides?{overrides:u.raw.overrides}:{}};return t.stdout(`${JSON.stringify(f,null,2)}
`),0}let d=[...u.ignore,...n.ignore??[]],p=Ne(i,t.cwd,f=>d.length>0&&ue(f,d)),v=new de({rules:D,config:u,cliRules:g,reportUnusedDirectives:n["report-unused-disable-directives"]}),y=[];for(let f of p){let w,A=f.display;if(f.absolute==="-")w=t.readStdin(),A=n["stdin-filename"]??"-";else try{w=Wn(f.absolute,"utf8")}catch(ie){throw new x(`cannot read ${f.display}: ${ie.code??String(ie)}`)}y.push(A),v.lintText(A,w)}v.finish();let P={findings:v.findings,stats:v.stats,rules:D,files:y,tool:ne},R=n.quiet?P.findings.filter(f=>f.level==="error"):P.findings,q=(await Zn(r))({...P,findings:R},{color:n.output?!1:et(n,t.env,t.isTTY)});n.output?Ye(n.output,q):t.stdout(q);let G=P.findings.filter(f=>!f.suppressed),O=o!=="never"&&G.some(f=>B[f.level]>=B[o]),en=s!==void 0&&G.filter(f=>f.level==="warning").length>s;return O||en?1:0}catch(r){if(r instanceof $||r instanceof U||r instanceof x)return t.stderr(`ai-k8s-lint: ${r.message}
`),2;throw r}}Ze(process.argv.slice(2),{cwd:process.cwd(),env:process.env,stdout:e=>process.stdout.write(e),stderr:e=>process.stderr.write(e),readStdin:()=>it(0,"utf8"),isTTY:process.stdout.isTTY===!0}).then(e=>{process.exitCode=e},e=>{process.stderr.write(`ai-k8s-lint: internal error: ${e instanceof Error?e.message:String(e)}
Please report this with the input that caused it.
`),process.env.AI_K8S_LINT_DEBUG&&process.stderr.write(`${e.stack}
`),process.exitCode=2});
