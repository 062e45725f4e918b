/**
 * Runs `task` once the browser has nothing more urgent to do (at the latest after `timeoutMs`), so work
 * that nothing on screen waits for stays out of a page's loading; returns the cancel.
 */
export function whenIdle(task: () => void, timeoutMs = 5000): () => void {
  if (typeof requestIdleCallback !== "function") {
    const timer = setTimeout(task, 0);
    return () => clearTimeout(timer);
  }
  const idle = requestIdleCallback(task, { timeout: timeoutMs });
  return () => cancelIdleCallback(idle);
}
