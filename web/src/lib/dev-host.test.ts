import { describe, expect, it } from 'vitest';
import { isDevelopmentHost } from './dev-host.ts';

describe('isDevelopmentHost', () => {
  it('counts loopback, local names and bare addresses as development', () => {
    for (const host of ['localhost', 'app.localhost', '127.0.0.1', '10.0.0.5', '[::1]', '::1', 'qabul.local', 'api.test', 'box.internal']) {
      expect(isDevelopmentHost(host)).toBe(true);
    }
  });
  it('counts real domains as production', () => {
    for (const host of ['qabul.uz', 'www.qabul.uz', 'booking.example.com', 'localhost.uz', 'test.qabul.uz']) {
      expect(isDevelopmentHost(host)).toBe(false);
    }
  });
});
