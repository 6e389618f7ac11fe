import { useCallback, useEffect, useState } from "react";

const COOKIE = "sidebar_state";
const SEVEN_DAYS = 7 * 24 * 60 * 60;

function readCookie(): boolean {
  const match = document.cookie.match(/(?:^|; )sidebar_state=(true|false)/);
  return match ? match[1] === "true" : true;
}

/** Sidebar open/collapsed, kept in a cookie for 7 days; Ctrl/Cmd+B toggles it. */
export function useSidebarState() {
  const [open, setOpenState] = useState(readCookie);
  const setOpen = useCallback((value: boolean) => {
    setOpenState(value);
    document.cookie = `${COOKIE}=${value}; path=/; max-age=${SEVEN_DAYS}; samesite=lax`;
  }, []);
  const toggle = useCallback(() => setOpen(!readCookie()), [setOpen]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === "b" && (event.metaKey || event.ctrlKey)) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [toggle]);

  return { open, setOpen, toggle };
}
