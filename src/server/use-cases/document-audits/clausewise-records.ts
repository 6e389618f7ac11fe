import type { IsoDate } from "../../../domain/dates";
import type { ExtractedDocument } from "../../../domain/document-audit/contract";
import type { Db } from "../../db/client";

/**
 * The records kept in Clausewise for a site, as documents the engine reads beside the uploads
 * (source "clausewise"). Not built yet: none.
 */
export async function clausewiseRecordDocuments(
  _db: Db,
  _organisationId: string,
  _siteId: string,
  _auditDate: IsoDate,
): Promise<ExtractedDocument[]> {
  return [];
}
