import type { EntityManager } from '@mikro-orm/postgresql';
import { BookingSchema, type Role, ServiceSchema, SubscriptionPlanSchema, type User, UserSchema, UserSubscriptionSchema } from '@qabul/db';
import { DateTime } from 'luxon';
import { isUuid } from '../../contracts/fields.ts';
import { uz } from '../../contracts/messages.uz.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../lib/context.ts';
import { recordActivity } from '../activity/index.ts';
import { cancelBooking } from '../bookings/index.ts';
import { startPlan, subscriptionInForceId } from '../subscriptions/index.ts';
import { dbIn } from '../../lib/sql.ts';
import { keepCancelNoticesOf } from './farewell-notices.queries.ts';
import { adminText } from './messages.uz.ts';
import { lockUserRow } from './admin-users.queries.ts';

/** User ids are UUIDs; anything else names nobody. */
export async function findUser(em: EntityManager, id: string): Promise<User> {
  const user = isUuid(id) ? await em.findOne(UserSchema, { id: id.toLowerCase() }) : null;
  if (!user) throw new AppError('not_found', uz.notFound.user);
  return user;
}

/** DECISIONS.md: nobody deletes or demotes a platform admin through the API, nor themselves. */
function assertMayChange(target: User, actor: Actor): void {
  if (target.role === 'platform_admin') throw new AppError('forbidden', adminText.platformAdminProtected);
  if (actor.userId && actor.userId === target.id) throw new AppError('forbidden', adminText.notYourself);
}

export async function changeRole(em: EntityManager, userId: string, role: Role, actor: Actor): Promise<User> {
  const user = await findUser(em, userId);
  assertMayChange(user, actor);
  if (user.role === role) return user;
  const previous = user.role;
  await em.transactional(async (tx) => {
    user.role = role;
    await tx.flush();
    await recordActivity(tx, actor, 'user_role_changed', 'user', user.id, { from: previous, to: role });
  });
  return user;
}

/**
 * Gives a user a plan from now: free plans without an end, paid ones for their duration. The admin panel only
 * assigns a plan to users without one (`replace` false: 409 otherwise); the platform admin changes it.
 */
export async function assignPlan(
  em: EntityManager,
  userId: string,
  planId: number,
  actor: Actor,
  { replace }: { replace: boolean },
): Promise<void> {
  const user = await findUser(em, userId);
  const plan = await em.findOne(SubscriptionPlanSchema, { id: planId });
  if (!plan) throw new AppError('not_found', uz.notFound.plan);
  await em.transactional(async (tx) => {
    // Serialises two operators assigning at once; the unique index on active rows backs it.
    await lockUserRow(tx, user.id);
    const now = DateTime.utc();
    const inForceId = await subscriptionInForceId(tx, user.id);
    const current = inForceId === null ? null : await tx.findOneOrFail(UserSubscriptionSchema, { id: inForceId });
    if (current && !replace) throw new AppError('conflict', adminText.alreadySubscribed);
    const endDate = plan.price > 0 ? now.plus({ days: plan.durationDays }).toJSDate() : null;
    await startPlan(dbIn(tx), { userId: user.id, planId: plan.id, trial: false, start: now.toJSDate(), end: endDate }, now.toJSDate());
    await recordActivity(tx, actor, 'subscription_assigned', 'user', user.id, {
      planId: plan.id,
      planName: plan.name,
      previousPlanId: current?.planId ?? null,
    });
  });
}

export async function cancelSubscription(em: EntityManager, userId: string, actor: Actor): Promise<void> {
  const user = await findUser(em, userId);
  await em.transactional(async (tx) => {
    const inForceId = await subscriptionInForceId(tx, user.id);
    if (inForceId === null) throw new AppError('conflict', adminText.noSubscription);
    const current = await tx.findOneOrFail(UserSubscriptionSchema, { id: inForceId });
    current.status = 'cancelled';
    current.updatedAt = new Date();
    await tx.flush();
    await recordActivity(tx, actor, 'subscription_cancelled', 'user', user.id, { planId: current.planId });
  });
}

/**
 * Deletes a user with everything of theirs, in one transaction: their upcoming bookings are cancelled the usual
 * way first (history, the client's cancel notice, audit row), the notices are kept as snapshots so they outlive
 * the bookings, then bookings, services (with their hours) and the account go.
 */
export async function deleteUser(em: EntityManager, userId: string, actor: Actor, now = Date.now()): Promise<{ cancelled: number }> {
  const user = await findUser(em, userId);
  assertMayChange(user, actor);
  return em.transactional(async (tx) => {
    await lockUserRow(tx, user.id);
    const upcoming = await tx.find(BookingSchema, { userId: user.id, status: { $ne: 'cancelled' }, dateTimeUtc: { $gt: new Date(now) } });
    for (const booking of upcoming) await cancelBooking(tx, booking, adminText.providerDeleted, { by: 'admin', actor }, now);
    await keepCancelNoticesOf(
      tx,
      upcoming.map((booking) => booking.id),
    );
    const services = await tx.count(ServiceSchema, { userId: user.id });
    const bookings = await tx.nativeDelete(BookingSchema, { userId: user.id });
    await tx.nativeDelete(ServiceSchema, { userId: user.id });
    await tx.nativeDelete(UserSchema, { id: user.id });
    await recordActivity(tx, actor, 'user_deleted', 'user', user.id, {
      username: user.username,
      services,
      bookings,
      cancelledUpcoming: upcoming.length,
    });
    return { cancelled: upcoming.length };
  });
}
