import { describe, expect, it } from "vitest";
import { evidenceClauseOptions } from "../../../../domain/audits";
import { builtinCatalogue } from "../../../../domain/catalogue";
import type { EvidenceItem } from "./evidence-types";
import type { PackContent } from "./pack-content";
import type { MissedLog } from "../../schedules/missed-logs";
import { renderPackPdf } from "./render-pdf";
import { pdfText as pagesOf } from "../../../../../tests/support/pdf-text";

const clause = { ...builtinCatalogue.clauses.find((c) => c.id === "1.06.02")!, na: false };
const longDetail = `Cooler 2 door seal ${"checked and wiped down ".repeat(30)}END-OF-DETAIL`;
const row = (i: number): EvidenceItem => ({
  kind: "record",
  clauseIds: [clause.id],
  date: "2026-10-01",
  reference: `MR-${String(i).padStart(8, "0")}`,
  title: "Sanitation log",
  status: "verified",
  detail: i === 0 ? longDetail : "Pre-op inspection all items passed",
  by: "Sofia Ramirez",
  attachments: [],
});

function content(rows: EvidenceItem[]): PackContent {
  return {
    organisation: "Test Farms",
    site: { name: "Oxnard Packhouse", address: "1 Test Road", timezone: "America/Los_Angeles" },
    period: { from: "2026-10-01", to: "2026-10-31", label: "Oct 2026", days: null },
    generatedAt: new Date("2026-11-01T12:00:00Z"),
    requestedBy: "Daniel Kim",
    sections: [
      {
        option: evidenceClauseOptions.find((o) => o.id === "fsms")!,
        clauses: [{ clause, evidence: rows, missed: [] }],
      },
    ],
    siteWide: [],
    rows,
    missedLogs: [],
  };
}

describe("evidence pack PDF", () => {
  it("numbers every page 'Page N of M' with M the pages written", async () => {
    const rows = Array.from({ length: 400 }, (_, i) => row(i));
    const pdf = await renderPackPdf(content(rows), "en");
    const pages = await pagesOf(pdf);
    // 400 rows of two lines cannot fit on the cover and one section page.
    expect(pages.length).toBeGreaterThan(5);
    pages.forEach((text, i) => expect(text).toContain(`Page ${i + 1} of ${pages.length}`));
    const all = pages.join("\n");
    for (const i of [1, 199, 399]) expect(all).toContain(`MR-${String(i).padStart(8, "0")}`);
    expect(all).toMatch(/Sanitation log\s+— verified/);
  });

  it("cuts a row's long detail with an ellipsis on one line instead of wrapping it", async () => {
    const pages = await pagesOf(await renderPackPdf(content([row(0), row(1)]), "en"));
    const all = pages.join("\n");
    expect(all).toContain("Cooler 2 door seal checked and wiped down");
    // Cut where the line ends (the detail and who come first on the row's second line), then an ellipsis.
    expect(all).toMatch(/Cooler 2 door seal (checked and wiped down )+\S*…/);
    expect(all).not.toContain("END-OF-DETAIL");
    expect(all).toContain("Pre-op inspection all items passed · By Sofia Ramirez");
  });

  it("counts the pages right when tables sit between headings, missed logs and spacing over many clauses", async () => {
    // Each clause: a heading, a table of rows, its missed logs, then spacing measured in the current font:
    // drawing a row must not change that font, or a layout that counts pages apart from drawing them drifts
    // (decision 175: before, a 20-page PDF said "of 19").
    const clauses = builtinCatalogue.clauses.slice(0, 40).map((c, n) => {
      const rows = Array.from({ length: 7 + (n % 5) }, (_, i) => ({ ...row(n * 100 + i), clauseIds: [c.id] }));
      const missed: MissedLog[] = [
        {
          formId: "f1",
          formName: "Cooler temperatures",
          date: "2026-10-02",
          shift: "AM",
          status: "missing",
          clauseIds: [c.id],
        },
      ];
      return { clause: { ...c, na: false }, evidence: rows, missed };
    });
    const all = content([]);
    all.sections = [{ option: all.sections[0]!.option, clauses }];
    all.rows = clauses.flatMap((c) => c.evidence);
    const pages = await pagesOf(await renderPackPdf(all, "en"));
    expect(pages.length).toBeGreaterThan(10);
    pages.forEach((text, i) => expect(text).toContain(`Page ${i + 1} of ${pages.length}`));
  });

  it("writes accented letters as they are, a character outside the font's encoding as ?, a control as a space", async () => {
    const special = { ...row(1), title: "Inspección — cámara", detail: "Señal Ω ok\tfin" };
    // A text of Latin-1 letters only (written as its own bytes, without a lookup per character).
    const latin = { ...row(2), title: "Cámara fría (2) ñandú", by: "José Núñez" };
    const text = (await pagesOf(await renderPackPdf(content([special, latin]), "en"))).join("\n");
    expect(text).toContain("Inspección — cámara");
    expect(text).toContain("Cámara fría (2) ñandú");
    expect(text).toContain("José Núñez");
    expect(text).toContain("Señal ? ok fin");
  });
});
