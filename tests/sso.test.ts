import { eq } from "drizzle-orm";
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, invitations, memberships, ssoConnections, users } from "../src/server/db/schema";
import { CLAUSEWISE_URL, startTestProvider, type TestProvider } from "./support/oidc-test-provider";
import { createTestApp, demoEmail, otherOrg, type TestApp } from "./support/test-app";

/**
 * Single sign-on (issue 15) against a real OpenID Connect provider (`oidc-provider`) started in this
 * process: Clausewise discovers it, sends the browser there, and redeems the code it sends back.
 */
let t: TestApp;
let idp: TestProvider;
let admin: string;
beforeAll(async () => {
  idp = await startTestProvider();
  t = await createTestApp({ env: { PUBLIC_URL: CLAUSEWISE_URL } });
  admin = await t.signInAs("admin");
});
afterAll(async () => {
  await t.close();
  await idp.close();
});

const settings = (overrides: Record<string, unknown> = {}) => ({
  enabled: true,
  issuerUrl: idp.issuer,
  clientId: idp.clientId,
  clientSecret: idp.clientSecret,
  allowedDomains: ["clausewise.demo"],
  defaultRole: "qa_tech",
  jitEnabled: false,
  ...overrides,
});
const saveSettings = (body: unknown, cookie = admin) => t.call("PUT", "/api/organisation/sso", { cookie, body });

const cookieOf = (response: { cookies: { name: string; value: string }[] }, name: string) => {
  const cookie = response.cookies.find((c) => c.name === name);
  return cookie ? `${name}=${cookie.value}` : undefined;
};

/** The browser's part: "Sign in with SSO" with a work e-mail, the provider's pages, and the /sso/callback page's post. */
async function startSso(email: string, extra: Record<string, string> = {}) {
  const started = await t.call("POST", "/api/auth/sso/start", { body: { email, ...extra } });
  expect(started.statusCode, started.body).toBe(200);
  return { authorizationUrl: started.json().authorizationUrl as string, browser: cookieOf(started, "cw_sso")! };
}
const callbackParams = (url: URL) => Object.fromEntries(url.searchParams);
const postCallback = (params: Record<string, string>, browser?: string) =>
  t.call("POST", "/api/auth/sso/callback", { body: params, ...(browser ? { cookie: browser } : {}) });

async function ssoSignIn(login: string, email = idp.accounts.get(login)?.email ?? login, extra = {}) {
  const { authorizationUrl, browser } = await startSso(email, extra);
  const back = await idp.signIn(authorizationUrl, login);
  return { response: await postCallback(callbackParams(back), browser), back, browser };
}

const eventsOf = async (action: string) =>
  (
    await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, action as "auth.sign_in"))
  ).map((e) => e);

describe("settings (admins)", () => {
  it("refuses an issuer whose discovery fails, naming the field and the reason", async () => {
    const down = await saveSettings(settings({ issuerUrl: "http://127.0.0.1:9" }));
    expect(down.statusCode).toBe(400);
    expect(down.json().error.fields.issuerUrl).toMatch(
      /could not read http:\/\/127\.0\.0\.1:9\/\.well-known\/openid-configuration: it could not be reached/i,
    );

    const notOidc = await saveSettings(settings({ issuerUrl: `${idp.issuer}/nothing-here` }));
    expect(notOidc.statusCode).toBe(400);
    expect(notOidc.json().error.fields.issuerUrl).toMatch(/did not answer with an OpenID Connect discovery document/);

    const plainHttp = await saveSettings(settings({ issuerUrl: "http://login.example.com" }));
    expect(plainHttp.statusCode).toBe(400);
    expect(plainHttp.json().error.fields.issuerUrl).toBe("The issuer must use https://");
    expect((await t.call("GET", "/api/organisation/sso", { cookie: admin })).json().configured).toBe(false);
  });

  it("needs a client secret the first time, and at least one domain", async () => {
    const { clientSecret: _omitted, ...withoutSecret } = settings();
    const noSecret = await saveSettings(withoutSecret);
    expect(noSecret.statusCode).toBe(400);
    expect(noSecret.json().error.fields.clientSecret).toMatch(/client secret/);
    const noDomain = await saveSettings(settings({ allowedDomains: [] }));
    expect(noDomain.json().error.fields.allowedDomains).toBe("Add at least one e-mail domain");
  });

  it("saves after discovery, never answers the secret, and audits without it", async () => {
    const saved = await saveSettings(settings({ allowedDomains: ["Clausewise.demo", "@clausewise.demo"] }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      configured: true,
      enabled: true,
      issuerUrl: idp.issuer,
      clientId: idp.clientId,
      clientSecretSet: true,
      allowedDomains: ["clausewise.demo"],
      defaultRole: "qa_tech",
      jitEnabled: false,
      redirectUri: `${CLAUSEWISE_URL}/sso/callback`,
    });
    const read = await t.call("GET", "/api/organisation/sso", { cookie: admin });
    expect(read.body).not.toContain(idp.clientSecret);
    expect(saved.body).not.toContain(idp.clientSecret);
    // Stored sealed with the key outside the database, never in clear.
    const [stored] = await t.db.select().from(ssoConnections);
    expect(stored!.clientSecret).toMatch(/^v1\./);
    expect(stored!.clientSecret).not.toContain(idp.clientSecret);

    const [event] = await eventsOf("organisation.sso_update");
    expect(event!.after).toMatchObject({ issuerUrl: idp.issuer, clientSecretChanged: true });
    expect(JSON.stringify(event)).not.toContain(idp.clientSecret);

    // Saving again without a secret keeps the stored one.
    const { clientSecret: _kept, ...rest } = settings();
    const again = await saveSettings(rest);
    expect(again.statusCode).toBe(200);
    expect(again.json().clientSecretSet).toBe(true);
    expect((await eventsOf("organisation.sso_update")).at(-1)!.after).toMatchObject({ clientSecretChanged: false });
  });

  it("is for administrators only", async () => {
    const viewer = await t.signInAs("viewer");
    expect((await t.call("GET", "/api/organisation/sso", { cookie: viewer })).statusCode).toBe(403);
    expect((await saveSettings(settings(), viewer)).statusCode).toBe(403);
  });

  it("refuses a domain another organisation already signs in with (409)", async () => {
    const other = await t.signIn(otherOrg.email);
    const taken = await saveSettings(settings({ allowedDomains: ["desertbloom.test", "clausewise.demo"] }), other);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toContain("clausewise.demo");
  });
});

describe("signing in with SSO", () => {
  it("links an existing member by e-mail and signs her in with a normal session, audited", async () => {
    idp.accounts.set("maria", { email: demoEmail("pcqi"), email_verified: true, name: "Maria G." });
    const { response } = await ssoSignIn("maria");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ user: { email: demoEmail("pcqi") }, role: "pcqi" });
    const session = cookieOf(response, "cw_session")!;
    const me = await t.call("GET", "/api/auth/me", { cookie: session });
    expect(me.json().user.email).toBe(demoEmail("pcqi"));
    // The same kind of session as a password sign-in: listed in "Your sessions", ended by sign-out.
    const listed = (await t.call("GET", "/api/me/sessions", { cookie: session })).json().sessions;
    expect(listed.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect((await t.call("POST", "/api/auth/logout", { cookie: session })).statusCode).toBe(204);
    expect((await t.call("GET", "/api/auth/me", { cookie: session })).statusCode).toBe(401);
    const [event] = await eventsOf("auth.sso_sign_in");
    expect(event!.after).toMatchObject({ issuer: idp.issuer });
  });

  it("returns to the page asked for (same-app paths only)", async () => {
    const { response } = await ssoSignIn("maria", demoEmail("pcqi"), { next: "/app/records/monitoring" });
    expect(response.json().next).toBe("/app/records/monitoring");
    const { response: outside } = await ssoSignIn("maria", demoEmail("pcqi"), { next: "https://evil.example/" });
    expect(outside.json().next).toBe("/app/overview");
  });

  it("with just-in-time accounts off, a person without an account is refused with what to do", async () => {
    idp.accounts.set("newbie", { email: "new.person@clausewise.demo", email_verified: true, name: "New Person" });
    const { response } = await ssoSignIn("newbie");
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(
      "There is no Clausewise account for new.person@clausewise.demo, and your organisation does not create accounts at first sign-in. Ask your administrator to invite you.",
    );
    expect(cookieOf(response, "cw_session")).toBeUndefined();
    expect(await t.db.select().from(users).where(eq(users.email, "new.person@clausewise.demo"))).toEqual([]);
  });

  it("with just-in-time accounts on, creates the member with the default role, audited", async () => {
    expect((await saveSettings(settings({ jitEnabled: true }))).statusCode).toBe(200);
    const { response } = await ssoSignIn("newbie");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ user: { name: "New Person" }, role: "qa_tech" });
    const [user] = await t.db.select().from(users).where(eq(users.email, "new.person@clausewise.demo"));
    const [membership] = await t.db.select().from(memberships).where(eq(memberships.userId, user!.id));
    expect(membership).toMatchObject({ role: "qa_tech" });
    const [created] = await eventsOf("auth.sso_account_create");
    expect(created!.after).toEqual({
      email: "new.person@clausewise.demo",
      name: "New Person",
      role: "qa_tech",
      issuer: idp.issuer,
    });
    // Nobody knows the new account's password.
    const password = await t.call("POST", "/api/auth/login", {
      body: { email: "new.person@clausewise.demo", password: "clausewise-demo" },
    });
    expect(password.statusCode).toBe(401);
    expect((await saveSettings(settings({ jitEnabled: false }))).statusCode).toBe(200);
  });

  it("refuses an e-mail outside the allowed domains, and says when a domain has no SSO", async () => {
    idp.accounts.set("outsider", { email: "someone@elsewhere.example", email_verified: true });
    const { response } = await ssoSignIn("outsider", demoEmail("viewer"));
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(
      "someone@elsewhere.example is not in an e-mail domain your organisation signs in with single sign-on (clausewise.demo).",
    );
    const unknown = await t.call("POST", "/api/auth/sso/start", { body: { email: "a@nowhere.example" } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(
      "Single sign-on is not set up for nowhere.example. Sign in with your password, or ask your administrator.",
    );
  });

  it("refuses an e-mail the provider has not verified", async () => {
    idp.accounts.set("unverified", { email: demoEmail("viewer"), email_verified: false });
    const { response } = await ssoSignIn("unverified");
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toContain("has not verified viewer@clausewise.demo");
  });

  it("refuses a tampered state, and a callback opened in another browser", async () => {
    idp.accounts.set("viewer", { email: demoEmail("viewer"), email_verified: true });
    const { authorizationUrl, browser } = await startSso(demoEmail("viewer"));
    const back = callbackParams(await idp.signIn(authorizationUrl, "viewer"));
    const tampered = await postCallback({ ...back, state: `${back.state}x` }, browser);
    expect(tampered.statusCode).toBe(401);
    expect(tampered.json().error.message).toBe(
      "This sign-in has expired or was already used. Start again from the sign-in page.",
    );

    const second = await startSso(demoEmail("viewer"));
    const backAgain = callbackParams(await idp.signIn(second.authorizationUrl, "viewer"));
    const elsewhere = await postCallback(backAgain, "cw_sso=someone-elses-browser");
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.json().error.message).toBe(
      "This sign-in was started in another browser. Start again from the sign-in page.",
    );
    expect(cookieOf(elsewhere, "cw_session")).toBeUndefined();
  });

  it("refuses a replayed callback and a replayed code", async () => {
    const { response, back, browser } = await ssoSignIn("viewer");
    expect(response.statusCode).toBe(200);
    const replay = await postCallback(callbackParams(back), browser);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.message).toMatch(/expired or was already used/);

    // The used code under a fresh state (and so another PKCE verifier): the provider refuses it.
    const fresh = await startSso(demoEmail("viewer"));
    const freshState = new URL(fresh.authorizationUrl).searchParams.get("state")!;
    const reused = await postCallback({ ...callbackParams(back), state: freshState }, fresh.browser);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().error.message).toBe(
      "Your identity provider refused this sign-in (the code was already used or has expired). Start again from the sign-in page.",
    );
  });

  it("refuses a deactivated member", async () => {
    idp.accounts.set("carter", { email: demoEmail("supervisor"), email_verified: true });
    const [user] = await t.db
      .select()
      .from(users)
      .where(eq(users.email, demoEmail("supervisor")));
    const deactivated = await t.call("POST", `/api/users/${user!.id}/deactivate`, { cookie: admin });
    expect(deactivated.statusCode).toBe(200);
    const { response } = await ssoSignIn("carter");
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(
      "The account of supervisor@clausewise.demo has been deactivated. Ask your administrator.",
    );
    expect(cookieOf(response, "cw_session")).toBeUndefined();
  });

  it("asks a member with two-factor on for her code before the session (decision 082)", async () => {
    const manager = await t.signInAs("qa_manager");
    const { secret } = (await t.call("POST", "/api/me/two-factor/enrolment", { cookie: manager })).json();
    const code = () => generate({ secret, epoch: Math.floor(Date.now() / 1000) });
    expect(
      (await t.call("POST", "/api/me/two-factor/confirm", { cookie: manager, body: { code: await code() } }))
        .statusCode,
    ).toBe(200);

    idp.accounts.set("daniel", { email: demoEmail("qa_manager"), email_verified: true });
    const { response } = await ssoSignIn("daniel");
    expect(response.statusCode).toBe(202);
    expect(response.json().twoFactorRequired).toBe(true);
    expect(cookieOf(response, "cw_session")).toBeUndefined();
    const wrong = await t.call("POST", "/api/auth/login/two-factor", {
      body: { challenge: response.json().challenge, code: "000000" },
    });
    expect(wrong.statusCode).toBe(401);
  });
});

describe("invitations accepted with SSO", () => {
  it("creates the invited member with the invited role from the provider's identity; the link is used up", async () => {
    const invited = await t.call("POST", "/api/invitations", {
      cookie: admin,
      body: { email: "new.hire@clausewise.demo", role: "pcqi" },
    });
    expect(invited.statusCode).toBe(201);
    const token = new URL(invited.json().link).pathname.split("/").pop()!;
    const preview = await t.call("GET", `/api/invitations/${token}`);
    expect(preview.json().sso).toBe(true);

    idp.accounts.set("hire", { email: "new.hire@clausewise.demo", email_verified: true, name: "Nia Hire" });
    idp.accounts.set("wrong-person", { email: demoEmail("viewer"), email_verified: true });
    const { response: mismatch } = await ssoSignIn("wrong-person", "new.hire@clausewise.demo", { invitation: token });
    expect(mismatch.statusCode).toBe(403);
    expect(mismatch.json().error.message).toBe(
      "You signed in at your provider as viewer@clausewise.demo, but this invitation is for new.hire@clausewise.demo.",
    );

    const { response } = await ssoSignIn("hire", "new.hire@clausewise.demo", { invitation: token });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ user: { name: "Nia Hire" }, role: "pcqi" });
    const [row] = await t.db.select().from(invitations).where(eq(invitations.email, "new.hire@clausewise.demo"));
    expect(row!.acceptedAt).not.toBeNull();
    expect((await eventsOf("invitation.accept")).at(-1)!.after).toMatchObject({ via: "sso", newAccount: true });
    expect((await t.call("GET", `/api/invitations/${token}`)).statusCode).toBe(410);
  });
});

describe("a provider that is down", () => {
  it("answers 502 with a message saying so", async () => {
    const second = await startTestProvider();
    const other = await t.signIn(otherOrg.email);
    const saved = await saveSettings(
      {
        ...settings({ allowedDomains: ["desertbloom.test"] }),
        issuerUrl: second.issuer,
        clientId: second.clientId,
        clientSecret: second.clientSecret,
      },
      other,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    await second.close();
    const started = await t.call("POST", "/api/auth/sso/start", { body: { email: otherOrg.email } });
    expect(started.statusCode).toBe(502);
    expect(started.json().error.message).toBe(
      "Your organisation's identity provider is not available (it could not be reached). Try again in a few minutes, or sign in with your password.",
    );
  });
});
