// `pnpm gallery [--lang uz] [--width 375] [--only <route-substring>] [--jobs 2]`: every screen of the product
// (scripts/gallery/routes.mjs) in the production build, at 375 and 1280 px, in uz, uz-Cyrl and ru, as full-page
// screenshots in gallery/<lang>/<width>/<route>.png, with gallery/index.html and one gallery/contact-sheet.png to look
// at. Fails (exit 1, with a list) on sideways overflow, a page error or console.error, an API answer >= 400 the
// screen did not expect, or a request that did not load. The app runs as `pnpm lighthouse` runs it, on a fresh
// data folder seeded with the demo; Telegram's Bot API is a recorder on loopback.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';
import { ensureBuild, startBuiltApp } from './built-app.mjs';
import { root } from './run.mjs';

// The shared test support (sign-in, the Telegram client, the fake Bot API) is TypeScript.
register();
const { FakeTelegram } = await import('../api/test/telegram/support/fake-telegram.ts');
const { launchBrowser } = await import('../e2e/support/browser.ts');
const { BOT_TOKEN, BOT_USERNAME } = await import('../e2e/support/test-bot.ts');
const { dialogOverflowHeight, measureOverflow, NotSettled, showsNotFoundPage, watchPage, wordsInOtherScript } = await import(
  './gallery/checks.mjs'
);
const { LANGUAGES, openMiniApp, openWebPage, PERSONAS, WIDTHS } = await import('./gallery/personas.mjs');
const { ROUTES } = await import('./gallery/routes.mjs');
const { prepare, WEBHOOK_SECRET } = await import('./gallery/setup.mjs');
const { thumbnail, writeSheets } = await import('./gallery/sheet.mjs');

const { values: options } = parseArgs({
  options: {
    lang: { type: 'string', multiple: true },
    width: { type: 'string', multiple: true },
    only: { type: 'string', multiple: true },
    jobs: { type: 'string', default: '2' },
  },
});
const list = (values) => values?.flatMap((value) => value.split(',')).filter(Boolean);
const languages = list(options.lang) ?? LANGUAGES;
const widths = (list(options.width) ?? WIDTHS.map(String)).map(Number);
const only = list(options.only);
for (const language of languages) if (!LANGUAGES.includes(language)) throw new Error(`--lang ${language}: one of ${LANGUAGES.join(', ')}`);
for (const width of widths) if (!WIDTHS.includes(width)) throw new Error(`--width ${width}: one of ${WIDTHS.join(', ')}`);
const routes = ROUTES.filter((route) => !only || only.some((part) => route.name.includes(part) || String(route.path ?? '').includes(part)));
if (routes.length === 0) throw new Error(`--only ${only.join(', ')} matches no route`);
const jobs = routes.flatMap((route) => languages.flatMap((language) => widths.map((width) => ({ route, language, width }))));

const out = path.join(root, 'gallery');
// A full run starts from an empty folder; a quick run replaces only its own screens.
if (!options.lang && !options.width && !only) await rm(out, { recursive: true, force: true });
await mkdir(out, { recursive: true });

await ensureBuild();
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'qabul-gallery-'));
const telegram = await new FakeTelegram(null).start();
const appLog = createWriteStream(path.join(out, 'app.log'));
await new Promise((resolve) => appLog.once('open', resolve));
console.log(`Starting the app (fresh data folder, demo seeded); its log: gallery/app.log`);
const app = await startBuiltApp({
  dataDir,
  host: '127.0.0.1',
  stdio: ['ignore', appLog, appLog],
  env: {
    SEED_DEMO: '1',
    LOG_LEVEL: 'info',
    TELEGRAM_BOT_TOKEN: BOT_TOKEN,
    TELEGRAM_BOT_USERNAME: BOT_USERNAME,
    TELEGRAM_API_ROOT: telegram.apiRoot,
    TELEGRAM_MODE: 'webhook',
    TELEGRAM_WEBHOOK_SECRET: WEBHOOK_SECRET,
  },
});
const url = app.url;
const browser = await launchBrowser();
/** Everything this run started, stopped once: at the end, or when the run is interrupted (Ctrl-C). */
let stopped;
const stopAll = () =>
  (stopped ??= (async () => {
    await browser.close().catch(() => {});
    await app.stop();
    await telegram.stop();
    appLog.end();
    await rm(dataDir, { recursive: true, force: true });
  })());
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => stopAll().finally(() => process.exit(130)));

/** One screen: opened as its persona, walked to, settled, checked, photographed. */
async function shoot(job, fixtures, sessions) {
  const { route, language, width } = job;
  const persona = route.miniapp ? 'telegram' : (route.as ?? 'visitor');
  if (!PERSONAS[persona]) throw new Error(`${route.name}: no persona ${persona}`);
  const expected = [...PERSONAS[persona].expected, ...(route.expect ?? [])];
  const file = path.join(language, String(width), `${route.name}.png`);
  const result = { name: route.name, language, width, file, thumb: path.join('thumbs', file), problems: [], notes: [], words: [] };
  let watcher;
  const beforeOpen = async (page) => {
    watcher = watchPage(page, { origin: url, expected, documentStatus: route.status ?? 200 });
  };
  let opened;
  let address = null;
  try {
    if (route.miniapp) {
      const { start, client } = route.miniapp;
      const user = fixtures.telegram[language][client];
      const startParam = typeof start === 'function' ? start(fixtures, language) : start;
      opened = await openMiniApp(browser, { url, user, startParam, language, width, beforeOpen });
    } else {
      opened = await openWebPage(browser, { url, storageState: sessions[persona], language, width, beforeOpen });
      address = typeof route.path === 'function' ? route.path(fixtures, language) : route.path;
      await opened.page.goto(`${url}${address}`);
    }
    const { page } = opened;
    await watcher.settled();
    if (route.walk) {
      await route.walk(page, fixtures, { press: opened.press, screen: jobs.indexOf(job) });
      await watcher.settled();
    }
    const notFound = route.status !== 404 && (await page.evaluate(showsNotFoundPage));
    if (notFound && route.optional) result.notes.push({ kind: 'not built yet', text: 'the app shows its 404 page (optional route)' });
    else if (notFound) result.problems.push({ kind: 'not found', text: 'the app shows its 404 page' });
    const landed = new URL(page.url()).pathname;
    if (address !== null && !notFound && landed !== new URL(address, url).pathname)
      result.problems.push({ kind: 'redirected', text: `landed on ${landed}` });
    const overflow = await page.evaluate(measureOverflow);
    if (overflow.length) result.problems.push({ kind: 'overflow', text: overflow.join('\n') });
    result.words = await page.evaluate(wordsInOtherScript, language === 'uz');
  } catch (error) {
    result.problems.push({ kind: error instanceof NotSettled ? 'never settled' : 'did not open', text: error.message.split('\n')[0] });
  }
  try {
    await mkdir(path.dirname(path.join(out, file)), { recursive: true });
    await mkdir(path.dirname(path.join(out, result.thumb)), { recursive: true });
    if (opened) {
      const { page } = opened;
      // An open dialog scrolls inside the window: the window grows until all of the dialog shows.
      const extra = await page.evaluate(dialogOverflowHeight).catch(() => 0);
      const size = page.viewportSize();
      if (extra > 0 && size) await page.setViewportSize({ width: size.width, height: size.height + extra });
      // A step scrolls itself into view; a full-page picture taken scrolled draws the sticky header mid-page.
      await page.evaluate(() => {
        window.scrollTo({ top: 0, behavior: 'instant' });
        return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      });
      await page.screenshot({ path: path.join(out, file), fullPage: true, animations: 'disabled', caret: 'hide' });
      await thumbnail(path.join(out, file), path.join(out, result.thumb), width);
    }
  } catch (error) {
    result.problems.push({ kind: 'no screenshot', text: error.message.split('\n')[0] });
  }
  watcher?.stop();
  const heard = watcher?.problems ?? [];
  // A page being built elsewhere that is not there yet: whatever it did is a note.
  if (result.notes.some((note) => note.kind === 'not built yet')) result.notes.push(...heard, ...result.problems.splice(0));
  else result.problems.unshift(...heard);
  await opened?.context.close().catch(() => {});
  return result;
}

const results = [];
let failed = true;
try {
  console.log('Preparing bookings, accounts and Telegram clients...');
  const { fixtures, sessions } = await prepare({ url, outboxDir: path.join(dataDir, 'mail'), browser });
  console.log(
    `Rendering ${jobs.length} screens (${routes.length} routes x ${languages.join('/')} x ${widths.join('/')} px), ${options.jobs} at a time`,
  );
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++];
      const started = Date.now();
      const result = await shoot(job, fixtures, sessions);
      results.push(result);
      done += 1;
      const verdict = result.problems.length
        ? `PROBLEMS: ${[...new Set(result.problems.map((p) => p.kind))].join(', ')}`
        : result.notes.length
          ? 'note'
          : 'ok';
      console.log(
        `[${String(done).padStart(String(jobs.length).length)}/${jobs.length}] ${job.language.padEnd(7)} ${String(job.width).padStart(4)}  ${job.route.name.padEnd(28)} ${verdict} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
      );
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Number(options.jobs)) }, worker));

  const order = (r) => jobs.findIndex((j) => j.route.name === r.name && j.language === r.language && j.width === r.width);
  results.sort((a, b) => order(a) - order(b));
  await writeFile(path.join(out, 'report.json'), `${JSON.stringify(results, null, 2)}\n`);
  await writeSheets(browser, out, routes, results, `Qabul gallery, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`);

  // The list: each problem once, with the screens it was seen on.
  const grouped = new Map();
  for (const result of results) {
    for (const problem of result.problems) {
      const key = `${result.name}\u0000${problem.kind}\u0000${problem.text}`;
      grouped.set(key, [...(grouped.get(key) ?? []), `${result.language} ${result.width}`]);
    }
  }
  const notes = results
    .filter((r) => r.notes.length)
    .map((r) => `${r.name} (${r.language} ${r.width}): ${r.notes.map((n) => n.text).join('; ')}`);
  if (notes.length) console.log(`\nNotes:\n${[...new Set(notes.map((n) => n.replace(/ \(.*?\)/, '')))].map((n) => `  ${n}`).join('\n')}`);
  failed = grouped.size > 0;
  if (failed) {
    console.log(`\n${results.filter((r) => r.problems.length).length} of ${results.length} screens have problems:`);
    for (const [key, where] of grouped) {
      const [name, kind, text] = key.split('\u0000');
      console.log(`  ${name} [${where.join(', ')}] ${kind}: ${text.replace(/\n/g, '\n      ')}`);
    }
  } else {
    console.log(`\nAll ${results.length} screens clean.`);
  }
  console.log('\nLook at gallery/contact-sheet.png, or open gallery/index.html for every screen and what was found on it.');
} finally {
  await stopAll();
}
process.exit(failed ? 1 : 0);
