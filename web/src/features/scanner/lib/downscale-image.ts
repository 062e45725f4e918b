import { SCAN_JPEG_QUALITY, scanTargetSize } from "./scan-size";

type Drawable = CanvasImageSource & { width: number; height: number };

// Safari before 15 lacks createImageBitmap; an <img> decodes the same formats there.
async function decode(file: File): Promise<{ image: Drawable; release: () => void }> {
  if (typeof createImageBitmap === "function") {
    const bitmap = await createImageBitmap(file);
    return { image: bitmap, release: () => bitmap.close() };
  }
  const url = URL.createObjectURL(file);
  const img = new Image();
  img.src = url;
  await img.decode();
  return {
    image: Object.assign(img, { width: img.naturalWidth, height: img.naturalHeight }),
    release: () => URL.revokeObjectURL(url),
  };
}

/**
 * The photo as a JPEG data URL within the scan bounds (spec §5). Rejects when the browser cannot
 * decode the file, which the dialog reports as 'Erro ao processar imagem'.
 */
export async function downscaleImage(file: File): Promise<string> {
  const { image, release } = await decode(file);
  try {
    const size = scanTargetSize({ width: image.width, height: image.height });
    const canvas = document.createElement("canvas");
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("canvas 2d unavailable");
    // PNGs with transparency would turn black as JPEG; a white ground reads like a photo.
    context.fillStyle = "#fff";
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(image, 0, 0, size.width, size.height);
    return canvas.toDataURL("image/jpeg", SCAN_JPEG_QUALITY);
  } finally {
    release();
  }
}
