import { type ChangeEvent, useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/Dialog.tsx';
import { teamPage as t } from '../../../config/messages.ts';
import { toastError, toastErrorText, toastSuccess } from '../../../lib/toast.ts';
import type { Master } from '../../../lib/types.ts';
import { pictureProblem } from '../../../lib/upload.ts';
import { useDeleteMasterPhoto, useUploadMasterPhoto } from '../api/master-photo.ts';
import styles from './team.module.css';

/** A master's photo on their card: upload (with how far it has got) or replace it, and remove it once confirmed. */
export function MasterPhoto({ master }: { master: Master }) {
  const [percent, setPercent] = useState<number | null>(null);
  const [asking, setAsking] = useState(false);
  const upload = useUploadMasterPhoto(setPercent);
  const remove = useDeleteMasterPhoto();
  const inputId = useId();

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = pictureProblem(file);
    if (problem) return toastErrorText(problem);
    setPercent(0);
    upload.mutate(
      { id: master.id, file },
      {
        onSuccess: () => toastSuccess(t.photo.uploaded),
        onError: (error) => toastError(error, t.photo.error),
        onSettled: () => setPercent(null),
      },
    );
  };

  return (
    <div className={styles.photoBox}>
      {master.photoUrl ? (
        <img className={styles.photo} src={master.photoUrl} alt="" width={64} height={64} />
      ) : (
        <span className={styles.photo} aria-hidden="true">
          {master.name.slice(0, 1)}
        </span>
      )}
      {percent !== null ? (
        <progress max={100} value={percent} aria-label={t.photo.uploading({ percent })} className={styles.photoProgress} />
      ) : (
        <>
          <input id={inputId} type="file" accept="image/*" className="sr-only" onChange={onFile} />
          <label
            htmlFor={inputId}
            className={`btn btn-ghost btn-sm ${styles.photoPick}`}
            aria-label={`${master.photoUrl ? t.photo.replace : t.photo.upload}: ${master.name}`}
          >
            {master.photoUrl ? t.photo.replace : t.photo.upload}
          </label>
          {master.photoUrl && (
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              onClick={() => setAsking(true)}
              aria-label={`${t.photo.remove}: ${master.name}`}
            >
              {t.photo.remove}
            </button>
          )}
        </>
      )}
      {asking && (
        <ConfirmDialog
          title={t.photo.removeTitle}
          text={t.photo.removeText({ name: master.name })}
          confirmLabel={t.photo.remove}
          busy={remove.isPending}
          onClose={() => setAsking(false)}
          onConfirm={() =>
            remove.mutate(master.id, {
              onSuccess: () => {
                toastSuccess(t.photo.removed);
                setAsking(false);
              },
              onError: (error) => toastError(error, t.photo.removeError),
            })
          }
        />
      )}
    </div>
  );
}
