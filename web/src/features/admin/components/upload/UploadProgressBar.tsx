import type { UploadState } from './use-signed-upload.ts';

type UploadProgressBarProps = {
  state: UploadState;
  /** What the server does once the bytes are in, e.g. 'Importing data…'. */
  processingLabel: string;
};

/** A progress bar while the file uploads, then an indeterminate one while the server processes it. */
export function UploadProgressBar({ state, processingLabel }: UploadProgressBarProps) {
  if (state.phase !== 'uploading' && state.phase !== 'processing') return null;
  const percent = state.phase === 'uploading' ? Math.round(state.fraction * 100) : undefined;
  const label = state.phase === 'uploading' ? `Uploading… ${percent}%` : processingLabel;
  return (
    <div className="upload-progress">
      <div
        className={`upload-progress__track${percent === undefined ? ' upload-progress__track--busy' : ''}`}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="upload-progress__bar" style={{ width: `${percent ?? 100}%` }} />
      </div>
      <p className="upload-progress__label">{label}</p>
    </div>
  );
}
