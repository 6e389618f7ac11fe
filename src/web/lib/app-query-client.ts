import type { Me } from "@domain/schemas/auth";
import { createQueryClient } from "./query-client";
import { meQuery } from "./use-me";

/** The one query client of the app, kept across screens for the life of the page. */
export const appQueryClient = createQueryClient();

/** A new session began: forget everything cached for the previous one and start from this user. */
export function startSession(me: Me) {
  appQueryClient.clear();
  appQueryClient.setQueryData(meQuery.queryKey, me);
}
