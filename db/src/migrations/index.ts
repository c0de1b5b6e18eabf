import { Migration20261121000000_initial } from './Migration20261121000000_initial.ts';
import { Migration20261121000100_seed_plans } from './Migration20261121000100_seed_plans.ts';
import { Migration20261121000200_change_notifications } from './Migration20261121000200_change_notifications.ts';
import { Migration20261122000200_profile_images } from './Migration20261122000200_profile_images.ts';
import { Migration20261122000100_telegram_chats_by_chat } from './Migration20261122000100_telegram_chats_by_chat.ts';
import { Migration20261123090000_booking_client_token } from './Migration20261123090000_booking_client_token.ts';
import { Migration20261123100000_payments } from './Migration20261123100000_payments.ts';
import { Migration20261123110000_admin } from './Migration20261123110000_admin.ts';
import { Migration20261124000000_google } from './Migration20261124000000_google.ts';
import { Migration20261125000000_booking_admission } from './Migration20261125000000_booking_admission.ts';
import { Migration20261126010000_plan_payment_days } from './Migration20261126010000_plan_payment_days.ts';
import { Migration20261126020001_order_access_token } from './Migration20261126020001_order_access_token.ts';
import { Migration20261126030000_email_verification } from './Migration20261126030000_email_verification.ts';
import { Migration20261127010001_chat_booking } from './Migration20261127010001_chat_booking.ts';
import { Migration20261127020000_telegram_pace } from './Migration20261127020000_telegram_pace.ts';
import { Migration20261128010000_booking_card } from './Migration20261128010000_booking_card.ts';
import { Migration20261128020000_telegram_payments } from './Migration20261128020000_telegram_payments.ts';
import { Migration20261128030000_staff } from './Migration20261128030000_staff.ts';
import { Migration20261128040000_clients_no_show_reviews } from './Migration20261128040000_clients_no_show_reviews.ts';
import { Migration20261128060000_provider_tools } from './Migration20261128060000_provider_tools.ts';
import { Migration20261128070000_languages } from './Migration20261128070000_languages.ts';
import { Migration20261128080000_master_telegram_chat } from './Migration20261128080000_master_telegram_chat.ts';
import { Migration20261128090000_move_cap_and_waitlist_chat } from './Migration20261128090000_move_cap_and_waitlist_chat.ts';
import { Migration20261128110000_telegram_checkout_hold } from './Migration20261128110000_telegram_checkout_hold.ts';
import { Migration20261128110100_chat_turns } from './Migration20261128110100_chat_turns.ts';
import { Migration20261128110200_invitation_races } from './Migration20261128110200_invitation_races.ts';
import { Migration20261129120000_calendar_sequence } from './Migration20261129120000_calendar_sequence.ts';
import { Migration20261129120000_calendar_blocks } from './Migration20261129120000_calendar_blocks.ts';
import { Migration20261130010000_booking_write_cost } from './Migration20261130010000_booking_write_cost.ts';
import { Migration20261130010000_service_price_amount } from './Migration20261130010000_service_price_amount.ts';
import { Migration20261201010000_business_profile } from './Migration20261201010000_business_profile.ts';
import { Migration20261201020000_mini_app_opens } from './Migration20261201020000_mini_app_opens.ts';
import { Migration20261201030000_telegram_sign_in_and_reset } from './Migration20261201030000_telegram_sign_in_and_reset.ts';
import { Migration20261202090000_clients_kept_after_commit } from './Migration20261202090000_clients_kept_after_commit.ts';

/**
 * Listed explicitly so migrations run the same from source, tests and bundles. Append new ones here. Tables, columns,
 * constraints and indexes change here; a SQL function or trigger is changed in its file in db/src/sql (ADR 034).
 */
export const migrationsList = [
  {
    name: 'Migration20261121000000_initial',
    class: Migration20261121000000_initial,
  },
  {
    name: 'Migration20261121000100_seed_plans',
    class: Migration20261121000100_seed_plans,
  },
  {
    name: 'Migration20261121000200_change_notifications',
    class: Migration20261121000200_change_notifications,
  },
  {
    name: 'Migration20261122000100_telegram_chats_by_chat',
    class: Migration20261122000100_telegram_chats_by_chat,
  },
  { name: 'Migration20261122000200_profile_images', class: Migration20261122000200_profile_images },
  { name: 'Migration20261123090000_booking_client_token', class: Migration20261123090000_booking_client_token },
  { name: 'Migration20261123100000_payments', class: Migration20261123100000_payments },
  { name: 'Migration20261123110000_admin', class: Migration20261123110000_admin },
  { name: 'Migration20261124000000_google', class: Migration20261124000000_google },
  { name: 'Migration20261125000000_booking_admission', class: Migration20261125000000_booking_admission },
  { name: 'Migration20261126010000_plan_payment_days', class: Migration20261126010000_plan_payment_days },
  { name: 'Migration20261126020001_order_access_token', class: Migration20261126020001_order_access_token },
  { name: 'Migration20261126030000_email_verification', class: Migration20261126030000_email_verification },
  { name: 'Migration20261127010001_chat_booking', class: Migration20261127010001_chat_booking },
  { name: 'Migration20261127020000_telegram_pace', class: Migration20261127020000_telegram_pace },
  { name: 'Migration20261128010000_booking_card', class: Migration20261128010000_booking_card },
  { name: 'Migration20261128020000_telegram_payments', class: Migration20261128020000_telegram_payments },
  { name: 'Migration20261128030000_staff', class: Migration20261128030000_staff },
  { name: 'Migration20261128040000_clients_no_show_reviews', class: Migration20261128040000_clients_no_show_reviews },
  { name: 'Migration20261128060000_provider_tools', class: Migration20261128060000_provider_tools },
  { name: 'Migration20261128070000_languages', class: Migration20261128070000_languages },
  { name: 'Migration20261128080000_master_telegram_chat', class: Migration20261128080000_master_telegram_chat },
  { name: 'Migration20261128090000_move_cap_and_waitlist_chat', class: Migration20261128090000_move_cap_and_waitlist_chat },
  { name: 'Migration20261128110000_telegram_checkout_hold', class: Migration20261128110000_telegram_checkout_hold },
  { name: 'Migration20261128110100_chat_turns', class: Migration20261128110100_chat_turns },
  { name: 'Migration20261128110200_invitation_races', class: Migration20261128110200_invitation_races },
  { name: 'Migration20261129120000_calendar_sequence', class: Migration20261129120000_calendar_sequence },
  { name: 'Migration20261129120000_calendar_blocks', class: Migration20261129120000_calendar_blocks },
  { name: 'Migration20261130010000_booking_write_cost', class: Migration20261130010000_booking_write_cost },
  { name: 'Migration20261130010000_service_price_amount', class: Migration20261130010000_service_price_amount },
  { name: 'Migration20261201010000_business_profile', class: Migration20261201010000_business_profile },
  { name: 'Migration20261201020000_mini_app_opens', class: Migration20261201020000_mini_app_opens },
  {
    name: 'Migration20261201030000_telegram_sign_in_and_reset',
    class: Migration20261201030000_telegram_sign_in_and_reset,
  },
  { name: 'Migration20261202090000_clients_kept_after_commit', class: Migration20261202090000_clients_kept_after_commit },
];
