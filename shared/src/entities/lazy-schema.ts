/**
 * A schema built the first time it is used, not when `@murmur/shared` is evaluated (issue 40). The
 * first pages a start reads go through the fast reader (fast-read.ts), so most schemas are not used
 * on a start at all, and building them all when the module loaded cost about 45 ms of a phone's
 * start (decision 0301). The value stands for the schema itself: every property read, method call,
 * `in`, `instanceof` and key listing goes to the built schema, so the exported names keep their
 * types and their behaviour.
 */
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const schema = (): T => {
    built ??= build();
    return built;
  };
  return new Proxy(Object.create(null) as T, {
    get: (_, key) => Reflect.get(schema(), key),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    has: (_, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    // Reported as configurable: a proxy may not call a property fixed that its (empty) target lacks.
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(schema(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
