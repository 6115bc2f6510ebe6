import { createRequire as __aiK8sLintCreateRequire } from 'node:module';
const require = __aiK8sLintCreateRequire(import.meta.url);
var t=/[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;function r(n){let e=n.charCodeAt(0);return e<32?`^${String.fromCharCode(e+64)}`:e===127?"^?":`\\u${e.toString(16).toUpperCase().padStart(4,"0")}`}function i(n){return n.replace(t,r)}var s={note:1,warning:2,error:3};export{i as a,s as b};
