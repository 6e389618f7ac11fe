import type { TrainingLanguage } from "../../../../domain/training/languages";
import { moduleText } from "../../../../domain/training/module-text";
import type { Db } from "../../../db/client";
import { assertLanguage, findWorkerAssignment, workerContext, type WorkerCredentials } from "./worker-context";

export type GetAssignmentContentInput = WorkerCredentials & { assignmentId: string; language: TrainingLanguage };

/** The module's reading and quiz in one language, without the answer key. */
export async function getAssignmentContent(
  db: Db,
  { token, ticket, assignmentId, language }: GetAssignmentContentInput,
  now = new Date(),
) {
  const { employee } = await workerContext(db, token, ticket, now);
  const { assignment, module } = await findWorkerAssignment(db, employee.id, assignmentId);
  assertLanguage(module.languages, language);
  const content = module.content[language]!;
  const { title, description } = moduleText(module, language);
  return {
    assignmentId: assignment.id,
    title,
    description,
    language,
    durationMinutes: module.durationMinutes,
    minimumMinutes: module.minimumMinutes,
    passMark: module.passMark,
    sections: content.sections,
    questions: content.questions.map((q) => ({ prompt: q.prompt, options: q.options })),
  };
}
