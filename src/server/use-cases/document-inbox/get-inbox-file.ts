import { and, eq } from "drizzle-orm";
import { can } from "../../../domain/permissions";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { inboxItems } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { findInboxItem } from "./inbox-item-view";

/**
 * An inbox item's stored file. A held item (an unknown sender's) is opened only by those who may
 * approve senders, who need to look before they let it in; a refused attachment has no file (404).
 */
export async function getInboxFile(db: Db, actor: Actor, { id }: { id: string }) {
  const item = await findInboxItem(db, actor, id);
  if (item.status === "held" && !can(actor.role, "inbox.approve_senders"))
    throw new AppError("forbidden", "Only an administrator may open a file from a sender awaiting approval");
  const [row] = await db
    .select({ data: inboxItems.data })
    .from(inboxItems)
    .where(and(eq(inboxItems.id, item.id), eq(inboxItems.organisationId, actor.organisationId)))
    .limit(1);
  if (!row?.data || !item.contentType) throw notFound("File");
  return { filename: item.originalName, contentType: item.contentType, size: item.size, data: row.data };
}
