import type { ReactNode } from 'react';

export interface CardProps {
  /** Heading of the card, rendered as h2 (or `headingLevel`). */
  title?: ReactNode;
  headingLevel?: 2 | 3;
  /** Buttons or links shown beside the title. */
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A white panel grouping related content, optionally with a heading and actions. */
export function Card({ title, headingLevel = 2, actions, className, children }: CardProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <section className={['card', className].filter(Boolean).join(' ')}>
      {(title || actions) && (
        <div className="card-header">
          {title && <Heading className="card-title">{title}</Heading>}
          {actions && <div className="card-actions">{actions}</div>}
        </div>
      )}
      {children}
    </section>
  );
}
