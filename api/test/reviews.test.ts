import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planAfterVisitNotices } from '../src/features/notifications/review-question.queries.ts';
import { ProviderReviewResponse, ReviewResponse, ReviewSummaryResponse } from '../src/contracts/responses.ts';
import { bookingBody, daysAhead, providerWithService } from './support/fixtures.ts';
import { moveVisitIntoPast } from './support/past-visit.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT_DISABLED: '1', REMINDERS_DISABLED: '1' });
});
afterAll(() => app.close());

let slot = 0;
/** A booking of `provider` whose visit (30 minutes) began `startedMinutesAgo` ago; null leaves it ahead. */
async function visit(
  provider: Awaited<ReturnType<typeof providerWithService>>,
  startedMinutesAgo: number | null,
  name = 'Dilnoza Yusupova',
) {
  slot += 1;
  const time = `${String(9 + (slot % 8)).padStart(2, '0')}:${slot % 2 ? '00' : '30'}`;
  const booked = await app.client().post('/api/public/bookings', bookingBody(provider.service.id, daysAhead(10 + slot), time, { name }));
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  if (startedMinutesAgo !== null) await moveVisitIntoPast(app, booked.body.id, startedMinutesAgo);
  return booked.body as { id: string; clientToken: string; userId: string };
}

const rate = (booking: { id: string; clientToken: string }, rating: unknown, extra: Record<string, unknown> = {}) =>
  app.client().post('/api/public/reviews', { bookingId: booking.id, token: booking.clientToken, rating, ...extra });

describe('reviews', () => {
  it('takes one rating per visit once it is over: 201, then 409; before the end 409 too_early', async () => {
    const provider = await providerWithService(app);
    const over = await visit(provider, 45);
    const first = await rate(over, 5, { comment: '  Juda yaxshi!  ' });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(ReviewResponse.parse(first.body)).toMatchObject({ rating: 5, comment: 'Juda yaxshi!', clientName: 'Dilnoza Y.' });
    const again = await rate(over, 1);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('conflict');

    const ongoing = await visit(provider, 10);
    const early = await rate(ongoing, 4);
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: 'too_early', message: expect.stringMatching(/tugamagan/) });
    const ahead = await visit(provider, null);
    expect((await rate(ahead, 4)).body.code).toBe('too_early');
  });

  it('refuses a wrong token (403), an unknown booking (404), bad ratings and long comments (400), a cancelled or missed visit (409)', async () => {
    const provider = await providerWithService(app);
    const over = await visit(provider, 120);
    const wrong = await app
      .client()
      .post('/api/public/reviews', { bookingId: over.id, token: 'x'.repeat(over.clientToken.length), rating: 5 });
    expect(wrong.status).toBe(403);
    expect(wrong.body.code).toBe('forbidden');
    const unknown = await app
      .client()
      .post('/api/public/reviews', { bookingId: '00000000-0000-4000-8000-000000000000', token: 'abc', rating: 5 });
    expect(unknown.status).toBe(404);
    expect((await app.client().post('/api/public/reviews', { bookingId: 'nima', token: 'abc', rating: 5 })).status).toBe(404);
    for (const rating of [0, 6, 4.5, '5', null]) {
      const bad = await rate(over, rating);
      expect(bad.status, String(rating)).toBe(400);
      expect(bad.body.code).toBe('validation');
    }
    const long = await rate(over, 5, { comment: 'a'.repeat(1001) });
    expect(long.status).toBe(400);
    expect(long.body.errors.comment).toMatch(/1000/);
    expect((await rate(over, 5, { comment: 'a'.repeat(1000) })).status).toBe(201);

    const cancelled = await visit(provider, 160);
    await provider.client.post(`/api/bookings/${cancelled.id}/cancel`, {});
    expect((await rate(cancelled, 5)).status).toBe(409);
    const missed = await visit(provider, 200);
    await provider.client.put(`/api/bookings/${missed.id}/status`, { status: 'no_show' });
    expect((await rate(missed, 5)).status).toBe(409);
  });

  it('shows the average and the 10 latest visible reviews publicly; the provider hides one; others get 404', async () => {
    const provider = await providerWithService(app);
    const ratings = [5, 4, 5, 3, 5, 4, 5, 5, 4, 5, 2];
    const visits = [];
    for (const [i, rating] of ratings.entries()) {
      // Visits of one provider 40 minutes apart: the database refuses overlapping ones even in the past.
      const booking = await visit(provider, 500 - i * 40, `Mijoz${i} Familiya`);
      visits.push(booking);
      expect((await rate(booking, rating)).status).toBe(201);
    }
    const summary = await app.client().get(`/api/public/reviews/${provider.user.username}`);
    expect(summary.status).toBe(200);
    ReviewSummaryResponse.parse(summary.body);
    const average = Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10;
    expect(summary.body).toMatchObject({ average, count: 11 });
    expect(summary.body.latest).toHaveLength(10);
    expect(summary.body.latest[0].clientName).toBe('Mijoz10 F.');
    // By id too, as every public provider route.
    expect((await app.client().get(`/api/public/reviews/${provider.user.id}`)).body.count).toBe(11);

    const mine = await provider.client.get('/api/reviews');
    expect(mine.headers.get('x-total-count')).toBe('11');
    for (const row of mine.body) ProviderReviewResponse.parse(row);
    const lowest = mine.body.find((r: { rating: number }) => r.rating === 2);
    const other = await providerWithService(app);
    const foreign = await other.client.put(`/api/reviews/${lowest.id}`, { hidden: true });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('not_found');
    expect((await other.client.put('/api/reviews/not-an-id', { hidden: true })).status).toBe(404);
    expect((await app.client().put(`/api/reviews/${lowest.id}`, { hidden: true })).status).toBe(401);
    expect((await provider.client.put(`/api/reviews/${lowest.id}`, { hidden: 'ha' })).status).toBe(400);

    const hidden = await provider.client.put(`/api/reviews/${lowest.id}`, { hidden: true });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ id: lowest.id, hidden: true, serviceName: 'Soch olish' });
    const after = (await app.client().get(`/api/public/reviews/${provider.user.username}`)).body;
    expect(after.count).toBe(10);
    expect(after.average).toBe(Math.round(((ratings.reduce((a, b) => a + b, 0) - 2) / 10) * 10) / 10);
    expect(after.latest.map((r: { id: string }) => r.id)).not.toContain(lowest.id);
    expect((await provider.client.get('/api/reviews')).body).toHaveLength(11);

    const empty = await app.client().get(`/api/public/reviews/${other.user.username}`);
    expect(empty.body).toEqual({ average: null, count: 0, latest: [] });
    expect((await app.client().get('/api/public/reviews/hech_kim_yoq_123')).status).toBe(404);
  });

  it('plans the question once, an hour after the visit ends, for kept visits only', async () => {
    const provider = await providerWithService(app);
    const kept = await visit(provider, 30);
    const missed = await visit(provider, 70);
    await moveVisitIntoPast(app, missed.id, 70);
    await provider.client.put(`/api/bookings/${missed.id}/status`, { status: 'no_show' });
    const em = app.qabul.database.orm.em.fork();
    const [row] = await em.getConnection().execute<{ ends_at: Date }[]>('select ends_at from bookings where id = ?', [kept.id]);
    const end = new Date(row?.ends_at as Date).getTime();
    const planned = () =>
      em
        .getConnection()
        .execute(`select booking_id from reminder_schedules where reminder_type = 'review_request' and booking_id in (?, ?)`, [
          kept.id,
          missed.id,
        ]);
    await planAfterVisitNotices(em, new Date(end + 59 * 60_000));
    expect(await planned()).toEqual([]);
    await planAfterVisitNotices(em, new Date(end + 61 * 60_000));
    await planAfterVisitNotices(em, new Date(end + 62 * 60_000));
    expect(await planned()).toEqual([{ booking_id: kept.id }]);
  });

  it("puts the rating into the public page's head as schema.org AggregateRating, escaped", async () => {
    const provider = await providerWithService(app);
    const renamed = await provider.client.put('/api/user/profile', {
      ...(await provider.client.get('/api/auth/user')).body,
      firstName: '</script><b>Aziz',
      lastName: 'Karimov',
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const page = async () => (await app.client().get(`/${provider.user.username}`)).body as string;
    // The business is described from the start; its rating only once someone has rated it.
    expect(await page()).toContain('application/ld+json');
    expect(await page()).not.toContain('aggregateRating');
    await rate(await visit(provider, 90), 4);
    await rate(await visit(provider, 130), 5);
    const html = await page();
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    expect(json).toBeDefined();
    expect(json).not.toContain('<');
    const data = JSON.parse(json as string);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2, bestRating: 5 },
    });
  });
});
