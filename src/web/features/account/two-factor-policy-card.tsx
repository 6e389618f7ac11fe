import { useEffect, useState } from "react";
import { toast } from "@/lib/toast";
import { useTranslation } from "react-i18next";
import { appRoles, type AppRole } from "@domain/roles";
import { ApiError } from "@/lib/api";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { useCan } from "@/lib/use-me";
import { useSetTwoFactorPolicy, useTwoFactorPolicy } from "./use-two-factor";

/** Admins only: the roles that must use two-factor authentication in this organisation. */
export function TwoFactorPolicyCard() {
  const { t } = useTranslation("account");
  const { t: tc } = useTranslation("common");
  const isAdmin = useCan("users.manage");
  const policy = useTwoFactorPolicy(isAdmin);
  const save = useSetTwoFactorPolicy();
  const [roles, setRoles] = useState<AppRole[]>([]);
  useEffect(() => {
    if (policy.data) setRoles(policy.data.requiredRoles);
  }, [policy.data]);
  if (!isAdmin) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("policy.title")}</CardTitle>
        <CardDescription>{t("policy.description")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="grid grid-cols-2 gap-2">
          {appRoles.map((role) => (
            <div key={role} className="flex items-center gap-2">
              <Checkbox
                id={`require-2fa-${role}`}
                checked={roles.includes(role)}
                onCheckedChange={(on) => setRoles((r) => (on ? [...r, role] : r.filter((x) => x !== role)))}
              />
              <Label htmlFor={`require-2fa-${role}`}>{tc(`roles.${role}`)}</Label>
            </div>
          ))}
        </div>
        <Button
          disabled={save.isPending || !policy.data}
          onClick={() =>
            save.mutate(
              { requiredRoles: roles },
              {
                onSuccess: () => toast.success(t("policy.saved")),
                onError: (e) => toast.error(e instanceof ApiError ? e.message : t("policy.failed")),
              },
            )
          }
        >
          {t("policy.save")}
        </Button>
      </CardContent>
    </Card>
  );
}
