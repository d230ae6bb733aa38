/** Quiz cards show only the start of the name and description. */
export const CARD_NAME_LENGTH = 20;
export const CARD_DESCRIPTION_LENGTH = 40;

/** The quiz card shows the first 20 characters of the name and 40 of the description. */
export function cardName(name: string): string {
  return name.slice(0, CARD_NAME_LENGTH);
}

export function cardDescription(description: string): string {
  return description.slice(0, CARD_DESCRIPTION_LENGTH);
}
