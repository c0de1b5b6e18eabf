import { describe, expect, it } from 'vitest';
import { otherStatuses } from './status-options.ts';

describe('admin booking status menu', () => {
  it('offers every status but the current one', () => {
    expect(otherStatuses('pending')).toEqual(['confirmed', 'cancelled']);
    expect(otherStatuses('confirmed')).toEqual(['pending', 'cancelled']);
    expect(otherStatuses('cancelled')).toEqual(['pending', 'confirmed']);
  });
});
