import { useEffect } from "react";
import { OfflineNotice } from "./offline-notice";
import { useRecipeCacheOwner } from "./use-recipe-cache-owner";

/** The installed app's side of the page: its service worker, the offline notice and cache owner. */
export function PwaStatus() {
  useRecipeCacheOwner();
  useEffect(() => {
    // Only a production build has a worker to register (and the module that registers it).
    if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
    void import("./register-worker").then(({ registerWorker }) => registerWorker());
  }, []);
  return <OfflineNotice />;
}
