import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { publicConfigKeys } from "@/lib/query-keys";

export interface PublicConfig {
  requestDemoUrl: string;
  getStartedUrl: string;
  /** Self-service sign-up is open (SIGNUP); Get Started then leads to /sign-up. */
  signUpOpen: boolean;
  /** The demo organisation's administrator, where the demo was seeded. */
  demoSignIn: { email: string; password: string } | null;
}

/** The same defaults the server falls back to, used until (or unless) the config arrives. */
export const defaultPublicConfig: PublicConfig = {
  requestDemoUrl: "https://cal.com/clausewise/demo",
  getStartedUrl: "https://cal.com/clausewise/get-started",
  signUpOpen: false,
  demoSignIn: null,
};

export function getPublicConfig(): Promise<PublicConfig> {
  return api<PublicConfig>("/public-config");
}

export const publicConfigQueryOptions = () =>
  queryOptions({ queryKey: publicConfigKeys.all, queryFn: getPublicConfig, staleTime: Infinity });

/** The external booking links; never undefined, so the buttons work even when the API is down. */
export function usePublicConfig(): PublicConfig {
  const { data } = useQuery(publicConfigQueryOptions());
  return { ...defaultPublicConfig, ...data };
}
