import fs from "node:fs";
import { afterAll, beforeAll, describe, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { expect, launchBrowser, newPage, screenshot, signIn } from "./support/browser";

// Issue 13, phones: every screen of src/web/routes.tsx at 375 px without page-level horizontal scroll,
// signed out for the public screens and as the demo administrator for the app. A route added to
// routes.tsx without an entry here fails the first test, as a new API route fails tests/tenancy.test.ts.

let browser: Browser;
const baseURL = inject("baseURL");

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The paths routes.tsx declares: `path: "…"` entries and the comingSoon([path, title]) pairs. */
function declaredPaths(): string[] {
  const source = fs.readFileSync("src/web/routes.tsx", "utf8");
  const paths = [...source.matchAll(/\bpath:\s*"([^"]+)"/g)].map((m) => m[1]!);
  const soon = source.slice(source.indexOf("...comingSoon(["));
  const comingSoon = [...soon.slice(0, soon.indexOf("])")).matchAll(/\[\s*"([^"]+)",\s*"[^"]+"\s*\]/g)].map(
    (m) => m[1]!,
  );
  return [...paths, ...comingSoon].map((p) => (p.startsWith("/") || p === "*" ? p : `/app/${p}`));
}

type Visit = { url: string | ((page: Page) => Promise<string>) };

/** Public screens, visited signed out. */
const publicScreens: Record<string, Visit> = {
  "/": { url: "/" },
  "/audit/result": { url: "/audit/result" },
  "*": { url: "/no-such-page" },
  "/sign-in": { url: "/sign-in" },
  "/sign-up": { url: "/sign-up" },
  "/forgot-password": { url: "/forgot-password" },
  "/reset-password/:token": { url: "/reset-password/not-a-real-token" },
  "/sso/callback": { url: "/sso/callback" },
  "/train/:token": {
    url: async (admin) => {
      const created = await admin.request.post("/api/sites/oxnard/training/kiosks", {
        data: { stationName: "Phones check", device: "phone" },
      });
      expect(created.status()).toBe(201);
      return (await created.json()).path as string;
    },
  },
  "/supplier-upload/:token": {
    url: async (admin) => {
      const supplier = await admin.request.post("/api/suppliers", {
        data: { name: `Phones check ${Date.now().toString(36)}`, category: "grower", riskLevel: "high" },
      });
      expect(supplier.status()).toBe(201);
      const { id } = ((await supplier.json()) as { supplier: { id: string } }).supplier;
      const created = await admin.request.post(`/api/suppliers/${id}/upload-links`, { data: {} });
      expect(created.status()).toBe(201);
      return (await created.json()).path as string;
    },
  },
  "/invite/:token": {
    url: async (admin) => {
      const created = await admin.request.post("/api/invitations", {
        data: { email: `phones-${Date.now().toString(36)}@clausewise.test`, role: "qa_tech" },
      });
      expect(created.status()).toBe(201);
      return new URL((await created.json()).link as string).pathname;
    },
  },
};

/** App screens, visited as the demo administrator on oxnard. */
const appScreens: Record<string, Visit> = Object.fromEntries(
  [
    "/app/overview",
    "/app/today",
    "/app/audits",
    "/app/audits/internal",
    "/app/audits/external",
    "/app/audits/evidence",
    "/app/audits/documents",
    "/app/records",
    "/app/records/monitoring",
    "/app/records/verifications",
    "/app/records/incidents",
    "/app/records/holds",
    "/app/records/forms",
    "/app/records/inbox",
    "/app/records/import",
    "/app/records/recall-drills",
    "/app/suppliers",
    "/app/traceability",
    "/app/traceability/capture",
    "/app/traceability/import",
    "/app/traceability/complete",
    "/app/traceability/events",
    "/app/traceability/trace",
    "/app/traceability/completeness",
    "/app/traceability/fda-spreadsheet",
    "/app/traceability/master-data",
    "/app/traceability/plan",
    "/app/ask",
    "/app/settings/sites",
    "/app/settings/sites/:siteId",
    "/app/settings/audit-log",
    "/app/settings/organisation",
    "/app/settings/sites/:siteId/scope",
    "/app/library",
    "/app/library/fsp",
    "/app/library/sops",
    "/app/library/templates",
    "/app/training",
    "/app/training/matrix",
    "/app/training/assignments",
    "/app/training/modules",
    "/app/training/sessions",
    "/app/people/directory",
    "/app/settings/sso",
    "/app/settings/users",
    "/app/settings/outbox",
    "/app/settings/account",
    "/app/people/roles",
    "/app/people/badges",
    "/app/settings/company",
    "/app/settings/permissions",
    "/app/settings/integrations",
  ].map((path) => [path, { url: path.replace(":siteId", "oxnard") }]),
);
// The index route (no path of its own) redirects to the overview.
appScreens["/app"] = { url: "/app" };

const slug = (path: string) => path.replace(/[/:*?=]+/g, "-").replace(/^-|-$/g, "") || "root";

/**
 * Opens the screen, waits for it to settle, and measures it: the page's scroll width, and the controls
 * (buttons, links, fields) that stick out past the screen's right edge — clipped by a table or a card
 * that scrolls sideways, so a person on a phone does not see them.
 */
async function measure(page: Page, url: string, name: string) {
  await page.goto(url);
  await page.waitForLoadState("networkidle");
  await expect.poll(() => page.locator("h1:visible, h2:visible").count()).toBeGreaterThan(0);
  await expect.poll(() => page.locator('[data-slot="skeleton"]').count()).toBe(0);
  await screenshot(page, `phones-${name}`);
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    outside: [...document.querySelectorAll("button, a[href], input, textarea, [role=tab]")]
      .filter((e) => {
        const r = e.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && r.right > window.innerWidth + 1;
      })
      .map((e) => (e.textContent?.trim() || e.getAttribute("aria-label") || e.tagName).slice(0, 40)),
  }));
}

/** At 1280 px for a person to look at; at 375 px nothing wider than the screen and every control on it. */
async function fitsPhone(pages: Map<number, Page>, url: string, path: string) {
  await measure(pages.get(1280)!, url, `${slug(path)}-1280`);
  const phone = await measure(pages.get(375)!, url, `${slug(path)}-375`);
  expect(phone.scrollWidth).toBeLessThanOrEqual(375);
  expect(phone.outside).toEqual([]);
}

describe("every screen at 375 px", () => {
  it("has an entry here for every route of routes.tsx", () => {
    const declared = declaredPaths();
    const listed = new Set([...Object.keys(publicScreens), ...Object.keys(appScreens)]);
    const unlisted = declared.filter((p) => !listed.has(p));
    expect(unlisted).toEqual([]);
    // The parser found the routes (a change of routes.tsx's shape must not empty the check).
    expect(declared.length).toBeGreaterThan(40);
  });

  describe("signed out", () => {
    let admin: Page;
    const pages = new Map<number, Page>();
    beforeAll(async () => {
      admin = await newPage(browser, { baseURL });
      await signIn(admin, "admin@clausewise.demo");
      for (const width of [375, 1280]) pages.set(width, await newPage(browser, { baseURL, width }));
    });
    afterAll(async () => {
      for (const page of [admin, ...pages.values()]) await page.context().close();
    });

    for (const [path, visit] of Object.entries(publicScreens)) {
      it(`${path} fits 375 px (and is looked at at 1280 px)`, async () => {
        await fitsPhone(pages, typeof visit.url === "string" ? visit.url : await visit.url(admin), path);
      });
    }
  });

  describe("signed in as the administrator, with the demo data", () => {
    const pages = new Map<number, Page>();
    beforeAll(async () => {
      for (const width of [375, 1280]) {
        const page = await newPage(browser, { baseURL, width });
        await signIn(page, "admin@clausewise.demo");
        pages.set(width, page);
      }
    });
    afterAll(async () => {
      for (const page of pages.values()) await page.context().close();
    });

    for (const [path, visit] of Object.entries(appScreens)) {
      it(`${path} fits 375 px (and is looked at at 1280 px)`, async () => {
        await fitsPhone(pages, visit.url as string, path);
      });
    }
  });
});

describe("lists on a phone: each row's actions are on the screen", () => {
  // At 375 px a list shows fewer columns, and when its columns are still wider than the card, the table
  // scrolls inside it with its first column (what the row is) and its last (the actions) held in view.
  const lists: [url: string, actions: string][] = [
    ["/app/records/monitoring", "tbody tr > td:last-child"],
    ["/app/records/verifications", "tbody tr > td:last-child"],
    ["/app/records/incidents", "tbody tr > td:last-child"],
    ["/app/records/holds", "tbody tr > td:last-child"],
    ["/app/audits/internal", "tbody tr > td:last-child"],
    ["/app/audits/internal?tab=findings", "tbody tr > td:last-child"],
    ["/app/audits/external", "tbody tr > td:last-child"],
    ["/app/audits/evidence", "tbody tr > td:last-child"],
    ["/app/people/directory", "tbody tr > td:last-child"],
  ];
  let page: Page;
  beforeAll(async () => {
    page = await newPage(browser, { baseURL, width: 375 });
    await signIn(page, "admin@clausewise.demo");
  });
  afterAll(() => page.context().close());

  for (const [url, rows] of lists) {
    it(`${url}: every row's actions are within the 375 px screen, without scrolling sideways`, async () => {
      await page.goto(url);
      await page.waitForLoadState("networkidle");
      await expect.poll(() => page.locator(`${rows} button:visible`).count()).toBeGreaterThan(0);
      await screenshot(page, `phones-list-${slug(url)}-375`);
      const off = await page.locator(`${rows} button:visible`).evaluateAll((buttons) =>
        buttons
          .map((b) => ({
            name: (b.textContent?.trim() || b.getAttribute("aria-label") || "").slice(0, 30),
            r: b.getBoundingClientRect(),
          }))
          .filter(({ r }) => r.left < 0 || r.right > window.innerWidth)
          .map(({ name, r }) => `${name} ${Math.round(r.left)}–${Math.round(r.right)}`),
      );
      expect(off).toEqual([]);
    });
  }
});
