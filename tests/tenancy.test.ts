import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "../src/server/db/schema";
import { loadDemoIds } from "./support/demo-ids";
import { multipart, samplePdf } from "./support/multipart";
import { reviewedCan } from "./support/permission-matrix";
import { protectedRoutes } from "./support/protected-routes";
import { tenancyExtras, type TenancyIds } from "./support/tenancy-table";
import { createTestApp, demoEmail, type TestApp } from "./support/test-app";

/**
 * Issue 15's tenancy test. A second organisation is created the way a customer creates one — sign-up
 * (`POST /api/organisations`) — and given a site with the demo's own slug `oxnard`; its members then call
 * every registered route that takes a parameter, pointed at the demo organisation's rows, and must get
 * 404. The cases come from `protectedRoutes` (every organisation route, already pointed at demo rows) and
 * `tenancyExtras`; a registered route with a parameter that neither names fails the first test.
 */
let t: TestApp;
let ids: TenancyIds;
const outsider = { admin: "", pcqi: "" };

const ownerPassword = "orchard rows after the frost";
const cookieOf = (response: { cookies: { name: string; value: string }[] }) =>
  `cw_session=${response.cookies.find((c) => c.name === "cw_session")!.value}`;

beforeAll(async () => {
  t = await createTestApp();
  const signedUp = await t.call("POST", "/api/organisations", {
    body: {
      organisationName: "Sierra Citrus Growers",
      name: "Elena Vargas",
      email: "elena@sierracitrus.test",
      password: ownerPassword,
    },
  });
  expect(signedUp.statusCode).toBe(201);
  outsider.admin = cookieOf(signedUp);
  const site = await t.call("POST", "/api/sites", {
    cookie: outsider.admin,
    body: {
      slug: "oxnard",
      name: "Sierra Oxnard Grove",
      address: "9 Grove Rd, Oxnard, CA 93030",
      timezone: "America/Los_Angeles",
      type: "grower",
    },
  });
  expect(site.statusCode).toBe(201);
  // Signing the plan is the PCQI's alone: a PCQI of the second organisation, invited and joined.
  const link = (
    await t.call("POST", "/api/invitations", {
      cookie: outsider.admin,
      body: { email: "pcqi@sierracitrus.test", role: "pcqi" },
    })
  ).json().link as string;
  const joined = await t.call("POST", `/api/invitations/${link.split("/invite/")[1]}/accept`, {
    body: { name: "Tomas Reyes", password: ownerPassword },
  });
  expect(joined.statusCode).toBe(201);
  outsider.pcqi = cookieOf(joined);

  await t.signInAs("viewer");
  const [viewer] = await t.db
    .select()
    .from(users)
    .where(eq(users.email, demoEmail("viewer")));
  const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, viewer!.id));
  // The demo organisation's own export, requested by its administrator.
  const exported = await t.call("POST", "/api/organisation/exports", { cookie: await t.signInAs("admin") });
  expect(exported.statusCode).toBe(202);
  // A document audit of the demo organisation, queued by its QA tech.
  const upload = multipart({}, [
    { field: "files", filename: "log.csv", bytes: Buffer.from("Date,Temp\n2026-01-05,36\n") },
  ]);
  const audit = await t.app.inject({
    method: "POST",
    url: "/api/sites/oxnard/document-audits",
    headers: { cookie: await t.signInAs("qa_tech"), ...upload.headers },
    payload: upload.body,
  });
  expect(audit.statusCode).toBe(202);
  const schedule = await t.call("POST", "/api/sites/yuma/log-schedules", {
    cookie: await t.signInAs("admin"),
    body: { formId: "pest", frequency: { kind: "weekly", weekdays: [1], dueTime: "16:00" }, ownerRole: "qa_tech" },
  });
  expect(schedule.statusCode).toBe(201);
  // A custom log form of the demo organisation, built by its QA manager.
  const form = await t.call("POST", "/api/forms", {
    cookie: await t.signInAs("qa_manager"),
    body: { name: "Dock door seal check", fields: [{ key: "seal", label: "Seal intact", type: "pass_fail" }] },
  });
  expect(form.statusCode).toBe(201);
  // An item of the demo organisation's yuma inbox, dropped there by its QA tech.
  const dropped = multipart({}, [{ field: "files", filename: "delivery-note.pdf", bytes: samplePdf }]);
  const inbox = await t.app.inject({
    method: "POST",
    url: "/api/sites/yuma/inbox",
    headers: { cookie: await t.signInAs("qa_tech"), ...dropped.headers },
    payload: dropped.body,
  });
  expect(inbox.statusCode).toBe(201);
  // A trace event of the demo organisation's oxnard (seeded), and a mock recall drill its administrator
  // starts from that event's lot.
  const demoAdmin = await t.signInAs("admin");
  const events = await t.call("GET", "/api/sites/oxnard/trace-events", { cookie: demoAdmin });
  expect(events.statusCode).toBe(200);
  const event = (events.json().items as { id: string; tlc: string | null }[]).find((e) => e.tlc);
  expect(event).toBeDefined();
  const drill = await t.call("POST", "/api/sites/oxnard/recall-drills", {
    cookie: demoAdmin,
    body: { tlc: event!.tlc },
  });
  expect(drill.statusCode, drill.body).toBe(201);
  // An import of two cold-room logs into oxnard by the demo organisation's QA manager.
  const importBody = multipart(
    { data: JSON.stringify({ formId: "temperature", mapping: { date: 0, initials: 1, location: 2, reading: 3 } }) },
    [
      {
        field: "file",
        filename: "logs.csv",
        bytes: Buffer.from("Date,Initials,Location,Temperature\n2026-01-05 07:00,JM,Cooler 1,35\n"),
      },
    ],
  );
  const recordImport = await t.app.inject({
    method: "POST",
    url: "/api/sites/oxnard/record-imports",
    headers: { cookie: await t.signInAs("qa_manager"), ...importBody.headers },
    payload: importBody.body,
  });
  expect(recordImport.statusCode, recordImport.body).toBe(201);
  ids = {
    ...(await loadDemoIds(t.db)),
    demoInboxItem: inbox.json().items[0].id,
    demoSession: session!.id,
    demoExport: exported.json().id,
    demoDocumentAudit: audit.json().id,
    demoSchedule: schedule.json().id,
    demoForm: form.json().formId,
    demoTraceEvent: event!.id,
    demoDrill: drill.json().id,
    demoRecordImport: recordImport.json().id,
  };
});
afterAll(() => t.close());

const key = (method: string, pattern: string) => `${method} ${pattern}`;
const matches = (pattern: string, url: string) =>
  new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, "[^/]+")}$`).test(url.split("?")[0]!);

/** Every registered route with a parameter, and the cases that point it at demo rows (or why none can). */
function tenancyTable() {
  const withParams = t.app.registeredRoutes.filter((r) => r.url.startsWith("/api/") && r.url.includes("/:"));
  return withParams.map((route) => {
    const extra = tenancyExtras.find((e) => e.method === route.method && e.pattern === route.url);
    const fromProtected = protectedRoutes
      .filter((p) => !p.orgWide && p.method === route.method)
      .filter((p) => matches(route.url, typeof p.url === "string" ? p.url : p.url(ids)))
      .map((p) => ({
        url: typeof p.url === "string" ? p.url : p.url(ids),
        body: p.body,
        role: reviewedCan("admin", p.permission) ? ("admin" as const) : ("pcqi" as const),
      }));
    const cases =
      extra && "url" in extra ? [{ url: extra.url(ids), body: extra.body, role: extra.role ?? "pcqi" }] : fromProtected;
    return { route: key(route.method, route.url), cases, notAnId: extra && "notAnId" in extra ? extra.notAnId : null };
  });
}

describe("a member of an organisation created by sign-up cannot reach the demo organisation's rows", () => {
  it("has a case for every registered route that takes a parameter (or says why the parameter is no id)", () => {
    const table = tenancyTable();
    expect(table.length).toBeGreaterThan(60);
    expect(table.filter((row) => row.cases.length === 0 && !row.notAnId).map((row) => row.route)).toEqual([]);
    // Every extra still names a registered route, so the table cannot rot.
    const registered = new Set(t.app.registeredRoutes.map((r) => key(r.method, r.url)));
    expect(tenancyExtras.map((e) => key(e.method, e.pattern)).filter((k) => !registered.has(k))).toEqual([]);
  });

  it("answers 404 to every case", async () => {
    const failures: string[] = [];
    for (const row of tenancyTable())
      for (const c of row.cases) {
        const response = await t.call(row.route.split(" ")[0] as "GET", c.url, {
          cookie: outsider[c.role],
          body: c.body,
        });
        if (response.statusCode !== 404 || response.json().error?.code !== "not_found")
          failures.push(`${row.route} (${c.url}) as ${c.role}: ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    expect(failures).toEqual([]);
  });

  it("still reaches its own rows: its oxnard is its own, the demo's oxnard untouched", async () => {
    const own = await t.call("GET", "/api/sites/oxnard", { cookie: outsider.admin });
    expect(own.json().name).toBe("Sierra Oxnard Grove");
    const demoAdmin = await t.signInAs("admin");
    expect((await t.call("GET", "/api/sites/oxnard", { cookie: demoAdmin })).json().name).toBe("Oxnard Packhouse");
    const members = (await t.call("GET", "/api/users", { cookie: outsider.admin })).json().users;
    expect(members.map((u: { email: string }) => u.email).sort()).toEqual([
      "elena@sierracitrus.test",
      "pcqi@sierracitrus.test",
    ]);
    const sites = (await t.call("GET", "/api/sites", { cookie: outsider.admin })).json().sites;
    expect(sites.map((s: { name: string }) => s.name)).toEqual(["Sierra Oxnard Grove"]);
    const events = (await t.call("GET", "/api/audit-log?pageSize=200", { cookie: outsider.admin })).json().items;
    expect(events.length).toBeGreaterThan(0);
    expect(new Set(events.map((e: { actorName: string }) => e.actorName))).toEqual(
      new Set(["Elena Vargas", "Tomas Reyes"]),
    );
  });
});
