import { afterAll, beforeAll, describe, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { startTestProvider, type TestProvider } from "../tests/support/oidc-test-provider";
import { expect, launchBrowser, newPage, resize, screenshot, signIn } from "./support/browser";

let browser: Browser;
let idp: TestProvider;
const baseURL = inject("baseURL");

beforeAll(async () => {
  browser = await launchBrowser();
  // A real OpenID Connect provider on this machine; the browser signs in on its own login page.
  idp = await startTestProvider({ redirectUri: `${baseURL}/sso/callback` });
  idp.accounts.set("qa.tech", { email: "qa.tech@clausewise.demo", email_verified: true, name: "Sofia Ramirez" });
});
afterAll(async () => {
  await browser?.close();
  await idp?.close();
});

describe("single sign-on journey", () => {
  it("an administrator sets up the provider; a member signs in with SSO through the provider's pages", async () => {
    const admin = await newPage(browser, { baseURL });
    await signIn(admin, "admin@clausewise.demo");
    await admin.goto("/app/settings/sso");
    expect(await admin.getByLabel("Redirect URI", { exact: true }).inputValue()).toBe(`${baseURL}/sso/callback`);
    await admin.getByLabel("Issuer URL").fill("http://127.0.0.1:9");
    await admin.getByLabel("Client id").fill(idp.clientId);
    await admin.getByLabel("Client secret").fill(idp.clientSecret);
    await admin.getByLabel("Allowed e-mail domains").fill("clausewise.demo");
    await admin.getByRole("button", { name: "Save" }).click();
    await admin.getByText(/Could not read http:\/\/127\.0\.0\.1:9/).waitFor();
    await admin.getByLabel("Issuer URL").fill(idp.issuer);
    await admin.getByRole("button", { name: "Save" }).click();
    await admin.getByText("Single sign-on is on.").waitFor();
    expect(await admin.getByLabel("Client secret").getAttribute("placeholder")).toBe("Stored — leave empty to keep it");
    await screenshot(admin, "sso-settings-1280");
    await resize(admin, 375, 812);
    await screenshot(admin, "sso-settings-375");

    const page = await newPage(browser, { baseURL, width: 375 });
    await page.goto("/sign-in");
    await page.getByRole("button", { name: "Use single sign-on (SSO)" }).click();
    await page.getByLabel("Work e-mail").fill("someone@nowhere.example");
    await page.getByRole("button", { name: "Continue with SSO" }).click();
    const error = page.getByText("Single sign-on is not set up for nowhere.example.", { exact: false });
    await error.waitFor();
    expect(await error.textContent()).toBe(
      "Single sign-on is not set up for nowhere.example. Sign in with your password, or ask your administrator.",
    );
    await screenshot(page, "sso-sign-in-error-375");
    await page.getByLabel("Work e-mail").fill("qa.tech@clausewise.demo");
    await page.getByRole("button", { name: "Continue with SSO" }).click();
    // The provider's own login and consent pages.
    await page.waitForURL(`${idp.issuer}/**`);
    await page.locator("input[name=login]").fill("qa.tech");
    await page.locator("input[name=password]").fill("anything");
    await page.locator("button[type=submit]").click();
    await page.locator("button[type=submit]", { hasText: "Continue" }).click();
    await page.waitForURL(/\/app\/overview/);
    await page
      .getByRole("button", { name: /Sofia Ramirez|SR/ })
      .first()
      .waitFor();

    // A callback address opened again (a replay) says what happened.
    const replay = await newPage(browser, { baseURL });
    await replay.goto("/sso/callback?state=not-a-real-state&code=abc");
    await replay
      .getByText("This sign-in has expired or was already used. Start again from the sign-in page.")
      .waitFor();
    await screenshot(replay, "sso-callback-error-1280");
  });
});
