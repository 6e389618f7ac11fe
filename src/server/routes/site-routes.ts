import type { FastifyInstance, FastifyReply } from "fastify";
import type { z } from "zod";
import type { Permission } from "../../domain/permissions";
import { siteParamsSchema } from "../../domain/schemas/sites";
import type { Actor } from "../auth/actor";
import { requireActor } from "../auth/context";
import { contentDisposition } from "../content-disposition";
import type { Db } from "../db/client";
import { parseInput } from "../errors";

/*
 * The preamble the routes of one site's rows share (`/api/sites/:siteId/…`): the caller's permission is
 * checked first, then the site's slug is read from the path, then the body; the use-case does the rest.
 */

/** The site slug of a `/api/sites/:siteId/…` path (400 naming siteId when it is not one). */
export const siteSlugOf = (params: unknown) => parseInput(siteParamsSchema, params).siteSlug;

/** `GET url`: a reader of one site's rows, given the site's slug. */
export function getAtSite(
  app: FastifyInstance,
  url: string,
  permission: Permission,
  read: (db: Db, actor: Actor, input: { siteSlug: string }) => Promise<unknown>,
) {
  app.get(url, async (request) => {
    const actor = await requireActor(request, permission);
    return read(app.db, actor, { siteSlug: siteSlugOf(request.params) });
  });
}

/** `POST url`: creates something at one site from a body `schema` reads; 201 with what `create` returns. */
export function createAtSite<S extends z.ZodType>(
  app: FastifyInstance,
  url: string,
  permission: Permission,
  schema: S,
  create: (db: Db, actor: Actor, siteSlug: string, body: z.output<S>) => Promise<unknown>,
) {
  app.post(url, async (request, reply) => {
    const actor = await requireActor(request, permission);
    const siteSlug = siteSlugOf(request.params);
    const body = parseInput(schema, request.body);
    return reply.status(201).send(await create(app.db, actor, siteSlug, body));
  });
}

/** A file the API renders (a PDF, an export) with its name, opened in place and never cached. */
export function sendFile(reply: FastifyReply, file: { fileName: string; contentType: string; body: Buffer }) {
  return reply
    .header("content-type", file.contentType)
    .header("content-disposition", contentDisposition(file.fileName))
    .header("cache-control", "no-store")
    .send(file.body);
}

/** A rendered PDF (`sendFile`). */
export const sendPdf = (reply: FastifyReply, { fileName, pdf }: { fileName: string; pdf: Buffer }) =>
  sendFile(reply, { fileName, contentType: "application/pdf", body: pdf });
