import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TemplateView } from "@domain/schemas/library";
import { api, apiFetch } from "@/lib/api";
import { saveBlob } from "@/lib/save-blob";
import { templateKeys } from "@/lib/query-keys";

export const templatesQuery = queryOptions({
  queryKey: templateKeys.all,
  queryFn: () => api<{ templates: TemplateView[] }>("/library/templates").then((r) => r.templates),
});

export const useTemplates = () => useQuery(templatesQuery);

/** Downloads the file produced for the site; the server counts it, so the list is refreshed after. */
export function useDownloadTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, siteId }: { id: string; siteId: string }) => {
      const response = await apiFetch(`/library/templates/${id}/download`, { method: "POST", body: { siteId } });
      // The server quotes the file name only when it has to: read `filename="a b.csv"` and `filename=a.csv`.
      const name = /filename="?([^";]+)"?/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? "template";
      saveBlob(await response.blob(), name);
      return name;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesQuery.queryKey }),
  });
}
