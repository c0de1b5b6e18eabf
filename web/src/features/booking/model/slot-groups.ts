import type { Slot } from '../../../lib/types.ts';

export type SlotGroupKey = 'morning' | 'afternoon' | 'evening';

export interface SlotGroup {
  key: SlotGroupKey;
  slots: Slot[];
}

/** The time a visitor sees: the slot in their own zone (equal to `time` when zones match). */
export function displayTime(slot: Slot): string {
  return slot.clientTime || slot.time;
}

/** Ertalab (< 12), Tushdan keyin (12 to < 18), Kechki (18+), by the shown hour. Empty groups are dropped. */
export function groupSlots(slots: readonly Slot[]): SlotGroup[] {
  const groups: Record<SlotGroupKey, Slot[]> = { morning: [], afternoon: [], evening: [] };
  const sorted = [...slots].sort((a, b) => displayTime(a).localeCompare(displayTime(b)));
  for (const slot of sorted) {
    const hour = Number(displayTime(slot).slice(0, 2));
    groups[hour < 12 ? 'morning' : hour < 18 ? 'afternoon' : 'evening'].push(slot);
  }
  return (Object.keys(groups) as SlotGroupKey[]).filter((key) => groups[key].length > 0).map((key) => ({ key, slots: groups[key] }));
}

/** The note about local times is due when the slots are in another zone than the provider's. */
export function showsClientTime(slots: readonly Slot[], providerTimezone: string): boolean {
  const zone = slots[0]?.timezone;
  return Boolean(zone && zone !== providerTimezone);
}
