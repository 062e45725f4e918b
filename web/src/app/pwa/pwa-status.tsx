import { OfflineNotice } from "./offline-notice";
import { useRecipeCacheOwner } from "./use-recipe-cache-owner";

/** The installed app's side of the page: the offline notice and the cache owner (main.ts registers the worker). */
export function PwaStatus() {
  useRecipeCacheOwner();
  return <OfflineNotice />;
}
