import type { Catalogue, CatalogueModule, Clause } from "./catalogue-schema";
import { builtinCatalogue } from "./primusgfs-builtin";

/** The clause with this id, or undefined. */
export function getClause(id: string, catalogue: Catalogue = builtinCatalogue): Clause | undefined {
  return catalogue.clauses.find((clause) => clause.id === id);
}

/** The module with this id, or undefined. */
export function getModule(id: string, catalogue: Catalogue = builtinCatalogue): CatalogueModule | undefined {
  return catalogue.modules.find((module) => module.id === id);
}

/** Friendly preview-group name for a clause's first tag; an unnamed tag shows as itself. */
export function groupName(tag: string, catalogue: Catalogue = builtinCatalogue): string {
  return catalogue.groups.find((group) => group.tag === tag)?.name ?? tag;
}
