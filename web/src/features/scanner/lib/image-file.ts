/** The tips promise 10MB; refusing bigger files here saves an upload the server would refuse too. */
export const MAX_SCAN_FILE_BYTES = 10 * 1024 * 1024;

/** Why a chosen file cannot be scanned, or null when it can. */
export function imageFileProblem(file: File): string | null {
  if (!file.type.startsWith("image/")) return "Escolha uma imagem (JPG, PNG ou WEBP).";
  if (file.size > MAX_SCAN_FILE_BYTES) return "A foto passa de 10MB. Escolha uma imagem menor.";
  return null;
}
