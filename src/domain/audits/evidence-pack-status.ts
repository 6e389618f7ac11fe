import { transition, type TransitionTable } from "./state-machine";

export const evidencePackStatuses = ["generating", "ready", "failed"] as const;
export type EvidencePackStatus = (typeof evidencePackStatuses)[number];

export const evidencePackTransitions = {
  finish: { from: ["generating"], to: "ready" },
  fail: { from: ["generating"], to: "failed" },
} as const satisfies TransitionTable<EvidencePackStatus, "finish" | "fail">;

export const evidencePackTransition = (state: EvidencePackStatus, action: keyof typeof evidencePackTransitions) =>
  transition<EvidencePackStatus, keyof typeof evidencePackTransitions>(
    evidencePackTransitions,
    "an evidence pack",
    state,
    action,
  );

/** Download and Preview only on packs that are ready (spec §2). */
export const packDownloadable = (status: EvidencePackStatus) => status === "ready";
