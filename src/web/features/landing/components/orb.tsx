import type { CSSProperties } from "react";
import { cn } from "@/lib/utils";
import type { OrbDesign } from "./orbs";

interface Props {
  design: OrbDesign;
  className?: string;
  style?: CSSProperties;
}

/** A glossy gradient sphere with a line icon; decorative only. */
export function Orb({ design, className, style }: Props) {
  const Icon = design.icon;
  const colours = { "--orb-from": design.from, "--orb-to": design.to, "--orb-glow": design.glow } as CSSProperties;
  return (
    <div
      aria-hidden="true"
      className={cn("cw-orb flex items-center justify-center rounded-full", className)}
      style={{ ...colours, ...style }}
    >
      <Icon className="size-[38%] text-white drop-shadow-sm" strokeWidth={1.75} />
    </div>
  );
}
