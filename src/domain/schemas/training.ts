import { z } from "zod";
import { getClause } from "../catalogue";
import { jobRoles } from "../employees/job-roles";
import { trainingDevices, trainingLanguages, type TrainingLanguage } from "../training/languages";
import { isoDate } from "./employees";

const text = (min: number, max: number, what: string) =>
  z
    .string({ error: `Enter ${what}` })
    .trim()
    .min(min, `${what[0]!.toUpperCase()}${what.slice(1)} must be at least ${min} character${min === 1 ? "" : "s"}`)
    .max(max, `At most ${max} characters`);

export const sectionSchema = z.object({ heading: text(2, 120, "a heading"), body: text(10, 5000, "the section text") });
export const questionTextSchema = z.object({
  prompt: text(5, 300, "the question"),
  options: z
    .array(text(1, 200, "an option"))
    .min(2, "Give at least 2 options")
    .max(5, "At most 5 options"),
});
export const languageContentSchema = z.object({
  /** The module's title and description in this language; the module's own (English) ones when absent. */
  title: text(3, 120, "a title").optional(),
  description: z.string().trim().max(500, "At most 500 characters").optional(),
  sections: z.array(sectionSchema).min(1, "Add at least one section").max(12, "At most 12 sections"),
  questions: z.array(questionTextSchema).max(10, "At most 10 questions"),
});
export type LanguageContent = z.infer<typeof languageContentSchema>;

/**
 * A training module: what it covers (catalogue clauses), its languages with content per language,
 * and a short quiz whose structure (question count, options, the answer key) is the same in every
 * language. The Create / Edit Module form and the API use this one schema.
 */
export const trainingModuleInputSchema = z
  .object({
    title: text(3, 120, "a title"),
    description: z.string().trim().max(500, "At most 500 characters").default(""),
    clauses: z
      .array(
        z
          .string()
          .trim()
          .refine((id) => getClause(id) !== undefined, "Not a clause of the catalogue"),
      )
      .max(30, "At most 30 clauses")
      .refine((ids) => new Set(ids).size === ids.length, "A clause is listed twice"),
    languages: z
      .array(z.enum(trainingLanguages, { message: "Use EN, ES or HM" }))
      .min(1, "Choose at least one language")
      .refine((l) => new Set(l).size === l.length, "A language is listed twice"),
    durationMinutes: z.coerce
      .number({ error: "Enter the duration in minutes" })
      .int("Whole minutes")
      .min(1, "At least 1 minute")
      .max(240, "At most 240 minutes"),
    minimumMinutes: z.coerce
      .number({ error: "Enter the minimum time in minutes" })
      .int("Whole minutes")
      .min(0, "0 (no minimum) or more")
      .max(240, "At most 240 minutes")
      .default(0),
    passMark: z.coerce
      .number({ error: "Enter the pass mark" })
      .int("Whole percent")
      .min(1, "At least 1 %")
      .max(100, "At most 100 %"),
    answerKey: z
      .array(z.number().int().min(0))
      .min(1, "Add at least one quiz question")
      .max(10, "At most 10 questions"),
    content: z.partialRecord(z.enum(trainingLanguages), languageContentSchema),
  })
  .superRefine((module, ctx) => {
    if (module.minimumMinutes > module.durationMinutes) {
      ctx.addIssue({
        code: "custom",
        message: `At most the module's duration (${module.durationMinutes} min)`,
        path: ["minimumMinutes"],
      });
    }
    const [first] = module.languages;
    for (const language of module.languages) {
      const content = module.content[language];
      if (!content) {
        ctx.addIssue({ code: "custom", message: `Write the ${language} content`, path: ["content", language] });
        continue;
      }
      if (content.questions.length !== module.answerKey.length) {
        ctx.addIssue({
          code: "custom",
          message: `The ${language} quiz needs ${module.answerKey.length} question(s), like the answer key`,
          path: ["content", language, "questions"],
        });
        continue;
      }
      content.questions.forEach((question, i) => {
        const answer = module.answerKey[i]!;
        if (answer >= question.options.length) {
          ctx.addIssue({
            code: "custom",
            message: "The correct answer is not one of the options",
            path: ["content", language, "questions", i, "options"],
          });
        }
        const reference = first ? module.content[first]?.questions[i] : undefined;
        if (reference && reference.options.length !== question.options.length) {
          ctx.addIssue({
            code: "custom",
            message: `Give the same ${reference.options.length} options as in ${first}`,
            path: ["content", language, "questions", i, "options"],
          });
        }
      });
    }
    for (const language of Object.keys(module.content) as TrainingLanguage[]) {
      if (!module.languages.includes(language)) {
        ctx.addIssue({
          code: "custom",
          message: `${language} content given but the language is not selected`,
          path: ["content", language],
        });
      }
    }
  });
export type TrainingModuleInput = z.input<typeof trainingModuleInputSchema>;
export type TrainingModuleValues = z.output<typeof trainingModuleInputSchema>;

/** Assign Module dialog: to every active employee of the site holding a role, or to one employee. */
export const assignModuleSchema = z
  .object({
    moduleId: z.uuid("Choose a module"),
    target: z.enum(["role", "employee"], { message: "Assign to a role or one employee" }),
    jobRole: z.enum(jobRoles, { message: "Choose a role" }).optional(),
    employeeId: z.uuid("Choose an employee").optional(),
    dueDate: isoDate,
    /** Who leads the training (optional); the sessions it leads to record them as the trainer. */
    trainerName: z
      .string()
      .trim()
      .max(120, "Name the trainer in at most 120 characters")
      .optional()
      .transform((v) => v || undefined),
  })
  .superRefine((input, ctx) => {
    if (input.target === "role" && !input.jobRole)
      ctx.addIssue({ code: "custom", message: "Choose a role", path: ["jobRole"] });
    if (input.target === "employee" && !input.employeeId)
      ctx.addIssue({ code: "custom", message: "Choose an employee", path: ["employeeId"] });
  });
export type AssignModuleInput = z.input<typeof assignModuleSchema>;

export const sessionListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  moduleId: z.uuid("Not a module id").optional(),
  device: z.enum(trainingDevices).optional(),
});

export const kioskCreateSchema = z.object({
  stationName: text(2, 80, "a station name"),
  device: z.enum(trainingDevices, { message: "Choose phone or station" }),
});
export type KioskCreateInput = z.infer<typeof kioskCreateSchema>;

/** Worker-facing (no sign-in): identify with the employee code printed on the badge. */
export const kioskIdentifySchema = z.object({
  employeeCode: z
    .string({ error: "Enter your employee ID" })
    .trim()
    .toUpperCase()
    .min(2, "Enter your employee ID")
    .max(20, "Employee ID is too long"),
});

export const kioskAttemptSchema = z.object({
  language: z.enum(trainingLanguages, { message: "Choose a language" }),
  answers: z.array(z.number().int().min(0)).max(10),
  durationSeconds: z
    .number()
    .int()
    .min(0)
    .max(24 * 3600),
});
export type KioskAttemptInput = z.infer<typeof kioskAttemptSchema>;

/** PUT /api/training/assignments/:assignmentId/trainer: who leads the training; empty clears it. */
export const assignmentTrainerSchema = z.object({
  trainerName: z
    .string("Name the trainer, or leave it empty")
    .trim()
    .max(120, "Name the trainer in at most 120 characters")
    .transform((v) => v || null),
});
