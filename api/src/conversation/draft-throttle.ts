import { CHAT_DRAFT_MAX } from "@chefzap/shared";

/**
 * A model writes dozens of tokens a second; a channel gets the answer so far at most once every
 * `everyMs`, the first at once so the words start to show as soon as they start. Drafts are whole, so
 * the ones skipped in between are never missed.
 */
export function throttleDrafts(send: (text: string) => void, everyMs: number) {
  let pending: string | undefined;
  let timer: NodeJS.Timeout | undefined;
  let sentAt = -Infinity;

  function flush(): void {
    clearTimeout(timer);
    timer = undefined;
    if (pending === undefined) return;
    const text = pending;
    pending = undefined;
    sentAt = Date.now();
    send(text);
  }

  return {
    push(text: string): void {
      pending = text.slice(0, CHAT_DRAFT_MAX);
      if (timer) return;
      const wait = sentAt + everyMs - Date.now();
      if (wait <= 0) flush();
      else timer = setTimeout(flush, wait);
    },
    /** Sends what waits now, so a stage that follows is not overtaken by the words before it. */
    flush,
    /** The reply is on its way: a draft after it would bring back words it already shows. */
    drop(): void {
      clearTimeout(timer);
      timer = undefined;
      pending = undefined;
    },
  };
}
