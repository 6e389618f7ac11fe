import { useState } from "react";

/**
 * A dialog whose code is loaded on first use (decisions 089, 152): `mounted` turns true at the first open
 * and stays true, so the dialog still animates when it closes and opens at once the next time.
 */
export function useOnDemand() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const show = () => {
    setMounted(true);
    setOpen(true);
  };
  return { open, setOpen, mounted, show };
}
