/**
 * `tel:` URI for a North American number written for people ("403-555-0178", "1-800-555-0142"):
 * E.164 form so it dials correctly from any country.
 */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `tel:+${digits}`;
  return `tel:${digits}`;
}
