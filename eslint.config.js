import { readdirSync } from "node:fs";
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Features never import each other (bulletproof-react's rule): what two features share lives in
// web/src/lib or web/src/components, and a page that shows another feature gets it from app/.
const features = readdirSync(new URL("web/src/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureBoundaries = features.map((feature) => ({
  files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          {
            group: ["@/features/*", `!@/features/${feature}`, `!@/features/${feature}/**`, "@/app/*"],
            message:
              "Features do not import each other or the app: share through web/src/lib, compose in app/.",
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      "**/dist/**",
      "**/dist-server/**",
      "**/node_modules/**",
      "data/**",
      "api/src/db/migrations/**",
      "test-results/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  {
    files: ["web/public/**/*.js"],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ["web/src/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Only configuration modules may read the environment (STYLE: config parsed once).
    files: ["{api,bot,web}/src/**/*.{ts,tsx}"],
    ignores: ["**/config/**", "**/*.test.{ts,tsx}", "**/test/env.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read env in config/env.ts only." },
      ],
    },
  },
  ...featureBoundaries,
  {
    files: ["scripts/**", "**/scripts/**", "web/e2e/**", "**/bench/**"],
    rules: { "no-console": "off" },
  },
);
