import type { ProviderCard } from '@qabul/bot';
import { displayName } from '../../contracts/display-name.ts';
import type { ProviderSearchRow } from './provider-search.queries.ts';

/** A public provider as every card shows them (inline answers, "Ulashish"); pictures as absolute URLs. */
export function toProviderCard(row: ProviderSearchRow, publicUrl: string): ProviderCard {
  return {
    username: row.username,
    displayName: displayName({ firstName: row.first_name, lastName: row.last_name, username: row.username }),
    services: row.services,
    imageUrl: row.profile_image_url ? new URL(row.profile_image_url, publicUrl).href : null,
  };
}
