import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['api/**/*.test.ts', 'db/**/*.test.ts', 'bot/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'e2e/**'],
    globalSetup: ['api/test/support/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
