import { publicBookingPath } from '../../../config/routes.ts';

/** What the front desk's QR code holds: the business's public page, the same link the owner shares. */
export function shareLink(origin: string, username: string): string {
  return `${origin}${publicBookingPath(username)}`;
}

/**
 * A QR matrix (rows of dark/light modules) as one SVG path of unit squares, each dark run of a row one rectangle:
 * small markup, crisp at any print size (the SVG scales, its viewBox is the matrix).
 */
export function qrPath(rows: ReadonlyArray<ReadonlyArray<boolean>>): string {
  const parts: string[] = [];
  rows.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      parts.push(`M${start} ${y}h${x - start}v1h-${x - start}z`);
    }
  });
  return parts.join('');
}
