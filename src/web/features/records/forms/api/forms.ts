import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { FormDefinition, FormDetail } from "@domain/schemas/forms";
import { useLogForms } from "@/lib/use-log-forms";
import { api } from "@/lib/api";
import { formKeys } from "@/lib/query-keys";

/** The forms the organisation uses (built-in first), each at its current version. */
export const useForms = useLogForms;

/** A form at its current version, with every version it has had. */
export const useForm = (id: string | null) =>
  useQuery({
    queryKey: formKeys.detail(id ?? ""),
    queryFn: () => api<FormDetail>(`/forms/${id}`),
    enabled: !!id,
  });

/** Creates a form (version 1) or publishes the next version of one. */
export function useSaveForm() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, definition }: { id: string | null; definition: FormDefinition }) =>
      id
        ? api<FormDetail>(`/forms/${id}`, { method: "PUT", body: definition })
        : api<FormDetail>("/forms", { method: "POST", body: definition }),
    onSuccess: () => client.invalidateQueries({ queryKey: formKeys.all }),
  });
}
