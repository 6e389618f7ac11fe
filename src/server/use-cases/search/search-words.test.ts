import { describe, expect, it } from "vitest";
import { appPageGroups, appPages } from "../../../domain/app-pages";
import { hasKey } from "../../i18n/catalogue";
import { pageTitleIn, typeLabelIn } from "./search-words";
import { searchSources } from "./sources";

describe("the command palette's words", () => {
  it("names every page and group in English exactly as the navigation does, and has each in Spanish", () => {
    const paths = [...appPageGroups.map((g) => g.path), ...appPages.map((p) => p.path)];
    for (const path of paths)
      expect(hasKey("es", `screens:search.page.${path.slice(5).replaceAll("/", "_")}`)).toBe(true);
    for (const page of appPages) expect(pageTitleIn("en", page.path)).toBe(page.title);
    for (const group of appPageGroups) expect(pageTitleIn("en", group.path)).toBe(group.title);
    expect(pageTitleIn("es", "/app/settings/audit-log")).toBe("Registro de auditoría");
    expect(pageTitleIn("es", "/app/library/fsp")).toBe("Plan de Inocuidad Alimentaria");
  });

  it("labels every source's results in English as it always did, and in Spanish", () => {
    for (const source of searchSources) {
      expect(typeLabelIn("en", source.type)).toBe(source.typeLabel);
      expect(hasKey("es", `screens:search.type.${source.type}`)).toBe(true);
    }
    expect(typeLabelIn("es", "training_module")).toBe("Módulos de capacitación");
  });
});
