import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { findEvidencePack } from "./audit-rows";
import { loadEvidencePackViews } from "./evidence-pack-views";

export async function getEvidencePack(db: Db, actor: Actor, { id }: { id: string }) {
  await findEvidencePack(db, actor, id);
  const [view] = await loadEvidencePackViews(db, actor.organisationId, { id });
  return view!;
}
