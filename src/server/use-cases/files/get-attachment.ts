import { and, eq } from "drizzle-orm";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { attachments } from "../../db/schema";
import { notFound } from "../../errors";
import { assertSiteAllowed } from "../sites/site-access";

/** One stored file with its bytes, only for members of its organisation (404 to anyone else). */
export async function getAttachment(db: Db, actor: Actor, { id }: { id: string }) {
  const [row] = await db
    .select()
    .from(attachments)
    .where(and(eq(attachments.id, id), eq(attachments.organisationId, actor.organisationId)))
    .limit(1);
  if (!row) throw notFound("File");
  if (row.siteId) assertSiteAllowed(actor, row.siteId);
  return row;
}
