import { afterAll, beforeAll, describe, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { expect, launchBrowser, newPage, screenshot } from "./support/browser";

let browser: Browser;
const baseURL = inject("baseURL");

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

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
    await screenshot(page, "accounts-account-1280");

    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, "accounts-account-375");
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!);

    // Sign out everywhere ends this session too.
    await page.getByRole("button", { name: "Sign out everywhere" }).click();
    await page.waitForURL(/\/sign-in/);
    expect((await page.request.get("/api/auth/me")).status()).toBe(401);
    await page.context().close();
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
