// The app as `pnpm start` runs it, with its extensions (the bot and the reminder dispatcher), for the sending bench.
import '../src/extensions.ts';
import './app-server.ts';
