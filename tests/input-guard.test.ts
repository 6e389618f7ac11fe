import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { englishText } from "../src/domain/i18n/message";
import { unsafeTextReasons as reasonMessages } from "../src/domain/input/unsafe-text";
import { holds, sites } from "../src/server/db/schema";
import type { AppRole } from "../src/domain/roles";
import { loadDemoIds } from "./support/demo-ids";
import type { DemoIds } from "./support/protected-routes";
import { multipart, samplePdf } from "./support/multipart";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
let ids: DemoIds;
const cookie = {} as Record<AppRole, string>;
const NUL = "\u0000";
/** The gate's reasons as an English reader gets them. */
const unsafeTextReasons = { nul: englishText(reasonMessages.nul), surrogate: englishText(reasonMessages.surrogate) };

beforeAll(async () => {
  t = await createTestApp();
  ids = await loadDemoIds(t.db);
  for (const role of ["admin", "qa_manager", "qa_tech", "viewer"] as const) cookie[role] = await t.signInAs(role);
});
afterAll(() => t.close());

/** The 400 of the input gate: one error shape, the field named, the reason given. */
function expectRefused(response: { statusCode: number; json(): unknown }, field: string, reason: string) {
  expect(response.statusCode).toBe(400);
  const body = response.json() as { error: { code: string; message: string; fields: Record<string, string> } };
  expect(body.error.code).toBe("validation");
  expect(body.error.fields[field]).toBe(reason);
  expect(body.error.message).toContain(field);
}

const hold = {
  type: "product",
  itemName: "Cilantro 30 ct cartons",
  quantity: 4,
  unit: "cases",
  reason: "temperature_excursion",
  notes: "Reefer warm",
};

describe("NUL characters are refused with a 400 naming the field (these answered 500 before)", () => {
  it("in a JSON body: sites, current site, audits, holds and hold release, template download", async () => {
    const cases: [AppRole, "POST" | "PUT", string, unknown, string][] = [
      [
        "admin",
        "POST",
        "/api/sites",
        { slug: "nulsite", name: `Ranch${NUL}`, address: "1 Main Street", timezone: "UTC", type: "grower" },
        "name",
      ],
      ["admin", "PUT", "/api/me/current-site", { siteId: `oxnard${NUL}` }, "siteId"],
      [
        "qa_manager",
        "POST",
        "/api/internal-audits",
        {
          type: "full",
          date: "2026-12-01",
          auditorId: ids.users.qa_manager,
          siteId: `yuma${NUL}`,
          scopeKind: "modules",
          scopeIds: ["FSMS_1"],
        },
        "siteId",
      ],
      [
        "qa_manager",
        "POST",
        "/api/external-audits",
        {
          certificationBody: `Body${NUL}`,
          auditType: "Certification",
          date: "2026-12-01",
          auditor: "A",
          siteId: "yuma",
        },
        "certificationBody",
      ],
      ["qa_tech", "POST", "/api/sites/oxnard/holds", { ...hold, notes: `Warm${NUL}` }, "notes"],
      [
        "qa_manager",
        "POST",
        `/api/holds/${ids.records!.hold}/release`,
        { authorizationLevel: "qa_manager", releaseNotes: `OK${NUL}` },
        "releaseNotes",
      ],
      ["viewer", "POST", `/api/library/templates/${ids.library!.template}/download`, { siteId: NUL }, "siteId"],
    ];
    for (const [role, method, url, body, field] of cases) {
      expectRefused(await t.call(method, url, { cookie: cookie[role], body }), field, unsafeTextReasons.nul);
    }
    expect(await t.db.select({ value: count() }).from(sites).where(eq(sites.slug, "nulsite"))).toEqual([{ value: 0 }]);
  });

  it("in nested fields, array items and object keys", async () => {
    const response = await t.call("PATCH", `/api/library/fsp/sections/${ids.library!.fspSection}`, {
      cookie: cookie.qa_manager,
      body: {
        content: "Section text that is long enough.",
        status: "completed",
        elements: [
          { name: "Fine", status: "completed" },
          { name: `Bad${NUL}`, status: "completed" },
        ],
        changeNote: "note",
        [`x${NUL}`]: 1,
      },
    });
    expectRefused(response, "elements.1.name", unsafeTextReasons.nul);
    expect(response.json().error.fields["x\\u0000"]).toMatch(/^Field name: must not contain the NUL/);
  });

  it("in a query string and in a path parameter", async () => {
    expectRefused(
      await t.call("GET", "/api/sites/oxnard/records?search=%00", { cookie: cookie.viewer }),
      "search",
      unsafeTextReasons.nul,
    );
    expectRefused(await t.call("GET", "/api/search?q=a%00b", { cookie: cookie.viewer }), "q", unsafeTextReasons.nul);
    expectRefused(
      await t.call("GET", "/api/sites/ox%00nard", { cookie: cookie.viewer }),
      "siteId",
      unsafeTextReasons.nul,
    );
  });

  it("in multipart text fields, the JSON data field's values and file names", async () => {
    const record = {
      type: "temperature",
      clauseId: "C.01.01",
      occurredAt: new Date(Date.now() - 30 * 60_000).toISOString(),
      performedBy: "Sofia Ramirez",
      notes: `cold${NUL}`,
      readings: { location: "Cooler 2", reading: 36, unit: "F", correctiveAction: "" },
    };
    const inData = multipart({ data: JSON.stringify(record) });
    expectRefused(
      await t.call("POST", "/api/sites/oxnard/records", { cookie: cookie.qa_tech, ...inData }),
      "notes",
      unsafeTextReasons.nul,
    );
    const inField = multipart({ data: JSON.stringify({ ...record, notes: "" }), extra: `x${NUL}y` });
    expectRefused(
      await t.call("POST", "/api/sites/oxnard/records", { cookie: cookie.qa_tech, ...inField }),
      "extra",
      unsafeTextReasons.nul,
    );
    const inName = multipart({ data: JSON.stringify({ ...record, notes: "" }) }, [
      { field: "files", filename: `log${NUL}.pdf`, bytes: samplePdf },
    ]);
    const refused = await t.call("POST", "/api/sites/oxnard/records", { cookie: cookie.qa_tech, ...inName });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.files).toBe(`File name "log?.pdf": ${unsafeTextReasons.nul}`);
  });
});

describe("values outside their set answer 400, never an empty or silently wrong result", () => {
  it("an unknown audit-log action, record status or overview period", async () => {
    expectRefused(
      await t.call("GET", "/api/audit-log?action=site.explode", { cookie: cookie.admin }),
      "action",
      "Unknown action",
    );
    expect((await t.call("GET", "/api/audit-log?action=site.update", { cookie: cookie.admin })).statusCode).toBe(200);
    expectRefused(
      await t.call("GET", "/api/sites/oxnard/records?status=bogus", { cookie: cookie.viewer }),
      "status",
      "Unknown status",
    );
    expectRefused(
      await t.call("GET", "/api/sites/oxnard/overview?days=8", { cookie: cookie.viewer }),
      "days",
      "Choose 7, 30 or 90 days",
    );
  });
});

describe("broken UTF-16 (lone surrogates) and broken UTF-8 in the address are refused too", () => {
  it("in a query value and in a path segment, in the one error shape", async () => {
    for (const query of ["search=%ED%A0%80", "search=%FF"]) {
      expectRefused(
        await t.call("GET", `/api/sites/oxnard/records?${query}`, { cookie: cookie.viewer }),
        "search",
        "Must be valid percent-encoded UTF-8",
      );
    }
    const path = await t.call("GET", "/api/sites/%ED%A0%80", { cookie: cookie.viewer });
    expect(path.statusCode).toBe(400);
    expect(path.json()).toEqual({
      error: { code: "validation", message: "The address is not valid: it must be percent-encoded UTF-8" },
    });
  });

  it("in a JSON body sent as raw text", async () => {
    const before = await t.db.select({ value: count() }).from(holds);
    const response = await t.call("POST", "/api/sites/oxnard/holds", {
      cookie: cookie.qa_tech,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...hold, itemName: "Cilantro" }).replace("Cilantro", "Cilantro \\ud83e"),
    });
    expectRefused(response, "itemName", unsafeTextReasons.surrogate);
    expect(await t.db.select({ value: count() }).from(holds)).toEqual(before);
  });

  it("accepts the same text with a whole surrogate pair (an emoji)", async () => {
    const response = await t.call("POST", "/api/sites/oxnard/holds", {
      cookie: cookie.qa_tech,
      body: { ...hold, itemName: "Cilantro 🥬" },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().itemName).toBe("Cilantro 🥬");
  });
});
