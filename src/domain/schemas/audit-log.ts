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
