import { ClosingCta } from "./components/closing-cta";
import { FeaturesSection } from "./components/features-section";
import { Hero } from "./components/hero";
import { HowItWorks } from "./components/how-it-works";
import { NavBar } from "./components/nav-bar";
import { SecuritySection } from "./components/security-section";
import { SiteFooter } from "./components/site-footer";
import { StandardsMarquee } from "./components/standards-marquee";
import { TryItOut } from "./components/try-it-out";
import "./landing.css";

/** The public marketing page (spec §2), top to bottom. */
export function LandingPage() {
  return (
    <>
      <NavBar />
      <main>
        <Hero />
        <StandardsMarquee />
        <HowItWorks />
        <TryItOut />
        <FeaturesSection />
        <SecuritySection />
        <ClosingCta />
      </main>
      <SiteFooter />
    </>
  );
}
