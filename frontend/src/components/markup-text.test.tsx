import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseArticleMarkup } from '@dalil/domain/rules';
import { MarkupText } from './markup-text';

describe('MarkupText', () => {
  it('renders bold, italic and breaks as elements and HTML as text', () => {
    const { container } = render(
      <p>
        <MarkupText
          tokens={parseArticleMarkup('*قوي* و _مائل_\n<script>alert(1)</script><img src=x onerror=alert(1)>')}
        />
      </p>,
    );
    expect(container.querySelector('strong')?.textContent).toBe('قوي');
    expect(container.querySelector('em')?.textContent).toBe('مائل');
    expect(container.querySelectorAll('br')).toHaveLength(1);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<script>alert(1)</script>');
  });
});
