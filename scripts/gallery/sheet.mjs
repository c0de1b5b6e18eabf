// The gallery's two views: index.html (every screen as a thumbnail linked to its full-page screenshot, with what was
// found on it) and contact-sheet.png (the same grid drawn by Chromium itself from sheet.html: one picture to look at).
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from '../run.mjs';
import { LANGUAGES, screen, WIDTHS } from './personas.mjs';

// sharp is the api's image library (uploads); the gallery only cuts and shrinks its own screenshots with it.
const sharp = createRequire(path.join(root, 'api/package.json'))('sharp');

/** Thumbnail widths: a phone's first screen and a desktop's, at the same height on the sheet. */
const THUMB_WIDTH = { 375: 96, 1280: 276 };

/** The first screen of a full-page screenshot, shrunk for the sheet. */
export async function thumbnail(source, target, width) {
  const { viewport } = screen(width);
  const image = sharp(source);
  const { width: actual = viewport.width, height = viewport.height } = await image.metadata();
  await image
    .extract({ left: 0, top: 0, width: Math.min(actual, viewport.width), height: Math.min(height, viewport.height) })
    .resize({ width: THUMB_WIDTH[width] ?? 200 })
    .png()
    .toFile(target);
}

const html = (text) => String(text).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

const STYLE = `
  body { font: 13px/1.35 system-ui, sans-serif; margin: 16px; color: #1d1d1f; background: #f4f4f5; }
  h1 { font-size: 20px; margin: 0 0 4px; }
  .rows { columns: 2; column-gap: 24px; }
  .sheet .rows { columns: 2; }
  .page .rows { columns: 1; }
  .row { break-inside: avoid; display: flex; gap: 8px; align-items: flex-start; background: #fff; border-radius: 8px;
         padding: 8px; margin: 0 0 12px; }
  .label { width: 150px; flex: none; word-break: break-word; }
  .label b { display: block; font-size: 14px; }
  .label small { color: #6b6b70; }
  .cell { flex: none; margin: 0; }
  .cell img { display: block; border: 2px solid #d4d4d8; border-radius: 4px; background: #fff; }
  .cell figcaption { font-size: 11px; color: #3f3f46; margin-top: 2px; max-width: 276px; }
  .cell.failed img { border-color: #dc2626; }
  .cell.noted img { border-color: #d97706; }
  .cell.failed figcaption b { color: #dc2626; }
  .cell ul { margin: 2px 0 0; padding-left: 14px; font-size: 11px; color: #7f1d1d; max-width: 276px; }
  .cell ul.notes { color: #92400e; }
  .cell .words { font-size: 11px; color: #52525b; max-width: 276px; margin: 2px 0 0; }
  .summary { margin: 0 0 12px; }
`;

function cell(result, { details }) {
  if (!result) return '<figure class="cell"></figure>';
  const state = result.problems.length ? 'failed' : result.notes.length ? 'noted' : 'ok';
  const list = (items, className) =>
    details && items.length ? `<ul class="${className}">${items.map((p) => `<li>${html(`${p.kind}: ${p.text}`)}</li>`).join('')}</ul>` : '';
  const marks = result.problems.length ? ` <b>✗ ${result.problems.length}</b>` : result.notes.length ? ' ⚠' : ' ✓';
  const img = `<img src="${html(result.thumb)}" alt="${html(`${result.name} ${result.language} ${result.width}`)}">`;
  return `<figure class="cell ${state}">${details ? `<a href="${html(result.file)}">${img}</a>` : img}
    <figcaption>${html(result.name)} · ${html(result.language)} · ${result.width}${marks}</figcaption>
    ${list(result.problems, 'problems')}${list(result.notes, 'notes')}
    ${details && result.words.length ? `<p class="words" title="Words in the other script: names and what providers typed stay as written; product words should not">${result.language === 'uz' ? 'Cyrillic' : 'Latin'}: ${html(result.words.join(', '))}</p>` : ''}</figure>`;
}

/** The page: one row per route, its screens in a fixed order of languages and widths. */
function page(routes, results, { details, title }) {
  const byKey = new Map(results.map((r) => [`${r.name} ${r.language} ${r.width}`, r]));
  const failed = results.filter((r) => r.problems.length).length;
  const rows = routes
    .map((route) => {
      const cells = LANGUAGES.flatMap((language) => WIDTHS.map((width) => byKey.get(`${route.name} ${language} ${width}`)));
      if (cells.every((c) => !c)) return '';
      const where = route.miniapp
        ? `Mini App${route.miniapp.start ? ` · start ${typeof route.miniapp.start === 'string' ? route.miniapp.start : '…'}` : ''}`
        : typeof route.path === 'string'
          ? route.path
          : '(made in setup)';
      return `<section class="row"><div class="label"><b>${html(route.name)}</b><small>${html(where)} · ${html(route.miniapp ? 'telegram' : (route.as ?? 'visitor'))}${route.optional ? ' · optional' : ''}</small></div>
        ${cells
          .filter(Boolean)
          .map((r) => cell(r, { details }))
          .join('')}</section>`;
    })
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${html(title)}</title><style>${STYLE}</style></head>
  <body class="${details ? 'page' : 'sheet'}"><h1>${html(title)}</h1>
  <p class="summary">${results.length} screens · ${failed} with problems (red) · ${results.filter((r) => !r.problems.length && r.notes.length).length} with notes (amber) · languages ${LANGUAGES.join(', ')} · widths ${WIDTHS.join(', ')} px</p>
  <div class="rows">${rows}</div></body></html>`;
}

/** Writes index.html and sheet.html into `dir`, then draws contact-sheet.png from sheet.html in `browser`. */
export async function writeSheets(browser, dir, routes, results, title) {
  await writeFile(path.join(dir, 'index.html'), page(routes, results, { details: true, title }));
  const sheet = path.join(dir, 'sheet.html');
  await writeFile(sheet, page(routes, results, { details: false, title }));
  const context = await browser.newContext({ viewport: { width: 2 * (150 + 3 * (96 + 276) + 7 * 8 + 16) + 24 + 32, height: 800 } });
  try {
    const view = await context.newPage();
    await view.goto(`file://${sheet}`);
    await view.waitForFunction(() => [...document.images].every((image) => image.complete));
    await view.screenshot({ path: path.join(dir, 'contact-sheet.png'), fullPage: true });
  } finally {
    await context.close();
  }
}
