import { useCallback, useEffect, useRef, useState } from 'react';

export type RequestState<T> = { status: 'pending' } | { status: 'error'; error: Error } | { status: 'success'; data: T };

/**
 * A read that runs when the screen mounts and on `reload()`. The home screen uses this instead of
 * TanStack Query so the first screen stays small; the booking flow brings the Query client with it.
 */
export function useRequest<T>(load: () => Promise<T>): RequestState<T> & { reload: () => void } {
  const [state, setState] = useState<RequestState<T>>({ status: 'pending' });
  const [round, setRound] = useState(0);
  const loader = useRef(load);
  loader.current = load;
  // `round` is what re-runs the read (reload); the latest fetcher is taken from the ref.
  // biome-ignore lint/correctness/useExhaustiveDependencies: round is the trigger, not a value read inside
  useEffect(() => {
    let current = true;
    loader.current().then(
      (data) => current && setState({ status: 'success', data }),
      (error: Error) => current && setState({ status: 'error', error }),
    );
    return () => {
      current = false;
    };
  }, [round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { ...state, reload };
}
