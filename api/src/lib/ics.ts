/**
 * The one calendar-file (RFC 5545) builder: the client's .ics download and the e-mail invitations both come
 * from here. Names, titles and addresses are people's own text, so every value is escaped for its place
 * (TEXT values, parameter values, calendar addresses): a CR/LF, quote or semicolon in a name stays part
 * of that value and can never start a property or parameter of its own.
 */

export interface CalendarPerson {
  name: string;
  email: string;
}

export interface CalendarAttendee extends CalendarPerson {
  partstat: 'ACCEPTED' | 'NEEDS-ACTION';
  role: 'REQ-PARTICIPANT';
  rsvp: boolean;
}

export interface CalendarEvent {
  productId: string;
  /**
   * iTIP method for e-mail (RFC 5546): REQUEST and CANCEL name at least one ATTENDEE, PUBLISH none; no method for a
   * plain download.
   */
  method?: 'REQUEST' | 'CANCEL' | 'PUBLISH';
  uid: string;
  /**
   * Grows with every update, so a later message wins over an earlier one (RFC 5545 3.8.7.4): a small counter, as
   * iCalendar's INTEGER is 32-bit.
   */
  sequence?: number;
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  location?: string;
  status: 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';
  organizer: CalendarPerson;
  attendees?: CalendarAttendee[];
}

/** A content line before folding: the value already in its encoded form. */
interface ContentLine {
  name: string;
  params?: Array<[string, string]>;
  value: string;
}

/** Lines are at most 75 octets without the line break (RFC 5545 3.1). */
const LINE_OCTETS = 75;

/** A lone UTF-16 surrogate cannot be written as UTF-8: it becomes U+FFFD, as an encoder would make it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Control characters a value may not carry: all but tab and LF (LF is kept and written as a line break). */
function isControl(char: string): boolean {
  const code = char.charCodeAt(0);
  return (code < 0x20 && char !== '\t' && char !== '\n') || code === 0x7f;
}

/** What any value may hold: well-formed text, line breaks as LF alone (CR dropped), no other controls. */
function clean(value: string): string {
  return [...value.replace(LONE_SURROGATE, '\uFFFD')].filter((char) => !isControl(char)).join('');
}

/** A TEXT value: backslash, `;` and `,` escaped, a line break as `\n`, CR and other controls dropped. */
export function icsText(value: string): string {
  return clean(value)
    .replace(/[\\;,]/g, (char) => `\\${char}`)
    .replace(/\n/g, '\\n');
}

/**
 * A parameter value (CN=...). Parameters have no backslash escapes; RFC 6868 carets carry what they cannot
 * hold: `^` as `^^`, a line break as `^n`, a double quote as `^'`. CR and other controls are dropped. Quoted
 * when it holds `:`, `;` or `,`, which would otherwise end the parameter.
 */
export function icsParam(value: string): string {
  const safe = clean(value).replace(/[\^\n"]/g, (char) => (char === '^' ? '^^' : char === '\n' ? '^n' : "^'"));
  return /[:;,]/.test(safe) ? `"${safe}"` : safe;
}

/** A calendar address: mailto with every character outside an e-mail's plain set percent-encoded. */
export function icsMailto(email: string): string {
  const encoded = [...email.replace(LONE_SURROGATE, '\uFFFD')]
    .map((char) =>
      /[A-Za-z0-9@.!#$&'*+/=?^_`{|}~-]/.test(char)
        ? char
        : [...Buffer.from(char, 'utf8')].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join(''),
    )
    .join('');
  return `mailto:${encoded}`;
}

/** 20261124T093000Z */
function icsDate(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/**
 * Folds a line into pieces of at most 75 octets, each continuation opened by a space, cut only between
 * characters (a UTF-8 letter is never split across lines); CRLF after each.
 */
export function icsFold(line: string): string {
  const pieces: string[] = [];
  let piece = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > LINE_OCTETS) {
      pieces.push(piece);
      piece = ' ';
      octets = 1;
    }
    piece += char;
    octets += size;
  }
  pieces.push(piece);
  return `${pieces.join('\r\n')}\r\n`;
}

function render({ name, params = [], value }: ContentLine): string {
  return icsFold(`${name}${params.map(([key, param]) => `;${key}=${param}`).join('')}:${value}`);
}

function person(name: 'ORGANIZER' | 'ATTENDEE', who: CalendarPerson, extra: Array<[string, string]> = []): ContentLine {
  return { name, params: [...extra, ['CN', icsParam(who.name)]], value: icsMailto(who.email) };
}

/** The calendar file for one event, with CRLF line ends. */
export function calendarFile(event: CalendarEvent): string {
  const lines: ContentLine[] = [
    { name: 'BEGIN', value: 'VCALENDAR' },
    { name: 'VERSION', value: '2.0' },
    { name: 'PRODID', value: icsText(event.productId) },
    { name: 'CALSCALE', value: 'GREGORIAN' },
    ...(event.method ? [{ name: 'METHOD', value: event.method }] : []),
    { name: 'BEGIN', value: 'VEVENT' },
    { name: 'UID', value: icsText(event.uid) },
    ...(event.sequence !== undefined ? [{ name: 'SEQUENCE', value: String(Math.trunc(event.sequence)) }] : []),
    { name: 'DTSTAMP', value: icsDate(event.stamp) },
    { name: 'DTSTART', value: icsDate(event.start) },
    { name: 'DTEND', value: icsDate(event.end) },
    { name: 'SUMMARY', value: icsText(event.summary) },
    ...(event.description ? [{ name: 'DESCRIPTION', value: icsText(event.description) }] : []),
    ...(event.location ? [{ name: 'LOCATION', value: icsText(event.location) }] : []),
    { name: 'STATUS', value: event.status },
    person('ORGANIZER', event.organizer),
    ...(event.attendees ?? []).map((attendee) =>
      person('ATTENDEE', attendee, [
        ['ROLE', attendee.role],
        ['PARTSTAT', attendee.partstat],
        ['RSVP', attendee.rsvp ? 'TRUE' : 'FALSE'],
      ]),
    ),
    { name: 'END', value: 'VEVENT' },
    { name: 'END', value: 'VCALENDAR' },
  ];
  return lines.map(render).join('');
}
