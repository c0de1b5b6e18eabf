import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CalendarBlockResponse } from '../../src/contracts/responses.ts';
import { chatFreeTimes } from '../../src/features/telegram/chat-booking.ts';
import { freeTimes, signedInMaster } from '../provider-tools/support.ts';
import { ownerOffService, salon } from '../staff/support.ts';
import { bookingBody, daysAhead, halfHours } from '../support/fixtures.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { calendar, nextWeekday } from './support.ts';

// "Band vaqt" (POST /api/calendar/blocks, DELETE /api/calendar/blocks/{id}) over HTTP against real PostgreSQL.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

const monday = nextWeekday(1);
const TAKEN = "Bu vaqtda ustaning uchrashuvi yoki band vaqti bor: avval uni ko'chiring yoki bekor qiling";

/** Aziza works Mondays 10-14 and 15-17, Bobur 12-18 every day; the owner does not do the service. */
async function shop() {
  const week = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
  const made = await salon(app, 2, [
    { Monday: [...halfHours('10:00', '14:00'), ...halfHours('15:00', '17:00')] },
    Object.fromEntries(week.map((day) => [day, halfHours('12:00', '18:00')])),
  ]);
  await ownerOffService(made.client, made.owner);
  const [aziza, bobur] = made.masters as [{ id: string; name: string }, { id: string; name: string }];
  return { ...made, aziza, bobur };
}

async function sql<T = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> {
  return (await app.qabul.deps.pool.query(text, values)).rows as T[];
}

describe('POST /api/calendar/blocks', () => {
  it("holds the master's time: no surface offers it, nobody books it, and it is freed on delete", async () => {
    const s = await shop();
    // Aziza already has a booking that day, so "any master" would pick Bobur (fewer bookings) at 13:00.
    expect((await s.client.post('/api/bookings', bookingBody(s.service.id, monday, '10:00', { staffId: s.aziza.id }))).status).toBe(201);
    // Read (and cached) before the block.
    expect(await freeTimes(app, s.service.id, monday, s.bobur.id)).toContain('13:00');
    expect(await freeTimes(app, s.service.id, monday)).toContain('17:30');

    const lunch = await s.client.post('/api/calendar/blocks', {
      staffId: s.bobur.id,
      date: monday,
      start: '13:00',
      end: '14:00',
      note: 'Tushlik',
    });
    expect(lunch.status).toBe(201);
    expect(CalendarBlockResponse.parse(lunch.body)).toMatchObject({
      staffId: s.bobur.id,
      date: monday,
      start: '13:00',
      end: '14:00',
      note: 'Tushlik',
    });
    const evening = await s.client.post('/api/calendar/blocks', { staffId: s.bobur.id, date: monday, start: '17:00', end: '18:00' });
    expect(evening.status).toBe(201);
    expect(evening.body.note).toBeNull();

    // The public list (with and without a master) no longer offers it.
    const bobursTimes = await freeTimes(app, s.service.id, monday, s.bobur.id);
    expect(bobursTimes).not.toContain('13:00');
    expect(bobursTimes).not.toContain('13:30');
    expect(bobursTimes).toContain('14:00');
    const anyTimes = await freeTimes(app, s.service.id, monday);
    expect(anyTimes).toContain('13:00'); // Aziza is free then
    expect(anyTimes).not.toContain('17:00'); // only Bobur works then, and he is blocked
    expect(anyTimes).not.toContain('17:30');
    // The bot chat's day (the Mini App reads the public list above).
    expect(await chatFreeTimes(app.qabul.deps, s.service.id, monday, s.bobur.id)).toEqual(bobursTimes);
    expect(await chatFreeTimes(app.qabul.deps, s.service.id, monday)).toEqual(anyTimes);

    // Nobody books over it: a client naming Bobur, the owner's dashboard, "any master" when only he works.
    const named = await app
      .client()
      .post('/api/public/bookings', bookingBody(s.service.id, monday, '13:00', { staffId: s.bobur.id, phone: '+998 90 000 11 01' }));
    expect(named.status).toBe(409);
    expect(named.body.code).toBe('slot_taken');
    const dashboard = await s.client.post('/api/bookings', bookingBody(s.service.id, monday, '13:30', { staffId: s.bobur.id }));
    expect([dashboard.status, dashboard.body.code]).toEqual([409, 'slot_taken']);
    const late = await app
      .client()
      .post('/api/public/bookings', bookingBody(s.service.id, monday, '17:00', { phone: '+998 90 000 11 02' }));
    expect([late.status, late.body.code]).toEqual([409, 'slot_taken']);
    // "Any master" at 13:00 goes to the one who is free, not to the blocked one with fewer bookings.
    const any = await app.client().post('/api/public/bookings', bookingBody(s.service.id, monday, '13:00', { phone: '+998 90 000 11 03' }));
    expect(any.status).toBe(201);
    expect(any.body.staff.id).toBe(s.aziza.id);

    const day = await calendar(s.client, `date=${monday}`);
    expect(day.blocks.map((b) => [b.staffId, b.start, b.end, b.note])).toEqual([
      [s.bobur.id, '13:00', '14:00', 'Tushlik'],
      [s.bobur.id, '17:00', '18:00', null],
    ]);

    expect((await s.client.delete(`/api/calendar/blocks/${lunch.body.id}`)).status).toBe(204);
    expect(await freeTimes(app, s.service.id, monday, s.bobur.id)).toContain('13:00');
    expect((await calendar(s.client, `date=${monday}`)).blocks.map((b) => b.id)).toEqual([evening.body.id]);
    expect((await s.client.delete(`/api/calendar/blocks/${lunch.body.id}`)).status).toBe(404);
    expect(await sql<{ action: string }>(`select action from platform_activity where entity_id = $1 order by id`, [lunch.body.id])).toEqual(
      [{ action: 'calendar_block_created' }, { action: 'calendar_block_removed' }],
    );
  });

  it('is refused over a booking or another block (409 slot_taken), in the reader’s language; touching is fine', async () => {
    const s = await shop();
    expect((await s.client.post('/api/bookings', bookingBody(s.service.id, monday, '10:00', { staffId: s.aziza.id }))).status).toBe(201);
    const over = await s.client.post('/api/calendar/blocks', { staffId: s.aziza.id, date: monday, start: '10:15', end: '11:00' });
    expect(over.status).toBe(409);
    expect(over.body).toEqual({ message: TAKEN, code: 'slot_taken' });
    const russian = await s.client.post('/api/calendar/blocks?lang=ru', {
      staffId: s.aziza.id,
      date: monday,
      start: '09:00',
      end: '12:00',
    });
    expect(russian.body.message).toBe('В это время у мастера уже есть запись или занятое время: сначала перенесите или отмените её');
    expect((await s.client.post('/api/calendar/blocks', { staffId: s.aziza.id, date: monday, start: '10:30', end: '11:00' })).status).toBe(
      201,
    );
    const twice = await s.client.post('/api/calendar/blocks', { staffId: s.aziza.id, date: monday, start: '10:45', end: '11:15' });
    expect([twice.status, twice.body.code]).toEqual([409, 'slot_taken']);
    // Another master's time is theirs.
    expect((await s.client.post('/api/calendar/blocks', { staffId: s.bobur.id, date: monday, start: '10:00', end: '11:00' })).status).toBe(
      201,
    );
    // To the day's end.
    const night = await s.client.post('/api/calendar/blocks', { staffId: s.bobur.id, date: monday, start: '23:00', end: '24:00' });
    expect(night.status).toBe(201);
    expect((await calendar(s.client, `date=${monday}&staffId=${s.bobur.id}`)).blocks.map((b) => b.end)).toEqual(['11:00', '24:00']);
    // The refused ones left nothing behind.
    expect(await sql(`select start_time from calendar_blocks where staff_id = $1`, [s.aziza.id])).toEqual([{ start_time: '10:30' }]);
  });

  it('an invited master blocks and frees only their own time; another business’s master or block is 404', async () => {
    const s = await shop();
    const other = await shop();
    const master = await signedInMaster(app, s.aziza.id);
    const own = await master.post('/api/calendar/blocks', { staffId: s.aziza.id, date: monday, start: '12:00', end: '12:30' });
    expect(own.status).toBe(201);
    expect((await master.post('/api/calendar/blocks', { staffId: s.bobur.id, date: monday, start: '12:00', end: '12:30' })).status).toBe(
      404,
    );
    const bobursBlock = await s.client.post('/api/calendar/blocks', { staffId: s.bobur.id, date: monday, start: '15:00', end: '15:30' });
    expect(bobursBlock.status).toBe(201);
    expect((await master.delete(`/api/calendar/blocks/${bobursBlock.body.id}`)).status).toBe(404);
    expect((await calendar(master, `date=${monday}`)).blocks.map((b) => b.id)).toEqual([own.body.id]);
    // Someone else's business.
    const foreign = await other.client.post('/api/calendar/blocks', { staffId: s.bobur.id, date: monday, start: '16:00', end: '16:30' });
    expect([foreign.status, foreign.body.code]).toEqual([404, 'not_found']);
    expect((await other.client.delete(`/api/calendar/blocks/${own.body.id}`)).status).toBe(404);
    expect((await other.client.delete('/api/calendar/blocks/not-a-uuid')).status).toBe(404);
    expect((await master.delete(`/api/calendar/blocks/${own.body.id}`)).status).toBe(204);
    // Not signed in.
    expect(
      (await app.client().post('/api/calendar/blocks', { staffId: s.bobur.id, date: monday, start: '16:00', end: '16:30' })).status,
    ).toBe(401);
    expect((await app.client().delete(`/api/calendar/blocks/${bobursBlock.body.id}`)).status).toBe(401);
  });

  it('refuses bad input with a clear message per field, writing nothing', async () => {
    const s = await shop();
    const base = { staffId: s.bobur.id, date: monday, start: '13:00', end: '14:00' };
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...base, start: '13:07' }, 'start', "Boshlanish vaqti noto'g'ri: HH:mm, 5 daqiqalik qadam bilan (masalan 13:00)"],
      [{ ...base, start: '25:00' }, 'start', "Boshlanish vaqti noto'g'ri: HH:mm, 5 daqiqalik qadam bilan (masalan 13:00)"],
      [{ ...base, end: '24:30' }, 'end', "Tugash vaqti noto'g'ri: HH:mm, 5 daqiqalik qadam bilan, ko'pi bilan 24:00"],
      [{ ...base, end: 1400 }, 'end', "Tugash vaqti noto'g'ri: HH:mm, 5 daqiqalik qadam bilan, ko'pi bilan 24:00"],
      [{ ...base, end: '13:00' }, 'end', "Tugash vaqti boshlanish vaqtidan keyin bo'lishi kerak"],
      [{ ...base, end: '12:00' }, 'end', "Tugash vaqti boshlanish vaqtidan keyin bo'lishi kerak"],
      [{ ...base, note: 'x'.repeat(201) }, 'note', "Izoh ko'pi bilan 200 belgi bo'lishi kerak"],
      [{ ...base, date: '2026-13-01' }, 'date', "Sana noto'g'ri (YYYY-MM-DD)"],
      [{ ...base, date: daysAhead(-1) }, 'end', "O'tib ketgan vaqtni band qilib bo'lmaydi"],
      [{ ...base, date: daysAhead(400) }, 'date', "Vaqtni ko'pi bilan 365 kun oldinga band qilish mumkin"],
      [{ ...base, staffId: undefined }, 'staffId', "Usta identifikatori noto'g'ri"],
      [{ ...base, staffId: 'nobody' }, 'staffId', "Usta identifikatori noto'g'ri"],
    ];
    for (const [body, field, message] of cases) {
      const reply = await s.client.post('/api/calendar/blocks', body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.code).toBe('validation');
      expect(reply.body.errors[field], JSON.stringify(body)).toBe(message);
    }
    expect((await s.client.post('/api/calendar/blocks', '[]')).status).toBe(400);
    expect(await sql(`select id from calendar_blocks where user_id = $1`, [s.user.id])).toEqual([]);
  });
});

describe('a block and a booking racing for the same time', () => {
  it('exactly one of the two wins each time; the other is 409 slot_taken', async () => {
    const s = await shop();
    const date = nextWeekday(3, 4);
    const starts = halfHours('12:00', '18:00');
    const rounds = await Promise.all(
      starts.map(async (start, i) => {
        const end = halfHours(start, '18:00')[1] ?? '18:00';
        const [block, booking] = await Promise.all([
          s.client.post('/api/calendar/blocks', { staffId: s.bobur.id, date, start, end }),
          app
            .client()
            .post(
              '/api/public/bookings',
              bookingBody(s.service.id, date, start, { staffId: s.bobur.id, phone: `+998 91 000 ${String(10 + i).padStart(2, '0')} 00` }),
            ),
        ]);
        return [block, booking];
      }),
    );
    for (const pair of rounds) {
      expect(pair.map((reply) => reply.status).sort()).toEqual([201, 409]);
      expect(pair.find((reply) => reply.status === 409)?.body.code).toBe('slot_taken');
    }
    const day = await calendar(s.client, `date=${date}&staffId=${s.bobur.id}`);
    expect(day.blocks.length + day.bookings.length).toBe(starts.length);
  });
});
