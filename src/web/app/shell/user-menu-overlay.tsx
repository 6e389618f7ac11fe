import { useState } from "react";
import { useNavigate } from "react-router";
import { KeyRound, LogOut, Monitor, Moon, Settings2, Sun, UserRound } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { OverlayProps } from "@/lib/on-demand-overlay";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useMe, useSignOut } from "@/lib/use-me";
import type { Theme, useTheme } from "./use-theme";
import { useTranslation } from "react-i18next";

const themes: { value: Theme; label: "user.light" | "user.dark" | "user.system"; icon: typeof Sun }[] = [
  { value: "light", label: "user.light", icon: Sun },
  { value: "dark", label: "user.dark", icon: Moon },
  { value: "system", label: "user.system", icon: Monitor },
];

/** The user menu and its profile and preferences dialogs, loaded and opened at the menu's first use (decision 167). */
export default function UserMenuOverlay({ trigger, theme, setTheme }: OverlayProps & ReturnType<typeof useTheme>) {
  const { data: me } = useMe();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const [open, setOpen] = useState<"profile" | "preferences" | null>(null);
  const { t } = useTranslation();
  if (!me) return null;
  const role = t(`roles.${me.role}`);

  return (
    <>
      <DropdownMenu defaultOpen>
        <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-64">
          <DropdownMenuLabel className="font-normal">
            <p className="text-sm font-medium" data-testid="user-name">
              {me.user.name}
            </p>
            <p className="truncate text-xs text-muted-foreground" data-testid="user-email">
              {me.user.email}
            </p>
            <p className="mt-1 text-xs font-medium text-primary" data-testid="user-role">
              {role}
            </p>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setOpen("profile")}>
            <UserRound aria-hidden /> {t("user.profile")}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setOpen("preferences")}>
            <Settings2 aria-hidden /> {t("user.preferences")}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => navigate("/app/settings/account")}>
            <KeyRound aria-hidden /> {t("user.passwordSessions")}
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem
            onSelect={() => signOut.mutate(undefined, { onSettled: () => navigate("/", { replace: true }) })}
          >
            <LogOut aria-hidden /> {t("user.signOut")}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>

      <Dialog open={open === "profile"} onOpenChange={(o) => setOpen(o ? "profile" : null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t("user.profile")}</DialogTitle>
            <DialogDescription>
              {t("user.profileDescription", { organisation: me.organisation.name })}
            </DialogDescription>
          </DialogHeader>
          <dl className="grid grid-cols-[8rem_1fr] gap-y-2 text-sm">
            <dt className="text-muted-foreground">{t("user.name")}</dt>
            <dd>{me.user.name}</dd>
            <dt className="text-muted-foreground">{t("user.email")}</dt>
            <dd className="break-all">{me.user.email}</dd>
            <dt className="text-muted-foreground">{t("user.role")}</dt>
            <dd>{role}</dd>
            <dt className="text-muted-foreground">{t("user.organisation")}</dt>
            <dd>{me.organisation.name}</dd>
            <dt className="text-muted-foreground">{t("user.sites")}</dt>
            <dd>
              {me.restrictedSites.length
                ? t("user.restrictedTo", { site: me.restrictedSites.join(", ") })
                : t("user.allSites")}
            </dd>
          </dl>
        </DialogContent>
      </Dialog>

      <Dialog open={open === "preferences"} onOpenChange={(o) => setOpen(o ? "preferences" : null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t("user.preferences")}</DialogTitle>
            <DialogDescription>{t("user.preferencesDescription")}</DialogDescription>
          </DialogHeader>
          <fieldset className="grid grid-cols-3 gap-2">
            <legend className="mb-2 text-sm font-medium">{t("user.theme")}</legend>
            {themes.map(({ value, label, icon: Icon }) => (
              <Button
                key={value}
                variant={theme === value ? "default" : "outline"}
                onClick={() => setTheme(value)}
                aria-pressed={theme === value}
              >
                <Icon aria-hidden /> {t(label)}
              </Button>
            ))}
          </fieldset>
        </DialogContent>
      </Dialog>
    </>
  );
}
