import type { FastifyInstance } from "fastify";
import { sendKept } from "../cache/send-kept";
import { z } from "zod";
import { requestLocale } from "../i18n/request-locale";
import {
  approveRecordSchema,
  capaInputSchema,
  holdInputSchema,
  holdListQuerySchema,
  holdReleaseSchema,
  incidentInputSchema,
  incidentListQuerySchema,
  incidentStatusSchema,
  recordCorrectionSchema,
  recordInputSchema,
  recordListQuerySchema,
  recordSubmissionSchema,
  rejectRecordSchema,
} from "../../domain/schemas/records";
import { requireActor } from "../auth/context";
import { AppError, parseInput } from "../errors";
import { suppliedLimitField } from "../../domain/forms/form-definition";
import { jsonField, readMultipart } from "../use-cases/files/read-multipart";
import { changeIncidentStatus } from "../use-cases/records/change-incident-status";
import { correctRecord } from "../use-cases/records/correct-record";
import { createRecord } from "../use-cases/records/create-record";
import { getHold } from "../use-cases/records/get-hold";
import { getIncident } from "../use-cases/records/get-incident";
import { getRecord } from "../use-cases/records/get-record";
import { initiateCapa } from "../use-cases/records/initiate-capa";
import { listHolds } from "../use-cases/records/list-holds";
import { listIncidents } from "../use-cases/records/list-incidents";
import { listRecords } from "../use-cases/records/list-records";
import { placeHold } from "../use-cases/records/place-hold";
import { releaseHold } from "../use-cases/records/release-hold";
import { reportIncident } from "../use-cases/records/report-incident";
import { reviewRecord } from "../use-cases/records/review-record";
import { siteParamsSchema } from "../../domain/schemas/sites";

/**
 * Limits come only from the record's stored form version (decision 138): a request that supplies one —
 * minLimit, maxLimit, limit, or any other limit field anywhere in it — is refused, naming the field.
 */
function refuseSuppliedLimits(body: unknown) {
  const field = suppliedLimitField(body);
  if (field)
    throw new AppError("validation", "Limits come from the log form's stored version; a request cannot supply one", {
      [field]: "Remove this limit: limits come from the log form",
    });
}

const idParams = z.object({ id: z.uuid("Not a valid id") });

/** Monitoring records and their verification, incidents with CAPA, and holds (issue 6). */
export async function recordRoutes(app: FastifyInstance) {
  // Monitoring records ------------------------------------------------------------------------
  // Kept in memory per (site, query, reader's sites, role and language) while the organisation's data is
  // unchanged, a few seconds at most (decision 169).
  app.get("/api/sites/:siteId/records", async (request, reply) => {
    const actor = await requireActor(request, "records.read");
    const { siteSlug } = parseInput(siteParamsSchema, request.params);
    const query = parseInput(recordListQuerySchema, request.query);
    const locale = requestLocale(request);
    const key = JSON.stringify(["records", siteSlug, locale, actor.role, actor.restrictedSiteIds, query]);
    const body = await app.readCache.response(actor.organisationId, key, () =>
      listRecords(app.db, actor, { siteSlug, ...query, locale }),
    );
    return sendKept(request, reply, body);
  });

  /**
   * multipart/form-data: `data` (the record as JSON) and up to 5 `files`; or plain JSON without files.
   * `data` may also carry `clientId` (idempotency key) and `deviceRecordedAt`: a repeat answers 201
   * with the record stored the first time.
   */
  app.post("/api/sites/:siteId/records", async (request, reply) => {
    const actor = await requireActor(request, "records.create");
    const { siteSlug } = parseInput(siteParamsSchema, request.params);
    const body = await readMultipart(request);
    const data = jsonField(body);
    refuseSuppliedLimits(data);
    const record = parseInput(recordInputSchema, data);
    const submission = parseInput(recordSubmissionSchema, data);
    const created = await createRecord(app.db, actor, {
      siteSlug,
      record,
      files: body.files,
      submission,
      locale: requestLocale(request),
    });
    return reply.status(201).send(created);
  });

  app.get("/api/records/:id", async (request) => {
    const actor = await requireActor(request, "records.read");
    const { id } = parseInput(idParams, request.params);
    return getRecord(app.db, actor, { id, locale: requestLocale(request) });
  });

  app.post("/api/records/:id/approve", async (request) => {
    const actor = await requireActor(request, "records.verify");
    const { id } = parseInput(idParams, request.params);
    return reviewRecord(app.db, actor, {
      id,
      decision: "approve",
      ...parseInput(approveRecordSchema, request.body),
      locale: requestLocale(request),
    });
  });

  app.post("/api/records/:id/reject", async (request) => {
    const actor = await requireActor(request, "records.verify");
    const { id } = parseInput(idParams, request.params);
    return reviewRecord(app.db, actor, {
      id,
      decision: "reject",
      ...parseInput(rejectRecordSchema, request.body),
      locale: requestLocale(request),
    });
  });

  /** Resubmits a rejected record (its author) or amends a verified one, keeping the earlier version. */
  app.post("/api/records/:id/corrections", async (request) => {
    const actor = await requireActor(request, "records.create");
    const { id } = parseInput(idParams, request.params);
    refuseSuppliedLimits(request.body);
    return correctRecord(app.db, actor, {
      id,
      ...parseInput(recordCorrectionSchema, request.body),
      locale: requestLocale(request),
    });
  });

  // Incidents and CAPA ------------------------------------------------------------------------
  app.get("/api/sites/:siteId/incidents", async (request) => {
    const actor = await requireActor(request, "records.read");
    const { siteSlug } = parseInput(siteParamsSchema, request.params);
    return listIncidents(app.db, actor, { siteSlug, ...parseInput(incidentListQuerySchema, request.query) });
  });

  app.post("/api/sites/:siteId/incidents", async (request, reply) => {
    const actor = await requireActor(request, "incidents.report");
    const { siteSlug } = parseInput(siteParamsSchema, request.params);
    return reply
      .status(201)
      .send(await reportIncident(app.db, actor, { siteSlug, ...parseInput(incidentInputSchema, request.body) }));
  });

  app.get("/api/incidents/:id", async (request) => {
    const actor = await requireActor(request, "records.read");
    const { id } = parseInput(idParams, request.params);
    return getIncident(app.db, actor, { id });
  });

  app.post("/api/incidents/:id/status", async (request) => {
    const actor = await requireActor(request, "capa.manage");
    const { id } = parseInput(idParams, request.params);
    return changeIncidentStatus(app.db, actor, { id, ...parseInput(incidentStatusSchema, request.body) });
  });

  app.post("/api/incidents/:id/capa", async (request, reply) => {
    const actor = await requireActor(request, "capa.manage");
    const { id } = parseInput(idParams, request.params);
    return reply
      .status(201)
      .send(await initiateCapa(app.db, actor, { id, ...parseInput(capaInputSchema, request.body) }));
  });

  // Holds -------------------------------------------------------------------------------------
  app.get("/api/sites/:siteId/holds", async (request) => {
    const actor = await requireActor(request, "records.read");
    const { siteSlug } = parseInput(siteParamsSchema, request.params);
    return listHolds(app.db, actor, { siteSlug, ...parseInput(holdListQuerySchema, request.query) });
  });

  app.post("/api/sites/:siteId/holds", async (request, reply) => {
    const actor = await requireActor(request, "holds.place");
    const { siteSlug } = parseInput(siteParamsSchema, request.params);
    return reply
      .status(201)
      .send(await placeHold(app.db, actor, { siteSlug, ...parseInput(holdInputSchema, request.body) }));
  });

  app.get("/api/holds/:id", async (request) => {
    const actor = await requireActor(request, "records.read");
    const { id } = parseInput(idParams, request.params);
    return getHold(app.db, actor, { id });
  });

  app.post("/api/holds/:id/release", async (request) => {
    const actor = await requireActor(request, "holds.release");
    const { id } = parseInput(idParams, request.params);
    return releaseHold(app.db, actor, { id, ...parseInput(holdReleaseSchema, request.body) });
  });
}
