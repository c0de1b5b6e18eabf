import { lazy, type ReactNode, Suspense } from 'react';
import { bookingStart as t, publicPage } from '../../../config/messages.ts';
import { loadChunk } from '../../../lib/chunk-reload.ts';
import { businessTranslations } from '../../../config/messages/translations.ts';
import { withTranslations } from '../../../lib/i18n/language.ts';
import type { PublicProvider } from '../../../lib/types.ts';
import styles from './booking.module.css';

// Category, rating and today's hours need the category words and the hours' rule: right after the first screen, into
// the two lines kept for them.
const ProviderFacts = lazy(() =>
  loadChunk(() => withTranslations(businessTranslations, import('./ProviderFacts.tsx'))).then((m) => ({ default: m.ProviderFacts })),
);

/**
 * The business at the top of its page and of the Mini App: cover (the page only), logo, name, category, rating and
 * today's hours. Light on purpose (the first screen's budget): text and two images, sized before they load so
 * nothing moves (today's hours come a moment later, into a line kept for them); the cover is the likely largest
 * paint, so it is fetched first. Never the owner's e-mail.
 */
export function ProviderHeader({ provider, withCover = true }: { provider: PublicProvider; withCover?: boolean }) {
  const business = provider.business;
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
            {business.name.slice(0, 1).toUpperCase()}
          </span>
        )}
        <div className={styles.providerText}>
          <h1 className={styles.providerName}>{business.name}</h1>
          <Suspense
            fallback={
              <>
                <span className={styles.providerLine} aria-hidden="true" />
                <span className={styles.providerLine} aria-hidden="true" />
              </>
            }
          >
            <ProviderFacts business={business} />
          </Suspense>
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
