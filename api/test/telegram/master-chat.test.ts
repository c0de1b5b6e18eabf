import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inviteAndSignIn, masterBody, salon } from '../staff/support.ts';
import { bookingBody, daysAhead } from '../support/fixtures.ts';
import { moveVisitIntoPast } from '../support/past-visit.ts';
import type { ApiCall } from './support/fake-telegram.ts';
import { startTelegramAppWithMail } from './support/telegram-app.ts';
import { callbackUpdate, commandUpdate, type TestUser } from './support/updates.ts';

// A master links their own Telegram chat by their own p_ link; notices of their bookings, with the buttons, come there.
let t: Awaited<ReturnType<typeof startTelegramAppWithMail>>;
beforeAll(async () => {
  t = await startTelegramAppWithMail();
});
afterAll(() => t.close());

let nextChat = 8800;
const person = (first_name: string, username?: string): TestUser => ({ id: ++nextChat, first_name, ...(username ? { username } : {}) });

async function say(user: TestUser, text: string) {
  expect((await t.deliver(commandUpdate(user, text))).status).toBe(200);
}

const startPayload = (link: string) => new URL(link).searchParams.get('start') ?? '';

const noticeTo = (chat: TestUser, pattern: RegExp) =>
  t.fake.waitFor((c) => c.method === 'sendMessage' && c.payload.chat_id === chat.id && pattern.test(String(c.payload.text)));

/** Presses a button as `user` and answers what the bot said back to the press. */
async function press(user: TestUser, data: string, notice: ApiCall) {
  const mark = t.fake.calls.length;
  const message = { message_id: 40, text: String(notice.payload.text), reply_markup: notice.payload.reply_markup };
  expect((await t.deliver(callbackUpdate(user, data, message))).status).toBe(200);
  return (await t.fake.waitFor((c) => c.method === 'answerCallbackQuery', 5000, mark)).payload;
}

const statusOf = async (id: string) => (await t.sql<{ status: string }>('select status from bookings where id = ?', [id]))[0]?.status;

describe("a master's own Telegram chat", () => {
  it('links by their own p_ link; their bookings come there with buttons only they and the owner may press', async () => {
    const shop = await salon(t.app, 2);
    const [mine, other] = shop.masters as [{ id: string; name: string }, { id: string; name: string }];
    const ownerChat = person('Aziz');
    const { body: ownerLink } = await shop.client.post('/api/telegram/link-token');
    await say(ownerChat, `/start ${startPayload(ownerLink.link)}`);
    // The other master is reached the older way, by the Telegram username the owner gave them.
    const otherChat = person('Bekzod', `usta_bekzod_${nextChat}`);
    expect(
      (await shop.client.put(`/api/staff/${other.id}`, masterBody(other.name, [shop.service.id], { telegramUsername: otherChat.username })))
        .status,
    ).toBe(200);
    await say(otherChat, '/start');

    const { client: master } = await inviteAndSignIn(t.app, t.smtp, shop.client, mine, [shop.service.id]);
    expect((await master.get('/api/staff/me')).body.telegramLinked).toBe(false);
    // The master's own link is theirs: the owner and strangers have none.
    expect((await shop.client.post('/api/telegram/master-link-token')).status).toBe(404);
    expect((await t.app.client().post('/api/telegram/master-link-token')).status).toBe(401);
    const linked = await master.post('/api/telegram/master-link-token');
    expect(linked.status).toBe(200);
    expect(linked.body.link).toMatch(/^https:\/\/t\.me\/qabul_test_bot\?start=p_[\w-]+$/);
    const masterChat = person('Nilufar');
    await say(masterChat, `/start ${startPayload(linked.body.link)}`);
    expect((await noticeTo(masterChat, /Telegramingiz ulandi/)).payload.text).toContain(mine.name);
    expect((await master.get('/api/staff/me')).body.telegramLinked).toBe(true);
    // The link works once.
    const thief = person('Begona');
    await say(thief, `/start ${startPayload(linked.body.link)}`);
    await noticeTo(thief, /allaqachon ishlatilgan/);

    const date = daysAhead(6);
    const book = async (staffId: string, name: string) => {
      const reply = await t.app
        .client()
        .post('/api/public/bookings', bookingBody(shop.service.id, date, '10:00', { staffId, name, email: null }));
      expect(reply.status).toBe(201);
      return reply.body as { id: string };
    };
    const own = await book(mine.id, 'Dilnoza Yusupova');
    const others = await book(other.id, 'Sardor Aliyev');

    const toMaster = await noticeTo(masterChat, /Yangi uchrashuv/);
    expect(toMaster.payload.text).toContain('Dilnoza Yusupova');
    expect(toMaster.payload.reply_markup.inline_keyboard[0]).toEqual([
      { text: 'Tasdiqlash', callback_data: `bk:confirm:${own.id}` },
      { text: 'Bekor qilish', callback_data: `bk:cancel:${own.id}` },
    ]);
    // The owner is told of both; the other master of theirs, by the username path.
    await noticeTo(ownerChat, /Dilnoza Yusupova/);
    await noticeTo(ownerChat, /Sardor Aliyev/);
    const toOther = await noticeTo(otherChat, /Sardor Aliyev/);
    // Once every notice of the other master's booking is out, none of them went to this master's chat.
    await expect
      .poll(
        () =>
          t.sql(`select 1 from reminder_schedules where booking_id = ? and status = 'pending' and scheduled_time <= now()`, [others.id]),
        {
          timeout: 15_000,
        },
      )
      .toEqual([]);
    expect(t.fake.sent(masterChat.id).filter((c) => /Sardor Aliyev/.test(String(c.payload.text)))).toEqual([]);

    // Nobody else's chat decides this master's booking, and this master does not decide another's.
    expect(await press(thief, `bk:confirm:${own.id}`, toMaster)).toMatchObject({ show_alert: true, text: 'Bu tugma siz uchun emas' });
    expect(await press(otherChat, `bk:cancel:${own.id}`, toMaster)).toMatchObject({ show_alert: true, text: 'Bu tugma siz uchun emas' });
    expect(await press(masterChat, `bk:confirm:${others.id}`, toOther)).toMatchObject({
      show_alert: true,
      text: 'Bu tugma siz uchun emas',
    });
    expect(await statusOf(own.id)).toBe('pending');
    expect(await statusOf(others.id)).toBe('pending');

    expect((await press(masterChat, `bk:confirm:${own.id}`, toMaster)).text).toBe('✅ Tasdiqlandi');
    expect(await statusOf(own.id)).toBe('confirmed');
    // The master reached by username decides their own booking too.
    expect((await press(otherChat, `bk:cancel:${others.id}`, toOther)).text).toMatch(/Bekor qilindi/);
    expect(await statusOf(others.id)).toBe('cancelled');

    // At the visit's end the master is asked "Mijoz keldimi?" in their own chat (the owner too), and "Kelmadi" there marks it.
    await moveVisitIntoPast(t.app, own.id, 40);
    t.app.qabul.deps.notify();
    const asked = await noticeTo(masterChat, /Mijoz keldimi/);
    await noticeTo(ownerChat, /Mijoz keldimi/);
    const kelmadi = asked.payload.reply_markup.inline_keyboard[0][0];
    expect(kelmadi).toEqual({ text: 'Kelmadi', callback_data: `bk:noshow:${own.id}` });
    expect(await press(thief, kelmadi.callback_data, asked)).toMatchObject({ show_alert: true, text: 'Bu tugma siz uchun emas' });
    expect((await press(masterChat, kelmadi.callback_data, asked)).text).toBe('🚫 «Kelmadi» deb belgilandi');
    expect(await statusOf(own.id)).toBe('no_show');
  });
});
