import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { serverMessageOr, signInErrorMessage } from './texts';

describe('signInErrorMessage (spec 1 §8, login by status)', () => {
  it.each([
    [new ApiError(404, 'x'), 'المستخدم غير موجود يرجي انشاء حساب'],
    [new ApiError(401, 'x'), 'كلمة المرور غير صحيحة'],
    [new ApiError(400, 'x'), 'يرجى التحقق من البيانات المدخلة'],
    [new ApiError(429, 'x', null, 300), 'محاولات كثيرة؛ حاول مرة أخرى بعد 5 دقائق'],
    [new ApiError(429, 'x', null, 900), 'محاولات كثيرة؛ حاول مرة أخرى بعد 15 دقيقة'],
    [new ApiError(429, 'x'), 'محاولات كثيرة؛ حاول مرة أخرى بعد 15 دقيقة'],
    [new ApiError(500, 'x'), 'حدث خطأ أثناء تسجيل الدخول'],
    [new ApiError(0, 'x'), 'حدث خطأ في الاتصال بالخادم'],
    [new TypeError('Failed to fetch'), 'حدث خطأ في الاتصال بالخادم'],
  ])('%s → %s', (error, text) => expect(signInErrorMessage(error)).toBe(text));
});

describe('serverMessageOr (spec 1 §8, verify)', () => {
  it('uses the server message when there is one', () => {
    expect(serverMessageOr(new ApiError(400, 'رمز التحقق غير صحيح'), 'fallback')).toBe('رمز التحقق غير صحيح');
  });
  it('falls back without a response', () => {
    expect(serverMessageOr(new ApiError(0, 'حدث خطأ في الاتصال بالخادم'), 'fallback')).toBe('fallback');
  });
});
