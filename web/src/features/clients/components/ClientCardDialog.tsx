import { useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { Dialog } from '../../../components/ui/Dialog.tsx';
import { TextAreaField } from '../../../components/ui/Field.tsx';
import { DetailList, Skeleton } from '../../../components/ui/Misc.tsx';
import { PhoneText } from '../../../components/PhoneText.tsx';
import { StatusBadge } from '../../../components/StatusBadge.tsx';
import { clientsPage as t } from '../../../config/messages.ts';
import { bookAgainPath } from '../../../lib/book-again.ts';
import { formatDateLong } from '../../../lib/dates.ts';
import { useNavigation } from '../../../lib/navigation.tsx';
import { toastError, toastSuccess } from '../../../lib/toast.ts';
import { useClient, useSaveClientNote } from '../api/clients.ts';
import { ClientFigures } from './ClientFigures.tsx';
import styles from './clients.module.css';

/** The client card: figures, contacts, the private note, the booking history and "Yana yozish". */
export function ClientCardDialog({ clientId, onClose }: { clientId: string; onClose: () => void }) {
  const card = useClient(clientId);
  const save = useSaveClientNote();
  const { navigate } = useNavigation();
  const [note, setNote] = useState<string | null>(null);
  const loaded = card.data?.note ?? '';
  const client = card.data;

  return (
    <Dialog title={client?.name ?? t.card.loading} onClose={onClose} size="lg">
      {!client ? (
        <Skeleton className={styles.skeleton} />
      ) : (
        <>
          <ClientFigures client={client} />
          <div className={styles.section}>
            <DetailList
              items={[
                { label: t.card.phone, value: <PhoneText phone={client.phone} call /> },
                client.email ? { label: t.card.email, value: client.email } : null,
                client.telegramUsername ? { label: t.card.telegram, value: `@${client.telegramUsername.replace(/^@/, '')}` } : null,
              ]}
            />
          </div>
          <form
            className={styles.section}
            onSubmit={(event) => {
              event.preventDefault();
              save.mutate(
                { id: client.id, note: note ?? loaded },
                {
                  onSuccess: () => {
                    // The saved text is the card's now; the editor shows it from there.
                    setNote(null);
                    toastSuccess(t.card.noteSaved);
                  },
                  onError: (error) => toastError(error, t.card.noteError),
                },
              );
            }}
          >
            <TextAreaField label={t.card.note} hint={t.card.noteHint} value={note ?? loaded} onChange={setNote} rows={3} maxLength={2000} />
            <Button type="submit" variant="secondary" disabled={save.isPending || note === null || note === loaded}>
              {t.card.saveNote}
            </Button>
          </form>
          <div className={styles.section}>
            <Button
              onClick={() =>
                navigate(
                  bookAgainPath({
                    name: client.name,
                    phone: client.phone,
                    email: client.email,
                    telegramUsername: client.telegramUsername,
                    serviceId: client.bookings[0]?.serviceId ?? null,
                  }),
                )
              }
            >
              {t.card.bookAgain}
            </Button>
          </div>
          <section className={styles.section} aria-label={t.card.history}>
            <h3>{t.card.history}</h3>
            {client.bookings.length === 0 ? (
              <p className="muted">{t.card.noHistory}</p>
            ) : (
              <ul className={styles.history}>
                {client.bookings.map((booking) => (
                  <li key={booking.id} className={styles.historyItem}>
                    <span>
                      {formatDateLong(booking.date)}, {booking.timeSlot}
                      {booking.serviceName ? ` · ${booking.serviceName}` : ''}
                    </span>
                    <StatusBadge status={booking.status} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </Dialog>
  );
}
