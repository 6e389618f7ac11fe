/**
 * What the offline queue does with a queued log after one try at sending it (decision 091):
 * - `sent`: the server stored it (or had stored it already: the client id is the idempotency key);
 *   the log leaves the queue.
 * - `retry_later`: no answer, or one that says "not now" (signed out, throttled, server trouble):
 *   the log stays queued as it is and the queue stops until the next chance.
 * - `conflict`: the server refused this log itself (the form no longer validates, the site or clause is
 *   gone or out of reach, another log already holds its id): it stays on the device, shown to the user
 *   to correct or discard; it is never dropped and never retried unchanged.
 */
export type SyncOutcome = "sent" | "retry_later" | "conflict";

/** `status` is the HTTP status answered, or "network" when the request got no answer at all. */
export function syncOutcome(status: number | "network"): SyncOutcome {
  if (status === "network") return "retry_later";
  if (status >= 200 && status < 300) return "sent";
  if (status === 401 || status === 408 || status === 429 || status >= 500) return "retry_later";
  return "conflict";
}
