import type { EmployeeView } from "../../../domain/schemas/employees";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { loadEmployee } from "./employee-view";

/** One employee the actor may see, or 404. */
export async function getEmployee(db: Db, actor: Actor, { employeeId }: { employeeId: string }): Promise<EmployeeView> {
  return loadEmployee(db, actor, employeeId);
}
