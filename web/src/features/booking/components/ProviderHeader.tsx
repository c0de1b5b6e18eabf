import { type ReactNode, useEffect, useState } from 'react';
import { bookingStart as t, businessPublic as b, publicPage } from '../../../config/messages.ts';
import { categoryWord } from '../../../lib/business-category.ts';
import { intervalsText, isOpenAt, dayIntervals, type BusinessHours } from '../../../lib/opening-hours.ts';
import type { PublicProvider } from '../../../lib/types.ts';
import styles from './booking.module.css';

/** "MB" for "Malika Beauty": the first letters of the first two words, for a business without a logo. */
export function nameInitials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0] ?? '')
    .join('');
  return (letters || '?').toUpperCase();
}

/** The clock's minute, so "hozir ochiq" turns at closing time on a page left open. */
function useMinute(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** "Bugun 09:00–20:00 · hozir ochiq": today's hours on the business's clock and whether it is open now. */
export function OpenToday({ hours, className }: { hours: BusinessHours; className?: string }) {
  const now = useMinute();
  const today = dayIntervals(hours, now);
  const open = isOpenAt(hours, now);
  return (
    <p className={className} data-testid="open-today">
      {today.length > 0 ? b.today({ hours: intervalsText(today) }) : b.closedToday}
      {' · '}
      <span className={open ? styles.openNow : styles.closedNow}>{open ? b.openNow : b.closedNow}</span>
    </p>
  );
}

/**
 * The business at the top of its page and of the Mini App: cover (the page only), logo, name, category, rating and
 * today's hours. Light on purpose (the first screen's budget): text and two images, sized before they load so
 * nothing moves; the cover is the likely largest paint, so it is fetched first. Never the owner's e-mail.
 */
export function ProviderHeader({ provider, withCover = true }: { provider: PublicProvider; withCover?: boolean }) {
  const business = provider.business;
  const category = categoryWord(business.category);
  const { average, count } = business.rating;
  const cover = withCover ? business.cover : null;
  const logoUrl = business.logo?.url ?? provider.profileImageUrl;
  return (
    <header className={cover ? `${styles.provider} ${styles.withCover}` : styles.provider}>
      {cover && (
        <div className={styles.cover}>
          <img src={cover.url} alt="" width={cover.width} height={cover.height} fetchPriority="high" decoding="async" />
        </div>
      )}
      <div className={styles.identity}>
        {logoUrl ? (
          <img className={styles.avatar} src={logoUrl} alt="" width={64} height={64} />
        ) : (
          <span className={styles.avatar} aria-hidden="true">
            {nameInitials(business.name)}
          </span>
        )}
        <div className={styles.providerText}>
          <h1 className={styles.providerName}>{business.name}</h1>
          {(category || (average !== null && count > 0)) && (
            <p className={styles.providerMeta}>
              {category && <span>{category}</span>}
              {average !== null && count > 0 && (
                <span aria-label={b.ratingLabel({ average: average.toFixed(1), count })}>
                  <span className={styles.star} aria-hidden="true">
                    ★
                  </span>{' '}
                  {b.rating({ average: average.toFixed(1), count })}
                </span>
              )}
            </p>
          )}
          <OpenToday hours={business.hours} className={styles.providerLine} />
          <span className="badge badge-brand">{t.bookBadge}</span>
        </div>
      </div>
    </header>
  );
}

/** An unknown or unavailable provider link, on the web page (an h1 and a way home) and in the Mini App. */
export function ProviderNotFound({ heading: Title = 'h1', children }: { heading?: 'h1' | 'p'; children?: ReactNode }) {
  return (
    <div className="empty-state" role="alert">
      <Title className="empty-title">{publicPage.notFoundTitle}</Title>
      <p className="empty-text">{publicPage.notFoundText}</p>
      {children}
    </div>
  );
}

/** Same footprint as the loaded page, so nothing jumps when data arrives. */
export function PublicBookingSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.page} role="status" aria-label={label}>
      <div className={styles.provider}>
        <div className={styles.identity}>
          <span className={`skeleton ${styles.avatar}`} />
          <div className={styles.providerText}>
            <span className="skeleton skeleton-text" style={{ width: '60%', height: 24 }} />
            <span className="skeleton skeleton-text" style={{ width: '40%' }} />
          </div>
        </div>
      </div>
      <div className={styles.card}>
        <ServiceListSkeleton />
      </div>
    </div>
  );
}

/** Placeholder for a step while its data or code loads. */
export function ServiceListSkeleton() {
  return (
    <div aria-hidden="true">
      <span className="skeleton skeleton-text" style={{ width: '45%', height: 24, marginBottom: 16 }} />
      {[0, 1, 2].map((i) => (
        <span key={i} className={`skeleton ${styles.serviceSkeleton}`} />
      ))}
    </div>
  );
}
