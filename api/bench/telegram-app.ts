// The app as `pnpm start` runs it, with everything beside the API (the bot and the reminder dispatcher), for the sending bench.
import { BACKGROUND } from '../src/background.ts';
import { serveForBench } from './app-server.ts';

await serveForBench(BACKGROUND);
