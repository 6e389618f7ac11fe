import { afterAll, beforeAll, describe, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { expect, launchBrowser, newPage, screenshot, signIn } from "./support/browser";

let browser: Browser;
const baseURL = inject("baseURL");

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("foundation journey", () => {
  it("sends a signed-out visitor to sign-in and back to the page asked for, then signs out to /", async () => {
    const page = await newPage(browser, { baseURL });
    // The Content-Security-Policy must be one the app itself satisfies.
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    await page.goto("/app/settings/company");
    await page.waitForURL(/\/sign-in\?next=%2Fapp%2Fsettings%2Fcompany/);
    await page.getByLabel("E-mail").fill("qa.manager@clausewise.demo");
    await page.getByLabel("Password").fill("wrong password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect.poll(() => page.getByRole("alert").textContent()).toContain("E-mail or password is incorrect");
    await page.getByLabel("Password").fill("clausewise-demo");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(/\/app\/settings\/company$/);
    await expect.poll(() => page.getByRole("heading", { name: "Coming Soon" }).isVisible()).toBe(true);

    await page.getByRole("button", { name: /Account menu for Daniel Kim/ }).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.goto("/app/overview");
    await page.waitForURL(/\/sign-in/);
    expect(violations).toEqual([]);
    await page.context().close();
  });

  it("signs in as each demo user and shows their name, e-mail and role in the user menu", async () => {
    const users = [
      ["admin@clausewise.demo", "Alex Rivera", "Administrator"],
      ["pcqi@clausewise.demo", "Maria Gonzalez", "PCQI"],
      ["qa.manager@clausewise.demo", "Daniel Kim", "QA Manager"],
      ["qa.tech@clausewise.demo", "Sofia Ramirez", "QA Tech"],
      ["supervisor@clausewise.demo", "James Carter", "Supervisor"],
      ["viewer@clausewise.demo", "Priya Patel", "Viewer"],
    ] as const;
    for (const [email, name, role] of users) {
      const page = await newPage(browser, { baseURL });
      await signIn(page, email);
      await page.waitForURL(/\/app\/overview$/);
      await page.getByRole("button", { name: `Account menu for ${name}` }).click();
      expect(await page.getByTestId("user-name").textContent()).toBe(name);
      expect(await page.getByTestId("user-email").textContent()).toBe(email);
      expect(await page.getByTestId("user-role").textContent()).toBe(role);
      if (role === "Administrator") await screenshot(page, "overview-user-menu-1280");
      await page.context().close();
    }
  });

  it("loads a deep link on a hard refresh (history fallback) and works at 375 px", async () => {
    const page = await newPage(browser, { baseURL, width: 375 });
    await signIn(page, "pcqi@clausewise.demo");
    await page.goto("/app/people/badges");
    await page.reload();
    await expect.poll(() => page.getByText("Worker Badges").isVisible()).toBe(true);
    await page.getByRole("button", { name: "Open navigation" }).click();
    await expect.poll(() => page.getByRole("link", { name: "Overview" }).isVisible()).toBe(true);
    await screenshot(page, "drawer-375");
    await page.context().close();
  });

  it("shows 'Unexpected Application Error!' when a screen's code cannot be loaded", async () => {
    const page = await newPage(browser, { baseURL });
    await signIn(page, "viewer@clausewise.demo");
    // Lose the Coming Soon screen's chunk on the way, as a flaky network or a stale deployment would.
    await page.route(/coming-soon-page-[^/]*\.js$/, (route) => route.abort());
    await page.goto("/app/settings/integrations");
    await expect
      .poll(() => page.getByRole("heading", { name: "Unexpected Application Error!" }).isVisible())
      .toBe(true);
    expect(await page.getByRole("link", { name: "Return to Home" }).getAttribute("href")).toBe("/");
    await page.context().close();
  });

  it("words a proxy's HTML error page as a readable message, not its markup", async () => {
    const page = await newPage(browser, { baseURL });
    // A load balancer in front of the server answers the sign-in with its own HTML 502 page.
    await page.route("**/api/auth/login", (route) =>
      route.fulfill({
        status: 502,
        contentType: "text/html",
        body: "<html><head><title>502 Bad Gateway</title></head><body><center>nginx</center></body></html>",
      }),
    );
    await page.goto("/sign-in");
    await page.getByLabel("E-mail").fill("qa.manager@clausewise.demo");
    await page.getByLabel("Password").fill("clausewise-demo");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect
      .poll(() => page.getByRole("alert").textContent())
      .toBe("Clausewise is not answering right now (HTTP 502 Bad Gateway). Try again in a moment.");
    expect(page.url()).toMatch(/\/sign-in$/);
    await page.context().close();
  });
});
