// What the staff feature offers the other features: they import it from here, never from its files.
export { staffText } from './messages.uz.ts';
export { staffTexts } from './messages.ts';
export { publicMastersByService } from './staff.queries.ts';
export { issueInvitation, STAFF_INVITE_JOB } from './staff.service.ts';
