import { CARD_DESCRIPTION_LENGTH, CARD_NAME_LENGTH, PRODUCT_NAME } from './constants';

/** Page titles follow '{title} - {product name}' (SPEC.md section 1). */
export function pageTitle(title: string): string {
  return `${title} - ${PRODUCT_NAME}`;
}

/** The quiz card shows the first 20 characters of the name and 40 of the description. */
export function cardName(name: string): string {
  return name.slice(0, CARD_NAME_LENGTH);
}

export function cardDescription(description: string): string {
  return description.slice(0, CARD_DESCRIPTION_LENGTH);
}
