/** The first-run checklist a new organisation sees on the overview, in order. */
export const firstRunStepIds = ["site", "scope", "team", "directory"] as const;
export type FirstRunStepId = (typeof firstRunStepIds)[number];

export interface FirstRunCounts {
  sites: number;
  sitesWithConfirmedScope: number;
  /** Members besides the first administrator, and invitations still pending. */
  teammates: number;
  employees: number;
}

export interface FirstRunChecklist {
  steps: { id: FirstRunStepId; done: boolean }[];
  complete: boolean;
}

/** Each step is done when the organisation holds what it asks for; the list is complete when all are. */
export function firstRunChecklist(counts: FirstRunCounts): FirstRunChecklist {
  const done: Record<FirstRunStepId, boolean> = {
    site: counts.sites > 0,
    scope: counts.sitesWithConfirmedScope > 0,
    team: counts.teammates > 0,
    directory: counts.employees > 0,
  };
  const steps = firstRunStepIds.map((id) => ({ id, done: done[id] }));
  return { steps, complete: steps.every((s) => s.done) };
}
