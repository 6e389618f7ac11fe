import { describe, expect, it } from "vitest";
import { pickLocale } from "./locales";

describe("pickLocale", () => {
  it("takes the first supported language, a regional tag counting for its language", () => {
    expect(pickLocale(["fr-FR", "es-MX", "en-US"])).toBe("es");
    expect(pickLocale(["en-GB", "es"])).toBe("en");
    expect(pickLocale(["ES_es"])).toBe("es");
  });

  it("falls back to English, or the given fallback, when none is supported", () => {
    expect(pickLocale(["fr", "de"])).toBe("en");
    expect(pickLocale([])).toBe("en");
    expect(pickLocale(["hmn"], "es")).toBe("es");
  });
});
