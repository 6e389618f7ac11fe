import { getClause } from "../catalogue";
import type { SopFormInput } from "../schemas/library";

/** The SOP form as stored: tags lower-case, languages and clauses without repeats, clauses sorted. */
export const normaliseSopForm = (input: SopFormInput): SopFormInput => ({
  ...input,
  tags: [...new Set(input.tags.map((t) => t.toLowerCase()))],
  languages: [...new Set(input.languages)],
  clauseIds: [...new Set(input.clauseIds)].sort(),
});

/** The clause ids that are not in the catalogue (an SOP may only cite catalogue clauses). */
export const unknownClauseIds = (clauseIds: readonly string[]): string[] => clauseIds.filter((id) => !getClause(id));
