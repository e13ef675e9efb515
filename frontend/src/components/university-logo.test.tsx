import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PLACEHOLDER_LOGO, UniversityLogo } from './university-logo';

afterEach(cleanup);

describe('UniversityLogo', () => {
  it('shows the logo, then the placeholder once it fails', () => {
    render(<UniversityLogo src="/logo.png" alt="شعار جامعة القاهرة" size={48} />);
    const img = screen.getByRole('img', { name: 'شعار جامعة القاهرة' }) as HTMLImageElement;
    expect(img.getAttribute('src')).toBe('/logo.png');
    expect(img.width).toBe(48);
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(PLACEHOLDER_LOGO);
  });

  it('uses the placeholder when there is no logo, and a new source is tried again', () => {
    const { rerender } = render(<UniversityLogo src={null} alt="" />);
    const img = document.querySelector('img') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe(PLACEHOLDER_LOGO);
    expect(img.getAttribute('alt')).toBe('');
    rerender(<UniversityLogo src="/b.png" alt="" />);
    expect(img.getAttribute('src')).toBe('/b.png');
  });
});
