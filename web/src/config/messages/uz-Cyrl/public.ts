/** The texts of the public booking page's first screen (the provider, the services, the reviews, the header and the
 * footer, the error screens): the chunk a reader of this language loads before the public page's first render
 * (config/messages/translations.ts). The later steps' texts are ./public-steps.ts, loaded with their code. A
 * catalogue the first screen reads belongs here (the bundle budget test checks it). */
export * from './app-errors.ts';
export * from './booking.ts';
export * from './common.ts';
export * from './footer.ts';
export * from './reviews.ts';
