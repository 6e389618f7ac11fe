import { z } from "zod";
import { isIsoDate } from "../dates";
import { employeeStatuses, jobRoles } from "../employees/job-roles";

export const isoDate = z
  .string({ error: "Enter a date" })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date (YYYY-MM-DD)")
  .refine(isIsoDate, "Not a real date");

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => (value ? value : null));

export const certificationSchema = z
  .object({
    name: z.string().trim().min(2, "Name the certification").max(120, "At most 120 characters"),
    issued: isoDate,
    expires: isoDate.optional().or(z.literal("").transform(() => undefined)),
  })
  .refine((c) => !c.expires || c.expires >= c.issued, {
    message: "Expiry must not be before the issue date",
    path: ["expires"],
  });
export type CertificationInput = z.infer<typeof certificationSchema>;

/** The Add / Edit Employee form, the API body and each CSV row: one schema. */
export const employeeInputSchema = z.object({
  employeeCode: z
    .string({ error: "Enter the employee ID" })
    .trim()
    .toUpperCase()
    .min(2, "Employee ID must be at least 2 characters")
    .max(20, "Employee ID must be at most 20 characters")
    .regex(/^[A-Z0-9][A-Z0-9-]*$/, "Use letters, digits and hyphens, e.g. OX-0142"),
  name: z
    .string({ error: "Enter the name" })
    .trim()
    .min(2, "Name must be at least 2 characters")
    .max(120, "Name must be at most 120 characters"),
  jobRole: z.enum(jobRoles, { message: "Choose a job role" }),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(200, "E-mail must be at most 200 characters")
    .optional()
    .refine((value) => !value || z.email().safeParse(value).success, "Enter a valid e-mail address")
    .transform((value) => (value ? value : null)),
  phone: optionalText(40, "Phone must be at most 40 characters").refine(
    (value) => !value || /^[+()\d\s.-]{7,}$/.test(value),
    "Use digits, spaces and + ( ) - only",
  ),
  site: z.string({ error: "Choose a site" }).trim().min(1, "Choose a site").max(60),
  hireDate: isoDate,
  status: z.enum(employeeStatuses, { message: "Choose active, training or inactive" }).default("active"),
  certifications: z.array(certificationSchema).max(20, "At most 20 certifications").default([]),
});
export type EmployeeInput = z.input<typeof employeeInputSchema>;
export type EmployeeValues = z.output<typeof employeeInputSchema>;

export const employeeListQuerySchema = z.object({
  site: z.string().trim().max(60).optional(),
  jobRole: z.enum(jobRoles).optional(),
  status: z.enum(employeeStatuses).optional(),
  q: z.string().trim().max(100).optional(),
});
export type EmployeeListQuery = z.infer<typeof employeeListQuerySchema>;

export const employeeImportSchema = z.object({
  csv: z
    .string({ error: "Attach a CSV file" })
    .min(1, "The file is empty")
    .max(500_000, "The file is larger than 500 KB"),
});

/** An employee as the API returns it. */
export interface EmployeeView {
  id: string;
  employeeCode: string;
  name: string;
  initials: string;
  jobRole: (typeof jobRoles)[number];
  email: string | null;
  phone: string | null;
  site: string;
  siteName: string;
  hireDate: string;
  status: (typeof employeeStatuses)[number];
  certifications: {
    id: string;
    name: string;
    issued: string;
    expires: string | null;
    state: "valid" | "expiring" | "expired" | "no_expiry";
  }[];
  training: { assigned: number; completed: number; progress: number | null; complete: boolean };
}
