import { describe, expect, it } from "vitest";
import { renderMessage } from "../../i18n/render-message";
import { documentNameIn } from "./clausewise-records";

/** The app's own records documents cited by a document audit are named in the reader's language. */
describe("a cited document's name", () => {
  it("names the app's records documents in Spanish and leaves an uploaded file's name as it is", () => {
    expect(documentNameIn("es", "Clausewise records: Temperature log")).toBe(
      "Registros de Clausewise: registro de temperatura",
    );
    expect(documentNameIn("es", "Clausewise records: Sanitation inspection log")).toBe(
      "Registros de Clausewise: registro de inspección de sanitización",
    );
    for (const title of ["Water test log", "Pest control log", "Training sessions", "Internal audits"])
      expect(documentNameIn("es", `Clausewise records: ${title}`)).not.toContain(title);
    expect(documentNameIn("en", "Clausewise records: Temperature log")).toBe("Clausewise records: Temperature log");
    expect(documentNameIn("es", "Cooler log March.xlsx")).toBe("Cooler log March.xlsx");
  });

  it("a finding about one of them names it in Spanish too", () => {
    const text = renderMessage("es", {
      key: "documentAudit:rowsMissingField.text",
      values: { count: 2, document: "Clausewise records: Water test log", fields: "Lab" },
    });
    expect(text).toContain("Registros de Clausewise: registro de análisis de agua");
  });
});
