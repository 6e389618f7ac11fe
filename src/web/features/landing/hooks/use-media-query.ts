import { MOBILE_BREAKPOINT, useMediaQuery } from "@/lib/use-media-query";

export const useIsDesktop = () => useMediaQuery(`(min-width: ${MOBILE_BREAKPOINT}px)`);
export const usePrefersReducedMotion = () => useMediaQuery("(prefers-reduced-motion: reduce)");
