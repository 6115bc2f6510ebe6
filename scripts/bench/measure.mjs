// Runs a script in this process and reports its peak RSS and CPU time (all threads) when it exits.
import { pathToFileURL } from 'node:url';

const [script, ...args] = process.argv.slice(2);
process.argv = [process.argv[0], script, ...args];
process.on('exit', () => {
  const usage = process.resourceUsage();
  process.stderr.write(`maxrss_kb=${usage.maxRSS} cpu_us=${usage.userCPUTime + usage.systemCPUTime}\n`);
});
await import(pathToFileURL(script).href);
