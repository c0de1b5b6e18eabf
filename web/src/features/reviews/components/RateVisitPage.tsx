import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { Button } from '../../../components/ui/Button.tsx';
import { TextAreaField } from '../../../components/ui/Field.tsx';
import { Notice } from '../../../components/ui/Misc.tsx';
import { rateVisitPage as t } from '../../../config/messages.ts';
import { call, errorText } from '../../../lib/api-client.ts';

const RATINGS = [1, 2, 3, 4, 5] as const;

/** /review/{bookingId}?token= — the page the review question's e-mail links to (the server checks the token). */
export function RateVisitPage() {
  const { bookingId = '' } = useParams();
  const token = new URLSearchParams(window.location.search).get('token') ?? '';
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [missingRating, setMissingRating] = useState(false);
  const send = useMutation({
    mutationFn: (rating: number) =>
      call('POST /api/public/reviews', { body: { bookingId, token, rating, comment: comment.trim() || null } }),
  });

  return (
    <div className="container" style={{ maxWidth: 560 }}>
      <h1 className="page-title">{t.title}</h1>
      {!token ? (
        <Notice tone="danger">{t.badLink}</Notice>
      ) : send.isSuccess ? (
        <Notice tone="success">{t.thanks}</Notice>
      ) : (
        <form
          className="card stack"
          onSubmit={(event) => {
            event.preventDefault();
            if (rating === null) {
              setMissingRating(true);
              return;
            }
            send.mutate(rating);
          }}
        >
          <p>{t.text}</p>
          <div role="radiogroup" aria-label={t.ratingLabel} style={{ display: 'flex', gap: 4 }}>
            {RATINGS.map((value) => (
              <button
                key={value}
                type="button"
                role="radio"
                aria-checked={rating === value}
                aria-label={t.star({ rating: value })}
                onClick={() => {
                  setRating(value);
                  setMissingRating(false);
                }}
                style={{
                  fontSize: 36,
                  lineHeight: 1,
                  minWidth: 44,
                  minHeight: 44,
                  background: 'none',
                  border: 'none',
                  cursor: 'pointer',
                  color: rating !== null && value <= rating ? '#f5a623' : '#ccc',
                }}
              >
                ★
              </button>
            ))}
          </div>
          {missingRating && <p className="field-error">{t.chooseRating}</p>}
          <TextAreaField label={t.comment} optional value={comment} onChange={setComment} maxLength={1000} rows={4} />
          {send.isError && <Notice tone="danger">{errorText(send.error, t.error)}</Notice>}
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? t.sending : t.submit}
          </Button>
        </form>
      )}
    </div>
  );
}
