import { Fragment, type ReactNode } from 'react';

/**
 * A translated message with elements inside it (a <code>, a <strong>): the message names each
 * element's place with an ICU argument, `message` is called with a marker for each, and the marker
 * is replaced by the element. `message={(marks) => t('runBridge', marks)} parts={{ command: <code>…</code> }}`.
 */
export function RichText({
  message,
  parts,
}: {
  message: (marks: Record<string, string>) => string;
  parts: Record<string, ReactNode>;
}) {
  const marks = Object.fromEntries(Object.keys(parts).map((name) => [name, `\uE000${name}\uE000`]));
  const pieces = message(marks).split(/\uE000(\w+)\uE000/);
  return (
    <>
      {pieces.map((piece, index) => (
        // Odd pieces are the names of the elements between the text.
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one message never reorder
        <Fragment key={index}>{index % 2 === 1 ? parts[piece] : piece}</Fragment>
      ))}
    </>
  );
}
