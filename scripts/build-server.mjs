// Bundles the server (src/server/main.ts and what it imports, node_modules included) into
// dist/server/main.js with esbuild, so production runs compiled JavaScript, not TypeScript through
// tsx (decision 087). `npm run build` and `npm start` run it; so does the e2e set-up.
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

/**
 * Packages that find their own files at run time next to their code stay in node_modules:
 * PGlite loads its wasm and data files, pdfkit its font metrics; pg-native is pg's optional addon;
 * pdfjs-dist its fonts and worker, @napi-rs/canvas its native addon (scans are rendered for OCR),
 * tesseract.js its worker script and wasm core, @tesseract.js-data/* the shipped language data.
 */
const external = [
  "@electric-sql/pglite",
  "pdfkit",
  "pg-native",
  "pdfjs-dist",
  "@napi-rs/canvas",
  "tesseract.js",
  "@tesseract.js-data/eng",
  "@tesseract.js-data/spa",
];

export async function buildServer() {
  await build({
    // The evidence pack's worker thread (decision 174) is an entry of its own, dist/server/pack-thread.js.
    entryPoints: {
      main: "src/server/main.ts",
      "pack-thread": "src/server/use-cases/audits/evidence/pack-thread-entry.ts",
    },
    outdir: "dist/server",
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node26",
    external,
    // What the server loads on first use (src/server/lazy-modules.ts) goes to chunks of its own, read only then.
    splitting: true,
    chunkNames: "chunks/[name]-[hash]",
    minifyWhitespace: true,
    tsconfig: "tsconfig.json",
    // A linked source map for debugging (NODE_OPTIONS=--enable-source-maps); off by default: it costs ~100 MB.
    sourcemap: "linked",
    logLevel: "warning",
    // Bundled CommonJS packages call require() for Node's built-ins.
    banner: {
      js: 'import { createRequire as __bundleCreateRequire } from "node:module"; const require = __bundleCreateRequire(import.meta.url);',
    },
  });
}

// Run as a script (`node scripts/build-server.mjs`; import.meta.main is not in every Node this runs on).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await buildServer();
