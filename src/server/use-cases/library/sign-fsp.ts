import { and, asc, eq } from "drizzle-orm";
import { FSP_SIGNATURE_MEANING, fspSignBlocker } from "../../../domain/library/fsp";
import { roleLabels } from "../../../domain/roles";
import type { FspSignatureView } from "../../../domain/schemas/library";
import { recordEvent } from "../audit/record-event";
import { actorNow, type Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { fspSections, fspSignatures } from "../../db/schema";
import { AppError, forbidden } from "../../errors";
import { signWithPassword } from "../signatures/sign-with-password";
import { findSite } from "../sites/site-access";
import { planHash, toSignatureView } from "./fsp-plan";

/**
 * PCQI sign-off as an electronic signature (`signWithPassword`): the signature stores printed name, time,
 * time zone and meaning bound to the sha256 of the plan's canonical content.
 */
export async function signFsp(
  db: Db,
  actor: Actor,
  { siteSlug, ...input }: { siteSlug: string; password: string; code?: string; ip: string },
): Promise<FspSignatureView> {
  const site = await findSite(db, actor, siteSlug);
  if (!actor.userId || actor.role !== "pcqi") throw forbidden("Only a PCQI can sign the Food Safety Plan");
  return signWithPassword(db, actor, { ...input, signs: "fsp", site }, async (tx) => {
    // Lock the plan so no edit slips in between hashing and signing.
    const sections = await tx
      .select()
      .from(fspSections)
      .where(and(eq(fspSections.organisationId, actor.organisationId), eq(fspSections.siteId, site.id)))
      .orderBy(asc(fspSections.position))
      .for("update");
    const blocker = fspSignBlocker(sections);
    if (blocker) throw AppError.of("conflict", blocker);
    const contentHash = planHash(site.slug, sections);
    const [signature] = await tx
      .insert(fspSignatures)
      .values({
        organisationId: actor.organisationId,
        siteId: site.id,
        signerUserId: actor.userId!,
        printedName: actor.name,
        signerRole: roleLabels[actor.role],
        meaning: FSP_SIGNATURE_MEANING,
        contentHash,
        timezone: site.timezone,
        signedAt: actorNow(actor),
      })
      .returning();
    await recordEvent(tx, actor, {
      action: "fsp.sign",
      entityType: "fsp_signature",
      entityId: signature!.id,
      siteId: site.id,
      after: {
        printedName: actor.name,
        meaning: FSP_SIGNATURE_MEANING,
        contentHash,
        signedAt: signature!.signedAt.toISOString(),
        timezone: site.timezone,
      },
    });
    // The sections are locked: nothing changed between hashing and signing.
    return toSignatureView(signature!, { contentHash, lastChangedAt: null });
  });
}
