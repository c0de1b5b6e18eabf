import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit tests of the Mini App's pure pieces (its catalogue). `npx vitest run -c miniapp/vitest.config.ts`.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: { include: ['src/**/*.test.ts'], environment: 'node' },
});
