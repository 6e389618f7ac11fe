import { z } from "zod";
import { operationFlagSchema } from "./operations";

/** PrimusGFS-style question id `M.SS.QQ`; the module part may be a letter (P, C) in the demo catalogue. */
const clauseIdSchema = z.string().regex(/^[0-9A-Z]+\.\d{2}\.\d{2}$/, "Clause id must look like 1.01.01");
const tagSchema = z.string().regex(/^[a-z][a-z0-9_]*$/, "Tags are lower_snake_case");
const idSchema = z.string().regex(/^[A-Z][A-Z0-9_]*$/, "Module ids are UPPER_SNAKE_CASE");

export const clauseSchema = z.object({
  id: clauseIdSchema,
  module: idSchema,
  title: z.string().min(1).max(200),
  points: z.int().positive(),
  /** The first tag decides the clause's preview group. */
  tags: z.array(tagSchema).min(1),
});

export const catalogueModuleSchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  description: z.string().min(1),
  /** A required module is always in scope and can never be excluded (FSMS_1). */
  required: z.boolean().default(false),
  /** Operations whose flag suggests this module in the scope wizard. */
  suggestedBy: z.array(operationFlagSchema).default([]),
});

/** Preview group: clauses whose first tag is `tag` show under `name`; array order is display order. */
export const clauseGroupSchema = z.object({ tag: tagSchema, name: z.string().min(1) });

function duplicates(values: string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

export const catalogueSchema = z
  .object({
    id: z.string().min(1),
    name: z.string().min(1),
    version: z.string().min(1),
    modules: z.array(catalogueModuleSchema).min(1),
    groups: z.array(clauseGroupSchema).min(1),
    clauses: z.array(clauseSchema).min(1),
  })
  .superRefine((catalogue, ctx) => {
    const issue = (message: string, path: PropertyKey[]) => ctx.addIssue({ code: "custom", message, path });
    const moduleIds = catalogue.modules.map((m) => m.id);
    const groupTags = catalogue.groups.map((g) => g.tag);
    for (const id of duplicates(moduleIds)) issue(`Duplicate module id ${id}`, ["modules"]);
    for (const tag of duplicates(groupTags)) issue(`Duplicate group tag ${tag}`, ["groups"]);
    for (const id of duplicates(catalogue.clauses.map((c) => c.id))) issue(`Duplicate clause id ${id}`, ["clauses"]);
    if (!catalogue.modules.some((m) => m.required)) issue("At least one module must be required", ["modules"]);
    catalogue.clauses.forEach((clause, i) => {
      if (!moduleIds.includes(clause.module)) issue(`Unknown module ${clause.module}`, ["clauses", i, "module"]);
      const first = clause.tags[0];
      if (first && !groupTags.includes(first))
        issue(`No group named for first tag ${first}`, ["clauses", i, "tags", 0]);
    });
  });

export type Clause = z.output<typeof clauseSchema>;
export type CatalogueModule = z.output<typeof catalogueModuleSchema>;
export type ClauseGroup = z.output<typeof clauseGroupSchema>;
export type Catalogue = z.output<typeof catalogueSchema>;
/** A scheme definition as written in data (defaults not yet applied). */
export type CatalogueDefinition = z.input<typeof catalogueSchema>;

/** Validates a scheme definition loaded from anywhere (file, database, upload); throws a ZodError. */
export function parseCatalogue(data: unknown): Catalogue {
  return catalogueSchema.parse(data);
}
