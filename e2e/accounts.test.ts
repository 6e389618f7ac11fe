import { afterAll, beforeAll, describe, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { startSmtpReceiver, type SmtpReceiver } from "../tests/support/smtp-receiver";
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

/** The body of a received message, with quoted-printable soft line breaks and escapes undone. */
const bodyOf = (raw: string) =>
  raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe("accounts journey", () => {
  it("signs up from the landing page into an empty organisation with its first-run checklist, then changes the password", async () => {
    const page = await newPage(browser, { baseURL });
    const email = `owner-${Date.now()}@greenleaf.example`;
    await page.goto("/");
    await page.getByRole("link", { name: "Get Started" }).first().click();
    await page.waitForURL(/\/sign-up$/);

    // The schema's rules show next to the fields before anything is sent.
    await page.getByRole("button", { name: "Create organisation" }).click();
    await page.getByText("Enter your organisation's name").waitFor();
    await page.getByLabel("Organisation").fill("Greenleaf Farms");
    await page.getByLabel("Your name").fill("Rosa Delgado");
    await page.getByLabel("Work e-mail").fill(email);
    // The server refuses a common password, and says why next to the field.
    await page.getByLabel("Password").fill("password1234");
    await page.getByRole("button", { name: "Create organisation" }).click();
    await page.getByText(/too common/).waitFor();
    await page.getByLabel("Password").fill("romaine rows at first light");
    await screenshot(page, "accounts-sign-up-1280");
    await page.getByRole("button", { name: "Create organisation" }).click();
    await page.waitForURL(/\/app\/overview$/);

    const checklist = page.getByText("Get Clausewise ready");
    await checklist.waitFor();
    await page.getByRole("link", { name: /Add your first site \(to do\)/ }).waitFor();
    await screenshot(page, "accounts-first-run-1280");

    await page.getByRole("button", { name: /Account menu for Rosa Delgado/ }).click();
    await page.getByRole("menuitem", { name: "Password & sessions" }).click();
    await page.waitForURL(/\/app\/settings\/account$/);
    await page.getByText("This device").waitFor();
    await page.getByLabel("Current password").fill("romaine rows at first light");
    await page.getByLabel("New password").fill("frost cloth over the melons");
    await page.getByRole("button", { name: "Change password" }).click();
    await page.getByText("Password Changed").waitFor();

    // Notification e-mails: a kind turned off stays off after a reload (stored on the server).
    const sopReviews = page.getByRole("combobox", { name: "SOP review due" });
    await expect.poll(() => sopReviews.textContent()).toBe("Daily digest");
    await sopReviews.click();
    await page.getByRole("option", { name: "Off" }).click();
    await page.getByText("E-mail setting saved").waitFor();
    await page.reload();
    await expect.poll(() => page.getByRole("combobox", { name: "SOP review due" }).textContent()).toBe("Off");
    await page.getByRole("combobox", { name: "CAPA past due" }).waitFor();
    expect(await page.getByRole("combobox", { name: "CAPA past due" }).textContent()).toBe("Immediately");
    await page.locator("#notification-emails").scrollIntoViewIfNeeded();
    await screenshot(page, "accounts-account-1280");

    await resize(page, 375, 812);
    await screenshot(page, "accounts-account-375");
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!);

    // Sign out everywhere ends this session too.
    await page.getByRole("button", { name: "Sign out everywhere" }).click();
    await page.waitForURL(/\/sign-in/);
    expect((await page.request.get("/api/auth/me")).status()).toBe(401);
    await page.context().close();
  });

  it("signs up, adds a site, invites a teammate who joins from the e-mailed link and signs in", async () => {
    const page = await newPage(browser, { baseURL });
    const owner = `qa-lead-${Date.now()}@coastalberries.example`;
    const teammate = `crew-lead-${Date.now()}@coastalberries.example`;
    await page.goto("/sign-up");
    await page.getByLabel("Organisation").fill("Coastal Berries");
    await page.getByLabel("Your name").fill("Nora Castillo");
    await page.getByLabel("Work e-mail").fill(owner);
    await page.getByLabel("Password").fill("strawberry beds under hoops");
    await page.getByRole("button", { name: "Create organisation" }).click();
    await page.waitForURL(/\/app\/overview$/);

    await page.getByRole("link", { name: /Add your first site/ }).click();
    await page.waitForURL(/\/app\/settings\/sites$/);
    await page.getByRole("button", { name: "Add site" }).click();
    await page.getByLabel("Site id").fill("watsonville");
    await page.getByLabel("Name").fill("Watsonville Cooler");
    await page.getByLabel("Address").fill("200 Riverside Dr, Watsonville, CA 95076");
    await page.getByLabel("Time zone").fill("America/Los_Angeles");
    await page.getByRole("dialog").getByRole("button", { name: "Add site" }).click();
    await page.getByText("Watsonville Cooler").first().waitFor();

    await page.goto("/app/overview");
    await page.getByRole("link", { name: /Add your first site \(done\)/ }).waitFor();
    await page.getByRole("link", { name: /Invite your team/ }).click();
    await page.waitForURL(/\/app\/settings\/users$/);
    await page.getByRole("button", { name: "Invite" }).click();
    await page.getByLabel("E-mail").fill(teammate);
    await page.getByRole("combobox", { name: "Role" }).click();
    await page.getByRole("option", { name: "Supervisor" }).click();
    await page.getByRole("group", { name: "Sites" }).getByRole("checkbox", { name: "Watsonville Cooler" }).check();
    expect(await page.getByRole("combobox", { name: "Language of the invitation" }).textContent()).toBe("English");
    await page.getByRole("button", { name: "Create invitation" }).click();
    await page.getByLabel("Invitation link").waitFor();
    await screenshot(page, "accounts-invite-1280");
    await page.getByRole("button", { name: "Done" }).click();
    await page.getByRole("list", { name: "Pending invitations" }).getByText(teammate).waitFor();
    await screenshot(page, "accounts-users-1280");

    // The invitation e-mail arrives at the in-process SMTP receiver; the teammate opens its link.
    await expect.poll(() => smtp.received.some((m) => m.to.includes(teammate)), { timeout: 30_000 }).toBe(true);
    const mail = smtp.received.find((m) => m.to.includes(teammate))!;
    const link = /Accept the invitation: (\S+)/.exec(bodyOf(mail.raw))![1]!;
    const invitee = await newPage(browser, { baseURL, width: 375 });
    await invitee.goto(new URL(link).pathname);
    await invitee.getByRole("heading", { name: "Join Coastal Berries" }).waitFor();
    await screenshot(invitee, "accounts-accept-375");
    await invitee.getByLabel("Your name").fill("Hector Ruiz");
    await invitee.getByLabel("Password").fill("pickers start at six sharp");
    await invitee.getByRole("button", { name: "Join Coastal Berries" }).click();
    await invitee.waitForURL(/\/app\/overview$/);
    const me = await (await invitee.request.get("/api/auth/me")).json();
    expect(me).toMatchObject({ role: "supervisor", restrictedSites: ["watsonville"], user: { name: "Hector Ruiz" } });

    // The link is used up; the teammate signs in with the password she chose.
    await invitee.request.post("/api/auth/logout");
    await invitee.goto(new URL(link).pathname);
    await invitee.getByText(/already been used/).waitFor();
    await invitee.goto("/sign-in");
    await invitee.getByLabel("E-mail").fill(teammate);
    await invitee.getByLabel("Password").fill("pickers start at six sharp");
    await invitee.getByRole("button", { name: "Sign in" }).click();
    await invitee.waitForURL(/\/app\//);
    await page.context().close();
    await invitee.context().close();
  });

  it("offers the demo from the sign-in page", async () => {
    const page = await newPage(browser, { baseURL, width: 375 });
    await page.goto("/sign-in");
    const explore = page.getByRole("button", { name: "Explore the demo" });
    await explore.waitFor();
    await screenshot(page, "accounts-sign-in-375");
    await explore.click();
    await page.waitForURL(/\/app\//);
    expect((await (await page.request.get("/api/auth/me")).json()).user.email).toBe("admin@clausewise.demo");
    await page.context().close();
  });
});
