import { storedLanguage } from '../../lib/i18n/stored-language.ts';
import { mailHtml } from '../../lib/mail-html.ts';
import { escapeHtml } from '@qabul/bot';
import type { Pool } from '@qabul/db';
import { formatBookingDate } from '../../contracts/i18n/dates.ts';
import { formatMessage } from '../../contracts/i18n/format.ts';
import type { JobHandler } from '../../lib/durable/job-queue.ts';
import { ChatUnreachableError, type Mailer, type TelegramSender } from '../notifications/index.ts';
import { waitlistTexts } from './messages.ts';
import { waitlistOffer } from './waitlist.queries.ts';

/** The job kind the database plans when time frees up on a day with clients waiting (migration 20261128060000). */
export const WAITLIST_OFFER_JOB = 'waitlist_offer';

export interface OfferChannels {
  telegram: TelegramSender | null;
  mailer: Mailer | null;
  publicUrl: string;
}

/** The public page opened on the entry's service and day. */
export function offerLink(publicUrl: string, offer: { username: string; service_id: number; date: string }): string {
  return `${publicUrl}/u/${encodeURIComponent(offer.username)}?service=${offer.service_id}&date=${offer.date}`;
}

/**
 * Sends one waiting client their offer: by Telegram when their chat is known and reachable, else by e-mail, else
 * nobody can be told. An entry whose day has ended, or that was left meanwhile, is offered nothing. Whoever books
 * first wins the time (the exclusion constraint); the others find it gone when they open the day.
 */
export function waitlistOfferHandler(pool: Pool, channels: OfferChannels): JobHandler {
  return async (job) => {
    const { entryId } = job.payload as { entryId: string };
    const offer = await waitlistOffer(pool, entryId);
    if (!offer?.still_open) return undefined;
    const link = offerLink(channels.publicUrl, offer);
    const language = storedLanguage(offer.language);
    const t = waitlistTexts[language].offer;
    // The day as every notice writes it ("27-noyabr", "27 ноября"); a calendar day, so read at UTC noon of that date.
    const date = formatBookingDate(language, new Date(`${offer.date}T12:00:00Z`), { timeZone: 'UTC' });
    const values = { name: offer.name, provider: offer.provider_name, service: offer.service_name, date };
    const text = formatMessage(language, t.text, values);
    if (offer.chat_id && channels.telegram) {
      try {
        await channels.telegram.send(Number(offer.chat_id), escapeHtml(text), {
          inline_keyboard: [[{ text: t.button, url: link }]],
        });
        return undefined;
      } catch (error) {
        if (!(error instanceof ChatUnreachableError)) throw error;
      }
    }
    if (!offer.email || !channels.mailer) return undefined;
    await channels.mailer.send({
      to: offer.email,
      subject: formatMessage(language, t.subject, values),
      text: `${text}\n${link}`,
      html: mailHtml({ lang: language, from: offer.provider_name, paragraphs: [text], actions: [{ href: link, label: t.button }] }),
      calendar: null,
    });
    return undefined;
  };
}
