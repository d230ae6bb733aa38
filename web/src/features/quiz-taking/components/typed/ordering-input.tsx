import { chakra, Flex, IconButton, Text, VisuallyHidden } from '@chakra-ui/react';
import { useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { movedAnnouncement, movedTo, orderOf } from '../../lib/typed-answers';
import { TypedHint } from './field-look';
import type { TypedInputProps } from './typed-answer';

/** What had the focus in a row when it moved: the row itself or one of its buttons. */
type RowPart = 'item' | 'up' | 'down';

/**
 * Ordering: the items in a list the player reorders by dragging a row's handle (pointer events:
 * mouse, pen and touch alike), by its Move up and Move down buttons, or with Alt+Arrow Up and Down
 * on a focused row. Each move is announced (position n of m) in a polite live region, and the
 * focus stays on what was used, so a keyboard player can go on moving.
 */
export default function OrderingInput({ content, response, disabled, locked, labelledBy, describedBy, onRespond }: TypedInputProps<'ordering'>) {
  const order = useMemo(() => orderOf(content, response), [content, response]);
  const textOf = useMemo(() => new Map(content.items.map((item) => [item.id, item.text])), [content.items]);
  const [announcement, setAnnouncement] = useState('');
  // The order while a row is dragged, shown before it is given to the player (on the drop).
  const [dragged, setDragged] = useState<{ id: number; order: number[] } | null>(null);
  const dragging = useRef<{ id: number; order: number[] } | null>(null);
  const rows = useRef(new Map<number, HTMLLIElement>());
  const refocus = useRef<{ id: number; part: RowPart } | null>(null);
  const shown = dragged?.order ?? order;

  // A moved row's DOM node moves too, which can drop its focus: give it back.
  useLayoutEffect(() => {
    const wanted = refocus.current;
    if (!wanted) return;
    refocus.current = null;
    const row = rows.current.get(wanted.id);
    const button = wanted.part === 'item' ? null : row?.querySelector<HTMLButtonElement>(`[data-move="${wanted.part}"]`);
    (button && !button.disabled ? button : row)?.focus();
  });

  const commit = (next: number[], id: number, part: RowPart) => {
    refocus.current = { id, part };
    onRespond({ order: next });
    setAnnouncement(movedAnnouncement(textOf.get(id) ?? '', next.indexOf(id) + 1, next.length));
  };

  const moveBy = (id: number, delta: number, part: RowPart) => {
    const to = order.indexOf(id) + delta;
    if (disabled || to < 0 || to >= order.length) return;
    commit(movedTo(order, id, to), id, part);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, id: number) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    const part = (event.target as HTMLElement).dataset.move;
    moveBy(id, event.key === 'ArrowUp' ? -1 : 1, part === 'up' || part === 'down' ? part : 'item');
  };

  const startDrag = (event: PointerEvent<HTMLElement>, id: number) => {
    if (disabled || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.preventDefault();
    // Moves over other rows then still reach the handle (jsdom has no pointer capture).
    if ('setPointerCapture' in event.currentTarget) event.currentTarget.setPointerCapture(event.pointerId);
    dragging.current = { id, order };
    setDragged(dragging.current);
  };

  // The dragged row goes where the pointer is among the others' middles.
  const dragOver = (event: PointerEvent<HTMLElement>) => {
    const drag = dragging.current;
    if (!drag) return;
    const others = drag.order.filter((id) => id !== drag.id);
    const to = others.filter((id) => {
      const box = rows.current.get(id)?.getBoundingClientRect();
      return box !== undefined && box.top + box.height / 2 < event.clientY;
    }).length;
    const next = movedTo(drag.order, drag.id, to);
    if (next.some((id, index) => id !== drag.order[index])) {
      dragging.current = { id: drag.id, order: next };
      setDragged(dragging.current);
    }
  };

  const drop = (cancelled: boolean) => {
    const drag = dragging.current;
    dragging.current = null;
    setDragged(null);
    if (!drag || cancelled || drag.order.every((id, index) => id === order[index])) return;
    commit(drag.order, drag.id, 'item');
  };

  const total = shown.length;
  return (
    <>
      <TypedHint id={describedBy} locked={locked}>
        Put the items in the right order: drag them by their handle, or use Move up and Move down (or Alt+Arrow Up and Down on an item).
      </TypedHint>
      {/* role="list": Safari drops the list semantics of an unstyled list. */}
      <chakra.ol role="list" aria-labelledby={labelledBy} aria-describedby={describedBy} listStyle="none" display="flex" flexDirection="column" gap="2">
        {shown.map((id, index) => {
          const text = textOf.get(id) ?? '';
          return (
            <chakra.li
              key={id}
              ref={(row: HTMLLIElement | null) => {
                if (row) rows.current.set(id, row);
                else rows.current.delete(id);
              }}
              tabIndex={disabled ? undefined : 0}
              aria-label={`${text}, position ${String(index + 1)} of ${String(total)}`}
              data-dragging={dragged?.id === id ? '' : undefined}
              onKeyDown={(event) => onKeyDown(event, id)}
              display="flex"
              alignItems="center"
              gap="2"
              ps="3"
              pe="1"
              py="1"
              borderWidth="1px"
              rounded="l2"
              bg="bg"
              colorPalette="purple"
              outline="none"
              _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
              css={{ '&[data-dragging]': { borderColor: 'colorPalette.solid', bg: 'colorPalette.subtle', shadow: 'md' } }}
            >
              <Text as="span" fontWeight="semibold" color="fg.muted" minW="5" aria-hidden>
                {index + 1}.
              </Text>
              <Text as="span" flex="1" minW="0" fontWeight="medium" textStyle="sm" overflowWrap="anywhere">
                {text}
              </Text>
              <Flex gap="0.5" flexShrink={0}>
                <IconButton data-move="up" aria-label={`Move up: ${text}`} size="sm" variant="ghost" disabled={disabled || index === 0} onClick={() => moveBy(id, -1, 'up')}>
                  <Arrow up />
                </IconButton>
                <IconButton data-move="down" aria-label={`Move down: ${text}`} size="sm" variant="ghost" disabled={disabled || index === total - 1} onClick={() => moveBy(id, 1, 'down')}>
                  <Arrow />
                </IconButton>
                {/* The drag handle: pointer only (the buttons and Alt+Arrows are its keyboard way). */}
                <chakra.span
                  aria-hidden
                  data-drag-handle=""
                  display="inline-flex"
                  alignItems="center"
                  justifyContent="center"
                  w="9"
                  h="9"
                  color="fg.muted"
                  cursor={disabled ? 'default' : 'grab'}
                  touchAction="none"
                  onPointerDown={(event) => startDrag(event, id)}
                  onPointerMove={dragOver}
                  onPointerUp={() => drop(false)}
                  onPointerCancel={() => drop(true)}
                >
                  <Grip />
                </chakra.span>
              </Flex>
            </chakra.li>
          );
        })}
      </chakra.ol>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </>
  );
}

// Drawn here rather than taken from react-icons: the icons' shared chunk would split anew and
// add a file to other pages' first visits.
const svgProps = { viewBox: '0 0 24 24', width: '1em', height: '1em', fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true } as const;

function Arrow({ up = false }: { up?: boolean }) {
  return <svg {...svgProps}>{up ? <path d="m5 12 7-7 7 7M12 19V5" /> : <path d="M12 5v14m7-7-7 7-7-7" />}</svg>;
}

function Grip() {
  return (
    <svg {...svgProps}>
      {[5, 12, 19].flatMap((y) => [<circle key={`a${String(y)}`} cx="9" cy={y} r="1" />, <circle key={`b${String(y)}`} cx="15" cy={y} r="1" />])}
    </svg>
  );
}
