import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { EmployeeInput, EmployeeListQuery, EmployeeView } from "@domain/schemas/employees";
import { api } from "@/lib/api";

const root = ["employees"] as const;

export const employeesQuery = (filters: EmployeeListQuery) => {
  const params = new URLSearchParams(Object.entries(filters).filter((e): e is [string, string] => !!e[1]));
  return queryOptions({
    queryKey: [...root, filters],
    queryFn: () => api<{ items: EmployeeView[] }>(`/employees?${params}`).then((r) => r.items),
  });
};

export const employeeQuery = (id: string) =>
  queryOptions({ queryKey: [...root, "one", id], queryFn: () => api<EmployeeView>(`/employees/${id}`) });

export const useEmployees = (filters: EmployeeListQuery, enabled = true) =>
  useQuery({ ...employeesQuery(filters), enabled });

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
        queryClient.invalidateQueries({ queryKey: root }),
        queryClient.invalidateQueries({ queryKey: ["training"] }),
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
