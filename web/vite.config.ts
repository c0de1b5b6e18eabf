import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  base: '/',
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    // Chrome on Android (the phones this is for) supports modulepreload; the polyfill would be dead weight.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // One vendor chunk instead of several small shared ones: fewer requests, better compression.
        advancedChunks: { groups: [{ name: 'vendor', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|@tanstack)[\\/]/ }] },
      },
      // The shared schema entry is pure by contract (zod and constants only), and the message catalog's index
      // only re-exports: declaring them side-effect free lets a page take just the modules it uses. Without
      // it, one constant import drags all of zod into the public page, and every page gets every text.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]api[\\/]src[\\/]|[\\/]config[\\/]messages/.test(id) },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
