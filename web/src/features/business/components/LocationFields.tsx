import { useId, useState } from 'react';
import { TextField } from '../../../components/ui/Field.tsx';
import { businessPage as t } from '../../../config/messages.ts';
import { type MapPoint, mapsLinks, parseMapsLink } from '../../../lib/maps-link.ts';
import styles from './business.module.css';

interface FieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

function pointOf(lat: string, lng: string): MapPoint | null {
  const a = Number(lat.replace(',', '.'));
  const b = Number(lng.replace(',', '.'));
  return lat.trim() && lng.trim() && Number.isFinite(a) && Number.isFinite(b) ? { lat: a, lng: b } : null;
}

/**
 * The place on the map without a map (none loads offline, and a phone owner has the maps app anyway): paste the
 * maps app's "Ulashish" link or typed coordinates and the point fills in; or type latitude and longitude. The links
 * below open the point (else the address) in Yandex and Google, to check it is the right door.
 */
export function LocationFields({
  lat,
  lng,
  address,
  onPoint,
}: {
  lat: FieldProps;
  lng: FieldProps;
  address: string;
  onPoint: (point: MapPoint | null) => void;
}) {
  const [pasted, setPasted] = useState('');
  const [note, setNote] = useState<{ text: string; error: boolean } | null>(null);
  const noteId = useId();
  const links = mapsLinks(pointOf(lat.value, lng.value), address);

  const read = (text: string) => {
    setPasted(text);
    if (!text.trim()) return setNote(null);
    const result = parseMapsLink(text);
    if (result.ok) {
      onPoint(result.point);
      setNote({ text: t.mapRead({ lat: result.point.lat, lng: result.point.lng }), error: false });
    } else setNote({ text: result.reason === 'short' ? t.mapShort : t.mapUnknown, error: true });
  };

  return (
    <fieldset className={styles.location}>
      <legend className="field-label">{t.mapLink}</legend>
      <TextField
        label={<span className="sr-only">{t.mapLink}</span>}
        hint={t.mapLinkHint}
        value={pasted}
        onChange={read}
        inputMode="url"
        autoCapitalize="off"
        spellCheck={false}
        placeholder="https://yandex.uz/maps/…"
      />
      {note && (
        <p id={noteId} className={note.error ? 'field-error' : 'field-hint'} role={note.error ? 'alert' : 'status'}>
          {note.text}
        </p>
      )}
      <div className="grid-2">
        <TextField label={t.lat} inputMode="decimal" placeholder="41.311081" {...lat} />
        <TextField label={t.lng} inputMode="decimal" placeholder="69.240562" {...lng} />
      </div>
      {links && (
        <p className={styles.mapLinks}>
          <a href={links.yandex} target="_blank" rel="noopener noreferrer">
            {t.openYandex}
          </a>
          <a href={links.google} target="_blank" rel="noopener noreferrer">
            {t.openGoogle}
          </a>
          {(lat.value || lng.value) && (
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              onClick={() => {
                onPoint(null);
                setPasted('');
                setNote(null);
              }}
            >
              {t.clearLocation}
            </button>
          )}
        </p>
      )}
    </fieldset>
  );
}
