import { BUSINESS_LIMITS, uz } from '@qabul/api/schemas';
import { requestErrors } from '../config/messages.ts';
import { ApiError, type CallAnswer, checkAnswer, fillPath, type UploadRoute } from './api-client.ts';
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
 * Sends one file as multipart (field `field`) to an upload's route key (`'POST /api/staff/:id/photo'` with its path
 * params) and reports how much of it has gone, which fetch cannot: a 5 MB photo over mobile data takes long enough
 * that the owner must see it move. The answer is typed by the route's contract and, in development and tests, checked
 * with it, as `call` does; errors read as the API client's do (`{message, code, errors?}` becomes an ApiError with the
 * server's words).
 */
export function uploadFile<R extends UploadRoute>(
  route: R,
  params: Record<string, string>,
  field: string,
  file: File,
  onProgress?: (percent: number) => void,
): Promise<CallAnswer<R>> {
  const [method = 'POST', pattern = ''] = route.split(' ');
  const path = fillPath(pattern, params);
  const sent = new Promise<unknown>((resolve, reject) => {
    const body = new FormData();
    body.append(field, file);
    const request = new XMLHttpRequest();
    request.open(method, path);
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
        resolve(parsed);
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
  return sent.then(async (answer) => {
    if (import.meta.env.DEV) await checkAnswer(route, answer);
    return answer as CallAnswer<R>;
  });
}
