import { afterAll, beforeAll, inject } from 'vitest';
import { type Orm, openOrm } from '../orm.ts';
import { createTestDatabase } from './test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgServerUrl: string;
  }
}

/** A test file's own database (cloned from the migrated template) and an ORM on it, dropped after the file. */
export function useTestOrm(): { orm: Orm } {
  const world = {} as { orm: Orm; drop(): Promise<void> };
  beforeAll(async () => {
    const database = await createTestDatabase(inject('pgServerUrl'));
    world.drop = database.drop;
    world.orm = await openOrm(database.url, 2);
  });
  afterAll(async () => {
    await world.orm?.close();
    await world.drop?.();
  });
  return world;
}
