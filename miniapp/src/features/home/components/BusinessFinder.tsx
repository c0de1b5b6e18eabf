import { useEffect, useId, useState } from 'react';
import { categoryOptions, categoryWord } from '../../../../../web/src/lib/business-category.ts';
import { miniText as t } from '../../../config/messages/index.ts';
import { haptic } from '../../../lib/telegram-controls.ts';
import { useOpenedBusinesses } from '../api/opened-businesses.ts';
import { type BusinessCard, searchBusinesses } from '../api/search-businesses.ts';
import styles from './home.module.css';

function Card({ business, onOpen }: { business: BusinessCard; onOpen: (username: string) => void }) {
  const category = categoryWord(business.category);
  const { average, count } = business.rating;
  return (
    <li className={styles.card} data-testid={`business-${business.username}`}>
      {business.logoUrl ? (
        <img className={styles.photo} src={business.logoUrl} alt="" width={48} height={48} loading="lazy" />
      ) : (
        <span className={styles.photo} aria-hidden="true">
          {business.name.slice(0, 1)}
        </span>
      )}
      <div className={styles.what}>
        <p className={styles.title}>{business.name}</p>
        <p className={styles.sub}>
          {[category, average !== null && count > 0 ? `★ ${average.toFixed(1)} (${count})` : null].filter(Boolean).join(' · ')}
        </p>
        {business.address && <p className={styles.sub}>{business.address}</p>}
        <div className={styles.ask}>
          <button
            type="button"
            className="btn btn-primary btn-sm"
            aria-label={t.bookWith({ name: business.name })}
            onClick={() => {
              haptic.impact();
              onOpen(business.username);
            }}
          >
            {t.book}
          </button>
        </div>
      </div>
    </li>
  );
}

type Found = { status: 'pending' } | { status: 'error' } | { status: 'success'; data: BusinessCard[] };

/**
 * A client with nothing booked yet finds a business here: by name, service or category (the bot's inline search),
 * the most booked ones before anything is typed; and the businesses they opened before, to come back to.
 */
export function BusinessFinder({ onOpen }: { onOpen: (username: string) => void }) {
  const [q, setQ] = useState('');
  const [category, setCategory] = useState('');
  const [found, setFound] = useState<Found>({ status: 'pending' });
  const opened = useOpenedBusinesses();
  const searchId = useId();
  const categoryId = useId();
  const searching = q.trim() !== '' || category !== '';

  useEffect(() => {
    const controller = new AbortController();
    // A pause in typing, not every key, asks the server.
    const timer = setTimeout(() => {
      setFound({ status: 'pending' });
      searchBusinesses({ q, category }, controller.signal).then(
        (data) => setFound({ status: 'success', data }),
        (error: Error) => error.name !== 'AbortError' && setFound({ status: 'error' }),
      );
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q, category]);

  return (
    <>
      {opened.status === 'success' && opened.data.length > 0 && (
        <section aria-labelledby="opened-title" className={styles.section}>
          <h2 id="opened-title" className={styles.sectionTitle}>
            {t.openedTitle}
          </h2>
          <ul className={styles.list}>
            {opened.data.map((business) => (
              <Card key={business.username} business={business} onOpen={onOpen} />
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="find-title" className={styles.section}>
        <h2 id="find-title" className={styles.sectionTitle}>
          {t.findTitle}
        </h2>
        <div className={styles.search} role="search">
          <label className="sr-only" htmlFor={searchId}>
            {t.searchLabel}
          </label>
          <input
            id={searchId}
            className="input"
            type="search"
            enterKeyHint="search"
            placeholder={t.searchPlaceholder}
            value={q}
            onChange={(event) => setQ(event.target.value)}
          />
          <label className="sr-only" htmlFor={categoryId}>
            {t.categoryLabel}
          </label>
          <select id={categoryId} className="input" value={category} onChange={(event) => setCategory(event.target.value)}>
            <option value="">{t.allCategories}</option>
            {categoryOptions().map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        {!searching && found.status === 'success' && found.data.length > 0 && <p className={styles.status}>{t.popular}</p>}
        {found.status === 'pending' ? (
          <p role="status" className={styles.status}>
            {t.searching}
          </p>
        ) : found.status === 'error' ? (
          <p role="alert" className="field-error">
            {t.searchError}
          </p>
        ) : found.data.length === 0 ? (
          <p role="status" className={styles.status}>
            {t.noResults}
          </p>
        ) : (
          <ul className={styles.list} aria-live="polite">
            {found.data.map((business) => (
              <Card key={business.username} business={business} onOpen={onOpen} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
