// Generated from packages/sdk/src by supabase/scripts/function-schemas.mjs. Do not edit.
// @ts-self-types="./inputs.d.ts"
var __defProp = Object.defineProperty;
var __export = (target, all) => {
  for (var name in all) __defProp(target, name, { get: all[name], enumerable: true });
};

// ../node_modules/.pnpm/zod@4.6.7/node_modules/zod/v4/core/util.js
function getEnumValues(entries) {
  const numericValues = Object.values(entries).filter((v) => typeof v === 'number');
  const values = Object.entries(entries)
    .filter(([k, _]) => numericValues.indexOf(+k) === -1)
    .map(([_, v]) => v);
  return values;
}
function jsonStringifyReplacer(_, value) {
  if (typeof value === 'bigint') return value.toString();
  return value;
}
var Cached = class {
  constructor(getter) {
    this._getter = getter;
    this._value = void 0;
  }
  get value() {
    const getter = this._getter;
    if (getter !== void 0) {
      this._value = getter();
      this._getter = void 0;
    }
    return this._value;
  }
};
function cached(getter) {
  return new Cached(getter);
}
function nullish(input) {
  return input === null || input === void 0;
}
function cleanRegex(source) {
  const start = source.startsWith('^') ? 1 : 0;
  const end = source.endsWith('$') ? source.length - 1 : source.length;
  return source.slice(start, end);
}
function assignProp(target, prop, value) {
  Object.defineProperty(target, prop, {
    value,
    writable: true,
    enumerable: true,
    configurable: true,
  });
}
var captureStackTrace = 'captureStackTrace' in Error ? Error.captureStackTrace : (..._args) => {};
function isObject(data) {
  return typeof data === 'object' && data !== null && !Array.isArray(data);
}
function isPlainObject(o) {
  if (isObject(o) === false) return false;
  const ctor = o.constructor;
  if (ctor === void 0) return true;
  if (typeof ctor !== 'function') return true;
  const prot = ctor.prototype;
  if (isObject(prot) === false) return false;
  if (Object.prototype.hasOwnProperty.call(prot, 'isPrototypeOf') === false) {
    return false;
  }
  return true;
}
var propertyKeyTypes = /* @__PURE__ */ new Set(['string', 'number', 'symbol']);
function escapeRegex(str) {
  return str.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
function clone(inst, def, params) {
  const cl = new inst._zod.constr(def ?? inst._zod.def);
  if (!def || params?.parent) cl._zod.parent = inst;
  return cl;
}
function normalizeParams(_params) {
  const params = _params;
  if (!params) return {};
  if (typeof params === 'string') return { error: () => params };
  if (params?.message !== void 0) {
    if (params?.error !== void 0) throw new Error('Cannot specify both `message` and `error` params');
    params.error = params.message;
  }
  delete params.message;
  if (typeof params.error === 'string') return { ...params, error: () => params.error };
  return params;
}
function optionalKeys(shape) {
  return Object.keys(shape).filter((k) => {
    return shape[k]._zod.optin !== void 0 && shape[k]._zod.optout === 'optional';
  });
}
var NUMBER_FORMAT_RANGES = /* @__PURE__ */ (() => ({
  safeint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
  int32: [-2147483648, 2147483647],
  uint32: [0, 4294967295],
  float32: [-34028234663852886e22, 34028234663852886e22],
  float64: [-Number.MAX_VALUE, Number.MAX_VALUE],
}))();
function aborted(x, startIndex = 0) {
  if (x.aborted === true) return true;
  for (let i = startIndex; i < x.issues.length; i++) {
    if (x.issues[i]?.continue !== true) {
      return true;
    }
  }
  return false;
}
function explicitlyAborted(x, startIndex = 0) {
  if (x.aborted === true) return true;
  for (let i = startIndex; i < x.issues.length; i++) {
    if (x.issues[i]?.continue === false) {
      return true;
    }
  }
  return false;
}
function prefixIssues(path, issues) {
  return issues.map((iss) => {
    var _a2;
    (_a2 = iss).path ?? (_a2.path = []);
    iss.path.unshift(path);
    return iss;
  });
}
function unwrapMessage(message) {
  return typeof message === 'string' ? message : message?.message;
}
function sizeCaps(defChecks) {
  const caps = [];
  for (const ch of defChecks ?? []) {
    const d = ch._zod.def;
    if (!/_(length|size)$|_equals$/.test(d.check)) break;
    const max = d.maximum ?? d.length ?? d.size;
    if (max >= 0) caps.push([max, ch]);
  }
  return caps;
}
function attachSchema(issues, start, inst) {
  var _a2;
  for (let i = start; i < issues.length; i++) {
    (_a2 = issues[i]).schema ?? (_a2.schema = inst);
  }
}
function finalizeIssue(iss, ctx, config2) {
  var _a2;
  const traits = iss.inst?._zod?.traits;
  if (traits?.has('$ZodType')) {
    if (traits.has('$ZodCheck')) (_a2 = iss).schema ?? (_a2.schema = iss.inst);
    else iss.schema = iss.inst;
  }
  const schemaError = iss.schema !== iss.inst ? iss.schema?._zod.def?.error : void 0;
  const message = iss.message
    ? iss.message
    : (unwrapMessage(iss.inst?._zod.def?.error?.(iss)) ??
      unwrapMessage(schemaError?.(iss)) ??
      unwrapMessage(ctx?.error?.(iss)) ??
      unwrapMessage(config2.customError?.(iss)) ??
      unwrapMessage(config2.localeError?.(iss)) ??
      'Invalid input');
  const full = {};
  for (const k of Object.keys(iss)) {
    if (k === 'inst' || k === 'schema' || k === 'continue' || k === 'input' || k === '__proto__') continue;
    full[k] = iss[k];
  }
  full.path ?? (full.path = []);
  full.message = message;
  if (ctx?.reportInput) {
    full.input = iss.input;
  }
  return full;
}
var highSurrogate = /[\uD800-\uDBFF]/;
function codePointLength(str) {
  const units = str.length;
  if (!highSurrogate.test(str)) return units;
  let count = units;
  for (let i = 0; i < units - 1; i++) {
    if ((str.charCodeAt(i) & 64512) === 55296 && (str.charCodeAt(i + 1) & 64512) === 56320) {
      count--;
      i++;
    }
  }
  return count;
}
function getLengthableOrigin(input) {
  if (Array.isArray(input)) return 'array';
  if (typeof input === 'string') return 'string';
  return 'unknown';
}
function issue(...args) {
  const [iss, input, inst] = args;
  if (typeof iss === 'string') {
    return {
      message: iss,
      code: 'custom',
      input,
      inst,
    };
  }
  return { ...iss };
}
function members(proto, table) {
  for (const key in table) {
    const desc = Object.getOwnPropertyDescriptor(table, key);
    if (desc.get) Object.defineProperty(proto, key, { ...desc, enumerable: false });
    else defineBound(proto, key, desc.value);
  }
}
function own(inst, key, value, enumerable = true) {
  Object.defineProperty(inst, key, { configurable: true, writable: true, enumerable, value });
  return value;
}
function hide(inst, key, value) {
  return own(inst, key, value, false);
}
function defineBound(proto, key, fn) {
  Object.defineProperty(proto, key, {
    configurable: true,
    get() {
      return this == null ? fn : own(this, key, fn.bind(this));
    },
    set(value) {
      own(this, key, value);
    },
  });
}
function claim(inst, sentinel) {
  const proto = Object.getPrototypeOf(inst);
  return sentinel in proto ? void 0 : proto;
}
var installing;
var broke = false;
var breaker = {
  configurable: true,
  get() {
    broke = true;
    return void 0;
  },
};
function defineLazyInternal(inst, key, compute) {
  const proto = Object.getPrototypeOf(inst._zod);
  if (key in proto && installing !== inst._zod) {
    installing = void 0;
    return;
  }
  installing = inst._zod;
  Object.defineProperty(proto, key, {
    configurable: true,
    get() {
      Object.defineProperty(this, key, breaker);
      const outer = broke;
      broke = false;
      try {
        const value = compute(this);
        if (broke) delete this[key];
        else Object.defineProperty(this, key, { configurable: true, writable: true, value });
        broke = broke || outer;
        return value;
      } catch (err) {
        delete this[key];
        broke = broke || outer;
        throw err;
      }
    },
    set(value) {
      Object.defineProperty(this, key, { configurable: true, writable: true, value });
    },
  });
}
function installLazyProp(inst, key, make, enumerable) {
  const proto = claim(inst, key);
  if (!proto) return;
  Object.defineProperty(proto, key, {
    configurable: true,
    get() {
      const desc = { configurable: true, writable: true, enumerable, value: void 0 };
      Object.defineProperty(this, key, desc);
      desc.value = make(this);
      Object.defineProperty(this, key, desc);
      return desc.value;
    },
    set(value) {
      Object.defineProperty(this, key, { configurable: true, writable: true, enumerable, value });
    },
  });
}

// ../node_modules/.pnpm/zod@4.6.7/node_modules/zod/v4/core/core.js
var _a;
var _zodDesc = { value: void 0, enumerable: false };
var _E = 'captureStackTrace' in Error ? Error : null;
function newError(Definition) {
  const E = _E;
  if (E) {
    const saved = E.stackTraceLimit;
    if (typeof saved === 'number') {
      try {
        E.stackTraceLimit = 0;
      } catch {
        _E = null;
        return new Definition();
      }
      try {
        return new Definition();
      } finally {
        E.stackTraceLimit = saved;
      }
    }
  }
  return new Definition();
}
// @__NO_SIDE_EFFECTS__
function $constructor(name, initializer2, proto, params) {
  const zodProto = {};
  function Internals(def) {
    this.def = def;
    this.constr = _;
    this.traits = /* @__PURE__ */ new Set();
  }
  Internals.prototype = zodProto;
  const protoMembers = proto;
  const initialized = protoMembers && /* @__PURE__ */ new WeakSet();
  function init(inst, def) {
    if (!inst._zod) {
      _zodDesc.value = new Internals(def);
      try {
        Object.defineProperty(inst, '_zod', _zodDesc);
      } finally {
        _zodDesc.value = void 0;
      }
    } else if (inst._zod.traits.has(name)) {
      return;
    }
    inst._zod.traits.add(name);
    initializer2(inst, def);
    if (initialized) {
      const own2 = Object.getPrototypeOf(inst);
      const ctorProto = inst._zod.constr.prototype;
      let up = own2;
      while (up && up !== ctorProto) up = Object.getPrototypeOf(up);
      const target = up ?? own2;
      if (!initialized.has(target)) {
        initialized.add(target);
        members(target, protoMembers);
      }
    }
    const proto2 = _.prototype;
    for (const k in proto2) {
      if (!Object.prototype.hasOwnProperty.call(proto2, k)) continue;
      if (!(k in inst)) {
        inst[k] = proto2[k].bind(inst);
      }
    }
  }
  const Parent = params?.Parent ?? Object;
  class Definition extends Parent {}
  Object.defineProperty(Definition, 'name', { value: name });
  function _(def) {
    const inst = params?.Parent ? newError(Definition) : this;
    init(inst, def);
    const deferred = inst._zod.deferred;
    if (deferred) {
      for (const fn of deferred) {
        fn();
      }
      inst._zod.deferred = void 0;
    }
    const pp = globalThis.__zod_globalConfig?.postProcessor;
    if (pp) pp(inst);
    return inst;
  }
  Object.defineProperty(_, 'init', { value: init });
  Object.defineProperty(_, Symbol.hasInstance, {
    value: (inst) => {
      if (params?.Parent && inst instanceof params.Parent) return true;
      return inst?._zod?.traits?.has(name);
    },
  });
  Object.defineProperty(_, 'name', { value: name });
  return _;
}
var $ZodAsyncError = class extends Error {
  constructor() {
    super(`Encountered Promise during synchronous parse. Use .parseAsync() instead.`);
  }
};
(_a = globalThis).__zod_globalConfig ?? (_a.__zod_globalConfig = {});
var globalConfig = globalThis.__zod_globalConfig;
function config(newConfig) {
  if (newConfig) Object.assign(globalConfig, newConfig);
  return globalConfig;
}

// ../node_modules/.pnpm/zod@4.6.7/node_modules/zod/v4/core/errors.js
function _getMessage() {
  const internals = this._zod;
  internals.message ?? (internals.message = JSON.stringify(internals.def, jsonStringifyReplacer, 2));
  return internals.message;
}
function _setMessage(value) {
  this._zod.message = value;
}
var _messageDesc = {
  get: _getMessage,
  set: _setMessage,
  enumerable: true,
  configurable: true,
};
var _issuesDesc = { value: void 0, enumerable: false };
var _installedToString = /* @__PURE__ */ new WeakSet([Object.prototype, Error.prototype]);
var initializer = (inst, def) => {
  inst.name = '$ZodError';
  _issuesDesc.value = def;
  Object.defineProperty(inst, 'issues', _issuesDesc);
  _issuesDesc.value = void 0;
  Object.defineProperty(inst, 'message', _messageDesc);
  const proto = Object.getPrototypeOf(inst);
  if (!_installedToString.has(proto)) {
    _installedToString.add(proto);
    Object.defineProperty(proto, 'toString', {
      configurable: true,
      enumerable: false,
      get() {
        const value = () => this.message;
        Object.defineProperty(this, 'toString', { value, configurable: true, writable: true });
        return value;
      },
      set(value) {
        Object.defineProperty(this, 'toString', { value, configurable: true, writable: true });
      },
    });
  }
};
var $ZodError = $constructor('$ZodError', initializer);
var $ZodRealError = $constructor('$ZodError', initializer, void 0, {
  Parent: Error,
});

// ../node_modules/.pnpm/zod@4.6.7/node_modules/zod/v4/core/parse.js
var _parse = (_Err) => {
  const fn = (schema, value, _ctx, _params) => {
    const ctx = _ctx ? { ..._ctx, async: false } : { async: false };
    const result = schema._zod.run({ value, issues: [] }, ctx);
    if (result instanceof Promise) {
      throw new $ZodAsyncError();
    }
    if (result.issues.length) {
      const e = new (_params?.Err ?? _Err)(result.issues.map((iss) => finalizeIssue(iss, ctx, config())));
      captureStackTrace(e, _params?.callee ?? fn);
      throw e;
    }
    return result.value;
  };
  return fn;
};
var parse = /* @__PURE__ */ _parse($ZodRealError);
var _parseAsync = (_Err) => {
  const fn = async (schema, value, _ctx, params) => {
    const ctx = _ctx ? { ..._ctx, async: true } : { async: true };
    let result = schema._zod.run({ value, issues: [] }, ctx);
    if (result instanceof Promise) result = await result;
    if (result.issues.length) {
      const e = new (params?.Err ?? _Err)(result.issues.map((iss) => finalizeIssue(iss, ctx, config())));
      captureStackTrace(e, params?.callee ?? fn);
      throw e;
    }
    return result.value;
  };
  return fn;
};
var parseAsync = /* @__PURE__ */ _parseAsync($ZodRealError);
var _safeParse = (_Err) => (schema, value, _ctx) => {
  const ctx = _ctx ? { ..._ctx, async: false } : { async: false };
  const result = schema._zod.run({ value, issues: [] }, ctx);
  if (result instanceof Promise) {
    throw new $ZodAsyncError();
  }
  return result.issues.length ? failure(_Err, result.issues, ctx) : { success: true, data: result.value };
};
var safeParse = /* @__PURE__ */ _safeParse($ZodRealError);
function failure(Err, issues, ctx) {
  let error;
  return {
    success: false,
    get error() {
      if (!error) {
        error = new Err(issues.map((iss) => finalizeIssue(iss, ctx, config())));
        issues = void 0;
        ctx = void 0;
      }
      return error;
    },
    set error(e) {
      error = e;
      issues = void 0;
      ctx = void 0;
    },
  };
}
var _safeParseAsync = (_Err) => async (schema, value, _ctx) => {
  const ctx = _ctx ? { ..._ctx, async: true } : { async: true };
  let result = schema._zod.run({ value, issues: [] }, ctx);
  if (result instanceof Promise) result = await result;
  return result.issues.length ? failure(_Err, result.issues, ctx) : { success: true, data: result.value };
};
var safeParseAsync = /* @__PURE__ */ _safeParseAsync($ZodRealError);

// ../node_modules/.pnpm/zod@4.6.7/node_modules/zod/v4/core/regexes.js
var duration =
  /^P(?:(\d+W)|(?!.*W)(?=\d|T\d)(\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+([.,]\d+)?S)?)?)$/;
var guid = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/;
var email =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
var dateSource = `(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))`;
function anchor(source) {
  return new RegExp(`^${source}$`);
}
var date = /* @__PURE__ */ anchor(dateSource);
function timeSource(args) {
  const hhmm = `(?:[01]\\d|2[0-3]):[0-5]\\d`;
  const regex =
    typeof args.precision === 'number'
      ? args.precision === -1
        ? `${hhmm}`
        : args.precision === 0
          ? `${hhmm}:[0-5]\\d`
          : `${hhmm}:[0-5]\\d\\.\\d{${args.precision}}`
      : args.seconds
        ? `${hhmm}:[0-5]\\d(?:\\.\\d+)?`
        : `${hhmm}(?::[0-5]\\d(?:\\.\\d+)?)?`;
  return regex;
}
function time(args) {
  return new RegExp(`^${timeSource(args)}$`);
}
function datetime(args) {
  const opts = ['Z'];
  if (args.offset) opts.push(`([+-](?:[01]\\d|2[0-3]):[0-5]\\d)`);
  const qualified = `${timeSource({ precision: args.precision, seconds: true })}(?:${opts.join('|')})`;
  const timeRegex = args.local ? `${qualified}|${timeSource({ precision: args.precision })}` : qualified;
  return new RegExp(`^${dateSource}T(?:${timeRegex})$`);
}
var anyString = /^[\s\S]{0,}$/;
var number = /^-?\d+(?:\.\d+)?$/;
var boolean = /^(?:true|false)$/i;

// ../node_modules/.pnpm/zod@4.6.7/node_modules/zod/v4/core/checks.js
var $ZodCheck = /* @__PURE__ */ $constructor('$ZodCheck', (inst, def) => {
  var _a2;
  inst._zod ?? (inst._zod = {});
  inst._zod.def = def;
  (_a2 = inst._zod).onattach ?? (_a2.onattach = []);
});
var _whenHasLength = (payload) => {
  const val = payload.value;
  return !nullish(val) && val.length !== void 0;
};
var numericOriginMap = {
  number: 'number',
  bigint: 'bigint',
  object: 'date',
};
var $ZodCheckLessThan = /* @__PURE__ */ $constructor('$ZodCheckLessThan', (inst, def) => {
  $ZodCheck.init(inst, def);
  const origin = numericOriginMap[typeof def.value];
  inst._zod.check = (payload) => {
    if (def.inclusive ? payload.value <= def.value : payload.value < def.value) {
      return;
    }
    payload.issues.push({
      origin: numericOriginMap[typeof payload.value] ?? origin,
      code: 'too_big',
      maximum: typeof def.value === 'object' ? def.value.getTime() : def.value,
      input: payload.value,
      inclusive: def.inclusive,
      inst,
      continue: !def.abort,
    });
  };
});
var $ZodCheckGreaterThan = /* @__PURE__ */ $constructor('$ZodCheckGreaterThan', (inst, def) => {
  $ZodCheck.init(inst, def);
  const origin = numericOriginMap[typeof def.value];
  inst._zod.check = (payload) => {
    if (def.inclusive ? payload.value >= def.value : payload.value > def.value) {
      return;
    }
    payload.issues.push({
      origin: numericOriginMap[typeof payload.value] ?? origin,
      code: 'too_small',
      minimum: typeof def.value === 'object' ? def.value.getTime() : def.value,
      input: payload.value,
      inclusive: def.inclusive,
      inst,
      continue: !def.abort,
    });
  };
});
var $ZodCheckNumberFormat = /* @__PURE__ */ $constructor('$ZodCheckNumberFormat', (inst, def) => {
  $ZodCheck.init(inst, def);
  def.format = def.format || 'float64';
  const isInt = def.format?.includes('int');
  const origin = isInt ? 'int' : 'number';
  const [minimum, maximum] = NUMBER_FORMAT_RANGES[def.format];
  inst._zod.check = (payload) => {
    const input = payload.value;
    if (isInt) {
      if (!Number.isInteger(input)) {
        payload.issues.push({
          expected: origin,
          format: def.format,
          code: 'invalid_type',
          continue: false,
          input,
          inst,
        });
        return;
      }
      if (!Number.isSafeInteger(input)) {
        if (input > 0) {
          payload.issues.push({
            input,
            code: 'too_big',
            maximum: Number.MAX_SAFE_INTEGER,
            note: 'Integers must be within the safe integer range.',
            inst,
            origin,
            inclusive: true,
            continue: !def.abort,
          });
        } else {
          payload.issues.push({
            input,
            code: 'too_small',
            minimum: Number.MIN_SAFE_INTEGER,
            note: 'Integers must be within the safe integer range.',
            inst,
            origin,
            inclusive: true,
            continue: !def.abort,
          });
        }
        return;
      }
    }
    if (input < minimum) {
      payload.issues.push({
        origin: 'number',
        input,
        code: 'too_small',
        minimum,
        inclusive: true,
        inst,
        continue: !def.abort,
      });
    }
    if (input > maximum) {
      payload.issues.push({
        origin: 'number',
        input,
        code: 'too_big',
        maximum,
        inclusive: true,
        inst,
        continue: !def.abort,
      });
    }
  };
});
var $ZodCheckMaxLength = /* @__PURE__ */ $constructor('$ZodCheckMaxLength', (inst, def) => {
  var _a2;
  $ZodCheck.init(inst, def);
  (_a2 = inst._zod.def).when ?? (_a2.when = _whenHasLength);
  inst._zod.check = (payload) => {
    const input = payload.value;
    const units = input.length;
    const length = typeof input === 'string' && units > def.maximum ? codePointLength(input) : units;
    if (length <= def.maximum) return;
    const origin = getLengthableOrigin(input);
    payload.issues.push({
      origin,
      code: 'too_big',
      maximum: def.maximum,
      inclusive: true,
      input,
      inst,
      continue: !def.abort,
    });
  };
});
var $ZodCheckMinLength = /* @__PURE__ */ $constructor('$ZodCheckMinLength', (inst, def) => {
  var _a2;
  $ZodCheck.init(inst, def);
  (_a2 = inst._zod.def).when ?? (_a2.when = _whenHasLength);
  inst._zod.check = (payload) => {
    const input = payload.value;
    const units = input.length;
    const length =
      typeof input === 'string' && units >= def.minimum && units < def.minimum * 2
        ? codePointLength(input)
        : units;
    if (length >= def.minimum) return;
    const origin = getLengthableOrigin(input);
    payload.issues.push({
      origin,
      code: 'too_small',
      minimum: def.minimum,
      inclusive: true,
      input,
      inst,
      continue: !def.abort,
    });
  };
});
var $ZodCheckStringFormat = /* @__PURE__ */ $constructor('$ZodCheckStringFormat', (inst, def) => {
  var _a2, _b;
  $ZodCheck.init(inst, def);
  if (def.pattern)
    (_a2 = inst._zod).check ??
      (_a2.check = (payload) => {
        def.pattern.lastIndex = 0;
        if (def.pattern.test(payload.value)) return;
        payload.issues.push({
          origin: 'string',
          code: 'invalid_format',
          format: def.format,
          input: payload.value,
          ...(def.pattern ? { pattern: def.pattern.toString() } : {}),
          inst,
          continue: !def.abort,
        });
      });
  else (_b = inst._zod).check ?? (_b.check = () => {});
});
var $ZodCheckRegex = /* @__PURE__ */ $constructor('$ZodCheckRegex', (inst, def) => {
  $ZodCheckStringFormat.init(inst, def);
  inst._zod.check = (payload) => {
    def.pattern.lastIndex = 0;
    if (def.pattern.test(payload.value)) return;
    payload.issues.push({
      origin: 'string',
      code: 'invalid_format',
      format: 'regex',
      input: payload.value,
      pattern: def.pattern.toString(),
      inst,
      continue: !def.abort,
    });
  };
});
var $ZodCheckOverwrite = /* @__PURE__ */ $constructor('$ZodCheckOverwrite', (inst, def) => {
  $ZodCheck.init(inst, def);
  inst._zod.check = (payload) => {
    payload.value = def.tx(payload.value);
  };
});

// ../node_modules/.pnpm/zod@4.6.7/node_modules/zod/v4/core/versions.js
var version = {
  major: 4,
  minor: 6,
  patch: 7,
};

// ../node_modules/.pnpm/zod@4.6.7/node_modules/zod/v4/core/schemas.js
var $ZodType = /* @__PURE__ */ $constructor(
  '$ZodType',
  (inst, def) => {
    var _a2;
    inst ?? (inst = {});
    inst._zod.def = def;
    inst._zod.bag = inst._zod.bag || {};
    inst._zod.version = version;
    const defChecks = inst._zod.def.checks;
    const checks = inst._zod.traits.has('$ZodCheck')
      ? [inst, ...(defChecks ?? [])]
      : defChecks?.length
        ? [...defChecks]
        : [];
    for (const ch of checks) {
      for (const fn of ch._zod.onattach) {
        fn(inst);
      }
    }
    if (checks.length === 0) {
      (_a2 = inst._zod).deferred ?? (_a2.deferred = []);
      inst._zod.deferred?.push(() => {
        inst._zod.run = inst._zod.parse;
      });
    } else {
      const runChecks = (payload, checks2, ctx) => {
        if (payload.memo) return payload;
        let isAborted = aborted(payload);
        let asyncResult;
        for (const ch of checks2) {
          if (ch._zod.def.when) {
            if (explicitlyAborted(payload)) continue;
            const shouldRun = ch._zod.def.when(payload);
            if (!shouldRun) continue;
          } else if (isAborted) {
            continue;
          }
          const currLen = payload.issues.length;
          const _ = ch._zod.check(payload);
          if (_ instanceof Promise && ctx?.async === false) {
            throw new $ZodAsyncError();
          }
          if (asyncResult || _ instanceof Promise) {
            asyncResult = (asyncResult ?? Promise.resolve()).then(async () => {
              await _;
              const nextLen = payload.issues.length;
              if (nextLen === currLen) return;
              attachSchema(payload.issues, currLen, inst);
              if (!isAborted) isAborted = aborted(payload, currLen);
            });
          } else {
            const nextLen = payload.issues.length;
            if (nextLen === currLen) continue;
            attachSchema(payload.issues, currLen, inst);
            if (!isAborted) isAborted = aborted(payload, currLen);
          }
        }
        if (asyncResult) {
          return asyncResult.then(() => {
            return payload;
          });
        }
        return payload;
      };
      const handleCanaryResult = (canary, payload, ctx) => {
        if (aborted(canary)) {
          canary.aborted = true;
          return canary;
        }
        const checkResult = runChecks(payload, checks, ctx);
        if (checkResult instanceof Promise) {
          if (ctx.async === false) throw new $ZodAsyncError();
          return checkResult.then((checkResult2) => inst._zod.parse(checkResult2, ctx));
        }
        return inst._zod.parse(checkResult, ctx);
      };
      inst._zod.run = (payload, ctx) => {
        if (ctx.skipChecks) {
          return inst._zod.parse(payload, ctx);
        }
        if (ctx.direction === 'backward') {
          const canary = inst._zod.parse({ value: payload.value, issues: [] }, { ...ctx, skipChecks: true });
          if (canary instanceof Promise) {
            return canary.then((canary2) => {
              return handleCanaryResult(canary2, payload, ctx);
            });
          }
          return handleCanaryResult(canary, payload, ctx);
        }
        const result = inst._zod.parse(payload, ctx);
        if (result instanceof Promise) {
          if (ctx.async === false) throw new $ZodAsyncError();
          return result.then((result2) => runChecks(result2, checks, ctx));
        }
        return runChecks(result, checks, ctx);
      };
    }
  },
  {
    // Wrappers extend this by installing a richer factory over it; reading it eagerly would defeat the laziness.
    get '~standard'() {
      return hide(this, '~standard', standardProps(this));
    },
    set '~standard'(value) {
      own(this, '~standard', value);
    },
  },
);
var toStandardResult = (r, ctx) =>
  r.issues.length ? { issues: r.issues.map((iss) => finalizeIssue(iss, ctx, config())) } : { value: r.value };
async function validateAsync(inst, value) {
  const ctx = { async: true };
  return toStandardResult(await inst._zod.run({ value, issues: [] }, ctx), ctx);
}
function standardProps(inst) {
  return {
    validate: (value) => {
      const ctx = { async: false };
      try {
        const r = inst._zod.run({ value, issues: [] }, ctx);
        if (!(r instanceof Promise)) return toStandardResult(r, ctx);
      } catch (_) {}
      return validateAsync(inst, value);
    },
    vendor: 'zod',
    version: 1,
  };
}
var $ZodString = /* @__PURE__ */ $constructor('$ZodString', (inst, def) => {
  $ZodType.init(inst, def);
  inst._zod.pattern = def.pattern ?? anyString;
  inst._zod.parse = (payload, _) => {
    if (def.coerce)
      try {
        payload.value = String(payload.value);
      } catch (_2) {}
    if (typeof payload.value === 'string') return payload;
    payload.issues.push({
      expected: 'string',
      code: 'invalid_type',
      input: payload.value,
      inst,
    });
    return payload;
  };
});
var $ZodStringFormat = /* @__PURE__ */ $constructor('$ZodStringFormat', (inst, def) => {
  $ZodCheckStringFormat.init(inst, def);
  $ZodString.init(inst, def);
});
var $ZodGUID = /* @__PURE__ */ $constructor('$ZodGUID', (inst, def) => {
  def.pattern ?? (def.pattern = guid);
  $ZodStringFormat.init(inst, def);
});
var $ZodEmail = /* @__PURE__ */ $constructor('$ZodEmail', (inst, def) => {
  def.pattern ?? (def.pattern = email);
  $ZodStringFormat.init(inst, def);
});
var $ZodISODateTime = /* @__PURE__ */ $constructor('$ZodISODateTime', (inst, def) => {
  def.pattern ?? (def.pattern = datetime(def));
  $ZodStringFormat.init(inst, def);
});
var $ZodISODate = /* @__PURE__ */ $constructor('$ZodISODate', (inst, def) => {
  def.pattern ?? (def.pattern = date);
  $ZodStringFormat.init(inst, def);
});
var $ZodISOTime = /* @__PURE__ */ $constructor('$ZodISOTime', (inst, def) => {
  def.pattern ?? (def.pattern = time(def));
  $ZodStringFormat.init(inst, def);
});
var $ZodISODuration = /* @__PURE__ */ $constructor('$ZodISODuration', (inst, def) => {
  def.pattern ?? (def.pattern = duration);
  $ZodStringFormat.init(inst, def);
});
var $ZodNumber = /* @__PURE__ */ $constructor('$ZodNumber', (inst, def) => {
  $ZodType.init(inst, def);
  inst._zod.pattern = number;
  inst._zod.parse = (payload, _ctx) => {
    if (def.coerce)
      try {
        payload.value = Number(payload.value);
      } catch (_) {}
    const input = payload.value;
    if (typeof input === 'number' && !Number.isNaN(input) && Number.isFinite(input)) {
      return payload;
    }
    const received =
      typeof input === 'number'
        ? Number.isNaN(input)
          ? 'NaN'
          : !Number.isFinite(input)
            ? String(input)
            : void 0
        : void 0;
    payload.issues.push({
      expected: 'number',
      code: 'invalid_type',
      input,
      inst,
      ...(received ? { received } : {}),
    });
    return payload;
  };
});
var $ZodNumberFormat = /* @__PURE__ */ $constructor('$ZodNumberFormat', (inst, def) => {
  $ZodCheckNumberFormat.init(inst, def);
  $ZodNumber.init(inst, def);
});
var $ZodBoolean = /* @__PURE__ */ $constructor('$ZodBoolean', (inst, def) => {
  $ZodType.init(inst, def);
  inst._zod.pattern = boolean;
  inst._zod.parse = (payload, _ctx) => {
    if (def.coerce)
      try {
        payload.value = Boolean(payload.value);
      } catch (_) {}
    const input = payload.value;
    if (typeof input === 'boolean') return payload;
    payload.issues.push({
      expected: 'boolean',
      code: 'invalid_type',
      input,
      inst,
    });
    return payload;
  };
});
var $ZodDate = /* @__PURE__ */ $constructor('$ZodDate', (inst, def) => {
  $ZodType.init(inst, def);
  inst._zod.parse = (payload, _ctx) => {
    if (def.coerce) {
      try {
        payload.value = new Date(payload.value);
      } catch (_err) {}
    }
    const input = payload.value;
    const isDate2 = input instanceof Date;
    const isValidDate2 = isDate2 && !Number.isNaN(input.getTime());
    if (isValidDate2) return payload;
    payload.issues.push({
      expected: 'date',
      code: 'invalid_type',
      input,
      ...(isDate2 ? { received: 'Invalid Date' } : {}),
      inst,
    });
    return payload;
  };
});
function capSize(inst, size) {
  const caps = sizeCaps(inst._zod.def.checks);
  if (!caps.length) return;
  const cap = Math.min(...caps.map((c) => c[0]));
  const parse2 = inst._zod.parse;
  inst._zod.parse = (payload, ctx) => {
    const n = size(payload.value);
    if (n > cap && !ctx?.skipChecks && ctx?.direction !== 'backward') {
      for (const [max, ch] of sizeCaps(inst._zod.def.checks)) {
        if (n > max && ch._zod.def.when(payload)) {
          const start = payload.issues.length;
          ch._zod.check(payload);
          payload.issues[start].continue = false;
          attachSchema(payload.issues, start, inst);
          return payload;
        }
      }
    }
    return parse2(payload, ctx);
  };
}
var arraySize = (input) => (Array.isArray(input) ? input.length : -1);
function handleArrayResult(result, final, index) {
  if (result.issues.length) {
    final.issues.push(...prefixIssues(index, result.issues));
  }
  final.value[index] = result.value;
}
var $ZodArray = /* @__PURE__ */ $constructor('$ZodArray', (inst, def) => {
  $ZodType.init(inst, def);
  const memo = globalConfig.memoizer;
  memo?.attach(inst);
  inst._zod.parse = (payload, ctx) => {
    const input = payload.value;
    if (!Array.isArray(input)) {
      payload.issues.push({
        expected: 'array',
        code: 'invalid_type',
        input,
        inst,
      });
      return payload;
    }
    payload.value = memo ? memo.alloc(inst, payload, Array(input.length), ctx) : Array(input.length);
    const proms = [];
    const abortEarly = ctx?.abortEarly;
    for (let i = 0; i < input.length; i++) {
      const item = input[i];
      const result = def.element._zod.run(
        {
          value: item,
          issues: [],
        },
        ctx,
      );
      if (result instanceof Promise) {
        proms.push(result.then((result2) => handleArrayResult(result2, payload, i)));
      } else {
        handleArrayResult(result, payload, i);
        if (abortEarly && result.issues.length !== 0 && aborted(result)) break;
      }
    }
    if (proms.length) {
      return Promise.all(proms).then(() => payload);
    }
    return payload;
  };
  capSize(inst, arraySize);
});
function handlePropertyResult(result, final, key, input, optin, optout) {
  const isPresent2 = key in input;
  const isOptionalOut = optout === 'optional';
  if (!isPresent2 && isOptionalOut && optin === 'optional') {
    return;
  }
  if (result.issues.length) {
    if (optin !== void 0 && isOptionalOut && !isPresent2) {
      return;
    }
    final.issues.push(...prefixIssues(key, result.issues));
  }
  if (!isPresent2 && optin === void 0) {
    if (!result.issues.length) {
      final.issues.push({
        code: 'invalid_type',
        expected: 'nonoptional',
        input: void 0,
        path: [key],
      });
    }
    return;
  }
  if (result.value === void 0) {
    if (isPresent2 || (optin === 'defaulted' && !isOptionalOut)) {
      final.value[key] = void 0;
    }
  } else {
    final.value[key] = result.value;
  }
}
var NO_SYMBOL_KEYS = [];
function normalizeDef(def) {
  const keys = Object.keys(def.shape);
  const ownSymbols = Object.getOwnPropertySymbols(def.shape);
  const symbolKeys = ownSymbols.length ? ownSymbols : NO_SYMBOL_KEYS;
  const allKeys = symbolKeys.length ? [...keys, ...symbolKeys] : keys;
  for (const k of allKeys) {
    if (!def.shape?.[k]?._zod?.traits?.has('$ZodType')) {
      throw new Error(`Invalid element at key "${String(k)}": expected a Zod schema`);
    }
  }
  const okeys = optionalKeys(def.shape);
  return {
    ...def,
    allKeys,
    symbolKeys,
    // string-only: handleCatchall matches it against `for...in`, which never yields a symbol
    keySet: new Set(keys),
    numKeys: keys.length,
    optionalKeys: new Set(okeys),
  };
}
function handleCatchall(proms, input, payload, ctx, def, inst, abortEarly) {
  const unrecognized = [];
  const keySet = def.keySet;
  const _catchall = def.catchall._zod;
  const t = _catchall.def.type;
  const optin = _catchall.optin;
  const optout = _catchall.optout;
  let seen = 0;
  for (const key in input) {
    if (abortEarly && payload.issues.length !== seen) {
      if (aborted(payload, seen)) break;
      seen = payload.issues.length;
    }
    if (keySet.has(key)) continue;
    if (key === '__proto__') {
      if (t === 'never') unrecognized.push(key);
      continue;
    }
    if (t === 'never') {
      unrecognized.push(key);
      continue;
    }
    const r = _catchall.run({ value: input[key], issues: [] }, ctx);
    if (r instanceof Promise) {
      proms.push(r.then((r2) => handlePropertyResult(r2, payload, key, input, optin, optout)));
    } else {
      handlePropertyResult(r, payload, key, input, optin, optout);
    }
  }
  if (unrecognized.length) {
    payload.issues.push({
      code: 'unrecognized_keys',
      keys: unrecognized,
      input,
      inst,
      // Describes the shape of the input, not the validity of the parsed value, so it never aborts. The parse still fails; the schema's own checks just get to run first, and an enclosing intersection can reconcile the key against a sibling operand.
      continue: true,
    });
  }
  if (!proms.length) return payload;
  return Promise.all(proms).then(() => {
    return payload;
  });
}
var $ZodObject = /* @__PURE__ */ $constructor('$ZodObject', (inst, def) => {
  $ZodType.init(inst, def);
  const desc = Object.getOwnPropertyDescriptor(def, 'shape');
  const sh = desc?.get ? desc.get.raw : (def.shape ?? {});
  if (sh) {
    const get = () => {
      const newSh = { ...sh };
      Object.defineProperty(def, 'shape', { value: newSh });
      get.raw = newSh;
      return newSh;
    };
    get.raw = sh;
    Object.defineProperty(def, 'shape', { get });
  }
  const _normalized = cached(() => normalizeDef(def));
  defineLazyInternal(inst, 'propValues', (zod) => {
    const shape = zod.def.shape;
    const propValues = {};
    for (const key in shape) {
      const field = shape[key]._zod;
      if (field.values) {
        if (!Object.prototype.hasOwnProperty.call(propValues, key)) {
          assignProp(propValues, key, /* @__PURE__ */ new Set());
        }
        for (const v of field.values) propValues[key].add(v);
        if (field.optin !== void 0) propValues[key].add(void 0);
      }
    }
    return propValues;
  });
  const isObject3 = isObject;
  const catchall = def.catchall;
  let value;
  const memo = globalConfig.memoizer;
  memo?.attach(inst);
  inst._zod.parse = (payload, ctx) => {
    value ?? (value = _normalized.value);
    const input = payload.value;
    if (!isObject3(input)) {
      payload.issues.push({
        expected: 'object',
        code: 'invalid_type',
        input,
        inst,
      });
      return payload;
    }
    payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
    const proms = [];
    const shape = value.shape;
    const abortEarly = ctx?.abortEarly;
    let seen = payload.issues.length;
    for (const key of value.allKeys) {
      if (abortEarly && payload.issues.length !== seen) {
        if (aborted(payload, seen)) break;
        seen = payload.issues.length;
      }
      if (key === '__proto__') continue;
      const el = shape[key];
      const optin = el._zod.optin;
      const optout = el._zod.optout;
      const r = el._zod.run({ value: input[key], issues: [] }, ctx);
      if (r instanceof Promise) {
        proms.push(r.then((r2) => handlePropertyResult(r2, payload, key, input, optin, optout)));
      } else {
        handlePropertyResult(r, payload, key, input, optin, optout);
      }
    }
    if (!catchall) {
      return proms.length ? Promise.all(proms).then(() => payload) : payload;
    }
    return handleCatchall(proms, input, payload, ctx, _normalized.value, inst, abortEarly === true);
  };
});
function handleUnionResults(results, final, inst, ctx) {
  for (const result of results) {
    if (result.issues.length === 0) {
      final.value = result.value;
      return final;
    }
  }
  const nonaborted = results.filter((r) => !aborted(r));
  if (nonaborted.length === 1) {
    final.value = nonaborted[0].value;
    return nonaborted[0];
  }
  final.issues.push({
    code: 'invalid_union',
    input: final.value,
    inst,
    errors: results.map((result) => result.issues.map((iss) => finalizeIssue(iss, ctx, config()))),
  });
  return final;
}
var $ZodUnion = /* @__PURE__ */ $constructor('$ZodUnion', (inst, def) => {
  $ZodType.init(inst, def);
  defineLazyInternal(inst, 'optin', (zod) =>
    zod.def.options.some((o) => o._zod.optin === 'defaulted')
      ? 'defaulted'
      : zod.def.options.some((o) => o._zod.optin !== void 0)
        ? 'optional'
        : void 0,
  );
  defineLazyInternal(inst, 'optout', (zod) =>
    zod.def.options.some((o) => o._zod.optout === 'optional') ? 'optional' : void 0,
  );
  defineLazyInternal(inst, 'values', (zod) => {
    if (zod.def.options.every((o) => o._zod.values)) {
      return new Set(zod.def.options.flatMap((option) => Array.from(option._zod.values)));
    }
    return void 0;
  });
  defineLazyInternal(inst, 'pattern', (zod) => {
    if (zod.def.options.every((o) => o._zod.pattern)) {
      const patterns = zod.def.options.map((o) => o._zod.pattern);
      return new RegExp(`^(${patterns.map((p) => cleanRegex(p.source)).join('|')})$`);
    }
    return void 0;
  });
  const first = def.options.length === 1 ? def.options[0]._zod.run : null;
  inst._zod.parse = (payload, ctx) => {
    if (first) {
      return first(payload, ctx);
    }
    let async = false;
    const results = [];
    for (const option of def.options) {
      const result = option._zod.run(
        {
          value: payload.value,
          issues: [],
        },
        ctx,
      );
      if (result instanceof Promise) {
        results.push(result);
        async = true;
      } else {
        if (result.issues.length === 0) return result;
        results.push(result);
      }
    }
    if (!async) return handleUnionResults(results, payload, inst, ctx);
    return Promise.all(results).then((results2) => {
      return handleUnionResults(results2, payload, inst, ctx);
    });
  };
});
var $ZodRecord = /* @__PURE__ */ $constructor('$ZodRecord', (inst, def) => {
  $ZodType.init(inst, def);
  const memo = globalConfig.memoizer;
  memo?.attach(inst);
  inst._zod.parse = (payload, ctx) => {
    const input = payload.value;
    if (!isPlainObject(input)) {
      payload.issues.push({
        expected: 'record',
        code: 'invalid_type',
        input,
        inst,
      });
      return payload;
    }
    const proms = [];
    const values = def.keyType._zod.values;
    if (values && !def.partial) {
      payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
      const recordKeys = /* @__PURE__ */ new Set();
      for (const key of values) {
        if (typeof key === 'string' || typeof key === 'number' || typeof key === 'symbol') {
          recordKeys.add(typeof key === 'number' ? key.toString() : key);
          if (key === '__proto__') continue;
          const keyResult = def.keyType._zod.run({ value: key, issues: [] }, ctx);
          if (keyResult instanceof Promise) {
            throw new Error('Async schemas not supported in object keys currently');
          }
          if (keyResult.issues.length) {
            payload.issues.push({
              code: 'invalid_key',
              origin: 'record',
              issues: keyResult.issues.map((iss) => finalizeIssue(iss, ctx, config())),
              input: key,
              path: [key],
              inst,
            });
            continue;
          }
          const outKey = keyResult.value;
          if (outKey === '__proto__') continue;
          const result = def.valueType._zod.run({ value: input[key], issues: [] }, ctx);
          if (result instanceof Promise) {
            proms.push(
              result.then((result2) => {
                if (result2.issues.length) {
                  payload.issues.push(...prefixIssues(key, result2.issues));
                }
                payload.value[outKey] = result2.value;
              }),
            );
          } else {
            if (result.issues.length) {
              payload.issues.push(...prefixIssues(key, result.issues));
            }
            payload.value[outKey] = result.value;
          }
        }
      }
      let unrecognized;
      for (const key in input) {
        if (!recordKeys.has(key)) {
          if (def.mode === 'loose') {
            if (key === '__proto__') continue;
            payload.value[key] = input[key];
          } else {
            unrecognized = unrecognized ?? [];
            unrecognized.push(key);
          }
        }
      }
      if (unrecognized && unrecognized.length > 0) {
        payload.issues.push({
          code: 'unrecognized_keys',
          input,
          inst,
          keys: unrecognized,
          continue: true,
        });
      }
    } else {
      payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
      let unrecognized;
      for (const key of Reflect.ownKeys(input)) {
        if (key === '__proto__') continue;
        if (!Object.prototype.propertyIsEnumerable.call(input, key)) continue;
        let keyResult = def.keyType._zod.run({ value: key, issues: [] }, ctx);
        if (keyResult instanceof Promise) {
          throw new Error('Async schemas not supported in object keys currently');
        }
        const checkNumericKey = typeof key === 'string' && number.test(key) && keyResult.issues.length;
        if (checkNumericKey) {
          const retryResult = def.keyType._zod.run({ value: Number(key), issues: [] }, ctx);
          if (retryResult instanceof Promise) {
            throw new Error('Async schemas not supported in object keys currently');
          }
          if (retryResult.issues.length === 0) {
            keyResult = retryResult;
          }
        }
        if (keyResult.issues.length) {
          if (def.mode === 'loose') {
            payload.value[key] = input[key];
          } else if (values) {
            unrecognized = unrecognized ?? [];
            unrecognized.push(key);
          } else {
            payload.issues.push({
              code: 'invalid_key',
              origin: 'record',
              issues: keyResult.issues.map((iss) => finalizeIssue(iss, ctx, config())),
              input: key,
              path: [key],
              inst,
            });
          }
          continue;
        }
        const outKey = keyResult.value;
        if (outKey === '__proto__') continue;
        const result = def.valueType._zod.run({ value: input[key], issues: [] }, ctx);
        if (result instanceof Promise) {
          proms.push(
            result.then((result2) => {
              if (result2.issues.length) {
                payload.issues.push(...prefixIssues(key, result2.issues));
              }
              payload.value[outKey] = result2.value;
            }),
          );
        } else {
          if (result.issues.length) {
            payload.issues.push(...prefixIssues(key, result.issues));
          }
          payload.value[outKey] = result.value;
        }
      }
      if (unrecognized && unrecognized.length > 0) {
        payload.issues.push({
          code: 'unrecognized_keys',
          input,
          inst,
          keys: unrecognized,
          continue: true,
        });
      }
    }
    if (proms.length) {
      return Promise.all(proms).then(() => payload);
    }
    return payload;
  };
});
var $ZodEnum = /* @__PURE__ */ $constructor('$ZodEnum', (inst, def) => {
  $ZodType.init(inst, def);
  const values = getEnumValues(def.entries);
  const valuesSet = new Set(values);
  inst._zod.values = valuesSet;
  defineLazyInternal(inst, 'pattern', (zod) => {
    const patternValues = getEnumValues(zod.def.entries).filter((k) => propertyKeyTypes.has(typeof k));
    return new RegExp(
      patternValues.length
        ? `^(${patternValues.map((o) => escapeRegex(o.toString())).join('|')})$`
        : '^[^\\s\\S]$',
    );
  });
  inst._zod.parse = (payload, _ctx) => {
    const input = payload.value;
    if (valuesSet.has(input)) {
      return payload;
    }
    payload.issues.push({
      code: 'invalid_value',
      values,
      input,
      inst,
    });
    return payload;
  };
});
var $ZodLiteral = /* @__PURE__ */ $constructor('$ZodLiteral', (inst, def) => {
  $ZodType.init(inst, def);
  const values = new Set(def.values);
  inst._zod.values = values;
  defineLazyInternal(inst, 'pattern', (zod) => {
    const vals = zod.def.values;
    return new RegExp(
      vals.length
        ? `^(${vals.map((o) => (typeof o === 'string' ? escapeRegex(o) : o ? escapeRegex(o.toString()) : String(o))).join('|')})$`
        : '^[^\\s\\S]$',
    );
  });
  inst._zod.parse = (payload, _ctx) => {
    const input = payload.value;
    if (values.has(input)) {
      return payload;
    }
    payload.issues.push({
      code: 'invalid_value',
      values: def.values,
      input,
      inst,
    });
    return payload;
  };
});
function handleOptionalResult(payload, result) {
  payload.value = result.issues.length ? void 0 : result.value;
  return payload;
}
var $ZodOptional = /* @__PURE__ */ $constructor('$ZodOptional', (inst, def) => {
  $ZodType.init(inst, def);
  defineLazyInternal(inst, 'optin', (zod) =>
    zod.def.innerType._zod.optin === 'defaulted' ? 'defaulted' : 'optional',
  );
  inst._zod.optout = 'optional';
  defineLazyInternal(inst, 'values', (zod) => {
    const values = zod.def.innerType._zod.values;
    return values ? /* @__PURE__ */ new Set([...values, void 0]) : void 0;
  });
  defineLazyInternal(inst, 'pattern', (zod) => {
    const pattern = zod.def.innerType._zod.pattern;
    return pattern ? new RegExp(`^(${cleanRegex(pattern.source)})?$`) : void 0;
  });
  inst._zod.parse = (payload, ctx) => {
    if (payload.value === void 0) {
      if (def.innerType._zod.optin !== 'defaulted') return payload;
      const result = def.innerType._zod.run({ value: payload.value, issues: [] }, ctx);
      if (result instanceof Promise) return result.then((result2) => handleOptionalResult(payload, result2));
      return handleOptionalResult(payload, result);
    }
    return def.innerType._zod.run(payload, ctx);
  };
});
var $ZodNullable = /* @__PURE__ */ $constructor('$ZodNullable', (inst, def) => {
  $ZodType.init(inst, def);
  defineLazyInternal(inst, 'optin', (zod) => zod.def.innerType._zod.optin);
  defineLazyInternal(inst, 'optout', (zod) => zod.def.innerType._zod.optout);
  defineLazyInternal(inst, 'pattern', (zod) => {
    const pattern = zod.def.innerType._zod.pattern;
    return pattern ? new RegExp(`^(${cleanRegex(pattern.source)}|null)$`) : void 0;
  });
  defineLazyInternal(inst, 'values', (zod) => {
    return zod.def.innerType._zod.values
      ? /* @__PURE__ */ new Set([...zod.def.innerType._zod.values, null])
      : void 0;
  });
  inst._zod.parse = (payload, ctx) => {
    if (payload.value === null) return payload;
    return def.innerType._zod.run(payload, ctx);
  };
});
var $ZodPipe = /* @__PURE__ */ $constructor('$ZodPipe', (inst, def) => {
  $ZodType.init(inst, def);
  defineLazyInternal(inst, 'values', (zod) => zod.def.in._zod.values);
  defineLazyInternal(inst, 'optin', (zod) => zod.def.in._zod.optin);
  defineLazyInternal(inst, 'optout', (zod) => zod.def.out._zod.optout);
  defineLazyInternal(inst, 'propValues', (zod) => zod.def.in._zod.propValues);
  inst._zod.parse = (payload, ctx) => {
    if (ctx.direction === 'backward') {
      const right = def.out._zod.run(payload, ctx);
      if (right instanceof Promise) {
        return right.then((right2) => handlePipeResult(right2, def.in, ctx));
      }
      return handlePipeResult(right, def.in, ctx);
    }
    const left = def.in._zod.run(payload, ctx);
    if (left instanceof Promise) {
      return left.then((left2) => handlePipeResult(left2, def.out, ctx));
    }
    return handlePipeResult(left, def.out, ctx);
  };
});
function handlePipeResult(left, next, ctx) {
  if (left.issues.some((iss) => iss.code !== 'unrecognized_keys')) {
    left.aborted = true;
    return left;
  }
  return next._zod.run({ value: left.value, issues: left.issues }, ctx);
}
var $ZodCustom = /* @__PURE__ */ $constructor('$ZodCustom', (inst, def) => {
  $ZodCheck.init(inst, def);
  $ZodType.init(inst, def);
  inst._zod.parse = (payload, _) => {
    return payload;
  };
  inst._zod.check = (payload) => {
    const input = payload.value;
    const r = def.fn(input);
    if (r instanceof Promise) {
      return r.then((r2) => handleRefineResult(r2, payload, input, inst));
    }
    handleRefineResult(r, payload, input, inst);
    return;
  };
});
function handleRefineResult(result, payload, input, inst) {
  if (!result) {
    const _iss = {
      code: 'custom',
      input,
      inst,
      // incorporates params.error into issue reporting
      path: [...(inst._zod.def.path ?? [])],
      // incorporates params.error into issue reporting
      continue: !inst._zod.def.abort,
      // params: inst._zod.def.params,
    };
    if (inst._zod.def.params) _iss.params = inst._zod.def.params;
    payload.issues.push(issue(_iss));
  }
}

// ../node_modules/.pnpm/zod@4.6.7/node_modules/zod/v4/core/api.js
function snapshotChecks(def) {
  if (def.checks) def.checks = [...def.checks];
  return def;
}
// @__NO_SIDE_EFFECTS__
function _string(Class, params) {
  return new Class(snapshotChecks({ type: 'string', ...normalizeParams(params) }));
}
// @__NO_SIDE_EFFECTS__
function _email(Class, params) {
  return new Class({
    type: 'string',
    format: 'email',
    check: 'string_format',
    abort: false,
    ...normalizeParams(params),
  });
}
// @__NO_SIDE_EFFECTS__
function _guid(Class, params) {
  return new Class({
    type: 'string',
    format: 'guid',
    check: 'string_format',
    abort: false,
    ...normalizeParams(params),
  });
}
// @__NO_SIDE_EFFECTS__
function _isoDateTime(Class, params) {
  return new Class({
    type: 'string',
    format: 'datetime',
    check: 'string_format',
    offset: false,
    local: false,
    precision: null,
    ...normalizeParams(params),
  });
}
// @__NO_SIDE_EFFECTS__
function _isoDate(Class, params) {
  return new Class({
    type: 'string',
    format: 'date',
    check: 'string_format',
    ...normalizeParams(params),
  });
}
// @__NO_SIDE_EFFECTS__
function _isoTime(Class, params) {
  return new Class({
    type: 'string',
    format: 'time',
    check: 'string_format',
    precision: null,
    ...normalizeParams(params),
  });
}
// @__NO_SIDE_EFFECTS__
function _isoDuration(Class, params) {
  return new Class({
    type: 'string',
    format: 'duration',
    check: 'string_format',
    ...normalizeParams(params),
  });
}
// @__NO_SIDE_EFFECTS__
function _number(Class, params) {
  return new Class(snapshotChecks({ type: 'number', checks: [], ...normalizeParams(params) }));
}
// @__NO_SIDE_EFFECTS__
function _int(Class, params) {
  return new Class({
    type: 'number',
    check: 'number_format',
    abort: false,
    format: 'safeint',
    ...normalizeParams(params),
  });
}
// @__NO_SIDE_EFFECTS__
function _boolean(Class, params) {
  return new Class({
    type: 'boolean',
    ...normalizeParams(params),
  });
}
// @__NO_SIDE_EFFECTS__
function _date(Class, params) {
  return new Class({
    type: 'date',
    ...normalizeParams(params),
  });
}
// @__NO_SIDE_EFFECTS__
function _lte(value, params) {
  return new $ZodCheckLessThan({
    check: 'less_than',
    ...normalizeParams(params),
    value,
    inclusive: true,
  });
}
// @__NO_SIDE_EFFECTS__
function _gte(value, params) {
  return new $ZodCheckGreaterThan({
    check: 'greater_than',
    ...normalizeParams(params),
    value,
    inclusive: true,
  });
}
// @__NO_SIDE_EFFECTS__
function _maxLength(maximum, params) {
  const ch = new $ZodCheckMaxLength({
    check: 'max_length',
    ...normalizeParams(params),
    maximum,
  });
  return ch;
}
// @__NO_SIDE_EFFECTS__
function _minLength(minimum, params) {
  return new $ZodCheckMinLength({
    check: 'min_length',
    ...normalizeParams(params),
    minimum,
  });
}
// @__NO_SIDE_EFFECTS__
function _regex(pattern, params) {
  return new $ZodCheckRegex({
    check: 'string_format',
    format: 'regex',
    ...normalizeParams(params),
    pattern,
  });
}
// @__NO_SIDE_EFFECTS__
function _overwrite(tx) {
  return new $ZodCheckOverwrite({
    check: 'overwrite',
    tx,
  });
}
// @__NO_SIDE_EFFECTS__
function _trim() {
  return /* @__PURE__ */ _overwrite((input) => input.trim());
}
// @__NO_SIDE_EFFECTS__
function _toLowerCase() {
  return /* @__PURE__ */ _overwrite((input) => input.toLowerCase());
}
// @__NO_SIDE_EFFECTS__
function _refine(Class, fn, _params) {
  const schema = new Class({
    type: 'custom',
    check: 'custom',
    fn,
    ...normalizeParams(_params),
  });
  return schema;
}

// ../node_modules/.pnpm/zod@4.6.7/node_modules/zod/v4/mini/schemas.js
var ZodMiniType = /* @__PURE__ */ $constructor(
  'ZodMiniType',
  (inst, def) => {
    if (!inst._zod) throw new Error('Uninitialized schema in ZodMiniType.');
    $ZodType.init(inst, def);
    inst.def = def;
    inst.type = def.type;
  },
  {
    // `with` is an alias for `check`: the same function object, not a wrapper.
    get with() {
      return this.check;
    },
    set with(value) {
      own(this, 'with', value);
    },
    parse(data, params) {
      return parse(this, data, params, { callee: this.parse });
    },
    parseAsync(data, params) {
      return parseAsync(this, data, params, { callee: this.parseAsync });
    },
    safeParse(data, params) {
      return safeParse(this, data, params);
    },
    safeParseAsync(data, params) {
      return safeParseAsync(this, data, params);
    },
    check(...checks) {
      const def = this.def;
      return this.clone(
        {
          ...def,
          checks: [
            ...(def.checks ?? []),
            ...checks.map((ch) =>
              typeof ch === 'function' ? { _zod: { check: ch, def: { check: 'custom' }, onattach: [] } } : ch,
            ),
          ],
        },
        { parent: true },
      );
    },
    clone(_def, params) {
      return clone(this, _def, params);
    },
    brand() {
      return this;
    },
    register(reg, meta2) {
      reg.add(this, meta2);
      return this;
    },
    apply(fn, ...args) {
      return args.length === 0 ? fn(this) : fn(this, ...args);
    },
  },
);
var ZodMiniString = /* @__PURE__ */ $constructor('ZodMiniString', (inst, def) => {
  $ZodString.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function string2(params) {
  return _string(ZodMiniString, params);
}
var ZodMiniStringFormat = /* @__PURE__ */ $constructor('ZodMiniStringFormat', (inst, def) => {
  $ZodStringFormat.init(inst, def);
  ZodMiniString.init(inst, def);
});
var ZodMiniEmail = /* @__PURE__ */ $constructor('ZodMiniEmail', (inst, def) => {
  $ZodEmail.init(inst, def);
  ZodMiniStringFormat.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function email2(params) {
  return _email(ZodMiniEmail, params);
}
var ZodMiniGUID = /* @__PURE__ */ $constructor('ZodMiniGUID', (inst, def) => {
  $ZodGUID.init(inst, def);
  ZodMiniStringFormat.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function guid2(params) {
  return _guid(ZodMiniGUID, params);
}
var ZodMiniNumber = /* @__PURE__ */ $constructor('ZodMiniNumber', (inst, def) => {
  $ZodNumber.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function number2(params) {
  return _number(ZodMiniNumber, params);
}
var ZodMiniNumberFormat = /* @__PURE__ */ $constructor('ZodMiniNumberFormat', (inst, def) => {
  $ZodNumberFormat.init(inst, def);
  ZodMiniNumber.init(inst, def);
});
function int(params) {
  return _int(ZodMiniNumberFormat, params);
}
var ZodMiniBoolean = /* @__PURE__ */ $constructor('ZodMiniBoolean', (inst, def) => {
  $ZodBoolean.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function boolean2(params) {
  return _boolean(ZodMiniBoolean, params);
}
var ZodMiniDate = /* @__PURE__ */ $constructor('ZodMiniDate', (inst, def) => {
  $ZodDate.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function date2(params) {
  return _date(ZodMiniDate, params);
}
var ZodMiniArray = /* @__PURE__ */ $constructor('ZodMiniArray', (inst, def) => {
  $ZodArray.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function array(element, params) {
  return new ZodMiniArray({
    type: 'array',
    element,
    ...normalizeParams(params),
  });
}
var ZodMiniObject = /* @__PURE__ */ $constructor('ZodMiniObject', (inst, def) => {
  $ZodObject.init(inst, def);
  ZodMiniType.init(inst, def);
  installLazyProp(inst, 'shape', (self) => self._zod.def.shape, false);
});
// @__NO_SIDE_EFFECTS__
function object(shape, params) {
  const def = {
    type: 'object',
    shape: shape ?? {},
    ...normalizeParams(params),
  };
  return new ZodMiniObject(def);
}
var ZodMiniUnion = /* @__PURE__ */ $constructor('ZodMiniUnion', (inst, def) => {
  $ZodUnion.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function union(options, params) {
  return new ZodMiniUnion({
    type: 'union',
    options,
    ...normalizeParams(params),
  });
}
var ZodMiniRecord = /* @__PURE__ */ $constructor('ZodMiniRecord', (inst, def) => {
  $ZodRecord.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function record(keyType, valueType, params) {
  if (!valueType || !valueType._zod) {
    return new ZodMiniRecord({
      type: 'record',
      keyType: /* @__PURE__ */ string2(),
      valueType: keyType,
      ...normalizeParams(valueType),
    });
  }
  return new ZodMiniRecord({
    type: 'record',
    keyType,
    valueType,
    ...normalizeParams(params),
  });
}
var ZodMiniEnum = /* @__PURE__ */ $constructor('ZodMiniEnum', (inst, def) => {
  $ZodEnum.init(inst, def);
  ZodMiniType.init(inst, def);
  inst.options = [...inst._zod.values];
});
// @__NO_SIDE_EFFECTS__
function _enum(values, params) {
  const entries = Array.isArray(values) ? Object.fromEntries(values.map((v) => [v, v])) : values;
  return new ZodMiniEnum({
    type: 'enum',
    entries,
    ...normalizeParams(params),
  });
}
var ZodMiniLiteral = /* @__PURE__ */ $constructor('ZodMiniLiteral', (inst, def) => {
  $ZodLiteral.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function literal(value, params) {
  return new ZodMiniLiteral({
    type: 'literal',
    values: Array.isArray(value) ? value : [value],
    ...normalizeParams(params),
  });
}
var ZodMiniOptional = /* @__PURE__ */ $constructor('ZodMiniOptional', (inst, def) => {
  $ZodOptional.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function optional(innerType) {
  return new ZodMiniOptional({
    type: 'optional',
    innerType,
  });
}
var ZodMiniNullable = /* @__PURE__ */ $constructor('ZodMiniNullable', (inst, def) => {
  $ZodNullable.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function nullable(innerType) {
  return new ZodMiniNullable({
    type: 'nullable',
    innerType,
  });
}
var ZodMiniPipe = /* @__PURE__ */ $constructor('ZodMiniPipe', (inst, def) => {
  $ZodPipe.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function pipe(in_, out) {
  return new ZodMiniPipe({
    type: 'pipe',
    in: in_,
    out,
  });
}
var ZodMiniCustom = /* @__PURE__ */ $constructor('ZodMiniCustom', (inst, def) => {
  $ZodCustom.init(inst, def);
  ZodMiniType.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function refine(fn, _params = {}) {
  return _refine(ZodMiniCustom, fn, _params);
}

// ../node_modules/.pnpm/zod@4.6.7/node_modules/zod/v4/mini/iso.js
var iso_exports = {};
__export(iso_exports, {
  ZodMiniISODate: () => ZodMiniISODate,
  ZodMiniISODateTime: () => ZodMiniISODateTime,
  ZodMiniISODuration: () => ZodMiniISODuration,
  ZodMiniISOTime: () => ZodMiniISOTime,
  date: () => date3,
  datetime: () => datetime2,
  duration: () => duration2,
  time: () => time2,
});
var ZodMiniISODateTime = /* @__PURE__ */ $constructor('ZodMiniISODateTime', (inst, def) => {
  $ZodISODateTime.init(inst, def);
  ZodMiniStringFormat.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function datetime2(params) {
  return _isoDateTime(ZodMiniISODateTime, params);
}
var ZodMiniISODate = /* @__PURE__ */ $constructor('ZodMiniISODate', (inst, def) => {
  $ZodISODate.init(inst, def);
  ZodMiniStringFormat.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function date3(params) {
  return _isoDate(ZodMiniISODate, params);
}
var ZodMiniISOTime = /* @__PURE__ */ $constructor('ZodMiniISOTime', (inst, def) => {
  $ZodISOTime.init(inst, def);
  ZodMiniStringFormat.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function time2(params) {
  return _isoTime(ZodMiniISOTime, params);
}
var ZodMiniISODuration = /* @__PURE__ */ $constructor('ZodMiniISODuration', (inst, def) => {
  $ZodISODuration.init(inst, def);
  ZodMiniStringFormat.init(inst, def);
});
// @__NO_SIDE_EFFECTS__
function duration2(params) {
  return _isoDuration(ZodMiniISODuration, params);
}

// ../packages/sdk/src/constants.ts
var LIMITS = {
  ownedWorkspacesPerUser: 20,
  membersPerWorkspace: 50,
  boardsPerWorkspace: 100,
  listsPerBoard: 50,
  cardsPerBoard: 5e3,
  labelsPerBoard: 30,
  checklistItemsPerCard: 100,
  /** Named checklists on one card. */
  checklistsPerCard: 10,
  /** Items of one checklist (a card's items over all its checklists stay within `checklistItemsPerCard`). */
  checklistItemsPerChecklist: 50,
  customFieldsPerBoard: 30,
  /** Card templates on one board (hidden cards the composer makes new cards from). */
  cardTemplatesPerBoard: 50,
  /** Options of one single- or multi-select custom field (so also the most a multi-select value holds). */
  optionsPerCustomField: 50,
  attachmentsPerCard: 50,
  /** Cards one card may be blocked by; a card may block any number. */
  blockersPerCard: 50,
  attachmentBytes: 25 * 1024 * 1024,
  avatarBytes: 2 * 1024 * 1024,
  invitationLifetimeMs: 7 * 24 * 60 * 60 * 1e3,
  invitationsPerWorkspacePerHour: 20,
  /** Invitations one person sends in 24 hours, across every workspace (deleted ones included). */
  invitationsPerUserPerDay: 50,
  /** Invitations one address receives in 24 hours, from anyone. */
  invitationsPerAddressPerDay: 3,
  activeShareLinksPerBoard: 1,
  /** Largest file `import-board` accepts (Trello JSON or CSV). */
  importFileBytes: 10 * 1024 * 1024,
  /** Largest backup archive (document and attachments' files) `readBackupArchive` reads: it is read into memory. */
  backupArchiveBytes: 512 * 1024 * 1024,
  /**
   * An import writes every row in one request, so it is bounded by everything
   * it brings in, not only by what a board may show: its cards, archived ones
   * included, count against `cardsPerBoard`, and these bound its comments and
   * checklist items over all cards.
   */
  commentsPerImport: 5e3,
  checklistItemsPerImport: 1e4,
  /** Links between the cards of one import (a Teamboard export brings each card's blockers). */
  dependenciesPerImport: 5e3,
  /** Email domains whose people may join one workspace without an invitation. */
  joinDomainsPerWorkspace: 10,
  /** Automation rules of one board, enabled or not. */
  automationRulesPerBoard: 50,
  /** Cards one `moveCards` request moves (the table view's bulk move). */
  cardsPerBulkMove: 500,
};
var TEXT_LIMITS = {
  email: { min: 1, max: 254 },
  displayName: { min: 1, max: 50 },
  workspaceName: { min: 1, max: 80 },
  workspaceSlug: { min: 3, max: 40 },
  boardName: { min: 1, max: 80 },
  boardDescription: { min: 0, max: 2e3 },
  listName: { min: 1, max: 60 },
  cardTitle: { min: 1, max: 200 },
  cardDescription: { min: 0, max: 2e4 },
  checklistItem: { min: 1, max: 300 },
  checklistName: { min: 1, max: 100 },
  comment: { min: 1, max: 5e3 },
  labelName: { min: 1, max: 30 },
  fileName: { min: 1, max: 255 },
  customFieldName: { min: 1, max: 60 },
  customFieldOption: { min: 1, max: 60 },
  customFieldUnit: { min: 1, max: 16 },
  /** A text custom field's value. */
  customFieldText: { min: 1, max: 2e3 },
  /** A URL custom field's value. */
  customFieldUrl: { min: 1, max: 2048 },
  savedViewName: { min: 1, max: 60 },
  /** How an import's column mapping names a CSV column: its header's first characters (a longer header is cut). */
  importColumn: { min: 1, max: 500 },
  automationRuleName: { min: 1, max: 80 },
};
var PASSWORD_BYTES = { min: 8, max: 72 };
var WIP_LIMIT = { min: 1, max: 999 };
var LABEL_COLORS = ['gray', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'indigo', 'purple', 'pink'];
var RESERVED_SLUGS = ['new', 'settings', 'api', 'admin', 'invite', 'auth'];
var SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
var WORKSPACE_ROLES = ['owner', 'admin', 'member', 'viewer'];
var INVITABLE_ROLES = ['admin', 'member', 'viewer'];
var BOARD_VISIBILITIES = ['workspace', 'private'];
var BOARD_MEMBER_ROLES = ['admin', 'editor', 'commenter', 'viewer'];

// ../packages/sdk/src/schemas/changes.ts
function hasChanges(keys) {
  return (input) => keys.some((key) => input[key] !== void 0);
}
var NOTHING_TO_UPDATE = 'Nothing to update.';

// ../packages/sdk/src/schemas/text.ts
function charLength(value) {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
}
function utf8Length(value) {
  return new TextEncoder().encode(value).length;
}
function boundedText(label, bounds) {
  const { min, max } = bounds;
  const tooShort =
    min <= 1 ? `${label} is required.` : `${label} must be at least ${String(min)} characters.`;
  return string2({ error: `${label} must be text.` }).check(
    _trim(),
    refine((value) => charLength(value) >= min, { error: tooShort, abort: true }),
    refine((value) => charLength(value) <= max, {
      error: `${label} must be at most ${String(max)} characters.`,
    }),
  );
}

// ../packages/sdk/src/schemas/fields.ts
var idSchema = guid2({ error: 'Must be an id.' });
var emailSchema = pipe(
  string2({ error: 'Email must be text.' }).check(
    _trim(),
    _toLowerCase(),
    refine((value) => value.length > 0, { error: 'Email is required.', abort: true }),
    refine((value) => charLength(value) <= TEXT_LIMITS.email.max, {
      error: `Email must be at most ${String(TEXT_LIMITS.email.max)} characters.`,
      abort: true,
    }),
  ),
  email2({ error: 'Enter a valid email address.' }),
);
var passwordSchema = string2({ error: 'Password must be text.' }).check(
  refine((value) => utf8Length(value) >= PASSWORD_BYTES.min, {
    error: `Password must be at least ${String(PASSWORD_BYTES.min)} characters.`,
  }),
  refine((value) => utf8Length(value) <= PASSWORD_BYTES.max, {
    error: `Password must be at most ${String(PASSWORD_BYTES.max)} bytes long.`,
  }),
  refine((value) => /\p{L}/u.test(value), { error: 'Password must contain a letter.' }),
  refine((value) => /\p{Nd}/u.test(value), { error: 'Password must contain a digit.' }),
);
var currentPasswordSchema = string2({ error: 'Password must be text.' }).check(
  _minLength(1, { error: 'Password is required.' }),
);
var displayNameSchema = boundedText('Display name', TEXT_LIMITS.displayName);
var workspaceNameSchema = boundedText('Workspace name', TEXT_LIMITS.workspaceName);
var reserved = new Set(RESERVED_SLUGS);
var workspaceSlugSchema = boundedText('Slug', TEXT_LIMITS.workspaceSlug).check(
  refine((value) => SLUG_PATTERN.test(value), {
    error: 'Use lower-case letters, digits and inner hyphens only.',
    abort: true,
  }),
  refine((value) => !reserved.has(value), { error: 'This slug is reserved.' }),
);
var boardNameSchema = boundedText('Board name', TEXT_LIMITS.boardName);
var boardDescriptionSchema = boundedText('Description', TEXT_LIMITS.boardDescription);
var listNameSchema = boundedText('List name', TEXT_LIMITS.listName);
var wipLimitSchema = nullable(
  number2({ error: 'WIP limit must be a number.' }).check(
    int({ error: 'WIP limit must be a whole number.' }),
    _gte(WIP_LIMIT.min, { error: `WIP limit must be at least ${String(WIP_LIMIT.min)}.` }),
    _lte(WIP_LIMIT.max, { error: `WIP limit must be at most ${String(WIP_LIMIT.max)}.` }),
  ),
);
var cardTitleSchema = boundedText('Title', TEXT_LIMITS.cardTitle);
var cardDescriptionSchema = boundedText('Description', TEXT_LIMITS.cardDescription);
var checklistItemBodySchema = boundedText('Checklist item', TEXT_LIMITS.checklistItem);
var checklistNameSchema = boundedText('Checklist name', TEXT_LIMITS.checklistName);
var commentBodySchema = boundedText('Comment', TEXT_LIMITS.comment);
var labelNameSchema = boundedText('Label name', TEXT_LIMITS.labelName);
var labelColorSchema = _enum(LABEL_COLORS, { error: 'Pick a colour from the palette.' });
var dueAtSchema = pipe(
  string2({ error: 'Due date must be text.' }).check(_trim()),
  iso_exports.datetime({ offset: true, error: 'Due date must be an ISO 8601 date-time.' }),
);
var startAtSchema = pipe(
  string2({ error: 'Start date must be text.' }).check(_trim()),
  iso_exports.datetime({ offset: true, error: 'Start date must be an ISO 8601 date-time.' }),
);
var neighbourIdSchema = optional(nullable(idSchema));

// ../packages/sdk/src/schemas/workspaces.ts
var workspaceRoleSchema = _enum(WORKSPACE_ROLES, { error: 'Unknown role.' });
var invitableRoleSchema = _enum(INVITABLE_ROLES, {
  error: 'Invitations grant admin, member or viewer.',
});
var createWorkspaceInput = object({
  name: workspaceNameSchema,
  slug: workspaceSlugSchema,
});
var updateWorkspaceInput = object({
  workspaceId: idSchema,
  name: optional(workspaceNameSchema),
  slug: optional(workspaceSlugSchema),
  /** Members must verify a second factor (aal2) to see anything in the workspace. */
  requireTwoFactor: optional(boolean2({ error: 'requireTwoFactor must be true or false.' })),
}).check(refine(hasChanges(['name', 'slug', 'requireTwoFactor']), { error: NOTHING_TO_UPDATE }));
var inviteMemberInput = object({
  workspaceId: idSchema,
  email: emailSchema,
  role: invitableRoleSchema,
});
var revokeInvitationInput = object({ invitationId: idSchema });
var acceptInvitationInput = object({
  token: string2({ error: 'Token must be text.' }).check(
    _trim(),
    _minLength(1, { error: 'Token is required.' }),
  ),
});
var previewInvitationInput = object({
  token: string2({ error: 'Token must be text.' }).check(
    _trim(),
    _minLength(1, { error: 'Token is required.' }),
    _maxLength(256, { error: 'This is not an invitation token.' }),
  ),
});
var changeMemberRoleInput = object({
  workspaceId: idSchema,
  userId: idSchema,
  role: workspaceRoleSchema,
});
var removeMemberInput = object({ workspaceId: idSchema, userId: idSchema });
var transferOwnershipInput = object({ workspaceId: idSchema, userId: idSchema });
var resetMemberTwoFactorInput = object({ workspaceId: idSchema, userId: idSchema });

// ../packages/sdk/src/schemas/board-access.ts
var boardVisibilitySchema = _enum(BOARD_VISIBILITIES, { error: 'Choose workspace or private.' });
var boardMemberRoleSchema = _enum(BOARD_MEMBER_ROLES, {
  error: 'Choose admin, editor, commenter or viewer.',
});
var setBoardVisibilityInput = object({ boardId: idSchema, visibility: boardVisibilitySchema });
var boardMemberInput = object({
  boardId: idSchema,
  userId: idSchema,
  role: boardMemberRoleSchema,
});
var removeBoardMemberInput = object({ boardId: idSchema, userId: idSchema });
var inviteBoardGuestInput = object({
  boardId: idSchema,
  email: emailSchema,
  role: boardMemberRoleSchema,
});

// ../packages/sdk/src/schemas/time-zone.ts
function isTimeZone(timeZone) {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}
var timeZoneSchema = string2({ error: 'The time zone must be text.' }).check(
  _maxLength(64, { error: 'The time zone is not valid.' }),
  refine(isTimeZone, { error: 'The time zone is not valid.' }),
);

// ../packages/sdk/src/schemas/custom-fields.ts
var CUSTOM_FIELD_TYPES = [
  'text',
  'number',
  'date',
  'single_select',
  'multi_select',
  'checkbox',
  'url',
  'person',
];
var customFieldTypeSchema = _enum(CUSTOM_FIELD_TYPES, { error: 'Pick a field type.' });
var customFieldNameSchema = boundedText('Field name', TEXT_LIMITS.customFieldName);
var customFieldOptionLabelSchema = boundedText('Option', TEXT_LIMITS.customFieldOption);
var customFieldUnitSchema = nullable(boundedText('Unit', TEXT_LIMITS.customFieldUnit));
var newOptionSchema = object({
  label: customFieldOptionLabelSchema,
  color: optional(labelColorSchema),
});
var positionSchema = number2({ error: 'Position must be a number.' }).check(
  refine(Number.isFinite, { error: 'Position must be a finite number.' }),
);
var createCustomFieldInput = object({
  boardId: idSchema,
  name: customFieldNameSchema,
  type: customFieldTypeSchema,
  unit: optional(customFieldUnitSchema),
  showOnCard: optional(boolean2({ error: 'Show on card must be true or false.' })),
  /** A select field's first options, in order. */
  options: optional(
    array(newOptionSchema).check(
      _maxLength(LIMITS.optionsPerCustomField, {
        error: `A field can have at most ${String(LIMITS.optionsPerCustomField)} options.`,
      }),
    ),
  ),
});
var updateCustomFieldInput = object({
  fieldId: idSchema,
  name: optional(customFieldNameSchema),
  unit: optional(customFieldUnitSchema),
  showOnCard: optional(boolean2({ error: 'Show on card must be true or false.' })),
  position: optional(positionSchema),
  addOptions: optional(
    array(newOptionSchema).check(
      _maxLength(LIMITS.optionsPerCustomField, {
        error: `A field can have at most ${String(LIMITS.optionsPerCustomField)} options.`,
      }),
    ),
  ),
  updateOptions: optional(
    array(
      object({
        optionId: idSchema,
        label: optional(customFieldOptionLabelSchema),
        color: optional(labelColorSchema),
        position: optional(positionSchema),
      }).check(refine(hasChanges(['label', 'color', 'position']), { error: NOTHING_TO_UPDATE })),
    ).check(_maxLength(LIMITS.optionsPerCustomField, { error: 'Too many options at once.' })),
  ),
  removeOptionIds: optional(
    array(idSchema).check(_maxLength(LIMITS.optionsPerCustomField, { error: 'Too many options at once.' })),
  ),
}).check(
  refine(
    hasChanges(['name', 'unit', 'showOnCard', 'position', 'addOptions', 'updateOptions', 'removeOptionIds']),
    { error: NOTHING_TO_UPDATE },
  ),
);
var customFieldValueSchema = union(
  [
    string2().check(
      refine((value) => value.trim().length > 0, { error: 'A value is required.', abort: true }),
      _maxLength(Math.max(TEXT_LIMITS.customFieldText.max, TEXT_LIMITS.customFieldUrl.max), {
        error: `A value must be at most ${String(TEXT_LIMITS.customFieldUrl.max)} characters.`,
      }),
    ),
    number2().check(refine(Number.isFinite, { error: 'A number must be finite.' })),
    boolean2(),
    array(idSchema).check(
      _minLength(1, { error: 'Choose at least one option.' }),
      _maxLength(LIMITS.optionsPerCustomField, { error: 'Too many options.' }),
    ),
  ],
  { error: 'A value is text, a number, true or false, or a list of option ids.' },
);
var setCardFieldValueInput = object({
  cardId: idSchema,
  fieldId: idSchema,
  value: customFieldValueSchema,
});
var cardFieldInput = object({ cardId: idSchema, fieldId: idSchema });

// ../packages/sdk/src/schemas/boards.ts
var createBoardInput = object({
  workspaceId: idSchema,
  name: boardNameSchema,
  description: optional(boardDescriptionSchema),
  /** The zone its schedules count in, usually the creator's; left out, UTC. */
  timeZone: optional(timeZoneSchema),
});
var updateBoardInput = object({
  boardId: idSchema,
  name: optional(boardNameSchema),
  description: optional(boardDescriptionSchema),
}).check(refine(hasChanges(['name', 'description']), { error: NOTHING_TO_UPDATE }));
var createListInput = object({
  boardId: idSchema,
  name: listNameSchema,
  wipLimit: optional(wipLimitSchema),
});
var updateListInput = object({
  listId: idSchema,
  name: optional(listNameSchema),
  wipLimit: optional(wipLimitSchema),
}).check(refine(hasChanges(['name', 'wipLimit']), { error: NOTHING_TO_UPDATE }));
var moveListInput = object({
  listId: idSchema,
  beforeId: neighbourIdSchema,
  afterId: neighbourIdSchema,
});
var setBoardTimeZoneInput = object({ boardId: idSchema, timeZone: timeZoneSchema });
var EXPORT_FORMATS = ['json', 'csv'];
var exportBoardInput = object({
  boardId: idSchema,
  format: _enum(EXPORT_FORMATS, { error: 'Export as json or csv.' }),
});
var IMPORT_FORMATS = ['trello', 'csv', 'teamboard'];
var csvColumnChoiceSchema = union([
  literal('skip'),
  object({
    type: customFieldTypeSchema,
    name: customFieldNameSchema,
    /** A number field's unit ("Estimate (h)" proposes "h"). */
    unit: optional(customFieldUnitSchema),
  }),
]);
var mappedFields = (columns) =>
  Object.values(columns).flatMap((choice) =>
    typeof choice === 'object' && choice !== null && 'name' in choice && typeof choice.name === 'string'
      ? [choice.name]
      : [],
  );
var csvColumnsSchema = record(
  string2({ error: 'Name a column by its header.' }).check(
    _minLength(TEXT_LIMITS.importColumn.min, { error: 'Name a column by its header.' }),
    _maxLength(TEXT_LIMITS.importColumn.max, {
      error: `A column is named by at most ${String(TEXT_LIMITS.importColumn.max)} characters of its header.`,
    }),
  ),
  csvColumnChoiceSchema,
).check(
  refine((columns) => mappedFields(columns).length <= LIMITS.customFieldsPerBoard, {
    error: `An import can make at most ${String(LIMITS.customFieldsPerBoard)} custom fields.`,
    params: { teamboardCode: 'limit-reached', reason: 'customFieldsPerBoard' },
  }),
  refine(
    (columns) => {
      const names = mappedFields(columns).map((name) => name.trim().toLowerCase());
      return new Set(names).size === names.length;
    },
    { error: 'Two columns cannot make fields of the same name.' },
  ),
);
var importBoardInput = object({
  workspaceId: idSchema,
  format: optional(
    _enum(IMPORT_FORMATS, {
      error: 'Import a Trello export (trello), a CSV file (csv) or a Teamboard export (teamboard).',
    }),
  ),
  name: optional(boardNameSchema),
  timeZone: optional(timeZoneSchema),
  /** A CSV file's extra columns as the importer chose them in the preview. */
  columns: optional(csvColumnsSchema),
});

// ../packages/sdk/src/api-tokens/schemas.ts
var API_TOKEN_LIMITS = {
  name: 100,
  /** A token expires within this many days of its creation. */
  lifetimeDays: 366,
  /** Tokens one person may have that are neither revoked nor expired. */
  activePerUser: 50,
  /** Boards one token may name (supabase/migrations/20261130300000_api_token_boards_and_bots.sql). */
  boards: 50,
};
var API_TOKEN_PATTERN = /^tbk_[A-Za-z0-9_-]{43}$/;
var API_TOKEN_SCOPES = ['read', 'write'];
var apiTokenSchema = string2({ error: 'The API token must be text.' }).check(
  _trim(),
  _regex(API_TOKEN_PATTERN, { error: 'This is not a Teamboard API token (tbk_\u2026).' }),
);
var createApiTokenInput = object({
  workspaceId: idSchema,
  name: string2({ error: 'Name must be text.' }).check(
    _trim(),
    _minLength(1, { error: 'Give the token a name.' }),
    _maxLength(API_TOKEN_LIMITS.name, {
      error: `Name must be at most ${String(API_TOKEN_LIMITS.name)} characters.`,
    }),
  ),
  scope: _enum(API_TOKEN_SCOPES, { error: 'The scope is read or write.' }),
  /** When it stops working: after now, within a year. */
  expiresAt: date2({ error: 'expiresAt must be a date.' }).check(
    refine((date4) => !Number.isNaN(date4.getTime()) && date4.getTime() > Date.now(), {
      error: 'The expiry must be in the future.',
      abort: true,
    }),
    refine((date4) => date4.getTime() <= Date.now() + API_TOKEN_LIMITS.lifetimeDays * 864e5, {
      error: 'A token expires within a year.',
    }),
  ),
  /** Only these boards of the workspace (each one you may see); every board when left out. */
  boardIds: optional(
    array(idSchema).check(
      _minLength(1, { error: 'Name at least one board, or leave boardIds out for every board.' }),
      _maxLength(API_TOKEN_LIMITS.boards, {
        error: `A token names at most ${String(API_TOKEN_LIMITS.boards)} boards.`,
      }),
    ),
  ),
  /** Act as the workspace's bot, named after the token, rather than as you (workspace owners and admins). */
  asBot: optional(boolean2({ error: 'asBot must be true or false.' })),
});
var apiTokenSessionInput = object({ token: apiTokenSchema });

// ../node_modules/.pnpm/jose@6.2.17/node_modules/jose/dist/webapi/lib/buffer_utils.js
var encoder = new TextEncoder();
var decoder = new TextDecoder();
var strictDecoder = new TextDecoder('utf-8', { fatal: true });
var UINT32_RANGE = 2 ** 32;
function decodeBase64(encoded, url = false) {
  if (Uint8Array.fromBase64)
    return Uint8Array.fromBase64(encoded, { alphabet: url ? 'base64url' : 'base64' });
  if (url) {
    if (encoded.includes('+') || encoded.includes('/')) throw new TypeError('Invalid base64url');
    encoded = encoded.replace(/-/g, '+').replace(/_/g, '/');
  }
  const binary = atob(encoded),
    bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

// ../node_modules/.pnpm/jose@6.2.17/node_modules/jose/dist/webapi/util/errors.js
var JOSEError = class extends Error {
  static code = 'ERR_JOSE_GENERIC';
  code = 'ERR_JOSE_GENERIC';
  constructor(message, options) {
    (super(message, options),
      (this.name = this.constructor.name),
      Error.captureStackTrace?.(this, this.constructor));
  }
};
var JWTInvalid = class extends JOSEError {
  static code = 'ERR_JWT_INVALID';
  code = 'ERR_JWT_INVALID';
};

// ../node_modules/.pnpm/jose@6.2.17/node_modules/jose/dist/webapi/util/base64url.js
var invalid = 'The input to be decoded is not correctly encoded.';
function decode2(input) {
  try {
    return decodeBase64(typeof input == 'string' ? input : decoder.decode(input), true);
  } catch (cause) {
    throw new TypeError(invalid, { cause });
  }
}

// ../node_modules/.pnpm/jose@6.2.17/node_modules/jose/dist/webapi/lib/validate.js
function isObject2(input) {
  if (
    typeof input != 'object' ||
    input === null ||
    Object.prototype.toString.call(input) !== '[object Object]'
  )
    return false;
  const prototype = Object.getPrototypeOf(input);
  return prototype === null || Object.getPrototypeOf(prototype) === null;
}

// ../node_modules/.pnpm/jose@6.2.17/node_modules/jose/dist/webapi/util/decode_jwt.js
function decodeJwt(jwt) {
  if (typeof jwt != 'string')
    throw new JWTInvalid('JWTs must use Compact JWS serialization, JWT must be a string');
  const { 1: encodedPayload, length } = jwt.split('.');
  if (length === 5) throw new JWTInvalid('Only JWTs using Compact JWS serialization can be decoded');
  if (length !== 3) throw new JWTInvalid('Invalid JWT');
  if (!encodedPayload) throw new JWTInvalid('JWTs must contain a payload');
  let claimsSetBytes;
  try {
    claimsSetBytes = decode2(encodedPayload);
  } catch (cause) {
    throw new JWTInvalid('Failed to base64url decode the payload', { cause });
  }
  let claimsSet;
  try {
    claimsSet = JSON.parse(strictDecoder.decode(claimsSetBytes));
  } catch (cause) {
    throw new JWTInvalid('Failed to parse the decoded payload as JSON', { cause });
  }
  if (!isObject2(claimsSet)) throw new JWTInvalid('Invalid JWT Claims Set');
  return claimsSet;
}

// ../node_modules/.pnpm/rrule@2.8.1/node_modules/rrule/dist/esm/index.js
var esm_exports = {};
__export(esm_exports, {
  ALL_WEEKDAYS: () => ALL_WEEKDAYS,
  Frequency: () => Frequency,
  RRule: () => RRule,
  RRuleSet: () => RRuleSet,
  Weekday: () => Weekday,
  datetime: () => datetime3,
  rrulestr: () => rrulestr,
});

// ../node_modules/.pnpm/rrule@2.8.1/node_modules/rrule/dist/esm/weekday.js
var ALL_WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];
var Weekday =
  /** @class */
  (function () {
    function Weekday2(weekday, n) {
      if (n === 0) throw new Error("Can't create weekday with n == 0");
      this.weekday = weekday;
      this.n = n;
    }
    Weekday2.fromStr = function (str) {
      return new Weekday2(ALL_WEEKDAYS.indexOf(str));
    };
    Weekday2.prototype.nth = function (n) {
      return this.n === n ? this : new Weekday2(this.weekday, n);
    };
    Weekday2.prototype.equals = function (other) {
      return this.weekday === other.weekday && this.n === other.n;
    };
    Weekday2.prototype.toString = function () {
      var s = ALL_WEEKDAYS[this.weekday];
      if (this.n) s = (this.n > 0 ? '+' : '') + String(this.n) + s;
      return s;
    };
    Weekday2.prototype.getJsWeekday = function () {
      return this.weekday === 6 ? 0 : this.weekday + 1;
    };
    return Weekday2;
  })();

// ../node_modules/.pnpm/rrule@2.8.1/node_modules/rrule/dist/esm/helpers.js
var isPresent = function (value) {
  return value !== null && value !== void 0;
};
var isNumber = function (value) {
  return typeof value === 'number';
};
var isWeekdayStr = function (value) {
  return typeof value === 'string' && ALL_WEEKDAYS.includes(value);
};
var isArray = Array.isArray;
var range = function (start, end) {
  if (end === void 0) {
    end = start;
  }
  if (arguments.length === 1) {
    end = start;
    start = 0;
  }
  var rang = [];
  for (var i = start; i < end; i++) rang.push(i);
  return rang;
};
var repeat = function (value, times) {
  var i = 0;
  var array2 = [];
  if (isArray(value)) {
    for (; i < times; i++) array2[i] = [].concat(value);
  } else {
    for (; i < times; i++) array2[i] = value;
  }
  return array2;
};
var toArray = function (item) {
  if (isArray(item)) {
    return item;
  }
  return [item];
};
function padStart(item, targetLength, padString) {
  if (padString === void 0) {
    padString = ' ';
  }
  var str = String(item);
  targetLength = targetLength >> 0;
  if (str.length > targetLength) {
    return String(str);
  }
  targetLength = targetLength - str.length;
  if (targetLength > padString.length) {
    padString += repeat(padString, targetLength / padString.length);
  }
  return padString.slice(0, targetLength) + String(str);
}
var split = function (str, sep, num) {
  var splits = str.split(sep);
  return num ? splits.slice(0, num).concat([splits.slice(num).join(sep)]) : splits;
};
var pymod = function (a, b) {
  var r = a % b;
  return r * b < 0 ? r + b : r;
};
var divmod = function (a, b) {
  return { div: Math.floor(a / b), mod: pymod(a, b) };
};
var empty = function (obj) {
  return !isPresent(obj) || obj.length === 0;
};
var notEmpty = function (obj) {
  return !empty(obj);
};
var includes = function (arr, val) {
  return notEmpty(arr) && arr.indexOf(val) !== -1;
};

// ../node_modules/.pnpm/rrule@2.8.1/node_modules/rrule/dist/esm/dateutil.js
var datetime3 = function (y, m, d, h, i, s) {
  if (h === void 0) {
    h = 0;
  }
  if (i === void 0) {
    i = 0;
  }
  if (s === void 0) {
    s = 0;
  }
  return new Date(Date.UTC(y, m - 1, d, h, i, s));
};
var MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
var ONE_DAY = 1e3 * 60 * 60 * 24;
var MAXYEAR = 9999;
var ORDINAL_BASE = datetime3(1970, 1, 1);
var PY_WEEKDAYS = [6, 0, 1, 2, 3, 4, 5];
var isLeapYear = function (year) {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
};
var isDate = function (value) {
  return value instanceof Date;
};
var isValidDate = function (value) {
  return isDate(value) && !isNaN(value.getTime());
};
var daysBetween = function (date1, date22) {
  var date1ms = date1.getTime();
  var date2ms = date22.getTime();
  var differencems = date1ms - date2ms;
  return Math.round(differencems / ONE_DAY);
};
var toOrdinal = function (date4) {
  return daysBetween(date4, ORDINAL_BASE);
};
var fromOrdinal = function (ordinal) {
  return new Date(ORDINAL_BASE.getTime() + ordinal * ONE_DAY);
};
var getMonthDays = function (date4) {
  var month = date4.getUTCMonth();
  return month === 1 && isLeapYear(date4.getUTCFullYear()) ? 29 : MONTH_DAYS[month];
};
var getWeekday = function (date4) {
  return PY_WEEKDAYS[date4.getUTCDay()];
};
var monthRange = function (year, month) {
  var date4 = datetime3(year, month + 1, 1);
  return [getWeekday(date4), getMonthDays(date4)];
};
var combine = function (date4, time3) {
  time3 = time3 || date4;
  return new Date(
    Date.UTC(
      date4.getUTCFullYear(),
      date4.getUTCMonth(),
      date4.getUTCDate(),
      time3.getHours(),
      time3.getMinutes(),
      time3.getSeconds(),
      time3.getMilliseconds(),
    ),
  );
};
var clone2 = function (date4) {
  var dolly = new Date(date4.getTime());
  return dolly;
};
var cloneDates = function (dates) {
  var clones = [];
  for (var i = 0; i < dates.length; i++) {
    clones.push(clone2(dates[i]));
  }
  return clones;
};
var sort = function (dates) {
  dates.sort(function (a, b) {
    return a.getTime() - b.getTime();
  });
};
var timeToUntilString = function (time3, utc) {
  if (utc === void 0) {
    utc = true;
  }
  var date4 = new Date(time3);
  return [
    padStart(date4.getUTCFullYear().toString(), 4, '0'),
    padStart(date4.getUTCMonth() + 1, 2, '0'),
    padStart(date4.getUTCDate(), 2, '0'),
    'T',
    padStart(date4.getUTCHours(), 2, '0'),
    padStart(date4.getUTCMinutes(), 2, '0'),
    padStart(date4.getUTCSeconds(), 2, '0'),
    utc ? 'Z' : '',
  ].join('');
};
var untilStringToDate = function (until) {
  var re = /^(\d{4})(\d{2})(\d{2})(T(\d{2})(\d{2})(\d{2})Z?)?$/;
  var bits = re.exec(until);
  if (!bits) throw new Error('Invalid UNTIL value: '.concat(until));
  return new Date(
    Date.UTC(
      parseInt(bits[1], 10),
      parseInt(bits[2], 10) - 1,
      parseInt(bits[3], 10),
      parseInt(bits[5], 10) || 0,
      parseInt(bits[6], 10) || 0,
      parseInt(bits[7], 10) || 0,
    ),
  );
};
var dateTZtoISO8601 = function (date4, timeZone) {
  var dateStr = date4.toLocaleString('sv-SE', { timeZone });
  return dateStr.replace(' ', 'T') + 'Z';
};
var dateInTimeZone = function (date4, timeZone) {
  var localTimeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  var dateInLocalTZ = new Date(dateTZtoISO8601(date4, localTimeZone));
  var dateInTargetTZ = new Date(
    dateTZtoISO8601(date4, timeZone !== null && timeZone !== void 0 ? timeZone : 'UTC'),
  );
  var tzOffset = dateInTargetTZ.getTime() - dateInLocalTZ.getTime();
  return new Date(date4.getTime() - tzOffset);
};

// ../node_modules/.pnpm/rrule@2.8.1/node_modules/rrule/dist/esm/iterresult.js
var IterResult =
  /** @class */
  (function () {
    function IterResult2(method, args) {
      this.minDate = null;
      this.maxDate = null;
      this._result = [];
      this.total = 0;
      this.method = method;
      this.args = args;
      if (method === 'between') {
        this.maxDate = args.inc ? args.before : new Date(args.before.getTime() - 1);
        this.minDate = args.inc ? args.after : new Date(args.after.getTime() + 1);
      } else if (method === 'before') {
        this.maxDate = args.inc ? args.dt : new Date(args.dt.getTime() - 1);
      } else if (method === 'after') {
        this.minDate = args.inc ? args.dt : new Date(args.dt.getTime() + 1);
      }
    }
    IterResult2.prototype.accept = function (date4) {
      ++this.total;
      var tooEarly = this.minDate && date4 < this.minDate;
      var tooLate = this.maxDate && date4 > this.maxDate;
      if (this.method === 'between') {
        if (tooEarly) return true;
        if (tooLate) return false;
      } else if (this.method === 'before') {
        if (tooLate) return false;
      } else if (this.method === 'after') {
        if (tooEarly) return true;
        this.add(date4);
        return false;
      }
      return this.add(date4);
    };
    IterResult2.prototype.add = function (date4) {
      this._result.push(date4);
      return true;
    };
    IterResult2.prototype.getValue = function () {
      var res = this._result;
      switch (this.method) {
        case 'all':
        case 'between':
          return res;
        case 'before':
        case 'after':
        default:
          return res.length ? res[res.length - 1] : null;
      }
    };
    IterResult2.prototype.clone = function () {
      return new IterResult2(this.method, this.args);
    };
    return IterResult2;
  })();
var iterresult_default = IterResult;

// ../node_modules/.pnpm/tslib@2.8.1/node_modules/tslib/tslib.es6.mjs
var extendStatics = function (d, b) {
  extendStatics =
    Object.setPrototypeOf ||
    ({ __proto__: [] } instanceof Array &&
      function (d2, b2) {
        d2.__proto__ = b2;
      }) ||
    function (d2, b2) {
      for (var p in b2) if (Object.prototype.hasOwnProperty.call(b2, p)) d2[p] = b2[p];
    };
  return extendStatics(d, b);
};
function __extends(d, b) {
  if (typeof b !== 'function' && b !== null)
    throw new TypeError('Class extends value ' + String(b) + ' is not a constructor or null');
  extendStatics(d, b);
  function __() {
    this.constructor = d;
  }
  d.prototype = b === null ? Object.create(b) : ((__.prototype = b.prototype), new __());
}
var __assign = function () {
  __assign =
    Object.assign ||
    function __assign2(t) {
      for (var s, i = 1, n = arguments.length; i < n; i++) {
        s = arguments[i];
        for (var p in s) if (Object.prototype.hasOwnProperty.call(s, p)) t[p] = s[p];
      }
      return t;
    };
  return __assign.apply(this, arguments);
};
function __spreadArray(to, from, pack) {
  if (pack || arguments.length === 2)
    for (var i = 0, l = from.length, ar; i < l; i++) {
      if (ar || !(i in from)) {
        if (!ar) ar = Array.prototype.slice.call(from, 0, i);
        ar[i] = from[i];
      }
    }
  return to.concat(ar || Array.prototype.slice.call(from));
}

// ../node_modules/.pnpm/rrule@2.8.1/node_modules/rrule/dist/esm/callbackiterresult.js
var CallbackIterResult =
  /** @class */
  (function (_super) {
    __extends(CallbackIterResult2, _super);
    function CallbackIterResult2(method, args, iterator) {
      var _this = _super.call(this, method, args) || this;
      _this.iterator = iterator;
      return _this;
    }
    CallbackIterResult2.prototype.add = function (date4) {
      if (this.iterator(date4, this._result.length)) {
        this._result.push(date4);
        return true;
      }
      return false;
    };
    return CallbackIterResult2;
  })(iterresult_default);
var callbackiterresult_default = CallbackIterResult;

// ../node_modules/.pnpm/rrule@2.8.1/node_modules/rrule/dist/esm/nlp/i18n.js
var ENGLISH = {
  dayNames: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  monthNames: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  tokens: {
    SKIP: /^[ \r\n\t]+|^\.$/,
    number: /^[1-9][0-9]*/,
    numberAsText: /^(one|two|three)/i,
    every: /^every/i,
    'day(s)': /^days?/i,
    'weekday(s)': /^weekdays?/i,
    'week(s)': /^weeks?/i,
    'hour(s)': /^hours?/i,
    'minute(s)': /^minutes?/i,
    'month(s)': /^months?/i,
    'year(s)': /^years?/i,
    on: /^(on|in)/i,
    at: /^(at)/i,
    the: /^the/i,
    first: /^first/i,
    second: /^second/i,
    third: /^third/i,
    nth: /^([1-9][0-9]*)(\.|th|nd|rd|st)/i,
    last: /^last/i,
    for: /^for/i,
    'time(s)': /^times?/i,
    until: /^(un)?til/i,
    monday: /^mo(n(day)?)?/i,
    tuesday: /^tu(e(s(day)?)?)?/i,
    wednesday: /^we(d(n(esday)?)?)?/i,
    thursday: /^th(u(r(sday)?)?)?/i,
    friday: /^fr(i(day)?)?/i,
    saturday: /^sa(t(urday)?)?/i,
    sunday: /^su(n(day)?)?/i,
    january: /^jan(uary)?/i,
    february: /^feb(ruary)?/i,
    march: /^mar(ch)?/i,
    april: /^apr(il)?/i,
    may: /^may/i,
    june: /^june?/i,
    july: /^july?/i,
    august: /^aug(ust)?/i,
    september: /^sep(t(ember)?)?/i,
    october: /^oct(ober)?/i,
    november: /^nov(ember)?/i,
    december: /^dec(ember)?/i,
    comma: /^(,\s*|(and|or)\s*)+/i,
  },
};
var i18n_default = ENGLISH;

// ../node_modules/.pnpm/rrule@2.8.1/node_modules/rrule/dist/esm/nlp/totext.js
var contains = function (arr, val) {
  return arr.indexOf(val) !== -1;
};
var defaultGetText = function (id) {
  return id.toString();
};
var defaultDateFormatter = function (year, month, day) {
  return ''.concat(month, ' ').concat(day, ', ').concat(year);
};
var ToText =
  /** @class */
  (function () {
    function ToText2(rrule, gettext, language, dateFormatter) {
      if (gettext === void 0) {
        gettext = defaultGetText;
      }
      if (language === void 0) {
        language = i18n_default;
      }
      if (dateFormatter === void 0) {
        dateFormatter = defaultDateFormatter;
      }
      this.text = [];
      this.language = language || i18n_default;
      this.gettext = gettext;
      this.dateFormatter = dateFormatter;
      this.rrule = rrule;
      this.options = rrule.options;
      this.origOptions = rrule.origOptions;
      if (this.origOptions.bymonthday) {
        var bymonthday = [].concat(this.options.bymonthday);
        var bynmonthday = [].concat(this.options.bynmonthday);
        bymonthday.sort(function (a, b) {
          return a - b;
        });
        bynmonthday.sort(function (a, b) {
          return b - a;
        });
        this.bymonthday = bymonthday.concat(bynmonthday);
        if (!this.bymonthday.length) this.bymonthday = null;
      }
      if (isPresent(this.origOptions.byweekday)) {
        var byweekday = !isArray(this.origOptions.byweekday)
          ? [this.origOptions.byweekday]
          : this.origOptions.byweekday;
        var days = String(byweekday);
        this.byweekday = {
          allWeeks: byweekday.filter(function (weekday) {
            return !weekday.n;
          }),
          someWeeks: byweekday.filter(function (weekday) {
            return Boolean(weekday.n);
          }),
          isWeekdays:
            days.indexOf('MO') !== -1 &&
            days.indexOf('TU') !== -1 &&
            days.indexOf('WE') !== -1 &&
            days.indexOf('TH') !== -1 &&
            days.indexOf('FR') !== -1 &&
            days.indexOf('SA') === -1 &&
            days.indexOf('SU') === -1,
          isEveryDay:
            days.indexOf('MO') !== -1 &&
            days.indexOf('TU') !== -1 &&
            days.indexOf('WE') !== -1 &&
            days.indexOf('TH') !== -1 &&
            days.indexOf('FR') !== -1 &&
            days.indexOf('SA') !== -1 &&
            days.indexOf('SU') !== -1,
        };
        var sortWeekDays = function (a, b) {
          return a.weekday - b.weekday;
        };
        this.byweekday.allWeeks.sort(sortWeekDays);
        this.byweekday.someWeeks.sort(sortWeekDays);
        if (!this.byweekday.allWeeks.length) this.byweekday.allWeeks = null;
        if (!this.byweekday.someWeeks.length) this.byweekday.someWeeks = null;
      } else {
        this.byweekday = null;
      }
    }
    ToText2.isFullyConvertible = function (rrule) {
      var canConvert = true;
      if (!(rrule.options.freq in ToText2.IMPLEMENTED)) return false;
      if (rrule.origOptions.until && rrule.origOptions.count) return false;
      for (var key in rrule.origOptions) {
        if (contains(['dtstart', 'tzid', 'wkst', 'freq'], key)) return true;
        if (!contains(ToText2.IMPLEMENTED[rrule.options.freq], key)) return false;
      }
      return canConvert;
    };
    ToText2.prototype.isFullyConvertible = function () {
      return ToText2.isFullyConvertible(this.rrule);
    };
    ToText2.prototype.toString = function () {
      var gettext = this.gettext;
      if (!(this.options.freq in ToText2.IMPLEMENTED)) {
        return gettext('RRule error: Unable to fully convert this rrule to text');
      }
      this.text = [gettext('every')];
      this[RRule.FREQUENCIES[this.options.freq]]();
      if (this.options.until) {
        this.add(gettext('until'));
        var until = this.options.until;
        this.add(
          this.dateFormatter(
            until.getUTCFullYear(),
            this.language.monthNames[until.getUTCMonth()],
            until.getUTCDate(),
          ),
        );
      } else if (this.options.count) {
        this.add(gettext('for'))
          .add(this.options.count.toString())
          .add(this.plural(this.options.count) ? gettext('times') : gettext('time'));
      }
      if (!this.isFullyConvertible()) this.add(gettext('(~ approximate)'));
      return this.text.join('');
    };
    ToText2.prototype.HOURLY = function () {
      var gettext = this.gettext;
      if (this.options.interval !== 1) this.add(this.options.interval.toString());
      this.add(this.plural(this.options.interval) ? gettext('hours') : gettext('hour'));
    };
    ToText2.prototype.MINUTELY = function () {
      var gettext = this.gettext;
      if (this.options.interval !== 1) this.add(this.options.interval.toString());
      this.add(this.plural(this.options.interval) ? gettext('minutes') : gettext('minute'));
    };
    ToText2.prototype.DAILY = function () {
      var gettext = this.gettext;
      if (this.options.interval !== 1) this.add(this.options.interval.toString());
      if (this.byweekday && this.byweekday.isWeekdays) {
        this.add(this.plural(this.options.interval) ? gettext('weekdays') : gettext('weekday'));
      } else {
        this.add(this.plural(this.options.interval) ? gettext('days') : gettext('day'));
      }
      if (this.origOptions.bymonth) {
        this.add(gettext('in'));
        this._bymonth();
      }
      if (this.bymonthday) {
        this._bymonthday();
      } else if (this.byweekday) {
        this._byweekday();
      } else if (this.origOptions.byhour) {
        this._byhour();
      }
    };
    ToText2.prototype.WEEKLY = function () {
      var gettext = this.gettext;
      if (this.options.interval !== 1) {
        this.add(this.options.interval.toString()).add(
          this.plural(this.options.interval) ? gettext('weeks') : gettext('week'),
        );
      }
      if (this.byweekday && this.byweekday.isWeekdays) {
        if (this.options.interval === 1) {
          this.add(this.plural(this.options.interval) ? gettext('weekdays') : gettext('weekday'));
        } else {
          this.add(gettext('on')).add(gettext('weekdays'));
        }
      } else if (this.byweekday && this.byweekday.isEveryDay) {
        this.add(this.plural(this.options.interval) ? gettext('days') : gettext('day'));
      } else {
        if (this.options.interval === 1) this.add(gettext('week'));
        if (this.origOptions.bymonth) {
          this.add(gettext('in'));
          this._bymonth();
        }
        if (this.bymonthday) {
          this._bymonthday();
        } else if (this.byweekday) {
          this._byweekday();
        }
        if (this.origOptions.byhour) {
          this._byhour();
        }
      }
    };
    ToText2.prototype.MONTHLY = function () {
      var gettext = this.gettext;
      if (this.origOptions.bymonth) {
        if (this.options.interval !== 1) {
          this.add(this.options.interval.toString()).add(gettext('months'));
          if (this.plural(this.options.interval)) this.add(gettext('in'));
        } else {
        }
        this._bymonth();
      } else {
        if (this.options.interval !== 1) {
          this.add(this.options.interval.toString());
        }
        this.add(this.plural(this.options.interval) ? gettext('months') : gettext('month'));
      }
      if (this.bymonthday) {
        this._bymonthday();
      } else if (this.byweekday && this.byweekday.isWeekdays) {
        this.add(gettext('on')).add(gettext('weekdays'));
      } else if (this.byweekday) {
        this._byweekday();
      }
    };
    ToText2.prototype.YEARLY = function () {
      var gettext = this.gettext;
      if (this.origOptions.bymonth) {
        if (this.options.interval !== 1) {
          this.add(this.options.interval.toString());
          this.add(gettext('years'));
        } else {
        }
        this._bymonth();
      } else {
        if (this.options.interval !== 1) {
          this.add(this.options.interval.toString());
        }
        this.add(this.plural(this.options.interval) ? gettext('years') : gettext('year'));
      }
      if (this.bymonthday) {
        this._bymonthday();
      } else if (this.byweekday) {
        this._byweekday();
      }
      if (this.options.byyearday) {
        this.add(gettext('on the'))
          .add(this.list(this.options.byyearday, this.nth, gettext('and')))
          .add(gettext('day'));
      }
      if (this.options.byweekno) {
        this.add(gettext('in'))
          .add(this.plural(this.options.byweekno.length) ? gettext('weeks') : gettext('week'))
          .add(this.list(this.options.byweekno, void 0, gettext('and')));
      }
    };
    ToText2.prototype._bymonthday = function () {
      var gettext = this.gettext;
      if (this.byweekday && this.byweekday.allWeeks) {
        this.add(gettext('on'))
          .add(this.list(this.byweekday.allWeeks, this.weekdaytext, gettext('or')))
          .add(gettext('the'))
          .add(this.list(this.bymonthday, this.nth, gettext('or')));
      } else {
        this.add(gettext('on the')).add(this.list(this.bymonthday, this.nth, gettext('and')));
      }
    };
    ToText2.prototype._byweekday = function () {
      var gettext = this.gettext;
      if (this.byweekday.allWeeks && !this.byweekday.isWeekdays) {
        this.add(gettext('on')).add(this.list(this.byweekday.allWeeks, this.weekdaytext));
      }
      if (this.byweekday.someWeeks) {
        if (this.byweekday.allWeeks) this.add(gettext('and'));
        this.add(gettext('on the')).add(
          this.list(this.byweekday.someWeeks, this.weekdaytext, gettext('and')),
        );
      }
    };
    ToText2.prototype._byhour = function () {
      var gettext = this.gettext;
      this.add(gettext('at')).add(this.list(this.origOptions.byhour, void 0, gettext('and')));
    };
    ToText2.prototype._bymonth = function () {
      this.add(this.list(this.options.bymonth, this.monthtext, this.gettext('and')));
    };
    ToText2.prototype.nth = function (n) {
      n = parseInt(n.toString(), 10);
      var nth;
      var gettext = this.gettext;
      if (n === -1) return gettext('last');
      var npos = Math.abs(n);
      switch (npos) {
        case 1:
        case 21:
        case 31:
          nth = npos + gettext('st');
          break;
        case 2:
        case 22:
          nth = npos + gettext('nd');
          break;
        case 3:
        case 23:
          nth = npos + gettext('rd');
          break;
        default:
          nth = npos + gettext('th');
      }
      return n < 0 ? nth + ' ' + gettext('last') : nth;
    };
    ToText2.prototype.monthtext = function (m) {
      return this.language.monthNames[m - 1];
    };
    ToText2.prototype.weekdaytext = function (wday) {
      var weekday = isNumber(wday) ? (wday + 1) % 7 : wday.getJsWeekday();
      return (wday.n ? this.nth(wday.n) + ' ' : '') + this.language.dayNames[weekday];
    };
    ToText2.prototype.plural = function (n) {
      return n % 100 !== 1;
    };
    ToText2.prototype.add = function (s) {
      this.text.push(' ');
      this.text.push(s);
      return this;
    };
    ToText2.prototype.list = function (arr, callback, finalDelim, delim) {
      var _this = this;
      if (delim === void 0) {
        delim = ',';
      }
      if (!isArray(arr)) {
        arr = [arr];
      }
      var delimJoin = function (array2, delimiter, finalDelimiter) {
        var list = '';
        for (var i = 0; i < array2.length; i++) {
          if (i !== 0) {
            if (i === array2.length - 1) {
              list += ' ' + finalDelimiter + ' ';
            } else {
              list += delimiter + ' ';
            }
          }
          list += array2[i];
        }
        return list;
      };
      callback =
        callback ||
        function (o) {
          return o.toString();
        };
      var realCallback = function (arg) {
        return callback && callback.call(_this, arg);
      };
      if (finalDelim) {
        return delimJoin(arr.map(realCallback), delim, finalDelim);
      } else {
        return arr.map(realCallback).join(delim + ' ');
      }
    };
    return ToText2;
  })();
var totext_default = ToText;

// ../node_modules/.pnpm/rrule@2.8.1/node_modules/rrule/dist/esm/nlp/parsetext.js
var Parser =
  /** @class */
  (function () {
    function Parser2(rules) {
      this.done = true;
      this.rules = rules;
    }
    Parser2.prototype.start = function (text) {
      this.text = text;
      this.done = false;
      return this.nextSymbol();
    };
    Parser2.prototype.isDone = function () {
      return this.done && this.symbol === null;
    };
    Parser2.prototype.nextSymbol = function () {
      var best;
      var bestSymbol;
      this.symbol = null;
      this.value = null;
      do {
        if (this.done) return false;
        var rule = void 0;
        best = null;
        for (var name_1 in this.rules) {
          rule = this.rules[name_1];
          var match = rule.exec(this.text);
          if (match) {
            if (best === null || match[0].length > best[0].length) {
              best = match;
              bestSymbol = name_1;
            }
          }
        }
        if (best != null) {
          this.text = this.text.substr(best[0].length);
          if (this.text === '') this.done = true;
        }
        if (best == null) {
          this.done = true;
          this.symbol = null;
          this.value = null;
          return;
        }
      } while (bestSymbol === 'SKIP');
      this.symbol = bestSymbol;
      this.value = best;
      return true;
    };
    Parser2.prototype.accept = function (name) {
      if (this.symbol === name) {
        if (this.value) {
          var v = this.value;
          this.nextSymbol();
          return v;
        }
        this.nextSymbol();
        return true;
      }
      return false;
    };
    Parser2.prototype.acceptNumber = function () {
      return this.accept('number');
    };
    Parser2.prototype.expect = function (name) {
      if (this.accept(name)) return true;
      throw new Error('expected ' + name + ' but found ' + this.symbol);
    };
    return Parser2;
  })();
function parseText(text, language) {
  if (language === void 0) {
    language = i18n_default;
  }
  var options = {};
  var ttr = new Parser(language.tokens);
  if (!ttr.start(text)) return null;
  S();
  return options;
  function S() {
    ttr.expect('every');
    var n = ttr.acceptNumber();
    if (n) options.interval = parseInt(n[0], 10);
    if (ttr.isDone()) throw new Error('Unexpected end');
    switch (ttr.symbol) {
      case 'day(s)':
        options.freq = RRule.DAILY;
        if (ttr.nextSymbol()) {
          AT();
          F();
        }
        break;
      // FIXME Note: every 2 weekdays != every two weeks on weekdays.
      // DAILY on weekdays is not a valid rule
      case 'weekday(s)':
        options.freq = RRule.WEEKLY;
        options.byweekday = [RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR];
        ttr.nextSymbol();
        AT();
        F();
        break;
      case 'week(s)':
        options.freq = RRule.WEEKLY;
        if (ttr.nextSymbol()) {
          ON();
          AT();
          F();
        }
        break;
      case 'hour(s)':
        options.freq = RRule.HOURLY;
        if (ttr.nextSymbol()) {
          ON();
          F();
        }
        break;
      case 'minute(s)':
        options.freq = RRule.MINUTELY;
        if (ttr.nextSymbol()) {
          ON();
          F();
        }
        break;
      case 'month(s)':
        options.freq = RRule.MONTHLY;
        if (ttr.nextSymbol()) {
          ON();
          F();
        }
        break;
      case 'year(s)':
        options.freq = RRule.YEARLY;
        if (ttr.nextSymbol()) {
          ON();
          F();
        }
        break;
      case 'monday':
      case 'tuesday':
      case 'wednesday':
      case 'thursday':
      case 'friday':
      case 'saturday':
      case 'sunday':
        options.freq = RRule.WEEKLY;
        var key = ttr.symbol.substr(0, 2).toUpperCase();
        options.byweekday = [RRule[key]];
        if (!ttr.nextSymbol()) return;
        while (ttr.accept('comma')) {
          if (ttr.isDone()) throw new Error('Unexpected end');
          var wkd = decodeWKD();
          if (!wkd) {
            throw new Error('Unexpected symbol ' + ttr.symbol + ', expected weekday');
          }
          options.byweekday.push(RRule[wkd]);
          ttr.nextSymbol();
        }
        AT();
        MDAYs();
        F();
        break;
      case 'january':
      case 'february':
      case 'march':
      case 'april':
      case 'may':
      case 'june':
      case 'july':
      case 'august':
      case 'september':
      case 'october':
      case 'november':
      case 'december':
        options.freq = RRule.YEARLY;
        options.bymonth = [decodeM()];
        if (!ttr.nextSymbol()) return;
        while (ttr.accept('comma')) {
          if (ttr.isDone()) throw new Error('Unexpected end');
          var m = decodeM();
          if (!m) {
            throw new Error('Unexpected symbol ' + ttr.symbol + ', expected month');
          }
          options.bymonth.push(m);
          ttr.nextSymbol();
        }
        ON();
        F();
        break;
      default:
        throw new Error('Unknown symbol');
    }
  }
  function ON() {
    var on = ttr.accept('on');
    var the = ttr.accept('the');
    if (!(on || the)) return;
    do {
      var nth = decodeNTH();
      var wkd = decodeWKD();
      var m = decodeM();
      if (nth) {
        if (wkd) {
          ttr.nextSymbol();
          if (!options.byweekday) options.byweekday = [];
          options.byweekday.push(RRule[wkd].nth(nth));
        } else {
          if (!options.bymonthday) options.bymonthday = [];
          options.bymonthday.push(nth);
          ttr.accept('day(s)');
        }
      } else if (wkd) {
        ttr.nextSymbol();
        if (!options.byweekday) options.byweekday = [];
        options.byweekday.push(RRule[wkd]);
      } else if (ttr.symbol === 'weekday(s)') {
        ttr.nextSymbol();
        if (!options.byweekday) {
          options.byweekday = [RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR];
        }
      } else if (ttr.symbol === 'week(s)') {
        ttr.nextSymbol();
        var n = ttr.acceptNumber();
        if (!n) {
          throw new Error('Unexpected symbol ' + ttr.symbol + ', expected week number');
        }
        options.byweekno = [parseInt(n[0], 10)];
        while (ttr.accept('comma')) {
          n = ttr.acceptNumber();
          if (!n) {
            throw new Error('Unexpected symbol ' + ttr.symbol + '; expected monthday');
          }
          options.byweekno.push(parseInt(n[0], 10));
        }
      } else if (m) {
        ttr.nextSymbol();
        if (!options.bymonth) options.bymonth = [];
        options.bymonth.push(m);
      } else {
        return;
      }
    } while (ttr.accept('comma') || ttr.accept('the') || ttr.accept('on'));
  }
  function AT() {
    var at = ttr.accept('at');
    if (!at) return;
    do {
      var n = ttr.acceptNumber();
      if (!n) {
        throw new Error('Unexpected symbol ' + ttr.symbol + ', expected hour');
      }
      options.byhour = [parseInt(n[0], 10)];
      while (ttr.accept('comma')) {
        n = ttr.acceptNumber();
        if (!n) {
          throw new Error('Unexpected symbol ' + ttr.symbol + '; expected hour');
        }
        options.byhour.push(parseInt(n[0], 10));
      }
    } while (ttr.accept('comma') || ttr.accept('at'));
  }
  function decodeM() {
    switch (ttr.symbol) {
      case 'january':
        return 1;
      case 'february':
        return 2;
      case 'march':
        return 3;
      case 'april':
        return 4;
      case 'may':
        return 5;
      case 'june':
        return 6;
      case 'july':
        return 7;
      case 'august':
        return 8;
      case 'september':
        return 9;
      case 'october':
        return 10;
      case 'november':
        return 11;
      case 'december':
        return 12;
      default:
        return false;
    }
  }
  function decodeWKD() {
    switch (ttr.symbol) {
      case 'monday':
      case 'tuesday':
      case 'wednesday':
      case 'thursday':
      case 'friday':
      case 'saturday':
      case 'sunday':
        return ttr.symbol.substr(0, 2).toUpperCase();
      default:
        return false;
    }
  }
  function decodeNTH() {
    switch (ttr.symbol) {
      case 'last':
        ttr.nextSymbol();
        return -1;
      case 'first':
        ttr.nextSymbol();
        return 1;
      case 'second':
        ttr.nextSymbol();
        return ttr.accept('last') ? -2 : 2;
      case 'third':
        ttr.nextSymbol();
        return ttr.accept('last') ? -3 : 3;
      case 'nth':
        var v = parseInt(ttr.value[1], 10);
        if (v < -366 || v > 366) throw new Error('Nth out of range: ' + v);
        ttr.nextSymbol();
        return ttr.accept('last') ? -v : v;
      default:
        return false;
    }
  }
  function MDAYs() {
    ttr.accept('on');
    ttr.accept('the');
    var nth = decodeNTH();
    if (!nth) return;
    options.bymonthday = [nth];
    ttr.nextSymbol();
    while (ttr.accept('comma')) {
      nth = decodeNTH();
      if (!nth) {
        throw new Error('Unexpected symbol ' + ttr.symbol + '; expected monthday');
      }
      options.bymonthday.push(nth);
      ttr.nextSymbol();
    }
  }
  function F() {
    if (ttr.symbol === 'until') {
      var date4 = Date.parse(ttr.text);
      if (!date4) throw new Error('Cannot parse until date:' + ttr.text);
      options.until = new Date(date4);
    } else if (ttr.accept('for')) {
      options.count = parseInt(ttr.value[0], 10);
      ttr.expect('number');
    }
  }
}

// ../node_modules/.pnpm/rrule@2.8.1/node_modules/rrule/dist/esm/types.js
var Frequency;
(function (Frequency2) {
  Frequency2[(Frequency2['YEARLY'] = 0)] = 'YEARLY';
  Frequency2[(Frequency2['MONTHLY'] = 1)] = 'MONTHLY';
  Frequency2[(Frequency2['WEEKLY'] = 2)] = 'WEEKLY';
  Frequency2[(Frequency2['DAILY'] = 3)] = 'DAILY';
  Frequency2[(Frequency2['HOURLY'] = 4)] = 'HOURLY';
  Frequency2[(Frequency2['MINUTELY'] = 5)] = 'MINUTELY';
  Frequency2[(Frequency2['SECONDLY'] = 6)] = 'SECONDLY';
})(Frequency || (Frequency = {}));
function freqIsDailyOrGreater(freq) {
  return freq < Frequency.HOURLY;
}

// ../node_modules/.pnpm/rrule@2.8.1/node_modules/rrule/dist/esm/nlp/index.js
var fromText = function (text, language) {
  if (language === void 0) {
    language = i18n_default;
  }
  return new RRule(parseText(text, language) || void 0);
};
var common = ['count', 'until', 'interval', 'byweekday', 'bymonthday', 'bymonth'];
totext_default.IMPLEMENTED = [];
totext_default.IMPLEMENTED[Frequency.HOURLY] = common;
totext_default.IMPLEMENTED[Frequency.MINUTELY] = common;
totext_default.IMPLEMENTED[Frequency.DAILY] = ['byhour'].concat(common);
totext_default.IMPLEMENTED[Frequency.WEEKLY] = common;
totext_default.IMPLEMENTED[Frequency.MONTHLY] = common;
totext_default.IMPLEMENTED[Frequency.YEARLY] = ['byweekno', 'byyearday'].concat(common);
var toText = function (rrule, gettext, language, dateFormatter) {
  return new totext_default(rrule, gettext, language, dateFormatter).toString();
};
var isFullyConvertible = totext_default.isFullyConvertible;

// ../node_modules/.pnpm/rrule@2.8.1/node_modules/rrule/dist/esm/datetime.js
var Time =
  /** @class */
  (function () {
    function Time2(hour, minute, second, millisecond) {
      this.hour = hour;
      this.minute = minute;
      this.second = second;
      this.millisecond = millisecond || 0;
    }
    Time2.prototype.getHours = function () {
      return this.hour;
    };
    Time2.prototype.getMinutes = function () {
      return this.minute;
    };
    Time2.prototype.getSeconds = function () {
      return this.second;
    };
    Time2.prototype.getMilliseconds = function () {
      return this.millisecond;
    };
    Time2.prototype.getTime = function () {
      return (this.hour * 60 * 60 + this.minute * 60 + this.second) * 1e3 + this.millisecond;
    };
    return Time2;
  })();
var DateTime =
  /** @class */
  (function (_super) {
    __extends(DateTime2, _super);
    function DateTime2(year, month, day, hour, minute, second, millisecond) {
      var _this = _super.call(this, hour, minute, second, millisecond) || this;
      _this.year = year;
      _this.month = month;
      _this.day = day;
      return _this;
    }
    DateTime2.fromDate = function (date4) {
      return new this(
        date4.getUTCFullYear(),
        date4.getUTCMonth() + 1,
        date4.getUTCDate(),
        date4.getUTCHours(),
        date4.getUTCMinutes(),
        date4.getUTCSeconds(),
        date4.valueOf() % 1e3,
      );
    };
    DateTime2.prototype.getWeekday = function () {
      return getWeekday(new Date(this.getTime()));
    };
    DateTime2.prototype.getTime = function () {
      return new Date(
        Date.UTC(this.year, this.month - 1, this.day, this.hour, this.minute, this.second, this.millisecond),
      ).getTime();
    };
    DateTime2.prototype.getDay = function () {
      return this.day;
    };
    DateTime2.prototype.getMonth = function () {
      return this.month;
    };
    DateTime2.prototype.getYear = function () {
      return this.year;
    };
    DateTime2.prototype.addYears = function (years) {
      this.year += years;
    };
    DateTime2.prototype.addMonths = function (months) {
      this.month += months;
      if (this.month > 12) {
        var yearDiv = Math.floor(this.month / 12);
        var monthMod = pymod(this.month, 12);
        this.month = monthMod;
        this.year += yearDiv;
        if (this.month === 0) {
          this.month = 12;
          --this.year;
        }
      }
    };
    DateTime2.prototype.addWeekly = function (days, wkst) {
      if (wkst > this.getWeekday()) {
        this.day += -(this.getWeekday() + 1 + (6 - wkst)) + days * 7;
      } else {
        this.day += -(this.getWeekday() - wkst) + days * 7;
      }
      this.fixDay();
    };
    DateTime2.prototype.addDaily = function (days) {
      this.day += days;
      this.fixDay();
    };
    DateTime2.prototype.addHours = function (hours, filtered, byhour) {
      if (filtered) {
        this.hour += Math.floor((23 - this.hour) / hours) * hours;
      }
      for (;;) {
        this.hour += hours;
        var _a2 = divmod(this.hour, 24),
          dayDiv = _a2.div,
          hourMod = _a2.mod;
        if (dayDiv) {
          this.hour = hourMod;
          this.addDaily(dayDiv);
        }
        if (empty(byhour) || includes(byhour, this.hour)) break;
      }
    };
    DateTime2.prototype.addMinutes = function (minutes, filtered, byhour, byminute) {
      if (filtered) {
        this.minute += Math.floor((1439 - (this.hour * 60 + this.minute)) / minutes) * minutes;
      }
      for (;;) {
        this.minute += minutes;
        var _a2 = divmod(this.minute, 60),
          hourDiv = _a2.div,
          minuteMod = _a2.mod;
        if (hourDiv) {
          this.minute = minuteMod;
          this.addHours(hourDiv, false, byhour);
        }
        if (
          (empty(byhour) || includes(byhour, this.hour)) &&
          (empty(byminute) || includes(byminute, this.minute))
        ) {
          break;
        }
      }
    };
    DateTime2.prototype.addSeconds = function (seconds, filtered, byhour, byminute, bysecond) {
      if (filtered) {
        this.second +=
          Math.floor((86399 - (this.hour * 3600 + this.minute * 60 + this.second)) / seconds) * seconds;
      }
      for (;;) {
        this.second += seconds;
        var _a2 = divmod(this.second, 60),
          minuteDiv = _a2.div,
          secondMod = _a2.mod;
        if (minuteDiv) {
          this.second = secondMod;
          this.addMinutes(minuteDiv, false, byhour, byminute);
        }
        if (
          (empty(byhour) || includes(byhour, this.hour)) &&
          (empty(byminute) || includes(byminute, this.minute)) &&
          (empty(bysecond) || includes(bysecond, this.second))
        ) {
          break;
        }
      }
    };
    DateTime2.prototype.fixDay = function () {
      if (this.day <= 28) {
        return;
      }
      var daysinmonth = monthRange(this.year, this.month - 1)[1];
      if (this.day <= daysinmonth) {
        return;
      }
      while (this.day > daysinmonth) {
        this.day -= daysinmonth;
        ++this.month;
        if (this.month === 13) {
          this.month = 1;
          ++this.year;
          if (this.year > MAXYEAR) {
            return;
          }
        }
        daysinmonth = monthRange(this.year, this.month - 1)[1];
      }
    };
    DateTime2.prototype.add = function (options, filtered) {
      var freq = options.freq,
        interval = options.interval,
        wkst = options.wkst,
        byhour = options.byhour,
        byminute = options.byminute,
        bysecond = options.bysecond;
      switch (freq) {
        case Frequency.YEARLY:
          return this.addYears(interval);
        case Frequency.MONTHLY:
          return this.addMonths(interval);
        case Frequency.WEEKLY:
          return this.addWeekly(interval, wkst);
        case Frequency.DAILY:
          return this.addDaily(interval);
        case Frequency.HOURLY:
          return this.addHours(interval, filtered, byhour);
        case Frequency.MINUTELY:
          return this.addMinutes(interval, filtered, byhour, byminute);
        case Frequency.SECONDLY:
          return this.addSeconds(interval, filtered, byhour, byminute, bysecond);
      }
    };
    return DateTime2;
  })(Time);

// ../node_modules/.pnpm/rrule@2.8.1/node_modules/rrule/dist/esm/parseoptions.js
function initializeOptions(options) {
  var invalid2 = [];
  var keys = Object.keys(options);
  for (var _i = 0, keys_1 = keys; _i < keys_1.length; _i++) {
    var key = keys_1[_i];
    if (!includes(defaultKeys, key)) invalid2.push(key);
    if (isDate(options[key]) && !isValidDate(options[key])) {
      invalid2.push(key);
    }
  }
  if (invalid2.length) {
    throw new Error('Invalid options: ' + invalid2.join(', '));
  }
  return __assign({}, options);
}
function parseOptions(options) {
  var opts = __assign(__assign({}, DEFAULT_OPTIONS), initializeOptions(options));
  if (isPresent(opts.byeaster)) opts.freq = RRule.YEARLY;
  if (!(isPresent(opts.freq) && RRule.FREQUENCIES[opts.freq])) {
    throw new Error('Invalid frequency: '.concat(opts.freq, ' ').concat(options.freq));
  }
  if (!opts.dtstart) opts.dtstart = new Date(/* @__PURE__ */ new Date().setMilliseconds(0));
  if (!isPresent(opts.wkst)) {
    opts.wkst = RRule.MO.weekday;
  } else if (isNumber(opts.wkst)) {
  } else {
    opts.wkst = opts.wkst.weekday;
  }
  if (isPresent(opts.bysetpos)) {
    if (isNumber(opts.bysetpos)) opts.bysetpos = [opts.bysetpos];
    for (var i = 0; i < opts.bysetpos.length; i++) {
      var v = opts.bysetpos[i];
      if (v === 0 || !(v >= -366 && v <= 366)) {
        throw new Error('bysetpos must be between 1 and 366, or between -366 and -1');
      }
    }
  }
  if (!(
    Boolean(opts.byweekno) ||
    notEmpty(opts.byweekno) ||
    notEmpty(opts.byyearday) ||
    Boolean(opts.bymonthday) ||
    notEmpty(opts.bymonthday) ||
    isPresent(opts.byweekday) ||
    isPresent(opts.byeaster)
  )) {
    switch (opts.freq) {
      case RRule.YEARLY:
        if (!opts.bymonth) opts.bymonth = opts.dtstart.getUTCMonth() + 1;
        opts.bymonthday = opts.dtstart.getUTCDate();
        break;
      case RRule.MONTHLY:
        opts.bymonthday = opts.dtstart.getUTCDate();
        break;
      case RRule.WEEKLY:
        opts.byweekday = [getWeekday(opts.dtstart)];
        break;
    }
  }
  if (isPresent(opts.bymonth) && !isArray(opts.bymonth)) {
    opts.bymonth = [opts.bymonth];
  }
  if (isPresent(opts.byyearday) && !isArray(opts.byyearday) && isNumber(opts.byyearday)) {
    opts.byyearday = [opts.byyearday];
  }
  if (!isPresent(opts.bymonthday)) {
    opts.bymonthday = [];
    opts.bynmonthday = [];
  } else if (isArray(opts.bymonthday)) {
    var bymonthday = [];
    var bynmonthday = [];
    for (var i = 0; i < opts.bymonthday.length; i++) {
      var v = opts.bymonthday[i];
      if (v > 0) {
        bymonthday.push(v);
      } else if (v < 0) {
        bynmonthday.push(v);
      }
    }
    opts.bymonthday = bymonthday;
    opts.bynmonthday = bynmonthday;
  } else if (opts.bymonthday < 0) {
    opts.bynmonthday = [opts.bymonthday];
    opts.bymonthday = [];
  } else {
    opts.bynmonthday = [];
    opts.bymonthday = [opts.bymonthday];
  }
  if (isPresent(opts.byweekno) && !isArray(opts.byweekno)) {
    opts.byweekno = [opts.byweekno];
  }
  if (!isPresent(opts.byweekday)) {
    opts.bynweekday = null;
  } else if (isNumber(opts.byweekday)) {
    opts.byweekday = [opts.byweekday];
    opts.bynweekday = null;
  } else if (isWeekdayStr(opts.byweekday)) {
    opts.byweekday = [Weekday.fromStr(opts.byweekday).weekday];
    opts.bynweekday = null;
  } else if (opts.byweekday instanceof Weekday) {
    if (!opts.byweekday.n || opts.freq > RRule.MONTHLY) {
      opts.byweekday = [opts.byweekday.weekday];
      opts.bynweekday = null;
    } else {
      opts.bynweekday = [[opts.byweekday.weekday, opts.byweekday.n]];
      opts.byweekday = null;
    }
  } else {
    var byweekday = [];
    var bynweekday = [];
    for (var i = 0; i < opts.byweekday.length; i++) {
      var wday = opts.byweekday[i];
      if (isNumber(wday)) {
        byweekday.push(wday);
        continue;
      } else if (isWeekdayStr(wday)) {
        byweekday.push(Weekday.fromStr(wday).weekday);
        continue;
      }
      if (!wday.n || opts.freq > RRule.MONTHLY) {
        byweekday.push(wday.weekday);
      } else {
        bynweekday.push([wday.weekday, wday.n]);
      }
    }
    opts.byweekday = notEmpty(byweekday) ? byweekday : null;
    opts.bynweekday = notEmpty(bynweekday) ? bynweekday : null;
  }
  if (!isPresent(opts.byhour)) {
    opts.byhour = opts.freq < RRule.HOURLY ? [opts.dtstart.getUTCHours()] : null;
  } else if (isNumber(opts.byhour)) {
    opts.byhour = [opts.byhour];
  }
  if (!isPresent(opts.byminute)) {
    opts.byminute = opts.freq < RRule.MINUTELY ? [opts.dtstart.getUTCMinutes()] : null;
  } else if (isNumber(opts.byminute)) {
    opts.byminute = [opts.byminute];
  }
  if (!isPresent(opts.bysecond)) {
    opts.bysecond = opts.freq < RRule.SECONDLY ? [opts.dtstart.getUTCSeconds()] : null;
  } else if (isNumber(opts.bysecond)) {
    opts.bysecond = [opts.bysecond];
  }
  return { parsedOptions: opts };
}
function buildTimeset(opts) {
  var millisecondModulo = opts.dtstart.getTime() % 1e3;
  if (!freqIsDailyOrGreater(opts.freq)) {
    return [];
  }
  var timeset = [];
  opts.byhour.forEach(function (hour) {
    opts.byminute.forEach(function (minute) {
      opts.bysecond.forEach(function (second) {
        timeset.push(new Time(hour, minute, second, millisecondModulo));
      });
    });
  });
  return timeset;
}

// ../node_modules/.pnpm/rrule@2.8.1/node_modules/rrule/dist/esm/parsestring.js
function parseString(rfcString) {
  var options = rfcString
    .split('\n')
    .map(parseLine)
    .filter(function (x) {
      return x !== null;
    });
  return __assign(__assign({}, options[0]), options[1]);
}
function parseDtstart(line) {
  var options = {};
  var dtstartWithZone = /DTSTART(?:;TZID=([^:=]+?))?(?::|=)([^;\s]+)/i.exec(line);
  if (!dtstartWithZone) {
    return options;
  }
  var tzid = dtstartWithZone[1],
    dtstart = dtstartWithZone[2];
  if (tzid) {
    options.tzid = tzid;
  }
  options.dtstart = untilStringToDate(dtstart);
  return options;
}
function parseLine(rfcString) {
  rfcString = rfcString.replace(/^\s+|\s+$/, '');
  if (!rfcString.length) return null;
  var header = /^([A-Z]+?)[:;]/.exec(rfcString.toUpperCase());
  if (!header) {
    return parseRrule(rfcString);
  }
  var key = header[1];
  switch (key.toUpperCase()) {
    case 'RRULE':
    case 'EXRULE':
      return parseRrule(rfcString);
    case 'DTSTART':
      return parseDtstart(rfcString);
    default:
      throw new Error('Unsupported RFC prop '.concat(key, ' in ').concat(rfcString));
  }
}
function parseRrule(line) {
  var strippedLine = line.replace(/^RRULE:/i, '');
  var options = parseDtstart(strippedLine);
  var attrs = line.replace(/^(?:RRULE|EXRULE):/i, '').split(';');
  attrs.forEach(function (attr) {
    var _a2 = attr.split('='),
      key = _a2[0],
      value = _a2[1];
    switch (key.toUpperCase()) {
      case 'FREQ':
        options.freq = Frequency[value.toUpperCase()];
        break;
      case 'WKST':
        options.wkst = Days[value.toUpperCase()];
        break;
      case 'COUNT':
      case 'INTERVAL':
      case 'BYSETPOS':
      case 'BYMONTH':
      case 'BYMONTHDAY':
      case 'BYYEARDAY':
      case 'BYWEEKNO':
      case 'BYHOUR':
      case 'BYMINUTE':
      case 'BYSECOND':
        var num = parseNumber(value);
        var optionKey = key.toLowerCase();
        options[optionKey] = num;
        break;
      case 'BYWEEKDAY':
      case 'BYDAY':
        options.byweekday = parseWeekday(value);
        break;
      case 'DTSTART':
      case 'TZID':
        var dtstart = parseDtstart(line);
        options.tzid = dtstart.tzid;
        options.dtstart = dtstart.dtstart;
        break;
      case 'UNTIL':
        options.until = untilStringToDate(value);
        break;
      case 'BYEASTER':
        options.byeaster = Number(value);
        break;
      default:
        throw new Error("Unknown RRULE property '" + key + "'");
    }
  });
  return options;
}
function parseNumber(value) {
  if (value.indexOf(',') !== -1) {
    var values = value.split(',');
    return values.map(parseIndividualNumber);
  }
  return parseIndividualNumber(value);
}
function parseIndividualNumber(value) {
  if (/^[+-]?\d+$/.test(value)) {
    return Number(value);
  }
  return value;
}
function parseWeekday(value) {
  var days = value.split(',');
  return days.map(function (day) {
    if (day.length === 2) {
      return Days[day];
    }
    var parts = day.match(/^([+-]?\d{1,2})([A-Z]{2})$/);
    if (!parts || parts.length < 3) {
      throw new SyntaxError('Invalid weekday string: '.concat(day));
    }
    var n = Number(parts[1]);
    var wdaypart = parts[2];
    var wday = Days[wdaypart].weekday;
    return new Weekday(wday, n);
  });
}

// ../node_modules/.pnpm/rrule@2.8.1/node_modules/rrule/dist/esm/datewithzone.js
var DateWithZone =
  /** @class */
  (function () {
    function DateWithZone2(date4, tzid) {
      if (isNaN(date4.getTime())) {
        throw new RangeError('Invalid date passed to DateWithZone');
      }
      this.date = date4;
      this.tzid = tzid;
    }
    Object.defineProperty(DateWithZone2.prototype, 'isUTC', {
      get: function () {
        return !this.tzid || this.tzid.toUpperCase() === 'UTC';
      },
      enumerable: false,
      configurable: true,
    });
    DateWithZone2.prototype.toString = function () {
      var datestr = timeToUntilString(this.date.getTime(), this.isUTC);
      if (!this.isUTC) {
        return ';TZID='.concat(this.tzid, ':').concat(datestr);
      }
      return ':'.concat(datestr);
    };
    DateWithZone2.prototype.getTime = function () {
      return this.date.getTime();
    };
    DateWithZone2.prototype.rezonedDate = function () {
      if (this.isUTC) {
        return this.date;
      }
      return dateInTimeZone(this.date, this.tzid);
    };
    return DateWithZone2;
  })();

// ../node_modules/.pnpm/rrule@2.8.1/node_modules/rrule/dist/esm/optionstostring.js
function optionsToString(options) {
  var rrule = [];
  var dtstart = '';
  var keys = Object.keys(options);
  var defaultKeys2 = Object.keys(DEFAULT_OPTIONS);
  for (var i = 0; i < keys.length; i++) {
    if (keys[i] === 'tzid') continue;
    if (!includes(defaultKeys2, keys[i])) continue;
    var key = keys[i].toUpperCase();
    var value = options[keys[i]];
    var outValue = '';
    if (!isPresent(value) || (isArray(value) && !value.length)) continue;
    switch (key) {
      case 'FREQ':
        outValue = RRule.FREQUENCIES[options.freq];
        break;
      case 'WKST':
        if (isNumber(value)) {
          outValue = new Weekday(value).toString();
        } else {
          outValue = value.toString();
        }
        break;
      case 'BYWEEKDAY':
        key = 'BYDAY';
        outValue = toArray(value)
          .map(function (wday) {
            if (wday instanceof Weekday) {
              return wday;
            }
            if (isArray(wday)) {
              return new Weekday(wday[0], wday[1]);
            }
            return new Weekday(wday);
          })
          .toString();
        break;
      case 'DTSTART':
        dtstart = buildDtstart(value, options.tzid);
        break;
      case 'UNTIL':
        outValue = timeToUntilString(value, !options.tzid);
        break;
      default:
        if (isArray(value)) {
          var strValues = [];
          for (var j = 0; j < value.length; j++) {
            strValues[j] = String(value[j]);
          }
          outValue = strValues.toString();
        } else {
          outValue = String(value);
        }
    }
    if (outValue) {
      rrule.push([key, outValue]);
    }
  }
  var rules = rrule
    .map(function (_a2) {
      var key2 = _a2[0],
        value2 = _a2[1];
      return ''.concat(key2, '=').concat(value2.toString());
    })
    .join(';');
  var ruleString = '';
  if (rules !== '') {
    ruleString = 'RRULE:'.concat(rules);
  }
  return [dtstart, ruleString]
    .filter(function (x) {
      return !!x;
    })
    .join('\n');
}
function buildDtstart(dtstart, tzid) {
  if (!dtstart) {
    return '';
  }
  return 'DTSTART' + new DateWithZone(new Date(dtstart), tzid).toString();
}

// ../node_modules/.pnpm/rrule@2.8.1/node_modules/rrule/dist/esm/cache.js
function argsMatch(left, right) {
  if (Array.isArray(left)) {
    if (!Array.isArray(right)) return false;
    if (left.length !== right.length) return false;
    return left.every(function (date4, i) {
      return date4.getTime() === right[i].getTime();
    });
  }
  if (left instanceof Date) {
    return right instanceof Date && left.getTime() === right.getTime();
  }
  return left === right;
}
var Cache =
  /** @class */
  (function () {
    function Cache2() {
      this.all = false;
      this.before = [];
      this.after = [];
      this.between = [];
    }
    Cache2.prototype._cacheAdd = function (what, value, args) {
      if (value) {
        value = value instanceof Date ? clone2(value) : cloneDates(value);
      }
      if (what === 'all') {
        this.all = value;
      } else {
        args._value = value;
        this[what].push(args);
      }
    };
    Cache2.prototype._cacheGet = function (what, args) {
      var cached2 = false;
      var argsKeys = args ? Object.keys(args) : [];
      var findCacheDiff = function (item2) {
        for (var i2 = 0; i2 < argsKeys.length; i2++) {
          var key = argsKeys[i2];
          if (!argsMatch(args[key], item2[key])) {
            return true;
          }
        }
        return false;
      };
      var cachedObject = this[what];
      if (what === 'all') {
        cached2 = this.all;
      } else if (isArray(cachedObject)) {
        for (var i = 0; i < cachedObject.length; i++) {
          var item = cachedObject[i];
          if (argsKeys.length && findCacheDiff(item)) continue;
          cached2 = item._value;
          break;
        }
      }
      if (!cached2 && this.all) {
        var iterResult = new iterresult_default(what, args);
        for (var i = 0; i < this.all.length; i++) {
          if (!iterResult.accept(this.all[i])) break;
        }
        cached2 = iterResult.getValue();
        this._cacheAdd(what, cached2, args);
      }
      return isArray(cached2) ? cloneDates(cached2) : cached2 instanceof Date ? clone2(cached2) : cached2;
    };
    return Cache2;
  })();

// ../node_modules/.pnpm/rrule@2.8.1/node_modules/rrule/dist/esm/masks.js
var M365MASK = __spreadArray(
  __spreadArray(
    __spreadArray(
      __spreadArray(
        __spreadArray(
          __spreadArray(
            __spreadArray(
              __spreadArray(
                __spreadArray(
                  __spreadArray(
                    __spreadArray(
                      __spreadArray(__spreadArray([], repeat(1, 31), true), repeat(2, 28), true),
                      repeat(3, 31),
                      true,
                    ),
                    repeat(4, 30),
                    true,
                  ),
                  repeat(5, 31),
                  true,
                ),
                repeat(6, 30),
                true,
              ),
              repeat(7, 31),
              true,
            ),
            repeat(8, 31),
            true,
          ),
          repeat(9, 30),
          true,
        ),
        repeat(10, 31),
        true,
      ),
      repeat(11, 30),
      true,
    ),
    repeat(12, 31),
    true,
  ),
  repeat(1, 7),
  true,
);
var M366MASK = __spreadArray(
  __spreadArray(
    __spreadArray(
      __spreadArray(
        __spreadArray(
          __spreadArray(
            __spreadArray(
              __spreadArray(
                __spreadArray(
                  __spreadArray(
                    __spreadArray(
                      __spreadArray(__spreadArray([], repeat(1, 31), true), repeat(2, 29), true),
                      repeat(3, 31),
                      true,
                    ),
                    repeat(4, 30),
                    true,
                  ),
                  repeat(5, 31),
                  true,
                ),
                repeat(6, 30),
                true,
              ),
              repeat(7, 31),
              true,
            ),
            repeat(8, 31),
            true,
          ),
          repeat(9, 30),
          true,
        ),
        repeat(10, 31),
        true,
      ),
      repeat(11, 30),
      true,
    ),
    repeat(12, 31),
    true,
  ),
  repeat(1, 7),
  true,
);
var M28 = range(1, 29);
var M29 = range(1, 30);
var M30 = range(1, 31);
var M31 = range(1, 32);
var MDAY366MASK = __spreadArray(
  __spreadArray(
    __spreadArray(
      __spreadArray(
        __spreadArray(
          __spreadArray(
            __spreadArray(
              __spreadArray(
                __spreadArray(
                  __spreadArray(
                    __spreadArray(__spreadArray(__spreadArray([], M31, true), M29, true), M31, true),
                    M30,
                    true,
                  ),
                  M31,
                  true,
                ),
                M30,
                true,
              ),
              M31,
              true,
            ),
            M31,
            true,
          ),
          M30,
          true,
        ),
        M31,
        true,
      ),
      M30,
      true,
    ),
    M31,
    true,
  ),
  M31.slice(0, 7),
  true,
);
var MDAY365MASK = __spreadArray(
  __spreadArray(
    __spreadArray(
      __spreadArray(
        __spreadArray(
          __spreadArray(
            __spreadArray(
              __spreadArray(
                __spreadArray(
                  __spreadArray(
                    __spreadArray(__spreadArray(__spreadArray([], M31, true), M28, true), M31, true),
                    M30,
                    true,
                  ),
                  M31,
                  true,
                ),
                M30,
                true,
              ),
              M31,
              true,
            ),
            M31,
            true,
          ),
          M30,
          true,
        ),
        M31,
        true,
      ),
      M30,
      true,
    ),
    M31,
    true,
  ),
  M31.slice(0, 7),
  true,
);
var NM28 = range(-28, 0);
var NM29 = range(-29, 0);
var NM30 = range(-30, 0);
var NM31 = range(-31, 0);
var NMDAY366MASK = __spreadArray(
  __spreadArray(
    __spreadArray(
      __spreadArray(
        __spreadArray(
          __spreadArray(
            __spreadArray(
              __spreadArray(
                __spreadArray(
                  __spreadArray(
                    __spreadArray(__spreadArray(__spreadArray([], NM31, true), NM29, true), NM31, true),
                    NM30,
                    true,
                  ),
                  NM31,
                  true,
                ),
                NM30,
                true,
              ),
              NM31,
              true,
            ),
            NM31,
            true,
          ),
          NM30,
          true,
        ),
        NM31,
        true,
      ),
      NM30,
      true,
    ),
    NM31,
    true,
  ),
  NM31.slice(0, 7),
  true,
);
var NMDAY365MASK = __spreadArray(
  __spreadArray(
    __spreadArray(
      __spreadArray(
        __spreadArray(
          __spreadArray(
            __spreadArray(
              __spreadArray(
                __spreadArray(
                  __spreadArray(
                    __spreadArray(__spreadArray(__spreadArray([], NM31, true), NM28, true), NM31, true),
                    NM30,
                    true,
                  ),
                  NM31,
                  true,
                ),
                NM30,
                true,
              ),
              NM31,
              true,
            ),
            NM31,
            true,
          ),
          NM30,
          true,
        ),
        NM31,
        true,
      ),
      NM30,
      true,
    ),
    NM31,
    true,
  ),
  NM31.slice(0, 7),
  true,
);
var M366RANGE = [0, 31, 60, 91, 121, 152, 182, 213, 244, 274, 305, 335, 366];
var M365RANGE = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334, 365];
var WDAYMASK = (function () {
  var wdaymask = [];
  for (var i = 0; i < 55; i++) wdaymask = wdaymask.concat(range(7));
  return wdaymask;
})();

// ../node_modules/.pnpm/rrule@2.8.1/node_modules/rrule/dist/esm/iterinfo/yearinfo.js
function rebuildYear(year, options) {
  var firstyday = datetime3(year, 1, 1);
  var yearlen = isLeapYear(year) ? 366 : 365;
  var nextyearlen = isLeapYear(year + 1) ? 366 : 365;
  var yearordinal = toOrdinal(firstyday);
  var yearweekday = getWeekday(firstyday);
  var result = __assign(__assign({ yearlen, nextyearlen, yearordinal, yearweekday }, baseYearMasks(year)), {
    wnomask: null,
  });
  if (empty(options.byweekno)) {
    return result;
  }
  result.wnomask = repeat(0, yearlen + 7);
  var firstwkst;
  var wyearlen;
  var no1wkst = (firstwkst = pymod(7 - yearweekday + options.wkst, 7));
  if (no1wkst >= 4) {
    no1wkst = 0;
    wyearlen = result.yearlen + pymod(yearweekday - options.wkst, 7);
  } else {
    wyearlen = yearlen - no1wkst;
  }
  var div = Math.floor(wyearlen / 7);
  var mod = pymod(wyearlen, 7);
  var numweeks = Math.floor(div + mod / 4);
  for (var j = 0; j < options.byweekno.length; j++) {
    var n = options.byweekno[j];
    if (n < 0) {
      n += numweeks + 1;
    }
    if (!(n > 0 && n <= numweeks)) {
      continue;
    }
    var i = void 0;
    if (n > 1) {
      i = no1wkst + (n - 1) * 7;
      if (no1wkst !== firstwkst) {
        i -= 7 - firstwkst;
      }
    } else {
      i = no1wkst;
    }
    for (var k = 0; k < 7; k++) {
      result.wnomask[i] = 1;
      i++;
      if (result.wdaymask[i] === options.wkst) break;
    }
  }
  if (includes(options.byweekno, 1)) {
    var i = no1wkst + numweeks * 7;
    if (no1wkst !== firstwkst) i -= 7 - firstwkst;
    if (i < yearlen) {
      for (var j = 0; j < 7; j++) {
        result.wnomask[i] = 1;
        i += 1;
        if (result.wdaymask[i] === options.wkst) break;
      }
    }
  }
  if (no1wkst) {
    var lnumweeks = void 0;
    if (!includes(options.byweekno, -1)) {
      var lyearweekday = getWeekday(datetime3(year - 1, 1, 1));
      var lno1wkst = pymod(7 - lyearweekday.valueOf() + options.wkst, 7);
      var lyearlen = isLeapYear(year - 1) ? 366 : 365;
      var weekst = void 0;
      if (lno1wkst >= 4) {
        lno1wkst = 0;
        weekst = lyearlen + pymod(lyearweekday - options.wkst, 7);
      } else {
        weekst = yearlen - no1wkst;
      }
      lnumweeks = Math.floor(52 + pymod(weekst, 7) / 4);
    } else {
      lnumweeks = -1;
    }
    if (includes(options.byweekno, lnumweeks)) {
      for (var i = 0; i < no1wkst; i++) result.wnomask[i] = 1;
    }
  }
  return result;
}
function baseYearMasks(year) {
  var yearlen = isLeapYear(year) ? 366 : 365;
  var firstyday = datetime3(year, 1, 1);
  var wday = getWeekday(firstyday);
  if (yearlen === 365) {
    return {
      mmask: M365MASK,
      mdaymask: MDAY365MASK,
      nmdaymask: NMDAY365MASK,
      wdaymask: WDAYMASK.slice(wday),
      mrange: M365RANGE,
    };
  }
  return {
    mmask: M366MASK,
    mdaymask: MDAY366MASK,
    nmdaymask: NMDAY366MASK,
    wdaymask: WDAYMASK.slice(wday),
    mrange: M366RANGE,
  };
}

// ../node_modules/.pnpm/rrule@2.8.1/node_modules/rrule/dist/esm/iterinfo/monthinfo.js
function rebuildMonth(year, month, yearlen, mrange, wdaymask, options) {
  var result = {
    lastyear: year,
    lastmonth: month,
    nwdaymask: [],
  };
  var ranges = [];
  if (options.freq === RRule.YEARLY) {
    if (empty(options.bymonth)) {
      ranges = [[0, yearlen]];
    } else {
      for (var j = 0; j < options.bymonth.length; j++) {
        month = options.bymonth[j];
        ranges.push(mrange.slice(month - 1, month + 1));
      }
    }
  } else if (options.freq === RRule.MONTHLY) {
    ranges = [mrange.slice(month - 1, month + 1)];
  }
  if (empty(ranges)) {
    return result;
  }
  result.nwdaymask = repeat(0, yearlen);
  for (var j = 0; j < ranges.length; j++) {
    var rang = ranges[j];
    var first = rang[0];
    var last = rang[1] - 1;
    for (var k = 0; k < options.bynweekday.length; k++) {
      var i = void 0;
      var _a2 = options.bynweekday[k],
        wday = _a2[0],
        n = _a2[1];
      if (n < 0) {
        i = last + (n + 1) * 7;
        i -= pymod(wdaymask[i] - wday, 7);
      } else {
        i = first + (n - 1) * 7;
        i += pymod(7 - wdaymask[i] + wday, 7);
      }
      if (first <= i && i <= last) result.nwdaymask[i] = 1;
    }
  }
  return result;
}

// ../node_modules/.pnpm/rrule@2.8.1/node_modules/rrule/dist/esm/iterinfo/easter.js
function easter(y, offset) {
  if (offset === void 0) {
    offset = 0;
  }
  var a = y % 19;
  var b = Math.floor(y / 100);
  var c = y % 100;
  var d = Math.floor(b / 4);
  var e = b % 4;
  var f = Math.floor((b + 8) / 25);
  var g = Math.floor((b - f + 1) / 3);
  var h = Math.floor(19 * a + b - d - g + 15) % 30;
  var i = Math.floor(c / 4);
  var k = c % 4;
  var l = Math.floor(32 + 2 * e + 2 * i - h - k) % 7;
  var m = Math.floor((a + 11 * h + 22 * l) / 451);
  var month = Math.floor((h + l - 7 * m + 114) / 31);
  var day = ((h + l - 7 * m + 114) % 31) + 1;
  var date4 = Date.UTC(y, month - 1, day + offset);
  var yearStart = Date.UTC(y, 0, 1);
  return [Math.ceil((date4 - yearStart) / (1e3 * 60 * 60 * 24))];
}

// ../node_modules/.pnpm/rrule@2.8.1/node_modules/rrule/dist/esm/iterinfo/index.js
var Iterinfo =
  /** @class */
  (function () {
    function Iterinfo2(options) {
      this.options = options;
    }
    Iterinfo2.prototype.rebuild = function (year, month) {
      var options = this.options;
      if (year !== this.lastyear) {
        this.yearinfo = rebuildYear(year, options);
      }
      if (notEmpty(options.bynweekday) && (month !== this.lastmonth || year !== this.lastyear)) {
        var _a2 = this.yearinfo,
          yearlen = _a2.yearlen,
          mrange = _a2.mrange,
          wdaymask = _a2.wdaymask;
        this.monthinfo = rebuildMonth(year, month, yearlen, mrange, wdaymask, options);
      }
      if (isPresent(options.byeaster)) {
        this.eastermask = easter(year, options.byeaster);
      }
    };
    Object.defineProperty(Iterinfo2.prototype, 'lastyear', {
      get: function () {
        return this.monthinfo ? this.monthinfo.lastyear : null;
      },
      enumerable: false,
      configurable: true,
    });
    Object.defineProperty(Iterinfo2.prototype, 'lastmonth', {
      get: function () {
        return this.monthinfo ? this.monthinfo.lastmonth : null;
      },
      enumerable: false,
      configurable: true,
    });
    Object.defineProperty(Iterinfo2.prototype, 'yearlen', {
      get: function () {
        return this.yearinfo.yearlen;
      },
      enumerable: false,
      configurable: true,
    });
    Object.defineProperty(Iterinfo2.prototype, 'yearordinal', {
      get: function () {
        return this.yearinfo.yearordinal;
      },
      enumerable: false,
      configurable: true,
    });
    Object.defineProperty(Iterinfo2.prototype, 'mrange', {
      get: function () {
        return this.yearinfo.mrange;
      },
      enumerable: false,
      configurable: true,
    });
    Object.defineProperty(Iterinfo2.prototype, 'wdaymask', {
      get: function () {
        return this.yearinfo.wdaymask;
      },
      enumerable: false,
      configurable: true,
    });
    Object.defineProperty(Iterinfo2.prototype, 'mmask', {
      get: function () {
        return this.yearinfo.mmask;
      },
      enumerable: false,
      configurable: true,
    });
    Object.defineProperty(Iterinfo2.prototype, 'wnomask', {
      get: function () {
        return this.yearinfo.wnomask;
      },
      enumerable: false,
      configurable: true,
    });
    Object.defineProperty(Iterinfo2.prototype, 'nwdaymask', {
      get: function () {
        return this.monthinfo ? this.monthinfo.nwdaymask : [];
      },
      enumerable: false,
      configurable: true,
    });
    Object.defineProperty(Iterinfo2.prototype, 'nextyearlen', {
      get: function () {
        return this.yearinfo.nextyearlen;
      },
      enumerable: false,
      configurable: true,
    });
    Object.defineProperty(Iterinfo2.prototype, 'mdaymask', {
      get: function () {
        return this.yearinfo.mdaymask;
      },
      enumerable: false,
      configurable: true,
    });
    Object.defineProperty(Iterinfo2.prototype, 'nmdaymask', {
      get: function () {
        return this.yearinfo.nmdaymask;
      },
      enumerable: false,
      configurable: true,
    });
    Iterinfo2.prototype.ydayset = function () {
      return [range(this.yearlen), 0, this.yearlen];
    };
    Iterinfo2.prototype.mdayset = function (_, month) {
      var start = this.mrange[month - 1];
      var end = this.mrange[month];
      var set = repeat(null, this.yearlen);
      for (var i = start; i < end; i++) set[i] = i;
      return [set, start, end];
    };
    Iterinfo2.prototype.wdayset = function (year, month, day) {
      var set = repeat(null, this.yearlen + 7);
      var i = toOrdinal(datetime3(year, month, day)) - this.yearordinal;
      var start = i;
      for (var j = 0; j < 7; j++) {
        set[i] = i;
        ++i;
        if (this.wdaymask[i] === this.options.wkst) break;
      }
      return [set, start, i];
    };
    Iterinfo2.prototype.ddayset = function (year, month, day) {
      var set = repeat(null, this.yearlen);
      var i = toOrdinal(datetime3(year, month, day)) - this.yearordinal;
      set[i] = i;
      return [set, i, i + 1];
    };
    Iterinfo2.prototype.htimeset = function (hour, _, second, millisecond) {
      var _this = this;
      var set = [];
      this.options.byminute.forEach(function (minute) {
        set = set.concat(_this.mtimeset(hour, minute, second, millisecond));
      });
      sort(set);
      return set;
    };
    Iterinfo2.prototype.mtimeset = function (hour, minute, _, millisecond) {
      var set = this.options.bysecond.map(function (second) {
        return new Time(hour, minute, second, millisecond);
      });
      sort(set);
      return set;
    };
    Iterinfo2.prototype.stimeset = function (hour, minute, second, millisecond) {
      return [new Time(hour, minute, second, millisecond)];
    };
    Iterinfo2.prototype.getdayset = function (freq) {
      switch (freq) {
        case Frequency.YEARLY:
          return this.ydayset.bind(this);
        case Frequency.MONTHLY:
          return this.mdayset.bind(this);
        case Frequency.WEEKLY:
          return this.wdayset.bind(this);
        case Frequency.DAILY:
          return this.ddayset.bind(this);
        default:
          return this.ddayset.bind(this);
      }
    };
    Iterinfo2.prototype.gettimeset = function (freq) {
      switch (freq) {
        case Frequency.HOURLY:
          return this.htimeset.bind(this);
        case Frequency.MINUTELY:
          return this.mtimeset.bind(this);
        case Frequency.SECONDLY:
          return this.stimeset.bind(this);
      }
    };
    return Iterinfo2;
  })();
var iterinfo_default = Iterinfo;

// ../node_modules/.pnpm/rrule@2.8.1/node_modules/rrule/dist/esm/iter/poslist.js
function buildPoslist(bysetpos, timeset, start, end, ii, dayset) {
  var poslist = [];
  for (var j = 0; j < bysetpos.length; j++) {
    var daypos = void 0;
    var timepos = void 0;
    var pos = bysetpos[j];
    if (pos < 0) {
      daypos = Math.floor(pos / timeset.length);
      timepos = pymod(pos, timeset.length);
    } else {
      daypos = Math.floor((pos - 1) / timeset.length);
      timepos = pymod(pos - 1, timeset.length);
    }
    var tmp = [];
    for (var k = start; k < end; k++) {
      var val = dayset[k];
      if (!isPresent(val)) continue;
      tmp.push(val);
    }
    var i = void 0;
    if (daypos < 0) {
      i = tmp.slice(daypos)[0];
    } else {
      i = tmp[daypos];
    }
    var time3 = timeset[timepos];
    var date4 = fromOrdinal(ii.yearordinal + i);
    var res = combine(date4, time3);
    if (!includes(poslist, res)) poslist.push(res);
  }
  sort(poslist);
  return poslist;
}

// ../node_modules/.pnpm/rrule@2.8.1/node_modules/rrule/dist/esm/iter/index.js
function iter(iterResult, options) {
  var dtstart = options.dtstart,
    freq = options.freq,
    interval = options.interval,
    until = options.until,
    bysetpos = options.bysetpos;
  var count = options.count;
  if (count === 0 || interval === 0) {
    return emitResult(iterResult);
  }
  var counterDate = DateTime.fromDate(dtstart);
  var ii = new iterinfo_default(options);
  ii.rebuild(counterDate.year, counterDate.month);
  var timeset = makeTimeset(ii, counterDate, options);
  for (;;) {
    var _a2 = ii.getdayset(freq)(counterDate.year, counterDate.month, counterDate.day),
      dayset = _a2[0],
      start = _a2[1],
      end = _a2[2];
    var filtered = removeFilteredDays(dayset, start, end, ii, options);
    if (notEmpty(bysetpos)) {
      var poslist = buildPoslist(bysetpos, timeset, start, end, ii, dayset);
      for (var j = 0; j < poslist.length; j++) {
        var res = poslist[j];
        if (until && res > until) {
          return emitResult(iterResult);
        }
        if (res >= dtstart) {
          var rezonedDate = rezoneIfNeeded(res, options);
          if (!iterResult.accept(rezonedDate)) {
            return emitResult(iterResult);
          }
          if (count) {
            --count;
            if (!count) {
              return emitResult(iterResult);
            }
          }
        }
      }
    } else {
      for (var j = start; j < end; j++) {
        var currentDay = dayset[j];
        if (!isPresent(currentDay)) {
          continue;
        }
        var date4 = fromOrdinal(ii.yearordinal + currentDay);
        for (var k = 0; k < timeset.length; k++) {
          var time3 = timeset[k];
          var res = combine(date4, time3);
          if (until && res > until) {
            return emitResult(iterResult);
          }
          if (res >= dtstart) {
            var rezonedDate = rezoneIfNeeded(res, options);
            if (!iterResult.accept(rezonedDate)) {
              return emitResult(iterResult);
            }
            if (count) {
              --count;
              if (!count) {
                return emitResult(iterResult);
              }
            }
          }
        }
      }
    }
    if (options.interval === 0) {
      return emitResult(iterResult);
    }
    counterDate.add(options, filtered);
    if (counterDate.year > MAXYEAR) {
      return emitResult(iterResult);
    }
    if (!freqIsDailyOrGreater(freq)) {
      timeset = ii.gettimeset(freq)(counterDate.hour, counterDate.minute, counterDate.second, 0);
    }
    ii.rebuild(counterDate.year, counterDate.month);
  }
}
function isFiltered(ii, currentDay, options) {
  var bymonth = options.bymonth,
    byweekno = options.byweekno,
    byweekday = options.byweekday,
    byeaster = options.byeaster,
    bymonthday = options.bymonthday,
    bynmonthday = options.bynmonthday,
    byyearday = options.byyearday;
  return (
    (notEmpty(bymonth) && !includes(bymonth, ii.mmask[currentDay])) ||
    (notEmpty(byweekno) && !ii.wnomask[currentDay]) ||
    (notEmpty(byweekday) && !includes(byweekday, ii.wdaymask[currentDay])) ||
    (notEmpty(ii.nwdaymask) && !ii.nwdaymask[currentDay]) ||
    (byeaster !== null && !includes(ii.eastermask, currentDay)) ||
    ((notEmpty(bymonthday) || notEmpty(bynmonthday)) &&
      !includes(bymonthday, ii.mdaymask[currentDay]) &&
      !includes(bynmonthday, ii.nmdaymask[currentDay])) ||
    (notEmpty(byyearday) &&
      ((currentDay < ii.yearlen &&
        !includes(byyearday, currentDay + 1) &&
        !includes(byyearday, -ii.yearlen + currentDay)) ||
        (currentDay >= ii.yearlen &&
          !includes(byyearday, currentDay + 1 - ii.yearlen) &&
          !includes(byyearday, -ii.nextyearlen + currentDay - ii.yearlen))))
  );
}
function rezoneIfNeeded(date4, options) {
  return new DateWithZone(date4, options.tzid).rezonedDate();
}
function emitResult(iterResult) {
  return iterResult.getValue();
}
function removeFilteredDays(dayset, start, end, ii, options) {
  var filtered = false;
  for (var dayCounter = start; dayCounter < end; dayCounter++) {
    var currentDay = dayset[dayCounter];
    filtered = isFiltered(ii, currentDay, options);
    if (filtered) dayset[currentDay] = null;
  }
  return filtered;
}
function makeTimeset(ii, counterDate, options) {
  var freq = options.freq,
    byhour = options.byhour,
    byminute = options.byminute,
    bysecond = options.bysecond;
  if (freqIsDailyOrGreater(freq)) {
    return buildTimeset(options);
  }
  if (
    (freq >= RRule.HOURLY && notEmpty(byhour) && !includes(byhour, counterDate.hour)) ||
    (freq >= RRule.MINUTELY && notEmpty(byminute) && !includes(byminute, counterDate.minute)) ||
    (freq >= RRule.SECONDLY && notEmpty(bysecond) && !includes(bysecond, counterDate.second))
  ) {
    return [];
  }
  return ii.gettimeset(freq)(
    counterDate.hour,
    counterDate.minute,
    counterDate.second,
    counterDate.millisecond,
  );
}

// ../node_modules/.pnpm/rrule@2.8.1/node_modules/rrule/dist/esm/rrule.js
var Days = {
  MO: new Weekday(0),
  TU: new Weekday(1),
  WE: new Weekday(2),
  TH: new Weekday(3),
  FR: new Weekday(4),
  SA: new Weekday(5),
  SU: new Weekday(6),
};
var DEFAULT_OPTIONS = {
  freq: Frequency.YEARLY,
  dtstart: null,
  interval: 1,
  wkst: Days.MO,
  count: null,
  until: null,
  tzid: null,
  bysetpos: null,
  bymonth: null,
  bymonthday: null,
  bynmonthday: null,
  byyearday: null,
  byweekno: null,
  byweekday: null,
  bynweekday: null,
  byhour: null,
  byminute: null,
  bysecond: null,
  byeaster: null,
};
var defaultKeys = Object.keys(DEFAULT_OPTIONS);
var RRule =
  /** @class */
  (function () {
    function RRule3(options, noCache) {
      if (options === void 0) {
        options = {};
      }
      if (noCache === void 0) {
        noCache = false;
      }
      this._cache = noCache ? null : new Cache();
      this.origOptions = initializeOptions(options);
      var parsedOptions = parseOptions(options).parsedOptions;
      this.options = parsedOptions;
    }
    RRule3.parseText = function (text, language) {
      return parseText(text, language);
    };
    RRule3.fromText = function (text, language) {
      return fromText(text, language);
    };
    RRule3.fromString = function (str) {
      return new RRule3(RRule3.parseString(str) || void 0);
    };
    RRule3.prototype._iter = function (iterResult) {
      return iter(iterResult, this.options);
    };
    RRule3.prototype._cacheGet = function (what, args) {
      if (!this._cache) return false;
      return this._cache._cacheGet(what, args);
    };
    RRule3.prototype._cacheAdd = function (what, value, args) {
      if (!this._cache) return;
      return this._cache._cacheAdd(what, value, args);
    };
    RRule3.prototype.all = function (iterator) {
      if (iterator) {
        return this._iter(new callbackiterresult_default('all', {}, iterator));
      }
      var result = this._cacheGet('all');
      if (result === false) {
        result = this._iter(new iterresult_default('all', {}));
        this._cacheAdd('all', result);
      }
      return result;
    };
    RRule3.prototype.between = function (after, before, inc, iterator) {
      if (inc === void 0) {
        inc = false;
      }
      if (!isValidDate(after) || !isValidDate(before)) {
        throw new Error('Invalid date passed in to RRule.between');
      }
      var args = {
        before,
        after,
        inc,
      };
      if (iterator) {
        return this._iter(new callbackiterresult_default('between', args, iterator));
      }
      var result = this._cacheGet('between', args);
      if (result === false) {
        result = this._iter(new iterresult_default('between', args));
        this._cacheAdd('between', result, args);
      }
      return result;
    };
    RRule3.prototype.before = function (dt, inc) {
      if (inc === void 0) {
        inc = false;
      }
      if (!isValidDate(dt)) {
        throw new Error('Invalid date passed in to RRule.before');
      }
      var args = { dt, inc };
      var result = this._cacheGet('before', args);
      if (result === false) {
        result = this._iter(new iterresult_default('before', args));
        this._cacheAdd('before', result, args);
      }
      return result;
    };
    RRule3.prototype.after = function (dt, inc) {
      if (inc === void 0) {
        inc = false;
      }
      if (!isValidDate(dt)) {
        throw new Error('Invalid date passed in to RRule.after');
      }
      var args = { dt, inc };
      var result = this._cacheGet('after', args);
      if (result === false) {
        result = this._iter(new iterresult_default('after', args));
        this._cacheAdd('after', result, args);
      }
      return result;
    };
    RRule3.prototype.count = function () {
      return this.all().length;
    };
    RRule3.prototype.toString = function () {
      return optionsToString(this.origOptions);
    };
    RRule3.prototype.toText = function (gettext, language, dateFormatter) {
      return toText(this, gettext, language, dateFormatter);
    };
    RRule3.prototype.isFullyConvertibleToText = function () {
      return isFullyConvertible(this);
    };
    RRule3.prototype.clone = function () {
      return new RRule3(this.origOptions);
    };
    RRule3.FREQUENCIES = ['YEARLY', 'MONTHLY', 'WEEKLY', 'DAILY', 'HOURLY', 'MINUTELY', 'SECONDLY'];
    RRule3.YEARLY = Frequency.YEARLY;
    RRule3.MONTHLY = Frequency.MONTHLY;
    RRule3.WEEKLY = Frequency.WEEKLY;
    RRule3.DAILY = Frequency.DAILY;
    RRule3.HOURLY = Frequency.HOURLY;
    RRule3.MINUTELY = Frequency.MINUTELY;
    RRule3.SECONDLY = Frequency.SECONDLY;
    RRule3.MO = Days.MO;
    RRule3.TU = Days.TU;
    RRule3.WE = Days.WE;
    RRule3.TH = Days.TH;
    RRule3.FR = Days.FR;
    RRule3.SA = Days.SA;
    RRule3.SU = Days.SU;
    RRule3.parseString = parseString;
    RRule3.optionsToString = optionsToString;
    return RRule3;
  })();

// ../node_modules/.pnpm/rrule@2.8.1/node_modules/rrule/dist/esm/iterset.js
function iterSet(iterResult, _rrule, _exrule, _rdate, _exdate, tzid) {
  var _exdateHash = {};
  var _accept = iterResult.accept;
  function evalExdate(after, before) {
    _exrule.forEach(function (rrule) {
      rrule.between(after, before, true).forEach(function (date4) {
        _exdateHash[Number(date4)] = true;
      });
    });
  }
  _exdate.forEach(function (date4) {
    var zonedDate2 = new DateWithZone(date4, tzid).rezonedDate();
    _exdateHash[Number(zonedDate2)] = true;
  });
  iterResult.accept = function (date4) {
    var dt = Number(date4);
    if (isNaN(dt)) return _accept.call(this, date4);
    if (!_exdateHash[dt]) {
      evalExdate(new Date(dt - 1), new Date(dt + 1));
      if (!_exdateHash[dt]) {
        _exdateHash[dt] = true;
        return _accept.call(this, date4);
      }
    }
    return true;
  };
  if (iterResult.method === 'between') {
    evalExdate(iterResult.args.after, iterResult.args.before);
    iterResult.accept = function (date4) {
      var dt = Number(date4);
      if (!_exdateHash[dt]) {
        _exdateHash[dt] = true;
        return _accept.call(this, date4);
      }
      return true;
    };
  }
  for (var i = 0; i < _rdate.length; i++) {
    var zonedDate = new DateWithZone(_rdate[i], tzid).rezonedDate();
    if (!iterResult.accept(new Date(zonedDate.getTime()))) break;
  }
  _rrule.forEach(function (rrule) {
    iter(iterResult, rrule.options);
  });
  var res = iterResult._result;
  sort(res);
  switch (iterResult.method) {
    case 'all':
    case 'between':
      return res;
    case 'before':
      return (res.length && res[res.length - 1]) || null;
    case 'after':
    default:
      return (res.length && res[0]) || null;
  }
}

// ../node_modules/.pnpm/rrule@2.8.1/node_modules/rrule/dist/esm/rrulestr.js
var DEFAULT_OPTIONS2 = {
  dtstart: null,
  cache: false,
  unfold: false,
  forceset: false,
  compatible: false,
  tzid: null,
};
function parseInput(s, options) {
  var rrulevals = [];
  var rdatevals = [];
  var exrulevals = [];
  var exdatevals = [];
  var parsedDtstart = parseDtstart(s);
  var dtstart = parsedDtstart.dtstart;
  var tzid = parsedDtstart.tzid;
  var lines = splitIntoLines(s, options.unfold);
  lines.forEach(function (line) {
    var _a2;
    if (!line) return;
    var _b = breakDownLine(line),
      name = _b.name,
      parms = _b.parms,
      value = _b.value;
    switch (name.toUpperCase()) {
      case 'RRULE':
        if (parms.length) {
          throw new Error('unsupported RRULE parm: '.concat(parms.join(',')));
        }
        rrulevals.push(parseString(line));
        break;
      case 'RDATE':
        var _c = (_a2 = /RDATE(?:;TZID=([^:=]+))?/i.exec(line)) !== null && _a2 !== void 0 ? _a2 : [],
          rdateTzid = _c[1];
        if (rdateTzid && !tzid) {
          tzid = rdateTzid;
        }
        rdatevals = rdatevals.concat(parseRDate(value, parms));
        break;
      case 'EXRULE':
        if (parms.length) {
          throw new Error('unsupported EXRULE parm: '.concat(parms.join(',')));
        }
        exrulevals.push(parseString(value));
        break;
      case 'EXDATE':
        exdatevals = exdatevals.concat(parseRDate(value, parms));
        break;
      case 'DTSTART':
        break;
      default:
        throw new Error('unsupported property: ' + name);
    }
  });
  return {
    dtstart,
    tzid,
    rrulevals,
    rdatevals,
    exrulevals,
    exdatevals,
  };
}
function buildRule(s, options) {
  var _a2 = parseInput(s, options),
    rrulevals = _a2.rrulevals,
    rdatevals = _a2.rdatevals,
    exrulevals = _a2.exrulevals,
    exdatevals = _a2.exdatevals,
    dtstart = _a2.dtstart,
    tzid = _a2.tzid;
  var noCache = options.cache === false;
  if (options.compatible) {
    options.forceset = true;
    options.unfold = true;
  }
  if (
    options.forceset ||
    rrulevals.length > 1 ||
    rdatevals.length ||
    exrulevals.length ||
    exdatevals.length
  ) {
    var rset_1 = new RRuleSet(noCache);
    rset_1.dtstart(dtstart);
    rset_1.tzid(tzid || void 0);
    rrulevals.forEach(function (val2) {
      rset_1.rrule(new RRule(groomRruleOptions(val2, dtstart, tzid), noCache));
    });
    rdatevals.forEach(function (date4) {
      rset_1.rdate(date4);
    });
    exrulevals.forEach(function (val2) {
      rset_1.exrule(new RRule(groomRruleOptions(val2, dtstart, tzid), noCache));
    });
    exdatevals.forEach(function (date4) {
      rset_1.exdate(date4);
    });
    if (options.compatible && options.dtstart) rset_1.rdate(dtstart);
    return rset_1;
  }
  var val = rrulevals[0] || {};
  return new RRule(
    groomRruleOptions(val, val.dtstart || options.dtstart || dtstart, val.tzid || options.tzid || tzid),
    noCache,
  );
}
function rrulestr(s, options) {
  if (options === void 0) {
    options = {};
  }
  return buildRule(s, initializeOptions2(options));
}
function groomRruleOptions(val, dtstart, tzid) {
  return __assign(__assign({}, val), { dtstart, tzid });
}
function initializeOptions2(options) {
  var invalid2 = [];
  var keys = Object.keys(options);
  var defaultKeys2 = Object.keys(DEFAULT_OPTIONS2);
  keys.forEach(function (key) {
    if (!includes(defaultKeys2, key)) invalid2.push(key);
  });
  if (invalid2.length) {
    throw new Error('Invalid options: ' + invalid2.join(', '));
  }
  return __assign(__assign({}, DEFAULT_OPTIONS2), options);
}
function extractName(line) {
  if (line.indexOf(':') === -1) {
    return {
      name: 'RRULE',
      value: line,
    };
  }
  var _a2 = split(line, ':', 1),
    name = _a2[0],
    value = _a2[1];
  return {
    name,
    value,
  };
}
function breakDownLine(line) {
  var _a2 = extractName(line),
    name = _a2.name,
    value = _a2.value;
  var parms = name.split(';');
  if (!parms) throw new Error('empty property name');
  return {
    name: parms[0].toUpperCase(),
    parms: parms.slice(1),
    value,
  };
}
function splitIntoLines(s, unfold) {
  if (unfold === void 0) {
    unfold = false;
  }
  s = s && s.trim();
  if (!s) throw new Error('Invalid empty string');
  if (!unfold) {
    return s.split(/\s/);
  }
  var lines = s.split('\n');
  var i = 0;
  while (i < lines.length) {
    var line = (lines[i] = lines[i].replace(/\s+$/g, ''));
    if (!line) {
      lines.splice(i, 1);
    } else if (i > 0 && line[0] === ' ') {
      lines[i - 1] += line.slice(1);
      lines.splice(i, 1);
    } else {
      i += 1;
    }
  }
  return lines;
}
function validateDateParm(parms) {
  parms.forEach(function (parm) {
    if (!/(VALUE=DATE(-TIME)?)|(TZID=)/.test(parm)) {
      throw new Error('unsupported RDATE/EXDATE parm: ' + parm);
    }
  });
}
function parseRDate(rdateval, parms) {
  validateDateParm(parms);
  return rdateval.split(',').map(function (datestr) {
    return untilStringToDate(datestr);
  });
}

// ../node_modules/.pnpm/rrule@2.8.1/node_modules/rrule/dist/esm/rruleset.js
function createGetterSetter(fieldName) {
  var _this = this;
  return function (field) {
    if (field !== void 0) {
      _this['_'.concat(fieldName)] = field;
    }
    if (_this['_'.concat(fieldName)] !== void 0) {
      return _this['_'.concat(fieldName)];
    }
    for (var i = 0; i < _this._rrule.length; i++) {
      var field_1 = _this._rrule[i].origOptions[fieldName];
      if (field_1) {
        return field_1;
      }
    }
  };
}
var RRuleSet =
  /** @class */
  (function (_super) {
    __extends(RRuleSet2, _super);
    function RRuleSet2(noCache) {
      if (noCache === void 0) {
        noCache = false;
      }
      var _this = _super.call(this, {}, noCache) || this;
      _this.dtstart = createGetterSetter.apply(_this, ['dtstart']);
      _this.tzid = createGetterSetter.apply(_this, ['tzid']);
      _this._rrule = [];
      _this._rdate = [];
      _this._exrule = [];
      _this._exdate = [];
      return _this;
    }
    RRuleSet2.prototype._iter = function (iterResult) {
      return iterSet(iterResult, this._rrule, this._exrule, this._rdate, this._exdate, this.tzid());
    };
    RRuleSet2.prototype.rrule = function (rrule) {
      _addRule(rrule, this._rrule);
    };
    RRuleSet2.prototype.exrule = function (rrule) {
      _addRule(rrule, this._exrule);
    };
    RRuleSet2.prototype.rdate = function (date4) {
      _addDate(date4, this._rdate);
    };
    RRuleSet2.prototype.exdate = function (date4) {
      _addDate(date4, this._exdate);
    };
    RRuleSet2.prototype.rrules = function () {
      return this._rrule.map(function (e) {
        return rrulestr(e.toString());
      });
    };
    RRuleSet2.prototype.exrules = function () {
      return this._exrule.map(function (e) {
        return rrulestr(e.toString());
      });
    };
    RRuleSet2.prototype.rdates = function () {
      return this._rdate.map(function (e) {
        return new Date(e.getTime());
      });
    };
    RRuleSet2.prototype.exdates = function () {
      return this._exdate.map(function (e) {
        return new Date(e.getTime());
      });
    };
    RRuleSet2.prototype.valueOf = function () {
      var result = [];
      if (!this._rrule.length && this._dtstart) {
        result = result.concat(optionsToString({ dtstart: this._dtstart }));
      }
      this._rrule.forEach(function (rrule) {
        result = result.concat(rrule.toString().split('\n'));
      });
      this._exrule.forEach(function (exrule) {
        result = result.concat(
          exrule
            .toString()
            .split('\n')
            .map(function (line) {
              return line.replace(/^RRULE:/, 'EXRULE:');
            })
            .filter(function (line) {
              return !/^DTSTART/.test(line);
            }),
        );
      });
      if (this._rdate.length) {
        result.push(rdatesToString('RDATE', this._rdate, this.tzid()));
      }
      if (this._exdate.length) {
        result.push(rdatesToString('EXDATE', this._exdate, this.tzid()));
      }
      return result;
    };
    RRuleSet2.prototype.toString = function () {
      return this.valueOf().join('\n');
    };
    RRuleSet2.prototype.clone = function () {
      var rrs = new RRuleSet2(!!this._cache);
      this._rrule.forEach(function (rule) {
        return rrs.rrule(rule.clone());
      });
      this._exrule.forEach(function (rule) {
        return rrs.exrule(rule.clone());
      });
      this._rdate.forEach(function (date4) {
        return rrs.rdate(new Date(date4.getTime()));
      });
      this._exdate.forEach(function (date4) {
        return rrs.exdate(new Date(date4.getTime()));
      });
      return rrs;
    };
    return RRuleSet2;
  })(RRule);
function _addRule(rrule, collection) {
  if (!(rrule instanceof RRule)) {
    throw new TypeError(String(rrule) + ' is not RRule instance');
  }
  if (!includes(collection.map(String), String(rrule))) {
    collection.push(rrule);
  }
}
function _addDate(date4, collection) {
  if (!(date4 instanceof Date)) {
    throw new TypeError(String(date4) + ' is not Date instance');
  }
  if (!includes(collection.map(Number), Number(date4))) {
    collection.push(date4);
    sort(collection);
  }
}
function rdatesToString(param, rdates, tzid) {
  var isUTC = !tzid || tzid.toUpperCase() === 'UTC';
  var header = isUTC ? ''.concat(param, ':') : ''.concat(param, ';TZID=').concat(tzid, ':');
  var dateString = rdates
    .map(function (rdate) {
      return timeToUntilString(rdate.valueOf(), isUTC);
    })
    .join(',');
  return ''.concat(header).concat(dateString);
}

// ../packages/sdk/src/recurrence/occurrences.ts
var { RRule: RRule2 } = 'RRule' in esm_exports ? esm_exports : void 0;
var MAX_OCCURRENCES_PER_RUN = 1e3;
var partsFormat = /* @__PURE__ */ new Map();
function offsetMs(instant, timeZone) {
  let format = partsFormat.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partsFormat.set(timeZone, format);
  }
  const part = (parts2, type) => Number(parts2.find((p) => p.type === type)?.value ?? 0);
  const parts = format.formatToParts(new Date(instant));
  const wall = Date.UTC(
    part(parts, 'year'),
    part(parts, 'month') - 1,
    part(parts, 'day'),
    part(parts, 'hour'),
    part(parts, 'minute'),
    part(parts, 'second'),
  );
  return wall - (instant - (((instant % 1e3) + 1e3) % 1e3));
}
var toWall = (instant, timeZone) => new Date(instant + offsetMs(instant, timeZone));
function fromWall(wall, timeZone) {
  const guess = wall.getTime() - offsetMs(wall.getTime(), timeZone);
  return wall.getTime() - offsetMs(guess, timeZone);
}
function wallRule(rule) {
  const options = RRule2.parseString(rule.rrule);
  const start = new Date(rule.dtstart).getTime();
  if (!Number.isFinite(start) || !isTimeZone(rule.timeZone)) throw new RangeError('Invalid rule.');
  return new RRule2({
    ...options,
    dtstart: toWall(start, rule.timeZone),
    // UNTIL is an instant (…Z): the last local time it allows.
    until: options.until ? toWall(options.until.getTime(), rule.timeZone) : null,
    tzid: null,
  });
}
function isReadableRule(rule) {
  try {
    wallRule(rule);
    return true;
  } catch {
    return false;
  }
}
var DAY_MS = 864e5;
function occurrencesBetween(rule, after, until, limit = MAX_OCCURRENCES_PER_RUN) {
  const wall = wallRule(rule);
  const found = [];
  wall.between(
    toWall(after.getTime() - DAY_MS, rule.timeZone),
    toWall(until.getTime() + DAY_MS, rule.timeZone),
    true,
    (date4) => {
      const instant = fromWall(date4, rule.timeZone);
      if (instant > after.getTime() && instant <= until.getTime()) found.push(new Date(instant));
      return found.length < limit;
    },
  );
  return found;
}
function nextOccurrencesAfter(rule, after, count = 1) {
  const wall = wallRule(rule);
  const found = [];
  let cursor = toWall(after.getTime() - DAY_MS, rule.timeZone);
  while (found.length < count) {
    const next = wall.after(cursor, false);
    if (!next) break;
    cursor = next;
    const instant = fromWall(next, rule.timeZone);
    if (instant > after.getTime()) found.push(new Date(instant));
  }
  return found;
}
function planOccurrences(claim2) {
  const rule = { rrule: claim2.rrule, dtstart: claim2.dtstart, timeZone: claim2.time_zone };
  const asOf = new Date(claim2.as_of);
  const done = new Date(claim2.expanded_until);
  const ended = { recurrence_id: claim2.id, occurrences: [], expanded_to: claim2.as_of, next_at: null };
  if (!isReadableRule(rule)) return ended;
  if (claim2.mode === 'copy') {
    const due = occurrencesBetween(rule, done, asOf);
    const expandedTo = due.length === MAX_OCCURRENCES_PER_RUN ? due[due.length - 1] : asOf;
    const [next2] = nextOccurrencesAfter(rule, expandedTo);
    return {
      recurrence_id: claim2.id,
      occurrences: due.map((d) => d.toISOString()),
      expanded_to: expandedTo.toISOString(),
      next_at: next2?.toISOString() ?? null,
    };
  }
  const from = Math.max(
    asOf.getTime(),
    done.getTime(),
    claim2.due_at ? new Date(claim2.due_at).getTime() : 0,
  );
  const [next] = nextOccurrencesAfter(rule, new Date(from));
  if (!next) return ended;
  return {
    recurrence_id: claim2.id,
    occurrences: [next.toISOString()],
    expanded_to: next.toISOString(),
    next_at: next.toISOString(),
  };
}
var MAX_OCCURRENCES_PER_APPLY = 1e3;
function batchPlans(plans, limit = MAX_OCCURRENCES_PER_APPLY) {
  const batches = [];
  let batch = [];
  let size = 0;
  for (const plan of plans) {
    const weight = Math.max(1, plan.occurrences.length);
    if (batch.length > 0 && size + weight > limit) {
      batches.push(batch);
      batch = [];
      size = 0;
    }
    batch.push(plan);
    size += weight;
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}
export {
  LABEL_COLORS,
  LIMITS,
  TEXT_LIMITS,
  apiTokenSessionInput,
  batchPlans,
  decodeJwt,
  exportBoardInput,
  importBoardInput,
  inviteBoardGuestInput,
  inviteMemberInput,
  planOccurrences,
  resetMemberTwoFactorInput,
  safeParse,
};
