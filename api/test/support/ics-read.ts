/** A calendar file read back the way a calendar program reads it: unfolded, split into properties, decoded. */
export interface IcsProperty {
  name: string;
  params: Record<string, string>;
  /** The raw value, TEXT escapes still in place (see `icsUnescape`). */
  value: string;
}

/** Physical lines (before unfolding), without their CRLF. Throws when a line break is not CRLF. */
export function icsPhysicalLines(file: string): string[] {
  if (!file.endsWith('\r\n')) throw new Error('a calendar file ends with CRLF');
  const lines = file.slice(0, -2).split('\r\n');
  for (const line of lines) if (/[\r\n]/.test(line)) throw new Error(`bare CR or LF in ${JSON.stringify(line)}`);
  return lines;
}

/** RFC 5545 3.1: unfold (CRLF followed by a space or tab), then read each content line. */
export function readIcs(file: string): IcsProperty[] {
  const unfolded = icsPhysicalLines(file)
    .join('\r\n')
    .replace(/\r\n[ \t]/g, '');
  return unfolded.split('\r\n').map(readLine);
}

function readLine(line: string): IcsProperty {
  const name = /^[A-Za-z0-9-]+/.exec(line)?.[0];
  if (!name) throw new Error(`no property name in ${JSON.stringify(line)}`);
  let at = name.length;
  const params: Record<string, string> = {};
  while (line[at] === ';') {
    const eq = line.indexOf('=', at);
    const key = line.slice(at + 1, eq);
    if (!/^[A-Za-z0-9-]+$/.test(key)) throw new Error(`bad parameter name ${JSON.stringify(key)}`);
    let value: string;
    if (line[eq + 1] === '"') {
      const close = line.indexOf('"', eq + 2);
      if (close < 0) throw new Error('unclosed quoted parameter');
      value = line.slice(eq + 2, close);
      at = close + 1;
    } else {
      const end = line.slice(eq + 1).search(/[;:]/);
      value = line.slice(eq + 1, eq + 1 + end);
      if (/[",]/.test(value)) throw new Error(`unquoted parameter holds a quote or comma: ${JSON.stringify(value)}`);
      at = eq + 1 + end;
    }
    if (key.toUpperCase() in params) throw new Error(`parameter ${key} twice`);
    params[key.toUpperCase()] = value.replace(/\^(\^|n|')/g, (_, c: string) => (c === '^' ? '^' : c === 'n' ? '\n' : '"'));
  }
  if (line[at] !== ':') throw new Error(`no ':' after the parameters of ${JSON.stringify(line)}`);
  return { name: name.toUpperCase(), params, value: line.slice(at + 1) };
}

/** A TEXT value's escapes undone; throws on a bare `;` or `,` (which would split the value). */
export function icsUnescape(value: string): string {
  if (/(^|[^\\])(\\\\)*[;,]/.test(value)) throw new Error(`unescaped separator in ${JSON.stringify(value)}`);
  return value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
}

/** An e-mailed invitation's properties, in order: exactly these, nothing injected. */
export const INVITATION_PROPERTIES = [
  'BEGIN',
  'VERSION',
  'PRODID',
  'CALSCALE',
  'METHOD',
  'BEGIN',
  'UID',
  'SEQUENCE',
  'DTSTAMP',
  'DTSTART',
  'DTEND',
  'SUMMARY',
  'DESCRIPTION',
  'LOCATION',
  'STATUS',
  'ORGANIZER',
  'ATTENDEE',
  'END',
  'END',
];

/** The client's .ics download: the same event, its SEQUENCE too, without iTIP's method and attendee. */
export const DOWNLOAD_PROPERTIES = INVITATION_PROPERTIES.filter((name) => !['METHOD', 'ATTENDEE'].includes(name));

/** A property's value, the first of its name; throws when the file has none. */
export function icsValue(file: string, name: string): string {
  const found = readIcs(file).find((property) => property.name === name);
  if (!found) throw new Error(`no ${name} in ${file}`);
  return found.value;
}
