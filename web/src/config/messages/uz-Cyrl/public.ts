/** The texts of the public booking page, the client's pages and the booking steps the Mini App shares: the first
 * screen's (./first-screen.ts) and the later steps' (./later-steps.ts), each its own chunk on the public page. */
export * from './first-screen.ts';
export * from './later-steps.ts';
