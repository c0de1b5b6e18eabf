import { adminUsers } from '../../config/messages.ts';
import type { DeletePreview } from './types.ts';

/**
 * "3 xizmat, 12 uchrashuv": what a user's delete removes with them; empty when there is nothing else. Weekly
 * hours belong to services and go with them, so they are not counted apart.
 */
export function describeDeletePreview(preview: DeletePreview): string {
  const t = adminUsers.preview;
  const parts: string[] = [];
  if (preview.services > 0) parts.push(t.services({ n: preview.services }));
  if (preview.bookings > 0) parts.push(t.bookings({ n: preview.bookings }));
  return parts.join(', ');
}
