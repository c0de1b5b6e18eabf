import { defineConfig } from 'vite';
import { appConfig } from './vite.base.ts';

/** What the public page's first screen loads besides its entry and vendor chunks (see the budget test's notes). */
const FIRST_SCREEN =
  /[\\/]src[\\/](components[\\/]layout[\\/]Footer|lib[\\/]Toaster|features[\\/]booking[\\/]components[\\/]ReviewsBlock|components[\\/]Stars|config[\\/]messages[\\/](common|footer|reviews)|lib[\\/]i18n[\\/](localized|compiled-message))\.tsx?$/;

/**
 * One chunk for each language's first-screen texts: its `public.ts` and the catalogues it exports. Apart, a catalogue
 * the later steps' texts also import (the booking's, which theirs extend) became a third request before the first render.
 */
function firstScreenTexts(id: string, ctx: { getModuleInfo(id: string): { importers: readonly string[] } | null }) {
  const language = /[\\/]config[\\/]messages[\\/](ru|uz-Cyrl)[\\/]/.exec(id)?.[1];
  if (!language) return null;
  const publicTexts = (file: string) => /[\\/]public\.ts$/.test(file) && file.includes(`${language}`);
  return publicTexts(id) || ctx.getModuleInfo(id)?.importers.some(publicTexts) ? `public-${language}` : null;
}

export default defineConfig(
  appConfig(import.meta.url, {
    base: '/',
    build: {
      // Chrome on Android (the phones this is for) supports modulepreload; the polyfill would be dead weight.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          // One vendor chunk instead of several small shared ones: fewer requests, better compression.
          // And one chunk for the small pieces the public page's first screen loads besides its entry (the texts and
          // helpers the entry shares with later chunks, the footer, the toasts' live regions, the reviews): each
          // apart was a request of its own, whose headers (about 1 KB on HTTP/1.1) outweighed most of their code.
          advancedChunks: {
            groups: [
              { name: 'vendor', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|@tanstack)[\\/]/, priority: 2 },
              { name: 'first-screen', test: FIRST_SCREEN, priority: 1 },
              { name: firstScreenTexts, priority: 1 },
            ],
          },
        },
      },
    },
  }),
);
