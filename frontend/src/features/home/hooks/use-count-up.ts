import { useEffect, useState } from 'react';
import { COUNT_UP_DURATION_MS, COUNT_UP_STEPS, countUpValue } from '../rules';

/**
 * Counts from 0 to `target` in `steps` equal ticks over `durationMs` once `run` turns true
 * (spec 1 §9: 2000 ms in 60 steps). With `instant` (reduced motion) the target shows at once.
 * Before the count starts the target shows too: the server-rendered page (and a visitor without
 * JavaScript) reads the real figures, never "0+" (issue 24).
 */
export function useCountUp(
  target: number,
  run: boolean,
  { durationMs = COUNT_UP_DURATION_MS, steps = COUNT_UP_STEPS, instant = false } = {},
): number {
  const [step, setStep] = useState(0);
  // Each new count (started, or with another target or pace) begins at 0 (adjusted during render).
  const count = run && !instant ? `${target}/${durationMs}/${steps}` : null;
  const [shownCount, setShownCount] = useState(count);
  if (shownCount !== count) {
    setShownCount(count);
    if (count) setStep(0);
  }
  useEffect(() => {
    if (!run || instant) return;
    let current = 0;
    const timer = window.setInterval(() => {
      current += 1;
      setStep(current);
      if (current >= steps) window.clearInterval(timer);
    }, durationMs / steps);
    return () => window.clearInterval(timer);
  }, [run, instant, target, durationMs, steps]);
  if (!run || instant) return target;
  return countUpValue(target, step, steps);
}
