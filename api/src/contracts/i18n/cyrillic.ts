/**
 * Uzbek Latin → Uzbek Cyrillic by the official correspondence of the two alphabets (1995): oʻ→ў, gʻ→ғ, sh→ш,
 * ch→ч, yo→ё, yu→ю, ya→я, ye→е, q→қ, h→ҳ, x→х, j→ж, y→й, a word-initial e→э, the apostrophe of a syllable
 * break (tutuq belgisi) → ъ. It drafts the Cyrillic catalogues from the canonical Latin ones, which are then
 * kept by hand (loanwords such as "ц" are fixed there). ICU placeholders, HTML tags, links, @usernames and the
 * brand names below are left as they are.
 */
const KEEP =
  /(<[^>]+>|https?:\/\/\S+|@\w+|\b(?:Qabul|Telegram|Payme|Click|Google(?: Meet| Calendar)?|Meet|Mini App|UZS|SMS|CSV|PDF|iCal|ICS|URL|ID|E\.164|YYYY-MM-DD|HH:mm)\b)/;
const APOSTROPHES = /['ʼʻ‘’`]/;

const SINGLE: Record<string, string> = {
  a: 'а',
  b: 'б',
  d: 'д',
  e: 'е',
  f: 'ф',
  g: 'г',
  h: 'ҳ',
  i: 'и',
  j: 'ж',
  k: 'к',
  l: 'л',
  m: 'м',
  n: 'н',
  o: 'о',
  p: 'п',
  q: 'қ',
  r: 'р',
  s: 'с',
  t: 'т',
  u: 'у',
  v: 'в',
  x: 'х',
  y: 'й',
  z: 'з',
  c: 'с',
  w: 'в',
};
const VOWELS = 'aeiouаеиоуэўяёю';

function convertWord(text: string): string {
  let out = '';
  let i = 0;
  const lower = text.toLowerCase();
  while (i < text.length) {
    const ch = text[i]!;
    const low = lower[i]!;
    const next = lower[i + 1] ?? '';
    const upper = ch !== low;
    const wholeUpper = upper && (text[i + 1] ?? '') !== next && next !== '';
    const emit = (cyr: string, width: number) => {
      out += upper ? (wholeUpper ? cyr.toUpperCase() : cyr.charAt(0).toUpperCase() + cyr.slice(1)) : cyr;
      i += width;
    };
    if ((low === 'o' || low === 'g') && APOSTROPHES.test(next)) {
      emit(low === 'o' ? 'ў' : 'ғ', 2);
      continue;
    }
    if (low === 'y' && next === 'o' && APOSTROPHES.test(lower[i + 2] ?? '')) {
      emit('й', 1);
      continue;
    }
    if (low === 's' && next === 'h') {
      emit('ш', 2);
      continue;
    }
    if (low === 'c' && next === 'h') {
      emit('ч', 2);
      continue;
    }
    if (low === 'y' && 'aoue'.includes(next) && next) {
      emit({ a: 'я', o: 'ё', u: 'ю', e: 'е' }[next as 'a' | 'o' | 'u' | 'e'], 2);
      continue;
    }
    if (low === 'e') {
      const previous = lower[i - 1] ?? '';
      const startsWord = !/[a-zа-яўқғҳ]/i.test(previous) || previous === '';
      emit(startsWord || VOWELS.includes(previous) ? 'э' : 'е', 1);
      continue;
    }
    if (APOSTROPHES.test(ch)) {
      // Between letters it is the syllable break (ma'lumot → маълумот); elsewhere it is a quote mark.
      const before = /[a-z]/i.test(text[i - 1] ?? '');
      const after = /[a-z]/i.test(text[i + 1] ?? '');
      out += before && after ? 'ъ' : ch;
      i += 1;
      continue;
    }
    const single = SINGLE[low];
    if (single) {
      emit(single, 1);
      continue;
    }
    out += ch;
    i += 1;
  }
  return out;
}

/** The Cyrillic spelling of an Uzbek Latin text, leaving placeholders, tags, links and brand names alone. */
export function latinToCyrillic(text: string): string {
  let out = '';
  let literal = '';
  let i = 0;
  while (i < text.length) {
    if (text[i] !== '{') {
      literal += text[i];
      i += 1;
      continue;
    }
    out += convertLiteral(literal);
    literal = '';
    const end = matchingBrace(text, i);
    out += convertArgument(text.slice(i, end + 1));
    i = end + 1;
  }
  return out + convertLiteral(literal);
}

function convertLiteral(text: string): string {
  return text
    .split(KEEP)
    .map((piece, index) => (index % 2 === 1 ? piece : convertWord(piece)))
    .join('');
}

function matchingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    if (text[i] === '{') depth += 1;
    if (text[i] === '}') depth -= 1;
    if (depth === 0) return i;
  }
  return text.length - 1;
}

/** `{name}` stays; in `{n, plural, one {…} other {…}}` the branches' words change script, the syntax does not. */
function convertArgument(argument: string): string {
  const header = /^\{\s*\w+\s*,\s*(plural|select|selectordinal)\s*,/.exec(argument);
  if (!header) return argument;
  let out = header[0];
  let i = header[0].length;
  const body = argument.slice(0, -1);
  while (i < body.length) {
    if (body[i] === '{') {
      const end = matchingBrace(body, i);
      out += `{${latinToCyrillic(body.slice(i + 1, end))}}`;
      i = end + 1;
      continue;
    }
    out += body[i];
    i += 1;
  }
  return `${out}}`;
}
