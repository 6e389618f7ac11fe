import { describe, expect, it } from "vitest";
import { builtinCatalogue } from "../catalogue";
import {
  closureErrors,
  defaultDueDate,
  defaultEvidenceToClose,
  defaultOwnerRole,
  evidenceItemMessage,
  findingOverdue,
} from "./findings";
import { message } from "../i18n/message";
import { clausesForOptions, evidenceClauseIds, formatOutputs, presetRange, toggleAllClauses } from "./evidence-clauses";
import { evidencePackTransition, packDownloadable } from "./evidence-pack-status";
import {
  canSubmitResponse,
  countsAsUpcoming,
  externalAuditDay,
  externalAuditTransition,
  reportStatus,
} from "./external-audit-status";
import { internalAuditActionLabel, internalAuditTransition } from "./internal-audit-status";
import { checklistProgress, completionBlocker, findingNeedsNote, scoreChecklist } from "./scoring";

describe("internal audit state machine", () => {
  it("moves scheduled → in-progress → completed and nothing else", () => {
    expect(internalAuditTransition("scheduled", "start")).toEqual({ ok: true, to: "in-progress" });
    expect(internalAuditTransition("in-progress", "complete")).toEqual({ ok: true, to: "completed" });
    expect(internalAuditTransition("scheduled", "complete")).toMatchObject({
      ok: false,
      message: {
        key: "Cannot {{action}} {{entity}} that is {{state}}; allowed from {{allowed}}",
        values: { action: "complete", entity: "an audit", state: "scheduled", allowed: "in-progress" },
      },
    });
    expect(internalAuditTransition("completed", "start").ok).toBe(false);
    expect(internalAuditActionLabel).toEqual({ scheduled: "Start", "in-progress": "Continue", completed: "View" });
  });
});

describe("external audit and evidence pack state machines", () => {
  it("offers Submit Response only on pending-response", () => {
    expect(externalAuditTransition("preparing", "upload_report_with_response_for")).toEqual({
      ok: true,
      to: "pending-response",
    });
    expect(externalAuditTransition("scheduled", "upload_report_for")).toEqual({ ok: true, to: "completed" });
    expect(externalAuditTransition("completed", "upload_report_for").ok).toBe(false);
    expect(externalAuditTransition("scheduled", "submit_response_to").ok).toBe(false);
    expect(externalAuditTransition("pending-response", "submit_response_to")).toEqual({ ok: true, to: "completed" });
    expect(
      ["scheduled", "preparing", "pending-response", "completed"].filter((s) => canSubmitResponse(s as never)),
    ).toEqual(["pending-response"]);
    expect(reportStatus(true)).toBe("certified");
    expect(reportStatus(false)).toBe("issued");
  });

  it("lets a pack finish or fail only while generating; only ready packs download", () => {
    expect(evidencePackTransition("generating", "finish")).toEqual({ ok: true, to: "ready" });
    expect(evidencePackTransition("ready", "fail").ok).toBe(false);
    expect([packDownloadable("ready"), packDownloadable("generating"), packDownloadable("failed")]).toEqual([
      true,
      false,
      false,
    ]);
  });
});

describe("scoring", () => {
  it("gives full points for compliant, half for an observation, none for a finding, and excludes N/A", () => {
    const score = scoreChecklist([
      { points: 10, answer: "compliant" },
      { points: 20, answer: "observation" },
      { points: 15, answer: "finding" },
      { points: 25, answer: "na" },
    ]);
    expect(score).toEqual({
      earned: 20,
      possible: 45,
      percent: 44.4,
      counts: { compliant: 1, observation: 1, finding: 1, na: 1, unanswered: 0 },
    });
  });

  it("reports null when everything is N/A, and progress and blockers for unanswered items", () => {
    expect(scoreChecklist([{ points: 10, answer: "na" }]).percent).toBeNull();
    const items = [{ answer: "compliant" as const }, { answer: null }, { answer: null }];
    expect(checklistProgress(items)).toBe(33);
    expect(completionBlocker(items)).toEqual({
      key: "Cannot complete the audit: {{count}} checklist items still unanswered",
      values: { count: 2 },
    });
    expect(completionBlocker([{ answer: "na" }])).toBeNull();
    expect(completionBlocker([])?.key).toBe("Cannot complete the audit: the checklist has no items");
  });

  it("needs a note saying what was found on every finding", () => {
    expect(
      completionBlocker([
        { answer: "finding", notes: "  ", clauseId: "1.07.01" },
        { answer: "finding", notes: "No audit calendar", clauseId: "1.01.01" },
        { answer: "compliant", notes: "", clauseId: "1.02.01" },
      ]),
    ).toEqual({
      key: "Cannot complete the audit: a finding needs a note saying what was found ({{clauses}})",
      values: { clauses: "1.07.01" },
    });
    expect(findingNeedsNote({ answer: "finding", notes: "" })).toBe(true);
    expect(findingNeedsNote({ answer: "observation", notes: "" })).toBe(false);
  });
});

describe("findings", () => {
  it("derives owner role and due date, and needs a note or file per required item to close", () => {
    expect(defaultOwnerRole(["harvest", "sanitation"])).toBe("supervisor");
    expect(defaultOwnerRole(["calibration"])).toBe("qa_manager");
    expect(defaultOwnerRole(["fsms"])).toBe("pcqi");
    expect(defaultDueDate("2026-01-15")).toBe("2026-02-14");
    expect(closureErrors(["Root cause", "Photo"], [{ note: "  " }, { attachmentIds: ["x"] }])).toEqual({
      "items.0": message('Add a note or attach a file for "{{item}}"', { item: "Root cause" }),
    });
    expect(closureErrors(["Root cause"], [{ note: "Retrained crew" }])).toEqual({});
    // The evidence items are stored in English and read back as messages, for the reader's language.
    const stored = defaultEvidenceToClose("Master sanitation schedule");
    expect(stored).toEqual([
      "Root cause and corrective action for: Master sanitation schedule",
      "Photo or document showing the correction in place",
    ]);
    expect(stored.map(evidenceItemMessage)).toEqual([
      message("Root cause and corrective action for: {{requirement}}", { requirement: "Master sanitation schedule" }),
      message("Photo or document showing the correction in place"),
    ]);
    expect(evidenceItemMessage("A signed visitor log")).toEqual(message("A signed visitor log"));
    expect(findingOverdue("open", "2026-01-01", "2026-01-02")).toBe(true);
    expect(findingOverdue("closed", "2026-01-01", "2026-01-02")).toBe(false);
  });
});

describe("evidence clause options", () => {
  it("maps the 8 options onto catalogue clauses", () => {
    const clauses = builtinCatalogue.clauses;
    const mapped = clausesForOptions(evidenceClauseIds, clauses);
    expect(mapped.map((m) => m.option.label)).toEqual([
      "FSMS 1.01-1.08",
      "Module 2: Document Control",
      "Module 3: Traceability",
      "Module 4: Site Management",
      "Module 5: Risk Assessment",
      "Module 6: Good Agricultural Practices",
      "Module 7: Harvest",
      "Module 8: Post-Harvest Handling",
    ]);
    expect(mapped[0]!.clauses.map((c) => c.id)).toEqual([
      "1.01.01",
      "1.02.01",
      "1.03.01",
      "1.04.01",
      "1.05.01",
      "1.06.01",
      "1.06.02",
      "1.07.01",
      "1.08.01",
    ]);
    expect(mapped[6]!.clauses.every((c) => c.module === "HARVEST_7")).toBe(true);
    for (const entry of mapped) expect(entry.clauses.length).toBeGreaterThan(0);
  });

  it("Select All selects all 8 or clears them; formats and preset ranges", () => {
    expect(toggleAllClauses(["fsms"])).toHaveLength(8);
    expect(toggleAllClauses(evidenceClauseIds)).toEqual([]);
    expect(formatOutputs("pdf_zip")).toEqual({ pdf: true, csv: false, zip: true });
    expect(formatOutputs("csv")).toEqual({ pdf: false, csv: true, zip: false });
    expect(presetRange(7, "2026-03-03")).toEqual({ from: "2026-02-25", to: "2026-03-03" });
  });
});

describe("external audit days", () => {
  it("names an audit by the day it took place and counts only audits not yet held as upcoming", () => {
    expect(externalAuditDay({ scheduledDate: "2026-12-15", report: null })).toBe("2026-12-15");
    expect(externalAuditDay({ scheduledDate: "2026-12-15", report: { auditDate: "2026-11-20" } })).toBe("2026-11-20");
    expect(countsAsUpcoming("scheduled")).toBe(true);
    expect(countsAsUpcoming("preparing")).toBe(true);
    expect(countsAsUpcoming("pending-response")).toBe(false);
    expect(countsAsUpcoming("completed")).toBe(false);
  });
});
