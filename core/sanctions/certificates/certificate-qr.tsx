import { Path, Svg } from '@react-pdf/renderer';
import QRCode from 'qrcode';

/** Light modules around the code, as the QR standard asks, so a phone finds its edges. */
const QUIET_ZONE = 4;

/** The dark modules of a QR code as one SVG path, one unit per module. */
function qrPath(text: string): { size: number; d: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) parts.push(`M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
    }
  }
  return { size: modules.size + 2 * QUIET_ZONE, d: parts.join('') };
}

/** A QR code of `text`, drawn as vectors: sharp at any print size, no image to embed. */
export function QrCode({ text, width }: { text: string; width: number }) {
  const { size, d } = qrPath(text);
  return (
    <Svg width={width} height={width} viewBox={`0 0 ${size} ${size}`}>
      <Path d={d} fill="#000000" />
    </Svg>
  );
}
