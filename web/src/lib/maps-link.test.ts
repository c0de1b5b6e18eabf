import { describe, expect, it } from 'vitest';
import { mapsLinks, parseMapsLink } from './maps-link.ts';

const TASHKENT = { lat: 41.311081, lng: 69.240562 };

describe('the links that open a business on the map', () => {
  it('puts a pin on the point in Yandex (longitude first) and Google (latitude first)', () => {
    expect(mapsLinks(TASHKENT, 'Amir Temur 1')).toEqual({
      yandex: 'https://yandex.uz/maps/?pt=69.240562,41.311081&z=17&l=map',
      google: 'https://www.google.com/maps/search/?api=1&query=41.311081,69.240562',
    });
  });

  it('searches the address when there is no point, and gives nothing without either', () => {
    const links = mapsLinks(null, 'Chilonzor 9-kvartal, 5-uy');
    expect(links?.yandex).toBe('https://yandex.uz/maps/?text=Chilonzor%209-kvartal%2C%205-uy');
    expect(links?.google).toBe('https://www.google.com/maps/search/?api=1&query=Chilonzor%209-kvartal%2C%205-uy');
    expect(mapsLinks(null, '  ')).toBeNull();
    expect(mapsLinks(null, null)).toBeNull();
  });
});

describe('reading a pasted map link', () => {
  const point = (text: string) => {
    const result = parseMapsLink(text);
    return result.ok ? result.point : result.reason;
  };

  it('reads typed coordinates, latitude first, as both apps copy them', () => {
    expect(point('41.311081, 69.240562')).toEqual(TASHKENT);
    expect(point('(41.311081,69.240562)')).toEqual(TASHKENT);
    expect(point('41.311081 69.240562')).toEqual(TASHKENT);
  });

  it("reads Yandex's pin before its map centre, longitude first", () => {
    expect(point('https://yandex.uz/maps/10335/tashkent/?ll=69.2,41.3&pt=69.240562,41.311081&z=17')).toEqual(TASHKENT);
    expect(point('https://yandex.ru/maps/?whatshere%5Bpoint%5D=69.240562%2C41.311081&whatshere%5Bzoom%5D=17')).toEqual(TASHKENT);
    expect(point('https://yandex.uz/maps/10335/tashkent/?ll=69.240562%2C41.311081&z=16')).toEqual(TASHKENT);
    expect(point('yandex.uz/maps/?pt=69.240562,41.311081~69.1,41.2')).toEqual(TASHKENT);
  });

  it("reads Google's place point before the viewport, and its query forms", () => {
    expect(
      point('https://www.google.com/maps/place/Malika+Beauty/@41.30,69.20,17z/data=!3m1!4b1!4m6!3m5!1s0x0:0x0!8m2!3d41.311081!4d69.240562'),
    ).toEqual(TASHKENT);
    expect(point('https://www.google.com/maps/@41.311081,69.240562,15z')).toEqual(TASHKENT);
    expect(point('https://maps.google.com/?q=41.311081,69.240562')).toEqual(TASHKENT);
    expect(point('https://www.google.com/maps/search/?api=1&query=41.311081%2C69.240562')).toEqual(TASHKENT);
    expect(point('https://www.google.com/maps/place/41.311081,69.240562')).toEqual(TASHKENT);
  });

  it('names a short link, which hides its point behind a redirect', () => {
    expect(point('https://maps.app.goo.gl/AbCdEf123')).toBe('short');
    expect(point('https://goo.gl/maps/xyz')).toBe('short');
    expect(point('https://yandex.uz/maps/-/CDaBcXyz')).toBe('short');
  });

  it('refuses what is not a place: other sites, words, points off the globe, the null island', () => {
    expect(point('https://example.com/?q=41.3,69.2')).toBe('unknown');
    expect(point('Chilonzor, Toshkent')).toBe('unknown');
    expect(point('91, 69')).toBe('unknown');
    expect(point('0, 0')).toBe('unknown');
    expect(point('https://www.google.com/maps/search/Chilonzor')).toBe('unknown');
    expect(point('')).toBe('unknown');
  });
});
