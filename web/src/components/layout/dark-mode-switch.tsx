import { Switch } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useColorMode } from '@/components/ui/use-color-mode';

/** The header's 'Dark' toggle. */
export function DarkModeSwitch() {
  const { colorMode, setColorMode } = useColorMode();
  const dark = colorMode === 'dark';
  const inputRef = useRef<HTMLInputElement>(null);
  // A prerendered page hydrates light and switches to the remembered mode right after; the
  // switch's hidden checkbox was rendered with `defaultChecked` then and does not follow by itself.
  useEffect(() => {
    if (inputRef.current) inputRef.current.checked = dark;
  }, [dark]);
  return (
    <Switch.Root colorPalette="purple" size="sm" checked={dark} onCheckedChange={({ checked }) => setColorMode(checked ? 'dark' : 'light')}>
      <Switch.HiddenInput ref={inputRef} />
      <Switch.Control />
      <Switch.Label>Dark</Switch.Label>
    </Switch.Root>
  );
}
