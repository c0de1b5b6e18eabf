import { describe, expect, it } from 'vitest';
import { otherStatuses } from './status-options.ts';

describe('admin booking status menu', () => {
  it('offers every status but the current one', () => {
    expect(otherStatuses('pending')).toEqual(['confirmed', 'cancelled', 'no_show']);
    expect(otherStatuses('confirmed')).toEqual(['pending', 'cancelled', 'no_show']);
    expect(otherStatuses('cancelled')).toEqual(['pending', 'confirmed', 'no_show']);
    expect(otherStatuses('no_show')).toEqual(['pending', 'confirmed', 'cancelled']);
  });
});
