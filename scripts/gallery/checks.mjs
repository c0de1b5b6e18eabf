// What the gallery holds against a screen: measured in the page (sideways overflow), heard from the page (uncaught
// exceptions, console.error) and seen on the wire (API answers >= 400 the screen did not expect, requests that did
// not load). Kept apart from the run so a test can try each check on a small page of its own.

/**
 * Runs in the page: the document wider than the viewport, every visible element sticking out of it on either
 * side, and text running out of its own box. An element clipped by a scrolling or clipping container that itself
 * fits (a table in its scroll box, a tab strip) is not a problem; clipping by <html> or <body> is (the content is cut
 * off, not scrollable). Reported are the outermost elements that stick out (where the layout breaks) and the
 * innermost ones (usually the cause). Self-contained: Playwright sends its source to the page.
 */
export function measureOverflow() {
  const viewport = document.documentElement.clientWidth;
  const slack = 1;
  const found = [];
  const scrollWidth = Math.max(document.documentElement.scrollWidth, document.body?.scrollWidth ?? 0);
  if (scrollWidth > viewport + slack) found.push(`the page is ${scrollWidth}px wide in a ${viewport}px window (sideways scrolling)`);

  const describe = (element) => {
    const testId = element.getAttribute('data-testid');
    const classes = [...element.classList].slice(0, 3).join('.');
    const text = (element.textContent || element.getAttribute('aria-label') || '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${classes ? `.${classes}` : ''}${testId ? ` data-testid=${testId}` : ''}>${text ? ` "${text}"` : ''}`;
  };
  const clips = (element) => {
    if (element === document.documentElement || element === document.body) return false;
    const overflowX = getComputedStyle(element).overflowX;
    return overflowX !== 'visible';
  };
  /** Inside a clipping ancestor that itself fits the window: what sticks out of it is scrolled or cut inside it. */
  const clippedInside = (element) => {
    for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
      if (!clips(up)) continue;
      const box = up.getBoundingClientRect();
      if (box.left >= -slack && box.right <= viewport + slack) return true;
    }
    return false;
  };
  const out = new Set();
  for (const element of document.body?.querySelectorAll('*') ?? []) {
    if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    if (box.right <= viewport + slack && box.left >= -slack) continue;
    if (clippedInside(element)) continue;
    out.add(element);
  }
  const has = (element, relation) => [...out].some((other) => other !== element && relation(other));
  const outermost = [...out].filter((element) => !has(element, (other) => other.contains(element)));
  const innermost = [...out].filter((element) => !has(element, (other) => element.contains(other)));
  const say = (element) => {
    const box = element.getBoundingClientRect();
    const by =
      box.right > viewport ? `${Math.round(box.right - viewport)}px past the right edge` : `${Math.round(-box.left)}px past the left edge`;
    return `${describe(element)} sticks out ${by}`;
  };
  for (const element of outermost.slice(0, 3)) found.push(say(element));
  for (const element of innermost.filter((element) => !outermost.includes(element)).slice(0, 3)) found.push(`  caused by ${say(element)}`);

  // Inside the window, a box too narrow for its words: a button whose label runs out of it (white on white, or cut),
  // an unbreakable address spilling into the next column. Text shortened on purpose (an ellipsis) is fine.
  const range = document.createRange();
  let spills = 0;
  for (const element of document.body?.querySelectorAll('*') ?? []) {
    if (spills === 5) break;
    if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    const style = getComputedStyle(element);
    if (style.display === 'inline' || style.display === 'contents' || style.textOverflow === 'ellipsis') continue;
    // A text field draws its value inside itself: the text node measures at the page's left edge, not where it shows.
    if (element.matches('textarea, input, select')) continue;
    const box = element.getBoundingClientRect();
    // Visually hidden text (1px boxes for screen readers) is not on screen.
    if (box.width <= 1 || box.height <= 1) continue;
    for (const node of element.childNodes) {
      if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
      range.selectNodeContents(node);
      const text = range.getBoundingClientRect();
      const spill = Math.max(box.left - text.left, text.right - box.right);
      // A few pixels into the padding of a gap nobody sees; more runs into the neighbour or out of a coloured button.
      if (spill > 4) {
        const line = `${describe(element)}: its text runs ${Math.round(spill)}px out of its box`;
        // The same control on every card is one finding.
        if (!found.includes(line)) found.push(line);
        spills += 1;
        break;
      }
    }
  }
  return found;
}

/** What on a page says it is still loading: skeletons, spinners, the Mini App's boot line, busy regions. */
const BUSY = '.skeleton, .spinner, .page-loading, .boot, [aria-busy="true"]';

/**
 * Runs in the page: whether it has settled as far as the page itself can tell: fonts loaded, images decoded, nothing
 * on screen saying it is still loading.
 */
export function pageLooksSettled(busy = BUSY) {
  if (document.readyState !== 'complete' || document.fonts.status !== 'loaded') return false;
  // Lazy images below the first screen load when scrolled to; the screenshot does not scroll.
  if ([...document.images].some((image) => image.loading !== 'lazy' && !image.complete)) return false;
  return ![...document.querySelectorAll(busy)].some((element) => element.checkVisibility());
}

/** A page that never settled: its screenshot is still taken, and the reason is the screen's problem. */
export class NotSettled extends Error {}

/**
 * Runs in the page: how much taller the window must be for an open dialog to show all of itself. A dialog is fixed to
 * the window and scrolls inside; a full-page picture would cut it at the window's bottom.
 */
export function dialogOverflowHeight() {
  let extra = 0;
  for (const dialog of document.querySelectorAll('[role="dialog"], [role="alertdialog"], dialog[open]')) {
    if (!dialog.checkVisibility()) continue;
    for (const element of [dialog, ...dialog.querySelectorAll('*')]) {
      const overflowY = getComputedStyle(element).overflowY;
      if (overflowY === 'auto' || overflowY === 'scroll') extra = Math.max(extra, element.scrollHeight - element.clientHeight);
    }
  }
  return Math.ceil(extra);
}

/** Runs in the page: the SPA's own 404 page (its big "404"), whatever the language. */
export function showsNotFoundPage() {
  return [...document.querySelectorAll('p[aria-hidden="true"]')].some((element) => element.textContent?.trim() === '404');
}

/**
 * Runs in the page: the words on screen written in the other script (Latin on a Cyrillic or Russian screen, Cyrillic
 * on an Uzbek Latin one), for people to judge: names, e-mails and what providers typed stay as written, so these are
 * notes, not failures. Addresses and e-mails are left out.
 */
export function wordsInOtherScript(latinExpected) {
  const skip = 'script, style, noscript, code, pre, input, textarea, select, [translate="no"]';
  const word = latinExpected ? /\p{Script=Cyrillic}[\p{Script=Cyrillic}'-]{2,}/gu : /[A-Za-z][A-Za-z'ʻʼ‘’-]{2,}/g;
  const counts = new Map();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest(skip) || !parent.checkVisibility({ visibilityProperty: true })) continue;
    for (const token of (node.textContent ?? '').split(/\s+/)) {
      if (/@|:\/\/|www\.|\.(uz|com|ru|org)\b|^\/|^#/.test(token)) continue;
      for (const match of token.match(word) ?? []) counts.set(match, (counts.get(match) ?? 0) + 1);
    }
  }
  return [...counts.keys()].slice(0, 60);
}

/**
 * "GET /api/user 401", "* /api/staff/* 404": an expected answer. Method and path may be `*`; `*` in a path stands for
 * one path segment or more.
 */
export function expectedAnswer(rules, method, pathname, status) {
  return rules.some((rule) => {
    const [ruleMethod, rulePath, ruleStatus] = rule.split(' ');
    if (ruleMethod !== '*' && ruleMethod !== method) return false;
    if (Number(ruleStatus) !== status) return false;
    const pattern = new RegExp(`^${rulePath.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.+')}$`);
    return pattern.test(pathname);
  });
}

/** Requests that stay open by design: a page with them is settled while they run. */
const LONG_LIVED = new Set(['eventsource', 'websocket']);

/**
 * Watches a page from before its first request: problems heard or seen (`problems`), and the requests in flight, so
 * `settled()` can wait for a quiet network without a fixed sleep. `expected`: answer rules (expectedAnswer);
 * `documentStatus`: the page's own expected HTTP status (404 for a page that says "not found").
 * @param {import('playwright-core').Page} page
 * @param {{ origin: string, expected?: string[], documentStatus?: number }} options
 */
export function watchPage(page, { origin, expected = [], documentStatus = 200 }) {
  const problems = [];
  const inFlight = new Set();
  let lastActivity = Date.now();
  let watching = true;
  const note = (kind, text) => {
    if (watching && !problems.some((problem) => problem.kind === kind && problem.text === text)) problems.push({ kind, text });
  };
  const settle = (request) => {
    inFlight.delete(request);
    lastActivity = Date.now();
  };
  const local = (url) => url.startsWith(origin);
  const where = (url) => (local(url) ? url.slice(origin.length) : url);

  page.on('pageerror', (error) => note('page error', error.message.split('\n')[0]));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // Chromium logs every answer >= 400 here too; the answers are judged below, by the rules for the screen.
    if (message.text().startsWith('Failed to load resource')) return;
    note('console.error', message.text().split('\n')[0].slice(0, 300));
  });
  page.on('request', (request) => {
    if (LONG_LIVED.has(request.resourceType())) return;
    inFlight.add(request);
    lastActivity = Date.now();
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', (request) => {
    settle(request);
    const failure = request.failure()?.errorText ?? 'failed';
    // A data request the page called off itself (a query no longer needed as the screen moved on) did not fail.
    if (failure === 'net::ERR_ABORTED' && ['fetch', 'xhr'].includes(request.resourceType())) return;
    note('failed request', `${request.method()} ${where(request.url())}: ${failure}`);
  });
  page.on('response', (response) => {
    const status = response.status();
    if (status < 400) return;
    const request = response.request();
    const url = new URL(response.url());
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      if (status !== documentStatus) note('failed request', `the page itself answered ${status}`);
      return;
    }
    if (!local(response.url())) return note('failed request', `${request.method()} ${response.url()} answered ${status}`);
    if (!url.pathname.startsWith('/api/')) return note('failed request', `${request.method()} ${url.pathname} answered ${status}`);
    if (expectedAnswer(expected, request.method(), url.pathname, status)) return;
    note('failed API call', `${request.method()} ${url.pathname}${url.search} answered ${status}`);
  });

  /** Resolves once no request has been in flight for `quietMs` (new requests restart the wait); rejects at `timeoutMs`. */
  const networkQuiet = (quietMs, timeoutMs) =>
    new Promise((resolve, reject) => {
      const started = Date.now();
      const check = () => {
        if (inFlight.size === 0 && Date.now() - lastActivity >= quietMs) return resolve();
        if (Date.now() - started > timeoutMs) {
          const open = [...inFlight].map((request) => where(request.url())).slice(0, 3);
          return reject(new NotSettled(`the network never went quiet${open.length ? ` (still loading ${open.join(', ')})` : ''}`));
        }
        setTimeout(check, 50);
      };
      check();
    });

  return {
    problems,
    /**
     * The page is done: network quiet, then fonts, images and no skeletons, then quiet again (what the page loaded
     * once its data came), then two frames drawn.
     */
    async settled({ timeoutMs = 20_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      const left = () => Math.max(1, deadline - Date.now());
      await networkQuiet(250, left());
      try {
        await page.waitForFunction(pageLooksSettled, BUSY, { timeout: left(), polling: 'raf' });
      } catch {
        const busy = await page
          .locator(BUSY)
          .evaluateAll((elements) =>
            elements.filter((e) => e.checkVisibility()).map((e) => `<${e.tagName.toLowerCase()}.${[...e.classList].join('.')}>`),
          )
          .catch(() => []);
        throw new NotSettled(
          `still loading after ${timeoutMs / 1000} s${busy.length ? `: ${[...new Set(busy)].slice(0, 3).join(', ')} on screen` : ''}`,
        );
      }
      await networkQuiet(250, left());
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    },
    /** Stops listening: what happens as the page is closed is not the screen's fault. */
    stop() {
      watching = false;
    },
  };
}
