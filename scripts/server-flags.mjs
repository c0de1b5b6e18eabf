// How production runs node (also the Dockerfile's CMD): source maps for stack traces in logs, a small young
// generation and a gentle old-generation growth. V8 grows each semi-space to 16 MB by default; 2 MB keeps an
// idle instance near 135 MB instead of 160 MB. Under load V8 may let the old generation grow to several times
// what is live before collecting it (RSS under slot-listing load was 270-285 MB in about a third of runs);
// growing it by 50 % at a time kept every run near 145 MB with no loss of throughput (`pnpm bench`,
// "compiled build" lines).
// No allocation-site pretenuring: when a burst of requests outlives a few young-generation collections (start-up
// work, a slow spell on a shared machine), V8 may decide that the objects every request allocates (headers,
// request and response objects) are long-lived and allocate them straight in the old generation from then on,
// for the rest of the process. Each request's garbage then waits for a mark-compact instead of a scavenge: a
// repeated slot list cost 55-59 us of CPU instead of 32-36 us, slot listing fell to 0.31-0.41x of bare Koa and
// its p99 rose to several times bare Koa's (`pnpm bench`). A server's objects live for one request.
export const SERVER_NODE_FLAGS = [
  '--enable-source-maps',
  '--max-semi-space-size=2',
  '--heap-growing-percent=50',
  '--no-allocation-site-pretenuring',
];
