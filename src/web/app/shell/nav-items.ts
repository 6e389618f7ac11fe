import {
  BookOpen,
  CalendarCheck,
  ClipboardCheck,
  ClipboardList,
  GraduationCap,
  LayoutDashboard,
  MessageCircleQuestion,
  Settings,
  Truck,
  Route,
  Users,
  type LucideIcon,
} from "lucide-react";
import { appPageGroups, type AppPageGroup } from "@domain/app-pages";

export { isGroupActive } from "@domain/app-pages";

export type NavGroup = AppPageGroup & { icon: LucideIcon };

const icons: Record<string, LucideIcon> = {
  Overview: LayoutDashboard,
  Today: CalendarCheck,
  Training: GraduationCap,
  Records: ClipboardList,
  Suppliers: Truck,
  Traceability: Route,
  Audits: ClipboardCheck,
  Ask: MessageCircleQuestion,
  Library: BookOpen,
  People: Users,
  Settings: Settings,
};

/** The catalogue key of a page's title (common `nav.*`): its path under /app, "/" as "_". */
export const navKey = (path: string) => `nav.${path.replace(/^\/app\//, "").replaceAll("/", "_")}` as NavKey;
type NavKey = `nav.${keyof typeof import("@/i18n/locales/en/common.json")["nav"]}`;

/** Spec §2 "Application shell": the seven groups and their items, with their icons. */
export const navGroups: NavGroup[] = appPageGroups.map((g) => ({ ...g, icon: icons[g.title] ?? LayoutDashboard }));
