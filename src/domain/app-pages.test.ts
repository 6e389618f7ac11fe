import { describe, expect, it } from "vitest";
import { appPageGroups as navGroups, isGroupActive } from "./app-pages";

const group = (title: string) => navGroups.find((g) => g.title === title)!;

describe("navigation active rules", () => {
  it("activates Overview and Today on exact match only", () => {
    expect(isGroupActive(group("Today"), "/app/today")).toBe(true);
    expect(isGroupActive(group("Overview"), "/app/overview")).toBe(true);
    expect(isGroupActive(group("Overview"), "/app/overview/extra")).toBe(false);
  });
  it("activates other groups on their path prefix", () => {
    expect(isGroupActive(group("Records"), "/app/records/holds")).toBe(true);
    expect(isGroupActive(group("Records"), "/app/recordsx")).toBe(false);
    expect(isGroupActive(group("Settings"), "/app/settings/sites/oxnard/scope")).toBe(true);
  });
  it("has the spec's seven groups, Today (issue 19) beside the Overview, Suppliers (issue 21), Traceability (issue 20) and Ask (issue 18)", () => {
    expect(navGroups.map((g) => g.title)).toEqual([
      "Overview",
      "Today",
      "Training",
      "Records",
      "Suppliers",
      "Traceability",
      "Audits",
      "Ask",
      "Library",
      "People",
      "Settings",
    ]);
  });
});
