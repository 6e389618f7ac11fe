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
import { appPageGroups, type AppPageGroup } from "@domain/app-pages";

export { isGroupActive } from "@domain/app-pages";

export type NavGroup = AppPageGroup & { icon: LucideIcon };

const icons: Record<string, LucideIcon> = {
  Overview: LayoutDashboard,
  Training: GraduationCap,
  Records: ClipboardList,
  Audits: ClipboardCheck,
  Library: BookOpen,
  People: Users,
  Settings: Settings,
};

/** Spec §2 "Application shell": the seven groups and their items, with their icons. */
export const navGroups: NavGroup[] = appPageGroups.map((g) => ({ ...g, icon: icons[g.title] ?? LayoutDashboard }));
