import { type OcrEngine, startOcr } from "./ocr";

/** Starts the OCR worker on the first image or scanned page of a run, not before; closes it at the end. */
export class OcrSession implements OcrEngine {
  private engine: Promise<OcrEngine> | null = null;

  async recognise(image: Buffer) {
    this.engine ??= startOcr();
    return (await this.engine).recognise(image);
  }

  async close() {
    const engine = this.engine;
    this.engine = null;
    if (engine) await (await engine).close();
  }
}
