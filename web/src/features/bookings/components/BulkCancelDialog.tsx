import { LIMITS } from '@qabul/api/schemas';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { Dialog } from '../../../components/ui/Dialog.tsx';
import { TextAreaField } from '../../../components/ui/Field.tsx';
import { bookingsPage } from '../../../config/messages.ts';
import { errorText } from '../../../lib/api-client.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import type { Booking } from '../../../lib/types.ts';
import { useBulkCancelBookings } from '../../../lib/api/booking-writes.ts';

const t = bookingsPage.bulkCancel;

/**
 * Cancels the picked bookings at once (a suspicious batch), with one optional reason; every client is
 * told. The server cancels all of them or none, so a failure is shown here and nothing has changed.
 */
export function BulkCancelDialog({ bookings, onClose, onDone }: { bookings: Booking[]; onClose: () => void; onDone: () => void }) {
  const [reason, setReason] = useState('');
  const cancel = useBulkCancelBookings();
  const tooMany = bookings.length > LIMITS.bulkCancelMax;
  const prepaid = bookings.filter((b) => b.paidReserveFee).length;
  const alert = tooMany
    ? t.tooMany({ max: LIMITS.bulkCancelMax })
    : cancel.isError
      ? errorText(cancel.error, bookingsPage.errors.bulkCancel)
      : null;
  const submit = () =>
    cancel.mutate(
      { ids: bookings.map((b) => b.id), reason: reason.trim() || null },
      {
        onSuccess: ({ cancelled }) => {
          toastSuccess(t.done({ n: cancelled.length }));
          onDone();
        },
      },
    );
  return (
    <Dialog title={t.title} description={t.text({ n: bookings.length })} onClose={onClose} size="sm" closeDisabled={cancel.isPending}>
      <div className="form-stack">
        {prepaid > 0 && (
          <p className="notice notice-warning" role="note">
            {bookingsPage.prepaidBulkWarning({ n: prepaid })}
          </p>
        )}
        <TextAreaField label={bookingsPage.reason} optional value={reason} onChange={setReason} />
        {alert && (
          <p className="form-alert" role="alert">
            {alert}
          </p>
        )}
        <div className="dialog-actions">
          <Button variant="secondary" onClick={onClose} disabled={cancel.isPending}>
            {bookingsPage.keep}
          </Button>
          <Button variant="danger" loading={cancel.isPending} disabled={tooMany || bookings.length === 0} onClick={submit}>
            {t.confirm({ n: bookings.length })}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
