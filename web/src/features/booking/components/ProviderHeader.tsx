import type { ReactNode } from 'react';
import { bookingStart as t, publicPage } from '../../../config/messages.ts';
import { initials } from '../../../lib/auth.ts';
import type { PublicProvider } from '../../../lib/types.ts';
import styles from './booking.module.css';

export function ProviderHeader({ provider }: { provider: PublicProvider }) {
  // The business's name (its owner's own until it has one); the owner's login e-mail is never shown here.
  const name = provider.business.name;
  return (
    <header className={styles.provider}>
      {provider.profileImageUrl ? (
        <img className={styles.avatar} src={provider.profileImageUrl} alt="" width={64} height={64} />
      ) : (
        <span className={styles.avatar} aria-hidden="true">
          {initials(provider)}
        </span>
      )}
      <div className={styles.providerText}>
        <h1 className={styles.providerName}>{name}</h1>
        <span className="badge badge-brand">{t.bookBadge}</span>
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
        <span className={`skeleton ${styles.avatar}`} />
        <div className={styles.providerText}>
          <span className="skeleton skeleton-text" style={{ width: '60%', height: 24 }} />
          <span className="skeleton skeleton-text" style={{ width: '40%' }} />
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
