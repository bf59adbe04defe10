/** Labelled values as a description list; a fact without a value (null, undefined, '') is left out, not shown empty. */
import type { ReactNode } from 'react';

export type Fact = { label: string; value: ReactNode };

export function hasValue(fact: Fact): boolean {
  return fact.value !== null && fact.value !== undefined && fact.value !== '' && fact.value !== false;
}

/** `className` lays the list out (`details`, `facts facts--grid`, …); `rowClassName` marks each label–value pair. */
export function Facts({ facts, className, rowClassName }: { facts: Fact[]; className: string; rowClassName?: string }) {
  const shown = facts.filter(hasValue);
  if (shown.length === 0) return null;
  return (
    <dl className={className}>
      {shown.map((fact) => (
        <div key={fact.label} className={rowClassName}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
