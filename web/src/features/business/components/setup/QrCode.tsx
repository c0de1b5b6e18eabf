import { useEffect, useState } from 'react';
import { setup as t } from '../../../../config/messages.ts';
import { qrPath } from '../../model/qr.ts';

/**
 * The link as a QR code, drawn here (no image service sees the link): the encoder (uqr, a few KB) loads only when
 * this step opens. An SVG, so it prints sharp at any size.
 */
export function QrCode({ text, label, size = 240 }: { text: string; label: string; size?: number }) {
  const [matrix, setMatrix] = useState<boolean[][] | null>(null);

  useEffect(() => {
    let live = true;
    void import('uqr').then(({ encode }) => {
      // Medium correction: a printed code stays readable with a smudge or a fold.
      if (live) setMatrix(encode(text, { ecc: 'M', border: 2 }).data);
    });
    return () => {
      live = false;
    };
  }, [text]);

  if (!matrix) {
    return (
      <div style={{ width: size, height: size, display: 'grid', placeItems: 'center' }} role="status">
        <span className="muted">{t.qrLoading}</span>
      </div>
    );
  }
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${matrix.length} ${matrix.length}`}
      shapeRendering="crispEdges"
    >
      <rect width="100%" height="100%" fill="#fff" />
      <path d={qrPath(matrix)} fill="#000" />
    </svg>
  );
}
