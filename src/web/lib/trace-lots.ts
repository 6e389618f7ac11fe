import { useQuery } from "@tanstack/react-query";
import type { SiteLotsView } from "@domain/schemas/traceability";
import { api } from "@/lib/api";
import { traceKeys } from "@/lib/query-keys";
import { useDebouncedValue } from "@/lib/use-debounced-value";

const site = (siteId: string) => `/sites/${encodeURIComponent(siteId)}`;

/**
 * The site's lots of one code with their sources (decision 155), to pick one where the code names several;
 * asked for once the code has stopped changing.
 */
export function useSiteLots(siteId: string, code: string) {
  const settled = useDebouncedValue(code.trim(), 300);
  return useQuery({
    queryKey: traceKeys.lots(siteId, settled),
    queryFn: () => api<SiteLotsView>(`${site(siteId)}/traceability/lots?${new URLSearchParams({ code: settled })}`),
    enabled: !!siteId && settled.length > 0 && settled.length <= 60,
    retry: false,
  });
}
