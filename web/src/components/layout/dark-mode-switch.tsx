import { ToggleSwitch } from '@/components/ui/toggle-switch';
import { useColorMode } from '@/components/ui/use-color-mode';

/** The header's 'Dark' toggle. */
export function DarkModeSwitch() {
  const { colorMode, setColorMode } = useColorMode();
  // Controlled: a prerendered page hydrates light and switches to the remembered mode right
  // after, and the switch follows.
  return <ToggleSwitch label="Dark" size="sm" checked={colorMode === 'dark'} onCheckedChange={(dark) => setColorMode(dark ? 'dark' : 'light')} />;
}
