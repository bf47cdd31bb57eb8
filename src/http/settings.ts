// The service settings of docs/contract.md 3, their defaults and validation. Set-SvcSetting passes a partial record;
// every value is checked before any is applied, so a bad value changes nothing.
import type { ErrorActionName } from '../engine/endpoint/types.js';

export type LogLevel = 'None' | 'Error' | 'Warning' | 'Information' | 'Verbose';

export interface ServiceSettings {
  Port: number;
  ListenAddress: string;
  DefaultErrorAction: ErrorActionName;
  ApiTimeout: number;
  MemoryLimitMB: number;
  JsonDepth: number;
  MaxRequestBodyKB: number;
  MaxRequestFields: number;
  LogLevel: LogLevel;
  LoggingFilePath: string | null;
  ClientEdition: 'Core' | 'Desktop';
  RequestLogSize: number;
}

export const defaultSettings: Readonly<ServiceSettings> = Object.freeze({
  Port: 5000,
  ListenAddress: '127.0.0.1',
  DefaultErrorAction: 'Continue',
  ApiTimeout: 30,
  MemoryLimitMB: 128,
  JsonDepth: 5,
  MaxRequestBodyKB: 1024,
  MaxRequestFields: 1000,
  LogLevel: 'Information',
  LoggingFilePath: null,
  ClientEdition: 'Core',
  RequestLogSize: 100,
});

export const settingNames = Object.keys(defaultSettings) as (keyof ServiceSettings)[];

export const errorActionNames: ErrorActionName[] = ['Continue', 'SilentlyContinue', 'Ignore', 'Stop'];
export const logLevels: LogLevel[] = ['None', 'Error', 'Warning', 'Information', 'Verbose'];
export const clientEditions = ['Core', 'Desktop'] as const;

type Check = (value: unknown, name: string) => unknown;

const integer = (min: number, max: number): Check => (value, name) => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < min || n > max) {
    throw new Error(`The ${name} setting must be an integer from ${min} to ${max}; got '${String(value)}'.`);
  }
  return n;
};

const oneOf = <T extends string>(names: readonly T[]): Check => (value, name) => {
  const match = names.find((n) => n.toLowerCase() === String(value).toLowerCase());
  if (!match) throw new Error(`The ${name} setting must be one of ${names.join(', ')}; got '${String(value)}'.`);
  return match;
};

const checks: Record<keyof ServiceSettings, Check> = {
  Port: integer(0, 65535),
  ListenAddress: (value, name) => {
    if (typeof value !== 'string' || value.trim() === '') throw new Error(`The ${name} setting must be a host address such as 127.0.0.1.`);
    return value.trim();
  },
  DefaultErrorAction: oneOf(errorActionNames),
  ApiTimeout: integer(0, 86400),
  // isolated-vm refuses isolates under 8 MB.
  MemoryLimitMB: integer(8, 65536),
  // ConvertTo-Json's -Depth accepts 0 to 100.
  JsonDepth: integer(0, 100),
  MaxRequestBodyKB: integer(0, 1024 * 1024),
  MaxRequestFields: integer(1, 1_000_000),
  LogLevel: oneOf(logLevels),
  LoggingFilePath: (value) => (value == null || value === '' ? null : String(value)),
  ClientEdition: oneOf(clientEditions),
  RequestLogSize: integer(0, 100000),
};

/** Validates a partial change; returns it with canonical values. Throws Error naming the first bad setting. */
export function validateSettings(changes: Record<string, unknown>): Partial<ServiceSettings> {
  const result: Record<string, unknown> = {};
  for (const [given, value] of Object.entries(changes)) {
    const name = settingNames.find((n) => n.toLowerCase() === given.toLowerCase());
    if (!name) throw new Error(`There is no setting named '${given}'. The settings are: ${settingNames.join(', ')}.`);
    result[name] = checks[name](value, name);
  }
  return result as Partial<ServiceSettings>;
}
