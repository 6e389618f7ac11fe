import { jobRoles, type JobRole } from "../employees/job-roles";

/** One assignment as the matrix and coverage see it (employees who left are filtered out before). */
export interface AssignmentFact {
  jobRole: JobRole;
  moduleId: string;
  completed: boolean;
  /** Time the worker spent on the module in the session that completed it (server-measured), when known. */
  spentSeconds?: number | null;
}

export interface MatrixCell {
  assigned: number;
  completed: number;
  /** Whole percent completed; null when nobody of the role has this module. */
  percent: number | null;
  /** Average time spent by those who completed it (seconds); null when none has a measured time. */
  averageSeconds: number | null;
}

export interface MatrixRow {
  role: JobRole;
  cells: Record<string, MatrixCell>;
  /** Average of the row's cells that have assignments; null when the role has none. */
  overall: number | null;
}

export interface TrainingMatrix {
  rows: MatrixRow[];
  /** Average of the roles' Overall figures. */
  overall: number | null;
}

const percentOf = (completed: number, assigned: number) =>
  assigned === 0 ? null : Math.round((completed / assigned) * 100);
const average = (values: (number | null)[]) => {
  const present = values.filter((v): v is number => v !== null);
  return present.length === 0 ? null : Math.round(present.reduce((a, b) => a + b, 0) / present.length);
};

/** Spec "Matrix: role by module completion percentages plus an Overall average", from assignments. */
export function trainingMatrix(assignments: readonly AssignmentFact[], moduleIds: readonly string[]): TrainingMatrix {
  const rows = jobRoles
    .map((role): MatrixRow => {
      const mine = assignments.filter((a) => a.jobRole === role);
      const cells = Object.fromEntries(
        moduleIds.map((moduleId) => {
          const forModule = mine.filter((a) => a.moduleId === moduleId);
          const completed = forModule.filter((a) => a.completed).length;
          const times = forModule.filter((a) => a.completed && a.spentSeconds != null).map((a) => a.spentSeconds!);
          return [
            moduleId,
            {
              assigned: forModule.length,
              completed,
              percent: percentOf(completed, forModule.length),
              averageSeconds: times.length ? Math.round(times.reduce((a, b) => a + b, 0) / times.length) : null,
            },
          ];
        }),
      );
      return { role, cells, overall: average(Object.values(cells).map((c) => c.percent)) };
    })
    .filter((row) => row.overall !== null);
  return { rows, overall: average(rows.map((r) => r.overall)) };
}
