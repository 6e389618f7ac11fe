import type { AppLocale } from "../../../domain/i18n/locales";
import type { SopDetailView } from "../../../domain/schemas/library";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { listAttachments } from "../files/list-attachments";
import { findSop, sopDetail } from "./sop-views";

/**
 * One SOP with its working copy, the list of its published versions and the documents filed into it
 * from a document inbox (decision 132).
 */
export async function getSop(
  db: Db,
  actor: Actor,
  { id, locale }: { id: string; locale: AppLocale },
): Promise<SopDetailView> {
  const detail = await sopDetail(db, await findSop(db, actor, id), locale);
  const attachments = await listAttachments(db, actor.organisationId, "sop", [detail.id]);
  return { ...detail, attachments: attachments.get(detail.id) ?? [] };
}
