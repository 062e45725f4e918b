/**
 * Card details never touch ChefZap: checkout and the card portal are the payment provider's own
 * pages, opened in this tab. A module of its own so tests can see where the page would go.
 */
export function leaveForProvider(url: string): void {
  window.location.assign(url);
}
