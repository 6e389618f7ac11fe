import { queryOptions, useQuery } from "@tanstack/react-query";
import type { EmployeeListQuery, EmployeeView } from "@domain/schemas/employees";
import { api } from "@/lib/api";
import { employeeKeys } from "@/lib/query-keys";

/** The organisation's employees, filtered: read by the directory and by training's Assign Module dialog. */
export const employeesQuery = (filters: EmployeeListQuery) => {
  const params = new URLSearchParams(Object.entries(filters).filter((e): e is [string, string] => !!e[1]));
  return queryOptions({
    queryKey: employeeKeys.list(filters),
    queryFn: () => api<{ items: EmployeeView[] }>(`/employees?${params}`).then((r) => r.items),
  });
};

export const useEmployees = (filters: EmployeeListQuery, enabled = true) =>
  useQuery({ ...employeesQuery(filters), enabled });
