import { fillPlaceholders, fillText } from './placeholders';

describe('fillText', () => {
  it('replaces every placeholder, wherever it stands', () => {
    expect(
      fillText('{firmName}: call {tollFreePhone} or e-mail {email}', {
        firmName: 'Chinook Realty',
        tollFreePhone: '1-800-555-0142',
        email: 'info@example.com',
      }),
    ).toBe('Chinook Realty: call 1-800-555-0142 or e-mail info@example.com');
  });

  it('keeps a placeholder it has no value for, so a misspelt name stays visible', () => {
    expect(fillText('Call {tollfreePhone}', { tollFreePhone: '1-800-555-0142' })).toBe(
      'Call {tollfreePhone}',
    );
  });

  it('leaves text without placeholders as it is', () => {
    expect(fillText('Popular pages', { email: 'info@example.com' })).toBe('Popular pages');
  });
});

describe('fillPlaceholders', () => {
  it('returns the text around each value, and the values themselves, in order', () => {
    const link = { href: '/privacy/' };
    expect(fillPlaceholders('Read our {privacyLink}.', { privacyLink: link })).toEqual([
      'Read our ',
      link,
      '.',
    ]);
  });

  it('drops the empty text between adjacent values and at the ends', () => {
    expect(fillPlaceholders('{a}{b}', { a: 1, b: 2 })).toEqual([1, 2]);
  });
});
