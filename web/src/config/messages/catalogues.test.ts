import { compileMessage } from '@lingui/message-utils/compileMessage';
import { atPath, leafPaths } from '@qabul/api/i18n';
import { describe, expect, it } from 'vitest';
import { type CompiledMessage, formatCompiled } from '../../lib/i18n/compiled-message.ts';
import { catalogueSource, lingui } from '../../lib/i18n/localized.ts';
import { placeholders as messageArguments } from '../../lib/i18n/testing/parity.ts';
import { serverMessages } from '../../lib/i18n/schema-messages.ts';
import * as account from './account.ts';
import * as admin from './admin.ts';
import * as appErrors from './app-errors.ts';
import * as booking from './booking.ts';
import * as business from './business.ts';
import * as businessAbout from './business-about.ts';
import * as calendar from './calendar.ts';
import * as calendarPage from './calendar-page.ts';
import * as bookingAfter from './booking-after.ts';
import * as bookingSteps from './booking-steps.ts';
import * as clientChanges from './client-changes.ts';
import * as clients from './clients.ts';
import * as common from './common.ts';
import * as dashboard from './dashboard.ts';
import * as footer from './footer.ts';
import * as google from './google.ts';
import * as landing from './landing.ts';
import * as pages from './pages.ts';
import * as paymentCheck from './payment-check.ts';
import * as reviews from './reviews.ts';
import * as ru from './ru/index.ts';
import * as team from './team.ts';
import * as timeOff from './time-off.ts';
import * as titles from './titles.ts';
import * as cyrillic from './uz-Cyrl/index.ts';
import * as waitlist from './waitlist.ts';

/** The areas the public page and the client's pages use, the landing page and the payment check: translated in full. */
const translatedAreas = {
  appErrors,
  booking,
  businessAbout,
  bookingAfter,
  bookingSteps,
  calendar,
  clientChanges,
  common,
  footer,
  landing,
  pages,
  paymentCheck,
  reviews,
  titles,
  waitlist,
};

const catalogues = Object.values(translatedAreas).flatMap((area) =>
  Object.values(area).flatMap((value) => {
    const source = typeof value === 'object' && value !== null ? catalogueSource(value) : undefined;
    return source ? [source] : [];
  }),
);
const translations = { ru, 'uz-Cyrl': cyrillic } as Record<string, Record<string, unknown>>;

/** The names an ICU message fills in ({n}, {count, plural, ...}), nested ones included; none for a non-text. */
const placeholders = (message: unknown): string[] => (typeof message === 'string' ? messageArguments(message) : []);

describe('web message catalogues in three languages', () => {
  it('covers every area the public page uses', () => {
    expect(catalogues.map((c) => c.name)).toEqual(expect.arrayContaining(['bookingStart', 'bookingFlow', 'publicPage', 'common', 'dates']));
  });

  for (const language of ['ru', 'uz-Cyrl']) {
    it(`${language}: every catalogue has the same leaf paths as the Uzbek`, () => {
      for (const { name, uz } of catalogues) {
        expect(translations[language]![name], `${language} ${name}`).toBeDefined();
        expect(leafPaths(translations[language]![name]).sort(), `${language} ${name}`).toEqual(leafPaths(uz).sort());
      }
    });

    it(`${language}: every message fills the same placeholders as the Uzbek and compiles`, () => {
      for (const { name, uz } of catalogues) {
        for (const path of leafPaths(uz)) {
          const source = atPath(uz, path);
          const translated = atPath(translations[language]![name], path);
          expect(placeholders(translated), `${language} ${name}.${path}`).toEqual(placeholders(source));
          // An apostrophe right before a brace would quote the placeholder away (ICU).
          expect(String(translated)).not.toMatch(/'[{}]/);
        }
      }
    });
  }

  it('lists of objects (the landing cards) have the same items and keys in every language; names stay as written', () => {
    const uz = catalogueSource(landing.landing)!.uz as Record<string, readonly Record<string, string>[]>;
    expect(landing.landing.sampleDots({ n: 3 })).toBe('3-mutaxassis');
    for (const language of Object.keys(translations)) {
      const translated = translations[language]!.landing as Record<string, readonly Record<string, string>[]>;
      for (const list of ['samples', 'features', 'testimonials']) {
        expect(
          translated[list]!.map((item) => Object.keys(item)),
          `${language} ${list}`,
        ).toEqual(uz[list]!.map((item) => Object.keys(item)));
      }
      expect(translated.samples!.map((sample) => [sample.name, sample.rating])).toEqual(
        uz.samples!.map((sample) => [sample.name, sample.rating]),
      );
    }
  });

  it("the browser's reader of compiled messages writes exactly what Lingui writes, in every language", () => {
    const languages = { uz: null, ...translations } as Record<string, Record<string, unknown> | null>;
    let checked = 0;
    for (const [language, translated] of Object.entries(languages)) {
      for (const { name, uz } of catalogues) {
        const catalogue = translated ? translated[name] : uz;
        for (const path of leafPaths(uz)) {
          const message = atPath(catalogue, path);
          if (typeof message !== 'string' || !message.includes('{')) continue;
          for (const n of [0, 1, 2, 5, 21, 1000]) {
            const values = Object.fromEntries(placeholders(message).map((key) => [key, key === 'name' || key === 'zone' ? 'Aziz' : n]));
            const lang = language as 'uz' | 'ru' | 'uz-Cyrl';
            expect(formatCompiled(lang, compileMessage(message) as CompiledMessage, values), `${language} ${name}.${path}`).toBe(
              lingui(lang, `${name}.${path}`, message, values),
            );
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('no translation exports a catalogue Uzbek does not have', () => {
    // The dashboard's areas are translated too (their own parity test: dashboard-catalogues.test.ts).
    const dashboardAreas = [account, admin, business, calendarPage, clients, dashboard, google, team, timeOff];
    const dashboardNames = dashboardAreas.flatMap((area) =>
      Object.values(area).flatMap((value) => {
        const source = typeof value === 'object' && value !== null ? catalogueSource(value) : undefined;
        return source ? [source.name] : [];
      }),
    );
    // The server's own catalogue, which the shared schemas' messages are read from (lib/i18n/schema-messages.ts).
    const serverName = catalogueSource(serverMessages)?.name ?? '';
    const names = new Set([...catalogues.map((c) => c.name), ...dashboardNames, serverName]);
    for (const language of Object.keys(translations)) expect(Object.keys(translations[language]!).filter((n) => !names.has(n))).toEqual([]);
  });
});
