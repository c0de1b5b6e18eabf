import { afterEach, describe, expect, it } from 'vitest';
import { addTranslations, setMessagesLanguage } from '../../lib/i18n/localized.ts';
import { parityProblems } from '../../lib/i18n/testing/parity.ts';
import {
  authUz,
  checkoutUz,
  passwordResetUz,
  signInMethodsUz,
  paymentUz,
  plans,
  plansUz,
  profilePageUz,
  verifyEmailUz,
} from './account.ts';
import {
  activityViewUz,
  adminAreaUz,
  adminBookings,
  adminBookingsUz,
  adminLoginUz,
  adminPanel,
  adminPanelUz,
  adminSettingsUz,
  adminTableUz,
  adminUsers,
  adminUsersUz,
  planAdmin,
  planAdminUz,
  platformAdminUz,
  rolesUz,
} from './admin.ts';
import { businessPageUz, businessPicturesUz, setupUz } from './business.ts';
import { clientsPageUz, reviewsPageUz } from './clients.ts';
import { googleAuthErrorUz, googleOAuthTestUz } from './google.ts';
import { bookingsPage, bookingsPageUz, firstStepsUz, servicesPageUz } from './dashboard.ts';
import { calendarPageUz } from './calendar-page.ts';
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
  passwordReset: passwordResetUz,
  signInMethods: signInMethodsUz,
  verifyEmail: verifyEmailUz,
  payment: paymentUz,
  checkout: checkoutUz,
  profilePage: profilePageUz,
  plans: plansUz,
  roles: rolesUz,
  adminTable: adminTableUz,
  adminUsers: adminUsersUz,
  activityView: activityViewUz,
  adminLogin: adminLoginUz,
  adminPanel: adminPanelUz,
  planAdmin: planAdminUz,
  adminBookings: adminBookingsUz,
  adminArea: adminAreaUz,
  adminSettings: adminSettingsUz,
  platformAdmin: platformAdminUz,
  businessPage: businessPageUz,
  businessPictures: businessPicturesUz,
  setup: setupUz,
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

describe("the admin panel's and the plans pages' texts in each language", () => {
  afterEach(() => setMessagesLanguage('uz'));

  it('keeps the Uzbek texts as they were written before the catalogues', () => {
    expect(adminUsers.deleteDialog.upcomingNotice({ n: 3 })).toBe('3 ta kelgusi uchrashuv mijoziga bekor qilish xabari yuboriladi.');
    expect(adminPanel.charts.summaryBookings({ total: 12, days: 30 })).toBe('30 kunda jami 12 ta uchrashuv');
    expect(planAdmin.deleteText({ name: 'Premium' })).toBe(
      "«Premium» rejasi o'chiriladi. Agar reja foydalanuvchilarda bo'lsa, o'chirish o'rniga uni nofaol qiling.",
    );
    expect([planAdmin.maxServices({ n: 5 }), planAdmin.maxServicesUnlimited]).toEqual(['Xizmatlar: 5 tagacha', 'Xizmatlar: cheksiz']);
    expect([plans.trial({ days: 30 }), plans.masters({ limit: 3 }), plans.elapsed({ p: 40 })]).toEqual([
      '30 kunlik bepul sinov',
      '3 usta',
      "Muddatning 40% o'tdi",
    ]);
    expect(adminBookings.status.no_show).toBe('Kelmadi');
  });

  it('counts in Russian with its plural forms and reads the status words of the bookings page', () => {
    addTranslations('ru', ru);
    setMessagesLanguage('ru');
    expect([1, 3, 5, 21].map((n) => adminUsers.preview.bookings({ n }))).toEqual(['1 запись', '3 записи', '5 записей', '21 запись']);
    expect([1, 2, 5].map((days) => plans.trial({ days }))).toEqual(['1 день бесплатно', '2 дня бесплатно', '5 дней бесплатно']);
    expect(adminPanel.charts.summaryBookings({ total: 12, days: 30 })).toBe('Всего 12 записей за 30 дней');
    expect([1, 4, 11].map((n) => plans.daysLeft({ n }))).toEqual(['Остался 1 день', 'Осталось 4 дня', 'Осталось 11 дней']);
    expect(adminBookings.status.no_show).toBe(bookingsPage.status.no_show);
    expect(adminBookings.filters.all).toBe('Все');
    addTranslations('uz-Cyrl', cyrl);
    setMessagesLanguage('uz-Cyrl');
    expect(plans.masters({ limit: 3 })).toBe('3 уста');
    expect(adminBookings.status.no_show).toBe('Келмади');
  });
});
