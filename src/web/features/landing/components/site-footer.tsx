import { Logo } from "./logo";

const legalLinks = [
  { href: "#privacy", label: "Privacy" },
  { href: "#terms", label: "Terms" },
  { href: "#cookies", label: "Cookies" },
] as const;

export function SiteFooter() {
  return (
    <footer className="border-t border-border">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 px-4 py-8 sm:px-6 md:flex-row">
        <Logo />
        <p className="text-sm text-muted-foreground">© 2025 Clausewise. All rights reserved.</p>
        <nav aria-label="Legal">
          <ul className="flex gap-6 text-sm">
            {legalLinks.map(({ href, label }) => (
              <li key={href}>
                <a href={href} className="text-muted-foreground hover:text-foreground">
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
