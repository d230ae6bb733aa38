import { useContext } from 'react';
import { ColorModeContext } from './color-mode-context';

export function useColorMode() {
  const state = useContext(ColorModeContext);
  if (!state) throw new Error('useColorMode needs a ColorModeProvider above it.');
  return {
    ...state,
    toggleColorMode: () => state.setColorMode(state.colorMode === 'dark' ? 'light' : 'dark'),
  };
}
