import { useQuery } from '@tanstack/react-query';
import { appConfig } from '../../../config/index.ts';
import { api } from '../../../lib/api-client.ts';

interface PublicConfig {
  telegramBotUsername?: string | null;
  botUsername?: string | null;
}

/**
 * The Telegram bot's username for the Mini App link. GET /api/config is not in the contract yet; when it
 * is missing or says nothing, the build-time constant is used.
 */
export function useBotUsername(): string {
  const config = useQuery({
    queryKey: ['app-config'],
    queryFn: ({ signal }) => api<PublicConfig>('/api/config', { signal }).catch(() => ({}) as PublicConfig),
  });
  return config.data?.telegramBotUsername || config.data?.botUsername || appConfig.telegramBotUsername;
}
