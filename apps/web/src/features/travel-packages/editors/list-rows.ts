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
