import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { importX } from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { readdirSync } from "node:fs";
import i18next from "eslint-plugin-i18next";

// Layers: src/domain is pure (no server, web, database, HTTP or React); the web never imports the server.
const domainForbidden = [
  "**/server/**",
  "**/web/**",
  "@/*",
  "react",
  "react-dom",
  "drizzle-orm",
  "drizzle-orm/*",
  "fastify",
  "pg",
  "@electric-sql/*",
  "node:*",
];

// The web never imports the server, and reaches other folders through its aliases (decision 035).
const webImports = [
  { group: ["**/server/**"], message: "The web never imports the server: share code through src/domain." },
  { regex: "^\\.\\./", message: "Import from another folder through the @/ (src/web) or @domain/ alias." },
  {
    group: ["sonner"],
    message: "Toasts go through @/lib/toast, which loads sonner at the first toast (decision 167).",
  },
];
const webFeatures = readdirSync(new URL("./src/web/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
// A query key is built by its resource's factory in src/web/lib/query-keys.ts, never typed as an array,
// so an invalidation cannot drift from the query it refreshes (decision 036).
const webQueryKeys = {
  rules: {
    "query-key-from-factory": {
      meta: { type: "problem", messages: { literal: "Take the query key from its factory in @/lib/query-keys." } },
      create: (context) => ({
        "Property[key.name='queryKey'] > ArrayExpression": (node) => context.report({ node, messageId: "literal" }),
      }),
    },
  },
};

const restrictedSyntax = [
  {
    selector:
      "CallExpression[callee.object.name=/^(it|test|describe|suite)$/][callee.property.name=/^(only|skip|todo|skipIf|runIf)$/]",
    message: "No focused, skipped, conditional or to-do tests: every test runs and asserts.",
  },
  {
    // "Today" is the site's local date (src/domain/dates.ts), not the UTC date of an ISO string.
    selector:
      "CallExpression[callee.property.name=/^(slice|substring|substr)$/][callee.object.type='CallExpression'][callee.object.callee.property.name='toISOString'][arguments.0.value=0][arguments.1.value=10]",
    message: "No toISOString().slice(0, 10): use siteToday/localDate (src/domain/dates.ts) or @/lib/format-date.",
  },
];
// The web shows dates and numbers only through @/lib/format-date and @/lib/format-number (decision 071).
const webRestrictedSyntax = [
  ...restrictedSyntax,
  {
    selector: "CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]",
    message: "Format through @/lib/format-date or @/lib/format-number (the app's language, the site's zone).",
  },
  {
    selector: "NewExpression[callee.object.name='Intl'][callee.property.name=/^(DateTimeFormat|NumberFormat)$/]",
    message: "Format through @/lib/format-date or @/lib/format-number (the app's language, the site's zone).",
  },
];

// The whole web app is translated (issue 13): no literal user-facing text in JSX — it comes from the
// catalogues in src/web/i18n/locales via t("…"), in English and Spanish.
export const translatedSources = ["src/web/**"];
const literalUiText = {
  files: translatedSources,
  ignores: ["**/*.test.{ts,tsx}"],
  plugins: { i18next },
  rules: {
    "i18next/no-literal-string": [
      "error",
      {
        mode: "jsx-only",
        // JSX text and string expressions in JSX, and these attributes, are read by people.
        "jsx-attributes": {
          include: ["placeholder", "title", "alt", "label", "description", "aria-label", "aria-description"],
        },
        // Formatter styles ("short") and form field names (register("name")) are not UI text; defaults kept.
        callees: {
          exclude: ["i18n(ext)?", "t", "require", "addEventListener", "removeEventListener", "postMessage"]
            .concat(["getElementById", "dispatch", "commit", "includes", "indexOf", "endsWith", "startsWith"])
            .concat(["format[A-Z]\\w*"])
            // Form field names and ids (react-hook-form's register/watch/setValue, a field's aria props).
            .concat(["register", "watch", "setValue", "getValues", "trigger", "resetField", "fieldAria", "fieldProps"])
            // Translation functions named t<Something> (tBoth: a prompt in both app languages).
            .concat(["t[A-Z]\\w*"]),
        },
        message: 'User-facing text comes from the catalogue: t("…") with the key in en and es (src/web/i18n/locales).',
      },
    ],
  },
};

export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", "data/**", "drizzle/**", "screenshots/**", "src/web/public/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-explicit-any": "error",
      "no-restricted-syntax": ["error", ...restrictedSyntax],
    },
  },
  {
    // The import graph has no circles: each module can be read, tested and moved on its own.
    files: ["**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    files: ["src/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "query-keys": webQueryKeys },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "no-restricted-imports": ["error", { patterns: webImports }],
      "query-keys/query-key-from-factory": "error",
      "no-restricted-syntax": ["error", ...webRestrictedSyntax],
    },
  },
  {
    files: ["src/web/lib/format-date.ts", "src/web/lib/format-number.ts"],
    rules: { "no-restricted-syntax": ["error", ...restrictedSyntax] },
  },
  // Web layers, one way (shared → features → app): lib/ and components/ import no feature; a feature
  // imports shared code and itself, never another feature; only the app (app/, routes.tsx) composes them.
  {
    files: ["src/web/lib/**", "src/web/components/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ...webImports,
            {
              regex: "^@/(features|app|routes|main)(/|$)",
              message: "Shared code (lib, components) imports no feature or app code.",
            },
          ],
        },
      ],
    },
  },
  ...webFeatures.map((feature) => ({
    files: [`src/web/features/${feature}/**`],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ...webImports,
            {
              regex: `^@/features/(?!${feature}(/|$))`,
              message:
                "A feature imports no other feature: move what both need to lib/ or components/, or compose them in app/.",
            },
            { regex: "^@/(app|routes|main)(/|$)", message: "A feature does not import the app layer." },
          ],
        },
      ],
    },
  })),
  // Server layers, one way (db ← use-cases ← routes, demo): routes hold no SQL, the database layer
  // imports nothing above it, and the use-cases know neither their callers nor the demo.
  {
    files: ["src/server/routes/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["drizzle-orm", "drizzle-orm/*", "**/db/schema", "**/db/schema/**"],
              message: "A route parses, authorises and calls a use-case: queries belong in src/server/use-cases.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/server/db/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/use-cases/**", "**/routes/**", "**/demo/**", "**/auth/**"],
              message: "src/server/db is the bottom layer: it imports no use-case, route, demo or auth code.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/server/use-cases/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/routes/**", "**/demo/**"],
              message: "A use-case does not know its callers: routes and the demo module call it, not the reverse.",
            },
          ],
        },
      ],
    },
  },
  literalUiText,
  {
    files: ["src/domain/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [{ group: domainForbidden, message: "src/domain is pure: no I/O, server, web or React imports." }],
        },
      ],
    },
  },
);
