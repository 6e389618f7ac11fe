import { z } from "zod";

/** A notification derived from stored data; `key` is stable so "read" survives re-deriving it. */
export interface NotificationItem {
  key: string;
  kind:
    | "verification_overdue"
    | "capa_overdue"
    | "incident_reported"
    | "hold_aged"
    | "certificate_expiring"
    | "external_audit_due"
    | "sop_review_due"
    | "evidence_pack_finished"
    | "finding_assigned"
    | "log_missed"
    | "inbox_held"
    | "supplier_document_expiring";
  title: string;
  body: string;
  /** The screen that resolves it. */
  url: string;
  site: string | null;
  /** When the condition started (due date passed, hold placed…), for ordering. */
  at: string;
  read: boolean;
}

export const markNotificationsReadSchema = z.union([
  z.object({ all: z.literal(true) }),
  z.object({ keys: z.array(z.string().min(1).max(200)).min(1, "Name at least one notification").max(200) }),
]);
export type MarkNotificationsRead = z.infer<typeof markNotificationsReadSchema>;
