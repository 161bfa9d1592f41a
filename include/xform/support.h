/* xform/support.h — the context, allocation hooks, status codes and interned
 * identifiers that every other xform header builds on.
 *
 * A context (`xf_context`) owns everything the library creates: interned
 * names, uniqued types and attributes, the IR arena, diagnostics handlers and
 * the op registry.  Nothing is global; two contexts never share objects.
 * Every allocation goes through the context's allocator, so an embedding
 * program (or a test) can count allocations or make the N-th one fail.  On
 * allocation failure the library returns an error status and never exits.
 */
#ifndef XFORM_SUPPORT_H
#define XFORM_SUPPORT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(__GNUC__)
#define XF_API __attribute__((visibility("default")))
#define XF_MUST_CHECK __attribute__((warn_unused_result))
#else
#define XF_API
#define XF_MUST_CHECK
#endif

typedef struct xf_context xf_context;

/* Status returned by every fallible library function. */
typedef enum xf_status {
  XF_OK = 0,     /* success */
  XF_ERROR = 1,  /* failure; a diagnostic was reported to the handler */
  XF_NOMEM = 2,  /* an allocation failed; the context stays usable */
} xf_status;

/* Allocation hooks.  `alloc` returns NULL on failure; `free` receives the
 * size that was requested from `alloc`.  `user` is passed back unchanged. */
typedef struct xf_allocator {
  void *(*alloc)(void *user, size_t size);       /* malloc-like */
  void (*free)(void *user, void *ptr, size_t size); /* free-like, sized */
  void *user;                                    /* opaque cookie */
} xf_allocator;

/* Creates a context; `alloc` may be NULL for malloc/free.  Returns NULL when
 * even the context itself cannot be allocated. */
XF_API xf_context *xf_context_create(const xf_allocator *alloc);
/* Frees the context and everything it owns. */
XF_API void xf_context_destroy(xf_context *ctx);
/* True once any allocation through `ctx` has failed (sticky). */
XF_API bool xf_context_out_of_memory(const xf_context *ctx);
/* Threads the library may use for work that splits apart: parsing a big
 * input (xf_parse_options.threads, when 0, takes this) and verifying the
 * isolated ops of a big module.  0 or 1 (the default): the calling thread
 * only.  The IR, the diagnostics and their order are those of one thread.
 * Only contexts using the default allocator use threads. */
XF_API void xf_context_set_threads(xf_context *ctx, unsigned threads);
/* Smaller work stays on one thread: inputs under `min_bytes` bytes (0:
 * 1 MiB) and modules with fewer than `min_ops` isolated ops (0: 256). */
XF_API void xf_context_set_thread_minimums(xf_context *ctx, size_t min_bytes, size_t min_ops);

/* Interned identifiers: one copy per distinct byte string per context, so
 * identifier equality is pointer equality.  The text is NUL-terminated. */
typedef struct xf_ident xf_ident;
XF_API xf_ident *xf_ident_get(xf_context *ctx, const char *str, size_t len);
XF_API xf_ident *xf_ident_cstr(xf_context *ctx, const char *str);
XF_API const char *xf_ident_str(const xf_ident *id);
XF_API size_t xf_ident_len(const xf_ident *id);

/* Receives the bytes of a streaming xf_strbuf; false on a write error. */
typedef bool (*xf_sink_fn)(void *user, const char *data, size_t len);

/* A growable output buffer owned by the caller.  With a sink attached the
 * buffer streams: whenever it would grow past its block size, the bytes
 * held so far go to the sink and the buffer restarts empty. */
typedef struct xf_strbuf {
  char *data;        /* NUL-terminated when len > 0 */
  size_t len;        /* bytes used */
  size_t cap;        /* bytes allocated */
  xf_context *ctx;   /* allocator owner */
  bool failed;       /* an allocation or sink write failed; contents truncated */
  xf_sink_fn sink;   /* streaming destination, or NULL */
  void *sink_user;
} xf_strbuf;
XF_API void xf_strbuf_init(xf_strbuf *b, xf_context *ctx);
/* Makes `b` stream into `sink` (see above). */
XF_API void xf_strbuf_set_sink(xf_strbuf *b, xf_sink_fn sink, void *user);
/* Hands buffered bytes to the sink (no-op without one).  False if a write failed. */
XF_API bool xf_strbuf_flush(xf_strbuf *b);
XF_API void xf_strbuf_free(xf_strbuf *b);
XF_API bool xf_strbuf_append(xf_strbuf *b, const char *s, size_t len);
XF_API bool xf_strbuf_printf(xf_strbuf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* Library version string, e.g. "0.1.0". */
XF_API const char *xf_version(void);
/* The LLVM release whose MLIR (mlir-opt) xform follows, e.g. "22.1.8". */
XF_API const char *xf_mlir_version(void);

#ifdef __cplusplus
}
#endif
#endif /* XFORM_SUPPORT_H */
