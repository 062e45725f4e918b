/** How the app's api calls leave: a path on the api and the request's options, as fetch takes them. */
export type ApiTransport = (path: string, init?: RequestInit) => Promise<Response>;

let transport: ApiTransport = (path, init) => fetch(path, init);

/** Every api call goes through here: the browser's fetch, or the server's while it renders a page. */
export const apiFetch: ApiTransport = (path, init) => transport(path, init);

/** Server rendering only (app/render-page): where api calls go while a page is rendered. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}
