import Koa from 'koa';

// The yardstick: the same Koa, started the same way, answering a fixed JSON body with no work at all.
// BARE_BODY gives the body (the slot list the app answers, byte for byte); without it, a small object.
// BARE_BODY_FILE gives it from a file (a body too large for the environment); BARE_BROTLI=1 sends it
// brotli-compressed once (as the app sends a kept answer to a reader who accepts br).
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants } from 'node:zlib';

const body =
  (process.env.BARE_BODY_FILE ? readFileSync(process.env.BARE_BODY_FILE, 'utf8') : process.env.BARE_BODY) ??
  JSON.stringify({ status: 'ok', time: '09:00', isAvailable: true });
const compressed = process.env.BARE_BROTLI ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }) : null;
const app = new Koa();
app.use((ctx) => {
  ctx.type = 'application/json';
  if (compressed) ctx.set('Content-Encoding', 'br');
  ctx.body = compressed ?? body;
});
const server = app.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` })}\n`);
});
server.keepAliveTimeout = 65_000;
// Exit normally on SIGTERM, so a CPU profile (BENCH_PROFILE) is written like the app's.
process.on('SIGTERM', () => process.exit(0));
