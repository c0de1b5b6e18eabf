import { describe, expect, it } from 'vitest';
import { readDatabaseConfig } from './config.ts';

const POOLER = 'postgres://qabul:secret@pgbouncer:6432/qabul';
const SERVER = 'postgres://qabul:secret@db:5432/qabul';

describe('database settings', () => {
  it('without DATABASE_DIRECT_URL the one URL is direct: LISTEN and locks use it, nothing is treated as pooled', () => {
    const config = readDatabaseConfig({ DATABASE_URL: SERVER });
    expect(config).toMatchObject({ databaseUrl: SERVER, directUrl: SERVER, pooled: false });
  });

  it('a direct URL beside DATABASE_URL marks DATABASE_URL as a pooler', () => {
    const config = readDatabaseConfig({ DATABASE_URL: POOLER, DATABASE_DIRECT_URL: SERVER });
    expect(config).toMatchObject({ databaseUrl: POOLER, directUrl: SERVER, pooled: true });
    expect(readDatabaseConfig({ DATABASE_URL: SERVER, DATABASE_DIRECT_URL: SERVER }).pooled).toBe(false);
  });

  it('refuses a direct URL without DATABASE_URL, naming the setting', () => {
    expect(() => readDatabaseConfig({ DATABASE_DIRECT_URL: SERVER })).toThrow(/DATABASE_URL/);
  });
});
