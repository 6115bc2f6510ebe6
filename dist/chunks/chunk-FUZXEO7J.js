import { createRequire as __aiK8sLintCreateRequire } from 'node:module';
const require = __aiK8sLintCreateRequire(import.meta.url);
import{a as r}from"./chunk-NJ4REFHO.js";var e="ai-k8s-lint/ai-k8s-lint",i=`https://github.com/${e}`;function o(t=r){return`v${t}`}function s(t){return t.split("/").map(encodeURIComponent).join("/")}function c(t,n=o()){return`${i}/blob/${encodeURIComponent(n)}/${s(t)}`}function p(t,n=r){return c(`docs/rules/${t}.md`,o(n))}export{i as a,p as b};
