import { type Ref, useCallback, useRef } from "react";

type EscapeHandler = (event: KeyboardEvent) => void;

interface OpenLayer {
  /** What Escape does to this layer: the caller's handler, then Close unless the handler prevented it. */
  escape: EscapeHandler;
}

/** The dialog and sheet contents on the page, in the order they opened: the last one is on top. */
const openLayers: OpenLayer[] = [];

/**
 * One Escape closes the topmost dialog or sheet only. Radix's DismissableLayer (1.2) moves its Escape
 * listener to a layer opened over another only on a later, low-priority render
 * (radix-ui/primitives#4143). An Escape pressed before that render reached the layer beneath, which
 * closed, taking the new one inside it along. Here each content joins a list as React attaches it, in
 * the same commit as it appears. When Radix hands Escape to a content that is no longer on top, that
 * content stays open and the top one gets the Escape instead.
 *
 * Returns the content's ref (the caller's own, if any, is set too), its `onEscapeKeyDown` and the ref of
 * a `Close` inside it (how the top one closes on an Escape it did not receive from Radix).
 */
export function useEscapeClosesTop(onEscapeKeyDown?: EscapeHandler, callerRef?: Ref<HTMLDivElement>) {
  const callerHandler = useRef(onEscapeKeyDown);
  callerHandler.current = onEscapeKeyDown;
  const callerContentRef = useRef(callerRef);
  callerContentRef.current = callerRef;
  const closeRef = useRef<HTMLButtonElement>(null);
  const self = useRef<OpenLayer | null>(null);

  const contentRef = useCallback((content: HTMLDivElement | null) => {
    const callerCleanup = setRef(callerContentRef.current, content);
    if (!content) return;
    const layer: OpenLayer = {
      escape(event) {
        callerHandler.current?.(event);
        if (!event.defaultPrevented) closeRef.current?.click();
      },
    };
    self.current = layer;
    openLayers.push(layer);
    return () => {
      openLayers.splice(openLayers.indexOf(layer), 1);
      if (self.current === layer) self.current = null;
      if (typeof callerCleanup === "function") callerCleanup();
      else setRef(callerContentRef.current, null);
    };
  }, []);

  const handleEscape = useCallback((event: KeyboardEvent) => {
    const top = openLayers.at(-1);
    if (!top || top === self.current) {
      callerHandler.current?.(event);
      return;
    }
    top.escape(event);
    // Radix dismisses this layer unless the event is prevented; it stays open under the one closed.
    event.preventDefault();
  }, []);

  return { contentRef, onEscapeKeyDown: handleEscape, closeRef };
}

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === "function") return ref(value);
  if (ref) ref.current = value;
}
