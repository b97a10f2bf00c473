import { useMemo } from 'react';
import { updateParagraphs } from './update-text';

/** An update's text as paragraphs with links, built as React elements so markup always shows as typed. */
export function UpdateBody({ body }: { body: string }) {
  const paragraphs = useMemo(() => updateParagraphs(body), [body]);
  return (
    <div className="grid gap-3 text-sm leading-relaxed whitespace-pre-line [overflow-wrap:anywhere]">
      {paragraphs.map((segments, paragraph) => (
        <p key={paragraph}>
          {segments.map((segment, index) =>
            segment.kind === 'link' ? (
              <a
                key={index}
                href={segment.href}
                target="_blank"
                rel="noopener noreferrer nofollow ugc"
                className="font-medium underline decoration-accent underline-offset-4"
              >
                {segment.text}
              </a>
            ) : (
              segment.text
            ),
          )}
        </p>
      ))}
    </div>
  );
}
