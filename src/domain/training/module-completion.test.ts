import { describe, expect, it } from "vitest";
import { moduleCompletion } from "./module-completion";

describe("moduleCompletion", () => {
  it("is the completed share of the assignments in whole percent", () => {
    expect(moduleCompletion({ assigned: 4, completed: 3 })).toBe(75);
    expect(moduleCompletion({ assigned: 3, completed: 1 })).toBe(33);
    expect(moduleCompletion({ assigned: 3, completed: 2 })).toBe(67);
    expect(moduleCompletion({ assigned: 8, completed: 1 })).toBe(13); // 12.5 rounds up
    expect(moduleCompletion({ assigned: 5, completed: 5 })).toBe(100);
  });

  it("is 0 for a module nobody at the site is assigned", () => {
    expect(moduleCompletion({ assigned: 0, completed: 0 })).toBe(0);
  });
});
