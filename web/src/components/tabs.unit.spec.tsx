// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tabs } from './tabs';

afterEach(cleanup);

type Key = 'entries' | 'reports' | 'files';
const tabs = [
  { key: 'entries', label: 'Entries' },
  { key: 'reports', label: 'Reports' },
  { key: 'files', label: 'Files' },
] as const;

function Controlled({ onSelect = () => {} }: { onSelect?: (key: Key) => void }) {
  const [selected, setSelected] = useState<Key>('entries');
  return (
    <Tabs
      label="Logbook"
      tabs={tabs}
      selected={selected}
      onSelect={(key) => {
        onSelect(key);
        setSelected(key);
      }}
    >
      <p>Panel of {selected}</p>
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('is a labelled tab list with the selected tab alone in the Tab order', () => {
    render(<Controlled />);
    expect(screen.getByRole('tablist', { name: 'Logbook' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((element) => element.textContent)).toEqual(['Entries', 'Reports', 'Files']);
    expect(tab('Entries').getAttribute('aria-selected')).toBe('true');
    expect(tab('Reports').getAttribute('aria-selected')).toBe('false');
    expect(tab('Entries').tabIndex).toBe(0);
    expect(tab('Reports').tabIndex).toBe(-1);
    expect(tab('Files').tabIndex).toBe(-1);
  });

  it("shows the selected tab's panel, labelled by that tab", () => {
    render(<Controlled />);
    const panel = screen.getByRole('tabpanel');
    expect(panel.textContent).toBe('Panel of entries');
    expect(panel.getAttribute('aria-labelledby')).toBe(tab('Entries').id);
    expect(tab('Entries').getAttribute('aria-controls')).toBe(panel.id);
    expect(tab('Reports').hasAttribute('aria-controls')).toBe(false);
  });

  it('selects a tab on click', () => {
    const onSelect = vi.fn();
    render(<Controlled onSelect={onSelect} />);
    fireEvent.click(tab('Reports'));
    expect(onSelect).toHaveBeenCalledWith('reports');
    expect(tab('Reports').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel of reports');
  });

  // Each row presses its keys on the selected tab, starting from the first, and checks every step of the way.
  it.each([
    ['ArrowRight moves to the next tab', ['ArrowRight'], 'reports', 'Reports'],
    ['ArrowLeft moves back', ['ArrowRight', 'ArrowLeft'], 'entries', 'Entries'],
    ['ArrowLeft on the first tab wraps around to the last', ['ArrowLeft'], 'files', 'Files'],
    ['ArrowRight on the last tab wraps around to the first', ['ArrowLeft', 'ArrowRight'], 'entries', 'Entries'],
    ['End goes to the last tab', ['End'], 'files', 'Files'],
    ['Home goes to the first tab', ['End', 'Home'], 'entries', 'Entries'],
  ])('%s, moving selection and focus', (_, keys, key, label) => {
    const onSelect = vi.fn();
    render(<Controlled onSelect={onSelect} />);
    tab('Entries').focus();
    for (const pressed of keys) fireEvent.keyDown(screen.getByRole('tab', { selected: true }), { key: pressed });
    expect(onSelect).toHaveBeenCalledTimes(keys.length);
    expect(onSelect).toHaveBeenLastCalledWith(key);
    expect(document.activeElement).toBe(tab(label));
  });

  it('ignores other keys', () => {
    const onSelect = vi.fn();
    render(<Controlled onSelect={onSelect} />);
    fireEvent.keyDown(tab('Entries'), { key: 'ArrowDown' });
    fireEvent.keyDown(tab('Entries'), { key: 'a' });
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('adds its class name to the tab set', () => {
    const { container } = render(
      <Tabs label="Logbook" tabs={tabs} selected="files" onSelect={() => {}} className="logbook-tabs">
        <p>Files</p>
      </Tabs>,
    );
    expect((container.firstChild as HTMLElement).className).toBe('tab-set logbook-tabs');
  });
});
