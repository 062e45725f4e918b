import { DomainError } from "@chefzap/shared";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { pixelBombPng, testImage } from "../../test/images.ts";
import { decodeDataUrl, MAX_IMAGE_BYTES, prepareImage, sniffImageKind } from "./image-guard.ts";

async function codeOf(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    return (error as DomainError).code;
  }
}

describe("image guard", () => {
  it("tells JPEG, PNG and WEBP apart by their bytes, and nothing else", async () => {
    expect(sniffImageKind(await testImage("jpeg"))).toBe("jpeg");
    expect(sniffImageKind(await testImage("png"))).toBe("png");
    expect(sniffImageKind(await testImage("webp"))).toBe("webp");
    expect(sniffImageKind(Buffer.from("GIF89a..."))).toBeUndefined();
    expect(sniffImageKind(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeUndefined();
  });

  it("re-encodes to a JPEG of at most 1024 px without the camera's EXIF", async () => {
    const big = await testImage("jpeg", 3000, 2000);
    const withExif = await sharp(big)
      .withExif({ IFD0: { Copyright: "Maria", ImageDescription: "cozinha de casa" } })
      .jpeg()
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const out = await prepareImage(withExif);
    const meta = await sharp(out).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 1024, height: 683 });
    expect(meta.exif).toBeUndefined();
    // Nothing of the photo may stay in libvips' cache: the cache holds no memory and no operations. (The
    // limits, not the current size: another file's image work may still be finishing in this worker.)
    expect(sharp.cache()).toMatchObject({ memory: { max: 0 }, items: { max: 0 } });
  });

  it("keeps a 1×1 image and converts PNG and WEBP", async () => {
    expect(sniffImageKind(await prepareImage(await testImage("png", 1, 1)))).toBe("jpeg");
    expect(sniffImageKind(await prepareImage(await testImage("webp")))).toBe("jpeg");
  });

  it("refuses pixel bombs, truncated files and non-images with unsupported_image", async () => {
    await expect(prepareImage(pixelBombPng())).rejects.toThrow(/resolução grande demais/);
    const jpeg = await testImage("jpeg", 400, 300);
    expect(await codeOf(prepareImage(jpeg.subarray(0, jpeg.length / 2)))).toBe("unsupported_image");
    expect(await codeOf(prepareImage(Buffer.from("isto é um arquivo de texto")))).toBe("unsupported_image");
    expect(await codeOf(prepareImage(Buffer.alloc(0)))).toBe("unsupported_image");
  });

  it("refuses more than 10 MB before decoding", async () => {
    expect(await codeOf(prepareImage(Buffer.alloc(MAX_IMAGE_BYTES + 1, 0xff)))).toBe("payload_too_large");
  });

  it("reads base64 data URLs whatever type they declare, and refuses anything else", () => {
    expect(decodeDataUrl("data:image/png;base64,AAEC")).toEqual(Buffer.from([0, 1, 2]));
    expect(decodeDataUrl("data:application/octet-stream;base64,AAEC")).toEqual(Buffer.from([0, 1, 2]));
    expect(() => decodeDataUrl("AAEC")).toThrow(DomainError);
    expect(() => decodeDataUrl("data:image/jpeg;base64,não é base64!")).toThrow(DomainError);
    expect(() => decodeDataUrl("https://exemplo.com/foto.jpg")).toThrow(DomainError);
  });
});
