import { useQuery } from "@tanstack/react-query";
import type { Product, TradingPartner } from "@domain/traceability/master-data";
import { api } from "@/lib/api";
import { traceKeys } from "@/lib/query-keys";

/*
 * A site's FSMA 204 products and trading partners (decision 133), read by the traceability screens and by
 * the suppliers' (decision 143: a supplier's products and partner record are these rows).
 */
export type TraceProductView = Product & { id: string; updatedAt: string };
/** `supplierId`: the approved-supplier programme's record of this business (decision 143). */
export type TradingPartnerView = TradingPartner & {
  id: string;
  supplierId: string | null;
  supplierName: string | null;
  updatedAt: string;
};

const site = (siteId: string) => `/sites/${encodeURIComponent(siteId)}`;

export function useTraceProducts(siteId: string) {
  return useQuery({
    queryKey: traceKeys.products(siteId),
    queryFn: () => api<{ items: TraceProductView[] }>(`${site(siteId)}/trace-products`).then((r) => r.items),
    enabled: !!siteId,
  });
}

export function useTradingPartners(siteId: string) {
  return useQuery({
    queryKey: traceKeys.partners(siteId),
    queryFn: () => api<{ items: TradingPartnerView[] }>(`${site(siteId)}/trading-partners`).then((r) => r.items),
    enabled: !!siteId,
  });
}
