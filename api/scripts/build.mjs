// `npm run build -w api`: bundles the api and the workspace packages it imports (@chefzap/shared and
// @chefzap/prompts export TypeScript sources) into dist/main.js, which production runs with plain node.
// npm packages stay external: sharp, PGlite and argon2 load native or WebAssembly files from their own
// folders, and node_modules is deployed anyway.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { build } from "esbuild";

const apiRoot = path.resolve(import.meta.dirname, "..");
const outdir = path.join(apiRoot, "dist");

/** Bare imports other than our workspaces are left to node at run time. */
const externalPackages = {
  name: "external-packages",
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@chefzap/") ? undefined : { path: args.path, external: true },
    );
  },
};

// A few modules find their files from their own folder (migrations beside db/client.ts, api/data from
// grounding/csv.ts, the repository root from config/env.ts). In one bundle they would all share
// dist/'s folder, so each keeps its source folder, expressed from the bundle so the tree can move.
const ownDirname = {
  name: "own-dirname",
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, "utf8");
      if (!source.includes("import.meta.dirname")) return undefined;
      const fromBundle = path.relative(outdir, path.dirname(args.path)).split(path.sep).join("/");
      const dirname = `(import.meta.dirname + ${JSON.stringify(`/${fromBundle}`)})`;
      return { contents: source.replaceAll("import.meta.dirname", dirname), loader: "ts" };
    });
  },
};

await build({
  entryPoints: [path.join(apiRoot, "src/main.ts")],
  outfile: path.join(outdir, "main.js"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  logLevel: "warning",
  plugins: [externalPackages, ownDirname],
});
