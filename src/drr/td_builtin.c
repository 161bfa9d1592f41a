/* td_builtin.c — lookup of the built-in copies of MLIR's standard .td files
 * (src/drr/td/mlir/..., embedded at build time by scripts/embed-td.cmake).
 * The table is generated; the texts are xform's own minimal equivalents.
 */
#include "td.h"

typedef struct xfdrr_builtin_file {
  const char *path;      /* include path, e.g. "mlir/IR/OpBase.td" */
  const char *text;      /* NUL-terminated contents */
  size_t len;
} xfdrr_builtin_file;

XFS_HIDDEN extern const xfdrr_builtin_file xfdrr_builtin_files[];

const char *xfdrr_builtin_td(const char *path, size_t *len) {
  for (const xfdrr_builtin_file *f = xfdrr_builtin_files; f->path; f++)
    if (!strcmp(f->path, path)) {
      *len = f->len;
      return f->text;
    }
  return NULL;
}
