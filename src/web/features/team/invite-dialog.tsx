import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { Copy, Loader2, UserPlus } from "lucide-react";
import { appRoles, roleLabels } from "@domain/roles";
import { invitationCreateSchema, type InvitationCreateInput } from "@domain/schemas/team";
import { z } from "zod";
import { showApiError } from "@/lib/api-errors";
import { useSites } from "@/lib/use-sites";
import { FieldError } from "@/components/field-error";
import { FormSelect } from "@/components/form-select";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useInvite } from "./use-team";

const ALL_SITES = "all";
type FormValues = { email: string; role: InvitationCreateInput["role"]; site: string };

/** Copies an invitation link, saying so. */
export async function copyLink(link: string) {
  try {
    await navigator.clipboard.writeText(link);
    toast.success("Link Copied", { description: "Send it to the invitee in any way you trust." });
  } catch {
    toast.error("Could not copy the link", { description: link });
  }
}

/** Settings › Users › Invite: e-mail, role and optionally one site; shows the link to copy when sent. */
export function InviteDialog() {
  const [open, setOpen] = useState(false);
  const [link, setLink] = useState<string | null>(null);
  const invite = useInvite();
  const { data: sites } = useSites();
  const form = useForm<FormValues>({
    resolver: zodResolver(invitationCreateSchema.pick({ email: true, role: true }).extend({ site: z.string() })),
    defaultValues: { email: "", role: "qa_tech", site: ALL_SITES },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(({ email, role, site }) =>
    invite.mutate(
      { email, role, siteIds: site === ALL_SITES ? undefined : [site] },
      {
        onSuccess: (created) => {
          setLink(created.link);
          toast.success("Invitation Created", { description: `${email} can join with the link for 7 days.` });
        },
        onError: (error) =>
          showApiError(
            error,
            (fields) => {
              for (const [field, message] of Object.entries(fields))
                form.setError(field === "siteIds" ? "site" : (field as keyof FormValues), { message });
            },
            "Could not invite",
          ),
      },
    ),
  );
  const close = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setLink(null);
      form.reset();
    }
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogTrigger asChild>
        <Button>
          <UserPlus aria-hidden /> Invite
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Invite a teammate</DialogTitle>
          <DialogDescription>
            They get a link valid for 7 days to set their name and password. Their role decides what they may do.
          </DialogDescription>
        </DialogHeader>
        {link ? (
          <div className="space-y-3">
            <Label htmlFor="invite-link">Invitation link</Label>
            <div className="flex gap-2">
              <Input id="invite-link" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
              <Button type="button" variant="outline" onClick={() => void copyLink(link)} aria-label="Copy the link">
                <Copy aria-hidden />
              </Button>
            </div>
            <p className="text-sm text-muted-foreground">
              The link works once. Resend or revoke it from the pending invitations.
            </p>
            <DialogFooter>
              <Button type="button" onClick={() => close(false)}>
                Done
              </Button>
            </DialogFooter>
          </div>
        ) : (
          <form onSubmit={onSubmit} noValidate className="space-y-4">
            <div className="space-y-2">
              <Label htmlFor="invite-email">E-mail</Label>
              <Input
                id="invite-email"
                type="email"
                autoComplete="off"
                aria-invalid={!!errors.email}
                aria-describedby={errors.email ? "invite-email-error" : undefined}
                {...form.register("email")}
              />
              <FieldError id="invite-email-error" message={errors.email?.message} />
            </div>
            <FormSelect
              control={form.control}
              name="role"
              id="invite-role"
              label="Role"
              options={appRoles.map((role) => ({ value: role, label: roleLabels[role] }))}
              error={errors.role?.message}
            />
            <FormSelect
              control={form.control}
              name="site"
              id="invite-site"
              label="Sites"
              options={[
                { value: ALL_SITES, label: "Every site" },
                ...(sites?.sites ?? []).map((s) => ({ value: s.id, label: `Only ${s.name}` })),
              ]}
              error={errors.site?.message}
            />
            <DialogFooter>
              <Button type="submit" disabled={invite.isPending}>
                {invite.isPending && <Loader2 className="animate-spin" aria-hidden />}
                Create invitation
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
