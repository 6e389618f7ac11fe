import {
  cloneElement,
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type HTMLAttributes,
  type KeyboardEvent,
  type LazyExoticComponent,
  type ReactElement,
} from "react";

/** What an on-demand overlay's module receives: the trigger to wrap in its Radix trigger (asChild). */
export interface OverlayProps {
  trigger: ReactElement;
}

type Overlay<P> = LazyExoticComponent<ComponentType<P & OverlayProps>> & { preload(): void };

/**
 * A menu or popover module loaded on first use (decision 167): a lazy component whose import can also be
 * started ahead, when the pointer comes over its trigger or the trigger takes focus.
 */
export function lazyOverlay<P extends object>(
  load: () => Promise<{ default: ComponentType<P & OverlayProps> }>,
): Overlay<P> {
  let loading: ReturnType<typeof load> | undefined;
  const preload = () => (loading ??= load());
  return Object.assign(lazy(preload), { preload: () => void preload() });
}

/**
 * A menu or popover whose code (Radix's menu, popper, floating-ui, layers…) loads on first use (decision
 * 167): `trigger` is rendered as it is, a plain button that looks and reads the same, until it is
 * activated (a click, Enter or Space; ArrowDown too for a `menu`, as Radix's menu trigger does); then `overlay` renders the real Radix root around the same trigger,
 * opened. The module's import starts as soon as the pointer comes over the trigger or it takes focus, so
 * it is usually there by the click. From then on the overlay's own trigger works as Radix's does.
 */
export function OnDemandOverlay<P extends object>({
  overlay: Overlay,
  trigger,
  menu = false,
  ...props
}: { overlay: Overlay<P>; trigger: ReactElement<HTMLAttributes<HTMLElement>>; menu?: boolean } & P) {
  const [opened, setOpened] = useState(false);
  const standIn = cloneElement(trigger, {
    onPointerEnter: Overlay.preload,
    onFocus: Overlay.preload,
    onClick: () => setOpened(true),
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (!menu || event.key !== "ArrowDown") return;
      event.preventDefault();
      setOpened(true);
    },
  });
  if (!opened) return standIn;
  return (
    <Suspense fallback={standIn}>
      <Overlay {...(props as unknown as P)} trigger={trigger} />
    </Suspense>
  );
}
