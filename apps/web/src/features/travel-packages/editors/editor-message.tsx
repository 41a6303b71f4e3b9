/** A message about a whole list or one of its rows (not one input), read out when it appears. */
export function EditorMessage({ text }: { text: string | undefined }) {
  if (!text) return null;
  return (
    <p className="field-error" role="alert">
      {text}
    </p>
  );
}
