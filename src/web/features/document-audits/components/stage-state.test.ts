import { describe, expect, it } from "vitest";
import { stageState } from "./stage-state";

describe("stage state", () => {
  it("marks the stages before the running one done, it active and the rest waiting", () => {
    expect([0, 1, 2, 3].map((i) => stageState(i, 2, false))).toEqual(["done", "done", "active", "waiting"]);
  });
  it("marks every stage done once the audit is finished, and none active before it starts", () => {
    expect([0, 6].map((i) => stageState(i, 6, true))).toEqual(["done", "done"]);
    expect(stageState(0, -1, false)).toBe("waiting");
  });
});
