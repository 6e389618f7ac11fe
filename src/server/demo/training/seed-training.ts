import {
  trainingModuleInputSchema,
  type TrainingModuleInput,
  type TrainingModuleValues,
} from "../../../domain/schemas/training";
import { employeeInputSchema } from "../../../domain/schemas/employees";
import { gradeQuiz, passes } from "../../../domain/training/quiz";
import type { TrainingDevice, TrainingLanguage } from "../../../domain/training/languages";
import { addCalendarDays, shiftInstant, siteToday } from "../../../domain/dates";
import { createEmployee } from "../../use-cases/employees/create-employee";
import { deactivateEmployee } from "../../use-cases/employees/deactivate-employee";
import { assignModule } from "../../use-cases/training/assign-module";
import { createTrainingModule } from "../../use-cases/training/create-training-module";
import { updateTrainingModule } from "../../use-cases/training/update-training-module";
import { createKiosk } from "../../use-cases/training/kiosk/create-kiosk";
import { identifyWorker } from "../../use-cases/training/kiosk/identify-worker";
import { startReading } from "../../use-cases/training/kiosk/start-reading";
import { submitAttempt } from "../../use-cases/training/kiosk/submit-attempt";
import type { Db } from "../../db/client";
import { demoActor } from "../demo-actor";
import type { DemoSeedStep } from "../demo-organisation";
import { demoSites } from "../demo-organisation";
import { harvestModule, hygieneModule, pestModule } from "./demo-modules-a";
import { allergenModule, coldChainModule, forkliftModule } from "./demo-modules-b";
import { demoEmployees, demoTrainers, type DemoModuleKey } from "./demo-people";

const demoModules: [DemoModuleKey, TrainingModuleInput, number][] = [
  ["hygiene", hygieneModule, 40],
  ["harvest", harvestModule, 95],
  ["pest", pestModule, 60],
  ["allergen", allergenModule, 21],
  ["cold", coldChainModule, 130],
  ["forklift", forkliftModule, 75],
];
const stations: Record<string, { stationName: string; device: TrainingDevice }[]> = {
  oxnard: [
    { stationName: "Break room station", device: "station" },
    { stationName: "Crew QR poster", device: "phone" },
  ],
  yuma: [
    { stationName: "Field office station", device: "station" },
    { stationName: "Crew bus QR code", device: "phone" },
  ],
};

/** Answers that get `wrong` questions wrong (the next option along), graded like a real attempt. */
const answersWith = (key: number[], optionCount: number[], wrong: number) =>
  key.map((a, i) => (i < wrong ? (a + 1) % optionCount[i]! : a));

/**
 * A worker at a station: identifies with their employee id, opens the module at `startedAt` and submits
 * the quiz at `submittedAt`, through the same kiosk use-cases a station calls (the server measures the
 * time spent between the two).
 */
async function takeQuiz(
  tx: Db,
  kioskToken: string,
  employeeCode: string,
  assignmentId: string,
  attempt: { language: TrainingLanguage; answers: number[]; startedAt: Date; submittedAt: Date },
) {
  const { ticket } = await identifyWorker(tx, { token: kioskToken, employeeCode }, attempt.startedAt);
  const credentials = { token: kioskToken, ticket, assignmentId };
  await startReading(tx, credentials, attempt.startedAt);
  const durationSeconds = Math.round((attempt.submittedAt.getTime() - attempt.startedAt.getTime()) / 1000);
  return submitAttempt(
    tx,
    { ...credentials, language: attempt.language, answers: attempt.answers, durationSeconds },
    attempt.submittedAt,
  );
}

/**
 * Demo training: the module library, ~30 employees with certifications, their assignments (oxnard's
 * required ones complete at exactly 86 %), quiz attempts taken at the stations and one station + one
 * phone link per site, all through the training, employee and kiosk use-cases, each told when it
 * happened (decision 075).
 */
export const seedTraining: DemoSeedStep = async (tx, ctx) => {
  const { now } = ctx;
  const at = (offsetDays: number) => shiftInstant(now, { days: offsetDays });
  const manager = (offsetDays: number) => demoActor(ctx, "qa_manager", at(offsetDays));

  const modules = new Map<DemoModuleKey, { id: string; input: TrainingModuleValues }>();
  for (const [key, input, updatedDaysAgo] of demoModules) {
    const values = trainingModuleInputSchema.parse(input);
    const created = await createTrainingModule(tx, manager(-updatedDaysAgo - 60), values);
    await updateTrainingModule(tx, manager(-updatedDaysAgo), { moduleId: created.id, ...values });
    modules.set(key, { id: created.id, input: values });
  }

  const kioskTokens: Record<string, { token: string; device: TrainingDevice }[]> = {};
  for (const [slug, list] of Object.entries(stations)) {
    kioskTokens[slug] = [];
    for (const station of list) {
      const { path } = await createKiosk(tx, manager(-90), { siteSlug: slug, ...station });
      kioskTokens[slug].push({ token: path.slice(path.lastIndexOf("/") + 1), device: station.device });
    }
  }

  let doneIndex = 0;
  for (const person of demoEmployees) {
    const demoSite = demoSites.find((s) => s.slug === person.site)!;
    const date = (offsetDays: number) => addCalendarDays(siteToday(demoSite.timezone, now), offsetDays);
    // Everyone starts active; whoever has left is deactivated once their history is written.
    const employee = await createEmployee(
      tx,
      manager(-person.hiredDaysAgo),
      employeeInputSchema.parse({
        employeeCode: person.code,
        name: person.name,
        jobRole: person.role,
        email: person.email ?? "",
        phone: person.phone,
        site: person.site,
        hireDate: date(-person.hiredDaysAgo),
        status: person.status === "inactive" ? "active" : (person.status ?? "active"),
        certifications: (person.certifications ?? []).map((c) => ({
          name: c.name,
          issued: date(-c.issuedDaysAgo),
          expires: c.expiresInDays === null ? "" : date(c.expiresInDays),
        })),
      }),
    );
    for (const [key, progress] of person.training) {
      const module = modules.get(key)!;
      const dueDate =
        progress === "pending"
          ? date(14 + (doneIndex % 10))
          : progress === "overdue"
            ? date(-5 - (doneIndex % 9))
            : date(-10 - (doneIndex % 20));
      await assignModule(tx, manager(-45), {
        siteSlug: person.site,
        moduleId: module.id,
        target: "employee",
        employeeId: employee.id,
        dueDate,
        trainerName: demoTrainers[key][person.site],
      });
      if (progress !== "done") continue;
      doneIndex++;
      const [assignment] = await tx.query.trainingAssignments.findMany({
        where: (a, { and, eq }) => and(eq(a.employeeId, employee.id), eq(a.moduleId, module.id)),
        columns: { id: true },
      });
      const kiosk = kioskTokens[person.site]![doneIndex % 2]!;
      const { input } = module;
      const language: TrainingLanguage = input.languages.includes("ES") && doneIndex % 3 !== 0 ? "ES" : "EN";
      const optionCount = input.content[language]!.questions.map((q) => q.options.length);
      const spent = input.durationMinutes * 60 + ((doneIndex * 97) % 420) - 150;
      const attemptAt = (daysAgo: number, answers: number[]) => ({
        language,
        answers,
        startedAt: new Date(at(-daysAgo).getTime() - spent * 1000),
        submittedAt: at(-daysAgo),
      });
      const completedDaysAgo = 4 + (doneIndex % 30);
      if (doneIndex % 4 === 0)
        await takeQuiz(
          tx,
          kiosk.token,
          person.code,
          assignment!.id,
          attemptAt(completedDaysAgo + 1, answersWith(input.answerKey, optionCount, 2)),
        );
      let answers = answersWith(input.answerKey, optionCount, doneIndex % 3 === 1 ? 1 : 0);
      if (!passes(gradeQuiz(input.answerKey, answers).score, input.passMark)) answers = input.answerKey;
      await takeQuiz(tx, kiosk.token, person.code, assignment!.id, attemptAt(completedDaysAgo, answers));
    }
    if (person.status === "inactive") await deactivateEmployee(tx, manager(-1), { employeeId: employee.id });
  }
};
