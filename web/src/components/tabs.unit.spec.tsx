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

  it('moves selection and focus with the arrow keys, wrapping around at both ends', () => {
    const onSelect = vi.fn();
    render(<Controlled onSelect={onSelect} />);
    tab('Entries').focus();
    fireEvent.keyDown(tab('Entries'), { key: 'ArrowRight' });
    expect(onSelect).toHaveBeenLastCalledWith('reports');
    expect(document.activeElement).toBe(tab('Reports'));
    fireEvent.keyDown(tab('Reports'), { key: 'ArrowLeft' });
    fireEvent.keyDown(tab('Entries'), { key: 'ArrowLeft' });
    expect(onSelect).toHaveBeenLastCalledWith('files');
    expect(document.activeElement).toBe(tab('Files'));
    fireEvent.keyDown(tab('Files'), { key: 'ArrowRight' });
    expect(onSelect).toHaveBeenLastCalledWith('entries');
    expect(document.activeElement).toBe(tab('Entries'));
  });

  it('goes to the first tab on Home and the last on End', () => {
    const onSelect = vi.fn();
    render(<Controlled onSelect={onSelect} />);
    fireEvent.keyDown(tab('Entries'), { key: 'End' });
    expect(onSelect).toHaveBeenLastCalledWith('files');
    expect(document.activeElement).toBe(tab('Files'));
    fireEvent.keyDown(tab('Files'), { key: 'Home' });
    expect(onSelect).toHaveBeenLastCalledWith('entries');
    expect(document.activeElement).toBe(tab('Entries'));
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
