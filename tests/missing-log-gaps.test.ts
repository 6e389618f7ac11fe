import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { and, eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtinCatalogue } from "../src/domain/catalogue";
import { addCalendarDays, siteToday, zonedDateTime } from "../src/domain/dates";
import { monitoringRecords, organisations, sites } from "../src/server/db/schema";
import { DEMO_ORGANISATION } from "../src/server/demo/demo-organisation";
import { makeCsv } from "../src/server/document-audit/make-documents";
import { runPendingEvidenceJobs } from "../src/server/use-cases/audits/evidence/evidence-worker";
import { runPendingDocumentAudits } from "../src/server/use-cases/document-audits/document-audit-job";
import { multipart } from "./support/multipart";
import { createTestApp, type TestApp } from "./support/test-app";
import { builtinFormVersionIds } from "../src/server/use-cases/forms/form-versions";

// Missed scheduled logs in evidence packs and document audits (decision 128), at a new site whose
// pre-op sanitation log is scheduled on operating days (Monday to Friday, a holiday closed) for the last
// two weeks. Every date is computed here from the site's today; two days are left unfilled, one is filled
// after its noon due time, and the holiday is left unfilled as it should be.
const ZONE = "America/Los_Angeles";
const SLUG = "gap-packhouse";
let t: TestApp;
let admin: string;
let work: string;
const today = siteToday(ZONE);
const day = (offset: number) => addCalendarDays(today, offset);
const weekend = (date: string) => [0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay());
const weekdays = Array.from({ length: 14 }, (_, i) => day(i - 14)).filter((d) => !weekend(d));
/** A company holiday: closed, unfilled, and expected by nobody. */
const holiday = weekdays[6]!;
const operatingDays = weekdays.filter((d) => d !== holiday);
const missing = [operatingDays[1]!, operatingDays[4]!];
const late = operatingDays[3]!;
/** How the English PDF writes a date: "Nov 3, 2026". */
const written = (date: string) =>
  new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" }).format(
    new Date(`${date}T12:00:00Z`),
  );

function pdfToText(bytes: Buffer, name: string): string {
  const file = path.join(work, `${name}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync("pdftotext", [file, "-"], { encoding: "utf8" });
}
const preOpPoints = builtinCatalogue.clauses.find((c) => c.id === "3.01.02")!.points;
const csvRows = (text: string) => parse(text.replace(/^\ufeff/, "")) as string[][];

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), "missing-log-gaps-"));
  t = await createTestApp();
  admin = await t.signInAs("admin");
  const created = await t.call("POST", "/api/sites", {
    cookie: admin,
    body: { slug: SLUG, name: "Gap Packhouse", address: "2 Packing Row, Oxnard CA", timezone: ZONE, type: "packhouse" },
  });
  expect(created.statusCode, created.body).toBe(201);
  const [org] = await t.db.select().from(organisations).where(eq(organisations.name, DEMO_ORGANISATION));
  const [site] = await t.db
    .select()
    .from(sites)
    .where(and(eq(sites.organisationId, org!.id), eq(sites.slug, SLUG)));

  const calendar = await t.call("PUT", `/api/sites/${SLUG}/working-calendar`, {
    cookie: admin,
    body: {
      operatingWeekdays: [1, 2, 3, 4, 5],
      closures: [{ from: holiday, to: holiday, kind: "holiday", name: "Company holiday" }],
    },
  });
  expect(calendar.statusCode, calendar.body).toBe(200);
  const schedule = await t.call("POST", `/api/sites/${SLUG}/log-schedules`, {
    cookie: admin,
    body: {
      formId: "sanitation",
      frequency: { kind: "operating_days", dueTime: "12:00" },
      ownerRole: "qa_tech",
      startsOn: day(-14),
    },
  });
  expect(schedule.statusCode, schedule.body).toBe(201);
  // It ended yesterday, so today's log (due at noon) is not expected whatever the hour of this run.
  const ended = await t.call("POST", `/api/log-schedules/${schedule.json().id}/end`, {
    cookie: admin,
    body: { endsOn: day(-1) },
  });
  expect(ended.statusCode, ended.body).toBe(200);

  const filled = operatingDays.filter((d) => !missing.includes(d));
  const formVersionIds = await builtinFormVersionIds(t.db);
  await t.db.insert(monitoringRecords).values(
    filled.map((date) => ({
      organisationId: org!.id,
      siteId: site!.id,
      type: "sanitation" as const,
      formVersionId: formVersionIds.sanitation,
      clauseId: "3.01.02",
      occurredAt: zonedDateTime(date, date === late ? 15 : 9, 0, ZONE),
      performedBy: "Sofia Ramirez",
      readings: {
        area: "Packing line 1",
        shift: "pre_op",
        checklist: [{ item: "Food-contact surfaces clean and free of residue", passed: true }],
        sanitizerPpm: 200,
        correctiveAction: "",
      },
      summary: "Pre-op inspection passed",
      submittedAt: zonedDateTime(date, date === late ? 15 : 9, 0, ZONE),
      dueDate: addCalendarDays(date, 9),
      createdByName: "Sofia Ramirez",
    })),
  );
});
afterAll(async () => {
  await t.close();
  rmSync(work, { recursive: true, force: true });
});

async function pack(from: string, to: string, language = "en") {
  const created = await t.call("POST", "/api/evidence-packs", {
    cookie: admin,
    headers: { "accept-language": language },
    body: { siteId: SLUG, rangeDays: null, from, to, clauses: ["site_management"], format: "all" },
  });
  expect(created.statusCode, created.body).toBe(202);
  expect(await runPendingEvidenceJobs(t.db)).toBe(1);
  const ready = (await t.call("GET", `/api/evidence-packs/${created.json().id}`, { cookie: admin })).json();
  expect(ready.status).toBe("ready");
  const download = async (kind: string) => {
    const file = ready.files.find((f: { kind: string }) => f.kind === kind);
    return (await t.call("GET", `/api/evidence-packs/${ready.id}/files/${file.id}`, { cookie: admin })).rawPayload;
  };
  const zip = unzipSync(new Uint8Array(await download("zip")));
  return {
    pdf: pdfToText(await download("pdf"), `${ready.id}`),
    missingCsv: csvRows(strFromU8(zip["csv/missing-logs.csv"]!)),
    csvNames: ready.files.map((f: { filename: string }) => f.filename) as string[],
  };
}

describe("an evidence pack over a period with missed logs", () => {
  let files: Awaited<ReturnType<typeof pack>>;
  beforeAll(async () => {
    files = await pack(day(-14), day(-1));
  });

  it("lists each missed and late log in the CSV with its date, form, status and the clauses it evidences", () => {
    expect(files.csvNames).toContain("missing-logs.csv");
    const [header, ...rows] = files.missingCsv;
    expect(header).toEqual(["date", "form", "shift", "status", "clauses"]);
    const want = [...missing.map((d) => [d, "missing"]), [late, "late"]].sort((a, b) => a[0]!.localeCompare(b[0]!));
    expect(rows).toEqual(want.map(([date, status]) => [date, "Sanitation Log", "", status, "3.01.02 3.01.01"]));
  });

  it("counts them in the PDF's summary and lists them under the clauses the form evidences", () => {
    const text = files.pdf.replace(/\s+/g, " ");
    expect(text).toContain("2 scheduled logs missing · 1 filled late.");
    for (const date of missing) {
      const line = `${written(date)} Sanitation Log — Missing`;
      // Under 3.01.01 and 3.01.02, the two applicable clauses a sanitation log evidences.
      expect(text.split(line).length - 1, line).toBe(2);
    }
    expect(text).toContain(`${written(late)} Sanitation Log — Filled late`);
    expect(text).toContain("Missing logs (3)");
  });

  it("speaks the requester's language", async () => {
    const spanish = await pack(day(-14), day(-1), "es");
    const text = spanish.pdf.replace(/\s+/g, " ");
    expect(text).toContain("2 registros programados faltantes · 1 llenado tarde.");
    expect(text).toContain("Registro de sanitización — Faltante");
    expect(spanish.missingCsv.slice(1).map((r) => r[1])).toEqual([
      "Registro de sanitización",
      "Registro de sanitización",
      "Registro de sanitización",
    ]);
  });
});

describe("an evidence pack over a period without missed logs", () => {
  it("says so plainly, and its CSV holds the header alone", async () => {
    const files = await pack(day(-40), day(-20));
    expect(files.pdf.replace(/\s+/g, " ")).toContain("No scheduled log was missed or filled late in this period.");
    expect(files.pdf).not.toContain("Missing logs (");
    expect(files.missingCsv).toEqual([["date", "form", "shift", "status", "clauses"]]);
  });
});

describe("a document audit of the site", () => {
  let audit: { clauses: { clauseId: string; verdict: string; findings: { text: string; action: string }[] }[] };
  const findingTexts = (clauseId: string, of = audit) =>
    of.clauses.find((c) => c.clauseId === clauseId)!.findings.map((f) => f.text);

  beforeAll(async () => {
    const body = multipart({}, [
      {
        field: "files",
        filename: "Sanitation_SOP.csv",
        bytes: Buffer.from(
          makeCsv([
            ["Date", "Note"],
            [day(-2), "Sanitation program reviewed"],
          ]),
        ),
      },
    ]);
    const started = await t.app.inject({
      method: "POST",
      url: `/api/sites/${SLUG}/document-audits`,
      headers: { cookie: admin, ...body.headers },
      payload: body.body,
    });
    expect(started.statusCode, started.body).toBe(202);
    await runPendingDocumentAudits(t.db);
    audit = (await t.call("GET", `/api/document-audits/${started.json().id}`, { cookie: admin })).json();
    expect((audit as unknown as { status: string }).status).toBe("done");
  });

  it("names the days the schedule expected the log and nobody filled it, under the clauses it evidences", () => {
    const sentence = `Sanitation Log was not filled on 2 scheduled days: ${[...missing].sort().join(", ")}.`;
    expect(findingTexts("3.01.02")).toContain(sentence);
    expect(findingTexts("3.01.01")).toContain(sentence);
    // Every record carries every field: the missed days alone make the pre-op clause partial (half its points).
    expect(audit.clauses.find((c) => c.clauseId === "3.01.02")).toMatchObject({
      verdict: "partial",
      pointsAwarded: preOpPoints / 2,
    });
  });

  it("leaves those days to the schedule: the frequency rule names neither them again nor the holiday", () => {
    const guessed = findingTexts("3.01.02").filter((text) => /days? without an entry/.test(text));
    expect(guessed).toEqual([]);
    expect(findingTexts("3.01.02").join(" ")).not.toContain(holiday);
  });

  it("renders the finding in the reader's language", async () => {
    const id = (await t.call("GET", `/api/sites/${SLUG}/document-audits`, { cookie: admin })).json().audits[0].id;
    const es = (
      await t.call("GET", `/api/document-audits/${id}`, { cookie: admin, headers: { "accept-language": "es" } })
    ).json();
    expect(findingTexts("3.01.02", es)).toContain(
      `Registro de sanitización no se llenó en 2 días programados: ${[...missing].sort().join(", ")}.`,
    );
  });
});
