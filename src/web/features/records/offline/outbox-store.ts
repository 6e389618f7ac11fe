import { openDB, type DBSchema, type IDBPDatabase } from "idb";
import type { FieldErrors } from "@domain/errors";
import type { RecordInput } from "@domain/schemas/records";

/** A monitoring log saved on this device, waiting to be sent (decision 091). */
export interface OutboxEntry {
  /** The log's id, made on the device: the server's idempotency key for the create. */
  clientId: string;
  /** Who filled it: only that user's session sends it. */
  userId: string;
  siteId: string;
  siteName: string;
  input: RecordInput;
  files: { name: string; type: string; blob: Blob }[];
  /** The device's clock when the log was saved. */
  deviceRecordedAt: string;
  state: "pending" | "conflict";
  /** Why the server refused it (state conflict). */
  problem?: { status: number; message: string; fields?: FieldErrors };
}

interface OutboxDb extends DBSchema {
  outbox: { key: string; value: OutboxEntry; indexes: { byUser: string } };
}

let opened: Promise<IDBPDatabase<OutboxDb>> | null = null;
const database = () =>
  (opened ??= openDB<OutboxDb>("clausewise-offline", 1, {
    upgrade(db) {
      db.createObjectStore("outbox", { keyPath: "clientId" }).createIndex("byUser", "userId");
    },
  }));

/** This user's queued logs, oldest first (the order they were saved in). */
export async function listOutbox(userId: string): Promise<OutboxEntry[]> {
  const entries = await (await database()).getAllFromIndex("outbox", "byUser", userId);
  return entries.sort((a, b) => a.deviceRecordedAt.localeCompare(b.deviceRecordedAt));
}

export async function putInOutbox(entry: OutboxEntry): Promise<void> {
  await (await database()).put("outbox", entry);
}

export async function removeFromOutbox(clientId: string): Promise<void> {
  await (await database()).delete("outbox", clientId);
}
