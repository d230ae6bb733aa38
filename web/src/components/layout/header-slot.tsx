import { Box } from '@chakra-ui/react';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
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
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const slot = useMemo(() => ({ target, setTarget }), [target]);
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
