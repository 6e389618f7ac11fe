import { date, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { employeeStatuses, jobRoles } from "../../../domain/employees/job-roles";
import { organisations, sites } from "./core";

/** People who work at a site. Most never sign in: they train at a kiosk with their employee code. */
export const employees = pgTable(
  "employees",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    siteId: uuid("site_id")
      .notNull()
      .references(() => sites.id),
    /** The spec's employeeId (e.g. OX-0142): unique within an organisation, stored upper-case. */
    employeeCode: text("employee_code").notNull(),
    name: text("name").notNull(),
    jobRole: text("job_role", { enum: jobRoles }).notNull(),
    email: text("email"),
    phone: text("phone"),
    hireDate: date("hire_date", { mode: "string" }).notNull(),
    status: text("status", { enum: employeeStatuses }).notNull().default("active"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("employees_org_code").on(t.organisationId, t.employeeCode),
    index("employees_org_site").on(t.organisationId, t.siteId),
  ],
);

export const employeeCertifications = pgTable(
  "employee_certifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id),
    employeeId: uuid("employee_id")
      .notNull()
      .references(() => employees.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    issued: date("issued", { mode: "string" }).notNull(),
    expires: date("expires", { mode: "string" }),
  },
  (t) => [index("employee_certifications_employee").on(t.employeeId)],
);
