import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FilePicker, putFile, requestUploadUrl } from '@/features/uploads';
import { errorMessage } from '@/lib/api';

interface ImageUploadFieldProps {
  /** 'Profile image', 'Creator image': names the picker and its messages. */
  label: string;
  /** The image shown now, if any. */
  current: string | null;
  /** Told the address of the uploaded image (upload-url's address, as create-project sends it), or null to remove the image. */
  onSave: (imageUrl: string | null) => Promise<unknown>;
}

/** The current image with a picker: the chosen image uploads through the same flow as a project's, then is saved. */
export function ImageUploadField({ label, current, onSave }: ImageUploadFieldProps) {
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setProblem(null);
    try {
      await work();
      setFile(null);
    } catch (error) {
      setProblem(errorMessage(error, 'The image could not be saved. Please try again.'));
    } finally {
      setBusy(false);
      setProgress(null);
    }
  };

  const upload = () =>
    run(async () => {
      if (!file) return;
      const uploadURL = await requestUploadUrl('image');
      await putFile(uploadURL, file, setProgress);
      await onSave(uploadURL);
    });

  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-4">
        {current ? (
          <img
            src={current}
            alt={`Current ${label.toLowerCase()}`}
            width={64}
            height={64}
            className="h-16 w-16 rounded-full object-cover"
          />
        ) : (
          <p className="text-sm text-muted-foreground">No {label.toLowerCase()} yet.</p>
        )}
        {current ? (
          <Button variant="outline" size="sm" disabled={busy} onClick={() => void run(() => onSave(null))}>
            Remove {label.toLowerCase()}
          </Button>
        ) : null}
      </div>
      <FilePicker
        kind="image"
        label={label}
        hint="JPEG, PNG or WebP, up to 10 MB"
        file={file}
        onChange={setFile}
        progress={progress}
        disabled={busy}
      />
      {problem ? (
        <p role="alert" className="text-sm text-[#fca5a5]">
          {problem}
        </p>
      ) : null}
      {file ? (
        <Button className="justify-self-start" disabled={busy} onClick={() => void upload()}>
          {busy ? 'Uploading...' : `Upload ${label.toLowerCase()}`}
        </Button>
      ) : null}
    </div>
  );
}
