/**
 * What a provider's public page says before the visitor acts (header, business, services, reviews, footer, errors):
 * the chunk a reader of this language loads before the first render (config/messages/translations.ts). The later
 * steps' texts come with the steps (./later-steps.ts), so the first screen stays inside its budget.
 */
export * from './app-errors.ts';
export * from './booking.ts';
export * from './common.ts';
