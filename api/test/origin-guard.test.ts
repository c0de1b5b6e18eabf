import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerWithService } from './support/fixtures.ts';
import { signInitData } from './telegram/support/sign-init-data.ts';
import { BOT_TOKEN, startTelegramApp, type TelegramTestApp } from './telegram/support/telegram-app.ts';

let t: TelegramTestApp;
beforeAll(async () => {
  t = await startTelegramApp();
});
afterAll(() => t.close());

describe('the cross-site request guard', () => {
  it('is not switched off by any `Authorization: tma` header, only by valid init data', async () => {
    const { client } = await providerWithService(t.app);
    const foreign = { origin: 'https://evil.example' };
    const rename = (headers: Record<string, string>) =>
      client.put('/api/user/profile', { firstName: 'Hacked', lastName: 'Name' }, { ...foreign, ...headers });
    expect((await rename({})).status).toBe(403);
    const junk = await rename({ authorization: 'tma junk' });
    expect(junk.status).toBe(403);
    expect(junk.body.code).toBe('forbidden');
    expect((await rename({ authorization: 'tma query_id=1&hash=00' })).status).toBe(403);
    const forgedWithOtherToken = signInitData({ user: { id: 1, first_name: 'A' } }, '123:not-our-bot-token-at-all-xxxxxxxx');
    expect((await rename({ authorization: `tma ${forgedWithOtherToken}` })).status).toBe(403);
    // Real Mini App data passes the guard (the handler then decides what the caller may do).
    const valid = signInitData({ user: { id: 77, first_name: 'Dilnoza' }, chat_type: 'sender' }, BOT_TOKEN);
    expect((await rename({ authorization: `tma ${valid}` })).status).not.toBe(403);
  });

  it('guards the admin-panel cookie too', async () => {
    const reply = await t.app
      .client()
      .post('/api/logout', undefined, { origin: 'https://evil.example', cookie: 'qabul.admin.sid=anything' });
    expect(reply.status).toBe(403);
  });
});
