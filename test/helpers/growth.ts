// Growth checks for code that used to be quadratic or worse: time at 4N against time at N, in the
// same test. Linear code gives about 4x, quadratic 16x.
import { expect } from 'vitest';

/**
 * `prepare(n)` builds the input (not timed), `run` works on it. Fails when the time at 4n is 6x
 * the time at n or more in three rounds. Measured in CPU time of this process (test files run in processes of
 * their own), so other processes on a loaded machine do not count; the two sizes take turns,
 * best of 7 each. Pick n so one run takes some ms: timer noise swamps tiny runs.
 */
export function expectLinearGrowth<T>(n: number, prepare: (n: number) => T, run: (input: T) => void): void {
  const small = prepare(n);
  const large = prepare(4 * n);
  run(small); // warm up the JIT on the small input
  // A quadratic step fails every round; a burst of load on a shared machine (a CI run at load 7
  // once made one linear step 7.3x) rarely lasts three rounds.
  let round = measureRound(small, large, run);
  for (let again = 0; again < 2 && round.t4 >= limit(round.t1); again++) round = measureRound(small, large, run);
  const { t1, t4 } = round;
  if (process.env.GROWTH_LOG) console.log(`growth ${n}: ${t1.toFixed(1)} ms, ${4 * n}: ${t4.toFixed(1)} ms, ${(t4 / t1).toFixed(2)}x`);
  expect(t4, `${n}: ${t1.toFixed(1)} ms, ${4 * n}: ${t4.toFixed(1)} ms (CPU)`).toBeLessThan(limit(t1));
}

const limit = (t1: number) => 6 * Math.max(t1, 1);

/** Best of 7 for each size, taking turns. */
function measureRound<T>(small: T, large: T, run: (input: T) => void): { t1: number; t4: number } {
  let t1 = Number.POSITIVE_INFINITY;
  let t4 = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 7; i++) {
    t1 = Math.min(
      t1,
      cpuTime(() => run(small)),
    );
    t4 = Math.min(
      t4,
      cpuTime(() => run(large)),
    );
  }
  return { t1, t4 };
}

/** CPU time (user + system) of this process while `run` runs, in ms: other processes on a loaded machine do not count. */
export function cpuTime(run: () => void): number {
  const start = process.cpuUsage();
  run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

/**
 * Runs once and fails when it took `seconds` of CPU time of this process or more (only for sizes
 * that used to take far longer). CPU time, not wall-clock time: with the load of other processes
 * on a 2-core machine a 10 s budget failed at 10.7 s of wall-clock time.
 */
export function expectWithin(seconds: number, run: () => void): void {
  const took = cpuTime(run) / 1000;
  expect(took, `took ${took.toFixed(1)} s (CPU)`).toBeLessThan(seconds);
}
