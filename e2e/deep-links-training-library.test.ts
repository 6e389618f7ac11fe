import { afterAll, beforeAll, describe, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { expect, launchBrowser, newPage, screenshot, signIn } from "./support/browser";
import { expectHighlighted, getJson as get, urlParam as param } from "./support/deep-link";

let browser: Browser;
const baseURL = inject("baseURL");

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("links into training, library and people", () => {
  it("opens the linked assignment, module preview, SOP, template and employee; a link to a missing item says so", async () => {
    const page = await newPage(browser, { baseURL });
    await signIn(page, "viewer@clausewise.demo");

    // The last assignment of oxnard's list sits far below the fold: the link scrolls to it and marks it.
    const assignments = await get<{ items: { id: string }[] }>(page, "/api/sites/oxnard/training/assignments");
    const assignment = assignments.items.at(-1)!;
    await page.goto(`/app/training/assignments?assignment=${assignment.id}&site=oxnard`);
    await expectHighlighted(page, assignment.id);
    await screenshot(page, "deep-link-assignment-1280");

    // A module link opens its Preview; closing it drops the parameter so a reload does not reopen it.
    const modules = await get<{ items: { id: string; title: string }[] }>(page, "/api/sites/oxnard/training/modules");
    const module = modules.items.at(-1)!;
    await page.goto(`/app/training/modules?module=${module.id}`);
    const preview = page.getByRole("dialog");
    await expect.poll(() => preview.getByRole("heading", { name: module.title }).isVisible()).toBe(true);
    await screenshot(page, "deep-link-module-1280");
    await page.keyboard.press("Escape");
    await expect.poll(() => preview.isVisible()).toBe(false);
    await expect.poll(() => param(page, "module")).toBeNull();

    // An SOP link opens its detail panel.
    const sops = await get<{ sops: { id: string; title: string }[] }>(page, "/api/sites/oxnard/sops");
    const sop = sops.sops.at(-1)!;
    await page.goto(`/app/library/sops?sop=${sop.id}`);
    await expect.poll(() => page.getByRole("dialog").getByRole("heading", { name: sop.title }).isVisible()).toBe(true);
    await screenshot(page, "deep-link-sop-1280");

    // A template link marks its card, even with a category filter chosen that hides it.
    const templates = await get<{ templates: { id: string; category: string }[] }>(page, "/api/library/templates");
    const template = templates.templates.at(-1)!;
    await page.goto(`/app/library/templates?template=${template.id}`);
    await expectHighlighted(page, template.id);
    const other = templates.templates.find((t) => t.category !== template.category)!;
    await page.getByRole("button", { name: new RegExp(`^${other.category}`) }).click();
    await expectHighlighted(page, template.id);
    await screenshot(page, "deep-link-template-1280");

    // An employee link marks the row at 375 px too.
    const phone = await newPage(browser, { baseURL, width: 375 });
    await signIn(phone, "viewer@clausewise.demo");
    const employees = await get<{ items: { id: string }[] }>(phone, "/api/employees");
    const employee = employees.items.at(-1)!;
    await phone.goto(`/app/people/directory?employee=${employee.id}`);
    await expectHighlighted(phone, employee.id);
    await screenshot(phone, "deep-link-employee-375");

    // An id that is not there: a toast, and the parameter is dropped.
    await phone.goto("/app/people/directory?employee=00000000-0000-4000-8000-000000000000");
    await expect.poll(() => phone.getByText("That item no longer exists").isVisible()).toBe(true);
    await expect.poll(() => param(phone, "employee")).toBeNull();
  });
});
