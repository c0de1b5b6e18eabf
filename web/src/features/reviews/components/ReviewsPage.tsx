import { Button } from '../../../components/ui/Button.tsx';
import { Badge, EmptyState, PageHeader, Skeleton } from '../../../components/ui/Misc.tsx';
import { reviewsPage as t } from '../../../config/messages.ts';
import { useProviderTimezone } from '../../../lib/auth.ts';
import { formatDateLong } from '../../../lib/dates.ts';
import { instantIn } from '../../../lib/instant.ts';
import { toastError, toastSuccess } from '../../../lib/toast.ts';
import { useProviderReviews, useSetReviewHidden } from '../api/reviews.ts';
import { Stars } from '../../../components/Stars.tsx';

/** /user/reviews ('Sharhlar'): every review of the provider's visits, each with "Yashirish". */
export function ReviewsPage() {
  const reviews = useProviderReviews();
  const setHidden = useSetReviewHidden();
  const timezone = useProviderTimezone();
  return (
    <div className="container">
      <PageHeader title={t.title} subtitle={t.subtitle} />
      {reviews.isPending ? (
        <Skeleton style={{ height: 96 }} />
      ) : reviews.isError ? (
        <p className="muted">{t.loadError}</p>
      ) : reviews.data.items.length === 0 ? (
        <div className="card">
          <EmptyState title={t.empty} text={t.emptyHint} />
        </div>
      ) : (
        <ul className="stack" style={{ listStyle: 'none', padding: 0 }}>
          {reviews.data.items.map((review) => (
            <li key={review.id} className="card" data-testid={`review-${review.id}`}>
              <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' }}>
                <strong>{review.clientName}</strong>
                <Stars rating={review.rating} label={t.stars({ rating: review.rating })} />
              </div>
              <p className="muted">
                {formatDateLong(instantIn(review.createdAt, timezone).date)}
                {review.serviceName ? ` · ${review.serviceName}` : ''}
              </p>
              {review.comment && <p>{review.comment}</p>}
              <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
                {review.hidden && <Badge>{t.hidden}</Badge>}
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={setHidden.isPending}
                  onClick={() =>
                    setHidden.mutate(
                      { id: review.id, hidden: !review.hidden },
                      {
                        onSuccess: () => toastSuccess(review.hidden ? t.shownDone : t.hiddenDone),
                        onError: (error) => toastError(error, t.error),
                      },
                    )
                  }
                >
                  {review.hidden ? t.show : t.hide}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
