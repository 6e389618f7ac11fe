/**
 * Job roles of employees (spec §6 "Worker roles"). These are what a worker does on site, not the
 * sign-in roles of src/domain/roles.ts: most employees never sign in.
 */
export const jobRoles = ["harvest_crew", "qa_tech", "forklift", "sanitation", "pcqi", "manager"] as const;
export type JobRole = (typeof jobRoles)[number];

export const jobRoleLabels: Record<JobRole, string> = {
  harvest_crew: "Harvest Crew",
  qa_tech: "QA Tech",
  forklift: "Forklift Operator",
  sanitation: "Sanitation",
  pcqi: "PCQI",
  manager: "Manager",
};

/** Reads a role from a label or key as people type it in a spreadsheet ("Forklift", "qa tech", "PCQI"). */
export function parseJobRole(text: string): JobRole | null {
  const wanted = text
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
  if (!wanted) return null;
  if (wanted === "forklift_operator") return "forklift";
  for (const role of jobRoles) {
    if (role === wanted || jobRoleLabels[role].toLowerCase().replace(/[\s-]+/g, "_") === wanted) return role;
  }
  return null;
}

export const employeeStatuses = ["active", "training", "inactive"] as const;
export type EmployeeStatus = (typeof employeeStatuses)[number];

export const employeeStatusLabels: Record<EmployeeStatus, string> = {
  active: "Active",
  training: "Training",
  inactive: "Inactive",
};

/** Employees who still work on site: their assignments are required (an inactive one's are not). */
export const isEmployed = (status: EmployeeStatus) => status !== "inactive";
