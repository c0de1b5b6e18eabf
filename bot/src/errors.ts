import { GrammyError } from 'grammy';

/**
 * 403 means Telegram will never deliver to this chat until the user acts (blocked the bot, deleted the
 * account, never started it): retrying is pointless, the chat is marked unreachable instead.
 */
export function isChatUnreachable(error: unknown): error is GrammyError {
  return error instanceof GrammyError && error.error_code === 403;
}

/** Harmless answers: an identical edit, or a button pressed so long ago Telegram forgot the query. */
export function isHarmless(error: unknown): boolean {
  if (!(error instanceof GrammyError) || error.error_code !== 400) return false;
  return /message is not modified|query is too old|query ID is invalid/i.test(error.description);
}
