import { Fragment } from 'react';
import { listParts } from './format';

/**
 * Airport codes or flight numbers as a list in the reader's language ("DOH, IST"; Arabic
 * "DOH وIST"), each code in its own direction isolate so Latin codes keep their order in Arabic.
 */
export function CodeList({ codes }: { codes: readonly string[] }) {
  return (
    <>
      {listParts(codes).map((part, i) => (
        <Fragment key={i}>{part.type === 'element' ? <bdi>{part.value}</bdi> : part.value}</Fragment>
      ))}
    </>
  );
}
