import type { SmtpSink } from '../notifications/support/smtp-sink.ts';
import { decodeHeader, mailHeaders, mimeBody } from '../notifications/support/mime.ts';

/** The subject and plain text of a mail as its reader sees them. */
export function readMail(raw: string): { subject: string; text: string } {
  const text = mimeBody(raw, 'text/plain');
  return { subject: decodeHeader(mailHeaders(raw).subject ?? ''), text };
}

const VERIFY_SUBJECT = 'Qabul: email manzilingizni tasdiqlang';
export const TAKEOVER_SUBJECT = 'Qabul: hisobingizga Google orqali kirildi';

/** Waits for the `nth` (1-based) e-mail proving `email` and answers its link's token. */
export async function verificationToken(smtp: SmtpSink, email: string, nth = 1): Promise<string> {
  const mails = () => smtp.received.filter((mail) => mail.to.includes(email) && readMail(mail.raw).subject === VERIFY_SUBJECT);
  if (mails().length < nth) await smtp.waitFor((mail) => mail.to.includes(email) && mails().length >= nth);
  const { text } = readMail(mails()[nth - 1]!.raw);
  const link = /https?:\/\/\S+\/auth\/verify-email\?token=([\w-]+)/.exec(text);
  if (!link) throw new Error(`no verification link in: ${text}`);
  return link[1]!;
}

/** The takeover notice sent to `email`. */
export async function takeoverNotice(smtp: SmtpSink, email: string): Promise<{ subject: string; text: string }> {
  const mail = await smtp.waitFor((m) => m.to.includes(email) && readMail(m.raw).subject === TAKEOVER_SUBJECT);
  return readMail(mail.raw);
}
