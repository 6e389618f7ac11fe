import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { jobRoles } from "../../../domain/employees/job-roles";
import type { LanguageContent } from "../../../domain/schemas/training";
import { trainingDevices, trainingLanguages, type TrainingLanguage } from "../../../domain/training/languages";
import { organisations, sites, users } from "./core";
import { employees } from "./employees";

/** A training module of the organisation's library; content per language, quiz answer key kept server-side. */
export const trainingModules = pgTable(
  "training_modules",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    clauses: jsonb("clauses").$type<string[]>().notNull(),
    languages: jsonb("languages").$type<TrainingLanguage[]>().notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    /** Least time a worker must spend on the module before the quiz counts (0 = no minimum). */
    minimumMinutes: integer("minimum_minutes").notNull().default(0),
    passMark: integer("pass_mark").notNull(),
    answerKey: jsonb("answer_key").$type<number[]>().notNull(),
    content: jsonb("content").$type<Partial<Record<TrainingLanguage, LanguageContent>>>().notNull(),
    /** Where the module came from, e.g. `sop:<uuid>` when created from an SOP. */
    sourceRef: text("source_ref"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid("updated_by").references(() => users.id),
  },
  (t) => [index("training_modules_org").on(t.organisationId)],
);

/** One module assigned to one employee. Status is derived at read time (see assignmentStatus). */
export const trainingAssignments = pgTable(
  "training_assignments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id),
    employeeId: uuid("employee_id")
      .notNull()
      .references(() => employees.id),
    moduleId: uuid("module_id")
      .notNull()
      .references(() => trainingModules.id),
    /** Set when assigned to everyone holding a role (the role at that moment). */
    assignedViaRole: text("assigned_via_role", { enum: jobRoles }),
    dueDate: date("due_date", { mode: "string" }).notNull(),
    /** Who leads this training (the crew's trainer), given when assigning; each session records it. */
    trainerName: text("trainer_name"),
    assignedBy: uuid("assigned_by").references(() => users.id),
    assignedAt: timestamp("assigned_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    completedSessionId: uuid("completed_session_id"),
  },
  (t) => [
    uniqueIndex("training_assignments_employee_module").on(t.employeeId, t.moduleId),
    index("training_assignments_org_site").on(t.organisationId, t.siteId),
  ],
);

/** A shared station or phone link for workers: the token is never stored, only its sha256. */
export const trainingKiosks = pgTable(
  "training_kiosks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id),
    stationName: text("station_name").notNull(),
    device: text("device", { enum: trainingDevices }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    createdBy: uuid("created_by").references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    rotatedAt: timestamp("rotated_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** Failed employee-code lookups in the current window, and the lock they caused. */
    lookupFailures: integer("lookup_failures").notNull().default(0),
    lookupWindowStartedAt: timestamp("lookup_window_started_at", { withTimezone: true }),
    lookupLockedUntil: timestamp("lookup_locked_until", { withTimezone: true }),
  },
  (t) => [index("training_kiosks_org_site").on(t.organisationId, t.siteId)],
);

/** A worker identified at a kiosk: short-lived, sha256 of the ticket only. */
export const kioskTickets = pgTable("training_kiosk_tickets", {
  tokenHash: text("token_hash").primaryKey(),
  kioskId: uuid("kiosk_id")
    .notNull()
    .references(() => trainingKiosks.id),
  employeeId: uuid("employee_id")
    .notNull()
    .references(() => employees.id),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
  /** The assignment the worker opened last on this ticket and when (server time): the attempt's start. */
  readingAssignmentId: uuid("reading_assignment_id"),
  readingStartedAt: timestamp("reading_started_at", { withTimezone: true }),
});

/** Every quiz attempt, passed or not: the sessions table of the spec. */
export const trainingSessions = pgTable(
  "training_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id),
    employeeId: uuid("employee_id")
      .notNull()
      .references(() => employees.id),
    moduleId: uuid("module_id")
      .notNull()
      .references(() => trainingModules.id),
    assignmentId: uuid("assignment_id").references(() => trainingAssignments.id),
    kioskId: uuid("kiosk_id").references(() => trainingKiosks.id),
    language: text("language", { enum: trainingLanguages }).notNull(),
    answers: jsonb("answers").$type<number[]>().notNull(),
    score: integer("score").notNull(),
    passed: boolean("passed").notNull(),
    /** Server-measured: from opening the module (startedAt) to submitting the quiz. */
    durationSeconds: integer("duration_seconds").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    device: text("device", { enum: trainingDevices }).notNull(),
    /** The site's name and the station at the time, e.g. "Oxnard Packhouse · Break room station". */
    location: text("location").notNull(),
    /** Who trained the employee: the assignment's trainer when the session was recorded (null: not given). */
    trainerName: text("trainer_name"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("training_sessions_org_site").on(t.organisationId, t.siteId, t.createdAt)],
);
