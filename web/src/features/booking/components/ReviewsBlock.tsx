import { Stars } from '../../../components/Stars.tsx';
import { publicReviews as t } from '../../../config/messages.ts';
import { usePublicReviews } from '../../../lib/api/reviews.ts';
import styles from './booking.module.css';

/**
 * The provider's average and latest reviews under the booking card. Loaded after the first screen (its own
 * chunk), and nothing at all while nobody has rated the provider.
 */
export function ReviewsBlock({ identifier }: { identifier: string }) {
  const reviews = usePublicReviews(identifier);
  const data = reviews.data;
  if (!data || data.count === 0 || data.average === null) return null;
  return (
    <section className={styles.card} aria-label={t.title} data-testid="public-reviews">
      <h2>{t.title}</h2>
      <p>
        <Stars rating={data.average} label={t.stars({ rating: data.average })} />{' '}
        <strong>{t.summary({ average: data.average.toFixed(1), count: data.count })}</strong>
      </p>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 12 }}>
        {data.latest.map((review) => (
          <li key={review.id}>
            <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
              <strong>{review.clientName}</strong>
              <Stars rating={review.rating} label={t.stars({ rating: review.rating })} />
            </div>
            {review.comment && <p style={{ margin: '4px 0 0', overflowWrap: 'anywhere' }}>{review.comment}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
