import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Logo, PLACEHOLDER_LOGO } from './logo';

afterEach(cleanup);

describe('Logo', () => {
  it('shows the logo, then the placeholder once it fails', () => {
    render(<Logo src="/logo.png" alt="شعار جامعة القاهرة" size={48} />);
    const img = screen.getByRole('img', { name: 'شعار جامعة القاهرة' }) as HTMLImageElement;
    expect(img.getAttribute('src')).toBe('/logo.png');
    expect(img.width).toBe(48);
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(PLACEHOLDER_LOGO);
  });

  it('uses the placeholder when there is no logo, and a new source is tried again', () => {
    const { rerender } = render(<Logo src={null} alt="" />);
    const img = document.querySelector('img') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe(PLACEHOLDER_LOGO);
    expect(img.getAttribute('alt')).toBe('');
    rerender(<Logo src="/b.png" alt="" />);
    expect(img.getAttribute('src')).toBe('/b.png');
  });

  it('with a fallback text: the initial in a circle when the image is missing or fails', () => {
    const { rerender } = render(<Logo src={null} alt="" fallbackText="جامعة القاهرة" className="x" />);
    expect(document.querySelector('.image-fallback.x')?.textContent).toBe('ج');
    rerender(<Logo src="/c.png" alt="شعار القاهرة" fallbackText="جامعة القاهرة" className="x" />);
    fireEvent.error(screen.getByRole('img', { name: 'شعار القاهرة' }));
    expect(screen.getByRole('img', { name: 'شعار القاهرة' }).textContent).toBe('ج');
  });

  it("tries the type's default image before the initial", () => {
    render(<Logo src="/own.png" defaultSrc="/default.svg" alt="شعار الكلية" fallbackText="كلية الطب" />);
    const img = () => screen.getByRole('img', { name: 'شعار الكلية' });
    fireEvent.error(img());
    expect(img().getAttribute('src')).toBe('/default.svg');
    fireEvent.error(img());
    expect(img().textContent).toBe('ك');
  });
});
