import { createHash } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FSP_SIGNATURE_MEANING, fspCanonicalContent } from "../src/domain/library/fsp";
import type { FspHistoryEntry, FspSectionView, FspView } from "../src/domain/schemas/library";
import { canonicalJson } from "../src/server/use-cases/audit/hash";
import { hashPassword } from "../src/server/auth/password";
import {
  auditEvents,
  fspSections,
  fspSignatures,
  memberships,
  organisations,
  sites,
  users,
} from "../src/server/db/schema";
import { pdfText } from "./support/pdf-text";
import { createTestApp, otherOrg, type TestApp } from "./support/test-app";
import { demoFigures } from "../src/server/demo/demo-figures";

let t: TestApp;
let pcqi: string;
let manager: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  [pcqi, manager, admin] = await Promise.all([t.signInAs("pcqi"), t.signInAs("qa_manager"), t.signInAs("admin")]);
});
afterAll(() => t.close());

const plan = async (site: string, cookie = pcqi) =>
  (await t.call("GET", `/api/sites/${site}/fsp`, { cookie })).json() as FspView;
const sign = (site: string, password: string, cookie = pcqi) =>
  t.call("POST", `/api/sites/${site}/fsp/signatures`, { cookie, body: { password } });
const completedBody = (section: FspSectionView, content = section.content) => ({
  content,
  status: "completed",
  elements: section.elements.map((e) => ({ name: e.name, status: "completed" })),
  changeNote: "Reviewed and completed",
});

describe("the seeded plans", () => {
  it("shows oxnard mostly completed with Maria Gonzalez's earlier signature no longer current", async () => {
    const oxnard = await plan("oxnard");
    expect(oxnard.sections).toHaveLength(demoFigures.oxnard.fspSections);
    expect(oxnard.sections.filter((s) => s.status === "needs-review").map((s) => s.title)).toEqual([
      "Allergen Controls",
      "Supply-Chain Program",
    ]);
    expect(oxnard.progress).toBe(demoFigures.oxnard.fspProgress);
    expect(oxnard.latestSignature).toMatchObject({
      printedName: "Maria Gonzalez",
      role: "PCQI",
      meaning: FSP_SIGNATURE_MEANING,
      current: false,
      timezone: "America/Los_Angeles",
    });
    expect(oxnard.signBlocker).toMatch(/Allergen Controls, Supply-Chain Program are not completed/);
    // In the reader's language; the sections' titles as the plan writes them.
    const spanish = await t.call("GET", "/api/sites/oxnard/fsp", {
      cookie: pcqi,
      headers: { "accept-language": "es-MX" },
    });
    expect(spanish.json().signBlocker).toBe(
      "Complete todas las secciones antes de firmar: Allergen Controls, Supply-Chain Program no están completadas",
    );
  });

  it("shows yuma complete with a current signature", async () => {
    const yuma = await plan("yuma");
    expect(yuma.progress).toBe(demoFigures.yuma.fspProgress);
    expect(yuma.latestSignature?.current).toBe(true);
    expect(yuma.latestSignature?.contentHash).toBe(yuma.contentHash);
  });
  it("lists yuma's history newest first: the signature, then the sections as written, in plan order", async () => {
    const history = (await t.call("GET", "/api/sites/yuma/fsp/history", { cookie: pcqi })).json()
      .entries as FspHistoryEntry[];
    expect(history[0]).toMatchObject({
      kind: "signature",
      signature: { printedName: "Maria Gonzalez", current: true },
    });
    const written = history.slice(1).map((e) => (e.kind === "change" ? e.sectionTitle : "signature"));
    expect(written).toEqual((await plan("yuma")).sections.map((s) => s.title));
  });
});

describe("PCQI e-signature", () => {
  it("refuses a wrong password, records nothing but the refusal, and names the field", async () => {
    const before = (await plan("yuma")).latestSignature!.id;
    const response = await sign("yuma", "not-my-password");
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe("Password is incorrect. The signature was not recorded.");
    expect(response.json().error.fields.password).toBe("Password is incorrect");
    expect((await plan("yuma")).latestSignature!.id).toBe(before);
    const [refusal] = await t.db.select().from(auditEvents).where(eq(auditEvents.action, "fsp.sign_refused"));
    expect(refusal?.actorName).toBe("Maria Gonzalez");
  });

  it("asks for the password (400) and refuses every role but the PCQI (403)", async () => {
    const empty = await sign("yuma", "");
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.password).toBe("Re-enter your password to sign");
    for (const cookie of [admin, manager]) {
      const refused = await sign("yuma", "clausewise-demo", cookie);
      expect(refused.statusCode).toBe(403);
    }
  });

  it("refuses to sign a plan with sections not completed (409)", async () => {
    const response = await sign("oxnard", "clausewise-demo");
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toMatch(/Complete every section before signing/);
  });

  it("binds the signature to the sha256 of the plan's canonical content, and a later change makes it not current", async () => {
    const response = await sign("yuma", "clausewise-demo");
    expect(response.statusCode).toBe(201);
    const signature = response.json();
    expect(signature).toMatchObject({
      printedName: "Maria Gonzalez",
      role: "PCQI",
      meaning: FSP_SIGNATURE_MEANING,
      current: true,
      timezone: "America/Phoenix",
    });

    // Recompute the hash independently from the stored rows.
    const [yumaSite] = await t.db.select().from(sites).where(eq(sites.slug, "yuma"));
    const rows = await t.db
      .select()
      .from(fspSections)
      .where(eq(fspSections.siteId, yumaSite!.id))
      .orderBy(asc(fspSections.position));
    const expected = createHash("sha256")
      .update(canonicalJson(fspCanonicalContent("yuma", rows)))
      .digest("hex");
    expect(signature.contentHash).toBe(expected);

    const before = await plan("yuma");
    expect(before.latestSignature).toMatchObject({ id: signature.id, current: true });
    const section = before.sections[2]!;
    const edited = await t.call("PATCH", `/api/library/fsp/sections/${section.id}`, {
      cookie: manager,
      body: completedBody(section, `${section.content} Chlorine checks move to every 30 minutes.`),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ revision: section.revision + 1, reviewer: "Daniel Kim" });

    const after = await plan("yuma");
    expect(after.contentHash).not.toBe(signature.contentHash);
    expect(after.latestSignature).toMatchObject({
      id: signature.id,
      contentHash: signature.contentHash,
      current: false,
    });

    const history = (await t.call("GET", "/api/sites/yuma/fsp/history", { cookie: manager })).json()
      .entries as FspHistoryEntry[];
    expect(history[0]).toMatchObject({
      kind: "change",
      sectionTitle: section.title,
      changedBy: "Daniel Kim",
      note: "Reviewed and completed",
    });
    expect(history.filter((e) => e.kind === "signature")).toHaveLength(2);

    // Signing again makes the new content current; the earlier signatures stay as they were.
    const again = await sign("yuma", "clausewise-demo");
    expect(again.json().contentHash).toBe(after.contentHash);
    const [{ n }] = (await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(fspSignatures)
      .where(eq(fspSignatures.siteId, yumaSite!.id))) as [{ n: number }];
    expect(n).toBe(3);
  });

  it("does not revive a signature when content is edited back to what was signed: that is a new version", async () => {
    const signed = await sign("yuma", "clausewise-demo");
    expect(signed.statusCode).toBe(201);
    const signature = signed.json();
    const section = (await plan("yuma")).sections[1]!;
    const edit = (content: string) =>
      t.call("PATCH", `/api/library/fsp/sections/${section.id}`, {
        cookie: manager,
        body: completedBody(section, content),
      });
    expect((await edit(`${section.content} Interim wording.`)).statusCode).toBe(200);
    expect((await edit(section.content)).statusCode).toBe(200);

    const after = await plan("yuma");
    expect(after.contentHash).toBe(signature.contentHash);
    expect(after.latestSignature).toMatchObject({ id: signature.id, current: false });
    const resigned = await sign("yuma", "clausewise-demo");
    expect(resigned.json()).toMatchObject({ contentHash: signature.contentHash, current: true });
    expect((await plan("yuma")).latestSignature).toMatchObject({ id: resigned.json().id, current: true });
  });

  it("keeps signatures append-only in the database", async () => {
    const [row] = await t.db.select().from(fspSignatures).limit(1);
    await expect(
      t.db.update(fspSignatures).set({ printedName: "Someone Else" }).where(eq(fspSignatures.id, row!.id)),
    ).rejects.toThrow();
    await expect(t.db.delete(fspSignatures).where(eq(fspSignatures.id, row!.id))).rejects.toThrow();
  });

  it("answers 404 when a PCQI of another organisation tries to sign this organisation's plan", async () => {
    const [org] = await t.db.select().from(organisations).where(eq(organisations.name, otherOrg.name));
    const [user] = await t.db
      .insert(users)
      .values({
        email: "pcqi@desertbloom.test",
        name: "Omar Haddad",
        passwordHash: await hashPassword("desert-pcqi-password"),
      })
      .returning();
    await t.db.insert(memberships).values({ userId: user!.id, organisationId: org!.id, role: "pcqi" });
    const outsider = await t.signIn("pcqi@desertbloom.test", "desert-pcqi-password");
    const response = await sign("yuma", "desert-pcqi-password", outsider);
    expect(response.statusCode).toBe(404);
  });
});

describe("section edits", () => {
  it("validates the body and the id", async () => {
    const yuma = await plan("yuma");
    const bad = await t.call("PATCH", `/api/library/fsp/sections/${yuma.sections[0]!.id}`, {
      cookie: manager,
      body: { content: "short", status: "done", elements: [], changeNote: "" },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(["changeNote", "content", "elements", "status"]);
    const mixed = await t.call("PATCH", `/api/library/fsp/sections/${yuma.sections[0]!.id}`, {
      cookie: manager,
      body: { ...completedBody(yuma.sections[0]!), elements: [{ name: "Open element", status: "needs-update" }] },
    });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().error.fields.status).toBe(
      "Complete every element first (1 not completed) or choose another status",
    );
    expect(
      (
        await t.call("PATCH", "/api/library/fsp/sections/not-a-uuid", {
          cookie: manager,
          body: completedBody(yuma.sections[0]!),
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.call("PATCH", "/api/library/fsp/sections/00000000-0000-4000-8000-000000000000", {
          cookie: manager,
          body: completedBody(yuma.sections[0]!),
        })
      ).statusCode,
    ).toBe(404);
  });

  it("completing oxnard's open sections lets the PCQI sign it, recorded in the audit trail", async () => {
    const oxnard = await plan("oxnard");
    for (const section of oxnard.sections.filter((s) => s.status !== "completed")) {
      expect(
        (
          await t.call("PATCH", `/api/library/fsp/sections/${section.id}`, {
            cookie: pcqi,
            body: completedBody(section),
          })
        ).statusCode,
      ).toBe(200);
    }
    expect((await plan("oxnard")).progress).toBe(100);
    const signed = await sign("oxnard", "clausewise-demo");
    expect(signed.statusCode).toBe(201);
    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "fsp.sign"), eq(auditEvents.entityId, signed.json().id)));
    expect(event?.actorName).toBe("Maria Gonzalez");
    expect((event?.after as { contentHash: string }).contentHash).toBe(signed.json().contentHash);
  });
});

describe("Export FSP", () => {
  it("produces a PDF of the plan with a signature manifest", async () => {
    const response = await t.call("GET", "/api/sites/oxnard/fsp/export", { cookie: manager });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename=food-safety-plan-oxnard-\d{4}-\d{2}-\d{2}\.pdf$/,
    );
    const pages = await pdfText(response.rawPayload);
    const all = pages.join(" ");
    expect(all).toContain("Food Safety Plan");
    expect(all).toContain("Hazard Analysis");
    const manifest = pages[pages.length - 1]!;
    expect(manifest).toContain("Signature Manifest");
    expect(manifest).toContain("Maria Gonzalez");
    expect(manifest).toMatch(/P[SD]T/);
    expect(manifest).toContain("Signature not current — plan changed since signing");
    expect(manifest).toContain("Current — the plan is unchanged since signing");
    const current = await plan("oxnard");
    expect(manifest).toContain(current.contentHash);
  });
});

describe("throttle", () => {
  it("counts wrong signing passwords against the sign-in throttle", async () => {
    for (let i = 0; i < 5; i++) expect((await sign("yuma", `wrong-${i}`)).statusCode).toBe(401);
    const locked = await sign("yuma", "clausewise-demo");
    expect(locked.statusCode).toBe(429);
    const login = await t.call("POST", "/api/auth/login", {
      body: { email: "pcqi@clausewise.demo", password: "clausewise-demo" },
    });
    expect(login.statusCode).toBe(429);
  });
});
