import { useEffect, useState } from "react";
import { cn } from "@/lib/utils";
import { useIsDesktop, usePrefersReducedMotion } from "@/features/landing/hooks/use-media-query";
import { Orb } from "./orb";
import { orbDesigns } from "./orbs";

/** Spec §9: on mobile the single hero orb changes every 2 s. */
export const ORB_CYCLE_MS = 2000;

/** Where the five desktop orbs float around the hero card, with staggered timing. */
const placements = [
  "-top-2 left-0 size-20 [animation-delay:0s]",
  "-top-6 right-10 size-14 [animation-delay:-1.2s]",
  "top-[52%] -left-6 size-16 [animation-delay:-2.4s]",
  "-bottom-6 -right-4 size-24 [animation-delay:-3.6s]",
  "-bottom-8 left-20 size-12 [animation-delay:-4.8s]",
];

function FloatingOrbs() {
  return (
    <div data-testid="hero-orbs" className="pointer-events-none absolute inset-0 z-10">
      {orbDesigns.map((design, i) => (
        <Orb key={design.label} design={design} className={cn("cw-float absolute", placements[i])} />
      ))}
    </div>
  );
}

function CyclingOrb() {
  const reduceMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (reduceMotion) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % orbDesigns.length), ORB_CYCLE_MS);
    return () => clearInterval(timer);
  }, [reduceMotion]);

  return (
    <div data-testid="hero-orb" data-orb-index={index} className="relative mx-auto size-24">
      {orbDesigns.map((design, i) => (
        <Orb
          key={design.label}
          design={design}
          className={cn(
            "absolute inset-0 transition-opacity duration-700 motion-reduce:transition-none",
            i === index ? "opacity-100" : "opacity-0",
          )}
        />
      ))}
    </div>
  );
}

/** Five floating orbs on desktop, one cycling orb on mobile. */
export function HeroOrbs({ variant }: { variant: "desktop" | "mobile" }) {
  const isDesktop = useIsDesktop();
  if (variant === "desktop") return isDesktop ? <FloatingOrbs /> : null;
  return isDesktop ? null : <CyclingOrb />;
}
