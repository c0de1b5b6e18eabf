#!/usr/bin/env node
// Budget check for the provider's public booking page (what clients open from Telegram on cheap phones), per
// language. Reads dist/.vite/manifest.json (build.manifest: true) and sums the compressed size of the JS that page
// loads before its first screen is complete: the entry chunk and everything it imports statically, transitively
// (React and TanStack Query in `vendor`, and `first-screen`: the helpers and texts the entry shares with later
// chunks, the footer, the toasts' live regions and the reviews block), plus, for a reader of Russian or Uzbek
// Cyrillic, that language's first-screen texts (`public-<language>`, loaded before the first render). The later
// booking steps (and their texts) load at the visitor's first touch and are reported for information only.
//
// Budget: what the browser is sent, brotli (every browser offers it over HTTPS, and the server sends the .br built
// beside each file): at most 90 KB in every language and 83 KB in Uzbek. The gzip figure (the fallback for a client
// without brotli, and the larger) is printed beside it. KB = 1024 bytes. e2e/tests/bundle-budget.test.ts checks the
// same figures in Chromium, response headers included, as Lighthouse counts them.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const BUDGETS = { uz: 83 * 1024, 'uz-Cyrl': 90 * 1024, ru: 90 * 1024 };
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) {
  console.error('No entry in the Vite manifest; run `vite build` first.');
  process.exit(2);
}

function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key].imports ?? []) staticClosure(child, seen);
  return seen;
}

// What is actually sent: the precompressed file beside the original, or the file compressed here when the build made
// none (files under the compression threshold are sent as they are, and counted so).
const sent = (file, extension, compress) => {
  const precompressed = join(dist, `${file}.${extension}`);
  if (existsSync(precompressed)) return statSync(precompressed).size;
  const raw = readFileSync(join(dist, file));
  return raw.length < 512 ? raw.length : compress(raw).length;
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function report(title, keys) {
  let br = 0;
  let gz = 0;
  console.log(title);
  for (const key of keys) {
    const file = manifest[key].file;
    const [b, g] = [sent(file, 'br', brotliCompressSync), sent(file, 'gz', gzipSync)];
    br += b;
    gz += g;
    console.log(`  ${file.padEnd(48)} ${kb(b).padStart(9)} br ${kb(g).padStart(9)} gzip`);
  }
  console.log(`  ${'total'.padEnd(48)} ${kb(br).padStart(9)} br ${kb(gz).padStart(9)} gzip  (${br} bytes br, ${gz} bytes gzip)`);
  return { br, gz };
}

/** The chunk of a language's first-screen texts (named by the build, web/vite.config.ts). */
const languageChunk = (language) => Object.keys(manifest).find((key) => manifest[key].name === `public-${language}`);

const initial = staticClosure(entryKey);
let failed = false;
const totals = {};
for (const language of Object.keys(BUDGETS)) {
  const keys = new Set(initial);
  if (language !== 'uz') {
    const texts = languageChunk(language);
    if (!texts) {
      console.error(`FAIL: no public-${language} chunk in the manifest (web/vite.config.ts names it).`);
      process.exit(1);
    }
    staticClosure(texts, keys);
  }
  const total = report(`Public booking page in ${language}, first screen's JS:`, [...keys]);
  totals[language] = total;
  if (total.br > BUDGETS[language]) {
    console.error(`FAIL: ${language}: ${kb(total.br)} is above its ${kb(BUDGETS[language])} budget.`);
    failed = true;
  }
}

// For information: the rest of the booking flow, loaded after the first screen.
const later = Object.keys(manifest).filter(
  (key) => !initial.has(key) && /features\/booking\/components\/(FlowSteps|ConfirmationStep)/.test(key),
);
const laterClosure = new Set();
for (const key of later) for (const k of staticClosure(key)) if (!initial.has(k)) laterClosure.add(k);
if (laterClosure.size) report('Later booking steps (loaded at the first touch, Uzbek):', [...laterClosure]);

if (failed) process.exit(1);
const line = Object.entries(totals)
  .map(([language, { br, gz }]) => `${language} ${kb(br)} br (${kb(gz)} gzip) <= ${kb(BUDGETS[language])}`)
  .join('; ');
console.log(`OK: ${line}`);
