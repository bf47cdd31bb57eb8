// The svc console page (docs/console.md). Bundled with highlight.js by scripts/bundle-console.mjs into
// dist/console-page/console.js at `npm run build`; it needs nothing from the network but the svc listener itself.
import hljs from 'highlight.js/lib/core';
import powershell from 'highlight.js/lib/languages/powershell';

hljs.registerLanguage('powershell', powershell);

const MAX_REQUESTS = 500;
/**
 * What the page knows: null until first loaded, so "loading" and "the service has none" never look alike; and the
 * link to svc: 'loading' (first contact), 'live', or 'disconnected' (svc stopped or unreachable; the browser retries).
 */
const state = { endpoints: null, requests: null, connection: 'loading' };

/** Creates an element; `attrs` may hold `class`, `text`, `dataset` and plain attributes. */
function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === null || value === undefined) continue;
    if (key === 'class') node.className = value;
    else if (key === 'text') node.textContent = value;
    else if (key === 'dataset') Object.assign(node.dataset, value);
    else node.setAttribute(key, value);
  }
  for (const child of children.flat()) if (child !== null && child !== undefined && child !== false) node.append(child);
  return node;
}

function highlighted(script) {
  const code = el('code', { class: 'hljs language-powershell' });
  code.innerHTML = hljs.highlight(script, { language: 'powershell' }).value;
  return el('pre', { class: 'script', 'data-testid': 'script' }, code);
}

const statusClass = (status) => `status s${String(status)[0]}`;

// ---- Endpoints -------------------------------------------------------------------------------------------------

/** One of the page's lists from svc, or null when svc could not be reached (the page then says it is disconnected). */
async function load(path) {
  try {
    const res = await fetch(path, { cache: 'no-store' });
    if (!res.ok) throw new Error(`${res.status}`);
    return await res.json();
  } catch {
    showConnection('disconnected');
    return null;
  }
}

async function loadEndpoints() {
  const endpoints = await load('api/endpoints');
  if (endpoints === null) return;
  state.endpoints = endpoints;
  renderEndpoints();
}

function renderEndpoints() {
  const list = document.getElementById('endpoints');
  const open = new Set([...list.querySelectorAll('details[open]')].map((d) => d.dataset.key));
  list.replaceChildren(...(state.endpoints ?? []).map((e) => endpointCard(e, open)));
  document.getElementById('endpoint-count').textContent = state.endpoints === null ? '' : `(${state.endpoints.length})`;
  renderNotices();
}

// ---- Loading, live, disconnected ------------------------------------------------------------------------------

function showConnection(mode) {
  state.connection = mode;
  document.body.dataset.connection = mode;
  const status = document.getElementById('connection');
  status.textContent = mode === 'live' ? 'live' : mode === 'loading' ? 'connecting…' : 'disconnected: reconnecting…';
  status.classList.toggle('live', mode === 'live');
  status.classList.toggle('down', mode === 'disconnected');
  renderNotices();
}

/**
 * Under each list, one line says what it shows: loading, disconnected (what is shown is as of the last contact), or,
 * only once the list has loaded while svc is reachable, that the service has none.
 */
function renderNotices() {
  const lists = [['endpoints', state.endpoints, 'no-endpoints'], ['requests', state.requests, 'no-requests']];
  for (const [name, items, emptyId] of lists) {
    const notice = document.getElementById(`${name}-notice`);
    const down = state.connection === 'disconnected';
    notice.textContent = down
      ? (items === null ? `Cannot reach svc to load the ${name}; retrying…` : `Disconnected from svc: the ${name} shown are as of the last contact; reconnecting…`)
      : `Loading the ${name}…`;
    notice.hidden = !down && items !== null;
    document.getElementById(emptyId).hidden = down || items === null || items.length > 0;
  }
}

function endpointCard(e, open) {
  const key = `${e.id}`;
  const tryIt = el('details', { dataset: { key } }, el('summary', { text: 'Try it' }), tryForm(e));
  if (open.has(key)) tryIt.open = true;
  return el('article', { class: 'endpoint', 'data-testid': 'endpoint', dataset: { url: e.url } },
    el('header', {},
      el('span', { class: 'method', text: e.methods.join(', ') }),
      el('span', { class: 'url', text: e.url }),
      el('span', { class: 'meta', text: `ErrorAction ${e.errorAction} · timeout ${e.timeout === 0 ? 'none' : `${e.timeout} s`}` }),
      e.authentication ? el('span', { class: 'auth-badge', 'data-testid': 'auth-badge', text: e.roles.length > 0 ? `token · ${e.roles.join(', ')}` : 'token' }) : null),
    el('div', { class: 'body' },
      e.description ? el('p', { class: 'description', text: e.description }) : null,
      highlighted(e.script),
      tryIt));
}

function tryForm(e) {
  const routeNames = e.url.split('/').filter((s) => s.startsWith(':')).map((s) => s.slice(1));
  const form = el('form', { class: 'try', 'data-testid': 'try-form' });
  const field = (label, input) => [el('label', { text: label }), input];
  const method = el('select', { name: 'method' }, ...e.methods.map((m) => el('option', { value: m, text: m })));
  const routeInputs = routeNames.map((name) => el('input', { name: `route-${name}`, placeholder: name, required: '' }));
  const query = el('input', { name: 'query', placeholder: 'id=3&sort=name' });
  const headers = el('textarea', { name: 'headers', rows: '2', placeholder: 'Content-Type: application/json' });
  const body = el('textarea', { name: 'body', rows: '3', placeholder: '{"name": "Ann"}' });
  // An app token (Grant-SvcAppToken) goes in Authorization: Bearer; it stays in this page, never in the log's body.
  const token = el('input', { name: 'token', type: 'password', placeholder: 'app token (Grant-SvcAppToken)', autocomplete: 'off' });
  const result = el('div', { class: 'try-result', 'data-testid': 'try-result' });
  form.append(
    ...field('Method', method),
    ...routeNames.flatMap((name, i) => field(`:${name}`, routeInputs[i])),
    ...field('Query', query), ...field('Token', token), ...field('Headers', headers), ...field('Body', body),
    el('button', { type: 'submit', text: 'Send' }), result);
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const path = e.url.split('/').map((s) => (s.startsWith(':') ? encodeURIComponent(form.elements[`route-${s.slice(1)}`].value) : s)).join('/');
    const q = query.value.trim().replace(/^\?/, '');
    const init = { method: method.value, headers: parseHeaders(headers.value) };
    if (token.value.trim() !== '') init.headers.Authorization = `Bearer ${token.value.trim()}`;
    if (!['GET', 'HEAD'].includes(method.value) && body.value !== '') init.body = body.value;
    result.replaceChildren(el('p', { class: 'meta', text: 'Sending…' }));
    try {
      const started = performance.now();
      const res = await fetch(q ? `${path}?${q}` : path, init);
      const text = await res.text();
      result.replaceChildren(
        el('p', {}, el('span', { class: statusClass(res.status), 'data-testid': 'try-status', text: `${res.status} ${res.statusText}` }),
          el('span', { class: 'meta', text: ` in ${Math.round(performance.now() - started)} ms` })),
        el('h3', { text: 'Headers' }), el('pre', { text: [...res.headers].map(([k, v]) => `${k}: ${v}`).join('\n') }),
        el('h3', { text: 'Body' }), el('pre', { 'data-testid': 'try-body', text: text === '' ? '(blank)' : text }));
    } catch (err) {
      result.replaceChildren(el('p', { class: 's5', text: `The request failed: ${err.message}` }));
    }
  });
  return form;
}

function parseHeaders(text) {
  const headers = {};
  for (const line of text.split('\n')) {
    const at = line.indexOf(':');
    if (at > 0) headers[line.slice(0, at).trim()] = line.slice(at + 1).trim();
  }
  return headers;
}

// ---- Requests --------------------------------------------------------------------------------------------------

function matches(r) {
  const status = document.getElementById('filter-status').value;
  if (status === 'errors' ? r.errors.length === 0 : status !== '' && String(r.status)[0] !== status) return false;
  const text = document.getElementById('filter-text').value.trim().toLowerCase();
  if (text === '') return true;
  const haystack = [r.method, r.url, String(r.status), r.response.body, ...r.errors.map((e) => e.message), ...r.hostOutput.map((h) => h.text)];
  return haystack.some((s) => s.toLowerCase().includes(text));
}

function renderRequests() {
  const requests = state.requests ?? [];
  const shown = requests.filter(matches);
  const list = document.getElementById('requests');
  const open = new Set([...list.querySelectorAll('details[open]')].map((d) => d.dataset.sequence));
  list.replaceChildren(...shown.slice().reverse().map((r) => requestItem(r, open.has(String(r.sequence)))));
  document.getElementById('request-count').textContent = state.requests === null ? ''
    : shown.length === requests.length ? `(${requests.length})` : `(${shown.length} of ${requests.length})`;
  renderNotices();
}

function requestItem(r, open) {
  const errors = r.errors.length;
  return el('li', {}, el('details', { class: 'request', 'data-testid': 'request', open: open ? '' : null, dataset: { status: String(r.status), url: r.url, sequence: String(r.sequence) } },
    el('summary', {},
      el('span', { class: 'method', text: r.method }),
      el('span', { class: 'url', text: r.url }),
      el('span', { class: statusClass(r.status), 'data-testid': 'request-status', text: String(r.status) }),
      el('span', { class: 'meta', text: `${r.durationMs} ms · ${new Date(r.time).toLocaleTimeString()}` }),
      errors > 0 ? el('span', { class: 'errors-badge', text: `${errors} error${errors > 1 ? 's' : ''}` }) : null),
    el('div', { class: 'body' },
      r.refusal ? [el('h3', { text: 'Refused by' }), el('p', { class: 'refusal', 'data-testid': 'refusal', text: r.refusal })] : null,
      errors > 0 ? [el('h3', { text: 'Errors' }), ...r.errors.map(errorRecord)] : null,
      r.hostOutput.length > 0 ? [el('h3', { text: 'Host output' }),
        el('pre', { 'data-testid': 'host-output' }, ...r.hostOutput.map((h) => el('div', { class: `host-line ${h.stream}`, text: h.stream === 'host' ? h.text : `${h.stream.toUpperCase()}: ${h.text}` })))] : null,
      el('h3', { text: 'Response' }),
      el('pre', { text: r.response.headers.map(([k, v]) => `${k}: ${v}`).join('\n') || '(no headers)' }),
      el('pre', { 'data-testid': 'response-body', text: r.response.body === '' ? '(blank)' : r.response.body }),
      el('h3', { text: 'Request' }),
      el('pre', { text: Object.entries(r.request.headers).map(([k, v]) => `${k}: ${v}`).join('\n') }),
      r.request.body ? el('pre', { text: r.request.body }) : null)));
}

function errorRecord(e) {
  const where = e.line > 0 ? ` (At line:${e.line} char:${e.column})` : '';
  return el('div', { class: 'error-record', 'data-testid': 'error-record' },
    el('div', { class: 'message', text: e.message + where }),
    e.lineText ? el('pre', { text: e.lineText }) : null,
    el('pre', { class: 'stack', 'data-testid': 'stack-trace', text: e.scriptStackTrace.join('\n') }));
}

function addRequest(record) {
  if (state.requests === null) return;
  if (state.requests.some((r) => r.sequence === record.sequence)) return;
  state.requests.push(record);
  if (state.requests.length > MAX_REQUESTS) state.requests.shift();
  renderRequests();
}

// ---- Cache -----------------------------------------------------------------------------------------------------

/** Expirations move (sliding ones on each read, every one as time passes): the panel also refreshes on its own. */
const CACHE_REFRESH_MS = 5000;
let cacheTimer = null;

async function loadCache() {
  const listed = await load('api/cache');
  if (listed !== null) renderCache(listed);
}

/** Several changes in a burst (50 calls adding items) reload the panel once. */
function cacheChanged() {
  if (cacheTimer !== null) return;
  cacheTimer = setTimeout(() => { cacheTimer = null; void loadCache(); }, 150);
}

const bytes = (n) => (n < 1024 ? `${n} B` : n < 1024 * 1024 ? `${(n / 1024).toFixed(1)} KB` : `${(n / 1048576).toFixed(1)} MB`);

function expires(ms) {
  if (ms === null) return 'never';
  const left = Math.max(0, Math.round((ms - Date.now()) / 1000));
  const text = left < 120 ? `${left} s` : left < 7200 ? `${Math.round(left / 60)} min` : `${Math.round(left / 3600)} h`;
  return `in ${text} (${new Date(ms).toLocaleTimeString()})`;
}

function renderCache(listed) {
  document.getElementById('cache-store').textContent = listed.store ? `· ${listed.store}` : '';
  const error = document.getElementById('cache-error');
  error.hidden = !listed.error;
  error.textContent = listed.error ?? '';
  const entries = (listed.entries ?? []).slice().sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const table = document.getElementById('cache');
  table.hidden = entries.length === 0;
  document.getElementById('no-cache').hidden = entries.length > 0 || Boolean(listed.error);
  document.getElementById('cache-count').textContent = `(${entries.length})`;
  table.tBodies[0].replaceChildren(...entries.map((e) => el('tr', { 'data-testid': 'cache-entry', dataset: { key: e.key } },
    el('td', { class: 'key', text: e.key }),
    el('td', { class: 'size', text: bytes(e.size) }),
    el('td', { class: 'expires', text: expires(e.expiresAt) }),
    el('td', { text: e.slidingMs === null ? '' : `${Math.round(e.slidingMs / 1000)} s` }),
    el('td', { text: e.persist ? 'yes' : '' }))));
}

// ---- Live updates ----------------------------------------------------------------------------------------------

async function loadRequests() {
  const requests = await load('api/requests');
  if (requests === null) return;
  // Requests that arrived live while the list loaded are kept.
  const seen = new Set(requests.map((r) => r.sequence));
  state.requests = [...requests, ...(state.requests ?? []).filter((r) => !seen.has(r.sequence))].slice(-MAX_REQUESTS);
  renderRequests();
}

function connect() {
  const source = new EventSource('events');
  source.addEventListener('open', async () => {
    // First contact, or a reconnect: catch up with what happened meanwhile, then say the page is live.
    await Promise.all([loadEndpoints(), loadRequests(), loadCache()]);
    if (state.endpoints !== null && state.requests !== null) showConnection('live');
  });
  source.addEventListener('error', () => showConnection('disconnected'));
  source.addEventListener('endpoints', () => void loadEndpoints());
  source.addEventListener('cache', cacheChanged);
  source.addEventListener('request', (event) => addRequest(JSON.parse(event.data)));
}

function start() {
  document.getElementById('filter-text').addEventListener('input', renderRequests);
  document.getElementById('filter-status').addEventListener('change', renderRequests);
  setInterval(() => { if (!document.hidden && state.connection === 'live') void loadCache(); }, CACHE_REFRESH_MS);
  connect();
}

start();
