import { z } from "zod";
import type { AppLocale } from "../i18n/locales";
import type { Catalogue } from "./catalogue-schema";

/**
 * A catalogue's words in another language, kept as data beside the catalogue (decision 127): its name,
 * each module's name and description, each clause group's name and each clause's title, keyed by id. Ids and points stay the
 * catalogue's; only words are translated.
 */
export const catalogueTranslationSchema = z.object({
  catalogueId: z.string().min(1),
  locale: z.enum(["es"]),
  name: z.string().min(1),
  modules: z.record(
    z.string().regex(/^[A-Z][A-Z0-9_]*$/, "Module ids are UPPER_SNAKE_CASE"),
    z.object({ name: z.string().min(1), description: z.string().min(1) }),
  ),
  /** Group names by tag (the groups readiness, the scope preview and the checklists are arranged in). */
  groups: z
    .record(z.string().regex(/^[a-z][a-z_]*$/, "Group tags are lower_snake_case"), z.string().min(1).max(80))
    .default({}),
  clauses: z.record(
    z.string().regex(/^[0-9A-Z]+\.\d{2}\.\d{2}$/, "Clause id must look like 1.01.01"),
    z.string().min(1).max(200),
  ),
});
export type CatalogueTranslation = z.output<typeof catalogueTranslationSchema>;

/** Validates a translation loaded from anywhere; throws a ZodError. */
export function parseCatalogueTranslation(data: unknown): CatalogueTranslation {
  return catalogueTranslationSchema.parse(data);
}

/** What a translation lacks, or names that its catalogue does not have: empty when it is complete. */
export function translationGaps(catalogue: Catalogue, translation: CatalogueTranslation): string[] {
  const gaps: string[] = [];
  if (translation.catalogueId !== catalogue.id) gaps.push(`catalogue ${translation.catalogueId} ≠ ${catalogue.id}`);
  for (const m of catalogue.modules) if (!translation.modules[m.id]) gaps.push(`module ${m.id} untranslated`);
  for (const g of catalogue.groups) if (!translation.groups[g.tag]) gaps.push(`group ${g.tag} untranslated`);
  for (const c of catalogue.clauses) if (!translation.clauses[c.id]) gaps.push(`clause ${c.id} untranslated`);
  const moduleIds = new Set(catalogue.modules.map((m) => m.id));
  const clauseIds = new Set(catalogue.clauses.map((c) => c.id));
  for (const id of Object.keys(translation.modules)) if (!moduleIds.has(id)) gaps.push(`module ${id} unknown`);
  for (const id of Object.keys(translation.clauses)) if (!clauseIds.has(id)) gaps.push(`clause ${id} unknown`);
  const groupTags = new Set(catalogue.groups.map((g) => g.tag));
  for (const tag of Object.keys(translation.groups)) if (!groupTags.has(tag)) gaps.push(`group ${tag} unknown`);
  return gaps;
}

/** Looks a catalogue's words up in a reader's language, falling back to the catalogue's own (English). */
export function catalogueWords(translations: readonly CatalogueTranslation[]) {
  const find = (catalogueId: string, locale: AppLocale) =>
    translations.find((tr) => tr.catalogueId === catalogueId && tr.locale === locale);
  return {
    /** The clause's title in `locale`, or `fallback` (the title as stored) when none is translated. */
    clauseTitle: (catalogueId: string, clauseId: string, locale: AppLocale, fallback: string) =>
      find(catalogueId, locale)?.clauses[clauseId] ?? fallback,
    catalogueName: (catalogueId: string, locale: AppLocale, fallback: string) =>
      find(catalogueId, locale)?.name ?? fallback,
    moduleName: (catalogueId: string, moduleId: string, locale: AppLocale, fallback: string) =>
      find(catalogueId, locale)?.modules[moduleId]?.name ?? fallback,
    groupName: (catalogueId: string, tag: string, locale: AppLocale, fallback: string) =>
      find(catalogueId, locale)?.groups[tag] ?? fallback,
  };
}
