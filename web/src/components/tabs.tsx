/**
 * Tabs (the WAI-ARIA tabs pattern): a tab list whose selected tab is the only one in the Tab order, arrow keys, Home
 * and End to move between tabs (selection follows focus), and one labelled panel for the selected tab. The parent owns
 * which tab is selected.
 */
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

export type TabItem<Key extends string> = { key: Key; label: string };

export function Tabs<Key extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
  className,
}: {
  /** Names the tab list for assistive technology. */
  label: string;
  tabs: readonly TabItem<Key>[];
  selected: Key;
  onSelect: (key: Key) => void;
  /** The selected tab's panel. */
  children: ReactNode;
  className?: string;
}) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (key: Key) => `${baseId}-tab-${key}`;
  const panelId = `${baseId}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.findIndex((tab) => tab.key === selected);
    let next: number | null = null;
    if (event.key === 'ArrowRight') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next === null) return;
    event.preventDefault();
    const target = tabs[next];
    if (!target) return;
    onSelect(target.key);
    listRef.current?.querySelector<HTMLButtonElement>(`#${CSS.escape(tabId(target.key))}`)?.focus();
  };

  return (
    <div className={['tab-set', className ?? ''].filter(Boolean).join(' ')}>
      <div className="tab-set__list" role="tablist" aria-label={label} ref={listRef}>
        {tabs.map((tab) => {
          const isSelected = tab.key === selected;
          return (
            <button
              key={tab.key}
              id={tabId(tab.key)}
              type="button"
              role="tab"
              className="tab-set__tab"
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId : undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.key)}
              onKeyDown={onKeyDown}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div id={panelId} className="tab-set__panel" role="tabpanel" aria-labelledby={tabId(selected)} tabIndex={0}>
        {children}
      </div>
    </div>
  );
}
