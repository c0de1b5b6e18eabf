/** Response shapes of the operators' API (/api/admin/*, /api/platform-admin/*): the server's contracts, as JSON carries them. */
import type {
  ActivityResponse,
  AdminAccountResponse,
  AdminBookingResponse,
  AdminStatsResponse,
  AdminTimeSlotResponse,
  AdminUserResponse,
  DeletePreviewResponse,
  PlanStatResponse,
  PlatformStatsResponse,
  Wire,
} from '@qabul/api/schemas';

/** An admin-panel account (admin_users), as /api/admin/login and /api/admin/me answer. */
export type AdminAccount = Wire<typeof AdminAccountResponse>;
/** A row of the users table, the same for the admin panel and the platform admin. */
export type AdminUser = Wire<typeof AdminUserResponse>;
/** What deleting a user takes with it. */
export type DeletePreview = Wire<typeof DeletePreviewResponse>;
export type Activity = Wire<typeof ActivityResponse>;
export type PlanStat = Wire<typeof PlanStatResponse>;
export type AdminStats = Wire<typeof AdminStatsResponse>;
export type PlatformStats = Wire<typeof PlatformStatsResponse>;
export type AdminBooking = Wire<typeof AdminBookingResponse>;
export type AdminTimeSlot = Wire<typeof AdminTimeSlotResponse>;
