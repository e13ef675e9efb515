import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VerificationDialog } from './auth-dialogs';

afterEach(cleanup);

describe('VerificationDialog (spec 1 §5)', () => {
  it('strips non-digits, cuts to 6 and enables verify only with a valid code', () => {
    render(<VerificationDialog email="a@b.co" onVerified={() => {}} onClose={() => {}} notify={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'تفعيل الحساب' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const input = screen.getByLabelText('رمز التحقق') as HTMLInputElement;
    const verify = screen.getByRole('button', { name: 'تحقق' });
    expect(verify).toHaveProperty('disabled', true);
    fireEvent.change(input, { target: { value: '12a' } });
    expect(input.value).toBe('12');
    expect(screen.getByText('رمز التحقق يجب أن يكون 6 أرقام')).toBeTruthy();
    fireEvent.change(input, { target: { value: '1234 5678' } });
    expect(input.value).toBe('123456');
    expect(verify).toHaveProperty('disabled', false);
    fireEvent.change(input, { target: { value: '' } });
    expect(screen.getByText('يرجى إدخال رمز التحقق')).toBeTruthy();
  });

  it('closes with Escape', () => {
    const onClose = vi.fn();
    render(<VerificationDialog email="a@b.co" onVerified={() => {}} onClose={onClose} notify={() => {}} />);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
  });
});
