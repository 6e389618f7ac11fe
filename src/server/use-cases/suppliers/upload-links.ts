import { and, eq } from "drizzle-orm";
import { MINUTE_MS, shiftInstant } from "../../../domain/dates";
import type { Db } from "../../db/client";
import { organisations, supplierUploadLinks, suppliers } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { hashToken } from "../training/kiosk/kiosk-token";

export type UploadLinkRow = typeof supplierUploadLinks.$inferSelect;

/** Uploads one link takes per window before it answers 429 for the rest of the window. */
export const uploadLinkPolicy = { windowMinutes: 60, maxUploads: 20 };

/** The page a supplier's contact opens; the token appears only here, once, when the link is made. */
export const uploadLinkPath = (token: string) => `/supplier-upload/${token}`;

export const toUploadLinkView = (row: UploadLinkRow, now: Date) => ({
  id: row.id,
  documentTypes: row.documentTypes,
  expiresAt: row.expiresAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
  revokedAt: row.revokedAt?.toISOString() ?? null,
  open: !row.revokedAt && row.expiresAt.getTime() > now.getTime(),
});

/**
 * The link of a token with its supplier and organisation: an unknown token is a 404; a revoked or expired
 * link, or one whose supplier was delisted, is a 410 (it existed and is gone for good).
 */
export async function resolveUploadLink(db: Db, token: string, now: Date) {
  const [row] = await db
    .select({ link: supplierUploadLinks, supplier: suppliers, organisationName: organisations.name })
    .from(supplierUploadLinks)
    .innerJoin(suppliers, eq(suppliers.id, supplierUploadLinks.supplierId))
    .innerJoin(organisations, eq(organisations.id, supplierUploadLinks.organisationId))
    .where(eq(supplierUploadLinks.tokenHash, hashToken(token)));
  if (!row) throw notFound("Upload link");
  if (row.link.revokedAt) throw new AppError("gone", "This upload link was withdrawn; ask your customer for a new one");
  if (row.link.expiresAt.getTime() <= now.getTime())
    throw new AppError("gone", "This upload link has expired; ask your customer for a new one");
  if (row.supplier.status === "delisted")
    throw new AppError("gone", "This upload link is closed; ask your customer for a new one");
  return row;
}

/** Counts one upload against the link's window, or refuses (429 with Retry-After) once it is full. */
export async function takeUploadAllowance(db: Db, link: UploadLinkRow, now: Date) {
  const started = link.uploadWindowStartedAt?.getTime();
  const windowOpen = started !== undefined && now.getTime() - started < uploadLinkPolicy.windowMinutes * MINUTE_MS;
  if (windowOpen && link.uploadsInWindow >= uploadLinkPolicy.maxUploads) {
    const reopens = shiftInstant(link.uploadWindowStartedAt!, { minutes: uploadLinkPolicy.windowMinutes });
    const seconds = Math.max(1, Math.ceil((reopens.getTime() - now.getTime()) / 1000));
    throw new AppError(
      "too_many_requests",
      "Too many uploads through this link. Try again in {{minutes}} minute(s).",
      undefined,
      { "retry-after": String(seconds) },
      { minutes: Math.ceil(seconds / 60) },
    );
  }
  await db
    .update(supplierUploadLinks)
    .set({
      uploadsInWindow: windowOpen ? link.uploadsInWindow + 1 : 1,
      uploadWindowStartedAt: windowOpen ? link.uploadWindowStartedAt : now,
    })
    .where(and(eq(supplierUploadLinks.id, link.id)));
}
