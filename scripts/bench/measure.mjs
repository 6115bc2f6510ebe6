// Runs a script in this process and reports its peak RSS when it exits.
import { pathToFileURL } from 'node:url';

const [script, ...args] = process.argv.slice(2);
process.argv = [process.argv[0], script, ...args];
process.on('exit', () => process.stderr.write(`maxrss_kb=${process.resourceUsage().maxRSS}\n`));
await import(pathToFileURL(script).href);
