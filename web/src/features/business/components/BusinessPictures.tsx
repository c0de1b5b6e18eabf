import { BUSINESS_LIMITS } from '@qabul/api/schemas';
import { type ChangeEvent, useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/Dialog.tsx';
import { businessPage, businessPictures as t } from '../../../config/messages.ts';
import { toastError, toastErrorText, toastSuccess } from '../../../lib/toast.ts';
import type { Business, BusinessImage } from '../../../lib/types.ts';
import { pictureProblem } from '../../../lib/upload.ts';
import { useDeleteBusinessImage } from '../api/delete-business-image.ts';
import { useOrderGallery } from '../api/order-gallery.ts';
import { type PictureKind, useUploadBusinessImage } from '../api/upload-business-image.ts';
import styles from './business.module.css';

/** A hidden file input with a visible label as its button (keyboard focus shows on the label). */
function PickFile({
  label,
  multiple,
  disabled,
  onFiles,
}: {
  label: string;
  multiple?: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
}) {
  const id = useId();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length > 0) onFiles(files);
  };
  return (
    <span className={styles.pick}>
      <input id={id} type="file" accept="image/*" multiple={multiple} className="sr-only" disabled={disabled} onChange={onChange} />
      <label htmlFor={id} className="btn btn-secondary btn-sm" aria-disabled={disabled || undefined}>
        {label}
      </label>
    </span>
  );
}

function Progress({ percent }: { percent: number }) {
  return (
    <div className={styles.progress} role="status">
      <progress max={100} value={percent} aria-label={t.uploading({ percent })} />
      <span>{t.uploading({ percent })}</span>
    </div>
  );
}

/**
 * The logo, the cover and the gallery: each uploads as soon as it is chosen (with how far it has got), a picture
 * goes only after "O'chirish" is confirmed, and the gallery's photos move earlier or later one place at a time.
 */
export function BusinessPictures({ business }: { business: Business }) {
  const [progress, setProgress] = useState<{ kind: PictureKind; percent: number } | null>(null);
  const [removing, setRemoving] = useState<BusinessImage | null>(null);
  const upload = useUploadBusinessImage((percent) => setProgress((current) => current && { ...current, percent }));
  const remove = useDeleteBusinessImage();
  const order = useOrderGallery();
  const busy = upload.isPending;
  const room = BUSINESS_LIMITS.galleryMax - business.gallery.length;

  const send = async (kind: PictureKind, files: File[]) => {
    const chosen = kind === 'gallery' ? files.slice(0, Math.max(room, 0)) : files.slice(0, 1);
    if (kind === 'gallery' && files.length > chosen.length) toastErrorText(t.galleryFull({ max: BUSINESS_LIMITS.galleryMax }));
    for (const file of chosen) {
      const problem = pictureProblem(file);
      if (problem) {
        toastErrorText(problem);
        continue;
      }
      setProgress({ kind, percent: 0 });
      try {
        await upload.mutateAsync({ kind, file });
        toastSuccess(t.uploaded);
      } catch (error) {
        toastError(error, t.uploadError);
      }
    }
    setProgress(null);
  };

  const move = (index: number, by: -1 | 1) => {
    const ids = business.gallery.map((image) => image.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    order.mutate(ids, { onError: (error) => toastError(error, t.orderError) });
  };

  const single = (kind: 'logo' | 'cover', label: string, hint: string) => {
    const image = business[kind];
    return (
      <div className={styles.single} role="group" aria-labelledby={`picture-${kind}`}>
        <h3 id={`picture-${kind}`} className={styles.pictureTitle}>
          {label}
        </h3>
        <p className="field-hint">{hint}</p>
        <div className={kind === 'logo' ? styles.logoBox : styles.coverBox}>
          {image ? <img src={image.url} alt={label} width={image.width} height={image.height} /> : <span>{t.none}</span>}
        </div>
        {progress?.kind === kind && <Progress percent={progress.percent} />}
        <div className="row">
          <PickFile label={image ? t.replace : t.choose} disabled={busy} onFiles={(files) => void send(kind, files)} />
          {image && (
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => setRemoving(image)} disabled={busy}>
              {t.remove}
            </button>
          )}
        </div>
      </div>
    );
  };

  return (
    <section className="card stack" aria-labelledby="business-pictures">
      <h2 id="business-pictures" className="card-title">
        {businessPage.sections.pictures}
      </h2>
      <div className={styles.singles}>
        {single('logo', t.logo, t.logoHint)}
        {single('cover', t.cover, t.coverHint)}
      </div>
      <div role="group" aria-labelledby="picture-gallery">
        <h3 id="picture-gallery" className={styles.pictureTitle}>
          {t.gallery}
        </h3>
        <p className="field-hint">{t.galleryHint({ count: business.gallery.length, max: BUSINESS_LIMITS.galleryMax })}</p>
        {business.gallery.length > 0 && (
          <ol className={styles.gallery}>
            {business.gallery.map((image, index) => (
              <li key={image.id} className={styles.galleryItem}>
                <img src={image.url} alt={t.photo({ n: index + 1 })} width={image.width} height={image.height} loading="lazy" />
                <div className={styles.galleryActions}>
                  <button
                    type="button"
                    className="icon-btn"
                    aria-label={`${t.moveEarlier}: ${t.photo({ n: index + 1 })}`}
                    disabled={index === 0 || order.isPending}
                    onClick={() => move(index, -1)}
                  >
                    <span aria-hidden="true">←</span>
                  </button>
                  <button
                    type="button"
                    className="icon-btn"
                    aria-label={`${t.moveLater}: ${t.photo({ n: index + 1 })}`}
                    disabled={index === business.gallery.length - 1 || order.isPending}
                    onClick={() => move(index, 1)}
                  >
                    <span aria-hidden="true">→</span>
                  </button>
                  <button
                    type="button"
                    className="icon-btn"
                    aria-label={`${t.remove}: ${t.photo({ n: index + 1 })}`}
                    disabled={busy}
                    onClick={() => setRemoving(image)}
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </div>
              </li>
            ))}
          </ol>
        )}
        {progress?.kind === 'gallery' && <Progress percent={progress.percent} />}
        <PickFile label={t.add} multiple disabled={busy || room <= 0} onFiles={(files) => void send('gallery', files)} />
      </div>
      {removing && (
        <ConfirmDialog
          title={t.removeTitle}
          text={t.removeText}
          confirmLabel={t.remove}
          busy={remove.isPending}
          onClose={() => setRemoving(null)}
          onConfirm={() =>
            remove.mutate(removing.id, {
              onSuccess: () => {
                toastSuccess(t.removed);
                setRemoving(null);
              },
              onError: (error) => toastError(error, t.removeError),
            })
          }
        />
      )}
    </section>
  );
}
