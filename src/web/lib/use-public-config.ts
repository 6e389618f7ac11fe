import { useEffect, useState } from "react";
import { api } from "@/lib/api";

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

/**
 * Read once per page load and shared by every caller. Public pages use it, and they do not load the
 * query client (decision 089); a failed read is tried again by the next page that asks.
 */
let request: Promise<PublicConfig> | undefined;
let loaded: PublicConfig | undefined;
function loadPublicConfig(): Promise<PublicConfig> {
  request ??= getPublicConfig().then(
    (config) => (loaded = config),
    (error: unknown) => {
      request = undefined;
      throw error;
    },
  );
  return request;
}

/** The external booking links; never undefined, so the buttons work even when the API is down. */
export function usePublicConfig(): PublicConfig {
  const [config, setConfig] = useState(loaded);
  useEffect(() => {
    if (loaded) return;
    let current = true;
    loadPublicConfig().then(
      (c) => current && setConfig(c),
      () => {}, // the defaults stay
    );
    return () => {
      current = false;
    };
  }, []);
  return { ...defaultPublicConfig, ...config };
}
