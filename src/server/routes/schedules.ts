import type { FastifyInstance } from "fastify";
import {
  expectedLogsQuerySchema,
  scheduleCreateSchema,
  scheduleEndSchema,
  scheduleParamsSchema,
  workingCalendarSchema,
} from "../../domain/schemas/schedules";
import { siteParamsSchema } from "../../domain/schemas/sites";
import { requireActor } from "../auth/context";
import { parseInput } from "../errors";
import { requestLocale } from "../i18n/request-locale";
import { listExpectedLogs } from "../use-cases/schedules/list-expected-logs";
import { createLogSchedule, endLogSchedule, listLogSchedules } from "../use-cases/schedules/log-schedules";
import { getWorkingCalendar, saveWorkingCalendar } from "../use-cases/schedules/working-calendar";

/** Working calendars, log schedules and the expected logs they make (decision 126). */
export async function scheduleRoutes(app: FastifyInstance) {
  app.get("/api/sites/:siteId/working-calendar", async (request) => {
    const actor = await requireActor(request, "records.read");
    const { siteSlug } = parseInput(siteParamsSchema, request.params);
    return getWorkingCalendar(app.db, actor, { siteSlug });
  });

  app.put("/api/sites/:siteId/working-calendar", async (request) => {
    const actor = await requireActor(request, "schedules.manage");
    const { siteSlug } = parseInput(siteParamsSchema, request.params);
    return saveWorkingCalendar(app.db, actor, { siteSlug, calendar: parseInput(workingCalendarSchema, request.body) });
  });

  app.get("/api/sites/:siteId/log-schedules", async (request) => {
    const actor = await requireActor(request, "records.read");
    const { siteSlug } = parseInput(siteParamsSchema, request.params);
    return listLogSchedules(app.db, actor, { siteSlug, locale: requestLocale(request) });
  });

  app.post("/api/sites/:siteId/log-schedules", async (request, reply) => {
    const actor = await requireActor(request, "schedules.manage");
    const { siteSlug } = parseInput(siteParamsSchema, request.params);
    const input = parseInput(scheduleCreateSchema, request.body);
    return reply
      .status(201)
      .send(await createLogSchedule(app.db, actor, { siteSlug, locale: requestLocale(request), ...input }));
  });

  app.post("/api/log-schedules/:id/end", async (request) => {
    const actor = await requireActor(request, "schedules.manage");
    const { id } = parseInput(scheduleParamsSchema, request.params);
    const { endsOn } = parseInput(scheduleEndSchema, request.body);
    return endLogSchedule(app.db, actor, { id, endsOn, locale: requestLocale(request) });
  });

  app.get("/api/sites/:siteId/expected-logs", async (request) => {
    const actor = await requireActor(request, "records.read");
    const { siteSlug } = parseInput(siteParamsSchema, request.params);
    const { from, to } = parseInput(expectedLogsQuerySchema, request.query);
    return listExpectedLogs(app.db, actor, { siteSlug, from, to, locale: requestLocale(request) });
  });
}
