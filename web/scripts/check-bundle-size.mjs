#!/usr/bin/env node
// Budget check for the provider's public booking page (what clients open from Telegram on cheap phones).
// Reads dist/.vite/manifest.json (build.manifest: true) and sums the gzipped size of the JS that page
// loads before it can render: the entry chunk and everything it imports statically, transitively.
// In this app the public page is part of the entry (main.tsx renders it without the router), so
// "the public page chunk" is the entry itself; the later booking steps are separate, prefetched chunks
// and are reported for information only. gzip at zlib's default level (6), as servers commonly send it; KB = 1024 bytes.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 90 * 1024;
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

// What is actually sent: the precompressed .gz beside the file (the fallback for browsers without brotli, and the
// larger of the two), or the file gzipped at the default level when the build made none.
const gzipped = (file) => {
  const precompressed = join(dist, `${file}.gz`);
  return existsSync(precompressed) ? statSync(precompressed).size : gzipSync(readFileSync(join(dist, file))).length;
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function report(title, keys) {
  let total = 0;
  console.log(title);
  for (const key of keys) {
    const size = gzipped(manifest[key].file);
    total += size;
    console.log(`  ${manifest[key].file.padEnd(48)} ${kb(size).padStart(9)}`);
  }
  console.log(`  ${'total'.padEnd(48)} ${kb(total).padStart(9)}  (${total} bytes gzip)`);
  return total;
}

const initial = staticClosure(entryKey);
const total = report(`Public booking page, initial JS (entry ${entryKey} and its static imports):`, [...initial]);

// For information: the rest of the booking flow, loaded after the first screen.
const later = Object.keys(manifest).filter(
  (key) => !initial.has(key) && /features\/booking\/components\/(FlowSteps|ConfirmationStep)/.test(key),
);
const laterClosure = new Set();
for (const key of later) for (const k of staticClosure(key)) if (!initial.has(k)) laterClosure.add(k);
if (laterClosure.size) report('Later booking steps (prefetched after the first screen):', [...laterClosure]);

// Every language (DECISIONS.md): a reader of Russian or Uzbek Cyrillic also loads their language's first-screen
// texts before the first render (config/messages/translations.ts), so their first screen is the entry plus that chunk.
const perLanguage = [['uz', total]];
for (const language of ['ru', 'uz-Cyrl']) {
  const key = `src/config/messages/${language}/first-screen.ts`;
  if (!manifest[key]) {
    console.error(`FAIL: no first-screen texts chunk for ${language} (${key}) in the manifest.`);
    process.exit(1);
  }
  const extra = [...staticClosure(key)].filter((k) => !initial.has(k));
  perLanguage.push([language, total + extra.reduce((sum, k) => sum + gzipped(manifest[k].file), 0)]);
}
console.log('First screen by language (JS and the language\'s texts):');
for (const [language, bytes] of perLanguage) console.log(`  ${language.padEnd(48)} ${kb(bytes).padStart(9)}  (${bytes} bytes gzip)`);

const over = perLanguage.filter(([, bytes]) => bytes > BUDGET_BYTES);
if (over.length > 0) {
  for (const [language, bytes] of over) console.error(`FAIL: ${language}: ${kb(bytes)} is above the ${kb(BUDGET_BYTES)} budget.`);
  process.exit(1);
}
console.log(`OK: ${kb(total)} <= ${kb(BUDGET_BYTES)} budget.`);
