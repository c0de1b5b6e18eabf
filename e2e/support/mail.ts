import { expect } from 'vitest';
import { type Mail, readOutbox } from './outbox.ts';

export type { Mail };

/** Waits (polling the outbox) for the latest mail to `to` that satisfies `match`, as the recipient would open it. */
export async function waitForMail(outboxDir: string, to: string, match: (mail: Mail) => boolean): Promise<Mail> {
  const find = async () => (await readOutbox(outboxDir)).filter((m) => m.to.includes(to) && match(m)).at(-1);
  await expect.poll(find, { timeout: 20_000, interval: 200, message: `an e-mail to ${to}` }).toBeDefined();
  return (await find()) as Mail;
}

/** The "cancel" link of a client's e-mail, moved onto `baseUrl` (the app builds links from PUBLIC_URL, unset here). */
export function cancelLinkIn(mail: Mail, baseUrl: string): string | null {
  const link = mail.text.match(/https?:\/\/\S+\?cancel=\S+/)?.[0];
  if (!link) return null;
  const url = new URL(link);
  return `${baseUrl}${url.pathname}${url.search}`;
}
