import { syncOutcome } from "@domain/offline/sync-outcome";
import { ApiError } from "@/lib/api";
import { listOutbox, putInOutbox, removeFromOutbox } from "./outbox-store";
import { sendLog } from "./send-queued-log";

export interface SyncResult {
  sent: number;
  conflicts: number;
  /** Logs still waiting after this run (no connection, signed out, server trouble). */
  waiting: number;
}

/**
 * Sends this user's pending logs, oldest first, one at a time. A run holds a Web Lock so two tabs never
 * send at once (the server's idempotency key makes a double send harmless anyway, decision 090); the
 * first "not now" answer ends the run with the rest still queued.
 */
export async function syncOutbox(userId: string): Promise<SyncResult> {
  const run = () => sendPending(userId);
  if (!("locks" in navigator)) return run();
  const result = await navigator.locks.request("clausewise-outbox-sync", { ifAvailable: true }, (lock) =>
    lock ? run() : null,
  );
  return result ?? { sent: 0, conflicts: 0, waiting: 0 };
}

async function sendPending(userId: string): Promise<SyncResult> {
  const result: SyncResult = { sent: 0, conflicts: 0, waiting: 0 };
  const pending = (await listOutbox(userId)).filter((e) => e.state === "pending");
  for (const [i, entry] of pending.entries()) {
    let status: number | "network";
    let error: ApiError | null = null;
    try {
      await sendLog(
        entry.siteId,
        entry.input,
        { clientId: entry.clientId, deviceRecordedAt: entry.deviceRecordedAt },
        entry.files,
      );
      status = 201;
    } catch (caught) {
      error = caught instanceof ApiError ? caught : null;
      status = error ? error.status : "network";
    }
    const outcome = syncOutcome(status);
    if (outcome === "sent") {
      await removeFromOutbox(entry.clientId);
      result.sent++;
    } else if (outcome === "conflict" && error) {
      const problem = {
        status: error.status,
        message: error.message,
        ...(error.fields ? { fields: error.fields } : {}),
      };
      await putInOutbox({ ...entry, state: "conflict", problem });
      result.conflicts++;
    } else {
      result.waiting = pending.length - i;
      break;
    }
  }
  return result;
}
