import { useMemo } from "react";
import { encode } from "uqr";

/**
 * A QR code drawn as one SVG path from the module grid, dark on white in either theme: phone cameras
 * read the code by that contrast, and a light-on-dark one fails on many of them.
 */
export function QrCode({ value, label, className }: { value: string; label: string; className?: string }) {
  const { path, size } = useMemo(() => {
    const { data } = encode(value, { border: 2, ecc: "L" });
    const cells = data.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : "")));
    return { path: cells.join(""), size: data.length };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={className}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
