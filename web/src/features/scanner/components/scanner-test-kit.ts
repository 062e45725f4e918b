import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { vi } from "vitest";

/** jsdom decodes no images and has no 2d canvas; these stand in for the downscale's browser parts. */
export function stubImageDecoding({ width = 1600, height = 1200, fail = false } = {}) {
  const canvases: HTMLCanvasElement[] = [];
  vi.stubGlobal(
    "createImageBitmap",
    vi.fn(async () => {
      if (fail) throw new Error("decode failed");
      return { width, height, close: () => {} };
    }),
  );
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockImplementation(function (this: HTMLCanvasElement) {
    canvases.push(this);
    return { fillRect: () => {}, drawImage: () => {}, fillStyle: "" } as never;
  });
  vi.spyOn(HTMLCanvasElement.prototype, "toDataURL").mockReturnValue("data:image/jpeg;base64,AAAA");
  return canvases;
}

export const aPhoto = (type = "image/jpeg", bytes = 2048) =>
  new File([new Uint8Array(bytes)], "geladeira.jpg", { type });

/** user-event with `accept` ignored, so refused files still reach the component. */
export const scannerUser = () => userEvent.setup({ applyAccept: false });

export async function choosePhoto(user: ReturnType<typeof scannerUser>, file = aPhoto()) {
  // The dialog's body loads on its first opening: the input appears once it has.
  await user.upload(await screen.findByLabelText("Foto dos ingredientes"), file);
}
