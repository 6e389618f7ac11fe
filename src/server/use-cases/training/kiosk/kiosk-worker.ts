import { and, asc, eq, lt, ne } from "drizzle-orm";
import { answersOutsideOptions, gradeQuiz, passes } from "../../../../domain/training/quiz";
import { assignmentStatus } from "../../../../domain/training/assignment-status";
import { localDate, shiftInstant } from "../../../../domain/dates";
import type { KioskAttemptInput } from "../../../../domain/schemas/training";
import type { TrainingLanguage } from "../../../../domain/training/languages";
import { recordEvent } from "../../audit/record-event";
import type { Db } from "../../../db/client";
import { employees, kioskTickets, trainingAssignments, trainingModules, trainingSessions } from "../../../db/schema";
import { AppError, invalidInput, notFound } from "../../../errors";
import { assertLookupAllowed, recordLookupFailure } from "./kiosk-throttle";
import { resolveKiosk, resolveWorker } from "./kiosk-session";
import { newToken } from "./kiosk-token";

/** Minutes a worker stays identified on a station without identifying again. */
export const TICKET_MINUTES = 30;

/** What the station shows before anyone identifies: the site and station, no personal data. */
export async function kioskInfo(db: Db, token: string) {
  const { kiosk, site } = await resolveKiosk(db, token);
  return { site: { name: site.name }, stationName: kiosk.stationName, device: kiosk.device };
}

/** A worker types their employee code; unknown codes count against the station's lookup limit. */
export async function identifyWorker(db: Db, token: string, employeeCode: string, now = new Date()) {
  const { kiosk, site } = await resolveKiosk(db, token);
  assertLookupAllowed(kiosk, now);
  const [employee] = await db
    .select()
    .from(employees)
    .where(
      and(
        eq(employees.organisationId, kiosk.organisationId),
        eq(employees.siteId, site.id),
        eq(employees.employeeCode, employeeCode),
        ne(employees.status, "inactive"),
      ),
    );
  if (!employee) {
    await recordLookupFailure(db, kiosk, now);
    throw new AppError(
      "not_found",
      `No current employee with ID ${employeeCode} at ${site.name}. Check your badge or ask your supervisor.`,
      { employeeCode: "Employee ID not found at this site" },
    );
  }
  const { token: ticket, hash } = newToken();
  // Like a sign-in: the worker's station session is issued and recorded together.
  await db.transaction(async (tx) => {
    await tx.delete(kioskTickets).where(lt(kioskTickets.expiresAt, now));
    await tx.insert(kioskTickets).values({
      tokenHash: hash,
      kioskId: kiosk.id,
      employeeId: employee.id,
      expiresAt: shiftInstant(now, { minutes: TICKET_MINUTES }),
    });
    await recordEvent(tx, kioskActor(employee, kiosk), {
      action: "training.worker_identify",
      entityType: "employee",
      entityId: employee.id,
      siteId: site.id,
      after: { employee: employee.employeeCode, kioskId: kiosk.id },
    });
  });
  return { ticket, employee: { name: employee.name, employeeCode: employee.employeeCode } };
}

/** Audit events of the kiosk name the employee at the station (workers have no sign-in account). */
const kioskActor = (
  employee: { name: string; employeeCode: string },
  kiosk: { organisationId: string; stationName: string },
) => ({
  userId: null,
  organisationId: kiosk.organisationId,
  name: `${employee.name} (${employee.employeeCode}) at ${kiosk.stationName}`,
});

async function workerContext(db: Db, token: string, ticket: string | undefined, now: Date) {
  const { kiosk, site } = await resolveKiosk(db, token);
  const employee = await resolveWorker(db, kiosk.id, ticket, now);
  return { kiosk, site, employee };
}

/** The identified worker's assignments at this site, open ones first. */
export async function workerAssignments(db: Db, token: string, ticket: string | undefined, now = new Date()) {
  const { site, employee } = await workerContext(db, token, ticket, now);
  const today = localDate(now, site.timezone);
  const rows = await db
    .select({ assignment: trainingAssignments, module: trainingModules })
    .from(trainingAssignments)
    .innerJoin(trainingModules, eq(trainingModules.id, trainingAssignments.moduleId))
    .where(eq(trainingAssignments.employeeId, employee.id))
    .orderBy(asc(trainingAssignments.dueDate));
  const items = rows.map(({ assignment, module }) => ({
    id: assignment.id,
    dueDate: assignment.dueDate,
    status: assignmentStatus(assignment, today),
    module: {
      title: module.title,
      languages: module.languages,
      durationMinutes: module.durationMinutes,
      passMark: module.passMark,
      questions: module.answerKey.length,
    },
  }));
  const order = { overdue: 0, pending: 1, completed: 2 } as const;
  items.sort((a, b) => order[a.status] - order[b.status]);
  return { employee: { name: employee.name, employeeCode: employee.employeeCode }, items };
}

async function findWorkerAssignment(db: Db, employeeId: string, assignmentId: string) {
  const [row] = await db
    .select({ assignment: trainingAssignments, module: trainingModules })
    .from(trainingAssignments)
    .innerJoin(trainingModules, eq(trainingModules.id, trainingAssignments.moduleId))
    .where(and(eq(trainingAssignments.id, assignmentId), eq(trainingAssignments.employeeId, employeeId)));
  if (!row) throw notFound("Assignment");
  return row;
}

function assertLanguage(languages: TrainingLanguage[], language: TrainingLanguage) {
  if (!languages.includes(language)) {
    throw new AppError("validation", `This module is not available in ${language}`, {
      language: `Choose one of ${languages.join(", ")}`,
    });
  }
}

/** The module's reading and quiz in one language, without the answer key. */
export async function assignmentContent(
  db: Db,
  token: string,
  ticket: string | undefined,
  assignmentId: string,
  language: TrainingLanguage,
  now = new Date(),
) {
  const { employee } = await workerContext(db, token, ticket, now);
  const { assignment, module } = await findWorkerAssignment(db, employee.id, assignmentId);
  assertLanguage(module.languages, language);
  const content = module.content[language]!;
  return {
    assignmentId: assignment.id,
    title: module.title,
    language,
    durationMinutes: module.durationMinutes,
    passMark: module.passMark,
    sections: content.sections,
    questions: content.questions.map((q) => ({ prompt: q.prompt, options: q.options })),
  };
}

/**
 * Grades a quiz attempt and stores it as a session (phone or station, at the site and station);
 * a pass completes the assignment. All in one transaction with its audit event, whose actor is the
 * employee at the station.
 */
export async function submitAttempt(
  db: Db,
  token: string,
  ticket: string | undefined,
  assignmentId: string,
  input: KioskAttemptInput,
  now = new Date(),
) {
  const { kiosk, site, employee } = await workerContext(db, token, ticket, now);
  return db.transaction(async (tx) => {
    const { assignment, module } = await findWorkerAssignment(tx, employee.id, assignmentId);
    assertLanguage(module.languages, input.language);
    if (input.answers.length !== module.answerKey.length) {
      throw new AppError("validation", `Answer all ${module.answerKey.length} questions`, {
        answers: `Answer all ${module.answerKey.length} questions`,
      });
    }
    const optionCounts = module.content[input.language]!.questions.map((q) => q.options.length);
    const outside = answersOutsideOptions(optionCounts, input.answers);
    if (Object.keys(outside).length > 0) throw invalidInput(outside);
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
        durationSeconds: input.durationSeconds,
        device: kiosk.device,
        location: `${site.name} · ${kiosk.stationName}`,
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
    await recordEvent(tx, kioskActor(employee, kiosk), {
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
        device: kiosk.device,
        kioskId: kiosk.id,
        completedAssignment: completesNow,
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
