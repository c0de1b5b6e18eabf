import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilds } from '../support/builds.ts';
import { repoRoot } from '../support/paths.ts';

/**
 * The public booking page is what clients open from Telegram on cheap phones over mobile data: its
 * first screen may cost at most 90 KB of gzipped JavaScript.
 */
const BUDGET_BYTES = 90 * 1024;
const web = path.join(repoRoot, 'web');

beforeAll(() => ensureBuilds());

describe('public booking page JS budget', () => {
  it('web/scripts/check-bundle-size.mjs passes on web/dist with the initial JS <= 90 KB gzipped', () => {
    // The project's own check: the entry chunk and its static imports, from the Vite manifest.
    const report = execFileSync(process.execPath, [path.join(web, 'scripts/check-bundle-size.mjs')], { encoding: 'utf8' });
    const total = Number(report.match(/\((\d+) bytes gzip\)/)?.[1]);
    expect(total, report).toBeGreaterThan(0);
    expect(total, report).toBeLessThanOrEqual(BUDGET_BYTES);
    expect(report).toContain('OK:');
  });

  it('what index.html makes the browser fetch before the first screen fits the same budget', () => {
    // Cross-check of the script's model against the HTML the browser actually gets: the entry module and
    // every modulepreload. Later steps are imported on demand and are not part of this.
    const html = readFileSync(path.join(web, 'dist/index.html'), 'utf8');
    const scripts = [
      ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
      ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
    ].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    const total = scripts.reduce((sum, src) => sum + gzipSync(readFileSync(path.join(web, 'dist', src))).length, 0);
    expect(total, scripts.join(', ')).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  it("gives a reader of another language only the public page's texts before the first render, not the whole app's", () => {
    const manifest = JSON.parse(readFileSync(path.join(web, 'dist/.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string; imports?: string[] }
    >;
    for (const language of ['ru', 'uz-Cyrl']) {
      const chunk = manifest[`src/config/messages/${language}/public.ts`];
      expect(chunk, language).toBeDefined();
      // It stands alone: loading it pulls in no other chunk (the dashboard's and admin's texts stay out).
      expect(chunk?.imports ?? [], language).toEqual([]);
      const size = gzipSync(readFileSync(path.join(web, 'dist', chunk!.file))).length;
      expect(size, `${language}: ${size} bytes gzip`).toBeLessThanOrEqual(10 * 1024);
    }
  });
});
