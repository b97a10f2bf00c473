import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { FileAudio, ImageIcon, Upload, X } from 'lucide-react';
import { fileRules, type FileKind } from '@common/schemas/uploads';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/cn';
import { fileProblem } from './file-problem';

interface FilePickerProps {
  kind: FileKind;
  /** 'Demo song', 'Project image': names the input, the remove button and the progress bar. */
  label: string;
  hint: string;
  file: File | null;
  onChange: (file: File | null) => void;
  /** Upload progress in percent while uploading, else null. */
  progress: number | null;
  disabled?: boolean;
}

const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** The picked image, shown from memory before anything is uploaded. */
function ImagePreview({ file }: { file: File }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url ? <img src={url} alt="" className="h-14 w-14 shrink-0 rounded-lg object-cover" /> : null;
}

/** Pick a file by clicking or by dropping it here; a wrong or oversized file gets the spec's alert and is not kept. */
export function FilePicker({ kind, label, hint, file, onChange, progress, disabled = false }: FilePickerProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const Icon = kind === 'music' ? FileAudio : ImageIcon;

  const choose = (picked: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!picked) return;
    const problem = fileProblem(kind, picked);
    if (problem) {
      window.alert(problem);
      return;
    }
    onChange(picked);
  };

  const drop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) choose(event.dataTransfer.files[0]);
  };

  return (
    <div className="grid gap-2">
      <label
        htmlFor={inputId}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={cn(
          'flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed border-input bg-card px-4 py-6 text-center transition-colors hover:border-primary/70 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
          dragging && 'border-primary bg-primary/10',
          disabled && 'pointer-events-none opacity-60',
        )}
      >
        <Upload className="h-6 w-6 text-accent" aria-hidden />
        <span className="font-semibold">{label}</span>
        <span className="text-sm text-muted-foreground">Click to choose a file or drag and drop it here</span>
        <span className="text-xs text-muted-foreground">{hint}</span>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={[...fileRules[kind].contentTypes, fileRules[kind].extensions].join(',')}
          disabled={disabled}
          onChange={(event) => choose(event.target.files?.[0])}
          className="sr-only"
        />
      </label>
      {file ? (
        <div className="flex items-center gap-3 rounded-lg border border-border bg-muted/40 p-3">
          {kind === 'image' ? <ImagePreview file={file} /> : <Icon className="h-8 w-8 shrink-0 text-accent" aria-hidden />}
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium">{file.name}</p>
            <p className="text-xs text-muted-foreground">{formatSize(file.size)}</p>
          </div>
          <Button
            variant="ghost"
            size="icon"
            onClick={() => onChange(null)}
            disabled={disabled}
            aria-label={`Remove ${label.toLowerCase()}`}
          >
            <X className="h-4 w-4" aria-hidden />
          </Button>
        </div>
      ) : null}
      {progress !== null ? (
        <div className="grid gap-1">
          <Progress value={progress} label={`${label} upload progress`} />
          <p className="text-xs text-muted-foreground">
            {progress >= 100 ? `${label} uploaded` : `Uploading ${label.toLowerCase()}… ${Math.round(progress)}%`}
          </p>
        </div>
      ) : null}
    </div>
  );
}
