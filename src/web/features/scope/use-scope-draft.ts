import { useCallback, useEffect, useRef, useState } from "react";
import type { Scope } from "@domain/schemas/scope";
import type { SiteScopeView } from "@domain/schemas/scope-api";
import { useSaveScopeDraft } from "./api/save-scope-draft";

/** How long the wizard waits after the last edit before saving the draft to the server. */
export const DRAFT_SAVE_DELAY_MS = 800;

export type DraftStatus = "idle" | "pending" | "saving" | "saved" | "error";

/**
 * The scope being edited in the wizard. Each edit is a domain function applied to the current scope;
 * the result is saved to the server as a draft (debounced, and at once on `flush`), so a draft
 * survives a reload. A read-only user edits nothing and saves nothing.
 */
export function useScopeDraft(siteId: string, view: SiteScopeView | undefined, canEdit: boolean) {
  const save = useSaveScopeDraft(siteId);
  const [scope, setScope] = useState<Scope | null>(null);
  const [status, setStatus] = useState<DraftStatus>("idle");
  const latest = useRef<Scope | null>(null);
  const unsaved = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const saveRef = useRef(save.mutateAsync);
  saveRef.current = save.mutateAsync;

  useEffect(() => {
    if (view && latest.current === null) {
      latest.current = view.draft;
      setScope(view.draft);
    }
  }, [view]);

  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    if (!unsaved.current || !latest.current) return;
    unsaved.current = false;
    setStatus("saving");
    try {
      await saveRef.current(latest.current);
      setStatus(unsaved.current ? "pending" : "saved");
    } catch {
      unsaved.current = true;
      setStatus("error");
    }
  }, []);

  const update = useCallback(
    (change: (current: Scope) => Scope) => {
      const current = latest.current;
      if (!canEdit || !current) return;
      const next = change(current);
      if (next === current) return;
      latest.current = next;
      setScope(next);
      unsaved.current = true;
      setStatus("pending");
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), DRAFT_SAVE_DELAY_MS);
    },
    [canEdit, flush],
  );

  /** Drops the pending save: confirming saves the same scope as draft and applied at once. */
  const cancelPending = useCallback(() => {
    clearTimeout(timer.current);
    unsaved.current = false;
  }, []);

  // Leaving the wizard saves what is still pending.
  useEffect(() => () => void flush(), [flush]);

  return { scope, update, flush, cancelPending, status };
}
