import type { InjectOptions } from 'fastify';
import { projectPayload } from '../test/create-project-helpers';
import { investPayload } from '../test/money-fixtures';

/** What the hostile requests aim at: accounts, and rows that a successful request would change. */
export interface Targets {
  investorCookie: string;
  creatorCookie: string;
  projectId: number;
  investmentId: number;
  /** Addresses of a song and an image the creator uploaded and has not used yet. */
  songUrl: string;
  imageUrl: string;
}

export interface HostileRequest {
  name: string;
  /** Whose session cookie goes with it. */
  as?: 'investor' | 'creator';
  status: number;
  request: (targets: Targets) => InjectOptions;
}

const MB = 1024 * 1024;
const foreignOrigin = { origin: 'https://evil.example' };
const crossSite = { 'sec-fetch-site': 'cross-site' };
const signup = { email: 'hostile@example.test', password: 'secret-password', firstName: 'Hos', lastName: 'Tile' };
const deposit = { amount: '100', paymentMethod: 'credit_card' };
const aUuid = '0b1e7f9c-3d2a-4c5b-8e6f-7a8b9c0d1e2f';

/** A body sent exactly as written, as a script or a broken client would. */
const raw = (method: 'POST' | 'PUT', url: string, text: string, contentType = 'application/json'): InjectOptions => ({
  method,
  url,
  payload: text,
  headers: { 'content-type': contentType },
});
const post = (url: string, payload: object, headers: Record<string, string> = {}): InjectOptions => ({
  method: 'POST',
  url,
  payload,
  headers,
});
const get = (url: string): InjectOptions => ({ method: 'GET', url });

export const hostileRequests: HostileRequest[] = [
  // Sign-up and sign-in
  { name: 'sign-up: malformed JSON', status: 400, request: () => raw('POST', '/api/auth/signup', '{"email": "a@b.test",') },
  { name: 'sign-up: empty JSON body', status: 400, request: () => raw('POST', '/api/auth/signup', '') },
  {
    name: 'sign-up: __proto__ key',
    status: 400,
    request: () => raw('POST', '/api/auth/signup', JSON.stringify(signup).replace('{', '{"__proto__":{"accountType":"admin"},')),
  },
  {
    name: 'sign-up: constructor.prototype key',
    status: 400,
    request: () => raw('POST', '/api/auth/signup', JSON.stringify(signup).replace('{', '{"constructor":{"prototype":{"isAdmin":true}},')),
  },
  { name: 'sign-up: text/plain body', status: 415, request: () => raw('POST', '/api/auth/signup', JSON.stringify(signup), 'text/plain') },
  {
    name: 'sign-up: form-encoded body',
    status: 415,
    request: () => raw('POST', '/api/auth/signup', 'email=a%40b.test&password=secret-password', 'application/x-www-form-urlencoded'),
  },
  {
    name: 'sign-up: XML body',
    status: 415,
    request: () => raw('POST', '/api/auth/signup', '<signup><email>a@b.test</email></signup>', 'application/xml'),
  },
  { name: 'sign-up: NUL byte in a name', status: 400, request: () => post('/api/auth/signup', { ...signup, firstName: 'Nul\u0000Byte' }) },
  {
    name: 'sign-up: 100,000-character email',
    status: 400,
    request: () => post('/api/auth/signup', { ...signup, email: `${'a'.repeat(100_000)}@example.test` }),
  },
  { name: 'sign-up: accountType admin', status: 400, request: () => post('/api/auth/signup', { ...signup, accountType: 'admin' }) },
  {
    name: 'sign-up: email as an array',
    status: 400,
    request: () => post('/api/auth/signup', { ...signup, email: ['a@b.test', 'c@d.test'] }),
  },
  { name: 'sign-up: cross-site', status: 403, request: () => post('/api/auth/signup', signup, crossSite) },
  { name: 'sign-up: foreign Origin', status: 403, request: () => post('/api/auth/signup', signup, foreignOrigin) },
  {
    name: 'sign-in: SQL injection as the email',
    status: 400,
    request: () => post('/api/auth/login', { email: "' OR '1'='1' --", password: 'x' }),
  },
  {
    name: 'sign-in: SQL injection as the password',
    status: 401,
    request: () => post('/api/auth/login', { email: 'nobody@example.test', password: "' OR 1=1; DROP TABLE users; --" }),
  },
  {
    name: 'sign-in: operator object as the email',
    status: 400,
    request: () => post('/api/auth/login', { email: { $ne: null }, password: 'secret-password' }),
  },
  { name: 'sign-in: JSON array body', status: 400, request: () => raw('POST', '/api/auth/login', '[]') },
  { name: 'sign-in: JSON null body', status: 400, request: () => raw('POST', '/api/auth/login', 'null') },
  {
    name: 'sign-in: 2 MB password',
    status: 413,
    request: () => post('/api/auth/login', { email: 'a@b.test', password: 'x'.repeat(2 * MB) }),
  },
  {
    name: 'sign-out: cross-site',
    as: 'investor',
    status: 403,
    request: () => ({ method: 'POST', url: '/api/auth/logout', headers: crossSite }),
  },

  // Add funds
  {
    name: 'add funds: 1e400',
    as: 'investor',
    status: 400,
    request: () => raw('POST', '/api/funds/add', '{"amount":1e400,"paymentMethod":"credit_card"}'),
  },
  { name: 'add funds: 2^53', as: 'investor', status: 400, request: () => post('/api/funds/add', { ...deposit, amount: 2 ** 53 }) },
  {
    name: 'add funds: 20-digit string',
    as: 'investor',
    status: 400,
    request: () => post('/api/funds/add', { ...deposit, amount: '99999999999999999999' }),
  },
  { name: 'add funds: negative', as: 'investor', status: 400, request: () => post('/api/funds/add', { ...deposit, amount: -100 }) },
  { name: 'add funds: hexadecimal', as: 'investor', status: 400, request: () => post('/api/funds/add', { ...deposit, amount: '0x1000' }) },
  {
    name: 'add funds: card number sent along',
    as: 'investor',
    status: 400,
    request: () => post('/api/funds/add', { ...deposit, cardNumber: '4242424242424242' }),
  },
  {
    name: 'add funds: another payment method',
    as: 'investor',
    status: 400,
    request: () => post('/api/funds/add', { ...deposit, paymentMethod: 'bank_transfer' }),
  },
  {
    name: 'add funds: 5,000-deep nested JSON',
    as: 'investor',
    status: 400,
    request: () => raw('POST', '/api/funds/add', `{"amount":${'['.repeat(5000)}${']'.repeat(5000)},"paymentMethod":"credit_card"}`),
  },
  {
    name: 'add funds: 2 MB body',
    as: 'investor',
    status: 413,
    request: () => post('/api/funds/add', { ...deposit, note: 'x'.repeat(2 * MB) }),
  },
  { name: 'add funds: signed out', status: 401, request: () => post('/api/funds/add', deposit) },
  { name: 'add funds: cross-site', as: 'investor', status: 403, request: () => post('/api/funds/add', deposit, crossSite) },
  { name: 'add funds: foreign Origin', as: 'investor', status: 403, request: () => post('/api/funds/add', deposit, foreignOrigin) },
  { name: 'add funds: Origin null', as: 'investor', status: 403, request: () => post('/api/funds/add', deposit, { origin: 'null' }) },
  {
    name: 'add funds: 300-character Idempotency-Key',
    as: 'investor',
    status: 400,
    request: () => post('/api/funds/add', deposit, { 'idempotency-key': 'k'.repeat(300) }),
  },
  {
    name: 'add funds: Idempotency-Key with spaces',
    as: 'investor',
    status: 400,
    request: () => post('/api/funds/add', deposit, { 'idempotency-key': "x' OR '1'='1" }),
  },

  // Invest and sell
  {
    name: 'invest: path traversal as the project id',
    as: 'investor',
    status: 400,
    request: (t) => post('/api/investments', { ...investPayload(t.projectId, '100', 9), projectId: '../../etc/passwd' }),
  },
  {
    name: 'invest: SQL injection as the project id',
    as: 'investor',
    status: 400,
    request: (t) => post('/api/investments', { ...investPayload(t.projectId, '100', 9), projectId: '1 OR 1=1' }),
  },
  {
    name: 'invest: project id past the serial range',
    as: 'investor',
    status: 400,
    request: (t) => post('/api/investments', { ...investPayload(t.projectId, '100', 9), projectId: 99_999_999_999 }),
  },
  { name: 'invest: amount 0', as: 'investor', status: 400, request: (t) => post('/api/investments', investPayload(t.projectId, '0', 1)) },
  { name: 'ledger: cursor past the serial range', as: 'investor', status: 400, request: () => get('/api/ledger?cursor=2147483648') },
  {
    name: 'invest: shares 1e400',
    as: 'investor',
    status: 400,
    request: (t) =>
      raw('POST', '/api/investments', JSON.stringify(investPayload(t.projectId, '100', 9)).replace('"shares":9', '"shares":1e400')),
  },
  {
    name: 'invest: shares 2^53',
    as: 'investor',
    status: 400,
    request: (t) => post('/api/investments', investPayload(t.projectId, '100', 2 ** 53)),
  },
  {
    name: 'invest: amount 1e3',
    as: 'investor',
    status: 400,
    request: (t) => post('/api/investments', investPayload(t.projectId, '1e3', 9)),
  },
  {
    name: 'invest: script as the amount',
    as: 'investor',
    status: 400,
    request: (t) => post('/api/investments', investPayload(t.projectId, '<script>alert(1)</script>', 9)),
  },
  {
    name: 'invest: 10,000-character name',
    as: 'investor',
    status: 400,
    request: (t) => post('/api/investments', { ...investPayload(t.projectId, '100', 9), investorName: 'n'.repeat(10_000) }),
  },
  {
    name: 'invest: __proto__ key',
    as: 'investor',
    status: 400,
    request: (t) =>
      raw('POST', '/api/investments', JSON.stringify(investPayload(t.projectId, '100', 9)).replace('{', '{"__proto__":{"amount":"0"},')),
  },
  {
    name: 'invest: cross-site',
    as: 'investor',
    status: 403,
    request: (t) => post('/api/investments', investPayload(t.projectId, '100', 9), crossSite),
  },
  {
    name: 'sell: path traversal as the id',
    as: 'investor',
    status: 404,
    request: () => ({ method: 'DELETE', url: '/api/investments/..%2F..%2Fetc%2Fpasswd' }),
  },
  {
    name: 'sell: NUL byte in the id',
    as: 'investor',
    status: 404,
    request: (t) => ({ method: 'DELETE', url: `/api/investments/${t.investmentId}%00` }),
  },
  {
    name: 'sell: 20-digit id',
    as: 'investor',
    status: 404,
    request: () => ({ method: 'DELETE', url: '/api/investments/99999999999999999999' }),
  },
  {
    name: 'sell: cross-site',
    as: 'investor',
    status: 403,
    request: (t) => ({ method: 'DELETE', url: `/api/investments/${t.investmentId}`, headers: crossSite }),
  },
  {
    name: 'sell: foreign Origin',
    as: 'investor',
    status: 403,
    request: (t) => ({ method: 'DELETE', url: `/api/investments/${t.investmentId}`, headers: foreignOrigin }),
  },
  {
    name: 'sell: someone else',
    as: 'creator',
    status: 404,
    request: (t) => ({ method: 'DELETE', url: `/api/investments/${t.investmentId}` }),
  },

  // Projects and creators
  { name: 'project: SQL injection as the id', status: 404, request: () => get("/api/tours/1'%20OR%20'1'%3D'1") },
  { name: 'project: script as the id', status: 404, request: () => get('/api/tours/%3Cscript%3Ealert(1)%3C%2Fscript%3E') },
  { name: 'project: 1e400 as the id', status: 404, request: () => get('/api/tours/1e400') },
  { name: 'creator: negative id', status: 404, request: () => get('/api/creators/-1/projects') },
  {
    name: 'create project: as an investor',
    as: 'investor',
    status: 403,
    request: (t) => post('/api/projects', projectPayload(t.songUrl, t.imageUrl)),
  },
  {
    name: 'create project: NUL byte in the title',
    as: 'creator',
    status: 400,
    request: (t) => post('/api/projects', { ...projectPayload(t.songUrl, t.imageUrl), title: 'Nul\u0000Title' }),
  },
  {
    name: 'create project: NUL byte in the image address',
    as: 'creator',
    status: 400,
    request: (t) => post('/api/projects', projectPayload(t.songUrl, '/api/files/\u0000')),
  },
  {
    name: 'create project: file address outside the uploads',
    as: 'creator',
    status: 400,
    request: (t) => post('/api/projects', projectPayload('file:///etc/passwd', t.imageUrl)),
  },
  {
    name: 'create project: total shares 1e400',
    as: 'creator',
    status: 400,
    request: (t) =>
      raw(
        'POST',
        '/api/projects',
        JSON.stringify(projectPayload(t.songUrl, t.imageUrl)).replace('"totalShares":1000', '"totalShares":1e400'),
      ),
  },
  {
    name: 'create project: 20-digit funding goal',
    as: 'creator',
    status: 400,
    request: (t) => post('/api/projects', { ...projectPayload(t.songUrl, t.imageUrl), fundingGoal: '99999999999999999999' }),
  },
  {
    name: 'create project: __proto__ in the budget',
    as: 'creator',
    status: 400,
    request: (t) =>
      raw(
        'POST',
        '/api/projects',
        JSON.stringify(projectPayload(t.songUrl, t.imageUrl)).replace('"breakdown":{', '"breakdown":{"__proto__":{"x":1},'),
      ),
  },

  // Uploads, files and the portfolio
  {
    name: 'upload address: path as the file type',
    as: 'creator',
    status: 400,
    request: () => post('/api/upload-url', { fileType: '../../etc/passwd' }),
  },
  // An investor may upload an image (its profile image), never a song.
  {
    name: 'upload address: a song as an investor',
    as: 'investor',
    status: 403,
    request: () => post('/api/upload-url', { fileType: 'music' }),
  },
  {
    name: 'upload: path traversal as the id',
    status: 404,
    request: () => raw('PUT', `/api/uploads/..%2F..%2Fserver.lock?token=${'a'.repeat(43)}`, 'x', 'image/png'),
  },
  {
    name: 'upload: an address never issued',
    status: 404,
    request: () => raw('PUT', `/api/uploads/${aUuid}?token=${'a'.repeat(43)}`, 'x', 'image/png'),
  },
  { name: 'file: path traversal as the id', status: 404, request: () => get('/api/files/..%2F..%2Fserver.lock') },
  { name: 'file: NUL byte in the id', status: 404, request: () => get(`/api/files/${aUuid}%00`) },
  {
    name: 'portfolio: SQL injection as the range',
    as: 'investor',
    status: 400,
    request: () => get("/api/portfolio/history?range=1m'%3B%20DROP%20TABLE%20users%3B--"),
  },
  { name: 'portfolio: the range twice', as: 'investor', status: 400, request: () => get('/api/portfolio/history?range=1m&range=all') },
  { name: 'unknown address: path traversal', status: 404, request: () => get('/api/..%2F..%2Fetc%2Fpasswd') },
];
