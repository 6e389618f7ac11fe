import {
  BookOpen,
  ClipboardCheck,
  ClipboardList,
  GraduationCap,
  LayoutDashboard,
  Settings,
  Users,
  type LucideIcon,
} from "lucide-react";

export interface NavGroup {
  title: string;
  icon: LucideIcon;
  /** Overview has no sub-items and is active on exact match; groups are active on this prefix. */
  path: string;
  items: { title: string; path: string }[];
}

/** Spec §2 "Application shell": the seven groups and their items. */
export const navGroups: NavGroup[] = [
  { title: "Overview", icon: LayoutDashboard, path: "/app/overview", items: [] },
  {
    title: "Training",
    icon: GraduationCap,
    path: "/app/training",
    items: [
      { title: "Matrix", path: "/app/training/matrix" },
      { title: "Assignments", path: "/app/training/assignments" },
      { title: "Modules", path: "/app/training/modules" },
      { title: "Sessions", path: "/app/training/sessions" },
    ],
  },
  {
    title: "Records",
    icon: ClipboardList,
    path: "/app/records",
    items: [
      { title: "Monitoring", path: "/app/records/monitoring" },
      { title: "Verifications", path: "/app/records/verifications" },
      { title: "Incidents", path: "/app/records/incidents" },
      { title: "Holds", path: "/app/records/holds" },
    ],
  },
  {
    title: "Audits",
    icon: ClipboardCheck,
    path: "/app/audits",
    items: [
      { title: "Internal", path: "/app/audits/internal" },
      { title: "External", path: "/app/audits/external" },
      { title: "Evidence", path: "/app/audits/evidence" },
    ],
  },
  {
    title: "Library",
    icon: BookOpen,
    path: "/app/library",
    items: [
      { title: "Food Safety Plan", path: "/app/library/fsp" },
      { title: "SOPs", path: "/app/library/sops" },
      { title: "Templates", path: "/app/library/templates" },
    ],
  },
  {
    title: "People",
    icon: Users,
    path: "/app/people",
    items: [
      { title: "Directory", path: "/app/people/directory" },
      { title: "Roles", path: "/app/people/roles" },
      { title: "Badges", path: "/app/people/badges" },
    ],
  },
  {
    title: "Settings",
    icon: Settings,
    path: "/app/settings",
    items: [
      { title: "Company", path: "/app/settings/company" },
      { title: "Sites", path: "/app/settings/sites" },
      { title: "Permissions", path: "/app/settings/permissions" },
      { title: "Integrations", path: "/app/settings/integrations" },
    ],
  },
];

/** Overview is active only on exact match; every other group on its path prefix. */
export function isGroupActive(group: NavGroup, pathname: string): boolean {
  if (group.items.length === 0) return pathname === group.path;
  return pathname === group.path || pathname.startsWith(`${group.path}/`);
}
