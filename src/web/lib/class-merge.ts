import { twMerge } from "tailwind-merge";
import { installClassMerge } from "./utils";

// Imported for its effect by what renders classes that may conflict: the router (every screen but the
// landing page) and the landing page's dialogs, loaded on first use (decision 162).
installClassMerge(twMerge);
