import { PaymentTransactionSchema, SubscriptionPlanSchema, UserSubscriptionSchema } from './billing.ts';
import { BookingCardSchema, BookingSchema } from './booking.ts';
import { BusinessProfileSchema } from './business.ts';
import { ClientSchema, ReviewSchema } from './clients.ts';
import {
  AdminUserSchema,
  BookingHistorySchema,
  PlatformActivitySchema,
  PlatformSettingSchema,
  ReminderScheduleSchema,
  TelegramChatSchema,
  TelegramSendPaceSchema,
  TimeSlotSchema,
} from './records.ts';
import {
  BackgroundJobSchema,
  ClickTransactionSchema,
  PaymentOrderSchema,
  PaymeTransactionSchema,
  TelegramPaymentSchema,
} from './payments.ts';
import { CalendarBlockSchema, DateOverrideSchema, TimeOffSchema, WaitlistEntrySchema } from './provider-tools.ts';
import { ServiceSchema } from './service.ts';
import { ServiceAvailabilitySchema } from './service-availability.ts';
import { StaffSchema, StaffServiceSchema } from './staff.ts';
import { UserSchema } from './user.ts';

export const entities = [
  UserSchema,
  ServiceSchema,
  ServiceAvailabilitySchema,
  BookingSchema,
  BookingHistorySchema,
  PlatformActivitySchema,
  ReminderScheduleSchema,
  TelegramChatSchema,
  TimeSlotSchema,
  PlatformSettingSchema,
  AdminUserSchema,
  SubscriptionPlanSchema,
  UserSubscriptionSchema,
  PaymentTransactionSchema,
  PaymentOrderSchema,
  PaymeTransactionSchema,
  ClickTransactionSchema,
  BackgroundJobSchema,
  TelegramSendPaceSchema,
  TelegramPaymentSchema,
  ClientSchema,
  ReviewSchema,
  StaffSchema,
  StaffServiceSchema,
  TimeOffSchema,
  DateOverrideSchema,
  WaitlistEntrySchema,
  BookingCardSchema,
  BusinessProfileSchema,
  CalendarBlockSchema,
];
