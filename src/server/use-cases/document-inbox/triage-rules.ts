import type { InboxStatus } from "../../../domain/schemas/document-inbox";
import { AppError } from "../../errors";

/** Only a new item is filed or discarded: a held one waits for an administrator, a triaged one is done (409). */
export function assertTriageable(item: { status: InboxStatus }) {
  if (item.status === "held")
    throw new AppError("conflict", "This document's sender awaits an administrator's approval");
  if (item.status !== "new") throw new AppError("conflict", "This document has already been triaged");
}

/** Only a held item is approved or rejected (409). */
export function assertHeld(item: { status: InboxStatus }) {
  if (item.status !== "held") throw new AppError("conflict", "This document is not awaiting a sender's approval");
}
