import { describe, expect, it } from "vitest";
import { sanitationChecklist } from "@domain/records/catalogue";
import english from "@/i18n/locales/en/records.json";
import { checklistItemKeys } from "./checklist-labels";

describe("sanitation checklist labels", () => {
  it("give each item of the domain's checklist the English text records store", () => {
    expect(checklistItemKeys.map((key) => english.checklist[key])).toEqual([...sanitationChecklist]);
  });
});
