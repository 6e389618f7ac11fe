import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, inject, it } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { addCalendarDays, siteToday } from "../src/domain/dates";
import { settled } from "./support/axe";
import { expect, launchBrowser, newPage, signIn } from "./support/browser";
import { dialogTabStops, focusedElement, focusInsideDialog, isFocused, tabTo } from "./support/keyboard";

let browser: Browser;
let admin: Page;
let pcqi: Page;
const baseURL = inject("baseURL");

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await newPage(browser, { baseURL });
  await signIn(admin, "admin@clausewise.demo");
  pcqi = await newPage(browser, { baseURL });
  await signIn(pcqi, "pcqi@clausewise.demo");
});
afterAll(() => browser?.close());

/** The app's dialogs an administrator opens from a button on a screen: [screen, the button's name]. */
const dialogs: [url: string, trigger: string | RegExp][] = [
  ["/app/records/monitoring", "New Record"],
  ["/app/records/monitoring", /^View/],
  ["/app/records/verifications", "Review"],
  ["/app/records/incidents", "Report Incident"],
  ["/app/records/holds", "Place Hold"],
  ["/app/records/holds", "Release"],
  ["/app/audits/internal", "Schedule Audit"],
  ["/app/audits/external", "Schedule Audit"],
  ["/app/audits/external", "Upload Report"],
  ["/app/audits/evidence", "Generate Evidence Pack"],
  ["/app/training/assignments", "Assign Module"],
  ["/app/training/matrix", "Assign Training"],
  ["/app/training/modules", "Create Module"],
  ["/app/people/directory", "Add Employee"],
  ["/app/people/directory", "Import CSV"],
  ["/app/settings/sites/oxnard", "New schedule"],
  ["/app/library/sops", "New SOP"],
  ["/app/settings/sites", "Add site"],
  ["/app/settings/users", "Invite"],
  ["/app/overview", /^Search/],
];

describe("every dialog traps the focus and gives it back to its trigger", () => {
  for (const [url, name] of dialogs) {
    it(`${url} › ${name}: opened with Enter, Tab stays inside, Escape closes and focus returns`, async () => {
      await admin.goto(url);
      await settled(admin);
      const trigger = admin.getByRole("button", { name }).first();
      await tabTo(admin, trigger);
      await admin.keyboard.press("Enter");
      await admin.getByRole("dialog").waitFor();
      await expect.poll(() => focusInsideDialog(admin)).toBe(true);
      // Once round the dialog and a few more, both ways: the focus never leaves it.
      const stops = (await dialogTabStops(admin)) + 2;
      for (let i = 0; i < stops; i += 1) {
        await admin.keyboard.press("Tab");
        expect(await focusInsideDialog(admin), await focusedElement(admin)).toBe(true);
      }
      for (let i = 0; i < stops; i += 1) {
        await admin.keyboard.press("Shift+Tab");
        expect(await focusInsideDialog(admin), await focusedElement(admin)).toBe(true);
      }
      await admin.keyboard.press("Escape");
      await expect.poll(() => admin.getByRole("dialog").count()).toBe(0);
      await expect.poll(() => isFocused(trigger), { message: await focusedElement(admin) }).toBe(true);
    });
  }
});

/** Tab round the open (topmost) dialog both ways: the focus never leaves it. */
async function focusStaysInside(page: Page) {
  await expect.poll(() => focusInsideDialog(page)).toBe(true);
  const stops = (await dialogTabStops(page)) + 2;
  for (const key of ["Tab", "Shift+Tab"])
    for (let i = 0; i < stops; i += 1) {
      await page.keyboard.press(key);
      expect(await focusInsideDialog(page), await focusedElement(page)).toBe(true);
    }
}

/** Moves the focus to a button with Tab and presses Enter, as a keyboard user opens a dialog. */
async function press(page: Page, target: Locator) {
  await tabTo(page, target);
  await page.keyboard.press("Enter");
}

let viewButton: Locator | undefined;
let previewClauses: Locator | undefined;
/** Oxnard's scope (draft and applied) before its N/A rationale dialog is opened and cancelled. */
let scopeBefore: unknown;
const oxnardScope = async (page: Page) => {
  const { draft, applied, hasUnappliedChanges } = await (await page.request.get("/api/sites/oxnard/scope")).json();
  return { draft, applied, hasUnappliedChanges };
};
const button = (page: Page, name: string | RegExp) => page.getByRole("button", { name }).first();

/**
 * Dialogs reached another way than a button of the screen: from a dropdown menu's item, from another
 * dialog, from a row or a sheet. `open` moves the focus to the opener with Tab, opens the dialog with
 * the keyboard and answers where the focus must be once Escape closed it.
 */
const reachedDialogs: {
  name: string;
  url: string;
  as?: "pcqi";
  open: (page: Page) => Promise<Locator>;
  /** What follows once the focus is back (a dialog beneath closes in turn). */
  then?: (page: Page) => Promise<void>;
}[] = [
  {
    name: "Directory › an employee's actions menu › Edit (the menu's button gets the focus back)",
    url: "/app/people/directory",
    async open(page) {
      const menuButton = button(page, /^Actions for /);
      await press(page, menuButton);
      const edit = page.getByRole("menuitem", { name: "Edit" });
      await expect.poll(() => isFocused(edit)).toBe(true);
      await page.keyboard.press("Enter");
      return menuButton;
    },
  },
  {
    name: "Monitoring › View › Amend (opens over the record, which gets the focus back on Amend)",
    url: "/app/records/monitoring",
    async open(page) {
      const row = page.getByTestId("record-row").filter({ hasText: "Verified" }).first();
      viewButton = row.getByRole("button", { name: /^View/ });
      await press(page, viewButton);
      const amend = page.getByRole("dialog").getByRole("button", { name: "Amend" });
      await press(page, amend);
      await page.getByRole("dialog", { name: "Amend Record" }).waitFor();
      return amend;
    },
    async then(page) {
      // The record's dialog is still open beneath; Escape closes it and the row's View has the focus.
      await page.keyboard.press("Escape");
      await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
      await expect.poll(() => isFocused(viewButton!), { message: await focusedElement(page) }).toBe(true);
    },
  },
  {
    name: "Incidents › CAPA",
    url: "/app/records/incidents",
    async open(page) {
      // A CAPA is offered while one is required and not yet initiated: report such an incident first.
      const title = `Focus check ${Date.now().toString(36)}`;
      const reported = await page.request.post("/api/sites/oxnard/incidents", {
        data: {
          title,
          severity: "low",
          clauseId: "C.01.01",
          description: "Cooler door left ajar during the focus check.",
          immediateAction: "Door closed.",
          capaRequired: true,
        },
      });
      expect(reported.status()).toBe(201);
      await page.reload();
      await settled(page);
      const capa = page.getByRole("row").filter({ hasText: title }).getByRole("button", { name: "CAPA" });
      await press(page, capa);
      return capa;
    },
  },
  {
    name: "Food Safety Plan › PCQI Sign-off",
    url: "/app/library/fsp",
    as: "pcqi",
    async open(page) {
      const signOff = button(page, "PCQI Sign-off");
      await press(page, signOff);
      return signOff;
    },
  },
  {
    name: "Food Safety Plan › a section's Edit",
    url: "/app/library/fsp",
    async open(page) {
      const edit = button(page, /^Edit/);
      await press(page, edit);
      return edit;
    },
  },
  {
    name: "SOPs › an SOP's sheet",
    url: "/app/library/sops",
    async open(page) {
      const title = page.getByRole("table").getByRole("button").first();
      await press(page, title);
      return title;
    },
  },
  {
    name: "Scope wizard › Review › Preview Clauses › Mark N/A (the rationale; cancelled, oxnard's scope is unchanged)",
    url: "/app/settings/sites/oxnard/scope",
    async open(page) {
      scopeBefore = await oxnardScope(page);
      await page.getByRole("button", { name: /Review/ }).click();
      previewClauses = button(page, "Preview Clauses");
      await press(page, previewClauses);
      const clauses = page.getByRole("dialog", { name: "Applicable clauses" });
      await clauses.waitFor();
      await press(page, clauses.getByRole("button", { name: /Complaint Handling/ }));
      const first = clauses.getByRole("button", { name: /^Mark \S+ N\/A$/ }).first();
      const clause = (await first.getAttribute("aria-label"))!;
      // The button by its place in the page, not in the accessibility tree: while the rationale dialog is
      // open (and while it animates out) the clauses' dialog beneath is aria-hidden, as a modal's backdrop is.
      const mark = page.locator(`[aria-label="${clause}"]`);
      await press(page, page.getByRole("button", { name: clause, exact: true }));
      await page.getByRole("dialog", { name: clause }).waitFor();
      return mark;
    },
    async then(page) {
      // Once the rationale dialog is gone, the clauses' dialog and its Mark N/A are back in the accessibility tree.
      const clauses = page.getByRole("dialog", { name: "Applicable clauses" });
      await expect.poll(() => page.getByRole("dialog").count(), { timeout: 15_000 }).toBe(1);
      await expect.poll(() => clauses.getByRole("button", { name: /^Mark \S+ N\/A$/ }).count()).toBeGreaterThan(0);
      // Escape again closes the clauses beneath, and Preview Clauses has the focus; nothing was saved.
      await page.keyboard.press("Escape");
      await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
      await expect.poll(() => isFocused(previewClauses!), { message: await focusedElement(page) }).toBe(true);
      expect(await oxnardScope(page)).toEqual(scopeBefore);
    },
  },
  {
    name: "Internal audits › Findings › Close",
    url: "/app/audits/internal?tab=findings",
    async open(page) {
      const close = button(page, "Close");
      await press(page, close);
      return close;
    },
  },
  {
    name: "External audits › Submit Response",
    url: "/app/audits/external",
    async open(page) {
      // Its own audit awaiting a response: yuma's seeded one may already be answered by the audits
      // journey, which shares this server.
      const scheduled = await page.request.post("/api/external-audits", {
        data: {
          certificationBody: "Dialog focus check",
          auditType: "Unannounced",
          date: addCalendarDays(siteToday("America/Los_Angeles"), 30),
          auditor: "Laura Mendez",
          // Oxnard: the audits journey expects yuma to have nothing awaiting once it has answered.
          siteId: "oxnard",
        },
      });
      expect(scheduled.status(), await scheduled.text()).toBe(201);
      const reported = await page.request.post(`/api/external-audits/${(await scheduled.json()).id}/report`, {
        multipart: {
          score: "81",
          responseRequired: "true",
          findings: "2",
          report: {
            name: "report.pdf",
            mimeType: "application/pdf",
            buffer: Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n"),
          },
        },
      });
      expect(reported.status(), await reported.text()).toBe(200);
      await page.request.put("/api/me/current-site", { data: { siteId: "oxnard" } });
      await page.reload();
      await settled(page);
      const submit = page
        .getByTestId("external-awaiting")
        .filter({ hasText: "Dialog focus check" })
        .getByRole("button", { name: "Submit Response" });
      await press(page, submit);
      return submit;
    },
  },
  {
    name: "Modules › Edit",
    url: "/app/training/modules",
    async open(page) {
      const edit = button(page, "Edit");
      await press(page, edit);
      return edit;
    },
  },
  {
    name: "Modules › Preview",
    url: "/app/training/modules",
    async open(page) {
      const preview = button(page, "Preview");
      await press(page, preview);
      return preview;
    },
  },
  {
    name: "Document audits › a finding's Track this finding",
    url: "/app/audits/documents",
    async open(page) {
      const started = await page.request.post("/api/sites/oxnard/document-audits", {
        multipart: {
          files: {
            name: "Training_Records.csv",
            mimeType: "text/csv",
            buffer: fs.readFileSync(path.resolve("assets/sample-documents/Training_Records.csv")),
          },
        },
      });
      const { id } = (await started.json()) as { id: string };
      await page.goto(`/app/audits/documents?audit=${id}`);
      const track = page.getByRole("button", { name: "Track this finding" }).first();
      await track.waitFor({ timeout: 120_000 });
      await settled(page);
      await press(page, track);
      await page.getByRole("dialog", { name: /^Track finding / }).waitFor();
      return track;
    },
  },
];

describe("dialogs reached from a menu, a row, a sheet or another dialog give the focus back too", () => {
  afterAll(async () => {
    await admin.request.put("/api/me/current-site", { data: { siteId: "oxnard" } });
  });
  for (const { name, url, as, open, then } of reachedDialogs) {
    it(`${name}: Tab stays inside, Escape closes and the focus returns`, async () => {
      const page = as === "pcqi" ? pcqi : admin;
      await page.goto(url);
      await settled(page);
      const returnTo = await open(page);
      await page.getByRole("dialog").first().waitFor();
      await focusStaysInside(page);
      await page.keyboard.press("Escape");
      await expect.poll(() => isFocused(returnTo), { message: await focusedElement(page) }).toBe(true);
      await then?.(page);
    });
  }
});

describe("one Escape closes only the topmost dialog", () => {
  it("even pressed the moment a dialog opens over another, before Radix moves its Escape listener (radix-ui/primitives#4143)", async () => {
    const page = admin;
    await page.goto("/app/settings/sites/oxnard/scope");
    await settled(page);
    const before = await oxnardScope(page);
    await page.getByRole("button", { name: /Review/ }).click();
    await press(page, button(page, "Preview Clauses"));
    const clauses = page.getByRole("dialog", { name: "Applicable clauses" });
    await clauses.waitFor();
    await press(page, clauses.getByRole("button", { name: /Complaint Handling/ }));
    const clause = (await clauses
      .getByRole("button", { name: /^Mark \S+ N\/A$/ })
      .first()
      .getAttribute("aria-label"))!;
    // The Escape goes out in the same task as the rationale dialog appears, before React's later render moves
    // Radix's listener to it: a person's key press there hit the dialog beneath (both closed).
    await page.evaluate(() => {
      const observer = new MutationObserver(() => {
        if (document.querySelectorAll('[role="dialog"]').length < 2) return;
        observer.disconnect();
        const init = { key: "Escape", code: "Escape", bubbles: true, cancelable: true };
        (document.activeElement ?? document.body).dispatchEvent(new KeyboardEvent("keydown", init));
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    const mark = page.locator(`[aria-label="${clause}"]`);
    await press(page, page.getByRole("button", { name: clause, exact: true }));
    // The rationale dialog closed; the clauses beneath stay open and the clause's Mark N/A has the focus again.
    await expect.poll(() => page.getByRole("dialog").count()).toBe(1);
    expect(await clauses.isVisible()).toBe(true);
    await expect.poll(() => isFocused(mark), { message: await focusedElement(page) }).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
    expect(await oxnardScope(page)).toEqual(before);
  });
});
