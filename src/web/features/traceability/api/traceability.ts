import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TraceLocationInput } from "@domain/schemas/traceability";
import type { CompletenessGroup } from "@domain/traceability/completeness";
import type { CteType } from "@domain/traceability/kde";
import type { GrowingArea, LocationDescription, Product, TradingPartner } from "@domain/traceability/master-data";
import type { LotMovement, MassBalance } from "@domain/traceability/trace";
import { api, apiFetch } from "@/lib/api";
import { traceKeys } from "@/lib/query-keys";
import { saveBlob } from "@/lib/save-blob";

export type TraceProductView = Product & { id: string; updatedAt: string };
export type TraceLocationView = {
  id: string;
  location: LocationDescription & { kind: string; tlcSourceReference: string };
  growingAreas: Omit<GrowingArea, "farmLocationId">[];
  updatedAt: string;
};
export type TradingPartnerView = TradingPartner & { id: string; updatedAt: string };

export type TraceEventView = {
  id: string;
  type: CteType;
  eventDate: string;
  tlc: string | null;
  productId: string | null;
  quantity: number;
  unit: string;
  capturedBy: string | null;
  capturedAt: string;
  kdes: Record<string, unknown>;
};

export type TraceView = {
  direction: "forward" | "backward";
  lots: { tlc: string; depth: number; massBalance: MassBalance[] }[];
  /** `partner`: the customer a shipment went to, the source a receipt came from. */
  events: (LotMovement & { partner: string | null })[];
};

export type FdaRequestView = {
  id: string;
  requestedAt: string;
  requestedBy: string | null;
  from: string;
  to: string;
  format: "csv" | "xlsx";
  tlc: string | null;
  product: string | null;
  rowCount: number;
};

const site = (siteId: string) => `/sites/${encodeURIComponent(siteId)}`;

export function useTraceProducts(siteId: string) {
  return useQuery({
    queryKey: traceKeys.products(siteId),
    queryFn: () => api<{ items: TraceProductView[] }>(`${site(siteId)}/trace-products`).then((r) => r.items),
    enabled: !!siteId,
  });
}

export function useTraceLocations(siteId: string) {
  return useQuery({
    queryKey: traceKeys.locations(siteId),
    queryFn: () => api<{ items: TraceLocationView[] }>(`${site(siteId)}/trace-locations`).then((r) => r.items),
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

export function useTraceEvents(siteId: string, filters: Record<string, string>) {
  const clean = Object.fromEntries(Object.entries(filters).filter(([, v]) => v));
  return useQuery({
    queryKey: traceKeys.events(siteId, clean),
    queryFn: () =>
      api<{ items: TraceEventView[]; truncated: boolean }>(
        `${site(siteId)}/trace-events?${new URLSearchParams(clean).toString()}`,
      ),
    enabled: !!siteId,
  });
}

export function useCompleteness(siteId: string, by: "type" | "product" | "supplier") {
  return useQuery({
    queryKey: traceKeys.completeness(siteId, by),
    queryFn: () =>
      api<{ by: string; groups: CompletenessGroup[] }>(`${site(siteId)}/traceability/completeness?by=${by}`),
    enabled: !!siteId,
  });
}

export function useFdaRequests(siteId: string, enabled = true) {
  return useQuery({
    queryKey: traceKeys.fdaRequests(siteId),
    queryFn: () => api<{ items: FdaRequestView[] }>(`${site(siteId)}/traceability/fda-requests`).then((r) => r.items),
    enabled: !!siteId && enabled,
  });
}

export function useTrace(tlc: string, direction: "forward" | "backward") {
  return useQuery({
    queryKey: traceKeys.trace(tlc, direction),
    queryFn: () => api<TraceView>(`/trace/lots/${encodeURIComponent(tlc)}?direction=${direction}`),
    enabled: !!tlc,
    retry: false,
  });
}

/** Every traceability write refreshes every traceability read (lists, traces, completeness). */
function useTraceMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: traceKeys.all }),
  });
}

export function useCaptureTraceEvent(siteId: string) {
  return useTraceMutation((event: Record<string, unknown>) =>
    api<{ id: string; tlc?: string }>(`${site(siteId)}/trace-events`, { method: "POST", body: event }),
  );
}

export function useSaveTraceProduct(siteId: string) {
  return useTraceMutation(({ id, product }: { id?: string; product: Record<string, unknown> }) =>
    api<TraceProductView>(`${site(siteId)}/trace-products${id ? `/${id}` : ""}`, {
      method: id ? "PUT" : "POST",
      body: product,
    }),
  );
}

export function useSaveTraceLocation(siteId: string) {
  return useTraceMutation(({ id, input }: { id?: string; input: TraceLocationInput | Record<string, unknown> }) =>
    api<TraceLocationView>(`${site(siteId)}/trace-locations${id ? `/${id}` : ""}`, {
      method: id ? "PUT" : "POST",
      body: input,
    }),
  );
}

export function useSaveTradingPartner(siteId: string) {
  return useTraceMutation(({ id, partner }: { id?: string; partner: Record<string, unknown> }) =>
    api<TradingPartnerView>(`${site(siteId)}/trading-partners${id ? `/${id}` : ""}`, {
      method: id ? "PUT" : "POST",
      body: partner,
    }),
  );
}

/**
 * Downloads FDA's sortable spreadsheet (a logged GET, decision 133) and hands the file to the browser
 * under the server's name; the request log is refreshed after.
 */
export function useDownloadFdaSpreadsheet(siteId: string) {
  return useTraceMutation(async (query: Record<string, string>) => {
    const clean = Object.fromEntries(Object.entries(query).filter(([, v]) => v));
    const response = await apiFetch(
      `${site(siteId)}/traceability/fda-spreadsheet?${new URLSearchParams(clean).toString()}`,
    );
    const disposition = response.headers.get("content-disposition") ?? "";
    const filename = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1] ?? `fsma204.${clean.format}`;
    saveBlob(await response.blob(), decodeURIComponent(filename));
    return filename;
  });
}

/** GS1-128 case labels of a lot the site holds, as a PDF to print (`count` labels, ten to a sheet). Reads only. */
export function useDownloadCaseLabels(siteId: string) {
  return useMutation({
    mutationFn: async ({ tlc, count }: { tlc: string; count: number }) => {
      const response = await apiFetch(
        `${site(siteId)}/traceability/lots/${encodeURIComponent(tlc)}/labels.pdf?count=${count}`,
      );
      const disposition = response.headers.get("content-disposition") ?? "";
      const filename = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1] ?? "case-labels.pdf";
      saveBlob(await response.blob(), decodeURIComponent(filename));
      return filename;
    },
  });
}

/** The site's events of the dates (and lot) as a GS1 EPCIS 2.0 JSON document, saved as a file (decision 144). */
export function useDownloadEpcis(siteId: string) {
  return useMutation({
    mutationFn: async (query: { from: string; to: string; tlc: string }) => {
      const clean = Object.fromEntries(Object.entries(query).filter(([, v]) => v));
      const response = await apiFetch(`${site(siteId)}/traceability/epcis?${new URLSearchParams(clean).toString()}`);
      const disposition = response.headers.get("content-disposition") ?? "";
      const filename = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1] ?? "epcis.json";
      saveBlob(await response.blob(), decodeURIComponent(filename));
      return filename;
    },
  });
}

/** A trading partner's EPCIS 2.0 document recorded as the site's events, all or nothing (decision 144). */
export function useImportEpcis(siteId: string) {
  return useTraceMutation((document: unknown) =>
    api<{ imported: { index: number; id: string; type: string; tlc?: string }[] }>(
      `${site(siteId)}/trace-events/epcis`,
      { method: "POST", body: document },
    ),
  );
}
