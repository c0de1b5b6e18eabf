// What the waitlist feature offers the other features: they import it from here, never from its files.
export { JoinWaitlist } from './waitlist.schema.ts';
export { joinWaitlist } from './waitlist.service.ts';
