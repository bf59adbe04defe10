/**
 * Short texts someone wrote as a list (a logbook entry's activities, an evaluation's strengths), each a bullet, or a
 * muted line that says there are none rather than an empty list.
 */
export function TextList({
  items,
  className = 'bullet-list',
  empty,
}: {
  items: readonly string[];
  className?: string;
  /** What shows when there are none ('None listed.'). */
  empty: string;
}) {
  if (items.length === 0) return <p className="muted">{empty}</p>;
  return (
    <ul className={className}>
      {items.map((item, index) => (
        // The texts may repeat and never reorder on screen: their place is their identity.
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}
