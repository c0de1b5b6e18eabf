import { Migration } from '@mikro-orm/migrations';

/**
 * A booking id is not a key: each booking gets a separate unguessable client token (two random UUIDs,
 * 244 random bits) that only the client's own links carry. And the client's phone in one canonical form
 * (E.164), so "+998 90 123-45-67" and "901234567" are one client for the per-phone limit.
 */
export class Migration20261123090000_booking_client_token extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table bookings add column client_token text not null
      default replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');`);
    this.addSql('create unique index bookings_client_token_unique on bookings (client_token);');
    this.addSql('alter table bookings add column phone_e164 text;');
    // Existing rows, the way the app normalises (Uzbek numbers without a country code get +998).
    this.addSql(`update bookings set phone_e164 = case
        when length(d) = 9 then '+998' || d
        when length(d) between 10 and 15 then '+' || d
      end
      from (select id as bid, regexp_replace(phone, '\\D', '', 'g') as d from bookings) digits
      where bookings.id = digits.bid;`);
    this.addSql(`create index bookings_provider_phone_upcoming on bookings (user_id, phone_e164, date_time_utc)
      where status <> 'cancelled';`);
  }
}
