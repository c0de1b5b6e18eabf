import { displayName } from '../../contracts/display-name.ts';
import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ChatRef } from '@qabul/bot';
import { sqlIn } from '../../lib/sql.ts';

const run = (em: EntityManager, sql: string, params: unknown[]) => sqlIn(em, sql, params, 'run');
const all = <T>(em: EntityManager, sql: string, params: unknown[]) => sqlIn<T[]>(em, sql, params);

/**
 * /start remembers the chat under its (lowercased) username. A chat keeps one row when its user renames;
 * a username someone else held before moves to this chat. Starting the bot again makes it reachable.
 */
export async function rememberChat(em: EntityManager, chat: ChatRef): Promise<void> {
  const username = chat.username?.toLowerCase() ?? null;
  await em.transactional(async (tx) => {
    if (username)
      await run(tx, `update telegram_chats set username = null, updated_at = now() where username = ? and chat_id <> ?`, [
        username,
        chat.chatId,
      ]);
    await run(
      tx,
      `insert into telegram_chats (username, chat_id, first_name, is_reachable, language_code) values (?, ?, ?, true, ?)
       on conflict (chat_id) do update set username = excluded.username, first_name = excluded.first_name, is_reachable = true,
         language_code = coalesce(excluded.language_code, telegram_chats.language_code), updated_at = now()`,
      [username, chat.chatId, chat.firstName, chat.languageCode ?? null],
    );
  });
}

/** The chat's /language pick (null: none) and the Telegram app's language last seen; null for an unknown chat. */
export async function chatLanguageRow(
  em: EntityManager,
  chatId: number,
): Promise<{ language: string | null; language_code: string | null } | null> {
  const rows = await all<{ language: string | null; language_code: string | null }>(
    em,
    `select language, language_code from telegram_chats where chat_id = ?`,
    [chatId],
  );
  return rows[0] ?? null;
}

/** The Telegram app's language changed: kept for messages sent later without an update in hand. */
export async function keepChatLanguageCode(em: EntityManager, chatId: number, languageCode: string): Promise<void> {
  await run(em, `update telegram_chats set language_code = ?, updated_at = now() where chat_id = ?`, [languageCode, chatId]);
}

/** /language: the person's own pick, which outranks the app's language from now on. */
export async function pickChatLanguage(em: EntityManager, chat: ChatRef, language: string): Promise<void> {
  await run(
    em,
    `insert into telegram_chats (username, chat_id, first_name, is_reachable, language, language_code) values (null, ?, ?, true, ?, ?)
     on conflict (chat_id) do update set language = excluded.language,
       language_code = coalesce(excluded.language_code, telegram_chats.language_code), updated_at = now()`,
    [chat.chatId, chat.firstName, language, chat.languageCode ?? null],
  );
}

/** Blocked (false) or unblocked (true); a chat known only through a link still gets a row to hold the flag. */
export async function setChatReachable(em: EntityManager, chatId: number, reachable: boolean): Promise<void> {
  await run(
    em,
    `insert into telegram_chats (username, chat_id, is_reachable) values (null, ?, ?)
     on conflict (chat_id) do update set is_reachable = excluded.is_reachable, updated_at = now()`,
    [chatId, reachable],
  );
}

/**
 * The bot has just sent the booking's confirmation itself: a client notice still waiting for the
 * dispatcher would repeat it, so it is recorded as sent through Telegram.
 */
const CLIENT_CONFIRMATION = `booking_id = ? and recipient_type = 'client' and reminder_type = 'booking_created' and status = 'pending'`;

/** The bot is about to send the b_ confirmation itself: the dispatcher leaves it alone for a minute. */
export async function holdClientConfirmation(em: EntityManager, bookingId: string): Promise<void> {
  await run(
    em,
    `update reminder_schedules set claimed_until = now() + interval '1 minute'
     where ${CLIENT_CONFIRMATION} and (claimed_until is null or claimed_until < now())`,
    [bookingId],
  );
}

/** Telegram accepted the b_ confirmation. */
export async function markClientConfirmationSent(em: EntityManager, bookingId: string): Promise<void> {
  await run(
    em,
    `update reminder_schedules set status = 'sent', channel = 'telegram', sent_at = now(), claimed_until = null
     where ${CLIENT_CONFIRMATION}`,
    [bookingId],
  );
}

/** Telegram refused it: the notice is due again, for the dispatcher. */
export async function releaseClientConfirmation(em: EntityManager, bookingId: string): Promise<void> {
  await run(em, `update reminder_schedules set claimed_until = null where ${CLIENT_CONFIRMATION}`, [bookingId]);
}

export interface LinkedProvider {
  id: string;
  username: string;
  displayName: string;
}

/**
 * `p_<token>`: one-time token from the profile page; the provider's account gets this chat. Opened in the private chat
 * of a Telegram user (chat id = user id) who signs in to no other account, that user signs in to this one from now on
 * too (the bot's "Kabinet"): the token proves the account, the chat proves the Telegram user.
 */
export async function linkProviderChat(em: EntityManager, token: string, chat: ChatRef): Promise<LinkedProvider | null> {
  const rows = await all<{
    id: string;
    username: string;
    first_name: string | null;
    last_name: string | null;
  }>(
    em,
    `update users set telegram_chat_id = ?, telegram_username = ?, telegram_link_token = null, updated_at = now(),
       telegram_user_id = case when ?::bigint > 0 and telegram_user_id is null
         and not exists (select 1 from users o where o.telegram_user_id = ?::bigint) then ?::bigint else telegram_user_id end
     where telegram_link_token = ? returning id, username, first_name, last_name`,
    [chat.chatId, chat.username, chat.chatId, chat.chatId, chat.chatId, token],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    username: row.username,
    displayName: displayName({ firstName: row.first_name, lastName: row.last_name, username: row.username }),
  };
}

/** A fresh one-time token for the profile page's "connect Telegram" link; the previous one stops working. */
export async function newProviderLinkToken(em: EntityManager, userId: string): Promise<string> {
  const token = randomBytes(18).toString('base64url');
  await run(em, `update users set telegram_link_token = ?, updated_at = now() where id = ?`, [token, userId]);
  return token;
}

/** `p_<token>` of a master's own view: the master (not removed) gets this chat for the notices of their bookings. */
export async function linkMasterChat(em: EntityManager, token: string, chat: ChatRef): Promise<{ name: string } | null> {
  const rows = await all<{ name: string }>(
    em,
    `update staff set telegram_chat_id = ?, telegram_link_token = null, updated_at = now()
     where telegram_link_token = ? and deleted_at is null returning name`,
    [chat.chatId, token],
  );
  return rows[0] ?? null;
}

/** A fresh one-time token for a master's own "Telegramni ulash" link; the previous one stops working. */
export async function newMasterLinkToken(em: EntityManager, staffId: string): Promise<string> {
  const token = randomBytes(18).toString('base64url');
  await run(em, `update staff set telegram_link_token = ?, updated_at = now() where id = ?`, [token, staffId]);
  return token;
}

/**
 * The account that acts when this chat presses a button on a booking of this master: the master's own member
 * account, when the chat is theirs (linked by their `p_` link, or the chat of the Telegram username the owner gave
 * them). Undefined when it is not their chat; null when it is, but no account accepted the invitation yet.
 */
export async function masterActingFromChat(em: EntityManager, staffId: string, chatId: number): Promise<string | null | undefined> {
  const rows = await all<{ member_user_id: string | null }>(
    em,
    `select st.member_user_id from staff st
     where st.id = ? and st.deleted_at is null and st.is_active and not st.is_owner
       and (st.telegram_chat_id = ?
         or exists (select 1 from telegram_chats t where t.username = lower(st.telegram_username) and t.chat_id = ?))`,
    [staffId, chatId, chatId],
  );
  return rows[0] === undefined ? undefined : rows[0].member_user_id;
}

/** The chat belongs to a master of some business (their menu button opens the dashboard). */
export async function isMasterChat(em: EntityManager, chatId: number): Promise<boolean> {
  const rows = await all(em, `select 1 from staff where telegram_chat_id = ? and deleted_at is null limit 1`, [chatId]);
  return rows.length > 0;
}

/**
 * A contact the Telegram user shared of themselves: Telegram vouches that the number is theirs, so it is kept
 * (E.164) as their verified phone. Private chat id = user id, so the chat's row holds it.
 */
export async function rememberVerifiedPhone(em: EntityManager, chat: ChatRef, phoneE164: string): Promise<void> {
  await run(
    em,
    `insert into telegram_chats (username, chat_id, first_name, is_reachable, phone_e164, phone_verified_at)
     values (null, ?, ?, true, ?, now())
     on conflict (chat_id) do update set phone_e164 = excluded.phone_e164, phone_verified_at = excluded.phone_verified_at,
       is_reachable = true, updated_at = now()`,
    [chat.chatId, chat.firstName, phoneE164],
  );
}

/** The Telegram user's verified phone (E.164), or null when they never shared their own contact. */
export async function verifiedPhone(em: EntityManager, chatId: number): Promise<string | null> {
  const rows = await all<{ phone_e164: string | null }>(
    em,
    `select phone_e164 from telegram_chats where chat_id = ? and phone_verified_at is not null`,
    [chatId],
  );
  return rows[0]?.phone_e164 ?? null;
}

/**
 * The chat's own live booking of exactly this service and time, if it has one: "Tasdiqlash" pressed twice
 * (or delivered twice) finds the first press's booking instead of reporting its own time as taken.
 */
export async function chatBookingAt(
  em: EntityManager,
  chatId: number,
  at: { serviceId: number; date: string; time: string },
): Promise<{ id: string; confirmation_number: string; staff_id: string } | null> {
  const rows = await all<{ id: string; confirmation_number: string; staff_id: string }>(
    em,
    `select id, confirmation_number, staff_id from bookings
     where client_telegram_chat_id = ? and service_id = ? and date = ? and time_slot = ? and status <> 'cancelled'
       and created_at > now() - interval '30 minutes'`,
    [chatId, at.serviceId, at.date, at.time],
  );
  return rows[0] ?? null;
}
