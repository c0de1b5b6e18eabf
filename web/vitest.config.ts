import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit tests of the web app's pure pieces (booking flow, month grid, slots, money, routes).
// `pnpm --filter @qabul/web test`, or `npx vitest run -c web/vitest.config.ts` from the repository root.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: { include: ['src/**/*.test.ts'], environment: 'node' },
});
