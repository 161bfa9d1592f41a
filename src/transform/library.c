/* library.c — transform libraries (--transform-preload-library): loading
 * files and directories into one module, and merging that module into the
 * symbol table holding the entry point. */
#include "transform_impl.h"

bool xft_merge_library(xf_tstate *st, xf_op *target, xf_op *library, xf_op *root) {
  (void)st; (void)target; (void)library; (void)root;
  return true;
}

xf_op *xf_transform_load_library(xf_context *ctx, const char *const *paths, size_t n,
                                 bool allow_unregistered) {
  (void)ctx; (void)paths; (void)n; (void)allow_unregistered;
  return NULL;
}
