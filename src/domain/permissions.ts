import type { AppRole } from "./roles";

const everyone: readonly AppRole[] = ["admin", "pcqi", "qa_manager", "qa_tech", "supervisor", "viewer"];
const managers: readonly AppRole[] = ["admin", "pcqi", "qa_manager"];
const doers: readonly AppRole[] = ["admin", "pcqi", "qa_manager", "qa_tech", "supervisor"];
/** Who signs a plan electronically (the Food Safety Plan, the traceability plan): the PCQI. */
const signers: readonly AppRole[] = ["pcqi"];

/**
 * The one permission table. The server checks it on every route; the web reads it to hide
 * what a role may not do. Add a permission here before using it anywhere.
 */
export const permissions = {
  "sites.read": everyone,
  "sites.manage": ["admin"],
  "scope.read": everyone,
  "scope.edit": managers,
  "scope.confirm": ["admin", "pcqi"],
  "audit_log.read": ["admin"],
  "outbox.read": ["admin"],
  /** Verify now and sign a checkpoint on demand. */
  "audit_log.verify": ["admin"],
  "users.manage": ["admin"],
  /** Export all the organisation's data, and ask for (or cancel) its deletion. */
  "organisation.manage": ["admin"],
  "records.read": everyone,
  "records.create": doers,
  "records.verify": managers,
  /** Bring existing logs in from a spreadsheet, and undo an import (decision 145). */
  "records.import": managers,
  /** A site's working calendar and log schedules (decision 126). */
  "schedules.manage": managers,
  /** Build log forms and publish their versions (decision 138). */
  "forms.manage": ["admin", "qa_manager"],
  "incidents.report": doers,
  "capa.manage": managers,
  "holds.place": doers,
  "holds.release": managers,
  "training.read": everyone,
  "training.manage": managers,
  "training.assign": ["admin", "pcqi", "qa_manager", "supervisor"],
  "audits.read": everyone,
  "audits.run": doers,
  "audits.upload_report": managers,
  "evidence.generate": ["admin", "pcqi", "qa_manager", "qa_tech"],
  "library.read": everyone,
  "library.edit": managers,
  "fsp.sign": signers,
  "employees.read": everyone,
  "employees.manage": managers,
  "notifications.read": everyone,
  "overview.read": everyone,
  "overview.configure": ["admin", "pcqi"],
  "search.use": everyone,
  "files.read": everyone,
  /** A site's document inbox (decision 132): read it, drop files into it, triage them, approve held senders. */
  "inbox.read": everyone,
  "inbox.upload": doers,
  "inbox.triage": ["admin", "pcqi", "qa_manager", "qa_tech"],
  "inbox.approve_senders": ["admin"],
  /** Give a site's inbox a new e-mail address; the old one stops receiving mail (decision 159). */
  "inbox.rotate_address": ["admin"],
  /** FSMA 204 traceability (decision 133): read events, lots and traces; capture events; manage master data. */
  "trace.read": everyone,
  "trace.capture": doers,
  "trace.manage": managers,
  /** The traceability plan's point of contact (1.1315(a)(4)): QA managers and admins. */
  "trace.plan.edit": ["admin", "qa_manager"],
  /** Sign a version of the traceability plan: as the Food Safety Plan is signed. */
  "trace.plan.sign": signers,
  /** Produce FDA's sortable spreadsheet (each one is logged, 1.1455). */
  "trace.export": ["admin", "pcqi", "qa_manager", "qa_tech"],
  /** The approved-supplier programme (decision 134): the list, suppliers' documents and upload links. */
  "suppliers.read": everyone,
  "suppliers.manage": ["admin", "pcqi", "qa_manager", "qa_tech"],
  /** Approval decisions, document reviews and the document requirements: QA managers and administrators. */
  "suppliers.approve": ["admin", "qa_manager"],
} as const satisfies Record<string, readonly AppRole[]>;

export type Permission = keyof typeof permissions;

export function can(role: AppRole, permission: Permission): boolean {
  return (permissions[permission] as readonly AppRole[]).includes(role);
}
