import { and, eq } from "drizzle-orm";
import type { Db } from "../../src/server/db/client";
import { attachments, holds, incidents, monitoringRecords, organisations } from "../../src/server/db/schema";
import { DEMO_ORGANISATION } from "../../src/server/demo/demo-organisation";

export interface RecordIds {
  pendingRecord: string;
  incident: string;
  hold: string;
  attachment: string;
}

/** Demo-organisation rows of the records area (a pending record, an open incident, a hold, a file). */
export async function loadRecordIds(db: Db): Promise<RecordIds> {
  const [org] = await db.select().from(organisations).where(eq(organisations.name, DEMO_ORGANISATION));
  const orgId = org!.id;
  const [record] = await db
    .select({ id: monitoringRecords.id })
    .from(monitoringRecords)
    .where(and(eq(monitoringRecords.organisationId, orgId), eq(monitoringRecords.status, "pending")))
    .limit(1);
  const [incident] = await db
    .select({ id: incidents.id })
    .from(incidents)
    .where(and(eq(incidents.organisationId, orgId), eq(incidents.status, "pending"), eq(incidents.capaRequired, true)))
    .limit(1);
  const [hold] = await db
    .select({ id: holds.id })
    .from(holds)
    .where(and(eq(holds.organisationId, orgId), eq(holds.status, "on_hold")))
    .limit(1);
  const [file] = await db
    .select({ id: attachments.id })
    .from(attachments)
    .where(and(eq(attachments.organisationId, orgId), eq(attachments.ownerType, "monitoring_record")))
    .limit(1);
  return { pendingRecord: record!.id, incident: incident!.id, hold: hold!.id, attachment: file!.id };
}
