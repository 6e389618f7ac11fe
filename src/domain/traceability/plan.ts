/**
 * The traceability plan of 21 CFR 1.1315: what a site configures for it. The plan names a point of contact
 * for questions about it, with a phone number and an e-mail address (1.1315(a)(4)).
 */
import { z } from "zod";
import { text } from "../schemas/record-fields";

export const pointOfContactSchema = z.object({
  name: text("Name", 1, 120),
  phone: z
    .string({ error: "Phone number is required" })
    .trim()
    .regex(/^\+?[0-9 ().-]{7,25}$/, "Enter a phone number (digits, spaces, + ( ) - .)"),
  email: z
    .string({ error: "Enter a valid e-mail address" })
    .trim()
    .toLowerCase()
    .pipe(z.email("Enter a valid e-mail address")),
});
export type PointOfContact = z.output<typeof pointOfContactSchema>;
