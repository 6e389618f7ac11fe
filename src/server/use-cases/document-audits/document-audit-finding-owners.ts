import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { findingOwners } from "../audits/finding-owners";
import { findDocumentAudit } from "./find-document-audit";

/** Who the Track dialog offers as owner: the members who may own a finding at the audit's site. */
export async function documentAuditFindingOwners(db: Db, actor: Actor, { id }: { id: string }) {
  const audit = await findDocumentAudit(db, actor, id);
  return findingOwners(db, actor.organisationId, audit.siteId);
}
