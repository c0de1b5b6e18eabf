import { defineConfig } from 'vite';
import { appConfig } from './vite.base.ts';

export default defineConfig(
  appConfig(import.meta.url, {
    base: '/',
    build: {
      // Chrome on Android (the phones this is for) supports modulepreload; the polyfill would be dead weight.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          // One vendor chunk instead of several small shared ones: fewer requests, better compression.
          advancedChunks: { groups: [{ name: 'vendor', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|@tanstack)[\\/]/ }] },
        },
      },
    },
  }),
);
