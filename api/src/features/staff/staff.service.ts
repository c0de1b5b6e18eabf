import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type Staff, StaffSchema, type User } from '@qabul/db';
import { isUuid } from '../../contracts/fields.ts';
import { uz } from '../../contracts/messages.uz.ts';
import { AppError, filledText } from '../../lib/app-error.ts';
import type { Actor } from '../../lib/context.ts';
import { scheduleJob } from '../../lib/jobs/jobs.queries.ts';
import { hitMail, LIMITS_PER_ACTION } from '../../lib/rate-limit.ts';
import { dbIn } from '../../lib/sql.ts';
import { isUniqueViolation } from '../../lib/transaction.ts';
import { recordActivity } from '../activity/index.ts';
import { effectivePlan } from '../subscriptions/index.ts';
import type { StaffInput } from './staff.schema.ts';
import {
  countOwnServices,
  lockAccount,
  lockTeam,
  replaceMasterServices,
  runsOwnBusiness,
  servicesOfTeam,
  upcomingOfMaster,
} from './staff.queries.ts';

export interface TeamMember {
  master: Staff;
  serviceIds: number[];
}

/** The business's masters (removed ones left out), the owner's own first. */
export async function listTeam(em: EntityManager, userId: string): Promise<TeamMember[]> {
  const masters = await em.find(StaffSchema, { userId, deletedAt: null }, { orderBy: { isOwner: 'desc', createdAt: 'asc', id: 'asc' } });
  const services = await servicesOfTeam(em, userId);
  return masters.map((master) => ({ master, serviceIds: services.get(master.id) ?? [] }));
}

/** One master with their services. */
export async function teamMember(em: EntityManager, id: string): Promise<TeamMember> {
  const master = isUuid(id) ? await em.findOne(StaffSchema, { id, deletedAt: null }) : null;
  if (!master) throw new AppError('not_found', uz.notFound.staff);
  return { master, serviceIds: (await servicesOfTeam(em, master.userId)).get(master.id) ?? [] };
}

/** The owner's own master (every business has one, made with the account). */
export async function ownersMaster(em: EntityManager, userId: string): Promise<Staff> {
  const master = await em.findOne(StaffSchema, { userId, isOwner: true });
  if (!master) throw new AppError('not_found', uz.notFound.staff);
  return master;
}

/** A master's own hours, set in their own view. */
export async function saveOwnHours(
  em: EntityManager,
  id: string,
  availability: Record<string, string[]>,
  actor: Actor,
): Promise<TeamMember> {
  const member = await teamMember(em, id);
  await em.transactional(async (tx) => {
    tx.assign(member.master, { availability, updatedAt: new Date() });
    await tx.flush();
    await recordActivity(tx, actor, 'staff_hours_updated', 'staff', id);
  });
  return member;
}

/** Another business's master (or a removed one) answers 404 like a missing one. */
export async function ownMaster(em: EntityManager, userId: string, id: string): Promise<Staff> {
  const master = isUuid(id) ? await em.findOne(StaffSchema, { id: id.toLowerCase(), userId, deletedAt: null }) : null;
  if (!master) throw new AppError('not_found', uz.notFound.staff);
  return master;
}

/** Active masters within the plan in force: Freemium 1, Asosiy 3, Business 10, Premium unlimited. */
async function assertPlanAllows(em: EntityManager, userId: string, activeAfter: number): Promise<void> {
  const plan = await effectivePlan(em, userId);
  if (plan.maxStaff !== null && plan.maxStaff !== undefined && activeAfter > plan.maxStaff) {
    throw new AppError('plan_limit', filledText(uz.plan.staffLimit, { limit: plan.maxStaff }));
  }
}

async function assertOwnServices(em: EntityManager, userId: string, serviceIds: number[]): Promise<void> {
  if ((await countOwnServices(em, userId, serviceIds)) !== serviceIds.length) {
    throw new AppError('not_found', uz.notFound.service, { serviceIds: uz.notFound.service });
  }
}

function fields(body: StaffInput) {
  const { serviceIds: _, ...rest } = body;
  return rest;
}

export async function createMaster(em: EntityManager, user: User, body: StaffInput, actor: Actor): Promise<TeamMember> {
  return em.transactional(async (tx) => {
    await lockTeam(tx, user.id);
    await assertOwnServices(tx, user.id, body.serviceIds);
    if (body.isActive)
      await assertPlanAllows(tx, user.id, (await tx.count(StaffSchema, { userId: user.id, deletedAt: null, isActive: true })) + 1);
    const master = tx.create(StaffSchema, { ...fields(body), userId: user.id });
    await tx.flush();
    await replaceMasterServices(tx, master.id, body.serviceIds);
    await recordActivity(tx, actor, 'staff_created', 'staff', master.id, { name: master.name });
    return { master, serviceIds: body.serviceIds };
  });
}

export async function updateMaster(em: EntityManager, user: User, id: string, body: StaffInput, actor: Actor): Promise<TeamMember> {
  return em.transactional(async (tx) => {
    await lockTeam(tx, user.id);
    const master = await ownMaster(tx, user.id, id);
    await assertOwnServices(tx, user.id, body.serviceIds);
    if (body.isActive && !master.isActive) {
      await assertPlanAllows(tx, user.id, (await tx.count(StaffSchema, { userId: user.id, deletedAt: null, isActive: true })) + 1);
    }
    tx.assign(master, { ...fields(body), updatedAt: new Date() });
    await tx.flush();
    await replaceMasterServices(tx, master.id, body.serviceIds);
    await recordActivity(tx, actor, 'staff_updated', 'staff', master.id);
    return { master, serviceIds: body.serviceIds };
  });
}

/**
 * A master with upcoming bookings stays until those are moved or cancelled (clients expect them). The row is kept,
 * marked removed, so past bookings still name who served them; the owner's own master is never removed.
 */
export async function deleteMaster(em: EntityManager, user: User, id: string, actor: Actor, now = new Date()): Promise<void> {
  await em.transactional(async (tx) => {
    await lockTeam(tx, user.id);
    const master = await ownMaster(tx, user.id, id);
    if (master.isOwner) throw new AppError('conflict', uz.staff.ownerStays);
    if ((await upcomingOfMaster(tx, master.id, now)) > 0) throw new AppError('conflict', uz.staff.hasUpcoming);
    tx.assign(master, { deletedAt: now, isActive: false, memberUserId: null, inviteToken: null, updatedAt: now });
    await replaceMasterServices(tx, master.id, []);
    await tx.flush();
    await recordActivity(tx, actor, 'staff_deleted', 'staff', master.id, { name: master.name });
  });
}

export const inviteHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A fresh invitation link for the master, made as the e-mail leaves (so the link itself is never at rest): only its
 * hash is kept, and a newer invitation replaces an older one. Null when the master is gone meanwhile.
 */
export async function issueInvitation(em: EntityManager, staffId: string, now: Date): Promise<{ token: string; master: Staff } | null> {
  const master = await em.findOne(StaffSchema, { id: staffId, deletedAt: null });
  if (!master?.email) return null;
  const token = randomBytes(24).toString('base64url');
  em.assign(master, { inviteToken: inviteHash(token), invitedAt: now });
  await em.flush();
  return { token, master };
}

/** Invitations leave through the identity e-mails' outbox (auth/identity-mail.ts). */
export const STAFF_INVITE_JOB = 'staff_invitation';

/**
 * Only a master the plan in force allows may be invited: an active one within its number, or an inactive one
 * that could be made active (Freemium 1 master, the owner; Asosiy 3; Business 10; Premium any).
 */
async function assertPlanAllowsInvite(em: EntityManager, userId: string, master: Staff): Promise<void> {
  const plan = await effectivePlan(em, userId);
  if (plan.maxStaff === null || plan.maxStaff === undefined) return;
  const active = await em.count(StaffSchema, { userId, deletedAt: null, isActive: true });
  if ((master.isActive ? active : active + 1) > plan.maxStaff) {
    throw new AppError('plan_limit', filledText(uz.staff.inviteBeyondPlan, { limit: plan.maxStaff }));
  }
}

/**
 * Plans the invitation e-mail to the master's address; the link is made when it leaves. Each invitation counts
 * against the master's, the business's (an hour's and a day's) and the address's limits.
 */
export async function inviteMaster(em: EntityManager, user: User, id: string, actor: Actor, rateLimitOff = false): Promise<Staff> {
  const master = await ownMaster(em, user.id, id);
  if (!master.email) throw new AppError('validation', uz.staff.noEmail, { email: uz.staff.noEmail });
  await assertPlanAllowsInvite(em, user.id, master);
  await hitMail(
    em,
    {
      kind: 'invitation',
      to: master.email,
      by: [
        { key: `staff-invite:${master.id}`, limit: LIMITS_PER_ACTION.staffInvite },
        { key: `staff-invites-hour:${user.id}`, limit: LIMITS_PER_ACTION.staffInvitesPerBusinessHour },
        { key: `staff-invites-day:${user.id}`, limit: LIMITS_PER_ACTION.staffInvitesPerBusinessDay },
      ],
    },
    rateLimitOff,
  );
  await em.transactional(async (tx) => {
    await scheduleJob(dbIn(tx), STAFF_INVITE_JOB, randomUUID(), new Date(), { staffId: master.id });
    await recordActivity(tx, actor, 'staff_invited', 'staff', master.id);
  });
  return master;
}

/** An invitation link works for 7 days after its e-mail left; then the owner sends a new one (ADR 023). */
export const INVITATION_VALID_MS = 7 * 24 * 60 * 60_000;

/**
 * The master's account accepts the invitation: from now on it signs in to the master's own view. Serialised twice:
 * on the account (its own acceptances of several invitations run one after another, and an account is the master
 * of one business at most: the unique index `staff_member_user_id`) and on the master's row (several accounts
 * opening one link: the first joins, the others are told it was accepted already). Refusals are 409 with the
 * reason; an expired link is 409 too, as the error codes have no 410 and the client reads the message alike.
 */
export async function acceptInvitation(em: EntityManager, user: User, token: string, actor: Actor, now = new Date()): Promise<Staff> {
  try {
    return await em.transactional(async (tx) => {
      await lockAccount(tx, user.id);
      const hash = inviteHash(token);
      const master = await tx.findOne(
        StaffSchema,
        { $or: [{ inviteToken: hash }, { acceptedInviteToken: hash }], deletedAt: null },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!master) throw new AppError('not_found', uz.notFound.invitation);
      if (master.inviteToken !== hash) {
        // This link was accepted already: by this account (a second click changes nothing), or by someone else.
        if (master.memberUserId === user.id) return master;
        throw new AppError('conflict', uz.staff.invitationUsed);
      }
      if (!master.invitedAt || master.invitedAt.getTime() + INVITATION_VALID_MS <= now.getTime()) {
        throw new AppError('conflict', uz.staff.invitationExpired);
      }
      if (master.userId === user.id) throw new AppError('conflict', uz.staff.ownerAccount);
      const elsewhere = await tx.findOne(StaffSchema, { memberUserId: user.id, deletedAt: null });
      if ((elsewhere && elsewhere.id !== master.id) || (await runsOwnBusiness(tx, user.id))) {
        throw new AppError('conflict', uz.staff.alreadyMember);
      }
      tx.assign(master, { memberUserId: user.id, inviteToken: null, acceptedInviteToken: hash, updatedAt: now });
      await tx.flush();
      await recordActivity(tx, actor, 'staff_joined', 'staff', master.id);
      return master;
    });
  } catch (error) {
    // The last word on "one business per account" is the index; whatever got past the lock is the same refusal.
    if (isUniqueViolation(error, 'staff_member_user_id')) throw new AppError('conflict', uz.staff.alreadyMember);
    throw error;
  }
}

/** The master an account works as, when it accepted an invitation (null: an owner, or nobody's master). */
export async function masterOfAccount(em: EntityManager, userId: string): Promise<Staff | null> {
  return em.findOne(StaffSchema, { memberUserId: userId, deletedAt: null });
}
