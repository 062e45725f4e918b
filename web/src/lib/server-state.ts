import type { DehydratedState } from "@tanstack/react-query";
import { SERVER_STATE_ID } from "@/app/page-document";

let read = false;
let state: DehydratedState | undefined;

/** The api answers a page rendered by the server came with (see app/page-document), read once. */
export function serverState(): DehydratedState | undefined {
  if (!read) {
    read = true;
    const text =
      typeof document === "undefined" ? null : document.getElementById(SERVER_STATE_ID)?.textContent;
    state = text ? (JSON.parse(text) as DehydratedState) : undefined;
  }
  return state;
}
