// The parameters Invoke-RestMethod and Invoke-WebRequest share (PowerShell's WebRequestPSCmdlet), as declarations.
import { parameterList } from '../declaration.js';

/** PowerShell's WebRequestMethod enum; `Default` is GET. */
export const WEB_METHODS = ['Default', 'Get', 'Head', 'Post', 'Put', 'Delete', 'Trace', 'Options', 'Merge', 'Patch'];

export const webParameters = parameterList([
  {
    name: 'Uri', type: 'string', position: 0, mandatory: true, aliases: ['Url'],
    help: 'The URL to call. A path starting with / is sent to svc\'s own listener; a URL without a scheme is taken as http.',
  },
  {
    name: 'Method', type: 'string', validateSet: WEB_METHODS, defaultValue: 'Default',
    help: 'The HTTP method: Get (the default), Head, Post, Put, Delete, Trace, Options, Merge or Patch.',
  },
  {
    name: 'Body', type: 'object', valueFromPipeline: true,
    help: 'The request body: a string is sent as is; a hashtable is always sent as form fields (name=Ann), whatever -ContentType says, and on a Get it becomes the query string; any other object is sent as its string. Send JSON as -Body ($h | ConvertTo-Json) -ContentType application/json.',
  },
  {
    name: 'ContentType', type: 'string',
    help: 'The Content-Type of the request body. A Post with a body and no content type is sent as application/x-www-form-urlencoded.',
  },
  { name: 'Headers', type: 'hashtable', help: 'Request headers, as a hashtable of names and values.' },
  { name: 'UserAgent', type: 'string', help: 'The User-Agent header (default: a PowerShell 7 style agent naming svc).' },
  {
    name: 'TimeoutSec', type: 'int', validateRange: [0, 2147483647], defaultValue: 0,
    help: 'Seconds to wait for the response; 0 (the default) waits indefinitely.',
  },
  {
    name: 'SkipHttpErrorCheck', type: 'switch',
    help: 'Treat 4xx and 5xx responses as successes: the response is returned instead of raising an error.',
  },
  {
    name: 'StatusCodeVariable', type: 'string',
    help: 'The name of a variable (without $) that receives the response status code as an int.',
  },
  {
    name: 'ResponseHeadersVariable', type: 'string', aliases: ['RHV'],
    help: 'The name of a variable (without $) that receives the response headers as a hashtable.',
  },
]);
