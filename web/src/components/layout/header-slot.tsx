import { Box } from '@chakra-ui/react';
import { createContext, startTransition, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * A place in the header where the page below shows a control of its own: the dashboard's
 * drawer toggle (SPEC.md section 1). The page keeps the control's state; the header only hosts it.
 */
interface HeaderSlotState {
  target: HTMLElement | null;
  setTarget: (element: HTMLElement | null) => void;
}

const HeaderSlotContext = createContext<HeaderSlotState | null>(null);

/** Around the header and the pages (AppLayout). */
export function HeaderSlotProvider({ children }: { children: ReactNode }) {
  const [target, setTargetNow] = useState<HTMLElement | null>(null);
  // The slot's element arrives as its ref is set, in the middle of a commit: an ordinary update
  // there is a synchronous one, which made React run every effect of the app's first commit and
  // render again in the same task (a long task on a phone). As a transition it waits its turn.
  const setTarget = useCallback((element: HTMLElement | null) => startTransition(() => setTargetNow(element)), []);
  const slot = useMemo(() => ({ target, setTarget }), [target, setTarget]);
  return <HeaderSlotContext.Provider value={slot}>{children}</HeaderSlotContext.Provider>;
}

/** Where the header puts the page's control; takes no room while no page has one. */
export function HeaderSlot() {
  const slot = useContext(HeaderSlotContext);
  return <Box ref={slot?.setTarget} display="contents" data-header-slot="" />;
}

/** Shows its children in the header's slot (nothing outside a HeaderSlotProvider). */
export function InHeader({ children }: { children: ReactNode }) {
  const target = useContext(HeaderSlotContext)?.target;
  return target ? createPortal(children, target) : null;
}
