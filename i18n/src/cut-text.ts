/**
 * Cuts a text to at most `max` UTF-16 code units between whole graphemes (what a reader sees as one character:
 * an emoji with its modifiers, a letter with its accents), with `…` at the end when anything was cut. Never
 * splits a surrogate pair: half of one is not valid UTF-8, and Telegram refuses the whole call. UTF-16 units are
 * what JavaScript and Telegram's limits count, and never fewer than the characters a person counts. The one cut of
 * every text with a length limit (Telegram's titles, buttons and answers, a client's words echoed in a message).
 */
export function cutText(text: string, max: number, ellipsis = '…'): string {
  if (text.length <= max) return text;
  const room = max - ellipsis.length;
  let length = 0;
  // Whether a place is a grapheme boundary depends only on what comes before it and the next character, so the
  // head of the text decides every cut within `room`: a client's 16 KB is never handed to the segmenter whole.
  for (const { segment } of graphemes().segment(text.slice(0, room + 4))) {
    if (length + segment.length > room) break;
    length += segment.length;
  }
  return `${text.slice(0, length)}${ellipsis}`;
}

/** The places a text may be cut without splitting a grapheme, in order: each grapheme's end (the last is the text's length). */
export function graphemeBoundaries(text: string): number[] {
  const ends: number[] = [];
  for (const { index, segment } of graphemes().segment(text)) ends.push(index + segment.length);
  return ends;
}

let segmenter: Intl.Segmenter | undefined;
const graphemes = () => (segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' }));
