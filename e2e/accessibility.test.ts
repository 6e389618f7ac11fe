import { afterAll, beforeAll, describe, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { webRoutePatterns } from "./support/app-routes";
import { seriousViolations, settled } from "./support/axe";
import { expect, launchBrowser, newPage, resize, screenshot, signIn } from "./support/browser";

let browser: Browser;
let admin: Page;
let visitor: Page;
const baseURL = inject("baseURL");
/** Links only the server hands out: a training station's, an invitation's and a supplier's upload link. */
const links = { station: "", invitation: "", supplierUpload: "" };

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await newPage(browser, { baseURL });
  await signIn(admin, "admin@clausewise.demo");
  visitor = await newPage(browser, { baseURL });
  const station = await admin.request.post("/api/sites/oxnard/training/kiosks", {
    data: { stationName: "Accessibility check", device: "phone" },
  });
  expect(station.status()).toBe(201);
  links.station = ((await station.json()) as { path: string }).path;
  const invitee = `axe-${Date.now()}@example.com`;
  const invited = await admin.request.post("/api/invitations", { data: { email: invitee, role: "viewer" } });
  expect(invited.status()).toBe(201);
  const outbox = (await (await admin.request.get("/api/admin/outbox")).json()) as {
    messages: { to: string; text: string }[];
  };
  const mail = outbox.messages.find((m) => m.to === invitee);
  const supplier = await admin.request.post("/api/suppliers", {
    data: { name: `Axe check ${Date.now().toString(36)}`, category: "packaging", riskLevel: "medium" },
  });
  expect(supplier.status()).toBe(201);
  const supplierId = ((await supplier.json()) as { supplier: { id: string } }).supplier.id;
  const upload = await admin.request.post(`/api/suppliers/${supplierId}/upload-links`, { data: {} });
  expect(upload.status()).toBe(201);
  links.supplierUpload = ((await upload.json()) as { path: string }).path;
  links.invitation = new URL(/Accept the invitation: (\S+)/.exec(mail?.text ?? "")?.[1] ?? "http://x/").pathname;
});
afterAll(() => browser?.close());

type Open = (page: Page) => Promise<void>;
const visit =
  (url: string): Open =>
  async (page) => {
    await page.goto(url);
    await settled(page);
  };

/** Signed-out screens, by the route pattern of src/web/routes.tsx they stand for. */
const publicScreens: Record<string, Open> = {
  "/": visit("/"),
  "/sign-in": visit("/sign-in"),
  "/sign-up": visit("/sign-up"),
  "/forgot-password": visit("/forgot-password"),
  "/reset-password/:token": visit("/reset-password/not-a-real-token"),
  "/invite/:token": (page) => visit(links.invitation)(page),
  "/audit/result": visit("/audit/result"),
  "*": visit("/no-such-page"),
  "/sso/callback": visit("/sso/callback?state=not-a-real-state&code=abc"),
  "/train/:token": (page) => visit(links.station)(page),
  "/supplier-upload/:token": (page) => visit(links.supplierUpload)(page),
};

/** The signed-in app's screens (as the administrator, who sees every one), by route pattern. */
const appScreens: Record<string, Open> = {
  "/app": visit("/app"),
  "/app/overview": visit("/app/overview"),
  "/app/today": visit("/app/today"),
  "/app/records": visit("/app/records"),
  "/app/records/monitoring": visit("/app/records/monitoring"),
  "/app/records/verifications": visit("/app/records/verifications"),
  "/app/records/incidents": visit("/app/records/incidents"),
  "/app/records/holds": visit("/app/records/holds"),
  "/app/records/forms": visit("/app/records/forms"),
  "/app/records/inbox": visit("/app/records/inbox"),
  "/app/records/import": visit("/app/records/import"),
  "/app/records/recall-drills": visit("/app/records/recall-drills"),
  "/app/suppliers": visit("/app/suppliers"),
  "/app/traceability": visit("/app/traceability"),
  "/app/traceability/capture": visit("/app/traceability/capture"),
  "/app/traceability/import": visit("/app/traceability/import"),
  "/app/traceability/complete": visit("/app/traceability/complete"),
  "/app/traceability/events": visit("/app/traceability/events"),
  "/app/traceability/trace": visit("/app/traceability/trace"),
  "/app/traceability/completeness": visit("/app/traceability/completeness"),
  "/app/traceability/fda-spreadsheet": visit("/app/traceability/fda-spreadsheet"),
  "/app/traceability/master-data": visit("/app/traceability/master-data"),
  "/app/traceability/plan": visit("/app/traceability/plan"),
  "/app/ask": visit("/app/ask"),
  "/app/audits": visit("/app/audits"),
  "/app/audits/internal": visit("/app/audits/internal"),
  "/app/audits/external": visit("/app/audits/external"),
  "/app/audits/evidence": visit("/app/audits/evidence"),
  "/app/audits/documents": visit("/app/audits/documents"),
  "/app/library": visit("/app/library"),
  "/app/library/fsp": visit("/app/library/fsp"),
  "/app/library/sops": visit("/app/library/sops"),
  "/app/library/templates": visit("/app/library/templates"),
  "/app/training": visit("/app/training"),
  "/app/training/matrix": visit("/app/training/matrix"),
  "/app/training/assignments": visit("/app/training/assignments"),
  "/app/training/modules": visit("/app/training/modules"),
  "/app/training/sessions": visit("/app/training/sessions"),
  "/app/people/directory": visit("/app/people/directory"),
  "/app/people/roles": visit("/app/people/roles"),
  "/app/people/badges": visit("/app/people/badges"),
  "/app/settings/sites": visit("/app/settings/sites"),
  "/app/settings/sites/:siteId": visit("/app/settings/sites/oxnard"),
  "/app/settings/sites/:siteId/scope": visit("/app/settings/sites/oxnard/scope"),
  "/app/settings/users": visit("/app/settings/users"),
  "/app/settings/account": visit("/app/settings/account"),
  "/app/settings/organisation": visit("/app/settings/organisation"),
  "/app/settings/sso": visit("/app/settings/sso"),
  "/app/settings/outbox": visit("/app/settings/outbox"),
  "/app/settings/audit-log": visit("/app/settings/audit-log"),
  "/app/settings/company": visit("/app/settings/company"),
  "/app/settings/permissions": visit("/app/settings/permissions"),
  "/app/settings/integrations": visit("/app/settings/integrations"),
};

/** States of a screen a route alone does not reach: dialogs, tabs, the top bar's search and bell. */
const screenStates: Record<string, Open> = {
  "monitoring › New Record dialog": async (page) => {
    await visit("/app/records/monitoring")(page);
    await page.getByRole("button", { name: "New Record" }).click();
    await page.getByRole("dialog").waitFor();
  },
  "monitoring › record View dialog": async (page) => {
    await visit("/app/records/monitoring")(page);
    await page.getByRole("button", { name: /^View/ }).first().click();
    await page.getByRole("dialog").waitFor();
    await settled(page);
  },
  "internal audits › Active Checklist tab": async (page) => {
    await visit("/app/audits/internal")(page);
    await page.getByRole("tab", { name: "Active Checklist" }).click();
    await settled(page);
  },
  "internal audits › Findings tab": async (page) => {
    await visit("/app/audits/internal")(page);
    await page.getByRole("tab", { name: "Findings" }).click();
    await settled(page);
  },
  "food safety plan › Review History tab": async (page) => {
    await visit("/app/library/fsp")(page);
    await page.getByRole("tab", { name: /History/ }).click();
    await settled(page);
  },
  "food safety plan › Compliance Status tab": async (page) => {
    await visit("/app/library/fsp")(page);
    await page.getByRole("tab", { name: /Compliance/ }).click();
    await settled(page);
  },
  "suppliers › a supplier": async (page) => {
    await visit("/app/suppliers")(page);
    await page.getByTestId("supplier-row").first().getByRole("button").click();
    await page.getByTestId("supplier-detail").getByRole("heading", { level: 2 }).waitFor();
    await settled(page);
  },
  "suppliers › Document requirements dialog": async (page) => {
    await visit("/app/suppliers")(page);
    await page.getByRole("button", { name: "Document requirements" }).click();
    await page.getByRole("dialog").waitFor();
    await settled(page);
  },
  "suppliers › Add supplier dialog": async (page) => {
    await visit("/app/suppliers")(page);
    await page.getByRole("button", { name: "Add supplier" }).click();
    await page.getByRole("dialog").waitFor();
  },
  search: async (page) => {
    await visit("/app/overview")(page);
    await page.keyboard.press("Control+k");
    await page.getByRole("dialog").waitFor();
    await page.getByRole("combobox", { name: "Search" }).fill("cooler");
    await page.getByRole("group", { name: "Records" }).waitFor();
    await settled(page);
  },
  notifications: async (page) => {
    await visit("/app/overview")(page);
    await page.getByRole("button", { name: /Notifications/ }).click();
    await page.getByRole("dialog").waitFor();
    await settled(page);
  },
};

/** Screens looked at in Spanish (the browser's language; the demo administrator has chosen none). */
const spanishScreens = [
  "/sign-in",
  "/forgot-password",
  "/app/overview",
  "/app/records/monitoring",
  "/app/suppliers",
  "/app/training/matrix",
  "/app/settings/account",
  "/app/settings/outbox",
];

describe("accessibility: axe on every screen", () => {
  it("every route of src/web/routes.tsx has an axe check here", () => {
    const checked = [...Object.keys(publicScreens), ...Object.keys(appScreens)].sort();
    expect(checked).toEqual(webRoutePatterns());
  });

  for (const [pattern, open] of Object.entries(publicScreens)) {
    it(`signed out ${pattern}: no serious or critical violation`, async () => {
      await open(visitor);
      expect(await seriousViolations(visitor)).toEqual([]);
    });
  }

  for (const [pattern, open] of Object.entries({ ...appScreens, ...screenStates })) {
    it(`${pattern}: no serious or critical violation`, async () => {
      await open(admin);
      expect(await seriousViolations(admin)).toEqual([]);
    });
  }
});

describe("colour is never the only signal of a state", () => {
  it("an out-of-limit reading is marked by an icon named 'Out of limit' in the list and by words beside its value", async () => {
    await visit("/app/records/monitoring")(admin);
    const row = admin
      .getByTestId("record-row")
      .filter({ has: admin.getByRole("img", { name: "Out of limit" }) })
      .first();
    await row.getByRole("button", { name: "View" }).click();
    const dialog = admin.getByRole("dialog");
    await expect.poll(() => dialog.getByText("Out of limit", { exact: true }).isVisible()).toBe(true);
    await admin.keyboard.press("Escape");
  });

  it("each overview trend says Better, Worse or No change in words and by its icon's name, by the figure's own direction", async () => {
    await visit("/app/overview")(admin);
    // Readiness and training coverage improve upwards; records to verify and open deviations downwards.
    const cards = {
      "metric-readiness": true,
      "metric-records": false,
      "metric-training": true,
      "metric-deviations": false,
    };
    for (const [card, goodWhenUp] of Object.entries(cards)) {
      const trend = admin.getByTestId(card).getByTestId("trend");
      await expect.poll(() => trend.isVisible()).toBe(true);
      const text = (await trend.textContent()) ?? "";
      // The demo stores 90 days of snapshots: every card has a trend.
      expect(text).not.toContain("No history");
      const change = Number(/([+-]?\d+(?:\.\d+)?)/.exec(text)?.[1]);
      const expected = change === 0 ? "No change" : change > 0 === goodWhenUp ? "Better" : "Worse";
      expect(await trend.getByRole("img", { name: expected }).isVisible()).toBe(true);
      expect(text).toContain(expected.toLowerCase());
    }
    await screenshot(admin, "a11y-overview-trends-1280");
  });

  it("a module language with a mistake is marked by an icon named 'Has mistakes to correct' on its tab", async () => {
    await visit("/app/training/modules")(admin);
    await admin.getByRole("button", { name: "Create Module" }).click();
    const dialog = admin.getByRole("dialog");
    await dialog.getByLabel("Title", { exact: true }).fill("Colour check");
    await dialog.getByRole("button", { name: "Create Module" }).click();
    const englishTab = dialog.getByRole("tab", { name: /English/ });
    await expect.poll(() => englishTab.getByRole("img", { name: "Has mistakes to correct" }).isVisible()).toBe(true);
    await admin.keyboard.press("Escape");
  });
});

describe("accessibility: axe on screens in Spanish", () => {
  let spanish: Page;
  let spanishVisitor: Page;
  beforeAll(async () => {
    spanishVisitor = await newPage(browser, { baseURL, locale: "es-US" });
    // The administrator's session in a browser whose language is Spanish.
    const context = await browser.newContext({
      baseURL,
      locale: "es-US",
      viewport: { width: 1280, height: 800 },
      storageState: await admin.context().storageState(),
    });
    spanish = await context.newPage();
  });

  for (const url of spanishScreens) {
    it(`${url} in Spanish: no serious or critical violation`, async () => {
      const page = url.startsWith("/app/") ? spanish : spanishVisitor;
      await visit(url)(page);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe("es");
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  it("a table wider than its card scrolls inside it and is a keyboard stop while it does", async () => {
    await resize(spanish, 820, 800);
    try {
      await visit("/app/records/monitoring")(spanish);
      const containers = () =>
        spanish
          .locator('[data-slot="table-container"]')
          .evaluateAll((elements) =>
            elements.map((e) => ({ scrolls: e.scrollWidth > e.clientWidth, tabIndex: e.getAttribute("tabindex") })),
          );
      await expect.poll(async () => (await containers()).some((c) => c.scrolls)).toBe(true);
      for (const container of await containers()) expect(container.tabIndex).toBe(container.scrolls ? "0" : null);
      expect(await seriousViolations(spanish)).toEqual([]);
    } finally {
      await resize(spanish, 1280, 800);
    }
  });
});
