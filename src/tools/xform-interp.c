/* xform-interp.c — the command-line driver, mlir-opt compatible.
 *
 * Reads one input (file or `-`), optionally splits it on `// -----`, and for
 * each chunk parses and verifies the IR, runs the pass pipeline (the
 * transform interpreter and library preloading, in command-line order;
 * the IR is verified after each pass) and prints the IR.  Diagnostics go to stderr in mlir-opt's format; with
 * --verify-diagnostics they are checked against `expected-*` comments
 * instead.  Output goes to stdout or to `-o FILE`: an existing regular
 * FILE (not the input) is overwritten in place and cut to length at the
 * end, a new one is written to a temporary file renamed at the end; a
 * failed run removes FILE, so it never leaves a stale output file.  With -mlir-timing the
 * phases are timed (xform/timing.h; the interpreter times each top-level
 * transform op) and mlir-opt's execution time report goes to stderr at the
 * end of the run.
 *
 * Exit status, as mlir-opt: 0 on success, 1 on any failure (bad flags,
 * unreadable input, parse/verify errors, failed expectations).
 */
#define _DEFAULT_SOURCE /* MAP_ANONYMOUS */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "xform/diag.h"
#include "xform/syntax.h"
#include "xform/dialects.h"
#include "xform/transform.h"
#include "xform/verify.h"
#include "xform/debug.h"
#include "xform/rewrite.h"
#include "xform/drr.h"
#include "xform/timing.h"

/* One pass of the pipeline. */
typedef enum pass_kind { PASS_INTERPRETER, PASS_PRELOAD, PASS_DRR } pass_kind;

typedef struct pass {
  pass_kind kind;
  xf_transform_options t;     /* interpreter options */
  char **list;                /* debug-bind-trailing-args / transform-library-paths */
  size_t nlist;
  char *entry, *tag;          /* owned copies */
  xf_greedy_config greedy;    /* apply-drr: driver options (patterns in `list`) */
} pass;

#define MAX_PASSES 32

typedef struct options {
  const char *input;          /* path or "-" */
  const char *output;         /* path, "-" or NULL (stdout) */
  const char *split_marker;   /* NULL: no split */
  bool verify_diagnostics;    /* --verify-diagnostics */
  bool only_expected;         /* --verify-diagnostics=only-expected */
  bool allow_unregistered;    /* -allow-unregistered-dialect */
  bool no_text_reuse;         /* --xform-no-text-reuse */
  unsigned threads;           /* --xform-threads (-mlir-disable-threading: 1; 0: default) */
  size_t thread_min_bytes;    /* --xform-thread-min-bytes (0: the library's 1 MiB) */
  size_t thread_min_ops;      /* --xform-thread-min-ops (0: the library's 256) */
  bool print_op_on_diag;      /* --mlir-print-op-on-diagnostic */
  xf_print_options print;     /* printer flags */
  pass passes[MAX_PASSES];    /* the pass pipeline, in order */
  size_t npasses;
  unsigned debug_channels;    /* -debug / -debug-only */
  const char *debug_only;     /* the raw -debug-only list ("*" for -debug), for library channels */
  unsigned max_nesting_depth; /* --xform-max-nesting-depth (0: the library's default) */
  unsigned max_transform_depth; /* --xform-max-transform-depth (0: the library's default) */
  int64_t greedy_max_rewrites; /* --xform-greedy-max-rewrites (0: the library's default) */
  bool timing;                /* -mlir-timing */
  bool timing_list;           /* -mlir-timing-display=list (default: tree) */
  uint64_t timing_start;      /* -mlir-timing: clock at the start of the run */
} options;

static const char *prog = "xform-interp";

/* ------------------------------------------------------------ flag table */

typedef enum flag_kind { FLAG_BOOL, FLAG_VALUE, FLAG_OPT_VALUE } flag_kind;

typedef struct flag {
  const char *name;           /* spelling without leading dashes */
  flag_kind kind;             /* takes a value? */
  const char *help;           /* --help text */
} flag;

static const flag flags[] = {
    {"allow-unregistered-dialect", FLAG_BOOL, "Allow operation with no registered dialects"},
    {"apply-drr", FLAG_VALUE, "Apply Declarative Rewrite Rules with the greedy driver; options: patterns=FILE.td[,FILE2.td] top-down=BOOL max-iterations=N max-num-rewrites=N fold=BOOL cse-constants=BOOL"},
    {"debug", FLAG_BOOL, "Enable debug output on every channel (always available in xform)"},
    {"debug-only", FLAG_VALUE, "Enable debug output on the given comma-separated channels (transform-dialect, transform-matcher, transform-dialect-interpreter-utils, greedy-rewriter, drr)"},
    {"help", FLAG_BOOL, "Display available options"},
    {"mlir-disable-threading", FLAG_BOOL, "Disable multi-threading (parse on one thread)"},
    {"mlir-print-debuginfo", FLAG_BOOL, "Print debug info in MLIR output"},
    {"mlir-print-local-scope", FLAG_BOOL, "Print with local scope and inline information (eliding aliases for attributes, types, and locations)"},
    {"mlir-print-op-generic", FLAG_BOOL, "Print the generic op form"},
    {"mlir-print-op-on-diagnostic", FLAG_OPT_VALUE, "When a diagnostic is emitted on an operation, also print the operation as an attached note (default true)"},
    {"mlir-timing", FLAG_BOOL, "Display execution times (per phase and per top-level transform op, on stderr)"},
    {"mlir-timing-display", FLAG_VALUE, "Display method for timing data: 'tree' (nested, the default) or 'list' (merged by name, sorted by time)"},
    {"o", FLAG_VALUE, "Output filename (default: stdout)"},
    {"pass-pipeline", FLAG_VALUE, "A textual description of a pass pipeline to run: builtin.module(transform-preload-library{...},transform-interpreter{...})"},
    {"split-input-file", FLAG_OPT_VALUE, "Split the input file into chunks using the given or default marker ('// -----') and process each chunk independently"},
    {"transform-interpreter", FLAG_OPT_VALUE, "Transform dialect interpreter; options: entry-point=NAME debug-payload-root-tag=TAG debug-bind-trailing-args=A,B disable-expensive-checks"},
    {"transform-preload-library", FLAG_OPT_VALUE, "Preload transform dialect library; options: transform-library-paths=A,B (files or directories)"},
    {"verify-diagnostics", FLAG_OPT_VALUE, "Check that emitted diagnostics match expected-* lines on the corresponding line ('all' or 'only-expected')"},
    {"version", FLAG_BOOL, "Display the version of this program"},
    {"xform-greedy-max-rewrites", FLAG_VALUE, "Changes to the IR (patterns, folds, dead-op erasures) after which a greedy pattern rewrite stops unconverged, with a warning (default 1000000)"},
    {"xform-max-nesting-depth", FLAG_VALUE, "Deepest nesting of regions, types and attributes accepted in the input (default 1000, at most 3000)"},
    {"xform-max-transform-depth", FLAG_VALUE, "Deepest nesting of transform regions the interpreter enters, named sequences called included (default 4000, at most 10000)"},
    {"xform-thread-min-bytes", FLAG_VALUE, "Inputs smaller than this are parsed on one thread (default 1048576)"},
    {"xform-thread-min-ops", FLAG_VALUE, "Modules with fewer isolated ops (functions) than this are verified on one thread (default 256)"},
    {"xform-threads", FLAG_VALUE, "Threads parsing a big input (cut at top-level ops) and verifying a big module's functions (default: online CPUs, at most 4; 1: one thread)"},
    {"xform-no-text-reuse", FLAG_BOOL, "Parse every op and region in full, also where the text repeats an earlier op line or region body (the IR is the same)"},
    {NULL, FLAG_BOOL, NULL},
};

static void print_help(void) {
  printf("OVERVIEW: xform: MLIR Transform dialect interpreter (mlir-opt compatible)\n\n");
  printf("USAGE: %s [options] <input file>\n\nOPTIONS:\n", prog);
  for (const flag *f = flags; f->name; f++)
    printf("  --%-32s - %s\n", f->name, f->help);
}

static bool parse_bool_value(const char *v, bool *out) {
  if (!v || !strcmp(v, "true") || !strcmp(v, "1") || !strcmp(v, "TRUE")) {
    *out = true;
    return true;
  }
  if (!strcmp(v, "false") || !strcmp(v, "0") || !strcmp(v, "FALSE")) {
    *out = false;
    return true;
  }
  return false;
}

/* ------------------------------------------------------------ passes */

static char *dup_range(const char *s, size_t n) {
  char *d = malloc(n + 1);
  if (d) {
    memcpy(d, s, n);
    d[n] = 0;
  }
  return d;
}

/* Splits a comma-separated list option into owned strings. */
static bool split_list(const char *v, char ***out, size_t *n) {
  size_t cap = 1;
  for (const char *c = v; *c; c++)
    cap += *c == ',';
  char **l = calloc(cap, sizeof *l);
  if (!l)
    return false;
  size_t k = 0;
  for (const char *p = v;;) {
    const char *e = strchr(p, ',');
    size_t len = e ? (size_t)(e - p) : strlen(p);
    if (len)
      l[k++] = dup_range(p, len);
    if (!e)
      break;
    p = e + 1;
  }
  *out = l;
  *n = k;
  return true;
}

static void free_pass(pass *ps) {
  for (size_t i = 0; i < ps->nlist; i++)
    free(ps->list[i]);
  free(ps->list);
  free(ps->entry);
  free(ps->tag);
}

static void report_pass_option_error(const char *what) {
  fprintf(stderr, "<unknown>:0: error: <Pass-Options-Parser>: no such option %s\n", what);
}

/* An integer pass option; false after mlir-opt's message. */
static bool parse_int_option(const char *name, const char *val, int64_t *out) {
  char *end = NULL;
  long long v = val ? strtoll(val, &end, 10) : 0;
  if (!val || !*val || *end) {
    fprintf(stderr, "%s: for the --%s option: '%s' value invalid for integer argument!\n", prog,
            name, val ? val : "");
    return false;
  }
  *out = v;
  return true;
}

static bool parse_bool_option(const char *name, const char *val, bool *out) {
  if (parse_bool_value(val, out))
    return true;
  fprintf(stderr, "%s: for the --%s option: '%s' is invalid value for boolean argument! Try 0 or 1\n",
          prog, name, val);
  return false;
}

/* One option of apply-drr (the greedy driver's, as -test-greedy-patterns). */
static bool apply_drr_option(pass *ps, const char *key, size_t klen, const char *val) {
#define KEY(k) (klen == strlen(k) && !strncmp(key, k, klen))
  xf_greedy_config *g = &ps->greedy;
  if (KEY("patterns"))
    return split_list(val ? val : "", &ps->list, &ps->nlist);
  if (KEY("top-down"))
    return parse_bool_option("top-down", val, &g->top_down);
  if (KEY("fold"))
    return parse_bool_option("fold", val, &g->fold);
  if (KEY("cse-constants"))
    return parse_bool_option("cse-constants", val, &g->cse_constants);
  if (KEY("max-iterations"))
    return parse_int_option("max-iterations", val, &g->max_iterations);
  if (KEY("max-num-rewrites"))
    return parse_int_option("max-num-rewrites", val, &g->max_num_rewrites);
#undef KEY
  char *k = dup_range(key, klen);
  report_pass_option_error(k ? k : "");
  free(k);
  return false;
}

/* Applies one `key[=value]` option of a pass; false after a message. */
static bool apply_pass_option(pass *ps, const char *key, size_t klen, const char *val) {
#define KEY(k) (klen == strlen(k) && !strncmp(key, k, klen))
  if (ps->kind == PASS_PRELOAD && KEY("transform-library-paths"))
    return split_list(val ? val : "", &ps->list, &ps->nlist);
  if (ps->kind == PASS_INTERPRETER && KEY("entry-point")) {
    free(ps->entry);
    ps->entry = dup_range(val ? val : "", val ? strlen(val) : 0);
    return ps->entry != NULL;
  }
  if (ps->kind == PASS_INTERPRETER && KEY("debug-payload-root-tag")) {
    free(ps->tag);
    ps->tag = dup_range(val ? val : "", val ? strlen(val) : 0);
    return ps->tag != NULL;
  }
  if (ps->kind == PASS_INTERPRETER && KEY("debug-bind-trailing-args"))
    return split_list(val ? val : "", &ps->list, &ps->nlist);
  if (ps->kind == PASS_INTERPRETER && KEY("disable-expensive-checks")) {
    if (!parse_bool_value(val, &ps->t.disable_expensive_checks)) {
      fprintf(stderr, "%s: for the --disable-expensive-checks option: '%s' is invalid value for boolean argument! Try 0 or 1\n", prog, val);
      return false;
    }
    return true;
  }
  if (ps->kind == PASS_DRR)
    return apply_drr_option(ps, key, klen, val);
#undef KEY
  char *k = dup_range(key, klen);
  report_pass_option_error(k ? k : "");
  free(k);
  return false;
}

/* Parses a pass option string "k1=v1 k2=v2" (values may be quoted with
 * '...' or "..." or braces). */
static bool parse_pass_options(pass *ps, const char *s) {
  while (s && *s) {
    while (*s == ' ')
      s++;
    if (!*s)
      break;
    const char *k = s;
    while (*s && *s != '=' && *s != ' ')
      s++;
    size_t klen = (size_t)(s - k);
    char *val = NULL;
    if (*s == '=') {
      const char *v = ++s;
      char q = (*v == '\'' || *v == '"') ? *v : 0;
      if (q) {
        const char *e = strchr(v + 1, q);
        size_t n = e ? (size_t)(e - v - 1) : strlen(v + 1);
        val = dup_range(v + 1, n);
        s = e ? e + 1 : v + 1 + n;
      } else {
        while (*s && *s != ' ')
          s++;
        val = dup_range(v, (size_t)(s - v));
      }
    }
    bool ok = apply_pass_option(ps, k, klen, val);
    free(val);
    if (!ok)
      return false;
  }
  return true;
}

static pass *new_pass(options *o, pass_kind kind) {
  if (o->npasses == MAX_PASSES) {
    fprintf(stderr, "%s: too many passes\n", prog);
    return NULL;
  }
  pass *ps = &o->passes[o->npasses++];
  memset(ps, 0, sizeof *ps);
  ps->kind = kind;
  xf_greedy_config_init(&ps->greedy);
  return ps;
}

/* Adds one pass named "name" with options "opts" (may be NULL). */
static bool add_pass(options *o, const char *name, size_t nlen, const char *opts) {
  pass_kind kind;
  if (nlen == strlen("transform-interpreter") && !strncmp(name, "transform-interpreter", nlen)) {
    kind = PASS_INTERPRETER;
  } else if (nlen == strlen("transform-preload-library") &&
             !strncmp(name, "transform-preload-library", nlen)) {
    kind = PASS_PRELOAD;
  } else if (nlen == strlen("apply-drr") && !strncmp(name, "apply-drr", nlen)) {
    kind = PASS_DRR;
  } else {
    fprintf(stderr, "<unknown>:0: error: MLIR Textual PassPipeline Parser:1:1: error: '%.*s' does not refer to a registered pass or pass pipeline\n", (int)nlen, name);
    return false;
  }
  pass *ps = new_pass(o, kind);
  return ps && parse_pass_options(ps, opts);
}

/* --pass-pipeline=builtin.module(p1{opts},p2,...) */
static bool parse_pipeline(options *o, const char *v) {
  const char *pre = "builtin.module(";
  size_t len = strlen(v);
  if (strncmp(v, pre, strlen(pre)) != 0 || len < strlen(pre) + 1 || v[len - 1] != ')') {
    fprintf(stderr, "<unknown>:0: error: MLIR Textual PassPipeline Parser:1:1: error: expected a 'builtin.module(...)' pipeline\n");
    return false;
  }
  const char *p = v + strlen(pre), *end = v + len - 1;
  while (p < end) {
    const char *n = p;
    while (p < end && *p != '{' && *p != ',')
      p++;
    size_t nlen = (size_t)(p - n);
    char *opts = NULL;
    if (p < end && *p == '{') {
      const char *b = ++p;
      int depth = 1;
      while (p < end && depth) {
        depth += *p == '{';
        depth -= *p == '}';
        p++;
      }
      opts = dup_range(b, (size_t)(p - b - (depth ? 0 : 1)));
    }
    bool ok = add_pass(o, n, nlen, opts);
    free(opts);
    if (!ok)
      return false;
    if (p < end && *p == ',')
      p++;
  }
  return true;
}

/* -debug-only=a,b: the transform channels among the names. */
static unsigned debug_channels(const char *v) {
  unsigned c = 0;
  char **l = NULL;
  size_t n = 0;
  if (!split_list(v ? v : "", &l, &n))
    return 0;
  for (size_t i = 0; i < n; i++) {
    if (!strcmp(l[i], "transform-dialect"))
      c |= XF_TDEBUG_DIALECT;
    else if (!strcmp(l[i], "transform-matcher"))
      c |= XF_TDEBUG_MATCHER;
    else if (!strcmp(l[i], "transform-dialect-interpreter-utils"))
      c |= XF_TDEBUG_UTILS;
    free(l[i]);
  }
  free(l);
  return c;
}

/* --xform-max-*-depth=N: 1 <= N <= max. */
static bool parse_depth_value(const char *flag, const char *v, unsigned max, unsigned *out) {
  char *end = NULL;
  unsigned long n = v && *v >= '0' && *v <= '9' ? strtoul(v, &end, 10) : 0;
  if (!end || *end || n < 1 || n > max) {
    fprintf(stderr, "%s: for the --%s option: '%s' is not a depth between 1 and %u\n", prog, flag,
            v ? v : "", max);
    return false;
  }
  *out = (unsigned)n;
  return true;
}

/* Applies one recognised flag; returns false (after a message) on a bad value. */
static bool apply_flag(options *o, const flag *f, const char *value, int *exit_now) {
  const char *n = f->name;
  if (!strcmp(n, "help")) {
    print_help();
    *exit_now = 0;
  } else if (!strcmp(n, "version")) {
    printf("xform-interp (xform) version %s\n  follows MLIR from LLVM %s (mlir-opt compatible)\n",
           xf_version(), xf_mlir_version());
    *exit_now = 0;
  } else if (!strcmp(n, "allow-unregistered-dialect")) {
    o->allow_unregistered = true;
  } else if (!strcmp(n, "mlir-disable-threading")) {
    o->threads = 1;
  } else if (!strcmp(n, "xform-threads")) {
    return parse_depth_value(n, value, 8, &o->threads);
  } else if (!strcmp(n, "xform-thread-min-bytes") || !strcmp(n, "xform-thread-min-ops")) {
    char *end = NULL;
    unsigned long long v = value && *value >= '0' && *value <= '9' ? strtoull(value, &end, 10) : 0;
    if (!end || *end || v < 1) {
      fprintf(stderr, "%s: for the --%s option: '%s' is not a positive count\n", prog, n,
              value ? value : "");
      return false;
    }
    *(!strcmp(n, "xform-thread-min-ops") ? &o->thread_min_ops : &o->thread_min_bytes) = (size_t)v;
  } else if (!strcmp(n, "xform-no-text-reuse")) {
    o->no_text_reuse = true;
    o->print.no_text_reuse = true;
  } else if (!strcmp(n, "debug")) {
    o->debug_channels = XF_TDEBUG_ALL;
    o->debug_only = "*";
  } else if (!strcmp(n, "debug-only")) {
    o->debug_channels |= debug_channels(value);
    if (!o->debug_only || strcmp(o->debug_only, "*") != 0)
      o->debug_only = value;
  } else if (!strcmp(n, "transform-interpreter")) {
    return add_pass(o, n, strlen(n), value);
  } else if (!strcmp(n, "transform-preload-library")) {
    return add_pass(o, n, strlen(n), value);
  } else if (!strcmp(n, "apply-drr")) {
    return add_pass(o, n, strlen(n), value);
  } else if (!strcmp(n, "pass-pipeline")) {
    return parse_pipeline(o, value);
  } else if (!strcmp(n, "mlir-print-debuginfo")) {
    o->print.debug_info = true;
  } else if (!strcmp(n, "mlir-print-local-scope")) {
    o->print.local_scope = true;
  } else if (!strcmp(n, "mlir-print-op-generic")) {
    o->print.generic = true;
  } else if (!strcmp(n, "mlir-print-op-on-diagnostic")) {
    if (!parse_bool_value(value, &o->print_op_on_diag)) {
      fprintf(stderr, "%s: for the --mlir-print-op-on-diagnostic option: '%s' is invalid value for boolean argument! Try 0 or 1\n", prog, value);
      return false;
    }
  } else if (!strcmp(n, "mlir-timing")) {
    o->timing = true;
  } else if (!strcmp(n, "mlir-timing-display")) {
    if (strcmp(value, "list") && strcmp(value, "tree")) {
      fprintf(stderr, "%s: for the --mlir-timing-display option: Cannot find option named '%s'!\n", prog, value);
      return false;
    }
    o->timing_list = !strcmp(value, "list");
  } else if (!strcmp(n, "o")) {
    o->output = value;
  } else if (!strcmp(n, "xform-greedy-max-rewrites")) {
    char *end = NULL;
    long long v = value && *value >= '0' && *value <= '9' ? strtoll(value, &end, 10) : 0;
    if (!end || *end || v < 1) {
      fprintf(stderr, "%s: for the --%s option: '%s' is not a positive count\n", prog, n,
              value ? value : "");
      return false;
    }
    o->greedy_max_rewrites = v;
  } else if (!strcmp(n, "xform-max-nesting-depth")) {
    return parse_depth_value(n, value, XF_MAX_NESTING_DEPTH_LIMIT, &o->max_nesting_depth);
  } else if (!strcmp(n, "xform-max-transform-depth")) {
    return parse_depth_value(n, value, XF_MAX_TRANSFORM_DEPTH_LIMIT, &o->max_transform_depth);
  } else if (!strcmp(n, "split-input-file")) {
    o->split_marker = value && *value ? value : "// -----";
  } else if (!strcmp(n, "verify-diagnostics")) {
    o->verify_diagnostics = true;
    if (value && !strcmp(value, "only-expected")) {
      o->only_expected = true;
    } else if (value && strcmp(value, "all") != 0) {
      fprintf(stderr, "%s: for the --verify-diagnostics option: Cannot find option named '%s'!\n", prog, value);
      return false;
    }
  }
  return true;
}

/* Parses argv like LLVM's cl: `-x`, `--x`, `--x=v`, `-o v`. */
static bool parse_args(int argc, char **argv, options *o, int *exit_now) {
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
    if (a[0] != '-' || !a[1]) {
      if (o->input) {
        fprintf(stderr, "%s: Too many positional arguments specified!\nCan specify at most 1 positional arguments: See: %s --help\n", prog, argv[0]);
        return false;
      }
      o->input = a;
      continue;
    }
    const char *name = a + (a[1] == '-' ? 2 : 1);
    const char *eq = strchr(name, '=');
    size_t nlen = eq ? (size_t)(eq - name) : strlen(name);
    const flag *f = flags;
    for (; f->name; f++)
      if (strlen(f->name) == nlen && !strncmp(f->name, name, nlen))
        break;
    if (!f->name) {
      fprintf(stderr, "%s: Unknown command line argument '%s'.  Try: '%s --help'\n", prog, a, argv[0]);
      return false;
    }
    const char *value = eq ? eq + 1 : NULL;
    if (f->kind == FLAG_BOOL && value && strcmp(f->name, "help") && strcmp(f->name, "version")) {
      bool b;
      if (!parse_bool_value(value, &b)) {
        fprintf(stderr, "%s: for the --%s option: '%s' is invalid value for boolean argument! Try 0 or 1\n", prog, f->name, value);
        return false;
      }
      if (!b)
        continue;
    }
    if (f->kind == FLAG_VALUE && !value) {
      if (i + 1 >= argc) {
        fprintf(stderr, "%s: for the -%s option: requires a value!\n", prog, f->name);
        return false;
      }
      value = argv[++i];
    }
    if (!apply_flag(o, f, value, exit_now))
      return false;
    if (*exit_now >= 0)
      return true;
  }
  if (!o->input)
    o->input = "-";
  return true;
}

/* --------------------------------------------------------------- input */

/* Reads a whole stream; the buffer has a NUL byte after the data. */
static char *read_all(FILE *f, size_t *len) {
  size_t cap = 1 << 16, n = 0;
  struct stat st;
  if (fstat(fileno(f), &st) == 0 && S_ISREG(st.st_mode) && st.st_size >= 0)
    cap = (size_t)st.st_size + 1; /* one read for regular files */
  char *buf = malloc(cap);
  if (!buf)
    return NULL;
  for (;;) {
    if (n + 1 >= cap) {
      int c = fgetc(f); /* full: grow only if more input follows */
      if (c == EOF)
        break;
      char *nb = realloc(buf, cap *= 2);
      if (!nb) {
        free(buf);
        return NULL;
      }
      buf = nb;
      buf[n++] = (char)c;
    }
    size_t r = fread(buf + n, 1, cap - 1 - n, f);
    n += r;
    if (r == 0)
      break;
  }
  if (ferror(f)) {
    free(buf);
    return NULL;
  }
  buf[n] = 0;
  *len = n;
  return buf;
}

/* A big regular file is mapped rather than read: no copy, and its pages
 * are the page cache's.  The mapping has room for the NUL after the text
 * (as LLVM's MemoryBuffer): file bytes past the end of the file read as
 * zero, and when the size is a whole number of pages an anonymous page
 * follows.  Private and writable (copy on write), like a heap copy. */
enum { MAP_MIN_INPUT = 1 << 20 };

static char *map_input(FILE *f, size_t *len, size_t *map_len) {
  struct stat st;
  if (fstat(fileno(f), &st) != 0 || !S_ISREG(st.st_mode) || st.st_size < MAP_MIN_INPUT)
    return NULL;
  size_t size = (size_t)st.st_size, page = (size_t)sysconf(_SC_PAGESIZE);
  size_t total = (size + 1 + page - 1) / page * page;
  char *base = mmap(NULL, total, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (base == MAP_FAILED)
    return NULL;
  if (mmap(base, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_FIXED, fileno(f), 0) ==
      MAP_FAILED) {
    munmap(base, total);
    return NULL;
  }
  /* Start reading the whole file into the page cache now, when it is not
   * there already (the parsing threads would otherwise wait for each
   * read-ahead window in turn); no page is mapped by this. */
  (void)madvise(base, size, MADV_WILLNEED);
  *len = size;
  *map_len = total;
  return base;
}

/* The input file's identity, so that `-o` naming the input (or a link to
 * it) is never overwritten in place while its text is still in use. */
static struct {
  bool known;
  dev_t dev;
  ino_t ino;
} input_file;

/* The input text, NUL-terminated; `*map_len` is nonzero when it is a
 * mapping (free it with release_input). */
static char *read_input(const char *path, size_t *len, size_t *map_len) {
  *map_len = 0;
  if (!strcmp(path, "-"))
    return read_all(stdin, len);
  FILE *f = fopen(path, "rb");
  if (!f)
    return NULL;
  struct stat st;
  if (fstat(fileno(f), &st) == 0) {
    input_file.known = true;
    input_file.dev = st.st_dev;
    input_file.ino = st.st_ino;
  }
  char *buf = map_input(f, len, map_len);
  if (!buf)
    buf = read_all(f, len);
  fclose(f);
  return buf;
}

/* Pages of a mapped input the parser has moved past are dropped while it
 * parses (xf_parse_options.progress): they stay in the page cache and are
 * read back on the rare later access, so the input does not add its size
 * to the peak memory.  The mapping is private and never written. */
typedef struct input_pages {
  char *base;            /* the mapping (NULL: the input is not mapped) */
  size_t len;            /* mapped bytes */
  const char *text;      /* the chunk being parsed */
} input_pages;

static input_pages mapped_input;

enum { DROP_STEP = 256 << 10, DROP_SLACK = 64 << 10 };

/* Each parsing thread drops pages of its own part of the text, from the
 * part's first whole page on.  A thread that moves on to another part
 * (a threaded parse hands out a few parts per thread) first drops what is
 * left of the one it finished, up to its last whole page. */
static _Thread_local struct {
  size_t begin;          /* the part (offset in the chunk text) */
  size_t dropped;        /* mapping offset up to which its pages are dropped */
  size_t done;           /* mapping offset the parser last reported */
  bool set;
} drop_part;

static void drop_rest_of_part(const input_pages *m, size_t page) {
  size_t upto = drop_part.done / page * page;
  if (drop_part.set && upto > drop_part.dropped && upto <= m->len)
    (void)madvise(m->base + drop_part.dropped, upto - drop_part.dropped, MADV_DONTNEED);
}

static void drop_parsed_pages(void *user, size_t begin, size_t done) {
  input_pages *m = user;
  size_t page = (size_t)sysconf(_SC_PAGESIZE);
  size_t base = (size_t)(m->text - m->base);
  if (!drop_part.set || drop_part.begin != begin || drop_part.dropped > m->len) {
    if (drop_part.set && drop_part.begin != begin)
      drop_rest_of_part(m, page);
    drop_part.set = true;
    drop_part.begin = begin;
    drop_part.dropped = (base + begin + page - 1) / page * page;
  }
  drop_part.done = base + done;
  size_t upto = base + done;
  upto = upto > DROP_SLACK ? (upto - DROP_SLACK) / page * page : 0;
  if (upto < drop_part.dropped + DROP_STEP || upto > m->len)
    return;
  if (madvise(m->base + drop_part.dropped, upto - drop_part.dropped, MADV_DONTNEED) == 0)
    drop_part.dropped = upto;
}

static void release_input(char *text, size_t map_len) {
  if (map_len)
    munmap(text, map_len);
  else
    free(text);
}

/* ------------------------------------------------------------- handlers */

/* Prints reported diagnostics to stderr in mlir-opt's format. */
static bool print_diag(const xf_diag *d, void *user) {
  xf_context *ctx = user;
  xf_strbuf b;
  xf_strbuf_init(&b, ctx);
  if (xf_diag_render(ctx, d, &b) == XF_OK && b.len)
    fwrite(b.data, 1, b.len, stderr);
  xf_strbuf_free(&b);
  return true;
}

/* ------------------------------------------------------------- chunks */

typedef struct chunk {
  const char *text;           /* start inside the input */
  size_t len;
  unsigned line_offset;       /* lines before the chunk */
  unsigned column_offset;     /* columns before the chunk on its first line */
  bool whole;                 /* the whole NUL-terminated input (no split) */
} chunk;

/* Appends chunk [`b`, `e`) of `text` to `*cs` (`*n` used, `*cap` allocated),
 * with its line and column offsets; `*cur`/`*line`/`*bol` is a cursor that
 * only moves forward (chunks come in text order).  False on OOM. */
static bool push_chunk(chunk **cs, size_t *n, size_t *cap, const char *text, size_t b, size_t e,
                       size_t *cur, unsigned *line, size_t *bol) {
  if (*n == *cap) {
    chunk *nc = realloc(*cs, (*cap *= 2) * sizeof **cs);
    if (!nc)
      return false;
    *cs = nc;
  }
  for (; *cur < b; (*cur)++)
    if (text[*cur] == '\n') {
      (*line)++;
      *bol = *cur + 1;
    }
  (*cs)[*n] = (chunk){text + b, e - b, *line, (unsigned)(b - *bol), false};
  (*n)++;
  return true;
}

/* Prints mlir-opt's "near miss with file split marker" warning at `pos`. */
static void near_miss(const char *name, const char *text, size_t len, size_t pos) {
  size_t bol = pos, eol = pos;
  unsigned line = 1;
  while (bol && text[bol - 1] != '\n')
    bol--;
  while (eol < len && text[eol] != '\n')
    eol++;
  for (size_t i = 0; i < bol; i++)
    line += text[i] == '\n';
  fprintf(stderr, "%s:%u:%zu: warning: near miss with file split marker\n%.*s\n%*s^\n",
          name, line, pos - bol + 1, (int)(eol - bol), text + bol, (int)(pos - bol), "");
}

/* Finds `pat` (`plen` bytes) in `text` from `from`; `len` when absent. */
static size_t find_from(const char *text, size_t len, size_t from, const char *pat, size_t plen) {
  for (size_t k = from; k + plen <= len; k++)
    if (!memcmp(text + k, pat, plen))
      return k;
  return len;
}

/* Splits `text` as mlir-opt 22 does (splitAndProcessBuffer): the whole text
 * is cut at every occurrence of `marker` minus its last two bytes; a piece
 * continues a split only when it starts with those two bytes, is longer than
 * them and its third byte is not '0' (else a near-miss warning, and the piece
 * is glued back to the previous one); an empty previous piece is replaced by
 * the next one as is.  Empty chunks are dropped.  False on OOM. */
static bool split_chunks(const char *name, const char *text, size_t len, const char *marker,
                         chunk **out, size_t *nout) {
  size_t mlen = strlen(marker), check = mlen > 2 ? 2 : 0, cut = mlen - check;
  size_t cap = 8, n = 0, cur = 0, bol = 0;
  unsigned line = 0;
  chunk *cs = malloc(cap * sizeof *cs);
  if (!cs)
    return false;
  size_t hit = cut ? find_from(text, len, 0, marker, cut) : len;
  size_t pb = 0, pe = hit; /* the previous piece */
  while (hit < len) {
    size_t b = hit + cut;
    hit = find_from(text, len, b, marker, cut);
    if (pb == pe) {
      pb = b;
      pe = hit;
    } else if (hit - b > check && !memcmp(text + b, marker + cut, check) && text[b + check] != '0') {
      if (!push_chunk(&cs, &n, &cap, text, pb, pe, &cur, &line, &bol)) {
        free(cs);
        return false;
      }
      pb = b + check;
      pe = hit;
    } else {
      near_miss(name, text, len, b);
      pe = hit;
    }
  }
  if (pb != pe && !push_chunk(&cs, &n, &cap, text, pb, pe, &cur, &line, &bol)) {
    free(cs);
    return false;
  }
  *out = cs;
  *nout = n;
  return true;
}

/* transform.print writes to stdout at once, as llvm::outs() does. */
static void write_stdout(void *user, const char *s, size_t n) {
  (void)user;
  fwrite(s, 1, n, stdout);
  fflush(stdout);
}

/* Debug traces go to stderr (llvm::dbgs()). */
static void write_stderr(void *user, const char *s, size_t n) {
  (void)user;
  fwrite(s, 1, n, stderr);
}

/* ------------------------------------------------------------- timing */

/* -mlir-timing: the clock at the start of a phase (0, unread, when `tm` is
 * NULL, i.e. timing is off). */
static uint64_t phase_start(xf_timing *tm) {
  return tm ? xf_time_now_ns() : 0;
}

/* Adds the time since `t0` to the top-level phase timer `name`. */
static void phase_end(xf_timing *tm, const char *name, uint64_t t0) {
  if (tm)
    xf_timing_add(tm, xf_timing_timer(tm, XF_TIMER_TOP, name), xf_time_now_ns() - t0);
}

/* One line of the report: "  SECONDS (PERCENT%)  INDENT NAME". */
static void timing_line(double s, double total, unsigned depth, const char *name) {
  fprintf(stderr, "  %8.4f (%5.1f%%)  %*s%s\n", s, total > 0 ? 100.0 * s / total : 100.0,
          (int)(2 * depth), "", name);
}

/* Tree display: the children of `parent`, in first-use order, each followed
 * by its own children. */
static void timing_tree(const xf_timer_entry *e, size_t n, xf_timer_id parent, double total) {
  for (size_t i = 0; i < n; i++)
    if (e[i].parent == parent) {
      timing_line((double)e[i].ns / 1e9, total, e[i].depth, e[i].name);
      timing_tree(e, n, i, total);
    }
}

static int by_time_desc(const void *a, const void *b) {
  uint64_t x = ((const xf_timer_entry *)a)->ns, y = ((const xf_timer_entry *)b)->ns;
  return x < y ? 1 : x > y ? -1 : 0;
}

/* List display: every timer, those with the same name merged, sorted by
 * time (longest first). */
static void timing_list(const xf_timer_entry *e, size_t n, double total) {
  xf_timer_entry *m = calloc(n ? n : 1, sizeof *m);
  size_t k = 0;
  if (!m)
    return;
  for (size_t i = 0; i < n; i++) {
    size_t j = 0;
    while (j < k && strcmp(m[j].name, e[i].name))
      j++;
    if (j == k)
      m[k++] = (xf_timer_entry){e[i].name, 0, XF_TIMER_TOP, 0};
    m[j].ns += e[i].ns;
  }
  qsort(m, k, sizeof *m, by_time_desc);
  for (size_t i = 0; i < k; i++)
    timing_line((double)m[i].ns / 1e9, total, 0, m[i].name);
  free(m);
}

/* Prints the -mlir-timing report on stderr, in mlir-opt's layout: the
 * phases, "Rest" (the time outside every phase: reading the input, setting
 * up the context, writing the output) and "Total". */
static void print_timing(const options *o, const xf_timing *tm) {
  static const char *rule =
      "===-------------------------------------------------------------------------===\n";
  double total = (double)(xf_time_now_ns() - o->timing_start) / 1e9, phases = 0;
  size_t n = 0;
  const xf_timer_entry *e = xf_timing_entries(tm, &n);
  for (size_t i = 0; i < n; i++)
    if (e[i].parent == XF_TIMER_TOP)
      phases += (double)e[i].ns / 1e9;
  fprintf(stderr, "%s                         ... Execution time report ...\n%s", rule, rule);
  fprintf(stderr, "  Total Execution Time: %.4f seconds\n\n  ----Wall Time----  ----Name----\n",
          total);
  if (o->timing_list)
    timing_list(e, n, total);
  else
    timing_tree(e, n, XF_TIMER_TOP, total);
  timing_line(total > phases ? total - phases : 0, total, 0, "Rest");
  timing_line(total, total, 0, "Total");
}

/* Runs the pass pipeline on `top`, verifying the IR after each pass.  The
 * library module loaded by a preload pass is seen by later interpreter
 * passes. */
static bool run_passes(xf_context *ctx, const options *o, xf_op *top, xf_drr_rules *const *drr,
                       bool verified_clean, xf_timing *tm) {
  xf_op *library = NULL;
  for (size_t i = 0; i < o->npasses; i++) {
    const pass *ps = &o->passes[i];
    if (ps->kind == PASS_DRR) {
      /* -test-greedy-patterns ignores whether the driver converged */
      xf_greedy_config g = ps->greedy;
      g.max_total_rewrites = o->greedy_max_rewrites;
      uint64_t t0 = phase_start(tm);
      xf_status ds = xf_drr_apply_greedily(top, drr[i], &g, NULL);
      phase_end(tm, "Apply DRR", t0);
      if (ds == XF_NOMEM) {
        fprintf(stderr, "%s: out of memory\n", prog);
        return false;
      }
      size_t ndiags = xf_context_num_diagnostics(ctx);
      t0 = phase_start(tm);
      xf_status vs = xf_verify(top);
      phase_end(tm, "Verify", t0);
      if (vs != XF_OK)
        return false;
      verified_clean = xf_context_num_diagnostics(ctx) == ndiags;
      continue;
    }
    if (ps->kind == PASS_PRELOAD) {
      xf_transform_options dbg;
      memset(&dbg, 0, sizeof dbg);
      dbg.debug_channels = o->debug_channels;
      dbg.dbg = write_stderr;
      uint64_t t0 = phase_start(tm);
      library = xf_transform_load_library(ctx, (const char *const *)ps->list, ps->nlist,
                                          o->allow_unregistered, &dbg);
      phase_end(tm, "Preload library", t0);
      if (!library)
        return false;
      continue;
    }
    xf_transform_options t = ps->t;
    t.entry_point = ps->entry;
    t.payload_root_tag = ps->tag;
    t.trailing_args = (const char *const *)ps->list;
    t.num_trailing_args = ps->nlist;
    t.debug_channels = o->debug_channels;
    t.print = o->print;
    t.out = write_stdout;
    t.dbg = write_stderr;
    t.assume_verified = verified_clean;
    t.max_nesting_depth = o->max_transform_depth;
    t.greedy_max_rewrites = o->greedy_max_rewrites;
    bool modified = false;
    t.payload_modified = &modified;
    t.timing = tm;
    t.timing_parent = tm ? xf_timing_timer(tm, XF_TIMER_TOP, "Interpret") : XF_TIMER_NONE;
    uint64_t t0 = phase_start(tm);
    xf_status is = xf_transform_interpret(top, library, &t);
    if (tm)
      xf_timing_add(tm, t.timing_parent, xf_time_now_ns() - t0);
    if (is != XF_OK)
      return false;
    /* The pass manager verifies after the pass; IR that verified without
     * any diagnostic and that no transform op modified in a way a verifier
     * reads (annotations of attributes none reads are not) verifies the
     * same. */
    if (verified_clean && !modified && !library) {
      static const char line[] = "verifying after the pass: skipped, the verified payload was "
                                 "not changed in a way a verifier reads\n";
      xf_debug_write(ctx, "xform-verify", line, sizeof line - 1);
      continue;
    }
    size_t ndiags = xf_context_num_diagnostics(ctx);
    t0 = phase_start(tm);
    xf_status vs = xf_verify(top);
    phase_end(tm, "Verify", t0);
    if (vs != XF_OK)
      return false;
    verified_clean = xf_context_num_diagnostics(ctx) == ndiags;
  }
  return true;
}

/* Threads by default: one per online CPU, at most 4. */
static unsigned default_threads(void) {
  long n = sysconf(_SC_NPROCESSORS_ONLN);
  return n < 1 ? 1 : n > 4 ? 4 : (unsigned)n;
}

/* Parses, verifies and prints one chunk into `out`.  True on success. */
static bool process_chunk(xf_context *ctx, const options *o, const chunk *c, xf_strbuf *out,
                          xf_drr_rules *const *drr, xf_timing *tm) {
  xf_parse_options po;
  memset(&po, 0, sizeof po);
  po.allow_unregistered_dialect = o->allow_unregistered;
  po.line_offset = c->line_offset;
  po.column_offset = c->column_offset;
  po.borrow_text = c->whole; /* the input buffer outlives the context */
  po.max_nesting_depth = o->max_nesting_depth;
  po.no_text_reuse = o->no_text_reuse;
  if (c->whole && mapped_input.base) {
    mapped_input.text = c->text;
    po.progress = drop_parsed_pages;
    po.progress_user = &mapped_input;
  }
  uint64_t t0 = phase_start(tm);
  xf_op *top = xf_parse(ctx, o->input, c->text, c->len, &po);
  phase_end(tm, "Parse", t0);
  if (!top)
    return false;
  size_t ndiags = xf_context_num_diagnostics(ctx);
  t0 = phase_start(tm);
  xf_status vs = xf_verify(top);
  phase_end(tm, "Verify", t0);
  if (vs == XF_NOMEM)
    fprintf(stderr, "%s: out of memory while verifying\n", prog);
  if (vs != XF_OK)
    return false;
  bool clean = xf_context_num_diagnostics(ctx) == ndiags;
  if (!run_passes(ctx, o, top, drr, clean, tm))
    return false;
  /* mlir-opt's printer verifies the IR again, silently, and falls back to
   * the generic form if that fails; here the IR was verified just before
   * (after parsing, or after the last pass), so that check always passes. */
  xf_print_options popts = o->print;
  t0 = phase_start(tm);
  xf_status ps = xf_print_module(top, &popts, out);
  phase_end(tm, "Print", t0);
  if (ps != XF_OK) {
    fprintf(stderr, "%s: out of memory while printing\n", prog);
    return false;
  }
  /* mlir-opt ends each printed module with an empty line */
  xf_strbuf_append(out, "\n", 1);
  return true;
}

/* The output destination: stdout, or `-o FILE`.
 *   - FILE exists and is not a regular file (/dev/null, a FIFO): written in
 *     place, never replaced nor removed (like LLVM, which only removes
 *     regular files; renaming over /dev/null as root would replace it).
 *   - FILE is an existing regular file other than the input: overwritten in
 *     place from its start and cut to the written length at the end.  Its
 *     page cache is reused: replacing a 16 MB file by renaming a new one over
 *     it frees the old file's pages and allocates new ones, 15 ms against
 *     2 ms for overwriting (docs/performance.md).  As with mlir-opt's
 *     truncating open, the file keeps its mode and links.
 *   - otherwise (a new FILE, or the input itself): a temporary file next to
 *     FILE, renamed over it at the end.
 * A failed run removes a regular FILE, so no partial or stale output is
 * left (as mlir-opt's ToolOutputFile). */
typedef struct output {
  FILE *f;
  char *tmp;             /* temporary path, or NULL */
  const char *path;      /* -o FILE */
  bool direct;           /* FILE exists and is not a regular file */
  bool in_place;         /* FILE is an existing regular file, overwritten */
} output;

static bool sink_write(void *user, const char *data, size_t len) {
  return fwrite(data, 1, len, ((output *)user)->f) == len;
}

static bool is_input(const struct stat *st) {
  return input_file.known && st->st_dev == input_file.dev && st->st_ino == input_file.ino;
}

/* Opens the existing regular file `path` for writing from its start
 * without truncating it; false when it cannot be (then it is replaced). */
static bool open_in_place(output *w, const char *path) {
  int fd = open(path, O_WRONLY | O_CLOEXEC);
  if (fd < 0)
    return false;
  w->f = fdopen(fd, "wb");
  if (!w->f) {
    close(fd);
    return false;
  }
  w->in_place = true;
  return true;
}

/* The printer hands over big blocks (xf_strbuf's sink): stdio's own buffer
 * would only cut them into more, smaller write(2)s, and each costs (about
 * 8 ms more for 16 MB in 4 KiB-aligned pieces). */
static bool output_opened(output *w) {
  setvbuf(w->f, NULL, _IONBF, 0);
  return true;
}

/* `in_place_ok`: no file other than the input is read after output
 * could have been written (see run_in). */
static bool output_open(output *w, const char *path, bool in_place_ok) {
  memset(w, 0, sizeof *w);
  if (!path || !strcmp(path, "-")) {
    w->f = stdout;
    return true;
  }
  w->path = path;
  struct stat st;
  bool exists = stat(path, &st) == 0;
  if (exists && !S_ISREG(st.st_mode)) {
    w->direct = true;
    w->f = fopen(path, "wb");
    if (!w->f)
      fprintf(stderr, "%s: cannot write '%s': %s\n", prog, path, strerror(errno));
    return w->f != NULL;
  }
  if (exists && in_place_ok && !is_input(&st) && open_in_place(w, path))
    return output_opened(w);
  size_t n = strlen(path) + 32;
  w->tmp = malloc(n);
  if (!w->tmp)
    return false;
  snprintf(w->tmp, n, "%s.tmp%ld", path, (long)getpid());
  w->f = fopen(w->tmp, "wb");
  if (!w->f) {
    fprintf(stderr, "%s: cannot write '%s': %s\n", prog, path, strerror(errno));
    return false;
  }
  return output_opened(w);
}

/* Closes an in-place output, cutting the file where the output ends. */
static bool close_in_place(output *w) {
  off_t end = ftello(w->f);
  bool wrote = fflush(w->f) == 0 && end >= 0 && ftruncate(fileno(w->f), end) == 0;
  return fclose(w->f) == 0 && wrote;
}

/* Finishes the output; `ok` says whether the run succeeded. */
static bool output_close(output *w, bool ok) {
  if (w->direct) {
    bool closed = w->f && fclose(w->f) == 0;
    if (ok && !closed)
      fprintf(stderr, "%s: cannot write '%s': %s\n", prog, w->path, strerror(errno));
    return ok && closed;
  }
  if (!w->tmp && !w->in_place)
    return fflush(stdout) == 0 && ok;
  bool wrote;
  if (w->in_place) {
    wrote = close_in_place(w);
  } else {
    wrote = w->f && fclose(w->f) == 0;
    if (ok && wrote && rename(w->tmp, w->path) != 0)
      wrote = false;
  }
  if (ok && !wrote)
    fprintf(stderr, "%s: cannot write '%s': %s\n", prog, w->path, strerror(errno));
  if (!ok || !wrote) {
    if (w->tmp)
      remove(w->tmp);
    remove(w->path);
  }
  free(w->tmp);
  return ok && wrote;
}

/* Writes "out" through its sink now unless the output goes to a file
 * (transform.print output goes straight to stdout and must come after the
 * IR of the chunks before it). */
static void flush_stdout(xf_strbuf *out, bool to_file) {
  if (to_file || !out->len)
    return;
  (void)xf_strbuf_flush(out);
  fflush(stdout);
}

/* Loads the rule files of every apply-drr pass (before any input is
 * parsed: the ops they define join the registry), timed as "Load DRR
 * rules" under -mlir-timing.  False after the diagnostics were printed. */
static bool load_drr(xf_context *ctx, const options *o, xf_drr_rules **drr, xf_timing *tm) {
  for (size_t i = 0; i < o->npasses; i++) {
    const pass *ps = &o->passes[i];
    if (ps->kind != PASS_DRR)
      continue;
    if (!ps->nlist) {
      fprintf(stderr, "%s: apply-drr needs patterns=FILE.td\n", prog);
      return false;
    }
    uint64_t t0 = phase_start(tm);
    drr[i] = xf_drr_load(ctx, (const char *const *)ps->list, ps->nlist, NULL);
    phase_end(tm, "Load DRR rules", t0);
    if (!drr[i])
      return false;
  }
  return true;
}

/* The run in context `ctx` (set up by run()); `tm` collects the phase
 * times under -mlir-timing, else NULL. */
static int run_in(xf_context *ctx, const options *o, const char *text, size_t len,
                  xf_timing *tm) {
  xf_context_set_print_op_on_diagnostic(ctx, o->print_op_on_diag && !o->verify_diagnostics);
  xf_context_set_threads(ctx, o->threads ? o->threads : default_threads());
  xf_context_set_thread_minimums(ctx, o->thread_min_bytes, o->thread_min_ops);
  xf_diag_handler_id hid = xf_diag_push_handler(ctx, print_diag, ctx);
  xf_drr_rules *drr[MAX_PASSES] = {NULL};
  if (!load_drr(ctx, o, drr, tm)) {
    for (size_t i = 0; i < MAX_PASSES; i++)
      xf_drr_rules_destroy(drr[i]);
    xf_diag_pop_handler(ctx, hid);
    return 1;
  }
  xf_diag_verifier *ver = NULL;
  if (o->verify_diagnostics) {
    ver = xf_diag_verifier_create(ctx, o->input, text, len, 0, o->only_expected);
    if (!ver) {
      fprintf(stderr, "%s: out of memory\n", prog);
      return 1;
    }
  }
  chunk single = {text, len, 0, 0, true}, *chunks = &single;
  size_t nchunks = 1;
  if (o->split_marker) { /* an empty file gives no chunk and prints nothing, as in mlir-opt */
    if (!split_chunks(o->input, text, len, o->split_marker, &chunks, &nchunks)) {
      fprintf(stderr, "%s: out of memory\n", prog);
      return 1;
    }
  }
  /* A library preloaded for every chunk of a split input is read again
   * after earlier chunks' output was written: FILE must then stay intact
   * until the end, in case it is that library. */
  bool preloads = false;
  for (size_t i = 0; i < o->npasses; i++)
    preloads |= o->passes[i].kind == PASS_PRELOAD;
  output dest;
  if (!output_open(&dest, o->output, nchunks <= 1 || !preloads)) {
    if (chunks != &single)
      free(chunks);
    return 1;
  }
  xf_strbuf out;
  xf_strbuf_init(&out, ctx);
  xf_strbuf_set_sink(&out, sink_write, &dest);
  bool ok = true;
  bool to_file = o->output && strcmp(o->output, "-");
  for (size_t i = 0; i < nchunks; i++) {
    if (i)
      xf_strbuf_append(&out, "// -----\n", 9);
    /* stdout is streamed, so transform.print output of a chunk follows the
     * IR and separator of the earlier ones */
    flush_stdout(&out, to_file);
    if (!process_chunk(ctx, o, &chunks[i], &out, drr, tm))
      ok = false;
    flush_stdout(&out, to_file);
  }
  if (ver) {
    xf_strbuf rep;
    xf_strbuf_init(&rep, ctx);
    xf_status vs = xf_diag_verifier_finish(ver, &rep);
    if (rep.len)
      fwrite(rep.data, 1, rep.len, stderr);
    xf_strbuf_free(&rep);
    /* Under --verify-diagnostics, the run's success is the verifier's. */
    ok = vs == XF_OK;
  }
  /* stdout gets the chunks that succeeded (as mlir-opt streams them); a
   * file is written only when everything succeeded, else removed. */
  if (!xf_strbuf_flush(&out) && ok) {
    fprintf(stderr, "%s: cannot write output: %s\n", prog, strerror(errno));
    ok = false;
  }
  ok = output_close(&dest, ok);
  xf_strbuf_free(&out);
  if (chunks != &single)
    free(chunks);
  xf_diag_pop_handler(ctx, hid);
  for (size_t i = 0; i < MAX_PASSES; i++)
    xf_drr_rules_destroy(drr[i]);
  return ok ? 0 : 1;
}

static int run(const options *o, const char *text, size_t len) {
  xf_context *ctx = xf_context_create(NULL);
  if (!ctx) {
    fprintf(stderr, "%s: out of memory\n", prog);
    return 1;
  }
  xf_timing *tm = o->timing ? xf_timing_create(ctx) : NULL;
  if ((o->timing && !tm) || xf_register_all_dialects(ctx) != XF_OK ||
      xf_rewrite_register_transform_ops(ctx) != XF_OK ||
      xf_drr_register_transform_ops(ctx) != XF_OK ||
      (o->debug_only && xf_context_set_debug_only(ctx, o->debug_only, write_stderr, NULL) != XF_OK)) {
    fprintf(stderr, "%s: out of memory\n", prog);
    xf_timing_destroy(tm);
    xf_context_destroy(ctx);
    return 1;
  }
  int rc = run_in(ctx, o, text, len, tm);
  if (tm)
    print_timing(o, tm);
  xf_timing_destroy(tm);
  xf_context_destroy(ctx);
  return rc;
}

/* Reads the input and runs; the exit status. */
static int run_input(options *o) {
  o->timing_start = o->timing ? xf_time_now_ns() : 0;
  size_t len = 0, map_len = 0;
  char *text = read_input(o->input, &len, &map_len);
  if (!text) {
    fprintf(stderr, "%s: cannot open input file '%s': %s\n", prog, o->input, strerror(errno));
    if (o->output && strcmp(o->output, "-"))
      remove(o->output);
    return 1;
  }
  mapped_input = (input_pages){map_len ? text : NULL, map_len, NULL};
  int rc = run(o, text, len);
  mapped_input.base = NULL;
  release_input(text, map_len);
  return rc;
}

int main(int argc, char **argv) {
  options o;
  memset(&o, 0, sizeof o);
  o.print_op_on_diag = true;
  int exit_now = -1;
  int rc = 1;
  if (parse_args(argc, argv, &o, &exit_now))
    rc = exit_now >= 0 ? exit_now : run_input(&o);
  /* every pass parsed so far, also when a flag was rejected (no leak at exit) */
  for (size_t i = 0; i < o.npasses; i++)
    free_pass(&o.passes[i]);
  return rc;
}
