import { pathToFileURL } from 'node:url';
import { type ExtensionFactory, startQabul } from '../src/server.ts';

/** The real app as `pnpm start` runs it (embedded PostgreSQL in DATA_DIR), minus rate limits, with the background it is given. */
export async function serveForBench(background: readonly ExtensionFactory[]): Promise<void> {
  const qabul = await startQabul(
    { ...process.env, PORT: '0', HOST: '127.0.0.1', RATE_LIMIT_DISABLED: '1', LOG_LEVEL: 'silent' },
    { background },
  );
  process.stdout.write(
    `${JSON.stringify({ url: qabul.url.replace('localhost', '127.0.0.1'), databaseUrl: qabul.database.url, connectedUrl: qabul.database.connectedUrl })}\n`,
  );
  process.on('SIGTERM', async () => {
    await qabul.close();
    process.exit(0);
  });
}

// Alone, the API only: the request benches measure it without the bot and the dispatcher.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await serveForBench([]);
