import type { ReactNode } from 'react';

/**
 * A section's heading with what belongs beside it (a View all link, a count), wrapping below on narrow screens. The
 * section names itself by `id` (`aria-labelledby`). `card` is the header row of a card.
 */
export function SectionHeader({
  id,
  title,
  titleClassName,
  card = false,
  className,
  children,
}: {
  id: string;
  title: ReactNode;
  titleClassName?: string;
  card?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={[card ? 'card__header' : 'section-header', className ?? ''].filter(Boolean).join(' ')}>
      <h2 id={id} className={card ? 'card__title' : titleClassName}>
        {title}
      </h2>
      {children}
    </div>
  );
}
