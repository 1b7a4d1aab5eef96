import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation.ts';
import {
  SendImageError,
  type SendImageFailure,
  uploadAccept,
  uploadImage,
} from '@/lib/send-image.ts';
import { Button } from '../ui/button.tsx';

type UploadState =
  | { step: 'idle' }
  | { step: 'sending'; percent: number }
  | { step: 'done' }
  | { step: 'failed'; failure: SendImageFailure };

interface ImageUploadProps {
  /** The field's id: the file input is named after it. */
  fieldId: string;
  /** The field's label, so each file input of a form has its own accessible name. */
  fieldLabel: string;
  accessToken: string | undefined;
  /** Called with the kept image's path (`/media/…`) once the server has it. */
  onUploaded: (path: string) => void;
}

/**
 * A photo from the phone's camera or gallery (or a computer's files): a
 * preview at once, a progress bar while it uploads, the server's answer in
 * the reader's language, and a retry with the same file after a dropped
 * connection.
 */
export function ImageUpload({ fieldId, fieldLabel, accessToken, onUploaded }: ImageUploadProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<UploadState>({ step: 'idle' });
  const [chosen, setChosen] = useState<{ file: File; preview: string } | null>(null);
  const file = chosen?.file ?? null;
  const preview = chosen?.preview ?? null;
  // The preview's blob: address is let go when another file is chosen or the form goes away.
  const shownPreview = useRef<string | null>(null);
  useEffect(() => () => revoke(shownPreview.current), []);

  async function send(chosen: File) {
    setState({ step: 'sending', percent: 0 });
    try {
      const kept = await uploadImage(chosen, accessToken, (fraction) =>
        setState({ step: 'sending', percent: Math.round(fraction * 100) }),
      );
      setState({ step: 'done' });
      onUploaded(kept.path);
    } catch (error) {
      setState({
        step: 'failed',
        failure: error instanceof SendImageError ? error.failure : 'failed',
      });
    }
  }

  const inputId = `${fieldId}-file`;
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <label
          htmlFor={inputId}
          className="inline-flex h-11 cursor-pointer items-center rounded-md border border-serbian-blue-700 px-4 text-sm font-semibold text-serbian-blue-800 hover:bg-serbian-blue-50 focus-within:ring-2 focus-within:ring-serbian-blue-500"
        >
          {file ? t('submissions.upload.chooseAnother') : t('submissions.upload.choose')}
          <input
            id={inputId}
            aria-label={`${file ? t('submissions.upload.chooseAnother') : t('submissions.upload.choose')}: ${fieldLabel}`}
            type="file"
            accept={uploadAccept}
            className="sr-only"
            disabled={state.step === 'sending'}
            onChange={(event) => {
              const picked = event.currentTarget.files?.[0];
              if (!picked) return;
              revoke(shownPreview.current);
              shownPreview.current = URL.createObjectURL(picked);
              setChosen({ file: picked, preview: shownPreview.current });
              void send(picked);
            }}
          />
        </label>
        <span className="text-sm text-stone-600">{t('submissions.upload.hint')}</span>
      </div>
      {preview && (
        <img
          src={preview}
          alt={t('submissions.imagePreview')}
          width={160}
          height={120}
          className="h-30 w-40 rounded-md border border-stone-200 bg-stone-50 object-cover"
        />
      )}
      {state.step === 'sending' && (
        <div className="grid gap-1" role="status">
          <progress max={100} value={state.percent} className="h-2 w-60" />
          <span className="text-sm text-stone-700">
            {state.percent < 100
              ? t('submissions.upload.uploading', { percent: state.percent })
              : t('submissions.upload.processing')}
          </span>
        </div>
      )}
      {state.step === 'done' && (
        <p role="status" className="text-sm text-green-800">
          {t('submissions.upload.done')}
        </p>
      )}
      {state.step === 'failed' && (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700">
          <span>{t(`submissions.upload.${state.failure}`)}</span>
          {file && (
            <Button type="button" variant="ghost" onClick={() => void send(file)}>
              {t('submissions.upload.retry')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}

function revoke(url: string | null) {
  if (url) URL.revokeObjectURL(url);
}
