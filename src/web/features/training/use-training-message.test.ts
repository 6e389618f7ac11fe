import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { assignModuleSchema, trainingModuleInputSchema } from "@domain/schemas/training";
import english from "@/i18n/locales/en/training.json";

/**
 * The training forms' reasons that do not name a language or a count come from the catalogue; the few
 * that do (a language's missing content, the quiz length per language) still read in English.
 */
describe("training form reasons", () => {
  const known = new Set(Object.values(english.validation));
  const reasons = (schema: z.ZodType, input: unknown) =>
    (schema.safeParse(input).error?.issues ?? []).map((issue) => issue.message);
  const long = (n: number) => "a".repeat(n);
  const en = { sections: [{ heading: "H", body: "short" }], questions: [{ prompt: "Q", options: ["", "b"] }] };

  it("has every message the shared training schemas give for what the forms send", () => {
    const found = [
      ...reasons(assignModuleSchema, { target: "x" }),
      ...reasons(assignModuleSchema, { target: "role", moduleId: "x", dueDate: "2026-02-31" }),
      ...reasons(assignModuleSchema, { target: "employee", moduleId: "x", dueDate: "x" }),
      ...reasons(assignModuleSchema, { moduleId: "x" }),
      ...reasons(assignModuleSchema, { target: "role", jobRole: "x", moduleId: "x", trainerName: long(121) }),
      ...reasons(trainingModuleInputSchema, { content: {} }),
      ...reasons(trainingModuleInputSchema, {
        title: "a",
        description: long(501),
        clauses: ["ZZ"],
        languages: [],
        durationMinutes: 0.5,
        minimumMinutes: -1,
        passMark: 0,
        answerKey: [],
        content: {},
      }),
      ...reasons(trainingModuleInputSchema, {
        title: long(121),
        clauses: Array(31).fill("1.01.01"),
        languages: ["EN", "EN", "XX"],
        durationMinutes: 999,
        minimumMinutes: 999,
        passMark: 101,
        answerKey: Array(11).fill(0),
        content: {},
      }),
      ...reasons(trainingModuleInputSchema, {
        title: "Title",
        clauses: [],
        languages: ["EN"],
        durationMinutes: 10,
        minimumMinutes: 0,
        passMark: 80,
        answerKey: [0],
        content: { EN: en },
      }),
      ...reasons(trainingModuleInputSchema, {
        title: "Title",
        clauses: [],
        languages: ["EN"],
        durationMinutes: 10,
        minimumMinutes: 0,
        passMark: 80,
        answerKey: [0],
        content: {
          EN: {
            sections: Array(13).fill({ heading: "Heading", body: "Long enough body" }),
            questions: Array(11).fill({ prompt: "Question?", options: ["a", "b"] }),
          },
        },
      }),
      ...reasons(trainingModuleInputSchema, {
        title: "Title",
        clauses: [],
        languages: ["EN"],
        durationMinutes: 10,
        minimumMinutes: 0,
        passMark: 80,
        answerKey: [],
        content: { EN: { title: "a", sections: [], questions: [] } },
      }),
      ...reasons(trainingModuleInputSchema, {
        title: "Title",
        clauses: [],
        languages: ["EN"],
        durationMinutes: 10,
        minimumMinutes: 0,
        passMark: 80,
        answerKey: [5],
        content: {
          EN: {
            sections: [{ heading: "Heading", body: "Long enough body" }],
            questions: [{ prompt: "Question?", options: ["a", "b"] }],
          },
        },
      }),
    ].filter((message) => !message.startsWith("Invalid input"));
    expect(new Set(found)).toEqual(known);
  });
});
