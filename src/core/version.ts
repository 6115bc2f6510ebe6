// Kept in step with package.json by a test.
export const VERSION = '0.1.0';
export const TOOL = { name: 'ai-k8s-lint', version: VERSION };
