import { randomUUID } from "node:crypto";
import { and, count, desc, eq } from "drizzle-orm";
import type { FormDefinition, FormDetail, FormVersionView } from "../../../domain/schemas/forms";
import { actorNow, type Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { logForms, logFormVersions, monitoringRecords } from "../../db/schema";
import { AppError, invalidFields } from "../../errors";
import { recordEvent } from "../audit/record-event";
import { builtinVersionProblems, isBuiltinFormId } from "../../../domain/forms/builtin-versions";
import { currentFormVersion, toFormVersionView, visibleForms, visibleVersions } from "./form-versions";

/** The forms an organisation uses (built-in first, then its own by name), each at its current version. */
export async function listForms(db: Db, actor: Actor): Promise<{ items: FormVersionView[] }> {
  const rows = await db
    .selectDistinctOn([logFormVersions.formId], { version: logFormVersions })
    .from(logForms)
    .innerJoin(logFormVersions, eq(logFormVersions.formId, logForms.id))
    .where(and(visibleForms(actor.organisationId), visibleVersions(actor.organisationId)))
    .orderBy(logFormVersions.formId, desc(logFormVersions.version));
  const items = rows.map((r) => toFormVersionView(r.version));
  return {
    items: items.sort((a, b) => Number(b.builtin) - Number(a.builtin) || a.name.localeCompare(b.name)),
  };
}

/** A form at its current version with every version it has had. */
export async function getForm(db: Db, actor: Actor, { id }: { id: string }): Promise<FormDetail> {
  const current = await currentFormVersion(db, actor, id, "id").catch(() => {
    throw new AppError("not_found", "Log form not found");
  });
  const versions = await db
    .select({ row: logFormVersions, records: count(monitoringRecords.id) })
    .from(logFormVersions)
    .leftJoin(
      monitoringRecords,
      and(
        eq(monitoringRecords.formVersionId, logFormVersions.id),
        eq(monitoringRecords.organisationId, actor.organisationId),
      ),
    )
    .where(and(eq(logFormVersions.formId, id), visibleVersions(actor.organisationId)))
    .groupBy(logFormVersions.id)
    .orderBy(desc(logFormVersions.version));
  return {
    ...toFormVersionView(current),
    versions: versions.map(({ row, records }) => ({
      versionId: row.id,
      version: row.version,
      publishedAt: row.publishedAt.toISOString(),
      publishedByName: row.publishedByName,
      records,
    })),
  };
}

/** Creates a custom form and publishes its version 1. */
export async function createForm(db: Db, actor: Actor, definition: FormDefinition): Promise<FormDetail> {
  const now = actorNow(actor);
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(logForms).values({
      id,
      organisationId: actor.organisationId,
      currentVersion: 1,
      createdBy: actor.userId,
      createdAt: now,
      updatedAt: now,
    });
    const [version] = await tx
      .insert(logFormVersions)
      .values({
        formId: id,
        organisationId: actor.organisationId,
        version: 1,
        definition,
        publishedBy: actor.userId,
        publishedByName: actor.name,
        publishedAt: now,
      })
      .returning();
    await recordEvent(tx, actor, {
      action: "log_form.create",
      entityType: "log_form",
      entityId: id,
      before: null,
      after: { version: 1, versionId: version!.id, definition },
    });
  });
  return getForm(db, actor, { id });
}

/**
 * Publishes the next version of a form: the versions before stay as they were, with the records made
 * with them. A built-in form's new version is the organisation's own (decision 165): other organisations
 * keep the shared one, and it keeps the built-in fields (`builtinVersionProblems`), changing their
 * labels, limits and the like.
 */
export async function publishFormVersion(
  db: Db,
  actor: Actor,
  { id, definition }: { id: string; definition: FormDefinition },
): Promise<FormDetail> {
  const now = actorNow(actor);
  await db.transaction(async (tx) => {
    const [form] = await tx
      .select()
      .from(logForms)
      .where(and(eq(logForms.id, id), visibleForms(actor.organisationId)))
      .for("update");
    if (!form) throw new AppError("not_found", "Log form not found");
    if (isBuiltinFormId(id)) {
      const problems = builtinVersionProblems(id, definition);
      if (Object.keys(problems).length) throw invalidFields(problems);
    }
    const before = await currentFormVersion(tx, actor, id, "id");
    const next = before.version + 1;
    const [version] = await tx
      .insert(logFormVersions)
      .values({
        formId: id,
        organisationId: actor.organisationId,
        version: next,
        definition,
        publishedBy: actor.userId,
        publishedByName: actor.name,
        publishedAt: now,
      })
      .returning();
    // The shared row of a built-in form is every organisation's: its versions say which is whose.
    if (form.organisationId !== null)
      await tx.update(logForms).set({ currentVersion: next, updatedAt: now }).where(eq(logForms.id, id));
    await recordEvent(tx, actor, {
      action: "log_form.publish",
      entityType: "log_form",
      entityId: id,
      before: { version: before.version, versionId: before.id, definition: before.definition },
      after: { version: next, versionId: version!.id, definition },
    });
  });
  return getForm(db, actor, { id });
}
