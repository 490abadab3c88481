/**
 * The ceiling for the HTTP bench: plain node:http that parses the JSON body and answers 201, in
 * its own process like the service (the load generator must not share its event loop).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    JSON.parse(Buffer.concat(chunks).toString('utf8'));
    response.writeHead(201, { 'content-type': 'application/json' });
    response.end('{"status":"received"}');
  });
});
server.listen(0, '127.0.0.1', () => {
  // The parent reads the URL from the first line.
  console.log(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
});
