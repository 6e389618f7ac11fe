type Pdfjs = typeof import("pdfjs-dist/legacy/build/pdf.mjs");

let loading: Promise<Pdfjs> | undefined;

/**
 * pdf.js (its legacy build, the one for Node), loaded on first use rather than when the server starts:
 * it costs ~35 MB of resident memory (with the canvas addon it loads for its DOM polyfills) that a
 * server which never reads a PDF does not need.
 *
 * Its bundled core-js polyfills replace `Array.prototype.push`, `JSON.parse` and `JSON.stringify` with
 * JavaScript versions when the running Node lacks `JSON.rawJSON` (Node 20 does): every array push, every
 * JSON column pg or PGlite parses and every response Fastify serialises would then run through them for
 * the life of the process (measured: the JSON and push polyfills were ~15 % of the records list's CPU).
 * Node's own functions do everything pdf.js needs of those three, so they are put back once pdf.js and
 * its worker module (run in this thread, as pdf.js does in Node) are loaded; what the polyfills only
 * add (Promise.withResolvers, Map.prototype.getOrInsertComputed, Uint8Array.prototype.toHex...) stays.
 */
export function loadPdfjs(): Promise<Pdfjs> {
  loading ??= (async () => {
    const native = { push: Array.prototype.push, parse: JSON.parse, stringify: JSON.stringify };
    try {
      const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
      // Sets globalThis.pdfjsWorker, which pdf.js's in-thread ("fake") worker uses instead of importing it later.
      await import("pdfjs-dist/legacy/build/pdf.worker.mjs");
      return pdfjs;
    } finally {
      Object.defineProperty(Array.prototype, "push", { value: native.push, writable: true, configurable: true });
      JSON.parse = native.parse;
      JSON.stringify = native.stringify;
    }
  })();
  return loading;
}
