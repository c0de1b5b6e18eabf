import { startTestServer } from '@qabul/db/testing';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    pgServerUrl: string;
  }
}

/** One real PostgreSQL for the run (embedded, or the server in DATABASE_URL) with a migrated template. */
export default async function setup(project: TestProject) {
  const server = await startTestServer(process.env.DATABASE_URL);
  project.provide('pgServerUrl', server.serverUrl);
  return () => server.stop();
}
