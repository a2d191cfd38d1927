/**
 * A QR code as an SVG path (qrcode-generator, no dependencies): one square per dark module,
 * merged along rows, so the code is crisp at any size — a phone or the classroom projector.
 */
import qrcode from "qrcode-generator";

export interface QrMatrix {
  /** Modules per side, the quiet zone included. */
  size: number;
  /** The dark modules as an SVG path in module units. */
  path: string;
}

/** The quiet zone the standard asks for around the code (4 modules). */
export const QUIET_ZONE = 4;

export function qrMatrix(text: string): QrMatrix {
  // Type 0: the smallest version that fits; level M survives a smudged screen or a shadow.
  const qr = qrcode(0, "M");
  qr.addData(text, "Byte");
  qr.make();
  const count = qr.getModuleCount();
  const runs: string[] = [];
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; ) {
      if (!qr.isDark(row, col)) {
        col++;
        continue;
      }
      let end = col;
      while (end < count && qr.isDark(row, end)) end++;
      runs.push(`M${col + QUIET_ZONE} ${row + QUIET_ZONE}h${end - col}v1h-${end - col}z`);
      col = end;
    }
  }
  return { size: count + 2 * QUIET_ZONE, path: runs.join("") };
}
