/* test_ir.c — unit tests of the IR core: interning, uniquing of types and
 * attributes, dictionaries, locations, ops, use lists, blocks and regions,
 * walks (both orders, erasure, interruption, 100,000-deep nesting), symbol
 * tables, the op registry, and allocation-failure injection (every
 * allocation of a scenario is made to fail in turn; the library must fail
 * cleanly and leak nothing).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "../../src/ir/ir_impl.h"

/* ---------------------------------------------------------------- helpers */

static xf_ident *id(xf_context *ctx, const char *s) { return xf_ident_cstr(ctx, s); }

/* Creates an unlinked op `name` with `nops` operands, `nres` i32 results
 * and `nreg` regions. */
static xf_op *mk(xf_context *ctx, const char *name, xf_value *const *ops, size_t nops, size_t nres,
                 size_t nreg) {
  xf_type *res[8];
  for (size_t i = 0; i < nres; i++)
    res[i] = ctx->t_i32;
  xf_op_state st = {0};
  st.name = id(ctx, name);
  st.operands = ops;
  st.num_operands = nops;
  st.result_types = res;
  st.num_results = nres;
  st.num_regions = nreg;
  return xf_op_create(ctx, &st);
}

/* Appends a new block to region `r` of `op`. */
static xf_block *add_block(xf_op *op, size_t r) {
  xf_block *b = xf_block_create(xf_op_context(op));
  xf_region_push_block(xf_op_region(op, r), b);
  return b;
}

/* Sets string attribute `sym_name` (as a property when `prop`). */
static void set_sym(xf_op *op, const char *name, bool prop) {
  xf_context *ctx = xf_op_context(op);
  xf_named_attr e = {ctx->id_sym_name, xf_attr_string(ctx, name, strlen(name), NULL)};
  if (prop)
    xf_op_set_properties(op, xf_attr_dict(ctx, &e, 1));
  else
    assert_int_equal(xf_op_set_attr(op, e.name, e.value), XF_OK);
}

static void *hook_alloc(void *user, size_t size) {
  (void)user;
  return malloc(size);
}

static void hook_free(void *user, void *p, size_t size) {
  (void)user;
  (void)size;
  free(p);
}

static int setup(void **state) {
  *state = xf_context_create(NULL);
  return *state ? 0 : -1;
}

static int teardown(void **state) {
  xf_context_destroy(*state);
  return 0;
}

/* ------------------------------------------------------ small-block cache */

/* With the default allocator, a freed small block is handed out again for
 * the next request of its 16-byte class (not under ASan, which sees every
 * free); live bytes count requested sizes either way; big blocks and the
 * cache's own blocks leave no leak when the context goes (LeakSanitizer). */
/* xfs_map_remove keeps every other key reachable: keys forced into one
 * long probe run (all hashes collide or wrap around the table's end) are
 * removed in several orders, and each time the rest are still found and
 * the removed ones are not; in a map, values move with their keys, and a
 * set (no values) returns the stored key. */
static void test_map_remove_keeps_probe_runs(void **state) {
  xf_context *ctx = *state;
  xfs_mem *m = xfs_ctx_mem(ctx);
  static const char *const keys[] = {"a", "b", "c", "d", "e", "f", "g", "h", "i", "j"};
  enum { N = 10 };
  const uint32_t homes[3][N] = {
      {5, 5, 5, 5, 5, 5, 5, 5, 5, 5},             /* one cluster */
      {63, 63, 0, 63, 1, 0, 62, 62, 2, 63},       /* wrapping around the end (cap 64) */
      {7, 8, 7, 9, 8, 7, 10, 7, 11, 9},           /* interleaved homes */
  };
  /* Probes are other copies of the keys' bytes: a set returns the stored
   * key, a map the value put with it (moved along with its key). */
  char probe[N][2];
  for (int i = 0; i < N; i++)
    memcpy(probe[i], keys[i], 2);
  for (int set = 0; set < 2; set++)
    for (int h = 0; h < 3; h++)
      for (int order = 0; order < 3; order++) {
        xfs_map map = {.set = set};
        for (int i = 0; i < N; i++)
          assert_true(xfs_map_put(m, &map, keys[i], 1, homes[h][i], (void *)&keys[i]));
        assert_int_equal(map.cap, 64);
        assert_true(set ? map.values == NULL : map.values != NULL);
        bool gone[N] = {false};
        for (int step = 0; step < N; step++) {
          int k = order == 0 ? step : order == 1 ? N - 1 - step : (step * 3) % N;
          xfs_map_remove(&map, probe[k], 1, homes[h][k]);
          gone[k] = true;
          assert_int_equal(map.count, (size_t)(N - 1 - step));
          for (int i = 0; i < N; i++) {
            const void *want = gone[i] ? NULL : set ? (const void *)keys[i] : (const void *)&keys[i];
            assert_ptr_equal(xfs_map_get(&map, probe[i], 1, homes[h][i]), want);
          }
        }
        xfs_map_remove(&map, keys[0], 1, homes[h][0]); /* absent: no effect */
        assert_int_equal(map.count, 0);
        xfs_map_free(m, &map);
      }
}

static void test_small_block_cache(void **state) {
  xf_context *ctx = *state;
  xfs_mem *m = &ctx->mem;
  size_t live = m->live_bytes;
  char *a = xfs_malloc(m, 40);
  assert_non_null(a);
  assert_int_equal(m->live_bytes, live + 40);
  memset(a, 1, 40);
  xfs_free(m, a, 40);
  assert_int_equal(m->live_bytes, live);
  char *b = xfs_malloc(m, 48); /* same class as 40 */
  assert_non_null(b);
#if defined(__SANITIZE_ADDRESS__)
  assert_false(m->cache_small);
#else
  assert_true(m->cache_small);
  assert_ptr_equal(a, b);
#endif
  char *big = xfs_malloc(m, XFS_SMALL_MAX + 1);
  assert_non_null(big);
  xfs_free(m, big, XFS_SMALL_MAX + 1);
  xfs_free(m, b, 48);
  assert_int_equal(m->live_bytes, live);
}

/* A caller's allocator sees every allocation: no cache. */
static void test_small_block_cache_off_with_hooks(void **state) {
  (void)state;
  xf_allocator a = {hook_alloc, hook_free, NULL};
  xf_context *ctx = xf_context_create(&a);
  assert_non_null(ctx);
  assert_false(ctx->mem.cache_small);
  xf_context_destroy(ctx);
}

/* -------------------------------------------------------------- interning */

static void test_interning(void **state) {
  xf_context *ctx = *state;
  xf_ident *a = xf_ident_cstr(ctx, "hello");
  assert_ptr_equal(a, xf_ident_get(ctx, "hello world", 5));
  assert_ptr_not_equal(a, xf_ident_cstr(ctx, "hell"));
  assert_string_equal(xf_ident_str(a), "hello");
  assert_int_equal(xf_ident_len(a), 5);
  xf_ident *z = xf_ident_get(ctx, "a\0b", 3);
  assert_int_equal(xf_ident_len(z), 3);
  assert_ptr_not_equal(z, xf_ident_cstr(ctx, "a"));
  assert_ptr_equal(xf_ident_get(ctx, "", 0), xf_ident_cstr(ctx, ""));
  /* Many identifiers force the table to grow; all stay distinct. */
  char buf[32];
  xf_ident *ids[1000];
  for (int i = 0; i < 1000; i++) {
    snprintf(buf, sizeof buf, "id%d", i);
    ids[i] = xf_ident_cstr(ctx, buf);
  }
  for (int i = 0; i < 1000; i++) {
    snprintf(buf, sizeof buf, "id%d", i);
    assert_ptr_equal(ids[i], xf_ident_cstr(ctx, buf));
  }
  assert_string_equal(xf_version(), "0.1.0");
}

/* ----------------------------------------------------------------- types */

static void test_type_uniquing(void **state) {
  xf_context *ctx = *state;
  xf_type *i32 = xf_type_integer(ctx, 32, XF_SIGNLESS);
  assert_ptr_equal(i32, ctx->t_i32);
  assert_ptr_not_equal(i32, xf_type_integer(ctx, 32, XF_SIGNED));
  assert_ptr_not_equal(i32, xf_type_integer(ctx, 64, XF_SIGNLESS));
  assert_int_equal(xf_type_int_width(i32), 32);
  assert_int_equal(xf_type_int_signedness(xf_type_integer(ctx, 8, XF_UNSIGNED)), XF_UNSIGNED);
  assert_ptr_equal(xf_type_index(ctx), xf_type_index(ctx));
  assert_int_equal(xf_type_get_kind(xf_type_none(ctx)), XF_TYPE_NONE);

  xf_type *f16 = xf_type_float(ctx, "f16");
  assert_non_null(f16);
  assert_ptr_equal(f16, xf_type_float(ctx, "f16"));
  assert_ptr_not_equal(f16, xf_type_float(ctx, "bf16"));
  assert_null(xf_type_float(ctx, "f17"));
  assert_int_equal(xf_type_float_width(f16), 16);
  assert_string_equal(xf_type_float_name(xf_type_float(ctx, "f8E4M3FN")), "f8E4M3FN");
  assert_int_equal(xf_type_bitwidth(xf_type_index(ctx)), 64);
  assert_int_equal(xf_type_bitwidth(ctx->t_f64), 64);
  assert_true(xf_type_is_int_or_index_or_float(f16));

  int64_t s1[] = {4, XF_DYNAMIC}, s2[] = {4, 8};
  bool sc0[] = {false, false}, sc1[] = {false, true};
  xf_type *v = xf_type_vector(ctx, s2, NULL, 2, i32);
  assert_ptr_equal(v, xf_type_vector(ctx, s2, sc0, 2, i32));
  assert_ptr_not_equal(v, xf_type_vector(ctx, s2, sc1, 2, i32));
  assert_ptr_not_equal(v, xf_type_vector(ctx, s1, NULL, 2, i32));
  assert_int_equal(xf_type_rank(v), 2);
  assert_int_equal(xf_type_shape(v)[1], 8);
  assert_int_equal(xfi_type_num_elements(v), 32);

  xf_type *t = xf_type_ranked_tensor(ctx, s1, 2, f16, NULL);
  assert_ptr_equal(t, xf_type_ranked_tensor(ctx, s1, 2, f16, NULL));
  assert_ptr_not_equal(t, xf_type_ranked_tensor(ctx, s1, 2, f16, xf_attr_unit(ctx)));
  assert_int_equal(xfi_type_num_elements(t), -1);
  assert_ptr_equal(xf_type_element(t), f16);
  assert_true(xfi_type_is_shaped(xf_type_unranked_tensor(ctx, f16)));
  assert_false(xfi_type_is_shaped(f16));

  /* memref: integer memory space 0 is the default space. */
  xf_type *m = xf_type_memref(ctx, s2, 2, f16, NULL, NULL);
  assert_ptr_equal(m, xf_type_memref(ctx, s2, 2, f16, NULL, xf_attr_integer(ctx, ctx->t_i64, 0)));
  assert_ptr_not_equal(m, xf_type_memref(ctx, s2, 2, f16, NULL,
                                         xf_attr_integer(ctx, ctx->t_i64, 1)));
  assert_ptr_equal(xf_type_unranked_memref(ctx, f16, NULL),
                   xf_type_unranked_memref(ctx, f16, xf_attr_integer(ctx, ctx->t_i32, 0)));

  xf_type *ins[] = {i32, f16}, *outs[] = {v};
  xf_type *fn = xf_type_function(ctx, ins, 2, outs, 1);
  assert_ptr_equal(fn, xf_type_function(ctx, ins, 2, outs, 1));
  assert_ptr_not_equal(fn, xf_type_function(ctx, ins, 1, ins + 1, 1));
  assert_ptr_not_equal(fn, xf_type_tuple(ctx, (xf_type *[]){i32, f16, v}, 3));
  assert_int_equal(xf_type_num_inputs(fn), 2);
  assert_int_equal(xf_type_num_results(fn), 1);
  assert_ptr_equal(xf_type_input(fn, 1), f16);
  assert_ptr_equal(xf_type_result(fn, 0), v);
  assert_ptr_equal(xf_type_tuple(ctx, NULL, 0), xf_type_tuple(ctx, NULL, 0));
  assert_ptr_not_equal(xf_type_tuple(ctx, NULL, 0), xf_type_function(ctx, NULL, 0, NULL, 0));
  xf_type *c = xf_type_complex(ctx, f16);
  assert_ptr_equal(c, xf_type_complex(ctx, f16));
  assert_ptr_equal(xf_type_element(c), f16);
  xf_type *o = xf_type_opaque(ctx, "llvm.ptr<1>", 11);
  assert_ptr_equal(o, xf_type_opaque(ctx, "llvm.ptr<1>xyz", 11));
  assert_ptr_not_equal(o, xf_type_opaque(ctx, "llvm.ptr", 8));
}

/* ------------------------------------------------------------ attributes */

static void test_attr_uniquing(void **state) {
  xf_context *ctx = *state;
  xf_type *i8 = xf_type_integer(ctx, 8, XF_SIGNLESS);
  xf_attr *a = xf_attr_integer(ctx, i8, 257);
  assert_ptr_equal(a, xf_attr_integer(ctx, i8, 1));
  assert_ptr_equal(xf_attr_integer(ctx, i8, -1), xf_attr_integer(ctx, i8, 255));
  assert_int_equal(xf_attr_int_value(xf_attr_integer(ctx, i8, 255)), -1);
  assert_int_equal(xf_attr_uint_value(xf_attr_integer(ctx, i8, -1)), 255);
  assert_ptr_not_equal(a, xf_attr_integer(ctx, ctx->t_i32, 1));
  assert_ptr_equal(xf_attr_get_type(a), i8);
  /* i1 integers are the bool attributes. */
  assert_ptr_equal(xf_attr_integer(ctx, ctx->t_i1, 1), xf_attr_bool(ctx, true));
  assert_ptr_equal(xf_attr_integer(ctx, ctx->t_i1, 2), xf_attr_bool(ctx, false));
  assert_int_equal(xf_attr_get_kind(xf_attr_bool(ctx, true)), XF_ATTR_BOOL);
  assert_int_equal(xf_attr_int_value(ctx->a_true), 1);
  assert_ptr_equal(xf_attr_get_type(ctx->a_true), ctx->t_i1);
  /* Wide integers: sign-extended, then truncated. */
  xf_type *i100 = xf_type_integer(ctx, 100, XF_SIGNLESS);
  xf_attr *w = xf_attr_integer(ctx, i100, -1);
  assert_int_equal(w->n, 2);
  assert_true(w->u.words[1] == ((uint64_t)1 << 36) - 1);
  uint64_t words[2] = {~(uint64_t)0, ~(uint64_t)0};
  assert_ptr_equal(w, xfi_attr_integer_words(ctx, i100, words));
  assert_ptr_equal(xf_attr_integer(ctx, xf_type_index(ctx), -5),
                   xf_attr_integer(ctx, xf_type_index(ctx), -5));

  xf_attr *f = xf_attr_float(ctx, ctx->t_f32, 1.5);
  assert_ptr_equal(f, xf_attr_float(ctx, ctx->t_f32, 1.5));
  assert_ptr_not_equal(f, xf_attr_float(ctx, ctx->t_f64, 1.5));
  assert_true(f->u.fbits[0] == 0x3FC00000u);
  assert_true(xf_attr_float_value(f) == 1.5);
  assert_null(xf_attr_float(ctx, i8, 1.0));

  xf_attr *s = xf_attr_string(ctx, "abc", 3, NULL);
  assert_ptr_equal(s, xf_attr_string(ctx, "abcd", 3, NULL));
  assert_ptr_not_equal(s, xf_attr_string(ctx, "abc", 3, i8));
  size_t len;
  assert_string_equal(xf_attr_string_value(s, &len), "abc");
  assert_int_equal(len, 3);
  assert_ptr_not_equal(s, xfi_attr_opaque(ctx, "abc", 3));

  xf_attr *el[] = {a, s};
  xf_attr *arr = xf_attr_array(ctx, el, 2);
  assert_ptr_equal(arr, xf_attr_array(ctx, el, 2));
  assert_ptr_not_equal(arr, xf_attr_array(ctx, el, 1));
  assert_ptr_equal(xf_attr_array(ctx, NULL, 0), xf_attr_array(ctx, NULL, 0));
  assert_int_equal(xf_attr_size(arr), 2);
  assert_ptr_equal(xf_attr_array_elem(arr, 1), s);
  assert_ptr_equal(xf_attr_type_value(xf_attr_type(ctx, i8)), i8);
  assert_ptr_equal(xf_attr_type(ctx, i8), xf_attr_type(ctx, i8));

  xf_ident *nest[] = {id(ctx, "b"), id(ctx, "c")};
  xf_attr *sr = xf_attr_symbol_ref(ctx, id(ctx, "a"), nest, 2);
  assert_ptr_equal(sr, xf_attr_symbol_ref(ctx, id(ctx, "a"), nest, 2));
  assert_ptr_not_equal(sr, xf_attr_symbol_ref(ctx, id(ctx, "a"), nest, 1));
  assert_int_equal(xf_attr_symbol_num_nested(sr), 2);
  assert_ptr_equal(xf_attr_symbol_nested(sr, 1), nest[1]);
  assert_ptr_equal(xf_attr_symbol_root(sr), id(ctx, "a"));

  int64_t iv[] = {1, -2, 3};
  xf_attr *da = xf_attr_dense_i64_array(ctx, iv, 3);
  assert_ptr_equal(da, xf_attr_dense_i64_array(ctx, iv, 3));
  assert_int_equal(xf_attr_dense_array_int(da, 1), -2);
  uint64_t i8v[] = {0xFFFFFFFFFFFFFFFFull, 3}, i8w[] = {0xFF, 3};
  xf_attr *d8 = xfi_attr_dense_array(ctx, i8, i8v, 2);
  assert_ptr_equal(d8, xfi_attr_dense_array(ctx, i8, i8w, 2));
  assert_int_equal(xf_attr_dense_array_int(d8, 0), -1);
  assert_ptr_equal(xf_attr_unit(ctx), xf_attr_unit(ctx));

  int64_t st[] = {1, XF_DYNAMIC};
  assert_ptr_equal(xfi_attr_strided(ctx, 0, true, st, 2), xfi_attr_strided(ctx, 0, false, st, 2));
  assert_false(xfi_attr_strided(ctx, 0, true, st, 2)->u.strided.has_offset);
  assert_true(xfi_attr_strided(ctx, 5, false, st, 2)->u.strided.has_offset);

  xf_attr *d1 = xfi_attr_distinct(ctx, 7, a);
  assert_ptr_equal(d1, xfi_attr_distinct(ctx, 7, a));
  assert_ptr_not_equal(d1, xfi_attr_distinct(ctx, 8, a));
  assert_true(ctx->next_distinct == 9);
}

static void test_dense(void **state) {
  xf_context *ctx = *state;
  int64_t shape[] = {2, 2};
  xf_type *t = xf_type_ranked_tensor(ctx, shape, 2, xf_type_integer(ctx, 8, XF_SIGNLESS), NULL);
  uint64_t same[] = {1, 1, 0x101, 1}, one[] = {1}, mixed[] = {1, 2, 3, 4};
  xf_attr *splat = xfi_attr_dense(ctx, t, same, 4, 1);
  assert_ptr_equal(splat, xfi_attr_dense(ctx, t, one, 1, 1));
  assert_int_equal(splat->n, 1);
  assert_true(splat->flag);
  xf_attr *m = xfi_attr_dense(ctx, t, mixed, 4, 1);
  assert_int_equal(m->n, 4);
  assert_false(m->flag);
  assert_ptr_equal(m, xfi_attr_dense(ctx, t, mixed, 4, 1));
  assert_ptr_equal(xf_attr_get_type(m), t);
  /* Large payloads spill the uniquing key to the heap. */
  int64_t big_shape[] = {1000};
  xf_type *bt = xf_type_ranked_tensor(ctx, big_shape, 1, ctx->t_i64, NULL);
  uint64_t *big = calloc(1000, sizeof *big);
  for (int i = 0; i < 1000; i++)
    big[i] = (uint64_t)i;
  xf_attr *b1 = xfi_attr_dense(ctx, bt, big, 1000, 1);
  assert_ptr_equal(b1, xfi_attr_dense(ctx, bt, big, 1000, 1));
  big[999] = 0;
  assert_ptr_not_equal(b1, xfi_attr_dense(ctx, bt, big, 1000, 1));
  free(big);
  /* Dense strings: all-equal is a splat. */
  xf_attr *x = xf_attr_string(ctx, "x", 1, NULL), *y = xf_attr_string(ctx, "y", 1, NULL);
  int64_t two[] = {2};
  xf_type *st = xf_type_ranked_tensor(ctx, two, 1, xf_type_opaque(ctx, "foo.s", 5), NULL);
  xf_attr *ds = xfi_attr_dense_string(ctx, st, (xf_attr *[]){x, x}, 2);
  assert_ptr_equal(ds, xfi_attr_dense_string(ctx, st, &x, 1));
  assert_true(ds->flag);
  assert_int_equal(xfi_attr_dense_string(ctx, st, (xf_attr *[]){x, y}, 2)->n, 2);
  xf_attr *r = xfi_attr_dense_resource(ctx, st, id(ctx, "blob"));
  assert_ptr_equal(r, xfi_attr_dense_resource(ctx, st, id(ctx, "blob")));
  assert_ptr_equal(xfi_attr_sparse(ctx, t, m, splat), xfi_attr_sparse(ctx, t, m, splat));
}

static void test_dict(void **state) {
  xf_context *ctx = *state;
  xf_attr *v1 = xf_attr_integer(ctx, ctx->t_i32, 1), *v2 = xf_attr_integer(ctx, ctx->t_i32, 2);
  xf_named_attr in[] = {
      {id(ctx, "b"), v1}, {id(ctx, "a"), v1}, {id(ctx, "B"), v1}, {id(ctx, "aa"), v1},
      {id(ctx, "a"), v2},
  };
  xf_attr *d = xf_attr_dict(ctx, in, 5);
  assert_int_equal(xf_attr_size(d), 4);
  const char *order[] = {"B", "a", "aa", "b"};
  for (size_t i = 0; i < 4; i++)
    assert_string_equal(xf_ident_str(xf_attr_dict_entry(d, i)->name), order[i]);
  assert_ptr_equal(xf_attr_dict_get(d, "a"), v2); /* last duplicate wins */
  assert_ptr_equal(xf_attr_dict_get(d, "aa"), v1);
  assert_null(xf_attr_dict_get(d, "c"));
  assert_null(xf_attr_dict_get(d, ""));
  assert_ptr_equal(xf_attr_dict_get_id(d, id(ctx, "B")), v1);
  /* Same content in another order: same dictionary. */
  xf_named_attr in2[] = {{id(ctx, "aa"), v1}, {id(ctx, "a"), v2}, {id(ctx, "b"), v1},
                         {id(ctx, "B"), v1}};
  assert_ptr_equal(d, xf_attr_dict(ctx, in2, 4));
  assert_ptr_equal(xf_attr_dict(ctx, NULL, 0), ctx->a_empty_dict);
  /* More than the on-stack scratch: 40 entries in reverse order. */
  xf_named_attr many[40];
  char buf[16];
  for (int i = 0; i < 40; i++) {
    snprintf(buf, sizeof buf, "k%02d", 39 - i);
    many[i] = (xf_named_attr){id(ctx, buf), v1};
  }
  xf_attr *dm = xf_attr_dict(ctx, many, 40);
  assert_int_equal(xf_attr_size(dm), 40);
  assert_string_equal(xf_ident_str(xf_attr_dict_entry(dm, 0)->name), "k00");
  assert_ptr_equal(xf_attr_dict_get(dm, "k17"), v1);
}

/* File locations created in increasing order of a file (as the parser
 * makes them) and out of order are uniqued alike, whatever the order they
 * are asked again in, across interleaved files, and apart from ranges. */
static void test_file_locations_unique_in_any_order(void **state) {
  xf_context *ctx = *state;
  xf_ident *fa = id(ctx, "order-a.mlir"), *fb = id(ctx, "order-b.mlir");
  xf_attr *locs[200];
  for (unsigned i = 0; i < 200; i++) /* in order: a:1:1, b:1:1, a:1:2, b:1:2, ... */
    locs[i] = xf_loc_file(ctx, i % 2 ? fb : fa, 1 + i / 40, 1 + i % 40 / 2);
  xf_attr *late = xf_loc_file(ctx, fa, 2, 3); /* exists: asked again out of order */
  assert_ptr_equal(late, locs[40 + 4]);
  xf_attr *back = xf_loc_file(ctx, fa, 1, 100); /* new, behind the newest of its file */
  xf_attr *mid = xf_loc_file(ctx, fb, 3, 50);
  for (unsigned i = 0; i < 200; i++) {
    xf_attr *again = xf_loc_file(ctx, i % 2 ? fb : fa, 1 + i / 40, 1 + i % 40 / 2);
    assert_ptr_equal(again, locs[i]);
    for (unsigned j = 0; j < i; j++)
      assert_ptr_not_equal(locs[j], locs[i]);
  }
  assert_ptr_equal(back, xf_loc_file(ctx, fa, 1, 100));
  assert_ptr_equal(mid, xf_loc_file(ctx, fb, 3, 50));
  assert_ptr_not_equal(back, mid);
  xf_attr *range = xfi_attr_file_range(ctx, fa, 2, 3, 2, 3);
  assert_ptr_not_equal(range, late);
  assert_ptr_equal(range, xfi_attr_file_range(ctx, fa, 2, 3, 2, 3));
  xf_ident *file;
  unsigned line, col;
  assert_true(xf_loc_file_line_col(back, &file, &line, &col));
  assert_ptr_equal(file, fa);
  assert_int_equal(line, 1);
  assert_int_equal(col, 100);
}

/* Packed location words (xfi_loc) stand for the uniqued attribute they
 * unpack to; locations that do not fit a word are stored as attributes. */
static void test_packed_locations_unpack_to_the_uniqued_attribute(void **state) {
  xf_context *ctx = *state;
  xf_ident *fa = id(ctx, "packed-a.mlir"), *fb = id(ctx, "packed-b.mlir");
  xfi_loc wa = xfi_loc_pack(ctx, fa, 7, 3), wb = xfi_loc_pack(ctx, fb, 7, 3);
  assert_true(wa & 1);
  assert_true(wb & 1);
  assert_true(wa != wb);
  assert_int_equal(ctx->loc_files.len, 2);
  assert_true(xfi_loc_pack(ctx, fa, 7, 3) == wa); /* the file is not added twice */
  assert_int_equal(ctx->loc_files.len, 2);
  assert_ptr_equal(xfi_loc_attr(ctx, wa), xf_loc_file(ctx, fa, 7, 3));
  assert_ptr_equal(xfi_loc_attr(ctx, wb), xf_loc_file(ctx, fb, 7, 3));
  /* The widest line and column that fit, and the first ones that do not. */
  xf_ident *file;
  unsigned line, col;
  xfi_loc big = xfi_loc_pack(ctx, fa, 0x7fffffffu, 0xfffffu);
  assert_true(big & 1);
  assert_true(xf_loc_file_line_col(xfi_loc_attr(ctx, big), &file, &line, &col));
  assert_ptr_equal(file, fa);
  assert_int_equal(line, 0x7fffffffu);
  assert_int_equal(col, 0xfffffu);
  xfi_loc wide = xfi_loc_pack(ctx, fa, 1, 0x100000u), tall = xfi_loc_pack(ctx, fa, 0x80000000u, 1);
  assert_false(wide & 1);
  assert_false(tall & 1);
  assert_ptr_equal((xf_attr *)wide, xf_loc_file(ctx, fa, 1, 0x100000u));
  assert_ptr_equal((xf_attr *)tall, xf_loc_file(ctx, fa, 0x80000000u, 1));
  /* Past 4096 files, locations are attributes. */
  char name[32];
  for (unsigned i = 0; ctx->loc_files.len < 4096; i++) {
    snprintf(name, sizeof name, "many-%u.mlir", i);
    assert_true(xfi_loc_pack(ctx, id(ctx, name), 1, 1) & 1);
  }
  xfi_loc over = xfi_loc_pack(ctx, id(ctx, "one-too-many.mlir"), 2, 5);
  assert_false(over & 1);
  assert_true(xf_loc_file_line_col((xf_attr *)over, &file, &line, &col));
  assert_int_equal(line, 2);
  assert_int_equal(col, 5);
  assert_true(xfi_loc_pack(ctx, fb, 9, 9) & 1); /* known files still pack */
  /* An op and a block argument created with packed words read back the
   * attribute, which then replaces the word. */
  xf_op_state st;
  memset(&st, 0, sizeof st);
  st.name = id(ctx, "test.packed");
  xf_op *op = xfi_op_create_at(ctx, &st, wa);
  assert_non_null(op);
  assert_true(op->locw == wa);
  assert_ptr_equal(xf_op_loc(op), xf_loc_file(ctx, fa, 7, 3));
  assert_true(op->locw == xfi_loc_of(xf_loc_file(ctx, fa, 7, 3)));
  xf_block *b = xf_block_create(ctx);
  xf_value *arg = xfi_block_add_arg_at(b, ctx->t_i32, wb);
  assert_ptr_equal(xf_value_loc(arg), xf_loc_file(ctx, fb, 7, 3));
  assert_null(xf_value_loc(xfi_block_add_arg_at(b, ctx->t_i32, 0)));
  xf_op_erase(op);
}

static void test_locations(void **state) {
  xf_context *ctx = *state;
  xf_ident *fa = id(ctx, "a.mlir"), *fb = id(ctx, "b.mlir");
  xf_attr *unk = xf_loc_unknown(ctx);
  xf_attr *l1 = xf_loc_file(ctx, fa, 1, 2), *l2 = xf_loc_file(ctx, fb, 3, 4);
  assert_ptr_equal(l1, xf_loc_file(ctx, fa, 1, 2));
  assert_ptr_not_equal(l1, xfi_attr_file_range(ctx, fa, 1, 2, 1, 2));
  assert_true(xf_attr_is_location(l1));
  assert_false(xf_attr_is_location(ctx->a_unit));
  /* FusedLoc::get simplifications. */
  xf_attr *inner = xf_loc_fused(ctx, (xf_attr *[]){l1, l2}, 2, NULL);
  assert_int_equal(xf_attr_get_kind(inner), XF_ATTR_LOC_FUSED);
  assert_ptr_equal(xf_loc_fused(ctx, (xf_attr *[]){unk, l1, inner}, 3, NULL), inner);
  assert_ptr_equal(xf_loc_fused(ctx, (xf_attr *[]){l1}, 1, NULL), l1);
  assert_ptr_equal(xf_loc_fused(ctx, (xf_attr *[]){unk}, 1, NULL), unk);
  xf_attr *md = xf_attr_string(ctx, "m", 1, NULL);
  xf_attr *fm = xf_loc_fused(ctx, (xf_attr *[]){unk}, 1, md);
  assert_int_equal(xf_attr_get_kind(fm), XF_ATTR_LOC_FUSED);
  assert_int_equal(fm->n, 1);
  assert_ptr_equal(fm->u.fused.locs[0], unk);
  xf_attr *fm2 = xf_loc_fused(ctx, (xf_attr *[]){inner, l1}, 2, md);
  assert_int_equal(fm2->n, 2); /* different metadata: not inlined */
  /* Name locations: an unknown child is no child. */
  xf_attr *n1 = xf_loc_name(ctx, id(ctx, "n"), unk);
  assert_ptr_equal(n1, xf_loc_name(ctx, id(ctx, "n"), NULL));
  xf_ident *file;
  unsigned line, col;
  assert_false(xf_loc_file_line_col(n1, &file, &line, &col));
  assert_false(xf_loc_file_line_col(unk, &file, &line, &col));
  xf_attr *cs = xf_loc_callsite(ctx, xf_loc_name(ctx, id(ctx, "x"), l2), l1);
  assert_true(xf_loc_file_line_col(cs, &file, &line, &col));
  assert_ptr_equal(file, fb);
  assert_int_equal(line, 3);
  assert_int_equal(col, 4);
  /* A call site whose callee has no file position reports the caller
   * (mlir-opt: `callsite(unknown at "c.mlir":5:6)` is shown at 5:6). */
  xf_attr *cs2 = xf_loc_callsite(ctx, n1, xf_loc_callsite(ctx, l2, l1));
  assert_true(xf_loc_file_line_col(cs2, &file, &line, &col));
  assert_ptr_equal(file, fb);
  assert_true(xf_loc_file_line_col(xf_loc_callsite(ctx, unk, l1), &file, &line, &col));
  assert_ptr_equal(file, fa);
  assert_int_equal(col, 2);
  assert_true(xf_loc_file_line_col(xfi_attr_file_range(ctx, fb, 7, 8, 9, 10), &file, &line,
                                   &col));
  assert_int_equal(line, 7);
  xf_attr *fu = xf_loc_fused(ctx, (xf_attr *[]){n1, l1}, 2, md);
  assert_true(xf_loc_file_line_col(fu, &file, &line, &col));
  assert_ptr_equal(file, fa);
  xf_attr *lo = xfi_attr_loc_opaque(ctx, "foo", 3);
  assert_ptr_equal(lo, xfi_attr_loc_opaque(ctx, "foo", 3));
  assert_false(xf_loc_file_line_col(lo, &file, &line, &col));
}

/* ------------------------------------------------------ context services */

static const char *const k_props[] = {"value", NULL};
static const xf_op_info k_const_info = {.name = "t.const", .traits = XF_TRAIT_PURE,
                                        .prop_names = k_props};

static void test_registry_and_sources(void **state) {
  xf_context *ctx = *state;
  assert_false(xfi_dialect_known(ctx, "t", 1));
  assert_int_equal(xfi_register_op(ctx, &k_const_info), XF_OK);
  assert_ptr_equal(xfi_lookup_op_info(ctx, id(ctx, "t.const")), &k_const_info);
  assert_null(xfi_lookup_op_info(ctx, id(ctx, "t.other")));
  assert_true(xfi_dialect_known(ctx, "t", 1));
  assert_false(xfi_dialect_known(ctx, "t.", 2));
  xf_op *op = mk(ctx, "t.const", NULL, 0, 1, 0);
  assert_ptr_equal(op->info, &k_const_info);
  /* Properties: declared names go to the property dictionary. */
  xf_attr *one = xf_attr_integer(ctx, ctx->t_i32, 1);
  assert_int_equal(xf_op_set_attr(op, id(ctx, "value"), one), XF_OK);
  assert_int_equal(xf_op_set_attr(op, id(ctx, "other"), one), XF_OK);
  assert_ptr_equal(xf_attr_dict_get(xf_op_properties(op), "value"), one);
  assert_ptr_equal(xf_attr_dict_get(xf_op_attrs(op), "other"), one);
  assert_ptr_equal(xf_op_get_attr(op, "value"), one);
  assert_ptr_equal(xf_op_get_attr_id(op, id(ctx, "other")), one);
  assert_int_equal(xf_op_remove_attr(op, id(ctx, "value")), XF_OK);
  assert_null(xf_op_properties(op));
  assert_int_equal(xf_op_remove_attr(op, id(ctx, "missing")), XF_OK);
  assert_int_equal(xf_op_remove_attr(op, id(ctx, "other")), XF_OK);
  assert_null(xf_op_attrs(op));
  assert_null(xf_op_get_attr(op, "other"));

  xf_ident *n = xf_context_add_source(ctx, "in.mlir", "abc", 3);
  assert_non_null(n);
  xfi_source *s = xfi_find_source(ctx, n);
  assert_non_null(s);
  assert_int_equal(s->len, 3);
  assert_string_equal(s->text, "abc");
  xf_context_add_source(ctx, "in.mlir", "xyz!", 4);
  assert_string_equal(xfi_find_source(ctx, n)->text, "xyz!");
  assert_null(xfi_find_source(ctx, id(ctx, "nope")));
  assert_false(xf_context_out_of_memory(ctx));
  assert_true(ctx->print_op_on_diag);
}

/* ------------------------------------------------------------- use lists */

static void test_uses(void **state) {
  xf_context *ctx = *state;
  xf_op *def = mk(ctx, "t.def", NULL, 0, 2, 0);
  xf_value *a = xf_op_result(def, 0), *b = xf_op_result(def, 1);
  assert_ptr_equal(xf_value_defining_op(a), def);
  assert_int_equal(xf_value_index(b), 1);
  assert_false(xf_value_is_block_arg(a));
  assert_null(xf_value_owner_block(a));
  xf_op *u1 = mk(ctx, "t.use", (xf_value *[]){a, b, a}, 3, 0, 0);
  xf_op *u2 = mk(ctx, "t.use", (xf_value *[]){a}, 1, 0, 0);
  /* Newest first: u2#0, u1#2, u1#0. */
  xf_use *u = xf_value_first_use(a);
  assert_ptr_equal(xf_use_owner(u), u2);
  u = xf_use_next(u);
  assert_ptr_equal(xf_use_owner(u), u1);
  assert_int_equal(xf_use_operand_index(u), 2);
  u = xf_use_next(u);
  assert_int_equal(xf_use_operand_index(u), 0);
  assert_null(xf_use_next(u));
  assert_ptr_equal(xf_use_value(u), a);

  /* Replace all uses of a with b: a's uses move head first to b's front,
   * so b's list is u1#0, u1#2, u2#0, u1#1. */
  xf_value_replace_all_uses(a, b);
  assert_false(xf_value_has_uses(a));
  u = xf_value_first_use(b);
  unsigned expect_idx[] = {0, 2, 0, 1};
  xf_op *expect_own[] = {u1, u1, u2, u1};
  for (int i = 0; i < 4; i++, u = xf_use_next(u)) {
    assert_ptr_equal(xf_use_owner(u), expect_own[i]);
    assert_int_equal(xf_use_operand_index(u), expect_idx[i]);
  }
  assert_null(u);
  xf_value_replace_all_uses(b, b);
  assert_true(xf_value_has_uses(b));

  /* set_operand relinks at the front even for the same value. */
  xf_op_set_operand(u1, 1, b);
  assert_ptr_equal(xf_value_first_use(b), xf_op_operand_use(u1, 1));
  xf_op_set_operand(u1, 1, a);
  assert_ptr_equal(xf_op_operand(u1, 1), a);
  assert_ptr_equal(xf_value_first_use(a), xf_op_operand_use(u1, 1));

  /* set_operands: shrink, then grow into a new array. */
  assert_int_equal(xf_op_set_operands(u1, (xf_value *[]){a}, 1), XF_OK);
  assert_int_equal(xf_op_num_operands(u1), 1);
  int nb = 0;
  for (u = xf_value_first_use(b); u; u = xf_use_next(u))
    nb++;
  assert_int_equal(nb, 1); /* only u2 is left on b */
  assert_int_equal(xf_op_set_operands(u1, (xf_value *[]){b, a, b, a}, 4), XF_OK);
  assert_int_equal(xf_op_num_operands(u1), 4);
  assert_ptr_equal(xf_value_first_use(b), xf_op_operand_use(u1, 2));
  assert_ptr_equal(xf_value_first_use(a), xf_op_operand_use(u1, 3));
  int na = 0;
  for (u = xf_value_first_use(a); u; u = xf_use_next(u)) {
    assert_ptr_equal(xf_use_owner(u), u1);
    assert_ptr_equal(xf_op_operand(u1, xf_use_operand_index(u)), a);
    na++;
  }
  assert_int_equal(na, 2);
  /* Erase drops uses. */
  xf_op_erase(u1);
  xf_op_erase(u2);
  assert_false(xf_value_has_uses(a));
  assert_false(xf_value_has_uses(b));
  xf_op_erase(def);
}

/* ------------------------------------------------------- blocks, regions */

static void test_blocks(void **state) {
  xf_context *ctx = *state;
  xf_op *top = mk(ctx, "t.top", NULL, 0, 0, 2);
  xf_block *b0 = add_block(top, 0), *b1 = add_block(top, 0);
  assert_int_equal(xf_region_num_blocks(xf_op_region(top, 0)), 2);
  assert_ptr_equal(xf_region_first_block(xf_op_region(top, 0)), b0);
  assert_ptr_equal(xf_block_next(b0), b1);
  assert_ptr_equal(xf_block_parent_op(b1), top);
  assert_int_equal(xf_region_index(xf_block_region(b1)), 0);
  assert_ptr_equal(xf_region_parent_op(xf_op_region(top, 1)), top);
  assert_int_equal(xf_region_index(xf_op_region(top, 1)), 1);

  xf_value *args[10];
  for (int i = 0; i < 10; i++)
    args[i] = xf_block_add_arg(b0, ctx->t_i32, xf_loc_unknown(ctx));
  assert_int_equal(xf_block_num_args(b0), 10);
  for (int i = 0; i < 10; i++) {
    assert_ptr_equal(xf_block_arg(b0, i), args[i]);
    assert_int_equal(xf_value_index(args[i]), i);
    assert_true(xf_value_is_block_arg(args[i]));
    assert_ptr_equal(xf_value_owner_block(args[i]), b0);
  }
  assert_ptr_equal(xf_value_loc(args[0]), ctx->a_unknown_loc);

  xf_op *x = mk(ctx, "t.x", NULL, 0, 0, 0), *y = mk(ctx, "t.y", NULL, 0, 0, 0);
  xf_op *z = mk(ctx, "t.z", NULL, 0, 0, 0), *w = mk(ctx, "t.w", NULL, 0, 0, 0);
  xf_block_push_back(b0, y);
  xf_block_push_front(b0, x);
  xf_op_insert_after(z, y);
  xf_op_insert_before(w, z); /* x y w z */
  xf_op *order[] = {x, y, w, z};
  xf_op *o = xf_block_first_op(b0);
  for (int i = 0; i < 4; i++, o = xf_op_next(o))
    assert_ptr_equal(o, order[i]);
  assert_null(o);
  assert_ptr_equal(xf_block_last_op(b0), z);
  assert_ptr_equal(xf_op_prev(w), y);
  assert_ptr_equal(xf_op_parent(w), top);
  assert_ptr_equal(xf_op_block(w), b0);
  xf_op_move_before(z, x); /* z x y w */
  assert_ptr_equal(xf_block_first_op(b0), z);
  assert_ptr_equal(xf_block_last_op(b0), w);
  xf_op_move_after(z, w); /* x y w z */
  assert_ptr_equal(xf_block_last_op(b0), z);
  assert_null(xf_op_next(z));
  xf_op_move_after(z, z);
  assert_ptr_equal(xf_block_last_op(b0), z);
  xf_block_push_back(b1, y); /* moves y to b1 */
  assert_ptr_equal(xf_op_next(x), w);
  assert_ptr_equal(xf_block_first_op(b1), y);
  xf_op_remove(x);
  assert_null(xf_op_block(x));
  assert_null(xf_op_parent(x));
  assert_ptr_equal(xf_block_first_op(b0), w);
  xf_op_remove(x); /* no-op */

  assert_true(xf_op_is_ancestor(top, y));
  assert_true(xf_op_is_ancestor(y, y));
  assert_false(xf_op_is_ancestor(y, top));
  assert_false(xf_op_is_ancestor(top, x));

  assert_ptr_equal(xf_op_context(top), ctx);
  assert_string_equal(xf_ident_str(xf_op_name(top)), "t.top");
  assert_ptr_equal(xf_op_loc(top), ctx->a_unknown_loc);
  xf_attr *l = xf_loc_file(ctx, id(ctx, "f"), 1, 1);
  xf_op_set_loc(top, l);
  assert_ptr_equal(xf_op_loc(top), l);

  xf_op_state st = {0};
  st.name = id(ctx, "t.br");
  st.successors = (xf_block *[]){b1, b0};
  st.num_successors = 2;
  st.properties = ctx->a_empty_dict;
  xf_op *br = xf_op_create(ctx, &st);
  assert_int_equal(xf_op_num_successors(br), 2);
  assert_ptr_equal(xf_op_successor(br, 0), b1);
  /* an explicitly empty property dictionary is kept: `<{}>` prints back */
  assert_ptr_equal(xf_op_properties(br), ctx->a_empty_dict);
  assert_int_equal(xf_op_num_regions(br), 0);
  assert_int_equal(xf_op_num_results(br), 0);
}

/* ----------------------------------------------------------------- walks */

typedef struct trace {
  char text[256];
  const char *erase;     /* erase ops with this name */
  const char *interrupt; /* interrupt at this name */
  xf_walk_result on_erase;
} trace;

/* Records "name " for each visited op (without the "t." prefix). */
static xf_walk_result tracer(xf_op *op, void *user) {
  trace *t = user;
  const char *n = xf_ident_str(xf_op_name(op)) + 2;
  strcat(t->text, n);
  strcat(t->text, " ");
  if (t->interrupt && strcmp(n, t->interrupt) == 0)
    return XF_WALK_INTERRUPT;
  if (t->erase && strcmp(n, t->erase) == 0) {
    xf_op_erase(op);
    return t->on_erase;
  }
  return XF_WALK_ADVANCE;
}

/* root{ A{A1 A2} B C{C1 | <empty block> C2} } with A1 using root's block
 * argument and A2 using A1. */
static xf_op *build_tree(xf_context *ctx, xf_value **arg) {
  xf_op *root = mk(ctx, "t.root", NULL, 0, 0, 1);
  xf_block *rb = add_block(root, 0);
  *arg = xf_block_add_arg(rb, ctx->t_i32, NULL);
  xf_op *a = mk(ctx, "t.A", NULL, 0, 0, 1);
  xf_block_push_back(rb, a);
  xf_block *ab = add_block(a, 0);
  xf_op *a1 = mk(ctx, "t.A1", arg, 1, 1, 0);
  xf_block_push_back(ab, a1);
  xf_block_push_back(ab, mk(ctx, "t.A2", (xf_value *[]){xf_op_result(a1, 0)}, 1, 0, 0));
  xf_block_push_back(rb, mk(ctx, "t.B", NULL, 0, 0, 0));
  xf_op *c = mk(ctx, "t.C", NULL, 0, 0, 2);
  xf_block_push_back(rb, c);
  xf_block_push_back(add_block(c, 0), mk(ctx, "t.C1", NULL, 0, 0, 0));
  add_block(c, 1);
  xf_block_push_back(add_block(c, 1), mk(ctx, "t.C2", NULL, 0, 0, 0));
  return root;
}

static void test_walk_orders(void **state) {
  xf_context *ctx = *state;
  xf_value *arg;
  xf_op *root = build_tree(ctx, &arg);
  trace t = {0};
  assert_int_equal(xf_walk(root, XF_PRE_ORDER, tracer, &t), XF_WALK_ADVANCE);
  assert_string_equal(t.text, "root A A1 A2 B C C1 C2 ");
  memset(&t, 0, sizeof t);
  assert_int_equal(xf_walk(root, XF_POST_ORDER, tracer, &t), XF_WALK_ADVANCE);
  assert_string_equal(t.text, "A1 A2 A B C1 C2 C root ");
  /* Walking a nested op stays inside it. */
  memset(&t, 0, sizeof t);
  xf_op *c = xf_op_next(xf_op_next(xf_block_first_op(xf_region_first_block(xf_op_region(root, 0)))));
  xf_walk(c, XF_PRE_ORDER, tracer, &t);
  assert_string_equal(t.text, "C C1 C2 ");
  memset(&t, 0, sizeof t);
  xf_walk(xf_op_prev(c), XF_POST_ORDER, tracer, &t);
  assert_string_equal(t.text, "B ");
  /* Interruption. */
  memset(&t, 0, sizeof t);
  t.interrupt = "A1";
  assert_int_equal(xf_walk(root, XF_PRE_ORDER, tracer, &t), XF_WALK_INTERRUPT);
  assert_string_equal(t.text, "root A A1 ");
  memset(&t, 0, sizeof t);
  t.interrupt = "C1";
  assert_int_equal(xf_walk(root, XF_POST_ORDER, tracer, &t), XF_WALK_INTERRUPT);
  assert_string_equal(t.text, "A1 A2 A B C1 ");
}

static void test_walk_erase(void **state) {
  xf_context *ctx = *state;
  xf_value *arg;
  xf_op *root = build_tree(ctx, &arg);
  /* Pre-order: erase A (and so A1, A2) with SKIP. */
  trace t = {.erase = "A", .on_erase = XF_WALK_SKIP};
  assert_int_equal(xf_walk(root, XF_PRE_ORDER, tracer, &t), XF_WALK_ADVANCE);
  assert_string_equal(t.text, "root A B C C1 C2 ");
  assert_false(xf_value_has_uses(arg));
  memset(&t, 0, sizeof t);
  xf_walk(root, XF_PRE_ORDER, tracer, &t);
  assert_string_equal(t.text, "root B C C1 C2 ");
  /* Post-order: erase leaves as they are visited, then a parent. */
  memset(&t, 0, sizeof t);
  t.erase = "C1";
  xf_walk(root, XF_POST_ORDER, tracer, &t);
  assert_string_equal(t.text, "B C1 C2 C root ");
  memset(&t, 0, sizeof t);
  t.erase = "C";
  xf_walk(root, XF_POST_ORDER, tracer, &t);
  assert_string_equal(t.text, "B C2 C root ");
  memset(&t, 0, sizeof t);
  t.erase = "B";
  xf_walk(root, XF_POST_ORDER, tracer, &t);
  assert_string_equal(t.text, "B root ");
  memset(&t, 0, sizeof t);
  xf_walk(root, XF_POST_ORDER, tracer, &t);
  assert_string_equal(t.text, "root ");
}

/* Erases every op that has no results in post-order (a whole tree). */
static xf_walk_result erase_all(xf_op *op, void *user) {
  (*(size_t *)user)++;
  xf_op_erase(op);
  return XF_WALK_ADVANCE;
}

static xf_walk_result count(xf_op *op, void *user) {
  (void)op;
  (*(size_t *)user)++;
  return XF_WALK_ADVANCE;
}

/* The innermost op stops the walk. */
static xf_walk_result stop_at_leaf(xf_op *op, void *user) {
  (*(size_t *)user)++;
  return xf_op_num_regions(op) ? XF_WALK_ADVANCE : XF_WALK_INTERRUPT;
}

enum { DEEP = 100000 };

static void test_walk_deep(void **state) {
  xf_context *ctx = *state;
  xf_op *root = mk(ctx, "t.n", NULL, 0, 0, 1), *cur = root;
  for (int i = 0; i < DEEP; i++) {
    xf_block *b = add_block(cur, 0);
    xf_value *arg = xf_block_add_arg(b, ctx->t_i32, NULL);
    xf_op *next = i + 1 < DEEP ? mk(ctx, "t.n", &arg, 1, 0, 1) : mk(ctx, "t.leaf", &arg, 1, 0, 0);
    assert_non_null(next);
    xf_block_push_back(b, next);
    cur = next;
  }
  size_t n = 0;
  assert_int_equal(xf_walk(root, XF_PRE_ORDER, count, &n), XF_WALK_ADVANCE);
  assert_int_equal(n, DEEP + 1);
  n = 0;
  assert_int_equal(xf_walk(root, XF_PRE_ORDER, stop_at_leaf, &n), XF_WALK_INTERRUPT);
  assert_int_equal(n, DEEP + 1);
  n = 0;
  assert_int_equal(xf_walk(root, XF_POST_ORDER, stop_at_leaf, &n), XF_WALK_INTERRUPT);
  assert_int_equal(n, 1); /* the leaf comes first */
  assert_true(xf_op_is_ancestor(root, cur));
  xf_value *leaf_arg = xf_op_operand(cur, 0);
  n = 0;
  assert_int_equal(xf_walk(root, XF_POST_ORDER, erase_all, &n), XF_WALK_ADVANCE);
  assert_int_equal(n, DEEP + 1);
  assert_false(xf_value_has_uses(leaf_arg));
  /* Erasing a deep tree at once drops every nested use too. */
  root = mk(ctx, "t.n", NULL, 0, 0, 1);
  cur = root;
  for (int i = 0; i < DEEP; i++) {
    xf_block *b = add_block(cur, 0);
    xf_value *arg = xf_block_add_arg(b, ctx->t_i32, NULL);
    xf_op *next = mk(ctx, "t.n", &arg, 1, 0, 1);
    xf_block_push_back(b, next);
    cur = next;
    leaf_arg = arg;
  }
  xf_op_erase(root);
  assert_false(xf_value_has_uses(leaf_arg));
}

/* --------------------------------------------------------------- symbols */

static const xf_op_info k_func_info = {.name = "func.func", .traits = XF_TRAIT_SYMBOL};
static const xf_op_info k_table_info = {.name = "x.table",
                                        .traits = XF_TRAIT_SYMBOL_TABLE | XF_TRAIT_SYMBOL};

static void test_symbols(void **state) {
  xf_context *ctx = *state;
  assert_int_equal(xfi_register_op(ctx, &k_func_info), XF_OK);
  assert_int_equal(xfi_register_op(ctx, &k_table_info), XF_OK);
  xf_op *mod = mk(ctx, "builtin.module", NULL, 0, 0, 1);
  xf_block *mb = add_block(mod, 0);
  xf_op *fa = mk(ctx, "func.func", NULL, 0, 0, 1);
  set_sym(fa, "a", true);
  xf_block_push_back(mb, fa);
  xf_op *m = mk(ctx, "builtin.module", NULL, 0, 0, 1);
  set_sym(m, "m", false);
  xf_block_push_back(mb, m);
  xf_op *fb = mk(ctx, "func.func", NULL, 0, 0, 1);
  set_sym(fb, "b", true);
  xf_block_push_back(add_block(m, 0), fb);
  xf_op *call = mk(ctx, "t.call", NULL, 0, 0, 0);
  xf_block_push_back(add_block(fb, 0), call);
  xf_op *unk = mk(ctx, "t.unknown", NULL, 0, 0, 1);
  xf_block_push_back(mb, unk);
  xf_op *inner = mk(ctx, "t.inner", NULL, 0, 0, 0);
  xf_block_push_back(add_block(unk, 0), inner);
  xf_op *tab = mk(ctx, "x.table", NULL, 0, 0, 1);
  set_sym(tab, "x", true);
  xf_block_push_back(mb, tab);
  xf_op *fc = mk(ctx, "func.func", NULL, 0, 0, 1);
  set_sym(fc, "c", false);
  xf_block_push_back(add_block(tab, 0), fc);

  assert_ptr_equal(xf_op_symbol_name(fa), id(ctx, "a"));
  assert_ptr_equal(xf_op_symbol_name(m), id(ctx, "m"));
  assert_null(xf_op_symbol_name(call));
  assert_ptr_equal(xf_symbol_lookup(mod, id(ctx, "a")), fa);
  assert_ptr_equal(xf_symbol_lookup(mod, id(ctx, "m")), m);
  assert_null(xf_symbol_lookup(mod, id(ctx, "b")));
  assert_null(xf_symbol_lookup(call, id(ctx, "b")));

  assert_ptr_equal(xf_op_nearest_symbol_table(call), m);
  assert_ptr_equal(xf_op_nearest_symbol_table(m), m);
  assert_ptr_equal(xf_op_nearest_symbol_table(fa), mod);
  assert_ptr_equal(xf_op_nearest_symbol_table(fc), tab);
  assert_null(xf_op_nearest_symbol_table(inner)); /* unknown one-region parent */
  assert_null(xf_op_nearest_symbol_table(unk));   /* ... or the op itself */

  xf_attr *ref_b = xf_attr_symbol_ref(ctx, id(ctx, "b"), NULL, 0);
  xf_attr *ref_a = xf_attr_symbol_ref(ctx, id(ctx, "a"), NULL, 0);
  assert_ptr_equal(xf_symbol_resolve(call, ref_b), fb);
  assert_null(xf_symbol_resolve(call, ref_a)); /* only the nearest table */
  assert_ptr_equal(xf_symbol_resolve(fa, ref_a), fa);
  xf_ident *nb[] = {id(ctx, "b")}, *nc[] = {id(ctx, "c")};
  assert_ptr_equal(xf_symbol_resolve(fa, xf_attr_symbol_ref(ctx, id(ctx, "m"), nb, 1)), fb);
  assert_ptr_equal(xf_symbol_resolve(fa, xf_attr_symbol_ref(ctx, id(ctx, "x"), nc, 1)), fc);
  assert_null(xf_symbol_resolve(fa, xf_attr_symbol_ref(ctx, id(ctx, "a"), nb, 1)));
  assert_null(xf_symbol_resolve(fa, xf_attr_symbol_ref(ctx, id(ctx, "m"), nc, 1)));
  assert_null(xf_symbol_resolve(inner, ref_a));
  assert_null(xf_symbol_resolve(call, ctx->a_unit));
}

/* Looks `name` up three times (the second lookup builds the table's map,
 * the third reads it) and checks all three agree. */
static xf_op *lookup3(xf_op *table, const char *name) {
  xf_context *ctx = xf_op_context(table);
  xf_op *r = xf_symbol_lookup(table, id(ctx, name));
  assert_ptr_equal(xf_symbol_lookup(table, id(ctx, name)), r);
  assert_ptr_equal(xf_symbol_lookup(table, id(ctx, name)), r);
  return r;
}

/* xf_symbol_lookup's cached maps follow every mutation of the table:
 * renames (property and discardable), inserts, removals, duplicate names
 * (the first op wins, as in a scan), block removal, and eviction when more
 * tables are looked up than the cache holds. */
static void test_symbol_lookup_cache_follows_mutations(void **state) {
  xf_context *ctx = *state;
  assert_int_equal(xfi_register_op(ctx, &k_func_info), XF_OK);
  xf_op *mod = mk(ctx, "builtin.module", NULL, 0, 0, 1);
  xf_block *mb = add_block(mod, 0);
  xf_op *f[3];
  const char *names[] = {"a", "b", "c"};
  for (int i = 0; i < 3; i++) {
    f[i] = mk(ctx, "func.func", NULL, 0, 0, 1);
    set_sym(f[i], names[i], i != 1);
    xf_block_push_back(mb, f[i]);
  }
  assert_ptr_equal(lookup3(mod, "b"), f[1]);
  assert_null(lookup3(mod, "d"));
  set_sym(f[1], "d", false); /* discardable rename */
  assert_null(lookup3(mod, "b"));
  assert_ptr_equal(lookup3(mod, "d"), f[1]);
  set_sym(f[0], "e", true); /* property rename */
  assert_null(lookup3(mod, "a"));
  assert_ptr_equal(lookup3(mod, "e"), f[0]);
  xf_op *dup = mk(ctx, "func.func", NULL, 0, 0, 1);
  set_sym(dup, "c", true);
  xf_op_insert_before(dup, f[0]); /* a duplicate before the original */
  assert_ptr_equal(lookup3(mod, "c"), dup);
  xf_op_remove(dup);
  assert_ptr_equal(lookup3(mod, "c"), f[2]);
  xf_op_erase(f[2]);
  assert_null(lookup3(mod, "c"));
  xf_block_push_back(mb, dup);
  assert_ptr_equal(lookup3(mod, "c"), dup);
  /* more tables than the cache holds, each with its own "a" */
  xf_op *tables[6], *syms[6];
  for (int i = 0; i < 6; i++) {
    tables[i] = mk(ctx, "builtin.module", NULL, 0, 0, 1);
    syms[i] = mk(ctx, "func.func", NULL, 0, 0, 1);
    set_sym(syms[i], "a", true);
    xf_block_push_back(add_block(tables[i], 0), syms[i]);
  }
  for (int round = 0; round < 2; round++)
    for (int i = 0; i < 6; i++)
      assert_ptr_equal(lookup3(tables[i], "a"), syms[i]);
  assert_ptr_equal(lookup3(mod, "d"), f[1]);
  /* the table's block goes: nothing is found; a new block is scanned */
  xf_block_remove(mb);
  assert_null(lookup3(mod, "d"));
  xf_block *nb = add_block(mod, 0);
  xf_op_remove(f[1]);
  xf_block_push_back(nb, f[1]);
  assert_ptr_equal(lookup3(mod, "d"), f[1]);
}

/* ------------------------------------------------- allocation failures */

typedef struct failer {
  long fail_at;     /* 1-based index of the allocation to fail */
  bool fail_after;  /* keep failing after fail_at */
  long count;       /* allocations attempted */
  bool failed;      /* a failure was injected */
  size_t live;      /* bytes outstanding */
} failer;

static void *failing_alloc(void *user, size_t size) {
  failer *f = user;
  f->count++;
  if (f->count == f->fail_at || (f->fail_after && f->count > f->fail_at)) {
    f->failed = true;
    return NULL;
  }
  f->live += size;
  return malloc(size);
}

static void failing_free(void *user, void *p, size_t size) {
  failer *f = user;
  f->live -= size;
  free(p);
}

#define CHECK(x)                                                                                  \
  do {                                                                                            \
    if (!(x))                                                                                     \
      return false;                                                                               \
  } while (0)

/* Builds and edits some IR; false as soon as a step reports failure. */
static bool scenario(xf_context *ctx) {
  CHECK(xfi_register_op(ctx, &k_const_info) == XF_OK);
  CHECK(xf_context_add_source(ctx, "s.mlir", "text", 4));
  xf_type *f16 = xf_type_float(ctx, "f16");
  CHECK(f16);
  int64_t shape[] = {4, XF_DYNAMIC};
  xf_type *t = xf_type_ranked_tensor(ctx, shape, 2, f16, NULL);
  CHECK(t);
  xf_type *fn = xf_type_function(ctx, &t, 1, &f16, 1);
  CHECK(fn);
  uint64_t data[300];
  for (int i = 0; i < 300; i++)
    data[i] = (uint64_t)i;
  int64_t dshape[] = {300};
  xf_type *dt = xf_type_ranked_tensor(ctx, dshape, 1, ctx->t_i64, NULL);
  CHECK(dt);
  CHECK(xfi_attr_dense(ctx, dt, data, 300, 1));
  xf_named_attr e[20];
  char buf[16];
  for (int i = 0; i < 20; i++) {
    snprintf(buf, sizeof buf, "k%d", 19 - i);
    CHECK(e[i].name = xf_ident_cstr(ctx, buf));
    CHECK(e[i].value = xf_attr_integer(ctx, ctx->t_i32, i));
  }
  xf_attr *d = xf_attr_dict(ctx, e, 20);
  CHECK(d);
  xf_attr *l1 = xf_loc_file(ctx, e[0].name, 1, 2);
  CHECK(l1);
  xf_attr *parts[20];
  for (int i = 0; i < 20; i++)
    CHECK(parts[i] = xf_loc_file(ctx, e[i].name, 1, 1));
  CHECK(xf_loc_fused(ctx, parts, 20, NULL));
  xf_op *top = mk(ctx, "t.top", NULL, 0, 0, 1);
  CHECK(top);
  xf_block *b = xf_block_create(ctx);
  CHECK(b);
  xf_region_push_block(xf_op_region(top, 0), b);
  xf_value *args[9];
  for (int i = 0; i < 9; i++)
    CHECK(args[i] = xf_block_add_arg(b, t, l1));
  xf_op *c = mk(ctx, "t.const", args, 2, 1, 0);
  CHECK(c);
  xf_block_push_back(b, c);
  CHECK(xf_op_set_operands(c, args, 9) == XF_OK);
  CHECK(xf_op_set_attr(c, xf_ident_cstr(ctx, "value"), d) == XF_OK);
  CHECK(xf_op_set_attr(c, xf_ident_cstr(ctx, "extra"), l1) == XF_OK);
  xf_attr *big[20];
  for (int i = 0; i < 20; i++)
    big[i] = d;
  CHECK(xf_attr_array(ctx, big, 20));
  /* Enough IR to cross several arena chunks and map growths. */
  for (int i = 0; i < 2000; i++) {
    xf_op *o = mk(ctx, "t.many", args, 3, 1, 0);
    CHECK(o);
    xf_block_push_back(b, o);
    xf_attr *v = xf_attr_integer(ctx, ctx->t_i64, i);
    CHECK(v);
    CHECK(xf_op_set_attr(o, e[i % 20].name, v) == XF_OK);
  }
  size_t n = 0;
  xf_walk(top, XF_POST_ORDER, count, &n);
  xf_op_erase(top);
  return n == 2002;
}

/* Runs the scenario failing allocation 1, 2, ... until one run completes
 * without an injected failure.  Every failed run must report failure,
 * flag the context as out of memory and leak nothing. */
static void run_failures(bool fail_after) {
  for (long n = 1;; n++) {
    failer f = {.fail_at = n, .fail_after = fail_after};
    xf_allocator a = {failing_alloc, failing_free, &f};
    xf_context *ctx = xf_context_create(&a);
    bool ok = ctx && scenario(ctx);
    if (ctx) {
      if (f.failed)
        assert_true(xf_context_out_of_memory(ctx));
      xf_context_destroy(ctx);
    }
    assert_int_equal(f.live, 0);
    if (!f.failed) {
      assert_true(ok);
      assert_true(n > 5);
      return;
    }
    assert_false(ok);
  }
}

static void test_alloc_failure_single(void **state) {
  (void)state;
  run_failures(false);
}

static void test_alloc_failure_after(void **state) {
  (void)state;
  run_failures(true);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test_setup_teardown(test_small_block_cache, setup, teardown),
      cmocka_unit_test_setup_teardown(test_small_block_cache_off_with_hooks, setup, teardown),
      cmocka_unit_test_setup_teardown(test_interning, setup, teardown),
      cmocka_unit_test_setup_teardown(test_type_uniquing, setup, teardown),
      cmocka_unit_test_setup_teardown(test_attr_uniquing, setup, teardown),
      cmocka_unit_test_setup_teardown(test_dense, setup, teardown),
      cmocka_unit_test_setup_teardown(test_dict, setup, teardown),
      cmocka_unit_test_setup_teardown(test_locations, setup, teardown),
      cmocka_unit_test_setup_teardown(test_map_remove_keeps_probe_runs, setup, teardown),
      cmocka_unit_test_setup_teardown(test_file_locations_unique_in_any_order, setup, teardown),
      cmocka_unit_test_setup_teardown(test_packed_locations_unpack_to_the_uniqued_attribute, setup,
                                      teardown),
      cmocka_unit_test_setup_teardown(test_registry_and_sources, setup, teardown),
      cmocka_unit_test_setup_teardown(test_uses, setup, teardown),
      cmocka_unit_test_setup_teardown(test_blocks, setup, teardown),
      cmocka_unit_test_setup_teardown(test_walk_orders, setup, teardown),
      cmocka_unit_test_setup_teardown(test_walk_erase, setup, teardown),
      cmocka_unit_test_setup_teardown(test_walk_deep, setup, teardown),
      cmocka_unit_test_setup_teardown(test_symbols, setup, teardown),
      cmocka_unit_test_setup_teardown(test_symbol_lookup_cache_follows_mutations, setup, teardown),
      cmocka_unit_test(test_alloc_failure_single),
      cmocka_unit_test(test_alloc_failure_after),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
