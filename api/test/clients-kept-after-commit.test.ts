import { randomUUID } from 'node:crypto';
import { createTestDatabase } from '@qabul/db/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { foldClientNotes } from '../src/lib/clients-keeper.ts';

/**
 * The clients list is kept after a booking's commit, not inside its transaction (ADR 036): the booking's trigger
 * only notes what it wrote (`clients_to_keep`), and `keep_clients` folds the notes into `clients`. Here on a
 * database with no app running, so every fold is this test's own and can be counted.
 */
let database: { url: string; drop(): Promise<void> };
let pool: pg.Pool;
let provider: string;
let staffId: string;
let serviceId: number;
let slot = 0;

beforeAll(async () => {
  database = await createTestDatabase(inject('pgServerUrl'));
  pool = new pg.Pool({ connectionString: database.url, max: 8 });
  const { rows: users } = await pool.query<{ id: string }>(
    `insert into users (username, email, password, timezone) values ('keeper', 'keeper@example.uz', 'x', 'Asia/Tashkent') returning id`,
  );
  provider = users[0]!.id;
  staffId = (await pool.query<{ id: string }>('select id from staff where user_id = $1', [provider])).rows[0]!.id;
  serviceId = (
    await pool.query<{ id: number }>(`insert into services (user_id, name, duration) values ($1, 'Soch olish', 30) returning id`, [
      provider,
    ])
  ).rows[0]!.id;
});
afterAll(async () => {
  await pool?.end();
  await database?.drop();
});

/** The number as the app reads it (lib/phone.ts): a local number gains Uzbekistan's code. */
function e164(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `+${digits.length === 9 ? `998${digits}` : digits}`;
}

/** A booking written straight into the table (every booking path ends in such an insert); its id. */
async function booking(
  db: Pick<pg.Pool, 'query'>,
  client: { name: string; phone: string; email?: string | null; telegram?: string | null },
) {
  const id = randomUUID();
  slot += 1;
  const start = new Date(Date.UTC(2027, 2, 1, 4) + slot * 30 * 60_000);
  await db.query(
    `insert into bookings (id, user_id, staff_id, service_id, date, time_slot, date_time_utc, ends_at, blocked_until,
       name, phone, phone_e164, email, telegram_username, telegram_token, confirmation_number, status)
     values ($1, $2, $3, $4, ($5::timestamptz at time zone 'Asia/Tashkent')::date, to_char($5::timestamptz at time zone 'Asia/Tashkent', 'HH24:MI'),
       $5, $5::timestamptz + interval '30 minutes', $5::timestamptz + interval '30 minutes', $6, $7, $11, $8, $9, $10, $10, 'pending')`,
    [
      id,
      provider,
      staffId,
      serviceId,
      start,
      client.name,
      client.phone,
      client.email ?? null,
      client.telegram ?? null,
      id.slice(0, 8),
      e164(client.phone),
    ],
  );
  return id;
}

async function clientOf(phone: string) {
  const { rows } = await pool.query(
    'select name, email, telegram_username, created_at, updated_at from clients where user_id = $1 and phone = $2',
    [provider, phone],
  );
  return rows[0] ?? null;
}

const notesLeft = async () => Number((await pool.query('select count(*) from clients_to_keep')).rows[0].count);

describe('the clients list kept after the commit', () => {
  it("is not written inside the booking's transaction: the client's row stays free while the booking is open", async () => {
    await booking(pool, { name: 'Aziza', phone: '+998901110001' });
    await foldClientNotes(pool);
    const open = await pool.connect();
    try {
      await open.query('begin');
      await booking(open, { name: 'Aziza Karimova', phone: '+998 90 111 00 01' });
      // Before ADR 036 the booking's own transaction updated (and so locked) this row: nowait failed with 55P03.
      const locked = await pool.query('select name from clients where user_id = $1 and phone = $2 for update nowait', [
        provider,
        '+998901110001',
      ]);
      expect(locked.rows).toEqual([{ name: 'Aziza' }]);
      await open.query('commit');
    } finally {
      open.release();
    }
    expect(await clientOf('+998901110001')).toMatchObject({ name: 'Aziza' });
    expect(await foldClientNotes(pool)).toBe(1);
    expect(await clientOf('+998901110001')).toMatchObject({ name: 'Aziza Karimova' });
  });

  it('folds as the old trigger applied one booking after another: the last name, the last e-mail and Telegram name given', async () => {
    const first = await booking(pool, { name: 'Jasur', phone: '+998 93 222 00 01', email: 'jasur@example.uz', telegram: 'jasur' });
    await booking(pool, { name: 'Jasur Aliyev', phone: '93 222-00-01' });
    await pool.query(`update bookings set email = 'jasur.aliyev@example.uz' where id = $1`, [first]);
    await booking(pool, { name: 'Jasur A.', phone: '998932220001', telegram: null });
    expect(await clientOf('+998932220001')).toBeNull();
    expect(await foldClientNotes(pool)).toBe(4);
    const client = await clientOf('+998932220001');
    expect(client).toMatchObject({ name: 'Jasur A.', email: 'jasur.aliyev@example.uz', telegram_username: 'jasur' });
    expect(client.updated_at.getTime()).toBeGreaterThan(client.created_at.getTime());
    // Folded once: nothing is left, and a second fold finds nothing.
    expect(await notesLeft()).toBe(0);
    expect(await foldClientNotes(pool)).toBe(0);
  });

  it('folds each note exactly once, in order, however many keepers fold while bookings are written', async () => {
    let writing = true;
    const folders = Array.from({ length: 4 }, async () => {
      let folded = 0;
      while (writing) folded += await foldClientNotes(pool);
      return folded;
    });
    const phones = Array.from({ length: 20 }, (_, i) => `+9989955500${String(i).padStart(2, '0')}`);
    // Ten rounds, each booking every phone once, four bookings at a time: 200 notes.
    for (let round = 1; round <= 10; round += 1) {
      for (let i = 0; i < phones.length; i += 4) {
        await Promise.all(
          phones
            .slice(i, i + 4)
            .map((phone) => booking(pool, { name: `Mijoz ${round}`, phone, email: round === 3 ? `m${phone.slice(-2)}@example.uz` : null })),
        );
      }
    }
    writing = false;
    const folded = (await Promise.all(folders)).reduce((sum, n) => sum + n, 0) + (await foldClientNotes(pool));
    expect(folded).toBe(200);
    expect(await notesLeft()).toBe(0);
    for (const phone of phones) {
      expect(await clientOf(phone)).toMatchObject({ name: 'Mijoz 10', email: `m${phone.slice(-2)}@example.uz` });
    }
  });

  it('keeps the notes of a fold that failed for the next one, and drops those of a provider deleted meanwhile', async () => {
    await booking(pool, { name: 'Nodira', phone: '+998941230001' });
    const failing = await pool.connect();
    try {
      await failing.query('begin');
      expect((await failing.query('select keep_clients(1000) as folded')).rows[0].folded).toBe(1);
      await failing.query('rollback');
    } finally {
      failing.release();
    }
    expect(await notesLeft()).toBe(1);
    expect(await clientOf('+998941230001')).toBeNull();
    // A note whose provider is gone (deleted between the booking and the fold) keeps no client and stops nothing.
    await pool.query(
      `insert into clients_to_keep (user_id, phone, phone_e164, name) values ($1, '+998941230002', '+998941230002', 'Yo''q')`,
      [randomUUID()],
    );
    expect(await foldClientNotes(pool)).toBe(2);
    expect(await clientOf('+998941230001')).toMatchObject({ name: 'Nodira' });
    expect(await notesLeft()).toBe(0);
  });
});
