import { t } from '@lingui/core/macro';
import { messages } from '@showdesk/domain/common/errors';
import { ApiError } from './api-client.ts';

export interface UploadOptions {
  /** Called with 0–100 as the bytes go out. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  method?: 'POST' | 'PUT';
  /** Extra request headers (a guest's token). */
  headers?: Record<string, string>;
}

/**
 * Sends a multipart form with upload progress (fetch cannot report it, XMLHttpRequest can) and
 * answers like the api client: the parsed body, or an ApiError with the server's message.
 */
export function upload<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', path);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(options.headers ?? {}))
      xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) {
        options.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(100);
        resolve(body as T);
        return;
      }
      const error = (body as { error?: { code?: string; message?: string; details?: unknown } })
        ?.error;
      reject(
        new ApiError(
          xhr.status,
          error?.code ?? 'http_error',
          error?.message ??
            (xhr.status === 413 ? t`That file is too large to upload` : messages.unknown),
          error?.details,
        ),
      );
    };
    xhr.onerror = () =>
      reject(new ApiError(0, 'network_error', t`Error uploading file to storage`));
    xhr.onabort = () => reject(new ApiError(0, 'aborted', t`The upload was cancelled`));
    options.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}

/** Sends one file as the form's `file` part, the form's only part (as `upload`). */
export function uploadFile<T>(path: string, file: File, options: UploadOptions = {}): Promise<T> {
  const form = new FormData();
  form.append('file', file);
  return upload<T>(path, form, options);
}
