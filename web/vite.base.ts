import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzip as zopfliGzip } from '@gfx/zopfli';
import react from '@vitejs/plugin-react';
import { mergeConfig, type UserConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { compileCatalogues } from './vite.messages.ts';

const zopfliAsync = promisify(zopfliGzip) as (buffer: Parameters<typeof zopfliGzip>[0], options: object) => Promise<Uint8Array>;

async function zopfli(buffer: Parameters<typeof zopfliGzip>[0], options: { numiterations?: number }): Promise<Buffer> {
  return Buffer.from(await zopfliAsync(buffer, options));
}

/**
 * What the web app and the Mini App build the same way. `packageUrl` is the app's own vite config
 * (import.meta.url), so each builds into its own dist/.
 */
export function appConfig(packageUrl: string, own: UserConfig): UserConfig {
  return mergeConfig(
    {
      plugins: [
        react(),
        compileCatalogues(),
        // Precompressed copies beside every text asset: the server sends them as they are (no CPU per request),
        // at the strongest levels, because a client on mobile data pays for every byte.
        // gzip by Zopfli: the same format every browser reads, about 5 % smaller than zlib's best; it matters where
        // brotli is not offered (Chrome sends Accept-Encoding br only over HTTPS).
        compression({
          algorithms: [defineAlgorithm(zopfli, { numiterations: 15 }), defineAlgorithm('brotliCompress')],
          filename: (id, { algorithm }) => `${id}${algorithm === 'brotliCompress' ? '.br' : '.gz'}`,
          include: /\.(js|css|html|svg|json|webmanifest|txt|xml)$/,
          threshold: 512,
          skipIfLargerOrEqual: true,
        }),
      ],
      build: {
        outDir: fileURLToPath(new URL('./dist', packageUrl)),
        emptyOutDir: true,
        manifest: true,
        target: 'es2022',
        rolldownOptions: {
          // The shared schema entry is pure by contract (zod and constants only), and message-catalog indexes
          // only re-export: declaring them side-effect free lets a page take just the modules it uses. Without
          // it, one constant import drags all of zod into the public page, and every page gets every text.
          treeshake: { moduleSideEffects: (id: string) => !/[\\/]api[\\/]src[\\/]|[\\/]config[\\/]messages/.test(id) },
        },
      },
      server: { proxy: { '/api': 'http://localhost:3000' } },
    },
    own,
  );
}
