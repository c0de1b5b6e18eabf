import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { widgetAnswer, type WidgetUser } from '../../api/test/support/telegram-login.ts';
import { BOT_TOKEN } from '../support/app.ts';
import { newVisitor } from '../support/browser.ts';
import { useE2eHarness } from '../support/harness.ts';
import { waitForMail } from '../support/mail.ts';
import { newProviderAccount } from '../support/provider.ts';
import { readText } from '../support/text.ts';

/**
 * A provider signing up and in with Telegram, and resetting a forgotten password by the e-mailed link, in a real
 * Chromium against the real app. Telegram's own sign-in page is the one thing off this machine: it is answered at
 * the browser's network edge with what Telegram sends back, the Login Widget's answer signed with the test bot's
 * token exactly as the server checks it (ADR 028).
 */
const e2e = useE2eHarness();

/** The texts a person reads, written here (not imported from web/) so a wrong or untranslated text fails. */
const WORDS = {
  uz: {
    withTelegram: 'Telegram orqali kirish',
    plans: 'Obuna rejasini tanlang',
    tabRegister: "Ro'yxatdan o'tish",
    firstName: 'Ism',
    lastName: 'Familiya',
    password: 'Parol',
    confirmNew: 'Parolni tasdiqlang',
    register: "Ro'yxatdan o'tish",
    replayed: "Bu Telegram kirishi allaqachon ishlatilgan. Qaytadan urinib ko'ring",
    forgot: 'Parolni unutdingizmi?',
    requestTitle: 'Parolni tiklash',
    email: 'Email',
    send: 'Havolani yuborish',
    sentTitle: 'Pochtangizni tekshiring',
    mailValidity: 'Havola 1 soat amal qiladi',
    resetTitle: "Yangi parol o'rnatish",
    newPassword: 'Yangi parol',
    confirmPassword: 'Yangi parolni tasdiqlang',
    save: 'Parolni saqlash',
    doneTitle: 'Parol yangilandi',
    requestAgain: "Yangi havola so'rash",
  },
  ru: {
    withTelegram: 'Войти через Telegram',
    plans: 'Выберите тариф',
    tabRegister: 'Регистрация',
    firstName: 'Имя',
    lastName: 'Фамилия',
    password: 'Пароль',
    confirmNew: 'Повторите пароль',
    register: 'Зарегистрироваться',
    replayed: 'Этот вход через Telegram уже использован. Попробуйте ещё раз',
    forgot: null,
    requestTitle: 'Восстановление пароля',
    email: 'Email',
    send: 'Отправить ссылку',
    sentTitle: 'Проверьте почту',
    // The e-mail follows the account's language: the one of the page the owner registered on.
    mailValidity: 'Ссылка действует 1 час',
    resetTitle: 'Установка нового пароля',
    newPassword: 'Новый пароль',
    confirmPassword: 'Повторите новый пароль',
    save: 'Сохранить пароль',
    doneTitle: 'Пароль изменён',
    requestAgain: 'Запросить новую ссылку',
  },
} as const;

let nextTelegramId = 7_100_000;
const telegramPerson = (first_name: string, last_name: string): WidgetUser => {
  nextTelegramId += 1;
  return { id: nextTelegramId, first_name, last_name, username: `owner_${nextTelegramId}` };
};

/** What Telegram puts in the fragment it comes back with: the signed answer as base64url JSON. */
const fragmentOf = (answer: Record<string, string | number>) => `tgAuthResult=${Buffer.from(JSON.stringify(answer)).toString('base64url')}`;

/**
 * Telegram's sign-in page for this visitor: it checks what our page asked for (our bot's id, our origin, the right to
 * message the owner) and sends the browser back to `return_to` with `answer`, as Telegram does once the person
 * confirms in their app. Returns the addresses our page sent the browser to.
 */
async function telegramAnswers(context: BrowserContext, answer: Record<string, string | number>): Promise<URL[]> {
  const asked: URL[] = [];
  await context.route('https://oauth.telegram.org/**', async (route) => {
    const url = new URL(route.request().url());
    asked.push(url);
    const back = `${url.searchParams.get('return_to')}#${fragmentOf(answer)}`;
    await route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: `<!doctype html><title>Telegram</title><script>location.replace(${JSON.stringify(back)})</script>`,
    });
  });
  return asked;
}

/** The signed-in account as the app's own API reports it to this browser. */
async function account(page: Page): Promise<{ id: string; firstName: string; lastName: string; email: string | null }> {
  const reply = await page.request.get(`${e2e.app.url}/api/user`);
  expect(reply.status()).toBe(200);
  return reply.json();
}

describe('signing up and in with Telegram on /auth', () => {
  for (const language of ['uz', 'ru'] as const) {
    const w = WORDS[language];
    it(`${language}: a new owner signs up with one tap, a second visit signs in to the same account, and the same answer twice is refused`, async () => {
      const person = telegramPerson(language === 'uz' ? 'Malika' : 'Ольга', language === 'uz' ? 'Rahimova' : 'Ким');
      const first = await newVisitor(e2e.browser);
      const asked = await telegramAnswers(first.context, widgetAnswer(person, BOT_TOKEN));
      await first.page.goto(`${e2e.app.url}/auth?lang=${language}`);
      await first.page.getByRole('link', { name: w.withTelegram }).click();

      // The new owner lands on the plan choice, signed in as the Telegram account, with no e-mail yet.
      await first.page.waitForURL(`${e2e.app.url}/subscription-selection`);
      await first.page.getByRole('heading', { name: w.plans }).waitFor();
      expect(asked).toHaveLength(1);
      expect(Object.fromEntries(asked[0]!.searchParams)).toEqual({
        bot_id: BOT_TOKEN.split(':')[0],
        origin: e2e.app.url,
        request_access: 'write',
        return_to: `${e2e.app.url}/auth?lang=${language}`,
      });
      const made = await account(first.page);
      expect(made).toMatchObject({ firstName: person.first_name, lastName: person.last_name, email: null });
      // Telegram's answer leaves the address once read: a reload or "back" cannot post it again.
      expect(first.page.url()).not.toContain('tgAuthResult');

      // Later, in another browser: Telegram's new answer signs in to that account, not a second one.
      const later = await newVisitor(e2e.browser);
      await telegramAnswers(later.context, widgetAnswer(person, BOT_TOKEN));
      await later.page.goto(`${e2e.app.url}/auth?lang=${language}`);
      await later.page.getByRole('link', { name: w.withTelegram }).click();
      await later.page.waitForURL((url) => url.pathname !== '/auth');
      expect((await account(later.page)).id).toBe(made.id);

      // Someone who copied an answer already used gets nothing: the server refuses it and the page stays on /auth.
      const used = widgetAnswer(person, BOT_TOKEN);
      const owner = await newVisitor(e2e.browser);
      await telegramAnswers(owner.context, used);
      await owner.page.goto(`${e2e.app.url}/auth?lang=${language}`);
      await owner.page.getByRole('link', { name: w.withTelegram }).click();
      await owner.page.waitForURL((url) => url.pathname !== '/auth');
      const thief = await newVisitor(e2e.browser);
      await thief.page.goto(`${e2e.app.url}/auth?lang=${language}#${fragmentOf(used)}`);
      const refusal = thief.page.getByTestId('toast');
      await refusal.first().waitFor();
      // The server's reason, in the page's language.
      expect(await readText(refusal.first())).toContain(w.replayed);
      expect(thief.page.url()).toBe(`${e2e.app.url}/auth?lang=${language}`);
      expect((await thief.page.request.get(`${e2e.app.url}/api/user`)).status()).toBe(401);

      for (const visitor of [first, later, owner, thief]) {
        expect(visitor.errors).toEqual([]);
        await visitor.context.close();
      }
    });
  }
});

describe('a forgotten password, reset by the e-mailed link', () => {
  for (const language of ['uz', 'ru'] as const) {
    const w = WORDS[language];
    it(`${language}: the link in the e-mail sets a new password once, ends the old sessions, and the old password stops working`, async () => {
      // An owner registered (and so signed in) on the page in their language in one browser...
      const owner = newProviderAccount('Dilshod', 'Rasulov');
      const signedIn = await newVisitor(e2e.browser);
      await signedIn.page.goto(`${e2e.app.url}/auth?lang=${language}`);
      await signedIn.page.getByRole('tab', { name: w.tabRegister }).click();
      await signedIn.page.getByLabel(w.firstName, { exact: true }).fill(owner.firstName);
      await signedIn.page.getByLabel(w.lastName, { exact: true }).fill(owner.lastName);
      await signedIn.page.getByLabel(w.email, { exact: true }).fill(owner.email);
      await signedIn.page.getByLabel(w.password, { exact: true }).fill(owner.password);
      await signedIn.page.getByLabel(w.confirmNew, { exact: true }).fill(owner.password);
      await signedIn.page.getByRole('tabpanel').getByRole('button', { name: w.register }).click();
      await signedIn.page.getByRole('heading', { name: w.plans }).waitFor();

      // ...forgets the password in another and asks for the link.
      const { page, context, errors } = await newVisitor(e2e.browser);
      await page.goto(`${e2e.app.url}/auth?lang=${language}`);
      if (w.forgot) await page.getByRole('link', { name: w.forgot }).click();
      else await page.goto(`${e2e.app.url}/auth/forgot-password?lang=${language}`);
      await page.getByRole('heading', { name: w.requestTitle, level: 1 }).waitFor();
      await page.getByLabel(w.email, { exact: true }).fill(owner.email.toUpperCase());
      await page.getByRole('button', { name: w.send }).click();
      await page.getByRole('status').filter({ hasText: w.sentTitle }).waitFor();

      const mail = await waitForMail(e2e.app.outboxDir, owner.email, (m) => m.text.includes('/auth/reset-password?token='));
      expect(mail.text).toContain(w.mailValidity);
      const link = new URL(mail.text.match(/https?:\/\/\S+\/auth\/reset-password\?token=[\w-]+/)![0]);
      const resetPage = `${e2e.app.url}${link.pathname}${link.search}&lang=${language}`;

      await page.goto(resetPage);
      await page.getByRole('heading', { name: w.resetTitle, level: 1 }).waitFor();
      await page.getByLabel(w.newPassword, { exact: true }).fill('yangi-parol-2026');
      await page.getByLabel(w.confirmPassword).fill('yangi-parol-2026');
      await page.getByRole('button', { name: w.save }).click();
      await page.getByRole('status').filter({ hasText: w.doneTitle }).waitFor();

      // Every session of the account ended: the browser that was signed in is signed out.
      expect((await signedIn.page.request.get(`${e2e.app.url}/api/user`)).status()).toBe(401);
      // The new password signs in; the old one does not.
      const login = (password: string) =>
        page.request.post(`${e2e.app.url}/api/login`, { data: { username: owner.email, password }, headers: { origin: e2e.app.url } });
      expect((await login(owner.password)).status()).toBe(401);
      expect((await login('yangi-parol-2026')).status()).toBe(200);

      // The link works once.
      await page.goto(resetPage);
      await page.getByLabel(w.newPassword, { exact: true }).fill('boshqa-parol-2026');
      await page.getByLabel(w.confirmPassword).fill('boshqa-parol-2026');
      await page.getByRole('button', { name: w.save }).click();
      // Refused: the page offers a new link instead.
      await page.getByRole('link', { name: w.requestAgain }).waitFor();
      expect((await login('boshqa-parol-2026')).status()).toBe(401);

      expect(errors).toEqual([]);
      expect(signedIn.errors).toEqual([]);
      await context.close();
      await signedIn.context.close();
    });
  }
});

/** A new e-mail account on Freemium, signed in in this browser by the app's own API (registration starts the session). */
async function registeredOwner(page: Page, firstName: string): Promise<{ id: string; email: string }> {
  const email = `linker-${nextTelegramId}-${firstName.toLowerCase()}@example.uz`;
  const reply = await page.request.post(`${e2e.app.url}/api/register`, {
    data: { firstName, lastName: 'Yusupova', email, password: 'sartarosh2025' },
    headers: { origin: e2e.app.url },
  });
  expect(reply.status()).toBe(201);
  // On Freemium, so the app leads to the profile rather than to the plan choice.
  const plans: Array<{ id: number; code: string }> = await (await page.request.get(`${e2e.app.url}/api/subscription-plans`)).json();
  const chosen = await page.request.post(`${e2e.app.url}/api/select-subscription-plan`, {
    data: { planId: plans.find((plan) => plan.code === 'freemium')?.id },
    headers: { origin: e2e.app.url },
  });
  expect(chosen.ok()).toBe(true);
  return { id: (await reply.json()).id, email };
}

describe('linking Telegram from the profile', () => {
  it("links the Telegram that answered to the signed-in account, which stays itself; another account's Telegram is refused with the reason", async () => {
    const person = telegramPerson('Dilnoza', 'Yusupova');
    const owner = await newVisitor(e2e.browser);
    await owner.page.goto(`${e2e.app.url}/auth`);
    const mine = await registeredOwner(owner.page, 'Dilnoza');
    await telegramAnswers(owner.context, widgetAnswer(person, BOT_TOKEN));
    await owner.page.goto(`${e2e.app.url}/user/profile?tab=security`);
    await owner.page.getByRole('link', { name: 'Telegramni ulash' }).click();
    await owner.page.getByText(`Ulangan: @${person.username}`).waitFor();
    expect(owner.page.url()).not.toContain('tgAuthResult');
    // Still the same account, with its e-mail: linked, not signed in to a new Telegram-only account.
    expect(await account(owner.page)).toMatchObject({ id: mine.id, email: mine.email });

    // From then on that Telegram signs in to this account.
    const phone = await newVisitor(e2e.browser);
    await telegramAnswers(phone.context, widgetAnswer(person, BOT_TOKEN));
    await phone.page.goto(`${e2e.app.url}/auth`);
    await phone.page.getByRole('link', { name: WORDS.uz.withTelegram }).click();
    await phone.page.waitForURL((url) => url.pathname !== '/auth');
    expect((await account(phone.page)).id).toBe(mine.id);

    // Someone else's account cannot take it: the server's 409, in words, and the account stays unlinked and itself.
    const other = await newVisitor(e2e.browser);
    await other.page.goto(`${e2e.app.url}/auth`);
    const theirs = await registeredOwner(other.page, 'Kamola');
    await telegramAnswers(other.context, widgetAnswer(person, BOT_TOKEN));
    await other.page.goto(`${e2e.app.url}/user/profile?tab=security`);
    await other.page.getByRole('link', { name: 'Telegramni ulash' }).click();
    const refusal = other.page.getByTestId('toast');
    await refusal.first().waitFor();
    expect(await readText(refusal.first())).toContain('Bu Telegram hisobi boshqa Qabul hisobiga ulangan');
    expect(await account(other.page)).toMatchObject({ id: theirs.id, email: theirs.email });
    await other.page.getByRole('link', { name: 'Telegramni ulash' }).waitFor();

    for (const visitor of [owner, phone, other]) {
      expect(visitor.errors).toEqual([]);
      await visitor.context.close();
    }
  });
});
