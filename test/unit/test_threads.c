/* test_threads.c — parsing one input and verifying one module on several
 * threads (xf_parse_options.threads and xf_context_set_threads;
 * src/syntax/parse_op.c "threaded parsing", src/ir/verify.c "threaded
 * verifying", src/ir/thread.c): the threads' work is used only when the
 * result is the one a single thread gives.
 *
 * Each test parses the same text twice, on one thread and on four (with
 * the size threshold at one byte), each time in a fresh context, and
 * compares the printed IR and the reported diagnostics.  Whether the parts
 * were used or the text was parsed again on one thread is read from the
 * `xform-parse` debug channel.  What a comparison of output cannot see is
 * checked directly: objects made by different threads are still uniqued
 * (one pointer for one type), and the context counts the threads' memory.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "xform/debug.h"
#include "xform/dialects.h"
#include "xform/syntax.h"

typedef struct run {
  xf_context *ctx;
  xf_op *top;
  char *printed;         /* the module printed (custom form), or NULL */
  char diags[4096];      /* "line:col: message\n" per diagnostic */
  size_t ndiags;
  char debug[512];       /* xform-parse debug text */
} run;

static bool collect_diag(const xf_diag *d, void *user) {
  run *r = user;
  unsigned line = 0, col = 0;
  xf_ident *file = NULL;
  (void)xf_loc_file_line_col(xf_diag_loc(d), &file, &line, &col);
  size_t len = strlen(r->diags);
  snprintf(r->diags + len, sizeof r->diags - len, "%u:%u: %s\n", line, col, xf_diag_message(d));
  r->ndiags++;
  return true;
}

static void collect_debug(void *user, const char *text, size_t len) {
  run *r = user;
  size_t have = strlen(r->debug);
  if (have + len < sizeof r->debug)
    memcpy(r->debug + have, text, len), r->debug[have + len] = 0;
}

/* Parses `text` on `threads` threads into a fresh context. */
static void parse_with(run *r, const char *text, unsigned threads, bool unregistered) {
  memset(r, 0, sizeof *r);
  r->ctx = xf_context_create(NULL);
  assert_non_null(r->ctx);
  assert_int_equal(xf_register_all_dialects(r->ctx), XF_OK);
  xf_diag_push_handler(r->ctx, collect_diag, r);
  assert_int_equal(xf_context_set_debug_only(r->ctx, "xform-parse,xform-verify", collect_debug, r),
                   XF_OK);
  xf_parse_options po;
  memset(&po, 0, sizeof po);
  po.threads = threads;
  po.thread_min_bytes = 1;
  po.allow_unregistered_dialect = unregistered;
  r->top = xf_parse(r->ctx, "threads.mlir", text, strlen(text), &po);
  if (!r->top)
    return;
  xf_strbuf b;
  xf_strbuf_init(&b, r->ctx);
  xf_print_options pr;
  memset(&pr, 0, sizeof pr);
  assert_int_equal(xf_print_module(r->top, &pr, &b), XF_OK);
  r->printed = strdup(b.data ? b.data : "");
  xf_strbuf_free(&b);
}

static void run_free(run *r) {
  free(r->printed);
  xf_context_destroy(r->ctx);
}

/* `n` functions, each with a constant, an add and a tensor op. */
static char *functions(size_t n, const char *extra_at, size_t at) {
  size_t cap = n * 400 + 1024, len = 0;
  char *s = malloc(cap);
  assert_non_null(s);
  for (size_t i = 0; i < n; i++) {
    if (i == at && extra_at)
      len += (size_t)snprintf(s + len, cap - len, "%s\n", extra_at);
    len += (size_t)snprintf(s + len, cap - len,
                            "func.func @f%zu(%%t: tensor<4x%zuxf32>) -> i32 {\n"
                            "  %%c = arith.constant %zu : i32\n"
                            "  %%d = arith.addi %%c, %%c : i32\n"
                            "  %%e = tensor.empty() : tensor<4x%zuxf32>\n"
                            "  func.return %%d : i32\n"
                            "}\n",
                            i, i % 7 + 1, i, i % 7 + 1);
  }
  return s;
}

/* Both runs give the same IR and diagnostics; returns whether the threaded
 * run used its parts. */
static bool same_as_one_thread(const char *text, bool unregistered) {
  run one, four;
  parse_with(&one, text, 1, unregistered);
  parse_with(&four, text, 4, unregistered);
  assert_string_equal(one.debug, ""); /* one thread: never cut */
  assert_true((one.top != NULL) == (four.top != NULL));
  if (one.printed)
    assert_string_equal(one.printed, four.printed);
  assert_string_equal(one.diags, four.diags);
  bool used = strstr(four.debug, ": used\n") != NULL;
  assert_true(used || strstr(four.debug, ": redone on one thread\n") != NULL);
  run_free(&one);
  run_free(&four);
  return used;
}

static void parts_give_the_one_thread_ir(void **state) {
  (void)state;
  char *text = functions(400, NULL, 0);
  assert_true(same_as_one_thread(text, false));
  free(text);
}

static void objects_made_on_several_threads_are_uniqued(void **state) {
  (void)state;
  char *text = functions(400, NULL, 0);
  run r;
  parse_with(&r, text, 4, false);
  assert_non_null(strstr(r.debug, "32 parts on 4 threads from line 1: used"));
  /* f0 and f399 (first and last part) have the same signature (0 % 7 ==
   * 399 % 7): one function type, one `i32`, one op name */
  xf_block *body = xf_region_first_block(xf_op_region(r.top, 0));
  xf_op *first = xf_block_first_op(body), *last = first;
  for (xf_op *o = first; o; o = xf_op_next(o))
    last = o;
  assert_ptr_not_equal(first, last);
  assert_ptr_equal(xf_op_get_attr(first, "function_type"), xf_op_get_attr(last, "function_type"));
  assert_ptr_equal(xf_op_name(first), xf_op_name(last));
  run_free(&r);
  free(text);
}

static void an_error_in_a_later_part_is_reported_as_on_one_thread(void **state) {
  (void)state;
  char *text = functions(300, "func.func @bad() {\n  %x = arith.addi %y, %y : i32\n  func.return\n}", 250);
  assert_false(same_as_one_thread(text, false));
  free(text);
}

static void warnings_of_a_later_part_are_reported(void **state) {
  (void)state;
  /* building the implicit body of this copy warns (the op parses; the
   * verifier rejects it later): a threaded parse reports nothing itself
   * (the order across threads is not the text's) and parses again on one
   * thread, which must warn even though the threaded parse already built
   * and could have remembered that body */
  char *text = functions(300,
                         "func.func @w(%s: memref<4x8xi32>, %d: memref<4x8xindex>) {\n  linalg.copy ins(%s : "
                         "memref<4x8xi32>) outs(%d : memref<4x8xindex>)\n  func.return\n}",
                         200);
  run one;
  parse_with(&one, text, 1, false);
  assert_non_null(one.top);
  assert_string_equal(one.diags, "0:0: could not cast operand of type 'i32' to 'index'\n");
  run_free(&one);
  assert_false(same_as_one_thread(text, false));
  free(text);
}

static void a_name_defined_in_a_later_part_is_resolved_as_on_one_thread(void **state) {
  (void)state;
  /* MLIR has one SSA name scope for the file: a use in an early function of
   * a name defined only in a later one refers to that definition */
  char *text = functions(300, "func.func @use() {\n  \"test.use\"(%late) : (index) -> ()\n  func.return\n}", 10);
  size_t len = strlen(text);
  char *more = malloc(len + 200);
  assert_non_null(more);
  memcpy(more, text, len);
  snprintf(more + len, 200, "func.func @def() {\n  %%late = \"test.def\"() : () -> index\n  func.return\n}\n");
  assert_false(same_as_one_thread(more, true));
  free(more);
  free(text);
}

static void top_level_values_make_the_parts_unused(void **state) {
  (void)state;
  char *text = functions(300, "%top = \"test.def\"() : () -> index", 200);
  assert_false(same_as_one_thread(text, true));
  free(text);
}

static void aliases_before_the_first_op_are_shared(void **state) {
  (void)state;
  char *body = functions(300, NULL, 0);
  size_t len = strlen(body);
  char *text = malloc(len + 100);
  assert_non_null(text);
  snprintf(text, len + 100, "!t = tensor<4x1xf32>\n#one = 1 : i32\n%s", body);
  assert_true(same_as_one_thread(text, false));
  /* an alias defined after the first op is parsed on one thread */
  char *late = functions(300, "#late = 2 : i32", 150);
  assert_false(same_as_one_thread(late, false));
  free(late);
  free(text);
  free(body);
}

static void *counting_alloc(void *user, size_t size) {
  (*(size_t *)user)++;
  return malloc(size);
}
static void counting_free(void *user, void *p, size_t size) {
  (void)user;
  (void)size;
  free(p);
}

static void caller_allocators_keep_one_thread(void **state) {
  (void)state;
  size_t calls = 0;
  xf_allocator a = {counting_alloc, counting_free, &calls};
  xf_context *ctx = xf_context_create(&a);
  assert_non_null(ctx);
  assert_int_equal(xf_register_all_dialects(ctx), XF_OK);
  run r;
  memset(&r, 0, sizeof r);
  assert_int_equal(xf_context_set_debug_only(ctx, "xform-parse", collect_debug, &r), XF_OK);
  char *text = functions(300, NULL, 0);
  xf_parse_options po;
  memset(&po, 0, sizeof po);
  po.threads = 4;
  po.thread_min_bytes = 1;
  assert_non_null(xf_parse(ctx, "threads.mlir", text, strlen(text), &po));
  assert_string_equal(r.debug, ""); /* hooks need not be thread-safe: no parts */
  assert_true(calls > 0);
  xf_context_destroy(ctx);
  free(text);
}

static void small_inputs_stay_on_one_thread(void **state) {
  (void)state;
  char *text = functions(300, NULL, 0);
  xf_context *ctx = xf_context_create(NULL);
  assert_non_null(ctx);
  assert_int_equal(xf_register_all_dialects(ctx), XF_OK);
  run r;
  memset(&r, 0, sizeof r);
  assert_int_equal(xf_context_set_debug_only(ctx, "xform-parse", collect_debug, &r), XF_OK);
  xf_parse_options po;
  memset(&po, 0, sizeof po);
  po.threads = 4; /* default threshold: 1 MiB, far above this text */
  assert_non_null(xf_parse(ctx, "threads.mlir", text, strlen(text), &po));
  assert_string_equal(r.debug, "");
  xf_context_destroy(ctx);
  free(text);
}

/* Parses `text` on one thread, then verifies it on `threads` threads (every
 * module with 2 or more functions is split); the diagnostics of both
 * steps are collected. */
static xf_status verify_with(run *r, const char *text, unsigned threads) {
  parse_with(r, text, 1, true);
  assert_non_null(r->top);
  xf_context_set_threads(r->ctx, threads);
  xf_context_set_thread_minimums(r->ctx, 0, 2);
  return xf_verify(r->top);
}

static void verifying_on_threads_reports_as_one_thread(void **state) {
  (void)state;
  /* two invalid functions in different runs: MLIR reports the first error
   * of each isolated op, in order; a threaded verify reports nothing itself
   * and verifies again on one thread */
  char *text = functions(300, "func.func @bad1(%a: i32) -> i64 {\n  func.return %a : i32\n}", 120);
  size_t len = strlen(text);
  char *more = malloc(len + 200);
  assert_non_null(more);
  memcpy(more, text, len);
  snprintf(more + len, 200,
           "func.func @bad2(%%a: i32) {\n  %%0 = \"arith.addi\"(%%a, %%a) : (i32, i32) -> i64\n"
           "  func.return\n}\n");
  run one, four;
  assert_int_equal(verify_with(&one, more, 1), XF_ERROR);
  assert_int_equal(verify_with(&four, more, 4), XF_ERROR);
  assert_int_equal(one.ndiags, 2);
  assert_string_equal(one.diags, four.diags);
  assert_string_equal(one.debug, "");
  assert_non_null(strstr(four.debug, "threaded verify: 16 runs of 302 ops on 4 threads: redone on one thread\n"));
  run_free(&one);
  run_free(&four);
  free(more);
  free(text);
}

static void a_valid_module_is_verified_on_threads(void **state) {
  (void)state;
  char *text = functions(300, NULL, 0);
  run four;
  assert_int_equal(verify_with(&four, text, 4), XF_OK);
  assert_int_equal(four.ndiags, 0);
  assert_non_null(strstr(four.debug, "threaded verify: 16 runs of 300 ops on 4 threads: used (their symbol names read there)\n"));
  /* verifying again (lazy bodies now vouched for, memos merged) agrees */
  assert_int_equal(xf_verify(four.top), XF_OK);
  run_free(&four);
  free(text);
}

static void symbol_uses_are_checked_after_threaded_runs(void **state) {
  (void)state;
  /* func.call's symbol use is verified by the module (a symbol table) after
   * its functions: the runs must count the ops with symbol uses they saw */
  char *text = functions(300, "func.func @caller() {\n  func.call @missing() : () -> ()\n  func.return\n}", 250);
  run one, four;
  assert_int_equal(verify_with(&one, text, 1), XF_ERROR);
  assert_int_equal(verify_with(&four, text, 4), XF_ERROR);
  assert_non_null(strstr(one.diags, "'func.call' op 'missing' does not reference a valid function"));
  assert_string_equal(one.diags, four.diags);
  assert_non_null(strstr(four.debug, "threaded verify: 16 runs of 301 ops on 4 threads: used (their symbol names read there)\n"));
  run_free(&one);
  run_free(&four);
  free(text);
}

/* A sink that keeps what it is handed (up to `fail_after` bytes when set,
 * then fails). */
typedef struct sink_log {
  char *data;
  size_t len, cap, writes, fail_after;
} sink_log;

static bool log_sink(void *user, const char *text, size_t len) {
  sink_log *l = user;
  if (l->fail_after && l->len + len > l->fail_after)
    return false;
  if (l->len + len + 1 > l->cap) {
    l->cap = (l->len + len + 1) * 2;
    l->data = realloc(l->data, l->cap);
    assert_non_null(l->data);
  }
  memcpy(l->data + l->len, text, len);
  l->len += len;
  l->data[l->len] = 0;
  l->writes++;
  return true;
}

/* Prints `r`'s module on four threads into `log`; the status. */
static xf_status print_threaded(run *r, sink_log *log) {
  xf_context_set_threads(r->ctx, 4);
  xf_context_set_thread_minimums(r->ctx, 1, 2);
  r->debug[0] = 0;
  assert_int_equal(xf_context_set_debug_only(r->ctx, "xform-print", collect_debug, r), XF_OK);
  xf_strbuf b;
  xf_strbuf_init(&b, r->ctx);
  xf_strbuf_set_sink(&b, log_sink, log);
  xf_print_options pr;
  memset(&pr, 0, sizeof pr);
  xf_status st = xf_print_module(r->top, &pr, &b);
  if (st == XF_OK && !xf_strbuf_flush(&b))
    st = XF_ERROR;
  xf_strbuf_free(&b);
  return st;
}

static void threaded_printing_streams_the_one_thread_text(void **state) {
  (void)state;
  /* 3,000 functions: 47 chunks of 64 on four threads, more than may be
   * printed ahead of their turn (16), so threads park chunks, wait for
   * the window and append each other's chunks, straight to the sink */
  char *text = functions(3000, NULL, 0);
  run one, four;
  parse_with(&one, text, 1, false);
  parse_with(&four, text, 4, false);
  sink_log log = {0};
  assert_int_equal(print_threaded(&four, &log), XF_OK);
  assert_non_null(strstr(four.debug, "threaded print (text): 47 chunks of 64 ops: used"));
  assert_non_null(log.data);
  assert_string_equal(one.printed, log.data);
  assert_true(log.writes > 1);
  /* a sink that fails half way: the print says so (and ends) */
  sink_log half = {.fail_after = log.len / 2};
  assert_int_not_equal(print_threaded(&four, &half), XF_OK);
  assert_true(half.len <= log.len / 2);
  assert_memory_equal(half.data, log.data, half.len);
  free(log.data);
  free(half.data);
  run_free(&one);
  run_free(&four);
  free(text);
}

/* src/ir/thread.c: makes helper threads "fail to start" (tests only). */
extern bool xfi_threads_fail_start;

static void pieces_whose_thread_cannot_start_run_on_the_caller(void **state) {
  (void)state;
  /* as when pthread_create fails: each piece runs on the calling thread as
   * a helper would (its own memory and caches, then the caller's again);
   * parsing, verifying and printing still give one thread's result */
  char *text = functions(300, NULL, 0);
  run one, four;
  parse_with(&one, text, 1, false);
  xfi_threads_fail_start = true;
  parse_with(&four, text, 4, false);
  xf_context_set_threads(four.ctx, 4);
  xf_context_set_thread_minimums(four.ctx, 1, 2);
  assert_int_equal(xf_verify(four.top), XF_OK);
  xf_strbuf b;
  xf_strbuf_init(&b, four.ctx);
  xf_print_options pr;
  memset(&pr, 0, sizeof pr);
  assert_int_equal(xf_print_module(four.top, &pr, &b), XF_OK);
  xfi_threads_fail_start = false;
  assert_non_null(strstr(four.debug, "32 parts on 4 threads from line 1: used"));
  assert_non_null(strstr(four.debug, "threaded verify: 16 runs of 300 ops on 4 threads: used"));
  assert_string_equal(one.printed, four.printed);
  assert_string_equal(one.printed, b.data);
  xf_strbuf_free(&b);
  run_free(&one);
  run_free(&four);
  free(text);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(parts_give_the_one_thread_ir),
      cmocka_unit_test(objects_made_on_several_threads_are_uniqued),
      cmocka_unit_test(an_error_in_a_later_part_is_reported_as_on_one_thread),
      cmocka_unit_test(warnings_of_a_later_part_are_reported),
      cmocka_unit_test(a_name_defined_in_a_later_part_is_resolved_as_on_one_thread),
      cmocka_unit_test(top_level_values_make_the_parts_unused),
      cmocka_unit_test(aliases_before_the_first_op_are_shared),
      cmocka_unit_test(caller_allocators_keep_one_thread),
      cmocka_unit_test(small_inputs_stay_on_one_thread),
      cmocka_unit_test(verifying_on_threads_reports_as_one_thread),
      cmocka_unit_test(a_valid_module_is_verified_on_threads),
      cmocka_unit_test(symbol_uses_are_checked_after_threaded_runs),
      cmocka_unit_test(pieces_whose_thread_cannot_start_run_on_the_caller),
      cmocka_unit_test(threaded_printing_streams_the_one_thread_text),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
