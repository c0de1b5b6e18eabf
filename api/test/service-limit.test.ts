import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerWithService } from './support/fixtures.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT_DISABLED: '1' });
});
afterAll(() => app.close());

describe("the plan's service count under concurrency", () => {
  it('eight simultaneous creates on Freemium (1 of 3 used): exactly two go in', async () => {
    const { client } = await providerWithService(app);
    const replies = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        client.post('/api/services', { name: `Xizmat ${index}`, description: 'Tavsif', price: "50 000 so'm", duration: 30 }),
      ),
    );
    expect(replies.filter((reply) => reply.status === 201)).toHaveLength(2);
    expect(replies.filter((reply) => reply.status === 409 && reply.body.code === 'plan_limit')).toHaveLength(6);
    expect((await client.get('/api/services')).body).toHaveLength(3);
    const audit = await app.qabul.database.orm.em
      .getConnection()
      .execute<{ n: number }>(
        `select count(*)::int as n from platform_activity where action = 'service_created' and user_id = ?`,
        [(await client.get('/api/user')).body.id],
        'get',
      );
    expect(audit.n).toBe(3);
  });
});
