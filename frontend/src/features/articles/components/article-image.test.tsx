import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ARTICLE_IMAGE } from '../api/articles';
import { ArticleImage } from './article-image';

describe('ArticleImage', () => {
  it('falls back to the default article image when the logo fails or is missing', () => {
    const { rerender } = render(<ArticleImage src="/images/Logos/Articles/x.png" alt="مقال" />);
    const img = screen.getByRole('img', { name: 'مقال' });
    expect(img.getAttribute('src')).toBe('/images/Logos/Articles/x.png');
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(DEFAULT_ARTICLE_IMAGE);
    rerender(<ArticleImage src={null} alt="مقال" />);
    expect(screen.getByRole('img', { name: 'مقال' }).getAttribute('src')).toBe(DEFAULT_ARTICLE_IMAGE);
  });
});
