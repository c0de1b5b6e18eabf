import { endpoint, file, multipart } from '../../contracts/endpoint.ts';
import { UserResponse } from '../../contracts/responses.ts';

/** The provider's photo: judged by its content (JPEG, PNG or WebP), stored as WebP. */
export const uploadProfileImage = endpoint({
  method: 'POST',
  path: '/api/user/profile-image',
  body: multipart('profileImage'),
  response: UserResponse,
  summary: '413 above the size limit, 400 for anything not an image',
});

export const getProfileImage = endpoint({
  method: 'GET',
  path: '/api/profile-images/:userId',
  response: file('image/webp'),
  summary: 'cached for good: the URL changes with every upload',
});
