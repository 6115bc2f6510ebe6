// `import text from './README.md?raw'` (rules/index.ts): the file's text. Vite reads these in the
// tests; scripts/build.mjs inlines them in the bundles.
declare module '*?raw' {
  const text: string;
  export default text;
}
