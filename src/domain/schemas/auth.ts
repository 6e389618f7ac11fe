import { z } from "zod";

export const signInSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email("Enter a valid e-mail address")),
  password: z.string({ error: "Enter your password" }).min(1, "Enter your password").max(200, "Password is too long"),
});
export type SignInInput = z.infer<typeof signInSchema>;

/** What `GET /api/auth/me` answers: the signed-in user, their role and what it allows. */
export interface Me {
  user: { id: string; name: string; email: string; initials: string };
  organisation: { id: string; name: string };
  role: import("../roles").AppRole;
  roleLabel: string;
  permissions: import("../permissions").Permission[];
  /** Slug of the one site the user is restricted to, if any. */
  restrictedSite: string | null;
}

/** Avatar initials: first letters of the first and last names; the spec's fallback is 'AR'. */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return "AR";
  const first = parts[0]![0] ?? "";
  const last = parts.length > 1 ? (parts[parts.length - 1]![0] ?? "") : "";
  return (first + last).toUpperCase() || "AR";
}
