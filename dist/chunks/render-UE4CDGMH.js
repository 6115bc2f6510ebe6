import { createRequire as __aiK8sLintCreateRequire } from 'node:module';
const require = __aiK8sLintCreateRequire(import.meta.url);
import{renderRuleDoc,renderRuleIndex,ruleHelpMarkdown}from"./chunk-2TPTHPP3.js";import"./chunk-VBJQ5M7D.js";export{renderRuleDoc,renderRuleIndex,ruleHelpMarkdown};
