// A JSON array read as it arrives: a year of warehouse movements is 14 MB of JSON that the server
// writes page by page over a second or more, and a screen can show the first rows long before the
// last have been sent. Only the array's own commas and brackets matter here; strings (with their
// escapes) and nested values are skipped over, and each run of complete items is handed to
// JSON.parse in one piece, so the items are parsed exactly as JSON.parse would parse the whole text.

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

/** Whitespace JSON allows between tokens. */
const isSpace = (code: number): boolean => code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;

export class JsonArrayReader {
  /** Text received and not yet parsed: the items after the last complete one. */
  #pending = '';
  /** How far `#pending` has been scanned. */
  #scanned = 0;
  /** Where the unparsed items start in `#pending` (after `[` until it is cut). */
  #itemsFrom = 0;
  /** 0 before the array opens, 1 between its items, deeper inside an item. */
  #depth = 0;
  #inString = false;
  #escaped = false;
  #state: 'before' | 'open' | 'closed' | 'not-an-array' = 'before';

  /** True once the array's closing bracket has been read. */
  get closed(): boolean {
    return this.#state === 'closed';
  }

  /** True when the text does not start with `[`: read it whole with `rest()`. */
  get notAnArray(): boolean {
    return this.#state === 'not-an-array';
  }

  /** Takes the next piece of the text; answers the items it completed (none is an empty array). */
  push(text: string): unknown[] {
    const pending = this.#pending + text;
    this.#pending = pending;
    if (this.#state === 'not-an-array' || this.#state === 'closed') return [];
    let depth = this.#depth;
    let inString = this.#inString;
    let escaped = this.#escaped;
    /** Index of the last boundary found: a comma between items, or the closing bracket. */
    let cut = -1;
    for (let i = this.#scanned; i < pending.length; i++) {
      const code = pending.charCodeAt(i);
      if (inString) {
        if (escaped) {
          escaped = false;
          continue;
        }
        // Strings are most of a list's text: jump to the next quote (a native search) and count the
        // backslashes before it, instead of looking at each character.
        const quote = pending.indexOf('"', i);
        const stop = quote === -1 ? pending.length : quote;
        let backslashes = 0;
        while (stop - backslashes - 1 >= i && pending.charCodeAt(stop - backslashes - 1) === BACKSLASH)
          backslashes++;
        // An odd run of backslashes escapes the quote (or, at the end of the text, what comes next).
        if (quote === -1) escaped = backslashes % 2 === 1;
        else if (backslashes % 2 === 0) inString = false;
        i = stop;
        continue;
      }
      if (depth === 0) {
        if (isSpace(code)) continue;
        if (code !== OPEN_BRACKET) {
          this.#state = 'not-an-array';
          return [];
        }
        depth = 1;
        this.#state = 'open';
        this.#itemsFrom = i + 1;
        continue;
      }
      if (code === QUOTE) inString = true;
      else if (code === OPEN_BRACE || code === OPEN_BRACKET) depth++;
      else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
        depth--;
        if (depth === 0) {
          cut = i;
          this.#state = 'closed';
          break;
        }
      } else if (code === COMMA && depth === 1) cut = i;
    }
    this.#depth = depth;
    this.#inString = inString;
    this.#escaped = escaped;
    if (cut === -1) {
      this.#scanned = pending.length;
      return [];
    }
    const items = pending.slice(this.#itemsFrom, cut);
    this.#pending = pending.slice(cut + 1);
    this.#itemsFrom = 0;
    this.#scanned = this.#state === 'closed' ? 0 : this.#pending.length;
    if (items.trim() === '') {
      // `[]` has no items; a comma with nothing before it (`[,` or `,,`) is not JSON.
      if (this.#state === 'closed') return [];
      throw new SyntaxError('JSON array: an item is missing before a comma');
    }
    return JSON.parse(`[${items}]`) as unknown[];
  }

  /** The text kept since the last complete item (all of it for a text that is not an array). */
  rest(): string {
    return this.#pending;
  }
}
