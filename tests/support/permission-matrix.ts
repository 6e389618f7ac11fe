import type { Permission } from "../../src/domain/permissions";
import type { AppRole } from "../../src/domain/roles";

/**
 * The role × permission table as reviewed, written out by hand: `x` may, `.` may not. It is a copy of
 * src/domain/permissions.ts on purpose — granting a role more access there fails the permission tests
 * until this table is changed too, in a change a reviewer reads. Columns: admin, pcqi, qa_manager,
 * qa_tech, supervisor, viewer.
 */
// biome-ignore format: the table is aligned for review
const table: Record<Permission, string> = {
  "sites.read":           "x x x x x x",
  "sites.manage":         "x . . . . .",
  "scope.read":           "x x x x x x",
  "scope.edit":           "x x x . . .",
  "scope.confirm":        "x x . . . .",
  "audit_log.read":       "x . . . . .",
  "outbox.read":          "x . . . . .",
  "audit_log.verify":     "x . . . . .",
  "users.manage":         "x . . . . .",
  "organisation.manage":  "x . . . . .",
  "records.read":         "x x x x x x",
  "records.create":       "x x x x x .",
  "records.verify":       "x x x . . .",
  "records.import":       "x x x . . .",
  "schedules.manage":     "x x x . . .",
  "forms.manage":         "x . x . . .",
  "incidents.report":     "x x x x x .",
  "capa.manage":          "x x x . . .",
  "holds.place":          "x x x x x .",
  "holds.release":        "x x x . . .",
  "training.read":        "x x x x x x",
  "training.manage":      "x x x . . .",
  "training.assign":      "x x x . x .",
  "audits.read":          "x x x x x x",
  "audits.run":           "x x x x x .",
  "audits.upload_report": "x x x . . .",
  "evidence.generate":    "x x x x . .",
  "library.read":         "x x x x x x",
  "library.edit":         "x x x . . .",
  "fsp.sign":             ". x . . . .",
  "employees.read":       "x x x x x x",
  "employees.manage":     "x x x . . .",
  "notifications.read":   "x x x x x x",
  "overview.read":        "x x x x x x",
  "overview.configure":   "x x . . . .",
  "search.use":           "x x x x x x",
  "files.read":           "x x x x x x",
  "inbox.read":           "x x x x x x",
  "inbox.upload":         "x x x x x .",
  "inbox.triage":         "x x x x . .",
  "inbox.approve_senders": "x . . . . .",
  "inbox.rotate_address": "x . . . . .",
  "trace.read":           "x x x x x x",
  "trace.capture":        "x x x x x .",
  "trace.manage":         "x x x . . .",
  "trace.export":         "x x x x . .",
  "trace.plan.edit":      "x . x . . .",
  "trace.plan.sign":      ". x . . . .",
  "suppliers.read":       "x x x x x x",
  "suppliers.manage":     "x x x x . .",
  "suppliers.approve":    "x . x . . .",
};

const columns: AppRole[] = ["admin", "pcqi", "qa_manager", "qa_tech", "supervisor", "viewer"];

/** Whether the reviewed table lets this role do this. */
export function reviewedCan(role: AppRole, permission: Permission): boolean {
  const cells = table[permission].split(" ");
  return cells[columns.indexOf(role)] === "x";
}

export const reviewedPermissions = Object.keys(table) as Permission[];
