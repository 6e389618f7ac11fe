import { ANSWER_CREDIT, type ChecklistAnswer, scoreChecklist } from "../audits/scoring";
import type { Catalogue } from "../catalogue/catalogue-schema";
import type { IsoDate } from "../dates";
import type { Citation, ClauseVerdict, DocumentKind, ExtractedDocument, FindingDraft, Verdict } from "./contract";
import { type EvidenceContext, evaluateRequirement, gapOutcome, type RequirementOutcome } from "./evaluate-requirement";
import type { EvidenceRequirement, EvidenceRuleSet } from "./evidence-rules-schema";
import { evidenceRulesFor } from "./evidence-rules";
import { type ScheduledForm, scheduledDocuments } from "./scheduled-gaps";

/** Citations a clause keeps at most (its findings keep their own). */
const MAX_CLAUSE_CITATIONS = 12;

export interface AuditEvaluation {
  clauses: ClauseVerdict[];
  /** Overall score by points, as the checklist scoring does: earned / possible × 100 to one decimal. */
  score: number | null;
  points: number;
  pointsAwarded: number;
}

/** What a verdict earns, through the checklist's scoring: full, half (partial), nothing; N/A excluded. */
const answerFor: Record<Verdict, ChecklistAnswer> = {
  compliant: "compliant",
  partial: "observation",
  non_compliant: "finding",
  no_evidence: "finding",
  not_applicable: "na",
};

/**
 * How a clause's requirements combine (decision 106): optional requirements without evidence are left
 * out; nothing left with evidence → no_evidence; any failed → non_compliant; all met → compliant;
 * otherwise (some partly, or some required evidence missing) → partial.
 */
export function combine(outcomes: readonly { optional: boolean; outcome: RequirementOutcome }[]): Verdict {
  const counted = outcomes.filter((o) => !(o.optional && o.outcome.status === "missing")).map((o) => o.outcome);
  if (counted.every((o) => o.status === "missing")) return "no_evidence";
  if (counted.some((o) => o.status === "failed")) return "non_compliant";
  if (counted.every((o) => o.status === "met")) return "compliant";
  return "partial";
}

const citationKey = (c: Citation) => `${c.document}\u0000${JSON.stringify(c.locator)}`;

function uniqueCitations(citations: readonly Citation[]): Citation[] {
  const seen = new Set<string>();
  return citations.filter((c) => {
    const key = citationKey(c);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The finding for required evidence that is absent: which kinds of document to provide. */
function missingEvidence(requirements: readonly EvidenceRequirement[]): FindingDraft {
  const kinds = [...new Set(requirements.flatMap((r) => r.documentKinds))].join(",");
  return {
    text: { key: "documentAudit:missingEvidence.text", values: { kinds } },
    action: { key: "documentAudit:missingEvidence.action", values: { kinds } },
    citations: [],
  };
}

/**
 * One incomplete (`partly`) outcome per scheduled form that evidences the clause and missed logs — the
 * frequency rule's gap outcome, with the days the schedule knows instead of days guessed from the dates.
 * Its finding reads "Sanitation Log was not filled on 3 scheduled days: …" once rendered.
 */
export function scheduledGapOutcomes(forms: readonly ScheduledForm[], clauseId: string): RequirementOutcome[] {
  return forms
    .filter((form) => form.missed.length > 0 && form.clauseIds.includes(clauseId))
    .map((form) => gapOutcome("scheduledLogsMissing", { form: form.formId }, [...new Set(form.missed)].sort(), []));
}

/**
 * The document audit's verdicts: every clause of the catalogue, in its order — `not_applicable` outside
 * the site's scope, otherwise judged by the clause's evidence rule on the documents (each classified by
 * `classifications`, keyed by document name; unknown names count as `other`). The logs the site's
 * schedules expected and nobody filled (`scheduled`, decision 128) add a finding to the clauses their form
 * evidences and lower a verdict the evidence reached as a frequency gap does; they never raise one.
 */
export function evaluateAudit(
  documents: readonly ExtractedDocument[],
  classifications: ReadonlyMap<string, DocumentKind>,
  applicableClauseIds: Iterable<string>,
  catalogue: Catalogue,
  auditDate: IsoDate,
  rules: EvidenceRuleSet = evidenceRulesFor(catalogue.id),
  scheduled: readonly ScheduledForm[] = [],
): AuditEvaluation {
  const applicable = new Set(applicableClauseIds);
  const ruleOf = new Map(rules.rules.map((r) => [r.clauseId, r]));
  const context: EvidenceContext = {
    documents,
    kindOf: (d) => classifications.get(d.name) ?? "other",
    auditDate,
    scheduled: scheduledDocuments(scheduled),
  };
  const clauses = catalogue.clauses.map((clause): ClauseVerdict => {
    const rule = ruleOf.get(clause.id);
    const gaps = applicable.has(clause.id) ? scheduledGapOutcomes(scheduled, clause.id) : [];
    if (!applicable.has(clause.id) || !rule) {
      const verdict: Verdict = applicable.has(clause.id) ? "no_evidence" : "not_applicable";
      const findings = gaps.flatMap((g) => g.findings);
      return { clauseId: clause.id, verdict, points: clause.points, pointsAwarded: 0, findings, citations: [] };
    }
    const judged = rule.requirements.map((requirement) => ({
      requirement,
      optional: requirement.optional,
      outcome: evaluateRequirement(requirement, context),
    }));
    const evidenced = combine(judged);
    const verdict =
      evidenced === "no_evidence"
        ? evidenced
        : combine([...judged, ...gaps.map((outcome) => ({ optional: false, outcome }))]);
    const missing = judged.filter((j) => !j.optional && j.outcome.status === "missing").map((j) => j.requirement);
    const findings = [
      ...judged.flatMap((j) => j.outcome.findings),
      ...gaps.flatMap((g) => g.findings),
      ...(missing.length > 0 ? [missingEvidence(missing)] : []),
    ];
    const citations =
      verdict === "no_evidence"
        ? []
        : uniqueCitations(judged.flatMap((j) => j.outcome.citations)).slice(0, MAX_CLAUSE_CITATIONS);
    const answer = answerFor[verdict];
    const credit = answer === "na" ? 0 : ANSWER_CREDIT[answer];
    return {
      clauseId: clause.id,
      verdict,
      points: clause.points,
      pointsAwarded: clause.points * credit,
      findings,
      citations,
    };
  });
  return { clauses, ...scoreVerdicts(clauses) };
}

/** The overall score by points of clause verdicts, as the checklist scoring does (N/A excluded). */
export function scoreVerdicts(clauses: readonly Pick<ClauseVerdict, "points" | "verdict">[]) {
  const score = scoreChecklist(clauses.map((c) => ({ points: c.points, answer: answerFor[c.verdict] })));
  return { score: score.percent, points: score.possible, pointsAwarded: score.earned };
}
