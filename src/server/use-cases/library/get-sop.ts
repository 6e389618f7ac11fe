import type { AppLocale } from "../../../domain/i18n/locales";
import type { SopDetailView } from "../../../domain/schemas/library";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { findSop, sopDetail } from "./sop-views";

/** One SOP with its working copy and the list of its published versions. */
export async function getSop(
  db: Db,
  actor: Actor,
  { id, locale }: { id: string; locale: AppLocale },
): Promise<SopDetailView> {
  return sopDetail(db, await findSop(db, actor, id), locale);
}
