import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { IMAGE_UPLOAD_ACCEPT, IMAGE_UPLOAD_HEAD_BYTES, checkImageUpload } from '@dalil/domain/validation';
import { ApiError, GENERIC_ERROR_MESSAGE, apiFetch } from '@/lib/api-client';
import { Logo } from '@/components/logo';

/** What `POST /api/logos` answers. */
export type UploadedImage = { id: number; url: string };

export const IMAGE_UPLOAD_TEXTS = {
  hint: 'PNG أو JPEG أو WebP، بحد أقصى 1 ميجابايت',
  current: 'الشعار الحالي',
  uploading: 'جارٍ رفع الشعار...',
  uploaded: 'تم رفع الشعار، احفظ النموذج لاعتماده',
  choose: 'اختر صورة',
  change: 'تغيير الصورة',
  remove: 'إزالة الشعار واستخدام الصورة الافتراضية',
  removed: 'سيتم استخدام الصورة الافتراضية بعد الحفظ',
} as const;

export interface ImageUploadFieldProps {
  label: string;
  /** The record's current image URL (e.g. `logo_url`); missing or broken → the default image. */
  currentUrl?: string | null;
  /** The letter of the default image (e.g. the record's name). */
  fallbackText?: string;
  /** Called with the stored image after an upload, or null when the person removes the logo. */
  onChange: (image: UploadedImage | null) => void;
  /** The upload endpoint (multipart field `file`). */
  uploadPath?: string;
  disabled?: boolean;
  id?: string;
}

/** The first bytes of a file, for the content check (Blob.arrayBuffer where the browser has it). */
async function headOf(file: Blob): Promise<Uint8Array> {
  const part = file.slice(0, IMAGE_UPLOAD_HEAD_BYTES);
  if (typeof part.arrayBuffer === 'function') return new Uint8Array(await part.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(part);
  });
}

type State =
  | { kind: 'idle' }
  | { kind: 'uploading' }
  | { kind: 'uploaded' }
  | { kind: 'removed' }
  | { kind: 'error'; message: string };

/**
 * A logo field (issue 12): preview of the current image with the default-image fallback, a file
 * input for PNG/JPEG/WebP, the domain's content check on the first bytes before sending (the
 * server checks again), upload as soon as a file is chosen, and the server's message on refusal.
 * The form stores the id it receives through `onChange` and sends it as `logo`.
 */
export function ImageUploadField({
  label,
  currentUrl,
  fallbackText,
  onChange,
  uploadPath = '/api/logos',
  disabled,
  id,
}: ImageUploadFieldProps) {
  const generated = useId();
  const inputId = id ?? `image-${generated}`;
  const hintId = `${inputId}-hint`;
  const statusId = `${inputId}-status`;
  const [preview, setPreview] = useState<string | null | undefined>(currentUrl);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const input = useRef<HTMLInputElement>(null);
  const alive = useRef(true);

  // A new current image (another record, or the saved one) replaces the preview and the status.
  const [shownUrl, setShownUrl] = useState(currentUrl);
  if (shownUrl !== currentUrl) {
    setShownUrl(currentUrl);
    setPreview(currentUrl);
    setState({ kind: 'idle' });
  }
  useEffect(() => () => void (alive.current = false), []);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    const check = checkImageUpload({ head: await headOf(file), size: file.size });
    if (!check.ok) {
      setState({ kind: 'error', message: check.message });
      if (input.current) input.current.value = '';
      return;
    }
    setState({ kind: 'uploading' });
    const body = new FormData();
    body.append('file', file);
    try {
      const uploaded = await apiFetch<UploadedImage>(uploadPath, { method: 'POST', body });
      if (!alive.current) return;
      setPreview(uploaded.url);
      setState({ kind: 'uploaded' });
      onChange(uploaded);
    } catch (error) {
      if (!alive.current) return;
      setState({ kind: 'error', message: error instanceof ApiError ? error.message : GENERIC_ERROR_MESSAGE });
      if (input.current) input.current.value = '';
    }
  }

  function remove() {
    setPreview(null);
    setState({ kind: 'removed' });
    if (input.current) input.current.value = '';
    onChange(null);
  }

  const status =
    state.kind === 'uploading'
      ? IMAGE_UPLOAD_TEXTS.uploading
      : state.kind === 'uploaded'
        ? IMAGE_UPLOAD_TEXTS.uploaded
        : state.kind === 'removed'
          ? IMAGE_UPLOAD_TEXTS.removed
          : null;
  const error = state.kind === 'error' ? state.message : null;
  const errorId = `${inputId}-error`;
  const labelId = `${inputId}-label`;
  const chooseId = `${inputId}-choose`;
  const busy = disabled || state.kind === 'uploading';
  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div className={`field image-upload${error ? ' field--invalid' : ''}`}>
      <span className="field__label" id={labelId}>
        {label}
      </span>
      <div className="image-upload__row">
        <Logo
          src={preview}
          alt={IMAGE_UPLOAD_TEXTS.current}
          fallbackText={fallbackText ?? ''}
          className="image-upload__preview"
        />
        <div className="image-upload__controls">
          {/* The browser's own file button speaks the browser's language: it is hidden and an
              Arabic button opens the same picker (the input stays labelled for tests and AT). */}
          <input
            ref={input}
            id={inputId}
            type="file"
            className="visually-hidden"
            tabIndex={-1}
            accept={IMAGE_UPLOAD_ACCEPT}
            disabled={busy}
            aria-labelledby={labelId}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            onChange={(e) => void choose(e)}
          />
          <div className="image-upload__buttons">
            <button
              type="button"
              className="button button--ghost button--small"
              aria-labelledby={`${labelId} ${chooseId}`}
              aria-describedby={describedBy}
              disabled={busy}
              onClick={() => input.current?.click()}
            >
              <span id={chooseId}>{preview ? IMAGE_UPLOAD_TEXTS.change : IMAGE_UPLOAD_TEXTS.choose}</span>
            </button>
            {preview && (
              <button type="button" className="button button--ghost button--small" onClick={remove} disabled={busy}>
                {IMAGE_UPLOAD_TEXTS.remove}
              </button>
            )}
          </div>
        </div>
      </div>
      <p id={hintId} className="field__hint">
        {IMAGE_UPLOAD_TEXTS.hint}
      </p>
      <p id={statusId} className="field__hint" role="status">
        {status}
      </p>
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
