/**
 * t.me deep link with a start payload; null when no bot is known. The username is read at each call, from one
 * place: TELEGRAM_BOT_USERNAME, or else what the bot learned from getMe (see server.ts, botUsername).
 */
export function telegramLinker(botUsername: () => string | null) {
  return (payload: string) => {
    const username = botUsername();
    return username ? `https://t.me/${username}?start=${encodeURIComponent(payload)}` : null;
  };
}
