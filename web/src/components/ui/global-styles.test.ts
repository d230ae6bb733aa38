import { describe, expect, it } from 'vitest';
import { withoutGlobalStyles } from './global-styles';
import { getSystem } from './theme';

const system = getSystem();

describe('withoutGlobalStyles', () => {
  it('leaves ChakraProvider nothing global to insert, and the rest of the system as it was', () => {
    const provided = withoutGlobalStyles(system);
    expect(provided._global).toEqual([]);
    expect(provided.layers.atRule).toBe('');
    expect(system.layers.atRule).toMatch(/^@layer /);
    expect(provided.layers.wrap('base', { color: 'red' })).toEqual(system.layers.wrap('base', { color: 'red' }));
    expect(provided.css({ color: 'purple.500', p: '2' })).toEqual(system.css({ color: 'purple.500', p: '2' }));
    expect(provided.token('colors.purple.500')).toBe(system.token('colors.purple.500'));
  });

  it('never builds the global styles of a system that computes them lazily', () => {
    const lazy = Object.defineProperty({ ...system }, '_global', {
      get() {
        throw new Error('the global styles were built');
      },
      enumerable: true,
      configurable: true,
    });
    expect(withoutGlobalStyles(lazy)._global).toEqual([]);
  });
});
