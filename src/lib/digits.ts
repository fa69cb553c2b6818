/**
 * Folds Arabic-Indic, Persian and full-width digits to ASCII. Phones in Nigeria may type them (Arabic or Ajami
 * keyboards, pasted text); a number typed that way is the same number, so look-alikes cannot make a second account
 * or fail a check the ASCII spelling passes.
 */
export function asciiDigits(value: string): string {
  return value.replace(/[\u0660-\u0669\u06F0-\u06F9\uFF10-\uFF19]/g, (d) => {
    const code = d.charCodeAt(0);
    const zero = code >= 0xff10 ? 0xff10 : code >= 0x06f0 ? 0x06f0 : 0x0660;
    return String(code - zero);
  });
}
