import type { BusinessProfile } from '@qabul/db';
import { isBusinessCategory } from '../../contracts/business-categories.ts';
import { businessDisplayName } from '../../contracts/display-name.ts';
import type { BusinessImageResponse, BusinessResponse, Presented } from '../../contracts/responses.ts';
import type { BusinessImageRow } from './business-images.queries.ts';
import { businessImageUrl } from './business-images.service.ts';
import type { BusinessView } from './business.service.ts';

export function presentBusinessImage(image: BusinessImageRow): Presented<typeof BusinessImageResponse> {
  return { id: image.id, url: businessImageUrl(image.id), width: image.width, height: image.height };
}

/** The logo, the cover and the gallery (in its order) of a business's pictures. */
export function picturesOf(images: BusinessImageRow[]) {
  const first = (kind: BusinessImageRow['kind']) => images.find((image) => image.kind === kind);
  const logo = first('logo');
  const cover = first('cover');
  return {
    logo: logo ? presentBusinessImage(logo) : null,
    cover: cover ? presentBusinessImage(cover) : null,
    gallery: images
      .filter((image) => image.kind === 'gallery')
      .sort((a, b) => a.position - b.position)
      .map(presentBusinessImage),
  };
}

export function locationOf(profile: BusinessProfile | null): { lat: number; lng: number } | null {
  if (profile?.latitude === null || profile?.latitude === undefined || profile.longitude === null || profile.longitude === undefined)
    return null;
  return { lat: profile.latitude, lng: profile.longitude };
}

export function presentBusiness({ owner, profile, images }: BusinessView): Presented<typeof BusinessResponse> {
  return {
    businessName: profile?.businessName ?? null,
    name: businessDisplayName(profile, owner),
    category: isBusinessCategory(profile?.category) ? profile.category : null,
    address: profile?.address ?? null,
    landmark: profile?.landmark ?? null,
    location: locationOf(profile),
    phone: profile?.phone ?? null,
    telegram: profile?.telegram ?? null,
    instagram: profile?.instagram ?? null,
    description: profile?.description ?? null,
    ...picturesOf(images),
    updatedAt: profile?.updatedAt ?? null,
  };
}
