import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// The SDK's schemas (and the server, which uses the same ones) word each rule in English, as
// "<field>: <message>". A form shows the message next to its field, in the interface language.

const RULES: [RegExp, (i18n: I18n, n: string) => string][] = [
  [/^is required( for \w+)?$/, (i18n) => i18n._(msg`Required`)],
  [/^must have at least (\d+) characters?$/, (i18n, n) => i18n._(msg`At least ${n} characters`)],
  [/^must have at most (\d+) characters?$/, (i18n, n) => i18n._(msg`At most ${n} characters`)],
  [/^must be at least (\d+(?:\.\d+)?)$/, (i18n, n) => i18n._(msg`At least ${n}`)],
  [/^must be at most (\d+(?:\.\d+)?)$/, (i18n, n) => i18n._(msg`At most ${n}`)],
  [/^must be an integer$/, (i18n) => i18n._(msg`A whole number`)],
  [/^must have at least one (\w+)$/, (i18n) => i18n._(msg`Add at least one line`)],
  [/^must have at most (\d+) (?:items|lines)$/, (i18n, n) => i18n._(msg`At most ${n} lines`)],
  [/(e-?mail|email address)/i, (i18n) => i18n._(msg`Not a valid email address`)],
  [/ISO 3166|country/i, (i18n) => i18n._(msg`Choose a country`)],
  [/^Invalid (type|option|key)/, (i18n) => i18n._(msg`Choose one`)],
  [/^is already taken$|^another \w+ has this name$/, (i18n) => i18n._(msg`Already taken: choose another`)],
  [/^no air tariff from /, (i18n) => i18n._(msg`No tariff for this route`)],
  [/^is not an existing \w+$/, (i18n) => i18n._(msg`Choose one`)],
  [/^must be a positive id$/, (i18n) => i18n._(msg`Choose one`)],
];

/** A rule's message in the interface language; the schema's own words when no rule matches. */
export function fieldMessage(message: string, i18n: I18n): string {
  for (const [pattern, say] of RULES) {
    const match = pattern.exec(message);
    if (match) return say(i18n, match[1] ?? '');
  }
  return message;
}
