import { getClause } from "../../../domain/catalogue";
import type { Db } from "../../db/client";
import { AppError } from "../../errors";
import { siteApplicableClauses } from "../scope/load-applied-scope";

/** Refuses (400 on `field`) a clause that does not apply to the site or is marked N/A there. */
export async function assertClauseApplies(
  db: Db,
  organisationId: string,
  siteId: string,
  clauseId: string,
  field = "clauseId",
) {
  const clause = (await siteApplicableClauses(db, organisationId, siteId)).find((c) => c.id === clauseId);
  if (!clause)
    throw new AppError(
      "validation",
      "Clause {{clause}} does not apply to this site",
      { [field]: "Clause {{clause}} does not apply to this site's scope" },
      undefined,
      { clause: clauseId },
    );
  if (clause.na)
    throw new AppError(
      "validation",
      "Clause {{clause}} is marked N/A for this site",
      { [field]: "Clause {{clause}} is marked N/A for this site" },
      undefined,
      { clause: clauseId },
    );
}

export const clauseTitle = (clauseId: string) => getClause(clauseId)?.title ?? null;
