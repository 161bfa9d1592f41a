/* td_parse.c — recursive-descent parser for the TableGen subset: include,
 * class, def (named and anonymous), top-level `let ... in`, defvar, and the
 * value grammar (ints, strings, code, `?`, lists, dags with `:$name`,
 * identifiers, `C<args>` instantiations, `.field`, `#` paste, bang
 * operators).
 *
 * Identifiers are classified when parsed, in TableGen's lookup order:
 * iteration variables, template arguments of the class being defined,
 * fields of the record being defined (late-bound FIELD nodes), defvars,
 * then defs.  Every record is built in place: superclasses are added (their
 * fields copied with the arguments substituted), the enclosing `let`s are
 * applied, then the body; a def is then completed (fields resolved).
 * Nesting of values and includes is bounded so hostile input cannot
 * exhaust the C stack.
 */
#include <stdio.h>

#include "td_lex.h"

#define MAX_VALUE_DEPTH 256
#define MAX_INCLUDE_DEPTH 64
#define MAX_BITS_WIDTH (1u << 20)

typedef struct let_item {
  xf_ident *name;        /* field */
  xfdrr_val *val;        /* value */
  xfdrr_loc loc;         /* the name */
} let_item;

typedef struct local_var {
  xf_ident *name;        /* defvar name */
  xfdrr_val *val;        /* value */
} local_var;

typedef struct parser {
  xfdrr_td *td;
  xfdrr_lexer *lx;       /* current file */
  xfdrr_tok tok;         /* current token */
  xfdrr_rec *cls;        /* class being defined (template arguments), or NULL */
  xfdrr_rec *rec;        /* record being defined (fields), or NULL */
  xfs_vec lets;          /* let_item: enclosing top-level lets */
  xfs_vec locals;        /* local_var: defvars of the current body */
  xfs_vec vars;          /* xf_ident*: !foreach variables in scope */
  unsigned inc_depth;    /* include nesting */
  unsigned depth;        /* value nesting */
} parser;

static xfs_mem *pmem(parser *p) { return &p->td->ctx->mem; }
static xfdrr_loc tok_loc(parser *p) {
  xfdrr_loc l = {p->lx->file, p->tok.off};
  return l;
}
static void next(parser *p) { xfdrr_lex_next(p->lx, &p->tok); }
static bool failed(parser *p) { return p->td->failed || p->tok.kind == XFDRR_TK_ERROR; }

static bool error(parser *p, const char *msg) {
  if (p->tok.kind != XFDRR_TK_ERROR)
    xfdrr_td_error(p->td, tok_loc(p), "%s", msg);
  return false;
}

static bool expect(parser *p, xfdrr_tok_kind k, const char *msg) {
  if (p->tok.kind != k)
    return error(p, msg);
  next(p);
  return true;
}

static xf_ident *tok_ident(parser *p) {
  xf_ident *id = xf_ident_get(p->td->ctx, p->tok.text, p->tok.len);
  if (!id)
    error(p, "out of memory");
  return id;
}

static bool oom(parser *p) { return error(p, "out of memory"); }

/* ------------------------------------------------------------------ types */

static xfdrr_ty *new_ty(parser *p, xfdrr_ty_kind k) {
  xfdrr_ty *t = xfs_arena_zalloc(p->td->arena, sizeof *t);
  if (!t)
    oom(p);
  else
    t->kind = (uint8_t)k;
  return t;
}

static xfdrr_ty *parse_type(parser *p) {
  static const struct { const char *kw; uint8_t k; } simple[] = {
      {"bit", XFDRR_T_BIT}, {"int", XFDRR_T_INT},   {"string", XFDRR_T_STRING},
      {"code", XFDRR_T_CODE}, {"dag", XFDRR_T_DAG},
  };
  for (size_t i = 0; i < sizeof simple / sizeof simple[0]; i++)
    if (xfdrr_tok_is(&p->tok, simple[i].kw)) {
      next(p);
      return new_ty(p, (xfdrr_ty_kind)simple[i].k);
    }
  if (xfdrr_tok_is(&p->tok, "bits") || xfdrr_tok_is(&p->tok, "list")) {
    bool list = xfdrr_tok_is(&p->tok, "list");
    xfdrr_ty *t = new_ty(p, list ? XFDRR_T_LIST : XFDRR_T_BITS);
    next(p);
    if (!t || !expect(p, XFDRR_TK_LESS, list ? "expected '<' after list type"
                                             : "expected '<' after bits type"))
      return NULL;
    if (list) {
      if (!(t->elem = parse_type(p)))
        return NULL;
    } else {
      if (p->tok.kind != XFDRR_TK_INT)
        return error(p, "expected integer in bits<n> type"), NULL;
      t->n = (uint32_t)p->tok.ival; /* TableGen keeps the low 32 bits */
      if (t->n > MAX_BITS_WIDTH) /* mlir-tblgen 22 crashes on bits<-1> */
        return error(p, "bits<n> width is too large"), NULL;
      next(p);
    }
    if (!expect(p, XFDRR_TK_GREATER, "expected '>' at end of type"))
      return NULL;
    return t;
  }
  if (p->tok.kind != XFDRR_TK_ID)
    return error(p, "Unknown token when expecting a type"), NULL;
  xfdrr_rec *cls = xfs_map_get(&p->td->classes, p->tok.text, p->tok.len,
                               xfs_hash_bytes(p->tok.text, p->tok.len, 0));
  if (!cls) {
    xfdrr_td_error(p->td, tok_loc(p), "Couldn't find class '%.*s'", (int)p->tok.len, p->tok.text);
    return NULL;
  }
  next(p);
  xfdrr_ty *t = new_ty(p, XFDRR_T_REC);
  if (t)
    t->cls = cls;
  return t;
}

static bool at_type(parser *p) {
  static const char *const kws[] = {"bit", "bits", "int", "string", "code", "dag", "list"};
  for (size_t i = 0; i < sizeof kws / sizeof kws[0]; i++)
    if (xfdrr_tok_is(&p->tok, kws[i]))
      return true;
  return p->tok.kind == XFDRR_TK_ID &&
         xfs_map_get(&p->td->classes, p->tok.text, p->tok.len,
                     xfs_hash_bytes(p->tok.text, p->tok.len, 0));
}

/* ----------------------------------------------------------------- values */

static xfdrr_val *parse_value(parser *p);

static xfdrr_val *mk(parser *p, xfdrr_val_kind k, xfdrr_loc loc, uint32_t n) {
  xfdrr_val *v = xfdrr_val_new(p->td, k, loc, n);
  if (!v)
    oom(p);
  return v;
}

/* Parses a comma-separated list of values up to `close` into `out`.  With
 * `targs_of`, the list holds that class's template arguments: as TableGen,
 * one past its last is an error at its first token, before it is parsed. */
static bool parse_value_seq(parser *p, xfdrr_tok_kind close, const xfdrr_rec *targs_of,
                            xfs_vec *out) {
  if (p->tok.kind == close)
    return true;
  for (;;) {
    if (targs_of && out->len >= targs_of->ntargs) {
      if (p->tok.kind != XFDRR_TK_ERROR)
        xfdrr_td_error(p->td, tok_loc(p), "Too many template arguments: %zu", out->len + 1);
      return false;
    }
    xfdrr_val *v = parse_value(p);
    if (!v)
      return false;
    if (!XFS_VEC_PUSH(pmem(p), out, xfdrr_val *, v))
      return oom(p);
    if (p->tok.kind != XFDRR_TK_COMMA)
      return true;
    next(p);
  }
}

static bool parse_value_list(parser *p, xfdrr_tok_kind close, xfs_vec *out) {
  return parse_value_seq(p, close, NULL, out);
}

/* The template arguments of `cls` up to the closing '>'. */
static bool parse_targ_list(parser *p, const xfdrr_rec *cls, xfs_vec *out) {
  return parse_value_seq(p, XFDRR_TK_GREATER, cls, out);
}

/* The value an identifier denotes here (see the file comment). */
static xfdrr_val *ident_value(parser *p, xf_ident *id, xfdrr_loc loc) {
  for (size_t i = p->vars.len; i-- > 0;)
    if (XFS_VEC_AT(&p->vars, xf_ident *, i) == id) {
      xfdrr_val *v = mk(p, XFDRR_V_VAR, loc, 0);
      if (v)
        v->u.name = id;
      return v;
    }
  if (p->cls)
    for (uint32_t i = 0; i < p->cls->ntargs; i++)
      if (p->cls->targ_names[i] == id) {
        xfdrr_val *v = mk(p, XFDRR_V_ARG, loc, 0);
        if (v) {
          v->u.arg.cls = p->cls;
          v->u.arg.idx = i;
        }
        return v;
      }
  if (p->rec)
    for (uint32_t i = 0; i < p->rec->nfields; i++)
      if (p->rec->fields[i].name == id) {
        xfdrr_val *v = mk(p, XFDRR_V_FIELD, loc, 0);
        if (v)
          v->u.name = id;
        return v;
      }
  for (size_t i = p->locals.len; i-- > 0;)
    if (XFS_VEC_AT(&p->locals, local_var, i).name == id)
      return XFS_VEC_AT(&p->locals, local_var, i).val;
  xfdrr_val *g = xfs_map_get(&p->td->globals, id->str, id->len, id->hash);
  if (g)
    return g;
  xfdrr_rec *r = xfs_map_get(&p->td->defs, id->str, id->len, id->hash);
  if (r) {
    xfdrr_val *v = mk(p, XFDRR_V_DEF, loc, 0);
    if (v)
      v->u.rec = r;
    return v;
  }
  xfdrr_td_error(p->td, loc, "Variable not defined: '%s'", id->str);
  return NULL;
}

/* `Class<args>` as a value: binds the arguments and resolves (which makes
 * an anonymous def when the arguments are concrete). */
static xfdrr_val *parse_inst(parser *p, xfdrr_rec *cls, xfdrr_loc loc) {
  next(p); /* '<' */
  xfs_vec args = {0};
  xfdrr_val *res = NULL;
  if (!parse_targ_list(p, cls, &args))
    goto out;
  if (p->tok.kind != XFDRR_TK_GREATER) {
    error(p, "expected '>' at end of value list");
    goto out;
  }
  next(p);
  xfdrr_val *v = mk(p, XFDRR_V_INST, loc, cls->ntargs);
  if (!v)
    goto out;
  v->u.inst.cls = cls;
  if (args.len) /* at most cls->ntargs (parse_targ_list) */
    memcpy(v->u.inst.args, args.data, args.len * sizeof(xfdrr_val *));
  if (xfdrr_bind_targs(p->td, cls, v->u.inst.args, args.len, NULL, loc) != XF_OK)
    goto out;
  res = xfdrr_resolve(p->td, v, NULL);
out:
  xfs_vec_free(pmem(p), &args, sizeof(xfdrr_val *));
  return res;
}

static xfdrr_val *parse_identifier_value(parser *p) {
  xfdrr_loc loc = tok_loc(p);
  if (xfdrr_tok_is(&p->tok, "true") || xfdrr_tok_is(&p->tok, "false")) {
    bool t = xfdrr_tok_is(&p->tok, "true");
    next(p);
    xfdrr_val *v = xfdrr_val_int(p->td, t, loc);
    return v ? v : (oom(p), NULL);
  }
  xf_ident *id = tok_ident(p);
  if (!id)
    return NULL;
  next(p);
  if (p->tok.kind == XFDRR_TK_LESS) {
    xfdrr_rec *cls = xfs_map_get(&p->td->classes, id->str, id->len, id->hash);
    if (!cls) {
      xfdrr_td_error(p->td, loc, "Expected a class name, got '%s'", id->str);
      return NULL;
    }
    return parse_inst(p, cls, loc);
  }
  return ident_value(p, id, loc);
}

/* One dag argument: `$name`, `value` or `value:$name`. */
static bool parse_dag_arg(parser *p, xfs_vec *args, xfs_vec *names) {
  xfdrr_val *v;
  xf_ident *name = NULL;
  if (p->tok.kind == XFDRR_TK_VARNAME) {
    v = p->td->unset;
    if (!(name = tok_ident(p)))
      return false;
    next(p);
  } else {
    if (!(v = parse_value(p)))
      return false;
    if (p->tok.kind == XFDRR_TK_COLON) {
      next(p);
      if (p->tok.kind != XFDRR_TK_VARNAME)
        return error(p, "expected variable name in dag literal");
      if (!(name = tok_ident(p)))
        return false;
      next(p);
    }
  }
  if (!XFS_VEC_PUSH(pmem(p), args, xfdrr_val *, v) ||
      !XFS_VEC_PUSH(pmem(p), names, xf_ident *, name))
    return oom(p);
  return true;
}

static xfdrr_val *parse_dag(parser *p) {
  xfdrr_loc loc = tok_loc(p);
  next(p); /* '(' */
  xfdrr_val *op = parse_value(p);
  xf_ident *op_name = NULL;
  if (!op)
    return NULL;
  if (p->tok.kind == XFDRR_TK_COLON) {
    next(p);
    if (p->tok.kind != XFDRR_TK_VARNAME)
      return error(p, "expected variable name in dag operator"), NULL;
    if (!(op_name = tok_ident(p)))
      return NULL;
    next(p);
  }
  xfs_vec args = {0}, names = {0};
  xfdrr_val *d = NULL;
  if (p->tok.kind != XFDRR_TK_RPAREN) {
    for (;;) {
      if (!parse_dag_arg(p, &args, &names))
        goto out;
      if (p->tok.kind != XFDRR_TK_COMMA)
        break;
      next(p);
    }
  }
  if (p->tok.kind != XFDRR_TK_RPAREN) {
    error(p, "expected ')' in dag init");
    goto out;
  }
  next(p);
  if (!(d = mk(p, XFDRR_V_DAG, loc, (uint32_t)args.len)))
    goto out;
  d->u.dag.op = op;
  d->u.dag.op_name = op_name;
  if (args.len) {
    memcpy(d->u.dag.args, args.data, args.len * sizeof(xfdrr_val *));
    memcpy(d->u.dag.names, names.data, names.len * sizeof(xf_ident *));
  }
  xfdrr_val_seal(d);
out:
  xfs_vec_free(pmem(p), &args, sizeof(xfdrr_val *));
  xfs_vec_free(pmem(p), &names, sizeof(xf_ident *));
  return d;
}

static xfdrr_val *parse_list(parser *p) {
  xfdrr_loc loc = tok_loc(p);
  next(p); /* '[' */
  xfs_vec elems = {0};
  xfdrr_val *l = NULL;
  if (!parse_value_list(p, XFDRR_TK_RSQUARE, &elems))
    goto out;
  if (p->tok.kind != XFDRR_TK_RSQUARE) {
    error(p, "expected ']' at end of list value");
    goto out;
  }
  next(p);
  if (p->tok.kind == XFDRR_TK_LESS) { /* element type of an empty list */
    next(p);
    if (!parse_type(p) || !expect(p, XFDRR_TK_GREATER, "expected '>' at end of list element type"))
      goto out;
  }
  if (!(l = mk(p, XFDRR_V_LIST, loc, (uint32_t)elems.len)))
    goto out;
  if (elems.len)
    memcpy(l->u.elems, elems.data, elems.len * sizeof(xfdrr_val *));
  xfdrr_val_seal(l);
out:
  xfs_vec_free(pmem(p), &elems, sizeof(xfdrr_val *));
  return l;
}

static xfdrr_val *parse_string(parser *p) {
  xfdrr_loc loc = tok_loc(p);
  xf_strbuf b;
  xf_strbuf_init(&b, p->td->ctx);
  while (p->tok.kind == XFDRR_TK_STR) {
    size_t n;
    char *s = xfdrr_lex_string(p->lx, &p->tok, &n);
    if (!s) {
      xf_strbuf_free(&b);
      return oom(p), NULL;
    }
    xfs_buf_put(&b, s, n);
    next(p);
  }
  xfdrr_val *v = xfdrr_val_str(p->td, b.data ? b.data : "", b.len, false, loc);
  xf_strbuf_free(&b);
  return v ? v : (oom(p), NULL);
}

static int bang_lookup(const char *s, size_t n) {
  static const char *const names[] = {
#define XFDRR_X(e, str) str,
      XFDRR_BANG_OPS(XFDRR_X)
#undef XFDRR_X
  };
  for (int i = 0; i < XFDRR_BANG_COUNT; i++)
    if (strlen(names[i]) == n && !memcmp(names[i], s, n))
      return i;
  return -1;
}

/* !foreach(var, list, expr) / !filter(var, list, pred) */
static xfdrr_val *parse_foreach(parser *p, xfdrr_val *v) {
  if (p->tok.kind != XFDRR_TK_ID)
    return error(p, "first argument of !foreach/!filter must be an identifier"), NULL;
  xf_ident *var = tok_ident(p);
  next(p);
  if (!var || !expect(p, XFDRR_TK_COMMA, "expected ',' in !foreach/!filter"))
    return NULL;
  xfdrr_val *list = parse_value(p);
  if (!list || !expect(p, XFDRR_TK_COMMA, "expected ',' in !foreach/!filter"))
    return NULL;
  if (!XFS_VEC_PUSH(pmem(p), &p->vars, xf_ident *, var))
    return oom(p), NULL;
  xfdrr_val *expr = parse_value(p);
  p->vars.len--;
  if (!expr || !expect(p, XFDRR_TK_RPAREN, "expected ')' in operator"))
    return NULL;
  v->u.bang.var = var;
  v->u.bang.args[0] = list;
  v->u.bang.args[1] = expr;
  return xfdrr_resolve(p->td, v, NULL);
}

/* !foldl(init, list, acc, var, expr) */
static xfdrr_val *parse_foldl(parser *p, xfdrr_val *v) {
  xfdrr_val *init = parse_value(p);
  if (!init || !expect(p, XFDRR_TK_COMMA, "expected ',' in !foldl"))
    return NULL;
  xfdrr_val *list = parse_value(p);
  if (!list || !expect(p, XFDRR_TK_COMMA, "expected ',' in !foldl"))
    return NULL;
  xf_ident *names[2];
  for (int i = 0; i < 2; i++) {
    if (p->tok.kind != XFDRR_TK_ID)
      return error(p, i ? "fourth argument of !foldl must be an identifier"
                        : "third argument of !foldl must be an identifier"),
             NULL;
    if (!(names[i] = tok_ident(p)))
      return NULL;
    next(p);
    if (!expect(p, XFDRR_TK_COMMA, "expected ',' in !foldl"))
      return NULL;
  }
  if (!XFS_VEC_PUSH(pmem(p), &p->vars, xf_ident *, names[0]) ||
      !XFS_VEC_PUSH(pmem(p), &p->vars, xf_ident *, names[1]))
    return oom(p), NULL;
  xfdrr_val *expr = parse_value(p);
  p->vars.len -= 2;
  if (!expr || !expect(p, XFDRR_TK_RPAREN, "expected ')' in !foldl"))
    return NULL;
  v->u.bang.acc = names[0];
  v->u.bang.var = names[1];
  v->u.bang.args[0] = init;
  v->u.bang.args[1] = list;
  v->u.bang.args[2] = expr;
  return xfdrr_resolve(p->td, v, NULL);
}

/* How TableGen parses the operands of an operator (ParseOperation). */
typedef enum bang_shape {
  SHAPE_UNARY,           /* exactly one operand */
  SHAPE_BINARY,          /* a value list; exactly two */
  SHAPE_VARIADIC,        /* a value list; two or more (folded pairwise) */
  SHAPE_TERNARY,         /* exactly three, comma by comma */
  SHAPE_FIND,            /* two or three (!find) */
  SHAPE_RANGE,           /* one to three (!range) */
} bang_shape;

static bang_shape bang_shape_of(int op) {
  switch (op) {
  case XFDRR_BANG_NOT: case XFDRR_BANG_HEAD: case XFDRR_BANG_TAIL: case XFDRR_BANG_SIZE:
  case XFDRR_BANG_EMPTY: case XFDRR_BANG_DAG_OP: case XFDRR_BANG_TOUPPER:
  case XFDRR_BANG_TOLOWER: case XFDRR_BANG_CAST: case XFDRR_BANG_ISA:
  case XFDRR_BANG_INITIALIZED: case XFDRR_BANG_REPR: return SHAPE_UNARY;
  case XFDRR_BANG_ADD: case XFDRR_BANG_MUL: case XFDRR_BANG_AND: case XFDRR_BANG_OR:
  case XFDRR_BANG_XOR: case XFDRR_BANG_STRCONCAT: case XFDRR_BANG_LISTCONCAT:
  case XFDRR_BANG_CON: return SHAPE_VARIADIC;
  case XFDRR_BANG_IF: case XFDRR_BANG_SUBST: return SHAPE_TERNARY;
  case XFDRR_BANG_FIND: return SHAPE_FIND;
  case XFDRR_BANG_RANGE: return SHAPE_RANGE;
  default: return SHAPE_BINARY;
  }
}

/* Parses one operand into `args`. */
static bool parse_operand(parser *p, xfs_vec *args) {
  xfdrr_val *v = parse_value(p);
  if (!v)
    return false;
  return XFS_VEC_PUSH(pmem(p), args, xfdrr_val *, v) || oom(p);
}

/* Operands `a, b, c` up to ')' of an operator taking `min` to `max` of
 * them, with TableGen's messages for a missing ',' (fewer than `min`) and
 * a missing ')' (after `max`, or after an optional one). */
static bool parse_fixed_operands(parser *p, size_t min, size_t max, const char *comma_msg,
                                 const char *close_msg, xfs_vec *args) {
  for (;;) {
    if (!parse_operand(p, args))
      return false;
    if (args->len < min) {
      if (!expect(p, XFDRR_TK_COMMA, comma_msg))
        return false;
    } else if (args->len < max && p->tok.kind == XFDRR_TK_COMMA) {
      next(p);
    } else {
      return expect(p, XFDRR_TK_RPAREN, close_msg);
    }
  }
}

/* The operands of operator `op` (after its '('), checked for count as
 * TableGen does at parse time, so evaluation can rely on the count. */
static bool parse_bang_operands(parser *p, int op, xfdrr_loc loc, xfs_vec *args) {
  switch (bang_shape_of(op)) {
  case SHAPE_UNARY:
    return parse_fixed_operands(p, 1, 1, "", op == XFDRR_BANG_ISA ? "expected ')' in !isa"
                                                               : "expected ')' in unary operator",
                                args);
  case SHAPE_TERNARY:
    return parse_fixed_operands(p, 3, 3, "expected ',' in ternary operator",
                                "expected ')' in binary operator", args);
  case SHAPE_FIND:
    return parse_fixed_operands(p, 2, 3, "expected ',' in !find operator",
                                "expected ')' in !find operator", args);
  case SHAPE_RANGE:
    for (;;) {
      if (args->len == 3)
        return error(p, "expected at most three values of integer");
      if (!parse_operand(p, args))
        return false;
      if (p->tok.kind != XFDRR_TK_COMMA)
        return expect(p, XFDRR_TK_RPAREN, "expected ')' in operator");
      next(p);
    }
  case SHAPE_BINARY:
  case SHAPE_VARIADIC:
    break;
  }
  do { /* a value list: at least one value */
    if (args->len)
      next(p); /* ',' */
    if (!parse_operand(p, args))
      return false;
  } while (p->tok.kind == XFDRR_TK_COMMA);
  if (!expect(p, XFDRR_TK_RPAREN, "expected ')' in operator"))
    return false;
  if (args->len == 2 || (args->len > 2 && bang_shape_of(op) == SHAPE_VARIADIC))
    return true;
  xfdrr_td_error(p->td, loc, "expected two operands to operator");
  return false;
}

/* Does operator `op` take a `<type>` after its name (required)? */
static bool bang_needs_type(int op) {
  return op == XFDRR_BANG_CAST || op == XFDRR_BANG_ISA || op == XFDRR_BANG_GETDAGARG;
}

static xfdrr_val *parse_bang(parser *p) {
  xfdrr_loc loc = tok_loc(p);
  int op = bang_lookup(p->tok.text, p->tok.len);
  if (op < 0) {
    xfdrr_td_error(p->td, loc, "unknown operator");
    return NULL;
  }
  next(p);
  xfdrr_ty *ty = NULL;
  if (p->tok.kind == XFDRR_TK_LESS) {
    next(p);
    if (!(ty = parse_type(p)) || !expect(p, XFDRR_TK_GREATER, "expected '>' after type"))
      return NULL;
  } else if (bang_needs_type(op)) {
    return error(p, "expected type name for operator"), NULL;
  }
  if (!expect(p, XFDRR_TK_LPAREN, "expected '(' after operator"))
    return NULL;
  if (op == XFDRR_BANG_FOLDL) {
    xfdrr_val *v = mk(p, XFDRR_V_BANG, loc, 3);
    if (!v)
      return NULL;
    v->op = (uint16_t)op;
    return parse_foldl(p, v);
  }
  if (op == XFDRR_BANG_FOREACH || op == XFDRR_BANG_FILTER) {
    xfdrr_val *v = mk(p, XFDRR_V_BANG, loc, 2);
    if (!v)
      return NULL;
    v->op = (uint16_t)op;
    return parse_foreach(p, v);
  }
  xfs_vec args = {0};
  xfdrr_val *v = NULL;
  if (!parse_bang_operands(p, op, loc, &args))
    goto out;
  if (!(v = mk(p, XFDRR_V_BANG, loc, (uint32_t)args.len)))
    goto out;
  v->op = (uint16_t)op;
  v->u.bang.ty = ty;
  memcpy(v->u.bang.args, args.data, args.len * sizeof(xfdrr_val *));
  v = xfdrr_resolve(p->td, v, NULL);
out:
  xfs_vec_free(pmem(p), &args, sizeof(xfdrr_val *));
  return v;
}

static xfdrr_val *parse_simple_value(parser *p) {
  xfdrr_loc loc = tok_loc(p);
  switch ((xfdrr_tok_kind)p->tok.kind) {
  case XFDRR_TK_INT: {
    xfdrr_val *v = xfdrr_val_int(p->td, p->tok.ival, loc);
    next(p);
    return v ? v : (oom(p), NULL);
  }
  case XFDRR_TK_STR:
    return parse_string(p);
  case XFDRR_TK_CODE: {
    xfdrr_val *v = xfdrr_val_str(p->td, p->tok.text, p->tok.len, true, loc);
    next(p);
    return v ? v : (oom(p), NULL);
  }
  case XFDRR_TK_QUESTION:
    next(p);
    return p->td->unset;
  case XFDRR_TK_LSQUARE:
    return parse_list(p);
  case XFDRR_TK_LPAREN:
    return parse_dag(p);
  case XFDRR_TK_ID:
    return parse_identifier_value(p);
  case XFDRR_TK_BANG:
    return parse_bang(p);
  default:
    error(p, "Unknown or reserved token when parsing a value");
    return NULL;
  }
}

/* `.field` suffixes. */
static xfdrr_val *parse_suffixes(parser *p, xfdrr_val *v) {
  while (v && p->tok.kind == XFDRR_TK_DOT) {
    next(p);
    if (p->tok.kind != XFDRR_TK_ID)
      return error(p, "expected field identifier after '.'"), NULL;
    xfdrr_val *a = mk(p, XFDRR_V_ACCESS, tok_loc(p), 0);
    if (!a || !(a->u.acc.name = tok_ident(p)))
      return NULL;
    a->u.acc.base = v;
    next(p);
    v = xfdrr_resolve(p->td, a, NULL);
  }
  return v;
}

static xfdrr_val *parse_value(parser *p) {
  if (++p->depth > MAX_VALUE_DEPTH) {
    error(p, "value nesting too deep");
    p->depth--;
    return NULL;
  }
  xfdrr_val *v = parse_suffixes(p, parse_simple_value(p));
  while (v && p->tok.kind == XFDRR_TK_PASTE) {
    xfdrr_loc loc = tok_loc(p);
    next(p);
    xfdrr_val *rhs = parse_suffixes(p, parse_simple_value(p));
    xfdrr_val *b = rhs ? mk(p, XFDRR_V_BANG, loc, 2) : NULL;
    if (!b) {
      v = NULL;
      break;
    }
    b->op = XFDRR_BANG_STRCONCAT;
    b->u.bang.args[0] = v;
    b->u.bang.args[1] = rhs;
    v = xfdrr_resolve(p->td, b, NULL);
  }
  p->depth--;
  return v;
}

/* ---------------------------------------------------------------- records */

static xf_status set_field(parser *p, xfdrr_rec *r, xfdrr_field *f, xfdrr_val *v, xfdrr_loc loc) {
  if (f->ty && !xfdrr_ty_accepts(f->ty, v)) {
    xf_strbuf a, b, c;
    xf_strbuf_init(&a, p->td->ctx);
    xf_strbuf_init(&b, p->td->ctx);
    xf_strbuf_init(&c, p->td->ctx);
    xfdrr_ty_print(f->ty, &a);
    xfdrr_val_print(v, &b);
    xfdrr_val_type_print(v, &c);
    xfdrr_td_error(p->td, loc, "Field '%s' of type '%s' is incompatible with value '%s' of type '%s'",
                   f->name->str, a.data, b.data, c.data);
    xf_strbuf_free(&a);
    xf_strbuf_free(&b);
    xf_strbuf_free(&c);
    return XF_ERROR;
  }
  (void)r;
  f->val = v;
  f->state = 0;
  return XF_OK;
}

/* `let name = value` on record `r`. */
static xf_status apply_let(parser *p, xfdrr_rec *r, xf_ident *name, xfdrr_val *v, xfdrr_loc loc) {
  for (uint32_t i = 0; i < r->nfields; i++)
    if (r->fields[i].name == name)
      return set_field(p, r, &r->fields[i], v, loc);
  return xfdrr_td_error(p->td, loc, "Value '%s' unknown!", name->str);
}

/* `: Parent<args>, ...` of record `r`. */
static bool parse_parents(parser *p, xfdrr_rec *r) {
  if (p->tok.kind != XFDRR_TK_COLON)
    return true;
  do {
    next(p);
    xfdrr_loc loc = tok_loc(p);
    if (p->tok.kind != XFDRR_TK_ID)
      return error(p, "expected class name");
    xfdrr_rec *cls = xfs_map_get(&p->td->classes, p->tok.text, p->tok.len,
                                 xfs_hash_bytes(p->tok.text, p->tok.len, 0));
    if (!cls) {
      xfdrr_td_error(p->td, loc, "Couldn't find class '%.*s'", (int)p->tok.len, p->tok.text);
      return false;
    }
    if (cls == r) { /* mlir-tblgen 22 crashes on this */
      xfdrr_td_error(p->td, loc, "Class '%s' cannot be its own superclass", cls->name->str);
      return false;
    }
    next(p);
    xfs_vec args = {0};
    bool ok = true;
    if (p->tok.kind == XFDRR_TK_LESS) {
      next(p);
      ok = parse_targ_list(p, cls, &args) &&
           expect(p, XFDRR_TK_GREATER, "expected '>' in template value list");
    }
    xfdrr_val **a = ok ? xfs_arena_zalloc(p->td->arena, (cls->ntargs + 1) * sizeof *a) : NULL;
    if (ok && !a)
      ok = oom(p);
    if (ok) {
      if (args.len) /* at most cls->ntargs (parse_targ_list) */
        memcpy(a, args.data, args.len * sizeof *a);
      ok = xfdrr_bind_targs(p->td, cls, a, args.len, NULL, loc) == XF_OK;
      if (ok && xfdrr_rec_isa(r, cls)) /* directly or through an earlier parent */
        ok = xfdrr_td_error(p->td, loc, "Already subclass of '%s'!", cls->name->str) == XF_OK;
      ok = ok && xfdrr_add_superclass(p->td, r, cls, a, loc) == XF_OK;
    }
    xfs_vec_free(pmem(p), &args, sizeof(xfdrr_val *));
    if (!ok)
      return false;
  } while (p->tok.kind == XFDRR_TK_COMMA);
  return true;
}

static bool parse_body_let(parser *p, xfdrr_rec *r) {
  next(p); /* let */
  if (p->tok.kind != XFDRR_TK_ID)
    return error(p, "expected field identifier after let");
  xfdrr_loc loc = tok_loc(p);
  xf_ident *name = tok_ident(p);
  next(p);
  if (!name || !expect(p, XFDRR_TK_EQUAL, "expected '=' in let expression"))
    return false;
  xfdrr_val *v = parse_value(p);
  if (!v)
    return false;
  if (apply_let(p, r, name, v, loc) != XF_OK)
    return false;
  return expect(p, XFDRR_TK_SEMI, "expected ';' after let expression");
}

static bool parse_defvar(parser *p, bool global) {
  next(p); /* defvar */
  if (p->tok.kind != XFDRR_TK_ID)
    return error(p, "expected identifier");
  xf_ident *name = tok_ident(p);
  next(p);
  if (!name || !expect(p, XFDRR_TK_EQUAL, "expected '='"))
    return false;
  xfdrr_val *v = parse_value(p);
  if (!v || !expect(p, XFDRR_TK_SEMI, "expected ';'"))
    return false;
  if (global)
    return xfs_map_put(pmem(p), &p->td->globals, name->str, name->len, name->hash, v) || oom(p);
  local_var lv = {name, v};
  return XFS_VEC_PUSH(pmem(p), &p->locals, local_var, lv) || oom(p);
}

/* A field declaration `[field] type name [= value];`. */
static bool parse_field_decl(parser *p, xfdrr_rec *r) {
  bool keyword = xfdrr_tok_is(&p->tok, "field");
  if (keyword)
    next(p);
  xfdrr_ty *ty = parse_type(p);
  if (!ty)
    return false;
  if (p->tok.kind != XFDRR_TK_ID)
    return error(p, "Expected identifier in declaration");
  xfdrr_loc loc = tok_loc(p);
  xf_ident *name = tok_ident(p);
  next(p);
  if (!name)
    return false;
  xfdrr_field *f = NULL;
  for (uint32_t i = 0; i < r->nfields; i++)
    if (r->fields[i].name == name)
      f = &r->fields[i];
  if (!f && !(f = xfdrr_rec_add_field(p->td, r, name)))
    return oom(p);
  f->ty = ty;
  f->loc = loc;
  f->keyword = keyword;
  if (p->tok.kind == XFDRR_TK_EQUAL) {
    next(p);
    xfdrr_loc vloc = tok_loc(p);
    xfdrr_val *v = parse_value(p);
    if (!v || set_field(p, r, f, v, vloc) != XF_OK)
      return false;
  }
  return expect(p, XFDRR_TK_SEMI, "expected ';' after declaration");
}

static bool parse_body(parser *p, xfdrr_rec *r) {
  if (p->tok.kind == XFDRR_TK_SEMI) {
    next(p);
    return true;
  }
  if (!expect(p, XFDRR_TK_LBRACE, "Expected '{' to start body or ';' for declaration only"))
    return false;
  size_t nlocals = p->locals.len;
  bool ok = true;
  while (ok && p->tok.kind != XFDRR_TK_RBRACE) {
    if (xfdrr_tok_is(&p->tok, "let"))
      ok = parse_body_let(p, r);
    else if (xfdrr_tok_is(&p->tok, "defvar"))
      ok = parse_defvar(p, false);
    else if (p->tok.kind == XFDRR_TK_SEMI)
      next(p);
    else if (xfdrr_tok_is(&p->tok, "field") || at_type(p))
      ok = parse_field_decl(p, r);
    else
      ok = error(p, "Unknown token when expecting a type");
  }
  p->locals.len = nlocals;
  return ok && expect(p, XFDRR_TK_RBRACE, "expected '}'");
}

static bool apply_lets(parser *p, xfdrr_rec *r) {
  for (size_t i = 0; i < p->lets.len; i++) {
    let_item *l = &XFS_VEC_AT(&p->lets, let_item, i);
    if (apply_let(p, r, l->name, l->val, l->loc) != XF_OK)
      return false;
  }
  return true;
}

/* Template arguments `<type name [= default], ...>` of class `c`. */
static bool parse_targs(parser *p, xfdrr_rec *c) {
  xfs_vec names = {0}, tys = {0}, defs = {0}, locs = {0};
  bool ok = true;
  next(p); /* '<' */
  while (ok) {
    xfdrr_ty *ty = parse_type(p);
    if (!ty) {
      ok = false;
      break;
    }
    if (p->tok.kind != XFDRR_TK_ID) {
      ok = error(p, "Expected identifier in declaration");
      break;
    }
    xf_ident *name = tok_ident(p);
    xfdrr_loc name_loc = tok_loc(p);
    next(p);
    xfdrr_val *def = NULL;
    /* earlier arguments are visible in the default, where the class may
     * even be instantiated with them (as TableGen, it has no fields yet) */
    c->ntargs = (uint32_t)names.len;
    c->targ_names = names.data;
    c->targ_tys = tys.data;
    c->targ_defaults = defs.data;
    c->targ_locs = locs.data;
    if (p->tok.kind == XFDRR_TK_EQUAL) {
      next(p);
      if (!(def = parse_value(p))) {
        ok = false;
        break;
      }
    }
    ok = name && XFS_VEC_PUSH(pmem(p), &names, xf_ident *, name) &&
         XFS_VEC_PUSH(pmem(p), &tys, xfdrr_ty *, ty) && XFS_VEC_PUSH(pmem(p), &defs, xfdrr_val *, def) &&
         XFS_VEC_PUSH(pmem(p), &locs, xfdrr_loc, name_loc);
    if (!ok)
      oom(p);
    if (p->tok.kind != XFDRR_TK_COMMA)
      break;
    next(p);
  }
  if (ok)
    ok = expect(p, XFDRR_TK_GREATER, "expected '>' at end of template argument list");
  if (ok) {
    c->ntargs = (uint32_t)names.len;
    c->targ_names = xfs_arena_dup(p->td->arena, names.data, names.len * sizeof(xf_ident *));
    c->targ_tys = xfs_arena_dup(p->td->arena, tys.data, tys.len * sizeof(xfdrr_ty *));
    c->targ_defaults = xfs_arena_dup(p->td->arena, defs.data, defs.len * sizeof(xfdrr_val *));
    c->targ_locs = xfs_arena_dup(p->td->arena, locs.data, locs.len * sizeof(xfdrr_loc));
    ok = (c->targ_names && c->targ_tys && c->targ_defaults && c->targ_locs) || oom(p);
  } else {
    c->ntargs = 0;
    c->targ_names = NULL;
    c->targ_tys = NULL;
    c->targ_defaults = NULL;
    c->targ_locs = NULL;
  }
  xfs_vec_free(pmem(p), &names, sizeof(xf_ident *));
  xfs_vec_free(pmem(p), &tys, sizeof(xfdrr_ty *));
  xfs_vec_free(pmem(p), &defs, sizeof(xfdrr_val *));
  xfs_vec_free(pmem(p), &locs, sizeof(xfdrr_loc));
  return ok;
}

static bool parse_class(parser *p) {
  next(p); /* class */
  if (p->tok.kind != XFDRR_TK_ID)
    return error(p, "Expected class name after 'class'");
  xfdrr_loc loc = tok_loc(p);
  xf_ident *name = tok_ident(p);
  if (!name)
    return false;
  xfdrr_rec *c = xfs_map_get(&p->td->classes, name->str, name->len, name->hash);
  if (c && (c->nfields || c->nsupers || c->ntargs)) {
    xfdrr_td_error(p->td, loc, "Class '%s' already defined", name->str);
    return false;
  }
  if (!c && !(c = xfdrr_rec_new(p->td, name, true, loc)))
    return oom(p);
  next(p);
  /* registered first, so the body can name its own class */
  if (!xfs_map_put(pmem(p), &p->td->classes, name->str, name->len, name->hash, c))
    return oom(p);
  p->cls = c;
  p->rec = c;
  p->td->cur = c;
  bool ok = (p->tok.kind != XFDRR_TK_LESS || parse_targs(p, c)) && parse_parents(p, c) &&
            apply_lets(p, c) && parse_body(p, c);
  p->cls = p->rec = NULL;
  p->td->cur = NULL;
  return ok;
}

static bool register_def(parser *p, xfdrr_rec *r) {
  if (!r->anonymous) {
    if (xfs_map_get(&p->td->defs, r->name->str, r->name->len, r->name->hash)) {
      xfdrr_td_error(p->td, r->loc, "def already exists: %s", r->name->str);
      return false;
    }
    if (!xfs_map_put(pmem(p), &p->td->defs, r->name->str, r->name->len, r->name->hash, r))
      return oom(p);
  }
  return XFS_VEC_PUSH(pmem(p), &p->td->all_defs, xfdrr_rec *, r) || oom(p);
}

static bool parse_def(parser *p) {
  xfdrr_loc loc = tok_loc(p);
  next(p); /* def */
  xf_ident *name = NULL;
  bool anon = p->tok.kind != XFDRR_TK_ID;
  if (!anon) {
    loc = tok_loc(p);
    if (!(name = tok_ident(p)))
      return false;
    next(p);
  } else {
    char buf[32];
    snprintf(buf, sizeof buf, "anonymous_%u", p->td->anon_counter++);
    if (!(name = xf_ident_cstr(p->td->ctx, buf)))
      return oom(p);
  }
  xfdrr_rec *r = xfdrr_rec_new(p->td, name, false, loc);
  if (!r)
    return oom(p);
  r->anonymous = anon;
  r->order = p->td->def_counter++;
  p->rec = r;
  p->td->cur = r;
  bool ok = parse_parents(p, r) && apply_lets(p, r) && parse_body(p, r);
  p->rec = NULL;
  ok = ok && xfdrr_complete_def(p->td, r) == XF_OK && register_def(p, r);
  p->td->cur = NULL;
  return ok;
}

static bool parse_object(parser *p);

/* `let a = v, b = w in object` or `... in { objects }`. */
static bool parse_top_let(parser *p) {
  next(p); /* let */
  size_t mark = p->lets.len;
  bool ok = true;
  for (;;) {
    if (p->tok.kind != XFDRR_TK_ID) {
      ok = error(p, "expected field identifier after let");
      break;
    }
    let_item it;
    it.loc = tok_loc(p);
    it.name = tok_ident(p);
    next(p);
    if (!it.name || !expect(p, XFDRR_TK_EQUAL, "expected '=' in let expression") ||
        !(it.val = parse_value(p))) {
      ok = false;
      break;
    }
    if (!XFS_VEC_PUSH(pmem(p), &p->lets, let_item, it)) {
      ok = oom(p);
      break;
    }
    if (p->tok.kind != XFDRR_TK_COMMA)
      break;
    next(p);
  }
  if (ok && !xfdrr_tok_is(&p->tok, "in"))
    ok = error(p, "expected 'in' at end of top-level 'let'");
  if (ok) {
    next(p);
    if (p->tok.kind == XFDRR_TK_LBRACE) {
      next(p);
      while (ok && p->tok.kind != XFDRR_TK_RBRACE && p->tok.kind != XFDRR_TK_EOF)
        ok = parse_object(p);
      ok = ok && expect(p, XFDRR_TK_RBRACE, "expected '}' at end of top level let command");
    } else {
      ok = parse_object(p);
    }
  }
  p->lets.len = mark;
  return ok;
}

static bool include_file(parser *p, const char *path, xfdrr_loc loc);

static bool parse_include(parser *p) {
  next(p); /* include */
  if (p->tok.kind != XFDRR_TK_STR)
    return error(p, "Expected filename after include");
  xfdrr_loc loc = tok_loc(p);
  size_t n;
  char *path = xfdrr_lex_string(p->lx, &p->tok, &n);
  if (!path)
    return oom(p);
  next(p);
  return include_file(p, path, loc);
}

static bool parse_object(parser *p) {
  if (failed(p))
    return false;
  if (xfdrr_tok_is(&p->tok, "include"))
    return parse_include(p);
  if (xfdrr_tok_is(&p->tok, "class"))
    return parse_class(p);
  if (xfdrr_tok_is(&p->tok, "def"))
    return parse_def(p);
  if (xfdrr_tok_is(&p->tok, "let"))
    return parse_top_let(p);
  if (xfdrr_tok_is(&p->tok, "defvar"))
    return parse_defvar(p, true);
  if (p->tok.kind == XFDRR_TK_SEMI) {
    next(p);
    return true;
  }
  static const char *const unsupported[] = {"multiclass", "defm", "foreach", "defset",
                                            "deftype",    "if",   "assert",  "dump"};
  for (size_t i = 0; i < sizeof unsupported / sizeof unsupported[0]; i++)
    if (xfdrr_tok_is(&p->tok, unsupported[i])) {
      xfdrr_td_error(p->td, tok_loc(p), "'%s' is not supported by xform's TableGen reader",
                     unsupported[i]);
      return false;
    }
  return error(p, "Unexpected token at top level");
}

/* Parses every object of file `file` (already in td->files). */
static bool parse_file(parser *p, uint32_t file) {
  xfdrr_lexer lx, *saved = p->lx;
  xfdrr_tok saved_tok = p->tok;
  xfdrr_lex_init(&lx, p->td, file);
  p->lx = &lx;
  next(p);
  bool ok = true;
  while (ok && p->tok.kind != XFDRR_TK_EOF)
    ok = parse_object(p);
  if (ok && p->tok.kind == XFDRR_TK_EOF && lx.cond_depth) {
    xfdrr_loc l = {file, (uint32_t)lx.len};
    xfdrr_td_error(p->td, l, "Reached EOF without matching #endif");
    ok = false;
  }
  p->lx = saved;
  p->tok = saved_tok;
  return ok && !p->td->failed;
}

/* ------------------------------------------------------------------- files */

/* Provided by td_load.c: finds and reads `path` as included from file
 * `from`; returns its file index or UINT32_MAX after reporting. */
XFS_HIDDEN uint32_t xfdrr_td_open_include(xfdrr_td *td, const char *path, uint32_t from,
                                          xfdrr_loc loc);

static bool include_file(parser *p, const char *path, xfdrr_loc loc) {
  if (p->inc_depth >= MAX_INCLUDE_DEPTH) {
    xfdrr_td_error(p->td, loc, "include nesting too deep");
    return false;
  }
  uint32_t f = xfdrr_td_open_include(p->td, path, p->lx->file, loc);
  if (f == UINT32_MAX)
    return false;
  p->inc_depth++;
  bool ok = parse_file(p, f);
  p->inc_depth--;
  return ok;
}

XFS_HIDDEN xf_status xfdrr_td_parse_file(xfdrr_td *td, uint32_t file);
xf_status xfdrr_td_parse_file(xfdrr_td *td, uint32_t file) {
  parser p;
  memset(&p, 0, sizeof p);
  p.td = td;
  bool outermost = !td->stack_base;
  if (outermost)
    td->stack_base = (uintptr_t)&p;
  bool ok = parse_file(&p, file);
  if (outermost)
    td->stack_base = 0;
  xfs_vec_free(pmem(&p), &p.lets, sizeof(let_item));
  xfs_vec_free(pmem(&p), &p.locals, sizeof(local_var));
  xfs_vec_free(pmem(&p), &p.vars, sizeof(xf_ident *));
  if (xf_context_out_of_memory(td->ctx))
    return XF_NOMEM;
  return ok ? XF_OK : XF_ERROR;
}
