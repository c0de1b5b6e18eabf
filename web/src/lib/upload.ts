import { BUSINESS_LIMITS, uz } from '@qabul/api/schemas';
import { requestErrors } from '../config/messages.ts';
import { ApiError } from './api-client.ts';
import { schemaMessage } from './i18n/schema-messages.ts';

/**
 * A courtesy check of a picture before sending it (the server judges the content itself): an image, at most the
 * server's size; the server's own words for either.
 */
export function pictureProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return schemaMessage(uz.upload.notImage);
  if (file.size > BUSINESS_LIMITS.imageMaxBytes) return schemaMessage(uz.upload.tooLarge);
  return null;
}

/**
 * Sends one file as multipart (field `field`) and reports how much of it has gone, which fetch cannot: a 5 MB photo
 * over mobile data takes long enough that the owner must see it move. Errors read as the API client's do
 * (`{message, code, errors?}` becomes an ApiError with the server's words).
 */
export function uploadFile<T>(path: string, field: string, file: File, onProgress?: (percent: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const body = new FormData();
    body.append(field, file);
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    request.onerror = () => reject(new ApiError(requestErrors.system, 0));
    request.onload = () => {
      let parsed: { message?: unknown; code?: unknown; errors?: unknown } | undefined;
      try {
        parsed = request.responseText ? JSON.parse(request.responseText) : undefined;
      } catch {
        parsed = undefined;
      }
      if (request.status >= 200 && request.status < 300 && parsed !== undefined) {
        resolve(parsed as T);
        return;
      }
      const message = typeof parsed?.message === 'string' && parsed.message ? parsed.message : undefined;
      reject(
        new ApiError(
          message ?? `${request.status} ${request.statusText}`,
          request.status,
          message,
          typeof parsed?.code === 'string' ? parsed.code : undefined,
          parsed?.errors && typeof parsed.errors === 'object' ? (parsed.errors as Record<string, string>) : undefined,
        ),
      );
    };
    request.send(body);
  });
}
