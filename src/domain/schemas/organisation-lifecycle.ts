import { z } from "zod";

/** Settings › Organisation: an administrator asks for the organisation's deletion, re-entering her password. */
export const deletionRequestSchema = z.object({
  password: z.string().min(1, "Enter your password to confirm").max(1024, "At most 1024 characters"),
  /** A current two-factor code, required when the administrator has two-factor on. */
  code: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z-]{6,20}$/, "Enter the 6-digit code from your authenticator app")
    .optional(),
});
export type DeletionRequestInput = z.infer<typeof deletionRequestSchema>;

export const exportIdParamsSchema = z.object({ id: z.uuid("Not a valid export id") });

/** A requested deletion as the screen shows it. */
export interface OrganisationDeletionView {
  id: string;
  status: "scheduled" | "cancelled" | "purged";
  requestedByName: string;
  requestedAt: string;
  /** When the purge runs (after the grace period); cancellable until then. */
  purgeAfter: string;
  cancelledByName: string | null;
  cancelledAt: string | null;
}

export interface OrganisationDeletionStatus {
  /** The scheduled deletion, or null when none is. */
  deletion: OrganisationDeletionView | null;
  graceDays: number;
}

/** An export of the whole organisation (CSV per table and its files, one ZIP). */
export interface OrganisationExportView {
  id: string;
  status: "queued" | "running" | "ready" | "failed";
  requestedByName: string;
  createdAt: string;
  completedAt: string | null;
  stepsDone: number;
  stepsTotal: number;
  filename: string | null;
  size: number | null;
  failureReason: string | null;
}
