import { DomainError, errorMessages, type ScannerStatus } from "@chefzap/shared";
import type { Logger } from "pino";
import type { IngredientVision } from "../../ai/vision/ingredient-vision.ts";
import { prepareImage } from "./image-guard.ts";
import { toScanResult, type FoodNames, type ScanResult } from "./scan-result.ts";

export interface ScannerDeps {
  /** Absent when no vision model is configured: every scan then answers scanner_unavailable. */
  vision: IngredientVision | undefined;
  logger: Logger;
  /** Names what the model saw as the food catalogue does. */
  foods: FoodNames;
}

const retryLater =
  "Não conseguimos analisar a foto agora. Tente novamente em instantes ou digite seus ingredientes na lista.";

/**
 * Photo → ingredients, for the web dialog now and the WhatsApp bot later; knows nothing of HTTP. The
 * image lives only in memory for the length of the call and is never stored or logged.
 */
export function createScannerService({ vision, logger, foods }: ScannerDeps) {
  return {
    /** Off only when no vision model is configured; a provider outage is found out per scan. */
    status(): ScannerStatus {
      return vision ? { available: true } : { available: false, message: errorMessages.scanner_unavailable };
    },

    async scan(userId: string, image: Buffer, signal?: AbortSignal): Promise<ScanResult> {
      // Bad input gets its own 4xx even when the scanner is off, so clients learn what to fix.
      const jpeg = await prepareImage(image);
      if (!vision) throw new DomainError("scanner_unavailable");
      try {
        const result = toScanResult(await vision.detect(jpeg, signal), foods);
        logger.info({ userId, found: result.ingredients.length }, "photo scanned");
        return result;
      } catch (error) {
        // Retries already happened inside detect; a provider outage is not our 500.
        if (signal?.aborted) logger.info({ userId }, "photo scan abandoned by the client");
        else logger.error({ err: error, userId }, "photo scan failed");
        throw new DomainError("scanner_unavailable", retryLater);
      }
    },
  };
}

export type ScannerService = ReturnType<typeof createScannerService>;
