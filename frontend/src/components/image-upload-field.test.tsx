import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImageUploadField, IMAGE_UPLOAD_TEXTS } from './image-upload-field';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 1, 2, 3]);
const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>');

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function setup(currentUrl: string | null = null) {
  const onChange = vi.fn();
  const fetch = vi.fn();
  vi.stubGlobal('fetch', fetch);
  render(<ImageUploadField label="شعار الخبر" currentUrl={currentUrl} fallbackText="خبر" onChange={onChange} />);
  const input = screen.getByLabelText('شعار الخبر', { selector: 'input' }) as HTMLInputElement;
  const choose = (file: File) => fireEvent.change(input, { target: { files: [file] } });
  return { onChange, fetch, input, choose };
}

describe('ImageUploadField', () => {
  it('shows the default image without a logo, the logo otherwise, and accepts only png/jpeg/webp in the picker', () => {
    const { input } = setup();
    expect(screen.getByRole('img', { name: IMAGE_UPLOAD_TEXTS.current }).tagName).toBe('SPAN');
    expect(input.accept).toBe('image/png,image/jpeg,image/webp');
    cleanup();
    setup('/uploads/logo.png');
    expect(screen.getByRole('img', { name: IMAGE_UPLOAD_TEXTS.current }).getAttribute('src')).toBe('/uploads/logo.png');
  });

  it('refuses an SVG renamed .png before sending anything', async () => {
    const { fetch, onChange, choose, input } = setup();
    choose(new File([SVG], 'logo.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toBe('يجب أن يكون الشعار صورة PNG أو JPEG أو WebP');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses a file over 1 MB before sending anything', async () => {
    const { fetch, choose } = setup();
    const big = new Uint8Array(1024 * 1024 + 1);
    big.set(PNG);
    choose(new File([big], 'big.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toBe('حجم الشعار يجب ألا يزيد عن 1 ميجابايت');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('uploads a PNG as soon as it is chosen, reports the media id and shows the new image', async () => {
    const { fetch, onChange, choose } = setup();
    fetch.mockResolvedValue(answer(201, { id: 42, url: '/uploads/new_logo.png' }));
    choose(new File([PNG], 'logo.png', { type: 'image/png' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ id: 42, url: '/uploads/new_logo.png' }));
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/api/logos');
    expect(init.method).toBe('POST');
    expect((init.body as FormData).get('file')).toBeInstanceOf(File);
    expect(screen.getByRole('img', { name: IMAGE_UPLOAD_TEXTS.current }).getAttribute('src')).toBe(
      '/uploads/new_logo.png',
    );
    expect(screen.getByRole('status').textContent).toBe(IMAGE_UPLOAD_TEXTS.uploaded);
  });

  it("shows the server's message when it refuses the file", async () => {
    const { fetch, onChange, choose } = setup();
    fetch.mockResolvedValue(answer(400, { message: 'رسالة الخادم' }));
    choose(new File([PNG], 'logo.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toBe('رسالة الخادم');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('an Arabic button opens the picker (keyboard-operable), named with the field label', () => {
    const { input } = setup();
    const click = vi.spyOn(input, 'click');
    const button = screen.getByRole('button', { name: 'شعار الخبر اختر صورة' });
    button.focus();
    fireEvent.click(button);
    expect(click).toHaveBeenCalled();
    expect(input.tabIndex).toBe(-1);
  });

  it('removing the logo reports null and shows the default image', () => {
    const { onChange } = setup('/uploads/old.png');
    fireEvent.click(screen.getByRole('button', { name: IMAGE_UPLOAD_TEXTS.remove }));
    expect(onChange).toHaveBeenCalledWith(null);
    expect(screen.getByRole('img', { name: IMAGE_UPLOAD_TEXTS.current }).tagName).toBe('SPAN');
  });
});
