import type { Plugin } from "vite";

/**
 * Everything the first page needs comes in two files rather than dozens: React and the router, which
 * change only with an upgrade (and so stay cached across releases), and the rest of what the entry
 * imports. The routes loaded later keep their own chunks.
 */
export function landingChunks(): Plugin {
  return {
    name: "chefzap-landing-chunks",
    apply: "build",
    config(_config, { isSsrBuild }) {
      if (isSsrBuild) return;
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  {
                    name: "react",
                    test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
                    tags: ["$initial"],
                    priority: 2,
                  },
                  { name: "app", tags: ["$initial"], priority: 1 },
                  // The later pages' icons in one file (9 kB) instead of one file each: every one was a
                  // request, and a link the page added to the document while it loaded.
                  { name: "icons", test: /node_modules[\\/]lucide-react[\\/]/ },
                ],
              },
            },
          },
        },
      };
    },
  };
}
