import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { Tabs, useUrlTab } from './tabs';

afterEach(cleanup);

const TABS = ['add', 'manage', 'edit'] as const;

function UrlTabs() {
  const [tab, setTab] = useUrlTab('tab', TABS, 'manage');
  const location = useLocation();
  return (
    <div dir="rtl">
      <Tabs label="أقسام" value={tab} onChange={(v) => setTab(v)} tabs={TABS.map((v) => ({ value: v, label: v }))} />
      <output data-testid="url">{location.search}</output>
    </div>
  );
}

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <UrlTabs />
    </MemoryRouter>,
  );

describe('Tabs with the choice in the URL', () => {
  it('reads the tab from the URL, and falls back for a missing or unknown value', () => {
    renderAt('/x?tab=edit');
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('edit');
    cleanup();
    renderAt('/x?tab=nonsense');
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('manage');
  });

  it('moves with the arrow keys in right-to-left order and writes the URL', () => {
    renderAt('/x?q=طب');
    const selected = screen.getByRole('tab', { selected: true });
    expect(selected.getAttribute('tabindex')).toBe('0');
    fireEvent.keyDown(selected, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('edit');
    expect(document.activeElement?.textContent).toBe('edit');
    expect(screen.getByTestId('url').textContent).toBe(`?q=${encodeURIComponent('طب')}&tab=edit`);
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('add');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('edit');
    fireEvent.keyDown(document.activeElement as Element, { key: 'Home' });
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('add');
  });

  it('removes the parameter when the default tab is chosen', () => {
    renderAt('/x?tab=add');
    fireEvent.click(screen.getByRole('tab', { name: 'manage' }));
    expect(screen.getByTestId('url').textContent).toBe('');
  });

  it('with nothing selected the first tab is in the Tab order, and filter tabs point at no panel', () => {
    render(
      <Tabs
        label="نوع"
        tabs={[
          { value: 'a', label: 'أ' },
          { value: 'b', label: 'ب' },
        ]}
        value={'' as 'a'}
        onChange={() => {}}
        withPanels={false}
      />,
    );
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.getAttribute('tabindex'))).toEqual(['0', '-1']);
    expect(tabs.every((t) => !t.hasAttribute('aria-controls'))).toBe(true);
  });
});
