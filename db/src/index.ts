export { readDatabaseConfig, type DatabaseConfig } from './config.ts';
export { openDatabaseForTask, startDatabase, type Database } from './start-database.ts';
export { openOrm, migrate, type Orm } from './orm.ts';
export { applySqlRules } from './sql-rules.ts';
export { sqlRuleFiles, type SqlRuleFile } from './sql/index.ts';
export {
  freePort,
  startEmbeddedPostgres,
  EmbeddedAccessError,
  databaseUrl,
  ensureDatabase,
  runningEmbeddedUrl,
} from './embedded-postgres.ts';
export { User, UserSchema, type Role } from './entities/user.ts';
export { Service, ServiceSchema } from './entities/service.ts';
export {
  ServiceAvailability,
  ServiceAvailabilitySchema,
  type WeeklyAvailability,
} from './entities/service-availability.ts';
export {
  Booking,
  BookingCard,
  BookingCardSchema,
  BookingSchema,
  bookingFromRow,
  type BookingStatus,
} from './entities/booking.ts';
export { BusinessProfile, BusinessProfileSchema } from './entities/business.ts';
export { Staff, StaffSchema, StaffService, StaffServiceSchema } from './entities/staff.ts';
export {
  CalendarBlock,
  CalendarBlockSchema,
  DateOverride,
  DateOverrideSchema,
  TimeOff,
  TimeOffSchema,
  WaitlistEntry,
  WaitlistEntrySchema,
} from './entities/provider-tools.ts';
export * from './entities/records.ts';
export * from './entities/clients.ts';
export * from './entities/billing.ts';
export * from './entities/payments.ts';
export { sharedPool, type Pool, type PoolClient } from './pool.ts';
export { connectionOptions } from './connection-options.ts';
export type { DatabaseTimeouts } from './config.ts';
