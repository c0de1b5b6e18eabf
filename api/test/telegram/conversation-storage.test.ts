import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationStorage } from '../../src/features/telegram/conversation-storage.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// The chat booking's conversation state in PostgreSQL, with the clock stepped by the test.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ REMINDERS_DISABLED: '1' });
});
afterAll(() => app.close());

const minutes = (m: number) => new Date(Date.UTC(2030, 0, 1, 12, 0) + m * 60_000);
const rows = () =>
  app.qabul.database.orm.em.getConnection().execute<{ key: string }[]>('select key from bot_conversations order by key', [], 'all');

describe('conversation storage', () => {
  it('keeps a conversation for 30 minutes after its last update and then reads it as ended and removes it', async () => {
    let now = minutes(0);
    const store = conversationStorage(app.qabul.database.pool, { clock: () => now });
    await store.write('chat-booking:1', { step: 'day' });
    now = minutes(29);
    expect(await store.read('chat-booking:1')).toEqual({ step: 'day' });
    // Every write restarts the 30 minutes.
    await store.write('chat-booking:1', { step: 'time' });
    now = minutes(29 + 29.999);
    expect(await store.read('chat-booking:1')).toEqual({ step: 'time' });
    now = minutes(29 + 30);
    expect(await store.read('chat-booking:1')).toBeUndefined();
    expect(await rows()).toEqual([]);
  });

  it("sweeps other chats' abandoned conversations when it writes, and deletes on request", async () => {
    let now = minutes(100);
    const store = conversationStorage(app.qabul.database.pool, { clock: () => now });
    await store.write('chat-booking:2', { step: 'service' });
    await store.write('chat-booking:3', { step: 'service' });
    now = minutes(100 + 31);
    await store.write('chat-booking:4', { step: 'phone' });
    expect(await rows()).toEqual([{ key: 'chat-booking:4' }]);
    await store.delete('chat-booking:4');
    expect(await rows()).toEqual([]);
  });
});
