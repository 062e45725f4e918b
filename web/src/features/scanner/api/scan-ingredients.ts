import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

export interface ScanResult {
  ingredients: string[];
  /** Percent, 0–100. */
  confidence: number;
}

/** POST /api/scan-ingredients with the downscaled JPEG data URL. */
export function scanIngredients(imageData: string): Promise<ScanResult> {
  return apiRequest<ScanResult>("POST", "/api/scan-ingredients", { imageData });
}

export function useScanIngredients() {
  return useMutation({ mutationFn: scanIngredients });
}
