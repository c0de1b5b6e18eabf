import type { EntityManager } from '@mikro-orm/postgresql';
import { BookingSchema, type Service, ServiceAvailabilitySchema, ServiceSchema, type User } from '@qabul/db';
import { uz } from '../../contracts/messages.uz.ts';
import { AppError, filledText } from '../../lib/app-error.ts';
import type { Actor } from '../../lib/context.ts';
import { recordActivity } from '../activity/index.ts';
import { effectivePlan } from '../subscriptions/index.ts';
import type { AvailabilityInput, ServiceInput } from './services.schema.ts';
import type { Presented, ServiceAvailabilityResponse } from '../../contracts/responses.ts';
import { lockProviderServices, saveAvailabilityRow } from './services.queries.ts';
import { servicePrice } from './service-price.ts';

export async function listOwnServices(em: EntityManager, userId: string): Promise<Service[]> {
  return em.find(ServiceSchema, { userId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
}

/** Another provider's service answers 404 like a missing one, so ids leak nothing. */
export async function ownService(em: EntityManager, userId: string, serviceId: number): Promise<Service> {
  const service = await em.findOne(ServiceSchema, { id: serviceId, userId });
  if (!service) throw new AppError('not_found', uz.notFound.service);
  return service;
}

async function assertPlanAllows(em: EntityManager, user: User, body: ServiceInput, creating: boolean): Promise<void> {
  const plan = await effectivePlan(em, user.id);
  if (creating && plan.maxServices !== null && plan.maxServices !== undefined) {
    const count = await em.count(ServiceSchema, { userId: user.id });
    if (count >= plan.maxServices) throw new AppError('plan_limit', filledText(uz.plan.serviceLimit, { limit: plan.maxServices }));
  }
  if (body.reserveFee > 0 && !plan.allowsReserveFee) {
    throw new AppError('plan_limit', uz.plan.reserveFeeNotAllowed, {
      reserveFee: uz.plan.reserveFeeNotAllowed,
    });
  }
  if (body.useGoogleMeet && !plan.allowsGoogleMeet) {
    throw new AppError('plan_limit', uz.plan.googleMeetNotAllowed, {
      useGoogleMeet: uz.plan.googleMeetNotAllowed,
    });
  }
}

/**
 * The plan's service count holds under concurrent creates: the provider's creations queue on a transaction
 * lock, so two requests cannot both count "2 of 3" and both insert. The audit row commits with the service.
 */
export async function createService(em: EntityManager, user: User, body: ServiceInput, actor: Actor): Promise<Service> {
  return em.transactional(async (tx) => {
    await lockProviderServices(tx, user.id);
    await assertPlanAllows(tx, user, body, true);
    // Its insert fires db/src/sql/qabul_service_masters.sql (every active master does it) and qabul_notify_provider_changed.sql.
    const service = tx.create(ServiceSchema, { ...body, ...servicePrice(body), userId: user.id });
    await tx.flush();
    await recordActivity(tx, actor, 'service_created', 'service', String(service.id), { name: service.name });
    return service;
  });
}

export async function updateService(em: EntityManager, user: User, id: number, body: ServiceInput, actor: Actor): Promise<Service> {
  const service = await ownService(em, user.id, id);
  await assertPlanAllows(em, user, body, false);
  return em.transactional(async (tx) => {
    tx.assign(service, { ...body, ...servicePrice(body) });
    await tx.flush();
    await recordActivity(tx, actor, 'service_updated', 'service', String(service.id));
    return service;
  });
}

/** A service with upcoming bookings is kept: deleting it would orphan clients who are expecting to come. */
export async function deleteService(em: EntityManager, user: User, id: number, actor: Actor): Promise<void> {
  const service = await ownService(em, user.id, id);
  const upcoming = await em.count(BookingSchema, {
    serviceId: id,
    status: { $ne: 'cancelled' },
    dateTimeUtc: { $gt: new Date() },
  });
  if (upcoming > 0) throw new AppError('conflict', uz.booking.serviceHasUpcoming);
  await em.transactional(async (tx) => {
    tx.remove(service);
    await tx.flush();
    await recordActivity(tx, actor, 'service_deleted', 'service', String(id), { name: service.name });
  });
}

export async function getAvailability(
  em: EntityManager,
  userId: string,
  serviceId: number,
): Promise<Presented<typeof ServiceAvailabilityResponse>> {
  await ownService(em, userId, serviceId);
  const row = await em.findOne(ServiceAvailabilitySchema, { serviceId });
  return { serviceId, availability: row?.availability ?? {} };
}

export async function saveAvailability(
  em: EntityManager,
  userId: string,
  serviceId: number,
  body: AvailabilityInput,
  actor: Actor,
): Promise<Presented<typeof ServiceAvailabilityResponse>> {
  await ownService(em, userId, serviceId);
  await em.transactional(async (tx) => {
    await saveAvailabilityRow(tx, serviceId, body.availability);
    await recordActivity(tx, actor, 'availability_updated', 'service', String(serviceId));
  });
  return { serviceId, availability: body.availability };
}
