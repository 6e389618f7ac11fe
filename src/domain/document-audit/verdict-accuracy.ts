import { type Verdict, verdicts } from "./contract";

/** One labelled clause verdict beside the engine's. */
export interface LabelledVerdict {
  caseId: string;
  clauseId: string;
  expected: Verdict;
  actual: Verdict;
}

export interface VerdictAccuracy {
  total: number;
  correct: number;
  /** correct / total; null when nothing is labelled. */
  accuracy: number | null;
  /** Of the clauses the engine called non_compliant, the share labelled so; null when it called none. */
  nonCompliantPrecision: number | null;
  /** Of the clauses labelled non_compliant, the share the engine called so; null when none is labelled. */
  nonCompliantRecall: number | null;
  /** confusion[expected][actual] = how many labelled clauses. */
  confusion: Record<Verdict, Record<Verdict, number>>;
}

const ratio = (part: number, whole: number) => (whole === 0 ? null : part / whole);

/** How well the engine's verdicts agree with the labels (issue 17's accuracy figures, decision 110). */
export function verdictAccuracy(labelled: readonly LabelledVerdict[]): VerdictAccuracy {
  const confusion = Object.fromEntries(
    verdicts.map((expected) => [expected, Object.fromEntries(verdicts.map((actual) => [actual, 0]))]),
  ) as Record<Verdict, Record<Verdict, number>>;
  for (const { expected, actual } of labelled) confusion[expected][actual] += 1;
  const correct = labelled.filter((l) => l.expected === l.actual).length;
  const calledNonCompliant = labelled.filter((l) => l.actual === "non_compliant").length;
  const labelledNonCompliant = labelled.filter((l) => l.expected === "non_compliant").length;
  const hits = confusion.non_compliant.non_compliant;
  return {
    total: labelled.length,
    correct,
    accuracy: ratio(correct, labelled.length),
    nonCompliantPrecision: ratio(hits, calledNonCompliant),
    nonCompliantRecall: ratio(hits, labelledNonCompliant),
    confusion,
  };
}
