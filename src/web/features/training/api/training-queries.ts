import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AssignModuleInput, KioskCreateInput, TrainingModuleInput } from "@domain/schemas/training";
import type {
  AssignmentDetailView,
  AssignmentListView,
  KioskView,
  MatrixView,
  ModuleListView,
  SessionListView,
  TrainingModuleView,
} from "@domain/training/views";
import { api } from "@/lib/api";
import { trainingKeys } from "@/lib/query-keys";

export const matrixQuery = (site: string) =>
  queryOptions({
    queryKey: trainingKeys.matrix(site),
    queryFn: () => api<MatrixView>(`/sites/${site}/training/matrix`),
  });
export const assignmentsQuery = (site: string) =>
  queryOptions({
    queryKey: trainingKeys.assignments(site),
    queryFn: () => api<AssignmentListView>(`/sites/${site}/training/assignments`),
  });
export const assignmentQuery = (id: string) =>
  queryOptions({
    queryKey: trainingKeys.assignment(id),
    queryFn: () => api<AssignmentDetailView>(`/training/assignments/${id}`),
  });
export const moduleQuery = (id: string) =>
  queryOptions({
    queryKey: trainingKeys.module(id),
    queryFn: () => api<TrainingModuleView>(`/training/modules/${id}`),
  });
export const modulesQuery = (site: string) =>
  queryOptions({
    queryKey: trainingKeys.modules(site),
    queryFn: () => api<ModuleListView>(`/sites/${site}/training/modules`),
  });
export const sessionsQuery = (site: string, filters: { q?: string; moduleId?: string; device?: string }) => {
  const params = new URLSearchParams(Object.entries(filters).filter((e): e is [string, string] => !!e[1]));
  return queryOptions({
    queryKey: trainingKeys.sessions(site, filters),
    queryFn: () => api<SessionListView>(`/sites/${site}/training/sessions?${params}`),
  });
};
export const kiosksQuery = (site: string) =>
  queryOptions({
    queryKey: trainingKeys.kiosks(site),
    queryFn: () => api<{ items: KioskView[] }>(`/sites/${site}/training/kiosks`),
  });

export const useMatrix = (site = "") => useQuery({ ...matrixQuery(site), enabled: !!site });
export const useAssignments = (site = "") => useQuery({ ...assignmentsQuery(site), enabled: !!site });
/** One assignment / module by id, for a link to one that the site's list does not show. */
export const useAssignment = (id: string | null, enabled: boolean) =>
  useQuery({ ...assignmentQuery(id ?? ""), enabled: enabled && !!id });
export const useModule = (id: string | null, enabled: boolean) =>
  useQuery({ ...moduleQuery(id ?? ""), enabled: enabled && !!id });
export const useModules = (site = "") => useQuery({ ...modulesQuery(site), enabled: !!site });
export const useSessions = (site = "", filters: { q?: string; moduleId?: string; device?: string }) =>
  useQuery({ ...sessionsQuery(site, filters), enabled: !!site });
export const useKiosks = (site = "", enabled = true) => useQuery({ ...kiosksQuery(site), enabled: enabled && !!site });

/** Every training read sits under `trainingKeys.all`: a change refetches the screens that depend on it. */
function useTrainingMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trainingKeys.all }),
  });
}

export const useAssignModule = (site: string) =>
  useTrainingMutation((input: AssignModuleInput) =>
    api<{ created: number; skipped: number }>(`/sites/${site}/training/assignments`, { method: "POST", body: input }),
  );
export const useSaveModule = () =>
  useTrainingMutation(({ id, input }: { id?: string; input: TrainingModuleInput }) =>
    api<TrainingModuleView>(id ? `/training/modules/${id}` : "/training/modules", {
      method: id ? "PUT" : "POST",
      body: input,
    }),
  );
/** Who leads an assignment's training; an empty name clears it (decision 157). */
export const useSetAssignmentTrainer = () =>
  useTrainingMutation(({ assignmentId, trainerName }: { assignmentId: string; trainerName: string }) =>
    api<AssignmentDetailView>(`/training/assignments/${assignmentId}/trainer`, {
      method: "PUT",
      body: { trainerName },
    }),
  );
export const useCreateKiosk = (site: string) =>
  useTrainingMutation((input: KioskCreateInput) =>
    api<{ kiosk: KioskView; path: string }>(`/sites/${site}/training/kiosks`, { method: "POST", body: input }),
  );
export const useRotateKiosk = () =>
  useTrainingMutation((id: string) =>
    api<{ kiosk: KioskView; path: string }>(`/training/kiosks/${id}/rotate`, { method: "POST" }),
  );
export const useRevokeKiosk = () =>
  useTrainingMutation((id: string) => api<{ id: string }>(`/training/kiosks/${id}/revoke`, { method: "POST" }));
