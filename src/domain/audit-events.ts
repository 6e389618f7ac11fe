import type { FindingOwnerRole } from "./audits/findings";
import type { AuditScore, ChecklistAnswer } from "./audits/scoring";
import type { JobRole } from "./employees/job-roles";
import type { ExternalAuditCreateInput } from "./schemas/audits";
import type { EmployeeValues } from "./schemas/employees";
import type { FspSectionUpdateInput } from "./schemas/library";
import type { HoldView, IncidentView, RecordView } from "./schemas/records";
import type { NaOverride, Scope } from "./schemas/scope";
import type { LogScheduleView } from "./schemas/schedules";
import type { FormDefinition } from "./forms/form-definition";
import type { SiteView } from "./schemas/sites";
import type { WorkingCalendar } from "./schedules/working-calendar";
import type { TraceLocationInput } from "./schemas/traceability";
import type { CteType } from "./traceability/kde";
import type { Product, TradingPartner } from "./traceability/master-data";
import type { AppRole } from "./roles";
import type { AppLocale } from "./i18n/locales";
import type { SsoSettings } from "./schemas/sso";
import type { SupplierDocumentType, SupplierRequirement } from "./suppliers/requirements";
import type { SupplierCategory, SupplierRiskLevel, SupplierStatus } from "./suppliers/suppliers";
import type { SupplierContact } from "./schemas/suppliers";
import type { NotificationDelivery, NotificationKind } from "./schemas/notification-preferences";

/** A supplier's own fields as the audit trail keeps them (sites by slug). */
type SupplierAuditValues = {
  name: string;
  category: SupplierCategory;
  riskLevel: SupplierRiskLevel;
  siteIds: string[];
  contacts: SupplierContact[];
  /** Product master data ids (decision 143); events before it kept product names under `products`. */
  productIds: string[];
  ownerId: string | null;
  notes: string;
};

/** A published log form version as the audit trail keeps it. */
type LogFormVersionAudit = { version: number; versionId: string; definition: FormDefinition };

/** What the audit trail keeps of SSO settings (never the client secret). */
type SsoAuditValues = Omit<SsoSettings, "clientSecret">;

/**
 * What every audit event holds: for each action, the type of entity it is about and the values it
 * stores before and after the change (`null` where the action has none). `recordEvent` type-checks
 * each call against this table, so this is the one place to read what the audit log can contain.
 * Values are stored as JSON: dates are ISO strings.
 *
 * Events written by the demo seed (`src/server/demo/`) record a short summary marked `seeded: true`
 * (or `DemoSeedSummary`) where the seed does not go through the use-case.
 */
export interface AuditEvents {
  // Accounts and sessions ----------------------------------------------------------------------
  "auth.sign_in": { entityType: "user"; before: null; after: { ip: string } };
  "auth.sign_out": { entityType: "user"; before: null; after: null };
  "auth.password_change": { entityType: "user"; before: null; after: { otherSessionsEnded: number } };
  /** A "Forgot password?" link was e-mailed (never the token). */
  "auth.password_reset_request": { entityType: "user"; before: null; after: { expiresAt: string } };
  /** The password was reset with such a link: every session of the user ended. */
  "auth.password_reset": { entityType: "user"; before: null; after: { sessionsEnded: number } };
  /** `sessions` are the ended sessions' public ids; `everywhere` when no single session was named. */
  "auth.sessions_end": { entityType: "user"; before: null; after: { sessions: string[]; everywhere: boolean } };
  "organisation.create": {
    entityType: "organisation";
    before: null;
    after: { name: string; firstAdmin: { id: string; email: string; name: string } };
  };
  "user.deactivate": { entityType: "user"; before: { active: true }; after: { active: false } };
  /** The user's own profile settings (PATCH /api/me); entityId is the user. */
  "user.profile_update": {
    entityType: "user";
    before: { locale: AppLocale | null };
    after: { locale: AppLocale | null };
  };
  /** The user's own e-mail settings per kind of notification (decision 116); only the kinds changed. */
  "user.notification_preferences_update": {
    entityType: "user";
    before: Partial<Record<NotificationKind, NotificationDelivery>>;
    after: Partial<Record<NotificationKind, NotificationDelivery>>;
  };
  /** Two-factor authentication (never the secret or a code). */
  "auth.two_factor_enrol_start": { entityType: "user"; before: null; after: null };
  "auth.two_factor_enable": { entityType: "user"; before: null; after: { recoveryCodes: number } };
  "auth.two_factor_disable": { entityType: "user"; before: null; after: { proof: "code" | "password" } };
  "auth.recovery_codes_regenerate": { entityType: "user"; before: null; after: { recoveryCodes: number } };
  /** A second step of sign-in: `method` is how the second factor was given. */
  "auth.two_factor_sign_in": {
    entityType: "user";
    before: null;
    after: { ip: string; method: "totp" | "recovery_code" };
  };
  /** entityId is the organisation. */
  "organisation.two_factor_policy": {
    entityType: "organisation";
    before: { requiredRoles: string[] };
    after: { requiredRoles: string[] };
  };
  /** Single sign-on settings; the client secret is never written here, only whether it changed. */
  "organisation.sso_update": {
    entityType: "organisation";
    before: SsoAuditValues | null;
    after: SsoAuditValues & { clientSecretChanged: boolean };
  };
  /** Signed in through the organisation's OpenID Connect provider. */
  "auth.sso_sign_in": { entityType: "user"; before: null; after: { ip: string; issuer: string } };
  /** An account created just in time by a first SSO sign-in, with the connection's default role. */
  "auth.sso_account_create": {
    entityType: "user";
    before: null;
    after: { email: string; name: string; role: AppRole; issuer: string };
  };
  "user.update_membership": {
    entityType: "user";
    before: { role: AppRole; siteIds: string[] };
    after: { role: AppRole; siteIds: string[] };
  };
  /** entityId is the invitation; the token itself is never recorded. */
  "invitation.create": {
    entityType: "invitation";
    before: null;
    after: { email: string; role: AppRole; siteIds: string[]; locale?: "en" | "es"; expiresAt: string };
  };
  "invitation.resend": { entityType: "invitation"; before: { expiresAt: string }; after: { expiresAt: string } };
  "invitation.revoke": { entityType: "invitation"; before: null; after: { email: string } };
  /** The invitee joined: `newAccount` when the acceptance created her account. */
  "invitation.accept": {
    entityType: "invitation";
    before: null;
    after: { userId: string; email: string; role: AppRole; newAccount: boolean; via?: "password" | "sso" };
  };
  /** The user's notification keys marked read. */
  "notification.read": { entityType: "user"; before: null; after: { keys: string[] } };

  // Sites, scope and the overview --------------------------------------------------------------
  /** entityId is the site's slug. */
  "site.create": { entityType: "site"; before: null; after: SiteView | DemoSeedSummary<{ name: string }> };
  "site.update": { entityType: "site"; before: SiteView; after: SiteView };
  /** The user's current site (a slug); entityId is the user. */
  "site.select": { entityType: "user"; before: null; after: { currentSite: string } };
  /** entityId is the site's slug. */
  "readiness_target.update": { entityType: "site"; before: { target: number }; after: { target: number } };
  /** A site's operating days, holidays and shutdowns (decision 126); entityId is the site's slug. */
  "site.working_calendar_update": { entityType: "site"; before: WorkingCalendar; after: WorkingCalendar };
  /**
   * A site admin gave the site's document inbox a new e-mail address (decision 159): the old one, kept
   * here, stops receiving mail. The new address is not written into the trail (it is a secret in use).
   */
  "site.inbox_address_rotate": { entityType: "site"; before: { address: string }; after: { rotated: true } };
  /** A log form expected at a site on a rhythm (decision 126). */
  "log_schedule.create": { entityType: "log_schedule"; before: null; after: LogScheduleView };
  /** A schedule stops expecting logs after endsOn. */
  "log_schedule.end": { entityType: "log_schedule"; before: { endsOn: string | null }; after: { endsOn: string } };
  /** A custom log form and its version 1 (decision 138). */
  "log_form.create": { entityType: "log_form"; before: null; after: LogFormVersionAudit };
  /** The next version of a custom log form published; the earlier ones stay with their records. */
  "log_form.publish": { entityType: "log_form"; before: LogFormVersionAudit; after: LogFormVersionAudit };
  // FSMA 204 traceability (decision 133) -------------------------------------------------------
  "trace_product.create": { entityType: "trace_product"; before: null; after: Product };
  "trace_product.update": { entityType: "trace_product"; before: Product; after: Product };
  "trace_location.create": { entityType: "trace_location"; before: null; after: TraceLocationInput };
  "trace_location.update": { entityType: "trace_location"; before: TraceLocationInput; after: TraceLocationInput };
  "trading_partner.create": { entityType: "trading_partner"; before: null; after: TradingPartner };
  "trading_partner.update": { entityType: "trading_partner"; before: TradingPartner; after: TradingPartner };
  /** A Critical Tracking Event captured; the KDEs are in the event's row, changed only to add missing ones. */
  "trace_event.capture": {
    entityType: "trace_event";
    before: null;
    after: {
      type: CteType;
      eventDate: string;
      tlc: string | null;
      tlcAssigned: boolean;
      /** Set when the event came from an imported spreadsheet (decision 144): the file and its row. */
      importFile?: string;
      importRow?: number;
    };
  };
  /** The KDEs a stored event lacked, added (decision 141): what was missing and the paths filled; no KDE changed. */
  "trace_event.complete": {
    entityType: "trace_event";
    before: { missing: string[] };
    after: { filled: string[] };
  };
  /** A spreadsheet of events imported (decision 144): every row became an event, in one transaction. */
  "trace_import.commit": {
    entityType: "trace_import";
    before: null;
    after: { type: CteType; fileName: string; rows: number; events: string[] };
  };
  /** A mock recall drill started (decision 137); its clock runs from `startedAt`. */
  "recall_drill.start": {
    entityType: "recall_drill";
    before: null;
    after: { startLots: string[]; tlc: string | null; productId: string | null; startedAt: string };
  };
  /** A step of a drill recorded; a holds step also records one `hold.place` per lot held. */
  "recall_drill.step": {
    entityType: "recall_drill";
    before: null;
    after: { step: string; note: string; result: Record<string, unknown> };
  };
  "recall_drill.close": {
    entityType: "recall_drill";
    before: null;
    after: { closedAt: string; elapsedMinutes: number; withinTarget: boolean };
  };
  /** entityId is the site's slug. */
  "site.tlc_format_update": {
    entityType: "site";
    before: { siteCode: string; template: string } | null;
    after: { siteCode: string; template: string };
  };
  /** The traceability plan's point of contact set (1.1315(a)(4)); entityId is the site's slug. */
  "site.traceability_contact_update": {
    entityType: "site";
    before: { name: string; phone: string; email: string } | null;
    after: { name: string; phone: string; email: string };
  };
  /** A version of the traceability plan signed (1.1315, the Food Safety Plan's e-signature); entityId is the version's id. */
  "trace_plan.sign": {
    entityType: "trace_plan_version";
    before: null;
    after: {
      version: number;
      printedName: string;
      meaning: string;
      contentHash: string;
      signedAt: string;
      timezone: string;
    };
  };
  /** A refused traceability plan signature (wrong password or code); entityId is the site's slug. */
  "trace_plan.sign_refused": { entityType: "trace_plan"; before: null; after: { reason: string } };
  /** FDA's sortable spreadsheet produced (1.1455(c)(3)(ii)); entityId is the request log's id. */
  "trace.fda_spreadsheet_export": {
    entityType: "fda_request";
    before: null;
    after: {
      from: string;
      to: string;
      format: "csv" | "xlsx";
      tlc: string | null;
      product: string | null;
      rowCount: number;
    };
  };
  /** entityId is the site's slug. */
  "scope.save_draft": { entityType: "site_scope"; before: Scope | null; after: Scope };
  "scope.confirm": { entityType: "site_scope"; before: Scope | null; after: Scope };
  /** entityId is `<site slug>/<clause id>`. */
  "clause.mark_na": { entityType: "site_clause"; before: NaOverride | null; after: NaOverride | undefined };
  "clause.unmark_na": { entityType: "site_clause"; before: NaOverride; after: null };

  // Employees and training ---------------------------------------------------------------------
  "employee.create": { entityType: "employee"; before: null; after: EmployeeValues };
  /** `before` is the stored row without its organisation and timestamps. */
  "employee.update": { entityType: "employee"; before: RowSnapshot; after: EmployeeValues };
  "employee.deactivate": { entityType: "employee"; before: { status: string }; after: { status: "inactive" } };
  /** entityId is the first imported employee (or `demo-seed`); `employees` are their codes. */
  "employee.import": { entityType: "employee_import"; before: null; after: { count: number; employees?: string[] } };
  "training_module.create": {
    entityType: "training_module";
    before: null;
    after: TrainingModuleSummary | DemoSeedSummary<{ title: string }>;
  };
  "training_module.update": {
    entityType: "training_module";
    before: TrainingModuleSummary;
    after: TrainingModuleSummary;
  };
  /** An assignment's trainer changed (decision 157); sessions already recorded keep the trainer they had. */
  "training.trainer_update": {
    entityType: "training_assignment";
    before: { trainer: string | null };
    after: { trainer: string | null; module: string; employee: string };
  };
  "training.assign": {
    entityType: "training_module";
    before: null;
    after: {
      module: string;
      dueDate: string;
      /** Who leads the training (absent on events before trainers were recorded). */
      trainer?: string | null;
      role?: JobRole | null;
      employees: string[];
      assignmentIds: string[];
    };
  };
  "training.kiosk_create": { entityType: "training_kiosk"; before: null; after: KioskSummary };
  "training.kiosk_rotate": { entityType: "training_kiosk"; before: null; after: KioskSummary };
  "training.kiosk_revoke": { entityType: "training_kiosk"; before: KioskSummary; after: null };
  /** A worker named themselves at a kiosk (`employee` is their employee code). */
  "training.worker_identify": { entityType: "employee"; before: null; after: { employee: string; kioskId: string } };
  "training.session_record": {
    entityType: "training_session";
    before: null;
    after: {
      employee: string;
      module: string;
      assignmentId: string;
      language: string;
      score: number;
      passed: boolean;
      passMark: number;
      device: string;
      kioskId: string;
      completedAssignment: boolean;
      /** The assignment's trainer, recorded with the session. */
      trainer?: string | null;
      /** Server-measured time on the module (from opening it to the quiz) and the module's minimum. */
      durationSeconds?: number;
      startedAt?: string;
      minimumMinutes?: number;
    };
  };

  // Library: Food Safety Plan, SOPs, templates --------------------------------------------------
  "fsp_section.update": {
    entityType: "fsp_section";
    before: { status: string; revision: number; elements?: { name: string; status: string }[] };
    after: {
      status: string;
      revision: number;
      elements?: FspSectionUpdateInput["elements"];
      note: string;
      seeded?: true;
    };
  };
  "fsp.sign": {
    entityType: "fsp_signature";
    before: null;
    after: {
      printedName: string;
      meaning: string;
      contentHash: string;
      signedAt: string;
      timezone: string;
      seeded?: true;
    };
  };
  /** A refused signature (wrong password); entityId is the site's slug. */
  "fsp.sign_refused": { entityType: "fsp"; before: null; after: { reason: string } };
  "sop.create": {
    entityType: "sop" | "sop_library";
    before: null;
    after: SopAuditValues | DemoSeedSummary<{ sops: number }>;
  };
  /** `before` is the stored SOP row without ids and timestamps. */
  "sop.update": { entityType: "sop"; before: RowSnapshot; after: SopAuditValues };
  "sop.status_change": { entityType: "sop"; before: { status: string }; after: { status: string } };
  "sop.publish": {
    entityType: "sop";
    before: { status: string; version: number | null };
    /** `editorUserIds`: who wrote or edited the approved working copy (none of them is the approver). */
    after: { status: "active"; version: number; changeSummary: string; editorUserIds: string[] };
  };
  "sop.create_training": {
    entityType: "sop";
    before: null;
    after: { trainingModuleId: string; version: number; title: string };
  };
  "template.download": {
    entityType: "document_template";
    before: null;
    after: { key: string; format: string; site: string };
  };

  // Audits and evidence ------------------------------------------------------------------------
  "internal_audit.schedule": {
    entityType: "internal_audit";
    before: null;
    after: { type: string; date: string; auditorId: string; scopeKind: string; scopeIds: string[]; items: number };
  };
  "internal_audit.start": { entityType: "internal_audit"; before: { status: string }; after: { status: string } };
  "internal_audit.checklist_update": {
    entityType: "internal_audit_item";
    before: ChecklistItemSnapshot;
    after: ChecklistItemSnapshot;
  };
  /** `findings` are the clause ids answered as findings. */
  "internal_audit.complete": {
    entityType: "internal_audit";
    before: { status: string };
    after: { status: string; score: AuditScore; findings: string[] };
  };
  "audit_finding.update": {
    entityType: "audit_finding";
    before: { ownerRole: FindingOwnerRole | null; ownerId?: string | null; dueDate: string | null };
    after: { ownerRole: FindingOwnerRole | null; ownerId?: string | null; dueDate: string | null };
  };
  /** A document audit's finding made a tracked finding (decision 118). */
  "audit_finding.track": {
    entityType: "audit_finding";
    before: null;
    after: {
      documentAuditId: string;
      clauseId: string;
      findingIndex: number;
      text: string;
      ownerId: string;
      dueDate: string;
    };
  };
  "audit_finding.close": {
    entityType: "audit_finding";
    before: { status: string };
    after: { status: "closed"; closure: { label: string; note: string; attachmentIds: string[] }[] };
  };
  "external_audit.schedule": { entityType: "external_audit"; before: null; after: ExternalAuditCreateInput };
  "external_audit.upload_report": {
    entityType: "external_audit";
    before: { status: string };
    after: {
      status: string;
      score: number | null | undefined;
      reportFileId: string;
      certificateFileId: string | null;
      expiryDate: string | null;
    };
  };
  "external_audit.submit_response": {
    entityType: "external_audit";
    before: { status: string };
    /** `responseId`: the entry in the audit's response history (absent on responses recorded before it). */
    after: { status: string; notes: string; attachmentIds: string[]; responseId?: string };
  };
  "evidence_pack.request": {
    entityType: "evidence_pack";
    before: null;
    after: { period: { from: string; to: string }; clauses: string[]; format: string };
  };
  "evidence_pack.ready": {
    entityType: "evidence_pack";
    before: { status: "generating" };
    after: { status: "ready"; files: { filename: string; size: number }[] };
  };
  "evidence_pack.failed": {
    entityType: "evidence_pack";
    before: { status: "generating" };
    after: { status: "failed"; reason: string };
  };

  "document_audit.request": {
    entityType: "document_audit";
    before: null;
    after: { status: "queued"; files: { name: string; sha256: string; size: number }[]; unreadable: string[] };
  };
  "document_audit.done": {
    entityType: "document_audit";
    before: { status: "running" };
    after: { status: "done"; score: number | null; documents: number };
  };
  "document_audit.failed": {
    entityType: "document_audit";
    before: { status: string };
    after: { status: "failed"; error: string };
  };

  // Suppliers (issue 21, decision 134) ----------------------------------------------------------
  "supplier.create": { entityType: "supplier"; before: null; after: SupplierAuditValues };
  "supplier.update": { entityType: "supplier"; before: SupplierAuditValues; after: SupplierAuditValues };
  /** An approval decision, always with its reason (never a change made by the system). */
  "supplier.status_change": {
    entityType: "supplier";
    before: { status: SupplierStatus };
    after: { status: SupplierStatus; reason: string };
  };
  /** The organisation's document requirements replaced as a whole; entityId is the organisation. */
  "supplier.requirements_update": {
    entityType: "supplier_requirements";
    before: SupplierRequirement[];
    after: SupplierRequirement[];
  };
  /** A version of a supplier's document; `uploadLinkId` when the supplier's contact sent it. */
  "supplier_document.upload": {
    entityType: "supplier_document";
    before: null;
    after: {
      supplierId: string;
      type: SupplierDocumentType;
      version: number;
      issuedOn: string | null;
      expiresOn: string | null;
      score: string | null;
      fileId: string;
      filename: string;
      sha256: string;
      uploadLinkId: string | null;
    };
  };
  "supplier_document.review": {
    entityType: "supplier_document";
    before: { state: "to_review" };
    after: { state: "accepted" | "rejected"; reason: string };
  };
  /** The token itself is never recorded. */
  "supplier.upload_link_create": {
    entityType: "supplier_upload_link";
    before: null;
    after: { supplierId: string; expiresAt: string; documentTypes: SupplierDocumentType[] };
  };
  /** A site's trading partner record tied to (or, `after: null`, untied from) the supplier (decision 143). */
  "supplier.trading_partner_link": {
    entityType: "supplier";
    before: { partnerId: string; siteId: string } | null;
    after: { partnerId: string; siteId: string; created: boolean } | null;
  };
  "supplier.upload_link_revoke": {
    entityType: "supplier_upload_link";
    before: { expiresAt: string };
    after: { revokedAt: string };
  };

  // The organisation's own export and deletion (decision 079) ------------------------------------
  "organisation.export_request": { entityType: "organisation_export"; before: null; after: { status: "queued" } };
  "organisation.export_ready": {
    entityType: "organisation_export";
    before: { status: "running" };
    after: { status: "ready"; filename: string; size: number; tables: number; files: number };
  };
  "organisation.export_failed": {
    entityType: "organisation_export";
    before: { status: "running" };
    after: { status: "failed"; reason: string };
  };
  /** entityId is the organisation; the purge itself is recorded by the tombstone (its events go with it). */
  "organisation.deletion_request": {
    entityType: "organisation";
    before: null;
    after: { deletionId: string; purgeAfter: string; notified: string[] };
  };
  "organisation.deletion_cancel": {
    entityType: "organisation";
    before: { deletionId: string; purgeAfter: string };
    after: { status: "cancelled" };
  };

  // The audit trail itself ------------------------------------------------------------------------
  /** An administrator asked for "Verify now"; entityId is the verification run. */
  "audit_log.verify_request": { entityType: "audit_verification"; before: null; after: { status: "queued" } };
  /** The run's verdict: events and checkpoints checked and the first break, if any. */
  "audit_log.verify_result": {
    entityType: "audit_verification";
    before: { status: "queued" | "running" };
    after: {
      status: "passed" | "failed" | "error";
      eventsChecked: number;
      checkpointsChecked: number;
      firstBreak: { seq: number; eventId: string | null; reason: string } | null;
    };
  };

  // Records, incidents and holds ---------------------------------------------------------------
  /** An uploaded file, with what it belongs to and its content hash. */
  "attachment.upload": {
    entityType: "attachment";
    before: null;
    after: {
      id: string;
      filename: string;
      contentType: string;
      size: number;
      uploadedByName: string;
      createdAt: string;
      ownerType: string;
      ownerId: string;
      sha256: string;
    };
  };
  /** A scanned file's text read by OCR in the background (decision 157); the search index reads it. */
  "attachment.ocr": {
    entityType: "attachment";
    before: { ocr: "running" };
    after: { ocr: "done"; pages: number; passages: number };
  };
  "attachment.ocr_failed": {
    entityType: "attachment";
    before: { ocr: "running" };
    after: { ocr: "failed"; error: string };
  };
  /** `attachments` are the file names stored with the record. */
  "record.create": {
    entityType: "monitoring_record";
    before: null;
    after:
      | (RecordView & { attachments: string[] })
      | DemoSeedSummary<{ type: RecordView["type"]; status: RecordView["status"]; summary: string }>;
  };
  "record.approve": { entityType: "monitoring_record"; before: RecordStatusOnly; after: RecordReviewed };
  /**
   * A record brought in from a file (issue 19, decision 145): the record as stored, marked imported, with
   * the import and the row it came from. Its date and initials are the log's own; the event's actor is
   * the person who imported it.
   */
  "record.import": {
    entityType: "monitoring_record";
    before: null;
    after: RecordView & { imported: true; importId: string; rowNumber: number; fileName: string };
  };
  /** An imported record removed when its import was undone (it had not been verified, corrected or added to). */
  "record.import_undo": {
    entityType: "monitoring_record";
    before: { importId: string; rowNumber: number; summary: string; occurredAt: string; performedBy: string };
    after: null;
  };
  /** An import committed: the file, the form version, the columns used and how many records it made. */
  "record_import.commit": {
    entityType: "record_import";
    before: null;
    after: {
      fileName: string;
      fileSha256: string;
      formId: string;
      formVersion: number;
      clauseId: string;
      rowCount: number;
      exceptionCount: number;
      mapping: Record<string, number | null>;
    };
  };
  /** A whole import undone: its records removed, with the reason. */
  "record_import.undo": {
    entityType: "record_import";
    before: { status: "active"; rowCount: number };
    after: { status: "undone"; removed: number; reason: string };
  };

  "record.reject": { entityType: "monitoring_record"; before: RecordStatusOnly; after: RecordReviewed };
  "record.resubmit": { entityType: "monitoring_record"; before: RecordBeforeCorrection; after: RecordCorrected };
  "record.amend": { entityType: "monitoring_record"; before: RecordBeforeCorrection; after: RecordCorrected };
  "incident.report": {
    entityType: "incident";
    before: null;
    after: IncidentView | DemoSeedSummary<{ title: string; status: IncidentView["status"] }>;
  };
  "incident.status": {
    entityType: "incident";
    before: { status: IncidentView["status"] };
    after: { status: IncidentView["status"]; note: string };
  };
  /** The CAPA as entered, with its id; the incident moves to investigating. */
  "capa.initiate": {
    entityType: "incident";
    before: { status: IncidentView["status"] };
    after: {
      status: IncidentView["status"];
      capa: {
        id: string;
        rootCause: string;
        correctiveAction: string;
        preventiveAction: string;
        responsiblePerson: string;
        dueDate: string;
      };
    };
  };
  "hold.place": {
    entityType: "hold";
    before: null;
    after: HoldView | DemoSeedSummary<{ itemName: string; status: HoldView["status"] }>;
  };
  "hold.release": { entityType: "hold"; before: { status: HoldView["status"] }; after: HoldView };

  // Ask (questions answered from the organisation's documents and records) ---------------------
  /** A question asked and answered; the citations are the sources the answer showed. */
  "ask.question": {
    entityType: "ask_question";
    before: null;
    after: { question: string; mode: "extractive" | "llm"; citations: { kind: string; id: string }[] };
  };

  // The site's document inbox (decision 132) ----------------------------------------------------
  /**
   * A file arrived in the inbox, uploaded or e-mailed (the actor of an e-mail is "Inbound e-mail");
   * `refusal` is the English reason an e-mailed attachment was not accepted (no file was stored).
   */
  "inbox_item.receive": {
    entityType: "inbox_item";
    before: null;
    after: {
      source: "upload" | "email";
      status: "new" | "held" | "discarded";
      originalName: string;
      contentType: string | null;
      size: number;
      sha256: string | null;
      senderEmail: string | null;
      subject: string | null;
      refusal: string | null;
    };
  };
  /** Filed into a record or an SOP: the attachment made there has its own `attachment.upload` event. */
  "inbox_item.file": {
    entityType: "inbox_item";
    before: { status: "new" };
    after: { status: "filed"; filedTo: { type: "monitoring_record" | "sop"; id: string }; attachmentId: string };
  };
  "inbox_item.discard": {
    entityType: "inbox_item";
    before: { status: "new" };
    after: { status: "discarded"; reason: string };
  };
  /** An administrator let a held item in; `senderRemembered`: the sender's later mail is not held. */
  "inbox_item.approve_sender": {
    entityType: "inbox_item";
    before: { status: "held" };
    after: { status: "new"; senderEmail: string; senderRemembered: boolean };
  };
  "inbox_item.reject_sender": {
    entityType: "inbox_item";
    before: { status: "held" };
    after: { status: "discarded"; senderEmail: string; reason: string };
  };
}

export type AuditAction = keyof AuditEvents;
export type AuditEntityType = AuditEvents[AuditAction]["entityType"];

/** A short summary written by the demo seed instead of the use-case's full payload. */
export type DemoSeedSummary<T> = T & { seeded?: true };

/** A stored row's columns as they were (which columns depends on the table; see the action's note). */
export type RowSnapshot = { readonly [column: string]: unknown };

export interface TrainingModuleSummary {
  title: string;
  clauses: string[];
  languages: string[];
  durationMinutes: number;
  minimumMinutes?: number;
  passMark: number;
  /** How many questions the module's quiz has. */
  questions: number;
  sourceRef: unknown;
}

export interface KioskSummary {
  id: string;
  stationName: string;
  device: string;
  createdAt: string;
  rotatedAt: string;
}

export interface SopAuditValues {
  title: string;
  tags: string[];
  languages: string[];
  clauseIds: string[];
  [field: string]: unknown;
}

export interface ChecklistItemSnapshot {
  clauseId: string;
  answer?: ChecklistAnswer | null;
  notes?: string;
  naRationale?: string | null;
  /** The N/A came from the site's scope (its rationale is the scope's), not from the auditor. */
  naFromScope?: boolean;
  attachmentIds: string[];
}

type RecordStatusOnly = { status: RecordView["status"] };
type RecordReviewed = { status: RecordView["status"]; notes: string; version: number };
/** The record's content as it was; `changes` name each field that changed (see diffContent). */
type RecordBeforeCorrection = { status: RecordView["status"]; version: number; content: RowSnapshot };
type RecordCorrected = {
  status: RecordView["status"];
  version: number;
  reason: string;
  changes: { field: string; before: unknown; after: unknown }[];
};

/**
 * One change as a use-case hands it to `recordEvent`: the action, its entity, and the before/after
 * values its row of `AuditEvents` declares (an action without a before or after value omits it).
 */
export type AuditChange = {
  [A in AuditAction]: {
    action: A;
    entityType: AuditEvents[A]["entityType"];
    entityId: string;
    /** The site's uuid (not its slug), when the entity belongs to one site. */
    siteId?: string | null;
  } & ValueField<"before", AuditEvents[A]["before"]> &
    ValueField<"after", AuditEvents[A]["after"]>;
}[AuditAction];

type ValueField<K extends "before" | "after", T> = [T] extends [null]
  ? { [P in K]?: null }
  : null extends T
    ? { [P in K]?: T }
    : undefined extends T
      ? { [P in K]?: T }
      : { [P in K]: T };
