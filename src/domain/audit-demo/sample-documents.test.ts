import { describe, expect, it } from "vitest";
import { sampleDocuments } from "./sample-documents";
import { sampleFiles } from "./sample-files";
import { samplePreview } from "./sample-preview";

describe("the landing's sample document cards", () => {
  it("name the sample files in order, with their kind and size", () => {
    expect(sampleDocuments.map((d) => [d.id, d.name])).toEqual(sampleFiles.map((f) => [f.id, f.name]));
    for (const [i, file] of sampleFiles.entries()) {
      const card = sampleDocuments[i]!;
      const { content } = file;
      if (content.format === "csv") expect([card.kind, card.rows]).toEqual(["CSV", content.rows.length - 1]);
      if (content.format === "pdf") expect([card.kind, card.pages]).toEqual(["PDF", content.pages.length]);
      if (content.format === "docx") expect(card.kind).toBe("DOCX");
    }
  });

  it("preview the files' own first lines", () => {
    const training = sampleFiles.find((f) => f.id === "training-records")!;
    expect(samplePreview(training).split("\n")[0]).toBe("Date,Topic,Attendee,Trainer,Language,Score");
    const sops = sampleFiles.find((f) => f.id === "sops")!;
    expect(samplePreview(sops)).toContain("SOP-SAN-001 Sanitation.");
  });
});
