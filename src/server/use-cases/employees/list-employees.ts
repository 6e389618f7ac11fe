import type { EmployeeListQuery, EmployeeView } from "../../../domain/schemas/employees";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { loadEmployees } from "./employee-view";

/** The employees list: filtered, with certifications and training progress (only the actor's site when restricted). */
export async function listEmployees(
  db: Db,
  actor: Actor,
  query: EmployeeListQuery,
): Promise<{ items: EmployeeView[] }> {
  return { items: await loadEmployees(db, actor, query) };
}
