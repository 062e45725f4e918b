/** Spec §9: photos are bounded to 1024 × 768 before upload, re-encoded as JPEG at this quality. */
export const SCAN_MAX_WIDTH = 1024;
export const SCAN_MAX_HEIGHT = 768;
export const SCAN_JPEG_QUALITY = 0.8;

export interface Size {
  width: number;
  height: number;
}

/**
 * The upload size for a photo: landscape ones at most 1024 wide, portrait ones at most 768 tall,
 * aspect kept and never upscaled (a bigger copy of a small photo only costs bandwidth).
 */
export function scanTargetSize({ width, height }: Size): Size {
  const scale = width >= height ? Math.min(1, SCAN_MAX_WIDTH / width) : Math.min(1, SCAN_MAX_HEIGHT / height);
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}
