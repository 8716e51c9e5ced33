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
function handlePropertyResult(result, final, key, input, optin, optout) {
  const isPresent = key in input;
  const isOptionalOut = optout === 'optional';
  if (!isPresent && isOptionalOut && optin === 'optional') {
    return;
  }
  if (result.issues.length) {
    if (optin !== void 0 && isOptionalOut && !isPresent) {
      return;
    }
    final.issues.push(...prefixIssues(key, result.issues));
  }
  if (!isPresent && optin === void 0) {
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
    if (isPresent || (optin === 'defaulted' && !isOptionalOut)) {
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
  date: () => date2,
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
function date2(params) {
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
  customFieldsPerBoard: 30,
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
var commentBodySchema = boundedText('Comment', TEXT_LIMITS.comment);
var labelNameSchema = boundedText('Label name', TEXT_LIMITS.labelName);
var labelColorSchema = _enum(LABEL_COLORS, { error: 'Pick a colour from the palette.' });
var dueAtSchema = pipe(
  string2({ error: 'Due date must be text.' }).check(_trim()),
  iso_exports.datetime({ offset: true, error: 'Due date must be an ISO 8601 date-time.' }),
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

// ../packages/sdk/src/schemas/boards.ts
var createBoardInput = object({
  workspaceId: idSchema,
  name: boardNameSchema,
  description: optional(boardDescriptionSchema),
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
var EXPORT_FORMATS = ['json', 'csv'];
var exportBoardInput = object({
  boardId: idSchema,
  format: _enum(EXPORT_FORMATS, { error: 'Export as json or csv.' }),
});
var IMPORT_FORMATS = ['trello', 'csv', 'teamboard'];
var importBoardInput = object({
  workspaceId: idSchema,
  format: optional(
    _enum(IMPORT_FORMATS, {
      error: 'Import a Trello export (trello), a CSV file (csv) or a Teamboard export (teamboard).',
    }),
  ),
  name: optional(boardNameSchema),
});

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
export {
  LABEL_COLORS,
  LIMITS,
  TEXT_LIMITS,
  decodeJwt,
  exportBoardInput,
  importBoardInput,
  inviteBoardGuestInput,
  inviteMemberInput,
  resetMemberTwoFactorInput,
  safeParse,
};
