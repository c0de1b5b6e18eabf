#!/usr/bin/env node
// Signs Mini App init data with your development bot's token, so `vite` dev (mocked Telegram) can call
// the personal endpoints of a local api that runs with the same TELEGRAM_BOT_TOKEN:
//   VITE_TMA_INIT_DATA="$(TELEGRAM_BOT_TOKEN=... node miniapp/scripts/sign-dev-init-data.mjs)" pnpm --filter @qabul/miniapp dev
// Valid for 24 hours, like real init data.
import { createHmac } from 'node:crypto';

const token = process.env.TELEGRAM_BOT_TOKEN;
if (!token) {
  console.error('TELEGRAM_BOT_TOKEN is required');
  process.exit(2);
}
const user = {
  id: Number(process.env.TG_USER_ID ?? 99000001),
  first_name: 'Dilnoza',
  last_name: 'Yusupova',
  username: process.env.TG_USERNAME ?? 'dilnoza_dev',
  language_code: 'uz',
  allows_write_to_pm: true,
};
const params = new URLSearchParams({
  user: JSON.stringify(user),
  auth_date: String(Math.floor(Date.now() / 1000)),
  signature: 'dev',
  chat_type: 'sender',
});
const lines = [...params].map(([key, value]) => `${key}=${value}`).sort();
const secret = createHmac('sha256', 'WebAppData').update(token).digest();
params.set('hash', createHmac('sha256', secret).update(lines.join('\n')).digest('hex'));
process.stdout.write(params.toString());
