import { BusinessInput } from '@qabul/api/schemas';
import type { Parser } from '../../../lib/form.ts';
import type { Business } from '../../../lib/types.ts';

/** The "Biznes" form as typed: every field a string, the point as two numbers' texts. */
export interface BusinessFormValues {
  [key: string]: string;
  businessName: string;
  category: string;
  address: string;
  landmark: string;
  lat: string;
  lng: string;
  phone: string;
  telegram: string;
  instagram: string;
  description: string;
}

export function businessFormValues(business: Business | undefined): BusinessFormValues {
  return {
    businessName: business?.businessName ?? '',
    category: business?.category ?? '',
    address: business?.address ?? '',
    landmark: business?.landmark ?? '',
    lat: business?.location ? String(business.location.lat) : '',
    lng: business?.location ? String(business.location.lng) : '',
    phone: business?.phone ?? '',
    telegram: business?.telegram ? `@${business.telegram}` : '',
    instagram: business?.instagram ? `@${business.instagram}` : '',
    description: business?.description ?? '',
  };
}

/** A typed coordinate: "41,311" as written on a Russian keyboard is 41.311; empty is none. */
function coordinate(text: string): number | null | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (!trimmed) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}

/**
 * The body of PUT /api/business, every field sent (an emptied one clears what was stored), checked by the server's
 * own schema. Both coordinates or neither: one alone, or a word, is the location's error under the field at fault.
 */
export const businessForm: Parser<BusinessInput> = {
  safeParse(value) {
    const values = value as BusinessFormValues;
    const lat = coordinate(values.lat);
    const lng = coordinate(values.lng);
    const location = lat === null && lng === null ? null : { lat: lat ?? Number.NaN, lng: lng ?? Number.NaN };
    const result = BusinessInput.safeParse({
      businessName: values.businessName,
      category: values.category,
      address: values.address,
      landmark: values.landmark,
      location,
      phone: values.phone,
      telegram: values.telegram,
      instagram: values.instagram,
      description: values.description,
    });
    if (result.success) return { success: true, data: result.data };
    const issues = result.error.issues.map((issue) => {
      if (issue.path[0] !== 'location') return issue;
      // Which half is wrong, so the message stands under that field.
      const field = issue.path[1] === 'lng' || (lat !== null && lat !== undefined && Math.abs(lat) <= 90) ? 'lng' : 'lat';
      return { ...issue, path: [field] };
    });
    return { success: false, error: { issues } };
  },
};
