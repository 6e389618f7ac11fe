import type { AuditScore, ChecklistAnswer } from "./scoring";
import type { Citation } from "../document-audit/contract";
import type { AppRole } from "../roles";
import type { FindingOwnerRole, FindingSource, FindingStatus } from "./findings";
import type { InternalAuditStatus } from "./internal-audit-status";
import type { ExternalAuditStatus, ReportStatus } from "./external-audit-status";
import type { EvidencePackStatus } from "./evidence-pack-status";
import type { EvidenceFormat } from "./evidence-clauses";

/** Shapes the audits API answers with; the server builds them, the web reads them. */
export interface FileView {
  id: string;
  filename: string;
  contentType: string;
  size: number;
  uploadedByName: string;
  createdAt: string;
}

export interface InternalAuditView {
  id: string;
  type: "full" | "module" | "focused" | "follow_up";
  typeLabel: string;
  date: string;
  status: InternalAuditStatus;
  action: "Start" | "Continue" | "View";
  auditor: { id: string; name: string };
  site: { id: string; name: string };
  scopeKind: "modules" | "clauses";
  scopeIds: string[];
  items: number;
  answered: number;
  progress: number;
  findings: number;
  observations: number;
  score: { earned: number; possible: number; percent: number | null } | null;
  startedAt: string | null;
  completedAt: string | null;
}

export interface ChecklistItemView {
  id: string;
  clauseId: string;
  module: string;
  section: string;
  requirement: string;
  points: number;
  answer: ChecklistAnswer | null;
  notes: string;
  naRationale: string | null;
  attachments: FileView[];
  updatedAt: string;
}

export interface ChecklistView {
  audit: InternalAuditView;
  allowNA: boolean;
  liveScore: AuditScore;
  items: ChecklistItemView[];
}

export interface InternalAuditOptions {
  modules: { id: string; name: string; clauses: number }[];
  clauses: { id: string; module: string; title: string; points: number; section: string; na: boolean }[];
  auditors: { id: string; name: string; role: string }[];
}

export interface FindingView {
  id: string;
  /** Where it was raised (decision 118): an internal audit's checklist, or a document audit's report. */
  source: FindingSource;
  /** The internal audit (null for a document-audit finding). */
  auditId: string | null;
  /** The date of the audit it came from, either kind. */
  auditDate: string | null;
  /** A document-audit finding's audit and its position among its clause's findings. */
  documentAuditId: string | null;
  findingIndex: number | null;
  citations: Citation[];
  clauseId: string;
  title: string;
  summary: string;
  /** Internal-audit findings are owned by a role… */
  ownerRole: FindingOwnerRole | null;
  /** …document-audit findings by a member. */
  ownerId: string | null;
  ownerName: string | null;
  /** The role's label or the member's name. */
  ownerLabel: string;
  dueDate: string;
  overdue: boolean;
  evidenceToClose: string[];
  status: FindingStatus;
  closure: { label: string; note: string; attachmentIds: string[]; attachments: FileView[] }[];
  closedAt: string | null;
}

/** A member who may own a tracked finding at a site (decision 118). */
export interface FindingOwnerOption {
  id: string;
  name: string;
  role: AppRole;
}

export interface ExternalAuditView {
  id: string;
  certificationBody: string;
  auditType: string;
  scheme: string;
  scheduledDate: string;
  auditor: string;
  status: ExternalAuditStatus;
  canSubmitResponse: boolean;
  site: { id: string; name: string };
  /** The latest response (kept for older clients); `responses` holds every one. */
  responseNotes: string | null;
  respondedAt: string | null;
  responseFiles: FileView[];
  /** Every corrective-action response recorded for this audit, oldest first. */
  responses: ExternalAuditResponseView[];
  report: null | {
    id: string;
    auditDate: string;
    score: number;
    findings: number;
    observations: number;
    status: ReportStatus;
    expiryDate: string | null;
    reportFile: FileView | null;
    certificateFile: FileView | null;
  };
}

export interface ExternalAuditResponseView {
  id: string;
  notes: string;
  respondedBy: string;
  respondedAt: string;
  files: FileView[];
}

export interface ExternalAuditsScreen {
  /** Scheduled or preparing: not audited yet. */
  upcoming: ExternalAuditView[];
  /** Audited, report in, our corrective-action response awaited. */
  awaitingResponse: ExternalAuditView[];
  reports: ExternalAuditView[];
  stats: {
    upcomingNext90Days: number;
    pendingResponses: number;
    lastScore: number | null;
    certificateExpiry: string | null;
  };
}

export interface EvidencePackView {
  id: string;
  name: string;
  site: { id: string; name: string };
  /** `days`: the "last N days" the pack was asked for, null for a custom range (the screen words the label). */
  period: { from: string; to: string; label: string; days: number | null };
  clauses: { id: string; label: string }[];
  format: EvidenceFormat;
  formatLabel: string;
  status: EvidencePackStatus;
  failureReason: string | null;
  size: number | null;
  requestedBy: string;
  createdAt: string;
  completedAt: string | null;
  downloadable: boolean;
  files: { id: string; kind: "pdf" | "csv" | "zip"; filename: string; size: number }[];
}
