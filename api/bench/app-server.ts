import { pathToFileURL } from 'node:url';
import { BACKGROUND } from '../src/background.ts';
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
  // The bench's instance that only sends notices is woken this way once the bookings it is to send are written.
  process.on('SIGUSR2', () => qabul.deps.notify());
  process.on('SIGTERM', async () => {
    await qabul.close();
    process.exit(0);
  });
}

// Alone, with what runs beside the API (the notice dispatcher, the bot, the payment and Google jobs) as main.ts
// starts it: without it the bench measured an app that sent no notices and ran no jobs.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await serveForBench(BACKGROUND);
