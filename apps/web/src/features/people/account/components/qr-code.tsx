import { encode } from 'uqr';

/** The dark modules of a QR code's matrix as one SVG path of unit squares (row by row). */
export function qrModulesPath(modules: readonly (readonly boolean[])[]): string {
  let path = '';
  modules.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      // A run of dark modules in a row is one rectangle.
      const start = x;
      while (x < row.length && row[x]) x += 1;
      path += `M${start} ${y}h${x - start}v1h${start - x}z`;
    }
  });
  return path;
}

/**
 * A QR code drawn on the client (the value never leaves the browser): dark on white whatever
 * the colour scheme, with its quiet zone, so any camera reads it.
 */
export function QrCode({
  value,
  size = 192,
  label,
}: {
  value: string;
  size?: number;
  label: string;
}) {
  const { data, size: modules } = encode(value, { ecc: 'M', border: 4 });
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
      style={{ display: 'block', borderRadius: 8 }}
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={qrModulesPath(data)} fill="#000" />
    </svg>
  );
}
