import { escapeHtml, reviewStarsKeyboard } from '@qabul/bot';
import { formatMessage } from '../../contracts/i18n/format.ts';
import { formatBookingDate, formatTime } from '../../contracts/i18n/dates.ts';
import { mailHtml } from '../../lib/mail-html.ts';
import { displayPhone } from '../../lib/phone.ts';
import { noShowKeyboard } from './keyboards.ts';
import { reviewQuestionTexts } from './messages.ts';
import type { Notification } from './notification-data.ts';

/** The outbox kind of the review question, planned by the dispatcher an hour after the visit ends (ADR 017). */
export const REVIEW_QUESTION = 'review_request';
/** The provider's notice at the end of a visit, with "Kelmadi" under it (Telegram only). */
export const VISIT_OVER = 'visit_over';
const AFTER_VISIT = new Set([REVIEW_QUESTION, VISIT_OVER]);

/** A question about a visit long past is no longer asked (a dispatcher that was down for days). */
const QUESTION_STALE_MS = 7 * 24 * 3_600_000;
/** What a no-show is never sent again: the reminders and the review question. */
const NOT_AFTER_NO_SHOW = new Set(['24h', '1h', REVIEW_QUESTION, VISIT_OVER]);

/** The rating page the e-mail links to: the booking and the client's token, which the server checks. */
export function reviewLink(notice: Notification, publicUrl: string): string {
  return `${publicUrl}/review/${notice.bookingId}?token=${encodeURIComponent(notice.booking.clientToken)}`;
}

/**
 * Why a notice about this visit is not to be sent, or null: a no-show is never reminded or asked again, and the
 * review question goes only to a client who can be reached, while the visit is recent.
 */
export function visitSkip(notice: Notification, now: Date): string | null {
  if (notice.booking.status === 'no_show' && NOT_AFTER_NO_SHOW.has(notice.kind)) return 'client did not come';
  if (!AFTER_VISIT.has(notice.kind)) return null;
  if (now.getTime() - notice.booking.end.getTime() > QUESTION_STALE_MS) return 'visit too long ago';
  if (notice.kind === VISIT_OVER && notice.chatId === null) return 'provider has no Telegram chat';
  if (notice.chatId === null && !notice.booking.email) return 'no way to ask the client';
  return null;
}

/** The question as the outbox sends it (the shape of `composeNotice`'s answer, which hands it on). */
export function composeReviewQuestion(notice: Notification, publicUrl: string, now: number) {
  const t = reviewQuestionTexts[notice.language];
  const fill = (template: string, values: Record<string, string>) => formatMessage(notice.language, template, values);
  const zone = notice.booking.clientTimezone ?? notice.provider.timezone;
  const values = {
    provider: notice.provider.name,
    service: notice.serviceName ?? t.noService,
    date: formatBookingDate(notice.language, notice.booking.start, { timeZone: zone, now }),
    name: notice.booking.name,
  };
  const link = reviewLink(notice, publicUrl);
  const body = fill(t.mail, values);
  return {
    telegram: {
      text: `<b>${escapeHtml(t.title)}</b>\n\n${escapeHtml(fill(t.telegram, values))}`,
      keyboard: { inline_keyboard: reviewStarsKeyboard(notice.bookingId).inline_keyboard },
    },
    mail: {
      to: notice.booking.email,
      subject: fill(t.subject, values),
      text: [fill(t.greeting, values), '', body, link, '', '—', t.footer].join('\n'),
      html: mailHtml({
        lang: notice.language,
        from: notice.provider.name,
        greeting: fill(t.greeting, values),
        paragraphs: [body],
        actions: [{ href: link, label: t.link }],
        footer: t.footer,
      }),
      calendar: null,
    },
  };
}

/** "Did the client come?" to the provider at the end of a visit: Telegram only, with the "Kelmadi" button. */
export function composeVisitOver(notice: Notification, now: number) {
  const t = reviewQuestionTexts[notice.language];
  const zone = notice.provider.timezone;
  const values = {
    client: notice.booking.name,
    phone: displayPhone(notice.booking.phone),
    service: notice.serviceName ?? t.noService,
    date: formatBookingDate(notice.language, notice.booking.start, { timeZone: zone, now }),
    time: formatTime(notice.language, notice.booking.start, { timeZone: zone }),
  };
  const body = formatMessage(notice.language, t.visitOver, values);
  const text = `<b>${escapeHtml(t.visitOverTitle)}</b>\n\n${escapeHtml(body)}`;
  return {
    telegram: { text, keyboard: { inline_keyboard: noShowKeyboard(notice.bookingId, notice.language).inline_keyboard } },
    // Never by e-mail: the button is the notice's point, and `onlyChannel` of the row is not needed for that.
    mail: { to: null, subject: t.visitOverTitle, text: body, html: '', calendar: null },
  };
}
