import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./support/test-app";

/** Issue 18: the trainer of an assignment can be changed by those who manage training, and the change is audited. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rows = async (query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

describe("PUT /api/training/assignments/:assignmentId/trainer", () => {
  it("changes the trainer with its audit event, refuses a technician and bad input", async () => {
    const [assignment] = await rows(
      sql`select a.id::text as id, a.trainer_name from training_assignments a order by a.assigned_at, a.id limit 1`,
    );
    const id = String(assignment!.id);
    const url = `/api/training/assignments/${id}/trainer`;
    const manager = await t.signInAs("qa_manager");
    const tech = await t.signInAs("qa_tech");

    // A technician may not change it: 403, and nothing changes.
    const refused = await t.call("PUT", url, { cookie: tech, body: { trainerName: "Someone Else" } });
    expect(refused.statusCode).toBe(403);
    // A name too long is refused, naming the field.
    const long = await t.call("PUT", url, { cookie: manager, body: { trainerName: "x".repeat(121) } });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain("trainerName");
    expect(
      (await rows(sql`select trainer_name from training_assignments where id = ${id}::uuid`))[0]!.trainer_name,
    ).toBe(assignment!.trainer_name);

    const changed = await t.call("PUT", url, { cookie: manager, body: { trainerName: "  Rosa Vega " } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ id, trainerName: "Rosa Vega" });
    expect(
      (await rows(sql`select trainer_name from training_assignments where id = ${id}::uuid`))[0]!.trainer_name,
    ).toBe("Rosa Vega");
    const events = await rows(
      sql`select action, actor_name, before, after from audit_events where entity_id = ${id} order by seq`,
    );
    expect(events.at(-1)).toMatchObject({
      action: "training.trainer_update",
      before: { trainer: assignment!.trainer_name ?? null },
      after: { trainer: "Rosa Vega" },
    });
    // The same name again changes nothing and records nothing.
    expect((await t.call("PUT", url, { cookie: manager, body: { trainerName: "Rosa Vega" } })).statusCode).toBe(200);
    const again = await rows(sql`select 1 from audit_events where entity_id = ${id}`);
    expect(again.length).toBe(events.length);
    // Empty clears it.
    const cleared = await t.call("PUT", url, { cookie: manager, body: { trainerName: "" } });
    expect(cleared.json()).toMatchObject({ trainerName: null });
  });
});
