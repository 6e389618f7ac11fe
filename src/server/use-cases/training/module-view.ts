import type { TrainingModuleView } from "../../../domain/training/views";
import type { trainingModules } from "../../db/schema";

export type ModuleRow = typeof trainingModules.$inferSelect;

export type { TrainingModuleView };

export const toModuleView = (row: ModuleRow): TrainingModuleView => ({
  id: row.id,
  title: row.title,
  description: row.description,
  clauses: row.clauses,
  languages: row.languages,
  durationMinutes: row.durationMinutes,
  minimumMinutes: row.minimumMinutes,
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
  minimumMinutes: row.minimumMinutes,
  passMark: row.passMark,
  questions: row.answerKey.length,
  sourceRef: row.sourceRef,
});
