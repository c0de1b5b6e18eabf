// What the Telegram feature offers the other features: they import it from here, never from its files.
export { clientLanguageOf, isTelegramLaunch, telegramLaunchOrNull } from './telegram-auth.ts';
