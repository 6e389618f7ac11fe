import { getClause } from "../../../domain/catalogue";
import type { SopFormInput } from "../../../domain/schemas/library";
import { AppError } from "../../errors";

/** Refuses (400 on clauseIds) clauses that are not in the catalogue. */
export function assertClauses(clauseIds: string[]) {
  const unknown = clauseIds.filter((id) => !getClause(id));
  if (unknown.length > 0) {
    throw new AppError("validation", `Invalid input — clauseIds: unknown clause ${unknown.join(", ")}`, {
      clauseIds: `Unknown clause ${unknown.join(", ")}: choose clauses from the catalogue`,
    });
  }
}

/** The SOP form as stored: tags lower-case, languages and clauses without repeats, clauses sorted. */
export const normalise = (input: SopFormInput) => ({
  ...input,
  tags: [...new Set(input.tags.map((t) => t.toLowerCase()))],
  languages: [...new Set(input.languages)],
  clauseIds: [...new Set(input.clauseIds)].sort(),
});
