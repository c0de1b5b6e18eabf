/**
 * Set up before every test file (vitest.config.ts `setupFiles`): a test during which the product made a Bot API
 * call that Telegram's schema refuses (bot-api-schema.ts) fails, whatever it asserted itself, with the calls and
 * Telegram's reasons. Calls made while a file starts or stops are checked when it ends.
 */
import { afterAll, afterEach, expect } from 'vitest';
import { type ApiCall, fakesInThisFile } from './fake-telegram.ts';

const reported = new WeakMap<object, number>();

/** Invalid calls no test has been failed for yet, described for the failure. */
function newInvalidCalls(): string[] {
  const found: string[] = [];
  for (const fake of fakesInThisFile) {
    const from = reported.get(fake) ?? 0;
    for (const call of fake.calls.slice(from) as ApiCall[]) if (call.invalid) found.push(describe(call));
    reported.set(fake, fake.calls.length);
  }
  return found;
}

const describe = ({ method, payload, invalid }: ApiCall) => `${method} ${JSON.stringify(payload).slice(0, 400)}\n  -> ${invalid}`;

const noneRefused = () => expect(newInvalidCalls(), 'Bot API calls that Telegram refuses (a product bug)').toEqual([]);

afterEach(noneRefused);
afterAll(noneRefused);
