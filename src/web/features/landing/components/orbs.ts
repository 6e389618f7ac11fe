import {
  DropletsIcon,
  FileCheck2Icon,
  LeafIcon,
  ShieldCheckIcon,
  ThermometerIcon,
  type LucideIcon,
} from "lucide-react";

export interface OrbDesign {
  label: string;
  icon: LucideIcon;
  from: string;
  to: string;
  glow: string;
}

/** The five hero orbs, drawn with CSS gradients in greens and teals. */
export const orbDesigns: readonly OrbDesign[] = [
  {
    label: "Produce",
    icon: LeafIcon,
    from: "oklch(0.8 0.17 145)",
    to: "oklch(0.5 0.15 150)",
    glow: "oklch(0.6 0.16 148 / 0.45)",
  },
  {
    label: "Compliance",
    icon: ShieldCheckIcon,
    from: "oklch(0.78 0.13 165)",
    to: "oklch(0.45 0.11 170)",
    glow: "oklch(0.55 0.12 168 / 0.45)",
  },
  {
    label: "Records",
    icon: FileCheck2Icon,
    from: "oklch(0.88 0.16 125)",
    to: "oklch(0.6 0.16 135)",
    glow: "oklch(0.7 0.16 130 / 0.45)",
  },
  {
    label: "Cold chain",
    icon: ThermometerIcon,
    from: "oklch(0.82 0.1 200)",
    to: "oklch(0.5 0.1 210)",
    glow: "oklch(0.6 0.1 205 / 0.45)",
  },
  {
    label: "Water",
    icon: DropletsIcon,
    from: "oklch(0.85 0.12 180)",
    to: "oklch(0.55 0.12 185)",
    glow: "oklch(0.65 0.12 182 / 0.45)",
  },
];
