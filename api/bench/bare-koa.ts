import Koa from 'koa';

// The yardstick: the same Koa, started the same way, answering a small JSON body with no work at all.
const app = new Koa();
app.use((ctx) => {
  ctx.body = { status: 'ok', time: '09:00', isAvailable: true };
});
const server = app.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` })}\n`);
});
server.keepAliveTimeout = 65_000;
