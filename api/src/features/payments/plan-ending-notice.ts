import { mailHtml } from '../../lib/mail-html.ts';
import type { Pool } from '@qabul/db';
import { formatBookingDate } from '../../contracts/i18n/dates.ts';
import { formatMessage } from '../../contracts/i18n/format.ts';
import { storedLanguage } from '../../lib/i18n/stored-language.ts';
import { DateTime } from 'luxon';
import type { JobHandler } from '../../lib/durable/job-queue.ts';
import { scheduleJob } from '../../lib/jobs/jobs.queries.ts';
import type { Mailer } from '../notifications/index.ts';
import type { Db } from '../../lib/transaction.ts';
import { planEndingMessages } from './messages.ts';
import { paidPlansEnding, planStillEnding } from './plan-ending.queries.ts';

export const PLAN_ENDING_JOB = 'plan_ending_notice';

interface PlanEndingNotice {
  subscriptionId: number;
  endDate: string;
  stage: '3d' | 'today';
}
const ZONE = 'Asia/Tashkent';

export interface NoticeChannels {
  mailer: Mailer | null;
  /** Sends a Telegram message to a chat; null when no bot is configured. */
  telegram: ((chatId: number, text: string) => Promise<void>) | null;
  publicUrl: string;
}

/** A plain Telegram message through the Bot API, for the warnings; null without a bot token. */
export function telegramTextSender(telegram: { token?: string; apiRoot?: string }): NoticeChannels['telegram'] {
  const { token, apiRoot } = telegram;
  if (!token) return null;
  return async (chatId, text) => {
    const response = await fetch(`${apiRoot ?? 'https://api.telegram.org'}/bot${token}/sendMessage`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ chat_id: chatId, text }),
    });
    if (!response.ok) throw new Error(`Telegram answered ${response.status}`);
  };
}

/**
 * Plans the provider's warnings of the day's sweep: 3 days before a paid plan ends and on its last day. The key
 * names the subscription, its end and the stage, so each warning is sent once and a renewal (a new end) plans
 * new ones instead.
 */
export async function planEndingNotices(db: Db, now: Date): Promise<void> {
  const today = DateTime.fromJSDate(now, { zone: ZONE }).startOf('day');
  for (const row of await paidPlansEnding(db, now, today.plus({ days: 4 }).toJSDate())) {
    const endDay = DateTime.fromJSDate(row.endDate, { zone: ZONE }).startOf('day');
    const daysLeft = Math.round(endDay.diff(today, 'days').days);
    const stage = daysLeft === 3 ? '3d' : daysLeft === 0 ? 'today' : null;
    if (!stage) continue;
    const notice: PlanEndingNotice = { subscriptionId: row.id, endDate: row.endDate.toISOString(), stage };
    await scheduleJob(db, PLAN_ENDING_JOB, `${row.id}:${notice.endDate}:${stage}`, now, notice);
  }
}

/** Sends one warning by Telegram when the provider's chat is linked, else by e-mail, with the renew link. */
export function planEndingHandler(pool: Pool, channels: NoticeChannels): JobHandler {
  return async (job) => {
    const notice = job.payload as PlanEndingNotice;
    const subscription = await planStillEnding(pool, notice.subscriptionId, new Date(notice.endDate));
    // Renewed, replaced or ended meanwhile: nothing to warn about.
    if (!subscription) return undefined;
    const link = `${channels.publicUrl}/payment?planId=${subscription.planId}`;
    const language = storedLanguage(subscription.language);
    const date = formatBookingDate(language, subscription.endDate, { timeZone: ZONE });
    const planEndingText = planEndingMessages[language];
    const text = notice.stage === 'today' ? planEndingText.today : planEndingText.soon;
    // ICU values, not String.replace: a plan name with `$&` or `$'` must not paste the template into itself.
    const warning = formatMessage(language, text, { plan: subscription.planName, date });
    const body = `${warning}\n${planEndingText.renew}: ${link}`;
    if (subscription.chatId && channels.telegram) {
      await channels.telegram(Number(subscription.chatId), body);
      return undefined;
    }
    // A Telegram-only account whose chat is gone has no address to write to: nothing more can be done.
    if (!subscription.email) return undefined;
    if (!channels.mailer) throw new Error('no channel to warn the provider');
    await channels.mailer.send({
      to: subscription.email,
      subject: formatMessage(language, planEndingText.subject, { plan: subscription.planName, date }),
      text: body,
      html: mailHtml({ lang: language, from: 'Qabul', paragraphs: [warning], actions: [{ href: link, label: planEndingText.renew }] }),
      calendar: null,
    });
    return undefined;
  };
}
