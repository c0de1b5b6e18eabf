import { graphemeBoundaries } from '@qabul/i18n';

/** Telegram refuses a message text longer than this ("Bad Request: message is too long"). */
export const TELEGRAM_TEXT_LIMIT = 4096;

interface Token {
  raw: string;
  /** For an HTML tag: the element's name, and whether it opens or closes it. */
  tag?: { name: string; opens: boolean };
}

const OPEN_TAG = /^<([a-zA-Z][\w-]*)(?:\s[^<>]*)?>/;
const CLOSE_TAG = /^<\/([a-zA-Z][\w-]*)\s*>/;
const ENTITY = /^&(?:#\d{1,7}|#x[0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{0,31});/;

/** Cut points: whole tags, whole entities, whole graphemes (an emoji with its modifiers is one). */
function tokenize(text: string, html: boolean): Token[] {
  const tokens: Token[] = [];
  const ends = graphemeBoundaries(text);
  let next = 0;
  for (let at = 0; at < text.length; ) {
    const rest = text.slice(at, at + 512);
    const open = html && rest[0] === '<' ? OPEN_TAG.exec(rest) : null;
    const close = html && rest[0] === '<' ? CLOSE_TAG.exec(rest) : null;
    const entity = html && rest[0] === '&' ? ENTITY.exec(rest) : null;
    let token: Token;
    if (open) token = { raw: open[0], tag: { name: open[1]!.toLowerCase(), opens: true } };
    else if (close) token = { raw: close[0], tag: { name: close[1]!.toLowerCase(), opens: false } };
    else if (entity) token = { raw: entity[0] };
    else {
      while ((ends[next] as number) <= at) next += 1;
      token = { raw: text.slice(at, ends[next]) };
    }
    tokens.push(token);
    at += token.raw.length;
  }
  return tokens;
}

/** The elements open after a token: an opening tag pushes, its closing tag pops. */
function afterToken(open: Token[], token: Token): Token[] {
  if (!token.tag) return open;
  if (token.tag.opens) return [...open, token];
  const at = open.map((t) => t.tag?.name).lastIndexOf(token.tag.name);
  return at < 0 ? open : [...open.slice(0, at), ...open.slice(at + 1)];
}

const closing = (open: Token[]) =>
  open
    .map((t) => `</${t.tag?.name}>`)
    .reverse()
    .join('');
const length = (tokens: Token[]) => tokens.reduce((sum, t) => sum + t.raw.length, 0);

/**
 * Splits a text into messages Telegram accepts, each at most `limit` characters as sent (HTML included, so
 * the text Telegram counts after parsing is never longer). Cuts at a blank line in the part's second half
 * where there is one, else at a line end, else at a space, else between graphemes; never inside an HTML
 * tag or entity. With HTML, the elements open at a cut are closed at the end of one part and opened again at
 * the start of the next. The one splitter of every text the bot sends.
 */
export function splitMessage(text: string, options: { html: boolean; limit?: number }): string[] {
  const limit = options.limit ?? TELEGRAM_TEXT_LIMIT;
  if (text.length <= limit) return [text];
  const tokens = tokenize(text, options.html);
  const parts: string[] = [];
  let carried: Token[] = [];
  let start = 0;
  while (start < tokens.length) {
    let open = carried;
    let size = length(carried);
    let end = start;
    const cuts: Record<'paragraph' | 'line' | 'space', { at: number; open: Token[] } | null> = { paragraph: null, line: null, space: null };
    // A cut is taken only once the part shows something: Telegram refuses a text of markup and blanks alone.
    let shows = false;
    while (end < tokens.length) {
      const token = tokens[end]!;
      const next = afterToken(open, token);
      // Always take one token, so a part can never be empty (a single over-long tag is sent as it is).
      if (end > start && size + token.raw.length + closing(next).length > limit) break;
      if (token.raw === '\n' && shows) {
        if (tokens[end - 1]!.raw === '\n' && end - 1 > start) cuts.paragraph = { at: end - 1, open };
        cuts.line = { at: end, open };
      } else if (token.raw === ' ' && shows) cuts.space = { at: end, open };
      shows ||= !token.tag && token.raw.trim() !== '';
      size += token.raw.length;
      open = next;
      end += 1;
    }
    // A blank line is the best cut, unless taking it would leave most of the part for the next message.
    const paragraph = cuts.paragraph && cuts.paragraph.at - start >= (end - start) / 2 ? cuts.paragraph : null;
    const cut = end === tokens.length ? null : (paragraph ?? cuts.line ?? cuts.space);
    const at = cut?.at ?? end;
    const openAtCut = cut?.open ?? open;
    const body = tokens.slice(start, at);
    parts.push(`${carried.map((t) => t.raw).join('')}${body.map((t) => t.raw).join('')}${end === tokens.length ? '' : closing(openAtCut)}`);
    carried = openAtCut;
    start = at;
    // The blank or space at the cut separated the parts; it does not open the next one.
    while (start < tokens.length && (tokens[start]!.raw === '\n' || tokens[start]!.raw === ' ')) start += 1;
    // What is left may be empty elements alone: nothing to show, and everything is closed already.
    if (!tokens.slice(start).some((t) => !t.tag && t.raw.trim() !== '')) break;
  }
  return parts;
}
