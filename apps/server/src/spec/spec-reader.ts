import type { SpecIssue } from './spec-issue.ts';

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

interface FieldOptions {
  /** When set, a missing (or empty) field is an issue `<key> is required`. */
  required?: boolean;
}

interface NumberOptions extends FieldOptions {
  min?: number;
  integer?: boolean;
}

/**
 * Reads the fields of one object in a spec, collecting issues rather than stopping at the first,
 * and remembering which keys were read so that `finish()` can name every key nobody asked for.
 */
export class SpecReader {
  private readonly seen = new Set<string>();

  private constructor(
    private readonly value: Record<string, unknown>,
    readonly path: string,
    readonly issues: SpecIssue[],
  ) {}

  /** A reader over `raw`, or undefined (with an issue at `path`) when `raw` is not an object. */
  static of(raw: unknown, path: string, issues: SpecIssue[] = []): SpecReader | undefined {
    if (!isPlainObject(raw)) {
      issues.push({ path, message: 'must be an object' });
      return undefined;
    }
    return new SpecReader(raw, path, issues);
  }

  /** Where `key` sits; a reader with an empty path is at the document root. */
  fieldPath(key: string): string {
    return this.path === '' ? key : `${this.path}.${key}`;
  }

  issue(key: string, message: string): void {
    this.issues.push({ path: this.fieldPath(key), message });
  }

  keys(): string[] {
    return Object.keys(this.value);
  }

  has(key: string): boolean {
    return this.value[key] !== undefined && this.value[key] !== null;
  }

  /** The field as it is, marked as read. */
  raw(key: string): unknown {
    this.seen.add(key);
    const value = this.value[key];
    return value === null ? undefined : value;
  }

  /** Keys accepted for compatibility with existing specs but not used. */
  ignore(...keys: string[]): void {
    for (const key of keys) this.seen.add(key);
  }

  string(key: string, options: FieldOptions = {}): string | undefined {
    const value = this.raw(key);
    if (value === undefined || value === '') {
      if (options.required) this.issue(key, `${key} is required`);
      return undefined;
    }
    if (typeof value !== 'string') {
      this.issue(key, 'must be a string');
      return undefined;
    }
    return value;
  }

  number(key: string, options: NumberOptions = {}): number | undefined {
    const value = this.raw(key);
    if (value === undefined) {
      if (options.required) this.issue(key, `${key} is required`);
      return undefined;
    }
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      this.issue(key, 'must be a number');
      return undefined;
    }
    if (options.integer && !Number.isInteger(value)) {
      this.issue(key, 'must be a whole number');
      return undefined;
    }
    if (options.min !== undefined && value < options.min) {
      this.issue(key, `must be at least ${options.min}`);
      return undefined;
    }
    return value;
  }

  boolean(key: string): boolean | undefined {
    const value = this.raw(key);
    if (value === undefined) return undefined;
    if (typeof value !== 'boolean') {
      this.issue(key, 'must be true or false');
      return undefined;
    }
    return value;
  }

  /** A map of string values; numbers and booleans are kept as their text, as YAML users expect. */
  stringMap(key: string): Record<string, string> | undefined {
    const value = this.raw(key);
    if (value === undefined) return undefined;
    if (!isPlainObject(value)) {
      this.issue(key, 'must be a map of strings');
      return undefined;
    }
    const result: Record<string, string> = {};
    for (const [name, entry] of Object.entries(value)) {
      if (typeof entry === 'string' || typeof entry === 'number' || typeof entry === 'boolean') {
        result[name] = String(entry);
      } else {
        this.issues.push({ path: `${this.fieldPath(key)}.${name}`, message: 'must be a string' });
      }
    }
    return result;
  }

  list(key: string): unknown[] | undefined {
    const value = this.raw(key);
    if (value === undefined) return undefined;
    if (!Array.isArray(value)) {
      this.issue(key, 'must be a list');
      return undefined;
    }
    return value;
  }

  /** A reader over a nested object field, or undefined when absent or not an object. */
  nested(key: string): SpecReader | undefined {
    const value = this.raw(key);
    if (value === undefined) return undefined;
    return SpecReader.of(value, this.fieldPath(key), this.issues);
  }

  /** Adds an issue for every key that was never read. Call once, after reading every field. */
  finish(): void {
    for (const key of Object.keys(this.value)) {
      if (!this.seen.has(key)) this.issue(key, 'unknown key');
    }
  }
}
