// How production runs node: source maps for stack traces in logs, and a small young generation. V8 grows each
// semi-space to 16 MB by default; 2 MB keeps an idle instance near 140 MB instead of 160 MB (measured with
// `pnpm bench`, "compiled build" lines) for a little more frequent, cheap scavenging.
export const SERVER_NODE_FLAGS = ['--enable-source-maps', '--max-semi-space-size=2'];
