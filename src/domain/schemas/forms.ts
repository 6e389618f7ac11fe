import { z } from "zod";
import type { FormDefinition } from "../forms/form-definition";

export { formDefinitionSchema, type FormDefinition } from "../forms/form-definition";

/** A form's id: a built-in log type, or a custom form's UUID. */
export const formParamsSchema = z.object({
  id: z.union([z.enum(["temperature", "sanitation", "water", "pest"]), z.uuid()], { error: "Not a form id" }),
});

/** One version of a form as the screens and the record entry use it. */
export interface FormVersionView extends FormDefinition {
  formId: string;
  builtin: boolean;
  versionId: string;
  version: number;
  publishedAt: string;
  publishedByName: string;
}

export interface FormDetail extends FormVersionView {
  /** Every published version, newest first, with how many records were made with it. */
  versions: { versionId: string; version: number; publishedAt: string; publishedByName: string; records: number }[];
}
