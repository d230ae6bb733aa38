/**
 * The header's controls are one size smaller on phones (32 px, still a comfortable target), so
 * a 390 px header holds the brand ('Quiz Master Admin' too), the dashboard's drawer toggle, the
 * bell, the avatar, Sign Out and the menu.
 */
export const PHONE_SMALL = { base: 'xs', sm: 'sm' } as const;
export const ACCOUNT_GAP = { base: '1.5', sm: '3' } as const;
