// How production runs node (also the Dockerfile's CMD): source maps for stack traces in logs, a small young
// generation and a gentle old-generation growth. V8 grows each semi-space to 16 MB by default; 2 MB keeps an
// idle instance near 135 MB instead of 160 MB. Under load V8 may let the old generation grow to several times
// what is live before collecting it (RSS under slot-listing load was 270-285 MB in about a third of runs);
// growing it by 50 % at a time kept every run near 145 MB with no loss of throughput (`pnpm bench`,
// "compiled build" lines).
export const SERVER_NODE_FLAGS = ['--enable-source-maps', '--max-semi-space-size=2', '--heap-growing-percent=50'];
