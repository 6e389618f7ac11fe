import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatCalendarDate } from "../src/domain/dates";
import { auditEvents } from "../src/server/db/schema";
import { makePdf } from "../src/server/document-audit/make-documents";
import { multipart } from "./support/multipart";
import { createTestApp, type TestApp } from "./support/test-app";

/** Issue 18: Ask through the API on the seeded demo organisation. */
type Citation = { kind: string; id: string; title: string; quote: string; url: string };
type Answer = { answer: string; citations: Citation[] };

let t: TestApp;
let admin: string;
let supervisor: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAs("admin");
  supervisor = await t.signInAs("supervisor");
});
afterAll(() => t.close());

const ask = async (question: string, cookie = admin, extra: Record<string, unknown> = {}, app = t) => {
  const response = await app.call("POST", "/api/ask", { cookie, body: { question, ...extra } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Answer;
};

const rows = async (query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

/** The site slug of a cited record, incident or hold, read from the database. */
async function citedSite(c: Citation): Promise<string | null> {
  const table = { record: "monitoring_records", incident: "incidents", hold: "holds" }[c.kind];
  if (!table) return null;
  const [row] = await rows(
    sql`select s.slug from ${sql.raw(table)} x join sites s on s.id = x.site_id where x.id::text = ${c.id}`,
  );
  return (row?.slug as string) ?? null;
}

describe("POST /api/ask", () => {
  it("refuses a question without text or with a site that is not an id, naming the field", async () => {
    const empty = await t.call("POST", "/api/ask", { cookie: admin, body: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain("question");
    const site = await t.call("POST", "/api/ask", {
      cookie: admin,
      body: { question: "water tests", siteId: "oxnard/../yuma" },
    });
    expect(site.statusCode).toBe(400);
    expect(site.body).toContain("siteId");
    expect((await t.call("POST", "/api/ask", { body: { question: "water tests" } })).statusCode).toBe(401);
  });

  it("answers about the site the asker is on, named by its slug as in the app's URLs", async () => {
    const { citations } = await ask("When was the last water test?", admin, { siteId: "yuma" });
    expect(citations.length).toBeGreaterThan(0);
    expect(await citedSite(citations[0]!)).toBe("yuma");
  });

  it("answers the latest record of a type with a lead naming its date, citing the record", async () => {
    const [latest] = await rows(sql`select r.id::text as id, (r.occurred_at at time zone s.timezone)::date::text as day
      from monitoring_records r join sites s on s.id = r.site_id where s.slug = 'oxnard' and r.type = 'water'
      order by r.occurred_at desc limit 1`);
    const { answer, citations } = await ask("When was the last water test at Oxnard?");
    const lead = answer.split("\n")[0]!;
    expect(lead).toContain(formatCalendarDate(String(latest!.day), "en"));
    expect(lead).toContain("[1]");
    expect(citations[0]).toMatchObject({
      kind: "record",
      id: latest!.id,
      url: `/app/records/monitoring?record=${latest!.id}`,
    });
    expect(Object.keys(citations[0]!).sort()).toEqual(["id", "kind", "quote", "title", "url"]);
  });

  it("answers in Spanish who passed a training named in Spanish", async () => {
    const [module] = await rows(
      sql`select id::text as id from training_modules where title = 'Worker Hygiene & Handwashing'`,
    );
    const [passed] = await rows(sql`select count(distinct s.employee_id)::int as n from training_sessions s
      where s.module_id::text = ${module!.id} and s.passed`);
    const { answer, citations } = await ask("¿Quién capacitó a la cuadrilla en higiene?");
    expect(answer).toContain(`${passed!.n} personas aprobaron Higiene del trabajador y lavado de manos`);
    expect(citations[0]).toMatchObject({ kind: "training_module", id: module!.id });
  });

  it("answers who trained the crew, in Spanish and English, citing a session of each trainer", async () => {
    const trainers = (
      await rows(sql`select distinct s.trainer_name as name from training_sessions s
        join training_modules m on m.id = s.module_id
        where m.title = 'Worker Hygiene & Handwashing' and s.passed and s.trainer_name is not null`)
    ).map((r) => String(r.name));
    expect(trainers.length).toBeGreaterThan(0);
    for (const [question, by] of [
      ["¿Quién capacitó a la cuadrilla en higiene?", "Capacitados por"],
      ["Who trained the crew in hygiene?", "Trained by"],
    ] as const) {
      const { answer, citations } = await ask(question);
      const lead = answer.split("\n")[0]!;
      expect(lead).toContain(by);
      for (const name of trainers) expect(lead, question).toContain(name);
      const sessions = citations.filter((c) => c.kind === "training");
      expect(sessions.length).toBeGreaterThan(0);
      for (const c of sessions) {
        const [row] = await rows(sql`select trainer_name from training_sessions where id::text = ${c.id}`);
        expect(c.quote).toContain(String(row!.trainer_name));
        expect(c.url).toBe(`/app/training/sessions?session=${c.id}`);
      }
    }
  });

  it("answers from a document filed into an SOP, by its extracted text, and forgets it when the SOP is archived", async () => {
    const pdf = await makePdf([
      ["Ladder inspection", "Orchard ladders are inspected for cracked rungs by the zanjero every Monday."],
    ]);
    const body = multipart({}, [{ field: "files", filename: "ladder-inspection.pdf", bytes: pdf }]);
    const uploaded = await t.app.inject({
      method: "POST",
      url: "/api/sites/oxnard/inbox",
      headers: { cookie: admin, ...body.headers },
      payload: body.body,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const itemId = uploaded.json().items[0].id as string;
    const sops = (await t.call("GET", "/api/sites/oxnard/sops", { cookie: admin })).json();
    const sopId = ((sops.sops ?? sops) as { id: string; status: string }[]).find((x) => x.status === "active")!.id;
    const filed = await t.call("POST", `/api/inbox-items/${itemId}/file-to-library`, {
      cookie: admin,
      body: { sopId },
    });
    expect(filed.statusCode, filed.body).toBe(200);
    const [file] = await rows(sql`select id::text as id from attachments where owner_id = ${sopId}::uuid
      and filename = 'ladder-inspection.pdf'`);
    const { citations } = await ask("Who inspects the orchard ladders for cracked rungs?", admin, { siteId: "oxnard" });
    expect(citations[0]).toMatchObject({
      kind: "sop_file",
      id: file!.id,
      url: `/api/files/${file!.id}?inline=1#page=1`,
    });
    expect(citations[0]!.quote).toContain("zanjero");
    // A supervisor of Yuma never gets Oxnard's SOP file.
    const other = await ask("orchard ladders cracked rungs zanjero", supervisor);
    expect(other.citations.map((c) => c.kind)).not.toContain("sop_file");
    // Archiving the SOP drops its files' passages in the same transaction.
    const archived = await t.call("POST", `/api/library/sops/${sopId}/status`, {
      cookie: admin,
      body: { status: "archived" },
    });
    expect(archived.statusCode, archived.body).toBe(200);
    const after = await ask("orchard ladders cracked rungs zanjero", admin, { siteId: "oxnard" });
    expect(after.citations.map((c) => c.id)).not.toContain(file!.id);
  });

  it("says so in the asker's language when nothing relevant is found", async () => {
    expect(await ask("xylophone quasar zeppelin")).toEqual({
      answer: "No answer found in your documents.",
      citations: [],
    });
    expect(await ask("¿Xilófono cuántico zepelín?")).toEqual({
      answer: "No se encontró ninguna respuesta en sus documentos.",
      citations: [],
    });
  });

  it("never gives a supervisor of Yuma a passage or a record of Oxnard", async () => {
    expect(await ask("When was the last water test at Oxnard?", supervisor)).toEqual({
      answer: "No answer found in your documents.",
      citations: [],
    });
    const [oxnard] = await rows(sql`select id::text as id from sites where slug = 'oxnard'`);
    expect(await ask("water tests", supervisor, { siteId: oxnard!.id })).toEqual({
      answer: "No answer found in your documents.",
      citations: [],
    });
    // The same site by the slug the app's site URLs carry.
    expect(await ask("water tests", supervisor, { siteId: "oxnard" })).toEqual({
      answer: "No answer found in your documents.",
      citations: [],
    });
    for (const question of [
      "When was the last water test?",
      "Cooler 3 temperature excursion",
      "Where is lot OXN-ROM-0412?",
      "pest control logs",
    ]) {
      const { citations } = await ask(question, supervisor);
      for (const c of citations) expect(await citedSite(c), `${question}: ${c.kind} ${c.title}`).not.toBe("oxnard");
    }
    // The administrator does get Oxnard's incident for the same words.
    const { citations } = await ask("Cooler 3 temperature excursion");
    expect(citations.some((c) => c.kind === "incident" && c.title.includes("Cooler 3"))).toBe(true);
  });

  it("keeps the site an administrator asked about with her question (looked up outside the write's transaction)", async () => {
    const [oxnard] = await rows(sql`select id::text as id from sites where slug = 'oxnard'`);
    await ask("water tests at the packhouse", admin, { siteId: oxnard!.id });
    const [kept] = await rows(
      sql`select site_id::text as site from ask_questions where question = 'water tests at the packhouse'`,
    );
    expect(kept?.site).toBe(oxnard!.id);
  });

  it("answers about one evidence pack from its site, its period and its clauses' sources", async () => {
    const [pack] = await rows(sql`select p.id::text as id, p.period_from::text as "from", p.period_to::text as "to"
      from evidence_packs p join sites s on s.id = p.site_id where s.slug = 'oxnard' and p.range_days = 30`);
    const { from, to } = pack as { from: string; to: string };
    // The latest water test within the pack's period (the site's newer ones are after it).
    const [latest] = await rows(sql`select r.id::text as id, (r.occurred_at at time zone s.timezone)::date::text as day
      from monitoring_records r join sites s on s.id = r.site_id where s.slug = 'oxnard' and r.type = 'water'
        and (r.occurred_at at time zone s.timezone)::date between ${from}::date and ${to}::date
      order by r.occurred_at desc limit 1`);
    // Asked from Yuma's screen: the pack's site wins.
    const { answer, citations } = await ask("When was the last water test?", admin, { packId: pack!.id });
    expect(answer.split("\n")[0]).toContain(formatCalendarDate(String(latest!.day), "en"));
    expect(citations[0]).toMatchObject({ kind: "record", id: latest!.id });
    const sources = await ask("sanitation logs verified", admin, { packId: pack!.id });
    expect(sources.citations.length).toBeGreaterThan(0);
    for (const c of [...citations, ...sources.citations]) {
      const site = await citedSite(c);
      if (site) expect(site, `${c.kind} ${c.title}`).toBe("oxnard");
      if (c.kind === "record") {
        const [row] = await rows(sql`select (r.occurred_at at time zone s.timezone)::date::text as day
          from monitoring_records r join sites s on s.id = r.site_id where r.id::text = ${c.id}`);
        expect(String(row!.day) >= from && String(row!.day) <= to, `${c.title} in ${from}..${to}`).toBe(true);
      }
    }
    // Without the pack, the same question is answered from all the site's records (a later test exists).
    const [newest] = await rows(sql`select (r.occurred_at at time zone s.timezone)::date::text as day
      from monitoring_records r join sites s on s.id = r.site_id where s.slug = 'oxnard' and r.type = 'water'
      order by r.occurred_at desc limit 1`);
    if (String(newest!.day) > to)
      expect((await ask("When was the last water test?", admin, { siteId: "oxnard" })).answer).not.toContain(
        formatCalendarDate(String(latest!.day), "en"),
      );
    // A pack of a site she may not open is refused (403, as its screen); a pack id that is not a uuid names the field.
    const hidden = await t.call("POST", "/api/ask", {
      cookie: supervisor,
      body: { question: "water tests", packId: pack!.id },
    });
    expect(hidden.statusCode).toBe(403);
    const bad = await t.call("POST", "/api/ask", { cookie: admin, body: { question: "water tests", packId: "x" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("packId");
  });

  it("keeps every question and answer in the asker's history, with its audit event, and exports it with the citations", async () => {
    const viewer = await t.signInAs("viewer");
    await ask("Show me the glass and brittle plastic policy", viewer);
    const second = await ask("When was the last temperature log at Yuma?", viewer);
    const page = await t.call("GET", "/api/ask/history?limit=1", { cookie: viewer });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      total: 2,
      items: [{ question: "When was the last temperature log at Yuma?", answer: second.answer }],
    });
    expect(page.json().items[0].citations).toEqual(second.citations);
    const next = await t.call("GET", "/api/ask/history?limit=1&offset=1", { cookie: viewer });
    expect(next.json().items[0].question).toBe("Show me the glass and brittle plastic policy");
    expect((await t.call("GET", "/api/ask/history?limit=0", { cookie: viewer })).body).toContain("limit");
    // Another user's history is her own.
    const others = await t.call("GET", "/api/ask/history", { cookie: supervisor });
    expect(others.json().items.some((i: { question: string }) => i.question.includes("glass"))).toBe(false);

    const events = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "ask.question"), eq(auditEvents.actorName, "Priya Patel")));
    expect(events).toHaveLength(2);

    const csv = await t.call("GET", "/api/ask/history.csv", {
      cookie: viewer,
      headers: { "accept-language": "es-MX,es;q=0.9" },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.body).toContain("Pregunta");
    expect(csv.body).toContain("Show me the glass and brittle plastic policy");
    expect(csv.body).toContain(second.citations[0]!.title);
  });
});

/** A stub of an OpenAI-compatible endpoint: answers each chat completion with the next canned reply. */
function stubModel(replies: (string | number)[], prompts: string[]): Promise<Server> {
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      const parsed = JSON.parse(body) as { messages: { content: string }[] };
      prompts.push(parsed.messages.map((m) => m.content).join("\n"));
      const reply = replies.shift() ?? "NO ANSWER";
      if (typeof reply === "number") {
        response.writeHead(reply).end("failed");
        return;
      }
      response
        .writeHead(200, { "content-type": "application/json" })
        .end(JSON.stringify({ choices: [{ message: { role: "assistant", content: reply } }] }));
    });
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

describe("POST /api/ask with a language model", () => {
  const replies: (string | number)[] = [];
  const prompts: string[] = [];
  let llm: TestApp;
  let server: Server;
  let cookie: string;

  beforeAll(async () => {
    server = await stubModel(replies, prompts);
    const { port } = server.address() as AddressInfo;
    llm = await createTestApp({ env: { LLM_BASE_URL: `http://127.0.0.1:${port}/v1`, LLM_MODEL: "stub-model" } });
    cookie = await llm.signInAs("admin");
  });
  afterAll(async () => {
    await llm.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it("keeps the model's answer citing the passages it was sent, renumbered, and drops unknown markers", async () => {
    replies.push("Glass and brittle plastic is inspected monthly [2] and breakage is reported at once [2, 14].");
    const { answer, citations } = await ask("Show me the glass and brittle plastic policy", cookie, {}, llm);
    const prompt = prompts.at(-1)!;
    expect(prompt).toContain("Question: Show me the glass and brittle plastic policy");
    expect(prompt).toMatch(/\[1\] .+\n/);
    expect(answer).toBe("Glass and brittle plastic is inspected monthly [1] and breakage is reported at once [1].");
    expect(citations).toHaveLength(1);
    // The cited passage is the second one the prompt numbered.
    expect(prompt).toContain(`[2] ${citations[0]!.title}\n${citations[0]!.quote}`);
  });

  it("shows an answer that cites nothing, or only passages it was not sent, as no answer found", async () => {
    replies.push("Glass is always fine.", "Glass is fine [9].");
    for (let i = 0; i < 2; i++)
      expect(await ask("Show me the glass and brittle plastic policy", cookie, {}, llm)).toEqual({
        answer: "No answer found in your documents.",
        citations: [],
      });
    replies.push("El vidrio está bien.");
    expect((await ask("¿Cuál es la política de vidrio? Glass & Brittle Plastic", cookie, {}, llm)).answer).toBe(
      "No se encontró ninguna respuesta en sus documentos.",
    );
  });

  it("falls back to the extractive answer when the model fails", async () => {
    replies.push(500);
    const { answer, citations } = await ask("When was the last water test at Oxnard?", cookie, {}, llm);
    expect(answer.split("\n")[0]).toMatch(/^The latest Water Quality record at Oxnard Packhouse is from .+\[1\]$/);
    expect(citations[0]!.kind).toBe("record");
  });

  it("is not asked when nothing relevant is found", async () => {
    const before = prompts.length;
    expect((await ask("xylophone quasar zeppelin", cookie, {}, llm)).citations).toEqual([]);
    expect(prompts.length).toBe(before);
  });
});
