const FLAG = 'qabul.chunk-reload';
/** A reload this recent was ours: loading still fails, so it is no stale-build problem a reload could fix. */
const RECENT_MS = 10_000;

/**
 * Loads a code-split chunk. After a deploy the old chunk names are gone: a page opened before it fails to load
 * the next chunk. Then the page reloads once (picking up the new build); if loads still fail right after that
 * reload, the error goes to the error boundary instead of reloading forever.
 */
export function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  return load().catch((error: unknown) => {
    const last = Number(sessionStorage.getItem(FLAG) ?? 0);
    if (Date.now() - last < RECENT_MS) throw error;
    sessionStorage.setItem(FLAG, String(Date.now()));
    window.location.reload();
    // The page is going away: never settle, so nothing renders a half state meanwhile.
    return new Promise<T>(() => {});
  });
}
