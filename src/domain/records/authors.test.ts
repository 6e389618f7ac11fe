import { describe, expect, it } from "vitest";
import { currentVersionAuthors, isAuthorOfCurrentVersion } from "./authors";

describe("authors of a record's current version", () => {
  it("is the creator alone before any correction", () => {
    expect(currentVersionAuthors({ createdBy: "ana", correctedBy: null })).toEqual(["ana"]);
    expect(isAuthorOfCurrentVersion({ createdBy: "ana", correctedBy: null }, "ben")).toBe(false);
  });

  it("adds whoever corrected it, who may then no more verify it than the creator", () => {
    const corrected = { createdBy: "ana", correctedBy: "ben" };
    expect(currentVersionAuthors(corrected)).toEqual(["ana", "ben"]);
    expect(isAuthorOfCurrentVersion(corrected, "ben")).toBe(true);
    expect(isAuthorOfCurrentVersion(corrected, "ana")).toBe(true);
    expect(isAuthorOfCurrentVersion(corrected, "carla")).toBe(false);
  });

  it("has no creator for a record imported without a user", () => {
    expect(currentVersionAuthors({ createdBy: null, correctedBy: null })).toEqual([]);
  });
});
