import { type ComponentType, createContext, useContext } from "react";

/** What a screen tells the Ask panel (issue 18) it shows. */
export interface AskPanelProps {
  /** A question to ask as soon as the panel shows (the palette's "Ask: …"). */
  initialQuestion?: string;
  /** Puts the focus in the question box when the panel shows (the palette's Ask mode). */
  focusOnMount?: boolean;
  /** Called when the user opens a cited source inside the app (the palette closes itself). */
  onNavigate?: () => void;
  /** Shown above the question box; the palette has its own title and passes none. */
  heading?: string;
  description?: string;
  className?: string;
  /** The site the question is about (its slug or id); by default the site chosen in the top bar. */
  siteId?: string;
  /** Ask about one evidence pack: the server scopes the answer to its site, period and clauses. */
  packId?: string;
}

/**
 * The Ask panel, provided by the app shell (app/ composes features): the document-audit report, the
 * evidence packs and the Ctrl+K palette show it without importing the ask feature.
 */
export const AskPanelContext = createContext<ComponentType<AskPanelProps> | null>(null);

/** The app's Ask panel here, or nothing outside the app shell. */
export function AskPanelSlot(props: AskPanelProps) {
  const Panel = useContext(AskPanelContext);
  return Panel ? <Panel {...props} /> : null;
}
