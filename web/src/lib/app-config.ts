import { useQuery } from '@tanstack/react-query';
import { type CallAnswer, call } from './api-client.ts';

type PublicConfig = Partial<CallAnswer<'GET /api/config'>>;

function useAppConfig() {
  return useQuery({
    queryKey: ['app-config'],
    queryFn: ({ signal }) => call('GET /api/config', {}, { signal }).catch((): PublicConfig => ({})),
    staleTime: 5 * 60_000,
  });
}

/**
 * The Telegram bot's username for the Mini App link, from GET /api/config; null when this deployment has
 * no bot (or while unknown), so no link to someone else's bot is ever shown.
 */
export function useBotUsername(): string | null {
  return useAppConfig().data?.telegramBotUsername || null;
}

/** Whether this deployment has Google sign-in set up: the Google buttons are shown only then. */
export function useGoogleEnabled(): boolean {
  return useAppConfig().data?.googleEnabled === true;
}

/** The bot's id for "Telegram orqali kirish", null where this deployment has no bot (no button is shown then). */
export function useTelegramBotId(): string | null {
  const id = useAppConfig().data?.telegramBotId;
  return id ? String(id) : null;
}
