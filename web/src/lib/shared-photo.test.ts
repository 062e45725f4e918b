import { File as FetchFile } from "node:buffer";
import { describe, expect, it } from "vitest";
import { memoryCaches } from "@/test/memory-caches";
import { keepSharedPhoto, sharedPhotoFrom, takeSharedPhoto } from "./shared-photo";

const photo = (name = "geladeira aberta.jpg", type = "image/jpeg") =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], name, { type });

function form(...entries: [string, string | File][]) {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

// jsdom's File has no arrayBuffer(); FileReader reads it as a browser would.
function bytesOf(file: File): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file);
  });
}

describe("photo shared from the gallery", () => {
  it("takes the first image the share sent under the manifest's field", () => {
    const first = photo("a.png", "image/png");
    const shared = form(
      ["foto", new File(["x"], "nota.txt", { type: "text/plain" })],
      ["foto", first],
      ["foto", photo("b.jpg")],
    );
    expect(sharedPhotoFrom(shared)).toBe(first);
  });

  it("finds none in a share of text or of files under another field", () => {
    expect(sharedPhotoFrom(form(["texto", "tomate"]))).toBeNull();
    expect(sharedPhotoFrom(form(["arquivo", photo()]))).toBeNull();
  });

  it("comes back once, with its bytes, type and name, as the file the picker would give", async () => {
    const storage = memoryCaches();
    // The worker's File and Response come from one implementation; in jsdom only Node's File is the
    // one Node's Response reads (jsdom's would be sent as "[object File]").
    const fromGallery = new FetchFile(
      [new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])],
      "geladeira aberta.jpg",
      {
        type: "image/jpeg",
      },
    );
    await keepSharedPhoto(storage, fromGallery as unknown as File);
    const taken = await takeSharedPhoto(storage);
    expect(taken?.name).toBe("geladeira aberta.jpg");
    expect(taken?.type).toBe("image/jpeg");
    expect([...(await bytesOf(taken!))]).toEqual([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    expect(await takeSharedPhoto(storage)).toBeNull();
  });

  it("a share without a photo clears an older one", async () => {
    const storage = memoryCaches();
    await keepSharedPhoto(storage, photo());
    await keepSharedPhoto(storage, null);
    expect(await takeSharedPhoto(storage)).toBeNull();
  });
});
