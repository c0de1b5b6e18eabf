import type { Presented, StaffResponse } from '../../contracts/responses.ts';
import type { TeamMember } from './staff.service.ts';

export function presentMaster({ master, serviceIds }: TeamMember): Presented<typeof StaffResponse> {
  return {
    id: master.id,
    name: master.name,
    title: master.title ?? null,
    photoUrl: master.photoUrl ?? null,
    serviceIds,
    availability: master.availability ?? {},
    telegramUsername: master.telegramUsername ?? null,
    email: master.email ?? null,
    telegramLinked: master.telegramChatId !== null && master.telegramChatId !== undefined,
    isActive: master.isActive,
    isOwner: master.isOwner,
    invitedAt: master.invitedAt ?? null,
    accepted: Boolean(master.memberUserId),
    createdAt: master.createdAt,
    updatedAt: master.updatedAt,
  };
}
