import { describe, expect, it } from 'vitest';
import { validateAdEvent } from './ad-events';
import { messagesOf } from './result';

describe('ad analytics event (spec 1 §3)', () => {
  it('accepts a show event', () => {
    const r = validateAdEvent({
      adId: 'abc',
      action: 'show',
      page: '/news',
      sessionId: 's-1',
      deviceType: 'mobile',
      timeOnPage: 1234.4,
      timestamp: '2026-01-01T10:00:00Z',
    });
    expect(r.ok).toBe(true);
    expect(r.ok && r.value).toMatchObject({
      adId: 'abc',
      action: 'show',
      sessionId: 's-1',
      deviceType: 'mobile',
      timeOnPage: 1234,
    });
  });

  it.each(['1999-01-01T00:00:00Z', '2099-12-31T23:59:59Z', 'yesterday', { $gt: '' }])(
    'a client timestamp (%o) is not part of the event: the server sets the time',
    (timestamp) => {
      const r = validateAdEvent({ adId: 'a', action: 'show', sessionId: 's-1', timestamp });
      expect(r.ok).toBe(true);
      expect(r.ok && 'timestamp' in r.value).toBe(false);
    },
  );

  it.each([
    [{ action: 'show' }, 'معرف الإعلان مطلوب'],
    [{ adId: 'a', action: 'hover' }, 'نوع الحدث يجب أن يكون show أو click'],
    [{ adId: 'a', action: 'click', deviceType: 'tablet' }, 'نوع الجهاز يجب أن يكون desktop أو mobile'],
    [
      { adId: 'a', action: 'click', timeOnPage: -5 },
      'مدة البقاء في الصفحة يجب أن تكون رقماً صحيحاً غير سالب بالمللي ثانية',
    ],
    [{ adId: 'a', action: 'click' }, 'معرف الجلسة غير صحيح'],
    [{ adId: 'a', action: 'click', sessionId: 'x'.repeat(101) }, 'معرف الجلسة غير صحيح'],
    [{ adId: 'a', action: 'click', sessionId: 'a/b' }, 'معرف الجلسة غير صحيح'],
  ])('%o is refused', (input, message) => {
    expect(messagesOf(validateAdEvent(input))).toContain(message);
  });
});
