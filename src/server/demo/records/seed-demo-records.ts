import { eq } from "drizzle-orm";
import { suggestedClause, sanitationChecklist, type RecordType } from "../../../domain/records/catalogue";
import { evaluateReadings, type TypedReadings } from "../../../domain/records/evaluate-readings";
import { addCalendarDays, addWorkingDays, localDate, shiftInstant, zonedDateTime } from "../../../domain/dates";
import type { AppRole } from "../../../domain/roles";
import {
  capaInputSchema,
  holdInputSchema,
  holdReleaseSchema,
  incidentInputSchema,
  recordInputSchema,
  type CapaInput,
  type HoldInput,
  type IncidentInput,
} from "../../../domain/schemas/records";
import type { Db } from "../../db/client";
import { sites } from "../../db/schema";
import { siteApplicableClauses } from "../../use-cases/scope/load-applied-scope";
import { changeIncidentStatus } from "../../use-cases/records/change-incident-status";
import { correctRecord } from "../../use-cases/records/correct-record";
import { createRecord } from "../../use-cases/records/create-record";
import { initiateCapa } from "../../use-cases/records/initiate-capa";
import { placeHold } from "../../use-cases/records/place-hold";
import { releaseHold } from "../../use-cases/records/release-hold";
import { reportIncident } from "../../use-cases/records/report-incident";
import { reviewRecord } from "../../use-cases/records/review-record";
import { demoActor } from "../demo-actor";
import type { DemoSeedContext } from "../demo-organisation";
import { demoCsv, demoPdf, demoPng } from "./demo-files";

const names: Record<AppRole, string> = {
  admin: "Alex Rivera",
  pcqi: "Maria Gonzalez",
  qa_manager: "Daniel Kim",
  qa_tech: "Sofia Ramirez",
  supervisor: "James Carter",
  viewer: "Priya Patel",
};

/** Deterministic pseudo-random numbers so every seed tells the same story. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

interface SiteInfo {
  id: string;
  slug: string;
  timezone: string;
  clauses: string[];
}

type Status = "pending" | "verified" | "rejected";

export interface PlannedRecord {
  type: RecordType;
  createdAt: Date;
  status: Status;
  author: AppRole;
  reviewer?: AppRole;
  exception?: boolean;
  files?: "pdf" | "csv" | "png";
}

function readingsFor(type: RecordType, rnd: () => number, exception: boolean, site: SiteInfo): TypedReadings {
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  switch (type) {
    case "temperature": {
      const location = pick(
        site.slug === "oxnard"
          ? ["Cooler 1", "Cooler 2", "Cooler 3", "Dock 2 pre-cool", "Blast tunnel"]
          : ["Field cooler trailer", "Vacuum cooler", "Staging shade"],
      );
      const reading = exception ? 44 + Math.round(rnd() * 30) / 10 : 33.5 + Math.round(rnd() * 50) / 10;
      return {
        type,
        readings: {
          location,
          reading,
          unit: "F",
          // The built-in temperature form's limit (the record takes it from the form, not from here).
          minLimit: null,
          maxLimit: 41,
          correctiveAction: exception
            ? "Door gasket replaced; product moved to Cooler 1 and re-checked at 38 °F within 2 hours."
            : "",
        },
      };
    }
    case "sanitation": {
      const failed = exception ? 2 : -1;
      return {
        type,
        readings: {
          area: pick(
            site.slug === "oxnard"
              ? ["Wash line 1", "Pack line 2", "Pack line 3", "Cooler 2 floor"]
              : ["Harvest aid 4", "Bin wash pad", "Field toilets unit 3"],
          ),
          shift: pick(["pre_op", "pre_op", "post_op"] as const),
          checklist: sanitationChecklist.map((item, i) => ({ item, passed: i !== failed })),
          sanitizerPpm: 150 + Math.round(rnd() * 50),
          correctiveAction: exception
            ? "Drain re-cleaned and re-inspected before start-up; line released at 06:40."
            : "",
        },
      };
    }
    case "water": {
      const source = site.slug === "oxnard" ? pick(["municipal", "well"] as const) : "well";
      const chlorine = source === "municipal" && rnd() < 0.5;
      return {
        type,
        readings: chlorine
          ? {
              source,
              samplePoint: "Flume 1 wash water",
              test: "free_chlorine",
              result: exception ? 1.2 : 2.5 + Math.round(rnd() * 20) / 10,
              limit: 2,
              lab: "",
              correctiveAction: exception ? "Chlorine injector re-primed; flume re-tested at 3.1 ppm." : "",
            }
          : {
              source,
              samplePoint: pick(["Well 1 head", "Hand-wash sink", "Ice machine"]),
              test: "generic_e_coli",
              result: exception ? 2 : 0,
              limit: 0,
              lab: "Pacific Agri Labs",
              correctiveAction: exception
                ? "Well shock-chlorinated; re-sample collected and use suspended until a negative result."
                : "",
            },
      };
    }
    case "pest":
      return {
        type,
        readings: {
          station: `${pick(["RS", "ST", "ILT"])}-${String(1 + Math.floor(rnd() * 24)).padStart(2, "0")}`,
          stationType: pick(["rodent_bait", "snap_trap", "insect_light_trap"] as const),
          activityFound: exception,
          activity: exception ? "Droppings beside the station" : "",
          action: exception ? "Area cleaned and sanitised; service provider called for extra visit." : "",
        },
      };
  }
}

/** The records of a site: the pending queue relative to `now`, then verified and rejected history. */
function planRecords(
  today: string,
  timezone: string,
  now: Date,
  pending: { dueSoon: number[]; recentHours: number[]; recentYesterday: number; overdue: number[] },
  history: number,
  authors: AppRole[],
  seed: number,
): PlannedRecord[] {
  const rnd = random(seed);
  const types: RecordType[] = ["temperature", "sanitation", "water", "pest"];
  const at = (workingDaysBack: number, hour: number) =>
    zonedDateTime(addWorkingDays(today, -workingDaysBack), hour, Math.floor(rnd() * 60), timezone);
  const plan: PlannedRecord[] = [];
  const fileKinds = ["pdf", "csv", "png"] as const;
  pending.dueSoon.forEach((back, i) =>
    plan.push({
      type: types[i % 4]!,
      createdAt: at(back, 7 + (i % 8)),
      status: "pending",
      author: authors[i % authors.length]!,
      exception: i === 2,
      files: i % 3 === 0 ? fileKinds[i % 3] : undefined,
    }),
  );
  pending.overdue.forEach((back, i) =>
    plan.push({
      type: types[(i + 1) % 4]!,
      createdAt: at(back, 10),
      status: "pending",
      author: authors[0]!,
      files: "pdf",
    }),
  );
  pending.recentHours.forEach((hours, i) =>
    plan.push({
      type: types[(i + 2) % 4]!,
      createdAt: shiftInstant(now, { hours: -hours }),
      status: "pending",
      author: authors[i % authors.length]!,
      files: i === 0 ? "png" : undefined,
    }),
  );
  for (let i = 0; i < pending.recentYesterday; i++)
    plan.push({
      type: types[(i + 3) % 4]!,
      createdAt: at(1, 14 + i),
      status: "pending",
      author: authors[(i + 1) % authors.length]!,
    });
  for (let i = 0; i < history; i++) {
    const back = 9 + Math.floor((i * 80) / history) + Math.floor(rnd() * 3);
    plan.push({
      type: types[i % 4]!,
      createdAt: at(back, 6 + Math.floor(rnd() * 10)),
      status: i % 13 === 5 ? "rejected" : "verified",
      author: authors[i % authors.length]!,
      reviewer: i % 3 === 0 ? "pcqi" : "qa_manager",
      exception: i % 9 === 4,
      files: i % 5 === 0 ? fileKinds[i % 3] : undefined,
    });
  }
  return plan;
}

function demoAttachment(kind: "pdf" | "csv" | "png", type: RecordType, occurred: string, summary: string) {
  if (kind === "pdf")
    return {
      filename: `${type}-log-${occurred}.pdf`,
      bytes: demoPdf(`${type[0]!.toUpperCase()}${type.slice(1)} log — ${occurred}`, [
        summary,
        "Signed on paper by the person who performed the check.",
        "Scanned copy kept with the electronic record.",
      ]),
    };
  if (kind === "csv")
    return {
      filename: `${type}-readings-${occurred}.csv`,
      bytes: demoCsv([
        ["time", "reading", "note"],
        ["06:00", summary, "logger export"],
        ["10:00", summary, "logger export"],
        ["14:00", summary, "logger export"],
      ]),
    };
  return { filename: `${type}-photo-${occurred}.png`, bytes: demoPng([0.55, 0.6, 0.58, 0.62, 0.57, 0.6, 0.64, 0.59]) };
}

export async function seedRecords(tx: Db, ctx: DemoSeedContext, site: SiteInfo, plan: PlannedRecord[], seed: number) {
  const rnd = random(seed);
  for (const item of plan) {
    const typed = readingsFor(item.type, rnd, item.exception ?? false, site);
    const evaluation = evaluateReadings(typed);
    const occurredAt = shiftInstant(item.createdAt, { minutes: -Math.floor(rnd() * 40) });
    const reviewedAt = item.reviewer
      ? new Date(
          Math.min(
            shiftInstant(item.createdAt, { days: 1 + Math.floor(rnd() * 4) }).getTime(),
            shiftInstant(ctx.now, { hours: -1 }).getTime(),
          ),
        )
      : null;
    const file = item.files
      ? demoAttachment(item.files, item.type, localDate(occurredAt, site.timezone), evaluation.summary)
      : null;
    const record = await createRecord(tx, demoActor(ctx, item.author, item.createdAt), {
      siteSlug: site.slug,
      record: recordInputSchema.parse({
        ...typed,
        clauseId: suggestedClause(item.type, site.clauses)!,
        occurredAt: occurredAt.toISOString(),
        performedBy: names[item.author],
        notes: item.exception ? "Deviation logged and corrected on the spot." : "",
      }),
      files: file ? [{ field: "files", ...file }] : [],
    });
    if (item.reviewer && reviewedAt) {
      const reject = item.status === "rejected";
      await reviewRecord(tx, demoActor(ctx, item.reviewer, reviewedAt), {
        id: record.id,
        decision: reject ? "reject" : "approve",
        notes: reject
          ? "Reading sheet not initialled and the corrective action does not say when product was re-checked."
          : "Reviewed against the log sheet; values and limits correct.",
      });
    }
  }
}

/** One verified record that was rejected, resubmitted with a correction and verified, to show versions. */
async function seedAmendedRecord(tx: Db, ctx: DemoSeedContext, site: SiteInfo, today: string) {
  const createdAt = zonedDateTime(addWorkingDays(today, -12), 7, 15, site.timezone);
  const record = (reading: number, correctiveAction: string) =>
    recordInputSchema.parse({
      type: "temperature",
      readings: { location: "Cooler 2", reading, unit: "F", correctiveAction },
      clauseId: suggestedClause("temperature", site.clauses)!,
      occurredAt: createdAt.toISOString(),
      performedBy: names.qa_tech,
      notes: "",
    });
  const { id } = await createRecord(tx, demoActor(ctx, "qa_tech", createdAt), {
    siteSlug: site.slug,
    record: record(45.1, "Product moved to Cooler 1; Cooler 2 re-checked within the hour."),
    files: [],
  });
  await reviewRecord(tx, demoActor(ctx, "qa_manager", shiftInstant(createdAt, { hours: 1 })), {
    id,
    decision: "reject",
    notes: "45.1 °F does not match the logger export for Cooler 2: check the reading.",
  });
  await correctRecord(tx, demoActor(ctx, "qa_tech", shiftInstant(createdAt, { hours: 2 })), {
    id,
    reason: "Transcription error: the logger shows 38.1 °F, 45.1 was the dock probe.",
    record: record(38.1, ""),
  });
  await reviewRecord(tx, demoActor(ctx, "qa_manager", shiftInstant(createdAt, { days: 2 })), {
    id,
    decision: "approve",
    notes: "Transcription error corrected; logger export confirms 38.1 °F.",
  });
}

interface PlannedIncident extends IncidentInput {
  status: "pending" | "investigating" | "corrected";
  daysAgo: number;
  reporter: AppRole;
  capa?: Omit<CapaInput, "dueDate"> & { dueInDays: number };
}

/**
 * Reported by `reporter` `daysAgo`; the QA manager starts the investigation a day later (initiating the
 * CAPA when there is one) and, for corrected incidents, closes it three days after that.
 */
async function seedIncidents(tx: Db, ctx: DemoSeedContext, site: SiteInfo, today: string, list: PlannedIncident[]) {
  for (const { status, daysAgo, reporter, capa, ...input } of list) {
    const reportedAt = shiftInstant(ctx.now, { days: -daysAgo });
    const { id } = await reportIncident(tx, demoActor(ctx, reporter, reportedAt), {
      siteSlug: site.slug,
      ...incidentInputSchema.parse({
        ...input,
        clauseId: site.clauses.includes(input.clauseId) ? input.clauseId : site.clauses[0]!,
      }),
    });
    if (status === "pending") continue;
    const manager = (days: number) => demoActor(ctx, "qa_manager", shiftInstant(reportedAt, { days }));
    if (capa) {
      const { dueInDays, ...rest } = capa;
      await initiateCapa(tx, manager(1), {
        id,
        ...capaInputSchema.parse({ ...rest, dueDate: addCalendarDays(today, dueInDays) }),
      });
    } else await changeIncidentStatus(tx, manager(1), { id, status: "investigating", note: "" });
    if (status === "corrected") await changeIncidentStatus(tx, manager(4), { id, status: "corrected", note: "" });
  }
}

interface PlannedHold extends HoldInput {
  daysAgo: number;
  releasedAfterDays?: number;
  level?: "qa_manager" | "pcqi" | "operations_manager";
  releaseNotes?: string;
}

/** Placed by the QA tech `daysAgo`; released `releasedAfterDays` later by a role that holds `level`. */
async function seedHolds(tx: Db, ctx: DemoSeedContext, site: SiteInfo, list: PlannedHold[]) {
  const releaser = { qa_manager: "qa_manager", pcqi: "pcqi", operations_manager: "admin" } as const;
  for (const { daysAgo, releasedAfterDays, level, releaseNotes, ...input } of list) {
    const holdAt = shiftInstant(ctx.now, { days: -daysAgo, hours: -3 });
    const { id } = await placeHold(tx, demoActor(ctx, "qa_tech", holdAt), {
      siteSlug: site.slug,
      ...holdInputSchema.parse(input),
    });
    if (releasedAfterDays === undefined || !level) continue;
    await releaseHold(tx, demoActor(ctx, releaser[level], shiftInstant(holdAt, { days: releasedAfterDays })), {
      id,
      ...holdReleaseSchema.parse({ authorizationLevel: level, releaseNotes }),
    });
  }
}

export async function siteInfo(tx: Db, ctx: DemoSeedContext, slug: string): Promise<SiteInfo & { today: string }> {
  const id = ctx.sites[slug]!;
  const [site] = await tx.select().from(sites).where(eq(sites.id, id));
  const clauses = (await siteApplicableClauses(tx, ctx.organisationId, id)).filter((c) => !c.na).map((c) => c.id);
  return { id, slug, timezone: site!.timezone, clauses, today: localDate(ctx.now, site!.timezone) };
}

/**
 * Demo records, incidents and holds, dated relative to `now` so the overview's figures hold whenever
 * the seed runs. Oxnard: 12 records to verify (8 due within 7 days, none overdue); 3 open deviations
 * (1 with an overdue CAPA); 1 hold older than 14 days. Yuma: fewer (5 to verify, 3 due within 7 days, none overdue), so a fresh
 * administrator's bell shows the spec's 2 notifications (the CAPA and the hold).
 * Every row goes through the use-cases the routes call (create, review, correct, report, initiate CAPA,
 * change status, place and release holds), each told the instant it happened (decision 075).
 */
export async function seedDemoRecords(tx: Db, ctx: DemoSeedContext) {
  const oxnard = await siteInfo(tx, ctx, "oxnard");
  const yuma = await siteInfo(tx, ctx, "yuma");

  await seedRecords(
    tx,
    ctx,
    oxnard,
    planRecords(
      oxnard.today,
      oxnard.timezone,
      ctx.now,
      { dueSoon: [3, 3, 4, 4, 5, 5, 6, 6], recentHours: [1, 3], recentYesterday: 2, overdue: [] },
      44,
      ["qa_tech", "qa_tech", "admin"],
      11,
    ),
    101,
  );
  await seedAmendedRecord(tx, ctx, oxnard, oxnard.today);
  await seedRecords(
    tx,
    ctx,
    yuma,
    planRecords(
      yuma.today,
      yuma.timezone,
      ctx.now,
      { dueSoon: [4, 5, 6], recentHours: [2], recentYesterday: 1, overdue: [] },
      22,
      ["supervisor", "qa_tech"],
      23,
    ),
    202,
  );

  await seedIncidents(tx, ctx, oxnard, oxnard.today, oxnardIncidents);
  await seedIncidents(tx, ctx, yuma, yuma.today, yumaIncidents);
  await seedHolds(tx, ctx, oxnard, oxnardHolds);
  await seedHolds(tx, ctx, yuma, yumaHolds);
}

const oxnardIncidents: PlannedIncident[] = [
  {
    title: "Cooler 3 temperature excursion",
    severity: "high",
    status: "investigating",
    clauseId: "C.01.01",
    description:
      "Cooler 3 logged 47 °F for about 3 hours overnight after the compressor tripped. 64 pallets of romaine were inside.",
    immediateAction: "Product moved to Cooler 1, pallets placed on hold, refrigeration contractor called.",
    capaRequired: true,
    daysAgo: 16,
    reporter: "qa_tech",
    capa: {
      rootCause: "Compressor overload relay tripped after a power dip; the alarm dialler had no working phone number.",
      correctiveAction: "Relay replaced; alarm contact list updated and tested with a forced alarm.",
      preventiveAction: "Monthly alarm call-out test added to the maintenance schedule; surge protection quoted.",
      responsiblePerson: "Daniel Kim",
      dueInDays: -3,
    },
  },
  {
    title: "Metal detector failed start-up verification on Line 2",
    severity: "critical",
    status: "investigating",
    clauseId: "P.04.01",
    description:
      "The 2.0 mm ferrous test wand passed through the detector on Line 2 without rejection at the 06:00 start-up check.",
    immediateAction: "Line 2 stopped; product since the last good check (18:00 previous day) held for re-screening.",
    capaRequired: true,
    daysAgo: 4,
    reporter: "qa_tech",
    capa: {
      rootCause: "Sensitivity setting changed during a product changeover without QA sign-off.",
      correctiveAction: "Detector re-validated by the vendor; held product re-screened through Line 1.",
      preventiveAction: "Settings locked with a supervisor PIN; changeover checklist now includes a detector test.",
      responsiblePerson: "Maria Gonzalez",
      dueInDays: 6,
    },
  },
  {
    title: "Hand-wash station without paper towels on Pack line 3",
    severity: "low",
    status: "pending",
    clauseId: "3.01.02",
    description:
      "During the mid-shift walk-through the hand-wash station at the entrance of Pack line 3 had no paper towels.",
    immediateAction: "Towels restocked immediately; crew lead reminded of the hourly station check.",
    capaRequired: false,
    daysAgo: 1,
    reporter: "admin",
  },
  {
    title: "Plastic fragment found on packing belt",
    severity: "medium",
    status: "corrected",
    clauseId: "P.04.02",
    description: "A 2 cm fragment of blue plastic was found on the Line 1 packing belt, traced to a cracked tote.",
    immediateAction: "Line stopped, 12 cases inspected, cracked tote removed.",
    capaRequired: true,
    daysAgo: 38,
    reporter: "qa_tech",
    capa: {
      rootCause: "Damaged totes were not removed from circulation.",
      correctiveAction: "All totes inspected; 40 damaged totes destroyed.",
      preventiveAction: "Weekly tote inspection added to the sanitation schedule.",
      responsiblePerson: "Daniel Kim",
      dueInDays: -24,
    },
  },
  {
    title: "Rodent activity in dry packaging storage",
    severity: "medium",
    status: "corrected",
    clauseId: "3.01.04",
    description: "Droppings found beside station RS-07 in the carton storage room.",
    immediateAction: "Area cleaned and sanitised, cartons in the affected bay discarded.",
    capaRequired: false,
    daysAgo: 55,
    reporter: "qa_tech",
  },
  {
    title: "Glass light cover cracked above Pack line 2",
    severity: "high",
    status: "corrected",
    clauseId: "P.04.02",
    description: "A cracked but intact light cover was found during the glass and brittle plastic audit.",
    immediateAction: "Line 2 stopped, area inspected, cover replaced with a shatter-proof sleeve.",
    capaRequired: false,
    daysAgo: 71,
    reporter: "admin",
  },
];

const yumaIncidents: PlannedIncident[] = [
  {
    title: "Field toilet unit not serviced on schedule",
    severity: "medium",
    status: "pending",
    clauseId: "3.01.02",
    description: "Unit 3 at Block 12 was not serviced on Monday; supplies ran out by mid-morning.",
    immediateAction: "Crew moved to units 1 and 2; service company called for same-day service.",
    capaRequired: true,
    daysAgo: 2,
    reporter: "supervisor",
  },
  {
    title: "Bird droppings on harvest bins",
    severity: "high",
    status: "investigating",
    clauseId: "7.03.01",
    description: "Six harvest bins staged overnight under the shade structure had bird droppings inside.",
    immediateAction: "Bins removed from use, washed and sanitised; staging moved.",
    capaRequired: true,
    daysAgo: 6,
    reporter: "supervisor",
    capa: {
      rootCause: "Bins staged under a structure used as a roost.",
      correctiveAction: "Bird netting installed; bins staged inverted.",
      preventiveAction: "Pre-harvest bin inspection added to the crew-lead checklist.",
      responsiblePerson: "James Carter",
      dueInDays: 10,
    },
  },
  {
    title: "Well water generic E. coli detected",
    severity: "high",
    status: "corrected",
    clauseId: "2.01.03",
    description: "Quarterly well sample returned 2 CFU/100 mL generic E. coli.",
    immediateAction: "Well water use for hand-washing suspended; potable water trucked in.",
    capaRequired: true,
    daysAgo: 45,
    reporter: "qa_tech",
    capa: {
      rootCause: "Cracked well cap let surface run-off in after heavy rain.",
      correctiveAction: "Well cap replaced, well shock-chlorinated, two negative re-samples.",
      preventiveAction: "Well head inspection added to the monthly checklist.",
      responsiblePerson: "James Carter",
      dueInDays: -30,
    },
  },
];

const oxnardHolds: PlannedHold[] = [
  {
    type: "product",
    itemName: "Romaine hearts 3-pack, 12 ct cases",
    quantity: 64,
    unit: "pallets",
    reason: "temperature_excursion",
    notes: "From Cooler 3 during the overnight excursion; awaiting core-temperature and quality evaluation.",
    lotCode: "OXN-ROM-0412",
    daysAgo: 16,
  },
  {
    type: "product",
    itemName: "Spring mix 5 lb clamshell cases",
    quantity: 180,
    unit: "cases",
    reason: "contamination_risk",
    notes: "Packed on Line 2 since the last good metal detector check; re-screening through Line 1.",
    lotCode: "OXN-SPM-0498",
    daysAgo: 4,
  },
  {
    type: "equipment",
    itemName: "Metal detector, Line 2",
    quantity: 1,
    unit: "units",
    reason: "maintenance_required",
    notes: "Failed start-up verification; locked out until vendor re-validation.",
    lotCode: "",
    daysAgo: 4,
  },
  {
    type: "material",
    itemName: "Printed clamshell labels, lot L-2291",
    quantity: 12,
    unit: "rolls",
    reason: "missing_documentation",
    notes: "Supplier letter of guarantee missing.",
    lotCode: "",
    daysAgo: 30,
    releasedAfterDays: 3,
    level: "qa_manager",
    releaseNotes: "Letter of guarantee received and filed; labels released to production.",
  },
  {
    type: "product",
    itemName: "Strawberries 8 x 1 lb flats",
    quantity: 48,
    unit: "cases",
    reason: "quality",
    notes: "Bruising above the spec on the receiving inspection.",
    lotCode: "OXN-STR-0377",
    daysAgo: 22,
    releasedAfterDays: 1,
    level: "pcqi",
    releaseNotes: "Re-graded; 41 cases meet spec and released, 7 cases dumped.",
  },
  {
    type: "product",
    itemName: "Green bell peppers 25 lb cartons",
    quantity: 220,
    unit: "cases",
    reason: "recall_investigation",
    notes: "Supplier notice of a possible Salmonella recall on a grower lot.",
    lotCode: "OXN-PEP-0350",
    daysAgo: 47,
    releasedAfterDays: 2,
    level: "operations_manager",
    releaseNotes: "Supplier confirmed our lots are outside the recall scope (written confirmation filed).",
  },
];

const yumaHolds: PlannedHold[] = [
  {
    type: "product",
    itemName: "Iceberg lettuce 24 ct cartons, Block 12",
    quantity: 36,
    unit: "bins",
    reason: "contamination_risk",
    notes: "Harvested into bins later found with bird droppings.",
    lotCode: "YUM-ICE-1206",
    daysAgo: 6,
  },
  {
    type: "equipment",
    itemName: "Harvest aid 4 conveyor",
    quantity: 1,
    unit: "units",
    reason: "maintenance_required",
    notes: "Belt frayed at the splice.",
    lotCode: "",
    daysAgo: 19,
    releasedAfterDays: 2,
    level: "qa_manager",
    releaseNotes: "Belt replaced, cleaned and sanitised before use.",
  },
];
