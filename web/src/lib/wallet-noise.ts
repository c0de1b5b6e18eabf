/** Browser wallet extensions inject scripts that throw on every page; their errors are not ours to report. */
const WALLET_NOISE = /metamask|ethereum|wallet|tronlink|phantom/i;

export function silenceWalletExtensionErrors(): void {
  window.addEventListener('error', (event) => {
    if (WALLET_NOISE.test(`${event.message} ${event.filename}`)) event.preventDefault();
  });
  window.addEventListener('unhandledrejection', (event) => {
    const reason = event.reason as { message?: string; stack?: string } | undefined;
    if (WALLET_NOISE.test(`${reason?.message ?? ''} ${reason?.stack ?? ''}`)) event.preventDefault();
  });
}
