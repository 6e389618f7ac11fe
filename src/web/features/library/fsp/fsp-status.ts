import type { FspStatus } from "@domain/library/fsp";
import type { Tone } from "@/features/library/components/status-pill";

export const fspTone: Record<FspStatus, Tone> = {
  completed: "green",
  "in-progress": "blue",
  "needs-review": "amber",
  "needs-update": "red",
};
