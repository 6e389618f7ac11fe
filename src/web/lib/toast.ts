import { useEffect, useState } from "react";

type Sonner = typeof import("sonner");
type Show = Sonner["toast"]["success"];

let sonner: Promise<Sonner> | undefined;
const onFirstToast = new Set<() => void>();

/** sonner, imported once, at the first toast (decision 167): no screen downloads it to render. */
function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import("sonner");
    for (const listener of onFirstToast) listener();
  }
  return sonner;
}

const show =
  (kind: "success" | "error" | "warning"): ((...args: Parameters<Show>) => void) =>
  (...args) =>
    void loadSonner().then(({ toast }) => toast[kind](...args));

/**
 * The app's toasts: sonner's `toast.success/error/warning`, with the same arguments, shown once sonner has
 * loaded (a few milliseconds at the first toast; sonner's Toaster shows toasts created before it mounted).
 */
export const toast = { success: show("success"), error: show("error"), warning: show("warning") };

/** True from the first toast on: the Toaster (app/app-providers.tsx) mounts then, not with the page. */
export function useToastRequested(): boolean {
  const [requested, setRequested] = useState(() => sonner !== undefined);
  useEffect(() => {
    if (sonner) setRequested(true);
    const listener = () => setRequested(true);
    onFirstToast.add(listener);
    return () => void onFirstToast.delete(listener);
  }, []);
  return requested;
}
