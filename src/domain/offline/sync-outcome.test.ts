import { describe, expect, it } from "vitest";
import { syncOutcome } from "./sync-outcome";

describe("syncOutcome", () => {
  it("a stored log leaves the queue (201 for a new or a replayed create)", () => {
    expect(syncOutcome(201)).toBe("sent");
    expect(syncOutcome(200)).toBe("sent");
  });

  it("no answer, signed out, throttled or server trouble: keep the log and try later", () => {
    for (const status of ["network", 401, 408, 429, 500, 502, 503, 504] as const)
      expect(syncOutcome(status), String(status)).toBe("retry_later");
  });

  it("a refusal of the log itself is a conflict shown to the user", () => {
    // 400 the form no longer validates, 403 the site is out of reach, 404 the site is gone,
    // 409 another log holds the id, 413/415 an attachment refused.
    for (const status of [400, 403, 404, 409, 413, 415]) expect(syncOutcome(status), String(status)).toBe("conflict");
  });
});
