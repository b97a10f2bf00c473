import type { FileKind, UploadUrlResponse } from '@common/schemas/uploads';
import { ApiError, apiRequest, readServerMessage } from '@/lib/api';

/** A single-use address to upload one file of that kind to. */
export async function requestUploadUrl(fileType: FileKind): Promise<string> {
  const { uploadURL } = await apiRequest<UploadUrlResponse>('POST', '/api/upload-url', { fileType });
  return uploadURL;
}

/**
 * PUTs the file straight to its upload address with its own content type. XMLHttpRequest,
 * because fetch cannot report upload progress; `onProgress` gets 0-100.
 */
export function putFile(uploadURL: string, file: File, onProgress: (percent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', uploadURL);
    request.setRequestHeader('content-type', file.type);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress((event.loaded / event.total) * 100);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(100);
        resolve();
        return;
      }
      const text = request.responseText || request.statusText;
      reject(new ApiError(request.status, text, readServerMessage(text)));
    };
    request.onerror = () => reject(new Error('The upload failed: the connection was lost.'));
    request.send(file);
  });
}
