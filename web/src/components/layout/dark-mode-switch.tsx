import { Switch } from '@chakra-ui/react';
import { useColorMode } from '@/components/ui/use-color-mode';

/** The header's 'Dark' toggle. */
export function DarkModeSwitch() {
  const { colorMode, setColorMode } = useColorMode();
  return (
    <Switch.Root
      colorPalette="purple"
      size="sm"
      checked={colorMode === 'dark'}
      onCheckedChange={({ checked }) => setColorMode(checked ? 'dark' : 'light')}
    >
      <Switch.HiddenInput />
      <Switch.Control />
      <Switch.Label>Dark</Switch.Label>
    </Switch.Root>
  );
}
