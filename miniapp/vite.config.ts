import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Served by the api at /miniapp/ (api/src/middleware/static.ts serves miniapp/dist there).
export default defineConfig({
  base: '/miniapp/',
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      // The shared schema entry is pure by contract (zod and constants only): unused parts may be dropped.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]api[\\/]src[\\/]/.test(id) },
    },
  },
  server: {
    port: 5174,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
