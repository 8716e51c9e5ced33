import type { HighlightPart } from './highlight';

/** Text with its matched parts in `<mark>`; always rendered as text, never as markup. */
export function Highlighted({ parts }: { parts: readonly HighlightPart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.match ? (
          <mark key={index} className="tb-highlight">
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
