import { toast } from "sonner";
import { RotateCw, X } from "lucide-react";
import { appRoles, roleLabels, type AppRole } from "@domain/roles";
import { toastApiError } from "@/lib/api-errors";
import { useMe } from "@/lib/use-me";
import { useSites } from "@/lib/use-sites";
import { PageHeader } from "@/components/page-header";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { copyLink, InviteDialog } from "./invite-dialog";
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

const ALL_SITES = "all";

/** /app/settings/users — members with their role and site, and pending invitations (admins). */
export function UsersPage() {
  const members = useMembers();
  const invitations = useInvitations();
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  return (
    <div className="space-y-6">
      <PageHeader
        title="Users"
        description="Who signs in to your organisation, with which role and sites."
        actions={<InviteDialog />}
      />
      <Card>
        <CardHeader>
          <CardTitle>Members</CardTitle>
          <CardDescription>
            A role decides what a member may do; a site restriction keeps a member to one site. Changes apply to their
            next request.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {members.isPending && <Skeleton className="h-40 w-full" />}
          {members.error && <p className="text-sm text-destructive">{members.error.message}</p>}
          <ul className="divide-y rounded-md border" aria-label="Members">
            {members.data?.users.map((member) => (
              <MemberRow key={member.id} member={member} />
            ))}
          </ul>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Pending invitations</CardTitle>
          <CardDescription>
            Each link works once, for 7 days. Resending makes a new link; the old one stops.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {invitations.data?.invitations.length === 0 && (
            <p className="text-sm text-muted-foreground">No invitations waiting.</p>
          )}
          <ul className="divide-y" aria-label="Pending invitations">
            {invitations.data?.invitations.map((invitation) => (
              <li key={invitation.id} className="flex flex-wrap items-center gap-3 py-3">
                <div className="min-w-0 flex-1 text-sm">
                  <p className="truncate font-medium">{invitation.email}</p>
                  <p className="text-muted-foreground">
                    {invitation.roleLabel}
                    {invitation.siteIds.length ? ` · only ${invitation.siteIds.join(", ")}` : " · every site"} · invited
                    by {invitation.invitedBy} · expires {formatInstantDate(invitation.expiresAt)}
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
                      onError: (e) => toastApiError(e, "Could not resend"),
                    })
                  }
                >
                  <RotateCw aria-hidden /> Resend &amp; copy link
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  className="min-h-11 sm:min-h-8"
                  disabled={revoke.isPending}
                  aria-label={`Revoke the invitation of ${invitation.email}`}
                  onClick={() =>
                    revoke.mutate(invitation.id, {
                      onSuccess: () =>
                        toast.success("Invitation Revoked", {
                          description: `${invitation.email}'s link no longer works.`,
                        }),
                      onError: (e) => toastApiError(e, "Could not revoke"),
                    })
                  }
                >
                  <X aria-hidden /> Revoke
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
  const { data: me } = useMe();
  const { data: sites } = useSites();
  const update = useUpdateMember();
  const deactivate = useDeactivateMember();
  const change = (role: AppRole, site: string | null) =>
    update.mutate(
      { userId: member.id, role, siteIds: site ? [site] : undefined },
      {
        onSuccess: () =>
          toast.success("Member Updated", {
            description: `${member.name} is now ${roleLabels[role]}${site ? ` for ${site} only` : " for every site"}.`,
          }),
        onError: (e) => toastApiError(e, "Could not change the member"),
      },
    );
  const self = me?.user.id === member.id;
  return (
    <li className="flex flex-wrap items-center gap-3 p-3">
      <div className="min-w-40 flex-1 text-sm">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {member.name}
          {self && <Badge variant="secondary">You</Badge>}
          {!member.active && <Badge variant="outline">Deactivated</Badge>}
        </p>
        <p className="truncate text-muted-foreground">{member.email}</p>
      </div>
      <Select
        value={member.role}
        disabled={!member.active || update.isPending}
        onValueChange={(role) => change(role as AppRole, member.restrictedSite)}
      >
        <SelectTrigger className="w-40" aria-label={`Role of ${member.name}`}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {appRoles.map((role) => (
            <SelectItem key={role} value={role}>
              {roleLabels[role]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Select
        value={member.restrictedSite ?? ALL_SITES}
        disabled={!member.active || update.isPending}
        onValueChange={(site) => change(member.role, site === ALL_SITES ? null : site)}
      >
        <SelectTrigger className="w-44" aria-label={`Sites of ${member.name}`}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL_SITES}>Every site</SelectItem>
          {sites?.sites.map((s) => (
            <SelectItem key={s.id} value={s.id}>
              Only {s.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {member.active && !self && (
        <Button
          variant="outline"
          size="sm"
          className="min-h-11 sm:min-h-8"
          disabled={deactivate.isPending}
          aria-label={`Deactivate ${member.name}`}
          onClick={() =>
            deactivate.mutate(member.id, {
              onSuccess: () =>
                toast.success("Member Deactivated", { description: `${member.name} is signed out everywhere.` }),
              onError: (e) => toastApiError(e, "Could not deactivate"),
            })
          }
        >
          Deactivate
        </Button>
      )}
    </li>
  );
}
