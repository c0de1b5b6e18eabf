import type { AdminTimeSlot } from '../../../lib/admin/types.ts';

export type SlotGroup = 'morning' | 'afternoon' | 'evening';
export const SLOT_GROUPS: readonly SlotGroup[] = ['morning', 'afternoon', 'evening'];

/** Ertalab before 12:00, Kunduzi 12:00-16:59, Kechqurun from 17:00 (spec.md sections 2 and 9). */
export function slotGroupOf(time: string): SlotGroup {
  const hour = Number.parseInt(time.slice(0, 2), 10);
  if (hour < 12) return 'morning';
  if (hour < 17) return 'afternoon';
  return 'evening';
}

/** The slots of each group in time order; every group is present, maybe empty. */
export function groupSlots(slots: readonly AdminTimeSlot[]): Record<SlotGroup, AdminTimeSlot[]> {
  const groups: Record<SlotGroup, AdminTimeSlot[]> = { morning: [], afternoon: [], evening: [] };
  for (const slot of [...slots].sort((a, b) => a.time.localeCompare(b.time))) groups[slotGroupOf(slot.time)].push(slot);
  return groups;
}
