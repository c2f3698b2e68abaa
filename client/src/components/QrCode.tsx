import { useEffect, useState } from 'react';
import QRCode from 'qrcode';

export const QR_DEFAULT_SIZE = 200;
export const QR_DEFAULT_MARGIN = 20;

/**
 * A QR code drawn as SVG by the qrcode package and shown as a data URL image. SVG needs no canvas,
 * stays sharp at any zoom and renders the same in every browser. The margin is a white quiet zone
 * in pixels around the `size`-pixel code.
 */
export function QrCode({
  value,
  size = QR_DEFAULT_SIZE,
  margin = QR_DEFAULT_MARGIN,
  label,
}: {
  value: string;
  size?: number;
  margin?: number;
  label: string;
}) {
  // The drawn code remembers its text, so a code for an older value is never shown.
  const [drawn, setDrawn] = useState<{ value: string; dataUrl: string | null } | null>(null);
  const dataUrl = drawn?.value === value ? drawn.dataUrl : null;

  useEffect(() => {
    let current = true;
    QRCode.toString(value, { type: 'svg', margin: 0, errorCorrectionLevel: 'M', color: { dark: '#000000', light: '#ffffff' } })
      .then((markup) => {
        if (current) setDrawn({ value, dataUrl: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}` });
      })
      .catch(() => {
        // Text too long for a QR code: the label and the link beside it still serve the visitor.
        if (current) setDrawn({ value, dataUrl: null });
      });
    return () => {
      current = false;
    };
  }, [value]);

  const box = { padding: margin, background: '#ffffff', display: 'inline-block', lineHeight: 0, borderRadius: 8 };
  return (
    <span className="qr-code" style={box}>
      {dataUrl ? (
        <img src={dataUrl} alt={label} width={size} height={size} data-value={value} />
      ) : (
        <span role="img" aria-label={label} style={{ display: 'inline-block', width: size, height: size }} />
      )}
    </span>
  );
}
