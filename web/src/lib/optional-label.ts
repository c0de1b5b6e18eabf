/**
 * Whether a field's label still needs the "(ixtiyoriy)" marker: not when the label already says it in its own words
 * ("Kunlik chegara (har bir usta uchun, ixtiyoriy)"), so no label reads "(ixtiyoriy) (ixtiyoriy)" in any language.
 */
export function needsOptionalMark(label: unknown, marker: string): boolean {
  const word = marker.replace(/[()]/g, '').trim().toLowerCase();
  return !(typeof label === 'string' && word !== '' && label.toLowerCase().includes(word));
}
