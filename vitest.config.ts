import { defineConfig } from 'vitest/config';

// Unit and API tests of every package; the browser tests have their own config (e2e/vitest.config.ts).
export default defineConfig({
  test: {
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          include: ['api/**/*.test.ts', 'db/**/*.test.ts', 'i18n/**/*.test.ts', 'bot/**/*.test.ts'],
          exclude: ['**/node_modules/**'],
          globalSetup: ['api/test/support/global-setup.ts'],
          // Every Bot API call a test makes the product send is checked against Telegram's schema.
          setupFiles: ['api/test/telegram/support/no-invalid-calls.ts'],
        },
      },
      'web/vitest.config.ts',
      'miniapp/vitest.config.ts',
    ],
  },
});
