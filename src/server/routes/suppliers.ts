import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  supplierCreateSchema,
  supplierDocumentFieldsSchema,
  supplierDocumentReviewSchema,
  supplierListQuerySchema,
  supplierRequirementsSchema,
  supplierStatusChangeSchema,
  supplierTradingPartnerLinkSchema,
  supplierUpdateSchema,
  supplierUploadFieldsSchema,
  supplierUploadLinkCreateSchema,
} from "../../domain/schemas/suppliers";
import { requireActor } from "../auth/context";
import { contentDisposition } from "../content-disposition";
import { requestLocale } from "../i18n/request-locale";
import { parseInput } from "../errors";
import { jsonField, readMultipart } from "../use-cases/files/read-multipart";
import { changeSupplierStatus } from "../use-cases/suppliers/change-supplier-status";
import { createSupplier } from "../use-cases/suppliers/create-supplier";
import { createUploadLink } from "../use-cases/suppliers/create-upload-link";
import { exportApprovedSuppliers } from "../use-cases/suppliers/export-approved-suppliers";
import { getSupplier } from "../use-cases/suppliers/get-supplier";
import { getSupplierRequirements } from "../use-cases/suppliers/get-supplier-requirements";
import { listSuppliers } from "../use-cases/suppliers/list-suppliers";
import { listSupplierOwners } from "../use-cases/suppliers/list-supplier-owners";
import { linkSupplierTradingPartner, unlinkSupplierTradingPartner } from "../use-cases/suppliers/link-trading-partner";
import { listUploadLinks } from "../use-cases/suppliers/list-upload-links";
import { getUploadLinkInfo, uploadThroughLink } from "../use-cases/suppliers/public-upload";
import { reviewSupplierDocument } from "../use-cases/suppliers/review-supplier-document";
import { revokeUploadLink } from "../use-cases/suppliers/revoke-upload-link";
import { updateSupplier } from "../use-cases/suppliers/update-supplier";
import { updateSupplierRequirements } from "../use-cases/suppliers/update-supplier-requirements";
import { uploadSupplierDocument } from "../use-cases/suppliers/upload-supplier-document";

const supplierParams = z.object({ supplierId: z.uuid("Not a supplier id") });
const documentParams = supplierParams.extend({ documentId: z.uuid("Not a document id") });
const partnerParams = supplierParams.extend({ partnerId: z.uuid("Not a trading partner id") });
const linkParams = supplierParams.extend({ linkId: z.uuid("Not an upload link id") });
const tokenParams = z.object({ token: z.string().min(16, "Unknown link").max(100, "Unknown link") });

/** The approved-supplier programme (issue 21, decision 134). A document's file downloads at /api/files/:id. */
export async function supplierRoutes(app: FastifyInstance) {
  app.get("/api/suppliers", async (request) => {
    const actor = await requireActor(request, "suppliers.read");
    return listSuppliers(app.db, actor, parseInput(supplierListQuerySchema, request.query));
  });

  app.post("/api/suppliers", async (request, reply) => {
    const actor = await requireActor(request, "suppliers.manage");
    const input = parseInput(supplierCreateSchema, request.body);
    return reply.status(201).send(await createSupplier(app.db, actor, input));
  });

  // The approved supplier list with each required document's expiry and state, as CSV or XLSX.
  for (const format of ["csv", "xlsx"] as const) {
    app.get(`/api/suppliers/approved.${format}`, async (request, reply) => {
      const actor = await requireActor(request, "suppliers.read");
      const query = parseInput(supplierListQuerySchema, request.query);
      const file = await exportApprovedSuppliers(app.db, actor, { format, locale: requestLocale(request), query });
      return reply
        .header("content-type", file.contentType)
        .header("content-disposition", contentDisposition(file.fileName, "attachment"))
        .header("x-content-type-options", "nosniff")
        .header("cache-control", "no-store")
        .send(file.body);
    });
  }

  app.get("/api/suppliers/owners", async (request) => {
    const actor = await requireActor(request, "suppliers.manage");
    return listSupplierOwners(app.db, actor);
  });

  app.get("/api/suppliers/requirements", async (request) => {
    const actor = await requireActor(request, "suppliers.read");
    return getSupplierRequirements(app.db, actor);
  });

  app.put("/api/suppliers/requirements", async (request) => {
    const actor = await requireActor(request, "suppliers.approve");
    return updateSupplierRequirements(app.db, actor, parseInput(supplierRequirementsSchema, request.body));
  });

  app.get("/api/suppliers/:supplierId", async (request) => {
    const actor = await requireActor(request, "suppliers.read");
    return getSupplier(app.db, actor, parseInput(supplierParams, request.params));
  });

  app.patch("/api/suppliers/:supplierId", async (request) => {
    const actor = await requireActor(request, "suppliers.manage");
    const { supplierId } = parseInput(supplierParams, request.params);
    return updateSupplier(app.db, actor, { supplierId, ...parseInput(supplierUpdateSchema, request.body) });
  });

  app.post("/api/suppliers/:supplierId/status", async (request) => {
    const actor = await requireActor(request, "suppliers.approve");
    const { supplierId } = parseInput(supplierParams, request.params);
    return changeSupplierStatus(app.db, actor, { supplierId, ...parseInput(supplierStatusChangeSchema, request.body) });
  });

  // The supplier's FSMA 204 trading partner record per site (decision 143); it writes traceability master data.
  app.post("/api/suppliers/:supplierId/trading-partners", async (request, reply) => {
    const actor = await requireActor(request, "trace.manage");
    const { supplierId } = parseInput(supplierParams, request.params);
    const input = parseInput(supplierTradingPartnerLinkSchema, request.body);
    return reply.status(201).send(await linkSupplierTradingPartner(app.db, actor, { supplierId, ...input }));
  });

  app.delete("/api/suppliers/:supplierId/trading-partners/:partnerId", async (request) => {
    const actor = await requireActor(request, "trace.manage");
    return unlinkSupplierTradingPartner(app.db, actor, parseInput(partnerParams, request.params));
  });

  app.post("/api/suppliers/:supplierId/documents", async (request, reply) => {
    const actor = await requireActor(request, "suppliers.manage");
    const { supplierId } = parseInput(supplierParams, request.params);
    const body = await readMultipart(request);
    const fields = parseInput(supplierDocumentFieldsSchema, jsonField(body));
    return reply
      .status(201)
      .send(await uploadSupplierDocument(app.db, actor, { supplierId, fields, files: body.files }));
  });

  app.post("/api/suppliers/:supplierId/documents/:documentId/review", async (request) => {
    const actor = await requireActor(request, "suppliers.approve");
    const { supplierId, documentId } = parseInput(documentParams, request.params);
    const input = parseInput(supplierDocumentReviewSchema, request.body);
    return reviewSupplierDocument(app.db, actor, { supplierId, documentId, ...input });
  });

  app.get("/api/suppliers/:supplierId/upload-links", async (request) => {
    const actor = await requireActor(request, "suppliers.manage");
    return listUploadLinks(app.db, actor, parseInput(supplierParams, request.params));
  });

  app.post("/api/suppliers/:supplierId/upload-links", async (request, reply) => {
    const actor = await requireActor(request, "suppliers.manage");
    const { supplierId } = parseInput(supplierParams, request.params);
    const input = parseInput(supplierUploadLinkCreateSchema, request.body ?? {});
    const origin = app.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`;
    const locale = requestLocale(request);
    return reply.status(201).send(await createUploadLink(app.db, actor, { supplierId, ...input, origin, locale }));
  });

  app.post("/api/suppliers/:supplierId/upload-links/:linkId/revoke", async (request) => {
    const actor = await requireActor(request, "suppliers.manage");
    return revokeUploadLink(app.db, actor, parseInput(linkParams, request.params));
  });

  // The supplier's side: no account, the link's token instead (rate-limited, redacted from logs).
  app.addHook("onSend", async (request, reply) => {
    if (request.url.startsWith("/api/public/supplier-uploads/")) reply.header("cache-control", "no-store");
  });

  app.get("/api/public/supplier-uploads/:token", async (request) => {
    const { token } = parseInput(tokenParams, request.params);
    return getUploadLinkInfo(app.db, { token });
  });

  app.post("/api/public/supplier-uploads/:token", async (request, reply) => {
    const { token } = parseInput(tokenParams, request.params);
    const body = await readMultipart(request);
    const fields = parseInput(supplierUploadFieldsSchema, jsonField(body));
    return reply.status(201).send(await uploadThroughLink(app.db, { token, fields, files: body.files }));
  });
}
