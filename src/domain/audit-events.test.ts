import { describe, expect, it } from "vitest";
import { auditActions } from "./audit";
import type { AuditChange } from "./audit-events";

describe("audit events", () => {
  it("lists each action once", () => {
    expect(new Set(auditActions).size).toBe(auditActions.length);
    expect(auditActions).toContain("record.create");
    expect(auditActions).toContain("hold.release");
  });

  it("accepts a change that matches its action's row, including a choice of two actions", () => {
    const decision = ["approve", "reject"][Number(new Date().getMonth() > 12)];
    const change: AuditChange = {
      action: decision === "approve" ? "record.approve" : "record.reject",
      entityType: "monitoring_record",
      entityId: "r1",
      before: { status: "pending" },
      after: { status: "verified", notes: "ok", version: 1 },
    };
    expect(change.action).toBe("record.approve");
  });

  // The compiler (npm run typecheck) checks the @ts-expect-error lines: each must stay an error.
  it("refuses changes that do not match their action's row", () => {
    const before = { status: "pending" } as const;
    const after = { status: "verified", notes: "", version: 1 } as const;
    // @ts-expect-error — a record event is about a monitoring_record, not an incident
    const wrongEntity: AuditChange = {
      action: "record.approve",
      entityType: "incident",
      entityId: "r1",
      before,
      after,
    };
    // @ts-expect-error — sign-out stores no values
    const unexpectedValue: AuditChange = { action: "auth.sign_out", entityType: "user", entityId: "u1", after };
    // @ts-expect-error — selecting a site must say which site
    const missingValue: AuditChange = { action: "site.select", entityType: "user", entityId: "u1" };
    const released = { status: "released" } as const;
    // @ts-expect-error — a release stores the released hold's view, not a loose object
    const wrongShape: AuditChange = { action: "hold.release", entityType: "hold", entityId: "h1", after: released };
    expect([wrongEntity, unexpectedValue, missingValue, wrongShape]).toHaveLength(4);
  });
});
