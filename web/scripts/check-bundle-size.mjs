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

if (total > BUDGET_BYTES) {
  console.error(`FAIL: ${kb(total)} is above the ${kb(BUDGET_BYTES)} budget.`);
  process.exit(1);
}
console.log(`OK: ${kb(total)} <= ${kb(BUDGET_BYTES)} budget.`);
