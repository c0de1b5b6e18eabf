/** A rating as five stars, filled up to it; the label says it in words for screen readers. */
export function Stars({ rating, label }: { rating: number; label: string }) {
  const full = Math.round(rating);
  return (
    <span role="img" aria-label={label} style={{ color: '#f5a623', letterSpacing: 2, whiteSpace: 'nowrap' }}>
      {'★'.repeat(full)}
      <span style={{ color: '#ccc' }}>{'★'.repeat(5 - full)}</span>
    </span>
  );
}
