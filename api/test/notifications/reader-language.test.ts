import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../src/contracts/i18n/languages.ts';
import { planEndingHandler } from '../../src/features/payments/plan-ending-notice.ts';
import { planMeetLinkNotice } from '../../src/features/google/google-meet.queries.ts';
import { planEndedCardRefreshes } from '../../src/features/notifications/reminders.queries.ts';
import { planAfterVisitNotices } from '../../src/features/notifications/review-question.queries.ts';
import { bookingBody, daysAhead, planId, providerWithService } from '../support/fixtures.ts';
import { icsUnescape, readIcs } from '../support/ics-read.ts';
import { readMail } from '../support/identity-mail.ts';
import { moveVisitIntoPast } from '../support/past-visit.ts';
import type { ApiCall } from '../telegram/support/fake-telegram.ts';
import { startTelegramApp, type TelegramTestApp } from '../telegram/support/telegram-app.ts';
import { commandUpdate, type TestUser } from '../telegram/support/updates.ts';
import { mimeParts } from './support/mime.ts';
import { type ReceivedMail, SmtpSink } from './support/smtp-sink.ts';
import { createMailer } from '../../src/features/notifications/mailer.ts';
import { NOTICE_DAY, noticeDay } from '../support/notice-day.ts';

// Every message in its reader's language (DECISIONS.md "Languages"): a client's in their booking's, a provider's in
// their own profile's. The whole app: the fake Bot API through the real webhook, and real SMTP on loopback.
let smtp: SmtpSink;
let t: TelegramTestApp;
beforeAll(async () => {
  smtp = await new SmtpSink().start();
  t = await startTelegramApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

let nextChat = 83_000;
const person = (username?: string): TestUser => ({ id: ++nextChat, first_name: 'Dilnoza', ...(username ? { username } : {}) });
let nextMail = 0;
const address = (who: string) => `${who}${++nextMail}@example.uz`;

const buttons = (call: ApiCall): Array<Record<string, any>> => (call.payload.reply_markup?.inline_keyboard ?? []).flat();
const sendTo = (chatId: number, pattern: RegExp, after = 0) =>
  t.fake.waitFor((c) => c.method === 'sendMessage' && Number(c.payload.chat_id) === chatId && pattern.test(c.payload.text), 15_000, after);
const editOf = (chatId: number, pattern: RegExp, after: number) =>
  t.fake.waitFor(
    (c) => c.method === 'editMessageText' && Number(c.payload.chat_id) === chatId && pattern.test(c.payload.text),
    15_000,
    after,
  );
const mailTo = (to: string, subject: RegExp) => smtp.waitFor((m) => m.to.includes(to) && subject.test(readMail(m.raw).subject), 15_000);
const calendarOf = (mail: ReceivedMail) => mimeParts(mail.raw).find((p) => (p.headers['content-type'] ?? '').startsWith('text/calendar'));
const icsValue = (file: string, name: string) => icsUnescape(readIcs(file).find((p) => p.name === name)?.value ?? '');

/** A provider whose profile language is `language`, optionally linked to a Telegram chat. */
async function providerIn(language: Language, chat?: TestUser) {
  const provider = await providerWithService(t.app);
  await t.sql('update users set language = ? where id = ?', [language, provider.user.id]);
  if (chat) {
    const { body } = await provider.client.post('/api/telegram/link-token');
    await t.deliver(commandUpdate(chat, `/start ${new URL(body.link).searchParams.get('start')}`));
    await expect
      .poll(async () => (await t.sql('select telegram_chat_id from users where id = ?', [provider.user.id]))[0]?.telegram_chat_id)
      .toBeTruthy();
  }
  return provider;
}

/**
 * A booking made by a client who reads `language`. The request says so (`?lang=`, Accept-Language); and while the
 * booking is written the column's default is that language too, so the notices planned in the same statement find it.
 */
async function bookIn(language: Language, serviceId: number, extra: Record<string, unknown> = {}, date = daysAhead(6), time = '10:00') {
  await t.sql(`alter table bookings alter column language set default '${language}'`);
  try {
    const booked = await t.app
      .client()
      .post(`/api/public/bookings?lang=${language}`, bookingBody(serviceId, date, time, extra), { 'accept-language': language });
    expect(booked.status).toBe(201);
    expect((await t.sql('select language from bookings where id = ?', [booked.body.id]))[0]?.language).toBe(language);
    return booked.body as { id: string; confirmationNumber: string; clientToken: string; telegramLink: string; dateTimeUtc: string };
  } finally {
    await t.sql(`alter table bookings alter column language set default 'uz'`);
  }
}

/** The client opens the booking's b_ link: its confirmation becomes the living card. */
async function openCard(booked: { telegramLink: string }, client: TestUser) {
  const after = t.fake.calls.length;
  await t.deliver(commandUpdate(client, `/start ${new URL(booked.telegramLink).searchParams.get('start')}`));
  const card = await t.fake.waitFor(
    (c) => c.method === 'sendMessage' && Number(c.payload.chat_id) === client.id && buttons(c).length > 0,
    15_000,
    after,
  );
  return card;
}

const dueNow = (bookingId: string, kind: string) =>
  t.sql(`update reminder_schedules set scheduled_time = now() where booking_id = ? and recipient_type = 'client' and reminder_type = ?`, [
    bookingId,
    kind,
  ]);

describe('the Telegram card and reminders in the booking’s language', () => {
  it('Russian: created, confirmed, moved, Meet link, reminder, cancelled; the Uzbek provider’s notices stay Uzbek', async () => {
    const providerChat = person('usta_uz_1');
    const provider = await providerIn('uz', providerChat);
    const booked = await bookIn('ru', provider.service.id);
    const client = person();

    const created = await openCard(booked, client);
    expect(created.payload.text).toContain('<b>Ваша запись принята</b>');
    expect(created.payload.text).toContain('💼 Услуга: Soch olish');
    expect(created.payload.text).toContain('👤 Специалист: Aziz Karimov');
    expect(created.payload.text).toContain('ℹ️ Статус: Ожидает подтверждения');
    expect(created.payload.text).toContain(`🔢 Номер подтверждения: <code>${booked.confirmationNumber}</code>`);
    expect(created.payload.text).toContain('Специалист скоро подтвердит запись.');
    expect(buttons(created).map((b) => b.text)).toEqual(['Приду', 'Перенести', 'Отменить']);
    expect(created.payload.text).toContain(`📅 Дата: ${noticeDay('ru', daysAhead(6), 'long')}`);
    expect(created.payload.text).toMatch(
      /📅 Дата: \d{1,2} [а-я]+( \d{4} г\.)?, (понедельник|вторник|среда|четверг|пятница|суббота|воскресенье)\n/,
    );

    // The provider's own notice of the same booking: Uzbek, with Uzbek decision buttons.
    const toProvider = await sendTo(providerChat.id, /Yangi uchrashuv/);
    expect(toProvider.payload.text).toContain('Xizmat: Soch olish');
    expect(buttons(toProvider).map((b) => b.text)).toEqual(['Tasdiqlash', 'Bekor qilish']);

    let after = t.fake.calls.length;
    const confirm = { name: 'Dilnoza Yusupova', phone: '+998 90 123 45 67', email: 'dilnoza@example.uz', status: 'confirmed' };
    expect((await provider.client.put(`/api/bookings/${booked.id}`, confirm)).status).toBe(200);
    const confirmed = await editOf(client.id, /Ваша запись подтверждена/, after);
    expect(confirmed.payload.text).toContain('Статус: Подтверждена');
    expect(buttons(confirmed).map((b) => b.text)).toEqual(['Приду', 'Перенести', 'Отменить']);

    after = t.fake.calls.length;
    const moved = await provider.client.post(`/api/bookings/${booked.id}/reschedule`, { newDate: daysAhead(7), newTimeSlot: '15:00' });
    expect(moved.status).toBe(200);
    expect((await editOf(client.id, /Время вашей записи изменено/, after)).payload.text).toContain('🕐 Время: 15:00');

    after = t.fake.calls.length;
    await t.sql(`update bookings set is_online_meeting = true, google_meet_link = 'https://meet.google.com/abc-defg-hij' where id = ?`, [
      booked.id,
    ]);
    await planMeetLinkNotice(t.app.qabul.deps.pool, booked.id, new Date());
    t.app.qabul.deps.notify();
    const meet = await editOf(client.id, /Ссылка на Google Meet готова/, after);
    expect(meet.payload.text).toContain('🔗 Ссылка на встречу: https://meet.google.com/abc-defg-hij');

    after = t.fake.calls.length;
    await dueNow(booked.id, '24h');
    t.app.qabul.deps.notify();
    const reminder = await sendTo(client.id, /Напоминание/, after);
    expect(reminder.payload.text).toBe('⏰ Напоминание: ваша запись завтра, 15:00 — Soch olish (Aziz Karimov)');
    expect(buttons(reminder).map((b) => b.text)).toEqual(['Приду', 'Перенести', 'Отменить']);

    after = t.fake.calls.length;
    const cancelled = await t.app.client().post(`/api/public/bookings/${booked.id}/cancel`, {
      confirmationNumber: booked.confirmationNumber,
      phone: '+998 90 123 45 67',
      email: 'dilnoza@example.uz',
    });
    expect(cancelled.status).toBe(200);
    const gone = await editOf(client.id, /Ваша запись отменена/, after);
    expect(gone.payload.text).toContain('Статус: Отменена');
    expect(await sendTo(providerChat.id, /Mijoz uchrashuvni bekor qildi/, after)).toBeTruthy();
  });

  it('Uzbek Cyrillic: the card, a reminder, the visit over and the review question; a Russian provider hears Russian', async () => {
    const providerChat = person('usta_ru_1');
    const provider = await providerIn('ru', providerChat);
    const booked = await bookIn('uz-Cyrl', provider.service.id, { email: null });
    const client = person();

    const created = await openCard(booked, client);
    expect(created.payload.text).toContain('<b>Учрашувингиз қабул қилинди</b>');
    expect(created.payload.text).toContain('💼 Хизмат: Soch olish');
    expect(created.payload.text).toContain('ℹ️ Ҳолати: Кутилмоқда');
    expect(buttons(created).map((b) => b.text)).toEqual(['Келаман', 'Кўчириш', 'Бекор қилиш']);

    const toProvider = await sendTo(providerChat.id, /Новая запись/);
    expect(toProvider.payload.text).toContain('🙋 Клиент: Dilnoza Yusupova');
    expect(toProvider.payload.text).toContain('Подтвердите или отмените запись.');
    expect(buttons(toProvider).map((b) => b.text)).toEqual(['Подтвердить', 'Отменить']);

    let after = t.fake.calls.length;
    await dueNow(booked.id, '1h');
    t.app.qabul.deps.notify();
    expect((await sendTo(client.id, /Эслатма/, after)).payload.text).toBe(
      '⏰ Эслатма: учрашувингизга 1 соат қолди, 10:00 — Soch olish (Aziz Karimov)',
    );

    // The visit is over: the card offers "Яна ёзилиш", the provider is asked (in Russian) whether the client came,
    // and an hour later the client is asked (in Cyrillic) how it went.
    after = t.fake.calls.length;
    await moveVisitIntoPast(t.app, booked.id, 95);
    expect(await planEndedCardRefreshes(t.app.qabul.database.orm.em.fork(), null)).toBe(1);
    await planAfterVisitNotices(t.app.qabul.database.orm.em.fork(), null);
    t.app.qabul.deps.notify();
    const done = await editOf(client.id, /Учрашув бўлиб ўтди/, after);
    expect(done.payload.text).toContain('Раҳмат! Яна ёзилиш учун пастдаги тугмани босинг.');
    expect(buttons(done).map((b) => b.text)).toEqual(['Яна ёзилиш']);
    const visitOver = await sendTo(providerChat.id, /Клиент пришёл\?/, after);
    expect(visitOver.payload.text).toContain('Если клиент не пришёл, нажмите «Не пришёл».');
    expect(buttons(visitOver).map((b) => b.text)).toEqual(['Не пришёл']);
    const question = await sendTo(client.id, /Ташрифингиз қандай ўтди\?/, after);
    expect(question.payload.text).toContain('Юлдузчалар билан баҳоланг.');
    expect(buttons(question)).toHaveLength(5);
  });

  it('a no-show turns the Russian card to "Вы не пришли на запись"', async () => {
    const provider = await providerIn('uz');
    const booked = await bookIn('ru', provider.service.id);
    const client = person();
    await openCard(booked, client);
    await moveVisitIntoPast(t.app, booked.id, 10);
    const after = t.fake.calls.length;
    expect((await provider.client.put(`/api/bookings/${booked.id}/status`, { status: 'no_show' })).status).toBe(200);
    const over = await editOf(client.id, /Вы не пришли на запись/, after);
    expect(over.payload.text).toContain('Статус: Не пришёл');
    expect(buttons(over)).toEqual([]);
  });
});

describe('e-mails and the calendar file in the booking’s language', () => {
  it('Russian: confirmation with .ics, change, reminder and cancellation; the Uzbek provider’s mail stays Uzbek', async () => {
    const provider = await providerIn('uz');
    const to = address('ru');
    const booked = await bookIn('ru', provider.service.id, { email: to }, daysAhead(9), '16:00');

    const confirmation = await mailTo(to, /Ваша запись принята/);
    const read = readMail(confirmation.raw);
    expect(read.subject).toBe(`Qabul: Ваша запись принята — ${noticeDay('ru', daysAhead(9))}, 16:00`);
    expect(read.text).toContain('Здравствуйте, Dilnoza Yusupova!');
    expect(read.text).toContain('Услуга: Soch olish');
    expect(read.text).toContain('Время: 16:00');
    expect(read.text).toContain('Если планы изменятся:');
    expect(read.text).toContain('Чтобы добавить запись в календарь, откройте приложенный файл .ics.');
    expect(read.text).toContain('Это письмо отправлено автоматически системой Qabul.');
    const html = mimeParts(confirmation.raw).find((p) => (p.headers['content-type'] ?? '').startsWith('text/html'))?.body ?? '';
    expect(html).toContain('Здравствуйте, Dilnoza Yusupova!');
    const calendar = calendarOf(confirmation);
    expect(calendar?.headers['content-type']).toContain('method=REQUEST');
    const ics = calendar?.body ?? '';
    expect(icsValue(ics, 'SUMMARY')).toBe('Soch olish — Aziz Karimov');
    expect(icsValue(ics, 'DESCRIPTION')).toContain('Ваша запись принята');
    expect(icsValue(ics, 'DESCRIPTION')).toContain('Номер подтверждения: ');

    const toProvider = await mailTo(provider.email, /Yangi uchrashuv/);
    expect(readMail(toProvider.raw).text).toContain('Assalomu alaykum, Aziz Karimov!');
    expect(readMail(toProvider.raw).text).toContain('Mijoz: Dilnoza Yusupova');

    const moved = await provider.client.post(`/api/bookings/${booked.id}/reschedule`, { newDate: daysAhead(10), newTimeSlot: '11:00' });
    expect(moved.status).toBe(200);
    const change = await mailTo(to, /Время вашей записи изменено/);
    expect(readMail(change.raw).text).toContain('Время: 11:00');
    expect(icsValue(calendarOf(change)?.body ?? '', 'DESCRIPTION')).toContain('Время вашей записи изменено');

    await dueNow(booked.id, '24h');
    t.app.qabul.deps.notify();
    const reminder = await mailTo(to, /Напоминание: ваша запись завтра/);
    expect(readMail(reminder.raw).text).toContain('Здравствуйте, Dilnoza Yusupova!');

    const cancelled = await t.app.client().post(`/api/public/bookings/${booked.id}/cancel`, {
      confirmationNumber: booked.confirmationNumber,
      phone: '+998 90 123 45 67',
      email: to,
    });
    expect(cancelled.status).toBe(200);
    const cancel = await mailTo(to, /Ваша запись отменена/);
    const cancelFile = calendarOf(cancel);
    expect(cancelFile?.headers['content-type']).toContain('method=CANCEL');
    expect(icsValue(cancelFile?.body ?? '', 'DESCRIPTION')).toContain('Статус: Отменена');
    expect(await mailTo(provider.email, /Mijoz uchrashuvni bekor qildi/)).toBeTruthy();
  });

  it('Uzbek Cyrillic: the confirmation and its .ics; a Russian provider’s mail is Russian', async () => {
    const provider = await providerIn('ru');
    const to = address('cyrl');
    await bookIn('uz-Cyrl', provider.service.id, { email: to }, daysAhead(9), '12:00');
    const confirmation = await mailTo(to, /Учрашувингиз қабул қилинди/);
    const read = readMail(confirmation.raw);
    expect(read.text).toContain('Ассалому алайкум, Dilnoza Yusupova!');
    expect(read.text).toContain('Хизмат: Soch olish');
    expect(read.text).toContain('Тасдиқлаш рақами: ');
    expect(icsValue(calendarOf(confirmation)?.body ?? '', 'DESCRIPTION')).toContain('Учрашувингиз қабул қилинди');

    const toProvider = await mailTo(provider.email, /Новая запись/);
    expect(readMail(toProvider.raw).text).toContain('Здравствуйте, Aziz Karimov!');
    expect(readMail(toProvider.raw).text).toContain('Клиент: Dilnoza Yusupova');
  });

  it("a master reads their own account's language; a master without an account, the owner's", async () => {
    const owner = await providerIn('ru');
    expect((await owner.client.post('/api/select-subscription-plan', { planId: await planId(owner.client, 'business') })).status).toBe(200);
    const add = (name: string, email: string) =>
      owner.client.post('/api/staff', { name, title: 'Stilist', email, serviceIds: [owner.service.id], availability: {}, isActive: true });
    const withoutAccount = address('nilufar');
    const withAccount = address('bobur');
    const nilufar = await add('Nilufar Xasanova', withoutAccount);
    const bobur = await add('Bobur Aliyev', withAccount);
    expect([nilufar.status, bobur.status]).toEqual([201, 201]);
    const member = await providerWithService(t.app);
    await t.sql("update users set language = 'uz-Cyrl' where id = ?", [member.user.id]);
    await t.sql('update staff set member_user_id = ? where id = ?', [member.user.id, bobur.body.id]);

    const to = address('client');
    await bookIn('uz', owner.service.id, { email: to, staffId: nilufar.body.id }, daysAhead(8), '10:00');
    await bookIn('uz', owner.service.id, { email: to, staffId: bobur.body.id }, daysAhead(8), '11:00');
    const toNilufar = readMail((await mailTo(withoutAccount, /Новая запись/)).raw);
    expect(toNilufar.text).toContain('Здравствуйте, Nilufar Xasanova!');
    const toBobur = readMail((await mailTo(withAccount, /Янги учрашув/)).raw);
    expect(toBobur.text).toContain('Ассалому алайкум, Bobur Aliyev!');
    // The title is the provider's own word: a reader in another language sees it after the name.
    expect(toBobur.text).toContain('Уста: Bobur Aliyev (Stilist)');
    // The client of the same bookings reads Uzbek (Latin), as their bookings say.
    expect(readMail((await mailTo(to, /Uchrashuvingiz qabul qilindi/)).raw).text).toContain('Xizmat: Soch olish');
  });

  it('the .ics download of the booking page speaks the booking’s language', async () => {
    const provider = await providerIn('uz');
    for (const [language, label] of [
      ['ru', 'Номер подтверждения'],
      ['uz-Cyrl', 'Тасдиқлаш рақами'],
      ['uz', 'Tasdiqlash raqami'],
    ] as const) {
      const booked = await bookIn(
        language,
        provider.service.id,
        { email: null },
        daysAhead(12),
        language === 'ru' ? '11:00' : language === 'uz' ? '12:00' : '13:00',
      );
      const file = await fetch(`${t.app.url}/api/booking-details/${booked.id}/calendar.ics?token=${booked.clientToken}`);
      expect(file.status).toBe(200);
      expect(icsValue(await file.text(), 'DESCRIPTION')).toBe(`${label}: ${booked.confirmationNumber}`);
    }
  });

  it('the review question by e-mail: Russian for a Russian booking', async () => {
    const provider = await providerIn('uz');
    const to = address('review');
    const booked = await bookIn('ru', provider.service.id, { email: to }, daysAhead(4), '10:00');
    await moveVisitIntoPast(t.app, booked.id, 95);
    await planAfterVisitNotices(t.app.qabul.database.orm.em.fork(), null);
    t.app.qabul.deps.notify();
    const question = await mailTo(to, /Оцените ваш визит/);
    const read = readMail(question.raw);
    expect(read.subject).toBe('Оцените ваш визит — Aziz Karimov');
    expect(read.text).toContain('Уделите минуту и оставьте оценку:');
    expect(read.text).toContain(`/review/${booked.id}?token=`);
  });
});

describe('waitlist offers in the waiting client’s language', () => {
  it('Russian by Telegram, Uzbek Cyrillic by e-mail', async () => {
    const provider = await providerWithService(t.app);
    const date = daysAhead(3);
    expect((await provider.client.put(`/api/date-overrides/${date}`, { times: ['10:00'] })).status).toBe(200);
    const taken = await t.app.client().post('/api/public/bookings', bookingBody(provider.service.id, date, '10:00'));
    expect(taken.status).toBe(201);
    await t.sql("insert into telegram_chats (username, chat_id) values ('kutuvchi_ru', 830501)");
    const viaTelegram = await t.app.client().post('/api/public/waitlist', {
      serviceId: provider.service.id,
      date,
      name: 'Olga',
      phone: '+998 93 555 11 22',
      telegramUsername: '@kutuvchi_ru',
    });
    const to = address('kutuvchi');
    const viaMail = await t.app
      .client()
      .post('/api/public/waitlist', { serviceId: provider.service.id, date, name: 'Karima', phone: '+998 93 555 11 23', email: to });
    expect([viaTelegram.status, viaMail.status]).toEqual([201, 201]);
    await t.sql('update waitlist_entries set language = ? where id = ?', ['ru', viaTelegram.body.id]);
    await t.sql('update waitlist_entries set language = ? where id = ?', ['uz-Cyrl', viaMail.body.id]);

    const cancelled = await t.app.client().post(`/api/public/bookings/${taken.body.id}/cancel`, {
      confirmationNumber: taken.body.confirmationNumber,
      phone: '+998 90 123 45 67',
      email: 'dilnoza@example.uz',
    });
    expect(cancelled.status).toBe(200);

    const offer = await t.fake.waitFor((c) => c.method === 'sendMessage' && c.payload.chat_id === 830501, 15_000);
    const day = Number(date.slice(8));
    expect(offer.payload.text).toMatch(
      new RegExp(`^Здравствуйте, Olga! ${day} [а-я]+ освободилось время на «Soch olish» \\(Aziz Karimov\\)\\.`),
    );
    expect(buttons(offer).map((b) => b.text)).toEqual(['Выбрать время']);
    const mail = await smtp.waitFor((m) => m.to.includes(to), 15_000);
    const read = readMail(mail.raw);
    expect(read.subject).toMatch(new RegExp(`^Soch olish: ${day}-[а-яўқғҳ]+ куни бўш вақт чиқди$`));
    expect(read.text).toContain('Ассалому алайкум, Karima!');
  });
});

describe('the waitlist’s and the reviews’ refusals in the request’s language', () => {
  it('Russian with Accept-Language: ru, Cyrillic with ?lang=uz-Cyrl; the code stays', async () => {
    const { service } = await providerWithService(t.app);
    const waiter = { serviceId: service.id, date: daysAhead(-2), name: 'Olga', phone: '+998 93 555 11 30' };
    const ru = await t.app.client().post('/api/public/waitlist', waiter, { 'accept-language': 'ru' });
    expect(ru.status).toBe(400);
    expect(ru.body).toMatchObject({ code: 'validation', message: 'На прошедший день в лист ожидания встать нельзя' });
    const cyrl = await t.app.client().post('/api/public/waitlist?lang=uz-Cyrl', waiter);
    expect(cyrl.body).toMatchObject({ code: 'validation', message: 'Ўтган кун учун навбатга ёзилиб бўлмайди' });
    const uz = await t.app.client().post('/api/public/waitlist', waiter);
    expect(uz.body.message).toBe("O'tgan kun uchun navbatga yozilib bo'lmaydi");

    const review = { bookingId: '8d0f2f7e-8a1c-4c56-9a51-6f9b6f1c2a10', token: '', rating: 5, comment: null };
    const refused = await t.app.client().post('/api/public/reviews', review, { 'accept-language': 'ru-RU,ru;q=0.9' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Ссылка неверна или устарела');
  });
});

describe('account e-mails in the account’s own language', () => {
  it('the e-mail proof link, a master’s invitation (the owner’s language) and the plan’s ending warning', async () => {
    const owner = await providerIn('ru');
    const resent = await owner.client.post('/api/auth/verify-email/resend');
    expect(resent.status).toBe(202);
    const proof = readMail((await mailTo(owner.email, /подтвердите ваш email/)).raw);
    expect(proof.subject).toBe('Qabul: подтвердите ваш email');
    expect(proof.text).toContain('Здравствуйте, Aziz Karimov!');
    expect(proof.text).toContain('Ссылка действует 24 часа и открывается один раз.');
    expect(proof.text).toContain('Подтвердить email: ');

    expect((await owner.client.post('/api/select-subscription-plan', { planId: await planId(owner.client, 'business') })).status).toBe(200);
    const masterMail = address('usta');
    const master = await owner.client.post('/api/staff', {
      name: 'Nilufar Xasanova',
      title: 'Stilist',
      email: masterMail,
      serviceIds: [owner.service.id],
      availability: {},
      isActive: true,
    });
    expect(master.status).toBe(201);
    await t.sql("update users set language = 'uz-Cyrl' where id = ?", [owner.user.id]);
    expect((await owner.client.post(`/api/staff/${master.body.id}/invite`, {})).status).toBe(200);
    const invite = readMail((await mailTo(masterMail, /жамоасига таклиф қилди/)).raw);
    expect(invite.subject).toBe('Aziz Karimov сизни Qabul’даги жамоасига таклиф қилди');
    expect(invite.text).toContain('Ассалому алайкум, Nilufar Xasanova!');
    expect(invite.text).toContain('Таклифни қабул қилиш: ');

    await t.sql("update users set language = 'ru' where id = ?", [owner.user.id]);
    const end = new Date(Date.now() + 3 * 86_400_000);
    const [subscription] = await t.sql<{ id: number }>(
      "select id from user_subscriptions where user_id = ? and status = 'active' order by id desc limit 1",
      [owner.user.id],
    );
    await t.sql('update user_subscriptions set end_date = ? where id = ?', [end, subscription?.id]);
    const mailer = createMailer({ smtpUrl: smtp.url, from: 'Qabul <no-reply@qabul.test>', outboxDir: '/nonexistent' });
    try {
      const warn = planEndingHandler(t.app.qabul.deps.pool, { mailer, telegram: null, publicUrl: t.publicUrl });
      const payload = { subscriptionId: subscription?.id, endDate: end.toISOString(), stage: '3d' };
      await warn({ id: '1', kind: 'plan_ending_notice', key: 'k', attempts: 0, payload }, new Date());
    } finally {
      mailer.close();
    }
    const warning = readMail((await mailTo(owner.email, /заканчивается/)).raw);
    expect(warning.subject).toMatch(new RegExp(`^Qabul: подписка .+ заканчивается ${NOTICE_DAY}$`));
    expect(warning.text).toMatch(/^Ваша подписка .+ заканчивается через 3 дня/);
    expect(warning.text).toContain('Продлить подписку: ');
  });
});
