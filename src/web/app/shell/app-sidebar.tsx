import { lazy, Suspense, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { ChevronRight } from "lucide-react";
import { cn } from "@/lib/utils";
import { Logo } from "@/components/logo";
import { useMe } from "@/lib/use-me";
import { isGroupActive, navGroups, navKey, type NavGroup } from "./nav-items";
import { useTranslation } from "react-i18next";

/** The collapsed sidebar's tooltips (Radix tooltip and popper): only a collapsed sidebar loads them. */
const NavTooltip = lazy(() => import("./nav-tooltip"));

/** The side navigation: full (16rem) or icons only (3rem); inside the mobile drawer always full. */
export function AppSidebar({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t("nav.label")}
      className="flex h-full flex-col gap-2 overflow-y-auto bg-sidebar text-sidebar-foreground"
    >
      <Link
        to="/app/overview"
        onClick={onNavigate}
        className={cn(
          "flex h-14 shrink-0 items-center border-b border-sidebar-border",
          collapsed ? "justify-center" : "px-4",
        )}
      >
        <Logo compact={collapsed} />
      </Link>
      <ul className={cn("flex flex-col gap-0.5", collapsed ? "items-center px-1" : "px-2")}>
        {navGroups.map((group) => (
          <li key={group.title} className={collapsed ? "" : "w-full"}>
            {collapsed ? <CollapsedGroup group={group} /> : <Group group={group} onNavigate={onNavigate} />}
          </li>
        ))}
      </ul>
    </nav>
  );
}

const itemClass = (active: boolean) =>
  cn(
    "flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-sm transition-colors hover:bg-sidebar-accent",
    active && "bg-sidebar-accent font-medium text-foreground",
  );

function Group({ group, onNavigate }: { group: NavGroup; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const active = isGroupActive(group, pathname);
  // The group of the current path starts open.
  const [open, setOpen] = useState(active);
  const Icon = group.icon;
  const permissions = useMe().data?.permissions;
  const { t } = useTranslation();

  if (group.items.length === 0) {
    return (
      <NavLink to={group.path} end onClick={onNavigate} className={({ isActive }) => itemClass(isActive)}>
        <Icon className="size-4 shrink-0" aria-hidden />
        {t(navKey(group.path), { defaultValue: group.title })}
      </NavLink>
    );
  }
  return (
    <div>
      <button type="button" className={itemClass(active && !open)} aria-expanded={open} onClick={() => setOpen(!open)}>
        <Icon className="size-4 shrink-0" aria-hidden />
        <span className="flex-1 text-left">{t(navKey(group.path), { defaultValue: group.title })}</span>
        <ChevronRight className={cn("size-4 shrink-0 transition-transform", open && "rotate-90")} aria-hidden />
      </button>
      {open && (
        <ul className="ml-4 mt-0.5 flex flex-col gap-0.5 border-l border-sidebar-border pl-2">
          {group.items
            .filter((item) => !item.permission || permissions?.includes(item.permission))
            .map((item) => (
              <li key={item.path}>
                <NavLink
                  to={item.path}
                  onClick={onNavigate}
                  className={({ isActive }) => itemClass(isActive || pathname.startsWith(`${item.path}/`))}
                >
                  {t(navKey(item.path), { defaultValue: item.title })}
                </NavLink>
              </li>
            ))}
        </ul>
      )}
    </div>
  );
}

function CollapsedGroup({ group }: { group: NavGroup }) {
  const { pathname } = useLocation();
  const Icon = group.icon;
  const { t } = useTranslation();
  const title = t(navKey(group.path), { defaultValue: group.title });
  const target = group.items.find((i) => pathname.startsWith(i.path))?.path ?? group.items[0]?.path ?? group.path;
  const link = (
    <Link
      to={target}
      aria-label={title}
      className={cn(
        "flex size-9 items-center justify-center rounded-md hover:bg-sidebar-accent",
        isGroupActive(group, pathname) && "bg-sidebar-accent text-primary",
      )}
    >
      <Icon className="size-4" aria-hidden />
    </Link>
  );
  return (
    <Suspense fallback={link}>
      <NavTooltip title={title}>{link}</NavTooltip>
    </Suspense>
  );
}
