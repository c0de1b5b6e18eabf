import { WEEKDAYS } from '@qabul/api/schemas';
import { useEffect, useRef, useState } from 'react';
import { businessAbout as t } from '../../../config/messages.ts';
import { weekdayNames } from '../../../lib/dates.ts';
import { intervalsText } from '../../../lib/opening-hours.ts';
import type { PublicProvider } from '../../../lib/types.ts';
import { OpenToday } from './ProviderFacts.tsx';
import styles from './business-section.module.css';

type Business = PublicProvider['business'];
type Photo = Business['gallery'][number];

/** "+998 90 123 45 67" from E.164, as people in Uzbekistan write a number; other countries as stored. */
export function phoneText(e164: string): string {
  const uz = e164.match(/^\+998(\d{2})(\d{3})(\d{2})(\d{2})$/);
  return uz ? `+998 ${uz[1]} ${uz[2]} ${uz[3]} ${uz[4]}` : e164;
}

/** The photos full size, one at a time: arrows, the keyboard's arrows and Escape; a native dialog traps focus. */
function Lightbox({
  photos,
  index,
  onIndex,
  onClose,
}: {
  photos: Photo[];
  index: number;
  onIndex: (i: number) => void;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    dialog.current?.showModal?.();
  }, []);
  const photo = photos[index]!;
  const go = (by: number) => onIndex((index + by + photos.length) % photos.length);
  return (
    <dialog
      ref={dialog}
      className={styles.lightbox}
      aria-label={t.photo({ n: index + 1, total: photos.length })}
      onClose={onClose}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') go(1);
        if (event.key === 'ArrowLeft') go(-1);
      }}
    >
      <img src={photo.url} alt={t.photo({ n: index + 1, total: photos.length })} width={photo.width} height={photo.height} />
      <div className={styles.lightboxBar}>
        {photos.length > 1 && (
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => go(-1)} aria-label={t.previous}>
            ←
          </button>
        )}
        <span aria-live="polite">{`${index + 1} / ${photos.length}`}</span>
        {photos.length > 1 && (
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => go(1)} aria-label={t.next}>
            →
          </button>
        )}
        <button type="button" className="btn btn-primary btn-sm" onClick={() => dialog.current?.close()}>
          {t.close}
        </button>
      </div>
    </dialog>
  );
}

/**
 * The business below the booking card (its own chunk, loaded after the first screen): photos with a full-size view,
 * the address with its landmark and the maps links, the phone to tap, Telegram and Instagram, the week's hours and
 * the description. Nothing at all for a provider who has filled none of it in.
 */
export function BusinessSection({ provider }: { provider: PublicProvider }) {
  const business = provider.business;
  const [open, setOpen] = useState<number | null>(null);
  const days = weekdayNames('long');
  const hasWeek = WEEKDAYS.some((day) => business.hours.week[day].length > 0);
  const hasPlace = Boolean(business.address || business.mapLinks);
  const hasContacts = Boolean(business.phone || business.telegram || business.instagram);
  if (!business.gallery.length && !hasPlace && !hasContacts && !hasWeek && !business.description) return null;

  return (
    <section className={`${styles.section}`} aria-labelledby="business-about" data-testid="business-section">
      <h2 id="business-about" className={styles.title}>
        {t.about}
      </h2>
      {business.gallery.length > 0 && (
        <ul className={styles.photos} aria-label={t.photos}>
          {business.gallery.map((photo, i) => (
            <li key={photo.id}>
              <button type="button" className={styles.thumb} onClick={() => setOpen(i)} aria-label={t.openPhoto({ n: i + 1 })}>
                <img src={photo.url} alt="" width={photo.width} height={photo.height} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {business.description && <p className={styles.description}>{business.description}</p>}
      {hasPlace && (
        <div className={styles.block}>
          <h3 className={styles.blockTitle}>{t.address}</h3>
          {business.address && <p className={styles.line}>{business.address}</p>}
          {business.landmark && <p className={styles.muted}>{t.landmark({ landmark: business.landmark })}</p>}
          {business.mapLinks && (
            <p className={styles.links}>
              <span className={styles.muted}>{t.openIn}</span>
              <a href={business.mapLinks.yandex} target="_blank" rel="noopener noreferrer">
                {t.yandex}
              </a>
              <a href={business.mapLinks.google} target="_blank" rel="noopener noreferrer">
                {t.google}
              </a>
            </p>
          )}
        </div>
      )}
      {hasContacts && (
        <div className={styles.block}>
          <h3 className={styles.blockTitle}>{t.contacts}</h3>
          <p className={styles.links}>
            {business.phone && (
              <a
                className="btn btn-secondary btn-sm nowrap"
                href={`tel:${business.phone}`}
                aria-label={t.call({ phone: phoneText(business.phone) })}
              >
                {phoneText(business.phone)}
              </a>
            )}
            {business.telegram && (
              <a
                className="btn btn-secondary btn-sm"
                href={`https://t.me/${encodeURIComponent(business.telegram)}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                Telegram
              </a>
            )}
            {business.instagram && (
              <a
                className="btn btn-secondary btn-sm"
                href={`https://instagram.com/${encodeURIComponent(business.instagram)}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                Instagram
              </a>
            )}
          </p>
        </div>
      )}
      {hasWeek && (
        <div className={styles.block}>
          <h3 className={styles.blockTitle}>{t.hours}</h3>
          <OpenToday hours={business.hours} className={styles.line} />
          <dl className={styles.week}>
            {WEEKDAYS.map((day, i) => (
              <div key={day}>
                <dt>{days[i]}</dt>
                <dd>{intervalsText(business.hours.week[day]) || t.closed}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
      {open !== null && <Lightbox photos={business.gallery} index={open} onIndex={setOpen} onClose={() => setOpen(null)} />}
    </section>
  );
}
