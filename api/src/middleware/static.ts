import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Next } from 'koa';
import serve from 'koa-static';
import { withHead, withLanguage } from '../features/public-pages/page-head.ts';
import { shellFor } from '../features/public-pages/public-pages.service.ts';
import type { AppContext } from '../lib/context.ts';
import { DEFAULT_LANGUAGE, type Language } from '../contracts/i18n/index.ts';
import { requestLanguage } from '../lib/i18n/request-language.ts';
import { publicOrigin } from '../lib/public-origin.ts';

/** The repository root: the nearest folder up from this file (source or compiled bundle) with the workspace file. */
function repositoryRoot(): string {
  let folder = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(folder, 'pnpm-workspace.yaml')) && path.dirname(folder) !== folder) folder = path.dirname(folder);
  return folder;
}
const root = repositoryRoot();
export const WEB_DIST = path.join(root, 'web/dist');
export const MINIAPP_DIST = path.join(root, 'miniapp/dist');

let languageChunks: Partial<Record<Language, string>> | null = null;

/**
 * The built chunk of a language's first-screen texts (`public-<language>`, named by web/vite.config.ts), from the
 * build's manifest, read once; null for Uzbek (in the entry) or without a build.
 */
export function languageChunk(language: Language): string | null {
  if (!languageChunks) {
    languageChunks = {};
    try {
      const manifest = JSON.parse(readFileSync(path.join(WEB_DIST, '.vite/manifest.json'), 'utf8')) as Record<
        string,
        { file: string; name?: string }
      >;
      for (const chunk of Object.values(manifest)) {
        const language = chunk.name?.match(/^public-(.+)$/)?.[1];
        if (language) languageChunks[language as Language] = `/${chunk.file}`;
      }
    } catch {
      // No build (tests of the API alone): the page loads its texts without the hint.
    }
  }
  return language === DEFAULT_LANGUAGE ? null : (languageChunks[language] ?? null);
}

/**
 * A reader of another language gets that language's first-screen texts fetched with the entry, not after it ran:
 * one round trip less before the first render (the budget test counts the chunk in the first screen either way).
 */
export function withLanguageTexts(page: string, language: Language): string {
  const chunk = languageChunk(language);
  return chunk ? page.replace('</head>', () => `  <link rel="modulepreload" crossorigin href="${chunk}">\n  </head>`) : page;
}

/**
 * Serves the built web app at / and the Mini App at /miniapp/, with the SPA fallback to index.html.
 * Hashed assets are cached for a year; index.html never, so a deploy is picked up at once.
 */
export function serveClients() {
  const web = serve(WEB_DIST, {
    index: false,
    maxage: 365 * 24 * 3600 * 1000,
    immutable: true,
    gzip: true,
    brotli: true,
  });
  const mini = serve(MINIAPP_DIST, {
    index: false,
    maxage: 365 * 24 * 3600 * 1000,
    immutable: true,
    gzip: true,
    brotli: true,
  });
  return async (ctx: AppContext, next: Next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path.startsWith('/api/')) return next();
    const isMini = ctx.path === '/miniapp' || ctx.path.startsWith('/miniapp/');
    const dist = isMini ? MINIAPP_DIST : WEB_DIST;
    if (/\/assets\//.test(ctx.path) || /\.[a-z0-9]+$/i.test(ctx.path)) {
      if (isMini) {
        const original = ctx.path;
        ctx.path = ctx.path.replace(/^\/miniapp/, '') || '/';
        await mini(ctx as never, async () => {});
        ctx.path = original;
      } else {
        await web(ctx as never, async () => {});
      }
      if (ctx.body) {
        // The same URL answers br, gzip or plain by Accept-Encoding: caches must keep them apart.
        ctx.vary('Accept-Encoding');
        return;
      }
      if (/\/assets\//.test(ctx.path)) return next();
    }
    const index = path.join(dist, 'index.html');
    if (!existsSync(index)) return next();
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    const shell = await readFile(index, 'utf8');
    if (isMini) {
      ctx.body = shell;
      return;
    }
    // The page is in the reader's language (?lang=, the lang cookie, Accept-Language): caches keep them apart.
    const language = requestLanguage(ctx);
    ctx.vary('Accept-Language');
    ctx.vary('Cookie');
    const answer = await shellFor(ctx.state.em, ctx.path, publicOrigin(ctx), language);
    ctx.status = answer.status;
    ctx.body = withLanguageTexts(answer.head ? withHead(shell, answer.head) : withLanguage(shell, language), language);
  };
}
