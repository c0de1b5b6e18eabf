import type { EntityManager } from '@mikro-orm/postgresql';
import { ServiceSchema, type User, UserSchema } from '@qabul/db';
import { APP_SEGMENTS, publicBookingIdentifier } from '../../contracts/public-paths.ts';
import { isUuid } from '../../contracts/fields.ts';
import type { Language } from '../../contracts/i18n/index.ts';
import { presentPublicProvider } from '../public/index.ts';
import { type PageHead, providerHead } from './page-head.ts';

export type ShellAnswer = { status: 200 | 404; head?: PageHead };

async function findPublicProvider(em: EntityManager, identifier: string): Promise<User | null> {
  if (identifier.length > 64) return null;
  const where = isUuid(identifier) ? { id: identifier.toLowerCase() } : { username: identifier.toLowerCase() };
  return em.findOne(UserSchema, where);
}

/**
 * The HTTP status of a page of the web app and, for a provider's public page, its link preview. Unknown
 * paths answer 404 (the SPA still renders its not-found page), so search engines and link checkers see the truth.
 */
export async function shellFor(em: EntityManager, pathname: string, origin: string, language: Language): Promise<ShellAnswer> {
  if (pathname === '/' || pathname === '') return { status: 200 };
  const identifier = publicBookingIdentifier(pathname);
  if (identifier !== null) {
    const provider = await findPublicProvider(em, identifier);
    if (!provider) return { status: 404 };
    const services = await em.find(ServiceSchema, { userId: provider.id, isActive: true }, { orderBy: { createdAt: 'asc' }, limit: 5 });
    // The provider exactly as GET /api/public/user answers it: the page draws its first screen from the HTML.
    const presented = await presentPublicProvider(em, provider);
    return { status: 200, head: providerHead(provider, presented, services, origin, pathname, identifier, language) };
  }
  const first = pathname.split('/').filter(Boolean)[0] ?? '';
  return { status: APP_SEGMENTS.has(first) ? 200 : 404 };
}
