import type { SopStatus } from "@domain/library/sop-status";
import type { Tone } from "@/features/library/components/status-pill";

export const sopTone: Record<SopStatus, Tone> = {
  active: "green",
  "under-review": "amber",
  draft: "blue",
  archived: "grey",
};

/** The status moves offered as buttons, by the SOP's status (publishing has its own dialog). */
export type SopAction = "submit" | "archive" | "returnToDraft" | "startRevision" | "restore";
export const sopActions: Record<SopStatus, { to: SopStatus; action: SopAction }[]> = {
  draft: [
    { to: "under-review", action: "submit" },
    { to: "archived", action: "archive" },
  ],
  "under-review": [
    { to: "draft", action: "returnToDraft" },
    { to: "archived", action: "archive" },
  ],
  active: [
    { to: "draft", action: "startRevision" },
    { to: "archived", action: "archive" },
  ],
  archived: [{ to: "draft", action: "restore" }],
};
