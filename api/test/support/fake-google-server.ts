import { FAKE_CLIENT_ID, FAKE_CLIENT_SECRET, FakeGoogle } from './fake-google.ts';

/**
 * `pnpm google:fake`: the loopback stand-in for Google, for trying sign-in and Meet links on this machine.
 * Its consent page asks which Google account approves; calendars, events and Meet links live in memory.
 */
const port = Number(process.env.FAKE_GOOGLE_PORT ?? 4010);
const google = await new FakeGoogle().start(port);
console.log(`Fake Google at ${google.url}. Start the app beside it with:
  GOOGLE_CLIENT_ID=${FAKE_CLIENT_ID} GOOGLE_CLIENT_SECRET=${FAKE_CLIENT_SECRET} GOOGLE_ROOT_URL=${google.url} npx -y pnpm@10.34.8 start`);
const stop = async () => {
  await google.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
