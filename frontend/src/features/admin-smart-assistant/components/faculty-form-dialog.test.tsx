import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AssistantFaculty } from '../api/assistant-admin';
import { SA_TEXTS as T } from '../texts';
import { FacultyFormDialog } from './faculty-form-dialog';

afterEach(cleanup);

const opened = {
  _id: 'f1',
  faculty_name: 'كلية الطب',
  faculty_code: 'MED',
  faculty_logo: null,
  updatedAt: '2026-11-25T10:00:00.000Z',
} as unknown as AssistantFaculty;

describe('assistant faculty dialog: reloaded after a refused save', () => {
  it('keeps the typed name and takes the code the other person saved', () => {
    const props = { onSubmit: async () => {}, onClose: () => {} };
    const { rerender } = render(<FacultyFormDialog faculty={opened} {...props} notice={<p>تنبيه</p>} />);
    fireEvent.change(screen.getByLabelText(new RegExp(`^${T.name}`)), { target: { value: 'كلية الطب البشري' } });

    // «إعادة التحميل»: the faculty as stored now (another person changed its code).
    rerender(
      <FacultyFormDialog
        faculty={{ ...opened, faculty_code: 'MEDX', updatedAt: '2026-11-25T10:05:00.000Z' } as AssistantFaculty}
        {...props}
      />,
    );
    expect((screen.getByLabelText(new RegExp(`^${T.name}`)) as HTMLInputElement).value).toBe('كلية الطب البشري');
    expect((screen.getByLabelText(new RegExp(`^${T.shortCode}`)) as HTMLInputElement).value).toBe('MEDX');
  });
});
