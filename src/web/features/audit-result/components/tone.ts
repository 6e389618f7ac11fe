import type { Verdict } from "@domain/document-audit/contract";

/** How each verdict is shown: red for non-compliance and missing evidence, amber for partial (spec §2). */
export const verdictBadge = {
  compliant: "success",
  partial: "warning",
  non_compliant: "destructive",
  no_evidence: "destructive",
  not_applicable: "secondary",
} as const satisfies Record<Verdict, string>;

export const verdictRowClass: Record<Verdict, string> = {
  compliant: "",
  partial: "bg-warning/12 hover:bg-warning/18 dark:bg-warning/10",
  non_compliant: "bg-destructive/8 hover:bg-destructive/12 dark:bg-destructive/15",
  no_evidence: "bg-destructive/8 hover:bg-destructive/12 dark:bg-destructive/15",
  not_applicable: "",
};
