import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

// Reading the app's outbox without a test runner, so tools outside the suite (the screen gallery) follow e-mailed links too.

/** An e-mail the app wrote to DATA_DIR/mail (it has no SMTP server here), reduced to what tests read. */
export interface Mail {
  to: string;
  /** The text/plain body, decoded. */
  text: string;
}

function headerOf(head: string, name: string): string {
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  return unfolded.match(new RegExp(`^${name}:\\s*(.*)$`, 'im'))?.[1]?.trim() ?? '';
}

function decodeBody(body: string, encoding: string): string {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding)) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** The first text/plain part of a MIME entity, walking multipart containers. */
function plainText(entity: string): string | null {
  const split = entity.search(/\r?\n\r?\n/);
  const head = entity.slice(0, split);
  const body = entity.slice(split).replace(/^\r?\n\r?\n/, '');
  const type = headerOf(head, 'Content-Type');
  const boundary = type.match(/boundary="?([^";]+)"?/i)?.[1];
  if (boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break;
      const text = plainText(part.replace(/^\r?\n/, ''));
      if (text !== null) return text;
    }
    return null;
  }
  return /^text\/plain/i.test(type) || type === '' ? decodeBody(body, headerOf(head, 'Content-Transfer-Encoding')) : null;
}

export async function readOutbox(outboxDir: string): Promise<Mail[]> {
  const files = await readdir(outboxDir).catch(() => [] as string[]);
  const mails: Mail[] = [];
  // File names start with the time of writing: sorted, they are in the order sent.
  for (const file of files.filter((f) => f.endsWith('.eml')).sort()) {
    const raw = await readFile(path.join(outboxDir, file), 'utf8');
    const head = raw.slice(0, raw.search(/\r?\n\r?\n/));
    mails.push({ to: headerOf(head, 'To'), text: plainText(raw) ?? '' });
  }
  return mails;
}
