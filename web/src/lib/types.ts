/**
 * Response shapes of the HTTP API, derived from the API's own contracts (`api/src/contracts/responses.ts`):
 * what JSON carries, timestamps as ISO strings. Request shapes come from `@qabul/api/schemas` as well.
 */
import type {
  BookingDetailsResponse,
  BusinessImageResponse,
  BusinessResponse,
  ClientDetailsResponse,
  ClientResponse,
  ProviderReviewResponse,
  ReviewSummaryResponse,
  BookingResponse,
  EmailVerifiedResponse,
  LoginResponse as LoginResponseSchema,
  MySubscriptionResponse,
  PlanResponse,
  PublicBookingResponse,
  PublicProviderResponse,
  PublicStaffResponse,
  ServiceAvailabilityResponse,
  ServiceResponse,
  SlotResponse,
  StaffResponse,
  UserResponse,
  UserSubscriptionSummaryResponse,
  VerificationSentResponse,
  Wire,
} from '@qabul/api/schemas';

export type UserSubscriptionSummary = Wire<typeof UserSubscriptionSummaryResponse>;
export type User = Wire<typeof UserResponse>;
export type Role = User['role'];
export type LoginResponse = Wire<typeof LoginResponseSchema>;
export type EmailVerified = Wire<typeof EmailVerifiedResponse>;
export type VerificationSent = Wire<typeof VerificationSentResponse>;
export type Plan = Wire<typeof PlanResponse>;
export type MySubscription = Wire<typeof MySubscriptionResponse>;
export type Service = Wire<typeof ServiceResponse>;
export type Master = Wire<typeof StaffResponse>;
/** A master as clients see them on the public page. */
export type PublicMaster = Wire<typeof PublicStaffResponse>;
export type Booking = Wire<typeof BookingResponse>;
export type Client = Wire<typeof ClientResponse>;
export type ClientDetails = Wire<typeof ClientDetailsResponse>;
export type ProviderReview = Wire<typeof ProviderReviewResponse>;
export type ReviewSummary = Wire<typeof ReviewSummaryResponse>;
export type BookingStatus = Booking['status'];
export type PublicBooking = Wire<typeof PublicBookingResponse>;
export type Slot = Wire<typeof SlotResponse>;
export type PublicProvider = Wire<typeof PublicProviderResponse>;
export type BookingDetails = Wire<typeof BookingDetailsResponse>;
export type ServiceAvailability = Wire<typeof ServiceAvailabilityResponse>;
export type WeeklyAvailability = ServiceAvailability['availability'];
/** The business as its owner edits it (GET/PUT /api/business). */
export type Business = Wire<typeof BusinessResponse>;
/** A picture of the business: logo, cover or a gallery photo. */
export type BusinessImage = Wire<typeof BusinessImageResponse>;
