import { afterAll, beforeAll, describe, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { settled } from "./support/axe";
import { expect, launchBrowser, newPage, signIn } from "./support/browser";
import { dialogTabStops, focusedElement, focusInsideDialog, isFocused, tabTo } from "./support/keyboard";

let browser: Browser;
let admin: Page;
const baseURL = inject("baseURL");

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await newPage(browser, { baseURL });
  await signIn(admin, "admin@clausewise.demo");
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
