/**
 * The scanner's photo handling, which the app hands to the chat so features stay independent: why a
 * file cannot be sent (pt-BR, or null), and the photo made ready to upload as a JPEG data URL.
 */
export interface PhotoSlot {
  problem: (file: File) => string | null;
  prepare: (file: File) => Promise<string>;
}
