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

  it("gives a reader of another language only the first screen's texts before the first render, not the later steps' or the app's", () => {
    const manifest = JSON.parse(readFileSync(path.join(web, 'dist/.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string; imports?: string[] }
    >;
    const closure = (key: string, seen = new Set<string>()): Set<string> => {
      if (seen.has(key)) return seen;
      seen.add(key);
      for (const child of manifest[key]?.imports ?? []) closure(child, seen);
      return seen;
    };
    for (const language of ['ru', 'uz-Cyrl']) {
      const first = `src/config/messages/${language}/first-screen.ts`;
      expect(manifest[first], language).toBeDefined();
      const files = [...closure(first)];
      // Neither the later steps' texts nor the dashboard's and admin's come with it.
      for (const other of [`src/config/messages/${language}/later-steps.ts`, `src/config/messages/${language}/app.ts`]) {
        expect(files, `${language}: ${other}`).not.toContain(other);
      }
      const size = files.reduce((sum, key) => sum + gzipSync(readFileSync(path.join(web, 'dist', manifest[key]!.file))).length, 0);
      expect(size, `${language}: ${size} bytes gzip`).toBeLessThanOrEqual(4 * 1024);
    }
  });

  it('keeps the first screen inside the budget in every language, its texts included', () => {
    const report = execFileSync(process.execPath, [path.join(web, 'scripts/check-bundle-size.mjs')], { encoding: 'utf8' });
    for (const language of ['uz', 'ru', 'uz-Cyrl']) {
      const bytes = Number(report.match(new RegExp(`^\\s+${language}\\s+[\\d.]+ KB\\s+\\((\\d+) bytes gzip\\)`, 'm'))?.[1]);
      expect(bytes, `${language}\n${report}`).toBeGreaterThan(0);
      expect(bytes, `${language}\n${report}`).toBeLessThanOrEqual(BUDGET_BYTES);
    }
  });
});
