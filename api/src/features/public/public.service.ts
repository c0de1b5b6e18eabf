import { publicMastersByService } from '../staff/index.ts';
import { effectivePlan } from '../subscriptions/index.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type Service, ServiceSchema, type User, UserSchema } from '@qabul/db';
import { isUuid } from '../../contracts/fields.ts';
import { uz } from '../../contracts/messages.uz.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Presented, PublicProviderResponse } from '../../contracts/responses.ts';
import { publicBusiness } from './public-business.ts';

/** Public links name a provider by user id or by username. */
export async function findProvider(em: EntityManager, identifier: string): Promise<User> {
  const where = isUuid(identifier) ? { id: identifier.toLowerCase() } : { username: identifier.toLowerCase() };
  const user = identifier.length <= 64 ? await em.findOne(UserSchema, where) : null;
  if (!user) throw new AppError('not_found', uz.notFound.user);
  return user;
}

export async function publicServices(
  em: EntityManager,
  identifier: string,
): Promise<{ services: Service[]; allowsReserveFee: boolean; masters: Awaited<ReturnType<typeof publicMastersByService>> }> {
  const provider = await findProvider(em, identifier);
  const services = await em.find(ServiceSchema, { userId: provider.id, isActive: true }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  const masters = await publicMastersByService(em, provider.id);
  return { services, allowsReserveFee: (await effectivePlan(em, provider.id)).allowsReserveFee, masters };
}

/** The provider and their business as clients see them; the login e-mail is not part of it. */
export async function presentPublicProvider(
  em: EntityManager,
  user: User,
  now = Date.now(),
): Promise<Presented<typeof PublicProviderResponse>> {
  return {
    id: user.id,
    username: user.username,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    profileImageUrl: user.profileImageUrl ?? null,
    timezone: user.timezone,
    business: await publicBusiness(em, user, now),
  };
}
