import { Box } from '@chakra-ui/react';
import { PRODUCT_NAME } from '@quizmaster/shared/constants';

/**
 * SPEC.md section 1's '{product}', the brand an admin sees: the product's name plus the word
 * Admin, so the header itself says whose tools it leads to (page titles keep the plain name).
 */
export const ADMIN_BRAND = `${PRODUCT_NAME} Admin`;

/**
 * The header's brand text: 'Quiz Master', or 'Quiz Master Admin' for an admin. It needs no
 * Firebase (brand-for-role.tsx decides `admin`). On phones the word Admin sits, smaller, under
 * the name, so the brand fits beside the account buttons and the menu toggles.
 */
export function BrandText({ admin }: { admin: boolean }) {
  if (!admin) return PRODUCT_NAME;
  return (
    <Box
      as="span"
      display="inline-flex"
      flexDirection={{ base: 'column', sm: 'row' }}
      alignItems={{ base: 'flex-start', sm: 'baseline' }}
      columnGap="1.5"
      lineHeight={{ base: '1.15', sm: 'inherit' }}
    >
      <span>{PRODUCT_NAME}</span>{' '}
      <Box as="span" color="red.fg" fontSize={{ base: 'xs', sm: 'inherit' }} letterSpacing={{ base: 'wider', sm: 'inherit' }}>
        Admin
      </Box>
    </Box>
  );
}
