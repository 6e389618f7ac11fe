import type { TrainingModuleInput } from "@domain/schemas/training";
import { trainingLanguages, type TrainingLanguage } from "@domain/training/languages";
import type { TrainingModuleView } from "@domain/training/views";

/** The editor's working copy: every language keeps its text even while unticked. */
export interface ModuleDraft {
  title: string;
  description: string;
  clauses: string[];
  languages: TrainingLanguage[];
  durationMinutes: number | string;
  minimumMinutes: number | string;
  passMark: number | string;
  answerKey: number[];
  content: Record<
    TrainingLanguage,
    {
      title?: string;
      description?: string;
      sections: { heading: string; body: string }[];
      questions: { prompt: string; options: string[] }[];
    }
  >;
}

const blankLanguage = (questions: number, options: number[]) => ({
  sections: [{ heading: "", body: "" }],
  questions: Array.from({ length: questions }, (_, i) => ({
    prompt: "",
    options: Array.from({ length: options[i] ?? 3 }, () => ""),
  })),
});

export function draftFrom(module?: TrainingModuleView): ModuleDraft {
  const key = module?.answerKey ?? [0];
  const options = module ? (module.content[module.languages[0]!]?.questions.map((q) => q.options.length) ?? []) : [3];
  const content = Object.fromEntries(
    trainingLanguages.map((l) => [
      l,
      module?.content[l] ? structuredClone(module.content[l]) : blankLanguage(key.length, options),
    ]),
  ) as ModuleDraft["content"];
  return {
    title: module?.title ?? "",
    description: module?.description ?? "",
    clauses: module?.clauses ?? [],
    languages: module?.languages ?? ["EN", "ES"],
    durationMinutes: module?.durationMinutes ?? 15,
    minimumMinutes: module?.minimumMinutes ?? 10,
    passMark: module?.passMark ?? 80,
    answerKey: [...key],
    content,
  };
}

/** What is sent: only the ticked languages' content; a language's title and description only when written. */
export const draftToInput = (draft: ModuleDraft): TrainingModuleInput => ({
  ...draft,
  content: Object.fromEntries(
    draft.languages.map((l) => {
      const { title, description, ...rest } = draft.content[l];
      return [l, { ...rest, ...(title?.trim() ? { title } : {}), ...(description?.trim() ? { description } : {}) }];
    }),
  ),
});

/** Adds or removes a quiz question (or an option) in every language at once, keeping the answer key aligned. */
export function addQuestion(draft: ModuleDraft): ModuleDraft {
  const content = { ...draft.content };
  for (const l of trainingLanguages)
    content[l] = { ...content[l], questions: [...content[l].questions, { prompt: "", options: ["", "", ""] }] };
  return { ...draft, content, answerKey: [...draft.answerKey, 0] };
}

export function removeQuestion(draft: ModuleDraft, index: number): ModuleDraft {
  const content = { ...draft.content };
  for (const l of trainingLanguages)
    content[l] = { ...content[l], questions: content[l].questions.filter((_, i) => i !== index) };
  return { ...draft, content, answerKey: draft.answerKey.filter((_, i) => i !== index) };
}

export function setOptionCount(draft: ModuleDraft, index: number, count: number): ModuleDraft {
  const content = { ...draft.content };
  for (const l of trainingLanguages) {
    content[l] = {
      ...content[l],
      questions: content[l].questions.map((q, i) =>
        i === index ? { ...q, options: Array.from({ length: count }, (_, j) => q.options[j] ?? "") } : q,
      ),
    };
  }
  const answerKey = draft.answerKey.map((a, i) => (i === index ? Math.min(a, count - 1) : a));
  return { ...draft, content, answerKey };
}
