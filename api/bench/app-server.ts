// The features that run beside the API (the notice dispatcher, the bot, the payment and Google jobs), as main.ts
// registers them: without this import the bench measured an app that sent no notices and ran no jobs.
import '../src/extensions.ts';
import { startQabul } from '../src/server.ts';

// The real app as `pnpm start` runs it (embedded PostgreSQL in DATA_DIR), minus rate limits.
const qabul = await startQabul({ ...process.env, PORT: '0', HOST: '127.0.0.1', RATE_LIMIT_DISABLED: '1', LOG_LEVEL: 'silent' });
process.stdout.write(
  `${JSON.stringify({ url: qabul.url.replace('localhost', '127.0.0.1'), databaseUrl: qabul.database.url, connectedUrl: qabul.database.connectedUrl })}\n`,
);
// The bench's instance that only sends notices is woken this way once the bookings it is to send are written.
process.on('SIGUSR2', () => qabul.deps.notify());
process.on('SIGTERM', async () => {
  await qabul.close();
  process.exit(0);
});
