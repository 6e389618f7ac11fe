import { mkdtemp, rm, symlink } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Worker } from "tesseract.js";

/** One recognised paragraph of an image, in reading order. */
export interface OcrParagraph {
  text: string;
  /** Tesseract's mean confidence, 0–100. */
  confidence: number;
}

export interface OcrEngine {
  recognise(image: Buffer): Promise<OcrParagraph[]>;
  close(): Promise<void>;
}

const require = createRequire(import.meta.url);

const languages = ["eng", "spa"] as const;

/**
 * tesseract.js reads every language from one folder, but the npm packages (@tesseract.js-data/eng,
 * …/spa) each ship their own: link both files into a private temporary folder. Nothing is downloaded.
 */
async function linkShippedLanguages(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), "clausewise-ocr-"));
  for (const code of languages) {
    const packageFolder = path.dirname(require.resolve(`@tesseract.js-data/${code}`));
    const file = `${code}.traineddata.gz`;
    await symlink(path.join(packageFolder, "4.0.0_best_int", file), path.join(folder, file));
  }
  return folder;
}

/**
 * An English + Spanish OCR worker (tesseract.js, its wasm core from node_modules). Starting one reads
 * ~10 MB of language data, so a run starts one and reuses it for every image, then closes it.
 * `cacheMethod: "none"`: nothing is written beside the process.
 */
export async function startOcr(): Promise<OcrEngine> {
  const langPath = await linkShippedLanguages();
  let worker: Worker;
  try {
    // tesseract.js loaded on the first scan read, not at start.
    const { createWorker } = await import("tesseract.js");
    worker = await createWorker([...languages], 1, { langPath, cacheMethod: "none", gzip: true });
  } catch (error) {
    await rm(langPath, { recursive: true, force: true });
    throw error;
  }
  return {
    async recognise(image) {
      const { data } = await worker.recognize(image, {}, { blocks: true, text: true });
      const paragraphs = (data.blocks ?? []).flatMap((block) => block.paragraphs);
      return paragraphs
        .map((p) => ({ text: p.text.replace(/\s+/g, " ").trim(), confidence: p.confidence }))
        .filter((p) => p.text.length > 0);
    },
    close: async () => {
      await worker.terminate();
      await rm(langPath, { recursive: true, force: true });
    },
  };
}
