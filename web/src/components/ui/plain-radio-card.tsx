import { chakra, useSlotRecipe, type HTMLChakraProps } from '@chakra-ui/react';
import { radioCardSlotRecipe } from '@chakra-ui/react/theme';
import { createContext, useContext, useId, useMemo, type ReactNode } from 'react';
import { focusRingAfterInput, visuallyHidden } from './plain-control-styles';

type RadioCardStyles = ReturnType<ReturnType<typeof useSlotRecipe>>;

interface GroupState {
  name: string;
  value: string | null;
  onValueChange: (value: string) => void;
  styles: RadioCardStyles;
}

const GroupContext = createContext<GroupState | null>(null);

interface RootProps extends Omit<HTMLChakraProps<'div'>, 'onChange'> {
  /** The group's visible label, also its accessible name. */
  label: ReactNode;
  value: string | null;
  onValueChange: (value: string) => void;
  size?: 'sm' | 'md' | 'lg';
  children: ReactNode;
}

/**
 * Radio cards as native radio inputs of one name, drawn by Chakra's radio-card recipe (import it
 * as a namespace: `import * as RadioCard from '@/components/ui/plain-radio-card'`). The browser
 * gives them the arrow keys, the click on the card and their roles, so they need none of Chakra
 * RadioCard's state machine (zag).
 */
export function Root({ label, value, onValueChange, size = 'md', children, css, ...rest }: RootProps) {
  const id = useId();
  const recipe = useSlotRecipe({ recipe: radioCardSlotRecipe });
  const styles = useMemo(() => recipe({ size }), [recipe, size]);
  const state = useMemo(() => ({ name: `${id}radio`, value, onValueChange, styles }), [id, value, onValueChange, styles]);
  return (
    <GroupContext.Provider value={state}>
      <chakra.div role="radiogroup" aria-labelledby={`${id}label`} data-part="root" css={[styles.root, css]} {...rest}>
        <chakra.span id={`${id}label`} data-part="label" css={styles.label}>
          {label}
        </chakra.span>
        {children}
      </chakra.div>
    </GroupContext.Provider>
  );
}

interface ItemProps extends HTMLChakraProps<'span'> {
  value: string;
  children: ReactNode;
}

/** One card: its children are the card's content (`css` and the rest style its control). */
export function Item({ value, children, css, ...rest }: ItemProps) {
  const group = useContext(GroupContext);
  if (!group) throw new Error('RadioCard.Item must be inside RadioCard.Root');
  const { name, styles, onValueChange } = group;
  const checked = group.value === value;
  const state = { 'data-state': checked ? 'checked' : 'unchecked' };
  return (
    <chakra.label data-part="item" {...state} css={[styles.item, { cursor: 'pointer' }]}>
      <chakra.input type="radio" name={name} value={value} checked={checked} onChange={() => onValueChange(value)} css={visuallyHidden} />
      <chakra.span data-part="item-control" {...state} css={[styles.itemControl, focusRingAfterInput, css]} {...rest}>
        {children}
      </chakra.span>
    </chakra.label>
  );
}
