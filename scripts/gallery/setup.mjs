// What the screens need before anyone looks: made through the real API of the running app, as people would make it
// (a client's booking with its links, an invited master, new owners, Telegram clients with a shared phone and a
// booking), and a signed-in browser state for every persona.
import { randomUUID } from 'node:crypto';
import { halfHours, planId, WEEK } from '../../api/test/support/fixtures.ts';
import { HttpClient } from '../../api/test/support/http-client.ts';
import { contactUpdate } from '../../api/test/telegram/support/chat-updates.ts';
import { signInitData } from '../../api/test/telegram/support/sign-init-data.ts';
import { addDays, todayIn } from '../../e2e/support/dates.ts';
import { DEMO, DEMO_PLATFORM_ADMIN } from '../../e2e/support/demo-accounts.ts';
import { readOutbox } from '../../e2e/support/outbox.ts';
import { signInToAdminPanel, signInWithPassword } from '../../e2e/support/sessions.ts';
import { BOT_TOKEN } from '../../e2e/support/test-bot.ts';
import { LANGUAGES } from './personas.mjs';

/** The secret the app's webhook runs with: the gallery delivers a Telegram client's shared contact through it. */
export const WEBHOOK_SECRET = 'gallery-webhook-secret-0123456789';
const TIMEZONE = 'Asia/Tashkent';

const must = (reply, what) => {
  if (reply.status >= 300) throw new Error(`${what}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body;
};

/** Days from `from` on (up to 3 weeks) with a free time for the service, by the server's own slot lists; the first. */
async function firstFreeDay(url, serviceId, from, extra = {}) {
  for (let offset = 0; offset < 21; offset++) {
    const date = addDays(from, offset);
    const query = new URLSearchParams({ date, serviceId: String(serviceId), clientTimezone: TIMEZONE, ...extra });
    const slots = await (await fetch(`${url}/api/time-slots?${query}`)).json();
    const free = slots.filter((slot) => slot.isAvailable);
    if (free.length > 0) return { date, times: free.map((slot) => slot.time) };
  }
  throw new Error(`no free time for service ${serviceId} in three weeks`);
}

async function register(url, firstName, lastName) {
  const client = new HttpClient(url);
  const account = { firstName, lastName, email: `gallery-${randomUUID().slice(0, 8)}@example.uz`, password: 'gallery2025' };
  must(await client.post('/api/register', account), `registering ${firstName}`);
  return { client, ...account };
}

/** The latest invitation link e-mailed to `email`: the job sends it within a few seconds. */
async function invitationToken(outboxDir, email) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const mail = (await readOutbox(outboxDir)).filter((m) => m.to.includes(email)).at(-1);
    const token = mail?.text.match(/\/auth\/staff-invite\?token=([\w-]+)/)?.[1];
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no invitation e-mail to ${email}`);
}

/**
 * A second business (Business plan, trial) whose master accepted the e-mailed invitation and has two bookings: the
 * views an invited master sees.
 */
async function invitedMaster(url, outboxDir) {
  const owner = await register(url, 'Kamola', 'Nazarova');
  must(await owner.client.post('/api/select-subscription-plan', { planId: await planId(owner.client, 'business') }), 'Business trial');
  const service = must(
    await owner.client.post('/api/services', { name: 'Manikyur', description: 'Klassik manikyur', price: "120 000 so'm", duration: 60 }),
    'a service',
  );
  const week = Object.fromEntries(WEEK.map((day) => [day, halfHours('09:00', '18:00')]));
  must(await owner.client.put(`/api/service-availability/${service.id}`, { availability: week }), 'its hours');
  const email = `gallery-master-${randomUUID().slice(0, 8)}@example.uz`;
  const master = must(
    await owner.client.post('/api/staff', {
      name: 'Bekzod Tursunov',
      title: 'Barber',
      serviceIds: [service.id],
      availability: week,
      email,
      isActive: true,
    }),
    'a master',
  );
  must(await owner.client.post(`/api/staff/${master.id}/invite`, {}), 'the invitation');
  const token = await invitationToken(outboxDir, email);
  const account = new HttpClient(url);
  must(
    await account.post('/api/register', { firstName: 'Bekzod', lastName: 'Tursunov', email, password: 'gallery2025' }),
    'the master account',
  );
  must(await account.post('/api/staff/invitations/accept', { token }), 'accepting the invitation');
  const { date, times } = await firstFreeDay(url, service.id, addDays(todayIn(), 1), { staffId: master.id });
  for (const [name, time] of [
    ['Sardor Aliyev', times[0]],
    ['Gulnora Karimova', times[2] ?? times.at(-1)],
  ]) {
    must(
      await owner.client.post('/api/bookings', {
        name,
        phone: '+998 90 111 22 33',
        date,
        timeSlot: time,
        serviceId: service.id,
        staffId: master.id,
      }),
      'a booking for the master',
    );
  }
  return { email, password: 'gallery2025' };
}

/** The launch data a Telegram client signs the Mini App with (the same token as the app's bot). */
export function initDataFor(user) {
  return signInitData({ user, chat_type: 'sender', chat_instance: '-100200300', signature: 'gallery-signature' }, BOT_TOKEN);
}

/** Telegram's language code for a language (Telegram has none for Uzbek in Cyrillic: that one is picked in the app). */
const TELEGRAM_CODE = { uz: 'uz', 'uz-Cyrl': 'uz', ru: 'ru' };

/**
 * Per language, two Telegram clients: one opening the Mini App for the first time, and one who shared their phone
 * with the bot and booked with the demo before (their home lists the booking; nothing is asked when they book).
 */
async function telegramClients(url, service, day) {
  const clients = {};
  for (const [index, language] of LANGUAGES.entries()) {
    const code = TELEGRAM_CODE[language];
    const newcomer = {
      id: 880_000_100 + index,
      first_name: 'Malika',
      last_name: 'Yusupova',
      language_code: code,
      allows_write_to_pm: true,
    };
    const returning = { id: 880_000_200 + index, first_name: 'Anvar', last_name: 'Qodirov', language_code: code, allows_write_to_pm: true };
    const phone = `+998 90 55${index} 11 22`;
    const update = contactUpdate({ id: returning.id, first_name: returning.first_name }, phone, returning.id);
    const delivered = await fetch(`${url}/api/telegram/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': WEBHOOK_SECRET },
      body: JSON.stringify(update),
    });
    if (!delivered.ok) throw new Error(`the contact update: ${delivered.status}`);
    const tma = { authorization: `tma ${initDataFor(returning)}` };
    const client = new HttpClient(url);
    const time = day.times[(index + 3) % day.times.length];
    const booking = must(
      await client.post(
        '/api/public/bookings',
        { name: 'Anvar Qodirov', phone, date: day.date, timeSlot: time, serviceId: service, clientTimezone: TIMEZONE, language },
        tma,
      ),
      'a Telegram client booking',
    );
    must(
      await client.post(`/api/telegram/bookings/${booking.id}/link`, { clientToken: booking.clientToken }, tma),
      'linking it to the chat',
    );
    clients[language] = { newcomer, returning, bookingId: booking.id };
  }
  return clients;
}

/** Everything the route table reads (`fixtures`), and the signed-in state of each persona (`sessions`). */
export async function prepare({ url, outboxDir, browser }) {
  const services = must(await new HttpClient(url).get(`/api/public/services/${DEMO.username}`), "the demo's services");
  const haircut = services.find((service) => (service.staff ?? []).length > 1) ?? services[0];
  // Three days ahead: the booking's change window (2 hours before) is open whatever the time now.
  const day = await firstFreeDay(url, haircut.id, addDays(todayIn(), 3));
  const client = new HttpClient(url);
  const booking = must(
    await client.post('/api/public/bookings', {
      name: 'Dilnoza Yusupova',
      phone: '+998 90 123 45 67',
      email: 'dilnoza@example.uz',
      date: day.date,
      timeSlot: day.times[0],
      serviceId: haircut.id,
      clientTimezone: TIMEZONE,
    }),
    "a client's booking",
  );
  const starter = await register(url, 'Nodira', 'Saidova');
  must(await starter.client.post('/api/select-subscription-plan', { planId: await planId(starter.client, 'freemium') }), 'Freemium');
  const newcomer = await register(url, 'Jahongir', 'Olimov');
  const plans = must(await client.get('/api/subscription-plans'), 'the plans');
  const master = await invitedMaster(url, outboxDir);
  const telegram = await telegramClients(url, haircut.id, day);

  const fixtures = {
    haircut: haircut.id,
    /** The first day from tomorrow with a free time for it: the web walk picks it on the month grid. */
    freeDay: (await firstFreeDay(url, haircut.id, addDays(todayIn(), 1))).date,
    booking: { id: booking.id, token: booking.clientToken, confirmation: booking.confirmationNumber },
    paidPlan: plans.find((plan) => plan.price > 0)?.id ?? plans[0].id,
    telegram,
  };

  const signedIn = async (signIn) => {
    const context = await browser.newContext();
    try {
      await signIn(context.request);
      return await context.storageState();
    } finally {
      await context.close();
    }
  };
  const sessions = {
    visitor: null,
    owner: await signedIn((request) => signInWithPassword(request, url, DEMO.email, DEMO.password)),
    starter: await signedIn((request) => signInWithPassword(request, url, starter.email, starter.password)),
    newcomer: await signedIn((request) => signInWithPassword(request, url, newcomer.email, newcomer.password)),
    master: await signedIn((request) => signInWithPassword(request, url, master.email, master.password)),
    admin: await signedIn((request) => signInToAdminPanel(request, url)),
    platform: await signedIn((request) => signInWithPassword(request, url, DEMO_PLATFORM_ADMIN.email, DEMO_PLATFORM_ADMIN.password)),
  };
  return { fixtures, sessions };
}
