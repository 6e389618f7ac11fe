import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "@/lib/toast";
import { MapPin, RotateCw, X } from "lucide-react";
import { appRoles, type AppRole } from "@domain/roles";
import { toastApiError } from "@/lib/api-errors";
import { useMe } from "@/lib/use-me";
import { useSites } from "@/lib/use-sites";
import { PageHeader } from "@/components/page-header";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { InviteDialog, useCopyLink } from "./invite-dialog";
import { SiteChecklist } from "./site-checklist";
import {
  useDeactivateMember,
  useInvitations,
  useMembers,
  useResendInvitation,
  useRevokeInvitation,
  useUpdateMember,
  type MemberView,
} from "./use-team";
import { formatInstantDate } from "@/lib/format-date";

/** /app/settings/users — members with their role and sites, and pending invitations (admins). */
export function UsersPage() {
  const { t } = useTranslation("team");
  const { t: tc } = useTranslation();
  const copyLink = useCopyLink();
  const members = useMembers();
  const invitations = useInvitations();
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  return (
    <div className="space-y-6">
      <PageHeader title={t("users.title")} description={t("users.description")} actions={<InviteDialog />} />
      <Card>
        <CardHeader>
          <CardTitle>{t("members.title")}</CardTitle>
          <CardDescription>{t("members.description")}</CardDescription>
        </CardHeader>
        <CardContent>
          {members.isPending && <Skeleton className="h-40 w-full" />}
          {members.error && <p className="text-sm text-destructive">{members.error.message}</p>}
          <ul className="divide-y rounded-md border" aria-label={t("members.title")}>
            {members.data?.users.map((member) => (
              <MemberRow key={member.id} member={member} />
            ))}
          </ul>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t("pending.title")}</CardTitle>
          <CardDescription>{t("pending.description")}</CardDescription>
        </CardHeader>
        <CardContent>
          {invitations.data?.invitations.length === 0 && (
            <p className="text-sm text-muted-foreground">{t("pending.none")}</p>
          )}
          <ul className="divide-y" aria-label={t("pending.title")}>
            {invitations.data?.invitations.map((invitation) => (
              <li key={invitation.id} className="flex flex-wrap items-center gap-3 py-3">
                <div className="min-w-0 flex-1 text-sm">
                  <p className="truncate font-medium">{invitation.email}</p>
                  <p className="text-muted-foreground">
                    {t("pending.line", {
                      role: tc(`roles.${invitation.role}`),
                      sites: invitation.siteIds.length
                        ? t("sites.onlyList", { sites: invitation.siteIds.join(", ") })
                        : t("sites.everySite"),
                      invitedBy: invitation.invitedBy,
                      expires: formatInstantDate(invitation.expiresAt),
                    })}
                  </p>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  className="min-h-11 sm:min-h-8"
                  disabled={resend.isPending}
                  onClick={() =>
                    resend.mutate(invitation.id, {
                      onSuccess: (sent) => void copyLink(sent.link),
                      onError: (e) => toastApiError(e, t("pending.resendFailed")),
                    })
                  }
                >
                  <RotateCw aria-hidden /> {t("pending.resend")}
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  className="min-h-11 sm:min-h-8"
                  disabled={revoke.isPending}
                  aria-label={t("pending.revokeLabel", { email: invitation.email })}
                  onClick={() =>
                    revoke.mutate(invitation.id, {
                      onSuccess: () =>
                        toast.success(t("pending.revoked"), {
                          description: t("pending.revokedHint", { email: invitation.email }),
                        }),
                      onError: (e) => toastApiError(e, t("pending.revokeFailed")),
                    })
                  }
                >
                  <X aria-hidden /> {t("pending.revoke")}
                </Button>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}

function MemberRow({ member }: { member: MemberView }) {
  const { t } = useTranslation("team");
  const { t: tc } = useTranslation();
  const { data: me } = useMe();
  const { data: sites } = useSites();
  const update = useUpdateMember();
  const deactivate = useDeactivateMember();
  const [picking, setPicking] = useState<string[] | null>(null);
  const change = (role: AppRole, siteIds: string[], done?: () => void) =>
    update.mutate(
      { userId: member.id, role, siteIds },
      {
        onSuccess: () => {
          done?.();
          toast.success(t("members.updated"), {
            description: t("members.updatedHint", {
              name: member.name,
              role: tc(`roles.${role}`),
              sites: siteIds.length ? t("sites.onlyList", { sites: siteIds.join(", ") }) : t("sites.everySite"),
            }),
          });
        },
        onError: (e) => toastApiError(e, t("members.updateFailed")),
      },
    );
  const self = me?.user.id === member.id;
  const siteNames = member.siteIds.map((id) => sites?.sites.find((s) => s.id === id)?.name ?? id);
  // The button's name holds what it shows, so speech users can say it (WCAG 2.5.3).
  const sitesText = siteNames.length ? t("sites.onlyList", { sites: siteNames.join(", ") }) : t("sites.everySite");
  return (
    <li className="flex flex-wrap items-center gap-3 p-3">
      <div className="min-w-40 flex-1 text-sm">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {member.name}
          {self && <Badge variant="secondary">{t("members.you")}</Badge>}
          {!member.active && <Badge variant="outline">{t("members.deactivated")}</Badge>}
        </p>
        <p className="truncate text-muted-foreground">{member.email}</p>
      </div>
      <Select
        value={member.role}
        disabled={!member.active || update.isPending}
        onValueChange={(role) => change(role as AppRole, member.siteIds)}
      >
        <SelectTrigger className="w-40" aria-label={t("members.roleOf", { name: member.name })}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {appRoles.map((role) => (
            <SelectItem key={role} value={role}>
              {tc(`roles.${role}`)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Popover open={picking !== null} onOpenChange={(open) => setPicking(open ? member.siteIds : null)}>
        <PopoverTrigger asChild>
          <Button
            variant="outline"
            size="sm"
            className="min-h-11 max-w-56 justify-start sm:min-h-9"
            disabled={!member.active || update.isPending}
            aria-label={t("members.sitesOf", { name: member.name, sites: sitesText })}
          >
            <MapPin aria-hidden />
            <span className="truncate">{sitesText}</span>
          </Button>
        </PopoverTrigger>
        <PopoverContent className="w-72 space-y-3">
          <SiteChecklist
            idPrefix={`member-${member.id}-site`}
            sites={sites?.sites ?? []}
            value={picking ?? []}
            onChange={setPicking}
          />
          <Button
            size="sm"
            className="w-full"
            disabled={update.isPending}
            onClick={() => change(member.role, picking ?? [], () => setPicking(null))}
          >
            {t("members.saveSites")}
          </Button>
        </PopoverContent>
      </Popover>
      {member.active && !self && (
        <Button
          variant="outline"
          size="sm"
          className="min-h-11 sm:min-h-8"
          disabled={deactivate.isPending}
          aria-label={t("members.deactivateLabel", { name: member.name })}
          onClick={() =>
            deactivate.mutate(member.id, {
              onSuccess: () =>
                toast.success(t("members.deactivatedToast"), {
                  description: t("members.deactivatedHint", { name: member.name }),
                }),
              onError: (e) => toastApiError(e, t("members.deactivateFailed")),
            })
          }
        >
          {t("members.deactivate")}
        </Button>
      )}
    </li>
  );
}
