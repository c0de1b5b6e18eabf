/** t.me deep link with a start payload; null when no bot is configured. */
export function telegramLinker(botUsername: string | undefined) {
  return (payload: string) => (botUsername ? `https://t.me/${botUsername}?start=${encodeURIComponent(payload)}` : null);
}
