import type { SopDetailView } from "../../../domain/schemas/library";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { listAttachments } from "../files/list-attachments";
import { findSop, sopDetail } from "./sop-views";

/**
 * One SOP with its working copy, the list of its published versions and the documents filed into it
 * from a document inbox (decision 132).
 */
export async function getSop(db: Db, actor: Actor, { id }: { id: string }): Promise<SopDetailView> {
  const sop = await findSop(db, actor, id);
  const detail = await sopDetail(db, sop);
  const attachments = await listAttachments(db, actor.organisationId, "sop", [detail.id]);
  return { ...detail, attachments: attachments.get(detail.id) ?? [] };
}
