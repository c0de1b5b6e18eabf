import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { qrPath, shareLink } from './qr.ts';

describe("the front desk's QR code", () => {
  it("holds the business's public page", () => {
    expect(shareLink('https://qabul.uz', 'malika_beauty')).toBe('https://qabul.uz/malika_beauty');
  });

  it('draws each dark run of a row as one rectangle', () => {
    expect(
      qrPath([
        [true, true, false, true],
        [false, false, false, false],
        [false, true, true, true],
      ]),
    ).toBe('M0 0h2v1h-2zM3 0h1v1h-1zM1 2h3v1h-3z');
  });

  it('draws a real code of the link with its three finder squares in the corners', () => {
    const { data, size } = encode(shareLink('https://qabul.uz', 'malika_beauty'), { border: 0 });
    expect(size).toBeGreaterThanOrEqual(21);
    // Each finder pattern's top row is seven dark modules.
    expect(data[0]!.slice(0, 7).every(Boolean)).toBe(true);
    expect(data[0]!.slice(size - 7).every(Boolean)).toBe(true);
    expect(data[size - 1]!.slice(0, 7).every(Boolean)).toBe(true);
    expect(qrPath(data)).toMatch(/^M0 0h7v1h-7z/);
  });
});
