import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

interface PublicConfig {
  telegramBotUsername?: string | null;
}

/**
 * The Telegram bot's username for the Mini App link, from GET /api/config; null when this deployment has
 * no bot (or while unknown), so no link to someone else's bot is ever shown.
 */
export function useBotUsername(): string | null {
  const config = useQuery({
    queryKey: ['app-config'],
    queryFn: ({ signal }) => api<PublicConfig>('/api/config', { signal }).catch(() => ({}) as PublicConfig),
  });
  return config.data?.telegramBotUsername || null;
}
