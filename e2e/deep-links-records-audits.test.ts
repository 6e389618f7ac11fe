import { afterAll, beforeAll, describe, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { expect, launchBrowser, newPage, resize, screenshot, signIn } from "./support/browser";
import { expectHighlighted, getJson, urlParam } from "./support/deep-link";

let browser: Browser;
const baseURL = inject("baseURL");
/** A calendar date as the screens show it in English ("Mar 7, 2026"). */
const shownDate = (iso: string) =>
  new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${iso}T12:00:00Z`),
  );

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

interface RecordRow {
  id: string;
  clauseId: string;
  summary: string;
  createdById: string | null;
  authorIds: string[];
}

describe("links into records and audits", () => {
  it("opens the linked record, review, hold, audit and finding; filters by a clause; a link to a missing item says so", async () => {
    const page = await newPage(browser, { baseURL });
    await signIn(page, "qa.manager@clausewise.demo");
    const me = await getJson<{ user: { id: string } }>(page, "/api/auth/me");

    // The oldest record is not on the first page of the list: the link still opens its View dialog,
    // and closing the dialog drops the parameter so a reload does not reopen it.
    const records = await getJson<{ items: RecordRow[]; total: number }>(
      page,
      "/api/sites/oxnard/records?pageSize=100",
    );
    expect(records.total).toBeGreaterThan(20);
    const oldest = records.items.at(-1)!;
    await page.goto(`/app/records/monitoring?record=${oldest.id}`);
    const view = page.getByRole("dialog");
    await expect.poll(() => view.getByText(oldest.summary, { exact: true }).first().isVisible()).toBe(true);
    await screenshot(page, "deep-link-record-1280");
    await view.getByRole("button", { name: "Close" }).last().click();
    await expect.poll(() => view.isVisible()).toBe(false);
    await expect.poll(() => urlParam(page, "record")).toBeNull();

    // A pending record made (and not corrected) by someone else opens in the Review dialog on the
    // Verifications screen; one she corrected in another journey would open in View (decision 069).
    const pending = await getJson<{ items: RecordRow[] }>(
      page,
      "/api/sites/oxnard/records?status=pending&sort=due&pageSize=100",
    );
    const toReview = pending.items.filter((r) => !r.authorIds.includes(me.user.id)).at(-1)!;
    await page.goto(`/app/records/verifications?record=${toReview.id}`);
    const review = page.getByRole("dialog");
    await expect.poll(() => review.getByRole("heading", { name: "Review Record" }).isVisible()).toBe(true);
    await expect.poll(() => review.getByRole("button", { name: "Approve" }).isEnabled()).toBe(true);
    await screenshot(page, "deep-link-review-1280");

    // A hold link marks its row, even when the list is filtered to hide it (it is fetched and shown first).
    const holds = await getJson<{ items: { id: string; status: string; itemName: string }[] }>(
      page,
      "/api/sites/oxnard/holds?pageSize=100",
    );
    const hold = holds.items.find((h) => h.status === "on_hold")!;
    await page.goto(`/app/records/holds?hold=${hold.id}`);
    await expectHighlighted(page, hold.id);
    await page.getByLabel("Status", { exact: true }).click();
    await page.getByRole("option", { name: "Released" }).click();
    await expectHighlighted(page, hold.id);
    expect(await page.locator(`[data-deep-link="${hold.id}"]`).textContent()).toContain(hold.itemName);
    await screenshot(page, "deep-link-hold-1280");

    // An internal audit link opens that audit in the Active Checklist, not the one in progress.
    const audits = await getJson<{ audits: { id: string; status: string; date: string; typeLabel: string }[] }>(
      page,
      "/api/sites/oxnard/internal-audits",
    );
    const completed = audits.audits.find((a) => a.status === "completed")!;
    await page.goto(`/app/audits/internal?audit=${completed.id}`);
    await expect
      .poll(() => page.getByRole("tab", { name: "Active Checklist" }).getAttribute("aria-selected"))
      .toBe("true");
    await expect
      .poll(() =>
        page
          .getByRole("tabpanel")
          .getByText(new RegExp(`^${shownDate(completed.date)} · `))
          .first()
          .isVisible(),
      )
      .toBe(true);

    // A finding link opens the Findings tab with that finding marked.
    const findings = await getJson<{ findings: { id: string }[] }>(page, "/api/sites/oxnard/audit-findings");
    const finding = findings.findings.at(-1)!;
    await page.goto(`/app/audits/internal?tab=findings&finding=${finding.id}`);
    await expect.poll(() => page.getByRole("tab", { name: "Findings" }).getAttribute("aria-selected")).toBe("true");
    await expectHighlighted(page, finding.id);
    await screenshot(page, "deep-link-finding-1280");

    // The command palette's clause results filter the monitoring records by that clause, with a removable chip.
    const clauseId = oldest.clauseId;
    await page.goto(`/app/records/monitoring?clause=${clauseId}`);
    const chip = page.getByTestId("clause-filter");
    await expect.poll(() => chip.textContent()).toBe(`Clause ${clauseId}`);
    const byClause = await getJson<{ items: RecordRow[] }>(
      page,
      `/api/sites/oxnard/records?clause=${clauseId}&pageSize=20`,
    );
    await expect.poll(() => page.getByTestId("record-row").count()).toBe(byClause.items.length);
    expect(await page.getByTestId("record-row").first().textContent()).toContain(clauseId);
    await screenshot(page, "deep-link-clause-1280");
    await chip.getByRole("button", { name: `Remove filter Clause ${clauseId}` }).click();
    await expect.poll(() => chip.isVisible()).toBe(false);
    await expect.poll(() => urlParam(page, "clause")).toBeNull();
    await expect.poll(() => page.getByTestId("record-row").count()).toBe(20);

    // A link to an incident that does not exist (or belongs to another organisation) says so and is dropped.
    await page.goto("/app/records/incidents?incident=00000000-0000-4000-8000-000000000000");
    await expect.poll(() => page.getByText("That item no longer exists", { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => urlParam(page, "incident")).toBeNull();

    // On a phone, an incident link opens its details.
    const incidents = await getJson<{ items: { id: string; title: string }[] }>(
      page,
      "/api/sites/oxnard/incidents?pageSize=100",
    );
    const incident = incidents.items.at(-1)!;
    await resize(page, 375, 812);
    await page.goto(`/app/records/incidents?incident=${incident.id}`);
    await expect
      .poll(() => page.getByRole("dialog").getByRole("heading", { name: incident.title }).isVisible())
      .toBe(true);
    await screenshot(page, "deep-link-incident-375");
    const external = await getJson<{ reports: { id: string }[] }>(page, "/api/sites/oxnard/external-audits");
    const report = external.reports.at(-1)!;
    await page.goto(`/app/audits/external?audit=${report.id}`);
    await expectHighlighted(page, report.id);
    await screenshot(page, "deep-link-external-375");
    await page.context().close();
  });
});
