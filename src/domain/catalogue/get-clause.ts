import type { AppLocale } from "../i18n/locales";
import type { Catalogue, CatalogueModule, Clause } from "./catalogue-schema";
import { builtinCatalogue } from "./primusgfs-builtin";
import { builtinCatalogueWords } from "./primusgfs-builtin-es";

/** The clause with this id, or undefined. */
export function getClause(id: string, catalogue: Catalogue = builtinCatalogue): Clause | undefined {
  return catalogue.clauses.find((clause) => clause.id === id);
}

/** The module with this id, or undefined. */
export function getModule(id: string, catalogue: Catalogue = builtinCatalogue): CatalogueModule | undefined {
  return catalogue.modules.find((module) => module.id === id);
}

/** Friendly preview-group name for a clause's first tag; an unnamed tag shows as itself. */
export function groupName(tag: string, catalogue: Catalogue = builtinCatalogue, locale: AppLocale = "en"): string {
  const name = catalogue.groups.find((group) => group.tag === tag)?.name ?? tag;
  return builtinCatalogueWords.groupName(catalogue.id, tag, locale, name);
}
