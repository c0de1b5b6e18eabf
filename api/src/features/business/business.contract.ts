import { endpoint, file, multipart, noContent } from '../../contracts/endpoint.ts';
import { BusinessImageResponse, BusinessResponse, StaffResponse } from '../../contracts/responses.ts';
import { BusinessInput, GalleryOrderInput } from './business.schema.ts';

/** The business on its page (DECISIONS.md): its owner edits it; an invited master gets 404 as for the rest of the business. */
export const getBusiness = endpoint({ method: 'GET', path: '/api/business', response: BusinessResponse });

export const updateBusiness = endpoint({
  method: 'PUT',
  path: '/api/business',
  body: BusinessInput,
  response: BusinessResponse,
});

/** One picture judged by its content and stored as WebP: the logo and the cover replace the old one, a gallery photo is added. */
export const uploadBusinessImage = endpoint({
  method: 'POST',
  path: '/api/business/images/:kind',
  body: multipart('image'),
  response: BusinessImageResponse,
  status: 201,
  summary: '`kind` is logo, cover or gallery (400 otherwise, before the upload is read); 413 above the size limit',
});

export const removeBusinessImage = endpoint({
  method: 'DELETE',
  path: '/api/business/images/:id',
  response: noContent,
  summary: '404 for a picture of another business',
});

/** The gallery's order: `{imageIds}`, every photo once; answers the gallery in its new order. */
export const orderGallery = endpoint({
  method: 'PUT',
  path: '/api/business/gallery',
  body: GalleryOrderInput,
  response: BusinessImageResponse.array(),
});

/** A business's pictures and masters' photos, public like the page that shows them. */
export const getBusinessImage = endpoint({
  method: 'GET',
  path: '/api/business-images/:id',
  response: file('image/webp'),
  summary: 'cached for good: each upload is a new id',
});

/** A master's photo: the owner for any master of theirs, an invited master for themselves (404 otherwise). */
export const uploadStaffPhoto = endpoint({
  method: 'POST',
  path: '/api/staff/:id/photo',
  body: multipart('photo'),
  response: StaffResponse,
});

export const removeStaffPhoto = endpoint({ method: 'DELETE', path: '/api/staff/:id/photo', response: noContent });
