import { describe, expect, it } from "vitest";
import { drawableText } from "./pdf-text";

describe("drawableText", () => {
  it("keeps Spanish letters, degrees and typographic quotes and dashes", () => {
    expect(drawableText("“Cámara 3: 4 °C – ñandú — 5 €”")).toBe("“Cámara 3: 4 °C – ñandú — 5 €”");
  });

  it("spells out signs the standard fonts lack and marks other characters", () => {
    expect(drawableText("Temp ≤ 5 ✓ 中")).toBe("Temp <= 5 v ?");
  });
});
