import { afterAll, beforeAll, describe, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { generate } from "otplib";
import { readMail, startSmtpReceiver, type SmtpReceiver } from "../tests/support/smtp-receiver";
import { expect, launchBrowser, newPage, resize, screenshot } from "./support/browser";

let browser: Browser;
let smtp: SmtpReceiver;
const baseURL = inject("baseURL");

beforeAll(async () => {
  browser = await launchBrowser();
  // The server sends its e-mail here (SMTP_URL from the global setup).
  smtp = await startSmtpReceiver(inject("smtpPort"));
});
afterAll(async () => {
  await browser?.close();
  await smtp?.close();
});

/** A fresh organisation and its administrator, signed in in this page's context through the API. */
async function signUp(page: Page, who: string, password: string) {
  const email = `${who}-${Date.now()}@ridgeline.example`;
  const response = await page.request.post("/api/organisations", {
    data: { organisationName: `Ridgeline ${who}`, name: "Iris Morales", email, password },
  });
  expect(response.status()).toBe(201);
  return email;
}

/** A TOTP code for the authenticator's secret, `steps` 30-second steps from now. */
const totp = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

async function signInWithPassword(page: Page, email: string, password: string) {
  await page.goto("/sign-in");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: /Account menu for/ }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/app"));
  expect((await page.request.get("/api/auth/me")).status()).toBe(401);
}

describe("account recovery journeys", () => {
  it("turns on two-factor, then signs in with an authenticator code and with a recovery code", async () => {
    const page = await newPage(browser, { baseURL });
    const password = "walnut hulls dry in october";
    const email = await signUp(page, "twofactor", password);
    await page.goto("/app/settings/account");
    await page.getByRole("button", { name: "Set up two-factor authentication" }).click();
    await page.getByRole("img", { name: "QR code for your authenticator app" }).waitFor();
    // The key shown under the QR code is what an authenticator app would store.
    const secret = (await page
      .getByText(/Cannot scan it\?/)
      .locator("code")
      .textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await screenshot(page, "two-factor-enrol-1280");
    await page.getByLabel("2. Enter the 6-digit code it shows").fill(await totp(secret));
    await page.getByRole("button", { name: "Turn on" }).click();
    await page.getByRole("list", { name: "Recovery codes" }).waitFor();
    const codes = (await page.getByRole("list", { name: "Recovery codes" }).locator("li").allTextContents()).map((c) =>
      c.trim(),
    );
    expect(codes).toHaveLength(10);
    await screenshot(page, "two-factor-recovery-codes-1280");
    await page.getByRole("button", { name: "I have saved them" }).click();
    await page.getByText("On", { exact: true }).waitFor();
    await signOut(page);

    // The password alone is not enough: the second step asks for a code. The enrolment used this time
    // step, and a code is accepted once, so the authenticator's next code is given (one step of drift is allowed).
    await signInWithPassword(page, email, password);
    await page.getByLabel("Authentication code").fill("000000");
    await page.getByRole("button", { name: "Verify and sign in" }).click();
    await page
      .getByText(/not correct|invalid|wrong/i)
      .first()
      .waitFor();
    await page.getByLabel("Authentication code").fill(await totp(secret, 1));
    await screenshot(page, "two-factor-sign-in-1280");
    await page.getByRole("button", { name: "Verify and sign in" }).click();
    await page.waitForURL(/\/app\//);
    await signOut(page);

    // A recovery code works once instead of the authenticator.
    await signInWithPassword(page, email, password);
    await page.getByLabel("Authentication code").fill(codes[3]!);
    await page.getByRole("button", { name: "Verify and sign in" }).click();
    await page.waitForURL(/\/app\//);
    await page.goto("/app/settings/account");
    await page.getByText("9 of 10 recovery codes left.").waitFor();
    await resize(page, 375, 812);
    await screenshot(page, "two-factor-account-375");
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
    await signOut(page);
    await signInWithPassword(page, email, password);
    await page.getByLabel("Authentication code").fill(codes[3]!);
    await page.getByRole("button", { name: "Verify and sign in" }).click();
    await page.getByRole("alert").filter({ hasText: /./ }).first().waitFor();
    expect(page.url()).toMatch(/\/sign-in/);
    await page.context().close();
  });

  it("resets a forgotten password from the e-mailed link and signs in with the new one", async () => {
    const page = await newPage(browser, { baseURL });
    const email = await signUp(page, "forgot", "pistachio harvest in september");
    await page.context().clearCookies();
    await page.goto("/sign-in");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.waitForURL(/\/forgot-password$/);
    await page.getByLabel("E-mail").fill(email);
    await screenshot(page, "forgot-password-1280");
    await page.getByRole("button", { name: "Send the link" }).click();
    await page.getByText(/If an account uses this address/).waitFor();
    await screenshot(page, "forgot-password-sent-1280");

    await expect.poll(() => smtp.received.filter((m) => m.to.includes(email)).length).toBe(1);
    const { subject, text } = await readMail(smtp.received.find((m) => m.to.includes(email))!);
    expect(subject).toBe("Choose a new Clausewise password");
    const link = /Choose a new password: (\S+)/.exec(text)![1]!;
    expect(link.startsWith(`${baseURL}/reset-password/`)).toBe(true);

    await page.goto(link);
    await page.getByText(`For ${email}.`).waitFor();
    await page.getByLabel("New password").fill("password1234");
    await page.getByRole("button", { name: "Set the new password" }).click();
    await page.getByText(/too common/).waitFor();
    await page.getByLabel("New password").fill("almond blossoms in february");
    await resize(page, 375, 812);
    await screenshot(page, "reset-password-375");
    await page.getByRole("button", { name: "Set the new password" }).click();
    await page.waitForURL(/\/sign-in\?reset=1$/);
    await page.getByText("Your password was changed. Sign in with the new one.").waitFor();
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("almond blossoms in february");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(/\/app\//);

    // The link worked once.
    await page.goto(link);
    await page.getByText("This link has already been used", { exact: false }).waitFor();
    await page.context().close();
  });
});

describe("e-mail outbox", () => {
  it("shows an administrator the organisation's e-mails in Settings › E-mail outbox", async () => {
    const page = await newPage(browser, { baseURL });
    await signUp(page, "outbox", "figs dry on the racks in august");
    const invited = `picker-${Date.now()}@ridgeline.example`;
    const created = await page.request.post("/api/invitations", { data: { email: invited, role: "viewer" } });
    expect(created.status()).toBe(201);
    const { link } = (await created.json()) as { link: string };
    await page.goto("/app/overview");
    await page.getByRole("button", { name: "Settings", exact: true }).click();
    await page.getByRole("link", { name: "E-mail outbox" }).click();
    await page.waitForURL(/\/app\/settings\/outbox$/);
    const message = page.getByRole("listitem").filter({ hasText: `To ${invited}` });
    await message.getByText("Iris Morales invited you to Ridgeline outbox on Clausewise").waitFor();
    await message.getByRole("button", { name: /Show the e-mail/ }).click();
    await message.getByText(link, { exact: false }).waitFor();
    await screenshot(page, "outbox-1280");
    await resize(page, 375, 812);
    await screenshot(page, "outbox-375");
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
    await page.context().close();
  });
});
