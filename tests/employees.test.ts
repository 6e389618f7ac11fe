import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, employees } from "../src/server/db/schema";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
let manager: string;

const newEmployee = {
  employeeCode: "OX-0300",
  name: "Ana Cruz",
  jobRole: "sanitation",
  email: "ana.cruz@example.com",
  phone: "(805) 555-0300",
  site: "oxnard",
  hireDate: "2025-01-06",
  certifications: [{ name: "Sanitation Chemical Handling", issued: "2025-01-10", expires: "2026-01-10" }],
};

beforeAll(async () => {
  t = await createTestApp();
  manager = await t.signInAs("qa_manager");
});
afterAll(() => t.close());

describe("employee directory", () => {
  it("lists ~30 seeded employees with filters by site, role, status and search", async () => {
    const all = (await t.call("GET", "/api/employees", { cookie: manager })).json().items;
    expect(all.length).toBeGreaterThanOrEqual(28);
    const yumaCrew = (await t.call("GET", "/api/employees?site=yuma&jobRole=harvest_crew", { cookie: manager })).json()
      .items;
    expect(yumaCrew.length).toBe(8);
    expect(
      yumaCrew.every((e: { site: string; jobRole: string }) => e.site === "yuma" && e.jobRole === "harvest_crew"),
    ).toBe(true);
    const inactive = (await t.call("GET", "/api/employees?status=inactive", { cookie: manager })).json().items;
    expect(inactive.map((e: { employeeCode: string }) => e.employeeCode)).toEqual(["OX-0150"]);
    const found = (await t.call("GET", "/api/employees?q=vasq", { cookie: manager })).json().items;
    expect(found.map((e: { name: string }) => e.name)).toEqual(["Elena Vásquez"]);
  });

  it("computes training progress from assignments (90 % or more counts as complete)", async () => {
    const [elena] = (await t.call("GET", "/api/employees?q=OX-0142", { cookie: manager })).json().items;
    expect(elena.training).toEqual({ assigned: 5, completed: 4, progress: 80, complete: false });
    const [emily] = (await t.call("GET", "/api/employees?q=OX-0121", { cookie: manager })).json().items;
    expect(emily.training).toMatchObject({ progress: 100, complete: true });
  });

  it("flags expired and expiring certifications", async () => {
    const items = (await t.call("GET", "/api/employees?site=oxnard", { cookie: manager })).json().items;
    const states = items.flatMap((e: { certifications: { state: string }[] }) => e.certifications.map((c) => c.state));
    expect(states).toContain("expired");
    expect(states).toContain("expiring");
    expect(states).toContain("valid");
  });

  it("shows a site-restricted supervisor only their site's employees", async () => {
    const supervisor = await t.signInAs("supervisor");
    const items = (await t.call("GET", "/api/employees", { cookie: supervisor })).json().items;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((e: { site: string }) => e.site === "yuma")).toBe(true);
  });
});

describe("add, edit and deactivate", () => {
  let id: string;

  it("adds an employee with certifications, recorded in the audit trail", async () => {
    const response = await t.call("POST", "/api/employees", { cookie: manager, body: newEmployee });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      employeeCode: "OX-0300",
      name: "Ana Cruz",
      site: "oxnard",
      status: "active",
      initials: "AC",
    });
    expect(body.certifications[0]).toMatchObject({ name: "Sanitation Chemical Handling", expires: "2026-01-10" });
    id = body.id;
    const [event] = await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, id));
    expect(event!.action).toBe("employee.create");
  });

  it("refuses a duplicate employee ID in the organisation with 409 naming the field", async () => {
    const response = await t.call("POST", "/api/employees", {
      cookie: manager,
      body: { ...newEmployee, employeeCode: "ox-0300", name: "Someone Else" },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.fields.employeeCode).toMatch(/already used by Ana Cruz/);
  });

  it("lets another organisation use the same employee ID", async () => {
    const outsider = await t.signIn("owner@desertbloom.test");
    const response = await t.call("POST", "/api/employees", {
      cookie: outsider,
      body: { ...newEmployee, certifications: [] },
    });
    expect(response.statusCode).toBe(201);
  });

  it("names each bad field", async () => {
    const response = await t.call("POST", "/api/employees", {
      cookie: manager,
      body: { employeeCode: "OX 1", name: "A", jobRole: "pilot", email: "not-mail", site: "", hireDate: "2025-02-30" },
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json().error.fields;
    expect(Object.keys(fields).sort()).toEqual(["email", "employeeCode", "hireDate", "jobRole", "name", "site"]);
    expect(fields.email).toBe("Enter a valid e-mail address");
    const unknownSite = await t.call("POST", "/api/employees", {
      cookie: manager,
      body: { ...newEmployee, employeeCode: "OX-0301", site: "atlantis" },
    });
    expect(unknownSite.statusCode).toBe(400);
    expect(unknownSite.json().error.fields.site).toBe("Unknown site");
  });

  it("edits and deactivates, refusing a second deactivation with 409", async () => {
    const edited = await t.call("PUT", `/api/employees/${id}`, {
      cookie: manager,
      body: { ...newEmployee, jobRole: "qa_tech", certifications: [] },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ jobRole: "qa_tech", certifications: [] });
    const off = await t.call("POST", `/api/employees/${id}/deactivate`, { cookie: manager });
    expect(off.json().status).toBe("inactive");
    expect((await t.call("POST", `/api/employees/${id}/deactivate`, { cookie: manager })).statusCode).toBe(409);
    expect((await t.call("GET", "/api/employees/not-a-uuid", { cookie: manager })).statusCode).toBe(400);
  });
});

describe("moving an employee to another site", () => {
  it("takes their training out of the old site's coverage and into the new site's", async () => {
    const coverage = async (site: string) =>
      (await t.call("GET", `/api/sites/${site}/training/coverage`, { cookie: manager })).json();
    const [before, yumaBefore] = [await coverage("oxnard"), await coverage("yuma")];
    const [ka] = (await t.call("GET", "/api/employees?q=OX-0104", { cookie: manager })).json().items;
    expect(ka.training).toMatchObject({ assigned: 3, completed: 2 });
    const moved = await t.call("PUT", `/api/employees/${ka.id}`, {
      cookie: manager,
      body: {
        employeeCode: ka.employeeCode,
        name: ka.name,
        jobRole: ka.jobRole,
        phone: ka.phone,
        site: "yuma",
        hireDate: ka.hireDate,
        status: ka.status,
      },
    });
    expect(moved.json().site).toBe("yuma");
    const after = await coverage("oxnard");
    expect(after.required).toBe(before.required - 3);
    expect(after.completed).toBe(before.completed - 2);
    // At yuma (default scope: no allergen program) only hygiene and pest are required; both are done.
    const yumaAfter = await coverage("yuma");
    expect(yumaAfter.required).toBe(yumaBefore.required + 2);
    expect(yumaAfter.completed).toBe(yumaBefore.completed + 2);
    const list = (await t.call("GET", "/api/sites/yuma/training/assignments", { cookie: manager })).json();
    expect(list.items.filter((i: { employee: { name: string } }) => i.employee.name === "Ka Vang")).toHaveLength(3);
  });
});

describe("CSV import", () => {
  const header = "Employee ID,Name,Role,Email,Phone,Site,Hire Date";

  it("imports nothing when any row is bad and reports each bad row by line number", async () => {
    const csv = [
      header,
      "YU-0400,Rafael Soto,Harvest Crew,,,(928) 555-0400,2024-03-01",
      "YU-0401,Mai Yang,Harvest Crew,,(928) 555-0401,yuma,2024-03-01",
      "YU-0201,Duplicate Person,Harvest Crew,,,yuma,2024-03-01",
      "YU-0402,Chris Dunn,Astronaut,chris@,,yuma,2024-03-01",
      "YU-0403,Paula Ibarra,Sanitation,,,mars,2024-03-01",
    ].join("\n");
    const before = (await t.db.select().from(employees)).length;
    const response = await t.call("POST", "/api/employees/import", { cookie: manager, body: { csv } });
    expect(response.statusCode).toBe(400);
    const fields = response.json().error.fields;
    expect(Object.keys(fields)).toEqual(["line 2", "line 4", "line 5", "line 6"]);
    expect(fields["line 2"]).toMatch(/site/);
    expect(fields["line 4"]).toMatch(/YU-0201 is already used by José Luis García/);
    expect(fields["line 5"]).toMatch(/jobRole: Choose a job role/);
    expect(fields["line 5"]).toMatch(/email: Enter a valid e-mail address/);
    expect(fields["line 6"]).toMatch(/mars is not a site/);
    expect(response.json().error.message).toBe("4 rows have errors; nothing was imported");
    expect((await t.db.select().from(employees)).length).toBe(before);
  });

  it("imports every row of a good file in one go", async () => {
    const csv = `${header}\r\nYU-0410,Mai Yang,Harvest Crew,,(928) 555-0410,yuma,2024-03-01\r\n"YU-0411","Soto, Rafael",forklift operator,rafael@example.com,,Yuma,2023-09-15\r\n`;
    const response = await t.call("POST", "/api/employees/import", { cookie: manager, body: { csv } });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ imported: 2 });
    const [rafael] = (await t.call("GET", "/api/employees?q=YU-0411", { cookie: manager })).json().items;
    expect(rafael).toMatchObject({
      name: "Soto, Rafael",
      jobRole: "forklift",
      site: "yuma",
      email: "rafael@example.com",
    });
  });

  it("reads a semicolon-separated file, as a Spanish-locale spreadsheet saves it", async () => {
    const csv = `${header.replaceAll(",", ";")}\nYU-0420;Lucía Pérez;Harvest Crew;;;yuma;2024-04-02\n`;
    const response = await t.call("POST", "/api/employees/import", { cookie: manager, body: { csv } });
    expect(response.statusCode, response.body).toBe(201);
    expect((await t.call("GET", "/api/employees?q=YU-0420", { cookie: manager })).json().items[0]).toMatchObject({
      name: "Lucía Pérez",
      site: "yuma",
    });
  });

  it("names the line of a quote left open, and imports nothing", async () => {
    const before = (await t.db.select().from(employees)).length;
    const csv = `${header}\nYU-0430,Ana Cruz,Harvest Crew,,,yuma,2024-03-01\nYU-0431,"Open quote,Harvest Crew,,,yuma,2024-03-01\n`;
    const response = await t.call("POST", "/api/employees/import", { cookie: manager, body: { csv } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.csv).toMatch(/near line \d+: check its quotes/);
    expect((await t.db.select().from(employees)).length).toBe(before);
  });
});
