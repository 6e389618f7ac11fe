import type { TrainingLanguage } from "../../../domain/training/languages";
import type { LanguageContent } from "../../../domain/schemas/training";
import type { trainingModules } from "../../db/schema";

export type ModuleRow = typeof trainingModules.$inferSelect;

/** A module as staff screens see it (the kiosk gets a copy without the answer key). */
export interface TrainingModuleView {
  id: string;
  title: string;
  description: string;
  clauses: string[];
  languages: TrainingLanguage[];
  durationMinutes: number;
  passMark: number;
  answerKey: number[];
  content: Partial<Record<TrainingLanguage, LanguageContent>>;
  sourceRef: string | null;
  lastUpdated: string;
}

export const toModuleView = (row: ModuleRow): TrainingModuleView => ({
  id: row.id,
  title: row.title,
  description: row.description,
  clauses: row.clauses,
  languages: row.languages,
  durationMinutes: row.durationMinutes,
  passMark: row.passMark,
  answerKey: row.answerKey,
  content: row.content,
  sourceRef: row.sourceRef,
  lastUpdated: row.updatedAt.toISOString(),
});

/** What the audit trail keeps of a module: its shape, not the full text of every language. */
export const moduleAuditSummary = (row: ModuleRow) => ({
  title: row.title,
  clauses: row.clauses,
  languages: row.languages,
  durationMinutes: row.durationMinutes,
  passMark: row.passMark,
  questions: row.answerKey.length,
  sourceRef: row.sourceRef,
});
