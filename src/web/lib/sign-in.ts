import type { Me, SignInInput } from "@domain/schemas/auth";
import type { TwoFactorChallenge, TwoFactorSignInInput } from "@domain/schemas/two-factor";
import { api } from "@/lib/api";

/**
 * A new session: the app's query client (loaded now, as the app comes next) forgets the previous
 * user's data and starts from this one. Sign-in itself never loads the query client (decision 089).
 */
async function startSession(me: Me) {
  const { startSession } = await import("./app-query-client");
  startSession(me);
}

/** The password step: signed in (Me), or a challenge when the account has two-factor on. */
export async function signIn(input: SignInInput): Promise<Me | TwoFactorChallenge> {
  const result = await api<Me | TwoFactorChallenge>("/auth/login", { method: "POST", body: input });
  if (!("twoFactorRequired" in result)) await startSession(result);
  return result;
}

/** The second sign-in step: the challenge and a TOTP or recovery code. */
export async function signInSecondStep(input: TwoFactorSignInInput): Promise<Me> {
  const me = await api<Me>("/auth/login/two-factor", { method: "POST", body: input });
  await startSession(me);
  return me;
}
