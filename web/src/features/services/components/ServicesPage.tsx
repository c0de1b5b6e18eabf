import { useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../../components/ui/Dialog.tsx';
import { EmptyState, PageHeader, Skeleton } from '../../../components/ui/Misc.tsx';
import { common, servicesPage as t } from '../../../config/messages.ts';
import { useServices } from '../../../lib/api/services.ts';
import { toastError, toastSuccess } from '../../../lib/toast.ts';
import type { Service } from '../../../lib/types.ts';
import { useDeleteService } from '../api/delete-service.ts';
import { ServiceCard } from './ServiceCard.tsx';
import { ServiceDialog } from './ServiceDialog.tsx';
import styles from './services.module.css';

/** /user/services: the provider's services with add/edit (two steps) and delete. */
export function ServicesPage() {
  const services = useServices();
  const [editing, setEditing] = useState<Service | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Service | null>(null);
  const remove = useDeleteService();

  const addButton = <Button onClick={() => setEditing('new')}>{`+ ${t.add}`}</Button>;

  return (
    <div className="container">
      <PageHeader title={t.title} subtitle={t.subtitle} action={addButton} />
      {services.isPending ? (
        <div className="grid-auto" aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className={styles.cardSkeleton} />
          ))}
        </div>
      ) : services.isError ? (
        <p className="muted">{t.loadError}</p>
      ) : services.data.length === 0 ? (
        <div className="card">
          <EmptyState title={t.empty} text={t.emptyHint} action={addButton} />
        </div>
      ) : (
        <ul className={`grid-auto ${styles.list}`}>
          {services.data.map((service) => (
            <li key={service.id}>
              <ServiceCard service={service} onEdit={() => setEditing(service)} onDelete={() => setDeleting(service)} />
            </li>
          ))}
        </ul>
      )}
      {editing && <ServiceDialog service={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <ConfirmDialog
          title={t.deleteTitle}
          text={t.deleteText({ name: deleting.name })}
          confirmLabel={remove.isPending ? common.deleting : common.delete}
          busy={remove.isPending}
          onClose={() => setDeleting(null)}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => {
                toastSuccess(t.deleted);
                setDeleting(null);
              },
              onError: (error) => toastError(error, t.errors.remove),
            })
          }
        />
      )}
    </div>
  );
}
