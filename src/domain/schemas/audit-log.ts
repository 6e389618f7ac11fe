import { z } from "zod";
import { auditActions } from "../audit";

export const pageSchema = {
  page: z.coerce.number().int().min(1, "Page must be 1 or more").default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1, "Page size must be 1 or more")
    .max(200, "Page size must be at most 200")
    .default(50),
};

export const auditLogQuerySchema = z
  .object({
    entityType: z.string().trim().min(1).max(60).optional(),
    entityId: z.string().trim().min(1).max(120).optional(),
    action: z.enum(auditActions, { message: "Unknown action" }).optional(),
    actorUserId: z.uuid("Must be a user id").optional(),
    from: z.iso.datetime({ offset: true, message: "Use an ISO date-time" }).optional(),
    to: z.iso.datetime({ offset: true, message: "Use an ISO date-time" }).optional(),
    ...pageSchema,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ["to"], message: "Must not be before 'from'" });
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export interface AuditEventView {
  id: string;
  seq: number;
  createdAt: string;
  actorUserId: string | null;
  actorName: string;
  siteId: string | null;
  entityType: string;
  entityId: string;
  action: string;
  before: unknown;
  after: unknown;
  hash: string;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** A "Verify now" run as the Audit log screen shows it. */
export interface AuditVerificationView {
  id: string;
  /** queued → running → passed (intact) | failed (a break was found) | error (the run could not finish). */
  status: "queued" | "running" | "passed" | "failed" | "error";
  requestedByName: string;
  createdAt: string;
  completedAt: string | null;
  eventsChecked: number | null;
  checkpointsChecked: number | null;
  /** The first event that does not verify (null id: the event was deleted). */
  firstBreak: { seq: number; eventId: string | null; reason: string } | null;
  warnings: string[];
  failureReason: string | null;
}

/** GET /api/audit-log/status: the chain head, the newest signed checkpoint and the latest Verify now. */
export interface AuditTrailStatus {
  head: { seq: number; createdAt: string } | null;
  lastCheckpoint: { seq: number; hash: string; signedAt: string; keyId: string } | null;
  /** Events written since the newest checkpoint (signed at the next cadence or on demand). */
  unsignedEvents: number;
  /** The key that signs checkpoints here: its id and public half (what to give an auditor). */
  signingKey: { keyId: string; publicKeyPem: string };
  latestVerification: AuditVerificationView | null;
}
