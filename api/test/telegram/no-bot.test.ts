import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKGROUND } from '../../src/background.ts';
import { providerWithService } from '../support/fixtures.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { signInitData } from './support/sign-init-data.ts';

// No TELEGRAM_BOT_TOKEN: the app runs, the Telegram endpoints answer plainly, nothing crashes.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ TELEGRAM_BOT_TOKEN: '' }, { background: BACKGROUND });
});
afterAll(() => app.close());

describe('without a Telegram bot', () => {
  it('answers Mini App sign-in with 401, the link token with 404 (ADR 030), and has no webhook', async () => {
    const initData = signInitData({ user: { id: 1, first_name: 'A' } }, '123:any-token-at-all-here');
    const auth = await app.client().post('/api/telegram/auth', { initData });
    expect(auth.status).toBe(401);
    expect(auth.body).toEqual({ message: 'Telegram bot sozlanmagan', code: 'unauthorized' });
    const provider = await providerWithService(app);
    const link = await provider.client.post('/api/telegram/link-token');
    expect(link.status).toBe(404);
    expect(link.body).toEqual({ message: 'Telegram bot sozlanmagan', code: 'not_found' });
    expect((await app.client().post('/api/telegram/webhook', { update_id: 1 })).status).toBe(404);
    expect((await app.client().get('/api/health')).status).toBe(200);
  });
});
