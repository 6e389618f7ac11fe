import { constants as zlibConstants } from "node:zlib";
import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  caseLabelsQuerySchema,
  completenessQuerySchema,
  epcisExportQuerySchema,
  fdaSpreadsheetQuerySchema,
  siteLotsQuerySchema,
  traceEventListQuerySchema,
  traceLocationInputSchema,
  traceLocationParamsSchema,
  traceLotParamsSchema,
  traceLotQuerySchema,
  traceProductParamsSchema,
  tradingPartnerParamsSchema,
} from "../../domain/schemas/traceability";
import { traceEventInputSchema } from "../../domain/traceability/kde";
import { completeTraceEventSchema, traceEventParamsSchema } from "../../domain/traceability/completeness";
import { completeTraceEvent } from "../use-cases/traceability/complete-trace-event";
import { productSchema, tradingPartnerSchema } from "../../domain/traceability/master-data";
import {
  pointOfContactSchema,
  tracePlanSignSchema,
  tracePlanVersionParamsSchema,
} from "../../domain/traceability/plan";
import { tlcFormatSettingsSchema } from "../../domain/traceability/tlc";
import { requireActor } from "../auth/context";
import { acceptsEncoding } from "../accept-encoding";
import { contentDisposition } from "../content-disposition";
import { createAtSite, getAtSite, sendPdf, siteSlugOf } from "./site-routes";
import { parseInput } from "../errors";
import { requestLocale } from "../i18n/request-locale";
import { renderCaseLabels } from "../use-cases/traceability/case-labels";
import { exportEpcis, importEpcis } from "../use-cases/traceability/epcis";
import { captureTraceEvent } from "../use-cases/traceability/capture-trace-event";
import { listFdaRequests, produceFdaSpreadsheet } from "../use-cases/traceability/fda-spreadsheet";
import { getKdeCompleteness } from "../use-cases/traceability/kde-completeness";
import { jsonField, readMultipart } from "../use-cases/files/read-multipart";
import { importTraceEvents, listTraceImports } from "../use-cases/traceability/import-trace-events";
import { getTraceEvent, listTraceEvents } from "../use-cases/traceability/list-trace-events";
import {
  createTraceLocation,
  createTraceProduct,
  createTradingPartner,
  listTraceLocations,
  listTraceProducts,
  listTradingPartners,
  updateTraceLocation,
  updateTraceProduct,
  updateTradingPartner,
} from "../use-cases/traceability/master-data";
import { getTlcFormat, saveTlcFormat } from "../use-cases/traceability/tlc-format";
import { traceLotByCode } from "../use-cases/traceability/trace-lot";
import { listSiteLots } from "../use-cases/traceability/site-lots";
import {
  getPlanContact,
  getTracePlan,
  renderTraceabilityPlan,
  renderTracePlanVersion,
  savePlanContact,
  signTracePlan,
} from "../use-cases/traceability/traceability-plan";

/** FSMA 204 traceability (issue #20, decisions 130 and 132). */
export async function traceabilityRoutes(app: FastifyInstance) {
  // Master data -----------------------------------------------------------------------------------
  getAtSite(app, "/api/sites/:siteId/trace-products", "trace.read", listTraceProducts);
  createAtSite(
    app,
    "/api/sites/:siteId/trace-products",
    "trace.manage",
    productSchema,
    (db, actor, siteSlug, product) => createTraceProduct(db, actor, { siteSlug, product }),
  );
  app.put("/api/sites/:siteId/trace-products/:productId", async (request) => {
    const actor = await requireActor(request, "trace.manage");
    const siteSlug = siteSlugOf(request.params);
    const { productId } = parseInput(traceProductParamsSchema, request.params);
    const product = parseInput(productSchema, request.body);
    return updateTraceProduct(app.db, actor, { siteSlug, productId, product });
  });

  getAtSite(app, "/api/sites/:siteId/trace-locations", "trace.read", listTraceLocations);
  createAtSite(
    app,
    "/api/sites/:siteId/trace-locations",
    "trace.manage",
    traceLocationInputSchema,
    (db, actor, siteSlug, input) => createTraceLocation(db, actor, { siteSlug, input }),
  );
  app.put("/api/sites/:siteId/trace-locations/:locationId", async (request) => {
    const actor = await requireActor(request, "trace.manage");
    const siteSlug = siteSlugOf(request.params);
    const { locationId } = parseInput(traceLocationParamsSchema, request.params);
    const input = parseInput(traceLocationInputSchema, request.body);
    return updateTraceLocation(app.db, actor, { siteSlug, locationId, input });
  });

  getAtSite(app, "/api/sites/:siteId/trading-partners", "trace.read", listTradingPartners);
  createAtSite(
    app,
    "/api/sites/:siteId/trading-partners",
    "trace.manage",
    tradingPartnerSchema,
    (db, actor, siteSlug, partner) => createTradingPartner(db, actor, { siteSlug, partner }),
  );
  app.put("/api/sites/:siteId/trading-partners/:partnerId", async (request) => {
    const actor = await requireActor(request, "trace.manage");
    const siteSlug = siteSlugOf(request.params);
    const { partnerId } = parseInput(tradingPartnerParamsSchema, request.params);
    const partner = parseInput(tradingPartnerSchema, request.body);
    return updateTradingPartner(app.db, actor, { siteSlug, partnerId, partner });
  });

  getAtSite(app, "/api/sites/:siteId/tlc-format", "trace.read", getTlcFormat);
  app.put("/api/sites/:siteId/tlc-format", async (request) => {
    const actor = await requireActor(request, "trace.manage");
    const siteSlug = siteSlugOf(request.params);
    const setting = parseInput(tlcFormatSettingsSchema, request.body);
    return saveTlcFormat(app.db, actor, { siteSlug, setting });
  });

  getAtSite(app, "/api/sites/:siteId/traceability/plan/contact", "trace.read", getPlanContact);
  app.put("/api/sites/:siteId/traceability/plan/contact", async (request) => {
    const actor = await requireActor(request, "trace.plan.edit");
    const siteSlug = siteSlugOf(request.params);
    const contact = parseInput(pointOfContactSchema, request.body);
    return savePlanContact(app.db, actor, { siteSlug, contact });
  });

  // The plan (decision 148): as the configuration gives it now, its signed versions, signing, each version's PDF.
  app.get("/api/sites/:siteId/traceability/plan", async (request) => {
    const actor = await requireActor(request, "trace.read");
    return getTracePlan(app.db, actor, { siteSlug: siteSlugOf(request.params), locale: requestLocale(request) });
  });
  app.post("/api/sites/:siteId/traceability/plan/versions", async (request, reply) => {
    const actor = await requireActor(request, "trace.plan.sign");
    const siteSlug = siteSlugOf(request.params);
    const input = parseInput(tracePlanSignSchema, request.body);
    return reply.status(201).send(await signTracePlan(app.db, actor, { siteSlug, ...input, ip: request.ip }));
  });
  app.get("/api/sites/:siteId/traceability/plan/versions/:version/pdf", async (request, reply) => {
    const actor = await requireActor(request, "trace.read");
    const { siteId, version } = parseInput(tracePlanVersionParamsSchema, request.params);
    const { fileName, pdf } = await renderTracePlanVersion(app.db, actor, {
      siteSlug: siteId,
      version,
      locale: requestLocale(request),
    });
    return sendPdf(reply, { fileName, pdf });
  });
  app.get("/api/sites/:siteId/traceability/plan.pdf", async (request, reply) => {
    const actor = await requireActor(request, "trace.read");
    const { fileName, pdf } = await renderTraceabilityPlan(app.db, actor, {
      siteSlug: siteSlugOf(request.params),
      locale: requestLocale(request),
    });
    return sendPdf(reply, { fileName, pdf });
  });

  // Events, traces, the sortable spreadsheet, completeness ---------------------------------------
  createAtSite(
    app,
    "/api/sites/:siteId/trace-events",
    "trace.capture",
    traceEventInputSchema,
    (db, actor, siteSlug, event) => captureTraceEvent(db, actor, { siteSlug, event }),
  );
  app.post("/api/sites/:siteId/trace-events/:eventId/complete", async (request) => {
    const actor = await requireActor(request, "trace.capture");
    const { siteId: siteSlug, eventId } = parseInput(traceEventParamsSchema, request.params);
    const { kdes } = parseInput(completeTraceEventSchema, request.body);
    return completeTraceEvent(app.db, actor, { siteSlug, eventId, kdes });
  });
  app.get("/api/sites/:siteId/trace-events/:eventId", async (request) => {
    const actor = await requireActor(request, "trace.read");
    const { siteId: siteSlug, eventId } = parseInput(traceEventParamsSchema, request.params);
    return getTraceEvent(app.db, actor, { siteSlug, eventId });
  });

  // Importing events from a CSV or XLSX (decision 144): a preview writes nothing; an import is all rows or none.
  const importRequest = async (request: FastifyRequest) => {
    const body = await readMultipart(request);
    return {
      request: {
        type: body.fields.type,
        ...(body.fields.mapping !== undefined ? { mapping: jsonField(body, "mapping") } : {}),
      },
      file: body.files.find((f) => f.field === "file") ?? body.files[0],
    };
  };
  app.post("/api/sites/:siteId/trace-imports/preview", async (request) => {
    const actor = await requireActor(request, "trace.capture");
    const siteSlug = siteSlugOf(request.params);
    const input = await importRequest(request);
    return importTraceEvents(app.db, actor, { siteSlug, ...input, commit: false, locale: requestLocale(request) });
  });
  app.post("/api/sites/:siteId/trace-imports", async (request, reply) => {
    const actor = await requireActor(request, "trace.capture");
    const siteSlug = siteSlugOf(request.params);
    const input = await importRequest(request);
    const result = await importTraceEvents(app.db, actor, {
      siteSlug,
      ...input,
      commit: true,
      locale: requestLocale(request),
    });
    return reply.status(201).send(result);
  });
  getAtSite(app, "/api/sites/:siteId/trace-imports", "trace.read", listTraceImports);

  app.get("/api/sites/:siteId/trace-events", async (request) => {
    const actor = await requireActor(request, "trace.read");
    const siteSlug = siteSlugOf(request.params);
    const query = parseInput(traceEventListQuerySchema, request.query);
    return listTraceEvents(app.db, actor, { siteSlug, ...query });
  });

  // The site's lots of one code with their sources, to pick one where the code names several (decision 155).
  app.get("/api/sites/:siteId/traceability/lots", async (request) => {
    const actor = await requireActor(request, "trace.read");
    const siteSlug = siteSlugOf(request.params);
    const { code } = parseInput(siteLotsQuerySchema, request.query);
    return listSiteLots(app.db, actor, { siteSlug, code });
  });

  app.get("/api/sites/:siteId/traceability/lots/:tlc/labels.pdf", async (request, reply) => {
    const actor = await requireActor(request, "trace.read");
    const siteSlug = siteSlugOf(request.params);
    const { tlc } = parseInput(traceLotParamsSchema, request.params);
    const { count, tlcSource } = parseInput(caseLabelsQuerySchema, request.query);
    const { fileName, pdf } = await renderCaseLabels(app.db, actor, {
      siteSlug,
      tlc,
      tlcSource,
      count,
      locale: requestLocale(request),
    });
    return sendPdf(reply, { fileName, pdf });
  });

  app.get("/api/trace/lots/:tlc", async (request) => {
    const actor = await requireActor(request, "trace.read");
    const { tlc } = parseInput(traceLotParamsSchema, request.params);
    const { direction, tlcSource } = parseInput(traceLotQuerySchema, request.query);
    return traceLotByCode(app.db, actor, { tlc, direction, tlcSource });
  });

  // A year's sheet is hundreds of MB of text: compressed at the fastest levels (decision 156), which take a
  // fraction of the default levels' time for files about a quarter larger.
  const fastCompression = {
    zlibOptions: { level: zlibConstants.Z_BEST_SPEED },
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 1 } },
  };
  app.get("/api/sites/:siteId/traceability/fda-spreadsheet", { compress: fastCompression }, async (request, reply) => {
    const actor = await requireActor(request, "trace.export");
    const siteSlug = siteSlugOf(request.params);
    const query = parseInput(fdaSpreadsheetQuerySchema, request.query);
    const acceptsGzip = acceptsEncoding(request.headers["accept-encoding"], "gzip");
    const file = await produceFdaSpreadsheet(app.db, actor, { siteSlug, query, acceptsGzip });
    // A CSV made of prebuilt pieces is sent gzip as it is stored (decision 170); @fastify/compress leaves a
    // reply that already has its content-encoding alone.
    if (file.contentEncoding) reply.header("content-encoding", file.contentEncoding);
    return reply
      .header("vary", "accept-encoding")
      .header("content-type", file.contentType)
      .header("content-disposition", contentDisposition(file.filename, "attachment"))
      .header("cache-control", "no-store")
      .send(file.body);
  });

  // GS1 EPCIS 2.0 JSON interchange (decision 150).
  app.get("/api/sites/:siteId/traceability/epcis", async (request, reply) => {
    const actor = await requireActor(request, "trace.export");
    const siteSlug = siteSlugOf(request.params);
    const query = parseInput(epcisExportQuerySchema, request.query);
    const { fileName, document } = await exportEpcis(app.db, actor, { siteSlug, query });
    return reply
      .header("content-type", "application/ld+json; charset=utf-8")
      .header("content-disposition", contentDisposition(fileName, "attachment"))
      .header("cache-control", "no-store")
      .send(JSON.stringify(document));
  });
  // EPCIS documents are JSON-LD; a season of events is larger than the server's 1 MB default.
  app.addContentTypeParser("application/ld+json", { parseAs: "string" }, app.getDefaultJsonParser("error", "error"));
  app.post("/api/sites/:siteId/trace-events/epcis", { bodyLimit: 16 * 1024 * 1024 }, async (request, reply) => {
    const actor = await requireActor(request, "trace.capture");
    const siteSlug = siteSlugOf(request.params);
    return reply.status(201).send(await importEpcis(app.db, actor, { siteSlug, document: request.body }));
  });

  getAtSite(app, "/api/sites/:siteId/traceability/fda-requests", "trace.export", listFdaRequests);

  app.get("/api/sites/:siteId/traceability/completeness", async (request) => {
    const actor = await requireActor(request, "trace.read");
    const siteSlug = siteSlugOf(request.params);
    const { by } = parseInput(completenessQuerySchema, request.query);
    return getKdeCompleteness(app.db, actor, { siteSlug, by });
  });
}
