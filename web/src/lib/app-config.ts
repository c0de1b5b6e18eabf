import { useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';

interface PublicConfig {
  telegramBotUsername?: string | null;
  googleEnabled?: boolean;
}

function useAppConfig() {
  return useQuery({
    queryKey: ['app-config'],
    queryFn: ({ signal }) => api<PublicConfig>('/api/config', { signal }).catch(() => ({}) as PublicConfig),
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
