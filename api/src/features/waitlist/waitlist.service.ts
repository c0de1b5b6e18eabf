import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Pool } from '@qabul/db';
import { LIMITS } from '../../contracts/limits.ts';
import { uz } from '../../contracts/messages.uz.ts';
import { AppError, filledText } from '../../lib/app-error.ts';
import { toE164 } from '../../lib/phone.ts';
import { hit, LIMITS_PER_ACTION } from '../../lib/rate-limit.ts';
import { inTransaction, isUniqueViolation } from '../../lib/transaction.ts';
import type { ClientLanguage } from '../bookings/index.ts';
import { dateIn } from '../slots/index.ts';
import { waitlistText } from './messages.uz.ts';
import type { JoinWaitlist } from './waitlist.schema.ts';
import { deleteWaitlistEntry, insertWaitlistEntry, serviceForWaitlist } from './waitlist.queries.ts';

/** Where the request came from: its address (for the hourly limit) and, inside Telegram, the client's chat. */
export interface WaitlistJoiner {
  ip: string;
  rateLimitOff: boolean;
  /** Proven by the bot's update or the Mini App's signed launch data, never taken from the body. */
  telegramChatId?: number | null;
  /** The language the offer is written in (a Telegram chat's own pick, named by its id, wins in the insert). */
  language: ClientLanguage;
}

/**
 * Puts a client on a day's waitlist: one place per phone, service and date (409), at most twenty a day per service
 * (409). The answer's token is the client's key to leave; an offer comes once time frees up that day, to the
 * client's Telegram chat when they joined inside Telegram.
 */
export async function joinWaitlist(
  pool: Pool,
  em: EntityManager,
  body: JoinWaitlist,
  from: WaitlistJoiner,
  now = Date.now(),
): Promise<{ id: string; token: string }> {
  const service = await serviceForWaitlist(pool, body.serviceId, body.staffId);
  if (!service?.is_active) throw new AppError('not_found', uz.notFound.service);
  await hit(em, `waitlist:${from.ip}:${service.user_id}`, LIMITS_PER_ACTION.publicWaitlistJoin, from.rateLimitOff);
  if (!service.does_service) throw new AppError('not_found', uz.notFound.staff);
  if (body.date < dateIn(service.timezone, now)) throw new AppError('validation', waitlistText.pastDay, { date: waitlistText.pastDay });
  const token = randomBytes(24).toString('base64url');
  try {
    const entry = await inTransaction(pool, (db) =>
      insertWaitlistEntry(
        db,
        {
          userId: service.user_id,
          serviceId: body.serviceId,
          staffId: body.staffId,
          date: body.date,
          name: body.name,
          phone: body.phone,
          // A number that cannot be read as one stays itself: it still counts once.
          phoneE164: toE164(body.phone) ?? body.phone.replace(/\D/g, ''),
          telegramUsername: body.telegramUsername,
          telegramChatId: from.telegramChatId ?? null,
          email: body.email,
          token,
          language: from.language.language,
          languageChatId: from.language.telegramChatId ?? null,
        },
        LIMITS.waitlistPerDay,
      ),
    );
    if (!entry) throw new AppError('conflict', filledText(waitlistText.full, { limit: LIMITS.waitlistPerDay }));
    return { id: entry.id, token };
  } catch (error) {
    if (isUniqueViolation(error, 'waitlist_entries_one_per_phone')) throw new AppError('conflict', waitlistText.alreadyWaiting);
    throw error;
  }
}

/** Leaves the list with the token the place was given (404 for anything else, so ids reveal nothing). */
export async function leaveWaitlist(pool: Pool, id: string, token: string | undefined): Promise<void> {
  const uuid = /^[0-9a-f-]{36}$/i.test(id);
  if (!uuid || !token || !(await deleteWaitlistEntry(pool, id, token))) throw new AppError('not_found', waitlistText.notFound);
}
