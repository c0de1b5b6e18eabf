import { useState } from 'react';
import { Button } from '../ui/Button.tsx';
import { Dialog } from '../ui/Dialog.tsx';
import { TextAreaField } from '../ui/Field.tsx';
import { bookingsPage as t } from '../../config/messages.ts';
import { formatUzs } from '../../lib/money.ts';
import { toastError, toastSuccess } from '../../lib/toast.ts';
import type { Booking } from '../../lib/types.ts';
import { useCancelBooking } from '../../lib/api/booking-writes.ts';

/** Cancel with an optional reason; the client is told by e-mail. A paid reserve fee is warned about first. */
export function CancelBookingDialog({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const cancel = useCancelBooking();
  return (
    <Dialog
      title={t.cancelTitle}
      description={t.cancelText({ name: booking.name })}
      onClose={onClose}
      size="sm"
      closeDisabled={cancel.isPending}
    >
      <div className="form-stack">
        {booking.paidReserveFee && (
          <p className="notice notice-warning" role="note">
            {t.prepaidCancelWarning({ amount: formatUzs(booking.paidReserveFee.amount) })}
          </p>
        )}
        <TextAreaField label={t.reason} optional value={reason} onChange={setReason} />
        <div className="dialog-actions">
          <Button variant="secondary" onClick={onClose} disabled={cancel.isPending}>
            {t.keep}
          </Button>
          <Button
            variant="danger"
            loading={cancel.isPending}
            onClick={() =>
              cancel.mutate(
                { id: booking.id, reason: reason.trim() || null },
                {
                  onSuccess: () => {
                    toastSuccess(t.cancelled);
                    onClose();
                  },
                  onError: (error) => toastError(error, t.errors.cancel),
                },
              )
            }
          >
            {t.cancel}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
