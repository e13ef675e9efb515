import { formatCount } from '@dalil/domain/rules';
import { useVisitorCount } from '../api/get-visitor-count';

/**
 * The footer's visitor counter (spec 1 §1): hidden until the count is known; when the call fails,
 * the last count this browser was given (issue 24, item 6), else hidden.
 */
export function VisitorCounter() {
  const { count } = useVisitorCount();
  if (count === undefined) return null;
  return (
    <p className="site-footer__visitors" data-testid="visitor-count">
      عدد الزوار: <span dir="ltr">{formatCount(count)}</span>
    </p>
  );
}
