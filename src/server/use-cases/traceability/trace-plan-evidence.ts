import { and, eq } from "drizzle-orm";
import { builtinCatalogue } from "../../../domain/catalogue";
import { localDate } from "../../../domain/dates";
import { tracePlanClauseIds } from "../../../domain/traceability/plan";
import { sites } from "../../db/schema";
import type { EvidenceItem, EvidenceSource } from "../audits/evidence/evidence-types";
import { packT } from "../audits/evidence/pack-words";
import { currentSignedPlan } from "./traceability-plan";

/** The catalogue's clauses a signed traceability plan evidences (PrimusGFS 1.10.01). */
export const planClauseIds = tracePlanClauseIds(builtinCatalogue.clauses);

/**
 * The site's current signed traceability plan as evidence (decision 153): the latest signed version, only
 * while the site's configuration still gives the plan it signed, and only when it was signed by the end of
 * the pack's period. A plan never signed, or changed since its latest signature (a draft of the next version),
 * is no evidence. A plan in force is evidence for any period it was signed by, not only one it was signed in.
 */
export const tracePlanEvidence: EvidenceSource = async (db, q) => {
  const [site] = await db
    .select()
    .from(sites)
    .where(and(eq(sites.id, q.siteId), eq(sites.organisationId, q.organisationId)));
  if (!site) return [];
  const plan = await currentSignedPlan(db, site);
  if (!plan?.current) return [];
  const { row } = plan;
  const signedOn = localDate(row.signedAt, q.timeZone);
  if (signedOn > q.to) return [];
  const say = packT(q.locale);
  return [
    {
      kind: "trace_plan",
      clauseIds: planClauseIds,
      date: signedOn,
      reference: `TRACE-PLAN-V${row.version}`,
      title: say("pdf:evidence.tracePlanTitle", { version: row.version }),
      status: say("pdf:evidence.tracePlanStatus"),
      detail: say("pdf:evidence.tracePlanDetail", {
        products: row.content.products.length,
        farms: row.content.farms.length,
        hash: row.contentHash.slice(0, 12),
      }),
      by: `${row.printedName} (${row.signerRole})`,
      attachments: [],
    } satisfies EvidenceItem,
  ];
};
