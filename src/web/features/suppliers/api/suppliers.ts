import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  SupplierCreateInput,
  SupplierDocumentFields,
  SupplierDocumentReviewInput,
  SupplierDocumentView,
  SupplierListItem,
  SupplierOwnerOption,
  SupplierRequirementsInput,
  SupplierStatusChangeInput,
  SupplierTradingPartnerLinkInput,
  SupplierUpdateInput,
  SupplierUploadFields,
  SupplierUploadLinkCreateInput,
  SupplierView,
} from "@domain/schemas/suppliers";
import type { SupplierDocumentType, SupplierRequirement } from "@domain/suppliers/requirements";
import { api } from "@/lib/api";
import { supplierKeys, traceKeys } from "@/lib/query-keys";

export interface UploadLinkView {
  id: string;
  documentTypes: SupplierDocumentType[];
  expiresAt: string;
  createdAt: string;
  revokedAt: string | null;
  open: boolean;
}

export interface UploadLinkInfo {
  organisation: string;
  supplier: string;
  documentTypes: SupplierDocumentType[];
  expiresAt: string;
}

/** The list's filters as the API takes them (`GET /api/suppliers?category=…`); absent: no filter. */
export type SupplierFilters = Partial<Record<"category" | "status" | "compliance" | "site", string>>;

export function useSuppliers(filters: SupplierFilters) {
  const clean = Object.fromEntries(Object.entries(filters).filter(([, v]) => v)) as Record<string, string>;
  return useQuery({
    queryKey: supplierKeys.list(clean),
    queryFn: () =>
      api<{ suppliers: SupplierListItem[] }>(`/suppliers?${new URLSearchParams(clean).toString()}`).then(
        (r) => r.suppliers,
      ),
  });
}

export function useSupplier(id: string | null) {
  return useQuery({
    queryKey: supplierKeys.detail(id ?? ""),
    queryFn: () => api<{ supplier: SupplierView }>(`/suppliers/${id}`).then((r) => r.supplier),
    enabled: !!id,
  });
}

/** The members a supplier may be given to as its owner (told ahead of its expiries). */
export function useSupplierOwners(enabled: boolean) {
  return useQuery({
    queryKey: supplierKeys.owners(),
    queryFn: () => api<{ owners: SupplierOwnerOption[] }>("/suppliers/owners").then((r) => r.owners),
    enabled,
  });
}

export function useSupplierRequirements() {
  return useQuery({
    queryKey: supplierKeys.requirements(),
    queryFn: () => api<{ requirements: SupplierRequirement[]; builtIn: boolean }>("/suppliers/requirements"),
  });
}

export function useUploadLinks(supplierId: string, enabled: boolean) {
  return useQuery({
    queryKey: supplierKeys.links(supplierId),
    queryFn: () => api<{ links: UploadLinkView[] }>(`/suppliers/${supplierId}/upload-links`).then((r) => r.links),
    enabled,
  });
}

/** Every supplier write refreshes the lists, the supplier and its links. */
function useSupplierMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supplierKeys.all }),
  });
}

export const useCreateSupplier = () =>
  useSupplierMutation((input: SupplierCreateInput) =>
    api<{ supplier: SupplierView }>("/suppliers", { method: "POST", body: input }).then((r) => r.supplier),
  );

export const useUpdateSupplier = (id: string) =>
  useSupplierMutation((input: SupplierUpdateInput) =>
    api<{ supplier: SupplierView }>(`/suppliers/${id}`, { method: "PATCH", body: input }).then((r) => r.supplier),
  );

export const useChangeSupplierStatus = (id: string) =>
  useSupplierMutation((input: SupplierStatusChangeInput) =>
    api<{ supplier: SupplierView }>(`/suppliers/${id}/status`, { method: "POST", body: input }).then((r) => r.supplier),
  );

const documentForm = (fields: object, file: File | null) => {
  const form = new FormData();
  form.append("data", JSON.stringify(fields));
  if (file) form.append("file", file, file.name);
  return form;
};

export const useUploadSupplierDocument = (id: string) =>
  useSupplierMutation(({ fields, file }: { fields: SupplierDocumentFields; file: File | null }) =>
    api<{ document: SupplierDocumentView }>(`/suppliers/${id}/documents`, {
      method: "POST",
      body: documentForm(fields, file),
    }).then((r) => r.document),
  );

export const useReviewSupplierDocument = (id: string) =>
  useSupplierMutation(({ documentId, ...input }: SupplierDocumentReviewInput & { documentId: string }) =>
    api<{ document: SupplierDocumentView }>(`/suppliers/${id}/documents/${documentId}/review`, {
      method: "POST",
      body: input,
    }).then((r) => r.document),
  );

export const useCreateUploadLink = (id: string) =>
  useSupplierMutation((input: SupplierUploadLinkCreateInput) =>
    api<{ link: UploadLinkView; path: string; emailedTo: string | null }>(`/suppliers/${id}/upload-links`, {
      method: "POST",
      body: input,
    }),
  );

export const useRevokeUploadLink = (id: string) =>
  useSupplierMutation((linkId: string) =>
    api<unknown>(`/suppliers/${id}/upload-links/${linkId}/revoke`, { method: "POST" }),
  );

export const useSaveRequirements = () =>
  useSupplierMutation((input: SupplierRequirementsInput) =>
    api<unknown>("/suppliers/requirements", { method: "PUT", body: input }),
  );

// The supplier's side (no account, no cookie) ------------------------------------------------------------

export function useUploadLinkInfo(token: string, language: string) {
  return useQuery({
    queryKey: supplierKeys.upload(token, language),
    queryFn: () =>
      api<UploadLinkInfo>(`/public/supplier-uploads/${encodeURIComponent(token)}`, { credentials: "omit" }),
    retry: false,
  });
}

export function usePublicUpload(token: string) {
  return useMutation({
    mutationFn: ({ fields, file }: { fields: SupplierUploadFields; file: File | null }) =>
      api<{ document: { id: string; type: SupplierDocumentType; version: number; state: string } }>(
        `/public/supplier-uploads/${encodeURIComponent(token)}`,
        { method: "POST", body: documentForm(fields, file), credentials: "omit" },
      ),
  });
}

/** Ties the supplier to an existing trading partner of a site, or to a new one (decision 143). */
export const useLinkTradingPartner = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SupplierTradingPartnerLinkInput) =>
      api<{ supplier: SupplierView }>(`/suppliers/${id}/trading-partners`, { method: "POST", body: input }).then(
        (r) => r.supplier,
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: supplierKeys.all }),
        queryClient.invalidateQueries({ queryKey: traceKeys.all }),
      ]),
  });
};

export const useUnlinkTradingPartner = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (partnerId: string) =>
      api<{ supplier: SupplierView }>(`/suppliers/${id}/trading-partners/${partnerId}`, { method: "DELETE" }).then(
        (r) => r.supplier,
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: supplierKeys.all }),
        queryClient.invalidateQueries({ queryKey: traceKeys.all }),
      ]),
  });
};
