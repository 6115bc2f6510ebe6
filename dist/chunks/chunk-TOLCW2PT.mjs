import { createRequire as __aiK8sLintCreateRequire } from 'node:module';
const require = __aiK8sLintCreateRequire(import.meta.url);
var n="0.1.0",o={name:"ai-k8s-lint",version:n};export{n as a,o as b};
