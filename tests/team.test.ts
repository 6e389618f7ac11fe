import { and, eq, type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditEvents,
  invitations,
  memberships,
  monitoringRecords as records,
  sites,
  users,
} from "../src/server/db/schema";
import { runQueuedEmails } from "../src/server/use-cases/email/deliver-email";
import { startSmtpReceiver } from "./support/smtp-receiver";
import { createTestApp, demoEmail, otherOrg, type TestApp } from "./support/test-app";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAs("admin");
});
afterAll(() => t.close());

let n = 0;
const newEmail = () => `teammate${++n}-${Date.now()}@pacificfresh.example`;
const tokenOf = (link: string) => link.split("/invite/")[1]!;
const accept = (token: string, body: unknown = { name: "Luis Ortega", password: "cold chain checks at dawn" }) =>
  t.call("POST", `/api/invitations/${token}/accept`, { body });

describe("invitations", () => {
  it("invites with a role and a site; the invitee sets her name and password and is signed in with them", async () => {
    const email = newEmail();
    const created = await t.call("POST", "/api/invitations", {
      cookie: admin,
      body: { email, role: "supervisor", siteIds: ["yuma"] },
    });
    expect(created.statusCode).toBe(201);
    const { id, link } = created.json();
    expect(link).toMatch(/^http:\/\/localhost(:\d+)?\/invite\/[A-Za-z0-9_-]{40,}$/);
    const listed = (await t.call("GET", "/api/invitations", { cookie: admin })).json().invitations;
    expect(listed).toContainEqual(expect.objectContaining({ id, email, role: "supervisor", siteIds: ["yuma"] }));

    const preview = await t.call("GET", `/api/invitations/${tokenOf(link)}`);
    expect(preview.json()).toEqual({
      organisationName: "Pacific Fresh Produce Co.",
      email,
      role: "supervisor",
      roleLabel: "Supervisor",
      locale: "en",
      invitedBy: "Alex Rivera",
      sso: false,
    });

    const accepted = await accept(tokenOf(link));
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json()).toMatchObject({
      user: { email, name: "Luis Ortega" },
      role: "supervisor",
      restrictedSites: ["yuma"],
    });
    const cookie = `cw_session=${accepted.cookies.find((c) => c.name === "cw_session")!.value}`;
    expect((await t.call("GET", "/api/sites/oxnard/records", { cookie })).statusCode).toBe(403);
    expect(await t.signIn(email, "cold chain checks at dawn")).toMatch(/^cw_session=/);
    // No longer pending.
    expect((await t.call("GET", "/api/invitations", { cookie: admin })).json().invitations).not.toContainEqual(
      expect.objectContaining({ id }),
    );
    const actions = (await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, id))).map((e) => e.action);
    expect(actions.sort()).toEqual(["invitation.accept", "invitation.create"]);
  });

  it("answers 410 for a used, a revoked and an expired link", async () => {
    const used = (
      await t.call("POST", "/api/invitations", { cookie: admin, body: { email: newEmail(), role: "viewer" } })
    ).json();
    expect((await accept(tokenOf(used.link))).statusCode).toBe(201);
    const again = await accept(tokenOf(used.link));
    expect(again.statusCode).toBe(410);
    expect(again.json().error.message).toMatch(/already been used/);

    const revoked = (
      await t.call("POST", "/api/invitations", { cookie: admin, body: { email: newEmail(), role: "viewer" } })
    ).json();
    expect((await t.call("DELETE", `/api/invitations/${revoked.id}`, { cookie: admin })).statusCode).toBe(204);
    expect((await accept(tokenOf(revoked.link))).statusCode).toBe(410);
    expect((await t.call("GET", `/api/invitations/${tokenOf(revoked.link)}`)).statusCode).toBe(410);

    const expired = (
      await t.call("POST", "/api/invitations", { cookie: admin, body: { email: newEmail(), role: "viewer" } })
    ).json();
    await t.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, expired.id));
    const late = await accept(tokenOf(expired.link));
    expect(late.statusCode).toBe(410);
    expect(late.json().error.message).toMatch(/expired/);
  });

  it("resends with a fresh link: the old one stops working", async () => {
    const first = (
      await t.call("POST", "/api/invitations", { cookie: admin, body: { email: newEmail(), role: "qa_tech" } })
    ).json();
    const resent = await t.call("POST", `/api/invitations/${first.id}/resend`, { cookie: admin });
    expect(resent.statusCode).toBe(200);
    expect(resent.json().link).not.toBe(first.link);
    expect((await t.call("GET", `/api/invitations/${tokenOf(first.link)}`)).statusCode).toBe(404);
    expect((await accept(tokenOf(resent.json().link))).statusCode).toBe(201);
  });

  it("refuses members, pending invitees, unknown sites and weak passwords", async () => {
    const member = await t.call("POST", "/api/invitations", {
      cookie: admin,
      body: { email: demoEmail("viewer"), role: "viewer" },
    });
    expect(member.statusCode).toBe(409);
    const email = newEmail();
    expect(
      (await t.call("POST", "/api/invitations", { cookie: admin, body: { email, role: "viewer" } })).statusCode,
    ).toBe(201);
    expect(
      (await t.call("POST", "/api/invitations", { cookie: admin, body: { email, role: "viewer" } })).statusCode,
    ).toBe(409);
    const site = await t.call("POST", "/api/invitations", {
      cookie: admin,
      body: { email: newEmail(), role: "viewer", siteIds: ["atlantis"] },
    });
    expect(site.statusCode).toBe(400);
    expect(site.json().error.fields.siteIds).toMatch(/atlantis/);
    const link = (
      await t.call("POST", "/api/invitations", { cookie: admin, body: { email: newEmail(), role: "viewer" } })
    ).json().link;
    const weak = await accept(tokenOf(link), { name: "Ana", password: "password1234" });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields.password).toMatch(/too common/);
  });

  it("keeps organisations apart: another organisation's admin cannot see, resend or revoke an invitation", async () => {
    const mine = (
      await t.call("POST", "/api/invitations", { cookie: admin, body: { email: newEmail(), role: "viewer" } })
    ).json();
    const other = await t.signIn(otherOrg.email);
    expect((await t.call("GET", "/api/invitations", { cookie: other })).json().invitations).toEqual([]);
    expect((await t.call("POST", `/api/invitations/${mine.id}/resend`, { cookie: other })).statusCode).toBe(404);
    expect((await t.call("DELETE", `/api/invitations/${mine.id}`, { cookie: other })).statusCode).toBe(404);
  });
});

describe("members", () => {
  it("changes a member's role and site, audited; the change applies to her next request", async () => {
    const viewer = await t.signInAs("viewer");
    const [row] = await t.db
      .select()
      .from(users)
      .where(eq(users.email, demoEmail("viewer")));
    const changed = await t.call("PUT", `/api/users/${row!.id}`, {
      cookie: admin,
      body: { role: "qa_tech", siteIds: ["oxnard"] },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ id: row!.id, role: "qa_tech", siteIds: ["oxnard"] });
    expect((await t.call("GET", "/api/auth/me", { cookie: viewer })).json()).toMatchObject({
      role: "qa_tech",
      restrictedSites: ["oxnard"],
    });
    const [event] = await t.db.select().from(auditEvents).where(eq(auditEvents.action, "user.update_membership"));
    expect(event).toMatchObject({
      entityId: row!.id,
      before: { role: "viewer", siteIds: [] },
      after: { role: "qa_tech", siteIds: ["oxnard"] },
    });
    // An unknown site is refused, naming the field.
    const unknown = await t.call("PUT", `/api/users/${row!.id}`, {
      cookie: admin,
      body: { role: "qa_tech", siteIds: ["oxnard", "atlantis"] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields.siteIds).toMatch(/atlantis/);
  });

  it("never demotes or deactivates the last active administrator", async () => {
    const solo = await createTestApp();
    try {
      const cookie = await solo.signIn(otherOrg.email);
      const [owner] = await solo.db.select().from(users).where(eq(users.email, otherOrg.email));
      const demote = await solo.call("PUT", `/api/users/${owner!.id}`, { cookie, body: { role: "viewer" } });
      expect(demote.statusCode).toBe(409);
      expect(demote.json().error.message).toMatch(/last active administrator/);

      // With a second admin the first may step down; that second admin then cannot be deactivated by her.
      const link = (
        await solo.call("POST", "/api/invitations", {
          cookie,
          body: { email: "second@desertbloom.test", role: "admin" },
        })
      ).json().link;
      const second = await solo.call("POST", `/api/invitations/${tokenOf(link)}/accept`, {
        body: { name: "Sam Reyes", password: "drip lines and soil probes" },
      });
      expect(second.statusCode).toBe(201);
      expect((await solo.call("PUT", `/api/users/${owner!.id}`, { cookie, body: { role: "viewer" } })).statusCode).toBe(
        200,
      );
      const secondCookie = `cw_session=${second.cookies.find((c) => c.name === "cw_session")!.value}`;
      const secondId = second.json().user.id;
      const selfDemote = await solo.call("PUT", `/api/users/${secondId}`, {
        cookie: secondCookie,
        body: { role: "viewer" },
      });
      expect(selfDemote.statusCode).toBe(409);
    } finally {
      await solo.close();
    }
  });

  it("keeps one administrator when two administrators demote or deactivate each other at the same moment", async () => {
    const duo = await createTestApp();
    try {
      const [owner] = await duo.db.select().from(users).where(eq(users.email, otherOrg.email));
      const ownerAdmin = { cookie: await duo.signIn(otherOrg.email), id: owner!.id };
      const [ownerMembership] = await duo.db.select().from(memberships).where(eq(memberships.userId, owner!.id));
      const organisationId = ownerMembership!.organisationId;
      const inviteAdmin = async (by: string, email: string) => {
        const link = (await duo.call("POST", "/api/invitations", { cookie: by, body: { email, role: "admin" } })).json()
          .link;
        const accepted = await duo.call("POST", `/api/invitations/${tokenOf(link)}/accept`, {
          body: { name: "Sam Reyes", password: "drip lines and soil probes" },
        });
        expect(accepted.statusCode).toBe(201);
        const session = accepted.cookies.find((c) => c.name === "cw_session")!.value;
        return { cookie: `cw_session=${session}`, id: accepted.json().user.id as string };
      };
      const activeAdmins = async () =>
        (
          await duo.db
            .select({ id: users.id })
            .from(memberships)
            .innerJoin(users, eq(users.id, memberships.userId))
            .where(
              and(
                eq(memberships.organisationId, organisationId),
                eq(memberships.role, "admin"),
                eq(users.active, true),
              ),
            )
        ).map((r) => r.id);

      // Each demotes the other while the two memberships are held, so both requests are inside their
      // transaction at once: one wins, the other is refused.
      const second = await inviteAdmin(ownerAdmin.cookie, "second@desertbloom.test");
      const demotions = await whileHeld(
        duo,
        sql`select id from memberships where organisation_id = ${organisationId} for update`,
        () => [
          duo.call("PUT", `/api/users/${second.id}`, { cookie: ownerAdmin.cookie, body: { role: "viewer" } }),
          duo.call("PUT", `/api/users/${ownerAdmin.id}`, { cookie: second.cookie, body: { role: "viewer" } }),
        ],
      );
      // The loser is refused: 409 (last administrator), or 403 when her session already lost the role.
      expect(demotions.filter((r) => r.statusCode === 200)).toHaveLength(1);
      expect(demotions.filter((r) => r.statusCode === 409 || r.statusCode === 403)).toHaveLength(1);
      const survivors = await activeAdmins();
      expect(survivors).toHaveLength(1);

      // Each deactivates the other while both accounts are held: the same.
      const survivor = survivors[0] === ownerAdmin.id ? ownerAdmin : second;
      const third = await inviteAdmin(survivor.cookie, "third@desertbloom.test");
      const deactivations = await whileHeld(
        duo,
        sql`select id from users where id in (${survivor.id}, ${third.id}) for update`,
        () => [
          duo.call("POST", `/api/users/${third.id}/deactivate`, { cookie: survivor.cookie }),
          duo.call("POST", `/api/users/${survivor.id}/deactivate`, { cookie: third.cookie }),
        ],
      );
      expect(deactivations.filter((r) => r.statusCode === 200)).toHaveLength(1);
      expect(deactivations.filter((r) => r.statusCode === 409 || r.statusCode === 401)).toHaveLength(1);
      expect(await activeAdmins()).toHaveLength(1);
    } finally {
      await duo.close();
    }
  });
});

/**
 * On PostgreSQL, runs requests while a transaction of the test holds the rows `lock` selects, and lets
 * go once both requests wait for the database: their transactions overlap, whatever the scheduling.
 */
async function whileHeld<T>(app: TestApp, lock: SQL, requests: () => Promise<T>[]): Promise<T[]> {
  // PGlite (the default without DATABASE_URL) has one connection and runs one transaction at a time.
  if (!process.env.DATABASE_URL) return Promise.all(requests());
  let started: Promise<T[]> | undefined;
  await app.db.transaction(async (tx) => {
    await tx.execute(lock);
    started = Promise.all(requests());
    for (let attempt = 0; ; attempt++) {
      const { rows } = (await app.db.execute(
        sql`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and cardinality(pg_blocking_pids(pid)) > 0`,
      )) as unknown as { rows: { n: number }[] };
      if ((rows[0]?.n ?? 0) >= 2) break;
      if (attempt > 5000) throw new Error("the requests never reached the held rows");
    }
  });
  return started!;
}

describe("the invitation e-mail", () => {
  it("is delivered through a real SMTP server with the link that accepts the invitation", async () => {
    const smtp = await startSmtpReceiver();
    try {
      const email = newEmail();
      const created = (
        await t.call("POST", "/api/invitations", { cookie: admin, body: { email, role: "pcqi" } })
      ).json();
      await runQueuedEmails(
        t.db,
        { smtpUrl: smtp.url, from: "Clausewise <no-reply@clausewise.test>" },
        { error: () => {} },
      );
      const mail = smtp.received.find((m) => m.to.includes(email));
      expect(mail).toBeDefined();
      expect(mail!.raw).toMatch(/^Subject: Alex Rivera invited you to Pacific Fresh Produce Co\. on Clausewise\r?$/m);
      // The body travels quoted-printable: undo its soft line breaks and =XX escapes to read the link.
      const body = mail!.raw
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      const link = /Accept the invitation: (\S+)/.exec(body)![1]!;
      expect(link).toBe(created.link);
      expect((await accept(tokenOf(link))).statusCode).toBe(201);
    } finally {
      await smtp.close();
    }
  });
});

describe("a member restricted to several sites", () => {
  const salinas = {
    slug: "salinas",
    name: "Salinas Cooler",
    address: "100 Cooler Way, Salinas, CA",
    timezone: "America/Los_Angeles",
    type: "cold_storage",
  };
  let cookie: string;
  let userId: string;
  let inviteId: string;
  beforeAll(async () => {
    expect((await t.call("POST", "/api/sites", { cookie: admin, body: salinas })).statusCode).toBe(201);
    const email = newEmail();
    const created = await t.call("POST", "/api/invitations", {
      cookie: admin,
      body: { email, role: "qa_tech", siteIds: ["oxnard", "yuma"] },
    });
    expect(created.statusCode).toBe(201);
    inviteId = created.json().id;
    const listed = (await t.call("GET", "/api/invitations", { cookie: admin })).json().invitations;
    expect(listed).toContainEqual(expect.objectContaining({ id: inviteId, siteIds: ["oxnard", "yuma"] }));
    const accepted = await accept(tokenOf(created.json().link));
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json()).toMatchObject({ role: "qa_tech", restrictedSites: ["oxnard", "yuma"] });
    cookie = `cw_session=${accepted.cookies.find((c) => c.name === "cw_session")!.value}`;
    userId = accepted.json().user.id;
  });

  const status = async (path: string) => (await t.call("GET", path, { cookie })).statusCode;
  const oxnardRecordId = async () => {
    const [row] = await t.db
      .select({ id: records.id })
      .from(records)
      .innerJoin(sites, eq(sites.id, records.siteId))
      .where(eq(sites.slug, "oxnard"))
      .limit(1);
    return row!.id;
  };

  it("is invited with several sites: the invitation, its audit event and the membership keep them all", async () => {
    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "invitation.create"), eq(auditEvents.entityId, inviteId)));
    expect(event!.after).toMatchObject({ role: "qa_tech", siteIds: ["oxnard", "yuma"] });
    const members = (await t.call("GET", "/api/users", { cookie: admin })).json().users;
    expect(members).toContainEqual(expect.objectContaining({ id: userId, siteIds: ["oxnard", "yuma"] }));
  });

  it("reads and writes both of her sites and is refused the third (403), which she does not see listed", async () => {
    expect(await status("/api/sites/oxnard/records")).toBe(200);
    expect(await status("/api/sites/yuma/records")).toBe(200);
    expect(await status("/api/sites/salinas/records")).toBe(403);
    expect(await status("/api/sites/salinas/overview?days=30")).toBe(403);
    const sites = (await t.call("GET", "/api/sites", { cookie })).json().sites.map((s: { id: string }) => s.id);
    expect(sites).toEqual(["oxnard", "yuma"]);
    expect(await status(`/api/records/${await oxnardRecordId()}`)).toBe(200);
  });

  it("changing her sites takes effect on her next request, audited with the sites before and after", async () => {
    const changed = await t.call("PUT", `/api/users/${userId}`, {
      cookie: admin,
      body: { role: "qa_tech", siteIds: ["yuma", "salinas"] },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ id: userId, role: "qa_tech", siteIds: ["yuma", "salinas"] });
    expect(await status("/api/sites/oxnard/records")).toBe(403);
    expect(await status(`/api/records/${await oxnardRecordId()}`)).toBe(403);
    expect(await status("/api/sites/yuma/records")).toBe(200);
    expect(await status("/api/sites/salinas/records")).toBe(200);
    expect((await t.call("GET", "/api/auth/me", { cookie })).json().restrictedSites).toEqual(["yuma", "salinas"]);
    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "user.update_membership"), eq(auditEvents.entityId, userId)));
    expect(event).toMatchObject({
      before: { role: "qa_tech", siteIds: ["oxnard", "yuma"] },
      after: { role: "qa_tech", siteIds: ["yuma", "salinas"] },
    });
    // No sites: every site again.
    expect(
      (await t.call("PUT", `/api/users/${userId}`, { cookie: admin, body: { role: "qa_tech", siteIds: [] } }))
        .statusCode,
    ).toBe(200);
    expect(await status("/api/sites/oxnard/records")).toBe(200);
    expect((await t.call("GET", "/api/auth/me", { cookie })).json().restrictedSites).toEqual([]);
  });
});
