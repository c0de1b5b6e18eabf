import { describe, expect, it } from 'vitest';
import { Migration20261126030000_email_verification } from './migrations/Migration20261126030000_email_verification.ts';
import { useTestOrm } from './testing/test-orm.ts';

const world = useTestOrm();
const sql = <T>(query: string, params: unknown[] = []) => world.orm.em.getConnection().execute<T[]>(query, params, 'all');

describe('the e-mail proof migration on accounts made before it', () => {
  it('counts Google-made accounts (no password) as proven and password accounts as unproven', async () => {
    // The database as it was before the migration, with one account of each kind.
    await sql('drop table email_verifications');
    await sql('alter table users drop column email_verified_at');
    await sql(
      `insert into users (username, email, password) values ('with_password', 'pw@example.uz', 'scrypt$x'), ('via_google', 'g@example.uz', null)`,
    );

    const migration = new Migration20261126030000_email_verification(world.orm.em.getDriver(), world.orm.config);
    await migration.up();
    for (const query of migration.getQueries()) await sql(String(query));

    const rows = await sql<{ username: string; proven: boolean }>(
      'select username, email_verified_at is not null as proven from users order by username',
    );
    expect(rows).toEqual([
      { username: 'via_google', proven: true },
      { username: 'with_password', proven: false },
    ]);
    expect(await sql('select * from email_verifications')).toEqual([]);
  });
});
