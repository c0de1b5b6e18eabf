import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, daysAhead, providerWithService } from '../support/fixtures.ts';
import { startTelegramApp, type TelegramTestApp } from './support/telegram-app.ts';

// TELEGRAM_BOT_USERNAME is optional: the bot's name then comes from getMe, and every t.me link uses it.
let t: TelegramTestApp;
beforeAll(async () => {
  t = await startTelegramApp({ TELEGRAM_BOT_USERNAME: '' });
});
afterAll(() => t.close());

describe("the bot's username from getMe", () => {
  it("gives a booking's client its b_ link and the browser apps the bot's name", async () => {
    const { service } = await providerWithService(t.app);
    const booked = await t.app.client().post('/api/public/bookings', bookingBody(service.id, daysAhead(4), '10:00'));
    expect(booked.status).toBe(201);
    expect(booked.body.telegramLink).toMatch(/^https:\/\/t\.me\/qabul_test_bot\?start=b_/);
    expect((await t.app.client().get('/api/config')).body).toEqual({
      telegramBotUsername: 'qabul_test_bot',
      telegramLoginEnabled: true,
      telegramBotId: 123456789,
    });
    const details = await t.app.client().get(`/api/booking-details/${booked.body.id}?token=${booked.body.clientToken}`);
    expect(details.body.telegramLink).toBe(booked.body.telegramLink);
  });
});

describe('Telegram unreachable when the app starts', () => {
  it('the site starts anyway and the bot asks again until Telegram answers, then sets itself up', async () => {
    const late = await startTelegramApp({ TELEGRAM_BOT_USERNAME: '', TELEGRAM_RETRY_MS: '20' }, (fake) =>
      // Telegram out of reach for the first four asks.
      fake.cutConnections('getMe', 4),
    );
    try {
      // The booking site answers while the bot is still trying.
      expect((await late.app.client().get('/api/health')).status).toBe(200);
      // Telegram answers the fifth getMe: the bot registers its webhook and its name reaches every link.
      await late.fake.waitFor((call) => call.method === 'setWebhook');
      expect(late.fake.calls.filter((call) => call.method === 'getMe')).toHaveLength(5);
      expect((await late.app.client().get('/api/config')).body).toEqual({
        telegramBotUsername: 'qabul_test_bot',
        telegramLoginEnabled: true,
        telegramBotId: 123456789,
      });
    } finally {
      await late.close();
    }
  });
});
