/** The setup's steps in their order (DECISIONS.md: business → working hours → first service → the link). */
export const SETUP_STEPS = ['business', 'hours', 'service', 'share'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];
