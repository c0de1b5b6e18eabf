import { afterEach, describe, expect, it } from 'vitest';
import { addTranslations, setMessagesLanguage } from '../../lib/i18n/localized.ts';
import { parityProblems } from '../../lib/i18n/testing/parity.ts';
import { authUz, checkoutUz, paymentUz, profilePageUz, verifyEmailUz } from './account.ts';
import { clientsPageUz, reviewsPageUz } from './clients.ts';
import { googleAuthErrorUz, googleOAuthTestUz } from './google.ts';
import { bookingsPage, bookingsPageUz, calendarPageUz, firstStepsUz, servicesPageUz } from './dashboard.ts';
import * as ru from './ru/index.ts';
import { myHoursUz, staffInviteUz, teamPage, teamPageUz } from './team.ts';
import { timeOffPage, timeOffPageUz } from './time-off.ts';
import * as cyrl from './uz-Cyrl/index.ts';

/** The dashboard's catalogues: each one's canonical Uzbek data and the name its translations are exported by. */
const catalogues: Record<string, unknown> = {
  timeOffPage: timeOffPageUz,
  clientsPage: clientsPageUz,
  reviewsPage: reviewsPageUz,
  teamPage: teamPageUz,
  staffInvite: staffInviteUz,
  myHours: myHoursUz,
  calendarPage: calendarPageUz,
  firstSteps: firstStepsUz,
  bookingsPage: bookingsPageUz,
  servicesPage: servicesPageUz,
  googleAuthError: googleAuthErrorUz,
  googleOAuthTest: googleOAuthTestUz,
  auth: authUz,
  verifyEmail: verifyEmailUz,
  payment: paymentUz,
  checkout: checkoutUz,
  profilePage: profilePageUz,
};

describe("the dashboard's and the account pages' catalogues", () => {
  it.each(Object.keys(catalogues))('%s has the same keys and placeholders in Russian and in Uzbek Cyrillic', (name) => {
    const uz = catalogues[name];
    expect(parityProblems(uz, (ru as Record<string, unknown>)[name])).toEqual([]);
    expect(parityProblems(uz, (cyrl as Record<string, unknown>)[name])).toEqual([]);
  });
});

describe("the dashboard's texts in each language", () => {
  afterEach(() => setMessagesLanguage('uz'));

  it('keeps the Uzbek texts as they were written before the catalogues', () => {
    expect([0, 3].map((n) => teamPage.servicesCount({ n }))).toEqual(['Xizmat biriktirilmagan', '3 ta xizmat']);
    expect(timeOffPage.affected.confirmMoveText({ count: 2, date: '2026-12-05' })).toBe(
      "2 ta uchrashuv 2026-12-05 sanasiga ko'chiriladi, mijozlarga xabar boradi.",
    );
    expect(bookingsPage.bulkCancel.tooMany({ max: 100 })).toBe(
      "Bir vaqtda ko'pi bilan 100 ta uchrashuvni bekor qilish mumkin. Tanlovni kamaytiring.",
    );
  });

  it('counts in Russian with its plural forms and in Cyrillic with the Uzbek one', () => {
    addTranslations('ru', ru);
    setMessagesLanguage('ru');
    expect([0, 1, 3, 5, 21].map((n) => teamPage.servicesCount({ n }))).toEqual([
      'Услуги не назначены',
      '1 услуга',
      '3 услуги',
      '5 услуг',
      '21 услуга',
    ]);
    expect(timeOffPage.affected.done({ count: 5 })).toBe('Обновлено: 5 записей');
    expect([1, 2, 5].map((n) => bookingsPage.bulkCancel.confirm({ n }))).toEqual([
      'Отменить 1 запись',
      'Отменить 2 записи',
      'Отменить 5 записей',
    ]);
    expect(bookingsPage.status.no_show).toBe('Не пришёл');
    addTranslations('uz-Cyrl', cyrl);
    setMessagesLanguage('uz-Cyrl');
    expect(timeOffPage.affected.done({ count: 5 })).toBe('5 та учрашув янгиланди');
    expect(timeOffPage.weekdays[0]).toBe('Ду');
  });
});
