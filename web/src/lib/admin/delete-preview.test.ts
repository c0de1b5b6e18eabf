import { describe, expect, it } from 'vitest';
import { describeDeletePreview } from './delete-preview.ts';

describe('delete confirmation', () => {
  it('names what a user delete removes with them', () => {
    expect(describeDeletePreview({ services: 3, bookings: 12, upcomingBookings: 4, availability: 3 })).toBe('3 xizmat, 12 uchrashuv');
  });

  it('leaves out what the user does not have', () => {
    expect(describeDeletePreview({ services: 0, bookings: 5, upcomingBookings: 0, availability: 0 })).toBe('5 uchrashuv');
    expect(describeDeletePreview({ services: 0, bookings: 0, upcomingBookings: 0, availability: 0 })).toBe('');
  });
});
