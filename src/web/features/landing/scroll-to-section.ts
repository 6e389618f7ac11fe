/** Anchors of the landing page's sections, as shown in the navigation bar (labels: `landing:sections.<id>`). */
export const sectionLinks = ["how-it-works", "try-it-out", "features", "security"] as const;

/** Smoothly scrolls to a section (instantly under reduced motion) and records it in the address bar. */
export function scrollToSection(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  target.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
  history.replaceState(history.state, "", `#${id}`);
}
