import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// One file at a time: every test file starts its own app (embedded PostgreSQL) and Chromium, and this
// runs on 2-core CI machines where two of those at once would only make each slower and flakier.
export default defineConfig({
  test: {
    // Rooted here so `vitest run --config e2e/vitest.config.ts` from the repo and `pnpm test` in e2e/ match
    // the same files: e2e/tests/**/*.test.ts.
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['tests/**/*.test.ts'],
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 120_000,
    // Every Bot API call the app makes to the fake Telegram is checked against Telegram's schema.
    setupFiles: ['../api/test/telegram/support/no-invalid-calls.ts'],
    hookTimeout: 180_000,
  },
});
