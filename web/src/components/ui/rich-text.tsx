import { Box, type BoxProps, type SystemStyleObject } from '@chakra-ui/react';

/**
 * The theme of rich text's classes (functions/src/services/rich-text.ts writes them): inline code,
 * code blocks with highlight.js's spans, display math and KaTeX's error span. Math is MathML, which
 * the browser draws itself. Only the pages that import this component carry these rules.
 */
const richTextCss: SystemStyleObject = {
  '& .rich-code': { fontFamily: 'mono', fontSize: '0.9em', bg: 'bg.muted', paddingInline: '1', borderRadius: 'sm' },
  '& .rich-code-block': {
    display: 'block',
    fontFamily: 'mono',
    fontSize: 'sm',
    bg: 'bg.muted',
    padding: '3',
    marginBlock: '2',
    borderRadius: 'md',
    overflowX: 'auto',
    whiteSpace: 'pre',
    tabSize: 4,
  },
  '& .rich-math-display': { display: 'block', marginBlock: '2', overflowX: 'auto', overflowY: 'hidden' },
  '& math': { fontSize: '1.1em' },
  '& .katex-error': { color: 'fg.error', fontFamily: 'mono' },
  // highlight.js's classes, in colours that keep 4.5:1 on bg.muted in both modes.
  '& .hljs-keyword, & .hljs-selector-tag, & .hljs-literal, & .hljs-doctag, & .hljs-meta .hljs-keyword': { color: { base: 'purple.700', _dark: 'purple.300' } },
  '& .hljs-string, & .hljs-regexp, & .hljs-addition, & .hljs-attribute, & .hljs-meta .hljs-string': { color: { base: 'green.800', _dark: 'green.300' } },
  '& .hljs-number, & .hljs-symbol, & .hljs-bullet, & .hljs-variable, & .hljs-template-variable': { color: { base: 'orange.800', _dark: 'orange.300' } },
  '& .hljs-title, & .hljs-section, & .hljs-name, & .hljs-selector-id, & .hljs-selector-class': { color: { base: 'blue.700', _dark: 'blue.300' } },
  '& .hljs-built_in, & .hljs-type, & .hljs-params, & .hljs-attr, & .hljs-property': { color: { base: 'red.800', _dark: 'red.300' } },
  '& .hljs-comment, & .hljs-quote, & .hljs-meta': { color: 'fg.muted', fontStyle: 'italic' },
  '& .hljs-deletion': { color: 'fg.error' },
  '& .hljs-emphasis': { fontStyle: 'italic' },
  '& .hljs-strong': { fontWeight: 'bold' },
};

export interface RichTextProps extends Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'> {
  /** The text as the author wrote it: shown when there is no HTML. */
  text: string;
  /** The server's rendering of the text's math and code (sanitised when it was saved), or null/undefined when it has none. */
  html?: string | null;
}

/**
 * A question's, option's or explanation's text: the stored HTML of its math and code when it has
 * any, else the text itself. Line breaks show either way. A span, so it fits inside a label.
 */
export function RichText({ text, html, ...props }: RichTextProps) {
  if (!html) {
    return (
      <Box as="span" whiteSpace="pre-wrap" {...props}>
        {text}
      </Box>
    );
  }
  // The HTML comes only from our server, which writes it from an allowlist (functions/src/services/rich-text.ts).
  return <Box as="span" whiteSpace="pre-wrap" css={richTextCss} {...props} dangerouslySetInnerHTML={{ __html: html }} />;
}
