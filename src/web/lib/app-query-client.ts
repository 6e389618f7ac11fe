import type { Me } from "@domain/schemas/auth";
import { i18n } from "@/i18n/i18n";
import { createQueryClient } from "./query-client";
import { meQuery } from "./use-me";

/** The one query client of the app, kept across screens for the life of the page. */
export const appQueryClient = createQueryClient();

// What the server words for the reader (record summaries, the overview, search results, refusals) comes
// again in the language she just chose, rather than from the cache in the one she left.
i18n.on("languageChanged", () => void appQueryClient.invalidateQueries());

/** A new session began: forget everything cached for the previous one and start from this user. */
export function startSession(me: Me) {
  appQueryClient.clear();
  appQueryClient.setQueryData(meQuery.queryKey, me);
}
