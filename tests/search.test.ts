import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, otherOrg, type TestApp } from "./support/test-app";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAs("admin");
});
afterAll(() => t.close());

const search = async (q: string, cookie = admin) => {
  const response = await t.call("GET", `/api/search?q=${encodeURIComponent(q)}`, { cookie });
  expect(response.statusCode).toBe(200);
  return response.json().hits as { type: string; title: string; url: string; rank: number }[];
};

describe("search", () => {
  it("finds sites by prefix with full-text search, linking to their screen", async () => {
    const hits = await search("oxn pack");
    expect(hits[0]).toMatchObject({ type: "site", title: "Oxnard Packhouse", url: "/app/settings/sites/oxnard" });
  });

  it("finds catalogue clauses by id or words and the app's pages", async () => {
    const clauses = (await search("traceability")).filter((h) => h.type === "clause");
    expect(clauses.map((h) => h.title)).toContain("1.10.01 Product traceability system");
    const pages = await search("holds");
    expect(pages[0]).toMatchObject({ type: "page", title: "Holds", url: "/app/records/holds" });
  });

  it("ranks results best first", async () => {
    const hits = await search("records");
    // An empty answer would pass the ordering check below: there must be several hits to order.
    expect(hits.length).toBeGreaterThan(2);
    expect(hits[0]!.rank).toBeGreaterThan(hits.at(-1)!.rank);
    for (let i = 1; i < hits.length; i++) expect(hits[i - 1]!.rank).toBeGreaterThanOrEqual(hits[i]!.rank);
  });

  it("never returns another organisation's rows or sites beyond a site restriction", async () => {
    const outsider = await t.signIn(otherOrg.email);
    expect((await search("oxnard", outsider)).filter((h) => h.type === "site").map((h) => h.title)).toEqual([
      "Desert Bloom Ranch",
    ]);
    const supervisor = await t.signInAs("supervisor");
    expect((await search("oxnard", supervisor)).filter((h) => h.type === "site")).toEqual([]);
  });

  it("refuses an empty query with 400 and answers 401 signed out", async () => {
    const empty = await t.call("GET", "/api/search?q=%20", { cookie: admin });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.q).toBe("Type something to search for");
    expect((await t.call("GET", "/api/search?q=x")).statusCode).toBe(401);
  });
});
