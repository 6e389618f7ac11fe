import { queryOptions } from "@tanstack/react-query";
import type { TwoFactorStatus } from "@domain/schemas/two-factor";
import { api } from "@/lib/api";
import { meKeys } from "@/lib/query-keys";

/**
 * The signed-in person's own two-factor status: the account screen shows it, and the e-signature dialog asks
 * for a code when it is on. Under `meKeys`, so turning two-factor on or off refreshes both.
 */
export const twoFactorQuery = queryOptions({
  queryKey: [...meKeys.all, "two-factor"] as const,
  queryFn: () => api<TwoFactorStatus>("/me/two-factor"),
});
