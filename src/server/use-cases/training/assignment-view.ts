import { assignmentStatus } from "../../../domain/training/assignment-status";
import type { AssignmentView } from "../../../domain/training/views";
import type { SiteAssignmentRow } from "./site-assignments";

/** An assignment as the screens show it, its status derived for the site's `today`. */
export const toAssignmentView = (
  { assignment, employee, module }: Pick<SiteAssignmentRow, "assignment" | "employee" | "module">,
  today: string,
): AssignmentView => ({
  id: assignment.id,
  employee: { id: employee.id, name: employee.name, employeeCode: employee.employeeCode, status: employee.status },
  jobRole: employee.jobRole,
  assignedViaRole: assignment.assignedViaRole,
  module,
  dueDate: assignment.dueDate,
  trainerName: assignment.trainerName,
  completedAt: assignment.completedAt?.toISOString() ?? null,
  status: assignmentStatus(assignment, today),
});
