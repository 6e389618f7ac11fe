import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

export default defineConfig({
  root: "src/web",
  publicDir: "public",
  plugins: [react(), tailwindcss()],
  // The `@/…` (src/web) and `@domain/…` (src/domain) aliases come from tsconfig.json's `paths`.
  resolve: { tsconfigPaths: true },
  build: { outDir: "../../dist/web", emptyOutDir: true, sourcemap: false },
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:3000" },
  },
});
