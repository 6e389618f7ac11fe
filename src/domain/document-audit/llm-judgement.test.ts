import { describe, expect, it } from "vitest";
import type { ClauseVerdict } from "./contract";
import { acceptJudgement, judgementPrompt, offeredPassages } from "./llm-judgement";
import { textDocument } from "./test-documents";

const documents = [
  textDocument("Visitor_Rules.pdf", [
    "Visitors sign in at the office and wear a badge.",
    "Lunch is served at noon.",
    "Facility access is locked after hours; only badge holders enter the packing area.",
  ]),
];
const undecided: ClauseVerdict = {
  clauseId: "1.11.01",
  verdict: "no_evidence",
  points: 10,
  pointsAwarded: 0,
  findings: [],
  citations: [],
};
const title = "Food defense and facility access control";

describe("offering passages to the language model", () => {
  it("offers the passages that share words with the clause's title, most shared first, with ids", () => {
    const offered = offeredPassages(title, documents);
    expect(offered.map((p) => [p.id, p.citation.locator])).toEqual([["P1", { kind: "page", page: 1, paragraph: 3 }]]);
    const [system, user] = judgementPrompt({ id: "1.11.01", title }, offered);
    expect(system!.content).toContain('"passages"');
    expect(user!.content).toBe(
      `Clause 1.11.01: ${title}\n\n[P1] (Visitor_Rules.pdf) Facility access is locked after hours; only badge holders enter the packing area.`,
    );
  });

  it("offers nothing when no passage shares a word with the title", () => {
    expect(offeredPassages("Pest control program", documents)).toEqual([]);
  });
});

describe("accepting the model's judgement", () => {
  const offered = offeredPassages(title, documents);

  it("takes a verdict that cites offered passages, with their citations and half points for partial", () => {
    const judged = acceptJudgement(
      undecided,
      '```json\n{"verdict": "partial", "passages": ["P1"], "reason": "Access is controlled but no risk assessment."}\n```',
      offered,
      "test-model",
    );
    expect(judged).toMatchObject({ clauseId: "1.11.01", verdict: "partial", pointsAwarded: 5 });
    expect(judged!.citations).toEqual([offered[0]!.citation]);
    expect(judged!.findings[0]!.text).toEqual({
      key: "documentAudit:modelJudgement.text",
      values: { model: "test-model", verdict: "partial", reason: "Access is controlled but no risk assessment." },
    });
  });

  it.each([
    ["an invented passage id", '{"verdict": "compliant", "passages": ["P1", "P9"]}'],
    ["no citation", '{"verdict": "compliant", "passages": []}'],
    ["an undecided answer", '{"verdict": "undecided", "passages": ["P1"]}'],
    ["a verdict the report does not know", '{"verdict": "maybe", "passages": ["P1"]}'],
    ["prose instead of JSON", "The clause looks compliant to me (P1)."],
  ])("discards %s", (_label, answer) => {
    expect(acceptJudgement(undecided, answer, offered, "test-model")).toBeNull();
  });
});
