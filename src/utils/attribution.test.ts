import {
  ATTRIBUTION_STORAGE_KEY,
  attributionOf,
  captureAttribution,
  readAttribution,
} from './attribution';

const SITE = 'https://www.chinook.example';
const at = (path: string, search = '') => ({ origin: SITE, pathname: path, search });

beforeEach(() => window.sessionStorage.clear());

describe('attributionOf', () => {
  it('takes the path, the referring origin and path, and the utm_* tags of the first page', () => {
    expect(
      attributionOf(
        at(
          '/',
          '?utm_source=newsletter&utm_medium=email&utm_campaign=fall&utm_term=clinic&utm_content=hero&gclid=1',
        ),
        'https://news.example.org/issue/12?subscriber=ann@example.com#top',
      ),
    ).toEqual({
      landing_page: '/',
      referrer: 'https://news.example.org/issue/12',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'fall',
      utm_term: 'clinic',
      utm_content: 'hero',
    });
  });

  it('leaves out a same-site, empty or non-web referrer and empty tags', () => {
    expect(attributionOf(at('/services/', '?utm_source=&x=1'), `${SITE}/`)).toEqual({
      landing_page: '/services/',
    });
    expect(attributionOf(at('/'), '')).toEqual({ landing_page: '/' });
    expect(attributionOf(at('/'), 'android-app://com.example')).toEqual({ landing_page: '/' });
  });

  it('cuts over-long values to the limits the service accepts', () => {
    const long = attributionOf(at('/', `?utm_campaign=${'c'.repeat(300)}`), '');
    expect(long.utm_campaign).toHaveLength(100);
  });
});

describe('captureAttribution and readAttribution', () => {
  it('remember the first page of the visit and never overwrite it', () => {
    const storage = window.sessionStorage;
    captureAttribution(storage, at('/', '?utm_source=newsletter'), 'https://news.example.org/');
    captureAttribution(storage, at('/contact/', '?utm_source=other'), `${SITE}/`);
    expect(readAttribution(storage)).toEqual({
      landing_page: '/',
      referrer: 'https://news.example.org/',
      utm_source: 'newsletter',
    });
    expect(document.cookie).toBe('');
  });

  it('read nothing when nothing or junk was stored', () => {
    expect(readAttribution(window.sessionStorage)).toBeUndefined();
    window.sessionStorage.setItem(ATTRIBUTION_STORAGE_KEY, '{not json');
    expect(readAttribution(window.sessionStorage)).toBeUndefined();
    window.sessionStorage.setItem(ATTRIBUTION_STORAGE_KEY, '{"landing_page":7,"evil":"x"}');
    expect(readAttribution(window.sessionStorage)).toBeUndefined();
    expect(readAttribution(undefined)).toBeUndefined();
  });

  it('go quietly without storage (blocked or full)', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as unknown as Storage;
    expect(() => captureAttribution(blocked, at('/'), '')).not.toThrow();
    expect(readAttribution(blocked)).toBeUndefined();
  });
});
