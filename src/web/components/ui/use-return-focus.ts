import { useRef } from "react";

type AutoFocusHandler = (event: Event) => void;

/**
 * Gives the focus back to whatever had it when a dialog or sheet opened. Radix returns it only to a
 * `DialogTrigger`; most of our dialogs are opened by a plain button that sets `open`, and then the
 * focus fell to the page's body on close. The opener is noted when the content mounts (before Radix
 * moves the focus inside) and focused again on close if it is still on the page; otherwise Radix's
 * own behaviour applies. A caller's handlers run first and may prevent either step.
 * A dialog opened from a dropdown menu's item goes back to the menu's button: the item is gone once
 * the menu closes.
 */
export function useReturnFocus(onOpenAutoFocus?: AutoFocusHandler, onCloseAutoFocus?: AutoFocusHandler) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus(event: Event) {
      opener.current = openerOf(document.activeElement);
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus(event: Event) {
      onCloseAutoFocus?.(event);
      const target = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !target || !target.isConnected || target === document.body) return;
      event.preventDefault();
      target.focus();
    },
  };
}

/** The element to give the focus back to: the focused one, or the button of the menu it is an item of. */
function openerOf(active: Element | null): HTMLElement | null {
  if (!(active instanceof HTMLElement)) return null;
  const menu = active.closest<HTMLElement>('[role="menu"]');
  if (menu?.id) {
    const trigger = document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(menu.id)}"]`);
    if (trigger) return trigger;
  }
  return active;
}
