import type { EntityManager } from '@mikro-orm/postgresql';
import { type Api, providerCardResult } from '@qabul/bot';
import type { Language } from '../../contracts/i18n/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { telegramText } from './messages.uz.ts';
import { askTelegram } from './mini-app-invoices.ts';
import { toProviderCard } from './provider-cards.ts';
import { businessCardRow } from '../public/index.ts';

export interface ShareSetup {
  api: Api | null;
  botUsername: string | null;
  miniAppUrl: string;
  publicUrl: string;
}

/**
 * "Ulashish": the provider's card (the same one inline mode answers) saved for this Telegram user, so the Mini App's
 * shareMessage lets them send it to any chat, in the sharer's language. Unknown and non-public providers answer 404.
 */
export async function prepareProviderCard(
  em: EntityManager,
  setup: ShareSetup,
  sharer: { userId: number; language: Language },
  username: string,
): Promise<string> {
  const { api, botUsername } = setup;
  if (!api || !botUsername) throw new AppError('unavailable', telegramText.botNotConfigured);
  const row = await businessCardRow(em, username);
  if (!row) throw new AppError('not_found', telegramText.providerNotFound);
  const card = providerCardResult(setup, botUsername, toProviderCard(row, setup.publicUrl), sharer.language);
  const prepared = await askTelegram(() =>
    api.savePreparedInlineMessage(sharer.userId, card, { allow_user_chats: true, allow_group_chats: true, allow_channel_chats: true }),
  );
  return prepared.id;
}
