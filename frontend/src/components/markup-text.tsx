import { Fragment } from 'react';
import type { MarkupToken } from '@dalil/domain/rules';

/** Article markup tokens as React elements: the text is never inserted as HTML. */
export function MarkupText({ tokens }: { tokens: MarkupToken[] }) {
  return (
    <>
      {tokens.map((token, index) => {
        switch (token.type) {
          case 'bold':
            return <strong key={index}>{token.text}</strong>;
          case 'italic':
            return <em key={index}>{token.text}</em>;
          case 'break':
            return <br key={index} />;
          default:
            return <Fragment key={index}>{token.text}</Fragment>;
        }
      })}
    </>
  );
}
