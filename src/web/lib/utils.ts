import { clsx, type ClassValue } from "clsx";

type ClassMerge = (classes: string) => string;
let merge: ClassMerge | undefined;

/**
 * Joins class names, letting later Tailwind utilities win over earlier ones once tailwind-merge is
 * installed (`lib/class-merge.ts`): by the router, before any screen renders, and by the landing page's
 * dialogs. The landing page itself renders without it (8 KB; decision 162): its classes never conflict,
 * which `e2e/page-weight.test.ts` checks on the page as rendered.
 */
export function cn(...inputs: ClassValue[]) {
  const classes = clsx(inputs);
  return merge ? merge(classes) : classes;
}

/** Called once, by `lib/class-merge.ts`. */
export function installClassMerge(classMerge: ClassMerge) {
  merge = classMerge;
}
