import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, logFormVersions, monitoringRecords, recordImports } from "../src/server/db/schema";
import { multipart } from "./support/multipart";
import { createTestApp, otherOrg, type TestApp } from "./support/test-app";

/**
 * Issue 19's "bring existing records in" for an organisation's own log forms (decision 145): a file's
 * columns mapped onto a custom form's fields, each row judged by `evaluateFormReadings` against the stored
 * version's limits, committed all-or-nothing and undone as a whole.
 */
let t: TestApp;
let qaManager: string;
let formId: string;

const hydrocooler = {
  name: "Hydrocooler water check",
  description: "Each load through the hydrocooler.",
  clauseIds: ["C.01.01"],
  correctiveActionRequired: true,
  fields: [
    { key: "load", label: "Load", type: "text" },
    { key: "water", label: "Water temperature", type: "number", unit: "°F", min: 33, max: 36 },
    { key: "screen", label: "Screen clean", type: "pass_fail" },
    { key: "line", label: "Line", type: "choice", options: ["Line 1", "Line 2"] },
    { key: "checkedAt", label: "Checked at", type: "datetime", required: false },
    { key: "signedBy", label: "Signed by", type: "signature" },
    { key: "photo", label: "Photo of the gauge", type: "photo", required: false },
  ],
};

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  qaManager = await t.signInAs("qa_manager");
  const created = await t.call("POST", "/api/forms", { cookie: qaManager, body: hydrocooler });
  expect(created.statusCode, created.body).toBe(201);
  formId = created.json().formId;
});
afterAll(() => t.close());

function post(
  path: string,
  file: { filename: string; bytes: Buffer },
  data: Record<string, unknown>,
  cookie = qaManager,
) {
  const body = multipart({ data: JSON.stringify(data) }, [{ field: "file", ...file }]);
  return t.app.inject({
    method: "POST",
    url: `/api/sites/oxnard/record-imports${path}`,
    headers: { cookie, ...body.headers },
    payload: body.body,
  });
}
const csv = (lines: string[], filename = "hydrocooler.csv") => ({
  filename,
  bytes: Buffer.from(lines.join("\r\n"), "utf8"),
});

const header = "Fecha,Hora,Iniciales,Load,Water temperature (°F),Screen clean,Line,Checked at,Acción correctiva";
const good = csv([
  header,
  "2026-02-09,06:40,JM,Load 12,34.5 °F,pass,line 1,2026-02-09 06:35,",
  '2/10/2026,7:05 AM,LR,Load 13,"37,5",Cumple,Line 2,,Agua cambiada y carga re-enfriada',
  "2026-02-11,06:55,JM,Load 14,35,Fail,Line 1,,Malla limpiada antes de la siguiente carga",
]);

const recordCount = async () => (await t.db.select({ id: monitoringRecords.id }).from(monitoringRecords)).length;

describe("importing logs into a custom form", () => {
  it("offers the form's own fields, proposes columns by their labels and the form's clause", async () => {
    const response = await post("/columns", good, { formId });
    expect(response.statusCode, response.body).toBe(200);
    const view = response.json();
    expect(view.form).toMatchObject({ formId, version: 1, name: "Hydrocooler water check" });
    expect(view.clauseId).toBe("C.01.01");
    // A photo cannot come from a spreadsheet; a signature takes the initials when it has no column.
    expect(view.targets.map((x: { key: string }) => x.key)).not.toContain("readings.photo");
    expect(view.targets).toContainEqual({ key: "readings.water", required: true, label: "Water temperature" });
    expect(view.targets).toContainEqual({ key: "readings.signedBy", required: false, label: "Signed by" });
    expect(view.mapping).toMatchObject({
      date: 0,
      time: 1,
      initials: 2,
      "readings.load": 3,
      "readings.water": 4,
      "readings.screen": 5,
      "readings.line": 6,
      "readings.checkedAt": 7,
      "readings.correctiveAction": 8,
      "readings.signedBy": null,
    });
    expect(view.remembered).toBe(false);
  });

  it("imports a good file with its dates and initials, judged by the stored version's limits", async () => {
    const mapping = (await post("/columns", good, { formId })).json().mapping;
    const preview = (await post("/preview", good, { formId, mapping })).json();
    expect(preview).toMatchObject({ rowCount: 3, validCount: 3, exceptionCount: 2, clauseId: "C.01.01" });
    expect(preview.rows[0].summary).toMatch(/^Hydrocooler water check: .*Water temperature 34\.5 °F/);

    const response = await post("", good, { formId, mapping });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({ formId, formName: "Hydrocooler water check", rowCount: 3, exceptionCount: 2 });

    const events = (
      await t.db.select().from(auditEvents).where(eq(auditEvents.action, "record.import")).orderBy(auditEvents.seq)
    ).filter((e) => (e.after as { importId: string }).importId === created.id);
    expect(events).toHaveLength(3);
    for (const event of events) expect(event.after).toMatchObject({ imported: true, fileName: "hydrocooler.csv" });
    const rows = await t.db
      .select()
      .from(monitoringRecords)
      .where(
        inArray(
          monitoringRecords.id,
          events.map((e) => e.entityId),
        ),
      );
    const [version] = await t.db.select().from(logFormVersions).where(eq(logFormVersions.formId, formId));
    expect(rows.every((r) => r.type === "custom" && r.formVersionId === version!.id && r.status === "pending")).toBe(
      true,
    );
    const byDate = rows.sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
    // Oxnard is on Pacific time: the log's own local times, and its own initials.
    expect(byDate.map((r) => [r.occurredAt.toISOString(), r.performedBy, r.exception])).toEqual([
      ["2026-02-09T14:40:00.000Z", "JM", false],
      ["2026-02-10T15:05:00.000Z", "LR", true],
      ["2026-02-11T14:55:00.000Z", "JM", true],
    ]);
    expect(byDate[0]!.readings).toMatchObject({
      load: "Load 12",
      water: 34.5,
      screen: true,
      line: "Line 1",
      checkedAt: "2026-02-09T14:35:00.000Z",
      signedBy: "JM",
      photo: null,
    });
    // 37.5 °F is above the form's 36 °F: a deviation with its corrective action; a failed check is one too.
    expect(byDate[1]!.readings).toMatchObject({ water: 37.5, correctiveAction: "Agua cambiada y carga re-enfriada" });
    expect(byDate[2]!.readings).toMatchObject({ screen: false });

    // The next file with the same columns gets the confirmed mapping back.
    const again = (
      await post(
        "/columns",
        csv([header.toUpperCase(), "2026-02-16,06:40,JM,Load 20,34,pass,Line 1,,"], "next-week.csv"),
        { formId },
      )
    ).json();
    expect(again.remembered).toBe(true);
    expect(again.mapping).toEqual(mapping);
  });

  it("names each bad row and field and imports nothing", async () => {
    const bad = csv(
      [
        header,
        "2026-02-16,06:40,JM,Load 20,34,pass,Line 1,,",
        "2026-02-17,06:40,JM,Load 21,warm,pass,Line 1,,",
        "2026-02-18,06:40,JM,Load 22,38,pass,Line 1,,",
        "2026-02-19,06:40,JM,Load 23,34,pass,Line 9,,",
        "2026-02-20,06:40,JM,Load 24,1.5 °C,maybe,Line 1,,",
        "2026-02-21,06:40,JM,,34,pass,Line 1,,",
        "2026-02-22,06:40,,Load 26,34,pass,Line 1,,",
      ],
      "bad-hydrocooler.csv",
    );
    const mapping = (await post("/columns", bad, { formId })).json().mapping;
    const before = await recordCount();
    const importsBefore = await t.db.select().from(recordImports);

    const preview = (await post("/preview", bad, { formId, mapping })).json();
    expect(
      preview.rows.map((r: { row: number; problems: { field: string }[] }) => [r.row, r.problems.map((p) => p.field)]),
    ).toEqual([
      [2, []],
      [3, ["readings.water"]],
      [4, ["readings.correctiveAction"]],
      [5, ["readings.line"]],
      [6, ["readings.water", "readings.screen"]],
      [7, ["readings.load"]],
      [8, ["initials"]],
    ]);

    const response = await post("", bad, { formId, mapping });
    expect(response.statusCode).toBe(400);
    const error = response.json().error;
    expect(error.message).toBe("6 rows have errors; nothing was imported");
    expect(error.fields).toEqual({
      "rows.3.readings.water": "Must be a number",
      "rows.4.readings.correctiveAction": expect.stringMatching(/Water temperature.*corrective action/),
      "rows.5.readings.line": "Must be one of the form's options",
      "rows.6.readings.water": "Must be in °F",
      "rows.6.readings.screen": "Must be pass or fail",
      "rows.7.readings.load": "Load is required",
      "rows.8.initials": expect.stringMatching(/Performed by/),
    });
    expect(await recordCount()).toBe(before);
    expect(await t.db.select().from(recordImports)).toHaveLength(importsBefore.length);
  });

  it("undoes a whole import of a custom form", async () => {
    const file = csv([header, "2026-03-02,06:40,AB,Load 30,34,pass,Line 2,,"], "one-load.csv");
    const mapping = (await post("/columns", file, { formId })).json().mapping;
    const created = (await post("", file, { formId, mapping })).json();
    const before = await recordCount();
    const undo = await t.call("POST", `/api/sites/oxnard/record-imports/${created.id}/undo`, {
      cookie: qaManager,
      body: { reason: "Wrong week's sheet" },
    });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json()).toMatchObject({ status: "undone", formName: "Hydrocooler water check" });
    expect(await recordCount()).toBe(before - 1);
    const undone = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "record_import.undo"), eq(auditEvents.entityId, created.id)));
    expect(undone[0]!.after).toMatchObject({ status: "undone", removed: 1 });
  });

  it("does not import into another organisation's form", async () => {
    const other = await t.signIn(otherOrg.email);
    const theirs = await t.call("POST", "/api/forms", { cookie: other, body: hydrocooler });
    expect(theirs.statusCode, theirs.body).toBe(201);
    const response = await post("/columns", good, { formId: theirs.json().formId });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.formId).toBeDefined();
  });
});
