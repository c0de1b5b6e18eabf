import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { CalendarInvite } from './calendar.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  calendar: CalendarInvite | null;
}

export interface Mailer {
  send(message: MailMessage): Promise<{ messageId: string }>;
  close(): void;
}

export interface MailSettings {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
}

/** The message as nodemailer builds it; the invitation travels as an .ics attachment. */
function envelope(from: string, message: MailMessage) {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    attachments: message.calendar
      ? [
          {
            filename: message.calendar.filename,
            content: message.calendar.content,
            contentType: `text/calendar; charset=utf-8; method=${message.calendar.method}`,
          },
        ]
      : [],
  };
}

/**
 * SMTP when SMTP_URL is set. Without it (development) every message is written as an .eml file to
 * DATA_DIR/mail/, so nothing is lost and anyone can open what would have been sent.
 */
export function createMailer(settings: MailSettings, onOutbox?: (dir: string) => void): Mailer {
  if (settings.smtpUrl) {
    const transport = nodemailer.createTransport(settings.smtpUrl);
    return {
      async send(message) {
        const info = await transport.sendMail(envelope(settings.from, message));
        return { messageId: info.messageId };
      },
      close: () => transport.close(),
    };
  }
  onOutbox?.(settings.outboxDir);
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  // Made once, not before every message (each mkdir is a system call on the dispatcher's path).
  let outbox: Promise<unknown> | null = null;
  return {
    async send(message) {
      const info = await transport.sendMail(envelope(settings.from, message));
      outbox ??= mkdir(settings.outboxDir, { recursive: true }).catch((error) => {
        outbox = null;
        throw error;
      });
      await outbox;
      const safeId = info.messageId.replace(/[^\w.-]/g, '');
      await writeFile(path.join(settings.outboxDir, `${Date.now()}-${safeId}.eml`), info.message as Buffer);
      return { messageId: info.messageId };
    },
    close: () => transport.close(),
  };
}
