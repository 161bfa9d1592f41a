/* map.c — hashing, the open-addressing pointer map and the identifier
 * interner.
 *
 * The map keeps a load factor of at most 3/4; keys are borrowed byte
 * strings (their owner keeps them alive, usually an arena), compared by
 * hash, length, then bytes (linear probing; the stored 32-bit hash makes
 * the longer probe runs of a 3/4 load cheap to walk).  Uniquing tables and
 * the interner only ever grow and die with their context; xfs_map_remove
 * (for the printer's scoped name maps) shifts later entries of a probe run
 * back, so there are no tombstones.
 */
#include "support.h"

/* One step of a lane: mixes the 8 bytes `w` into `h`. */
static inline uint64_t hash_step(uint64_t h, uint64_t w) {
  h = (h ^ w) * 0xFF51AFD7ED558CCDull;
  return h ^ (h >> 32);
}

static inline uint64_t rotl64(uint64_t x, unsigned r) { return (x << r) | (x >> (64 - r)); }

/* Keys of 64 bytes and more (op lines for line reuse) first go through
 * four independent lanes, so the multiplications overlap instead of
 * waiting for each other; the lanes are folded into one before the rest.
 * Shorter keys (names, most uniquing keys) take one lane only. */
static uint64_t hash_lanes(const unsigned char **sp, size_t *np, uint64_t h) {
  const unsigned char *s = *sp;
  size_t n = *np;
  uint64_t a = h, b = h ^ 0x243F6A8885A308D3ull, c = h ^ 0x13198A2E03707344ull,
           d = h ^ 0xA4093822299F31D0ull;
  do {
    uint64_t w[4];
    memcpy(w, s, 32);
    a = hash_step(a, w[0]);
    b = hash_step(b, w[1]);
    c = hash_step(c, w[2]);
    d = hash_step(d, w[3]);
    s += 32;
    n -= 32;
  } while (n >= 32);
  *sp = s;
  *np = n;
  return hash_step(a ^ rotl64(b, 17) ^ rotl64(c, 31) ^ rotl64(d, 47), 0);
}

uint32_t xfs_hash_bytes(const void *p, size_t n, uint32_t seed) {
  const unsigned char *s = p;
  uint64_t h = 0x9E3779B97F4A7C15ull ^ (seed + n);
  if (XFS_UNLIKELY(n >= 64))
    h = hash_lanes(&s, &n, h);
  while (n >= 8) {
    uint64_t w;
    memcpy(&w, s, 8);
    h = hash_step(h, w);
    s += 8;
    n -= 8;
  }
  uint64_t w = 0;
  for (size_t i = 0; i < n; i++)
    w |= (uint64_t)s[i] << (8 * i);
  h = (h ^ w) * 0xC4CEB9FE1A85EC53ull;
  h ^= h >> 29;
  h *= 0x9E3779B97F4A7C15ull;
  return (uint32_t)(h >> 32);
}

static size_t find_slot(const xfs_map *m, const void *key, size_t len, uint32_t hash) {
  size_t mask = m->cap - 1;
  size_t i = hash & mask;
  for (;;) {
    const xfs_map_slot *s = &m->slots[i];
    if (!s->key)
      return i;
    if (s->hash == hash && s->len == len && memcmp(s->key, key, len) == 0)
      return i;
    i = (i + 1) & mask;
  }
}

void *xfs_map_get(const xfs_map *m, const void *key, size_t len, uint32_t hash) {
  if (!m->cap)
    return NULL;
  size_t i = find_slot(m, key, len, hash);
  return m->slots[i].key ? xfs_map_slot_value(m, i) : NULL;
}

/* Is `k` cyclically in (i, j]? */
static bool cyclic_between(size_t i, size_t k, size_t j) {
  return i <= j ? (i < k && k <= j) : (i < k || k <= j);
}

void xfs_map_remove(xfs_map *m, const void *key, size_t len, uint32_t hash) {
  if (!m->cap)
    return;
  size_t mask = m->cap - 1, i = find_slot(m, key, len, hash);
  if (!m->slots[i].key)
    return;
  /* Move later entries of the probe run back into the hole unless their
   * home slot lies after the hole (they would become unreachable). */
  for (size_t j = (i + 1) & mask; m->slots[j].key; j = (j + 1) & mask) {
    if (cyclic_between(i, m->slots[j].hash & mask, j))
      continue;
    m->slots[i] = m->slots[j];
    if (!m->set)
      m->values[i] = m->values[j];
    i = j;
  }
  memset(&m->slots[i], 0, sizeof m->slots[i]);
  m->count--;
}

static bool map_grow(xfs_mem *mem, xfs_map *m) {
  size_t cap = m->cap ? m->cap * 2 : 64;
  xfs_map_slot *slots = xfs_calloc(mem, cap * sizeof *slots);
  void **values = m->set ? NULL : xfs_malloc(mem, cap * sizeof *values);
  if (!slots || (!m->set && !values)) {
    xfs_free(mem, slots, cap * sizeof *slots);
    xfs_free(mem, values, cap * sizeof *values);
    return false;
  }
  xfs_map old = *m;
  m->slots = slots;
  m->values = values;
  m->cap = cap;
  for (size_t i = 0; i < old.cap; i++) {
    if (!old.slots[i].key)
      continue;
    size_t j = find_slot(m, old.slots[i].key, old.slots[i].len, old.slots[i].hash);
    m->slots[j] = old.slots[i];
    if (!m->set)
      m->values[j] = old.values[i];
  }
  xfs_free(mem, old.slots, old.cap * sizeof *old.slots);
  if (!m->set)
    xfs_free(mem, old.values, old.cap * sizeof *old.values);
  return true;
}

bool xfs_map_put(xfs_mem *mem, xfs_map *m, const void *key, size_t len, uint32_t hash,
                 void *value) {
  if ((m->count + 1) * 4 > m->cap * 3 && !map_grow(mem, m))
    return false;
  size_t i = find_slot(m, key, len, hash);
  xfs_map_slot *s = &m->slots[i];
  if (!s->key) {
    s->key = key;
    s->len = (uint32_t)len;
    s->hash = hash;
    m->count++;
  }
  if (!m->set)
    m->values[i] = value;
  return true;
}

void xfs_map_free(xfs_mem *mem, xfs_map *m) {
  xfs_free(mem, m->slots, m->cap * sizeof *m->slots);
  if (!m->set)
    xfs_free(mem, m->values, m->cap * sizeof *m->values);
  m->slots = NULL;
  m->values = NULL;
  m->cap = m->count = 0;
}

/* ------------------------------------------------------ pointer maps */

static size_t ptr_slot(const xfs_ptrmap *m, const void *key) {
  uint64_t h = (uint64_t)(uintptr_t)key * 0x9E3779B97F4A7C15ull;
  size_t mask = m->cap - 1, i = (size_t)(h >> 32) & mask;
  while (m->slots[i].key && m->slots[i].key != key)
    i = (i + 1) & mask;
  return i;
}

void *xfs_ptrmap_get(const xfs_ptrmap *m, const void *key) {
  if (!m->cap)
    return NULL;
  return m->slots[ptr_slot(m, key)].value;
}

/* Grows `m` to hold `n` entries without growing again (false when out of
 * memory; `m` is unchanged then). */
static bool ptrmap_grow(xfs_mem *mem, xfs_ptrmap *m, size_t n) {
  size_t cap = m->cap ? m->cap * 2 : 32;
  while ((n + 1) * 2 > cap)
    cap *= 2;
  xfs_ptrmap_slot *slots = xfs_calloc(mem, cap * sizeof *slots);
  if (!slots)
    return false;
  xfs_ptrmap old = *m;
  m->slots = slots;
  m->cap = cap;
  for (size_t i = 0; i < old.cap; i++)
    if (old.slots[i].key)
      m->slots[ptr_slot(m, old.slots[i].key)] = old.slots[i];
  xfs_free(mem, old.slots, old.cap * sizeof *old.slots);
  return true;
}

bool xfs_ptrmap_reserve(xfs_mem *mem, xfs_ptrmap *m, size_t n) {
  return (n + 1) * 2 <= m->cap || ptrmap_grow(mem, m, n);
}

bool xfs_ptrmap_put(xfs_mem *mem, xfs_ptrmap *m, const void *key, void *value) {
  if ((m->count + 1) * 2 > m->cap && !ptrmap_grow(mem, m, m->count + 1))
    return false;
  xfs_ptrmap_slot *s = &m->slots[ptr_slot(m, key)];
  if (!s->key) {
    s->key = key;
    m->count++;
  }
  s->value = value;
  return true;
}

void xfs_ptrmap_free(xfs_mem *mem, xfs_ptrmap *m) {
  xfs_free(mem, m->slots, m->cap * sizeof *m->slots);
  m->slots = NULL;
  m->cap = m->count = 0;
}

void xfs_ptrmap_clear(xfs_ptrmap *m) {
  if (m->count)
    memset(m->slots, 0, m->cap * sizeof *m->slots);
  m->count = 0;
}

xf_ident *xfs_intern(xfs_mem *mem, xfs_arena *arena, xfs_interner *in, const char *s,
                     size_t len) {
  uint32_t h = xfs_hash_bytes(s, len, 0);
  const char *found = xfs_map_get(&in->map, s, len, h); /* a set of the identifiers' text */
  if (found)
    return (xf_ident *)(void *)(found - offsetof(xf_ident, str));
  xf_ident *id = xfs_arena_alloc(arena ? arena : in->arena, sizeof *id + len + 1);
  if (!id)
    return NULL;
  id->owner = in->owner;
  id->len = (uint32_t)len;
  id->hash = h;
  memcpy(id->str, s, len);
  id->str[len] = 0;
  if (!xfs_map_put(mem, &in->map, id->str, len, h, NULL))
    return NULL;
  return id;
}

const char *xf_ident_str(const xf_ident *id) { return id ? id->str : ""; }
size_t xf_ident_len(const xf_ident *id) { return id ? id->len : 0; }
