import { useCallback, useEffect } from "react";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/toast";
import { i18n } from "@/i18n/i18n";
import { useCan, useMe } from "@/lib/use-me";
import { useCurrentSite } from "@/lib/use-sites";
import { siteClausesQuery } from "@/features/records/api/site-clauses";
import { deviceQueueKeys, overviewKeys, recordKeys } from "@/lib/query-keys";
import { listOutbox, putInOutbox, removeFromOutbox, type OutboxEntry } from "./outbox-store";
import { syncOutbox } from "./sync-outbox";

/** Read from IndexedDB, so it runs with or without a connection. */
export const outboxQuery = (userId: string) =>
  queryOptions({
    queryKey: deviceQueueKeys.list(userId),
    queryFn: () => listOutbox(userId),
    networkMode: "always",
    staleTime: Infinity,
  });

/** The signed-in user's queued logs (empty while the session loads). */
export function useOutbox() {
  const userId = useMe().data?.user.id ?? "";
  const query = useQuery({ ...outboxQuery(userId), enabled: !!userId });
  return { ...query, entries: query.data ?? [] };
}

/** Saves a log on this device; it is sent when the connection comes back. */
export function useQueueLog() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: "always",
    mutationFn: async ({ entry, replaces }: { entry: OutboxEntry; replaces?: string }) => {
      await putInOutbox(entry);
      if (replaces && replaces !== entry.clientId) await removeFromOutbox(replaces);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceQueueKeys.all }),
  });
}

/** Removes a queued log for good (the user chose to, after being asked). */
export function useDiscardQueued() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: "always",
    mutationFn: (clientId: string) => removeFromOutbox(clientId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceQueueKeys.all }),
  });
}

const RETRY_MS = 30_000;

/**
 * Sends the queued logs when the app starts, when the browser says it is back online, when asked (Send
 * now) and every 30 s while some wait. Mounted once, in the signed-in shell.
 */
/**
 * The records catalogue, loaded when a sync has something to say: every signed-in page mounts the sync,
 * and most would not otherwise need the catalogue (decision 152).
 */
const tRecords = i18n.getFixedT(null, "records");

export function useOutboxSync() {
  const queryClient = useQueryClient();
  const userId = useMe().data?.user.id ?? "";
  const { entries } = useOutbox();
  const waiting = entries.some((e) => e.state === "pending");

  const sync = useCallback(async () => {
    if (!userId) return;
    const result = await syncOutbox(userId);
    if (result.sent === 0 && result.conflicts === 0) return;
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: deviceQueueKeys.all }),
      queryClient.invalidateQueries({ queryKey: recordKeys.all }),
      queryClient.invalidateQueries({ queryKey: overviewKeys.all }),
      i18n.loadNamespaces("records"),
    ]);
    if (result.sent > 0)
      toast.success(tRecords("offline.sent", { count: result.sent }), {
        description: tRecords("offline.sentDescription"),
      });
    if (result.conflicts > 0)
      toast.warning(tRecords("offline.conflicts", { count: result.conflicts }), {
        description: tRecords("offline.conflictsDescription"),
      });
  }, [queryClient, userId]);

  useEffect(() => {
    void sync();
    const onOnline = () => void sync();
    window.addEventListener("online", onOnline);
    window.addEventListener(SYNC_EVENT, onOnline);
    return () => {
      window.removeEventListener("online", onOnline);
      window.removeEventListener(SYNC_EVENT, onOnline);
    };
  }, [sync]);

  useEffect(() => {
    if (!waiting) return;
    const timer = window.setInterval(() => navigator.onLine && void sync(), RETRY_MS);
    return () => window.clearInterval(timer);
  }, [waiting, sync]);
}

const SYNC_EVENT = "clausewise:send-outbox";
/** Asks the shell's sync to run now (the queue view's Send now). */
export const requestOutboxSync = () => window.dispatchEvent(new Event(SYNC_EVENT));

/**
 * Reads what the log form needs (the current site's clauses) while online, so the service worker keeps
 * a copy and the form works after the connection is gone (decision 091).
 */
export function useWarmLogForm() {
  const siteId = useCurrentSite()?.id ?? "";
  const canLog = useCan("records.create");
  useQuery({ ...siteClausesQuery(siteId), enabled: !!siteId && canLog });
}
