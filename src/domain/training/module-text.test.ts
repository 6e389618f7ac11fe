import { describe, expect, it } from "vitest";
import { moduleText, translatedTitles } from "./module-text";

const module = {
  title: "Hand Washing",
  description: "When and how to wash hands.",
  languages: ["EN", "ES", "HM"] as ("EN" | "ES" | "HM")[],
  content: {
    EN: { sections: [], questions: [] },
    ES: { title: "Lavado de manos", description: "Cuándo y cómo lavarse las manos.", sections: [], questions: [] },
    HM: { sections: [], questions: [] },
  },
};

describe("moduleText", () => {
  it("gives the language's own title and description, else the module's", () => {
    expect(moduleText(module, "ES")).toEqual({
      title: "Lavado de manos",
      description: "Cuándo y cómo lavarse las manos.",
    });
    expect(moduleText(module, "HM")).toEqual({ title: "Hand Washing", description: "When and how to wash hands." });
    expect(translatedTitles(module)).toEqual({ ES: "Lavado de manos" });
  });
});
