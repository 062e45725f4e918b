import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * React Router 7's package exports point every bundler at its development build (warnings and
 * checks included; react-router issue #14102): the app's build takes the production one instead.
 */
export function productionReactRouter(): Plugin {
  return {
    name: "chefzap-production-react-router",
    apply: "build",
    config(_config, { isSsrBuild }) {
      if (isSsrBuild) return;
      const root = path.dirname(createRequire(import.meta.url).resolve("react-router/package.json"));
      return {
        resolve: {
          alias: [{ find: /^react-router$/, replacement: path.join(root, "dist/production/index.mjs") }],
        },
      };
    },
  };
}
