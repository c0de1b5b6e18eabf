import { escapeHtml, type InlineKeyboardMarkup } from '@qabul/bot';
import { formatMessage } from '../../contracts/i18n/format.ts';
import { formatBookingDate, formatTime } from '../../contracts/i18n/dates.ts';
import { formatMoney, masterLabel, type TitledMaster, zoneTime } from '@qabul/i18n';
import type { Language } from '../../contracts/i18n/languages.ts';
import { mailHtml } from '../../lib/mail-html.ts';
import { displayPhone } from '../../lib/phone.ts';
import { type CalendarInvite, calendarInvite } from './calendar.ts';
import { decisionKeyboard } from './keyboards.ts';
import { noticeTexts } from './messages.ts';
import { noticeIcons } from './messages.uz.ts';
import type { Notification } from './notification-data.ts';
import { businessContact, placeText } from './place.ts';
import { composeReviewQuestion, composeVisitOver, REVIEW_QUESTION, VISIT_OVER } from './review-question.ts';

export interface ComposedNotice {
  telegram: { text: string; keyboard?: InlineKeyboardMarkup };
  mail: {
    to: string | null;
    subject: string;
    text: string;
    html: string;
    calendar: CalendarInvite | null;
  };
}

/** A detail line; `label` replaces the catalogue's (a master's own title: "Stilist: Nilufar"). */
type Line = { key: keyof typeof noticeIcons; value: string; code?: boolean; label?: string };

/** The notice texts in its reader's language. */
export const textsOf = (notice: Pick<Notification, 'language'>) => noticeTexts[notice.language];

/** A title of the catalogue by the notice's kind (reminder_schedules.reminder_type), or null for a kind it has none for. */
export function titleOf(notice: Notification, kind = notice.kind): string | null {
  const titles: Record<string, string> = textsOf(notice).titles[notice.recipient];
  return titles[kind] ?? null;
}

/** The start as the reader reads it: "14:30" on their clock. */
export function startTime(notice: Notification): string {
  return formatTime(notice.language, notice.booking.start, { timeZone: zoneOf(notice) });
}

/**
 * The booking's day as the reader reads it: "25-noyabr, chorshanba" on the detail line, "25-noyabr" inside a
 * sentence; the year only when it is not this year.
 */
export function startDate(notice: Notification, now: number, weekday?: 'long'): string {
  return formatBookingDate(notice.language, notice.booking.start, { timeZone: zoneOf(notice), now, ...(weekday ? { weekday } : {}) });
}

/** Event notices carry the calendar file in e-mail; timed reminders do not (the event is already there). */
const CALENDAR_KINDS = new Set(['booking_created', 'booking_confirmed', 'booking_rescheduled', 'booking_cancelled']);

/** The reader's clock: the client's own time zone when they gave one, the provider's otherwise. */
export function zoneOf(notice: Notification): string {
  return notice.recipient === 'client' ? (notice.booking.clientTimezone ?? notice.provider.timezone) : notice.provider.timezone;
}

export function details(notice: Notification, now: number): Line[] {
  const t = textsOf(notice);
  const zone = zoneOf(notice);
  const b = notice.booking;
  // The client's own clock is named for people: "08:00 (Moskva vaqti)", "08:00 (по московскому времени)".
  const time = zone === notice.provider.timezone ? startTime(notice) : `${startTime(notice)} (${zoneTime(notice.language, zone)})`;
  const lines: Line[] = [
    { key: 'date', value: startDate(notice, now, 'long') },
    { key: 'time', value: time },
    { key: 'service', value: notice.serviceName ?? t.noService },
  ];
  // In a business with several masters every reader learns who serves the booking, under the master's title. The
  // title is the provider's own word (Uzbek as they typed it): readers in another language read the catalogue's
  // word for a master, the title after the name.
  if (notice.master) lines.push(masterLine(notice.language, notice.master, t.labels.master));
  if (notice.recipient === 'client') lines.push({ key: 'provider', value: notice.provider.name });
  const place = b.isOnlineMeeting ? null : placeText(notice.language, notice.business, b.meetingAddress);
  if (b.isOnlineMeeting && b.meetingLink) lines.push({ key: 'link', value: b.meetingLink });
  else if (place) lines.push({ key: 'address', value: place });
  if (notice.recipient === 'provider') {
    lines.push({ key: 'client', value: b.name }, { key: 'phone', value: displayPhone(b.phone) });
    if (b.email) lines.push({ key: 'email', value: b.email });
    if (b.telegramUsername) lines.push({ key: 'telegram', value: `@${b.telegramUsername}` });
    if (b.notes) lines.push({ key: 'notes', value: b.notes });
  }
  if (b.reserveFeePaid)
    lines.push({
      key: 'prepayment',
      value: formatMessage(notice.language, t.prepaid, { amount: formatMoney(notice.language, b.reserveFeePaid, { plainSpaces: true }) }),
    });
  lines.push({ key: 'status', value: t.status[b.status] ?? b.status });
  lines.push({ key: 'confirmation', value: b.confirmationNumber, code: true });
  return lines;
}

/** The e-mail's lines, labelled as in Telegram. */
function masterLine(language: Language, master: TitledMaster, word: string): Line {
  const { label, name } = masterLabel(language, master, { reader: word, uzbek: noticeTexts.uz.labels.master });
  return { key: 'master', label, value: name };
}

function mailLines(language: Language, lines: Line[]): Array<{ label: string; value: string }> {
  return lines.map((l) => ({ label: l.label ?? noticeTexts[language].labels[l.key], value: l.value }));
}

/** A cancelled booking whose fee was paid: each side reads what becomes of the money. */
export function prepaidOnCancel(notice: Notification): string | null {
  const paid = notice.booking.reserveFeePaid;
  if (!paid || notice.booking.status !== 'cancelled') return null;
  const texts = textsOf(notice).prepaidOnCancel;
  const amount = formatMoney(notice.language, paid, { plainSpaces: true });
  if (notice.recipient === 'provider') return formatMessage(notice.language, texts.provider, { amount });
  // Whom the client asks: the business by name, with its phone or Telegram (never the owner's login e-mail).
  const business = notice.business?.name ?? notice.provider.name;
  const contact = businessContact(notice.business);
  return contact
    ? formatMessage(notice.language, texts.client, { amount, business, contact })
    : formatMessage(notice.language, texts.clientNoContact, { amount, business });
}

/** The public page's cancel and reschedule dialogs, opened from a link (spec.md, public booking page). */
export function changeLinks(notice: Notification, publicUrl: string) {
  const page = `${publicUrl}/${encodeURIComponent(notice.provider.username)}`;
  const proof = `confirm=${encodeURIComponent(notice.booking.confirmationNumber)}&token=${notice.booking.clientToken}`;
  return {
    cancel: `${page}?cancel=${notice.bookingId}&${proof}`,
    reschedule: `${page}?reschedule=${notice.bookingId}&${proof}`,
  };
}

/** A Telegram message's title, detail lines and hints (HTML). */
export function telegramBody(language: Language, title: string, lines: Line[], hints: string[]): string[] {
  const labels = noticeTexts[language].labels;
  return [
    `<b>${escapeHtml(title)}</b>`,
    '',
    ...lines.map(
      (l) =>
        `${noticeIcons[l.key]} ${escapeHtml(l.label ?? labels[l.key])}: ${l.code ? `<code>${escapeHtml(l.value)}</code>` : escapeHtml(l.value)}`,
    ),
    ...(hints.length > 0 ? ['', ...hints] : []),
  ];
}

export function composeNotice(notice: Notification, publicUrl: string, now = Date.now()): ComposedNotice {
  if (notice.kind === REVIEW_QUESTION) return composeReviewQuestion(notice, publicUrl, now);
  if (notice.kind === VISIT_OVER) return composeVisitOver(notice, now);
  const t = textsOf(notice);
  const language = notice.language;
  const title = titleOf(notice) ?? t.fallbackTitle;
  const lines = details(notice, now);
  const open = notice.booking.status !== 'cancelled';
  const links = open && notice.recipient === 'client' ? changeLinks(notice, publicUrl) : null;
  const hints = [
    notice.recipient === 'client' && notice.kind === 'booking_created' && notice.booking.status === 'pending' ? t.pendingHint : null,
    notice.recipient === 'provider' && notice.kind === 'booking_created' && notice.booking.status === 'pending' ? t.providerHint : null,
    prepaidOnCancel(notice),
  ].filter((hint): hint is string => hint !== null);

  const telegramLines = [
    ...telegramBody(language, title, lines, hints),
    ...(links
      ? [
          '',
          `${t.changeHint} <a href="${escapeHtml(links.cancel)}">${t.cancelLink}</a> · <a href="${escapeHtml(links.reschedule)}">${t.rescheduleLink}</a>`,
        ]
      : []),
  ];
  // Only a booking still waiting for the provider gets the decision buttons.
  const keyboard =
    notice.recipient === 'provider' && notice.kind === 'booking_created' && notice.booking.status === 'pending'
      ? {
          inline_keyboard: decisionKeyboard(notice.bookingId, language).inline_keyboard,
        }
      : undefined;

  const recipientName = notice.recipient === 'client' ? notice.booking.name : notice.provider.name;
  const subject = formatMessage(language, t.subject, {
    title,
    date: startDate(notice, now),
    time: startTime(notice),
  });
  const greeting = formatMessage(language, t.mailGreeting, { name: recipientName });
  const plainLines = [
    greeting,
    '',
    title,
    '',
    ...mailLines(language, lines).map((l) => `${l.label}: ${l.value}`),
    ...(hints.length > 0 ? ['', ...hints] : []),
    ...(links ? ['', t.changeHint, `${t.cancelLink}: ${links.cancel}`, `${t.rescheduleLink}: ${links.reschedule}`] : []),
  ];
  const withCalendar = CALENDAR_KINDS.has(notice.kind);
  const calendar = withCalendar
    ? calendarInvite(
        notice,
        formatMessage(language, t.calendarTitle, {
          service: notice.serviceName ?? t.noService,
          provider: notice.provider.name,
        }),
        plainLines.slice(2).join('\n'),
        now,
      )
    : null;
  if (calendar) plainLines.push('', t.calendarHint);
  plainLines.push('', '—', t.mailFooter);

  const html = mailHtml({
    lang: language,
    from: notice.business?.name ?? notice.provider.name,
    greeting,
    title,
    rows: mailLines(language, lines),
    paragraphs: [...hints, ...(links ? [t.changeHint] : [])],
    actions: links
      ? [
          { href: links.reschedule, label: t.rescheduleLink },
          { href: links.cancel, label: t.cancelLink },
        ]
      : // The provider (or master) decides in the dashboard: its calendar opens on the booking's day.
        notice.recipient === 'provider'
        ? [{ href: `${publicUrl}/user/calendar?date=${notice.booking.date}`, label: t.dayInCalendar }]
        : [],
    notes: calendar ? [t.calendarHint] : [],
    footer: t.mailFooter,
  });

  return {
    telegram: {
      text: telegramLines.join('\n'),
      ...(keyboard ? { keyboard } : {}),
    },
    mail: {
      to: notice.recipient === 'client' ? notice.booking.email : notice.provider.email,
      subject,
      text: plainLines.join('\n'),
      html,
      calendar,
    },
  };
}
