import type { ProviderCard } from '@qabul/bot';
import { type BusinessCardRow, cardImage } from '../public/index.ts';

/** A public business as every card shows it (inline answers, "Ulashish"): its name, services and logo, absolute. */
export function toProviderCard(row: BusinessCardRow, publicUrl: string): ProviderCard {
  return {
    username: row.username,
    displayName: row.name,
    services: row.services,
    imageUrl: cardImage(row, publicUrl),
  };
}
