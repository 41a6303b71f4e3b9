/** Edits of a list held in a form: change, remove or move one item, or add one at the end. */
export function listRows<T>(items: readonly T[], onChange: (next: T[]) => void) {
  return {
    update: (index: number, patch: Partial<T>) => onChange(items.map((item, i) => (i === index ? { ...item, ...patch } : item))),
    remove: (index: number) => onChange(items.filter((_, i) => i !== index)),
    move: (index: number, by: -1 | 1) => {
      const to = index + by;
      if (to < 0 || to >= items.length) return;
      const next = [...items];
      [next[index], next[to]] = [next[to]!, next[index]!];
      onChange(next);
    },
    add: (item: T) => onChange([...items, item]),
  };
}

/**
 * Binds inputs to the rows of the form's list `name`: an input's name is the key of its
 * message (`hotels.0.name`), and typing edits that row.
 */
export function rowInputs<T>(name: string, items: readonly T[], errors: Record<string, string>, onChange: (next: T[]) => void) {
  const rows = listRows(items, onChange);
  return (index: number) => {
    const field = (key: string) => `${name}.${index}.${key}`;
    return {
      field,
      /** A text input's (or select's) name, value, message and change. */
      text: (key: keyof T & string) => ({
        name: field(key),
        value: String(items[index]![key]),
        error: errors[field(key)],
        onChange: (e: { target: { value: string } }) => rows.update(index, { [key]: e.target.value } as Partial<T>),
      }),
    };
  };
}
