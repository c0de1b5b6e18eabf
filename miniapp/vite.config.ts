import { defineConfig } from 'vite';
import { appConfig } from '../web/vite.base.ts';

// Served by the api at /miniapp/ (api/src/middleware/static.ts serves miniapp/dist there).
export default defineConfig(appConfig(import.meta.url, { base: '/miniapp/', server: { port: 5174 } }));
