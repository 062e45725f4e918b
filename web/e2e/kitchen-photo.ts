import type { Page } from "playwright-core";

/** A real 1600×1200 JPEG drawn in the page: the api sniffs content, so the bytes must decode. */
export async function kitchenPhoto(page: Page): Promise<Buffer> {
  const dataUrl: string = await page.evaluate(`(() => {
    const canvas = document.createElement("canvas");
    canvas.width = 1600;
    canvas.height = 1200;
    const ctx = canvas.getContext("2d");
    ctx.fillStyle = "#f5ead7";
    ctx.fillRect(0, 0, 1600, 1200);
    ctx.fillStyle = "#d8342b";
    ctx.beginPath(); ctx.arc(550, 600, 260, 0, Math.PI * 2); ctx.fill();
    ctx.fillStyle = "#c9a24a";
    ctx.beginPath(); ctx.arc(1100, 620, 220, 0, Math.PI * 2); ctx.fill();
    return canvas.toDataURL("image/jpeg", 0.7);
  })()`);
  return Buffer.from(dataUrl.split(",")[1]!, "base64");
}
