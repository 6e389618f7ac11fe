import type { RefusalReason } from "../../../domain/document-audit/document-types";

/** Thrown by an extractor when a file cannot be read; the engine reports it by file name and reason. */
export class ExtractionRefused extends Error {
  constructor(
    readonly reason: RefusalReason,
    readonly fileName: string,
    detail?: string,
  ) {
    super(`${fileName}: ${reason}${detail ? ` (${detail})` : ""}`);
    this.name = "ExtractionRefused";
  }
}
