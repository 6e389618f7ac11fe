import { useEffect, useState } from "react";

/** Spec §9: the typewriter effect writes one character every 30 ms. */
export const TYPEWRITER_MS_PER_CHAR = 30;

/** Reveals `text` one character at a time once `start` is true; all at once when `instant`.
 *  Give the component a `key` of the text to restart it for new text. */
export function useTypewriter(text: string, start: boolean, instant = false): string {
  const [count, setCount] = useState(0);

  useEffect(() => {
    if (!start || instant) return;
    const timer = setInterval(() => {
      setCount((n) => {
        if (n + 1 >= text.length) clearInterval(timer);
        return Math.min(n + 1, text.length);
      });
    }, TYPEWRITER_MS_PER_CHAR);
    return () => clearInterval(timer);
  }, [text, start, instant]);

  return instant ? text : text.slice(0, count);
}
