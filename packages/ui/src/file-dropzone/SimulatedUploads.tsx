import { useEffect, useRef, useState } from 'react';
import { FileDropzone, type FileDropzoneProps, type UploadItem } from './FileDropzone';

interface SimulatedUploadsProps extends Partial<FileDropzoneProps> {
  /** Progress added per tick (0–1). */
  step?: number;
  tickMs?: number;
  /** Files whose name contains this fail halfway, to show the failed state. */
  failName?: string;
}

/** Story helper: plays the caller's part (the SDK's upload progress) with timers. */
export function SimulatedUploads({
  step = 0.1,
  tickMs = 100,
  failName = 'fail',
  ...props
}: SimulatedUploadsProps) {
  const [uploads, setUploads] = useState<UploadItem[]>(props.uploads ? [...props.uploads] : []);
  const counter = useRef(0);

  useEffect(() => {
    const timer = setInterval(() => {
      setUploads((current) =>
        current.map((upload) => {
          if (upload.status !== 'uploading' || upload.progress === null) return upload;
          const progress = Math.min(1, upload.progress + step);
          if (upload.name.includes(failName) && progress >= 0.5)
            return { ...upload, progress, status: 'failed', error: 'The connection dropped.' };
          return { ...upload, progress, status: progress >= 1 ? 'done' : 'uploading' };
        }),
      );
    }, tickMs);
    return () => clearInterval(timer);
  }, [step, tickMs, failName]);

  return (
    <FileDropzone
      maxSizeBytes={25_000_000}
      {...props}
      uploads={uploads}
      onFiles={(files) => {
        props.onFiles?.(files);
        setUploads((current) => [
          ...current,
          ...files.map((file) => {
            counter.current += 1;
            return {
              id: `u${counter.current}`,
              name: file.name,
              sizeBytes: file.size,
              progress: 0,
              status: 'uploading' as const,
            };
          }),
        ]);
      }}
      onCancel={(id) => {
        props.onCancel?.(id);
        setUploads((current) => current.filter((upload) => upload.id !== id));
      }}
      onRetry={(id) => {
        props.onRetry?.(id);
        setUploads((current) =>
          current.map((upload) =>
            upload.id === id
              ? { ...upload, name: upload.name.replace(failName, 'ok'), progress: 0, status: 'uploading' }
              : upload,
          ),
        );
      }}
      onDismiss={(id) => setUploads((current) => current.filter((upload) => upload.id !== id))}
    />
  );
}
