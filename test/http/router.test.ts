// The router trie (docs/contract.md 4.1) by table: literal vs parameter segments, backtracking, 405, pruning on removal.
import { describe, expect, it } from 'vitest';
import { Router } from '../../src/http/router.js';
import { parseRoutePattern } from '../../src/http/route-pattern.js';
import { pathSegments } from '../../src/http/to-request.js';

function router(): Router<string> {
  const r = new Router<string>();
  for (const [url, method] of [
    ['/', 'GET'], ['/users', 'GET'], ['/users/:id', 'GET'], ['/users/:id', 'DELETE'], ['/users/me', 'GET'],
    ['/users/:id/posts/:post', 'GET'], ['/users/me/settings', 'GET'], ['/files/:name/raw', 'GET'],
  ] as const) r.set(parseRoutePattern(url), method, `${method} ${url}`);
  return r;
}

describe('Router', () => {
  it.each([
    ['/', 'GET', 'GET /', {}],
    ['/users', 'GET', 'GET /users', {}],
    ['/USERS/42', 'GET', 'GET /users/:id', { id: '42' }],
    ['/users/42', 'DELETE', 'DELETE /users/:id', { id: '42' }],
    ['/users/me', 'GET', 'GET /users/me', {}],
    ['/users/me/posts/3', 'GET', 'GET /users/:id/posts/:post', { id: 'me', post: '3' }],
    ['/users/me/settings', 'GET', 'GET /users/me/settings', {}],
    ['/users/42', 'HEAD', 'GET /users/:id', { id: '42' }],
    ['/files/a%2Fb/raw', 'GET', 'GET /files/:name/raw', { name: 'a/b' }],
  ])('%s %s -> %s', (path, method, value, params) => {
    expect(router().match(pathSegments(path)!, method)).toEqual({ kind: 'found', value, routeParameters: params });
  });

  it('answers methodNotAllowed with the methods of the path', () => {
    expect(router().match(pathSegments('/users/1')!, 'POST')).toEqual({ kind: 'methodNotAllowed', allowed: ['GET', 'DELETE'] });
  });

  it.each(['/nope', '/users/1/2', '/files/x', '/users/me/posts'])('does not find %s', (path) => {
    expect(router().match(pathSegments(path)!, 'GET')).toEqual({ kind: 'notFound' });
  });

  it('replaces the same shape and method, whatever the parameter names', () => {
    const r = router();
    expect(r.set(parseRoutePattern('/Users/:other'), 'GET', 'new')).toBe('GET /users/:id');
    expect(r.match(['users', '5'], 'GET')).toEqual({ kind: 'found', value: 'new', routeParameters: { other: '5' } });
  });

  it('prunes removed branches', () => {
    const r = new Router<string>();
    r.set(parseRoutePattern('/a/:b/c'), 'GET', 'x');
    expect(r.delete(parseRoutePattern('/a/:b/c'), 'GET')).toBe(true);
    expect(r.match(['a', '1', 'c'], 'GET')).toEqual({ kind: 'notFound' });
    expect(r.delete(parseRoutePattern('/a/:b/c'), 'GET')).toBe(false);
  });
});
