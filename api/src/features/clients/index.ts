// What the clients feature offers the other features: they import it from here, never from its files.
export { clientMessages } from './messages.ts';
