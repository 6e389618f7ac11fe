import { afterAll, describe, expect, it } from "vitest";
import { i18n } from "@/i18n/i18n";
import { formatNumber, formatPercent } from "./format-number";

describe("format-number", () => {
  afterAll(() => i18n.changeLanguage("en"));

  it("groups and rounds in English", async () => {
    await i18n.changeLanguage("en");
    expect(formatNumber(12345.6)).toBe("12,345.6");
    expect(formatNumber(3.14159, { maximumFractionDigits: 1 })).toBe("3.1");
    expect(formatPercent(86)).toBe("86%");
    expect(formatPercent(null)).toBe("—");
  });

  it("writes US Spanish numbers, and follows a change of language", async () => {
    await i18n.changeLanguage("es");
    expect(formatNumber(12345.6)).toBe("12,345.6");
    expect(formatNumber(2.5, { style: "unit", unit: "celsius" }).replace(/\s/g, " ")).toBe("2.5 °C");
    expect(formatPercent(92.5, 1)).toBe("92.5%");
    expect(formatNumber(1500000, { notation: "compact" }).replace(/\s/g, " ")).toBe("1.5 M");
    expect(formatNumber(undefined)).toBe("—");
  });
});
