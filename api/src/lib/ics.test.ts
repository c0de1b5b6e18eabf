import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { icsPhysicalLines, icsUnescape, INVITATION_PROPERTIES, readIcs } from '../../test/support/ics-read.ts';
import { type CalendarEvent, calendarFile } from './ics.ts';

/** People's text: any unicode, plus the characters that would break a calendar file if left as they are. */
const text = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 120 }),
  fc.string({ unit: 'grapheme', maxLength: 120 }),
  fc.string({
    unit: fc.constantFrom('\r', '\n', '"', ';', ',', ':', '\\', '^', "'", 'a', ' ', 'ATTACH:', 'URL:', 'ö', 'ш', '😀', '\t', '\u0000'),
    maxLength: 80,
  }),
);
const name = text.filter((value) => value.length > 0);

/** What a value should read back as: well-formed text, CR and controls other than tab and LF gone. */
const expected = (value: string) =>
  [...value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')]
    .filter((char) => char === '\t' || char === '\n' || (char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f))
    .join('');

const event = fc.record({
  summary: name,
  description: name,
  location: name,
  organizer: fc.record({ name, email: fc.emailAddress() }),
  attendee: fc.record({ name, email: fc.emailAddress() }),
  cancelled: fc.boolean(),
});

describe('the calendar file builder', () => {
  it('reads back to exactly its properties and values, whatever the names hold, every line at most 75 octets', () => {
    fc.assert(
      fc.property(event, (e) => {
        const input: CalendarEvent = {
          productId: 'qabul.uz/test',
          method: e.cancelled ? 'CANCEL' : 'REQUEST',
          uid: 'b1@qabul.uz',
          sequence: 7,
          stamp: new Date('2026-11-24T10:00:00Z'),
          start: new Date('2026-11-25T09:30:00Z'),
          end: new Date('2026-11-25T10:00:00Z'),
          summary: e.summary,
          description: e.description,
          location: e.location,
          status: e.cancelled ? 'CANCELLED' : 'CONFIRMED',
          organizer: e.organizer,
          attendees: [{ ...e.attendee, partstat: 'ACCEPTED', role: 'REQ-PARTICIPANT', rsvp: false }],
        };
        const file = calendarFile(input);
        for (const line of icsPhysicalLines(file)) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
        // Folding never cuts a character: no physical line holds half of a surrogate pair.
        for (const line of icsPhysicalLines(file))
          expect(line).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
        const properties = readIcs(file);
        expect(properties.map((p) => p.name)).toEqual(INVITATION_PROPERTIES);
        const byName = (n: string) => properties.find((p) => p.name === n)!;
        expect(icsUnescape(byName('SUMMARY').value)).toBe(expected(e.summary));
        expect(icsUnescape(byName('DESCRIPTION').value)).toBe(expected(e.description));
        expect(icsUnescape(byName('LOCATION').value)).toBe(expected(e.location));
        expect(byName('ORGANIZER').params).toEqual({ CN: expected(e.organizer.name) });
        expect(decodeURIComponent(byName('ORGANIZER').value)).toBe(`mailto:${e.organizer.email}`);
        expect(byName('ATTENDEE').params).toEqual({
          ROLE: 'REQ-PARTICIPANT',
          PARTSTAT: 'ACCEPTED',
          RSVP: 'FALSE',
          CN: expected(e.attendee.name),
        });
        expect(decodeURIComponent(byName('ATTENDEE').value)).toBe(`mailto:${e.attendee.email}`);
        expect(byName('DTSTART').value).toBe('20261125T093000Z');
        expect(byName('STATUS').value).toBe(e.cancelled ? 'CANCELLED' : 'CONFIRMED');
      }),
      { numRuns: 500 },
    );
  });

  it('folds by octets without splitting a letter', () => {
    const file = calendarFile({
      productId: 'p',
      uid: 'u',
      stamp: new Date(0),
      start: new Date(0),
      end: new Date(0),
      summary: 'ш'.repeat(100),
      status: 'CONFIRMED',
      organizer: { name: 'O', email: 'o@x.uz' },
    });
    const lines = icsPhysicalLines(file).filter((line) => line.startsWith('SUMMARY') || line.startsWith(' '));
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
      expect(Buffer.from(line, 'utf8').toString('utf8')).toBe(line);
    }
    expect(
      lines
        .join('')
        .replace(/^SUMMARY:/, '')
        .replace(/ /g, ''),
    ).toBe('ш'.repeat(100));
  });
});
