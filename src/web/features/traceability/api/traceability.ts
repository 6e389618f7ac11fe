import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TraceLocationInput } from "@domain/schemas/traceability";
import type { CompletenessGroup } from "@domain/traceability/completeness";
import type { CteType } from "@domain/traceability/kde";
import type { GrowingArea, LocationDescription } from "@domain/traceability/master-data";
import type {
  PointOfContact,
  TracePlanSignInput,
  TracePlanVersionView,
  TracePlanView,
} from "@domain/traceability/plan";
import type { LotMovement, MassBalance } from "@domain/traceability/trace";
import { api, apiFetch } from "@/lib/api";
import { overviewKeys, traceKeys } from "@/lib/query-keys";
import { saveBlob } from "@/lib/save-blob";
import {
  type TraceProductView,
  type TradingPartnerView,
  useTraceProducts,
  useTradingPartners,
} from "@/lib/trace-master-data";

export { type TraceProductView, type TradingPartnerView, useTraceProducts, useTradingPartners };
export type TraceLocationView = {
  id: string;
  location: LocationDescription & { kind: string; tlcSourceReference: string };
  growingAreas: Omit<GrowingArea, "farmLocationId">[];
  updatedAt: string;
};

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
  /** `tlcSource`: the key of the lot's source where a site holds the code from several sources. */
  lots: { tlc: string; tlcSource?: string; depth: number; massBalance: MassBalance[] }[];
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

export function useTraceLocations(siteId: string) {
  return useQuery({
    queryKey: traceKeys.locations(siteId),
    queryFn: () => api<{ items: TraceLocationView[] }>(`${site(siteId)}/trace-locations`).then((r) => r.items),
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

/** `tlcSource` names the lot when the code names several (decision 155: a 400 on `tlcSource` asks for it). */
export function useTrace(tlc: string, direction: "forward" | "backward", tlcSource = "") {
  return useQuery({
    queryKey: traceKeys.trace(tlc, direction, tlcSource),
    queryFn: () =>
      api<TraceView>(
        `/trace/lots/${encodeURIComponent(tlc)}?${new URLSearchParams({ direction, ...(tlcSource ? { tlcSource } : {}) })}`,
      ),
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
    mutationFn: async ({ tlc, count, tlcSource }: { tlc: string; count: number; tlcSource?: string | undefined }) => {
      const query = new URLSearchParams({ count: String(count), ...(tlcSource ? { tlcSource } : {}) });
      const response = await apiFetch(
        `${site(siteId)}/traceability/lots/${encodeURIComponent(tlc)}/labels.pdf?${query}`,
      );
      const disposition = response.headers.get("content-disposition") ?? "";
      const filename = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)?.[1] ?? "case-labels.pdf";
      saveBlob(await response.blob(), decodeURIComponent(filename));
      return filename;
    },
  });
}

// Importing events from a spreadsheet, completing an event (decision 144) ------------------------

export type TraceImportRowView = {
  row: number;
  ok: boolean;
  tlc: string | null;
  problems: { field: string; column: string | null; reason: string }[];
};
export type TraceImportReportView = {
  type: CteType;
  fileName: string;
  fileKind: "csv" | "xlsx";
  headers: string[];
  mapping: Record<string, number>;
  rows: TraceImportRowView[];
  valid: number;
  invalid: number;
  importId?: string;
};
export type TraceImportView = {
  id: string;
  type: CteType;
  fileName: string;
  fileKind: "csv" | "xlsx";
  rowCount: number;
  rows: { row: number; eventId: string; tlc: string | null }[];
  mapping: Record<string, string>;
  importedAt: string;
};

const importForm = ({ file, type, mapping }: { file: File; type: CteType; mapping?: Record<string, number> }) => {
  const form = new FormData();
  form.append("type", type);
  if (mapping) form.append("mapping", JSON.stringify(mapping));
  form.append("file", file, file.name);
  return form;
};

/** Reads a file through a mapping and reports each row; writes nothing. */
export function usePreviewTraceImport(siteId: string) {
  return useMutation({
    mutationFn: (input: { file: File; type: CteType; mapping?: Record<string, number> }) =>
      api<TraceImportReportView>(`${site(siteId)}/trace-imports/preview`, { method: "POST", body: importForm(input) }),
  });
}

/** Imports every row of a file, or none. */
export function useCommitTraceImport(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { file: File; type: CteType; mapping: Record<string, number> }) =>
      api<TraceImportReportView>(`${site(siteId)}/trace-imports`, { method: "POST", body: importForm(input) }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: traceKeys.all }),
        queryClient.invalidateQueries({ queryKey: overviewKeys.all }),
      ]),
  });
}

export function useTraceImports(siteId: string) {
  return useQuery({
    queryKey: traceKeys.imports(siteId),
    queryFn: () => api<{ items: TraceImportView[] }>(`${site(siteId)}/trace-imports`).then((r) => r.items),
    enabled: !!siteId,
  });
}

export type TraceEventDetailView = {
  id: string;
  type: CteType;
  eventDate: string;
  tlc: string | null;
  capturedAt: string;
  kdes: Record<string, unknown>;
  missing: string[];
};

export function useTraceEvent(siteId: string, eventId: string) {
  return useQuery({
    queryKey: traceKeys.event(siteId, eventId),
    queryFn: () => api<TraceEventDetailView>(`${site(siteId)}/trace-events/${encodeURIComponent(eventId)}`),
    enabled: !!siteId && !!eventId,
    retry: false,
  });
}

/** Fills the KDEs an event lacks; completeness and the overview's readiness read it again. */
export function useCompleteTraceEvent(siteId: string, eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kdes: Record<string, unknown>) =>
      api<{ id: string; filled: string[] }>(`${site(siteId)}/trace-events/${encodeURIComponent(eventId)}/complete`, {
        method: "POST",
        body: { kdes },
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: traceKeys.all }),
        queryClient.invalidateQueries({ queryKey: overviewKeys.all }),
      ]),
  });
}

/** The site's traceability plan (decision 148): as it will print now, whether it is signed, its versions. */
export function useTracePlan(siteId: string) {
  return useQuery({
    queryKey: traceKeys.plan(siteId),
    queryFn: () => api<TracePlanView>(`${site(siteId)}/traceability/plan`),
    enabled: !!siteId,
  });
}

export function useTracePlanContact(siteId: string) {
  return useQuery({
    queryKey: traceKeys.planContact(siteId),
    queryFn: () =>
      api<{ contact: (PointOfContact & { updatedAt: string }) | null }>(`${site(siteId)}/traceability/plan/contact`),
    enabled: !!siteId,
  });
}

export function useSavePlanContact(siteId: string) {
  return useTraceMutation((contact: PointOfContact) =>
    api(`${site(siteId)}/traceability/plan/contact`, { method: "PUT", body: contact }),
  );
}

export function useSignTracePlan(siteId: string) {
  return useTraceMutation((input: TracePlanSignInput) =>
    api<TracePlanVersionView>(`${site(siteId)}/traceability/plan/versions`, { method: "POST", body: input }),
  );
}

/** The plan's PDF: a signed version's, or (no version) the plan as the configuration gives it now. Plain GETs. */
export const tracePlanPdfUrl = (siteId: string, version?: number) =>
  `/api${site(siteId)}/traceability/${version ? `plan/versions/${version}/pdf` : "plan.pdf"}`;

/** The site's events of the dates (and lot) as a GS1 EPCIS 2.0 JSON document, saved as a file (decision 150). */
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

/** A trading partner's EPCIS 2.0 document recorded as the site's events, all or nothing (decision 150). */
export function useImportEpcis(siteId: string) {
  return useTraceMutation((document: unknown) =>
    api<{ imported: { index: number; id: string; type: string; tlc?: string }[] }>(
      `${site(siteId)}/trace-events/epcis`,
      { method: "POST", body: document },
    ),
  );
}
