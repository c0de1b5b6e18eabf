import { mailHtml } from '../../lib/mail-html.ts';
import type { Pool } from '@qabul/db';
import { formatBookingDate } from '../../contracts/i18n/dates.ts';
import { formatMoney } from '@qabul/i18n';
import { formatMessage } from '../../contracts/i18n/format.ts';
import { storedLanguage } from '../../lib/i18n/stored-language.ts';
import type { JobHandler } from '../../lib/durable/job-queue.ts';
import { paidTwiceMessages } from './messages.ts';
import { paidTwiceFacts } from './paid-twice.queries.ts';
import type { NoticeChannels } from './plan-ending-notice.ts';

/** The provider's alert that a client paid a reserve fee twice, keyed by the second payment's charge id. */
export const PAID_TWICE_JOB = 'payment_paid_twice_notice';

export interface PaidTwice {
  orderId: string;
  /** The second payment's amount, tiyin. */
  amount: number;
  telegramPaymentChargeId: string;
}

/**
 * Tells the business that money came twice for one booking and that the second payment is theirs to return
 * through the payment provider's cabinet (ADR 010: Qabul holds no money of its own). Telegram when the
 * provider's chat is linked, else e-mail.
 */
export function paidTwiceHandler(pool: Pool, channels: NoticeChannels): JobHandler {
  return async (job) => {
    const notice = job.payload as PaidTwice;
    const facts = await paidTwiceFacts(pool, notice.orderId);
    if (!facts) return undefined;
    const language = storedLanguage(facts.language);
    const m = paidTwiceMessages[language];
    const text = formatMessage(language, m.body, {
      client: facts.clientName,
      service: facts.serviceName,
      date: formatBookingDate(language, new Date(`${facts.date}T12:00:00Z`), { timeZone: 'UTC' }),
      time: facts.time,
      amount: formatMoney(language, notice.amount, { plainSpaces: true }),
      charge: notice.telegramPaymentChargeId,
    });
    if (facts.chatId && channels.telegram) {
      await channels.telegram(Number(facts.chatId), text);
      return undefined;
    }
    if (!channels.mailer) throw new Error('no channel to alert the provider');
    await channels.mailer.send({
      to: facts.email,
      subject: m.subject,
      text,
      html: mailHtml({ lang: language, from: 'Qabul', paragraphs: text.split('\n').filter(Boolean) }),
      calendar: null,
    });
    return undefined;
  };
}
