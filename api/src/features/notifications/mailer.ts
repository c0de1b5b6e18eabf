import { mkdir, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import nodemailer from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import { parseConnectionUrl } from 'nodemailer/lib/shared/index.js';
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
 * The whole message built in memory by nodemailer's own composer (the same MIME `sendMail` would build), then handed
 * over as one buffer: nodemailer streamed a message through its encoders into the socket in many small writes, a
 * system call each once the socket sends at once (ADR 035).
 */
async function built(from: string, message: MailMessage) {
  const node = new MailComposer(envelope(from, message)).compile();
  // Named before the build, so the header written and the id returned are the same.
  const messageId = node.messageId();
  return { raw: await node.build(), envelope: node.getEnvelope(), messageId };
}

/**
 * SMTP when SMTP_URL is set. Without it (development) every message is written as an .eml file to
 * DATA_DIR/mail/, so nothing is lost and anyone can open what would have been sent.
 */
export function createMailer(settings: MailSettings, onOutbox?: (dir: string) => void): Mailer {
  if (settings.smtpUrl) {
    const url = settings.smtpUrl;
    const pool = sharedPool(url);
    let closed = false;
    return {
      async send(message) {
        // A closed pool takes nothing and never answers: a send after close fails (and is retried) instead of hanging.
        if (closed) throw new Error('the mailer is closed');
        const mail = await built(settings.from, message);
        await pool.transport.sendMail({ envelope: mail.envelope, raw: mail.raw });
        return { messageId: mail.messageId };
      },
      close() {
        if (closed) return;
        closed = true;
        pool.users -= 1;
        if (pool.users > 0) return;
        pools.delete(url);
        pool.transport.close();
      },
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
      const mail = await built(settings.from, message);
      const info = await transport.sendMail({ envelope: mail.envelope, raw: mail.raw });
      outbox ??= mkdir(settings.outboxDir, { recursive: true }).catch((error) => {
        outbox = null;
        throw error;
      });
      await outbox;
      const safeId = mail.messageId.replace(/[^\w.-]/g, '');
      await writeFile(path.join(settings.outboxDir, `${Date.now()}-${safeId}.eml`), info.message as Buffer);
      return { messageId: mail.messageId };
    },
    close: () => transport.close(),
  };
}

/**
 * The SMTP pools of this process by server: the notices, the payment and identity e-mails and the waitlist offers each
 * have a mailer, and they share one pool of connections to one server; the last mailer closed closes it.
 */
const pools = new Map<string, { transport: ReturnType<typeof smtpPool>; users: number }>();

function sharedPool(url: string) {
  let pool = pools.get(url);
  if (!pool) {
    pool = { transport: smtpPool(url), users: 0 };
    pools.set(url, pool);
  }
  pool.users += 1;
  return pool;
}

/** How long opening a connection to the SMTP server may take (nodemailer's own default). */
const CONNECT_TIMEOUT_MS = 120_000;

/**
 * A pool of SMTP connections kept open between messages (nodemailer's pool: up to 10 connections here, 100 messages
 * each), one per server (`sharedPool`): a connection per message cost a TCP (and in production a TLS) handshake and the server's greeting
 * each time. Its sockets send at once (no Nagle): nodemailer's client leaves Nagle's algorithm on, so the end of every
 * message's DATA waited for the server's delayed ACK, about 40 ms a message whatever the machine (ADR 035). TLS, on
 * connect (smtps://) or by STARTTLS, is nodemailer's, on top of this socket.
 */
function smtpPool(url: string) {
  const options = parseConnectionUrl(url);
  const port = Number(options.port) || (options.secure ? 465 : 587);
  return nodemailer.createTransport({
    ...options,
    pool: true,
    maxConnections: 10,
    getSocket(_options: unknown, callback: (error: Error | null, socket?: { connection: net.Socket }) => void) {
      const socket = net.connect({ host: options.host ?? 'localhost', port, noDelay: true });
      const timer = setTimeout(() => socket.destroy(new Error(`SMTP connection to ${options.host}:${port} timed out`)), CONNECT_TIMEOUT_MS);
      const failed = (error: Error) => {
        clearTimeout(timer);
        callback(error);
      };
      socket.once('error', failed);
      socket.once('connect', () => {
        clearTimeout(timer);
        socket.removeListener('error', failed);
        callback(null, { connection: socket });
      });
    },
  } as Parameters<typeof nodemailer.createTransport>[0]);
}
