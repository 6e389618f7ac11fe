import { describe, expect, it } from "vitest";
import { internalAuditsTab, lastCompletedAudit } from "./internal-audits-screen";

describe("internalAuditsTab", () => {
  it("follows ?tab= and falls back to what a link points at", () => {
    const none = { audit: null, finding: null };
    expect(internalAuditsTab(null, none)).toBe("schedule");
    expect(internalAuditsTab("checklist", none)).toBe("checklist");
    expect(internalAuditsTab("findings", { audit: "a1", finding: null })).toBe("findings");
    expect(internalAuditsTab(null, { audit: "a1", finding: null })).toBe("checklist");
    expect(internalAuditsTab("bogus", { audit: null, finding: "f1" })).toBe("findings");
  });
});

describe("lastCompletedAudit", () => {
  it("is the audit completed last, whatever its scheduled date", () => {
    const audits = [
      { id: "old", status: "completed" as const, date: "2026-01-10", completedAt: "2026-01-10T20:00:00.000Z" },
      // Scheduled for a later day but completed earlier than "recent".
      { id: "early", status: "completed" as const, date: "2026-12-01", completedAt: "2026-02-01T10:00:00.000Z" },
      { id: "recent", status: "completed" as const, date: "2026-03-01", completedAt: "2026-03-02T09:00:00.000Z" },
      { id: "open", status: "in-progress" as const, date: "2026-04-01", completedAt: null },
    ];
    expect(lastCompletedAudit(audits)?.id).toBe("recent");
    expect(lastCompletedAudit([audits[3]!])).toBeUndefined();
  });
});
