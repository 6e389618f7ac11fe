import { useState } from "react";
import { useNavigate } from "react-router";
import { KeyRound, LogOut, Monitor, Moon, Settings2, Sun, UserRound } from "lucide-react";
import { Button } from "@/components/ui/button";
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
import { useTheme, type Theme } from "./use-theme";

const themes: { value: Theme; label: string; icon: typeof Sun }[] = [
  { value: "light", label: "Light", icon: Sun },
  { value: "dark", label: "Dark", icon: Moon },
  { value: "system", label: "System", icon: Monitor },
];

export function UserMenu() {
  const { data: me } = useMe();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const { theme, setTheme } = useTheme();
  const [open, setOpen] = useState<"profile" | "preferences" | null>(null);
  if (!me) return null;

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" className="h-9 gap-2 px-1.5" aria-label={`Account menu for ${me.user.name}`}>
            <span className="flex size-8 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground">
              {me.user.initials}
            </span>
            <span className="hidden text-left leading-tight lg:block">
              <span className="block text-sm font-medium">{me.user.name}</span>
              <span className="block text-xs text-muted-foreground">{me.roleLabel}</span>
            </span>
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-64">
          <DropdownMenuLabel className="font-normal">
            <p className="text-sm font-medium" data-testid="user-name">
              {me.user.name}
            </p>
            <p className="truncate text-xs text-muted-foreground" data-testid="user-email">
              {me.user.email}
            </p>
            <p className="mt-1 text-xs font-medium text-primary" data-testid="user-role">
              {me.roleLabel}
            </p>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setOpen("profile")}>
            <UserRound aria-hidden /> Profile
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setOpen("preferences")}>
            <Settings2 aria-hidden /> Preferences
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => navigate("/app/settings/account")}>
            <KeyRound aria-hidden /> Password &amp; sessions
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem
            onSelect={() => signOut.mutate(undefined, { onSettled: () => navigate("/", { replace: true }) })}
          >
            <LogOut aria-hidden /> Sign out
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>

      <Dialog open={open === "profile"} onOpenChange={(o) => setOpen(o ? "profile" : null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Profile</DialogTitle>
            <DialogDescription>
              Your account in {me.organisation.name}. Ask an administrator to change your role or e-mail.
            </DialogDescription>
          </DialogHeader>
          <dl className="grid grid-cols-[8rem_1fr] gap-y-2 text-sm">
            <dt className="text-muted-foreground">Name</dt>
            <dd>{me.user.name}</dd>
            <dt className="text-muted-foreground">E-mail</dt>
            <dd className="break-all">{me.user.email}</dd>
            <dt className="text-muted-foreground">Role</dt>
            <dd>{me.roleLabel}</dd>
            <dt className="text-muted-foreground">Organisation</dt>
            <dd>{me.organisation.name}</dd>
            <dt className="text-muted-foreground">Sites</dt>
            <dd>{me.restrictedSite ? `Restricted to ${me.restrictedSite}` : "All sites"}</dd>
          </dl>
        </DialogContent>
      </Dialog>

      <Dialog open={open === "preferences"} onOpenChange={(o) => setOpen(o ? "preferences" : null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Preferences</DialogTitle>
            <DialogDescription>Appearance is kept on this device.</DialogDescription>
          </DialogHeader>
          <fieldset className="grid grid-cols-3 gap-2">
            <legend className="mb-2 text-sm font-medium">Theme</legend>
            {themes.map(({ value, label, icon: Icon }) => (
              <Button
                key={value}
                variant={theme === value ? "default" : "outline"}
                onClick={() => setTheme(value)}
                aria-pressed={theme === value}
              >
                <Icon aria-hidden /> {label}
              </Button>
            ))}
          </fieldset>
        </DialogContent>
      </Dialog>
    </>
  );
}
