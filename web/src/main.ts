// The page's first code: small, and without React, which the page's markup does not need to show.
import { holdTaps } from "./app/boot/held-taps";
import { startAtFirstIntent } from "./app/boot/first-intent";
import { nameThemeTogglesForDark } from "./app/layout/theme-labels";
import { APP_CODE_ID, isStaticPage } from "./app/page-document";
import { whenIdle } from "./lib/when-idle";
import "./styles.css";

const root = document.getElementById("root")!;
const staticPage = isStaticPage(root);

let started: Promise<void> | undefined;
const start = () =>
  (started ??= import("./app/start-app").then(
    ({ startApp }) => startApp(root, staticPage),
    (error: unknown) => {
      // Not kept: a later call imports again, which browsers following whatwg/html#10327 fetch anew.
      started = undefined;
      throw error;
    },
  ));

// A static page prerendered at build (the landing, help, legal) is read before it is used, and React
// taking it over is the heaviest work a phone does on it: React comes at the visitor's first touch,
// key or scroll, and the taps made while it loads are replayed to it. (A signed-in cook's request for
// one is rendered by the server with their data, and React takes that at once.)
if (staticPage) {
  nameThemeTogglesForDark(root);
  // Before holdTaps, so that a held tap still counts as the visitor's intent.
  startAtFirstIntent(start, () => replay());
  const replay = holdTaps(root);
  // Downloaded (not compiled nor run) once the page has loaded: the first touch waits for no download.
  window.addEventListener("load", () => whenIdle(fetchAppCode));
} else {
  void start();
}

/** The app's files, as the build lists them in the page (build/landing-chunks.ts). */
function fetchAppCode() {
  const list = document.getElementById(APP_CODE_ID)?.textContent;
  for (const href of list ? (JSON.parse(list) as string[]) : []) {
    const link = Object.assign(document.createElement("link"), { rel: "prefetch", href });
    document.head.append(link);
  }
}

// Only a production build has a worker to register (and the module that registers it).
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  window.addEventListener("load", () =>
    whenIdle(
      () => void import("./app/pwa/register-worker").then(({ registerWorker }) => registerWorker(start)),
    ),
  );
}
