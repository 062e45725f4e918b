import { z } from "zod";

/** What the scanner says when a photo is over its 10 MB limit, whichever check finds it. */
export const IMAGE_TOO_LARGE_MESSAGE = "A imagem deve ter no máximo 10 MB. Envie uma foto menor.";

/** 10 MB of image is ~13.4 MiB of base64; the decoded size is checked exactly by the api. */
export const MAX_IMAGE_DATA_LENGTH = 14_500 * 1024;

/** POST /api/scan-ingredients: the photo as a data URL (or bare base64). */
export const scanIngredientsBodySchema = z.object({
  imageData: z
    .string({ error: "Envie a foto em imageData." })
    .min(1, "Envie a foto em imageData.")
    .max(MAX_IMAGE_DATA_LENGTH, { error: IMAGE_TOO_LARGE_MESSAGE, abort: true }),
});
export type ScanIngredientsBody = z.infer<typeof scanIngredientsBodySchema>;

/** GET /api/scanner/status: whether a photo can be read now, so the dialog can say so before one is chosen. */
export const scannerStatusSchema = z.object({
  available: z.boolean(),
  /** Why not, in pt-BR, when it is off. */
  message: z.string().optional(),
});
export type ScannerStatus = z.infer<typeof scannerStatusSchema>;
