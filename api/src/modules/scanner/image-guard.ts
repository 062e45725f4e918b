import { DomainError, IMAGE_TOO_LARGE_MESSAGE } from "@chefzap/shared";
import sharp from "sharp";

// libvips keeps recent operations (decoded pixels included) in a process-wide cache; a cook's photo
// must not outlive the request, and no two scans share an input, so the cache buys nothing here.
sharp.cache(false);

/** The limit the scanner dialog states, now enforced: on the decoded bytes, not the base64 text. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Larger than any phone camera (a 200 MP sensor is the exception); a pixel bomb stops at decode. */
const MAX_INPUT_PIXELS = 40_000_000;
const LONGEST_SIDE = 1024;
const JPEG_QUALITY = 80;

const DATA_URL = /^data:[\w.+/-]*(?:;[\w=.-]+)*;base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * The bytes of a `data:…;base64,` URL. The declared type is ignored (the content decides later), but
 * text that is not base64 is refused here because Buffer.from would silently skip the bad characters.
 */
export function decodeDataUrl(imageData: string): Buffer {
  const prefix = DATA_URL.exec(imageData);
  if (!prefix) throw new DomainError("unsupported_image");
  const payload = imageData.slice(prefix[0].length);
  // 4 base64 characters carry 3 bytes: refuse before allocating a buffer for an oversized upload.
  if (Math.floor((payload.length * 3) / 4) > MAX_IMAGE_BYTES + 2)
    throw new DomainError("payload_too_large", IMAGE_TOO_LARGE_MESSAGE);
  if (!BASE64.test(payload)) throw new DomainError("unsupported_image");
  return Buffer.from(payload, "base64");
}

type ImageKind = "jpeg" | "png" | "webp";

/** Sniffs the magic bytes; the file name, MIME type and data-URL prefix are all client-controlled. */
export function sniffImageKind(bytes: Buffer): ImageKind | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return "png";
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString("latin1") === "RIFF" &&
    bytes.subarray(8, 12).toString("latin1") === "WEBP"
  )
    return "webp";
  return undefined;
}

/**
 * Checks an uploaded photo and re-encodes it as a JPEG of at most 1024 px on its longest side. Sharp
 * drops EXIF (GPS included) unless asked to keep it, and fully decoding the image is what catches
 * truncated files and pixel bombs. Everything happens in memory; nothing touches the disk.
 */
export async function prepareImage(bytes: Buffer): Promise<Buffer> {
  if (bytes.length > MAX_IMAGE_BYTES) throw new DomainError("payload_too_large", IMAGE_TOO_LARGE_MESSAGE);
  const kind = sniffImageKind(bytes);
  if (!kind) throw new DomainError("unsupported_image");
  try {
    // failOn "truncated" rather than the default "warning": phone JPEGs often carry harmless warnings
    // (extraneous bytes), but a cut-off upload must not reach the model as a half-grey picture.
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "truncated", animated: false })
      .rotate() // applies the EXIF orientation before the metadata is dropped
      .resize({ width: LONGEST_SIDE, height: LONGEST_SIDE, fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" }) // JPEG has no alpha: transparent PNG/WEBP areas become white
      .jpeg({ quality: JPEG_QUALITY })
      .toBuffer();
  } catch (error) {
    const message = String((error as Error)?.message ?? "");
    if (/pixel limit/i.test(message))
      throw new DomainError(
        "unsupported_image",
        "A imagem tem resolução grande demais. Envie uma foto menor.",
        {
          kind,
        },
      );
    throw new DomainError(
      "unsupported_image",
      "Não foi possível ler a imagem: o arquivo parece corrompido. Tente com outra foto.",
      { kind },
    );
  }
}
