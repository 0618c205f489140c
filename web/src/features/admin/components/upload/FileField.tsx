import { useId } from 'react';
import { sanitizeFileName } from '@waterline/domain/projects/data-source';
import type { UploadFileKind } from '../../../../lib/upload-files.ts';

type FileFieldProps = {
  label: string;
  kind: UploadFileKind;
  file: File | null;
  onChange: (file: File | null) => void;
  hint?: string;
  error?: string | null;
  disabled?: boolean;
};

/** Picks one file of an upload kind and shows the name it will be stored under. */
export function FileField({ label, kind, file, onChange, hint, error, disabled }: FileFieldProps) {
  const id = useId();
  const storedName = file ? sanitizeFileName(file.name) : null;
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;

  return (
    <div className="ui-field">
      <label className="ui-field__label" htmlFor={id}>
        {label}
      </label>
      <div className={`file-field${file ? ' file-field--chosen' : ''}`}>
        <input
          id={id}
          type="file"
          accept={kind.accept}
          multiple={false}
          disabled={disabled}
          className="file-field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        />
        {file && storedName !== file.name && <p className="file-field__stored">Stored as {storedName}</p>}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="ui-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="ui-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
