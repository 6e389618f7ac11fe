import { describe, expect, it } from "vitest";
import { englishOrNull } from "../i18n/message";
import { sopTrainingBlocker, sopTrainingDefaults, sopTrainingMinutes, sopTrainingSections } from "./sop-training";

describe("sopTrainingSections", () => {
  it("splits at numbered headings and keeps intro text as Overview", () => {
    const body =
      "Applies to all lines.\n\n1. Purpose\nKeep food-contact surfaces clean.\n2. Procedure\n2.1 Rinse.\n3. X\nshort";
    expect(sopTrainingSections(body)).toEqual([
      { heading: "Overview", body: "Applies to all lines." },
      { heading: "Purpose", body: "Keep food-contact surfaces clean." },
      { heading: "Procedure", body: "2.1 Rinse." },
    ]);
  });

  it("keeps a list of numbered steps together instead of reading each step as an empty heading", () => {
    // A normal SOP written in the app: four procedure steps, nothing under each.
    const body =
      "1. Remove debris from all food-contact surfaces\n2. Wash with detergent\n3. Rinse with potable water\n4. Sanitize at 200 ppm chlorine";
    expect(sopTrainingSections(body)).toEqual([{ heading: "Procedure", body }]);
    expect(sopTrainingBlocker(body)).toBeNull();
    // Steps under a heading stay that heading's text.
    expect(
      sopTrainingSections(`Cleaning crew, daily.\n1. Purpose\nClean lines before use.\n2. Steps\n${body}`),
    ).toEqual([
      { heading: "Overview", body: "Cleaning crew, daily." },
      { heading: "Purpose", body: "Clean lines before use." },
      { heading: "Steps", body },
    ]);
  });

  it("names what is missing when no section has enough text", () => {
    expect(englishOrNull(sopTrainingBlocker("1. Purpose\nshort\n2. Scope\ntiny"))).toMatch(/at least 10 characters/);
  });

  it("cuts a very long section into parts within the limit", () => {
    const paragraph = "word ".repeat(600).trim();
    const sections = sopTrainingSections(`1. Steps\n${[paragraph, paragraph, paragraph].join("\n\n")}`);
    expect(sections.length).toBeGreaterThan(1);
    expect(sections.every((s) => s.body.length <= 5000)).toBe(true);
    expect(sections[1]!.heading).toBe("Steps (cont.)");
  });
});

describe("defaults", () => {
  it("estimates minutes within 10 to 60", () => {
    expect(sopTrainingMinutes("one two")).toBe(10);
    expect(sopTrainingMinutes("w ".repeat(1200))).toBe(20);
    expect(sopTrainingMinutes("w ".repeat(20000))).toBe(60);
  });

  it("names the module after the SOP and points the quiz at the approved version", () => {
    const d = sopTrainingDefaults({ title: "Pre-Op Sanitation", body: "x", version: 3 });
    expect(d.title).toBe("Pre-Op Sanitation Training");
    expect(d.question.options[d.question.correctIndex]).toContain("v3.0");
  });
});
