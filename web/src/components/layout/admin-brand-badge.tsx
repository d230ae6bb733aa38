import { Badge } from '@chakra-ui/react';
import { useSigninCheck } from 'reactfire';

const ADMIN_CLAIMS = { requiredClaims: { admin: true } };

/** The admin variant of the brand: a badge says whose tools this header leads to. */
export function AdminBrandBadge() {
  const { status, data } = useSigninCheck(ADMIN_CLAIMS);
  if (status !== 'success' || !data.signedIn || !data.hasRequiredClaims) return null;
  return (
    <Badge colorPalette="red" variant="subtle" display={{ base: 'none', sm: 'inline-flex' }}>
      Admin
    </Badge>
  );
}
