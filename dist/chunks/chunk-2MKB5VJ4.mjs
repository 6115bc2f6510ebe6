import { createRequire as __aiK8sLintCreateRequire } from 'node:module';
const require = __aiK8sLintCreateRequire(import.meta.url);
import{a as r}from"./chunk-TOLCW2PT.mjs";var e="ai-k8s-lint/ai-k8s-lint",s=`https://github.com/${e}`;function o(t=r){return`v${t}`}function i(t){return t.split("/").map(encodeURIComponent).join("/")}function c(t,n=o()){return`${s}/blob/${encodeURIComponent(n)}/${i(t)}`}function p(t,n=o()){return`https://raw.githubusercontent.com/${e}/${encodeURIComponent(n)}/${i(t)}`}function u(t,n=r){return c(`docs/rules/${t}.md`,o(n))}export{s as a,p as b,u as c};
