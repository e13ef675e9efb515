import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { SafeLink } from './safe-link';

const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true };
const renderLink = (href: unknown, props: Record<string, unknown> = {}) =>
  render(
    <MemoryRouter future={ROUTER_FUTURE}>
      <div data-testid="box">
        <SafeLink href={href as string} {...props}>
          اضغط هنا
        </SafeLink>
      </div>
    </MemoryRouter>,
  );

afterEach(cleanup);

describe('SafeLink', () => {
  it.each([
    'javascript:alert(document.domain)',
    'JaVaScRiPt:alert(1)',
    '  javascript:alert(1)',
    'java\tscript:alert(1)',
    '\u0001javascript:alert(1)',
    'javascript&#58;alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example',
    '/\\evil.example',
    '#',
    '',
    null,
    undefined,
  ])('%j is rendered as text with no href and no link role', (href) => {
    renderLink(href);
    const box = screen.getByTestId('box');
    expect(box.textContent).toBe('اضغط هنا');
    expect(box.querySelector('a')).toBeNull();
    expect(box.querySelector('[href]')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('renders nothing for an unsafe link without children', () => {
    render(
      <MemoryRouter future={ROUTER_FUTURE}>
        <div data-testid="box">
          <SafeLink href="javascript:alert(1)" />
        </div>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('box').innerHTML).toBe('');
  });

  it('an https link opens in a new tab with rel="noopener noreferrer"', () => {
    renderLink(' https://www.chevening.org ');
    const link = screen.getByRole('link', { name: 'اضغط هنا' });
    expect(link.getAttribute('href')).toBe('https://www.chevening.org');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('a site path is a router link in the same tab', () => {
    renderLink('/assistant');
    const link = screen.getByRole('link', { name: 'اضغط هنا' });
    expect(link.getAttribute('href')).toBe('/assistant');
    expect(link.getAttribute('target')).toBeNull();
  });

  it('mailto: and tel: stay in the tab', () => {
    renderLink('mailto:support@dalil.example');
    expect(screen.getByRole('link').getAttribute('href')).toBe('mailto:support@dalil.example');
    expect(screen.getByRole('link').getAttribute('target')).toBeNull();
    cleanup();
    renderLink('tel:+201000000000');
    expect(screen.getByRole('link').getAttribute('href')).toBe('tel:+201000000000');
  });
});
