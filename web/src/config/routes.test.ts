import { describe, expect, it } from 'vitest';
import { publicBookingIdentifier } from './routes.ts';

describe('public booking paths', () => {
  it('recognises /{username}, /u/{username}, /scheduling/{username} and /schedule/{userId}', () => {
    expect(publicBookingIdentifier('/demo')).toBe('demo');
    expect(publicBookingIdentifier('/u/demo')).toBe('demo');
    expect(publicBookingIdentifier('/scheduling/demo/')).toBe('demo');
    expect(publicBookingIdentifier('/schedule/0b6f3c1e-1111-4a4a-8b8b-123456789abc')).toBe('0b6f3c1e-1111-4a4a-8b8b-123456789abc');
  });

  it('leaves app pages to the router', () => {
    for (const path of ['/', '/auth', '/user/profile', '/about', '/booking', '/admin', '/u', '/a/b/c', '/payment']) {
      expect(publicBookingIdentifier(path)).toBeNull();
    }
  });
});
