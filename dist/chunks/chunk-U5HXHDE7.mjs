import { createRequire as __aiK8sLintCreateRequire } from 'node:module';
const require = __aiK8sLintCreateRequire(import.meta.url);
function s(n,e,t){let r=n.get(e);if(r!==void 0||n.has(e))return r;let i=t(e);return n.set(e,i),i}function a(n,e,t){let r=n.get(e);r?r.push(t):n.set(e,[t])}var o=class extends Map{constructor(t){super();this.bound=t}bound;set(t,r){return(this.size<this.bound||this.has(t))&&super.set(t,r),this}};var g={note:1,warning:2,error:3};export{s as a,a as b,o as c,g as d};
