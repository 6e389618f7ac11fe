/**
 * Heavy packages the server loads when first used rather than at start: an idle server does not hold
 * them (issue 16, "server RSS idle"). Each is loaded once; the server bundle keeps the bundled ones
 * (exceljs, bwip-js) in chunks of their own that are read from disk only then (scripts/build-server.mjs).
 * pdf.js has its own loader (document-audit/extract/pdfjs.ts); tesseract.js is imported by ocr.ts.
 */
const once = <T>(load: () => Promise<T>) => {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load());
};

/** pdfkit (with its font metrics): for every PDF the server writes. */
export const loadPdfkit = once(() => import("pdfkit").then((module) => module.default));

/** exceljs: reading imported workbooks and writing XLSX exports. */
export const loadExcelJs = once(() => import("exceljs").then((module) => module.default));

/** bwip-js: the GS1-128 barcodes of case labels. */
export const loadBwip = once(() => import("bwip-js").then((module) => module.default));
