import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { VitePWA } from "vite-plugin-pwa";
import { compression } from "vite-plugin-compression2";

export default defineConfig({
  root: "src/web",
  publicDir: "public",
  // Brotli and gzip copies of every text asset, sent as they are by the server (decision 088).
  plugins: [
    react(),
    tailwindcss(),
    compression({ algorithms: ["brotliCompress", "gzip"], threshold: 1024, logLevel: "silent" }),
    // Installable app whose service worker precaches the built app shell (decision 091). Registered by the
    // signed-in shell only (src/web/lib/use-service-worker.ts); not in `npm run dev`.
    VitePWA({
      injectRegister: false,
      registerType: "autoUpdate",
      manifest: {
        name: "Clausewise",
        short_name: "Clausewise",
        description: "Food-safety audit readiness: monitoring logs, verification, training and audits.",
        start_url: "/app/records/monitoring",
        scope: "/",
        display: "standalone",
        theme_color: "#15803d",
        background_color: "#ffffff",
        icons: [
          { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
          { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
          { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
        ],
      },
      workbox: {
        globPatterns: ["**/*.{js,css,html,svg,png,woff2,mjs}"],
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
        navigateFallback: "/index.html",
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [
          {
            // The API reads a log form needs offline (the session, the sites, a site's clauses, the log
            // forms at their current versions): network first, then the last answer. (Workbox copies this function into sw.js: it uses nothing outside.)
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin && /^\/api\/(auth\/me|sites|forms|sites\/[^/]+\/clauses)$/.test(url.pathname),
            handler: "NetworkFirst",
            method: "GET",
            options: {
              cacheName: "clausewise-offline-reads",
              networkTimeoutSeconds: 10,
              expiration: { maxEntries: 50 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
  ],
  // The `@/…` (src/web) and `@domain/…` (src/domain) aliases come from tsconfig.json's `paths`.
  resolve: { tsconfigPaths: true },
  build: {
    outDir: "../../dist/web",
    emptyOutDir: true,
    sourcemap: false,
    // Every browser the app supports has <link rel="modulepreload">: no polyfill in the entry (decision 162).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 8 * 1024 },
          // What every page runs — React, i18n and the class-name and icon helpers — is one request, and the
          // router another (the landing page does without it); each response also carries headers (decision
          // 152). tailwind-merge comes with the router and the landing page's dialogs (decision 162).
          groups: [
            {
              name: "core",
              test: /node_modules[\\/]((react|react-dom|scheduler|i18next|i18next-resources-to-backend|clsx|class-variance-authority)[\\/]|react-i18next[\\/](?!dist[\\/]es[\\/](Icu)?Trans)|@radix-ui[\\/]react-(slot|compose-refs)[\\/]|lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/]))|src[\\/]web[\\/](i18n[\\/](i18n|namespaces)\.ts|lib[\\/]utils\.ts)|src[\\/]domain[\\/]i18n[\\/]locales\.ts|preload-helper|modulepreload-polyfill|rolldown[\\/]runtime/,
              priority: 2,
            },
            { name: "router", test: /node_modules[\\/]react-router[\\/]/, priority: 1 },
            // The query client and its hooks, which every screen of the app uses, are one request (decision 162).
            { name: "query", test: /node_modules[\\/]@tanstack[\\/]/, priority: 1 },
            // What Radix's widgets share (context, presence, collections, roving focus…): one request for the
            // overview's tabs and the forms' selects and radio groups (decision 167).
            {
              name: "radix",
              test: /node_modules[\\/](@radix-ui[\\/]react-(presence|context|use-[\w-]+|id|collection|direction|visually-hidden|roving-focus)[\\/]|@radix-ui[\\/]primitive[\\/])/,
              // Radix's Primitive and Label stay with the pages that use them alone (sign-up, password reset…).
              includeDependenciesRecursively: false,
              priority: 1,
            },
            // What Radix's overlays share (layers, focus scope, positioning, scroll lock…): one request for the
            // menus, popovers, dialogs and selects, none for a screen until one of them opens (decision 167).
            // Each overlay's own code stays apart, so a page with a select does not load the menus or dialogs.
            {
              name: "overlay",
              test: /node_modules[\\/](@radix-ui[\\/]react-(dismissable-layer|focus-scope|focus-guards|portal|popper|arrow)[\\/]|@floating-ui[\\/]|react-remove-scroll|react-style-singleton|use-sidecar|use-callback-ref|aria-hidden|get-nonce|detect-node-es|tslib)/,
              includeDependenciesRecursively: false,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:3000" },
  },
});
