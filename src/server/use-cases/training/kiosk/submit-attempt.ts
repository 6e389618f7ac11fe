import { eq } from "drizzle-orm";
import type { KioskAttemptInput } from "../../../../domain/schemas/training";
import { answersOutsideOptions, gradeQuiz, passes } from "../../../../domain/training/quiz";
import { recordEvent } from "../../audit/record-event";
import type { Db } from "../../../db/client";
import { trainingAssignments, trainingSessions } from "../../../db/schema";
import { AppError, invalidFields } from "../../../errors";
import { minimumTimeError, secondsBetween } from "../../../../domain/training/minimum-time";
import {
  assertLanguage,
  findWorkerAssignment,
  kioskActor,
  workerContext,
  type WorkerCredentials,
} from "./worker-context";

export type SubmitAttemptInput = WorkerCredentials & { assignmentId: string } & KioskAttemptInput;

/**
 * Grades a quiz attempt and stores it as a session (phone or station, at the site and station);
 * a pass completes the assignment. All in one transaction with its audit event, whose actor is the
 * employee at the station.
 */
export async function submitAttempt(
  db: Db,
  { token, ticket, assignmentId, ...input }: SubmitAttemptInput,
  given?: Date,
) {
  const now = given ?? new Date();
  const { kiosk, site, employee, ticket: ticketRow } = await workerContext(db, token, ticket, now);
  return db.transaction(async (tx) => {
    const { assignment, module } = await findWorkerAssignment(tx, employee.id, assignmentId);
    assertLanguage(module.languages, input.language);
    // Time on the module by the server's clock: from opening it on this ticket (or, if it was never
    // opened, from identifying at the station) to now. The client's own figure is not trusted.
    const startedAt =
      ticketRow.readingAssignmentId === assignment.id && ticketRow.readingStartedAt
        ? ticketRow.readingStartedAt
        : ticketRow.issuedAt;
    const spentSeconds = secondsBetween(startedAt, now);
    const tooSoon = minimumTimeError(module.minimumMinutes, spentSeconds);
    if (tooSoon) throw AppError.of("conflict", tooSoon);
    if (input.answers.length !== module.answerKey.length) {
      throw new AppError(
        "validation",
        "Answer all {{total}} questions",
        { answers: "Answer all {{total}} questions" },
        undefined,
        { total: module.answerKey.length },
      );
    }
    const optionCounts = module.content[input.language]!.questions.map((q) => q.options.length);
    const outside = answersOutsideOptions(optionCounts, input.answers);
    if (Object.keys(outside).length > 0) throw invalidFields(outside);
    const { score, correct, total } = gradeQuiz(module.answerKey, input.answers);
    const passed = passes(score, module.passMark);
    const [session] = await tx
      .insert(trainingSessions)
      .values({
        organisationId: kiosk.organisationId,
        siteId: site.id,
        employeeId: employee.id,
        moduleId: module.id,
        assignmentId: assignment.id,
        kioskId: kiosk.id,
        language: input.language,
        answers: input.answers,
        score,
        passed,
        durationSeconds: spentSeconds,
        startedAt,
        device: kiosk.device,
        location: `${site.name} · ${kiosk.stationName}`,
        trainerName: assignment.trainerName,
        createdAt: now,
      })
      .returning();
    const completesNow = passed && !assignment.completedAt;
    if (completesNow) {
      await tx
        .update(trainingAssignments)
        .set({ completedAt: now, completedSessionId: session!.id })
        .where(eq(trainingAssignments.id, assignment.id));
    }
    await recordEvent(tx, kioskActor(employee, kiosk, given), {
      action: "training.session_record",
      entityType: "training_session",
      entityId: session!.id,
      siteId: site.id,
      after: {
        employee: employee.employeeCode,
        module: module.title,
        assignmentId: assignment.id,
        language: input.language,
        score,
        passed,
        passMark: module.passMark,
        trainer: assignment.trainerName,
        device: kiosk.device,
        kioskId: kiosk.id,
        completedAssignment: completesNow,
        durationSeconds: spentSeconds,
        startedAt: startedAt.toISOString(),
        minimumMinutes: module.minimumMinutes,
      },
    });
    return {
      score,
      correct,
      total,
      passed,
      passMark: module.passMark,
      completed: passed || assignment.completedAt !== null,
    };
  });
}
