import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { employeeImportSchema, employeeInputSchema, employeeListQuerySchema } from "../../domain/schemas/employees";
import { requireActor } from "../auth/context";
import { parseInput } from "../errors";
import { createEmployee } from "../use-cases/employees/create-employee";
import { deactivateEmployee } from "../use-cases/employees/deactivate-employee";
import { getEmployee } from "../use-cases/employees/get-employee";
import { importEmployees } from "../use-cases/employees/import-employees";
import { listEmployees } from "../use-cases/employees/list-employees";
import { updateEmployee } from "../use-cases/employees/update-employee";

const employeeParams = z.object({ employeeId: z.uuid("Not an employee id") });

export async function employeeRoutes(app: FastifyInstance) {
  app.get("/api/employees", async (request) => {
    const actor = await requireActor(request, "employees.read");
    return listEmployees(app.db, actor, parseInput(employeeListQuerySchema, request.query));
  });

  app.post("/api/employees", async (request, reply) => {
    const actor = await requireActor(request, "employees.manage");
    return reply.status(201).send(await createEmployee(app.db, actor, parseInput(employeeInputSchema, request.body)));
  });

  app.post("/api/employees/import", async (request, reply) => {
    const actor = await requireActor(request, "employees.manage");
    return reply.status(201).send(await importEmployees(app.db, actor, parseInput(employeeImportSchema, request.body)));
  });

  app.get("/api/employees/:employeeId", async (request) => {
    const actor = await requireActor(request, "employees.read");
    const { employeeId } = parseInput(employeeParams, request.params);
    return getEmployee(app.db, actor, { employeeId });
  });

  app.put("/api/employees/:employeeId", async (request) => {
    const actor = await requireActor(request, "employees.manage");
    const { employeeId } = parseInput(employeeParams, request.params);
    return updateEmployee(app.db, actor, { employeeId, ...parseInput(employeeInputSchema, request.body) });
  });

  app.post("/api/employees/:employeeId/deactivate", async (request) => {
    const actor = await requireActor(request, "employees.manage");
    const { employeeId } = parseInput(employeeParams, request.params);
    return deactivateEmployee(app.db, actor, { employeeId });
  });
}
