import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { compression } from "vite-plugin-compression2";

export default defineConfig({
  root: "src/web",
  publicDir: "public",
  // Brotli and gzip copies of every text asset, sent as they are by the server (decision 088).
  plugins: [
    react(),
    tailwindcss(),
    compression({ algorithms: ["brotliCompress", "gzip"], threshold: 1024, logLevel: "silent" }),
  ],
  // The `@/…` (src/web) and `@domain/…` (src/domain) aliases come from tsconfig.json's `paths`.
  resolve: { tsconfigPaths: true },
  build: { outDir: "../../dist/web", emptyOutDir: true, sourcemap: false },
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:3000" },
  },
});
