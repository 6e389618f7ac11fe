import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { EmployeeInput, EmployeeView } from "@domain/schemas/employees";
import { api } from "@/lib/api";
import { employeeKeys, trainingKeys } from "@/lib/query-keys";

export const employeeQuery = (id: string) =>
  queryOptions({ queryKey: employeeKeys.detail(id), queryFn: () => api<EmployeeView>(`/employees/${id}`) });

/** One employee by id, for a link to one the filtered list does not show. */
export const useEmployee = (id: string | null, enabled: boolean) =>
  useQuery({ ...employeeQuery(id ?? ""), enabled: enabled && !!id });

/** Employee changes also move training progress, matrix and coverage: refetch both areas. */
function useEmployeeMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: employeeKeys.all }),
        queryClient.invalidateQueries({ queryKey: trainingKeys.all }),
      ]),
  });
}

export const useSaveEmployee = () =>
  useEmployeeMutation(({ id, input }: { id?: string; input: EmployeeInput }) =>
    api<EmployeeView>(id ? `/employees/${id}` : "/employees", { method: id ? "PUT" : "POST", body: input }),
  );
export const useDeactivateEmployee = () =>
  useEmployeeMutation((id: string) => api<EmployeeView>(`/employees/${id}/deactivate`, { method: "POST" }));
export const useImportEmployees = () =>
  useEmployeeMutation((csv: string) =>
    api<{ imported: number }>("/employees/import", { method: "POST", body: { csv } }),
  );
