import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inScope, scopedMaster, scopeWhere } from './booking-scope.ts';

const id = fc.constantFrom('p1', 'p2');
const master = fc.constantFrom('m1', 'm2', null);

describe('a master acts only on their own bookings', () => {
  it("a booking is in an owner's scope when it is the business's, in a master's when it is theirs too", () => {
    fc.assert(
      fc.property(id, master, id, master, (providerId, staffId, userId, bookingMaster) => {
        const scope = { providerId, staffId };
        const booking = { userId, staffId: bookingMaster };
        expect(inScope(scope, booking)).toBe(userId === providerId && (staffId === null || bookingMaster === staffId));
        // The ORM's filter says the same of the booking.
        const where = scopeWhere(scope);
        expect(where.userId === userId && (where.staffId === undefined || where.staffId === bookingMaster)).toBe(inScope(scope, booking));
      }),
    );
  });

  it('a master names only themselves (another master is 404); an owner names whom they name', () => {
    expect(scopedMaster({ providerId: 'p1', staffId: 'm1' }, 'm1')).toBe('m1');
    expect(scopedMaster({ providerId: 'p1', staffId: 'm1' }, null)).toBe('m1');
    expect(() => scopedMaster({ providerId: 'p1', staffId: 'm1' }, 'm2')).toThrow(expect.objectContaining({ code: 'not_found' }));
    expect(scopedMaster({ providerId: 'p1', staffId: null }, 'm2')).toBe('m2');
    expect(scopedMaster({ providerId: 'p1', staffId: null }, undefined)).toBeNull();
  });
});
