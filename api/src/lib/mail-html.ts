import { escapeHtml } from '@qabul/bot';

/**
 * The one look every e-mail Qabul sends shares (a booking's notices, the review question, a waitlist offer, the
 * identity and plan e-mails): a white card on a light page, the product's green, the reader's own words. Written
 * for mail programs, not browsers: tables for layout and every style inline (Gmail and Outlook drop `<style>`),
 * no images (blocked by default, and a notice must read the same without them), buttons as padded links.
 */
export interface MailHtml {
  /** The page's `lang`, so a reader's screen reader and hyphenation follow their language. */
  lang: string;
  /** Above the card's title, small: whose e-mail this is (the business's name, or Qabul). */
  from?: string;
  greeting?: string;
  title?: string;
  /** Label and value pairs, shown as a two-column list; the value in bold. */
  rows?: ReadonlyArray<{ label: string; value: string }>;
  paragraphs?: readonly string[];
  /** Links as buttons, the first the main one. */
  actions?: ReadonlyArray<{ href: string; label: string }>;
  /** Below the buttons, smaller: a note such as "open the attached .ics". */
  notes?: readonly string[];
  /** Under the card, small: why this e-mail came. */
  footer?: string;
}

const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const TEXT = '#14201d';
const MUTED = '#4f5d59';
const PRIMARY = '#0d7a5f';

const paragraph = (text: string, size = 15, color = TEXT) =>
  `<p style="margin:0 0 12px;font-size:${size}px;line-height:1.5;color:${color}">${escapeHtml(text)}</p>`;

function rowsHtml(rows: NonNullable<MailHtml['rows']>): string {
  const cells = rows.map(
    (row) =>
      `<tr><td style="padding:6px 12px 6px 0;vertical-align:top;width:40%;font-size:14px;line-height:1.4;color:${MUTED}">${escapeHtml(row.label)}</td>` +
      `<td style="padding:6px 0;vertical-align:top;font-size:15px;line-height:1.4;color:${TEXT}"><b>${escapeHtml(row.value)}</b></td></tr>`,
  );
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-collapse:collapse">${cells.join('')}</table>`;
}

function actionsHtml(actions: NonNullable<MailHtml['actions']>): string {
  const buttons = actions.map((action, i) => {
    const look =
      i === 0
        ? `background:${PRIMARY};color:#ffffff;border:1px solid ${PRIMARY}`
        : `background:#ffffff;color:${PRIMARY};border:1px solid #c8d1ce`;
    return (
      `<a href="${escapeHtml(action.href)}" style="display:inline-block;margin:0 8px 8px 0;padding:10px 18px;border-radius:10px;` +
      `font-size:15px;font-weight:600;text-decoration:none;${look}">${escapeHtml(action.label)}</a>`
    );
  });
  return `<div style="margin:4px 0 8px">${buttons.join('')}</div>`;
}

export function mailHtml(mail: MailHtml): string {
  const body = [
    mail.from ? `<p style="margin:0 0 16px;font-size:13px;font-weight:600;color:${PRIMARY}">${escapeHtml(mail.from)}</p>` : '',
    mail.greeting ? paragraph(mail.greeting) : '',
    mail.title ? `<h1 style="margin:0 0 16px;font-size:20px;line-height:1.3;color:${TEXT}">${escapeHtml(mail.title)}</h1>` : '',
    mail.rows && mail.rows.length > 0 ? rowsHtml(mail.rows) : '',
    ...(mail.paragraphs ?? []).map((text) => paragraph(text)),
    mail.actions && mail.actions.length > 0 ? actionsHtml(mail.actions) : '',
    ...(mail.notes ?? []).map((text) => paragraph(text, 13, MUTED)),
  ].join('');
  return (
    `<!doctype html><html lang="${escapeHtml(mail.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"></head>` +
    `<body style="margin:0;padding:0;background:#f5f7f6">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f7f6"><tr><td align="center" style="padding:24px 12px">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border:1px solid #e1e7e5;border-radius:14px">` +
    `<tr><td style="padding:24px;font-family:${FONT};color:${TEXT}">${body}</td></tr></table>` +
    (mail.footer
      ? `<p style="margin:16px 0 0;font-family:${FONT};font-size:12px;line-height:1.4;color:${MUTED}">${escapeHtml(mail.footer)}</p>`
      : '') +
    `</td></tr></table></body></html>`
  );
}
