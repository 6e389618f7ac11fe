import { describe, expect, it } from "vitest";
import { acceptWrittenAnswer, askPrompt, extractiveAnswer } from "./compose";

const p = (id: string) => ({
  kind: "sop",
  id,
  title: `SOP ${id}`,
  quote: `Quote ${id}`,
  url: `/app/library/sops?sop=${id}`,
});

describe("extractiveAnswer", () => {
  it("leads with the fact citing its records, then each passage with its marker, without repeating a source", () => {
    const fact = { lead: "The latest water test is from 24 Nov 2026.", citations: [{ ...p("r1"), kind: "record" }] };
    const { answer, citations } = extractiveAnswer(fact, [p("a"), { ...p("r1"), kind: "record" }, p("b")], "Found:");
    expect(answer.split("\n")).toEqual([
      "The latest water test is from 24 Nov 2026. [1]",
      "- SOP a: “Quote a” [2]",
      "- SOP b: “Quote b” [3]",
    ]);
    expect(citations.map((c) => c.id)).toEqual(["r1", "a", "b"]);
  });
  it("opens with the passages lead when there is no fact", () => {
    expect(extractiveAnswer(null, [p("a")], "Found:").answer).toBe("Found:\n- SOP a: “Quote a” [1]");
  });
});

describe("acceptWrittenAnswer", () => {
  const sent = [p("a"), p("b"), p("c")];
  it("keeps the passages cited, renumbered in order, and drops unknown markers", () => {
    const kept = acceptWrittenAnswer("Glass is logged [3]. Breakage stops the line [1, 7].", sent);
    expect(kept).toEqual({
      answer: "Glass is logged [1]. Breakage stops the line [2].",
      citations: [sent[2], sent[0]],
    });
  });
  it("refuses an answer citing nothing, or only passages it was not sent", () => {
    expect(acceptWrittenAnswer("Glass is fine.", sent)).toBeNull();
    expect(acceptWrittenAnswer("Glass is fine [9].", sent)).toBeNull();
  });
  it("numbers the passages in the prompt", () => {
    const [, user] = askPrompt("glass?", sent, "es");
    expect(user!.content).toContain("[2] SOP b\nQuote b");
  });
});
