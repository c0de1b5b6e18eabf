// What the staff feature offers the other features: they import it from here, never from its files.
export { publicMastersByService } from './staff.queries.ts';
export { issueInvitation, STAFF_INVITE_JOB } from './staff.service.ts';
export { dropTeamTiesOfAccount } from './team-ties.ts';
export { staffMessages } from './messages.ts';
export { ownMaster, teamMember, type TeamMember } from './staff.service.ts';
export { presentMaster } from './staff.presenter.ts';
