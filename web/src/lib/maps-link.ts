/**
 * A business's place on the map, both ways: the links that open it in Yandex Maps and Google Maps (the two people in
 * Uzbekistan use), and the point read back from a link the owner pasted from either (no map picker works offline,
 * and pasting "Ulashish" from the maps app is what an owner can do on a phone).
 */
export interface MapPoint {
  lat: number;
  lng: number;
}

/** Six decimals: about 10 cm, more than any map link carries. */
const fixed = (n: number) => String(Math.round(n * 1e6) / 1e6);

/**
 * The place in both apps: at its point when the owner gave one, else searched by its address (the landmark is for
 * people, maps do not know it). Null when there is neither.
 */
export function mapsLinks(point: MapPoint | null, address?: string | null): { yandex: string; google: string } | null {
  if (point) {
    const ll = `${fixed(point.lng)},${fixed(point.lat)}`;
    return {
      // Yandex writes longitude first; pt puts a pin on the point, z=17 is a street's scale.
      yandex: `https://yandex.uz/maps/?pt=${ll}&z=17&l=map`,
      google: `https://www.google.com/maps/search/?api=1&query=${fixed(point.lat)},${fixed(point.lng)}`,
    };
  }
  const text = address?.trim();
  if (!text) return null;
  return {
    yandex: `https://yandex.uz/maps/?text=${encodeURIComponent(text)}`,
    google: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(text)}`,
  };
}

export type PastedPlace = { ok: true; point: MapPoint } | { ok: false; reason: 'short' | 'unknown' };

const NUMBER = String.raw`-?\d{1,3}(?:\.\d+)?`;

function pointOf(lat: number, lng: number): MapPoint | null {
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  if (lat === 0 && lng === 0) return null;
  return { lat, lng };
}

/** "a,b" (or "a, b" or "a~b") as two numbers; `lngFirst` for Yandex's order. */
function pair(text: string | null | undefined, lngFirst: boolean): MapPoint | null {
  const match = text?.match(new RegExp(`^\\s*(${NUMBER})\\s*[,~ ]\\s*(${NUMBER})`));
  if (!match) return null;
  const a = Number(match[1]);
  const b = Number(match[2]);
  return lngFirst ? pointOf(b, a) : pointOf(a, b);
}

function asUrl(text: string): URL | null {
  const candidate = /^[a-z]+:\/\//i.test(text) ? text : /^(www\.|maps\.|yandex\.|google\.)/i.test(text) ? `https://${text}` : null;
  if (!candidate) return null;
  try {
    return new URL(candidate);
  } catch {
    return null;
  }
}

const SHORT_LINK = /^(maps\.app\.goo\.gl|goo\.gl)$/i;

function fromYandex(url: URL): MapPoint | null {
  const query = url.searchParams;
  // The pin first (several pins are "~"-joined: the first is the place), then "what is here", then the map's centre.
  return pair(query.get('pt'), true) ?? pair(query.get('whatshere[point]'), true) ?? pair(query.get('ll'), true);
}

function fromGoogle(url: URL): MapPoint | null {
  const href = decodeURIComponent(url.href);
  // A place's own point (!3d…!4d…) is where the pin is; "@lat,lng" is only where the map was looking.
  const data = href.match(new RegExp(`!3d(${NUMBER})!4d(${NUMBER})`));
  if (data) return pointOf(Number(data[1]), Number(data[2]));
  const query = url.searchParams;
  for (const key of ['query', 'q', 'destination', 'daddr', 'll', 'center']) {
    const point = pair(query.get(key)?.replace(/^loc:/, ''), false);
    if (point) return point;
  }
  const at = url.pathname.match(new RegExp(`@(${NUMBER}),(${NUMBER})`));
  if (at) return pointOf(Number(at[1]), Number(at[2]));
  const place = url.pathname.match(new RegExp(`/(?:place|search|dir)/(${NUMBER}),\\s*(${NUMBER})`));
  return place ? pointOf(Number(place[1]), Number(place[2])) : null;
}

/**
 * The point of a pasted map link (Yandex or Google, long form) or of typed coordinates ("41.311, 69.279", latitude
 * first as both apps copy them). A short link (maps.app.goo.gl, yandex.uz/maps/-/…) hides its point behind a
 * redirect the browser may not follow, so it is named as such for the page to say what to paste instead.
 */
export function parseMapsLink(input: string): PastedPlace {
  const text = input.trim();
  if (!text) return { ok: false, reason: 'unknown' };
  const url = asUrl(text);
  if (!url) {
    const point = pair(text.replace(/[()]/g, ''), false);
    return point && /^[\s\d.,()-]+$/.test(text) ? { ok: true, point } : { ok: false, reason: 'unknown' };
  }
  const host = url.hostname.replace(/^www\./i, '');
  if (SHORT_LINK.test(host) || (/^yandex\./i.test(host) && /^\/maps\/-\//.test(url.pathname))) return { ok: false, reason: 'short' };
  const point = /yandex\./i.test(host) ? fromYandex(url) : /google\./i.test(host) ? fromGoogle(url) : null;
  return point ? { ok: true, point } : { ok: false, reason: 'unknown' };
}
