import { PRODUCT_NAME } from './constants';

/** Page titles follow '{title} - {product name}' (SPEC.md section 1). */
export function pageTitle(title: string): string {
  return `${title} - ${PRODUCT_NAME}`;
}
