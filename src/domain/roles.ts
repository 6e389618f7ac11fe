/** Sign-in roles of the application. Job roles of employees (Harvest Crew, Forklift…) are a different list. */
export const appRoles = ["admin", "pcqi", "qa_manager", "qa_tech", "supervisor", "viewer"] as const;
export type AppRole = (typeof appRoles)[number];

export const roleLabels: Record<AppRole, string> = {
  admin: "Administrator",
  pcqi: "PCQI",
  qa_manager: "QA Manager",
  qa_tech: "QA Tech",
  supervisor: "Supervisor",
  viewer: "Viewer",
};
