import { useQuery } from "@tanstack/react-query";
import type { FormVersionView } from "@domain/schemas/forms";
import { api } from "@/lib/api";
import { formKeys } from "@/lib/query-keys";

/** The log forms the organisation uses (built-in first), each at its current version (decision 138). */
export const useLogForms = () =>
  useQuery({ queryKey: formKeys.all, queryFn: () => api<{ items: FormVersionView[] }>("/forms") });
