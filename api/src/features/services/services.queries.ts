import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlIn } from '../../lib/sql.ts';

/** Puts a provider's service writes in line until the transaction ends (the service-count limit holds). */
export async function lockProviderServices(em: EntityManager, userId: string): Promise<void> {
  await sqlIn(em, 'select pg_advisory_xact_lock(hashtextextended(?, 11))', [userId], 'get');
}

export async function saveAvailabilityRow(em: EntityManager, serviceId: number, availability: unknown): Promise<void> {
  await sqlIn(
    em,
    `insert into service_availability (service_id, availability) values (?, ?::jsonb)
     on conflict (service_id) do update set availability = excluded.availability, updated_at = now()`,
    [serviceId, JSON.stringify(availability)],
    'run',
  );
}
