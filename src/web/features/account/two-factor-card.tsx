import { useState } from "react";
import { toast } from "sonner";
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

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : "Something went wrong. Try again.");

/** Settings › Account: turn two-factor on (QR code, confirm), see recovery codes once, renew them, turn it off. */
export function TwoFactorCard() {
  const status = useTwoFactorStatus();
  const start = useStartEnrolment();
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          Two-factor authentication
          {status.data?.enrolled && <Badge variant="secondary">On</Badge>}
        </CardTitle>
        <CardDescription>
          A 6-digit code from an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…) after
          your password.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {status.isPending && <Skeleton className="h-10 w-full" />}
        {status.data?.required && !status.data.enrolled && (
          <Alert variant="destructive" role="alert">
            <AlertDescription>
              Your organisation requires two-factor authentication for your role. Set it up to continue.
            </AlertDescription>
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
            Set up two-factor authentication
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
      <p className="text-sm">1. Scan this QR code with your authenticator app.</p>
      <img src={props.enrolment.qrCodeDataUrl} alt="QR code for your authenticator app" className="size-44 border" />
      <p className="text-sm text-muted-foreground">
        Cannot scan it? Enter this key: <code className="break-all font-mono">{props.enrolment.secret}</code>
      </p>
      <Label htmlFor="totp-confirm">2. Enter the 6-digit code it shows</Label>
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
        Turn on
      </Button>
    </form>
  );
}

function RecoveryCodes(props: { codes: string[]; onDone: () => void }) {
  return (
    <div className="space-y-3">
      <p className="text-sm font-medium">Your recovery codes — shown only now</p>
      <p className="text-sm text-muted-foreground">
        Each works once if you lose your phone. Keep them somewhere safe, such as a password manager.
      </p>
      <ul
        className="grid grid-cols-2 gap-1 rounded-md border bg-muted/40 p-3 font-mono text-sm"
        aria-label="Recovery codes"
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
              .then(() => toast.success("Recovery codes copied"))
              .catch(() => toast.error("Could not copy. Select the codes and copy them."))
          }
        >
          Copy codes
        </Button>
        <Button onClick={props.onDone}>I have saved them</Button>
      </div>
    </div>
  );
}

function EnrolledActions(props: { left: number; onNewCodes: (codes: string[]) => void }) {
  const regenerate = useRegenerateRecoveryCodes();
  const disable = useDisableTwoFactor();
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted-foreground">{props.left} of 10 recovery codes left.</p>
      <Label htmlFor="totp-current">Current code from your app</Label>
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
          New recovery codes
        </Button>
      </div>
      <Label htmlFor="disable-password">Or your password (to turn it off)</Label>
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
              toast.success("Two-factor authentication is off");
            },
            onError: (e) => setError(messageOf(e)),
          })
        }
      >
        Turn off two-factor
      </Button>
    </div>
  );
}
