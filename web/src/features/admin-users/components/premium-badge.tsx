import { Badge } from '@chakra-ui/react';
import { isPremiumActive } from '@quizmaster/shared/premium';

/** 'Premium' while premium runs (from its end date, never from a stored flag), else 'Free'. */
export function PremiumBadge({ premiumUntil }: { premiumUntil: Date | null }) {
  return isPremiumActive(premiumUntil) ? (
    <Badge colorPalette="orange" variant="subtle">
      Premium
    </Badge>
  ) : (
    <Badge colorPalette="gray" variant="subtle">
      Free
    </Badge>
  );
}
