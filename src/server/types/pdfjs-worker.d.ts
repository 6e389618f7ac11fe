/** pdf.js's worker module ships without types; imported only for its side effect (globalThis.pdfjsWorker). */
declare module "pdfjs-dist/legacy/build/pdf.worker.mjs";
