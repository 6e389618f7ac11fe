import { eq } from "drizzle-orm";
import { trainingModuleInputSchema, type TrainingModuleInput } from "../../../domain/schemas/training";
import { gradeQuiz, passes } from "../../../domain/training/quiz";
import type { TrainingDevice, TrainingLanguage } from "../../../domain/training/languages";
import { recordEvent } from "../../use-cases/audit/record-event";
import type { DemoSeedStep } from "../demo-organisation";
import { demoSites } from "../demo-organisation";
import { addCalendarDays, shiftInstant, siteToday } from "../../../domain/dates";
import {
  employeeCertifications,
  employees,
  trainingAssignments,
  trainingKiosks,
  trainingModules,
  trainingSessions,
} from "../../db/schema";
import { newToken } from "../../use-cases/training/kiosk/kiosk-token";
import { harvestModule, hygieneModule, pestModule } from "./demo-modules-a";
import { allergenModule, coldChainModule, forkliftModule } from "./demo-modules-b";
import { demoEmployees, type DemoModuleKey } from "./demo-people";

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
 * Demo training: the module library, ~30 employees with certifications, their assignments (oxnard's
 * required ones complete at exactly 86 %), stored quiz sessions and one station + one phone link per site.
 * Written directly: modules edited weeks ago, employees hired months ago and quizzes taken last month
 * need past timestamps that the training use-cases (which stamp "now") cannot give.
 */
export const seedTraining: DemoSeedStep = async (tx, { organisationId, sites, users, now }) => {
  const at = (offsetDays: number) => shiftInstant(now, { days: offsetDays });
  const system = { userId: null, organisationId, name: "System (demo seed)" };

  const modules = new Map<DemoModuleKey, typeof trainingModules.$inferSelect>();
  for (const [key, input, updatedDaysAgo] of demoModules) {
    const values = trainingModuleInputSchema.parse(input);
    const [row] = await tx
      .insert(trainingModules)
      .values({
        ...values,
        organisationId,
        updatedBy: users.qa_manager,
        createdAt: at(-updatedDaysAgo - 60),
        updatedAt: at(-updatedDaysAgo),
      })
      .returning();
    modules.set(key, row!);
    await recordEvent(tx, system, {
      action: "training_module.create",
      entityType: "training_module",
      entityId: row!.id,
      after: { title: row!.title },
    });
  }

  const kiosks: Record<string, (typeof trainingKiosks.$inferSelect)[]> = {};
  for (const [slug, list] of Object.entries(stations)) {
    kiosks[slug] = await tx
      .insert(trainingKiosks)
      .values(
        list.map((s) => ({
          ...s,
          organisationId,
          siteId: sites[slug]!,
          tokenHash: newToken().hash,
          createdBy: users.qa_manager,
          createdAt: at(-90),
          rotatedAt: at(-90),
        })),
      )
      .returning();
  }

  let doneIndex = 0;
  for (const person of demoEmployees) {
    const siteId = sites[person.site]!;
    const demoSite = demoSites.find((s) => s.slug === person.site)!;
    const siteName = demoSite.name;
    const date = (offsetDays: number) => addCalendarDays(siteToday(demoSite.timezone, now), offsetDays);
    const [employee] = await tx
      .insert(employees)
      .values({
        organisationId,
        siteId,
        employeeCode: person.code,
        name: person.name,
        jobRole: person.role,
        email: person.email ?? null,
        phone: person.phone,
        hireDate: date(-person.hiredDaysAgo),
        status: person.status ?? "active",
        createdAt: at(-person.hiredDaysAgo),
      })
      .returning();
    if (person.certifications?.length) {
      await tx.insert(employeeCertifications).values(
        person.certifications.map((c) => ({
          organisationId,
          employeeId: employee!.id,
          name: c.name,
          issued: date(-c.issuedDaysAgo),
          expires: c.expiresInDays === null ? null : date(c.expiresInDays),
        })),
      );
    }
    for (const [key, progress] of person.training) {
      const module = modules.get(key)!;
      const dueDate =
        progress === "pending"
          ? date(14 + (doneIndex % 10))
          : progress === "overdue"
            ? date(-5 - (doneIndex % 9))
            : date(-10 - (doneIndex % 20));
      const [assignment] = await tx
        .insert(trainingAssignments)
        .values({
          organisationId,
          siteId,
          employeeId: employee!.id,
          moduleId: module.id,
          assignedViaRole: person.role,
          dueDate,
          assignedBy: users.qa_manager,
          assignedAt: at(-45),
        })
        .returning();
      if (progress !== "done") continue;
      doneIndex++;
      const kiosk = kiosks[person.site]![doneIndex % 2]!;
      const language: TrainingLanguage = module.languages.includes("ES") && doneIndex % 3 !== 0 ? "ES" : "EN";
      const optionCount = module.content[language]!.questions.map((q) => q.options.length);
      const spent = module.durationMinutes * 60 + ((doneIndex * 97) % 420) - 150;
      const sessionAt = (daysAgo: number) => ({
        organisationId,
        siteId,
        employeeId: employee!.id,
        moduleId: module.id,
        assignmentId: assignment!.id,
        kioskId: kiosk.id,
        language,
        device: kiosk.device,
        location: `${siteName} · ${kiosk.stationName}`,
        durationSeconds: spent,
        startedAt: new Date(at(-daysAgo).getTime() - spent * 1000),
        createdAt: at(-daysAgo),
      });
      const completedDaysAgo = 4 + (doneIndex % 30);
      if (doneIndex % 4 === 0) {
        const answers = answersWith(module.answerKey, optionCount, 2);
        const { score } = gradeQuiz(module.answerKey, answers);
        await tx
          .insert(trainingSessions)
          .values({ ...sessionAt(completedDaysAgo + 1), answers, score, passed: passes(score, module.passMark) });
      }
      let answers = answersWith(module.answerKey, optionCount, doneIndex % 3 === 1 ? 1 : 0);
      if (!passes(gradeQuiz(module.answerKey, answers).score, module.passMark)) answers = module.answerKey;
      const { score } = gradeQuiz(module.answerKey, answers);
      const [session] = await tx
        .insert(trainingSessions)
        .values({ ...sessionAt(completedDaysAgo), answers, score, passed: true })
        .returning();
      await tx
        .update(trainingAssignments)
        .set({ completedAt: session!.createdAt, completedSessionId: session!.id })
        .where(eq(trainingAssignments.id, assignment!.id));
    }
  }
  await recordEvent(tx, system, {
    action: "employee.import",
    entityType: "employee_import",
    entityId: "demo-seed",
    after: { count: demoEmployees.length },
  });
};
