import { unknownClauseIds } from "../../../domain/library/sop-form";
import { AppError } from "../../errors";

/** Refuses (400 on clauseIds) clauses that are not in the catalogue. */
export function assertClauses(clauseIds: string[]) {
  const unknown = unknownClauseIds(clauseIds);
  if (unknown.length > 0) {
    throw new AppError(
      "validation",
      "Invalid input — clauseIds: unknown clause {{clauses}}",
      { clauseIds: "Unknown clause {{clauses}}: choose clauses from the catalogue" },
      undefined,
      { clauses: unknown.join(", ") },
    );
  }
}
