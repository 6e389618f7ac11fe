import { useState } from "react";
import { toast } from "@/lib/toast";
import { useTranslation } from "react-i18next";
import { Loader2, ShieldCheck } from "lucide-react";
import type { TwoFactorEnrolment } from "@domain/schemas/two-factor";
import { ApiError } from "@/lib/api";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import {
  useConfirmTwoFactor,
  useDisableTwoFactor,
  useRegenerateRecoveryCodes,
  useStartEnrolment,
  useTwoFactorStatus,
} from "./use-two-factor";

/** The API's message, or a generic one in the reader's language. */
function useMessageOf() {
  const { t } = useTranslation("account");
  return (error: unknown) => (error instanceof ApiError ? error.message : t("twoFactor.somethingWrong"));
}

/** Settings › Account: turn two-factor on (QR code, confirm), see recovery codes once, renew them, turn it off. */
export function TwoFactorCard() {
  const { t } = useTranslation("account");
  const messageOf = useMessageOf();
  const status = useTwoFactorStatus();
  const start = useStartEnrolment();
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          {t("twoFactor.title")}
          {status.data?.enrolled && <Badge variant="secondary">{t("twoFactor.on")}</Badge>}
        </CardTitle>
        <CardDescription>{t("twoFactor.description")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {status.isPending && <Skeleton className="h-10 w-full" />}
        {status.data?.required && !status.data.enrolled && (
          <Alert variant="destructive" role="alert">
            <AlertDescription>{t("twoFactor.required")}</AlertDescription>
          </Alert>
        )}
        {recoveryCodes && <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />}
        {!recoveryCodes && status.data && !status.data.enrolled && !enrolment && (
          <Button
            onClick={() =>
              start.mutate(undefined, { onSuccess: setEnrolment, onError: (e) => toast.error(messageOf(e)) })
            }
            disabled={start.isPending}
          >
            {start.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <ShieldCheck aria-hidden />}
            {t("twoFactor.setUp")}
          </Button>
        )}
        {!recoveryCodes && enrolment && (
          <ConfirmEnrolment
            enrolment={enrolment}
            onConfirmed={(codes) => {
              setEnrolment(null);
              setRecoveryCodes(codes);
            }}
          />
        )}
        {!recoveryCodes && status.data?.enrolled && (
          <EnrolledActions left={status.data.recoveryCodesLeft} onNewCodes={setRecoveryCodes} />
        )}
      </CardContent>
    </Card>
  );
}

function ConfirmEnrolment(props: { enrolment: TwoFactorEnrolment; onConfirmed: (codes: string[]) => void }) {
  const { t } = useTranslation("account");
  const messageOf = useMessageOf();
  const confirm = useConfirmTwoFactor();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        confirm.mutate(
          { code },
          { onSuccess: (r) => props.onConfirmed(r.recoveryCodes), onError: (err) => setError(messageOf(err)) },
        );
      }}
    >
      <p className="text-sm">{t("twoFactor.scan")}</p>
      <img src={props.enrolment.qrCodeDataUrl} alt={t("twoFactor.qrAlt")} className="size-44 border" />
      <p className="text-sm text-muted-foreground">
        {t("twoFactor.cannotScan")} <code className="break-all font-mono">{props.enrolment.secret}</code>
      </p>
      <Label htmlFor="totp-confirm">{t("twoFactor.enterCode")}</Label>
      <Input
        id="totp-confirm"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        aria-invalid={!!error}
        aria-describedby={error ? "totp-confirm-error" : undefined}
      />
      {error && (
        <p id="totp-confirm-error" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" disabled={confirm.isPending}>
        {confirm.isPending && <Loader2 className="animate-spin" aria-hidden />}
        {t("twoFactor.turnOn")}
      </Button>
    </form>
  );
}

function RecoveryCodes(props: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation("account");
  return (
    <div className="space-y-3">
      <p className="text-sm font-medium">{t("twoFactor.codesTitle")}</p>
      <p className="text-sm text-muted-foreground">{t("twoFactor.codesDescription")}</p>
      <ul
        className="grid grid-cols-2 gap-1 rounded-md border bg-muted/40 p-3 font-mono text-sm"
        aria-label={t("twoFactor.codesLabel")}
      >
        {props.codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          onClick={() =>
            navigator.clipboard
              ?.writeText(props.codes.join("\n"))
              .then(() => toast.success(t("twoFactor.copied")))
              .catch(() => toast.error(t("twoFactor.copyFailed")))
          }
        >
          {t("twoFactor.copy")}
        </Button>
        <Button onClick={props.onDone}>{t("twoFactor.saved")}</Button>
      </div>
    </div>
  );
}

function EnrolledActions(props: { left: number; onNewCodes: (codes: string[]) => void }) {
  const { t } = useTranslation("account");
  const messageOf = useMessageOf();
  const regenerate = useRegenerateRecoveryCodes();
  const disable = useDisableTwoFactor();
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted-foreground">{t("twoFactor.codesLeft", { count: props.left, total: 10 })}</p>
      <Label htmlFor="totp-current">{t("twoFactor.currentCode")}</Label>
      <Input
        id="totp-current"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          disabled={regenerate.isPending || !code}
          onClick={() =>
            regenerate.mutate(
              { code },
              {
                onSuccess: (r) => {
                  setCode("");
                  props.onNewCodes(r.recoveryCodes);
                },
                onError: (e) => setError(messageOf(e)),
              },
            )
          }
        >
          {t("twoFactor.newCodes")}
        </Button>
      </div>
      <Label htmlFor="disable-password">{t("twoFactor.orPassword")}</Label>
      <Input
        id="disable-password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      {error && (
        <p className="text-sm text-destructive" role="alert">
          {error}
        </p>
      )}
      <Button
        variant="destructive"
        disabled={disable.isPending || (!code && !password)}
        onClick={() =>
          disable.mutate(code ? { code } : { password }, {
            onSuccess: () => {
              setCode("");
              setPassword("");
              toast.success(t("twoFactor.turnedOff"));
            },
            onError: (e) => setError(messageOf(e)),
          })
        }
      >
        {t("twoFactor.turnOff")}
      </Button>
    </div>
  );
}
