import { describe, expect, it } from "vitest";
import {
  BUILTIN_CLAUSE_COUNT,
  builtinCatalogue,
  catalogueSchema,
  getClause,
  getModule,
  groupName,
  parseCatalogue,
} from ".";

const pointsOf = (prefix: string) =>
  builtinCatalogue.clauses.filter((c) => c.id.startsWith(prefix)).map((c) => c.points);

describe("built-in PrimusGFS catalogue", () => {
  it("is identified and holds the documented number of clauses", () => {
    expect(builtinCatalogue.id).toBe("primusgfs-builtin");
    expect(builtinCatalogue.name).toBe("PrimusGFS (built-in demo catalogue)");
    expect(builtinCatalogue.clauses).toHaveLength(BUILTIN_CLAUSE_COUNT);
    expect(BUILTIN_CLAUSE_COUNT).toBeGreaterThanOrEqual(52);
  });

  it("names the four modules as the wizard does, FSMS_1 alone required", () => {
    expect(builtinCatalogue.modules.map((m) => [m.id, m.name, m.required])).toEqual([
      ["FSMS_1", "Module 1 FSMS", true],
      ["HARVEST_7", "Module 7 Harvest", false],
      ["PACKINGHOUSE", "Packinghouse/Processing", false],
      ["COLD_STORAGE", "Cold Storage/Distribution", false],
    ]);
    expect(getModule("HARVEST_7")?.suggestedBy).toEqual(["harvest"]);
    expect(builtinCatalogue.modules.some((m) => m.suggestedBy.includes("growing"))).toBe(false);
  });

  it("keeps the spec's points for every listed clause", () => {
    const fsms = [
      "1.01.01",
      "1.02.01",
      "1.03.01",
      "1.04.01",
      "1.05.01",
      "1.06.01",
      "1.06.02",
      "1.07.01",
      "1.08.01",
      "1.09.01",
      "1.10.01",
    ];
    expect(fsms.map((id) => getClause(id)?.points)).toEqual([10, 10, 15, 10, 10, 15, 10, 20, 15, 10, 25]);
    expect(pointsOf("2.")).toEqual([20, 10, 15, 15, 20]);
    expect(pointsOf("3.")).toEqual([20, 15, 10, 15, 15]);
    expect(pointsOf("4.")).toEqual([20, 10, 10, 15]);
    expect(pointsOf("5.")).toEqual([25, 15, 20]);
    expect(pointsOf("6.")).toEqual([15, 10, 15, 20]);
    expect(pointsOf("7.")).toEqual([20, 25, 15, 20, 15, 20]);
    expect(pointsOf("P.")).toEqual([20, 25, 20, 15, 15, 25, 20, 20, 25, 25, 15]);
    expect(pointsOf("C.")).toEqual([25, 15, 20, 20, 25, 20, 15]);
    expect(getClause("P.05.01")?.tags).toContain("allergen");
  });

  it("uses every tag the spec names, and each first tag has a friendly group", () => {
    const tags = new Set(builtinCatalogue.clauses.flatMap((c) => c.tags));
    const named = [
      "fsms",
      "records",
      "verification",
      "audits",
      "corrective_actions",
      "complaints",
      "traceability",
      "water",
      "sanitation",
      "training",
      "supplier",
      "calibration",
      "harvest",
      "processing",
      "storage",
      "allergen",
    ];
    for (const tag of named) expect(tags).toContain(tag);
    expect(groupName("storage")).toBe("Storage & Distribution");
    expect(groupName("records")).toBe("Record Management");
    expect(groupName("unknown_tag")).toBe("unknown_tag");
  });

  it("tags the water clauses by source", () => {
    expect(["2.01.02", "2.01.03", "2.01.04", "2.01.05"].map((id) => getClause(id)?.tags[1])).toEqual([
      "water_municipal",
      "water_well",
      "water_surface",
      "water_recycled",
    ]);
  });

  it("returns undefined for an unknown clause", () => {
    expect(getClause("9.99.99")).toBeUndefined();
  });
});

describe("catalogueSchema", () => {
  const base = {
    id: "x",
    name: "X",
    version: "1",
    modules: [{ id: "CORE", name: "Core", description: "d", required: true }],
    groups: [{ tag: "core", name: "Core" }],
    clauses: [{ id: "1.01.01", module: "CORE", title: "t", points: 5, tags: ["core"] }],
  };

  it("loads a small scheme from plain data", () => {
    expect(parseCatalogue(base).modules[0]?.suggestedBy).toEqual([]);
  });

  it("rejects unknown modules, unnamed first tags, duplicate ids and a scheme without a required module", () => {
    const bad = {
      ...base,
      modules: [{ id: "CORE", name: "Core", description: "d" }],
      clauses: [
        { id: "1.01.01", module: "NOPE", title: "t", points: 5, tags: ["other"] },
        { id: "1.01.01", module: "CORE", title: "t", points: 5, tags: ["core"] },
      ],
    };
    const messages = catalogueSchema.safeParse(bad).error?.issues.map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        "Duplicate clause id 1.01.01",
        "At least one module must be required",
        "Unknown module NOPE",
        "No group named for first tag other",
      ]),
    );
  });

  it("rejects non-positive points and malformed ids", () => {
    const bad = { ...base, clauses: [{ id: "1-01", module: "CORE", title: "t", points: 0, tags: ["core"] }] };
    expect(catalogueSchema.safeParse(bad).success).toBe(false);
  });
});
