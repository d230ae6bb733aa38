import { chakra } from '@chakra-ui/react';
import { RichText } from './rich-text';

/**
 * A stretch of a fill-in-the-blanks text between its blanks: the server's HTML of its math and
 * code when the text has any (`content.textHtml`, ADR 0036), else the text as before.
 */
export function BlankTextPiece({ text, html }: { text: string; html: string | undefined }) {
  return html ? <RichText text={text} html={html} /> : <chakra.span>{text}</chakra.span>;
}
