import { clientsPage as t } from '../../../config/messages.ts';
import { useProviderTimezone } from '../../../lib/auth.ts';
import { formatDateLong } from '../../../lib/dates.ts';
import { instantIn } from '../../../lib/instant.ts';
import type { Client } from '../../../lib/types.ts';
import styles from './clients.module.css';

/** An instant as the provider's own day and time, or a dash. */
function when(iso: string | null, timezone: string): string {
  if (!iso) return t.none;
  const { date, time } = instantIn(iso, timezone);
  return `${formatDateLong(date)}, ${time}`;
}

/** Visits, cancellations, no-shows, the last visit and the next booking: the list row and the card show the same. */
export function ClientFigures({ client }: { client: Client }) {
  const timezone = useProviderTimezone();
  const items: Array<[string, string, string]> = [
    ['visits', t.visits, String(client.visits)],
    ['cancellations', t.cancellations, String(client.cancellations)],
    ['no-shows', t.noShows, String(client.noShows)],
    ['last', t.lastVisit, when(client.lastVisitAt, timezone)],
    ['next', t.nextBooking, when(client.nextBookingAt, timezone)],
  ];
  return (
    <dl className={styles.figures}>
      {items.map(([key, label, value]) => (
        <div key={key} data-testid={`client-${key}`}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
