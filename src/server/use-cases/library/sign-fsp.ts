import { and, asc, eq } from "drizzle-orm";
import { FSP_SIGNATURE_MEANING, fspSignBlocker } from "../../../domain/library/fsp";
import { roleLabels } from "../../../domain/roles";
import type { FspSignatureView } from "../../../domain/schemas/library";
import { recordEvent } from "../audit/record-event";
import { actorNow, type Actor } from "../../auth/actor";
import { verifyPassword } from "../../auth/password";
import { assertNotThrottled, clearAccountFailures, recordFailure } from "../../auth/throttle";
import { consumeSecondFactor, hasTwoFactor } from "../../auth/two-factor";
import type { Db } from "../../db/client";
import { fspSections, fspSignatures, users } from "../../db/schema";
import { AppError, forbidden } from "../../errors";
import { findSite } from "../sites/site-access";
import { planHash, toSignatureView } from "./fsp-plan";

/**
 * PCQI sign-off as an electronic signature (21 CFR Part 11 good practice): the signer re-enters their
 * password now (failures count against the sign-in throttle and are recorded), and the signature
 * stores printed name, time, time zone and meaning bound to the sha256 of the plan's canonical content.
 */
export async function signFsp(
  db: Db,
  actor: Actor,
  { siteSlug, ...input }: { siteSlug: string; password: string; code?: string; ip: string },
): Promise<FspSignatureView> {
  const site = await findSite(db, actor, siteSlug);
  if (!actor.userId || actor.role !== "pcqi") throw forbidden("Only a PCQI can sign the Food Safety Plan");
  await assertNotThrottled(db, actor.email, input.ip);
  const [user] = await db
    .select({ passwordHash: users.passwordHash, active: users.active })
    .from(users)
    .where(eq(users.id, actor.userId))
    .limit(1);
  const passwordOk = !!user && user.active && (await verifyPassword(input.password, user.passwordHash));
  if (!passwordOk) {
    await recordFailure(db, actor.email, input.ip);
    await db.transaction((tx) =>
      recordEvent(tx, actor, {
        action: "fsp.sign_refused",
        entityType: "fsp",
        entityId: site.slug,
        siteId: site.id,
        after: { reason: "password incorrect" },
      }),
    );
    throw new AppError("unauthenticated", "Password is incorrect. The signature was not recorded.", {
      password: "Password is incorrect",
    });
  }

  // With two-factor on, the signature also needs a current code (checked, and spent, with the signature).
  const needsCode = await hasTwoFactor(db, actor.userId);
  if (needsCode && !input.code) {
    throw new AppError("validation", "Invalid input — code: enter the code from your authenticator app to sign", {
      code: "Enter the 6-digit code from your authenticator app",
    });
  }
  if (!needsCode) await clearAccountFailures(db, actor.email);

  const signed = await db.transaction(async (tx) => {
    if (needsCode && !(await consumeSecondFactor(tx, actor.userId!, input.code!))) return null;
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
  if (!signed) {
    await recordFailure(db, actor.email, input.ip);
    await db.transaction((tx) =>
      recordEvent(tx, actor, {
        action: "fsp.sign_refused",
        entityType: "fsp",
        entityId: site.slug,
        siteId: site.id,
        after: { reason: "two-factor code incorrect" },
      }),
    );
    throw new AppError("unauthenticated", "That code is not correct. The signature was not recorded.", {
      code: "That code is not correct",
    });
  }
  await clearAccountFailures(db, actor.email);
  return signed;
}
