// Recorded values written as source code. Nothing recorded is ever pasted into a file as it is: a
// custom_id with quotes, backticks, `${…}`, `"""` or a line break must stay a value, never become
// code. Strings are escaped down to ASCII (no raw line terminators — U+2028 ends a line in
// JavaScript —, no encoding surprises); comments get a one-line, printable rendering.

const hex = (code: number, width: number) => code.toString(16).padStart(width, '0');

/** A JavaScript string literal, ASCII only. */
export function jsString(value: string): string {
  return JSON.stringify(value).replace(/[^\x20-\x7e]/g, (char) => `\\u${hex(char.charCodeAt(0), 4)}`);
}

/** A Python str literal, ASCII only: code points (not UTF-16 halves) so that an emoji stays one. */
export function pyString(value: string): string {
  let out = '"';
  for (const char of value) {
    const code = char.codePointAt(0)!;
    if (char === '\\' || char === '"') out += `\\${char}`;
    else if (code >= 0x20 && code <= 0x7e) out += char;
    else if (code <= 0xff) out += `\\x${hex(code, 2)}`;
    else if (code <= 0xffff) out += `\\u${hex(code, 4)}`;
    else out += `\\U${hex(code, 8)}`;
  }
  return `${out}"`;
}

const pad = (depth: number) => '  '.repeat(depth);
/** Python reads better at four spaces a level (PEP 8). */
const pyPad = (depth: number) => '    '.repeat(depth);

/** A JSON value as a JavaScript expression. `__proto__` as a computed key: an own property, as JSON.parse makes it. */
export function jsLiteral(value: unknown, depth = 0): string {
  if (value === null || typeof value === 'boolean' || typeof value === 'number') return JSON.stringify(value);
  if (typeof value === 'string') return jsString(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => pad(depth + 1) + jsLiteral(item, depth + 1)).join(',\n')},\n${pad(depth)}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  const key = (name: string) => (name === '__proto__' ? `[${jsString(name)}]` : /^[A-Za-z_$][\w$]*$/.test(name) ? name : jsString(name));
  return `{\n${entries.map(([name, item]) => `${pad(depth + 1)}${key(name)}: ${jsLiteral(item, depth + 1)}`).join(',\n')},\n${pad(depth)}}`;
}

/** A JSON value as a Python expression. */
export function pyLiteral(value: unknown, depth = 0): string {
  if (value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return JSON.stringify(value);
  if (typeof value === 'string') return pyString(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => pyPad(depth + 1) + pyLiteral(item, depth + 1)).join(',\n')},\n${pyPad(depth)}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([name, item]) => `${pyPad(depth + 1)}${pyString(name)}: ${pyLiteral(item, depth + 1)}`).join(',\n')},\n${pyPad(depth)}}`;
}

/** Text for a one-line comment: printable ASCII, bounded. */
export function commentText(value: string, max = 120): string {
  const printable = value.replace(/[^\x20-\x7e]/g, '?');
  return printable.length > max ? `${printable.slice(0, max)}…`.replace('…', '...') : printable;
}
