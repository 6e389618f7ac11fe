import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SopDetailView, SopSummaryView } from "../src/domain/schemas/library";
import { auditEvents, organisations, sites, sopVersions, trainingModules, users } from "../src/server/db/schema";
import { DEMO_ORGANISATION } from "../src/server/demo/demo-organisation";
import { sopReviewsDue } from "../src/server/use-cases/library/sop-reviews-due";
import { createTestApp, otherOrg, type TestApp } from "./support/test-app";
import { demoFigures } from "../src/server/demo/demo-figures";

let t: TestApp;
let manager: string;
let viewer: string;
let pcqi: string;

beforeAll(async () => {
  t = await createTestApp();
  [manager, viewer, pcqi] = await Promise.all([t.signInAs("qa_manager"), t.signInAs("viewer"), t.signInAs("pcqi")]);
});

const moveTo = (id: string, status: string, cookie = manager) =>
  t.call("POST", `/api/library/sops/${id}/status`, { cookie, body: { status } });
const publish = (id: string, changeSummary: string, cookie = pcqi) =>
  t.call("POST", `/api/library/sops/${id}/versions`, { cookie, body: { changeSummary } });
afterAll(() => t.close());

const list = async (site: string) =>
  (await t.call("GET", `/api/sites/${site}/sops`, { cookie: viewer })).json().sops as SopSummaryView[];
const form = (overrides: Record<string, unknown> = {}) => ({
  title: "Forklift Battery Charging",
  category: "Safety",
  body: "1. Purpose\nCharge forklift batteries safely away from product.\n2. Procedure\nCharge only in the marked bay; wear the face shield; never charge near open product.",
  tags: ["Forklift", "battery", "forklift"],
  languages: ["EN", "ES"],
  reviewerUserId: null,
  nextReview: "2027-01-31",
  trainingRequired: true,
  clauseIds: ["4.01.01"],
  ...overrides,
});

describe("SOP library", () => {
  it("lists the seeded SOPs of a site with version, reviewer and review due", async () => {
    const oxnard = await list("oxnard");
    expect(oxnard.length).toBe(demoFigures.oxnard.sops);
    const preOp = oxnard.find((s) => s.title === "Pre-Operational Sanitation")!;
    expect(preOp).toMatchObject({
      category: "Sanitation",
      status: "active",
      version: 3,
      reviewDue: true,
      reviewer: { name: "Daniel Kim" },
    });
    expect(oxnard.find((s) => s.title === "Visitor & Contractor Hygiene Rules")).toMatchObject({
      status: "draft",
      version: null,
    });
    expect((await list("yuma")).map((s) => s.title)).toContain("Pre-Harvest Field Assessment");
  });

  it("refuses bad input naming each field", async () => {
    const response = await t.call("POST", "/api/sites/oxnard/sops", {
      cookie: manager,
      body: form({ title: "x", category: "Cooking", languages: [], nextReview: "soon", reviewerUserId: "nope" }),
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields).sort()).toEqual([
      "category",
      "languages",
      "nextReview",
      "reviewerUserId",
      "title",
    ]);
    const unknownClause = await t.call("POST", "/api/sites/oxnard/sops", {
      cookie: manager,
      body: form({ clauseIds: ["9.99.99"] }),
    });
    expect(unknownClause.statusCode).toBe(400);
    expect(unknownClause.json().error.fields.clauseIds).toMatch(/Unknown clause 9.99.99/);
    // A reviewer must be a PCQI, QA Manager or Administrator of this organisation.
    const [outsider] = await t.db.select().from(users).where(eq(users.email, otherOrg.email));
    const foreign = await t.call("POST", "/api/sites/oxnard/sops", {
      cookie: manager,
      body: form({ reviewerUserId: outsider!.id }),
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.fields.reviewerUserId).toBe(
      "Choose a PCQI, QA Manager or Administrator of your organisation",
    );
    const reviewers = (await t.call("GET", "/api/library/reviewers", { cookie: viewer })).json().reviewers;
    expect(reviewers.map((r: { name: string }) => r.name)).toEqual(["Alex Rivera", "Daniel Kim", "Maria Gonzalez"]);
  });

  it("publishes versions that stay readable and unchanged, with who approved them and when", async () => {
    const created = await t.call("POST", "/api/sites/oxnard/sops", { cookie: manager, body: form() });
    expect(created.statusCode).toBe(201);
    const sop = created.json() as SopDetailView;
    expect(sop).toMatchObject({ status: "draft", version: null, tags: ["forklift", "battery"], versions: [] });

    expect((await moveTo(sop.id, "under-review")).statusCode).toBe(200);
    const v1 = await publish(sop.id, "First issue");
    expect(v1.statusCode).toBe(201);
    expect(v1.json()).toMatchObject({ status: "active", version: 1 });
    const firstVersion = (await t.call("GET", `/api/library/sops/${sop.id}/versions/1`, { cookie: viewer })).json();
    expect(firstVersion).toMatchObject({
      version: 1,
      approvedBy: "Maria Gonzalez",
      changeSummary: "First issue",
      body: form().body,
    });

    // Active is locked: editing needs a revision first.
    const locked = await t.call("PUT", `/api/library/sops/${sop.id}`, {
      cookie: manager,
      body: form({ body: `${form().body}\n3. Records\nLog each charge.` }),
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error.message).toMatch(/start a revision/);

    expect((await moveTo(sop.id, "draft")).json().status).toBe("draft");
    const newBody = `${form().body}\n3. Records\nLog each charge on the battery log.`;
    expect(
      (await t.call("PUT", `/api/library/sops/${sop.id}`, { cookie: manager, body: form({ body: newBody }) }))
        .statusCode,
    ).toBe(200);
    expect((await moveTo(sop.id, "under-review")).statusCode).toBe(200);
    const v2 = await publish(sop.id, "Records section added");
    expect(v2.json()).toMatchObject({ status: "active", version: 2 });
    expect((v2.json() as SopDetailView).versions.map((v) => v.version)).toEqual([2, 1]);

    expect((await t.call("GET", `/api/library/sops/${sop.id}/versions/1`, { cookie: viewer })).json()).toEqual(
      firstVersion,
    );
    expect((await t.call("GET", `/api/library/sops/${sop.id}/versions/2`, { cookie: viewer })).json().body).toBe(
      newBody,
    );
    expect((await t.call("GET", `/api/library/sops/${sop.id}/versions/3`, { cookie: viewer })).statusCode).toBe(404);

    // The database refuses to rewrite a published version.
    await expect(
      t.db.update(sopVersions).set({ body: "rewritten" }).where(eq(sopVersions.sopId, sop.id)),
    ).rejects.toThrow();

    const events = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, sop.id))
      .orderBy(auditEvents.seq);
    expect(events.map((e) => e.action)).toEqual([
      "sop.create",
      "sop.status_change",
      "sop.publish",
      "sop.status_change",
      "sop.update",
      "sop.status_change",
      "sop.publish",
    ]);
  });

  it("keeps segregation of duties: a revision starts as Draft and its writers cannot approve it", async () => {
    const sop = (
      await t.call("POST", "/api/sites/oxnard/sops", { cookie: manager, body: form({ title: "Glass Policy" }) })
    ).json() as SopDetailView;
    expect(sop.editors.map((e) => e.name)).toEqual(["Daniel Kim"]);
    // A draft is submitted for review before anyone approves it.
    const fromDraft = await publish(sop.id, "Skip the review");
    expect(fromDraft.statusCode).toBe(409);
    expect(fromDraft.json().error.message).toBe("Submit the draft for review before approving it");
    await moveTo(sop.id, "under-review");
    // The author may not approve her own SOP: the API refuses, whatever the screen shows.
    const own = await publish(sop.id, "Approve my own", manager);
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toMatch(/You wrote or edited this version, so you cannot approve it/);
    expect((await publish(sop.id, "First issue")).statusCode).toBe(201);

    // Start Revision goes to Draft, never straight to Under Review, and starts with no editors.
    const skip = await moveTo(sop.id, "under-review", pcqi);
    expect(skip.statusCode).toBe(409);
    expect(skip.json().error.message).toBe("An SOP cannot move from Active to Under Review");
    const revision = (await moveTo(sop.id, "draft", pcqi)).json() as SopDetailView;
    expect(revision).toMatchObject({ status: "draft", version: 1, editors: [] });
    // The PCQI edits the revision: she can no longer approve it; the manager (who wrote v1) now may.
    const edited = await t.call("PUT", `/api/library/sops/${sop.id}`, {
      cookie: pcqi,
      body: form({ title: "Glass Policy", body: `${form().body}\n3. Breakage\nStop the line and call QA.` }),
    });
    expect((edited.json() as SopDetailView).editors.map((e) => e.name)).toEqual(["Maria Gonzalez"]);
    await moveTo(sop.id, "under-review", pcqi);
    expect((await publish(sop.id, "Breakage section", pcqi)).statusCode).toBe(403);
    const v2 = await publish(sop.id, "Breakage section", manager);
    expect(v2.statusCode).toBe(201);
    expect(v2.json()).toMatchObject({ status: "active", version: 2, editors: [] });
    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, sop.id))
      .orderBy(desc(auditEvents.seq))
      .limit(1);
    expect(event).toMatchObject({ action: "sop.publish", actorName: "Daniel Kim" });
  });

  it("refuses illegal status moves with 409", async () => {
    const sop = (
      await t.call("POST", "/api/sites/oxnard/sops", { cookie: manager, body: form({ title: "Ladder Safety" }) })
    ).json() as SopDetailView;
    const direct = await t.call("POST", `/api/library/sops/${sop.id}/status`, {
      cookie: manager,
      body: { status: "active" },
    });
    expect(direct.statusCode).toBe(409);
    expect(direct.json().error.message).toBe("An SOP becomes Active only by publishing a version");
    expect((await moveTo(sop.id, "archived")).statusCode).toBe(200);
    const fromArchive = await t.call("POST", `/api/library/sops/${sop.id}/status`, {
      cookie: manager,
      body: { status: "under-review" },
    });
    expect(fromArchive.statusCode).toBe(409);
    expect(fromArchive.json().error.message).toBe("An SOP cannot move from Archived to Under Review");
    const publishArchived = await t.call("POST", `/api/library/sops/${sop.id}/versions`, {
      cookie: manager,
      body: { changeSummary: "Try to publish" },
    });
    expect(publishArchived.statusCode).toBe(409);
    expect(
      (await t.call("POST", `/api/library/sops/${sop.id}/status`, { cookie: manager, body: { status: "bogus" } }))
        .statusCode,
    ).toBe(400);
    expect((await t.call("GET", "/api/library/sops/not-a-uuid", { cookie: viewer })).statusCode).toBe(400);
  });
});

describe("sopReviewsDue", () => {
  it("returns SOPs due within 30 days and overdue ones, never archived, soonest first", async () => {
    const [org] = await t.db.select().from(organisations).where(eq(organisations.name, DEMO_ORGANISATION));
    const due = await sopReviewsDue(t.db, org!.id, undefined, new Date());
    const titles = due.map((d) => d.title);
    expect(titles).toContain("Cold Chain & Cooler Temperature Control");
    expect(titles).toContain("Pre-Operational Sanitation");
    expect(titles).toContain("Pre-Harvest Field Assessment");
    expect(titles).not.toContain("Hand Washing Station Checks");
    expect(titles).not.toContain("Wash Water Sanitizer Monitoring");
    expect(due[0]).toMatchObject({
      title: "Cold Chain & Cooler Temperature Control",
      overdue: true,
      siteSlug: "oxnard",
    });
    const [yuma] = await t.db.select().from(sites).where(eq(sites.slug, "yuma"));
    const yumaDue = await sopReviewsDue(t.db, org!.id, yuma!.id, new Date(), 7);
    expect(yumaDue).toEqual([]);
  });
});

describe("Create Training from SOP", () => {
  it("creates a training module from the approved version's text and clauses", async () => {
    const preOp = (await list("oxnard")).find((s) => s.title === "Pre-Operational Sanitation")!;
    const response = await t.call("POST", `/api/library/sops/${preOp.id}/training`, {
      cookie: manager,
      body: {
        title: "Pre-Op Sanitation Training",
        durationMinutes: 20,
        passMark: 80,
        question: { prompt: "What is the ATP limit?", options: ["150 RLU", "500 RLU"], correctIndex: 0 },
      },
    });
    expect(response.statusCode).toBe(201);
    const [module] = await t.db.select().from(trainingModules).where(eq(trainingModules.id, response.json().id));
    expect(module).toMatchObject({
      title: "Pre-Op Sanitation Training",
      clauses: preOp.clauseIds,
      sourceRef: `sop:${preOp.id}`,
      answerKey: [0],
    });
    const headings = module!.content.EN!.sections.map((s) => s.heading);
    expect(headings).toEqual([
      "Purpose",
      "Scope",
      "Responsibilities",
      "Procedure",
      "Monitoring and Records",
      "Corrective Action",
    ]);
    expect(module!.content.EN!.sections[3]!.body).toContain("quaternary ammonium at 200 ppm");
  });

  it("makes a module from a normal four-step SOP written in the app, and states the rule's blocker", async () => {
    const steps =
      "1. Remove debris from all food-contact surfaces\n2. Wash with detergent and a brush\n3. Rinse with potable water\n4. Sanitize at 200 ppm and let air-dry";
    const sop = (
      await t.call("POST", "/api/sites/oxnard/sops", {
        cookie: manager,
        body: form({ title: "Knife Cleaning", body: steps }),
      })
    ).json() as SopDetailView;
    expect(sop.trainingBlocker).toBe("Publish a version of this SOP before creating training from it");
    const spanish = { "accept-language": "es-MX" };
    const inSpanish = await t.call("GET", `/api/library/sops/${sop.id}`, { cookie: manager, headers: spanish });
    expect(inSpanish.json().trainingBlocker).toBe(
      "Publique una versión de este POE antes de crear una capacitación con él",
    );
    await moveTo(sop.id, "under-review");
    const published = (await publish(sop.id, "First issue")).json() as SopDetailView;
    expect(published.trainingBlocker).toBeNull();
    const response = await t.call("POST", `/api/library/sops/${sop.id}/training`, {
      cookie: manager,
      body: {
        title: "Knife Cleaning Training",
        durationMinutes: 10,
        passMark: 80,
        question: { prompt: "What strength is the sanitizer?", options: ["200 ppm", "20 ppm"], correctIndex: 0 },
      },
    });
    expect(response.statusCode).toBe(201);
    const [module] = await t.db.select().from(trainingModules).where(eq(trainingModules.id, response.json().id));
    expect(module!.content.EN!.sections).toEqual([{ heading: "Procedure", body: steps }]);
  });

  it("states the blocker of an approved version too short to train from in the reader's language", async () => {
    const sop = (
      await t.call("POST", "/api/sites/oxnard/sops", {
        cookie: manager,
        body: form({ title: "Glove Changes", body: "1. Purpose\nshort\n2. Scope\ntiny" }),
      })
    ).json() as SopDetailView;
    await moveTo(sop.id, "under-review");
    expect((await publish(sop.id, "First issue")).statusCode).toBe(201);
    const read = (language: string) =>
      t.call("GET", `/api/library/sops/${sop.id}`, { cookie: manager, headers: { "accept-language": language } });
    expect((await read("en-US")).json().trainingBlocker).toMatch(
      /^The approved version has no section with at least 10 characters of text to train from/,
    );
    expect((await read("es-MX")).json().trainingBlocker).toMatch(
      /^La versión aprobada no tiene ninguna sección con al menos 10 caracteres de texto para capacitar/,
    );
  });

  it("refuses an SOP with no published version (409) and a correct answer outside the options (400)", async () => {
    const draft = (await list("oxnard")).find((s) => s.status === "draft" && s.version === null)!;
    const body = {
      title: "Visitor Training",
      durationMinutes: 15,
      passMark: 80,
      question: { prompt: "Who escorts visitors?", options: ["The host", "Nobody"], correctIndex: 0 },
    };
    expect((await t.call("POST", `/api/library/sops/${draft.id}/training`, { cookie: manager, body })).statusCode).toBe(
      409,
    );
    const bad = await t.call("POST", `/api/library/sops/${draft.id}/training`, {
      cookie: manager,
      body: { ...body, question: { ...body.question, correctIndex: 4 } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields["question.correctIndex"]).toBe("Choose one of the options as the correct answer");
  });
});
