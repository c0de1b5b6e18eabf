import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages.ts';
import { zoneTime, zoneWords } from './time-zones.ts';

// The profile's zones (api/src/contracts/limits.ts TIMEZONES), each written by hand in every language.
const PROFILE_ZONES = [
  'Asia/Tashkent',
  'Asia/Almaty',
  'Asia/Dubai',
  'Europe/Moscow',
  'Asia/Karachi',
  'Asia/Kolkata',
  'Europe/London',
  'Europe/Berlin',
  'America/New_York',
  'America/Los_Angeles',
];

describe('zoneTime', () => {
  it('names Tashkent for people in each language', () => {
    expect(zoneTime('uz', 'Asia/Tashkent')).toBe('Toshkent vaqti');
    expect(zoneTime('uz-Cyrl', 'Asia/Tashkent')).toBe('Тошкент вақти');
    expect(zoneTime('ru', 'Asia/Tashkent')).toBe('по ташкентскому времени');
    expect(zoneTime('ru', 'Europe/Moscow')).toBe('по московскому времени');
  });

  it('has a written name for every zone of the profile, in every language, never the id', () => {
    for (const language of LANGUAGES)
      for (const zone of PROFILE_ZONES) {
        expect(Object.keys(zoneWords[language]), `${language} ${zone}`).toContain(zone);
        expect(zoneTime(language, zone)).not.toContain('/');
      }
  });

  it("names any other zone by Intl's name in the reader's language", () => {
    expect(zoneTime('ru', 'Asia/Bishkek')).toMatch(/^по времени «[А-Яа-яё ,-]+»$/);
    expect(zoneTime('uz', 'Asia/Bishkek')).toMatch(/vaqti$/);
    expect(zoneTime('uz-Cyrl', 'Asia/Bishkek')).toMatch(/вақти$/);
    for (const language of LANGUAGES) expect(zoneTime(language, 'Asia/Bishkek')).not.toContain('Asia/');
    // Uzbek Latin's apostrophe as the glossary writes it, not Intl's turned comma.
    expect(zoneTime('uz', 'Asia/Almaty')).toBe('Olmaota vaqti');
    expect(zoneTime('uz', 'Asia/Qyzylorda')).not.toMatch(/[ʻ‘’]/);
  });

  it('falls back to the id only where nothing names the zone', () => {
    expect(zoneTime('ru', 'Not/AZone')).toBe('Not/AZone');
  });
});
