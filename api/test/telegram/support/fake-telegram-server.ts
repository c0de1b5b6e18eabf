import { createInterface } from 'node:readline';
import type { ApiCall } from './fake-telegram.ts';
import { FakeTelegram } from './fake-telegram.ts';
import { preCheckoutUpdate, successfulPaymentUpdate } from './payment-updates.ts';
import { commandUpdate, type TestUser } from './updates.ts';

/**
 * `pnpm telegram:fake`: the tests' fake Bot API on 127.0.0.1:4020, for trying the bot on this machine. It prints
 * every call the app makes (what the bot "sent") and reads lines from the terminal, delivering them to the app's
 * webhook as Telegram would:
 *   <user id> <text>   a message from that user ("/start demo", "/book demo", "/paysupport"...)
 *   pay <user id>      pays the last invoice the Mini App asked for (pre_checkout_query, then successful_payment)
 */
const port = Number(process.env.FAKE_TELEGRAM_PORT ?? 4020);
const appUrl = process.env.QABUL_URL ?? 'http://localhost:3000';
const secret = process.env.TELEGRAM_WEBHOOK_SECRET ?? 'demo-webhook-secret-0123456789';
const token = '123456789:DEMO-token-qabul-fake-bot';

const fake = await new FakeTelegram(null).start(port);
console.log(`Fake Bot API at ${fake.apiRoot}. Start the app beside it with:
  TELEGRAM_BOT_TOKEN=${token} TELEGRAM_API_ROOT=${fake.apiRoot} TELEGRAM_MODE=webhook \\
  TELEGRAM_WEBHOOK_SECRET=${secret} TELEGRAM_PAYMENT_PROVIDER_TOKEN=398062629:TEST:demo npx -y pnpm@10.34.8 start
Then type "<user id> <text>" (e.g. "5001 /start demo") or "pay <user id>".`);

const show = ({ method, payload, invalid }: ApiCall) => {
  const text = payload.text ?? payload.title ?? payload.error_message ?? '';
  const to = payload.chat_id ?? payload.user_id ?? '';
  console.log(`<- ${method}${to ? ` [${to}]` : ''}${text ? `: ${String(text).replace(/\s+/g, ' ').slice(0, 160)}` : ''}`);
  // A call Telegram's schema refuses (bot-api-schema.ts): the product's bug, answered as Telegram would.
  if (invalid) console.log(`   refused: ${invalid}`);
};
let printed = 0;
setInterval(() => {
  for (; printed < fake.calls.length; printed += 1) show(fake.calls[printed] as ApiCall);
}, 200).unref();

async function deliver(update: unknown): Promise<void> {
  const response = await fetch(`${appUrl}/api/telegram/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': secret },
    body: JSON.stringify(update),
  });
  console.log(`-> webhook ${response.status}`);
}

/** A typed line: a command carries Telegram's bot_command entity, any other text none. */
function message(id: string, text: string): unknown {
  const update = commandUpdate(user(id), text) as { message: { entities?: unknown } };
  if (!text.startsWith('/')) delete update.message.entities;
  return update;
}

const user = (id: string): TestUser => ({ id: Number(id), first_name: 'Demo', username: `demo_client_${id}` });

async function pay(id: string): Promise<void> {
  const invoice = fake.calls.findLast((c) => c.method === 'createInvoiceLink');
  if (!invoice) return console.log('No invoice yet: open the reserve-fee payment in the Mini App first.');
  const { payload, prices } = invoice.payload as { payload: string; prices: { amount: number }[] };
  const amount = prices.reduce((sum, price) => sum + price.amount, 0);
  const asked = preCheckoutUpdate(user(id), { payload, amount }) as { pre_checkout_query: { id: string } };
  await deliver(asked);
  const answer = await fake.waitFor(
    (c) => c.method === 'answerPreCheckoutQuery' && c.payload.pre_checkout_query_id === asked.pre_checkout_query.id,
  );
  if (!answer.payload.ok) return console.log(`Refused: ${answer.payload.error_message}`);
  await deliver(successfulPaymentUpdate(user(id), { payload, amount, charge: `demo-${Date.now()}` }));
}

createInterface({ input: process.stdin }).on('line', (line) => {
  const [first = '', ...rest] = line.trim().split(/\s+/);
  const work = first === 'pay' ? pay(rest[0] ?? '') : /^\d+$/.test(first) ? deliver(message(first, rest.join(' '))) : null;
  if (!work) return console.log('Type "<user id> <text>" or "pay <user id>".');
  work.catch((error: unknown) => console.log(`Failed: ${(error as Error).message}`));
});

const stop = async () => {
  await fake.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
