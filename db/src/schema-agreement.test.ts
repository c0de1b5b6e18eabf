import { describe, expect, it } from 'vitest';
import { useTestOrm } from './testing/test-orm.ts';

/**
 * Entities and migrations must describe the same tables: every entity property has its column, with the
 * same nullability, and every column of an entity's table is mapped, apart from the exceptions listed here.
 * (MikroORM's own schema diff also reports names of constraints and indexes the migrations choose, and
 * the exclusion constraint it cannot express, so it is not used as the oracle.)
 */
const UNMAPPED_TABLES = new Set([
  'mikro_orm_migrations',
  // The checksum of each SQL rule file last applied (db/src/sql-rules.ts, ADR 034).
  'sql_rules',
  'sessions',
  'rate_limits',
  'profile_images',
  // Pictures of businesses and masters (bytes): written and served by SQL only, like profile_images.
  'business_images',
  // The businesses each Telegram user opened in the Mini App: one upsert and one read, both SQL.
  'mini_app_opens',
  // The clients list's outbox (ADR 036): written by a booking trigger, folded by `keep_clients`, both SQL.
  'clients_to_keep',
  // Login Widget answers already used (replays refused), and hashes of password reset links: SQL only.
  'telegram_login_hashes',
  'password_resets',
  'admin_sessions',
  // Written and read only by SQL (the busy-time refresh and the slot query), never as entities.
  'google_busy_times',
  // Hashes of the links that prove an e-mail: written and used up by SQL only.
  'email_verifications',
  // The bot's conversation state, a key-value store the conversations plug-in reads and writes as JSON.
  'bot_conversations',
  // Telegram updates already handled, and chat-booking confirmations with the booking each made: SQL only.
  'telegram_updates',
  'chat_booking_requests',
  // A master's taken time (bookings and blocks), kept by triggers and read by SQL only (ADR 021).
  'occupied_times',
]);
const UNMAPPED_COLUMNS = new Set([
  // The range the exclusion constraint works on, generated from the booking's times.
  'bookings.occupied',
  // The buffer before a booking and the range's lower end it gives: written by the booking statement and its trigger.
  'bookings.buffer_before',
  'bookings.occupied_from',
]);

const world = useTestOrm();

describe('entities and migrations', () => {
  it('agree on every table, column and nullability', async () => {
    const { orm } = world;
    const columns = await orm.em
      .getConnection()
      .execute<{ table_name: string; column_name: string; is_nullable: string; column_default: string | null; is_generated: string }[]>(
        `select table_name, column_name, is_nullable, column_default, is_generated from information_schema.columns where table_schema = 'public'`,
        [],
        'all',
      );
    const inDatabase = new Map(columns.map((column) => [`${column.table_name}.${column.column_name}`, column]));
    const problems: string[] = [];
    const mappedTables = new Set<string>();
    const mappedColumns = new Set<string>();
    for (const meta of Object.values(orm.getMetadata().getAll())) {
      if (meta.virtual || meta.embeddable || !meta.tableName) continue;
      mappedTables.add(meta.tableName);
      for (const prop of Object.values(meta.properties)) {
        if (prop.persist === false || prop.kind === '1:m' || prop.kind === 'm:n') continue;
        for (const field of prop.fieldNames ?? []) {
          const key = `${meta.tableName}.${field}`;
          mappedColumns.add(key);
          const column = inDatabase.get(key);
          if (!column) {
            problems.push(`${key}: the entity has it, no migration creates it`);
            continue;
          }
          const nullableInDatabase = column.is_nullable === 'YES';
          // A NOT NULL column with a database default may be left out by the entity (the default fills it).
          if (prop.nullable && !nullableInDatabase) problems.push(`${key}: nullable in the entity, NOT NULL in the database`);
          if (!prop.nullable && nullableInDatabase && !prop.primary)
            problems.push(`${key}: required in the entity, nullable in the database`);
        }
      }
    }
    for (const key of inDatabase.keys()) {
      const table = key.split('.')[0] as string;
      if (UNMAPPED_TABLES.has(table) || !mappedTables.has(table) || mappedColumns.has(key) || UNMAPPED_COLUMNS.has(key)) continue;
      problems.push(`${key}: a migration creates it, no entity maps it`);
    }
    const unmappedTables = [...new Set([...inDatabase.keys()].map((key) => key.split('.')[0] as string))].filter(
      (table) => !mappedTables.has(table) && !UNMAPPED_TABLES.has(table),
    );
    for (const table of unmappedTables) problems.push(`${table}: a table without an entity (map it or list it as an exception)`);
    expect(mappedColumns.size).toBeGreaterThan(100);
    expect(problems).toEqual([]);
  });
});
