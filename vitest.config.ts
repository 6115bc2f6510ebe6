import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Generous: the suite must stay green on a loaded 2-core machine; a hang still fails.
    testTimeout: 120_000,
  },
});
