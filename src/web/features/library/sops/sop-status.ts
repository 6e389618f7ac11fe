import type { SopStatus } from "@domain/library/sop-status";
import type { Tone } from "@/features/library/components/status-pill";

export const sopTone: Record<SopStatus, Tone> = {
  active: "green",
  "under-review": "amber",
  draft: "blue",
  archived: "grey",
};

/** The status moves offered as buttons, by the SOP's status (publishing has its own dialog). */
export const sopActions: Record<SopStatus, { to: SopStatus; label: string }[]> = {
  draft: [
    { to: "under-review", label: "Submit for Review" },
    { to: "archived", label: "Archive" },
  ],
  "under-review": [
    { to: "draft", label: "Return to Draft" },
    { to: "archived", label: "Archive" },
  ],
  active: [
    { to: "draft", label: "Start Revision" },
    { to: "archived", label: "Archive" },
  ],
  archived: [{ to: "draft", label: "Restore to Draft" }],
};
