import type { Service } from '@qabul/db';
import type { Presented, ServiceResponse } from '../../contracts/responses.ts';

export function presentService(service: Service): Presented<typeof ServiceResponse> {
  return {
    id: service.id,
    userId: service.userId,
    name: service.name,
    description: service.description,
    price: service.price,
    priceAmount: service.priceAmount ?? null,
    priceFrom: service.priceFrom,
    reserveFee: service.reserveFee,
    isPaid: service.isPaid,
    duration: service.duration,
    timingInterval: service.timingInterval,
    breakInterval: service.breakInterval,
    meetingAddress: service.meetingAddress ?? null,
    isOnlineMeeting: service.isOnlineMeeting,
    onlineMeetingLink: service.onlineMeetingLink ?? null,
    useGoogleMeet: service.useGoogleMeet,
    allowCancellation: service.allowCancellation,
    cancellationHours: service.cancellationHours,
    isActive: service.isActive,
    minNoticeMinutes: service.minNoticeMinutes,
    maxAdvanceDays: service.maxAdvanceDays,
    dailyLimit: service.dailyLimit ?? null,
    bufferBefore: service.bufferBefore,
    createdAt: service.createdAt,
    updatedAt: service.updatedAt,
  };
}
