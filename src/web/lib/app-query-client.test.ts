import { afterAll, describe, expect, it } from "vitest";
import { i18n } from "@/i18n/i18n";
import { appQueryClient } from "./app-query-client";

describe("the app's query client", () => {
  afterAll(() => i18n.changeLanguage("en"));

  it("marks every cached answer stale when the language changes (the server words them per language)", async () => {
    await i18n.changeLanguage("en");
    appQueryClient.setQueryData(["records", "oxnard"], { summary: "Station 4 (Snap trap): no activity" });
    expect(appQueryClient.getQueryState(["records", "oxnard"])?.isInvalidated).toBe(false);
    await i18n.changeLanguage("es");
    expect(appQueryClient.getQueryState(["records", "oxnard"])?.isInvalidated).toBe(true);
  });
});
