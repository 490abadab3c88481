/**
 * A throwaway CA and a certificate for localhost/127.0.0.1 signed by it, made with openssl, for
 * tests and checks that need real HTTPS (the Observatory scan, the service's TLS tests).
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Valid for one day; the files are written into `dir`. */
export function makeLocalCertificates(dir: string): { ca: string; cert: string; key: string } {
  const file = (name: string) => join(dir, name);
  const openssl = (...args: string[]) => execFileSync('openssl', args, { stdio: 'pipe' });
  const ecKey = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  openssl(
    'req',
    '-x509',
    ...ecKey,
    '-keyout',
    file('ca.key'),
    '-out',
    file('ca.pem'),
    '-days',
    '1',
    '-subj',
    '/CN=test:security throwaway CA',
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign',
  );
  openssl(
    'req',
    ...ecKey,
    '-keyout',
    file('site.key'),
    '-out',
    file('site.csr'),
    '-subj',
    '/CN=localhost',
  );
  writeFileSync(
    file('site.ext'),
    'subjectAltName=DNS:localhost,IP:127.0.0.1\nextendedKeyUsage=serverAuth\n' +
      'basicConstraints=CA:FALSE\nkeyUsage=critical,digitalSignature\n',
  );
  openssl(
    'x509',
    '-req',
    '-in',
    file('site.csr'),
    '-CA',
    file('ca.pem'),
    '-CAkey',
    file('ca.key'),
    '-CAcreateserial',
    '-out',
    file('site.pem'),
    '-days',
    '1',
    '-extfile',
    file('site.ext'),
  );
  return { ca: file('ca.pem'), cert: file('site.pem'), key: file('site.key') };
}
