import { useMemo } from "react";

import { qrMatrix } from "./qr-matrix";

/** A QR code as inline SVG: dark on white whatever the theme, with a spoken label. */
export function QrCode({ text, label, testId, className }: { text: string; label: string; testId?: string; className?: string }) {
  const { size, path } = useMemo(() => qrMatrix(text), [text]);
  return (
    <svg
      className={`qr${className ? ` ${className}` : ""}`}
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      data-testid={testId}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
