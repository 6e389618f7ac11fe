import { describe, expect, it } from "vitest";
import { acceptedLanguages } from "./accept-language";
import { pickLocale } from "./locales";

describe("acceptedLanguages", () => {
  it("orders by quality, keeping the header's order on ties, and drops refused languages", () => {
    expect(acceptedLanguages("en;q=0.5, es-MX, fr;q=0.9, de;q=0")).toEqual(["es-MX", "fr", "en"]);
    expect(acceptedLanguages("es,en")).toEqual(["es", "en"]);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages("*")).toEqual([]);
  });

  it("feeds pickLocale: a Spanish-first browser gets Spanish", () => {
    expect(pickLocale(acceptedLanguages("fr-CA,es-US;q=0.9,en;q=0.8"))).toBe("es");
    expect(pickLocale(acceptedLanguages("de"))).toBe("en");
  });
});
