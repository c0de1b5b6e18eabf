// What the business feature offers the other features: they import it from here, never from its files.
export { businessMessages } from './messages.ts';
