import { Badge } from './ui/Misc.tsx';
import { bookingsPage } from '../config/messages.ts';
import type { BookingStatus } from '../lib/types.ts';

const TONE = { confirmed: 'success', pending: 'warning', cancelled: 'danger', no_show: 'neutral' } as const satisfies Record<
  BookingStatus,
  string
>;

export function StatusBadge({ status }: { status: BookingStatus }) {
  return <Badge tone={TONE[status]}>{bookingsPage.status[status]}</Badge>;
}
