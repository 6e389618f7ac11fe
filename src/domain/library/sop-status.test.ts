import { describe, expect, it } from "vitest";
import { englishOrNull } from "../i18n/message";
import {
  allowedSopMoves,
  isSopReviewDue,
  isSopReviewOverdue,
  sopEditError,
  sopMoveError,
  sopApprovalError,
  sopPublishError,
  sopStatuses,
  sopVersionLabel,
  withEditor,
} from "./sop-status";

describe("SOP state machine", () => {
  it("never allows a direct move to active", () => {
    for (const from of sopStatuses) {
      expect(allowedSopMoves(from)).not.toContain("active");
      if (from !== "active") expect(englishOrNull(sopMoveError(from, "active"))).toMatch(/publishing/);
    }
  });

  it("allows the document-control moves and refuses the others", () => {
    expect(englishOrNull(sopMoveError("draft", "under-review"))).toBeNull();
    expect(englishOrNull(sopMoveError("under-review", "draft"))).toBeNull();
    expect(englishOrNull(sopMoveError("active", "draft"))).toBeNull();
    // A revision starts as a Draft: it cannot skip straight to review.
    expect(englishOrNull(sopMoveError("active", "under-review"))).toBe(
      "An SOP cannot move from Active to Under Review",
    );
    expect(englishOrNull(sopMoveError("active", "archived"))).toBeNull();
    expect(englishOrNull(sopMoveError("archived", "draft"))).toBeNull();
    expect(englishOrNull(sopMoveError("archived", "under-review"))).toBe(
      "An SOP cannot move from Archived to Under Review",
    );
    expect(englishOrNull(sopMoveError("draft", "draft"))).toBe("The SOP is already Draft");
  });

  it("publishes only SOPs under review and edits drafts and SOPs under review", () => {
    expect(englishOrNull(sopPublishError("draft"))).toBe("Submit the draft for review before approving it");
    expect(englishOrNull(sopPublishError("under-review"))).toBeNull();
    expect(englishOrNull(sopPublishError("active"))).toMatch(/already published/);
    expect(englishOrNull(sopPublishError("archived"))).toMatch(/archived/);
    expect(englishOrNull(sopEditError("draft"))).toBeNull();
    expect(englishOrNull(sopEditError("active"))).toMatch(/start a revision/);
    expect(englishOrNull(sopEditError("archived"))).toMatch(/restore/);
  });
});

describe("segregation of duties", () => {
  it("refuses approval to whoever wrote or edited the working copy", () => {
    const editors = withEditor(withEditor([], "author"), "editor");
    expect(editors).toEqual(["author", "editor"]);
    expect(withEditor(editors, "author")).toEqual(["author", "editor"]);
    expect(englishOrNull(sopApprovalError(editors, "author"))).toMatch(/cannot approve it/);
    expect(englishOrNull(sopApprovalError(editors, "editor"))).toMatch(/cannot approve it/);
    expect(englishOrNull(sopApprovalError(editors, "reviewer"))).toBeNull();
    expect(englishOrNull(sopApprovalError([], null))).toBeNull();
  });
});

describe("isSopReviewDue", () => {
  const now = "2026-03-01";
  it("is due within the window or overdue, never when archived or undated", () => {
    expect(isSopReviewDue("2026-03-31", "active", now)).toBe(true);
    expect(isSopReviewDue("2026-04-01", "active", now)).toBe(false);
    expect(isSopReviewDue("2026-01-01", "under-review", now)).toBe(true);
    expect(isSopReviewDue("2026-01-01", "archived", now)).toBe(false);
    expect(isSopReviewDue(null, "active", now)).toBe(false);
    expect(isSopReviewDue("2026-03-10", "active", now, 7)).toBe(false);
  });
});

it("labels versions", () => {
  expect(sopVersionLabel(3)).toBe("v3.0");
  expect(sopVersionLabel(null)).toBe("Unpublished");
});

describe("isSopReviewOverdue", () => {
  it("is overdue only once the review date has passed at the site", () => {
    expect(isSopReviewOverdue("2026-03-01", "active", "2026-03-01")).toBe(false);
    expect(isSopReviewOverdue("2026-03-01", "active", "2026-03-02")).toBe(true);
    expect(isSopReviewOverdue("2026-03-01", "archived", "2026-03-02")).toBe(false);
    expect(isSopReviewOverdue(null, "active", "2026-03-02")).toBe(false);
  });
});
