import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  fspSectionUpdateSchema,
  fspSignSchema,
  sopFormSchema,
  sopPublishSchema,
  sopTrainingSchema,
} from "@domain/schemas/library";
import english from "@/i18n/locales/en/library.json";

/** Every reason the library forms can show before sending comes from the catalogue, so Spanish users read it in Spanish. */
describe("library form reasons", () => {
  const known = new Set(Object.values(english.validation));
  const reasons = (schema: z.ZodType, input: unknown) =>
    (schema.safeParse(input).error?.issues ?? []).map((issue) => issue.message);
  const long = (n: number) => "a".repeat(n);

  it("has every message the shared library schemas give for what the forms send", () => {
    const found = [
      ...reasons(sopFormSchema, {
        title: "a",
        category: "x",
        body: "a",
        tags: [long(41)],
        languages: [],
        reviewerUserId: "x",
        nextReview: "x",
        trainingRequired: false,
        clauseIds: ["x"],
      }),
      ...reasons(sopFormSchema, {
        title: long(161),
        category: "Quality",
        body: long(50_001),
        tags: Array(13).fill("a"),
        languages: ["EN"],
        reviewerUserId: null,
        nextReview: null,
        trainingRequired: false,
        clauseIds: Array(31).fill("1.01.01"),
      }),
      ...reasons(sopPublishSchema, { changeSummary: "a" }),
      ...reasons(sopPublishSchema, { changeSummary: long(501) }),
      ...reasons(sopTrainingSchema, {
        title: "a",
        durationMinutes: 1.5,
        passMark: 1.5,
        question: { prompt: "a", options: [""], correctIndex: -1 },
      }),
      ...reasons(sopTrainingSchema, {
        title: long(121),
        durationMinutes: 999,
        passMark: 999,
        question: { prompt: long(301), options: Array(6).fill(long(201)), correctIndex: 0 },
      }),
      ...reasons(sopTrainingSchema, {
        title: "Title",
        question: { prompt: "Question", options: ["a", "b"], correctIndex: 5 },
      }),
      ...reasons(sopTrainingSchema, {
        title: "Title",
        durationMinutes: 10,
        passMark: 80,
        question: { prompt: "Question", options: ["a", "b"], correctIndex: 5 },
      }),
      ...reasons(fspSectionUpdateSchema, { content: "", status: "x", elements: [], changeNote: "" }),
      ...reasons(fspSectionUpdateSchema, {
        content: long(20_001),
        status: "in-progress",
        elements: Array(41).fill({ name: "", status: "in-progress" }),
        changeNote: long(501),
      }),
      ...reasons(fspSectionUpdateSchema, {
        content: "Enough text for a section",
        status: "in-progress",
        elements: [{ name: "", status: "in-progress" }],
        changeNote: "Renamed",
      }),
      ...reasons(fspSignSchema, { password: "" }),
      ...reasons(fspSignSchema, { password: long(201), code: long(41) }),
    ];
    expect(new Set(found)).toEqual(known);
  });
});
