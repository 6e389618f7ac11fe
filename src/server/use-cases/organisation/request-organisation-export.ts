import { and, desc, eq, inArray } from "drizzle-orm";
import type { OrganisationExportView } from "../../../domain/schemas/organisation-lifecycle";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { organisationExports } from "../../db/schema";
import { enqueueJob } from "../../jobs/enqueue";
import { conflict } from "../../errors";
import { recordEvent } from "../audit/record-event";
import { toExportView } from "./export-view";

/** Queues an export of the whole organisation as a background job; one at a time per organisation (409). */
export async function requestOrganisationExport(db: Db, actor: Actor): Promise<OrganisationExportView> {
  return db.transaction(async (tx) => {
    const [running] = await tx
      .select({ id: organisationExports.id })
      .from(organisationExports)
      .where(
        and(
          eq(organisationExports.organisationId, actor.organisationId),
          inArray(organisationExports.status, ["queued", "running"]),
        ),
      )
      .limit(1);
    if (running) throw conflict("An export is already being prepared; wait for it to finish");
    const [row] = await tx
      .insert(organisationExports)
      .values({ organisationId: actor.organisationId, requestedBy: actor.userId, requestedByName: actor.name })
      .returning();
    await recordEvent(tx, actor, {
      action: "organisation.export_request",
      entityType: "organisation_export",
      entityId: row!.id,
      before: null,
      after: { status: "queued" },
    });
    await enqueueJob(tx, "organisation-export", { exportId: row!.id });
    return toExportView(row!);
  });
}

/** The organisation's exports, newest first. GET: reads only. */
export async function listOrganisationExports(db: Db, actor: Actor): Promise<OrganisationExportView[]> {
  const rows = await db
    .select()
    .from(organisationExports)
    .where(eq(organisationExports.organisationId, actor.organisationId))
    .orderBy(desc(organisationExports.createdAt))
    .limit(20);
  return rows.map(toExportView);
}
