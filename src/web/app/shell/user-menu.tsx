import { Button } from "@/components/ui/button";
import { useMe } from "@/lib/use-me";
import { lazyOverlay, OnDemandOverlay } from "@/lib/on-demand-overlay";
import { useTranslation } from "react-i18next";
import { useTheme } from "./use-theme";

const UserMenuOverlay = lazyOverlay(() => import("./user-menu-overlay"));

/** The top bar's user button; its menu (profile, preferences, sign out) loads at first use (decision 167). */
export function UserMenu() {
  const { data: me } = useMe();
  const { t } = useTranslation();
  // The theme follows the system's from the first render (the menu, which changes it, loads later).
  const { theme, setTheme } = useTheme();
  if (!me) return null;
  const role = t(`roles.${me.role}`);
  return (
    <OnDemandOverlay
      overlay={UserMenuOverlay}
      menu
      theme={theme}
      setTheme={setTheme}
      trigger={
        <Button variant="ghost" className="h-9 gap-2 px-1.5" aria-label={t("user.menu", { name: me.user.name, role })}>
          {/* The initials are drawn, not written, so the button's name holds all the words it shows. */}
          <span
            aria-hidden
            data-initials={me.user.initials}
            className="flex size-8 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground before:content-[attr(data-initials)]"
          />
          <span className="hidden text-left leading-tight lg:block">
            <span className="block text-sm font-medium">{me.user.name}</span>{" "}
            <span className="block text-xs text-muted-foreground">{role}</span>
          </span>
        </Button>
      }
    />
  );
}
