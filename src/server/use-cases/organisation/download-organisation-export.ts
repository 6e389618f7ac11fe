import { Readable } from "node:stream";
import { and, asc, eq, gt } from "drizzle-orm";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { organisationExportParts, organisationExports } from "../../db/schema";
import { conflict, notFound } from "../../errors";

/** A ready export's ZIP, streamed part by part from the database (never the whole file in memory). */
export async function downloadOrganisationExport(db: Db, actor: Actor, input: { id: string }) {
  const [row] = await db
    .select()
    .from(organisationExports)
    .where(and(eq(organisationExports.id, input.id), eq(organisationExports.organisationId, actor.organisationId)));
  if (!row) throw notFound("Export");
  if (row.status !== "ready") throw conflict("The export is not ready yet");
  async function* parts() {
    let last = -1;
    for (;;) {
      const [part] = await db
        .select({ part: organisationExportParts.part, data: organisationExportParts.data })
        .from(organisationExportParts)
        .where(and(eq(organisationExportParts.exportId, row!.id), gt(organisationExportParts.part, last)))
        .orderBy(asc(organisationExportParts.part))
        .limit(1);
      if (!part) return;
      last = part.part;
      yield part.data;
    }
  }
  return { filename: row.filename!, size: row.size!, stream: Readable.from(parts()) };
}
