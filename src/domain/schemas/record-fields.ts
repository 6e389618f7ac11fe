import { z } from "zod";

/** Field builders shared by the record schemas: each names its field in the message it gives. */
export const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(min, min <= 1 ? `${label} is required` : `${label} must be at least ${min} characters`)
    .max(max, `${label} must be at most ${max} characters`);
export const optionalText = (label: string, max: number) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).default("");
export const number = (label: string) =>
  z.number({ error: `${label} must be a number` }).refine(Number.isFinite, `${label} must be a number`);
export const optionalNumber = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .nullable()
    .default(null);
