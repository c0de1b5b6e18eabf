import { Button } from './Button.tsx';

/** A read that failed: what did not load, and a retry, in a card screen readers announce. */
export function LoadError({
  text,
  retryLabel,
  onRetry,
  spaced,
}: {
  text: string;
  retryLabel: string;
  onRetry: () => void;
  spaced?: boolean;
}) {
  return (
    <div className="card" role="alert" style={spaced ? { marginBottom: 24 } : undefined}>
      <p>{text}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
