/** GET /api/business: the one read, shared with the dashboard's first-steps card (lib/api/business.ts). */
export { businessQuery, useBusiness } from '../../../lib/api/business.ts';
