/**
 * Links that open a business's place in Yandex Maps and Google Maps (both documented URL forms, no key needed): a pin
 * at its coordinates when the owner set them, else a search for its address text; null with neither.
 * Yandex: `pt` is "longitude,latitude" (its own order), `z` the zoom. Google: the Maps URLs API's search.
 */
export function mapLinks(place: { location: { lat: number; lng: number } | null; address: string | null }): {
  yandex: string;
  google: string;
} | null {
  if (place.location) {
    const { lat, lng } = place.location;
    return {
      yandex: `https://yandex.uz/maps/?pt=${lng},${lat}&z=17&l=map`,
      google: `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`,
    };
  }
  const address = place.address?.trim();
  if (!address) return null;
  const query = encodeURIComponent(address);
  return {
    yandex: `https://yandex.uz/maps/?text=${query}`,
    google: `https://www.google.com/maps/search/?api=1&query=${query}`,
  };
}
