import { describe, expect, it } from 'vitest';
import { Migration20261130010000_service_price_amount } from './migrations/Migration20261130010000_service_price_amount.ts';
import { useTestOrm } from './testing/test-orm.ts';

const world = useTestOrm();
const sql = <T>(query: string, params: unknown[] = []) => world.orm.em.getConnection().execute<T[]>(query, params, 'all');

describe('the service price migration on services saved before it', () => {
  it('reads the amount from a plain price text, keeps a set amount, and leaves any other text as typed', async () => {
    // The table as it was before: every amount at the old default 0 unless someone set one.
    await sql('alter table services drop column price_from');
    await sql('update services set price_amount = 0 where price_amount is null');
    await sql('alter table services alter column price_amount set default 0, alter column price_amount set not null');
    const [user] = await sql<{ id: string }>(`insert into users (username, email) values ('old_salon', 'old@example.uz') returning id`);
    const services: Array<[string, number]> = [
      ["80 000 so'm", 0],
      ['50 ming soʻmdan', 0],
      ['от 120 000 сум', 0],
      ['Bepul', 0],
      ['kelishiladi', 0],
      ['100-150 ming', 0],
      ["70 000 so'mdan", 7_000_000],
      ['har xil', 3_000_000],
    ];
    for (const [price, amount] of services)
      await sql('insert into services (user_id, name, price, price_amount, duration) values (?, ?, ?, ?, 30)', [
        user!.id,
        price,
        price,
        amount,
      ]);

    const migration = new Migration20261130010000_service_price_amount(world.orm.em.getDriver(), world.orm.config);
    await migration.up();
    for (const query of migration.getQueries()) await sql(String(query));

    const rows = await sql<{ price: string; priceAmount: number | null; priceFrom: boolean }>(
      'select price, price_amount as "priceAmount", price_from as "priceFrom" from services where user_id = ? order by id',
      [user!.id],
    );
    expect(rows).toEqual([
      { price: "80 000 so'm", priceAmount: 8_000_000, priceFrom: false },
      { price: '50 ming soʻmdan', priceAmount: 5_000_000, priceFrom: true },
      { price: 'от 120 000 сум', priceAmount: 12_000_000, priceFrom: true },
      { price: 'Bepul', priceAmount: 0, priceFrom: false },
      { price: 'kelishiladi', priceAmount: null, priceFrom: false },
      { price: '100-150 ming', priceAmount: null, priceFrom: false },
      { price: "70 000 so'mdan", priceAmount: 7_000_000, priceFrom: true },
      { price: 'har xil', priceAmount: 3_000_000, priceFrom: false },
    ]);
  });
});
