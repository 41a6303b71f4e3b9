import { memo, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

export interface WindowedListProps<T> {
  items: readonly T[];
  itemKey: (item: T) => string;
  /** A first guess of an item's height in pixels, replaced by its measured height once rendered. */
  estimateHeight: (item: T) => number;
  renderItem: (item: T) => ReactNode;
  /** Pixels rendered above and below the viewport (keyboard users tab into them; scrolling shows no gap). */
  overscan?: number;
  className?: string;
  label: string;
  /** Set on the list element (the browser bench waits for it to show a new view). */
  dataView?: string;
}

/** Index of the last item whose top is at or above `y` (offsets ascending, offsets[0] = 0). */
function itemAt(offsets: Float64Array, count: number, y: number): number {
  let lo = 0;
  let hi = count - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (offsets[mid]! <= y) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The measured heights with `changes` applied (the same map when nothing changed). */
function withHeights(prev: ReadonlyMap<string, number>, changes: readonly [string, number][]): ReadonlyMap<string, number> {
  let next: Map<string, number> | null = null;
  for (const [key, height] of changes) {
    if (prev.get(key) === height) continue;
    next ??= new Map(prev);
    next.set(key, height);
  }
  return next ?? prev;
}

/**
 * A list that renders only the items near the viewport, on the page's own scroll (so a phone
 * scrolls the page as usual and the layout's sticky bar stays). The items before and after
 * the rendered ones are stood in for by padding; each rendered item is measured (its height,
 * gap included) and the measurement replaces the estimate. Rendered items carry their place in
 * the whole list (aria-posinset, aria-setsize) for screen readers.
 */
function WindowedListView<T>({
  items,
  itemKey,
  estimateHeight,
  renderItem,
  overscan = 800,
  className,
  label,
  dataView,
}: WindowedListProps<T>) {
  const listRef = useRef<HTMLUListElement>(null);
  const [measured, setMeasured] = useState<ReadonlyMap<string, number>>(() => new Map());
  // Where the viewport is, relative to the top of the list.
  const [view, setView] = useState(() => ({ top: 0, height: typeof window === 'undefined' ? 800 : window.innerHeight }));

  const offsets = useMemo(() => {
    const out = new Float64Array(items.length + 1);
    for (let i = 0; i < items.length; i++) {
      const item = items[i]!;
      out[i + 1] = out[i]! + (measured.get(itemKey(item)) ?? estimateHeight(item));
    }
    return out;
  }, [items, measured, itemKey, estimateHeight]);

  const total = offsets[items.length]!;
  const start = items.length ? itemAt(offsets, items.length, Math.max(0, view.top - overscan)) : 0;
  const end = items.length ? Math.min(items.length, itemAt(offsets, items.length, view.top + view.height + overscan) + 1) : 0;

  // The viewport follows scrolling and resizing, at most once a frame.
  useEffect(() => {
    let frame = 0;
    const read = () => {
      frame = 0;
      const list = listRef.current;
      if (!list) return;
      const top = -list.getBoundingClientRect().top;
      const height = window.innerHeight;
      setView((v) => (Math.abs(v.top - top) < 1 && v.height === height ? v : { top, height }));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(read);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, []);

  // One observer measures every rendered item; the changes of a frame land together. It is
  // made with the first item (item refs attach before the list's own effects run).
  const observer = useRef<ResizeObserver | null>(null);
  const measure = useCallback((element: HTMLLIElement | null) => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    observer.current ??= new ResizeObserver((entries) => {
      const changes: [string, number][] = [];
      for (const entry of entries) {
        const key = (entry.target as HTMLElement).dataset.key;
        const height = entry.borderBoxSize?.[0]?.blockSize ?? entry.contentRect.height;
        if (key !== undefined && height > 0) changes.push([key, Math.round(height)]);
      }
      if (changes.length) setMeasured((prev) => withHeights(prev, changes));
    });
    const ro = observer.current;
    ro.observe(element);
    return () => ro.unobserve(element);
  }, []);
  useEffect(
    () => () => {
      observer.current?.disconnect();
      observer.current = null;
    },
    [],
  );

  const rendered: ReactNode[] = [];
  for (let i = start; i < end; i++) {
    const item = items[i]!;
    const key = itemKey(item);
    rendered.push(
      <li key={key} ref={measure} data-key={key} className="windowed-list__item" aria-posinset={i + 1} aria-setsize={items.length}>
        {renderItem(item)}
      </li>,
    );
  }

  return (
    <ul
      ref={listRef}
      className={className ? `windowed-list ${className}` : 'windowed-list'}
      aria-label={label}
      data-view={dataView}
      style={{ paddingBlockStart: offsets[start], paddingBlockEnd: total - offsets[end]! }}
    >
      {rendered}
    </ul>
  );
}

/** Memoised: a render of the screen that keeps its items and callbacks leaves the list alone. */
export const WindowedList = memo(WindowedListView) as typeof WindowedListView;
